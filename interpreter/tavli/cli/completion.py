"""``tavli completion bash|zsh|fish``: the shell code that completes tavli's command line.

Completion is argcomplete's (a maintained library that reads the argparse parser itself, so
every subcommand and option completes without a list kept by hand): the printed script calls
``tavli`` back when Tab is pressed, and variant names complete from the bundled rules files
(tavli.cli.common.variant_names).
Install it once, e.g. ``tavli completion bash >> ~/.bashrc`` (or ``eval "$(tavli completion
bash)"``), ``tavli completion zsh >> ~/.zshrc``, ``tavli completion fish >
~/.config/fish/completions/tavli.fish``.
"""

from __future__ import annotations

import argparse
from typing import Any

from tavli.cli.common import add_command

SHELLS = ("bash", "zsh", "fish")


def register(subparsers: Any) -> None:
    completion = add_command(
        subparsers, "completion", "print the shell code that completes tavli's commands",
        "tavli completion bash >> ~/.bashrc      # then open a new shell",
    )
    completion.add_argument("shell", choices=SHELLS, help="the shell to complete in")
    completion.set_defaults(handler=run_completion)


def run_completion(args: argparse.Namespace) -> int:
    from argcomplete.shell_integration import shellcode  # (only here: keeps start-up quick)

    print(shellcode(["tavli"], shell=args.shell), end="")
    return 0
