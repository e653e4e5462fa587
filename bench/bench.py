"""tavli's benchmarks, side by side with other engines in the same run. Prints numbers,
asserts none.

    python bench/bench.py                      # every bundled variant, every peer installed
    python bench/bench.py --variants backgammon --positions 500
    python bench/bench.py --variants backgammon pareia-de-entrada+as-tabula   # with an option
    python bench/bench.py --memory-games 100000 --memory-only   # memory over a long self-play

1. Legal-play generation, every bundled game: a fixed, seeded sample of positions (reached by
   random self-play, each waiting for a roll) times every distinct roll, rolled beforehand;
   each position-roll generates the full, deduplicated set of legal plays
   (``tavli.game.turn.legal_plays``): every result board is built (by the kernel, or by the
   reference search), the ``Position`` objects only when read. ``+pos`` also reads every
   play's position. Printed per game: the path it ran on (and, for the reference path, the
   rule the kernel does not know yet), position-rolls/s, plays per position-roll, plays/s,
   the ratio to backgammon's position-rolls/s (backgammon timed again pass by pass beside
   each game, so a change of the machine's load between games does not bend the ratio), and
   random self-play games/s. ``api``: the loop a user writes, ``for play in
   tavli.plays(variant, position, roll): play.position`` over the same positions and rolls
   (the input checked, the turn started, every result read), and its ratio to backgammon's
   (issue 27's target 3: every game at least 0.5).
2. Peers, where installed (``pip install '.[bench]'``):
   - GNU Backgammon's C move generator ``GenerateMoves`` (called through ctypes from the
     ``gnubg`` bindings' library: the Python API only offers ``find_best_moves``, which also
     scores every play with the neural net) on the same backgammon position-rolls; with the
     play counts compared position-roll by position-roll;
   - OpenSpiel's C++ backgammon (``pyspiel``), random games driven from a Python loop, next
     to tavli's random self-play of backgammon without the cube.
3. Memory: RSS at intervals over a long random self-play of backgammon (no cube, on the
   path generation runs on), which should stay flat; ``--memory-only`` runs just this.

Every time is the process's CPU time (``time.process_time``), not the wall clock: on a
shared machine the wall clock counts the other processes' turns too. Peers run in the same
process, so their figures and tavli's are measured alike.
"""

from __future__ import annotations

import argparse
import contextlib
import ctypes
import gc
import os
import platform
import random
import resource
import sys
import time
from collections.abc import Callable, Sequence
from itertools import combinations_with_replacement
from pathlib import Path
from typing import Any, NoReturn

import tavli
from tavli import bundled_variants, load_variant
from tavli.game import engine
from tavli.game.turn import legal_plays, start_turn
from tavli.model.errors import TavliError
from tavli.model.position import Position
from tavli.model.variant import Variant
from tavli.players.bots import RandomBot, seat_seed
from tavli.players.driver import GameTooLongError, generate_game, play_game


def sample_positions(variant: Variant, count: int, seed: int) -> list[Position]:
    """``count`` distinct positions waiting for a roll, reached by seeded random self-play
    (no cube, so games run their full length), picked with a seeded draw."""
    seen: dict[Position, None] = {}
    game = 0
    while len(seen) < count * 4 and game < count * 4:
        bots = (RandomBot(seat_seed(seed + game, 0), double_rate=0.0),
                RandomBot(seat_seed(seed + game, 1), double_rate=0.0))
        with contextlib.suppress(GameTooLongError):  # a game that cannot end: its positions
            for event in generate_game(variant, bots, seed=seed + game, max_actions=5000):
                if event.after.phase == "roll":
                    seen.setdefault(event.after, None)
        game += 1
    pool = list(seen)
    return random.Random(seed).sample(pool, min(count, len(pool)))


def distinct_rolls(variant: Variant) -> list[tuple[int, ...]]:
    return list(combinations_with_replacement(range(1, variant.faces + 1), variant.dice))


def rolled(variant: Variant, positions: Sequence[Position]) -> list[Position]:
    """Every position by every distinct roll, waiting for its play (a roll whose turn begins
    with a choice, not dice to play, is left out)."""
    out = []
    for position in positions:
        for roll in distinct_rolls(variant):
            turn = start_turn(variant, position, roll)
            if turn.phase == "play":
                out.append(turn)
    return out


def time_generation(variant: Variant, turns: Sequence[Position], repeat: int,
                    read_positions: bool = False) -> tuple[float, int]:
    """The best seconds over ``repeat`` passes of legal_plays over ``turns``, and the plays."""
    best, plays = float("inf"), 0
    for _ in range(repeat):
        gc.collect()
        plays = 0
        started = time.process_time()
        if read_positions:
            for turn in turns:
                found = legal_plays(variant, turn)
                plays += len(found)
                for play in found:
                    play.position  # noqa: B018 - reading it builds it
        else:
            for turn in turns:
                plays += len(legal_plays(variant, turn))
        best = min(best, time.process_time() - started)
    return best, plays


def time_public(variant: Variant, positions: Sequence[Position], repeat: int) -> float:
    """The best seconds over ``repeat`` passes of the loop a user writes, every position by
    every distinct roll: ``for play in tavli.plays(variant, position, roll): play.position``
    (the input checked, the turn started, every result read: what the public API does)."""
    pairs = [(position, roll) for position in positions for roll in distinct_rolls(variant)
             if start_turn(variant, position, roll).phase == "play"]
    best = float("inf")
    for _ in range(repeat):
        gc.collect()
        started = time.process_time()
        for position, roll in pairs:
            for play in tavli.plays(variant, position, roll):
                play.position  # noqa: B018 - reading it builds it
        best = min(best, time.process_time() - started)
    return best


def time_selfplay(variant: Variant, games: int, seed: int) -> tuple[float, float]:
    """Seconds for ``games`` random games (no cube) through the game driver, and their
    average turns (a game still going after 5,000 actions is stopped and counted)."""
    turns = 0
    started = time.process_time()
    for number in range(games):
        game_seed = seed + number
        bots = (RandomBot(seat_seed(game_seed, 0), double_rate=0.0),
                RandomBot(seat_seed(game_seed, 1), double_rate=0.0))
        try:
            turns += play_game(variant, bots, seed=game_seed, max_actions=5000).turns
        except GameTooLongError:
            turns += 2500
    return time.process_time() - started, turns / games


def random_game_loop(variant: Variant, rng: random.Random) -> int:
    """One random game (no cube) driven by a bare Python loop over tavli's public API, as a
    reinforcement-learning user drives an environment (issue 27's target 2): from
    ``tavli.starting_position``, ``tavli.plays`` with a roll (or, mid-turn, without) and a
    random play's ``position``, to the end; returns its plays."""
    position = tavli.starting_position(variant)
    faces, dice = variant.faces, variant.dice
    moves = 0
    while not position.is_over:
        if position.phase == "roll":
            roll = tuple(int(rng.random() * faces) + 1 for _ in range(dice))
            plays = tavli.plays(variant, position, roll)
        elif position.phase == "play":
            plays = tavli.plays(variant, position)
        else:  # a choice (of a double, of the opening): not in backgammon
            raise ValueError(f"the loop does not make choices ({position.phase})")
        # never empty: where nothing can be played, one empty play passes the turn
        position = plays[int(rng.random() * len(plays))].position
        moves += 1
    return moves


# ---- peers

def gnubg_generator() -> Callable[[Sequence[Any], int, int], int] | None:
    """GNU Backgammon's C ``GenerateMoves`` from the bindings' shared library, or None."""
    try:
        import gnubg
    except ImportError:
        return None
    folder = Path(gnubg.__file__).parent
    libraries = sorted(folder.glob("_gnubg*.so")) + sorted(folder.glob("_gnubg*.pyd"))
    if not libraries:
        return None
    library = ctypes.CDLL(str(libraries[0]))
    if not hasattr(library, "GenerateMoves"):
        return None

    class MoveList(ctypes.Structure):  # gnubg's movelist: counts, then the moves' buffer
        _fields_ = [("cMoves", ctypes.c_uint), ("cMaxMoves", ctypes.c_uint),
                    ("cMaxPips", ctypes.c_uint), ("iMoveBest", ctypes.c_int),
                    ("rBestScore", ctypes.c_float), ("amMoves", ctypes.c_void_p)]

    board_type = (ctypes.c_uint * 25) * 2
    generate = library.GenerateMoves
    generate.argtypes = [ctypes.POINTER(MoveList), ctypes.POINTER(board_type), ctypes.c_int,
                         ctypes.c_int, ctypes.c_int]
    generate.restype = ctypes.c_int
    moves = MoveList()
    by_ref = ctypes.byref

    def run(board: Any, die0: int, die1: int) -> int:
        return int(generate(by_ref(moves), by_ref(board), die0, die1, 0))

    run.board_type = board_type  # type: ignore[attr-defined]
    return run


def gnubg_board(variant: Variant, position: Position, board_type: Any) -> Any:
    """gnubg's board: (opponent, player on roll), each 24 points in its owner's numbering
    (index 0 is his 1 point) and the bar last."""
    board = board_type()
    for row, side in enumerate((1 - position.turn, position.turn)):
        sign = 1 if side == 0 else -1
        for own in range(1, 25):
            count = sign * position.points[variant.point_of(side, own) - 1]  # type: ignore[arg-type]
            board[row][own - 1] = max(0, count)
        board[row][24] = position.bar[side]
    return board


def time_gnubg(run: Any, variant: Variant, turns: Sequence[Position], repeat: int,
               ) -> tuple[float, list[int]]:
    jobs = [(gnubg_board(variant, t, run.board_type), t.dice[0], t.dice[1]) for t in turns]
    best, counts = float("inf"), []
    for _ in range(repeat):
        started = time.process_time()
        counts = [run(board, a, b) for board, a, b in jobs]
        best = min(best, time.process_time() - started)
    return best, counts


def openspiel_games(games: int, seed: int) -> tuple[float, float] | None:
    """Seconds for ``games`` random games of OpenSpiel's backgammon from a Python loop (chance
    outcomes drawn by their probabilities, a uniform choice among the legal actions), and
    the average actions per game; None without ``pyspiel``."""
    try:
        import pyspiel
    except ImportError:
        return None
    game = pyspiel.load_game("backgammon")
    rng = random.Random(seed)
    actions = 0
    started = time.process_time()
    for _ in range(games):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, weights = zip(*state.chance_outcomes(), strict=True)
                state.apply_action(rng.choices(outcomes, weights)[0])
            else:
                legal = state.legal_actions()
                state.apply_action(legal[int(rng.random() * len(legal))])
                actions += 1
    return time.process_time() - started, actions / games


# ---- the report

def machine() -> str:
    cpu = platform.processor() or "unknown CPU"
    info = Path("/proc/cpuinfo")
    if info.exists():
        for line in info.read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    return (f"{os.cpu_count()} CPUs ({cpu}), load average {load:.1f}, "
            f"Python {sys.version.split()[0]}")


#: The games bundled at f1c853b, which issue 27's target 3 names (each at least half of
#: backgammon in the public API's loop); games added since are reported beside them.
TARGET_3_GAMES = frozenset({
    "acey-deucey", "backgammon", "buffa-de-baldrac", "dutch-backgammon",
    "european-acey-deucey", "fevga", "frangieh", "gioul", "gul-bara", "hypergammon", "irish",
    "jacquet", "long-nardy", "mahbouseh", "misere", "moultezim", "mughrabieh", "nackgammon",
    "nard", "pareia-de-entrada", "pin-game", "plakoto", "portes", "race-gammon",
    "russian-backgammon", "shesh-besh", "short-nardy", "tabula", "tapa", "tavla",
    "todas-tablas"})


def game(spec: str) -> Variant:
    """A bundled game by name, with options after it: ``pareia-de-entrada+as-tabula``."""
    name, *options = spec.split("+")
    return load_variant(name, options)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--variants", nargs="*", default=None,
                        help="games, each NAME or NAME+OPTION[+OPTION...] (default: every "
                             "bundled game)")
    parser.add_argument("--positions", type=int, default=100, help="sample size per variant")
    parser.add_argument("--games", type=int, default=100, help="random self-play games")
    parser.add_argument("--memory-games", type=int, default=2000,
                        help="games of the long self-play whose RSS is watched (0: none)")
    parser.add_argument("--memory-only", action="store_true",
                        help="only the long self-play whose memory is watched")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--repeat", type=int, default=3,
                        help="passes over the sample; the best is reported (default 3)")
    args = parser.parse_args(argv)
    names = args.variants or list(bundled_variants())
    names.sort(key=lambda name: name != "backgammon")  # the others' ratios are to it
    variants = {name: game(name) for name in names}  # a wrong name: told before any run
    print(f"tavli benchmarks: {machine()}; {engine.describe()}")
    if args.memory_only:
        report_memory(names[0] if "backgammon" not in names else "backgammon", args)
        return 0
    print(f"seed {args.seed}, {args.positions} positions per game x every roll, best of "
          f"{args.repeat} passes\n")
    width = max(map(len, names)) + 2
    print(f"{'game':<{width}}{'path':<10}{'pos-rolls/s':>12}{'plays/pr':>9}"
          f"{'plays/s':>11}{'vs bg':>7}{'api':>9}{'api vs bg':>10}{'games/s':>9}{'turns':>7}")
    api_rates: dict[str, float] = {}
    api_beside: dict[str, float] = {}
    rates: dict[str, float] = {}
    play_rates: dict[str, float] = {}
    many: dict[str, float] = {}
    why: dict[str, str] = {}
    backgammon_turns: list[Position] = []
    backgammon_positions: list[Position] = []
    backgammon = load_variant("backgammon")
    # the ratios: to backgammon's rate measured pass by pass beside the game's (on a shared
    # machine the load changes from one minute to the next)
    beside: dict[str, tuple[float, float]] = {}
    for name in names:
        variant = variants[name]
        turns = rolled(variant, sample_positions(variant, args.positions, args.seed))
        if name == "backgammon":
            backgammon_turns = turns
            backgammon_positions = sample_positions(variant, args.positions, args.seed)
        time_generation(variant, turns[:50], 1)  # warm the caches
        seconds, plays, bg_seconds, bg_plays = float("inf"), 0, float("inf"), 0
        for _ in range(args.repeat):
            once, plays = time_generation(variant, turns, 1)
            seconds = min(seconds, once)
            if backgammon_turns and name != "backgammon":
                once, bg_plays = time_generation(backgammon, backgammon_turns, 1)
                bg_seconds = min(bg_seconds, once)
        if backgammon_turns:
            if name == "backgammon":
                bg_seconds, bg_plays = seconds, plays
            beside[name] = (len(backgammon_turns) / bg_seconds, bg_plays / bg_seconds)
        positions = sample_positions(variant, args.positions, args.seed)
        public, bg_public = float("inf"), float("inf")
        for _ in range(args.repeat):  # the user's loop, backgammon's beside it pass by pass
            public = min(public, time_public(variant, positions, 1))
            if backgammon_positions and name != "backgammon":
                bg_public = min(bg_public, time_public(backgammon, backgammon_positions, 1))
        api_rates[name] = len(turns) / public
        if backgammon_positions:
            api_beside[name] = api_rates["backgammon"] if name == "backgammon" else \
                len(backgammon_turns) / bg_public
        games = max(1, args.games // 5)
        selfplay_s, turns_per_game = time_selfplay(variant, games, args.seed)
        rates[name] = len(turns) / seconds
        play_rates[name] = plays / seconds
        if backgammon_turns:  # its plays a position-roll, as many times backgammon's
            many[name] = (plays / len(turns)) / (bg_plays / len(backgammon_turns))
        versus = rates[name] / beside[name][0] if name in beside else float("nan")
        path = engine.path(variant)
        if path == "reference":
            why[name] = engine.unsupported(variant) or "the kernel is not active"
        elif any(engine.path(variant, turn) == "reference" for turn in turns):
            path = "kernel+"  # some parts are more dice than the kernel plays
            why[name] = "a part of more dice than it searches (those parts only)"
        api_versus = api_rates[name] / api_beside[name] if name in api_beside else float("nan")
        print(f"{name:<{width}}{path:<10}{rates[name]:>12,.0f}"
              f"{plays / len(turns):>9.1f}{plays / seconds:>11,.0f}{versus:>7.2f}"
              f"{api_rates[name]:>9,.0f}{api_versus:>10.2f}"
              f"{games / selfplay_s:>9.1f}{turns_per_game:>7.1f}", flush=True)
    for name, reason in why.items():
        if reason.startswith("a part of more dice"):  # 'kernel+': those parts only
            print(f"{name} runs on the kernel but for {reason}, on the reference path")
        else:
            print(f"{name} runs on the reference path: the kernel does not know {reason} yet")
    if "backgammon" in api_rates:
        ratio = {name: api_rates[name] / api_beside[name] for name in api_beside}
        print()
        for title, group in (
                ("the games bundled at f1c853b (issue 27's target 3: each at least 0.50)",
                 [name for name in ratio if name in TARGET_3_GAMES]),
                ("the games added since", [name for name in ratio
                                           if name not in TARGET_3_GAMES])):
            if not group:
                continue
            under = sorted((name for name in group if ratio[name] < 0.5),
                           key=ratio.__getitem__)
            # a position-roll with k times backgammon's plays at ratio r: r * k a play
            said = ", ".join(f"{name} {ratio[name]:.2f} ({many[name]:.1f} times backgammon's "
                             f"plays a position-roll; a play {ratio[name] * many[name]:.2f})"
                             for name in under)
            print(f"the public API's loop against backgammon's, {title}: "
                  f"{len(group) - len(under)} of {len(group)} at least half; "
                  f"under half: {said or 'none'}")
    if "backgammon" in rates:
        below = sorted((name for name in beside if rates[name] < beside[name][0] / 2),
                       key=lambda name: rates[name] / beside[name][0])
        slowest = min(beside, key=lambda name: rates[name] / beside[name][0])
        print(f"legal plays alone: slowest {slowest}, {rates[slowest] / beside[slowest][0]:.2f} "
              f"of backgammon's position-rolls/s; under half: "
              f"{', '.join(below) or 'none'}")
        if below:  # more plays to a roll, or slower plays?
            print("  their plays/s: " + ", ".join(
                f"{name} {play_rates[name] / beside[name][1]:.2f}" for name in below)
                + " of backgammon's")
        report_peers(backgammon_turns, backgammon_positions, args)
    if args.memory_games:
        report_memory(names[0] if "backgammon" not in names else "backgammon", args)
    return 0


def report_peers(turns: Sequence[Position], positions: Sequence[Position],
                 args: argparse.Namespace) -> None:
    variant = load_variant("backgammon")
    print("\npeers, backgammon, same run")
    run = gnubg_generator()
    if run is None:
        print("  gnubg: the bindings (or their GenerateMoves) are not importable; skipped")
    else:
        ours, _ = time_generation(variant, turns, args.repeat)
        built, _ = time_generation(variant, turns, args.repeat, read_positions=True)
        theirs, counts = time_gnubg(run, variant, turns, args.repeat)
        agree = sum(len(legal_plays(variant, t)) == max(c, 1)
                    for t, c in zip(turns, counts, strict=True))
        print(f"  legal plays, {len(turns)} position-rolls: gnubg GenerateMoves "
              f"{len(turns) / theirs:,.0f}/s; tavli {len(turns) / ours:,.0f}/s "
              f"(ratio {theirs / ours:.2f}, target 0.33); reading every Position too "
              f"{len(turns) / built:,.0f}/s (ratio {theirs / built:.2f})")
        print(f"  play counts agree on {agree} of {len(turns)} position-rolls")
        public = time_public(variant, positions, args.repeat)
        print(f"  the public API, `for play in tavli.plays(variant, position, roll): "
              f"play.position`: {len(turns) / public:,.0f} position-rolls/s (ratio to "
              f"GenerateMoves {theirs / public:.2f}; issue 27's target 1.00)")
    games = args.games
    ours_s, _ = time_selfplay(variant, games, args.seed)
    rng = random.Random(args.seed)
    started = time.process_time()
    moves = sum(random_game_loop(variant, rng) for _ in range(games))
    loop_s = time.process_time() - started
    spiel = openspiel_games(games, args.seed)
    print(f"  random self-play, no cube, {games} games: tavli's driver {games / ours_s:,.1f} "
          f"games/s; tavli from a Python loop {games / loop_s:,.1f} games/s "
          f"({moves / games:.0f} plays a game)")
    if spiel is None:
        print("  OpenSpiel: pyspiel is not importable; skipped")
    else:
        seconds, actions = spiel
        print(f"  OpenSpiel backgammon from a Python loop: {games / seconds:,.1f} games/s "
              f"({actions:.0f} actions a game); tavli loop / OpenSpiel = "
              f"{seconds / loop_s:.2f} (issue 27's target 2.00), tavli driver / OpenSpiel = "
              f"{seconds / ours_s:.2f}")


def report_memory(name: str, args: argparse.Namespace) -> None:
    variant = load_variant(name)
    print(f"\nmemory: RSS over {args.memory_games:,} random self-play games of {name} "
          f"through the driver, no cube, on the {engine.path(variant)} path "
          "(should stay flat)")
    print(f"  before the first game: {rss_mib():7.1f} MiB", flush=True)
    step = max(1, args.memory_games // 20)
    first = last = 0.0
    for start in range(0, args.memory_games, step):
        games = min(step, args.memory_games - start)
        seconds, turns = time_selfplay(variant, games, args.seed + start)
        gc.collect()
        last = rss_mib()
        first = first or last
        print(f"  after {start + games:>7,} games: {last:7.1f} MiB  ({games / seconds:,.0f} "
              f"games/s, {turns:.0f} turns a game)", flush=True)
    print(f"  from the first interval to the last: {last - first:+.1f} MiB; peak "
          f"{peak_mib():.1f} MiB")


def peak_mib() -> float:
    """The peak resident set size: from /proc where there is one, as ``rss_mib`` reads the
    size now (the kernel's rusage figure lags behind /proc's counts and can read lower)."""
    status = Path("/proc/self/status")
    if status.exists():
        for line in status.read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 2**10  # kB
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 2**20 if sys.platform == "darwin" else peak / 2**10


def rss_mib() -> float:
    """The resident set size now, from /proc where there is one (else the peak)."""
    statm = Path("/proc/self/statm")
    if statm.exists():
        pages = int(statm.read_text().split()[1])
        return pages * resource.getpagesize() / 2**20
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 2**20 if sys.platform == "darwin" else peak / 2**10


def run_benchmark(main: Callable[[], int]) -> NoReturn:
    """A benchmark's entry: its ``main``, where a mistake in what it was asked (a game that
    does not exist, an option it does not have) ends with tavli's message, not a traceback."""
    try:
        status = main()
    except TavliError as error:
        sys.exit(f"{Path(sys.argv[0]).name}: error[{error.code}]: {error}")
    sys.exit(status)


if __name__ == "__main__":
    run_benchmark(main)
