"""What several subcommands share: declaring a command, choosing a variant with its
options, reading dice and positions."""

from __future__ import annotations

import argparse
import re
from difflib import get_close_matches
from typing import TYPE_CHECKING, Any

from tavli.language.load import load_variant
from tavli.language.resources import bundled_match_files, bundled_variant_files
from tavli.model.errors import IllegalActionError, UnknownOptionError, UnknownVariantError
from tavli.model.position import Position
from tavli.model.variant import Variant
from tavli.notation.formats import FORMATS, guess_format, position_from

if TYPE_CHECKING:
    from tavli.language.matches import Rotation


def add_command(subparsers: Any, name: str, summary: str, *examples: str) -> Any:
    """A subcommand whose ``--help`` says what it does and shows at least one example
    (every tavli command has one: tests/test_cli_terminal.py holds that)."""
    if not examples:
        raise ValueError(f"the command {name!r} needs an example for its --help")
    shown = "\n".join(f"  {example}" for example in examples)
    return subparsers.add_parser(
        name, help=summary, description=summary[:1].upper() + summary[1:] + ".",
        epilog=f"example{'s' if len(examples) > 1 else ''}:\n{shown}",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )

_TRUE = {"true", "on", "yes", "1"}
_FALSE = {"false", "off", "no", "0"}


def add_variant_arguments(parser: argparse.ArgumentParser) -> None:
    variant = parser.add_argument(
        "variant", help="a bundled variant's name, or the path of a rules file (play and "
        "selfplay: also a match, such as tavli)")
    variant.completer = variant_names  # type: ignore[attr-defined]  # argcomplete's hook
    parser.add_argument(
        "--option", "-o", action="append", default=[], metavar="NAME[=on|off]",
        help="turn on one of the variant's named options (repeatable)",
    )


def variant_names(**_: Any) -> list[str]:
    """Every bundled variant and match name (what a variant argument accepts besides a
    path), for argcomplete: read from the file names, so Tab compiles no rules."""
    return sorted([*bundled_variant_files(), *bundled_match_files()])


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
        from tavli.language.matches import load_rotation  # (its parser: only for a match)

        return load_rotation(name)
    return None


def variant_from(args: argparse.Namespace) -> Variant:
    try:
        return load_variant(args.variant, parse_options(args.option))
    except UnknownVariantError as error:
        raise UnknownVariantError(f"{error}{did_you_mean(str(args.variant))}") from None


def did_you_mean(name: str) -> str:
    """``; did you mean 'backgammon'?`` for a near miss of a bundled variant or match name,
    the way the rules language answers a misspelt keyword (difflib, the same cut-off)."""
    known = [*bundled_variant_files(), *bundled_match_files()]
    close = get_close_matches(name.lower(), known, n=1, cutoff=0.75)
    return f"; did you mean '{close[0]}'?" if close else ""


def parse_dice(variant: Variant, values: list[str]) -> tuple[int, ...]:
    """Dice given as ``6 5``, ``6-5``, ``6,5`` or ``65``; dice of more than nine faces are
    written apart (``11 10``, ``11-10``), and then so must every roll be."""
    words = [w for value in values for w in re.split(r"[\s,-]+", value.strip()) if w]
    if len(words) == 1 and variant.faces <= 9 and len(words[0]) == variant.dice:
        words = list(words[0])  # 65: one digit a die
    example = " ".join(str(variant.faces - i) for i in range(variant.dice))
    if not words or any(not w.isdigit() for w in words) or len(words) != variant.dice:
        raise IllegalActionError(
            f"{' '.join(values)!r} is not a roll of {variant.dice} dice, e.g. {example}"
        )
    dice = tuple(int(w) for w in words)
    if any(not 1 <= d <= variant.faces for d in dice):
        raise IllegalActionError(f"dice are numbered 1 to {variant.faces}")
    return dice


def position_arg(variant: Variant, text: str, fmt: str | None) -> Position:
    """A ``--position`` value in ``fmt`` (None: guessed from its look)."""
    chosen = fmt or guess_format(text)
    if chosen not in FORMATS:
        raise IllegalActionError(f"unknown position format {chosen!r}")
    return position_from(variant, text, chosen)


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
