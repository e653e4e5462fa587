"""The Jellyfish / GNU Backgammon ``.mat`` match text, read and written for backgammon games.

The format was never formally specified; this follows what GNU Backgammon writes
(``export.c``, ``ExportMatchMat`` and ``ExportGameJF``; its manual says other programs differ
in small ways, so reading is lenient about spacing)::

    ; [Event "Club night"]

     7 point match

     Game 1
     Alice : 0                      Bob : 0
      1) 31: 8/5 6/5                 64: 24/18 13/9
      2) 55: 13/8 13/8 8/3 8/3       Doubles => 2
      3)  Takes                      62: 25/23 13/7
      ...
          Wins 1 point

One line per pair of turns, numbered; the first named player's turns on the left, the
second's on the right. A turn is the dice as two digits and a colon, then one ``from/to``
per die in the mover's own numbering, ``25`` the bar and ``0`` off, ``*`` a hit; nothing
after the colon when no move is possible. Cube actions are ``Doubles => N``, ``Takes`` and
``Drops``; ``Wins N point(s)`` closes a game, in the winner's column. The first turn's dice
are the opening roll. ``; [Key "value"]`` comment lines carry the match's details.

Here the left player is X (tavli's side 0), the right one O. Reading replays every game, so
a move the rules do not allow, a cube value that does not follow, or a result the moves do
not lead to is reported with the file, line and game.

A match (`` N point match`` with N > 0) is played under tavli.match's rules. The text marks
no game as the Crawford game: GNU Backgammon's import (``ImportGame`` in its import.c) takes
the first game at which exactly one player is one point short to be it, and so does tavli.
Whether the Crawford rule is played at all is the ``; [Crawford "On"]`` (or ``"Off"``)
header line other programs write and GNU Backgammon's import recognises; without it a match
is played with the rule, as GNU Backgammon assumes, so tavli writes the line only for a match
played without it. A double in the Crawford game is refused.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import pairwise
from pathlib import Path

from tavli.actions import (
    Action,
    Double,
    Drop,
    Move,
    OpeningRoll,
    Roll,
    Take,
    play_from_text,
)
from tavli.errors import RecordError, TavliError
from tavli.game import Score, new_game, score
from tavli.language.load import bundled_variants, load_variant
from tavli.match import MatchState, after_game, apply_in_match, crawford_rule_of
from tavli.notation.moves import format_play
from tavli.position import Position, other
from tavli.record import GameRecord, match_of, replay, variant_of, where_in
from tavli.variant import SIDE_NAMES, Side, Variant

# GNU Backgammon's own game is "Standard", which a .mat file leaves unnamed; the others are
# named in a "; [Variation ...]" line. A variant says its gnubg name with `known as "..." in
# gnubg`, so these follow from the rules files.
STANDARD = "Standard"


def variations() -> dict[str, str]:
    """Bundled variant name → its GNU Backgammon variation name."""
    return {name: variant.known_as["gnubg"] for name, variant in bundled_variants().items()
            if "gnubg" in variant.known_as}
# The .mat text has no way to show an opening tie doubling the stake (GNU Backgammon's export
# leaves it as a FIXME), so games read from it use the plain re-roll (A6).
IMPORT_OPTIONS = {"plain-reroll": True}
_TAGS = ("site", "event", "round", "transcriber")
_LEFT_WIDTH = 27  # a left turn is written "%3d) %-27s ", so the right one starts at column 33


# ---- writing

def format_mat(records: Sequence[GameRecord]) -> str:
    """The records as one match in ``.mat`` text; all must be games of the same variant."""
    if not records:
        raise RecordError("there is no game to export")
    first = records[0]
    for number, record in enumerate(records, start=1):
        _check_exportable(record, number, first)
    lines: list[str] = []
    for key in _TAGS:
        if key in first.tags:
            lines.append(f'; [{key.capitalize()} "{first.tags[key]}"]')
    if first.date is not None:
        lines.append(f'; [EventDate "{first.date.replace("-", ".")}"]')
    variation = variations()[first.variant]
    if variation != STANDARD:
        lines.append(f'; [Variation "{variation}"]')
    match = match_of(first)
    if match is not None and not match.crawford_rule:  # On is what every reader assumes
        lines.append('; [Crawford "Off"]')
    if lines:
        lines.append("")
    lines += [f" {first.match_length or 0} point match", ""]
    running = (0, 0)
    for number, record in enumerate(records, start=1):
        if match is not None:
            _check_in_match(record, number, match)
            running = match.score
        at = record.match_score or running
        game_lines, won = _format_game(record, number, at)
        lines += game_lines
        running = (at[0] + won[0], at[1] + won[1])
        if match is not None and number < len(records):
            if match.is_over or won == (0, 0):
                raise RecordError(f"game {number + 1} follows game {number}, which "
                                  + ("ended the match" if match.is_over else "has no winner"))
            winner: Side = 0 if won[0] else 1
            match = after_game(match, Score(winner, "game", won[winner]))
    return "\n".join(lines) + "\n"


def _check_in_match(record: GameRecord, number: int, match: MatchState) -> None:
    """A game of an exported match must be the one the games before it lead to."""
    if record.match_length != match.length:
        raise RecordError(f"game {number} is of a {record.match_length or 0}-point match, "
                          f"game 1 of a {match.length}-point match")
    if record.match_score is not None and record.match_score != match.score:
        raise RecordError(f"game {number} begins {record.match_score[0]}-"
                          f"{record.match_score[1]}, but the games before it make the score "
                          f"{match.score[0]}-{match.score[1]}")
    if (record.crawford == "game") != match.crawford:
        said = "is marked" if match.crawford is False else "is not marked"
        raise RecordError(f"game {number} {said} as the Crawford game, but the score "
                          f"{match.score[0]}-{match.score[1]} says otherwise")


def _check_exportable(record: GameRecord, number: int, first: GameRecord) -> None:
    if record.variant not in variations():
        raise RecordError(f"game {number} is {record.variant}: the .mat text holds "
                          f"{', '.join(variations())} games only")
    if record.variant != first.variant:
        raise RecordError(f"game {number} is {record.variant} but game 1 is {first.variant}: "
                          "a .mat match is of one variant")
    changed = {name for name, on in record.options.items() if on} - set(IMPORT_OPTIONS)
    if changed:
        raise RecordError(f"game {number} is played with option {sorted(changed)[0]!r}, "
                          "which the .mat text cannot show")


@dataclass
class _Layout:
    """Turns placed two to a numbered line, X on the left and O on the right."""

    lines: list[str] = field(default_factory=list)
    slot: int = 0  # turns placed so far, counting empty slots: even is left
    roll: str = ""  # the dice of the turn whose play comes next

    def put(self, side: Side, text: str) -> None:
        if self.slot % 2 != side:
            self.put(other(side), "")
        if self.slot % 2 == 0:
            self.lines.append(f"{self.slot // 2 + 1:3d}) {text:<{_LEFT_WIDTH}} ")
        else:
            self.lines[-1] = (self.lines[-1] + text).rstrip()
        self.slot += 1

    def finish(self) -> list[str]:
        return [line.rstrip() for line in self.lines]


def _format_game(record: GameRecord, number: int, at: tuple[int, int]) -> tuple[list[str],
                                                                                 tuple[int, int]]:
    variant = variant_of(record)
    names = record.players or ("X", "O")
    for name in names:
        if ":" in name or not name.strip():
            raise RecordError(f"game {number}: the player name {name!r} cannot be written in "
                              "a .mat file (it must not be empty or contain ':')")
    head = f"{names[0]} : {at[0]}"
    layout = _Layout()
    before = new_game(variant)
    for index, (action, after) in enumerate(replay(record)):
        place = where_in(record, index) if record.source else f"game {number}, action " \
            f"{index + 1}"
        _place(variant, layout, action, before, after, place)
        before = after
    lines = [f" Game {number}", f" {head:<31}{names[1]} : {at[1]}", *layout.finish()]
    final = score(variant, before)
    won = (0, 0)
    winner: Side | None = None
    points = 0
    if final is not None:
        winner, points = final.winner, final.points
    elif "resigned" in record.tags:
        winner, points = _read_resigned(record.tags["resigned"], number)
    if winner is not None:
        indent = " " * (6 if winner == 0 else 34)
        lines.append(f"{indent}Wins {points} point{'s' if points != 1 else ''}")
        won = (points, 0) if winner == 0 else (0, points)
    lines.append("")
    return lines, won


def _place(variant: Variant, layout: _Layout, action: Action, before: Position,
           after: Position, where: str) -> None:
    match action:
        case OpeningRoll(x, o):
            if x == o:
                if after.cube != before.cube:
                    raise RecordError(f"{where}: equal opening dice doubled the stake, which "
                                      "the .mat text cannot show; games played with "
                                      "--option plain-reroll (A6) can be exported")
                return
            layout.roll = f"{after.dice[0]}{after.dice[1]}:"
        case Roll(dice):
            layout.roll = f"{dice[0]}{dice[1]}:"
        case Move(text):
            steps = play_from_text(variant, before, text).steps
            played = format_play(steps, expanded=True) if steps else ""
            played = played.replace("bar", "25").replace("off", "0")
            layout.put(before.turn, f"{layout.roll} {played}".rstrip())
        case Double():
            layout.put(before.turn, f" Doubles => {before.cube * 2}")
        case Take():
            layout.put(other(before.turn), " Takes")
        case Drop():
            layout.put(other(before.turn), " Drops")
        case _:
            raise RecordError(f"{where}: '{action}' has no place in the .mat text")


def _read_resigned(text: str, number: int) -> tuple[Side, int]:
    found = re.fullmatch(r"([XO]) wins ([0-9]+) points?", text)
    if found is None:
        raise RecordError(f"game {number}: the tag 'resigned: {text}' should read like "
                          "'X wins 2 points'")
    side: Side = 0 if found[1] == "X" else 1
    return side, int(found[2])


def save_mat(path: str | Path, records: Sequence[GameRecord]) -> None:
    Path(path).write_text(format_mat(records), encoding="utf-8")


# ---- reading

_TAG_LINE = re.compile(r'^;\s*\[(\w+)\s+"(.*)"\]\s*$')
_MATCH = re.compile(r"^\s*([0-9]{1,4})\s+point\s+match\s*$", re.IGNORECASE)
_GAME = re.compile(r"^\s*Game\s+([0-9]{1,5})\s*$", re.IGNORECASE)
_SCORES = re.compile(r"^\s*([^:]*?)\s*:\s*([0-9]{1,5})\s+([^:]*?)\s*:\s*([0-9]{1,5})\s*$")
_TURN_LINE = re.compile(r"^\s*([0-9]{1,4})\)(.*)$")
_ROLL = re.compile(r"^([1-6])([1-6]):$")
_MOVE = re.compile(r"^(?:[0-9]{1,2}|bar|off)(?:/(?:[0-9]{1,2}|bar|off)\*?)+(?:\([0-9]\))?$",
                   re.IGNORECASE)
_NUMBER = re.compile(r"[0-9]{1,6}")
_RIGHT_COLUMN = 20  # an entry starting this far into the line is in the right column


@dataclass
class _Event:
    """One thing a player does, as the .mat text shows it."""

    kind: str  # "roll", "double", "take", "drop", "wins"
    line: int
    column: int
    dice: tuple[int, int] = (0, 0)
    moves: list[str] = field(default_factory=list)
    value: int = 0
    side: Side = 0


def load_mat(path: str | Path) -> list[GameRecord]:
    """Every game of the match in a ``.mat`` file, replayed and checked."""
    name = str(path)
    try:
        text = Path(path).read_text(encoding="utf-8")
    except UnicodeDecodeError:
        text = Path(path).read_text(encoding="latin-1")  # older exports are not UTF-8
    except OSError as error:
        raise RecordError(f"{name}: cannot read the .mat file: {error.strerror}") from None
    return parse_mat(text, name)


def parse_mat(text: str, file: str = "<mat>") -> list[GameRecord]:
    """Every game of the match in ``.mat`` text, replayed and checked (see the module)."""
    tags: dict[str, str] = {}
    length: int | None = None
    games: list[_Game] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.rstrip()
        where = f"{file}:{number}"
        if not line.strip():
            continue
        if line.lstrip().startswith((";", "#")):
            tag = _TAG_LINE.match(line.strip())
            if tag and length is None:
                tags[tag[1].lower()] = tag[2]
            continue
        if length is None:
            found = _MATCH.match(line)
            if found is None:
                raise RecordError(f"{where}: expected the match header, e.g. ' 7 point "
                                  f"match', found {line.strip()!r}")
            length = int(found[1])
            continue
        if game := _GAME.match(line):
            expected = len(games) + 1
            if int(game[1]) != expected:
                raise RecordError(f"{where}: expected Game {expected}, found Game {game[1]} "
                                  "(a game is missing, or the games are out of order)")
            if games:
                games[-1].close(last=False)
            games.append(_Game(file, expected, number, tags, length,
                               games[-1] if games else None))
            continue
        if not games:
            raise RecordError(f"{where}: expected ' Game 1', found {line.strip()!r}")
        games[-1].read(line, number)
    if length is None:
        raise RecordError(f"{file}: no ' N point match' header: this is not a .mat file")
    if not games:
        raise RecordError(f"{file}: the match has no games")
    games[-1].close(last=True)
    _check_scores(games, file)
    return [game.record() for game in games]


class _Game:
    """One game being read: the header, then turns replayed as they come."""

    def __init__(self, file: str, number: int, line: int, tags: dict[str, str],
                 length: int, previous: _Game | None = None) -> None:
        self.file, self.number, self.first_line = file, number, line
        variation = tags.get("variation")
        names = {gnubg: name for name, gnubg in variations().items()}
        variation = variation or STANDARD
        if variation not in names:
            raise RecordError(f"{file}: the variation {variation!r} is none tavli plays "
                              f"({', '.join(names)})")
        self.variant_name = names[variation]
        self.variant = load_variant(self.variant_name, IMPORT_OPTIONS)
        self.position = new_game(self.variant)
        self.tags = {k: v for k, v in tags.items() if k in _TAGS}
        date = tags.get("eventdate")
        self.date = date.replace(".", "-") if date else None
        self.length = length
        self.players: tuple[str, str] | None = None
        self.scores = (0, 0)
        self.actions: list[Action] = []
        self.turn_number = 0
        self.wins: _Event | None = None
        self.result: str | None = None
        self.previous = previous
        self.crawford_rule = crawford_rule_of(self.variant) and \
            tags.get("crawford", "On").strip().lower() != "off"
        self.match: MatchState | None = None  # set once the score line is read

    def where(self, line: int) -> str:
        return f"{self.file}:{line}: game {self.number}"

    def _match(self, line: int) -> MatchState | None:
        """The match this game is played at: the Crawford game is the first at which
        exactly one player is one point short (GNU Backgammon's import.c, ImportGame)."""
        if self.previous is not None:  # the score line must follow from the game before
            _check_scores([self.previous, self], self.file)
        if not self.length:
            return None
        x, o = self.scores
        before = self.previous.match if self.previous is not None else None
        behind = before is not None and (before.crawford or before.crawford_done)
        crawford = self.crawford_rule and not behind and \
            (x == self.length - 1) != (o == self.length - 1)
        try:
            match = MatchState.at(self.length, self.scores, crawford=crawford,
                                  crawford_rule=self.crawford_rule, game=self.number)
        except TavliError as error:
            raise RecordError(f"{self.where(line)}: {error}") from None
        if match.is_over:
            raise RecordError(f"{self.where(line)}: the score {x}-{o} has already ended the "
                              f"{self.length}-point match")
        return match

    def read(self, line: str, number: int) -> None:
        if self.players is None:
            found = _SCORES.match(line)
            if found is None or not found[1] or not found[3]:
                raise RecordError(f"{self.where(number)}: expected the players and their "
                                  f"scores, e.g. ' Alice : 0    Bob : 0', found {line.strip()!r}")
            self.players = (found[1], found[3])
            self.scores = (int(found[2]), int(found[4]))
            self.match = self._match(number)
            return
        if self.wins is not None:
            raise RecordError(f"{self.where(number)}: {line.strip()!r} comes after the game "
                              "was won")
        turn = _TURN_LINE.match(line)
        body_start = 0
        if turn is not None:
            self.turn_number += 1
            if int(turn[1]) != self.turn_number:
                raise RecordError(f"{self.where(number)}: expected move {self.turn_number}), "
                                  f"found {turn[1]}) (a line is missing or out of order)")
            body_start = turn.start(2)
        events = _events(line, body_start, number, self.where(number))
        if turn is None and any(e.kind != "wins" for e in events):
            raise RecordError(f"{self.where(number)}: a line of turns begins with its "
                              f"number, e.g. ' 12)', not {line.strip()!r}")
        plays = [e for e in events if e.kind != "wins"]
        if len(plays) > 2:
            raise RecordError(f"{self.where(number)}: a line holds two turns at most")
        for index, event in enumerate(plays):
            if len(plays) == 2:
                event.side = 0 if index == 0 else 1
            else:
                event.side = 1 if event.column - body_start >= _RIGHT_COLUMN - 5 else 0
            self.play(event)
        for event in events:
            if event.kind == "wins":
                event.side = 1 if event.column >= _RIGHT_COLUMN else 0
                self.wins = event

    def play(self, event: _Event) -> None:
        where = f"{self.where(event.line)}, move {self.turn_number}"
        position = self.position
        name = SIDE_NAMES[event.side]
        if position.phase == "opening" and event.kind == "roll":
            high, low = max(event.dice), min(event.dice)
            if high == low:
                raise RecordError(f"{where}: the first roll {high}{low} is a double, but the "
                                  "opening roll is one die each and equal dice roll again "
                                  "(BG-07)")
            opening = OpeningRoll(high, low) if event.side == 0 else OpeningRoll(low, high)
            self.apply(opening, where)
        else:
            acting = other(position.turn) if position.phase == "take-or-drop" \
                else position.turn
            if position.phase not in ("opening", "over", "dropped") and acting != event.side:
                raise RecordError(f"{where}: the {'left' if event.side == 0 else 'right'} "
                                  f"column has {name} ({self._name(event.side)}) acting, but "
                                  f"it is {SIDE_NAMES[acting]}'s turn")
            if event.kind == "roll":
                self.apply(Roll(event.dice), where)
            elif event.kind == "double":
                if position.phase == "roll" and event.value != position.cube * 2:
                    raise RecordError(f"{where}: 'Doubles => {event.value}', but the cube is "
                                      f"at {position.cube}, so a double goes to "
                                      f"{position.cube * 2}")
                self.apply(Double(), where)
            else:
                self.apply(Take() if event.kind == "take" else Drop(), where)
        if event.kind == "roll":
            text = " ".join(event.moves) or "no move"
            try:
                play = play_from_text(self.variant, self.position, text)
            except TavliError as error:
                raise RecordError(f"{where}: {name} cannot play {text!r}: {error}") from None
            self.actions.append(Move(format_play(play.steps)))
            self.position = play.position

    def _name(self, side: Side) -> str:
        return self.players[side] if self.players else SIDE_NAMES[side]

    def apply(self, action: Action, where: str) -> None:
        try:
            self.position = apply_in_match(self.variant, self.position, action, self.match)
        except TavliError as error:
            raise RecordError(f"{where}: '{action}' is not allowed: {error}") from None
        self.actions.append(action)

    def close(self, *, last: bool) -> None:
        """Check the game's end against its ``Wins`` line."""
        where = self.where(self.first_line)
        if self.players is None:
            raise RecordError(f"{where}: the game has no players line")
        final = score(self.variant, self.position)
        wins = self.wins
        if final is not None:
            self.result = str(final)
            if wins is None:
                return  # the winner is plain from the moves; some exporters omit the line
            if (wins.side, wins.value) != (final.winner, final.points):
                said = f"{SIDE_NAMES[wins.side]} wins {wins.value}"
                raise RecordError(f"{self.where(wins.line)}: the file says {said}, but the "
                                  f"moves end with {final}")
            return
        if wins is not None:  # a resignation: tavli has no action for it, so a tag keeps it
            self.tags["resigned"] = (f"{SIDE_NAMES[wins.side]} wins {wins.value} point"
                                     + ("s" if wins.value != 1 else ""))
            return
        phase = "the game is not over"
        raise RecordError(f"{self.file}: game {self.number} (from line {self.first_line}) is "
                          f"truncated: it ends after move {self.turn_number} with no winner "
                          f"({phase}{'' if last else ', and another game follows'})")

    def won(self) -> tuple[int, int]:
        final = score(self.variant, self.position)
        if final is not None:
            return (final.points, 0) if final.winner == 0 else (0, final.points)
        assert self.wins is not None
        return (self.wins.value, 0) if self.wins.side == 0 else (0, self.wins.value)

    def record(self) -> GameRecord:
        return GameRecord(
            variant=self.variant_name, options=dict(IMPORT_OPTIONS), actions=self.actions,
            players=self.players, date=self.date, match_length=self.length or None,
            match_score=self.scores, result=self.result, tags=dict(self.tags),
            crawford=None if self.match is None else "game" if self.match.crawford
            else None if self.match.crawford_rule else "off",
        )


def _events(line: str, start: int, number: int, where: str) -> list[_Event]:
    """The turns, cube actions and wins in a line, with the column each starts at."""
    words = [(m.start(), m.group()) for m in re.finditer(r"\S+", line) if m.start() >= start]
    events: list[_Event] = []
    i = 0
    while i < len(words):
        column, word = words[i]
        roll = _ROLL.match(word)
        lowered = word.lower()
        if roll:
            event = _Event("roll", number, column, dice=(int(roll[1]), int(roll[2])))
            i += 1
            while i < len(words) and _MOVE.match(words[i][1]):
                event.moves.append(words[i][1])
                i += 1
            events.append(event)
            continue
        if lowered == "doubles":
            rest = [w for _, w in words[i + 1:i + 3]]
            if len(rest) == 2 and rest[0] == "=>" and _NUMBER.fullmatch(rest[1]):
                events.append(_Event("double", number, column, value=int(rest[1])))
                i += 3
                continue
            raise RecordError(f"{where}: 'Doubles' is followed by '=> N', the cube's new "
                              "value")
        if lowered in ("takes", "drops"):
            events.append(_Event(lowered[:-1], number, column))
            i += 1
            continue
        if lowered == "wins":
            rest = [w for _, w in words[i + 1:i + 3]]
            if len(rest) == 2 and _NUMBER.fullmatch(rest[0]) and rest[1] in ("point", "points"):
                events.append(_Event("wins", number, column, value=int(rest[0])))
                i += 3
                tail = [w.lower() for _, w in words[i:i + 3]]
                if tail == ["and", "the", "match"]:
                    i += 3
                continue
            raise RecordError(f"{where}: 'Wins' is followed by 'N point(s)'")
        if lowered in ("beavers", "raccoons"):
            raise RecordError(f"{where}: {word!r}: tavli's backgammon has no beavers")
        raise RecordError(f"{where}, column {column + 1}: cannot read {word!r}: expected "
                          "dice such as '31:', a move such as '24/18', 'Doubles => 2', "
                          "'Takes', 'Drops' or 'Wins 1 point'")
    return events


def _check_scores(games: list[_Game], file: str) -> None:
    """Each game's score line must be the one before plus what its winner won."""
    for before, after in pairwise(games):
        won = before.won()
        expected = (before.scores[0] + won[0], before.scores[1] + won[1])
        if after.scores != expected:
            raise RecordError(f"{file}:{after.first_line}: game {after.number} begins "
                              f"{after.scores[0]}-{after.scores[1]}, but after game "
                              f"{before.number} the score is {expected[0]}-{expected[1]}")
