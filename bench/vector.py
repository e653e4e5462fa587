"""Batched environments side by side (issue 28): tavli's Gymnasium vector environment
(tavli.frameworks.vector) stepping 64 games of backgammon at once, beside OpenSpiel's
backgammon stepped from a Python loop and pgx's backgammon on the CPU, in the same run.
Prints numbers, asserts none.

    python bench/vector.py                       # 64 games, 3 passes each, pgx if installed
    python bench/vector.py --envs 64 --steps 2000 --passes 3 --no-pgx

Every player picks uniformly among the legal actions. A step is one decision: in tavli a
checker move (a play is chosen one move at a time), ``no move``, roll or double, take or
drop; in OpenSpiel one action of its backgammon (a whole play of two checker moves, or half
of a double's four; its game has no cube; its chance nodes, the rolls, are not counted); in
pgx one checker move (``26 * 6`` actions, no cube). So games/s is printed beside steps/s:
a game of tavli's backgammon is more steps than one of OpenSpiel's. tavli is measured twice:
uniformly random actions (the cube is turned half the time it may be, so games are short),
and never doubling (a game as long as OpenSpiel's). Each tavli step returns observations
(float32, ``(64, 151)``) and masks; OpenSpiel's loop asks only ``legal_actions`` (its
observation tensors would cost more: printed as a second figure). The passes of tavli and
OpenSpiel alternate, so a change of the machine's load falls on both; the ratios are of their
totals, and of their best passes (on a busy machine, the nearest to a quiet one's). Times
are the process's CPU time (``time.process_time``); pgx's (XLA's threads included) after a
first call that compiles it.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import sys
import time
from collections.abc import Sequence
from typing import Any

import numpy as np

from tavli.frameworks.vector import TavliVectorEnv

#: The issue's targets: batched backgammon steps/s, and the ratio to OpenSpiel's.
TARGET_RATE, TARGET_RATIO = 100_000, 2.5


def tavli_pass(env: TavliVectorEnv, steps: int, rng: np.random.Generator,
               double: bool) -> tuple[float, int, int]:
    """Seconds, steps and games ended over ``steps`` batched steps of uniformly random legal
    actions (``double`` False: never the double)."""
    _, info = env.reset(seed=int(rng.integers(2**31)))
    count, double_action = env.num_envs, env.encoding.DOUBLE
    games = 0
    started = time.process_time()
    for _ in range(steps):
        mask = info["action_mask"]
        if not double:
            mask[:, double_action] = False
        # a uniform legal action (an ended game's empty mask picks 0: the action is ignored)
        pick = (rng.random(mask.shape, dtype=np.float32) * mask).argmax(1)
        _, _, terminated, _, info = env.step(pick)
        games += int(terminated.sum())
    return time.process_time() - started, steps * count, games


def openspiel_pass(steps: int, rng: random.Random,
                   observe: bool) -> tuple[float, int, int] | None:
    """Seconds, decision steps and games of OpenSpiel's backgammon from a Python loop, until
    ``steps`` decisions are made (the game under way finished); ``observe``: each decision
    also reads the observation tensor and the legal-actions mask. None without pyspiel."""
    try:
        import pyspiel
    except ImportError:
        return None
    game = pyspiel.load_game("backgammon")
    made = games = 0
    started = time.process_time()
    while made < steps:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, weights = zip(*state.chance_outcomes(), strict=True)
                state.apply_action(rng.choices(outcomes, weights)[0])
                continue
            if observe:
                state.observation_tensor()
                state.legal_actions_mask()
            legal = state.legal_actions()
            state.apply_action(legal[int(rng.random() * len(legal))])
            made += 1
        games += 1
    return time.process_time() - started, made, games


def pgx_run(envs: int, steps: int, seed: int) -> tuple[float, int, int] | str:
    """Seconds, steps and games of pgx's backgammon on the CPU, ``envs`` games stepped by one
    compiled scan of ``steps`` (random legal actions, ended games reset); or why not."""
    try:
        os.environ.setdefault("JAX_PLATFORMS", "cpu")
        import jax
        import jax.numpy as jnp
        import pgx
        from pgx.experimental import auto_reset
    except ImportError as error:
        return f"not installed ({error}; the 'pgx' extra installs it)"
    env = pgx.make("backgammon")
    step = jax.vmap(auto_reset(env.step, env.init))

    def body(carry: Any, _: Any) -> tuple[Any, None]:
        state, key, games = carry
        key, pick, dice = jax.random.split(key, 3)
        logits = jnp.where(state.legal_action_mask, 0.0, -jnp.inf)
        action = jax.random.categorical(pick, logits, axis=-1)
        state = step(state, action, jax.random.split(dice, envs))
        return (state, key, games + state.terminated.sum()), None

    @jax.jit
    def run(state: Any, key: Any) -> Any:
        (state, key, games), _ = jax.lax.scan(body, (state, key, 0), None, length=steps)
        return state, key, games

    key = jax.random.PRNGKey(seed)
    state = jax.jit(jax.vmap(env.init))(jax.random.split(key, envs))
    state, key, games = run(state, key)  # compiles
    games.block_until_ready()
    started = time.process_time()
    state, key, games = run(state, key)
    games.block_until_ready()
    return time.process_time() - started, envs * steps, int(games)


def machine() -> str:
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    return (f"{os.cpu_count()} CPUs ({platform.processor() or platform.machine()}), load "
            f"average {load:.1f}, Python {sys.version.split()[0]}")


def rates(total: tuple[float, int, int]) -> str:
    seconds, steps, games = total
    return (f"{steps / seconds:>10,.0f} steps/s {games / seconds:>8,.1f} games/s "
            f"({steps / max(games, 1):,.0f} steps a game)")


def add(one: tuple[float, int, int], two: tuple[float, int, int]) -> tuple[float, int, int]:
    return one[0] + two[0], one[1] + two[1], one[2] + two[2]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--envs", type=int, default=64, help="games stepped together")
    parser.add_argument("--steps", type=int, default=1500, help="batched steps a pass")
    parser.add_argument("--passes", type=int, default=3)
    parser.add_argument("--seed", type=int, default=2028)
    parser.add_argument("--no-pgx", action="store_true", help="skip pgx (its compile is slow)")
    args = parser.parse_args(argv)
    print(f"batched backgammon, {args.envs} games at once, uniformly random legal actions: "
          f"{machine()}")
    env = TavliVectorEnv(args.envs, "backgammon")
    rng, spiel_rng = np.random.default_rng(args.seed), random.Random(args.seed)
    tavli_pass(env, 200, rng, double=False)  # warm: the kept steps and rows
    zero = (0.0, 0, 0)
    ours, ours_plain, theirs, theirs_seen = zero, zero, zero, zero
    best = {"ours": 0.0, "plain": 0.0, "theirs": 0.0}
    spiel = True
    for _ in range(args.passes):
        one = tavli_pass(env, args.steps, rng, double=True)
        ours, best["ours"] = add(ours, one), max(best["ours"], one[1] / one[0])
        one = tavli_pass(env, args.steps, rng, double=False)
        ours_plain, best["plain"] = add(ours_plain, one), max(best["plain"], one[1] / one[0])
        if spiel:
            found = openspiel_pass(args.steps * args.envs // 2, spiel_rng, observe=False)
            seen = openspiel_pass(args.steps * args.envs // 8, spiel_rng, observe=True)
            spiel = found is not None and seen is not None
            if found is not None and seen is not None:
                theirs, theirs_seen = add(theirs, found), add(theirs_seen, seen)
                best["theirs"] = max(best["theirs"], found[1] / found[0])
    print(f"  tavli vector env, random actions:     {rates(ours)}")
    print(f"  tavli vector env, never doubling:     {rates(ours_plain)}")
    if not spiel:
        print("  OpenSpiel: pyspiel is not importable; skipped")
    else:
        print(f"  OpenSpiel backgammon, Python loop:    {rates(theirs)}")
        print(f"  OpenSpiel, observation tensor + mask: {rates(theirs_seen)}")
    if not args.no_pgx:
        found = pgx_run(args.envs, args.steps, args.seed)
        if isinstance(found, str):
            print(f"  pgx: {found}")
        else:
            print(f"  pgx backgammon (CPU, jit, vmap):      {rates(found)}")
    rate = ours[1] / ours[0]
    print(f"\ntarget: >= {TARGET_RATE:,} steps/s: {rate:,.0f} "
          f"({'met' if rate >= TARGET_RATE else 'not met'}); best pass {best['ours']:,.0f}, "
          f"never doubling {best['plain']:,.0f}")
    if spiel:
        ratio = rate / (theirs[1] / theirs[0])
        games = (ours_plain[2] / ours_plain[0]) / (theirs[2] / theirs[0])
        print(f"target: >= {TARGET_RATIO}x OpenSpiel's steps/s: {ratio:.2f}x "
              f"({'met' if ratio >= TARGET_RATIO else 'not met'}); never doubling "
              f"{(ours_plain[1] / ours_plain[0]) / (theirs[1] / theirs[0]):.2f}x; best passes "
              f"{best['ours'] / best['theirs']:.2f}x, never doubling "
              f"{best['plain'] / best['theirs']:.2f}x; games/s never doubling / OpenSpiel's "
              f"{games:.2f}x")
    return 0


if __name__ == "__main__":
    from bench import run_benchmark  # (this folder is the script's, first on the path)

    run_benchmark(main)
