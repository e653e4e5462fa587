"""What several subcommands share: choosing a variant with its options, reading dice."""

from __future__ import annotations

import argparse

from tavli.errors import IllegalActionError, UnknownOptionError
from tavli.language.load import load_variant
from tavli.language.matches import Rotation, load_rotation
from tavli.resources import bundled_match_files
from tavli.variant import Variant

_TRUE = {"true", "on", "yes", "1"}
_FALSE = {"false", "off", "no", "0"}


def add_variant_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("variant", help="a bundled variant's name, or the path of a rules file "
                        "(play and selfplay: also a match, such as tavli)")
    parser.add_argument(
        "--option", "-o", action="append", default=[], metavar="NAME[=on|off]",
        help="turn on one of the variant's named options (repeatable)",
    )


def parse_options(values: list[str]) -> dict[str, bool]:
    """``--option NAME`` and ``--option NAME=VALUE`` (on/off, true/false, yes/no, 1/0)."""
    chosen: dict[str, bool] = {}
    for value in values:
        name, _, setting = value.partition("=")
        if not setting or setting.lower() in _TRUE:
            chosen[name] = True
        elif setting.lower() in _FALSE:
            chosen[name] = False
        else:
            raise UnknownOptionError(f"--option {value}: the value must be on or off")
    return chosen


def rotation_from(args: argparse.Namespace) -> Rotation | None:
    """The match file the command names (a bundled match such as ``tavli``, or a .match
    file), or None when it names a variant."""
    name = str(args.variant)
    if name in bundled_match_files() or name.endswith(".match"):
        if args.option:
            raise UnknownOptionError("a match file's games are played without options")
        return load_rotation(name)
    return None


def variant_from(args: argparse.Namespace) -> Variant:
    return load_variant(args.variant, parse_options(args.option))


def parse_dice(variant: Variant, values: list[str]) -> tuple[int, ...]:
    """Dice given as ``6 5``, ``6-5`` or ``65``."""
    text = "".join(values).replace("-", "").replace(",", "")
    if not text.isdigit() or len(text) != variant.dice:
        raise IllegalActionError(
            f"{' '.join(values)!r} is not a roll of {variant.dice} dice, e.g. 6 5"
        )
    dice = tuple(int(c) for c in text)
    if any(not 1 <= d <= variant.faces for d in dice):
        raise IllegalActionError(f"dice are numbered 1 to {variant.faces}")
    return dice


def game_count(text: str) -> int:
    """An argparse type: a number of games, 1 or more."""
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of games (1 or more)")
    return int(text)


def match_length(text: str) -> int:
    """An argparse type: a match length, 1 to 999 points."""
    if not text.isdigit() or not 1 <= int(text) <= 999:
        raise argparse.ArgumentTypeError(f"{text!r} is not a match length (1 to 999 points)")
    return int(text)
