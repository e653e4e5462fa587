"""Every tavli game as a PettingZoo AEC environment, agents ``player_0`` (X) and
``player_1`` (O), and ``player_2`` to ``player_5`` for the other sides where more play.

    >>> from tavli.pettingzoo import env
    >>> game = env(variant="plakoto")

Each observation is a dict: ``observation`` (the whole state from the agent's side,
tavli.frameworks.encoding's layout, docs/rl.md) and ``action_mask`` (1 for each legal action of the
agent to act, all 0 for the other). The dice are rolled inside the environment from the
seed given to ``reset``; the agent to act is always the one whose decision is open. At the
end each agent's reward is its points (the winner's score, the loser's the same negated);
in a game that keeps score during play, each step's reward is the points it scored.
An illegal action ends the game with the offender losing the most a game can cost.
Needs the ``pettingzoo`` extra.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from typing import Any, ClassVar

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from tavli.frameworks.encoding import CHANCE, TERMINAL, Encoding, Node, Observation
from tavli.language.load import load_variant

AGENTS = ("player_0", "player_1")  # X and O


def agents_of(sides: int) -> tuple[str, ...]:
    """The agents of a game of ``sides`` sides, in side order."""
    return tuple(f"player_{side}" for side in range(sides))


class TavliAEC(AECEnv):  # type: ignore[misc]
    """The raw environment (no wrappers): use :func:`env` for the usual checks around it."""

    metadata: ClassVar[dict[str, Any]] = {"render_modes": ["ansi", "human"], "name": "tavli_v0",
                "is_parallelizable": False}

    def __init__(
        self, variant: str = "backgammon",
        options: Mapping[str, bool] | Iterable[str] = (),
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        self.encoding = Encoding(load_variant(variant, options))
        self.names = agents_of(self.encoding.sides)
        self.render_mode = render_mode
        self.possible_agents = list(self.names)
        self.agents = list(self.names)
        size, actions = self.encoding.observation_size, self.encoding.num_actions
        space = spaces.Dict({
            "observation": spaces.Box(0.0, self.encoding.observation_high, (size,),
                                      np.float32),
            "action_mask": spaces.Box(0, 1, (actions,), np.int8),
        })
        self.observation_spaces = {agent: space for agent in self.names}
        self.action_spaces = {agent: spaces.Discrete(actions) for agent in self.names}
        self.node: Node = self.encoding.initial()
        self.dice = random.Random()
        self._reset_bookkeeping()

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def _reset_bookkeeping(self) -> None:
        self.agents = list(self.names)
        self.rewards = dict.fromkeys(self.names, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.names, 0.0)
        self.terminations = dict.fromkeys(self.names, False)
        self.truncations = dict.fromkeys(self.names, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.names}

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self.dice = random.Random(seed)
        self._reset_bookkeeping()
        self.node = self._roll_on(self.encoding.initial())
        self.agent_selection = self.names[self.encoding.current(self.node)]

    def _roll_on(self, node: Node) -> Node:
        """Roll the dice at every chance node until a decision is open or the game ends."""
        while self.encoding.current(node) == CHANCE:
            outcomes, chances = zip(*self.encoding.chance_outcomes(node), strict=True)
            node = self.encoding.apply(node, self.dice.choices(outcomes, chances)[0])
        return node

    def observe(self, agent: str) -> dict[str, Observation | np.ndarray[Any, Any]]:
        side = self.names.index(agent)
        mask = np.zeros(self.encoding.num_actions, dtype=np.int8)
        if agent == self.agent_selection and not self.encoding.is_terminal(self.node):
            mask = self.encoding.legal_mask(self.node)
        return {"observation": self.encoding.observation(self.node, side),
                "action_mask": mask}

    def step(self, action: int) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        before = self.node
        self.node = self._roll_on(self.encoding.apply(self.node, int(action)))
        who = self.encoding.current(self.node)
        if self.encoding.variant.score_counters:  # points as they are scored, every step
            for agent_name, points in zip(self.names, self.encoding.rewards(before, self.node),
                                          strict=True):
                self.rewards[agent_name] = points
        if who == TERMINAL:
            if not self.encoding.variant.score_counters:
                for agent_name, points in zip(self.names, self.encoding.returns(self.node),
                                              strict=True):
                    self.rewards[agent_name] = points
            self.terminations = dict.fromkeys(self.names, True)
        else:
            self.agent_selection = self.names[who]
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | None:
        text = self.encoding.describe(self.node)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        pass


def env(
    variant: str = "backgammon", options: Mapping[str, bool] | Iterable[str] = (),
    render_mode: str | None = None,
) -> AECEnv:
    """The environment of ``variant`` (a bundled name or a rules file) with ``options``,
    wrapped as PettingZoo's own games are: an illegal action ends the game, the offender
    losing the most a game can cost, and the usual order of calls is enforced."""
    raw = TavliAEC(variant, options, render_mode)
    wrapped = wrappers.TerminateIllegalWrapper(raw, illegal_reward=-raw.encoding.max_points)
    wrapped = wrappers.AssertOutOfBoundsWrapper(wrapped)
    return wrappers.OrderEnforcingWrapper(wrapped)
