#!/usr/bin/env python3
"""GNU Backgammon's adapter, run from a checkout: the module tavli.adapters.gnubg (shipped in
the package since tavli 0.6: ``tavli crosscheck --engine gnubg``), kept here for the commands
written as ``python adapters/gnubg_adapter.py``."""

import importlib.util
import runpy
import sys
from pathlib import Path

if importlib.util.find_spec("tavli") is None:  # a checkout without tavli installed
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "interpreter"))
runpy.run_module("tavli.adapters.gnubg", run_name="__main__")
