"""Entry point of the ``tavli`` command: wiring, and the one place user errors are reported.

Every subcommand module exposes ``register(subparsers)``, which adds its parsers (with
``common.add_command``, so each ``--help`` shows an example) and sets ``handler`` on them;
``COMMANDS`` says which module declares which command, so that only the one that runs is
imported.
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
from importlib import import_module
from typing import Any

from tavli.cli import startup
from tavli.cli.stopping import Stopped, exit_status, signals_stop
from tavli.cli.version import version_text
from tavli.model.errors import TavliError

# Every command: the module that declares it (tavli.cli.<module>), and its line in ``tavli
# --help``. A command's module is imported when that command runs, not before: ``tavli
# oracle`` starts without the bots, the pictures or the web app, and the other commands are
# declared by name and help line alone. tests/test_cli_terminal.py holds this table to what
# the modules declare. In the order ``tavli --help`` lists them.
COMMANDS: dict[str, tuple[str, str]] = {
    "variants": ("info", "list the bundled variants and options"),
    "check": ("info", "check rules files; exit 1 on any error"),
    "moves": ("info", "every legal play for a position and a roll"),
    "replay": ("records", "replay saved games, checking every action, and show each position"),
    "export-mat": ("records", "write backgammon game records as a Jellyfish/GNU Backgammon "
                   ".mat"),
    "import-mat": ("records", "read a Jellyfish/GNU Backgammon .mat match into game records"),
    "analyse": ("analyse", "weigh each decision of a player in saved games against the best, "
                "in points"),
    "play": ("play", "play a game against a bot at the terminal"),
    "selfplay": ("selfplay", "bots play N games; print a summary"),
    "oracle": ("oracle", "answer JSON requests on stdin, one per line "
               "(docs/oracle-protocol.md)"),
    "crosscheck": ("crosscheck", "compare another engine's legal plays with tavli's"),
    "conformance": ("conformance", "write a conformance suite: positions, rolls and where "
                    "every play leads (JSON lines)"),
    "board": ("pictures", "draw a position as an SVG or PNG picture"),
    "rules": ("rulebook", "print a game's rules as a readable rulebook (Markdown, or --html)"),
    "serve": ("serve", "the playground: play, edit rules and explore positions in a browser"),
    "completion": ("completion", "print the shell code that completes tavli's commands"),
}

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


def build_parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The command line's parser. Given the arguments, only the module of the command they
    name is loaded (none for ``--help``, ``--version`` or an unknown command: their output
    needs only the commands' names and help lines); without them, and for a shell's Tab,
    every command's."""
    parser = argparse.ArgumentParser(
        prog="tavli",
        description="The backgammon family, played from rules written as data.",
        epilog=EXAMPLES, formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action=_Version)
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    every = argv is None or "_ARGCOMPLETE" in os.environ
    named = None if every or argv is None else _named_command(argv)
    wanted = COMMANDS[named][0] if named is not None else None  # None: --help, a typo, ...
    declared: set[str] = set()
    for name, (module, summary) in COMMANDS.items():
        if every or module == wanted:
            if module not in declared:  # declares each of its commands, in this order
                import_module(f"tavli.cli.{module}").register(subparsers)
                declared.add(module)
        else:
            subparsers.add_parser(name, help=summary)  # named in --help and in errors only
    for command in subparsers.choices.values():
        if not any("--quiet" in a.option_strings for a in command._actions):
            command.add_argument("-q", "--quiet", action="store_true",
                                 help="no progress or notes on stderr (results still print)")
    return parser


def _named_command(argv: Sequence[str]) -> str | None:
    """The command the arguments run (the first word that is not an option), if known."""
    word = next((arg for arg in argv if not arg.startswith("-")), None)
    return word if word in COMMANDS else None


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command ``argv`` (else the process's arguments); its exit status. Callable
    again in the same process: it leaves garbage collection as it found it."""
    return _run(argv, exiting=False)


def command() -> int:
    """The ``tavli`` program (its console script): ``main``, for a process that exits with
    the status it returns (start-up's objects are left frozen to the end: tavli.cli.startup)."""
    return _run(None, exiting=True)


def _run(argv: Sequence[str] | None, exiting: bool) -> int:
    startup.pause()  # until the command has started (tavli.cli.startup)
    try:
        return _main(argv)
    finally:
        startup.ended(exiting)


def _main(argv: Sequence[str] | None) -> int:
    parser = build_parser(sys.argv[1:] if argv is None else argv)
    if "_ARGCOMPLETE" in os.environ:  # a shell's Tab: answer and exit (argcomplete)
        import argcomplete

        argcomplete.autocomplete(parser)
    args = parser.parse_args(argv)
    if not getattr(args, "starts_itself", False):  # the oracle: once its rules files are read
        startup.started()
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
    sys.exit(command())
