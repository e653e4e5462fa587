"""N games of any tavli game stepped together, as a Gymnasium vector environment.

    >>> import gymnasium, tavli.gymnasium
    >>> envs = gymnasium.make_vec("tavli/Tavli-v0", num_envs=64,
    ...                           vectorization_mode="vector_entry_point", variant="plakoto")

Actions and observations are tavli.frameworks.encoding's, as in the single environment
(tavli.frameworks.gymnasium): ``step`` takes one action per game, an integer array of shape
``(num_envs,)``; observations come as one float32 array ``(num_envs, observation_size)``, and
``info["action_mask"]`` is a bool array ``(num_envs, num_actions)``.

- ``opponent=None`` (or ``"self"``, the default): self-play. Every decision of every side is
  the agent's: ``info["to_play"][i]`` says whose it is, and ``obs[i]`` is seen from that side.
  ``reward[i]`` is what the step earned the side that made it, ``info["rewards"][i]`` what it
  earned each side (the loser's loss is there, on the step that ends the game).
- ``opponent="random"`` or ``"heuristic"`` (any bot of tavli.players.bots): the agent plays
  ``side`` and the bot every other seat, and rewards are the single environment's. Game ``i``
  seeded ``s`` plays exactly as the single environment seeded ``s`` does.

Rewards are the points as scored (the result at the end; in a game that keeps score during
play, each step's points). ``reset(seed=s)`` seeds game ``i`` with ``s + i`` (or
``seed[i]``, a list); its dice are its own. Autoreset is Gymnasium's next-step mode
(``metadata["autoreset_mode"]``): the step that ends game ``i`` returns its last
observation (seen by the side that moved last, the mask empty) with ``terminated[i]``; the
next step ignores action ``i`` and starts a new game there (reward 0, not terminated). An
illegal action ends the game as a loss of the most a game can cost for the side that made
it, with ``info["illegal_action"][i]`` set, as in the single environment.
Needs the ``gymnasium`` extra.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import numpy as np
import numpy.typing as npt
from gymnasium import spaces
from gymnasium.vector import AutoresetMode, VectorEnv
from gymnasium.vector.utils import batch_space

from tavli.frameworks.encoding import Encoding
from tavli.frameworks.vector_games import Games
from tavli.language.load import load_variant
from tavli.players.bots import bot_for

Observations = npt.NDArray[np.float32]
Actions = npt.NDArray[np.int64]


class TavliVectorEnv(VectorEnv[Observations, Actions, npt.NDArray[Any]]):
    """``num_envs`` games of ``variant``, in self-play or against the bot ``opponent``."""

    metadata = {"render_modes": ["ansi"],  # noqa: RUF012 - as VectorEnv declares it
                "autoreset_mode": AutoresetMode.NEXT_STEP}

    def __init__(
        self, num_envs: int = 1, variant: str = "backgammon",
        options: Mapping[str, bool] | Iterable[str] = (), opponent: str | None = None,
        side: str = "X", render_mode: str | None = None,
    ) -> None:
        if not isinstance(num_envs, int) or num_envs < 1:
            raise ValueError(f"num_envs must be a whole number of games, 1 or more, "
                             f"not {num_envs!r}")
        self.encoding = encoding = Encoding(load_variant(variant, options))
        names = encoding.variant.side_names
        if side not in names:
            said = " or ".join(names) if len(names) == 2 else "one of " + ", ".join(names)
            raise ValueError(f"side must be {said}, not {side!r}")
        if opponent == "self":
            opponent = None
        if opponent is not None:  # an unknown bot, or one that cannot play the game
            bot_for(opponent, 0, encoding.variant)
        self.num_envs = num_envs
        self.opponent = opponent
        self.render_mode = render_mode
        self.single_observation_space = spaces.Box(
            0.0, encoding.observation_high, (encoding.observation_size,), np.float32)
        self.single_action_space = spaces.Discrete(encoding.num_actions)
        self.observation_space = batch_space(self.single_observation_space, num_envs)
        self.action_space = batch_space(self.single_action_space, num_envs)
        self.games = Games(encoding, num_envs, opponent, names.index(side))
        self._illegal = np.zeros(num_envs, np.bool_)
        self._size = encoding.observation_size

    def reset(
        self, *, seed: int | Sequence[int | None] | None = None,
        options: dict[str, Any] | None = None,
    ) -> tuple[Observations, dict[str, Any]]:
        """A new game in every seat. ``seed``: game ``i`` gets ``seed + i``, or ``seed[i]``
        of a list; None keeps each game's generator going (a fresh one at first)."""
        count = self.num_envs
        if seed is not None:
            seeds = [seed + i for i in range(count)] if isinstance(seed, int) else list(seed)
            if len(seeds) != count:
                raise ValueError(f"seed must be an integer or a list of {count} seeds, one "
                                 f"a game; got {len(seeds)}")
            for index, one in enumerate(seeds):
                if one is not None:
                    self.games.seed(index, one)
        for index in range(count):
            self.games.start(index)
        self._illegal = np.zeros(count, np.bool_)
        each = np.zeros((count, self.encoding.sides)) if self.opponent is None else None
        return self._observations(), self._info(each)

    def step(
        self, actions: Actions | Sequence[int],
    ) -> tuple[Observations, npt.NDArray[Any], npt.NDArray[Any], npt.NDArray[Any],
               dict[str, Any]]:
        chosen = self._checked(actions)
        count = self.num_envs
        rewards = np.zeros(count, np.float64)
        each = np.zeros((count, self.encoding.sides)) if self.opponent is None else None
        terminated = np.zeros(count, np.bool_)
        self._illegal = illegal = np.zeros(count, np.bool_)
        self.games.step(chosen, rewards, each, terminated, illegal)
        truncated = np.zeros(count, np.bool_)
        return self._observations(), rewards, terminated, truncated, self._info(each)

    def _checked(self, actions: Actions | Sequence[int]) -> Actions:
        array = np.asarray(actions)
        if array.shape != (self.num_envs,):
            raise ValueError(f"step takes one action per game: an array of shape "
                             f"({self.num_envs},), not {array.shape}")
        if array.dtype.kind not in "iu":
            raise ValueError(f"actions are integers (tavli.frameworks.encoding's numbers), "
                             f"not {array.dtype}")
        return np.ascontiguousarray(array, np.int64)

    def _observations(self) -> Observations:
        return self.games.obs.copy()

    def _info(self, each: npt.NDArray[np.float64] | None) -> dict[str, Any]:
        games = self.games
        info: dict[str, Any] = {
            "action_mask": games.masks.astype(np.bool_),
            "to_play": np.array(games.to_play, np.int64),
            "illegal_action": self._illegal,
        }
        if each is not None:
            info["rewards"] = each
        return info

    def action_masks(self) -> npt.NDArray[np.bool_]:
        """The legal actions of every game now (the name maskable-action libraries ask for)."""
        mask: npt.NDArray[np.bool_] = self._info(None)["action_mask"]
        return mask

    def render(self) -> tuple[str, ...] | None:
        if self.render_mode != "ansi":
            return None
        return tuple(self.games.describe(index) for index in range(self.num_envs))
