"""``tavli replay``, ``tavli export-mat`` and ``tavli import-mat``: saved games."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from tavli.cli.common import add_command
from tavli.game.position_text import format_position
from tavli.model.errors import RecordError
from tavli.model.position import Position
from tavli.model.variant import SIDE_NAMES, Variant
from tavli.pictures.text import draw_board
from tavli.records import (
    GameRecord,
    final_score,
    load_records,
    read_records,
    replay,
    save_records,
    start_of,
    variant_of,
)
from tavli.records.files import check_output
from tavli.records.mat import load_mat, save_mat


def register(subparsers: Any) -> None:
    replaying = add_command(
        subparsers, "replay", "replay saved games, checking every action, and show each position",
        "tavli replay games.txt --board --game 2", "tavli replay games.txt --variant-check")
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

    export = add_command(
        subparsers, "export-mat",
        "write backgammon game records as a Jellyfish/GNU Backgammon .mat",
        "tavli export-mat games.txt -o match.mat")
    export.add_argument("file", type=Path, metavar="FILE", help="a game record file")
    export.add_argument("-o", "--output", type=Path, required=True, metavar="OUT.mat")
    export.set_defaults(handler=run_export_mat)

    imported = add_command(
        subparsers, "import-mat", "read a Jellyfish/GNU Backgammon .mat match into game records",
        "tavli import-mat match.mat -o games.txt")
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
    read = read_records(args.file)
    records = read.records
    if read.stopped is not None and not records:
        raise read.stopped
    for number, record in _chosen(records, args.game):
        variant = variant_of(record)
        steps = replay(record)
        found = final_score(record, steps)
        ending = str(found) if found is not None else "the game is not over"
        if record.resigned is not None:
            ending = f"{SIDE_NAMES[record.resigned[0]]} resigned: {ending}"
        if args.variant_check:
            print(f"game {number}: {variant.name}, {len(steps)} actions: {ending}")
            continue
        options = "".join(f" --option {name}" for name, on in record.options.items() if on)
        print(f"game {number}: {variant.title} ({variant.name}{options})"
              + (f", seed {record.seed}" if record.seed is not None else ""))
        _show(variant, start_of(record, variant), "start", args.board)
        for index, (action, position) in enumerate(steps, start=1):
            if args.step and not _wait():
                return 0
            _show(variant, position, f"{index}. {action}", args.board)
        print(f"result: {ending}\n")
    if read.stopped is not None:  # a file cut short: what was whole is replayed above
        print(f"tavli: the file stops being whole after game {len(records)}: "
              f"{read.stopped}", file=sys.stderr)
        return 1
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
    check_output(args.output, ".mat")
    records = load_records(args.file)
    save_mat(args.output, records)
    _written(args, len(records))
    return 0


def run_import_mat(args: argparse.Namespace) -> int:
    check_output(args.output, "record")
    records = load_mat(args.file)
    save_records(args.output, records)
    _written(args, len(records))
    return 0


def _written(args: argparse.Namespace, count: int) -> None:
    if not args.quiet:
        print(f"{args.output}: {count} game{'s' if count != 1 else ''} written")
