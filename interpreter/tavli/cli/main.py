"""Entry point of the ``tavli`` command: wiring, and the one place user errors are reported.

Every subcommand module exposes ``register(subparsers)``, which adds its parsers and sets
``handler`` on them. A TavliError becomes ``tavli: error[code]: message`` and exit status 1 (2
for a bad command line); no user mistake ends in a traceback.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from tavli.cli import info, oracle, pictures, play, records, rulebook, selfplay, serve
from tavli.errors import TavliError

MODULES = [info, records, play, selfplay, oracle, pictures, rulebook, serve]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="tavli",
        description="The backgammon family, played from rules written as data.",
    )
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for module in MODULES:
        module.register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        status: int = args.handler(args)
    except TavliError as error:
        print(f"tavli: error[{error.code}]: {error}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("\ntavli: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
    return status


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
