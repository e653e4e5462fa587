"""The executable rulebook: every scenario of every feature file in features/.

The steps live in tests/steps (registered in conftest.py); this module only binds the
feature files, so a new feature file needs no code.
"""

from __future__ import annotations

from pytest_bdd import scenarios

scenarios(".")
