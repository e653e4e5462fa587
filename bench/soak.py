"""Soak test: many seeded self-play games per variant, invariants checked after every action.

    python bench/soak.py                          # 100,000 games per bundled variant
    python bench/soak.py --games 1000 --variants backgammon race-gammon --workers 2
    python bench/soak.py --workers 2 --state soak-state   # resumable: run it again to go on
    python bench/soak.py --games 1000000 --ray ray-head:6379 --state /shared/soak  # a cluster

Each variant's games are cut into shards (--shard-size games each); game ``n`` always has the
seed ``--seed + n``, so the figures are the same on any number of workers (tavli.services.shards).

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
doubles, opening re-rolls) are exercised. Where a game pins, every pinned checker must lie
under an enemy checker; a game that an end rule decides (a draw, a loss by rule) is scored by
that rule and by nothing else.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from bench import game, run_benchmark  # (this folder is the script's, first on the path)

from tavli import bundled_variants, load_variant
from tavli.game.actions import Beaver, apply
from tavli.game.ending import by_rule
from tavli.game.position_text import format_position, parse_position
from tavli.game.score import score
from tavli.model.errors import TavliError
from tavli.model.position import Position
from tavli.model.variant import Variant
from tavli.players.bots import RandomBot, seat_seed
from tavli.players.driver import MAX_ACTIONS, Event, GameTooLongError, Player, generate_game
from tavli.players.heuristic import HeuristicBot
from tavli.services.shards import (
    Shard,
    ShardProgress,
    ShardStore,
    add_shard_arguments,
    plan,
    run_shards,
)

MAX_FAILURES = 20  # failures printed per variant; the rest are counted
SHARD_GAMES = 1000  # games in one shard


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

    def to_json(self) -> dict[str, Any]:
        return {"variant": self.variant, "games": self.games, "actions": self.actions,
                "turns": self.turns, "results": dict(self.results),
                "checks": dict(self.checks), "failures": self.failures,
                "failed": self.failed, "seconds": self.seconds}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Tally:
        return cls(data["variant"], data["games"], data["actions"], data["turns"],
                   Counter(data["results"]), Counter(data["checks"]), list(data["failures"]),
                   data["failed"], data["seconds"])

    def add(self, other: Tally) -> None:
        """Count ``other``'s games in too (shards merged in order)."""
        self.games += other.games
        self.actions += other.actions
        self.turns += other.turns
        self.results.update(other.results)
        self.checks.update(other.checks)
        self.failures.extend(other.failures[:MAX_FAILURES - len(self.failures)])
        self.failed += other.failed
        self.seconds += other.seconds

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
        total = position.checkers_of(side)
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


def soak(name: str, games: int, seed: int, first: int = 0) -> Tally:
    """Play ``games`` games of the variant ``name``, game ``n`` (counting from ``first``)
    with the seed ``seed + n``, and check every action."""
    variant = game(name)
    tally = Tally(name)
    started = time.perf_counter()
    for number in range(first, first + games):
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


def soak_shard(names: tuple[str, ...], shard: Shard) -> dict[str, Any]:
    """One shard: games ``shard.start`` to ``shard.stop - 1`` of one variant (the shards take
    the variants in turn, so a run stopped early has soaked every variant about as much)."""
    name = names[shard.index % len(names)]
    return soak(name, shard.size, shard.seed, shard.start).to_json()


def soak_plan(count: int, games: int, size: int, seed: int) -> list[Shard]:
    """``count`` variants' games in shards of ``size``, a shard never mixing two variants:
    the first ``size`` games of every variant, then the next ``size``, and so on. Game ``n``
    has the seed ``seed + n`` whatever its shard, so every shard carries the run's seed."""
    return [Shard(r.index * count + v, r.start, r.stop, seed)
            for r in plan(games, size, seed) for v in range(count)]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100_000, help="games per variant")
    parser.add_argument("--variants", nargs="*", default=None,
                        help="default: every bundled variant; NAME+OPTION turns options on")
    parser.add_argument("--with-options", action="store_true",
                        help="also soak each variant once with each of its options on")
    parser.add_argument("--seed", type=int, default=1)
    add_shard_arguments(parser, size=SHARD_GAMES, unit="games")
    args = parser.parse_args(argv)
    names = args.variants or list(bundled_variants())
    if args.with_options:
        names += [f"{name}+{option}" for name in list(names)
                  for option in load_variant(name.split("+")[0]).options]
    print(f"soak: {args.games} games each of {', '.join(names)} (seeds {args.seed}.."
          f"{args.seed + args.games - 1})", flush=True)
    started = time.perf_counter()
    shards = soak_plan(len(names), args.games, args.shard_size, args.seed)
    store = None
    if args.state is not None:
        store = ShardStore(args.state, {"run": "soak", "variants": names, "games": args.games,
                                        "seed": args.seed, "shard_size": args.shard_size})
    meter = ShardProgress(len(shards), sys.stderr, problems=lambda r: int(r["failed"]),
                          word="failures")
    try:
        parts = dict(enumerate(run_shards(partial(soak_shard, tuple(names)), shards,
                                          workers=args.workers, ray=args.ray, store=store,
                                          on_result=meter)))
    except TavliError as error:
        print(f"soak: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        if store is None:
            raise
        parts = store.done(shards)  # what was finished: reported, and kept for a resume
        print(f"\ninterrupted: {len(parts)} of {len(shards)} shards done; the same command "
              "resumes", flush=True)
    meter.finish()
    tallies = {name: Tally(name) for name in names}
    for index, part in sorted(parts.items()):
        tallies[names[index % len(names)]].add(Tally.from_json(part))
    for tally in tallies.values():
        report(tally)
    failed = sum(t.failed for t in tallies.values())
    total = sum(t.games for t in tallies.values())
    cpu = sum(t.seconds for t in tallies.values())
    print(f"{total} games in {time.perf_counter() - started:.1f} s "
          f"({cpu:.1f} s in the games, summed over workers): "
          f"{'all checks passed' if not failed else f'{failed} FAILED'}")
    return 1 if failed else 0


if __name__ == "__main__":
    run_benchmark(main)
