"""N games of one variant stepped together: the state machine under the batched Gymnasium
environment (tavli.frameworks.vector), built on tavli.frameworks.encoding.

Each game keeps its position (and whether roll was chosen), and, while a play is being
chosen, the legal plays of the part of the turn (tavli.game.turn.legal_plays: the compiled
kernel where the variant is on it) with the checker moves chosen so far. A play is known by
its steps as bytes, four a step (the kernel's own bytes, or the actions of a play of the
reference search): each chosen move narrows the plays to those whose bytes go on with it,
and the last one names the play (a play is never the start of another). A step's bytes
become an action once (``Encoding.step_action``), and a set of open moves a mask once.
Every other decision (roll, double, take, ...) goes through ``Encoding.apply``, and chance
through the game's own NumPy generator, one uniform a roll, picked as ``Generator.choice``
picks with the chances (so a game seeded ``s`` rolls as tavli.frameworks.gymnasium's
environment seeded ``s`` does). The opening rolls' positions and their first plays recur
in every game, so they are worked out once.

The rows (observations and masks) are NumPy arrays, a row a game. Where the kernel steps the
batch (tavli.frameworks.vector_batch: self-play of a game it covers), one call advances every
game on these same lists and arrays, and Python takes only the games it leaves (a new game, a
game that ends, ...): where the kernel moved a game on, ``legal`` holds None and the mask is
read again (``_legal``).
"""

from __future__ import annotations

from bisect import bisect_right
from struct import pack, unpack
from typing import Any, cast

import numpy as np
import numpy.typing as npt

from tavli.frameworks.encoding import CHANCE, TERMINAL, Encoding, Node
from tavli.frameworks.vector_batch import batch_state, covers
from tavli.frameworks.vector_rows import Rows
from tavli.game.engine import kernel_function
from tavli.game.movegen import to_steps
from tavli.game.opening import opening_roll
from tavli.game.turn import Play, legal_plays, start_turn
from tavli.model.position import Position
from tavli.model.variant import Side
from tavli.players.bots import bot_for
from tavli.players.driver import Player

#: The most kept sets of open moves (and masks) before they are all dropped.
KEPT = 1 << 14


class _Keyed:
    """A play of the reference search, with bytes like the kernel's (``Play._raw``): its
    actions, 4 bytes each, then one byte."""

    __slots__ = ("_raw", "play")

    def __init__(self, raw: bytes, play: Play) -> None:
        self._raw, self.play = raw, play


#: The kernel's plays, or the reference search's keyed (each has the bytes ``_raw``).
Alive = list[Any]
Open = tuple[frozenset[int], dict[int, bytes], bytes]  # actions, their step bytes, mask
#: A part of a turn's plays set out: the plays, where their steps start, their kind (0 the
#: kernel's bytes, 1 the reference search's), and the first moves open.
Opened = tuple[Alive, int, int, Open]
Floats = npt.NDArray[np.float64]


def _cdf(chances: list[float]) -> list[float]:
    """The cumulative chances exactly as numpy's ``Generator.choice(n, p=...)`` makes them
    from the chances tavli.frameworks.gymnasium hands it."""
    weights = np.array(chances)
    cdf = (weights / weights.sum()).cumsum()
    cdf /= cdf[-1]
    out: list[float] = cdf.tolist()
    return out


class _RowsOf:
    """The rows of a 2-d array, read and written as bytes (a row a game)."""

    __slots__ = ("array",)

    def __init__(self, array: npt.NDArray[Any]) -> None:
        self.array = array

    def __getitem__(self, index: int) -> bytes:
        row: bytes = self.array[index].tobytes()
        return row

    def __setitem__(self, index: int, row: bytes) -> None:
        self.array[index] = np.frombuffer(row, self.array.dtype)


class Games:
    """``count`` games of ``encoding``'s variant: self-play (``opponent`` None: every decision
    is the agent's, whoever's it is) or ``opponent`` (a bot's name) in every seat but
    ``side``'s."""

    def __init__(self, encoding: Encoding, count: int, opponent: str | None,
                 side: Side) -> None:
        self.encoding = enc = encoding
        self.variant = enc.variant
        self.count = count
        self.opponent, self.side = opponent, side
        self.rows = Rows(enc)
        self._chosen_at = 4 * self.rows.chosen_at
        self._chosen = [pack("2f", *self.rows.chosen_values(a)) for a in range(enc.step_actions)]
        self.mask_zero = bytes(enc.num_actions)
        self._masks: dict[frozenset[int], bytes] = {}
        self._step_action: tuple[dict[bytes, int], ...] = ({}, {})
        self._opening = _cdf([1.0] * (enc.faces * enc.faces))
        self._roll = _cdf(list(enc.roll_chances))
        self._openings: dict[tuple[int, int], tuple[Position, Position]] = {}
        self._first: dict[int, tuple[Position, Opened | None]] = {}  # the openings' plays
        self.scoring = bool(self.variant.score_counters)
        self._decisions: dict[tuple[Any, ...], frozenset[int]] = {}  # not plays: actions
        start = enc.initial().position
        self.positions: list[Position] = [start] * count
        self.rolling = [False] * count  # roll chosen, the dice to come
        self.alive: list[Alive | None] = [None] * count  # the plays, while one is chosen
        self.start_at = [0] * count  # where the steps begin in the plays' bytes
        self.kind = [0] * count  # 0 the kernel's bytes, 1 the reference search's
        self.prefix = [b""] * count  # the bytes of the moves chosen
        self.steps_of: list[dict[int, bytes]] = [{}] * count  # open moves: their bytes
        # None where the kernel's step moved on (the mask says it; _legal works it out)
        self.legal: list[frozenset[int] | None] = [frozenset()] * count
        # the observations and masks, a row a game, written in place (by the kernel too)
        self.obs = np.zeros((count, enc.observation_size), np.float32)
        self.masks = np.zeros((count, enc.num_actions), np.uint8)
        self.mask = _RowsOf(self.masks)
        self.row = _RowsOf(self.obs)
        self.to_play: list[Side] = [side] * count
        self.over = [False] * count
        self.renew = [True] * count  # the next step starts a new game here
        self.paid: list[Position] = [start] * count  # opponent mode: points paid up to here
        self.rngs: list[np.random.Generator] = [np.random.default_rng() for _ in range(count)]
        # self-play: each game's uniforms drawn 256 at a time, and how many are used
        self.drawn = np.zeros((count, 256), np.float64)
        self.used = np.full(count, 256, np.int64)
        self.bots: list[Player | None] = [None] * count
        self.step_actions = self._step_action[0]  # (the kernel reads and adds to them)
        self.batch = batch_state(
            enc, (self.positions, self.rolling, self.alive, self.start_at, self.prefix,
                  self.to_play, self.renew, self.legal),
            (self.step_actions, self.kernel_action, self.refill, self.open_play_at),
            (self.obs, self.masks, self.drawn, self.used), self._roll,
        ) if covers(enc, opponent) else None
        self._batch_step = kernel_function("batch_step")

    # ---- start

    def seed(self, index: int, seed: int | None) -> None:
        # seeded as gymnasium seeds an Env's np_random (gymnasium.utils.seeding.np_random)
        self.rngs[index] = np.random.default_rng(seed)
        self.used[index] = 256

    def _uniform(self, index: int) -> float:
        """The game's next uniform. In self-play they are drawn 256 at a time (the same
        numbers, in the same order, as one at a time); against a bot one at a time, as the
        bot's seed is drawn from the same generator at each start."""
        if self.opponent is not None:
            return float(self.rngs[index].random())
        if self.used[index] >= 256:
            self.refill(index)
        used = int(self.used[index])
        self.used[index] = used + 1
        return float(self.drawn[index, used])

    def refill(self, index: int) -> None:
        """The game's next 256 uniforms (the kernel calls it too)."""
        self.drawn[index] = self.rngs[index].random(256)
        self.used[index] = 0

    def kernel_action(self, step: bytes) -> int:
        """The action of a step's bytes of the kernel (for the kernel's step)."""
        return self._action(0, step)

    def open_play_at(self, index: int, position: Position) -> None:
        """Game ``index``'s plays set out by Python (for the kernel's step, where its own
        search found none)."""
        self.positions[index], self.rolling[index] = position, False
        self.to_play[index] = who = position.deciding
        self._open_play(index, position)
        self.row[index] = self.rows.row(position, who)

    def start(self, index: int) -> None:
        """A new game in seat ``index``: its opening roll, and the first decision."""
        if self.opponent is not None:  # as tavli.frameworks.gymnasium's reset picks its bot
            self.bots[index] = bot_for(self.opponent, int(self.rngs[index].integers(2**31)))
        self.over[index] = self.renew[index] = False
        self.paid[index] = start = self.encoding.initial().position
        self._settle(index, start, False, self.side)

    # ---- a step of every game

    def step(self, actions: npt.NDArray[np.int64], rewards: Floats, each: Floats | None,
             ended: npt.NDArray[np.bool_], illegal: npt.NDArray[np.bool_]) -> None:
        """Game ``i`` takes ``actions[i]`` (side ``to_play[i]``'s decision), or starts anew
        where the last step ended it; ``rewards``, ``each`` (self-play: every side's),
        ``ended`` and ``illegal`` are filled in. Where the kernel steps the batch, Python
        takes only the games it leaves."""
        taken: list[int] = actions.tolist()
        indices: list[int] | range = range(self.count)
        if self.batch is not None and self._batch_step is not None:
            indices = self._batch_step(self.batch, actions)
        legal, alive_of, prefixes, steps_of = self.legal, self.alive, self.prefix, self.steps_of
        start_at, renew, over, positions = self.start_at, self.renew, self.over, self.positions
        chosen, chosen_at, rows = self._chosen, self._chosen_at, self.row
        masks, kinds, to_play, open_moves = self.mask, self.kind, self.to_play, self._open_moves
        no_move, selfplay, scoring = self.encoding.NO_MOVE, self.opponent is None, self.scoring
        for index in indices:
            action = taken[index]
            if renew[index]:  # next-step autoreset: the action is not looked at
                self.start(index)
                continue
            known = legal[index]
            if known is None:
                known = self._legal(index)
            if action not in known:  # the game ends, the most a game costs lost
                actor = self._forfeit(index)
                rewards[index] = -self.encoding.max_points
                if each is not None:
                    each[index, actor] = rewards[index]
                illegal[index] = ended[index] = True
                continue
            before, actor = positions[index], to_play[index]
            alive = alive_of[index]
            if alive is None:
                self._decide(index, action, actor)
            elif action == no_move:
                self._played(index, alive[0], actor)
            else:
                prefix = prefixes[index] + steps_of[index][action]
                start = start_at[index]
                alive = [p for p in alive if p._raw.startswith(prefix, start)]
                end = start + len(prefix)
                if len(alive[0]._raw) == end + 1:  # the whole play
                    self._played(index, alive[0], actor)
                else:  # a move of the play: the position waits for the rest (no points)
                    alive_of[index], prefixes[index] = alive, prefix
                    moves = {p._raw[end:end + 4] for p in alive}
                    legal[index], steps_of[index], masks[index] = open_moves(kinds[index], moves)
                    at = chosen_at + 2 * len(prefix) - 8  # the move, in the chosen field
                    row = rows[index]
                    rows[index] = row[:at] + chosen[action] + row[at + 8:]
                    if not selfplay and scoring:
                        rewards[index] = self.agent_reward(index)
                    continue
            if over[index]:
                ended[index] = renew[index] = True
            if selfplay:
                if scoring or over[index]:
                    earned = self.rewards(before, positions[index])
                    if each is not None:
                        each[index] = earned
                    rewards[index] = earned[actor]
            else:
                rewards[index] = self.agent_reward(index)

    def _legal(self, index: int) -> frozenset[int]:
        """The actions open in game ``index`` where the kernel's step set them out (its
        mask), and the bytes of each open move."""
        legal = frozenset(np.flatnonzero(self.masks[index]).tolist())
        alive = self.alive[index]
        if alive is not None:
            end = self.start_at[index] + len(self.prefix[index])
            moves = {play._raw[end:end + 4] for play in alive if len(play._raw) > end + 1}
            self.steps_of[index] = {self._action(self.kind[index], move): move
                                    for move in moves}
        self.legal[index] = legal
        return legal

    def _decide(self, index: int, action: int, actor: Side) -> None:
        """A decision other than a checker move (roll, double, take, ...)."""
        position = self.positions[index]
        if action == self.encoding.ROLL and position.phase == "roll":
            self._settle(index, position, True, actor)  # Encoding.apply's, without a Node
            return
        after = self.encoding.apply(Node(position, (), self.rolling[index]), action)
        self._settle(index, after.position, after.rolling, actor)

    def _forfeit(self, index: int) -> Side:
        """Game ``index`` ends on an illegal action: who made it."""
        self.over[index] = self.renew[index] = True
        self.alive[index] = None
        self.legal[index], self.mask[index] = frozenset(), self.mask_zero
        return self.to_play[index]

    def _played(self, index: int, play: Play | _Keyed, actor: Side) -> None:
        """The play is made (none is another's start, so the first left is the one)."""
        if isinstance(play, _Keyed):
            play = play.play
        self._settle(index, play.position, False, actor)

    # ---- to the next decision

    def _settle(self, index: int, position: Position, rolling: bool, actor: Side) -> None:
        """Roll the dice (and let the bots decide) until a decision of the agent's is open
        or the game is over; then set out that decision."""
        enc = self.encoding
        to_decide = enc.to_decide
        while True:
            who = to_decide(position, rolling)
            if who == CHANCE:
                position, rolling = self._chance(index, position), False
            elif who == TERMINAL:
                self.positions[index], self.rolling[index] = position, False
                self.alive[index] = None
                self.legal[index], self.mask[index] = frozenset(), self.mask_zero
                self.over[index] = True
                seen = self.side if self.opponent is not None else actor
                self.to_play[index] = seen
                self.row[index] = self.rows.row(position, seen)
                return
            elif self.opponent is not None and who != self.side:
                position, rolling = self._bot(index, position, rolling)
            else:
                break
        self.positions[index], self.rolling[index], self.to_play[index] = position, rolling, who
        if position.phase == "play":
            self._open_play(index, position)
        else:
            self.alive[index] = None
            # a side's decision other than a play: its actions follow from the phase, the
            # stake (a beaver) and the pending parts (a decision's name) alone
            key = (position.phase, position.cube, position.rest)
            known = self._decisions.get(key)
            if known is None:
                known = frozenset(enc.legal_actions(Node(position, (), rolling)))
                if len(self._decisions) >= KEPT:
                    self._decisions.clear()
                self._decisions[key] = known
            legal = known
            self.legal[index], self.mask[index] = legal, self._mask(legal)
        self.row[index] = self.rows.row(position, who, rolling)

    def _chance(self, index: int, position: Position) -> Position:
        """A roll: one uniform of the game's generator, as ``Generator.choice`` uses it."""
        uniform = self._uniform(index)
        if position.phase == "opening":
            outcome = min(bisect_right(self._opening, uniform), len(self._opening) - 1)
            known = self._openings.get((id(position), outcome))
            if known is None or known[0] is not position:
                x_die, o_die = divmod(outcome, self.encoding.faces)
                made = opening_roll(self.variant, position, x_die + 1, o_die + 1)
                if len(self._openings) < KEPT:  # the start's, and the re-rolls' after ties
                    self._openings[id(position), outcome] = (position, made)
                    self._first[id(made)] = (made, None)
                return made
            return known[1]
        outcome = min(bisect_right(self._roll, uniform), len(self._roll) - 1)
        return start_turn(self.variant, position, self.encoding.rolls[outcome])

    def _bot(self, index: int, position: Position, rolling: bool) -> tuple[Position, bool]:
        """The bot's decision, as tavli.frameworks.gymnasium's environment asks it."""
        enc, bot = self.encoding, self.bots[index]
        assert bot is not None
        if position.phase == "play":  # (Encoding.bot_actions, without the action tree)
            plays = legal_plays(self.variant, position)
            chosen = plays[0] if len(plays) == 1 else \
                bot.choose_play(self.variant, position, plays)
            return chosen.position, False
        node = Node(position, (), rolling)
        for action in enc.bot_actions(bot, node):
            node = enc.apply(node, action)
        return node.position, node.rolling

    # ---- the plays of a part of a turn

    def _open_play(self, index: int, position: Position) -> None:
        """The legal plays of the position's dice, as bytes, and the first moves open."""
        first = self._first.get(id(position))
        if first is not None and first[0] is position and first[1] is not None:
            opened = first[1]
        else:
            opened = self._plays(position)
            if first is not None and first[0] is position:  # an opening's: kept
                self._first[id(position)] = (position, opened)
        alive, start, kind, known = opened
        self.alive[index], self.start_at[index], self.kind[index] = alive, start, kind
        self.prefix[index] = b""
        self.legal[index], self.steps_of[index], self.mask[index] = known

    def _plays(self, position: Position) -> Opened:
        plays = legal_plays(self.variant, position)
        # the kernel's bytes: the view, the steps (4 bytes each), how many
        first: bytes | None = plays[0]._raw
        alive: Alive
        if first is not None:
            start, kind, alive = len(first) - 1 - 4 * first[-1], 0, cast(Alive, plays)
        else:  # the reference search's plays: their actions, 4 bytes each
            start, kind = 0, 1
            first = self._reference_bytes(plays[0])
            alive = [_Keyed(self._reference_bytes(play), play) for play in plays]
        if len(first) == start + 1:  # no move can be made: the only play is none
            legal = frozenset([self.encoding.NO_MOVE])
            return alive, start, kind, (legal, {}, self._mask(legal))
        moves = {play._raw[start:start + 4] for play in alive}
        return alive, start, kind, self._open_moves(kind, moves)

    def _reference_bytes(self, play: Play) -> bytes:
        """A play of the reference search as bytes like the kernel's (no view before them)."""
        actions = self.encoding.play_actions(play) if play.steps else ()
        return b"".join([pack("<i", action) for action in actions]) + b"\0"

    def _open_moves(self, kind: int, moves: set[bytes]) -> Open:
        """The moves open, each a step's bytes (of ``kind``): their actions, each action's
        bytes, and the mask."""
        known = self._step_action[kind]
        try:
            by_action = {known[move]: move for move in moves}
        except KeyError:  # a step not met before
            by_action = {self._action(kind, move): move for move in moves}
        legal = frozenset(by_action)
        return legal, by_action, self._mask(legal)

    def _action(self, kind: int, step: bytes) -> int:
        """The action of one step's bytes: the kernel's (origin, target, die, hit, a signed
        byte each), or an action's number."""
        action = self._step_action[kind].get(step)
        if action is None:
            if kind == 1:
                action = unpack("<i", step)[0]
            else:
                origin, target, die, hit = memoryview(step).cast("b")
                move = to_steps(self.variant, ((origin, target, die, bool(hit)),))[0]
                action = self.encoding.step_action(move)
            self._step_action[kind][step] = action
        return action

    def _mask(self, legal: frozenset[int]) -> bytes:
        mask = self._masks.get(legal)
        if mask is None:
            row = bytearray(self.encoding.num_actions)
            for action in legal:
                row[action] = 1
            if len(self._masks) >= KEPT:
                self._masks.clear()
            mask = self._masks[legal] = bytes(row)
        return mask

    # ---- rewards

    def rewards(self, before: Position, after: Position) -> tuple[float, ...]:
        """What the step from ``before`` to ``after`` earned each side (Encoding.returns'
        change: points as scored, the result at the end)."""
        if not self.scoring and not after.is_over:
            return (0.0,) * self.encoding.sides
        now = self.encoding.returns(Node(after))
        if not self.scoring:  # nothing was scored before the end
            return now
        was = self.encoding.returns(Node(before))
        return tuple(n - w for n, w in zip(now, was, strict=True))

    def agent_reward(self, index: int) -> float:
        """The agent's reward after its step, as tavli.frameworks.gymnasium's environment
        gives it: the points scored since its last step, or its result at the end."""
        position = self.positions[index]
        if self.scoring:
            reward = self.rewards(self.paid[index], position)[self.side]
            self.paid[index] = position
            return reward
        return self.encoding.returns(Node(position))[self.side] if self.over[index] else 0.0

    def current_node(self, index: int) -> Node:
        """Game ``index``'s node as tavli.frameworks.encoding has it (the moves chosen)."""
        prefix, kind = self.prefix[index], self.kind[index]
        steps = tuple(self._action(kind, prefix[at:at + 4]) for at in range(0, len(prefix), 4)) \
            if self.alive[index] is not None else ()
        return Node(self.positions[index], steps, self.rolling[index])

    def describe(self, index: int) -> str:
        return self.encoding.describe(self.current_node(index))
