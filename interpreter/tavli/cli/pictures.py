"""``tavli board``: a position of any variant as an SVG (or PNG) picture."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from tavli.cli.common import add_variant_arguments, parse_dice, variant_from
from tavli.game.actions import play_from_text
from tavli.game.turn import start_turn
from tavli.model.errors import IllegalActionError
from tavli.model.variant import SIDE_NAMES, Side
from tavli.notation.formats import FORMATS, position_from
from tavli.pictures.board import Board, svg_to_png
from tavli.records.files import check_output, replace_bytes, replace_text


def register(subparsers: Any) -> None:
    board = subparsers.add_parser(
        "board", help="draw a position as an SVG or PNG picture",
        description="Draw a position of any variant as a picture: the points numbered as the "
                    "viewer counts them, zones, the way each side runs, bar, hand, off, pins, "
                    "cube and dice, and a play as arrows.",
        epilog="example: tavli board backgammon --position start --dice 3 1 "
               "--play '8/5 6/5' --svg opening.svg",
    )
    add_variant_arguments(board)
    board.add_argument("--position", "-p", default="start",
                       help="the position (in --format's notation), or 'start' (default)")
    board.add_argument("--format", "-f", choices=FORMATS, default="native",
                       help="the notation of --position (default: tavli's own)")
    board.add_argument("--viewer", choices=SIDE_NAMES, default="X",
                       help="whose side of the board is drawn at the bottom, and whose "
                            "numbers label the points (default X)")
    board.add_argument("--dice", "-d", nargs="+", default=None,
                       help="the roll the position is to play, e.g. 6 5")
    board.add_argument("--play", default=None, metavar="PLAY",
                       help="draw this play (e.g. '24/18 13/8') as arrows on the position")
    out = board.add_mutually_exclusive_group()
    out.add_argument("--svg", type=Path, metavar="FILE", help="write SVG to FILE")
    out.add_argument("--png", type=Path, metavar="FILE",
                     help="write PNG to FILE (needs: pip install 'tavli[png]')")
    board.set_defaults(handler=run_board)


def run_board(args: argparse.Namespace) -> int:
    for path in (args.png, args.svg):
        if path is not None:
            check_output(path, "picture")  # before any work (tavli.records.files)
    variant = variant_from(args)
    position = position_from(variant, args.position, args.format)
    viewer: Side = 0 if args.viewer == "X" else 1
    if args.dice is not None:
        dice = parse_dice(variant, args.dice)
        if position.phase == "roll":
            position = start_turn(variant, position, dice)
        elif position.dice != dice:
            raise IllegalActionError(
                f"the position already has {'-'.join(map(str, position.dice))} to play")
    picture = Board(variant, position, viewer)
    if args.play is not None:
        picture = Board.of_play(variant, position, play_from_text(variant, position, args.play),
                                viewer)
    if args.png is not None:
        replace_bytes(args.png, svg_to_png(picture.svg()))
    elif args.svg is not None:
        replace_text(args.svg, picture.svg() + "\n")
    else:
        sys.stdout.write(picture.svg() + "\n")
    return 0
