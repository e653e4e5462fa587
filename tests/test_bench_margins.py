"""bench/bots.py's margin in words, on outcomes worked by hand: a draw is neither bot's, so
where games are drawn the win rate judged is the first bot's among the games someone won."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest


@pytest.fixture(scope="module")
def bots() -> ModuleType:
    path = Path(__file__).resolve().parent.parent / "bench" / "bots.py"
    spec = importlib.util.spec_from_file_location("bench_bots", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench_bots"] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def test_a_bot_that_wins_every_decided_game_of_mostly_drawn_ones_is_ahead(
        bots: ModuleType) -> None:
    # 200 games in 100 duplicate pairs: 5 won by the first bot (one in each of 5 pairs), 195
    # drawn, none lost. Among the 5 decided games the win rate is 5/5; its Wilson interval
    # (z = 1.96, n = 5, p = 1) is centre (1 + z²/10) / (1 + z²/5) = 0.7828 and half-width
    # z·sqrt(z²/100) / (1 + z²/5) = 0.2172, so [0.5655, 1]: above an even 50 %. Points per
    # game: pair means 0.5 in 5 pairs and 0 in 95, mean 0.025, sample deviation
    # sqrt(5·0.475² + 95·0.025²)/sqrt(99) = 0.1095, half-width 1.96·0.1095/10 = 0.0215 < 0.025.
    points = tuple([1.0] * 5 + [0.0] * 195)
    pairs = tuple(range(5)) + tuple(p for p in range(5, 100) for _ in (0, 1)) + tuple(range(5))
    outcome = bots.Outcome("g", "a:b", 200, 5, points, 1.0, 0, pairs, drawn=195)
    low, high = outcome.wilson()
    assert low == pytest.approx(0.5655, abs=1e-4) and high == pytest.approx(1.0)
    mean, half = outcome.per_game()
    assert mean == pytest.approx(0.025) and half == pytest.approx(0.0215, abs=1e-4)
    assert outcome.verdict() == "ahead"
    # Counted over all 200 games (draws as losses), 5/200 would lie far below 50 %.
    assert "drawn 195" in outcome.line() and "win of 5 won 100.0%" in outcome.line()


def test_without_draws_the_win_rate_is_over_all_games(bots: ModuleType) -> None:
    # 60 wins in 100 games, none drawn: Wilson at p = 0.6, n = 100 is [0.5020, 0.6906].
    outcome = bots.Outcome("g", "a:b", 100, 60, tuple([1.0] * 60 + [-1.0] * 40), 1.0)
    low, high = outcome.wilson()
    assert (low, high) == (pytest.approx(0.5020, abs=1e-4), pytest.approx(0.6906, abs=1e-4))
