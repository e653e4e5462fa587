"""``tavli rules``: a game's rulebook, generated from its rules file."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from tavli.cli.common import add_variant_arguments, parse_options
from tavli.pictures.rulebook import rulebook
from tavli.records.files import check_output, replace_text


def register(subparsers: Any) -> None:
    rules = subparsers.add_parser(
        "rules", help="print a game's rules as a readable rulebook (Markdown, or --html)",
        description="The game's rules in words, generated from its rules file: set-up, "
                    "movement, hitting or pinning, bearing off, the turn, the score, options.",
        epilog="example: tavli rules plakoto --html --output plakoto.html",
    )
    add_variant_arguments(rules)
    rules.add_argument("--html", action="store_true",
                       help="an HTML page, with the set-up drawn as a picture")
    rules.add_argument("--output", type=Path, metavar="FILE", help="write to FILE")
    rules.set_defaults(handler=run_rules)


def run_rules(args: argparse.Namespace) -> int:
    if args.output is not None:
        check_output(args.output, "rulebook")  # before any work (tavli.records.files)
    chosen = [name for name, on in parse_options(args.option).items() if on]
    sheet = rulebook(args.variant, chosen)
    text = sheet.html() if args.html else sheet.markdown()
    if args.output is not None:
        replace_text(args.output, text)
    else:
        sys.stdout.write(text)
    return 0
