"""Write backgammon-gnubg.perft: distinct legal plays per position and roll, as GNU Backgammon
counts them (its move generator, through the PyPI bindings: pip install gnubg).

The positions are reached by seeded random play; every count in the file is GNU Backgammon's,
not tavli's, so the golden test checks tavli against an independent engine even on machines
without the bindings. Run from the repository root: python tests/golden/make_gnubg_perft.py
"""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path

import tavli
from tavli.notation.formats import position_to

POSITIONS = 40
SEED = 2026

_out = os.fdopen(os.dup(1), "w")
os.dup2(2, 1)  # the bindings print notes on stdout
import gnubg  # type: ignore[import-not-found]  # noqa: E402


def sample(variant: tavli.Variant) -> list[tavli.Position]:
    """Distinct positions waiting for a roll, from seeded random games."""
    rng = random.Random(SEED)
    found: dict[tavli.Position, None] = {}
    while len(found) < POSITIONS * 5:
        position = tavli.apply(variant, tavli.new_game(variant), tavli.Starts(0))
        while not position.is_over:
            if position.phase == "roll":
                found.setdefault(position, None)
                position = tavli.start_turn(variant, position, (rng.randint(1, 6),
                                                                rng.randint(1, 6)))
            plays = sorted(tavli.legal_plays(variant, position),
                           key=lambda p: tavli.format_position(variant, p.position))
            position = rng.choice(plays).position
    return random.Random(SEED).sample(sorted(found, key=repr), POSITIONS)


def main() -> int:
    variant = tavli.load_variant("backgammon")
    lines = [
        "# Distinct legal plays per position and roll, as GNU Backgammon's move generator",
        "# counts them (written by make_gnubg_perft.py with the gnubg bindings "
        f"{getattr(gnubg, '__version__', '')}).".replace(" )", ")"),
        "# Format: variant | roll | number of distinct legal plays | position",
    ]
    for position in sample(variant):
        board = gnubg.position_from_id(position_to(variant, position, "gnubg").split(":")[0])
        native = tavli.format_position(variant, position)
        for high in range(1, 7):
            for low in range(1, high + 1):
                found = gnubg.find_best_moves(board, gnubg.cube_info(), gnubg.eval_context(),
                                              (high, low))
                lines.append(f"backgammon | {high}-{low} | {len(found) or 1} | {native}")
    target = Path(__file__).with_name("backgammon-gnubg.perft")
    target.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {len(lines) - 3} cases to {target}", file=_out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
