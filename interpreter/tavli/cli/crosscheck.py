"""``tavli crosscheck``: another engine's legal plays checked against tavli's."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from tavli.adapters import ADAPTERS
from tavli.cli.common import add_command, parse_options
from tavli.language.load import load_variant
from tavli.notation.formats import FORMATS
from tavli.services.crosscheck import SHARD_POSITIONS, EngineError, crosscheck_sharded
from tavli.services.shards import add_shard_arguments
from tavli.services.wholegames import check_games


def register(subparsers: Any) -> None:
    check = add_command(
        subparsers, "crosscheck", "compare another engine's legal plays with tavli's",
        "tavli crosscheck -e gnubg -n 1000",
    )
    check.add_argument("--engine", "-e", metavar="NAME|COMMAND",
                       help=f"a shipped adapter ({', '.join(ADAPTERS)}) or the engine's "
                            "command line, e.g. \"python my_adapter.py\"")
    check.add_argument("--games", type=int, default=None, metavar="N",
                       help="play N whole games against GNU Backgammon (the engine gnubg) "
                            "and compare each position, the end and the cube")
    check.add_argument("--variant", "-v", default="backgammon",
                       help="a bundled variant's name, or a rules file (default backgammon)")
    check.add_argument("--option", "-o", action="append", default=[], metavar="NAME[=on|off]",
                       help="turn on one of the variant's named options (repeatable)")
    check.add_argument("-n", "--positions", type=int, default=100, metavar="N",
                       help="how many positions to check, every roll of each (default 100)")
    check.add_argument("--seed", type=int, default=1, help="the random play's seed")
    check.add_argument("--format", "-f", choices=FORMATS, default=None,
                       help="the position notation to talk in (default: ask the engine)")
    check.add_argument("--timeout", type=float, default=60.0, metavar="SECONDS",
                       help="how long to wait for one reply (default 60)")
    check.add_argument("--limit", type=int, default=20,
                       help="how many disagreements to print (default 20)")
    check.add_argument("--json", action="store_true", help="print the report as JSON")
    add_shard_arguments(check, size=SHARD_POSITIONS, unit="positions")
    check.set_defaults(handler=run_crosscheck)


def run_crosscheck(args: argparse.Namespace) -> int:
    if args.games is not None:
        games = check_games(load_variant(args.variant, parse_options(args.option)),
                            args.engine or "gnubg", args.games, args.seed,
                            timeout=args.timeout)
        print(json.dumps(games.to_json(), indent=1) if args.json
              else games.render(limit=args.limit))
        return 0 if not games.differences else 1
    if args.engine is None:
        raise EngineError("say which engine to check: --engine NAME or COMMAND")
    report = crosscheck_sharded(
        args.variant, args.engine, args.positions, args.seed, options=parse_options(args.option),
        fmt=args.format, timeout=args.timeout, shard_size=args.shard_size,
        workers=args.workers, ray=args.ray, state=args.state,
        progress=sys.stderr if args.positions > args.shard_size and not args.quiet else None)
    if args.json:
        print(json.dumps(report.to_json(), indent=1))
    else:
        print(report.render(limit=args.limit))
    return 0 if not report.disagreements else 1
