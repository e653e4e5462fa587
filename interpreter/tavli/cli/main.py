"""Entry point of the ``tavli`` command: wiring, and the one place user errors are reported.

Every subcommand module exposes ``register(subparsers)``, which adds its parsers (with
``common.add_command``, so each ``--help`` shows an example) and sets ``handler`` on them.
Every subcommand takes ``-q/--quiet`` (no progress, no notes on stderr; results still
print). A TavliError becomes ``tavli: error[code]: message`` and exit status 1 (2 for a bad
command line); no user mistake ends in a traceback. A hang-up or termination signal is
turned into an interruption, so a command stops the way Ctrl-C stops it: keeping what it has
finished (tavli.records.stream).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from collections.abc import Sequence
from typing import Any

from tavli.cli import (
    completion,
    info,
    oracle,
    pictures,
    play,
    records,
    rulebook,
    selfplay,
    serve,
)
from tavli.cli.stopping import Stopped, exit_status, signals_stop
from tavli.cli.version import version_text
from tavli.errors import TavliError

MODULES = [info, records, play, selfplay, oracle, pictures, rulebook, serve, completion]

EXAMPLES = """examples:
  tavli variants
  tavli play backgammon --save game.txt
  tavli selfplay plakoto -n 100 --save games.txt
  tavli moves backgammon --dice 6 5

'tavli COMMAND --help' shows a command's options and an example."""


class _Version(argparse.Action):
    """``--version``, worked out only when asked for."""

    def __init__(self, option_strings: Sequence[str], dest: str, **kwargs: Any) -> None:
        super().__init__(option_strings, dest, nargs=0, help="print the version and exit")

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: Any, option_string: str | None = None) -> None:
        print(version_text())
        parser.exit()


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="tavli",
        description="The backgammon family, played from rules written as data.",
        epilog=EXAMPLES, formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action=_Version)
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for module in MODULES:
        module.register(subparsers)
    for command in subparsers.choices.values():
        if not any("--quiet" in a.option_strings for a in command._actions):
            command.add_argument("-q", "--quiet", action="store_true",
                                 help="no progress or notes on stderr (results still print)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    if "_ARGCOMPLETE" in os.environ:  # a shell's Tab: answer and exit (argcomplete)
        import argcomplete

        argcomplete.autocomplete(parser)
    args = parser.parse_args(argv)
    try:
        with signals_stop():
            status: int = args.handler(args)
    except TavliError as error:
        _error(f"tavli: error[{error.code}]: {error}")
        return 1
    except Stopped as stop:
        return exit_status(stop)  # the terminal may be gone: nothing more to say
    except KeyboardInterrupt as stop:
        _error("\ntavli: interrupted")
        return exit_status(stop)
    except BrokenPipeError:
        return 0
    except OSError as error:  # the terminal or a stream failed under us: one line, no trace
        _error(f"tavli: error: {error.strerror or error}")
        return 1
    return status


def _error(text: str) -> None:
    with contextlib.suppress(OSError):
        print(text, file=sys.stderr)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
