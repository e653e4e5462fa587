"""A compiled variant: the rule tree turned into frozen objects with their tables precomputed.

Nothing here knows any game by name; every difference between games is a value below.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from tavli.model.conditions import Predicate, opponent_cells
from tavli.model.decision import Decision
from tavli.model.score_event import ScoreEvent
from tavli.model.timing import Timing

#: A side's index in side order: 0 is X, 1 is O, then the capitals a variant declares
#: (``sides: X, O, Y, Z``).
Side = int
SIDES: tuple[Side, ...] = (0, 1)  # the two sides of a two-sided game
SIDE_NAMES = ("X", "O")
MAX_SIDES = 6

#: The most points a board may have: the kernel keeps a track's cells in one 64-bit word.
MAX_BOARD_POINTS = 60

Action = Literal[
    "entering-from-bar", "entering-from-hand", "moving-on-board", "hitting", "bearing-off"
]
ACTIONS: tuple[Action, ...] = (
    "entering-from-bar", "entering-from-hand", "moving-on-board", "hitting", "bearing-off",
)


@dataclass(frozen=True)
class Board:
    """The board the points stand on: how many, and how they are laid out to be drawn.

    Points are numbered 1..``points`` as the ``track`` lines number them. They stand in
    ``rows`` rows (a ``round`` board: one ring), each row in tables of ``table`` points with a
    bar between two tables. Drawn from X's seat, the numbering snakes: 1 at the bottom right,
    the bottom row right to left, the next row left to right, and so on (today's board: X's 1
    to 12 along the bottom, 13 to 24 along the top); a round board runs anticlockwise.
    """

    points: int = 24
    rows: int = 2
    table: int = 6
    round: bool = False

    @property
    def per_row(self) -> int:
        """Points in one row (all of them on a round board)."""
        return self.points // self.rows

    @property
    def tables(self) -> int:
        return self.points // self.table

    @property
    def standard(self) -> bool:
        """Today's board: 24 points, two rows of two tables of six."""
        return self == STANDARD_BOARD

    @property
    def text(self) -> str:
        """The board as a ``board:`` statement writes it: ``36 points in 3 rows of 12``."""
        if self.table == self.per_row and not self.round:
            return f"{self.points} points in {self.rows} rows of {self.per_row}"
        shape = f"{self.points} points in {self.tables} tables of {self.table}"
        return shape + (", round" if self.round else "")

    def facing(self, point: int) -> int | None:
        """The point straight across the board from ``point``, where two rows face each
        other; None on other boards."""
        if self.rows != 2 or self.round:
            return None
        return self.points + 1 - point


STANDARD_BOARD = Board()


@dataclass(frozen=True)
class Part:
    """One part of a turn program: dice to play, a double to choose, or a new roll.

    ``kind`` is ``roll`` (each rolled die once; ``times`` rolls' worth), ``double`` (the
    rolled double ``times`` times), ``pair`` (of three dice two alike, their number ``times``
    times; ``pair-and-odd``: and the odd die once), ``complement`` (faces + 1 minus it, 7
    minus it on six faces, ``times`` times), ``higher-doubles`` and ``lower-doubles`` (a
    cascade: each double above or below the one rolled, ``times`` times, a part each; parts
    of their own once the turn starts), ``chosen-double`` (a double the player picks)
    or ``roll-again``; in stacked games ``total`` (the throw's total as steps of the stage,
    each on a point the mover chooses) and ``clear`` (a double's number as many times as
    the point it names allows, down to plain or empty). ``when`` is a condition
    on the player after the part before it; the part and everything after it happen only if
    it holds.
    """

    kind: str
    times: int = 1
    when: Predicate | None = field(default=None, compare=False, hash=False)
    when_text: str = ""

    def moves(self, roll_size: int) -> int:
        """How many dice the part plays at most, in a game whose rolls have ``roll_size``
        (``play the roll 3 times``: three rolls' worth; the paired number with the odd die:
        one more)."""
        if self.kind == "roll":
            return roll_size * self.times
        return self.times + (self.kind == "pair-and-odd")


@dataclass(frozen=True)
class TimedProgram:
    """A turn program that replaces the roll's usual one while its timing holds
    (``on doubles from the fourth turn on: ...``)."""

    pattern: str  # "doubles" or "A-B"
    timing: Timing
    parts: tuple[Part, ...]


def program_for_roll(
    roll: tuple[int, ...], program: Mapping[str, tuple[Part, ...]],
    in_force: Iterable[TimedProgram],
) -> tuple[Part, ...] | None:
    """The program a roll starts (None: each die once): the exact roll's before any
    double's, and of each, the one for this turn (timed) before the usual one."""
    if len(roll) == 3 and len(set(roll)) == 2:  # a pair and an odd die, lower or higher
        pair = max(roll, key=roll.count)
        pattern = "pair-low" if min(roll) < pair else "pair-high"
        if pattern in program:
            return program[pattern]
    exact = f"{min(roll)}-{max(roll)}"
    timed = list(in_force)
    for pattern in (exact, "doubles") if len(set(roll)) == 1 else (exact,):
        for one in timed:
            if one.pattern == pattern:
                return one.parts
        if pattern in program:
            return program[pattern]
    return None


@dataclass(frozen=True)
class ScoreLevel:
    """One way a game can end: its name, its points, and when it applies to the loser."""

    name: str
    points: int
    per_checker: str | None  # None, "not-off" or "on-points"
    when: Predicate | None = field(compare=False, hash=False)
    when_text: str = ""


@dataclass(frozen=True)
class Take:
    """``a die may (must) take a [lone] checker from the point it names on the opponent's
    track, to his hand``: a die of n names his n-th track point; ``must``: no play leaves a
    take undone; ``lone``: a point of one man only; ``lay``: a man laid on one's own too."""

    must: bool = False
    lone: bool = False
    lay: bool = False


@dataclass(frozen=True)
class EndRule:
    """``the game ends when a player has <when>: <outcome>`` (tavli.game.ending), or ``... a
    player cannot play any (all) of his roll: <outcome>`` (``roll``): ``outcome`` is ``wins``,
    ``loses`` (that player wins or loses) or ``draw``."""

    outcome: Literal["wins", "loses", "draw", "higher-score"]
    when: Predicate = field(compare=False, hash=False)
    when_text: str = ""
    # the condition says 'no move': its views carry whether each player could move
    # (tavli.model.conditions.moves_cell)
    moves: bool = False
    # 'the game ends when a player cannot play any / all of his roll' or '... leaves a take
    # undone' ("take"): judged on the throw once played (tavli.game.turn); '' a condition
    roll: Literal["", "any", "all", "take"] = ""
    # a condition on 'the named zone': per choice of the decision ``decision``, the condition
    # for X and for O (a board zone is other cells of each track); ``when`` then never holds
    named: tuple[tuple[Predicate, Predicate], ...] = field(default=(), compare=False,
                                                            hash=False)
    decision: str = ""
    any_step: bool = False  # '... at any step': tried after each step too (movegen)

    def holds(self, view: tuple[int, ...], side: int, counters: tuple[int, ...],
              at: int) -> bool:
        """Whether the rule holds for ``side`` on ``view``; ``counters`` are the position's
        and ``at`` where the decision's values stand in them (Variant.decision_at)."""
        if not self.named:
            return self.when(view)
        chosen = max(counters[at:at + 2]) if counters else 0  # one player names it
        return chosen > 0 and self.named[chosen - 1][side](view)


@dataclass(frozen=True)
class Stage:
    """One of the game's stages (``stages:``): what a die does in it (``step``: "move",
    "unstack", "restack", "bear-off" or "enter", a borne-off man back on its point up to
    the set-up's count; ``start``: the die of n names the n-th point from the start of the
    track, not from its end) and when the mover leaves it for the next (``ends``: None for
    the last stage), his points set plain as he leaves where ``unstacking_all``; or, with
    ``outcome`` ("wins" or "loses"), when the game ends (an end rule of its own)."""

    name: str
    step: Literal["move", "unstack", "restack", "bear-off", "enter"] = "move"
    start: bool = False
    ends: Predicate | None = field(default=None, compare=False, hash=False)
    ends_text: str = ""
    unstacking_all: bool = False
    outcome: Literal["", "wins", "loses"] = ""


@dataclass(frozen=True)
class LeaveLimit:
    """At most ``checkers`` checkers leave the ``cells`` at the start of the track in one
    turn; ``exceptions`` raise the number for some rolls, when a condition holds at the start
    of the turn (Long Nardy's head rule and its first-turn doubles)."""

    cells: tuple[int, ...]
    checkers: int
    exceptions: tuple[tuple[int, frozenset[str], Predicate | None], ...] = field(
        compare=False, hash=False
    )
    # per exception, the turns it is limited to ("in the first turn"), or None
    timings: tuple[Timing | None, ...] = ()

    def for_turn(
        self, dice: tuple[int, ...], view: tuple[int, ...],
        turns: tuple[int, ...] = (0, 0), side: int = 0,
    ) -> int:
        """The limit for ``side``'s part played with ``dice``; ``turns`` are the turns each
        player has finished (Position.turns)."""
        roll = f"{min(dice)}-{max(dice)}"
        double = len(set(dice)) == 1
        for i, (checkers, rolls, when) in enumerate(self.exceptions):
            timing = self.timings[i] if i < len(self.timings) else None
            if timing is not None and not timing.holds(turns, (0, 0), side):
                continue
            if (roll in rolls or (double and "doubles" in rolls)) and (when is None or when(view)):
                return checkers
        return self.checkers


@dataclass(frozen=True, eq=False)
class Variant:
    """Everything the interpreter needs to play one game, and nothing it must ask for by name.

    Compared and hashed by identity: a loaded variant (with its options) is one object."""

    name: str
    title: str
    source: str
    clauses: tuple[str, ...]
    extends: str | None
    known_as: Mapping[str, str]  # "common" → the everyday other name; "gnubg" → gnubg's name
    checkers: int
    dice: int
    faces: int
    tracks: tuple[tuple[int, ...], ...]  # per side, its board points (1..N) per track index
    zones: Mapping[str, tuple[int, ...]]  # track indexes per zone name
    zone_spans: Mapping[str, tuple[int, int]]  # the zone as the file wrote it (own points)
    # each side's set-up, in side order: (own point, count), and how many start in hand
    setups: tuple[tuple[tuple[int, int], ...], ...]
    setup_hands: tuple[int, ...]
    blocked_by: int
    single_enemy: str  # "hit", "blocked" or "pin"
    allow: Mapping[str, Predicate | None]
    allow_text: Mapping[str, str]
    bear_off: str  # "exact-or-higher" or "exact-only"
    turn: Mapping[str, tuple[Part, ...]]  # roll pattern ("doubles", "1-2") → parts
    guards: Mapping[str, Predicate]  # the turn program's conditions, by their text
    opening_ties: str  # "roll-again" or "double-the-stake"
    first_mover: Side | None  # who moves first where it is set (no opening roll), else None
    opening_winner: str  # "plays-both-dice", "plays-both-dice-or-rolls-again",
    #                      "rolls-both-dice-again" or "moves-opponents-men"
    cube_max: int | None  # None: no doubling cube
    stake_doubles_on: frozenset[str]
    cube_rules: frozenset[str]  # "jacoby", "beavers", "crawford"
    leave_limit: LeaveLimit | None
    prime_limit: int | None  # no run this long unless an enemy checker is past it
    # allow leaving ZONE only when ...: (the zone's track cells, the condition)
    leaving: tuple[tuple[tuple[int, ...], Predicate | None], ...] = field(
        compare=False, hash=False
    )
    hold_limits: tuple[tuple[int, ...], ...]  # zones a player may never hold in full
    # hold at most N points of ZONE: (the zone's track cells, N)
    hold_most: tuple[tuple[tuple[int, ...], int], ...]
    # occupy at most N points of ZONE (points with any of one's checkers): (cells, N)
    occupy_most: tuple[tuple[tuple[int, ...], int], ...]
    stack_limit: int | None  # at most this many of one's checkers on one point
    # at most N checkers on a point of ZONE: (the zone's track cells, N)
    stack_limits_in: tuple[tuple[tuple[int, ...], int], ...]
    no_entry_onto_own: bool  # a checker may not enter onto a point holding one of his own
    no_entry_onto_occupied: bool  # ... nor onto one holding any checker: only onto empty ones
    hit_stops: tuple[int, ...]  # track cells where a checker that hits moves no further
    trap_limit: int | None  # no prime this long with every enemy checker behind it
    trap_close: bool  # ... only when they all stand on the one point right behind it
    # where a hit checker goes at once, no die, instead of the bar: its own track cells,
    # tried furthest along first; () for the bar ('a hit checker goes back to ZONE')
    hit_return: tuple[int, ...]
    # a hit checker that does not go back (hit_return empty, or every point of its zone with a
    # hitter's checker) leaves the game for good: 'a hit checker goes out of the game'
    hit_out: bool
    # the game ends when a player has ...: he wins / he loses / a draw (tavli.game.ending)
    end_rules: tuple[EndRule, ...] = field(compare=False, hash=False)
    scoring: tuple[ScoreLevel, ...]
    options: Mapping[str, str]  # every option the variant offers, with its description
    chosen: frozenset[str]  # the options in force
    rule_tree: Mapping[str, Any] = field(compare=False, hash=False, repr=False)
    # ---- the turn constructs (langb): programs by turn, cascades, unplayed dice
    timed_turn: tuple[TimedProgram, ...] = ()  # checked before ``turn``, first match wins
    unplayed_to_opponent: frozenset[str] = frozenset()  # "any", "doubles" or "A-B"
    # 'unplayed dice: passed to the opponent when C': C, judged for the mover once he has
    # played what he could (None: they pass whenever the roll's rule says so)
    unplayed_when: Predicate | None = field(default=None, compare=False, hash=False)
    unplayed_when_text: str = ""
    # 'dice of 1: passed to the next side' at the end of the thrower's turn (Sixe-Ace's aces)
    passed_numbers: tuple[int, ...] = ()
    # 'the last 1 out loses': a side that has borne off all leaves the turn order; the game
    # ends when this many are left, each paying every side gone out (0: the first out wins)
    last_out: int = 0
    turn_horizon: int = 0  # Position.turns counts up to this (0: turns are not counted)
    double_horizon: int = 0  # Position.doubles counts up to this
    # the source each option follows, where its statement names one (option ... source "...")
    option_sources: Mapping[str, str] = field(default_factory=dict, compare=False, hash=False,
                                              repr=False)
    # options that keep what an earlier tavli played by default ('formerly the default')
    former_defaults: frozenset[str] = field(default=frozenset(), compare=False, hash=False,
                                            repr=False)
    # option names of an earlier tavli: OLD → NEW ('' when OLD is now the default)
    renamed_options: Mapping[str, str] = field(default_factory=dict, compare=False,
                                               hash=False, repr=False)
    # ---- dice programs: dice thrown with the others that always count their number
    # ('dice: 2d6 and a 6'), added to every roll and never a chance outcome; and whether a
    # part of unlike dice must start with the lowest ('play the lower die first')
    fixed_dice: tuple[int, ...] = ()
    lower_die_first: bool = False
    lower_die_only: bool = False  # a roll is its lowest number alone ('play only the lower die')
    chosen_die: bool = False  # the player names one more number after each throw
    # ---- passing and hitting across the board (Tourne-Case)
    # a step may not go over a point holding the mover's own checkers ("own") or any
    # checker ("occupied"): 'never pass over own checkers', '... occupied points'
    no_passing: str | None = None
    # track cells of the zone where a checker that lands hits a lone enemy checker on the
    # point across the board (board point n faces 25 - n): 'a checker that lands in ZONE ...'
    hit_facing: tuple[int, ...] = ()
    # track cells where landing on a lone enemy checker hits it ('a single enemy checker is
    # hit only in ZONE'); elsewhere it holds its point. None: wherever the game hits
    hit_zone: tuple[int, ...] | None = None
    # track cells (own numbering) of the zone taken and left in pairs ('men take and leave
    # ZONE two at a time') and of one closed to the other side ('never land in ...'); () none
    pair_zone: tuple[int, ...] = ()
    closed_zone: tuple[int, ...] = ()
    pair_passed: bool = False  # 'men may go over ZONE': no stop forced in it (FT-05)
    pair_take_only: bool = False  # only taken so ('men take ZONE two at a time'): tavli.game.pairs
    # the opponent's zones no play leaves a man newly in while he could still make N on each
    # of their points ('never stay in the opponent's ZONE while ...'): (the zone's cells in
    # his own numbering, N), tavli.game.staying; () none
    stay_forbidden: tuple[tuple[tuple[int, ...], int], ...] = ()
    # 'men may take ZONE a point short of the opponent's ZONE2': (ZONE's cell, ZONE2's cell in
    # the opponent's numbering, only where he cannot take it directly); tavli.game.puissance
    puissance: tuple[int, int, bool] | None = None
    # ---- the board (``board:``); today's 24 points in four tables of six by default
    board: Board = STANDARD_BOARD
    # ---- stacked men and stages (issue 25): the words of a point's stack state, the first
    # plain ('stack states:'), and the game's stages in order ('stages:'); () in other games
    stack_states: tuple[str, ...] = ()
    stages: tuple[Stage, ...] = ()
    # per side, (own point, stack state index) of each set-up point that is not plain
    setup_stacks: tuple[tuple[tuple[int, int], ...], tuple[tuple[int, int], ...]] = ((), ())
    # ---- scoring during play (issue 24): the counters each player's score is kept in
    # ('keep score: points[, holes of 12 points]'; a position's ``counters``), the points a
    # hole takes (0: no holes), what scores, and the count of a counter that wins the game
    score_counters: tuple[str, ...] = ()
    hole_points: int = 0
    score_events: tuple[ScoreEvent, ...] = ()
    score_goal: tuple[int, int] | None = None  # (counter index, count)
    # 'a play must make|keep COND where he can' ("make" or "keep", COND), in order written
    play_musts: tuple[tuple[str, Predicate], ...] = field(default=(), compare=False,
                                                          hash=False)
    # 'a hole wipes the opponent's points'; 'a hole taken unanswered counts N' (N, 0 none: the
    # counter 'unanswered' then flags whose points so far the opponent has not answered)
    hole_wipes: bool = False
    hole_unanswered: int = 0
    # '..., by either player': the second to score takes it unanswered too, and each further
    # hole's worth scored at once counts as much (the 1852 book § 144, 147)
    hole_either: bool = False
    # '..., throwing first': who starts over after a hole rolls first (FT-17), not his opponent
    hole_starter_first: bool = False
    # the throws the opponent gets once a player has borne off all (0: none; the last
    # counter, 'throws', holds what is left of them) and what ends them sooner
    extra_throws: int = 0
    extra_until: Predicate | None = field(default=None, compare=False, hash=False)
    # 'after a player bears off all: the men are set up again' (Trictrac's releve)
    set_up_again: bool = False
    # ---- sides (issue 23): each side's letter (X, O, then the capitals 'sides:' declares),
    # its colour where declared, the turn order ('order:') and, per side, who plays next
    side_names: tuple[str, ...] = SIDE_NAMES
    colours: tuple[str, ...] = ()
    order: tuple[Side, ...] = (0, 1)
    next_sides: tuple[Side, ...] = (1, 0)

    @property
    def sides(self) -> int:
        """How many sides play (2 to 6)."""
        return len(self.side_names)

    def next_side(self, side: Side) -> Side:
        """Who plays after ``side`` (the turn order)."""
        return self.next_sides[side]

    def next_playing(self, side: Side, off: tuple[int, ...]) -> Side:
        """Who plays after ``side``, passing over sides gone out where the last out lose."""
        following = self.next_sides[side]
        if self.last_out:
            while off[following] == self.checkers and following != side:
                following = self.next_sides[following]
        return following

    def round_from(self, side: Side) -> tuple[Side, ...]:
        """Every side in turn order, starting with ``side``."""
        found = [side]
        while len(found) < self.sides:
            found.append(self.next_sides[found[-1]])
        return tuple(found)
    # ---- decisions (issue 25): choices made as actions and kept in Position.counters, after
    # the stages; zones fixed on the board ('zone q1: board 19..24'), as board points
    decisions: tuple[Decision, ...] = ()
    # 'at most N checkers on a point of ZONE until he has landed in ZONE2': the zone's track
    # cells, N, and ZONE2's cells; whether each side has landed is a flag in Position.counters
    lapsing: tuple[tuple[int, ...], int, tuple[int, ...]] | None = None
    board_zones: Mapping[str, tuple[int, ...]] = field(default_factory=dict, compare=False,
                                                       hash=False)
    # 'a die may take a checker from the point it names ...' (tavli.game.taking), or None;
    # where two tracks each pass part of the board, per side the points of the opponent's
    # track off his own, in its order: his view carries them last (position.view_of)
    take: Take | None = None
    beyond: tuple[tuple[int, ...], ...] = ((), ())
    # points opened while a condition holds for the mover (tavli.game.crowding): entering
    # onto enemy checkers ('never enter onto occupied points, but onto enemy checkers when
    # ...'), and a point of N enemy checkers hit whole ('a point of N enemy checkers is hit
    # when ...'; 0: no such rule)
    entry_onto_enemy: Predicate | None = field(default=None, compare=False, hash=False)
    hit_point_of: int = 0
    hit_point_when: Predicate | None = field(default=None, compare=False, hash=False)

    @property
    def beyond_at(self) -> int:
        """Where a view's cells of the points off the player's own track start."""
        return opponent_cells(self.length, self.pins, self.stacked) + 2

    def take_cell(self, side: Side, number: int) -> int | None:
        """The cell of ``side``'s view holding the opponent's ``number``-th track point
        (the point a die of that number names), None past his track's end."""
        theirs = self.tracks[1 - side]
        if not 1 <= number <= len(theirs):
            return None
        point = theirs[number - 1]
        if point in self.tracks[side]:
            return self.tracks[side].index(point)
        return self.beyond_at + self.beyond[side].index(point)

    @property
    def counter_slots(self) -> int:
        """How many values Position.counters holds when not (): two per side-counter."""
        return 2 * (bool(self.stages) + self.kept_decisions + (self.lapsing is not None))

    @property
    def landed_at(self) -> int:
        """Where the lapsing limit's flags (X's, O's: 1 once he has landed) stand in
        Position.counters, after the stages and the decisions."""
        return 2 * (bool(self.stages) + self.kept_decisions)

    @property
    def kept_decisions(self) -> int:
        """How many decisions keep their choice in Position.counters (the first ones)."""
        return sum(d.kept for d in self.decisions)

    def decision_at(self, name: str) -> int:
        """Where ``name``'s two values (X's, O's) start in Position.counters."""
        index = next(i for i, d in enumerate(self.decisions) if d.name == name)
        return 2 * (bool(self.stages) + index)

    @property
    def stacked(self) -> bool:
        """Whether the game has stacked men or stages (views carry them: conditions)."""
        return bool(self.stack_states or self.stages)

    @property
    def roll_size(self) -> int:
        """How many numbers a roll has: the dice thrown, the fixed ones and a chosen one."""
        return self.dice + len(self.fixed_dice) + self.chosen_die

    @property
    def dice_text(self) -> str:
        """The dice as the file writes them: ``2d6``, ``2d6 and a 6``."""
        return f"{self.dice}d{self.faces}" + "".join(f" and a {n}" for n in self.fixed_dice) \
            + (" and a chosen number" if self.chosen_die else "")

    @property
    def setup(self) -> tuple[tuple[int, int], ...]:
        """X's set-up (both players', where the variant gives one set-up for both)."""
        return self.setups[0]

    @property
    def setup_hand(self) -> int:
        """How many checkers a player starts with in hand (the most of the two)."""
        return max(self.setup_hands)

    @property
    def length(self) -> int:
        """How many points a checker's track has."""
        return len(self.tracks[0])

    @property
    def loses_when(self) -> Predicate | None:
        """Kept for older code: the first end rule's condition (None: none); read end_rules."""
        return self.end_rules[0].when if self.end_rules else None

    @property
    def pins(self) -> bool:
        """Whether landing on a single enemy checker pins it (Plakoto) instead of hitting."""
        return self.single_enemy == "pin"

    @property
    def has_cube(self) -> bool:
        return self.cube_max is not None

    def facing_cells(self, side: Side) -> dict[int, int]:
        """For each track cell of the facing-hit zone ('a checker that lands in ZONE hits a
        lone enemy checker facing it'), the cell of ``side``'s track across the board."""
        track = self.tracks[side]
        return {cell: track.index(across) for cell in self.hit_facing
                if (across := self.board.facing(track[cell])) is not None}

    def point_of(self, side: Side, own_point: int) -> int:
        """The board point (as the ``track`` lines number it) of ``side``'s own point number."""
        return self.tracks[side][self.length - own_point]

    def own_point(self, side: Side, board_point: int) -> int:
        """``side``'s own number for a board point (as the ``track`` lines number it)."""
        return self.length - self.tracks[side].index(board_point)

    def seen_point(self, viewer: Side, board_point: int) -> int:
        """The number a picture drawn for ``viewer`` writes on a board point: his own, or
        where his track does not pass it (each over part of the board), the opponent's."""
        if self.beyond[viewer] and board_point not in self.tracks[viewer]:
            return self.own_point(1 - viewer, board_point)
        return self.own_point(viewer, board_point)

