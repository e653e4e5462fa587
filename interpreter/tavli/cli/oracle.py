"""``tavli oracle``: the JSON-lines server (docs/oracle-protocol.md)."""

from __future__ import annotations

import argparse
import contextlib
import sys
from pathlib import Path
from typing import Any

from tavli.cli import startup
from tavli.cli.common import add_command
from tavli.services.oracle import MAX_LINE, serve, serve_rules_file


def register(subparsers: Any) -> None:
    oracle = add_command(
        subparsers, "oracle", "answer JSON requests on stdin, one per line "
        "(docs/oracle-protocol.md)",
        """echo '{"id": 1, "cmd": "plays", "variant": "backgammon", "position": "start", """
        """"dice": [6, 5]}' | tavli oracle""",
    )
    oracle.add_argument("--max-line", type=int, default=MAX_LINE, metavar="BYTES",
                        help=f"the longest request line accepted (default {MAX_LINE})")
    oracle.add_argument("--rules", action="append", default=[], metavar="FILE", type=Path,
                        help="serve the game of this rules file too, by its variant name "
                             "(repeat for several); checked before the first request")
    oracle.set_defaults(handler=run_oracle, starts_itself=True)


def run_oracle(args: argparse.Namespace) -> int:
    for path in args.rules:  # a file with errors stops here, with file:line:column
        serve_rules_file(path)
    startup.started()
    with contextlib.suppress(BrokenPipeError):  # the client went away: nothing to answer
        serve(sys.stdin.buffer, sys.stdout, max_line=max(args.max_line, 64))
    return 0
