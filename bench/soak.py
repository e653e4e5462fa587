"""Soak test: many seeded self-play games per variant, invariants checked after every action.

    python bench/soak.py                          # 100,000 games per bundled variant
    python bench/soak.py --games 1000 --variants backgammon race-gammon --jobs 2

Checked after every action of every game (and counted, so the report says what was checked):

- conservation: each side has exactly the variant's checkers (2 x checkers in all), counted
  over points, bar, hand and off; no count is negative and no point holds more than a side has;
- one colour per point: a point is one signed count, so two colours cannot share it by
  construction; what is checked is that each position survives the native notation's round
  trip (format, then parse, gives it back), whose parser rejects a point claimed by both;
- dice: every die to play is a face of the variant's dice;
- the cube: a power of two, never above the variant's limit, changing only by doubling
  (twice over for a beaver);
- replay: ``apply(variant, before, action)`` gives exactly the position the game reached, so
  the game's record replays;
- every game ends within the driver's action limit;
- the score: the winner has borne off every checker (or the loser dropped a double), the
  result is one of the variant's results, and the points are that result's points times the
  checkers paid for (1 up to the variant's checkers) times the cube.

Exits 1 if any check failed, after printing each failure with its variant, seed and action.
Games run random bots (half of them without the cube, so they run to the last checker), every
tenth game the heuristic bot against a random one, so the cube and the bots' choices (chosen
doubles, opening re-rolls) are exercised. Positions carry no pins yet, so there are no pin
invariants to check.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from tavli import bundled_variants, load_variant
from tavli.actions import Beaver, apply
from tavli.bots import HeuristicBot, RandomBot, seat_seed
from tavli.driver import MAX_ACTIONS, Event, GameTooLongError, Player, generate_game
from tavli.ending import by_rule
from tavli.errors import TavliError
from tavli.game import score
from tavli.notation.native import format_position, parse_position
from tavli.position import Position
from tavli.variant import Variant

MAX_FAILURES = 20  # failures printed per variant; the rest are counted


@dataclass
class Tally:
    """What one variant's games did and what was checked."""

    variant: str
    games: int = 0
    actions: int = 0
    turns: int = 0
    results: Counter[str] = field(default_factory=Counter)
    checks: Counter[str] = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)
    failed: int = 0
    seconds: float = 0.0

    def fail(self, message: str) -> None:
        self.failed += 1
        if len(self.failures) < MAX_FAILURES:
            self.failures.append(message)


def players_for(seed: int) -> tuple[Player, Player]:
    """Half the games without the cube (so they run to the last checker), four in ten with
    random doubles, takes and drops, one in ten the heuristic bot against a random one."""
    kind = seed % 10
    if kind == 9:
        return HeuristicBot(seat_seed(seed, 0)), RandomBot(seat_seed(seed, 1))
    rate = 0.0 if kind < 5 else 0.1
    return (RandomBot(seat_seed(seed, 0), double_rate=rate),
            RandomBot(seat_seed(seed, 1), double_rate=rate))


def check_position(variant: Variant, position: Position, tally: Tally) -> str | None:
    """The first invariant ``position`` breaks, or None."""
    for side in (0, 1):
        total = position.checkers_of(side)  # type: ignore[arg-type]
        if total != variant.checkers:
            return f"side {'XO'[side]} has {total} checkers, not {variant.checkers}"
        if min(position.bar[side], position.hand[side], position.off[side]) < 0:
            return "a negative count on the bar, in hand or off"
    tally.checks["checkers conserved"] += 1
    if any(abs(c) > variant.checkers for c in position.points):
        return "a point holds more checkers than a side has"
    for pin, count in zip(position.pinned, position.points, strict=False):
        if pin and count * pin >= 0:
            return "a pinned checker with no enemy checker on top of it"
    if position.pinned:
        tally.checks["pins consistent"] += 1
    text = format_position(variant, position)
    if parse_position(variant, text) != position:
        return f"the native notation does not round-trip: {text}"
    tally.checks["notation round trip (one colour per point)"] += 1
    if any(not 1 <= d <= variant.faces for d in position.dice):
        return f"dice {position.dice} are not faces of d{variant.faces}"
    cube = position.cube
    if cube < 1 or cube & (cube - 1) or (variant.cube_max and cube > variant.cube_max):
        return f"the cube shows {cube}"
    tally.checks["dice and cube values"] += 1
    return None


def check_step(variant: Variant, event: Event, tally: Tally) -> str | None:
    """The first invariant the step from ``event.before`` to ``event.after`` breaks."""
    grown = (event.before.cube, event.before.cube * 2) + (
        (event.before.cube * 4,) if isinstance(event.action, Beaver) else ())
    if event.after.cube not in grown:
        return f"the cube went from {event.before.cube} to {event.after.cube}"
    try:
        replayed = apply(variant, event.before, event.action)
    except TavliError as error:
        return f"'{event.action}' does not replay: {error}"
    if replayed != event.after:
        return f"'{event.action}' replays to {format_position(variant, replayed)}"
    tally.checks["action replays exactly"] += 1
    return None


def check_score(variant: Variant, final: Position, tally: Tally) -> str | None:
    """Whether the final position's score is within what the variant allows."""
    result = score(variant, final)
    if result is None:
        return "the game stopped without a score"
    if result.winner is None:  # a draw: only an end rule makes one
        if not by_rule(variant, final) or result.points:
            return f"a draw ({result}) that no end rule made"
        tally.results[result.result] += 1
        return None
    winner, loser = result.winner, 1 - result.winner
    if final.phase == "dropped":
        if result.result != "drop" or result.points != final.cube:
            return f"a dropped double scores {result}, not the stake {final.cube}"
    else:
        lost = by_rule(variant, final)
        if (final.off[winner] != variant.checkers and not lost) \
                or (final.off[loser] >= variant.checkers and not lost):
            return f"{result}, but the winner has {final.off[winner]} off and the loser " \
                   f"{final.off[loser]}"
        levels = {level.name: level for level in variant.scoring}
        level = levels.get(result.result)
        if level is None:
            return f"{result.result!r} is not a result of {variant.name}"
        most = variant.checkers if level.per_checker else 1
        paid, remainder = divmod(result.points, level.points * final.cube)
        if remainder or not 1 <= paid <= most:
            return f"{result} is not {level.points} x 1..{most} checkers x cube {final.cube}"
    tally.checks["score within bounds"] += 1
    tally.results[result.result] += 1
    return None


def soak(name: str, games: int, seed: int) -> Tally:
    """Play ``games`` games of the variant ``name`` and check every action."""
    variant = load_variant(name.split("+")[0], name.split("+")[1:])
    tally = Tally(name)
    started = time.perf_counter()
    for number in range(games):
        game_seed = seed + number
        where = f"{name} seed {game_seed}"
        last: Position | None = None
        try:
            for index, event in enumerate(generate_game(variant, players_for(game_seed),
                                                        seed=game_seed)):
                tally.actions += 1
                problem = check_position(variant, event.after, tally) or \
                    check_step(variant, event, tally)
                if problem:
                    tally.fail(f"{where}, action {index + 1} ({event.action}): {problem}")
                    break
                last = event.after
                tally.turns += event.action.__class__.__name__ == "Roll"
            else:
                tally.checks["game ended"] += 1
                if last is not None and (problem := check_score(variant, last, tally)):
                    tally.fail(f"{where}: {problem}")
        except GameTooLongError:
            tally.fail(f"{where}: the game had not ended after {MAX_ACTIONS} actions")
        except TavliError as error:
            tally.fail(f"{where}: {error.code}: {error}")
        tally.games += 1
    tally.seconds = time.perf_counter() - started
    return tally


def report(tally: Tally) -> None:
    results = ", ".join(f"{k} {v}" for k, v in sorted(tally.results.items()))
    print(f"{tally.variant}: {tally.games} games, {tally.actions} actions, "
          f"{tally.turns / max(tally.games, 1):.1f} rolls a game, {tally.seconds:.1f} s; "
          f"results: {results}; failures: {tally.failed}", flush=True)
    for check, count in tally.checks.items():
        print(f"    checked {count:>12,} x {check}")
    for failure in tally.failures:
        print(f"    FAILED {failure}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100_000, help="games per variant")
    parser.add_argument("--variants", nargs="*", default=None,
                        help="default: every bundled variant; NAME+OPTION turns options on")
    parser.add_argument("--with-options", action="store_true",
                        help="also soak each variant once with each of its options on")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="variants soaked in parallel")
    args = parser.parse_args(argv)
    names = args.variants or list(bundled_variants())
    if args.with_options:
        names += [f"{name}+{option}" for name in list(names)
                  for option in load_variant(name.split("+")[0]).options]
    print(f"soak: {args.games} games each of {', '.join(names)} (seeds {args.seed}.."
          f"{args.seed + args.games - 1})", flush=True)
    started = time.perf_counter()
    if args.jobs > 1:
        tallies = []
        with ProcessPoolExecutor(args.jobs) as pool:
            for tally in pool.map(soak, names, [args.games] * len(names),
                                  [args.seed] * len(names)):
                report(tally)  # in order, each as soon as it and those before it are done
                tallies.append(tally)
    else:
        tallies = []
        for name in names:
            tallies.append(soak(name, args.games, args.seed))
            report(tallies[-1])
    failed = sum(t.failed for t in tallies)
    total = sum(t.games for t in tallies)
    print(f"{total} games in {time.perf_counter() - started:.1f} s: "
          f"{'all checks passed' if not failed else f'{failed} FAILED'}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
