"""``tavli conformance``: a game's conformance suite as JSON lines (docs/conformance.md), or
with ``--all`` every bundled game's, as published in docs/conformance/."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from tavli.cli.common import add_command, variant_from, variant_names
from tavli.language.load import bundled_variants, load_variant
from tavli.model.errors import UsageError
from tavli.model.variant import Variant
from tavli.services.conformance import CATEGORIES, Suite, build
from tavli.services.conformance_cases import ROUNDS

# what the published suites are made with (docs/conformance.md)
PUBLISHED = {"cases": 1000, "minimum": 50, "positions": 300}


def register(subparsers: Any) -> None:
    suite = add_command(
        subparsers, "conformance",
        "write a conformance suite: positions, rolls and where every play leads (JSON lines)",
        "tavli conformance backgammon --output backgammon.jsonl",
        'tavli conformance backgammon --agree "python adapters/gnubg_adapter.py"',
        'tavli conformance --all --directory docs/conformance '
        '--agree "python adapters/gnubg_adapter.py"')
    game = suite.add_argument("variant", nargs="?", default=None,
                              help="a bundled variant's name, or the path of a rules file")
    game.completer = variant_names  # argcomplete's hook
    suite.add_argument("--option", "-o", action="append", default=[], metavar="NAME[=on|off]",
                       help="turn on one of the variant's named options (repeatable)")
    suite.add_argument("--all", action="store_true",
                       help="every bundled game, each into DIRECTORY/GAME.jsonl.gz, with the "
                            "published suites' settings unless given")
    suite.add_argument("--directory", type=Path, default=Path("."), metavar="DIRECTORY",
                       help="where --all writes (default: here)")
    suite.add_argument("--output", type=Path, default=None, metavar="FILE",
                       help="write the suite to FILE, gzip-compressed if it ends in .gz "
                            "(default: standard output)")
    suite.add_argument("-n", "--cases", type=int, default=None, metavar="N",
                       help="cases drawn at random (default 100, with --all 1000), then more "
                            "for each category short of --minimum")
    suite.add_argument("--minimum", type=int, default=None, metavar="M",
                       help="cases asked of each category the game's rules can give "
                            "(default 5, with --all 50)")
    suite.add_argument("--positions", type=int, default=None, metavar="P",
                       help="positions reached by seeded play to draw from (default 300)")
    suite.add_argument("--seed", type=int, default=0, help="the random play's seed")
    suite.add_argument("--rounds", type=int, default=ROUNDS, metavar="R",
                       help=f"further rounds of seeded play searched for a category still "
                            f"short (default {ROUNDS})")
    suite.add_argument("--agree", metavar="COMMAND", default=None,
                       help="ask another engine (oracle protocol) every case; each case says "
                            "whether it agreed (cases of a game it does not play say nothing)")
    suite.add_argument("--timeout", type=float, default=60.0, metavar="SECONDS",
                       help="how long to wait for one of the engine's replies (default 60)")
    suite.set_defaults(handler=run_conformance)


def run_conformance(args: argparse.Namespace) -> int:
    defaults = PUBLISHED if args.all else {"cases": 100, "minimum": 5, "positions": 300}
    for name, least in (("cases", 1), ("positions", 1), ("minimum", 0), ("rounds", 0)):
        if getattr(args, name) is None:
            setattr(args, name, defaults[name])
        if getattr(args, name) < least:
            raise UsageError(f"--{name} must be at least {least}, not {getattr(args, name)}")
    if args.all:
        if args.variant is not None or args.output is not None or args.option:
            raise UsageError("--all makes every bundled game's suite: give no game, --output "
                             "or --option with it")
        args.directory.mkdir(parents=True, exist_ok=True)
        for name in sorted(bundled_variants()):
            suite = _suite(args, load_variant(name))
            suite.save(args.directory / f"{name}.jsonl.gz")
        return 0
    if args.variant is None:
        raise UsageError("name a game (tavli conformance backgammon), or give --all")
    suite = _suite(args, variant_from(args))
    if args.output is None:
        suite.write(sys.stdout)
    else:
        suite.save(args.output)
    return 0


def _suite(args: argparse.Namespace, variant: Variant) -> Suite:
    """One game's suite, with a line on standard error of what it holds."""
    suite = build(variant, count=args.cases, seed=args.seed, minimum=args.minimum,
                  positions=args.positions, agree=args.agree, timeout=args.timeout,
                  rounds=args.rounds)
    counts = suite.header["categories"]
    short = [name for name in CATEGORIES if counts[name]["count"] < counts[name]["minimum"]]
    agreed = sum(1 for case in suite.cases if "agreed" in case["provenance"])
    print(f"{variant.name}: {len(suite.cases)} cases; "
          + ", ".join(f"{name} {counts[name]['count']}" for name in CATEGORIES
                      if counts[name]["count"] or counts[name]["minimum"])
          + (f"; agreed by the other engine: {agreed}" if args.agree else "")
          + (f"; short of {args.minimum}: {', '.join(short)}" if short else ""),
          file=sys.stderr, flush=True)
    return suite
