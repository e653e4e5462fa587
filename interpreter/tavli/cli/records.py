"""``tavli replay``, ``tavli export-mat`` and ``tavli import-mat``: saved games."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from tavli.board import draw_board
from tavli.errors import RecordError
from tavli.game import new_game, score
from tavli.notation.native import format_position
from tavli.position import Position
from tavli.records import GameRecord, load_records, replay, save_records, variant_of
from tavli.records.mat import load_mat, save_mat
from tavli.variant import Variant


def register(subparsers: Any) -> None:
    replaying = subparsers.add_parser(
        "replay", help="replay saved games, checking every action, and show each position")
    replaying.add_argument("file", type=Path, metavar="FILE", help="a game record file")
    replaying.add_argument(
        "--variant-check", action="store_true",
        help="only check that every game replays under its variant's rules: one line a game")
    replaying.add_argument("--step", action="store_true",
                           help="wait for Enter after each position")
    replaying.add_argument("--board", action="store_true",
                           help="draw the board instead of the one-line notation")
    replaying.add_argument("--game", type=int, default=None, metavar="N",
                           help="replay only the N-th game of the file")
    replaying.set_defaults(handler=run_replay)

    export = subparsers.add_parser(
        "export-mat", help="write backgammon game records as a Jellyfish/GNU Backgammon .mat")
    export.add_argument("file", type=Path, metavar="FILE", help="a game record file")
    export.add_argument("-o", "--output", type=Path, required=True, metavar="OUT.mat")
    export.set_defaults(handler=run_export_mat)

    imported = subparsers.add_parser(
        "import-mat", help="read a Jellyfish/GNU Backgammon .mat match into game records")
    imported.add_argument("file", type=Path, metavar="FILE.mat")
    imported.add_argument("-o", "--output", type=Path, required=True, metavar="OUT")
    imported.set_defaults(handler=run_import_mat)


def _chosen(records: list[GameRecord], game: int | None) -> list[tuple[int, GameRecord]]:
    numbered = list(enumerate(records, start=1))
    if game is None:
        return numbered
    if not 1 <= game <= len(records):
        raise RecordError(f"--game {game}: the file holds games 1 to {len(records)}")
    return [numbered[game - 1]]


def run_replay(args: argparse.Namespace) -> int:
    records = load_records(args.file)
    for number, record in _chosen(records, args.game):
        variant = variant_of(record)
        steps = replay(record)
        final = steps[-1][1] if steps else new_game(variant)
        found = score(variant, final)
        ending = str(found) if found is not None else "the game is not over"
        if args.variant_check:
            print(f"game {number}: {variant.name}, {len(steps)} actions: {ending}")
            continue
        options = "".join(f" --option {name}" for name, on in record.options.items() if on)
        print(f"game {number}: {variant.title} ({variant.name}{options})"
              + (f", seed {record.seed}" if record.seed is not None else ""))
        _show(variant, new_game(variant), "start", args.board)
        for index, (action, position) in enumerate(steps, start=1):
            if args.step and not _wait():
                return 0
            _show(variant, position, f"{index}. {action}", args.board)
        print(f"result: {ending}\n")
    return 0


def _show(variant: Variant, position: Position, label: str, board: bool) -> None:
    if board:
        print(f"{label}\n{draw_board(variant, position)}\n")
    else:
        print(f"{label:<28} {format_position(variant, position)}")


def _wait() -> bool:
    """Wait for Enter; False when the input has ended (stop replaying)."""
    try:
        input()
    except EOFError:
        return False
    return True


def run_export_mat(args: argparse.Namespace) -> int:
    records = load_records(args.file)
    save_mat(args.output, records)
    print(f"{args.output}: {len(records)} game{'s' if len(records) != 1 else ''} written")
    return 0


def run_import_mat(args: argparse.Namespace) -> int:
    records = load_mat(args.file)
    save_records(args.output, records)
    print(f"{args.output}: {len(records)} game{'s' if len(records) != 1 else ''} written")
    return 0
