"""perft-style golden files: a position, a roll, and how many distinct legal plays it has.

Every ``tests/golden/*.perft`` line is checked; the numbers come from independent engines
(backgammon-gnubg.perft and standard-board-gnubg.perft: GNU Backgammon's move generator, see
make_gnubg_perft.py). One test per position checks all its rolls.
"""

from __future__ import annotations

from functools import cache
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


@cache
def by_position() -> dict[tuple[str, str], list[Case]]:
    grouped: dict[tuple[str, str], list[Case]] = {}
    for case in cases():
        grouped.setdefault((case.variant, case.position), []).append(case)
    return grouped


@pytest.mark.parametrize("key", list(by_position()), ids=lambda key: f"{key[0]}:{key[1]}")
def test_distinct_legal_plays(key: tuple[str, str]) -> None:
    name, *options = key[0].split("+")
    variant = tavli.load_variant(name, options)
    position = tavli.parse_position(variant, key[1])
    wrong = [(case.roll, case.plays, len(tavli.plays(variant, position, case.roll)))
             for case in by_position()[key]]
    wrong = [(roll, golden, ours) for roll, golden, ours in wrong if golden != ours]
    assert not wrong, f"(roll, golden count, tavli's count): {wrong}"


def test_every_standard_board_game_has_golden_counts() -> None:
    games = {case.variant.split("+")[0] for case in cases()}
    assert {"backgammon", "nackgammon", "hypergammon", "portes", "tavla", "shesh-besh",
            "short-nardy"} <= games


def test_the_standard_start_sums_to_447() -> None:
    start = [c for c in cases() if c.variant == "backgammon" and c.position == "start"]
    assert len(start) == 21
    assert sum(c.plays for c in start) == 447
