"""One encoding of any tavli game for learning frameworks: integer actions, chance outcomes
and a fixed-shape observation (docs/rl.md).

OpenSpiel (tavli.openspiel), PettingZoo (tavli.pettingzoo) and Gymnasium (tavli.gymnasium)
all play a game through a :class:`Node` and an :class:`Encoding`, so the three agree on every
number. A node is a tavli position plus what the frameworks need besides: the checker moves
already chosen of the play being made (a play is chosen one checker move at a time, so the
number of actions stays small) and whether the player on roll has chosen to roll rather than
double. Every decision tavli knows is an action: a checker move, ``no move``, roll, double,
take, drop, beaver, the opening winner's choice and the chosen double of a chained turn. Every
roll, the opening roll and its re-rolls included, is a chance node with exact probabilities.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import lru_cache
from itertools import combinations_with_replacement
from math import factorial, log2, prod

import numpy as np
import numpy.typing as npt

from tavli.game.cube import beaver, drop, may_beaver, may_double, offer_double, take
from tavli.game.decide import decide
from tavli.game.movegen import Step
from tavli.game.opening import new_game, opening_roll
from tavli.game.play_text import format_play
from tavli.game.position_text import format_position
from tavli.game.score import points_scored, score
from tavli.game.turn import Play, choose_double, choose_opening, legal_plays, start_turn
from tavli.model.conditions import PINS
from tavli.model.errors import IllegalActionError
from tavli.model.position import Position, other, view_of
from tavli.model.variant import Side, Variant
from tavli.players.driver import Player

CHANCE = -1
TERMINAL = -4

#: The actions after the checker moves, in this order (docs/rl.md).
SPECIALS = ("no move", "roll", "double", "take", "drop", "beaver", "play opening", "roll again")

#: The phases the observation marks, one flag each ("rolling": roll chosen, dice to come).
PHASES = ("opening", "roll", "rolling", "play", "choose-double", "choose-opening",
          "take-or-drop", "over", "dropped", "drawn")

PENDING_KINDS = ("play", "choose-double", "roll-again", "chosen-complement")

#: Whose dice a chained turn is playing (tavli.model.position.Chain), one flag each.
CHAINS = ("", "passing", "passed")

#: The largest stake the observation's log2 field is bounded by.
STAKE_BITS = 63

Observation = npt.NDArray[np.float32]


#: The highest count of a score counter the observation says (counts above it read as it).
SCORE_CAP = 1000.0


@dataclass(frozen=True, slots=True)
class Node:
    """A tavli position and the frameworks' extra state: the checker moves chosen so far of
    the play being made (as actions), and whether the player on roll chose to roll."""

    position: Position
    steps: tuple[int, ...] = ()
    rolling: bool = False

    def __deepcopy__(self, memo: dict[int, object]) -> Node:
        return self  # immutable: a copy would be the same value


@dataclass(frozen=True)
class _Plays:
    """A position's legal plays as a tree of checker-move actions."""

    children: dict[tuple[int, ...], tuple[int, ...]]  # prefix -> next actions, sorted
    complete: dict[tuple[int, ...], Play]  # whole sequence -> its play


class Encoding:
    """The action and observation encoding of one variant (with its options)."""

    def __init__(self, variant: Variant) -> None:
        self.variant = variant
        # the chain flags: a game whose opening winner moves the other's men adds its own
        self.chains = CHAINS + (("moved",) if variant.opening_winner == "moves-opponents-men"
                                else ())
        length, faces = variant.length, variant.faces
        self.length, self.faces = length, faces
        self.bar_index, self.hand_index = length, length + 1
        # a game of stages also steps on any point (die 0: 'play the total on any points')
        # and enters borne-off men again (from off onto a point: one origin per point)
        self.staged = bool(variant.stages)
        self.die_slots = faces + 1 if self.staged else faces
        self.origins = 2 * length + 2 if self.staged else length + 2
        # a take (tavli.game.taking) is one more origin: its die names the point
        self.take_index = self.origins if variant.take is not None else None
        self.beyond = any(variant.beyond)  # the other's men off the observer's track
        self.origins += variant.take is not None
        self.step_actions = self.origins * self.die_slots
        base = self.step_actions
        (self.NO_MOVE, self.ROLL, self.DOUBLE, self.TAKE, self.DROP, self.BEAVER,
         self.PLAY_OPENING, self.ROLL_AGAIN) = range(base, base + len(SPECIALS))
        self.CHOOSE_BASE = base + len(SPECIALS)  # CHOOSE_BASE + n - 1: choose n-n
        # then one action per choice of each decision, in declaration order (none today)
        self.DECIDE_BASE = self.CHOOSE_BASE + faces
        self.decisions = tuple((d.name, choice) for d in variant.decisions
                               for choice in d.choices)
        self.num_actions = self.DECIDE_BASE + len(self.decisions)
        # chance: a roll is a multiset of dice, highest first; the opening is an ordered pair
        self.rolls = tuple(tuple(sorted(dice, reverse=True)) for dice in
                           combinations_with_replacement(range(1, faces + 1), variant.dice))
        total = faces ** variant.dice
        self.roll_chances = tuple(_arrangements(roll) / total for roll in self.rolls)
        self.roll_index = {roll: index for index, roll in enumerate(self.rolls)}
        self.max_chance_outcomes = max(faces * faces, len(self.rolls))
        programs = list(variant.turn.values())
        self.max_steps = max([variant.roll_size, *(part.moves(variant.roll_size)
                                                   for parts in programs for part in parts)])
        self.max_parts = max([1, *(len(parts) for parts in programs)])
        if variant.passed_numbers:  # dice passed on wait in a part of their own, and a
            # double thrown again adds to them: room for three throws' worth, counts capped
            self.max_steps = max(self.max_steps, 3 * variant.roll_size)
            self.max_parts += 1
        self.guards = tuple(sorted(variant.guards))
        self.sides = variant.sides
        # for each observer, every side in turn order from him (he first)
        self.seats = tuple(variant.round_from(side) for side in range(self.sides))
        self._fields = self._layout()
        self.observation_size = sum(size for _, size, _ in self._fields)
        self.observation_high = np.concatenate(
            [np.full(size, high, np.float32) for _, size, high in self._fields])
        self.max_points = _max_points(variant)
        self._initial = Node(new_game(variant))
        self._plays: Callable[[Position], _Plays] = lru_cache(maxsize=512)(self._find_plays)

    # ---- the observation

    def _layout(self) -> list[tuple[str, int, float]]:
        """(name, size, highest value) of each field of the observation, in order."""
        checkers = float(self.variant.checkers)
        part = len(PENDING_KINDS) + self.faces + 2
        n = self.sides
        return [
            ("board", self.length * 2 * n, checkers),
            ("checkers", 3 * n, checkers),
            ("cube", 4, float(STAKE_BITS)),
            ("turn", n, 1.0),
            ("phase", len(PHASES) + bool(self.variant.decisions), 1.0),
            ("dice", self.faces, float(self.max_steps)),
            ("pending", self.max_parts * part, float(max(self.max_steps, len(self.guards)))),
            ("chosen", self.max_steps * 2, float(self.origins)),  # (origins: length + 2 unstaged)
            ("turns", 2 * n + len(self.chains),
             float(max(1, self.variant.turn_horizon, self.variant.double_horizon))),
            # each decision's choice (0 none, else 1 + its index), the observer's first
            *([("counters", 2 * self.variant.kept_decisions,
                float(max(len(d.choices) for d in self.variant.decisions)))]
              if self.variant.kept_decisions else []),
            # in a game that keeps score during play: each counter, the observer's first
            *([("scores", 2 * len(self.variant.score_counters), SCORE_CAP)]
              if self.variant.score_counters else []),
            # where two tracks each pass part of the board: the opponent's men on the points
            # of his track off the observer's own, in his track order
            *([("beyond", len(self.variant.beyond[0]), checkers)]
              if any(self.variant.beyond) else []),
        ]

    @property
    def fields(self) -> tuple[tuple[str, int], ...]:
        """The observation's fields: name and size, in order (docs/rl.md)."""
        return tuple((name, size) for name, size, _ in self._fields)

    def observation(self, node: Node, side: Side) -> Observation:
        """The whole state as seen by ``side`` (the board along ``side``'s own track)."""
        variant, position, length = self.variant, node.position, self.length
        opp = other(side)
        seats = self.seats[side]  # he first, then the others in turn order
        out: list[float] = []
        if self.sides > 2:
            out += self._many_board(position, side, seats)
        else:
            view = view_of(variant, position, side)
            pins = view[length + PINS:length + PINS + length] if variant.pins \
                else (0,) * length
            for count, pinned in zip(view[:length], pins, strict=True):
                out += (max(count, 0), max(-count, 0), max(pinned, 0), max(-pinned, 0))
        for who in seats:
            out += (position.bar[who], position.hand[who], position.off[who])
        owner = position.cube_owner
        out += (min(log2(position.cube), STAKE_BITS), owner is None, owner == side,
                owner == opp)
        out += (position.turn == who for who in seats)
        phase = "rolling" if node.rolling else position.phase
        out += (phase == name for name in PHASES)
        if variant.decisions:
            out.append(phase == "decide")
        out += self._dice_counts(position.dice)
        for index in range(self.max_parts):
            if index < len(position.rest):
                pending = position.rest[index]
                out += (pending.kind == kind for kind in PENDING_KINDS)
                out += self._dice_counts(pending.dice)
                out += (pending.times, self.guards.index(pending.when) + 1 if pending.when
                        else 0)
            else:
                out += [0.0] * (len(PENDING_KINDS) + self.faces + 2)
        for index in range(self.max_steps):
            if index < len(node.steps):
                origin, die = divmod(node.steps[index], self.die_slots)
                out += (origin + 1, die + 1)
            else:
                out += (0, 0)
        # the turn-dependent rules' counts (as far as the rules count), and whose dice
        out += (position.turns[who] for who in seats)
        out += (position.doubles[who] for who in seats)
        out += (position.chain == chain for chain in self.chains)
        for decision in variant.decisions[:variant.kept_decisions]:
            at = variant.decision_at(decision.name)
            values = position.counters[at:at + 2] if position.counters else (0, 0)
            out += (values[side], values[opp])
        if variant.score_counters:
            counts = position.counters or (0,) * (2 * len(variant.score_counters))
            for at in range(0, len(counts), 2):
                out += (counts[at + side], counts[at + opp])
        if self.beyond:
            at = variant.beyond_at
            out += (abs(count) for count in view_of(variant, position, side)[at:])
        seen = np.asarray(out, dtype=np.float32)
        if variant.passed_numbers or variant.score_counters:  # capped: passed dice beyond
            # the room kept for them, counts of points beyond SCORE_CAP
            np.minimum(seen, self.observation_high, out=seen)
        return seen

    def _many_board(self, position: Position, side: Side,
                    seats: tuple[Side, ...]) -> list[float]:
        """Where more than two sides play: for each point along ``side``'s track, each
        side's men there (he first, then turn order), then each side's pinned men (none)."""
        owners = position.owners or (0,) * len(position.points)
        width = 2 * self.sides
        out = [0.0] * (len(self.variant.tracks[side]) * width)
        slot = {who: at for at, who in enumerate(seats)}
        points = position.points
        # only the occupied points are written (most of the board is empty: the cost of a
        # step of a long game of many sides)
        for at, point in enumerate(self.variant.tracks[side]):
            count = points[point - 1]
            if count:
                out[at * width + slot[owners[point - 1]]] = float(count)
        return out

    def _dice_counts(self, dice: tuple[int, ...]) -> list[int]:
        return [dice.count(face) for face in range(1, self.faces + 1)]

    def describe(self, node: Node) -> str:
        """The position in tavli's notation, and the checker moves chosen so far."""
        text = format_position(self.variant, node.position)
        if node.rolling:
            text += " (rolling)"
        if node.steps:
            text += " [chosen: " + " ".join(self.action_name(a) for a in node.steps) + "]"
        return text

    # ---- whose decision, and which

    def initial(self) -> Node:
        return self._initial

    def current(self, node: Node) -> int:
        """The side to decide (0 X, 1 O), CHANCE or TERMINAL."""
        return self.to_decide(node.position, node.rolling)

    def to_decide(self, position: Position, rolling: bool = False) -> int:
        """``current`` of a position (``rolling``: roll chosen), without a Node."""
        match position.phase:
            case "opening":
                return CHANCE
            case "roll":
                if rolling or not may_double(self.variant, position):
                    return CHANCE
                return position.turn
            case "take-or-drop":
                return other(position.turn)
            case "over" | "dropped" | "drawn":
                return TERMINAL
        return position.deciding

    def is_terminal(self, node: Node) -> bool:
        return node.position.is_over

    def returns(self, node: Node) -> tuple[float, ...]:
        """Each side's points: the winner's score (cube and gammons included), the loser's
        the same negated; nothing while the game goes on or when it is drawn. Where more
        than two sides play, what each gains or pays (the score's payments). In a game that
        keeps score during play, each side's points scored so far are added (``scored``)."""
        kept = self.scored(node) if self.variant.score_counters else (0.0,) * self.sides
        result = score(self.variant, node.position)
        if result is None or result.winner is None:
            return kept
        if self.sides > 2:
            return tuple(float(paid) for paid in result.payments)
        points = float(result.points)
        won = (points, -points) if result.winner == 0 else (-points, points)
        return (won[0] + kept[0], won[1] + kept[1])

    def scored(self, node: Node) -> tuple[float, float]:
        """Each side's points scored during play so far, a hole counting its points."""
        x, o = points_scored(self.variant, node.position)
        return (float(x), float(o))

    def rewards(self, before: Node, after: Node) -> tuple[float, float]:
        """What a step from ``before`` to ``after`` earned each side: the change in its
        returns (points scored during play as they are scored, the result at the end)."""
        was, now = self.returns(before), self.returns(after)
        return (now[0] - was[0], now[1] - was[1])

    def chance_outcomes(self, node: Node) -> list[tuple[int, float]]:
        if self.current(node) != CHANCE:
            raise IllegalActionError("no dice are to be rolled now")
        if node.position.phase == "opening":
            chance = 1.0 / (self.faces * self.faces)
            return [(index, chance) for index in range(self.faces * self.faces)]
        return list(enumerate(self.roll_chances))

    def legal_actions(self, node: Node) -> list[int]:
        position = node.position
        match position.phase:
            case "opening" | "over" | "dropped" | "drawn":
                return []
            case "roll":
                return [] if self.current(node) == CHANCE else [self.ROLL, self.DOUBLE]
            case "take-or-drop":
                answers = [self.TAKE, self.DROP]
                return [*answers, self.BEAVER] if may_beaver(self.variant, position) \
                    else answers
            case "choose-double":
                return [self.CHOOSE_BASE + n for n in range(self.faces)]
            case "choose-opening":
                return [self.PLAY_OPENING, self.ROLL_AGAIN]
            case "decide":
                name = position.rest[0].decision
                return [self.DECIDE_BASE + i for i, (d, _) in enumerate(self.decisions)
                        if d == name]
        plays = self._plays(position)
        if () in plays.complete:
            return [self.NO_MOVE]
        return list(plays.children[node.steps])

    def legal_mask(self, node: Node) -> npt.NDArray[np.int8]:
        mask = np.zeros(self.num_actions, dtype=np.int8)
        mask[self.legal_actions(node)] = 1
        return mask

    def apply(self, node: Node, action: int) -> Node:
        """The node after ``action`` (a chance outcome at a chance node); an error says
        why an action is not legal here."""
        variant, position = self.variant, node.position
        if self.current(node) == CHANCE:
            if not 0 <= action < len(self.chance_outcomes(node)):
                raise IllegalActionError(f"{action} is not a chance outcome here")
            if position.phase == "opening":
                x_die, o_die = divmod(action, self.faces)
                return Node(opening_roll(variant, position, x_die + 1, o_die + 1))
            return Node(start_turn(variant, position, self.rolls[action]))
        if action not in self.legal_actions(node):
            raise IllegalActionError(
                f"action {action} ({self.action_name(action)}) is not legal in "
                f"{self.describe(node)}; legal: {self.legal_actions(node)}")
        if action == self.ROLL:
            return replace(node, rolling=True)
        if action == self.DOUBLE:
            return Node(offer_double(variant, position))
        if action == self.TAKE:
            return Node(take(variant, position))
        if action == self.DROP:
            return Node(drop(variant, position))
        if action == self.BEAVER:
            return Node(beaver(variant, position))
        if action in (self.PLAY_OPENING, self.ROLL_AGAIN):
            return Node(choose_opening(variant, position,
                                       roll_again=action == self.ROLL_AGAIN))
        if action >= self.DECIDE_BASE:
            return Node(decide(variant, position, *self.decisions[action - self.DECIDE_BASE]))
        if action >= self.CHOOSE_BASE:
            return Node(choose_double(variant, position, action - self.CHOOSE_BASE + 1))
        plays = self._plays(position)
        chosen = () if action == self.NO_MOVE else (*node.steps, action)
        if chosen in plays.complete:
            return Node(plays.complete[chosen].position)
        return replace(node, steps=chosen)

    # ---- plays as checker moves

    def step_action(self, step: Step) -> int:
        """A checker move's action: where it starts (track index, bar or hand) and its die."""
        origin = step.origin
        if origin == "bar":
            index = self.bar_index
        elif origin == "hand":
            index = self.hand_index
        elif origin == "take":  # (the die names the point: tavli.game.taking)
            assert self.take_index is not None
            index = self.take_index
        elif origin == "off":  # a borne-off man entered again: the point is the origin
            assert self.staged and isinstance(step.target, int)
            index = self.length + 2 + self.length - step.target
        else:
            assert isinstance(origin, int)
            index = self.length - origin
        return index * self.die_slots + (step.die if self.staged else step.die - 1)

    def play_actions(self, play: Play) -> tuple[int, ...]:
        """The actions that make ``play``: its checker moves, or ``no move``."""
        return tuple(self.step_action(s) for s in play.steps) or (self.NO_MOVE,)

    def _find_plays(self, position: Position) -> _Plays:
        children: dict[tuple[int, ...], set[int]] = {}
        complete: dict[tuple[int, ...], Play] = {}
        for play in legal_plays(self.variant, position):
            actions = tuple(self.step_action(s) for s in play.steps)
            if actions in complete:  # pragma: no cover - a bug in the generator or here
                raise AssertionError(f"two plays are the same moves {format_play(play.steps)}")
            complete[actions] = play
            for cut in range(len(actions)):
                children.setdefault(actions[:cut], set()).add(actions[cut])
        if any(prefix in complete for prefix in children):  # pragma: no cover
            raise AssertionError("a play is the start of another play")
        return _Plays({k: tuple(sorted(v)) for k, v in children.items()}, complete)

    # ---- names

    def action_name(self, action: int) -> str:
        """A decision's name: a checker move like ``13/7`` (own numbering, the die's pips),
        ``bar/20 (5)``, or one of the special actions."""
        if 0 <= action < self.step_actions and self.staged:  # steps named by the stage
            index, die = divmod(action, self.die_slots)
            said = str(die) if die else "any"
            if index >= self.length + 2:
                return f"off/{2 * self.length + 2 - index} ({said})"
            if index >= self.length:
                return f"{'bar' if index == self.bar_index else 'hand'} ({said})"
            return f"{self.length - index} ({said})"
        if 0 <= action < self.step_actions:
            index, die = divmod(action, self.faces)
            die += 1
            if index == self.take_index:
                return f"take ({die})"
            if index >= self.length:
                where = "bar" if index == self.bar_index else "hand"
                return f"{where} ({die})"
            point = self.length - index
            return f"{point}/{point - die if point > die else 'off'} ({die})"
        if action < self.CHOOSE_BASE:
            return SPECIALS[action - self.step_actions]
        if action >= self.DECIDE_BASE:
            return "decide {} {}".format(*self.decisions[action - self.DECIDE_BASE])
        number = action - self.CHOOSE_BASE + 1
        return f"choose {number}-{number}"

    def chance_name(self, node: Node, outcome: int) -> str:
        if node.position.phase == "opening":
            x_die, o_die = divmod(outcome, self.faces)
            return f"opening {x_die + 1}-{o_die + 1}"
        return "roll " + "-".join(map(str, self.rolls[outcome]))

    # ---- a tavli bot's decision as actions

    def bot_actions(self, player: Player, node: Node) -> tuple[int, ...]:
        """What ``player`` (any tavli.players.driver.Player) decides at ``node``, as actions."""
        variant, position = self.variant, node.position
        match position.phase:
            case "roll":
                return (self.DOUBLE if player.will_double(variant, position) else self.ROLL,)
            case "take-or-drop":
                if not player.will_take(variant, position):
                    return (self.DROP,)
                if may_beaver(variant, position) and player.will_beaver(variant, position):
                    return (self.BEAVER,)
                return (self.TAKE,)
            case "choose-double":
                return (self.CHOOSE_BASE + player.choose_double(variant, position) - 1,)
            case "choose-opening":
                again = player.will_roll_again(variant, position)
                return (self.ROLL_AGAIN if again else self.PLAY_OPENING,)
            case "decide":
                made = (position.rest[0].decision, player.decide(variant, position))
                return (self.DECIDE_BASE + self.decisions.index(made),)
            case "play":
                done = node.steps
                plays = [play for actions, play in self._plays(position).complete.items()
                         if actions[:len(done)] == done]
                chosen = plays[0] if len(plays) == 1 else \
                    player.choose_play(variant, position, plays)
                return self.play_actions(chosen)[len(node.steps):]
        raise IllegalActionError(f"no decision is open in {self.describe(node)}")


def _arrangements(roll: tuple[int, ...]) -> int:
    """In how many orders the dice can show the multiset ``roll``."""
    return factorial(len(roll)) // prod(factorial(roll.count(v)) for v in set(roll))


def _max_points(variant: Variant) -> float:
    """The most points one game can be worth: the largest result, paid per checker where
    the rules say so, times the largest stake the cube or the stake rules can reach (times
    the losers, where more than two sides play)."""
    level = max(level.points for level in variant.scoring)
    if any(level.per_checker for level in variant.scoring):
        level *= variant.checkers
    stake_grows = bool(variant.stake_doubles_on) or variant.opening_ties == "double-the-stake"
    if stake_grows and variant.cube_max is None:
        stake = 2.0 ** STAKE_BITS  # nothing caps the stake
    else:
        stake = float(variant.cube_max or 1)
    # where more than two sides play, the winner is paid by each of the others
    return float(level) * stake * (variant.sides - 1)

