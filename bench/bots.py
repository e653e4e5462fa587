"""How strong tavli's bots are: each pairing plays whole games, and the numbers are printed
with 95 % confidence intervals. Prints numbers, asserts none.

    python bench/bots.py                                  # every pairing, every bundled game
    python bench/bots.py --pairs strong:heuristic --games 200 --variants plakoto fevga
    python bench/bots.py --pairs rollout:heuristic --games 400 --jobs 2   # two games at once
    python bench/bots.py --pairs rollout@16:rollout --variants backgammon  # more samples
    python bench/bots.py --speed --games 20     # issue 28: rollout/heuristic time, cube time,
                                                # and the batched environment's steps/s

A pairing ``A:B`` plays ``--games`` games of each variant in duplicate pairs, as duplicate
bridge and backgammon tournaments do: games ``2p`` and ``2p + 1`` roll from the same seed
``p``, A taking X in the first and O in the second, so the luck of the dice falls to both bots
alike (until their plays part, the two games see the same rolls). The bots' own choices come
from their own seeds. For each variant the line says A's wins, A's win rate with its Wilson
95 % interval (over games: conservative, since a pair's two games tend to go opposite ways),
A's points per game (the cube, gammons and every payment included; a loss counts negative)
with a normal 95 % interval over the pairs, and the margin in a word (where games were drawn,
the line says how many, and the win rate judged is A's among the games someone won: a draw
is neither side's, so an even match wins half of the rest, not half of all):
``ahead`` where both intervals lie above an even match, ``behind`` where both lie below,
``even`` where these games cannot tell. In a game with a doubling cube the margin is the
points' alone: there a double rightly dropped is a game lost and a point saved, so the
win rate no longer says who plays better (it is printed all the same). ``gnubg`` pairings play only
the games GNU Backgammon can evaluate. A game still going after 20,000 actions is stopped
and reported as unfinished, counted in neither side's numbers. ``--markdown`` prints the
results as a table too.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from itertools import repeat

from tavli import bundled_variants, load_variant
from tavli.model.position import Position
from tavli.model.variant import Side, Variant
from tavli.players import doubling, playouts
from tavli.players.bots import bot_for
from tavli.players.driver import GameTooLongError, Player, generate_game, play_game
from tavli.players.gnubg import available, gnubg_refusal
from tavli.players.measures import has_contact, race_lead

#: A game longer than this many actions is stopped and counted apart (a game between bots
#: that cannot end: the rules let both sides go on for ever).
MAX_ACTIONS = 20_000

PAIRS = ("heuristic:random", "strong:heuristic", "gnubg:heuristic", "gnubg:strong")


@dataclass(frozen=True)
class Outcome:
    variant: str
    pair: str
    games: int
    wins: int
    points: tuple[float, ...]
    seconds: float
    unfinished: int = 0  # games stopped at the driver's action limit, counted in neither
    pairs: tuple[int, ...] = ()  # the duplicate pair of each finished game, as ``points``
    cube: bool = False  # the game is played with a doubling cube
    sides: int = 2  # the players of a game: an even share of the wins is 1 / sides
    # the sides that win a game: all but the last N out where they lose ('the last 1 out
    # loses': a win is going free, and an even share is (sides - N) / sides)
    winners: int = 1
    drawn: int = 0  # games that ended in a draw, won by neither bot

    @property
    def rate(self) -> float:
        return self.wins / self.games

    @property
    def decided(self) -> int:
        """The games someone won."""
        return self.games - self.drawn

    def wilson(self) -> tuple[float, float]:
        """The Wilson score interval at 95 % of the win rate among the games someone won
        (all of them where none was drawn)."""
        z, n = 1.96, self.decided
        if n == 0:
            return 0.0, 1.0
        p = self.wins / n
        centre = (p + z * z / (2 * n)) / (1 + z * z / n)
        half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
        return centre - half, centre + half

    def per_game(self) -> tuple[float, float]:
        """Points per game and the half-width of its 95 % interval, taken over the
        duplicate pairs (each pair's mean is one sample; a lone game, its pair's other game
        unfinished, counts as a pair of its own)."""
        mean = statistics.fmean(self.points)
        pairs: dict[int, list[float]] = {}
        keys = self.pairs or tuple(range(len(self.points)))
        for pair, points in zip(keys, self.points, strict=True):
            pairs.setdefault(pair, []).append(points)
        means = [statistics.fmean(both) for both in pairs.values()]
        spread = statistics.stdev(means) if len(means) > 1 else 0.0
        return mean, 1.96 * spread / math.sqrt(len(means))

    def verdict(self) -> str:
        """The margin in words: the first bot is ``ahead`` when the 95 % intervals of both
        its win rate and its points per game lie above an even match (of its points per
        game alone where a cube is played), ``behind`` when both lie below, else ``even``
        (not told apart by these games)."""
        low, high = self.wilson()
        mean, half = self.per_game()
        even = self.winners / self.sides
        if mean - half > 0 and (self.cube or low > even):
            return "ahead"
        if mean + half < 0 and (self.cube or high < even):
            return "behind"
        return "even"

    def line(self) -> str:
        low, high = self.wilson()
        mean, half = self.per_game()
        decided = f" of {self.decided} won" if self.drawn else ""
        share = self.wins / self.decided if self.decided else 0.0
        return (f"{self.variant:<20} {self.pair:<18} {self.wins:>4}/{self.games:<4} "
                + (f"drawn {self.drawn}  " if self.drawn else "")
                + f"win{decided} {share:6.1%} [{low:6.1%}, {high:6.1%}]  "
                f"points/game {mean:+6.2f} ± {half:4.2f}  ({self.seconds / self.games:.2f} s/game)"
                + (f"  {self.unfinished} unfinished" if self.unfinished else "")
                + (f"  even {self.winners / self.sides:.0%}" if self.sides > 2 else "")
                + f"  {self.verdict()}")


def make_bot(name: str, seed: str, variant: Variant) -> Player:
    """A bot by its name (tavli.players.bots.bot_for), or ``rollout@S``: the rollout bot
    trying each candidate ``S`` times (today's count: 4)."""
    if name.startswith("rollout@"):
        from tavli.players.rollout import RolloutBot
        return RolloutBot(seed, samples=int(name.removeprefix("rollout@")))
    return bot_for(name, seed, variant)


def play_game_of_pair(variant: Variant, pair: str, game: int) -> tuple[bool, float, bool] | None:
    """Game ``game`` of a pairing: whether its first bot won, his points (negative for a
    loss) and whether the game was drawn; None where the game was stopped at the action
    limit. Where more than two sides
    play, the first bot takes one seat in turn (``game`` mod the sides), the second bot all
    the others, and the same dice fall to each seating of a round."""
    first, second = pair.split(":")
    sides = variant.sides
    seat: Side = game % sides
    bots = [make_bot(second, f"{game}/{second}", variant)] * sides
    bots[seat] = make_bot(first, f"{game}/{first}", variant)
    try:
        result = play_game(variant, tuple(bots), seed=game // sides,
                           max_actions=MAX_ACTIONS).score
    except GameTooLongError:
        return None
    won = result.winner == seat if not variant.last_out else result.payments[seat] > 0
    if sides > 2:
        return won, float(result.payments[seat]), result.drawn
    # points scored during play (games that keep score): his own less the other's
    during = result.scored[seat] - result.scored[1 - seat] if result.scored else 0
    return won, (result.points if won else -result.points) + during, result.drawn


def _play_in_worker(name: str, pair: str, game: int) -> tuple[bool, float, bool] | None:
    return play_game_of_pair(load_variant(name), pair, game)


def play_pair(variant: Variant, name: str, pair: str, games: int, jobs: int = 1) -> Outcome:
    """``games`` games of ``pair`` in ``variant``, over ``jobs`` processes. Every game's dice
    and bots come from its own seeds, so the numbers do not depend on ``jobs``; the seconds
    are wall-clock time."""
    started = time.perf_counter()
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            results = list(pool.map(_play_in_worker, repeat(name), repeat(pair), range(games)))
    else:
        results = [play_game_of_pair(variant, pair, game) for game in range(games)]
    finished = [(game, result) for game, result in enumerate(results) if result is not None]
    return Outcome(name, pair, len(finished), sum(won for _, (won, _, _) in finished),
                   tuple(points for _, (_, points, _) in finished),
                   time.perf_counter() - started, games - len(finished),
                   tuple(game // variant.sides for game, _ in finished), variant.has_cube,
                   variant.sides, variant.sides - variant.last_out if variant.last_out else 1,
                   sum(drawn for _, (_, _, drawn) in finished))


def self_play_seconds(variant: Variant, bot: str, games: int) -> float:
    """CPU seconds per game of ``bot`` against itself (seeded games)."""
    started = time.process_time()
    for game in range(games):
        play_game(variant, (make_bot(bot, f"{game}/x", variant),
                            make_bot(bot, f"{game}/o", variant)),
                  seed=game, max_actions=MAX_ACTIONS)
    return (time.process_time() - started) / games


def cube_positions(variant: Variant, wanted: int) -> list[Position]:
    """Positions about to roll where the strong bot weighs a double (the leader's lead in
    the race past tavli.players.doubling's floor), from seeded games of the heuristic."""
    found: list[Position] = []
    for game in range(200):
        bots = (bot_for("heuristic", f"{game}/x", variant), bot_for("heuristic", f"{game}/o",
                                                                      variant))
        for event in generate_game(variant, bots, seed=game, max_actions=MAX_ACTIONS):
            position = event.after
            floor = doubling.CONTACT_LEAD if has_contact(variant, position) \
                else doubling.RACE_LEAD
            if position.phase == "roll" and not position.rest \
                    and race_lead(variant, position, position.turn) >= floor:
                found.append(position)
        if len(found) >= 4 * wanted:
            break
    return found[::4][:wanted]


def cube_seconds(variant: Variant, positions: list[Position]) -> float:
    """CPU seconds of the strong (and rollout) bot's decision to double, per position."""
    started = time.process_time()
    for index, position in enumerate(positions):
        doubling.should_double(variant, position, random.Random(index))
    return (time.process_time() - started) / max(1, len(positions))


def speed(name: str, games: int) -> None:
    """Issue 28's targets: the rollout bot's self-play time per game as a multiple of the
    heuristic's (target: at most 8), and a cube decision's time (target: under 0.2 s), with
    the playouts compiled and in Python, in one run."""
    variant = load_variant(name)
    positions = cube_positions(variant, 12)
    heuristic = self_play_seconds(variant, "heuristic", games)
    print(f"{name}: heuristic self-play {heuristic:.3f} s/game (CPU, {games} games)")
    for compiled in (True, False):
        before = playouts.use_compiled(compiled)
        played = games if compiled else max(2, games // 10)  # Python's: slow, fewer
        try:
            how = "compiled" if compiled and playouts.supported(variant) else "Python"
            rollout = self_play_seconds(variant, "rollout", played)
            cube = cube_seconds(variant, positions)
        finally:
            playouts.use_compiled(before)
        print(f"  playouts in {how:<8}: rollout self-play {rollout:.3f} s/game ({played} games), "
              f"{rollout / heuristic:.1f}x the heuristic's (target 8x); a cube decision "
              f"{cube:.3f} s (over {len(positions)} positions; target 0.2 s)", flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", nargs="+", default=list(PAIRS), metavar="A:B")
    parser.add_argument("--variants", nargs="+", default=None)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--jobs", type=int, default=1,
                        help="games played at once, each in a process of its own")
    parser.add_argument("--markdown", action="store_true")
    parser.add_argument("--speed", action="store_true",
                        help="print the rollout bot's self-play time ratio to the heuristic's "
                             "and a cube decision's time, compiled and in Python, then the "
                             "batched environment's steps/s beside OpenSpiel's (issue 28)")
    parser.add_argument("--no-batched", action="store_true",
                        help="with --speed: leave out the batched environment")
    args = parser.parse_args(argv)
    if args.speed:
        for name in args.variants or ["backgammon"]:
            speed(name, args.games)
        if not args.no_batched:  # issue 28's second target, in the same run
            import vector  # bench/vector.py, beside this file

            vector.main(["--no-pgx", "--passes", "2"])
        return 0
    names = args.variants or sorted(bundled_variants())
    done: list[Outcome] = []
    for pair in args.pairs:
        for name in names:
            variant = load_variant(name)
            if "gnubg" in pair and (not available() or gnubg_refusal(variant) is not None):
                continue
            outcome = play_pair(variant, name, pair, args.games, args.jobs)
            done.append(outcome)
            print(outcome.line(), flush=True)
    if args.markdown:
        print("\n| game | pairing | games | drawn | first bot's wins (of those won) "
              "| 95 % interval | points/game | margin |")
        print("|---|---|---|---|---|---|---|---|")
        for o in done:
            low, high = o.wilson()
            mean, half = o.per_game()
            share = o.wins / o.decided if o.decided else 0.0
            print(f"| {o.variant} | {o.pair.replace(':', ' vs ')} | {o.games} | {o.drawn} | "
                  f"{share:.0%} | {low:.0%}-{high:.0%} | {mean:+.2f} ± {half:.2f} | "
                  f"{o.verdict()} |")
    return 0


if __name__ == "__main__":
    from bench import run_benchmark  # (this folder is the script's, first on the path)

    run_benchmark(main)
