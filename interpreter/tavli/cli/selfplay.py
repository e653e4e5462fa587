"""``tavli selfplay``: bots play games or matches, with a progress bar, then a summary."""

from __future__ import annotations

import argparse
import contextlib
import sys
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any

from tavli.cli.common import (
    add_command,
    add_variant_arguments,
    game_count,
    match_length,
    parse_options,
    rotation_from,
    variant_from,
)
from tavli.cli.progress import RunProgress
from tavli.cli.stopping import exit_status
from tavli.game.match import MatchState, new_match
from tavli.language.matches import Rotation
from tavli.model.variant import SIDE_NAMES, Variant
from tavli.players.bots import BOTS, bot_for, seat_seed
from tavli.players.driver import GameResult, MatchResult, Player, play_game, play_match
from tavli.records import GameRecord, crawford_header
from tavli.records.files import check_output
from tavli.records.stream import RecordFile
from tavli.services.selfplay import SHARD_GAMES, sharded_games
from tavli.services.shards import add_shard_arguments


def register(subparsers: Any) -> None:
    selfplay = add_command(subparsers, "selfplay", "bots play N games; print a summary",
                           "tavli selfplay backgammon -n 1000 --save games.txt",
                           "tavli selfplay tavli --match 7 -n 10 --bot random")
    add_variant_arguments(selfplay)
    selfplay.add_argument("-n", "--games", type=game_count, default=100,
                          help="games (default 100)")
    selfplay.add_argument("--seed", type=int, default=0,
                          help="seed of game 1; game i uses seed+i-1 (default 0)")
    selfplay.add_argument("--bot", choices=BOTS, default="heuristic",
                          help="the bot for both sides (default heuristic)")
    selfplay.add_argument("--bot-o", choices=BOTS, default=None,
                          help="a different bot for O (and every other side, where more play)")
    selfplay.add_argument("--match", type=match_length, default=None, metavar="M",
                          help="play N matches to M points (-n counts matches); the summary "
                               "gives matches won")
    selfplay.add_argument("--save", type=Path, metavar="FILE", help="save every game to FILE")
    add_shard_arguments(selfplay, size=SHARD_GAMES, unit="games")
    selfplay.set_defaults(handler=run_selfplay)


def _played(args: argparse.Namespace, variant: Variant,
            names: tuple[str, str]) -> Iterable[GameResult]:
    """The games, one by one; in shards (tavli.services.selfplay) with --workers, --ray or
    --state: the same games, played elsewhere and handed over when all are done."""
    if args.workers > 1 or args.ray is not None or args.state is not None:
        return sharded_games(args.variant, parse_options(args.option), names, args.games,
                             args.seed, shard_size=args.shard_size, workers=args.workers,
                             ray=args.ray, state=args.state,
                             progress=None if args.quiet else sys.stderr)
    return (play_game(variant, _bots(names, seed, variant.sides), seed=seed)
            for seed in range(args.seed, args.seed + args.games))



def run_selfplay(args: argparse.Namespace) -> int:
    if args.save is not None:
        check_output(args.save, "record")  # before anything else
    rotation = rotation_from(args)
    names = (args.bot, args.bot_o or args.bot)
    if rotation is not None:
        return _selfplay_matches(args, rotation.games[0], names, rotation)
    variant = variant_from(args)
    if args.match is not None:
        return _selfplay_matches(args, variant, names)
    options = parse_options(args.option)
    results: list[GameResult] = []
    with saving(args.save) as saved, RunProgress(args.games, "games",
                                                  quiet=args.quiet) as progress:
        try:
            for number, result in enumerate(_played(args, variant, names)):
                if saved is not None:  # saved before counted: an interruption loses nothing
                    saved.write(GameRecord(
                        variant=args.variant, options=options, seed=args.seed + number,
                        actions=list(result.actions),
                        players=tuple(f"{names[min(side, 1)]} bot"
                                      for side in range(variant.sides)),
                        result=str(result.score)))
                results.append(result)
                progress.advance()
        except KeyboardInterrupt as stop:
            _stopped(args, len(results), "games", saved)
            if results:
                with contextlib.suppress(OSError):  # a hang-up took the terminal
                    print(summary(variant, results, names, args.seed))
            return exit_status(stop)
    _report_saved(args, saved)
    print(summary(variant, results, names, args.seed))
    return 0


@contextlib.contextmanager
def saving(path: Path | None) -> Iterator[RecordFile | None]:
    """The record file of a run (None without ``--save``), opened before the first game so
    a path that cannot be written is refused before anything is played. It replaces the
    file: a run's file holds that run's games."""
    if path is None:
        yield None
        return
    with RecordFile(path) as records:
        yield records


def _report_saved(args: argparse.Namespace, saved: RecordFile | None) -> None:
    if saved is not None and not args.quiet:
        print(f"saved {saved.saved()} to {saved.path}", file=sys.stderr)


def _stopped(args: argparse.Namespace, done: int, unit: str, saved: RecordFile | None) -> None:
    """The run was interrupted: say what was finished and kept."""
    kept = f"; {saved.saved()} saved to {saved.path}" if saved is not None else ""
    with contextlib.suppress(OSError):
        print(f"tavli: interrupted after {done} {unit}{kept}", file=sys.stderr)


def _bots(names: tuple[str, str], seed: int, sides: int = 2) -> tuple[Player, ...]:
    """The bots of each side for the game or match played with ``seed``: X's, then O's (and,
    where more sides play, O's bot in every other seat)."""
    return tuple(bot_for(names[min(side, 1)], seat_seed(seed, side)) for side in range(sides))


def summary(
    variant: Variant, results: Sequence[GameResult], names: tuple[str, str], seed: int
) -> str:
    """Wins per side with their kinds, average length and points."""
    games = len(results)
    kinds = [level.name for level in variant.scoring]
    if variant.has_cube:
        kinds.append("drop")
    others = "O" if variant.sides == 2 else ", ".join(variant.side_names[1:])
    lines = [f"{variant.name}: {games} games, {names[0]} (X) against {names[1]} ({others}), "
             f"seeds {seed}..{seed + games - 1}"]
    if variant.last_out:  # 'the last N out lose': who was left to pay, not who won
        kinds = [f"last out {kind}" for kind in kinds]
    for side in range(variant.sides):
        if variant.last_out:
            lost = [r for r in results if r.score.payments[side] < 0]
            share = 100 * len(lost) / games
            lines.append(f"{variant.side_names[side]} last out {len(lost):>6} ({share:5.1f}%)")
            continue
        won = [r for r in results if r.score.winner == side]
        counted = Counter(r.score.result for r in won)
        detail = ", ".join(f"{kind} {counted[kind]}" for kind in kinds)
        share = 100 * len(won) / games
        lines.append(f"{variant.side_names[side]} wins {len(won):>6} ({share:5.1f}%): {detail}")
    drawn = sum(1 for r in results if r.score.winner is None)
    if drawn:  # (games that end drawn: both shut in, two pinned mothers)
        lines.append(f"drawn  {drawn:>6} ({100 * drawn / games:5.1f}%)")
    everything = Counter(r.score.result for r in results)
    lines.append("results: " + ", ".join(f"{kind} {everything[kind]}" for kind in kinds))
    lines.append(f"average length: {sum(r.turns for r in results) / games:.1f} turns")
    points = [r.score.points for r in results]
    lines.append(f"average points: {sum(points) / games:.2f} per game (most {max(points)})")
    return "\n".join(lines)


def _selfplay_matches(
    args: argparse.Namespace, variant: Variant, names: tuple[str, str],
    rotation: Rotation | None = None,
) -> int:
    """``selfplay --match M``: ``-n`` matches to M points, match i with seed seed+i-1; for
    a match file (a rotation of games), to its own length unless ``--match`` says another."""
    if rotation is not None and args.match is None:
        args.match = rotation.points
    new_match(variant, args.match)  # a bad length is refused before anything is played
    games = rotation.games if rotation else ()
    starts = bool(rotation and rotation.winner_starts)
    options = parse_options(args.option)
    matches: list[MatchResult] = []
    with saving(args.save) as saved, RunProgress(args.games, "matches",
                                                  quiet=args.quiet) as progress:
        try:
            for number in range(args.games):
                seed = args.seed + number

                def save(state: MatchState, result: GameResult, number: int = number,
                         seed: int = seed) -> None:
                    if saved is not None:
                        saved.write(GameRecord(
                            variant=rotation.game(state.game).name if rotation
                            else args.variant, options=options, seed=seed,
                            actions=list(result.actions),
                            players=tuple(f"{names[min(side, 1)]} bot"
                                      for side in range(variant.sides)),
                            match_length=state.length, match_score=state.score,
                            crawford=crawford_header(state), result=str(result.score),
                            tags={"match-number": str(number + 1)}))

                matches.append(play_match(variant, _bots(names, seed), args.match, seed=seed,
                                          rotation=games, winner_starts=starts, on_game=save))
                progress.advance()
        except KeyboardInterrupt as stop:
            _stopped(args, len(matches), "matches", saved)
            if matches:
                with contextlib.suppress(OSError):
                    print(match_summary_table(rotation.name if rotation else variant.name,
                                              matches, names, args.seed))
            return exit_status(stop)
    _report_saved(args, saved)
    title = rotation.name if rotation else variant.name
    print(match_summary_table(title, matches, names, args.seed))
    return 0


def match_summary_table(
    name: str, matches: Sequence[MatchResult], names: tuple[str, str], seed: int
) -> str:
    """Matches won per side, and how long the matches were."""
    count = len(matches)
    length = matches[0].final.length
    lines = [f"{name}: {count} matches to {length} points, {names[0]} (X) against "
             f"{names[1]} (O), seeds {seed}..{seed + count - 1}"]
    for side in (0, 1):
        won = sum(1 for m in matches if m.winner == side)
        lines.append(f"{SIDE_NAMES[side]} wins {won:>6} matches ({100 * won / count:5.1f}%)")
    games = [len(m.games) for m in matches]
    crawford = sum(1 for m in matches for state, _ in m.games if state.crawford)
    lines.append(f"average length: {sum(games) / count:.1f} games (most {max(games)}); "
                 f"Crawford games: {crawford}")
    return "\n".join(lines)
