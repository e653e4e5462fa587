"""N games of one variant stepped together: the state machine under the batched Gymnasium
environment (tavli.frameworks.vector), built on tavli.frameworks.encoding.

Each game keeps its node (a tavli position, and whether roll was chosen), and, while a play
is being chosen, the legal plays of the part of the turn (tavli.game.turn.legal_plays: the
compiled kernel where the variant is on it) with the checker moves chosen so far. A play is
known by its steps as bytes, four a step (the kernel's own bytes, or the actions of a play
of the reference search): each chosen move narrows the plays to those whose bytes go on with
it, and the last one names the play (a play is never the start of another). A step's bytes
become an action once (``Encoding.step_action``), and the moves open after some chosen ones
become actions and a mask once per distinct set. Every other decision (roll, double, take,
...) goes through ``Encoding.apply``, and chance through the game's own NumPy generator, one
uniform a roll, picked as ``Generator.choice`` picks with the chances (so a game seeded ``s``
rolls as tavli.frameworks.gymnasium's environment seeded ``s`` does).
"""

from __future__ import annotations

from bisect import bisect_right
from struct import pack, unpack

import numpy as np

from tavli.frameworks.encoding import CHANCE, TERMINAL, Encoding, Node
from tavli.frameworks.vector_rows import Rows
from tavli.game.movegen import to_steps
from tavli.game.opening import opening_roll
from tavli.game.turn import Play, legal_plays, start_turn
from tavli.model.variant import Side
from tavli.players.bots import bot_for
from tavli.players.driver import Player

#: The most kept sets of open moves before they are all dropped.
KEPT = 1 << 14



class _Keyed:
    """A play of the reference search, with bytes like the kernel's (``Play._raw``): its
    actions, 4 bytes each, then one byte."""

    __slots__ = ("_raw", "play")

    def __init__(self, raw: bytes, play: Play) -> None:
        self._raw, self.play = raw, play


Alive = list[Play] | list[_Keyed]  # the kernel's plays, or the reference search's keyed
Open = tuple[frozenset[int], dict[int, bytes], bytes]  # actions, their step bytes, mask


def _cdf(chances: list[float]) -> list[float]:
    """The cumulative chances exactly as numpy's ``Generator.choice(n, p=...)`` makes them
    from the chances tavli.frameworks.gymnasium hands it."""
    weights = np.array(chances)
    cdf = (weights / weights.sum()).cumsum()
    cdf /= cdf[-1]
    out: list[float] = cdf.tolist()
    return out


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
        # per kind of play bytes (the kernel's: 0, the reference search's actions: 1)
        self._open: tuple[dict[frozenset[bytes], Open], ...] = ({}, {})
        self._step_action: tuple[dict[bytes, int], ...] = ({}, {})
        self._opening = _cdf([1.0] * (enc.faces * enc.faces))
        self._roll = _cdf(list(enc.roll_chances))
        self.scoring = bool(self.variant.score_counters)
        self.nodes: list[Node] = [enc.initial()] * count
        self.alive: list[Alive | None] = [None] * count  # the plays, while one is chosen
        self.start_at = [0] * count  # where the steps begin in the plays' bytes
        self.kind = [0] * count  # 0 the kernel's bytes, 1 the reference search's
        self.prefix = [b""] * count  # the bytes of the moves chosen
        self.steps_of: list[dict[int, bytes]] = [{}] * count  # open moves: their bytes
        self.legal: list[frozenset[int]] = [frozenset()] * count
        self.mask: list[bytes] = [self.mask_zero] * count
        self.row: list[bytes] = [b""] * count
        self.to_play: list[Side] = [side] * count
        self.over = [False] * count
        self.paid: list[Node] = list(self.nodes)  # opponent mode: points paid up to here
        self.rngs: list[np.random.Generator] = [np.random.default_rng() for _ in range(count)]
        self.bots: list[Player | None] = [None] * count

    # ---- start

    def seed(self, index: int, seed: int | None) -> None:
        # seeded as gymnasium seeds an Env's np_random (gymnasium.utils.seeding.np_random)
        self.rngs[index] = np.random.default_rng(seed)

    def start(self, index: int) -> None:
        """A new game in seat ``index``: its opening roll, and the first decision."""
        if self.opponent is not None:  # as tavli.frameworks.gymnasium's reset picks its bot
            self.bots[index] = bot_for(self.opponent, int(self.rngs[index].integers(2**31)))
        self.over[index] = False
        self.paid[index] = self.encoding.initial()
        self._settle(index, self.encoding.initial(), self.side)

    # ---- a step

    def act(self, index: int, action: int) -> tuple[Node, Node, Side] | None:
        """Game ``index`` takes ``action`` (the decision of side ``to_play[index]``): the
        node before, the node after (the next decision reached) and who acted; None, the
        game unchanged, when the action is not legal."""
        if action not in self.legal[index]:
            return None
        before, actor = self.nodes[index], self.to_play[index]
        alive = self.alive[index]
        if alive is None:
            if action == self.encoding.ROLL and before.position.phase == "roll":
                after = Node(before.position, (), True)  # Encoding.apply, without replace()
            else:
                after = self.encoding.apply(before, action)
            return before, self._settle(index, after, actor), actor
        if action == self.encoding.NO_MOVE:
            return before, self._played(index, alive[0], actor), actor
        prefix = self.prefix[index] + self.steps_of[index][action]
        start = self.start_at[index]
        alive = [play for play in alive if play._raw.startswith(prefix, start)]  # type: ignore[union-attr]
        end = start + len(prefix)
        if len(alive[0]._raw) == end + 1:  # type: ignore[arg-type] # the whole play
            return before, self._played(index, alive[0], actor), actor
        self.alive[index], self.prefix[index] = alive, prefix
        self._open_moves(index, frozenset([play._raw[end:end + 4] for play in alive]))  # type: ignore[index]
        at = self._chosen_at + 2 * len(prefix) - 8  # the move goes into the chosen field
        row = self.row[index]
        self.row[index] = row[:at] + self._chosen[action] + row[at + 8:]
        return before, before, actor

    def forfeit(self, index: int) -> Side:
        """Game ``index`` ends on an illegal action: who made it."""
        self.over[index], self.alive[index] = True, None
        self.legal[index], self.mask[index] = frozenset(), self.mask_zero
        return self.to_play[index]

    def _played(self, index: int, play: Play | _Keyed, actor: Side) -> Node:
        """The play is made (none is another's start, so the first left is the one)."""
        if isinstance(play, _Keyed):
            play = play.play
        return self._settle(index, Node(play.position), actor)

    # ---- to the next decision

    def _settle(self, index: int, node: Node, actor: Side) -> Node:
        """Roll the dice (and let the bots decide) until a decision of the agent's is open
        or the game is over; then set out that decision."""
        enc = self.encoding
        while True:
            who = enc.current(node)
            if who == CHANCE:
                node = self._chance(index, node)
            elif who == TERMINAL:
                self.nodes[index], self.alive[index] = node, None
                self.legal[index], self.mask[index] = frozenset(), self.mask_zero
                self.over[index] = True
                seen = self.side if self.opponent is not None else actor
                self.to_play[index] = seen
                self.row[index] = self.rows.row(node.position, seen, node.rolling)
                return node
            elif self.opponent is not None and who != self.side:
                node = self._bot(index, node)
            else:
                break
        self.nodes[index], self.to_play[index] = node, who
        position = node.position
        if position.phase == "play":
            self._open_play(index, node)
        else:
            self.alive[index] = None
            legal = frozenset(enc.legal_actions(node))
            self.legal[index], self.mask[index] = legal, self._mask(legal)
        self.row[index] = self.rows.row(position, who, node.rolling)
        return node

    def _chance(self, index: int, node: Node) -> Node:
        """A roll: one uniform of the game's generator, as ``Generator.choice`` uses it."""
        uniform = float(self.rngs[index].random())
        position, variant, enc = node.position, self.variant, self.encoding
        if position.phase == "opening":
            outcome = min(bisect_right(self._opening, uniform), len(self._opening) - 1)
            x_die, o_die = divmod(outcome, enc.faces)
            return Node(opening_roll(variant, position, x_die + 1, o_die + 1))
        outcome = min(bisect_right(self._roll, uniform), len(self._roll) - 1)
        return Node(start_turn(variant, position, enc.rolls[outcome]))

    def _bot(self, index: int, node: Node) -> Node:
        """The bot's decision, as tavli.frameworks.gymnasium's environment asks it."""
        enc, bot = self.encoding, self.bots[index]
        assert bot is not None
        if node.position.phase == "play":  # (Encoding.bot_actions, without the action tree)
            plays = legal_plays(self.variant, node.position)
            chosen = plays[0] if len(plays) == 1 else \
                bot.choose_play(self.variant, node.position, plays)
            return Node(chosen.position)
        for action in enc.bot_actions(bot, node):
            node = enc.apply(node, action)
        return node

    # ---- the plays of a part of a turn

    def _open_play(self, index: int, node: Node) -> None:
        """The legal plays of the node's dice, as bytes, and the first moves open."""
        plays = legal_plays(self.variant, node.position)
        first = plays[0]._raw  # the kernel's bytes: the view, the steps (4 bytes each), how many
        alive: Alive
        if first is not None:
            start, kind, alive = len(first) - 1 - 4 * first[-1], 0, plays
        else:  # the reference search's plays: their actions, 4 bytes each
            start, kind = 0, 1
            first = self._reference_bytes(plays[0])
            alive = [_Keyed(self._reference_bytes(play), play) for play in plays]
        self.alive[index], self.start_at[index], self.kind[index] = alive, start, kind
        self.prefix[index] = b""
        if len(first) == start + 1:  # no move can be made: the only play is none
            self.legal[index] = legal = frozenset([self.encoding.NO_MOVE])
            self.steps_of[index], self.mask[index] = {}, self._mask(legal)
            return
        self._open_moves(index, frozenset([play._raw[start:start + 4]  # type: ignore[index]
                                           for play in alive]))

    def _reference_bytes(self, play: Play) -> bytes:
        """A play of the reference search as bytes like the kernel's (no view before them)."""
        actions = self.encoding.play_actions(play) if play.steps else ()
        return b"".join([pack("<i", action) for action in actions]) + b"\0"

    def _open_moves(self, index: int, steps: frozenset[bytes]) -> None:
        """Game ``index``'s open moves are the steps ``steps`` (bytes): their actions."""
        kind = self.kind[index]
        known = self._open[kind].get(steps)
        if known is None:
            by_action: dict[int, bytes] = {}
            for step in steps:
                action = self._action(kind, step)
                if action in by_action:  # pragma: no cover - a bug in the generator or here
                    raise AssertionError(f"two moves are action {action}")
                by_action[action] = step
            legal = frozenset(by_action)
            if len(self._open[kind]) >= KEPT:
                self._open[kind].clear()
            known = self._open[kind][steps] = (legal, by_action, self._mask(legal))
        self.legal[index], self.steps_of[index], self.mask[index] = known

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

    def rewards(self, before: Node, after: Node) -> tuple[float, ...]:
        """What the step from ``before`` to ``after`` earned each side (Encoding.returns'
        change: points as scored, the result at the end)."""
        if not self.scoring and not after.position.is_over:
            return (0.0,) * self.encoding.sides
        was, now = self.encoding.returns(before), self.encoding.returns(after)
        return tuple(n - w for n, w in zip(now, was, strict=True))

    def agent_reward(self, index: int) -> float:
        """The agent's reward after its step, as tavli.frameworks.gymnasium's environment
        gives it: the points scored since its last step, or its result at the end."""
        node = self.nodes[index]
        if self.scoring:
            reward = self.encoding.rewards(self.paid[index], node)[self.side]
            self.paid[index] = node
            return reward
        return self.encoding.returns(node)[self.side] if self.over[index] else 0.0

    def current_node(self, index: int) -> Node:
        """Game ``index``'s node as tavli.frameworks.encoding has it (the moves chosen)."""
        node, prefix = self.nodes[index], self.prefix[index]
        if self.alive[index] is None or not prefix:
            return node
        steps = tuple(self._action(self.kind[index], prefix[at:at + 4])
                      for at in range(0, len(prefix), 4))
        return Node(node.position, steps, node.rolling)

    def describe(self, index: int) -> str:
        return self.encoding.describe(self.current_node(index))
