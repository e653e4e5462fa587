"""tavli's benchmarks: legal-play generation, self-play, memory. Prints numbers, asserts none.

    python bench/bench.py                      # every bundled variant
    python bench/bench.py --variants backgammon --positions 500

1. Legal-play generation: a fixed, seeded sample of positions per variant (reached by random
   self-play, each waiting for a roll) times every distinct roll (21 for two six-sided dice);
   each position-roll generates the full, deduplicated set of legal plays with the position
   each leads to (``tavli.turn.legal_plays`` after ``start_turn``: the first part of the
   turn, as the game plays it). Printed: position-rolls per second and plays per second.
   The target for backgammon is 10,000 position-rolls per second.
2. Self-play: whole games per second, random bots and heuristic bots.
3. Memory: peak traced allocation (tracemalloc) over one pass of the sample, the process's
   peak RSS, and the RSS at intervals over a long self-play, which should stay flat.
4. If the GNU Backgammon Python bindings (``gnubg``) import, the same backgammon sample is
   timed through ``gnubg.find_best_moves`` at 0 ply (which also scores every play with the
   neural net, so it is an upper bound on gnubg's generation time), and tavli's ratio to it
   is printed, with how many position-rolls the two play counts agree on.
"""

from __future__ import annotations

import argparse
import gc
import random
import resource
import sys
import time
import tracemalloc
from collections.abc import Callable, Sequence
from itertools import combinations_with_replacement
from pathlib import Path
from typing import Any

from tavli import bundled_variants, load_variant
from tavli.bots import HeuristicBot, RandomBot, seat_seed
from tavli.driver import generate_game, play_game
from tavli.position import Position
from tavli.turn import legal_plays, start_turn
from tavli.variant import Variant

TARGET = 10_000  # backgammon position-rolls per second (issue 2, item 10)


def sample_positions(variant: Variant, count: int, seed: int) -> list[Position]:
    """``count`` distinct positions waiting for a roll, reached by seeded random self-play
    (no cube, so games run their full length), picked with a seeded draw."""
    seen: dict[Position, None] = {}
    game = 0
    while len(seen) < count * 4 and game < count * 4:
        bots = (RandomBot(seat_seed(seed + game, 0), double_rate=0.0),
                RandomBot(seat_seed(seed + game, 1), double_rate=0.0))
        for event in generate_game(variant, bots, seed=seed + game):
            if event.after.phase == "roll":
                seen.setdefault(event.after, None)
        game += 1
    pool = list(seen)
    return random.Random(seed).sample(pool, min(count, len(pool)))


def distinct_rolls(variant: Variant) -> list[tuple[int, ...]]:
    return list(combinations_with_replacement(range(1, variant.faces + 1), variant.dice))


def time_generation(
    variant: Variant, positions: Sequence[Position], rolls: Sequence[tuple[int, ...]],
    repeat: int = 1,
) -> tuple[float, int, int]:
    """Seconds (the best of ``repeat`` passes), position-rolls and plays for every position
    by every roll."""
    best, position_rolls, plays = _one_pass(variant, positions, rolls)
    for _ in range(repeat - 1):
        best = min(best, _one_pass(variant, positions, rolls)[0])
    return best, position_rolls, plays


def _one_pass(
    variant: Variant, positions: Sequence[Position], rolls: Sequence[tuple[int, ...]]
) -> tuple[float, int, int]:
    gc.collect()
    plays = 0
    started = time.perf_counter()
    for position in positions:
        for roll in rolls:
            turn = start_turn(variant, position, roll)
            if turn.phase == "play":
                plays += len(legal_plays(variant, turn))
    return time.perf_counter() - started, len(positions) * len(rolls), plays


def time_selfplay(variant: Variant, bot: str, games: int, seed: int) -> tuple[float, float]:
    """Seconds for ``games`` games of ``bot`` against itself, and their average turns."""
    make: Callable[[str], Any] = (lambda s: HeuristicBot(s)) if bot == "heuristic" \
        else (lambda s: RandomBot(s))
    turns = 0
    started = time.perf_counter()
    for number in range(games):
        game_seed = seed + number
        result = play_game(variant, (make(seat_seed(game_seed, 0)), make(seat_seed(game_seed, 1))),
                           seed=game_seed)
        turns += result.turns
    return time.perf_counter() - started, turns / games


def rss_mib() -> float:
    """The resident set size now, from /proc where there is one (else the peak)."""
    statm = Path("/proc/self/statm")
    if statm.exists():
        pages = int(statm.read_text().split()[1])
        return pages * resource.getpagesize() / 2**20
    return peak_rss_mib()


def peak_rss_mib() -> float:
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 2**20 if sys.platform == "darwin" else peak / 2**10


# ---- GNU Backgammon, when its bindings import

def gnubg_board(variant: Variant, position: Position) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """gnubg's board: (opponent, player on roll), each 24 points in its owner's numbering
    (index 0 is his 1 point) and the bar last."""
    sides = []
    for side in (1 - position.turn, position.turn):
        sign = 1 if side == 0 else -1
        counts = [max(0, sign * position.points[variant.point_of(side, own) - 1])  # type: ignore[arg-type]
                  for own in range(1, 25)]
        sides.append((*counts, position.bar[side]))
    return sides[0], sides[1]


def time_gnubg(
    gnubg: Any, variant: Variant, positions: Sequence[Position],
    rolls: Sequence[tuple[int, ...]], repeat: int = 1,
) -> tuple[float, int, int]:
    """Seconds for gnubg over the same position-rolls (best of ``repeat``), and on how many
    of them the two play counts agree."""
    cube = gnubg.cube_info()
    context = gnubg.eval_context(0, 0, 1, 0, 0.0)
    boards = [gnubg_board(variant, p) for p in positions]
    counts: list[int] = []
    elapsed = float("inf")
    for _ in range(repeat):
        counts = []
        started = time.perf_counter()
        for board in boards:
            for roll in rolls:
                counts.append(len(gnubg.find_best_moves(board, cube, context, roll)))
        elapsed = min(elapsed, time.perf_counter() - started)
    agree = total = 0
    index = 0
    for position in positions:
        for roll in rolls:
            ours = len(legal_plays(variant, start_turn(variant, position, roll)))
            theirs = max(counts[index], 1)  # gnubg lists no move for a roll that cannot play
            agree += ours == theirs
            total += 1
            index += 1
    return elapsed, total, agree


# ---- the report

def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--variants", nargs="*", default=None, help="default: every bundled")
    parser.add_argument("--positions", type=int, default=200, help="sample size per variant")
    parser.add_argument("--games", type=int, default=100, help="self-play games per bot")
    parser.add_argument("--memory-games", type=int, default=2000,
                        help="games of the long self-play whose RSS is watched")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--repeat", type=int, default=3,
                        help="passes over the sample; the best is reported (default 3)")
    parser.add_argument("--no-gnubg", action="store_true", help="skip the gnubg comparison")
    args = parser.parse_args(argv)
    names = args.variants or list(bundled_variants())
    print(f"tavli benchmarks (seed {args.seed}, {args.positions} positions per variant, "
          f"best of {args.repeat} passes, Python {sys.version.split()[0]})")
    print(f"\n{'variant':<18}{'pos-rolls/s':>12}{'plays/s':>11}{'plays/pr':>10}"
          f"{'random games/s':>16}{'turns':>7}{'heuristic games/s':>19}{'turns':>7}")
    samples: dict[str, list[Position]] = {}
    for name in names:
        variant = load_variant(name)
        positions = sample_positions(variant, args.positions, args.seed)
        samples[name] = positions
        rolls = distinct_rolls(variant)
        time_generation(variant, positions[:10], rolls)  # warm the caches
        seconds, position_rolls, plays = time_generation(variant, positions, rolls,
                                                         args.repeat)
        random_s, random_turns = time_selfplay(variant, "random", args.games, args.seed)
        heuristic_games = max(1, args.games // 4)
        heuristic_s, heuristic_turns = time_selfplay(variant, "heuristic", heuristic_games,
                                                     args.seed)
        print(f"{name:<18}{position_rolls / seconds:>12,.0f}{plays / seconds:>11,.0f}"
              f"{plays / position_rolls:>10.1f}{args.games / random_s:>16.1f}"
              f"{random_turns:>7.1f}{heuristic_games / heuristic_s:>19.1f}"
              f"{heuristic_turns:>7.1f}", flush=True)
        if name == "backgammon":
            rate = position_rolls / seconds
            verdict = "meets" if rate >= TARGET else "is below"
            print(f"{'':<18}backgammon: {rate:,.0f} position-rolls/s {verdict} the target "
                  f"of {TARGET:,}")
    report_memory(names, samples, args)
    if not args.no_gnubg and "backgammon" in samples:
        report_gnubg(samples["backgammon"], args.repeat)
    return 0


def report_memory(names: Sequence[str], samples: dict[str, list[Position]],
                  args: argparse.Namespace) -> None:
    name = "backgammon" if "backgammon" in names else names[0]
    variant = load_variant(name)
    print(f"\nmemory ({name})")
    tracemalloc.start()
    time_generation(variant, samples[name], distinct_rolls(variant))
    _, traced_peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print(f"  peak traced allocation over one pass of the sample: {traced_peak / 2**20:.1f} MiB")
    print(f"  RSS over {args.memory_games} random self-play games (should stay flat):")
    step = max(1, args.memory_games // 10)
    for start in range(0, args.memory_games, step):
        time_selfplay(variant, "random", min(step, args.memory_games - start),
                      args.seed + start)
        gc.collect()
        print(f"    after {min(start + step, args.memory_games):>7} games: {rss_mib():7.1f} MiB",
              flush=True)
    print(f"  peak RSS of the whole run: {peak_rss_mib():.1f} MiB")


def report_gnubg(positions: Sequence[Position], repeat: int) -> None:
    try:
        import gnubg
    except ImportError:
        print("\ngnubg: the Python bindings are not importable; no comparison")
        return
    variant = load_variant("backgammon")
    rolls = distinct_rolls(variant)
    ours, position_rolls, _ = time_generation(variant, positions, rolls, repeat)
    theirs, total, agree = time_gnubg(gnubg, variant, positions, rolls, repeat)
    print("\ngnubg (find_best_moves at 0 ply: generation plus a net evaluation per play)")
    print(f"  gnubg: {position_rolls / theirs:,.0f} position-rolls/s; tavli in the same run: "
          f"{position_rolls / ours:,.0f}; tavli/gnubg = {theirs / ours:.3f}")
    print(f"  play counts agree on {agree} of {total} position-rolls")


if __name__ == "__main__":
    sys.exit(main())
