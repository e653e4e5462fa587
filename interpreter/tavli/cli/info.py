"""``tavli variants``, ``tavli check`` and ``tavli moves``: what the rules say."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from tavli.cli.common import add_command, add_variant_arguments, parse_dice, variant_from
from tavli.game.play_text import play_text
from tavli.game.turn import legal_plays, start_turn
from tavli.language.load import bundled_variants, check_file
from tavli.language.matches import bundled_rotations, check_match_file
from tavli.model.errors import IllegalActionError, NotationError
from tavli.model.position import Position
from tavli.model.variant import Variant
from tavli.notation.formats import FORMATS, position_from, position_to


def register(subparsers: Any) -> None:
    variants = add_command(subparsers, "variants", "list the bundled variants and options",
                           "tavli variants", "tavli variants --json")
    variants.add_argument("--json", action="store_true", help="print JSON")
    variants.set_defaults(handler=run_variants)

    check = add_command(subparsers, "check", "check rules files; exit 1 on any error",
                        "tavli check my-variant.rules")
    check.add_argument("files", nargs="+", type=Path, metavar="FILE")
    check.set_defaults(handler=run_check)

    moves = add_command(subparsers, "moves", "every legal play for a position and a roll",
                        "tavli moves backgammon --dice 6 5",
                        "tavli moves backgammon -f xgid -d 3 1 "
                        "-p 'XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10'")
    add_variant_arguments(moves)
    moves.add_argument("--position", "-p", default="start",
                       help="the position (in --format's notation), or 'start' (default)")
    moves.add_argument("--format", "-f", choices=FORMATS, default="native",
                       help="the notation of positions given and printed: tavli's own "
                            "(default), a GNU Backgammon Position ID:Match ID, an XGID or a "
                            "FIBS board")
    moves.add_argument("--dice", "-d", nargs="+", default=None,
                       help="the roll, e.g. 6 5 (not needed when the position has dice to play)")
    moves.add_argument("--expanded", action="store_true",
                       help="write every die's move on its own (24/18 18/13)")
    moves.add_argument("--json", action="store_true", help="print a JSON array")
    moves.set_defaults(handler=run_moves)


def run_variants(args: argparse.Namespace) -> int:
    found = bundled_variants()
    matches = bundled_rotations()
    if args.json:
        print(json.dumps([
            {"name": v.name, "title": v.title, "extends": v.extends, "source": v.source,
             "options": dict(v.options)} for v in found.values()
        ] + [
            {"name": m.name, "title": m.title, "source": m.source, "options": {},
             "match": {"games": [g.name for g in m.games], "points": m.points,
                       "winner_starts": m.winner_starts}} for m in matches.values()
        ], indent=2))
        return 0
    width = max([18, *map(len, found)])
    for variant in found.values():
        based = f" (extends {variant.extends})" if variant.extends else ""
        print(f"{variant.name:<{width}} {variant.title}{based}")
        for name, description in variant.options.items():
            print(f"    --option {name:<26} {description}")
    for match in matches.values():
        starts = "; the winner starts the next game" if match.winner_starts else ""
        games = ", ".join(g.name for g in match.games)
        print(f"{match.name:<18} {match.title} (a match: {games} in turn, to {match.points}"
              f"{starts})")
    return 0


def run_check(args: argparse.Namespace) -> int:
    failed = 0
    for path in args.files:
        problems = check_match_file(path) if path.suffix == ".match" else check_file(path)
        if not problems:
            print(f"{path}: ok")
            continue
        failed += 1
        for problem in problems:
            print(f"error[{problem.code}]: {problem}", file=sys.stderr)
    return 1 if failed else 0


def run_moves(args: argparse.Namespace) -> int:
    variant = variant_from(args)
    position = position_from(variant, args.position, args.format)
    if position.phase == "roll":
        if args.dice is None:
            raise IllegalActionError(
                "the position is waiting for a roll: give --dice, e.g. --dice 6 5"
            )
        position = start_turn(variant, position, parse_dice(variant, args.dice))
    elif args.dice is not None and parse_dice(variant, args.dice) != position.dice:
        raise IllegalActionError(
            f"the position already has {'-'.join(map(str, position.dice))} to play"
        )
    plays = legal_plays(variant, position)
    if args.json:
        print(json.dumps([
            {"play": play_text(p, expanded=args.expanded),
             "position": _written(variant, p.position, args.format)} for p in plays
        ], indent=1))
    else:
        for play in plays:
            print(play_text(play, expanded=args.expanded))
    return 0


def _written(variant: Variant, position: Position, fmt: str) -> str | None:
    """The position in ``fmt``, or None where that notation cannot hold it (a chained
    turn's later parts, say)."""
    try:
        return position_to(variant, position, fmt)
    except NotationError:
        return None
