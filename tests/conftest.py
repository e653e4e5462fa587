"""pytest configuration for tavli's tests.

The step libraries are plugins, so every test module (tests/test_features.py above all) sees
them. Feature tags ``@clause:BG-05`` and ``@ambiguity:A6`` become the registered markers
``clause("BG-05")`` and ``ambiguity("A6")``, and ``@rule:TB-04`` (a point of a game's rule
register) becomes ``rule("TB-04")``, so ``pytest -m clause`` selects the executable rulebook and
tests/test_clause_tags.py and tests/test_rule_register.py can check the ids.
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from collections.abc import Callable

import pytest

# The rule trees tavli keeps between runs (tavli.language.cache) go to a folder of this run's
# own, never the user's cache: every run starts cold, and leaves nothing behind.
if "TAVLI_CACHE_DIR" not in os.environ:
    os.environ["TAVLI_CACHE_DIR"] = _CACHE = tempfile.mkdtemp(prefix="tavli-test-cache-")
    atexit.register(shutil.rmtree, _CACHE, ignore_errors=True)

pytest_plugins = ["steps.common", "steps.turns", "steps.language", "steps.match",
                  "steps.results"]

#: Tag prefixes that name a source reference, each turned into the marker of the same name.
REFERENCE_TAGS = ("clause", "ambiguity", "rule")


def pytest_bdd_apply_tag(tag: str, function: Callable[..., object]) -> bool | None:
    """``clause:BG-05`` → ``pytest.mark.clause("BG-05")``; other tags: pytest-bdd's default."""
    kind, colon, reference = tag.partition(":")
    if colon and kind in REFERENCE_TAGS:
        getattr(pytest.mark, kind)(reference)(function)
        return True
    return None
