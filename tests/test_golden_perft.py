"""perft-style golden files: a position, a roll, and how many distinct legal plays it has.

Every ``tests/golden/*.perft`` line is checked; the numbers come from independent engines
(backgammon-gnubg.perft: GNU Backgammon's move generator, see make_gnubg_perft.py).
"""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

import pytest

import tavli

GOLDEN = Path(__file__).parent / "golden"


class Case(NamedTuple):
    variant: str
    position: str
    roll: tuple[int, ...]
    plays: int


def cases() -> list[Case]:
    found: list[Case] = []
    for path in sorted(GOLDEN.glob("*.perft")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.strip() or line.startswith("#"):
                continue
            # the position comes last: it has '|' of its own
            variant, roll, plays, position = (field.strip() for field in line.split("|", 3))
            found.append(Case(variant, position, tuple(map(int, roll.split("-"))), int(plays)))
    return found


@pytest.mark.parametrize("case", cases())
def test_distinct_legal_plays(case: Case) -> None:
    variant = tavli.load_variant(case.variant)
    position = tavli.parse_position(variant, case.position)
    assert len(tavli.plays(variant, position, case.roll)) == case.plays


def test_the_standard_start_sums_to_447() -> None:
    start = [c for c in cases() if c.variant == "backgammon" and c.position == "start"]
    assert len(start) == 21
    assert sum(c.plays for c in start) == 447
