"""The batched environment's compiled step (tavli.frameworks.vector_batch) against its Python
path: the same seeds and the same actions give the same observations, masks, rewards,
terminations, infos and autoresets at every step.

Both paths are tavli's; the Python one is held to tavli.frameworks.encoding and the single
environment by tests/test_vector_env.py, so this test only asks that the kernel's changes
nothing. The actions are random legal ones, with now and then an illegal one (a forfeit) and
a game whose uniforms are drawn again (the kernel refills them through Python).
"""

from __future__ import annotations

import importlib
import os
from typing import Any

import pytest

from tavli.frameworks import vector_batch
from tavli.game import engine

if os.environ.get("CI"):
    np = importlib.import_module("numpy")
    importlib.import_module("gymnasium")
else:
    np = pytest.importorskip("numpy")
    pytest.importorskip("gymnasium")

from tavli.frameworks.vector import TavliVectorEnv

#: Kernel games: the standard one (and its cube), pins, a running game, a pin-and-end rule.
GAMES = ("backgammon", "plakoto", "fevga", "nackgammon", "pin-game")


def both(variant: str, count: int) -> tuple[TavliVectorEnv, TavliVectorEnv]:
    """The same batch on the kernel's step and on Python's."""
    fast = TavliVectorEnv(count, variant)
    before = vector_batch.use_python(True)
    try:
        slow = TavliVectorEnv(count, variant)
    finally:
        vector_batch.use_python(before)
    return fast, slow


def difference(one: tuple[Any, ...], two: tuple[Any, ...]) -> str | None:
    """Where two results of reset or step differ, or None."""
    if len(one) != len(two):
        return "length"
    for at, (a, b) in enumerate(zip(one[:-1], two[:-1], strict=True)):
        if a.dtype != b.dtype or a.shape != b.shape or not np.array_equal(a, b):
            return f"item {at}: rows {np.argwhere(a != b)[:3].tolist()}"
    info, other = one[-1], two[-1]
    if info.keys() != other.keys():
        return f"info keys {sorted(info)} {sorted(other)}"
    for key in info:
        if not np.array_equal(info[key], other[key]) or info[key].dtype != other[key].dtype:
            return f"info[{key!r}]"
    return None


def play(fast: TavliVectorEnv, slow: TavliVectorEnv, steps: int, seed: int,
         perturb: int | None = None) -> tuple[str | None, int]:
    """Both batches stepped alike: the first difference (and its step), or None; ``perturb``:
    at that step the kernel's side has its uniforms reordered."""
    rng = np.random.default_rng(seed)
    one, two = fast.reset(seed=seed), slow.reset(seed=seed)
    found = difference(one, two)
    if found:
        return f"reset: {found}", -1
    count = fast.num_envs
    for step in range(steps):
        if step == perturb:  # every game's dice to come, reordered on the kernel's side
            fast.games.drawn[:] = np.roll(fast.games.drawn, 1, axis=1)
        mask = one[-1]["action_mask"]
        pick = (rng.random(mask.shape) * mask).argmax(1)
        if rng.random() < 0.003:  # an illegal action now and then: a forfeit
            pick[rng.integers(count)] = rng.integers(mask.shape[1])
        if rng.random() < 0.01:  # a game's generator seeded afresh: its uniforms drawn anew
            index = int(rng.integers(count))
            fast.games.seed(index, step)
            slow.games.seed(index, step)
        one, two = fast.step(pick), slow.step(pick)
        found = difference(one, two)
        if found:
            return found, step
    return None, steps


#: Without the kernel (not built, or TAVLI_ENGINE=reference) there is no C step to compare.
on_kernel = pytest.mark.skipif(not engine.active(), reason="the compiled kernel is off")


@on_kernel
@pytest.mark.parametrize("variant", GAMES)
def test_the_kernel_step_is_the_python_step(variant: str) -> None:
    fast, slow = both(variant, 8)
    assert fast.games.batch is not None, "the game should be on the kernel's step"
    assert slow.games.batch is None
    found, step = play(fast, slow, 2500, seed=sum(map(ord, variant)))
    assert found is None, f"{variant}: differs at step {step}: {found}"


@on_kernel
def test_a_changed_die_is_seen() -> None:
    """The comparison can fail: one game's dice reordered on the kernel's side is found."""
    fast, slow = both("backgammon", 4)
    found, _ = play(fast, slow, 400, seed=3, perturb=50)
    assert found is not None


def test_games_off_the_kernel_step_keep_the_python_path() -> None:
    """Bots in the other seats, and a game that keeps score, are Python's step."""
    assert TavliVectorEnv(2, "backgammon", opponent="random").games.batch is None
    assert TavliVectorEnv(2, "julbahar").games.batch is None
