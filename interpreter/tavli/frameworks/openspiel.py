"""Every tavli game as an OpenSpiel game: ``import tavli.openspiel`` registers ``"tavli"``.

    >>> import pyspiel, tavli.openspiel
    >>> game = pyspiel.load_game("tavli", {"variant": "plakoto"})

Parameters: ``variant`` (a bundled name or the path of a rules file, default backgammon) and
``options`` (the variant's named options, comma-separated). Every roll is a chance node with
its exact probabilities and every decision is a player node; the encoding of actions and
observations is tavli.frameworks.encoding's, described in docs/rl.md. Needs the ``openspiel`` extra.
"""

from __future__ import annotations

import copy
from typing import Any

import numpy as np
import pyspiel

from tavli.frameworks.encoding import CHANCE, TERMINAL, Encoding, Node
from tavli.language.load import load_variant
from tavli.model.variant import Variant

#: Much longer than any game: OpenSpiel needs a bound; tavli's games end long before it.
MAX_GAME_LENGTH = 100_000
#: The most a game that keeps score during play is taken to pay beyond its result.
SCORED_BOUND = 10_000

#: Each loaded game's encoding, by the game's string (a state refers to it by that string).
_ENCODINGS: dict[str, Encoding] = {}

_GAME_TYPE = pyspiel.GameType(
    short_name="tavli",
    long_name="tavli: the backgammon family from rules written as data",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    information=pyspiel.GameType.Information.PERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.ZERO_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=6,  # a variant's sides (2 to 6): El Mundo's four
    min_num_players=2,
    provides_information_state_string=False,
    provides_information_state_tensor=False,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification={"variant": "backgammon", "options": ""},
)

#: A game that keeps score during play: each step's rewards are the points it scored (both
#: sides may score, so the sum is not 0). Its states say so through ``get_type``.
_SCORED_TYPE = pyspiel.GameType(**{
    name: getattr(_GAME_TYPE, name) for name in (
        "short_name", "long_name", "dynamics", "chance_mode", "information",
        "max_num_players", "min_num_players", "provides_information_state_string",
        "provides_information_state_tensor", "provides_observation_string",
        "provides_observation_tensor", "parameter_specification")},
    utility=pyspiel.GameType.Utility.GENERAL_SUM,
    reward_model=pyspiel.GameType.RewardModel.REWARDS,
)


def variant_of(params: dict[str, Any]) -> Variant:
    """The variant the game parameters name, with its options."""
    options = [name.strip() for name in str(params.get("options", "")).split(",")
               if name.strip()]
    return load_variant(str(params.get("variant", "backgammon")), options)


class TavliGame(pyspiel.Game):  # type: ignore[misc]
    """One tavli variant, with its options."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = dict(params or {})
        self.variant = variant_of(params)
        self.encoding = Encoding(self.variant)
        kept = bool(self.variant.score_counters)  # points scored during play: no known top
        info = pyspiel.GameInfo(
            num_distinct_actions=self.encoding.num_actions,
            max_chance_outcomes=self.encoding.max_chance_outcomes,
            num_players=self.variant.sides,
            min_utility=-self.encoding.max_points - SCORED_BOUND * kept,
            max_utility=self.encoding.max_points + SCORED_BOUND * kept,
            utility_sum=None if kept else 0.0,
            max_game_length=MAX_GAME_LENGTH,
        )
        super().__init__(_SCORED_TYPE if self.variant.score_counters else _GAME_TYPE, info,
                         params)

    def __reduce__(self) -> tuple[Any, tuple[dict[str, Any]]]:
        # the compiled variant holds functions: a game is rebuilt from its parameters
        return (TavliGame, (self.get_parameters(),))

    def new_initial_state(self) -> TavliState:
        return TavliState(self)

    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
    ) -> TavliObserver:
        if params:
            raise ValueError(f"the tavli observer takes no parameters, not {params}")
        return TavliObserver(self.encoding)


class TavliState(pyspiel.State):  # type: ignore[misc]
    """A game in progress: a tavli.frameworks.encoding.Node."""

    def __init__(self, game: TavliGame) -> None:
        super().__init__(game)
        # only picklable values in the instance: OpenSpiel serializes a state by pickling
        self.game_key = str(game)
        _ENCODINGS.setdefault(self.game_key, game.encoding)
        self.node: Node = game.encoding.initial()

    @property
    def encoding(self) -> Encoding:
        found = _ENCODINGS.get(self.game_key)
        if found is None:  # a state read back where its game was never loaded
            found = _ENCODINGS.setdefault(self.game_key,
                                          pyspiel.load_game(self.game_key).encoding)
        return found

    def __deepcopy__(self, memo: dict[int, Any]) -> TavliState:
        # the node is immutable and the encoding is shared: only the wrapper is copied
        return copy.copy(self)

    def current_player(self) -> int:
        who = self.encoding.current(self.node)
        if who == CHANCE:
            return int(pyspiel.PlayerId.CHANCE)
        if who == TERMINAL:
            return int(pyspiel.PlayerId.TERMINAL)
        return who

    def _legal_actions(self, player: int) -> list[int]:
        return self.encoding.legal_actions(self.node)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return self.encoding.chance_outcomes(self.node)

    def _apply_action(self, action: int) -> None:
        before, chance = self.node, self.is_chance_node()
        self.node = self.encoding.apply(self.node, action)
        if self.encoding.variant.score_counters:
            earned = self.encoding.rewards(before, self.node)
            # a roll's points add to those of the player's step before it: OpenSpiel reads
            # rewards where players decide, and a step (a hole's start-over) may be followed
            # by a roll and the next roll's points before anyone decides again
            kept = getattr(self, "step_rewards", [0.0, 0.0]) if chance else [0.0, 0.0]
            self.step_rewards = [kept[0] + earned[0], kept[1] + earned[1]]

    def rewards(self) -> list[float]:
        """The points earned since the last player's step (his step and the rolls after
        it), in a game that keeps score during play; otherwise OpenSpiel's own (the returns
        at the end)."""
        if self.encoding.variant.score_counters:
            return list(getattr(self, "step_rewards", (0.0, 0.0)))
        return list(super().rewards())

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return self.encoding.chance_name(self.node, action)
        return self.encoding.action_name(action)

    def is_terminal(self) -> bool:
        return self.encoding.is_terminal(self.node)

    def returns(self) -> list[float]:
        return list(self.encoding.returns(self.node))

    def __str__(self) -> str:
        return self.encoding.describe(self.node)


class TavliObserver:
    """OpenSpiel's observer: the observation tensor, with a named view of each field."""

    def __init__(self, encoding: Encoding) -> None:
        self.encoding = encoding
        self.tensor = np.zeros(encoding.observation_size, np.float32)
        self.dict: dict[str, np.ndarray[Any, Any]] = {}
        start = 0
        for name, size in encoding.fields:
            self.dict[name] = self.tensor[start:start + size]
            start += size

    def set_from(self, state: TavliState, player: int) -> None:
        sides = self.encoding.sides
        self.tensor[:] = self.encoding.observation(state.node, player if 0 <= player < sides
                                                   else 1)

    def string_from(self, state: TavliState, player: int) -> str:
        return self.encoding.describe(state.node)


pyspiel.register_game(_GAME_TYPE, TavliGame)
