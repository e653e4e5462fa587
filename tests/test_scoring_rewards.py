"""Rewards in a game that keeps score during play (issue 24): each step's rewards in
OpenSpiel, PettingZoo and Gymnasium are the points that step scored, and they add up to the
returns, which are the counters the position line shows (a hole counting its points) plus
the game's result. A short random game of a small scoring variant keeps this cheap."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

import tavli


@pytest.fixture(scope="module")
def rules_file() -> str:
    """A small game that keeps score during play: its rewards are the points of each step."""
    return str(Path(__file__).resolve().parent / "data" / "scoring" / "scored.rules")


def _shown(variant: tavli.Variant, position: tavli.Position) -> tuple[float, float]:
    """Each side's points as the position line writes them: 'points X a O b | holes ...'."""
    parts = tavli.format_position(variant, position).split(" | ")
    found = {"points": (0, 0), "holes": (0, 0)}
    for part in parts:
        words = part.split()
        if words and words[0] in found:
            found[words[0]] = (int(words[2]), int(words[4]))
    return (float(found["points"][0] + 12 * found["holes"][0]),
            float(found["points"][1] + 12 * found["holes"][1]))


@pytest.mark.parametrize("game_name", ["", "grand-trictrac", "trictrac"])
def test_openspiel_rewards_are_the_points_as_scored(rules_file: str, game_name: str) -> None:
    pyspiel = pytest.importorskip("pyspiel")
    import tavli.openspiel

    assert tavli.openspiel is not None  # imported to register the game

    name = game_name or rules_file
    game = pyspiel.load_game("tavli", {"variant": name})
    assert game.get_type().reward_model == pyspiel.GameType.RewardModel.REWARDS
    variant = tavli.load_variant(name)
    rng = random.Random(7)
    state = game.new_initial_state()
    total = [0.0, 0.0]
    scored_steps = 0
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            state.apply_action(rng.choices([a for a, _ in outcomes],
                                            [p for _, p in outcomes])[0])
            continue
        # OpenSpiel reads the rewards where a player decides (and at the end): what the last
        # player's step and the rolls after it earned; the sum is the counters shown
        rewards = state.rewards()
        scored_steps += any(rewards)
        total = [t + r for t, r in zip(total, rewards, strict=True)]
        assert tuple(total) == _shown(variant, state.node.position)
        state.apply_action(rng.choice(state.legal_actions()))
    total = [t + r for t, r in zip(total, state.rewards(), strict=True)]
    assert scored_steps > 1
    assert total == state.returns()
    result = tavli.score(variant, state.node.position)
    assert result is not None
    shown = _shown(variant, state.node.position)
    sign = 0 if result.winner is None else 1 if result.winner == 0 else -1
    assert state.returns() == [shown[0] + sign * result.points, shown[1] - sign * result.points]


def test_pettingzoo_and_gymnasium_rewards_add_up_to_the_returns(rules_file: str) -> None:
    pytest.importorskip("pettingzoo")
    pytest.importorskip("gymnasium")
    from tavli.gymnasium import TavliEnv
    from tavli.pettingzoo import env as make_env

    environment = make_env(rules_file)
    environment.reset(seed=3)
    rng = random.Random(1)
    total = {"player_0": 0.0, "player_1": 0.0}
    for agent in environment.agent_iter():
        observation, reward, done, cut, _ = environment.last()
        total[agent] += reward
        if done or cut:
            environment.step(None)
            continue
        mask: Any = observation["action_mask"]
        environment.step(rng.choice([i for i, allowed in enumerate(mask) if allowed]))
    raw = environment.unwrapped
    assert (total["player_0"], total["player_1"]) == raw.encoding.returns(raw.node)

    gym = TavliEnv(variant=rules_file, opponent="random")
    gym.reset(seed=5)
    earned, done = 0.0, False
    while not done:
        legal = gym.encoding.legal_actions(gym.node)
        _, reward, done, _, _ = gym.step(rng.choice(legal))
        earned += reward
    assert earned == gym.encoding.returns(gym.node)[gym.side]


def test_a_record_keeps_no_counters_and_its_replay_rebuilds_them(
    rules_file: str, tmp_path: Path, capsys: pytest.CaptureFixture[str],
) -> None:
    from tavli.cli import main
    from tavli.records.record import load_records, replay

    saved = tmp_path / "games.tvl"
    assert main(["selfplay", "-q", "-n", "2", "--seed", "4", "--save", str(saved),
                 rules_file]) == 0
    capsys.readouterr()
    assert "points X" not in saved.read_text()  # counters are never written
    for record in load_records(saved):
        final = replay(record)[-1][1]
        variant = tavli.load_variant(rules_file)
        assert final.is_over and final.counters
        tavli.validate_position(variant, final)  # a game won on its count, not by bearing off
        counters = dict(zip(("X", "O"), _shown(variant, final), strict=True))
        assert max(counters.values()) >= 12  # the game ended on its hole


def test_a_match_adds_the_points_scored_during_play_to_both_sides(rules_file: str) -> None:
    from tavli.game.match import after_game, new_match
    from tavli.game.score import Score

    match = new_match(tavli.load_variant(rules_file), 31)
    # X won the game for 1 point, and during it X scored 3 points and O 5: 4 to 5
    after = after_game(match, Score(0, "single", 1, scored=(3, 5)))
    assert after.score == (4, 5)


def test_the_frameworks_own_checks_pass_on_a_game_that_keeps_score(rules_file: str) -> None:
    pyspiel = pytest.importorskip("pyspiel")
    api = pytest.importorskip("pettingzoo.test")
    import tavli.openspiel
    from tavli.pettingzoo import env as make_env

    assert tavli.openspiel is not None  # imported to register the game
    game = pyspiel.load_game("tavli", {"variant": rules_file})
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)
    api.api_test(make_env(rules_file), num_cycles=50, verbose_progress=False)


def test_pettingzoo_rewards_in_trictrac_are_the_counters_shown() -> None:
    """A random Trictrac game through PettingZoo: after every step, each side's rewards so far
    are the points and holes the position line shows, and at the end those plus the result."""
    pytest.importorskip("pettingzoo")
    from tavli.pettingzoo import env as make_env

    environment = make_env("trictrac")
    environment.reset(seed=11)
    raw = environment.unwrapped
    variant = raw.encoding.variant
    rng = random.Random(4)
    earned = [0.0, 0.0]
    scored_steps = 0
    for agent in environment.agent_iter():
        observation, _, done, cut, _ = environment.last()
        if done or cut:
            environment.step(None)
            continue
        mask: Any = observation["action_mask"]
        environment.step(rng.choice([i for i, allowed in enumerate(mask) if allowed]))
        step = [environment.rewards.get(name, 0.0) for name in ("player_0", "player_1")]
        scored_steps += any(step)
        earned = [e + r for e, r in zip(earned, step, strict=True)]
        if not raw.node.position.is_over:
            assert tuple(earned) == _shown(variant, raw.node.position), agent
    assert scored_steps > 1
    result = tavli.score(variant, raw.node.position)
    assert result is not None
    shown = _shown(variant, raw.node.position)
    sign = 0 if result.winner is None else 1 if result.winner == 0 else -1
    assert earned == [shown[0] + sign * result.points, shown[1] - sign * result.points]
