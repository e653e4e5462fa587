"""The turn: a roll starts a turn program, whose parts are played one decision at a time.

A roll with no program of its own is one part: each die once. A part is dice to play, a
double to choose, or a new roll. A later part comes only if every die of the part before it
was played (RG-12, AD-06, AD-07, A4) and its ``when`` condition holds for the player (RG-13);
otherwise the turn passes. A roll named by ``double the stake on`` doubles the stake first
(AD-08). A game won in the middle of a chain ends there (A18), and so does one ended by the
variant's ``the game ends when`` rules (tavli.game.ending).

The turn constructs: a roll's program may depend on the turn (``on doubles from the fourth
turn on``, ``on the first double``), so the position counts each player's finished turns and
rolled doubles as far as the rules need; a cascade (``play each higher double``) is one part
per double; and where ``unplayed dice ... passed to the opponent``, what the mover cannot play
of a part, with the later parts of dice, is the opponent's to play before his own roll. Where
``dice of 1: passed to the next side``, such dice are never the mover's: they wait in a last
``pass`` part (through a new roll of the same turn) and are the next side's to play when the
turn ends; the next side is the next still playing where play goes on to the last out.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache

from tavli.game import (
    engine,
    extra_throws,
    stacking,  # the search of stacked games (registered), and its "clear the point"
)
from tavli.game.ending import ending
from tavli.game.follow import follow
from tavli.game.holes import choice_waits, offers_choice, set_up_after_all_off
from tavli.game.movegen import (
    Layers,
    Place,
    Step,
    cell_of,
    generator_for,
    raw_plays,
    steps_to,
    to_steps,
)
from tavli.game.scoring import score_play, score_throw, winner_by_score
from tavli.game.taking import TAKE, left_undone
from tavli.game.views import board_after, many_after, pins_after, stacking_after
from tavli.model.conditions import opponent_cells
from tavli.model.errors import IllegalActionError
from tavli.model.position import (
    Chain,
    ManyPosition,
    Pending,
    Position,
    other,
    view_of,
    vouch,
    vouched,
)
from tavli.model.variant import Part, Side, Variant, program_for_roll


class Play:
    """A legal play: its steps, in the order they are made, and the position it leads to.

    The generator finds every distinct result first; a play's steps and position are built
    from that result when first asked for, so callers that only count or filter plays do not
    pay for positions they never look at. Plays compare by steps and position.
    """

    __slots__ = ("_before", "_engine", "_layers", "_position", "_raw", "_steps", "_variant",
                 "_view")

    def __init__(
        self, variant: Variant, before: Position, view: tuple[int, ...] | bytes,
        layers: Layers | None,
    ) -> None:
        self._variant = variant
        self._before = before
        self._view = view
        self._layers = layers
        # for a play the compiled engine found (it makes them without __init__, filling
        # these slots), one bytes object in ``_view`` and ``_raw``: the view's cells, then
        # the steps, four signed bytes each (origin, target, die, hit), then their number
        self._raw: bytes | None = None
        self._engine: object = None  # the engine's compiled rules, for a play it found
        self._steps: tuple[Step, ...] | None = None
        self._position: Position | None = None

    @property
    def steps(self) -> tuple[Step, ...]:
        if self._steps is None:
            if self._layers is None:  # the engine's steps: few distinct ones, over and over
                self._steps = _steps_of(self._variant, _kernel_steps(self._raw or b"\0"))
            else:
                self._steps = to_steps(self._variant, self._trail())
        return self._steps

    @property
    def position(self) -> Position:
        """The position the play leads to, made when first asked for (the compiled kernel's
        own getter replaces this one where it is built: tavli.game.engine)."""
        if self._position is None:
            made = engine.position_after(self) if self._engine is not None else None
            if made is None:
                return self._build()
            self._position = made
        return self._position

    def _build(self) -> Position:
        """The position worked out here, where the kernel leaves it to the interpreter (a
        choice or a new roll comes next, dice pass over, a condition is judged, or the play
        was found on the reference path); kept, and known valid in the variant."""
        before = self._before
        trail = self._trail()
        unplayed: tuple[int, ...] = ()
        if before.chain == "passing" and len(trail) < len(before.dice):
            left = list(before.dice)
            for step in trail:
                left.remove(step[2])
            unplayed = tuple(left)
        # (the hit cells only where the rules score hits: this is the Python path's hot spot)
        hits = tuple(step[1] for step in trail if step[3]) if self._variant.score_events \
            else ()
        takes = tuple(step[2] for step in trail if step[0] == TAKE) if self._variant.take \
            else ()
        made = _after(self._variant, before, self._cells(), len(trail), unplayed, hits, takes)
        self._position = made = vouch(made, self._variant)
        return made

    def _trail(self) -> tuple[tuple[int, int, int, bool], ...]:
        """The raw steps: the compiled engine's, or read back from the search's layers."""
        if self._layers is None:
            return _raw_steps(_kernel_steps(self._raw or b"\0"))
        return steps_to(self._layers, self._cells())

    def _cells(self) -> tuple[int, ...]:
        """The mover's view after the play (the compiled engine keeps it as signed bytes)."""
        view = self._view
        if isinstance(view, bytes):
            return tuple(memoryview(view)[:len(view) - 1 - 4 * view[-1]].cast("b"))
        return view

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Play):
            return NotImplemented
        if self._before is other._before and type(self._view) is type(other._view) \
                and self._view != other._view:
            return False  # two results of one search: their positions differ, no need to build
        return (self.steps, self.position) == (other.steps, other.position)

    def __hash__(self) -> int:
        return hash((self.steps, self.position))

    def __repr__(self) -> str:
        return f"Play(steps={self.steps!r}, position={self.position!r})"


engine.bind_play(Play)  # and, where the kernel is built, Play.position becomes its getter


@lru_cache(maxsize=1 << 14)
def _steps_of(variant: Variant, raw: bytes) -> tuple[Step, ...]:
    return to_steps(variant, _raw_steps(raw))


def _kernel_steps(found: bytes) -> bytes:
    """The steps of a play the engine found, from its bytes (Play._raw)."""
    return found[len(found) - 1 - 4 * found[-1]:-1]


def _raw_steps(raw: bytes) -> tuple[tuple[int, int, int, bool], ...]:
    """The engine's steps, four signed bytes each, as the search's raw steps."""
    cells = memoryview(raw).cast("b")
    return tuple((cells[i], cells[i + 1], cells[i + 2], bool(cells[i + 3]))
                 for i in range(0, len(cells), 4))


def plays_reached(
    plays: Sequence[Play], segments: list[tuple[Place, Place, bool]], *, in_order: bool = False,
) -> list[tuple[Play, int]]:
    """The plays whose result the written moves lead to (each written move a segment: from,
    to, marked hit), with how many hits the text's way of getting there makes; ``in_order``:
    the segments made in the order written."""
    if not plays:
        return []
    variant, before = plays[0]._variant, plays[0]._before
    cells = [(cell_of(variant, a), cell_of(variant, b), hit) for a, b, hit in segments]
    followed = follow(
        generator_for(variant), view_of(variant, before, before.turn), before.dice, cells,
        before.turn, before.turns, in_order=in_order,
    )
    # Compared on the cells a play changes (the compiled engine's views end there; the
    # opponent's hand and off after them cannot change in the mover's play)
    width = opponent_cells(variant.length, variant.pins, variant.stacked)
    if variant.take is not None:  # a take changes the opponent's hand and his points
        width = len(view_of(variant, before, before.turn))
    if variant.lapsing is not None:  # whether he has landed tells two plays apart too
        width += 4
    reached: dict[tuple[int, ...], int] = {}
    for view, hits in followed.items():
        reached[view[:width]] = min(hits, reached.get(view[:width], hits))
    views = [(play, play._cells()[:width]) for play in plays]
    return [(play, reached[view]) for play, view in views if view in reached]


def check_roll(variant: Variant, roll: tuple[int, ...]) -> tuple[int, ...]:
    if len(roll) != variant.dice or any(not 1 <= d <= variant.faces for d in roll):
        raise IllegalActionError(
            f"{'-'.join(map(str, roll)) or 'nothing'} is not a roll of {variant.dice} dice "
            f"numbered 1 to {variant.faces}"
        )
    return tuple(roll)


def doubles_the_stake(variant: Variant, roll: tuple[int, ...]) -> bool:
    """Whether the variant doubles the stake on this roll (``double the stake on ...``),
    whichever turn program the roll starts."""
    stake_rolls = variant.stake_doubles_on
    if f"{min(roll)}-{max(roll)}" in stake_rolls:
        return True
    return len(set(roll)) == 1 and "doubles" in stake_rolls


def start_turn(variant: Variant, position: Position, roll: tuple[int, ...],
               scored: bool = False) -> Position:
    """The player on roll has rolled ``roll``: the first part of its turn program is next
    (``scored``: what the throw scores is already scored, the scorer going on after a hole)."""
    thrown = roll
    if position.phase != "roll":
        raise IllegalActionError(
            f"{position.side_name} cannot roll now: the position is waiting for "
            f"{describe_phase(position)}"
        )
    side = position.turn
    if variant.timed_turn:  # the program depends on the turn: worked out each time
        roll = _thrown(variant, roll)
        stage = variant.stages[position.counters[side] if position.counters else 0].name \
            if variant.stages else None
        in_force = [t for t in variant.timed_turn
                    if t.timing.holds(position.turns, position.doubles, side, stage)]
        plan = _plan(variant, roll, program_for_roll(roll, variant.turn, in_force))
    else:
        plan = roll_plan(variant, roll if type(roll) is tuple else tuple(roll))
    roll, parts, stake, chain = plan
    if variant.score_events and not scored:  # a throw scores before anything is played
        before, position = position, score_throw(variant, position, roll)
        winner = winner_by_score(variant, position.counters, side)
        if winner is not None:
            return _game_over(position, winner)
        if offers_choice(variant, before, position, side):  # go on or start over
            return choice_waits(position, thrown)
    if stake:  # AD-08 house rule
        position = replace(position, cube=position.cube * 2)
    if variant.double_horizon and roll.count(roll[0]) == len(roll) \
            and position.doubles[side] < variant.double_horizon:
        position = replace(position, doubles=_counted(position.doubles, side))
    if variant.lower_die_only:  # only the lower die is used: one move of its number
        roll = (min(roll),)
    if variant.chosen_die:  # the player names one more number, played with the throw
        return advance(variant, position.to_play((), (Pending("choose-double", roll, 1),), chain))
    if parts is None and not variant.passed_numbers:
        # the same position with the dice to play: as valid as it was
        return position.to_play(roll, chain=chain,
                                valid_in=variant if vouched(position, variant) else None)
    if parts is None:  # each die once, less those passed to the next side
        return advance(variant, position.to_play((), _set_aside(
            variant, position, [Pending("play", roll)]), chain))
    number = roll[0]
    program: list[Pending] = []
    for part in parts:
        if part.kind == "roll":
            program.append(Pending("play", roll * part.times, when=part.when_text))
        elif part.kind in ("pair", "pair-and-odd"):  # three dice, two alike
            pair = max(roll, key=roll.count)
            odd = (min(roll) if pair != min(roll) else max(roll),) \
                if part.kind == "pair-and-odd" else ()
            program.append(Pending("play", (pair,) * part.times + odd, when=part.when_text))
        elif part.kind == "double":
            program.append(Pending("play", (number,) * part.times, when=part.when_text))
        elif part.kind == "complement":
            value = variant.faces + 1 - number
            program.append(Pending("play", (value,) * part.times, when=part.when_text))
        elif part.kind in ("higher-doubles", "lower-doubles"):  # a cascade: a part a double
            values = range(number + 1, variant.faces + 1) if part.kind == "higher-doubles" \
                else range(number - 1, 0, -1)
            program.extend(Pending("play", (value,) * part.times, when=part.when_text)
                           for value in values)
        elif part.kind == "total":  # steps on any points: the die 0 names none (stacking)
            program.append(Pending("play", (0,) * sum(roll), when=part.when_text))
        elif part.kind == "clear":  # the first part: counted on the board as it stands
            search = generator_for(variant)
            times = search.clearing(view_of(variant, position, side), number) \
                if isinstance(search, stacking.StackedGenerator) else 0
            program.append(Pending("play", (number,) * max(times, 1), when=part.when_text))
        elif part.kind == "chosen-double":
            program.append(Pending("choose-double", times=part.times, when=part.when_text))
        elif part.kind == "chosen-complement":
            program.append(Pending("chosen-complement", times=part.times, when=part.when_text))
        else:
            program.append(Pending("roll-again", when=part.when_text))
    if variant.passed_numbers:
        return advance(variant, position.to_play((), _set_aside(variant, position, program),
                                                 chain))
    return advance(variant, position.to_play((), tuple(program), chain))


def _set_aside(variant: Variant, position: Position, program: list[Pending],
               ) -> tuple[Pending, ...]:
    """'dice of 1: passed to the next side': each part plays the thrower's other dice; the
    passed ones, with those set aside earlier in this turn (a new roll's), wait in one last
    part for the turn's end."""
    numbers = variant.passed_numbers
    passed = position.passing
    kept: list[Pending] = []
    for part in program:
        if part.kind == "play":
            passed += tuple(d for d in part.dice if d in numbers)
            part = replace(part, dice=tuple(d for d in part.dice if d not in numbers))
            if not part.dice:
                continue  # nothing of this part is his
        kept.append(part)
    return (*kept, Pending("pass", passed)) if passed else tuple(kept)


#: What a roll means in a variant whose programs do not depend on the turn: the roll (as a
#: tuple, with any fixed dice), its program (None: each die once), whether it doubles the
#: stake, and the chain its dice start. Worked out once per variant and roll: a turn starts
#: for every call of ``tavli.plays``.
RollPlan = tuple[tuple[int, ...], "tuple[Part, ...] | None", bool, Chain]
_plans: dict[int, tuple[Variant, dict[tuple[int, ...], RollPlan]]] = {}


def roll_plan(variant: Variant, roll: tuple[int, ...]) -> RollPlan:
    """What ``roll`` means in ``variant`` (see RollPlan), worked out once per variant and roll."""
    known = _plans.get(id(variant))
    if known is None or known[0] is not variant:
        if len(_plans) > 256:  # variants are few; loaded and dropped ones must not pile up
            _plans.clear()
        known = _plans[id(variant)] = (variant, {})
    plan = known[1].get(roll)
    if plan is None:
        thrown = _thrown(variant, roll)
        plan = _plan(variant, thrown, program_for_roll(thrown, variant.turn, ()))
        known[1][roll] = plan
    return plan


def _thrown(variant: Variant, roll: tuple[int, ...]) -> tuple[int, ...]:
    """The dice thrown, checked, with the fixed dice ('2d6 and a 6'): part of the roll, never
    a chance; a rule that names a roll sees them all."""
    return check_roll(variant, roll) + variant.fixed_dice


def _plan(variant: Variant, roll: tuple[int, ...], parts: tuple[Part, ...] | None) -> RollPlan:
    # a position waiting for a roll has no chain: it is set only where dice may pass over
    chain: Chain = "passing" \
        if variant.unplayed_to_opponent and _passes_unplayed(variant, roll) else ""
    return roll, parts, doubles_the_stake(variant, roll), chain


def _passes_unplayed(variant: Variant, roll: tuple[int, ...]) -> bool:
    """Whether what the mover cannot play of this roll passes to the opponent."""
    rolls = variant.unplayed_to_opponent
    return ("any" in rolls or f"{min(roll)}-{max(roll)}" in rolls
            or (len(set(roll)) == 1 and "doubles" in rolls))


def _counted(counts: tuple[int, ...], side: int) -> tuple[int, ...]:
    return tuple(count + (s == side) for s, count in enumerate(counts))


def advance(variant: Variant, position: Position) -> Position:
    """Take up the next part of the turn, if its condition holds; else the turn passes."""
    if not position.rest or position.rest[0].kind == "pass":
        return _chain_over(variant, position)
    part, rest = position.rest[0], position.rest[1:]
    if part.when:
        holds = variant.guards[part.when]
        if not holds(view_of(variant, position, position.turn)):
            return _chain_over(variant, position)  # RG-13: no complement while checkers wait
    if part.kind == "play":
        return position.to_play(part.dice, rest, position.chain)
    if part.kind == "choose-double":
        return replace(position, phase="choose-double", dice=())  # the part stays in rest
    # roll again: the same player rolls on, in the same turn (A4), so no double is offered;
    # its condition has been met, so the marker carries none (as the notation writes it)
    kept = tuple(p for p in rest if p.kind == "pass")  # dice set aside go on waiting
    return replace(position, phase="roll", dice=(), rest=(Pending("roll-again"), *kept),
                   chain="")


def _chain_over(variant: Variant, position: Position) -> Position:
    """The chain has ended: the other player's turn, or, after dice passed over by the
    opponent, this player's own roll."""
    if position.chain in ("passed", "moved"):  # then his own roll
        return replace(position, phase="roll", dice=(), rest=(), chain="")
    passing = position.passing
    if passing:  # the dice set aside are the next side's, played before his own roll
        ended = end_turn(position, variant)
        return replace(ended, phase="play", dice=passing, rest=(), chain="passed")
    return end_turn(position, variant)


def end_turn(position: Position, variant: Variant | None = None) -> Position:
    """The mover's turn is over: it counts as one of his turns (where the rules count them),
    and the next player in the turn order is to roll."""
    turns = position.turns
    side = position.turn
    if variant is not None and turns[side] < variant.turn_horizon:
        turns = _counted(turns, side)
    following = other(side) if variant is None else variant.next_playing(side, position.off)
    ended = replace(position, turn=following, phase="roll", dice=(), rest=(), turns=turns,
                    chain="")
    if variant is not None and variant.extra_throws:  # one of his more throws spent
        return extra_throws.turn_over(variant, position, ended)
    return ended


def _pass_unplayed(variant: Variant, after: Position, unplayed: tuple[int, ...]) -> Position:
    """The mover could not play ``unplayed``: they, and the chain's later parts of dice, are
    the opponent's to play, as far as he can, before he rolls for his own turn."""
    if variant.unplayed_when is not None and not variant.unplayed_when(
            view_of(variant, after, after.turn)):
        return _chain_over(variant, after)  # the condition on passing fails: they are lost
    passed: list[Pending] = []
    for part in after.rest:
        if part.kind != "play":
            break  # a choice or a new roll is the mover's own, and is lost with his turn
        passed.append(part)
    ended = end_turn(after, variant)
    return replace(ended, phase="play", dice=unplayed, rest=tuple(passed), chain="passed")


def choose_double(variant: Variant, position: Position, number: int) -> Position:
    """AD-05, A11: the player picks the double to play; any of them, playable or not."""
    if position.phase != "choose-double":
        raise IllegalActionError(f"no double is to be chosen now: the position is waiting "
                                 f"for {describe_phase(position)}")
    part, rest = position.rest[0], position.rest[1:]
    if not 1 <= number <= variant.faces:
        raise IllegalActionError(f"{number} is not a number of d{variant.faces} dice" if part.dice
                                 else f"{number}-{number} is not a double of d{variant.faces} dice")
    if rest and rest[0].kind == "chosen-complement":  # then the chosen double's complement
        value = variant.faces + 1 - number
        rest = (Pending("play", (value,) * rest[0].times, when=rest[0].when), *rest[1:])
    # a chosen number ('dice: 2d6 and a chosen number') is played with the dice thrown
    return replace(position, phase="play", dice=part.dice + (number,) * part.times, rest=rest)


def choose_opening(variant: Variant, position: Position, *, roll_again: bool) -> Position:
    """RG-04, A3: the opening winner plays the opening numbers or rolls both dice again."""
    if position.phase != "choose-opening":
        raise IllegalActionError(f"there is no opening choice now: the position is waiting "
                                 f"for {describe_phase(position)}")
    if roll_again:  # the re-roll is still the first turn: no double before it
        return replace(position, phase="roll", dice=(), rest=(Pending("roll-again"),))
    return start_turn(variant, replace(position, phase="roll", dice=()), position.dice)


def legal_plays(variant: Variant, position: Position) -> list[Play]:
    """Every distinct legal play of the dice the position says are to be played."""
    if position.phase != "play":
        raise IllegalActionError(f"there are no dice to play: the position is waiting for "
                                 f"{describe_phase(position)}")
    fast = engine.plays(variant, position)  # None: the variant runs on the reference path
    if fast is not None:
        return fast
    found = raw_plays(variant, position, position.turn, position.dice)
    return [Play(variant, position, view, layers) for view, layers in found.items()]


def _after(
    variant: Variant, before: Position, view: tuple[int, ...], played: int,
    unplayed: tuple[int, ...] = (), hits: tuple[int, ...] = (), takes: tuple[int, ...] = (),
) -> Position:
    """The position after a play that left the mover's view at ``view``; ``unplayed`` are
    the dice it could not play, where they pass to the opponent; ``hits``, the track cells
    where it hit (for a game that scores them); ``takes``, the dice its takes spent."""
    side = before.turn
    owners: tuple[int, ...] = ()
    many = variant.sides > 2
    if many:
        points, owners, bar, hand, off = many_after(variant, side, view, before)
    else:
        points, bar, hand, off = board_after(variant, side, view, before)
    pinned = pins_after(variant, side, view)
    stacks, counters = stacking_after(variant, side, view, before)
    cube, owner = before.cube, before.cube_owner
    turns, doubles = before.turns, before.doubles

    def played_out() -> Position:
        if many:
            return ManyPosition(points, bar, hand, off, side, "play", before.dice, before.rest,
                                cube, owner, pinned, turns, doubles, before.chain, stacks,
                                counters, owners)
        return Position(points, bar, hand, off, side, "play", before.dice, before.rest, cube,
                        owner, pinned, turns, doubles, before.chain, stacks, counters)

    after = None
    if variant.take is not None and left_undone(variant, before, takes):
        for rule in variant.end_rules:  # 'leaves a take undone': judged on the throw
            if rule.roll == "take":
                return _game_over(played_out(), _verdict(rule.outcome, side))
    if variant.score_events:  # the play scores: the game may be won on the count
        after = played_out()
        counters = score_play(variant, before, after, hits, played)
        after = played_out()
        winner = winner_by_score(variant, counters, side)
        if winner is not None:
            return _game_over(after, winner)
    if variant.set_up_again and off[side] == variant.checkers:  # FT-16: the releve
        return set_up_after_all_off(variant, before, after or played_out(), side)
    if variant.extra_throws and off[side] == variant.checkers:  # the other may throw on
        after = played_out()
        return extra_throws.all_off(variant, after, side, end_turn(after, variant))
    if variant.end_rules or variant.hit_out or off[side] == variant.checkers:
        after = played_out()
        over = ending(variant, after, side, view)  # the end rules, then A18: all off
        if over is not None:  # the game ends, mid-chain or not
            return _game_over(after, over.winner)
    if played < len(before.dice) and variant.end_rules and before.chain not in ("passed",
                                                                              "moved"):
        for rule in variant.end_rules:  # 'cannot play any / all of his roll': his own dice
            if rule.roll == "all" or (rule.roll == "any" and played == 0):
                return _game_over(after or played_out(), _verdict(rule.outcome, side))
    if played < len(before.dice) or not before.rest:
        # RG-12, AD-06, AD-07: a part not fully played ends the turn
        if not before.chain and not variant.turn_horizon and not variant.passed_numbers \
                and not variant.extra_throws:
            # the usual case, built directly
            if many:
                return ManyPosition(points, bar, hand, off, variant.next_playing(side, off), "roll",
                                    (), (), cube, owner, pinned, turns, doubles, "", stacks,
                                    counters, owners)
            return Position(points, bar, hand, off, other(side), "roll", (), (), cube, owner,
                            pinned, turns, doubles, "", stacks, counters)
        after = after or played_out()
        if unplayed:
            return _pass_unplayed(variant, after, unplayed)
        return _chain_over(variant, after)
    after = after or played_out()
    return advance(variant, after)


def _verdict(outcome: str, side: Side) -> Side | None:
    """Who wins when a rule with ``outcome`` holds for ``side`` (None: a draw)."""
    return None if outcome == "draw" else side if outcome == "wins" else other(side)


def _game_over(after: Position, winner: Side | None) -> Position:
    """The game over at ``after``: won by ``winner``, or drawn (None)."""
    if winner is None:
        return replace(after, turn=0, phase="drawn", dice=(), rest=(), chain="")
    return replace(after, turn=winner, phase="over", dice=(), rest=(), chain="")


def describe_phase(position: Position) -> str:
    """What the position is waiting for, in the words a person reads after "the position is
    waiting for" in every refusal, and after "Waiting for" on the web page: whose decision it
    is and what it is. ``the opening roll``; ``X to roll`` (``X to roll again`` for a chained
    turn's new roll); ``X to play 6-5`` (``O to play 6-5 passed over by X`` for dice X passed
    over); ``X to choose a double``; ``X to play the opening numbers or roll again``; ``O to
    take or drop the double`` (X doubled); ``nothing: the game is drawn``; ``nothing: the
    game is over``."""
    side = position.side_name
    match position.phase:
        case "opening":
            return "the opening roll"
        case "roll":
            return f"{side} to roll again" if position.rest else f"{side} to roll"
        case "play":
            passed = "" if position.chain != "passed" else " passed to him" \
                if isinstance(position, ManyPosition) else f" passed over by " \
                f"{'XO'[other(position.turn)]}"
            numbers = "-".join(str(d) for d in position.dice if d)
            if 0 in position.dice:  # steps on any points ('play the total on any points')
                anywhere = f"{position.dice.count(0)} on any points"
                numbers = f"{numbers} and {anywhere}" if numbers else anywhere
            if position.chain == "moved":  # the opening winner plays the other's men
                return f"{'XO'[other(position.turn)]} to play {numbers} with {side}'s men"
            return f"{side} to play {numbers}{passed}"
        case "choose-double":
            if position.rest and position.rest[0].dice:  # a chosen number, for the throw
                thrown = "-".join(map(str, position.rest[0].dice))
                return f"{side} to choose a number to play with {thrown}"
            return f"{side} to choose a double"
        case "choose-opening":
            return f"{side} to play the opening numbers or roll again"
        case "decide":
            return f"{side} to decide {position.rest[0].decision if position.rest else ''}"
        case "take-or-drop":
            return f"{'XO'[other(position.turn)]} to take or drop the double"
        case "drawn":
            return "nothing: the game is drawn"
        case _:
            return "nothing: the game is over"
