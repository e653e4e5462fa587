"""``tavli conformance``: a game's conformance suite as JSON lines (docs/conformance.md)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from tavli.cli.common import add_command, add_variant_arguments, variant_from
from tavli.model.errors import TavliError
from tavli.services.conformance import CATEGORIES, build


def register(subparsers: Any) -> None:
    suite = add_command(
        subparsers, "conformance",
        "write a conformance suite: positions, rolls and where every play leads (JSON lines)",
        "tavli conformance backgammon --output backgammon.jsonl",
        'tavli conformance backgammon --agree "python adapters/gnubg_adapter.py"')
    add_variant_arguments(suite)
    suite.add_argument("--output", type=Path, default=None, metavar="FILE",
                       help="write the suite to FILE (default: standard output)")
    suite.add_argument("-n", "--cases", type=int, default=100, metavar="N",
                       help="cases drawn at random (default 100), then more for each "
                            "category short of --minimum")
    suite.add_argument("--minimum", type=int, default=5, metavar="M",
                       help="cases asked of each category the game's rules can give (default 5)")
    suite.add_argument("--positions", type=int, default=300, metavar="P",
                       help="positions reached by random play to draw from (default 300)")
    suite.add_argument("--seed", type=int, default=0, help="the random play's seed")
    suite.add_argument("--agree", metavar="COMMAND", default=None,
                       help="ask another engine (oracle protocol) every case; each case says "
                            "whether it agreed")
    suite.add_argument("--timeout", type=float, default=60.0, metavar="SECONDS",
                       help="how long to wait for one of the engine's replies (default 60)")
    suite.set_defaults(handler=run_conformance)


def run_conformance(args: argparse.Namespace) -> int:
    for name, value, least in (("--cases", args.cases, 1), ("--positions", args.positions, 1),
                               ("--minimum", args.minimum, 0)):
        if value < least:
            raise TavliError(f"{name} must be at least {least}, not {value}")
    variant = variant_from(args)
    suite = build(variant, count=args.cases, seed=args.seed, minimum=args.minimum,
                  positions=args.positions, agree=args.agree, timeout=args.timeout)
    if args.output is None:
        suite.write(sys.stdout)
    else:
        with args.output.open("w", encoding="utf-8") as out:
            suite.write(out)
    counts = suite.header["categories"]
    short = [name for name in CATEGORIES if counts[name]["count"] < counts[name]["minimum"]]
    agreed = sum(1 for case in suite.cases if "agreed" in case["provenance"])
    print(f"{variant.name}: {len(suite.cases)} cases; "
          + ", ".join(f"{name} {counts[name]['count']}" for name in CATEGORIES
                      if counts[name]["count"] or counts[name]["minimum"])
          + (f"; agreed by the other engine: {agreed}" if args.agree else "")
          + (f"; short of {args.minimum}: {', '.join(short)}" if short else ""),
          file=sys.stderr)
    return 0
