"""Every tavli game as a single-agent Gymnasium environment against a tavli bot.

    >>> import gymnasium, tavli.gymnasium
    >>> env = gymnasium.make("tavli/Tavli-v0", variant="plakoto", opponent="heuristic")

The agent plays ``side`` (X by default, or any of the variant's letters) and the bot
(tavli.players.bots, by name) every other side; the dice are rolled inside the environment
from the seed given to ``reset``. Actions and observations are tavli.frameworks.encoding's
(docs/rl.md); ``info["action_mask"]`` marks the legal actions. The reward is the agent's
points when the game ends (the winner's score, cube and gammons included; negated for a
loss; where more than two play, what he gains or pays), 0 before; in a game that keeps score
during play, each step's reward is also the points scored since the agent's last step. An
illegal action ends the episode as a loss of the most a game can cost, with
``info["illegal_action"]`` set.
Needs the ``gymnasium`` extra.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces

from tavli.frameworks.encoding import CHANCE, TERMINAL, Encoding, Node, Observation
from tavli.language.load import load_variant
from tavli.model.variant import Side
from tavli.players.bots import bot_for

ENV_ID = "tavli/Tavli-v0"


class TavliEnv(gymnasium.Env[Observation, np.int64]):
    """One game of ``variant`` for the agent against the bot ``opponent``."""

    metadata = {"render_modes": ["ansi"], "render_fps": 1}  # noqa: RUF012 - as Env declares it

    def __init__(
        self, variant: str = "backgammon", options: Mapping[str, bool] | Iterable[str] = (),
        opponent: str = "heuristic", side: str = "X", render_mode: str | None = None,
    ) -> None:
        self.encoding = Encoding(load_variant(variant, options))
        names = self.encoding.variant.side_names
        if side not in names:
            said = " or ".join(names) if len(names) == 2 else "one of " + ", ".join(names)
            raise ValueError(f"side must be {said}, not {side!r}")
        # an unknown bot, or one that cannot play the game, fails here, not at the first reset
        self.opponent = bot_for(opponent, 0, self.encoding.variant)
        self.opponent_name = opponent
        self.side: Side = names.index(side)
        self.render_mode = render_mode
        self.observation_space = spaces.Box(0.0, self.encoding.observation_high,
                                            (self.encoding.observation_size,), np.float32)
        self.action_space = spaces.Discrete(self.encoding.num_actions)
        self.node: Node = self.encoding.initial()
        self.paid_up_to: Node = self.node  # where the points of the next reward start

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Observation, dict[str, Any]]:
        super().reset(seed=seed)
        self.opponent = bot_for(self.opponent_name, int(self.np_random.integers(2**31)))
        self.node = self._until_agent(self.encoding.initial())
        self.paid_up_to = self.encoding.initial()  # what the bot scores first is in step 1
        return self._observation(), self._info()

    def step(
        self, action: np.int64 | int
    ) -> tuple[Observation, float, bool, bool, dict[str, Any]]:
        if self.encoding.is_terminal(self.node):
            raise RuntimeError("the game is over: call reset() to start a new one")
        if int(action) not in self.encoding.legal_actions(self.node):
            info = self._info() | {"illegal_action": True}
            return self._observation(), -self.encoding.max_points, True, False, info
        self.node = self._until_agent(self.encoding.apply(self.node, int(action)))
        done = self.encoding.is_terminal(self.node)
        if self.encoding.variant.score_counters:  # the points scored since its last step
            reward = self.encoding.rewards(self.paid_up_to, self.node)[self.side]
            self.paid_up_to = self.node
        else:
            reward = self.encoding.returns(self.node)[self.side] if done else 0.0
        return self._observation(), reward, done, False, self._info()

    def _until_agent(self, node: Node) -> Node:
        """Roll the dice and let the bot decide until the agent has a decision or the game
        is over."""
        encoding = self.encoding
        while True:
            who = encoding.current(node)
            if who == TERMINAL or who == self.side:
                return node
            if who == CHANCE:
                outcomes = encoding.chance_outcomes(node)
                chances = np.array([chance for _, chance in outcomes])
                pick = self.np_random.choice(len(outcomes), p=chances / chances.sum())
                node = encoding.apply(node, outcomes[int(pick)][0])
                continue
            for action in encoding.bot_actions(self.opponent, node):
                node = encoding.apply(node, action)

    def _observation(self) -> Observation:
        return self.encoding.observation(self.node, self.side)

    def _info(self) -> dict[str, Any]:
        terminal = self.encoding.is_terminal(self.node)
        mask = np.zeros(self.encoding.num_actions, np.int8) if terminal else \
            self.encoding.legal_mask(self.node)
        return {"action_mask": mask}

    def action_masks(self) -> np.ndarray[Any, Any]:
        """The legal actions now (the name maskable-action libraries ask for)."""
        mask: np.ndarray[Any, Any] = self._info()["action_mask"]
        return mask

    def render(self) -> str | None:
        return self.encoding.describe(self.node)


# make_vec(..., vectorization_mode="vector_entry_point"): N games stepped together
gymnasium.register(id=ENV_ID, entry_point="tavli.frameworks.gymnasium:TavliEnv",
                   vector_entry_point="tavli.frameworks.vector:TavliVectorEnv")
