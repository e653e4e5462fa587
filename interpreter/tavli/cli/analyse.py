"""``tavli analyse``: a saved game looked back on, each of a player's decisions weighed
against the best (tavli.players.analysis)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from tavli.cli.common import add_command
from tavli.model.errors import RecordError, UsageError
from tavli.players.analysis import MARKS, Analysis, analyse
from tavli.records import match_of, read_records, replay, start_of, variant_of

#: what each mark means, for the summary line
MARK_WORDS = {"?!": "doubtful", "?": "bad", "??": "very bad"}


def register(subparsers: Any) -> None:
    analysing = add_command(
        subparsers, "analyse",
        "weigh each decision of a player in saved games against the best, in points",
        "tavli analyse game.txt", "tavli analyse games.txt --as O --game 2 --json")
    analysing.add_argument("file", type=Path, metavar="FILE", help="a game record file")
    analysing.add_argument("--as", dest="side", default="X", metavar="SIDE",
                           help="whose decisions: X (the default), O, ...")
    analysing.add_argument("--game", type=int, default=None, metavar="N",
                           help="only the N-th game of the file")
    analysing.add_argument("--seed", type=int, default=0,
                           help="the dice of the games played out where GNU Backgammon "
                                "cannot value the game")
    analysing.add_argument("--json", action="store_true",
                           help="one JSON object a game instead of the table")
    analysing.set_defaults(handler=run_analyse)


def run_analyse(args: argparse.Namespace) -> int:
    read = read_records(args.file)
    if read.stopped is not None and not read.records:
        raise read.stopped
    numbered = list(enumerate(read.records, start=1))
    if args.game is not None:
        if not 1 <= args.game <= len(numbered):
            raise RecordError(f"--game {args.game}: the file holds games 1 to {len(numbered)}")
        numbered = [numbered[args.game - 1]]
    for number, record in numbered:
        variant = variant_of(record)
        letters = variant.side_names
        if args.side not in letters:
            raise UsageError(f"--as {args.side}: {variant.name}'s sides are "
                             f"{', '.join(letters)}")
        found = analyse(variant, replay(record), letters.index(args.side),
                        match_of(record, variant), args.seed, start_of(record, variant))
        if args.json:
            print(json.dumps({"game": number, "variant": variant.name,
                              **found.to_json(args.side)}))
        else:
            _print(number, variant.title, args.side, found)
    if read.stopped is not None:
        print(f"tavli: the file stops being whole after game {len(read.records)}: "
              f"{read.stopped}", file=sys.stderr)
        return 1
    return 0


def _print(number: int, title: str, side: str, found: Analysis) -> None:
    print(f"game {number}: {title}, {side}'s decisions")
    print(f"  values: {found.unit}")
    print(f"  {'#':>4}  {'made':<22} {'value':>7}  {'best':<22} {'value':>7}  given up")
    for d in found.decisions:
        print(f"  {d.turn:>4}  {d.made:<22} {d.value:>7.3f}  {d.best:<22} {d.best_value:>7.3f}"
              f"  {d.loss:>6.3f} {d.mark}".rstrip())
    counts = [f"{sum(d.mark == mark for d in found.decisions)} {MARK_WORDS[mark]}"
              for mark, _ in reversed(MARKS)]
    print(f"  {side} gave up {found.given_up:.3f} points in {len(found.decisions)} decisions: "
          f"{', '.join(counts)}\n")

