"""Legal plays: every distinct way to play a set of dice, under the forced-play rule.

The search runs on the mover's *view* (tavli.model.conditions): his track laid out from entry to
bear-off, so one generator serves every geometry. It expands the dice one at a time,
keeping each layer as a set of distinct views, so two step sequences that reach the same
position are one play, and the rules' conditions are checked before every single step on the
position as it then stands (A16). Where the conditions cannot be affected by the order of a
play's steps (``order_free``), or, position by position, where every condition that could be
keeps its value through any play of the roll (``fixed``), only steps in track order are
searched, which finds the same plays far faster; the turn's limits (the head, primes, held
zones, who may leave a zone) and pins are a filter on each step.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from itertools import permutations
from typing import Literal, NamedTuple

from tavli.game.obliged import obliged
from tavli.game.passing import hit_across, passes
from tavli.game.shortcuts import fixed, order_free, order_free_when
from tavli.game.staying import staying
from tavli.game.step_ends import ends_at_any_step
from tavli.model.conditions import BAR, HAND, OFF, OPP_BAR, OPP_HAND, PINS, held, opponent_cells
from tavli.model.position import Position, view_of
from tavli.model.variant import Side, Variant

Place = int | Literal["bar", "hand", "off", "take"]

# Origins during the search, ranked: the bar first, then the hand, then the track in order.
_FROM_BAR = -2
_FROM_HAND = -1
_TAKE = -3  # a take (tavli.game.taking): no checker of the mover's moves


class Step(NamedTuple):
    """One checker moved by one die: from a point (the mover's own numbering), the bar or the
    hand, to a point or off; ``hit`` when it lands on a single enemy checker and hits it, or,
    in a game that pins, pins it."""

    origin: Place
    target: Place
    die: int
    hit: bool = False

    def __str__(self) -> str:
        return f"{self.origin}/{self.target}{'*' if self.hit else ''}"


# A raw step during the search: (origin index, target index, die, hit); index L is off.
_RawStep = tuple[int, int, int, bool]
_View = tuple[int, ...]
# The search's layers: after each die, every view reached, with the view and step it came from.
Layers = list[dict[_View, tuple[_View, _RawStep]]]


class Generator:
    """The step rules of one variant, compiled for the search."""

    def __init__(self, variant: Variant) -> None:
        self.variant = variant
        self.length = variant.length
        self.block = variant.blocked_by
        self.hits = variant.single_enemy == "hit"
        # where a lone enemy checker may be hit ('... is hit only in ZONE'); None: anywhere
        self.hit_zone = frozenset(variant.hit_zone) if variant.hit_zone is not None else None
        allow = variant.allow
        self.may_enter_bar = allow["entering-from-bar"]
        self.may_enter_hand = allow["entering-from-hand"]
        self.may_move = allow["moving-on-board"]
        self.may_hit = allow["hitting"]
        self.may_bear_off = allow["bearing-off"]
        # a die past the end bears off from the furthest checker (exact-or-higher), from any
        # (exact-or-higher-anywhere: no checker behind holds it back), or never (exact-only)
        self.higher_bears_off = variant.bear_off == "exact-or-higher"
        self.higher_anywhere = variant.bear_off in ("exact-or-higher-anywhere", "highest-only")
        # 'only by the highest number, from any point': no lower die ever bears off
        self.bearing_die = variant.faces if variant.bear_off == "highest-only" else 0
        self.in_order = order_free(variant)
        # 'play the lower die first': a part of unlike dice starts with the lowest, or is
        # not played at all (its orders start so; track order would drop plays)
        self.lower_first = variant.lower_die_first
        # per position: where these conditions are settled, track order is enough too
        self.unsettled = None if self.in_order else order_free_when(variant)
        # Limits on a turn's moves, as a filter on the steps (none in most games)
        self.leave = variant.leave_limit
        self.prime = variant.prime_limit
        # (two sides only: the rules that read them are refused where more play)
        two = variant.sides == 2 and not any(variant.beyond)
        self.opponent_index = tuple(
            tuple(variant.tracks[1 - side].index(point) for point in variant.tracks[side])
            if two else () for side in range(variant.sides)
        )
        self.pins = variant.pins
        self.leaving = variant.leaving
        self.holds = variant.hold_limits
        self.hold_most = variant.hold_most
        self.occupy_most = variant.occupy_most
        self.stack = variant.stack_limit
        # at most N on a point of a zone: per track cell of such zones, the lowest N
        self.stack_in: dict[int, int] = {}
        for cells, most in variant.stack_limits_in:
            for cell in cells:
                self.stack_in[cell] = min(most, self.stack_in.get(cell, most))
        self.no_entry_onto_own = variant.no_entry_onto_own
        self.no_entry_onto_occupied = variant.no_entry_onto_occupied
        # hit-stops: a mark per track cell (as the compiled engine lays the view out),
        # counting the checkers stopped there
        self.stops = {cell: cell for cell in variant.hit_stops}
        self.trap = variant.trap_limit
        self.trap_close = variant.trap_close
        # for each side, the side's cell of each of the opponent's track indexes
        self.cell_of_opponent = tuple(
            tuple(variant.tracks[side].index(point) for point in variant.tracks[1 - side])
            if two else () for side in range(variant.sides)
        )
        self._cell_of_opponent = self.cell_of_opponent[0]
        # a hit checker goes back to its zone: for each side, its cells of that zone's points
        self.return_cells = tuple(tuple(cells[j] for j in variant.hit_return)
                                  for cells in self.cell_of_opponent)
        self._return_cells = self.return_cells[0]
        self.hit_out = variant.hit_out  # a hit checker that goes back nowhere leaves the game
        # never pass over own checkers, or over any checker (None: no such rule)
        self.passing = variant.no_passing
        self.pass_any = variant.no_passing == "occupied"
        # a checker that lands in the zone hits a lone enemy checker facing it: for each side,
        # each track cell of the zone with the cell of the point across the board
        self.facing = tuple(variant.facing_cells(side) for side in range(variant.sides))
        self._facing = self.facing[0]
        # where a hitter that may not move on is marked, after the view proper (hit-stops)
        self.frozen_at = opponent_cells(self.length, self.pins, variant.stacked) + 2
        limited = (self.leave or self.prime or self.pins or self.leaving or self.holds
                   or self.hold_most or self.occupy_most or self.stack or self.stack_in
                   or self.no_entry_onto_own
                   or self.no_entry_onto_occupied or self.stops or self.trap
                   or variant.hit_return or variant.hit_out
                   or self.passing is not None or variant.hit_facing)
        self.singles = self._limited_singles if limited else self._free_singles
        # the limits judged on the position after a step (_within_limits)
        self._judged_after = bool(self.leave or self.prime or self.holds or self.hold_most
                                  or self.occupy_most or self.stack or self.stack_in
                                  or self.trap)
        self._leave_floor = 0
        self._opponent = self.opponent_index[0]
        self._root: _View = ()
        # whether a view at the end of a part is a whole play (None: every one is): no pair
        # half done (tavli.game.pairs), no man staying where he may not (tavli.game.staying)
        self.complete: Callable[[_View], bool] | None = staying(self)
        self._root_has_trap = False
        self._root_trapped = False

    def begin_part(
        self, view: _View, dice: tuple[int, ...], side: Side,
        turns: tuple[int, ...] = (0, 0),
    ) -> None:
        """What the turn's limits measure from: the checkers in the limited zone now, and
        whose view it is (for which way an enemy checker goes past a prime); ``turns`` are
        the turns each player has finished (for a limit of the first turn)."""
        self._opponent = self.opponent_index[side]
        self._cell_of_opponent = self.cell_of_opponent[side]
        self._return_cells = self.return_cells[side]
        self._facing = self.facing[side]
        if self.leave is not None:
            here = sum(view[c] for c in self.leave.cells if view[c] > 0)
            self._leave_floor = here - self.leave.for_turn(dice, view, turns, side)

    def _limited_singles(
        self, view: _View, die: int, lowest: int = _FROM_BAR
    ) -> list[tuple[_View, _RawStep]]:
        """The free steps less those a limit forbids: entering onto one's own checkers, a
        hitter that has stopped, a pin kept, a zone left too early, too many checkers off the
        head this turn, a prime or a held zone that may not stand, a stack too high."""
        steps = self._free_singles(view, die, lowest)
        self._root_trapped = self._root_has_trap and view is self._root
        if self.passing is not None:  # never pass over own checkers (or any checker)
            steps = [(after, step) for after, step in steps
                     if not passes(view, step, self.pass_any)]
        if self._facing:  # landing in the zone hits a lone enemy checker across the board
            steps = [hit_across(after, step, self._facing, self.length) for after, step in steps]
        if self._return_cells or self.hit_out:  # a hit checker goes back to its zone at once
            # (not to the bar), or out of the game
            steps = [(back, step) for after, step in steps
                     if (back := self._gone_back(after) if step[3] else after) is not None]
        if self.no_entry_onto_own:  # never enter onto own checkers (an entry lands on the track)
            steps = [(after, step) for after, step in steps
                     if step[0] >= 0 or view[step[1]] <= 0]
        if self.no_entry_onto_occupied:  # an entering checker lands only on an empty point
            steps = [(after, step) for after, step in steps
                     if step[0] >= 0 or view[step[1]] == 0]
        if self.stops:
            steps = self._stopping(view, steps)
        if self.pins:
            steps = [(_released(after, step[0], self.length), step) for after, step in steps
                     if self.higher_anywhere or self._may_bear_off_past_pins(view, step)]
        if self.leaving:
            steps = [(after, step) for after, step in steps if self._may_leave(view, step)]
        if not self._judged_after:
            return steps
        return [(after, step) for after, step in steps if self._within_limits(after, step)]

    def _stopping(
        self, view: _View, steps: list[tuple[_View, _RawStep]]
    ) -> list[tuple[_View, _RawStep]]:
        """A checker that has hit in a hit-stops zone moves no further this turn: the view's
        frozen block counts such checkers per point, and only the others may leave it."""
        frozen = self.frozen_at
        slots = self.stops
        marked = any(view[frozen:])
        kept: list[tuple[_View, _RawStep]] = []
        for after, step in steps:
            origin, target, _, hit = step
            if marked and origin in slots and view[origin] <= view[frozen + slots[origin]]:
                continue  # every checker here has hit and stopped
            if hit and target in slots:
                cells = list(after)
                cells[frozen + slots[target]] += 1
                after = tuple(cells)
            kept.append((after, step))
        return kept

    def root(self, view: _View, dice: tuple[int, ...], side: Side,
             turns: tuple[int, ...]) -> _View:
        """A part begins from ``view``: the view its search runs on, marked as its root."""
        self.begin_part(view, dice, side, turns)
        view = self._extend(view)
        self._mark_root(view)
        return view

    def _mark_root(self, view: _View) -> None:
        """Where a part's search starts; whether a prime there already traps every enemy
        checker (then the first step must open it, and is judged on the whole board)."""
        self._root = view
        self._root_has_trap = self.trap is not None and self._traps(view)

    def _extend(self, view: _View) -> _View:
        """The view the search runs on: with an empty frozen block where hitters stop."""
        return view + (0,) * self.length if self.stops else view

    def _settled(self, view: _View) -> _View:
        """A view at the end of a part: the marks of stopped hitters are dropped."""
        if not self.stops:
            return view
        return view[:self.frozen_at] + (0,) * self.length

    def _may_leave(self, view: _View, step: _RawStep) -> bool:
        """'allow leaving ZONE only when ...', judged on the position before the step."""
        origin, target = step[0], step[1]
        for cells, may in self.leaving:
            if origin in cells and target not in cells and may is not None and not may(view):
                return False
        return True

    def _gone_back(self, after: _View) -> _View | None:
        """``after`` with the checker just hit moved from the bar to the point of its zone
        furthest along its track where none of the mover's checkers stands; where every
        point of the zone has one, out of the game (``hit_out``), or None (then the blot
        cannot be hit)."""
        for cell in self._return_cells:
            if after[cell] <= 0:
                cells = list(after)
                cells[self.length + OPP_BAR] -= 1
                cells[cell] -= 1
                return tuple(cells)
        if self.hit_out:  # gone for good: the position holds one checker fewer
            cells = list(after)
            cells[self.length + OPP_BAR] -= 1
            return tuple(cells)
        return None

    def _may_bear_off_past_pins(self, view: _View, step: _RawStep) -> bool:
        """A higher number bears off only from the furthest checker, a pinned one included."""
        origin, target, die = step[0], step[1], step[2]
        if target != self.length or die == self.length - origin:
            return True
        pins = self.length + PINS
        return not any(view[pins + c] > 0 for c in range(origin))

    def _within_limits(self, after: _View, step: _RawStep) -> bool:
        origin, target = step[0], step[1]
        leave = self.leave
        if (leave is not None and 0 <= origin < len(leave.cells) <= target
                and sum(after[c] for c in leave.cells if after[c] > 0) < self._leave_floor):
            return False  # one checker too many off the head this turn
        for cells in self.holds:  # never hold every point of this zone
            if target in cells and all(after[c] >= self.block for c in cells):
                return False
        if target >= self.length:
            return True
        if self.stack is not None and after[target] > self.stack:
            return False  # at most so many checkers on one point
        if after[target] > self.stack_in.get(target, after[target]):
            return False  # ... or on one point of a zone
        for cells, most in self.hold_most:  # hold at most N points of this zone
            if target in cells and sum(
                1 for c in cells if held(after, c, self.length, self.block, self.pins)
            ) > most:
                return False
        for cells, most in self.occupy_most:  # occupy at most N points of this zone
            if target in cells and sum(1 for c in cells if after[c] > 0) > most:
                return False
        if self.trap is not None and self._traps(after, None if self._root_trapped else target):
            return False
        if self.prime is not None:  # a step off the board returned above
            low = high = target
            while low > 0 and after[low - 1] >= self.block:
                low -= 1
            while high < self.length - 1 and after[high + 1] >= self.block:
                high += 1
            if high - low + 1 >= self.prime:
                ahead = self._opponent
                furthest = max(ahead[c] for c in range(low, high + 1))
                if not any(after[c] < 0 and ahead[c] > furthest for c in range(self.length)):
                    return False
        return True

    def _traps(self, view: _View, near: int | None = None) -> bool:
        """Whether a run of ``trap`` held points stands with every enemy checker not yet
        borne off behind it (the prime must be opened: no step may leave one standing).
        ``near``: only the run through that cell can be new (the view before the step had
        no such run, and a step only adds a checker at its target)."""
        length = self.length
        block, pins = self.block, self.pins
        if near is not None:
            if not (view[near] >= block or (pins and held(view, near, length, block, pins))):
                return False
            low = high = near
            while low > 0 and (view[low - 1] >= block
                               or (pins and held(view, low - 1, length, block, pins))):
                low -= 1
            while high < length - 1 and (view[high + 1] >= block
                                         or (pins and held(view, high + 1, length, block, pins))):
                high += 1
            if high - low + 1 < (self.trap or length + 1):
                return False
        enemies = view[length + OPP_BAR] + view[self.frozen_at - 2 + OPP_HAND]
        enemies += sum(-c for c in view[:length] if c < 0)
        if self.pins:
            enemies += sum(1 for c in range(length) if view[length + PINS + c] < 0)
        if not enemies:
            return False
        ahead = self._opponent
        trap = self.trap or length + 1
        run = 0
        for cell in range(length + 1):
            if cell < length and (view[cell] >= block
                                  or (pins and held(view, cell, length, block, pins))):
                run += 1
                continue
            if run >= trap:
                furthest = max(ahead[c] for c in range(cell - run, cell))
                if not any(view[c] < 0 and ahead[c] > furthest for c in range(length)) and (
                        not self.trap_close or self._all_right_behind(view, cell - run, cell,
                                                                      enemies)):
                    return True
            run = 0
        return False

    def _all_right_behind(self, view: _View, low: int, high: int, enemies: int) -> bool:
        """Whether all ``enemies`` stand on the one point just behind the run of cells
        ``low``..``high - 1``, on the opponent's track."""
        behind = min(self._opponent[c] for c in range(low, high)) - 1
        if behind < 0:
            return False  # the prime stands where he enters: nothing is right behind it
        return -view[self._cell_of_opponent[behind]] == enemies

    def _free_singles(
        self, view: _View, die: int, lowest: int = _FROM_BAR
    ) -> list[tuple[_View, _RawStep]]:
        """Every way to play one die from ``view`` with an origin ranked ``lowest`` or later:
        the resulting view and the step."""
        length = self.length
        out: list[tuple[_View, _RawStep]] = []
        entry = die - 1
        if view[length + BAR] and lowest <= _FROM_BAR and entry < length and (
            self.may_enter_bar is None or self.may_enter_bar(view)
        ):
            self._step(view, _FROM_BAR, length + BAR, entry, die, out)
        if view[length + HAND] and lowest <= _FROM_HAND and entry < length and (
            self.may_enter_hand is None or self.may_enter_hand(view)
        ):
            self._step(view, _FROM_HAND, length + HAND, entry, die, out)
        if self.may_move is not None and not self.may_move(view):
            return out
        append = out.append
        occupied = [i for i in range(length) if view[i] > 0]
        if not occupied:
            return out
        furthest = occupied[0]
        bear_off: bool | None = None
        for origin in occupied:
            if origin < lowest:
                continue
            target = origin + die
            if target < length:
                count = view[target]
                if count >= 0:  # the common case, inlined: an open point
                    cells = list(view)
                    cells[origin] -= 1
                    cells[target] = count + 1
                    append((tuple(cells), (origin, target, die, False)))
                elif -count < self.block or count == -1:
                    self._step(view, origin, origin, target, die, out)
                continue
            # BG-20, BG-22: exact, or a higher number from the furthest checker (or any)
            if target > length and not (self.higher_anywhere
                                        or (self.higher_bears_off and origin == furthest)):
                continue
            if self.bearing_die and die != self.bearing_die:
                continue
            if bear_off is None:
                bear_off = self.may_bear_off is None or self.may_bear_off(view)
            if bear_off:
                cells = list(view)
                cells[origin] -= 1
                cells[length + OFF] += 1
                append((tuple(cells), (origin, length, die, False)))
        return out

    def _step(
        self, view: _View, origin: int, source: int, target: int, die: int,
        out: list[tuple[_View, _RawStep]],
    ) -> None:
        """Move a checker from cell ``source`` to ``target`` if it may land there."""
        count = view[target]
        hit = False
        if count < 0:
            if -count >= self.block:
                return
            if self.pins:
                if count != -1 or view[self.length + PINS + target]:
                    return  # a pinner on top of one of his own: the point is held
            elif count != -1 or not self.hits or (
                self.may_hit is not None and not self.may_hit(view)
            ) or (self.hit_zone is not None and target not in self.hit_zone):
                return  # A9: a blot he may not hit closes the point to him
            hit = True
        cells = list(view)
        cells[source] -= 1
        if hit and self.pins:
            cells[target] = 1
            cells[self.length + PINS + target] = -1  # the enemy checker stays, pinned
        elif hit:
            cells[target] = 1
            cells[self.length + OPP_BAR] += 1
        else:
            cells[target] += 1
        out.append((tuple(cells), (origin, target, die, hit)))

    def plays(
        self, view: _View, dice: tuple[int, ...], side: Side = 0,
        turns: tuple[int, ...] = (0, 0), counters: tuple[int, ...] = (),
    ) -> dict[_View, Layers]:
        """Distinct results of playing ``dice`` under the forced-play rule, each with the search
        layers that reached it (``steps_to`` reads one step sequence back from them). The
        unchanged view with no layers when nothing can be played. Where an end rule is tried
        'at any step', a step after which it holds ends its play there, whatever dice are
        left (``counters``: the position's, for a rule on the named zone)."""
        view = self.root(view, dice, side, turns)
        ends = ends_at_any_step(self.variant, side, counters, self.frozen_at)
        ended: dict[_View, Layers] = {}  # plays the game ended, before their dice were used
        orders = [dice] if len(set(dice)) == 1 else list(dict.fromkeys(permutations(dice)))
        best_depth = 0
        found: list[tuple[tuple[int, ...], list[dict[_View, tuple[_View, _RawStep]]]]] = []
        singles = self.singles
        in_order = self.in_order or (self.unsettled is not None and all(
            fixed(self.variant, tree, view, dice) is not None for tree in self.unsettled))
        if self.lower_first and len(orders) > 1:
            orders = [order for order in orders if order[0] == min(dice)]
            in_order = False
        for order in orders:
            layers: list[dict[_View, tuple[_View, _RawStep]]] = []
            lowest: dict[_View, int] = {view: _FROM_BAR}
            for die in order:
                following: dict[_View, tuple[_View, _RawStep]] = {}
                reached: dict[_View, int] = {}
                for state, start in lowest.items():
                    for result, step in singles(state, die, start):
                        rank = step[0] if in_order else _FROM_BAR
                        if result not in following:
                            following[result] = (state, step)
                            reached[result] = rank
                        elif rank < reached[result]:
                            reached[result] = rank
                if not following:
                    break
                layers.append(following)
                if ends is not None:  # the game is over there: no step follows
                    for state in [state for state in following if ends(state)]:
                        ended.setdefault(state, list(layers))
                        del reached[state]
                lowest = reached
            if self.complete is not None:  # a layer counts for its whole plays only
                while layers and not any(map(self.complete, layers[-1])):
                    layers.pop()
            depth = len(layers)
            if depth > best_depth:
                best_depth = depth
                found = []
            if depth == best_depth and depth:
                found.append((order[:depth], layers))
        if best_depth == 0:
            return {self._settled(view): []}
        # SN-07, RG-10: when not every die can be used, the larger numbers must be
        wanted = max(sorted(used, reverse=True) for used, _ in found)
        results: dict[_View, Layers] = {}
        for used, layers in found:
            if sorted(used, reverse=True) == wanted:
                if self.stops or self.complete is not None:
                    # the same position, whoever stopped on the way, is one play; a half
                    # done pair is none
                    last: dict[_View, tuple[_View, _RawStep]] = {}
                    for state, came in layers[-1].items():
                        if self.complete is None or self.complete(state):
                            last.setdefault(self._settled(state), came)
                    layers = [*layers[:-1], last]
                for state in layers[-1]:
                    if state not in results:
                        results[state] = layers
        for state, layers in ended.items():
            if self.complete is None or self.complete(state):
                settled = self._settled(state)
                results.setdefault(settled, [*layers[:-1], {settled: layers[-1][state]}])
        return results


def _released(after: _View, origin: int, length: int) -> _View:
    """The view after a checker left ``origin``: if it was the last one pinning an enemy
    checker there, that checker is free again."""
    if 0 <= origin < length and after[origin] == 0 and after[length + PINS + origin] == -1:
        cells = list(after)
        cells[origin] = -1
        cells[length + PINS + origin] = 0
        return tuple(cells)
    return after


def steps_to(layers: Layers, state: _View) -> tuple[_RawStep, ...]:
    """One step sequence the search made to reach ``state``."""
    steps: list[_RawStep] = []
    for layer in reversed(layers):
        state, step = layer[state]
        steps.append(step)
    steps.reverse()
    return tuple(steps)


STACKED: list[type[Generator]] = []  # a game of stacked men or stages: tavli.game.stacking
LAPSING: list[type[Generator]] = []  # set by tavli.game.lapsing
TAKING: list[type[Generator]] = []  # set by tavli.game.taking
PAIRED: list[type[Generator]] = []  # set by tavli.game.pairs
CROWDED: list[type[Generator]] = []  # set by tavli.game.crowding


@cache
def generator_for(variant: Variant) -> Generator:
    if variant.lapsing is not None:
        return LAPSING[0](variant)
    if variant.take is not None:
        return TAKING[0](variant)
    if variant.pair_zone or variant.closed_zone:
        return PAIRED[0](variant)
    if variant.entry_onto_enemy is not None or variant.hit_point_of:
        return CROWDED[0](variant)
    return STACKED[0](variant) if variant.stacked else Generator(variant)


def cell_of(variant: Variant, place: Place) -> int:
    """The search's cell for a place in the mover's own numbering."""
    if place == "bar":
        return _FROM_BAR
    if place == "hand":
        return _FROM_HAND
    if place == "off":
        return variant.length
    if place == "take":  # (then the point in the opponent's numbering: tavli.game.taking)
        return _TAKE
    return variant.length - place


def to_steps(variant: Variant, raw: tuple[_RawStep, ...]) -> tuple[Step, ...]:
    length = variant.length
    steps: list[Step] = []
    for origin, target, die, hit in raw:
        if origin == _TAKE:  # the opponent's point, in his numbering
            steps.append(Step("take", length - target, die, hit))
            continue
        source: Place = ("bar" if origin == _FROM_BAR else "hand" if origin == _FROM_HAND
                         else "off" if origin == length else length - origin)  # off/6: back
        steps.append(Step(source, "off" if target == length else length - target, die, hit))
    return tuple(steps)


def raw_plays(
    variant: Variant, position: Position, side: Side, dice: tuple[int, ...]
) -> dict[_View, Layers]:
    search, view = generator_for(variant), view_of(variant, position, side)
    found = search.plays(view, dice, side, position.turns, position.counters)
    return obliged(variant, view, found, search.frozen_at) if variant.play_musts else found
