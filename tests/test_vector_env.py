"""The batched Gymnasium environment (tavli.frameworks.vector): every bundled game runs batched,
and its numbers are the single environment's and the encoding's, step for step.

The expected values come from elsewhere in tavli, never from the vector environment itself:
self-play is replayed through tavli.frameworks.encoding (each chance outcome drawn with
numpy's ``Generator.choice`` from a generator seeded as the documented ``seed + i``), and
play against a bot through tavli.frameworks.gymnasium's single environment seeded the same.
The frameworks are optional extras: skipped when gymnasium is not installed, except under CI.
"""

from __future__ import annotations

import importlib
import os
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

import tavli
from tavli.frameworks.encoding import CHANCE, TERMINAL, Encoding, Node

GAMES = sorted(tavli.bundled_variants())
GAMES += sorted(str(path) for path in
                (Path(__file__).resolve().parent / "data" / "boards").glob("*.rules"))


@pytest.fixture(scope="module")
def scored() -> str:
    """A small game that keeps score during play: its rewards are the points of each step."""
    return str(Path(__file__).resolve().parent / "data" / "scoring" / "scored.rules")


def need(module: str) -> ModuleType:
    if os.environ.get("CI"):
        return importlib.import_module(module)
    return pytest.importorskip(module)


def vector_env(name: str, count: int = 2, **options: Any) -> Any:
    gymnasium = need("gymnasium")
    importlib.import_module("tavli.gymnasium")
    return gymnasium.make_vec("tavli/Tavli-v0", num_envs=count,
                              vectorization_mode="vector_entry_point", variant=name, **options)


def random_legal(np: Any, pick: Any, masks: Any) -> Any:
    """A uniform legal action of each game (0 where the mask is empty: a game just ended)."""
    return np.array([pick.choice(np.flatnonzero(mask)) if mask.any() else 0 for mask in masks])


@pytest.mark.parametrize("name", GAMES)
def test_every_game_runs_batched_and_starts_again_after_an_end(name: str) -> None:
    np = need("numpy")
    envs = vector_env(name)
    encoding = envs.unwrapped.encoding
    seen, info = envs.reset(seed=5)
    assert seen.shape == (2, encoding.observation_size) and seen.dtype == np.float32
    assert info["action_mask"].shape == (2, encoding.num_actions)
    assert info["action_mask"].dtype == np.bool_ and info["action_mask"].any(axis=1).all()
    twin = vector_env(name)
    again, twin_info = twin.reset(seed=5)
    pick, twin_pick = np.random.default_rng(1), np.random.default_rng(1)
    for _ in range(6):  # a few random legal steps; the twin seeded alike plays them alike
        assert np.array_equal(seen, again)
        assert np.array_equal(info["action_mask"], twin_info["action_mask"])
        assert envs.observation_space.contains(seen)
        seen, _, ended, truncated, info = envs.step(random_legal(np, pick, info["action_mask"]))
        again, _, _, _, twin_info = twin.step(
            random_legal(np, twin_pick, twin_info["action_mask"]))
        assert not truncated.any() and not info["illegal_action"].any()
        assert (info["action_mask"].any(axis=1) == ~ended).all()  # empty only at an end
    # an illegal action ends game 0 as the largest loss; the next step starts it again
    illegal = int(np.flatnonzero(~info["action_mask"][0])[0])
    actions = random_legal(np, pick, info["action_mask"])
    actions[0] = illegal
    _, rewards, ended, _, info = envs.step(actions)
    assert ended[0] and info["illegal_action"][0] and rewards[0] == -encoding.max_points
    assert not info["action_mask"][0].any()
    actions = random_legal(np, pick, info["action_mask"])
    actions[0] = illegal  # not looked at: game 0 starts again
    seen, rewards, ended, _, info = envs.step(actions)
    assert not ended[0] and rewards[0] == 0 and info["action_mask"][0].any()
    assert not info["illegal_action"][0]


# ---- the same numbers as the encoding (self-play) and the single environment (a bot)

def _settle(encoding: Encoding, node: Node, dice: Any, np: Any) -> Node:
    """Roll until a decision is open, as the single environment rolls (Generator.choice)."""
    while encoding.current(node) == CHANCE:
        outcomes = encoding.chance_outcomes(node)
        chances = np.array([chance for _, chance in outcomes])
        drawn = dice.choice(len(outcomes), p=chances / chances.sum())
        node = encoding.apply(node, outcomes[int(drawn)][0])
    return node


@pytest.mark.parametrize(("name", "steps"), [
    ("backgammon", 160), ("scored", 80), ("mahbouseh", 60), ("yahoudieh", 60),
    ("el-mundo", 60)])
def test_self_play_is_the_encoding_step_for_step(name: str, steps: int, scored: str) -> None:
    np = need("numpy")
    name = scored if name == "scored" else name
    envs = vector_env(name, 2)
    encoding: Encoding = envs.unwrapped.encoding
    seen, info = envs.reset(seed=7)
    dice = [np.random.default_rng(7 + index) for index in range(2)]  # docs: seed + i
    nodes = [_settle(encoding, encoding.initial(), dice[i], np) for i in range(2)]
    pick = np.random.default_rng(3)
    for _ in range(steps):
        for index, node in enumerate(nodes):
            who = encoding.current(node)
            if who == TERMINAL:  # checked when it ended
                continue
            assert info["to_play"][index] == who
            assert np.array_equal(seen[index], encoding.observation(node, who))
            assert np.array_equal(info["action_mask"][index], encoding.legal_mask(node) == 1)
        actions = random_legal(np, pick, info["action_mask"])
        seen, rewards, ended, _, info = envs.step(actions)
        for index, node in enumerate(nodes):
            if encoding.current(node) == TERMINAL:  # the step started a new game
                nodes[index] = _settle(encoding, encoding.initial(), dice[index], np)
                assert not ended[index] and rewards[index] == 0
                continue
            who = encoding.current(node)
            after = _settle(encoding, encoding.apply(node, int(actions[index])), dice[index], np)
            earned = np.subtract(encoding.returns(after), encoding.returns(node))
            assert np.array_equal(info["rewards"][index], earned)
            assert rewards[index] == earned[who] and ended[index] == encoding.is_terminal(after)
            if ended[index]:  # the last observation is the mover's, the mask empty
                assert np.array_equal(seen[index], encoding.observation(after, who))
                assert info["to_play"][index] == who and not info["action_mask"][index].any()
            nodes[index] = after


@pytest.mark.parametrize(("name", "opponent", "steps"), [
    ("backgammon", "heuristic", 60), ("scored", "heuristic", 60), ("yahoudieh", "random", 40),
    ("el-mundo", "random", 25)])
def test_against_a_bot_each_game_is_the_single_environment_seeded_alike(
        name: str, opponent: str, steps: int, scored: str) -> None:
    np = need("numpy")
    name = scored if name == "scored" else name
    gymnasium = need("gymnasium")
    envs = vector_env(name, 2, opponent=opponent)
    seen, info = envs.reset(seed=11)
    singles = [gymnasium.make("tavli/Tavli-v0", variant=name, opponent=opponent).unwrapped
               for _ in range(2)]
    theirs = [single.reset(seed=11 + index) for index, single in enumerate(singles)]
    pick, playing = np.random.default_rng(5), [True, True]
    for _ in range(steps):
        for index in range(2):
            if playing[index]:
                assert np.array_equal(seen[index], theirs[index][0])
                assert np.array_equal(info["action_mask"][index],
                                      theirs[index][1]["action_mask"] == 1)
        actions = random_legal(np, pick, info["action_mask"])
        seen, rewards, ended, _, info = envs.step(actions)
        for index in range(2):
            if playing[index]:
                single_seen, reward, done, _, single_info = singles[index].step(actions[index])
                assert rewards[index] == reward and ended[index] == done
                theirs[index] = (single_seen, single_info)
                playing[index] = not done
        if not any(playing):
            break


# ---- bad input

def test_bad_actions_are_refused_with_the_reason() -> None:
    np = need("numpy")
    envs = vector_env("backgammon", 3)
    envs.reset(seed=1)
    with pytest.raises(ValueError, match=r"one action per game: an array of shape \(3,\)"):
        envs.step(np.array([1, 2]))
    with pytest.raises(ValueError, match="actions are integers"):
        envs.step(np.array([1.0, 2.0, 3.0]))
    with pytest.raises(ValueError, match="side must be X or O"):
        vector_env("backgammon", 2, side="Z")
    with pytest.raises(ValueError, match="no bot is called"):
        vector_env("backgammon", 2, opponent="nobody")
    with pytest.raises(ValueError, match="a list of 3 seeds"):
        envs.reset(seed=[1, 2])
    # an action out of range is an illegal action, as in the single environment
    _, rewards, ended, _, info = envs.step(np.array([10**6, -1, 10**6]))
    assert ended.all() and info["illegal_action"].all() and (rewards == -3 * 64).all()


def test_the_vector_env_declares_next_step_autoreset_and_the_single_env_spaces() -> None:
    gymnasium = need("gymnasium")
    envs = vector_env("plakoto", 4)
    single = gymnasium.make("tavli/Tavli-v0", variant="plakoto")
    assert envs.metadata["autoreset_mode"] == gymnasium.vector.AutoresetMode.NEXT_STEP
    assert envs.single_observation_space == single.observation_space
    assert envs.single_action_space == single.action_space
    assert envs.action_space.shape == (4,)
