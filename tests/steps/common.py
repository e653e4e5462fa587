"""Generic steps for every feature file: the catalogue below lists every phrase.

Sides are ``X`` and ``O``; dice are written ``6-5`` (``4-4`` starts a double's program);
plays are in the usual notation (``24/18*/13 13/11(2)``, ``bar/22``, ``6/off``,
``hand/21(4)``, ``no move``), in the mover's own numbering; positions are in tavli's native
notation (``X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to roll``), inline in quotes or
as a docstring after a step ending in a colon. Every step works on the ``table`` fixture
(the variant and the position on the table, and the last refused action).

Given
    the variant "backgammon"
    the variant "short-nardy" with option "automatic-doubles"
    the variant "race-gammon" with options "free-entry" and "..."
    the starting position                       the setup, X to roll
    a new game                                  the setup, waiting for the opening roll
    the position "X ... | O ... | X to roll"
    the position:                               (docstring)

When
    the opening dice are 3 and 5                X's die, then O's
    X rolls 6-5                                 (X must be on roll)
    X plays "8/5 6/5"                           (X must be to play; the play must be legal)
    X doubles / O takes / O drops
    X tries to play "24/14"                     a refusal is kept for "it is refused as"
    X tries to roll 6-5 / X tries to double / O tries to take / O tries to drop
    the position is written in the "xgid" notation      a refusal is kept, as above
    the position "X ... | O ... | X to roll" is read    read and checked; a refusal is kept

Then
    the legal plays are:                        a table with a header row | play |; the
                                                set must match exactly, order aside
    the legal plays include:                    the same table, a subset
    there are 15 legal plays / there is 1 legal play
    the only legal play is "5/off 3/off(2) 2/off"
    X has no legal move                         the one legal play moves nothing
    "24/18 13/8" is legal / "24/14" is illegal
    the position is "X ... | O ... | O to roll"
    the position is:                            (docstring)
    X is to roll / X is to play 4-4-4-4
    the game is over / the game is not over
    the score is X wins a gammon for 2 points   (single, gammon, backgammon, mars, koks ...)
    the score is X wins by a drop for 1 point
    X may double / X may not double
    the cube is at 2 / the cube is at 2, owned by O / the cube is in the middle
    the pip count of X is 167
    it is refused as "illegal-play"             the error code; the position is unchanged
    the refusal says "its board has 12 points"  words of the refusal's message

Then, what the variant declares (equipment and stake clauses)
    the variant has 15 checkers per side
    the variant is played with 2 dice of 6 faces
    the variant throws 2 dice of 6 faces and a fixed 6   (dice: 2d6 and a 6)
    the board has 24 points
    each player's track passes every point once
    X's track runs from point 24 to point 1     in the board's numbering (X's own)
    the two tracks run in opposite directions / the two tracks are the same
    the "home" zone is the points 1 to 6        in the owner's own numbering
    the two home boards face each other         point p faces point 25 - p
    the cube goes up to 64 / the variant has no doubling cube
    the variant is titled "Short Nardy"
    the variant is also called "Classic Nardy"   its `known as "..."`
    the variant extends "backgammon"
    the variant has the option "plain-reroll"

A written play names the legal play it leads to when followed step by step under the rules
(``24/13`` and ``24/18 18/13`` are one play); every point written (``24/18/13``,
``bar/22/16``, ``13/10 10/9``) must be landed on, and a ``*`` must hit there. Two plays
that reach the same position are one play. "is illegal" means no legal play matches; an
ambiguous text fails. "the position is" compares the whole position, the turn and what
comes next included.

Refusal codes (tavli.model.errors): ``illegal-play``, ``ambiguous-play``, ``illegal-action``,
``bad-notation``.

Scenario Outlines: put ``<name>`` placeholders anywhere in these phrases, even inside a quoted
position; a ``|`` inside an Examples cell is escaped with a backslash. pytest-bdd applies
tags on Examples blocks as plain markers, so put ``@clause:`` tags on the scenario, not on its
Examples (tests/test_clause_tags.py checks this).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pytest
from pytest_bdd import given, parsers, then, when

import tavli
from tavli.game.actions import Action, Double, Drop, Move, OpeningRoll, Roll, Take
from tavli.game.play_text import find_play, play_text
from tavli.game.turn import Play, legal_plays
from tavli.model.errors import AmbiguousPlayError, IllegalPlayError, TavliError
from tavli.model.variant import Side
from tavli.notation.formats import position_to

SIDE = r"(?P<side>[A-Z])"  # X, O, or another side's letter (sides: X, O, Y, Z)
DICE = r"(?P<dice>\d(?:-\d)+)"
QUOTED = r'"(?P<text>[^"]*)"'


def side_of(name: str) -> Side:
    """0 for X, 1 for O."""
    return 0 if name == "X" else 1


def dice_of(text: str) -> tuple[int, ...]:
    """``6-5`` → (6, 5)."""
    return tuple(int(d) for d in text.split("-"))


@dataclass
class Table:
    """The game on the table: the variant, the position, and the last refused action."""

    variant: tavli.Variant | None = None
    position: tavli.Position | None = None
    refusal: TavliError | None = None
    before_refusal: tavli.Position | None = None

    @property
    def rules(self) -> tavli.Variant:
        assert self.variant is not None, "the scenario must name a variant first"
        return self.variant

    @property
    def now(self) -> tavli.Position:
        assert self.position is not None, "the scenario must set a position first"
        return self.position

    def show(self, position: tavli.Position | None = None) -> str:
        return tavli.format_position(self.rules, position or self.now)

    def parse(self, text: str) -> tavli.Position:
        return tavli.parse_position(self.rules, " ".join(text.split()))

    def set(self, position: tavli.Position) -> None:
        self.position = position

    def apply(self, action: Action) -> None:
        """Apply an action that the scenario says happens: it must be allowed."""
        try:
            self.set(tavli.apply(self.rules, self.now, action))
        except TavliError as error:
            pytest.fail(f"{action} was refused in {self.show()}: {error}")

    def attempt(self, action: Action) -> None:
        """Try an action that may be refused; a refusal is kept for a later Then."""
        self.refusal = None
        self.before_refusal = self.now
        try:
            self.set(tavli.apply(self.rules, self.now, action))
        except TavliError as error:
            self.refusal = error

    def plays(self) -> list[Play]:
        if self.now.phase != "play":
            pytest.fail(f"no dice are waiting to be played in {self.show()}")
        return legal_plays(self.rules, self.now)

    def expect_turn(self, side: str, phases: Sequence[str]) -> None:
        """The scenario says ``side`` acts now: check it is his turn and the right phase."""
        if self.rules.side_names[self.now.turn] != side or self.now.phase not in phases:
            pytest.fail(f"the scenario has {side} act, but the position is {self.show()}")


@pytest.fixture
def table() -> Table:
    return Table()


def _described(plays: Sequence[Play]) -> str:
    return ", ".join(sorted(play_text(p) for p in plays)) or "(none)"


def _one_play(table: Table, plays: Sequence[Play], text: str) -> Play:
    try:
        return find_play(plays, text)
    except IllegalPlayError:
        pytest.fail(f"{text!r} is not legal in {table.show()}; legal: {_described(plays)}")
    except AmbiguousPlayError as error:
        pytest.fail(str(error))


def _rows(datatable: list[list[str]]) -> list[str]:
    rows = [row[0].strip() for row in datatable if row and row[0].strip()]
    if rows and rows[0] == "play":
        rows = rows[1:]
    return rows


# ---- Given

@given(parsers.re(r'the variant "(?P<name>[\w-]+)"$'))
def given_variant(table: Table, name: str) -> None:
    table.variant = tavli.load_variant(name)


@given(parsers.re(r'the variant "(?P<name>[\w-]+)" with option "(?P<option>[\w-]+)"$'))
def given_variant_with_option(table: Table, name: str, option: str) -> None:
    table.variant = tavli.load_variant(name, [option])


@given(parsers.re(
    r'the variant "(?P<name>[\w-]+)" with options "(?P<first>[\w-]+)" and "(?P<second>[\w-]+)"$'
))
def given_variant_with_options(table: Table, name: str, first: str, second: str) -> None:
    table.variant = tavli.load_variant(name, [first, second])


@given("the starting position")
def given_start(table: Table) -> None:
    table.set(tavli.starting_position(table.rules))


@given("a new game")
def given_new_game(table: Table) -> None:
    table.set(tavli.new_game(table.rules))


@given(parsers.re(rf"the position {QUOTED}$"))
def given_position(table: Table, text: str) -> None:
    table.set(table.parse(text))


@given("the position:")
def given_position_docstring(table: Table, docstring: str) -> None:
    table.set(table.parse(docstring))


# ---- When

@when(parsers.re(r"the opening dice are (?P<x>\d) and (?P<o>\d)$"))
def when_opening(table: Table, x: str, o: str) -> None:
    table.apply(OpeningRoll(int(x), int(o)))


@when(parsers.re(rf"{SIDE} rolls {DICE}$"))
def when_rolls(table: Table, side: str, dice: str) -> None:
    table.expect_turn(side, ["roll"])
    table.apply(Roll(dice_of(dice)))


@when(parsers.re(rf"{SIDE} plays {QUOTED}$"))
def when_plays(table: Table, side: str, text: str) -> None:
    table.expect_turn(side, ["play"])
    _one_play(table, table.plays(), text)
    table.apply(Move(text))


@when(parsers.re(rf"{SIDE} doubles$"))
def when_doubles(table: Table, side: str) -> None:
    table.expect_turn(side, ["roll"])
    table.apply(Double())


@when(parsers.re(rf"{SIDE} takes$"))
def when_takes(table: Table, side: str) -> None:
    _expect_answer(table, side)
    table.apply(Take())


@when(parsers.re(rf"{SIDE} drops$"))
def when_drops(table: Table, side: str) -> None:
    _expect_answer(table, side)
    table.apply(Drop())


def _expect_answer(table: Table, side: str) -> None:
    if table.now.phase != "take-or-drop" or table.rules.side_names[table.now.turn] == side:
        pytest.fail(f"the scenario has {side} answer a double, but the position is "
                    f"{table.show()}")


@when(parsers.re(rf"{SIDE} tries to play {QUOTED}$"))
def when_tries_to_play(table: Table, side: str, text: str) -> None:
    table.attempt(Move(text))


@when(parsers.re(rf"the position {QUOTED} is read$"))
def when_read(table: Table, text: str) -> None:
    table.refusal, table.before_refusal = None, table.position
    try:
        table.set(tavli.validate_position(table.rules, table.parse(text)))
    except TavliError as error:
        table.refusal = error


@when(parsers.re(rf"the position is written in the {QUOTED} notation$"))
def when_written_in(table: Table, text: str) -> None:
    table.refusal, table.before_refusal = None, table.now
    try:
        position_to(table.rules, table.now, text)
    except TavliError as error:
        table.refusal = error


@when(parsers.re(rf"{SIDE} tries to roll {DICE}$"))
def when_tries_to_roll(table: Table, side: str, dice: str) -> None:
    table.attempt(Roll(dice_of(dice)))


@when(parsers.re(rf"{SIDE} tries to (?P<what>double|take|drop)$"))
def when_tries_cube(table: Table, side: str, what: str) -> None:
    cube: dict[str, Action] = {"double": Double(), "take": Take(), "drop": Drop()}
    table.attempt(cube[what])


# ---- Then: plays

@then("the legal plays are:")
def then_plays_are(table: Table, datatable: list[list[str]]) -> None:
    plays = table.plays()
    named = [_one_play(table, plays, text) for text in _rows(datatable)]
    ids = [id(p) for p in named]
    assert len(set(ids)) == len(ids), f"the table names one play twice: {_rows(datatable)}"
    missing = [p for p in plays if id(p) not in set(ids)]
    assert not missing, (
        f"legal but not in the table: {_described(missing)} (in {table.show()})"
    )


@then("the legal plays include:")
def then_plays_include(table: Table, datatable: list[list[str]]) -> None:
    plays = table.plays()
    for text in _rows(datatable):
        _one_play(table, plays, text)


@then(parsers.re(r"there (?:are|is) (?P<count>\d+) legal plays?$"))
def then_play_count(table: Table, count: str) -> None:
    plays = table.plays()
    assert len(plays) == int(count), (
        f"{len(plays)} legal plays in {table.show()}, not {count}: {_described(plays)}"
    )


@then(parsers.re(rf"the only legal play is {QUOTED}$"))
def then_only_play(table: Table, text: str) -> None:
    plays = table.plays()
    _one_play(table, plays, text)
    assert len(plays) == 1, f"more legal plays than {text!r}: {_described(plays)}"


@then(parsers.re(rf"{SIDE} has no legal move$"))
def then_no_move(table: Table, side: str) -> None:
    table.expect_turn(side, ["play"])
    plays = table.plays()
    assert len(plays) == 1 and not plays[0].steps, f"{side} can play: {_described(plays)}"


@then(parsers.re(rf"{QUOTED} is legal$"))
def then_legal(table: Table, text: str) -> None:
    _one_play(table, table.plays(), text)


@then(parsers.re(rf"{QUOTED} is illegal$"))
def then_illegal(table: Table, text: str) -> None:
    plays = table.plays()
    with pytest.raises(IllegalPlayError):
        found = find_play(plays, text)
        pytest.fail(f"{text!r} is legal in {table.show()}: {play_text(found)}")


# ---- Then: the position and the game

@then(parsers.re(rf"the position is {QUOTED}$"))
def then_position(table: Table, text: str) -> None:
    _same_position(table, text)


@then("the position is:")
def then_position_docstring(table: Table, docstring: str) -> None:
    _same_position(table, docstring)


def _same_position(table: Table, text: str) -> None:
    expected = table.parse(text)
    assert table.now == expected, (
        f"the position is\n    {table.show()}\nnot\n    {table.show(expected)}"
    )


@then(parsers.re(rf"{SIDE} is to roll$"))
def then_to_roll(table: Table, side: str) -> None:
    assert (table.rules.side_names[table.now.turn], table.now.phase) == (side, "roll"), table.show()


@then(parsers.re(rf"{SIDE} is to play {DICE}$"))
def then_to_play(table: Table, side: str, dice: str) -> None:
    now = table.now
    wanted = (side, "play", sorted(dice_of(dice)))
    assert (now.side_name, now.phase, sorted(now.dice)) == wanted, table.show()


@then("the game is over")
def then_over(table: Table) -> None:
    assert table.now.is_over, f"the game goes on: {table.show()}"


@then("the game is not over")
def then_not_over(table: Table) -> None:
    assert not table.now.is_over, f"the game is over: {table.show()}"
    assert tavli.score(table.rules, table.now) is None


@then(parsers.re(
    rf"the score is {SIDE} wins an? (?P<result>[\w-]+)(?: game)? for (?P<points>\d+) points?$"
))
def then_score(table: Table, side: str, result: str, points: str) -> None:
    _expect_score(table, side, result, int(points))


@then(parsers.re(rf"the score is {SIDE} wins by a drop for (?P<points>\d+) points?$"))
def then_score_drop(table: Table, side: str, points: str) -> None:
    _expect_score(table, side, "drop", int(points))


def _expect_score(table: Table, side: str, result: str, points: int) -> None:
    got = tavli.score(table.rules, table.now)
    assert got is not None, f"the game is not over: {table.show()}"
    winner = table.rules.side_names.index(side)
    assert (got.winner, got.result, got.points) == (winner, result, points), (
        f"{got} in {table.show()}"
    )


@then(parsers.re(rf"the pip count of {SIDE} is (?P<pips>\d+)$"))
def then_pips(table: Table, side: str, pips: str) -> None:
    assert tavli.pip_count(table.rules, table.now, side_of(side)) == int(pips)


# ---- Then: the cube

@then(parsers.re(rf"{SIDE} may double$"))
def then_may_double(table: Table, side: str) -> None:
    table.expect_turn(side, ["roll"])
    assert tavli.may_double(table.rules, table.now), table.show()


@then(parsers.re(rf"{SIDE} may not double$"))
def then_may_not_double(table: Table, side: str) -> None:
    if table.rules.side_names[table.now.turn] != side:
        pytest.fail(f"it is not {side}'s turn: {table.show()}")
    assert not tavli.may_double(table.rules, table.now), table.show()


@then(parsers.re(r"the cube is at (?P<value>\d+)(?:, owned by (?P<owner>X|O))?$"))
def then_cube(table: Table, value: str, owner: str | None) -> None:
    assert table.now.cube == int(value), table.show()
    if owner is not None:
        assert table.now.cube_owner == side_of(owner), table.show()


@then("the cube is in the middle")
def then_cube_centred(table: Table) -> None:
    assert table.now.cube_owner is None, table.show()


# ---- Then: refusals

@then(parsers.re(rf"the refusal says {QUOTED}$"))
def then_refusal_says(table: Table, text: str) -> None:
    assert table.refusal is not None, f"nothing was refused: the position is {table.show()}"
    assert text in str(table.refusal), str(table.refusal)


@then(parsers.re(rf"it is refused as {QUOTED}$"))
def then_refused(table: Table, text: str) -> None:
    assert table.refusal is not None, f"nothing was refused: the position is {table.show()}"
    assert table.refusal.code == text, f"{table.refusal.code}: {table.refusal}"
    assert table.now == table.before_refusal, "a refused action changed the position"


# ---- Then: what the variant declares

@then(parsers.re(r"the variant has (?P<count>\d+) checkers per side$"))
def then_checkers(table: Table, count: str) -> None:
    assert table.rules.checkers == int(count)
    if table.position is not None:
        assert all(table.now.checkers_of(s) == int(count) for s in (0, 1)), table.show()


@then(parsers.re(r"the variant is played with (?P<dice>\d+) dice of (?P<faces>\d+) faces$"))
def then_dice(table: Table, dice: str, faces: str) -> None:
    assert (table.rules.dice, table.rules.faces) == (int(dice), int(faces))


@then(parsers.re(r"the variant throws (?P<dice>\d+) dice of (?P<faces>\d+) faces and a fixed "
                 r"(?P<fixed>\d+)$"))
def then_fixed_die(table: Table, dice: str, faces: str, fixed: str) -> None:
    wanted = (int(dice), int(faces), (int(fixed),))
    assert (table.rules.dice, table.rules.faces, table.rules.fixed_dice) == wanted


@then(parsers.re(r"the board has (?P<points>\d+) points$"))
def then_board(table: Table, points: str) -> None:
    assert table.rules.board.points == int(points)
    assert set(table.rules.tracks[0]) | set(table.rules.tracks[1]) == set(
        range(1, int(points) + 1)
    )


@then("each player's track passes every point once")
def then_tracks_complete(table: Table) -> None:
    for track in table.rules.tracks:
        assert sorted(track) == list(range(1, table.rules.board.points + 1)), track


@then(parsers.re(rf"{SIDE}'s track runs from point (?P<first>\d+) to point (?P<last>\d+)$"))
def then_track_ends(table: Table, side: str, first: str, last: str) -> None:
    track = table.rules.tracks[side_of(side)]
    assert (track[0], track[-1]) == (int(first), int(last)), track


@then("the two tracks run in opposite directions")
def then_tracks_opposite(table: Table) -> None:
    x, o = table.rules.tracks
    assert tuple(reversed(x)) == o, (x, o)


@then("the two tracks are the same")
def then_tracks_same(table: Table) -> None:
    x, o = table.rules.tracks
    assert x == o, (x, o)


@then(parsers.re(r'the "(?P<zone>[\w-]+)" zone is the points (?P<low>\d+) to (?P<high>\d+)$'))
def then_zone(table: Table, zone: str, low: str, high: str) -> None:
    spans = table.rules.zone_spans
    assert zone in spans, f"{table.rules.name} has no zone {zone!r}: {sorted(spans)}"
    assert sorted(spans[zone]) == sorted((int(low), int(high))), spans[zone]


@then("the two home boards face each other")
def then_homes_face(table: Table) -> None:
    rules = table.rules
    low, high = rules.zone_spans["home"]
    own = range(min(low, high), max(low, high) + 1)
    x_home = {rules.point_of(0, p) for p in own}
    o_home = {rules.point_of(1, p) for p in own}
    assert o_home == {25 - p for p in x_home}, (x_home, o_home)


@then(parsers.re(r"the cube goes up to (?P<top>\d+)$"))
def then_cube_max(table: Table, top: str) -> None:
    assert table.rules.cube_max == int(top), table.rules.cube_max


@then("the variant has no doubling cube")
def then_no_cube(table: Table) -> None:
    assert table.rules.cube_max is None, table.rules.cube_max


@then(parsers.re(rf"the variant is titled {QUOTED}$"))
def then_title(table: Table, text: str) -> None:
    assert table.rules.title == text


@then(parsers.re(rf"the variant is also called {QUOTED}$"))
def then_also_called(table: Table, text: str) -> None:
    assert table.rules.known_as.get("common") == text, dict(table.rules.known_as)


@then(parsers.re(rf"the variant extends {QUOTED}$"))
def then_extends(table: Table, text: str) -> None:
    assert table.rules.extends == text, table.rules.extends


@then(parsers.re(rf"the variant has the option {QUOTED}$"))
def then_has_option(table: Table, text: str) -> None:
    assert text in table.rules.options, sorted(table.rules.options)
