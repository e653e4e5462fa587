"""Write backgammon-gnubg.perft and standard-board-gnubg.perft: distinct legal plays per
position and roll, as GNU Backgammon counts them (its move generator, through the PyPI
bindings: pip install gnubg).

The positions are reached by seeded random play; every count in the files is GNU Backgammon's,
not tavli's, so the golden test checks tavli against an independent engine even on machines
without the bindings. The second file covers the games whose checkers move exactly as in
Backgammon on the same board (other setups, fewer checkers, other openings and scoring), so
GNU Backgammon's move generator is an independent judge of their plays too.
Run from the repository root: python tests/golden/make_gnubg_perft.py
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
# Games whose checker play is Backgammon's on the standard board, positions of each (Portes
# with its hit-and-run option; Tavla's hit-and-stop is not GNU Backgammon's game).
STANDARD_BOARD = {"nackgammon": 10, "hypergammon": 10, "portes+hit-and-run": 6,
                  "shesh-besh": 6, "short-nardy": 6}

_out = os.fdopen(os.dup(1), "w")
os.dup2(2, 1)  # the bindings print notes on stdout
import gnubg  # type: ignore[import-not-found]  # noqa: E402


def sample(variant: tavli.Variant, count: int = POSITIONS) -> list[tavli.Position]:
    """Distinct positions waiting for a roll, from seeded random games."""
    rng = random.Random(SEED)
    found: dict[tavli.Position, None] = {}
    while len(found) < count * 5:
        position = tavli.apply(variant, tavli.new_game(variant), tavli.Starts(0))
        while not position.is_over:
            if position.phase == "roll":
                found.setdefault(position, None)
                position = tavli.start_turn(variant, position, (rng.randint(1, 6),
                                                                rng.randint(1, 6)))
            plays = sorted(tavli.legal_plays(variant, position),
                           key=lambda p: tavli.format_position(variant, p.position))
            position = rng.choice(plays).position
    return random.Random(SEED).sample(sorted(found, key=repr), count)


def counts(name: str, count: int) -> list[str]:
    """``count`` positions of the variant ``name``, every roll, as perft lines."""
    base, *options = name.split("+")
    variant = tavli.load_variant(base, options)
    lines = []
    for position in sample(variant, count):
        board = gnubg.position_from_id(position_to(variant, position, "gnubg").split(":")[0])
        native = tavli.format_position(variant, position)
        for high in range(1, 7):
            for low in range(1, high + 1):
                found = gnubg.find_best_moves(board, gnubg.cube_info(), gnubg.eval_context(),
                                              (high, low))
                lines.append(f"{name} | {high}-{low} | {len(found) or 1} | {native}")
    return lines


STANDARD_BOARD_NOTES = [
    "# Portes is checked with its hit-and-run option (a checker that hits in its home board may",
    "# move on), the checker play GNU Backgammon knows; Tavla, whose hit-and-stop rule gnubg",
    "# does not play, is checked only from the start (portes-tavla-shesh-besh-start.perft).",
    "# A variant written NAME+OPTION is loaded with that option.",
]


def write(target: Path, lines: list[str], notes: list[str] | None = None) -> None:
    header = [
        "# Distinct legal plays per position and roll, as GNU Backgammon's move generator",
        "# counts them (written by make_gnubg_perft.py with the gnubg bindings "
        f"{getattr(gnubg, '__version__', '')}).".replace(" )", ")"),
        "# Format: variant | roll | number of distinct legal plays | position",
        *(notes or []),
    ]
    target.write_text("\n".join(header + lines) + "\n", encoding="utf-8")
    print(f"wrote {len(lines)} cases to {target}", file=_out)


def main() -> int:
    here = Path(__file__).parent
    wanted = sys.argv[1:] or ["backgammon", "standard-board"]
    if "backgammon" in wanted:
        write(here / "backgammon-gnubg.perft", counts("backgammon", POSITIONS))
    if "standard-board" in wanted:
        write(here / "standard-board-gnubg.perft",
              [line for name, count in STANDARD_BOARD.items() for line in counts(name, count)],
              STANDARD_BOARD_NOTES)
    return 0


if __name__ == "__main__":
    sys.exit(main())
