"""The oracle's speed: ``plays`` requests per second, and the server's start-up time.

    python bench/oracle.py                   # 2,000 backgammon requests, native notation
    python bench/oracle.py --format gnubg --requests 5000

Requests are made from a seeded sample of positions (random self-play) and rolls, written
in the chosen notation, and answered by ``tavli.oracle.serve`` in this process, replies
written to a null stream: the figure is the whole server's (JSON in and out, notation,
generation, play texts, result positions). Start-up is timed as a fresh ``tavli oracle``
process answering one request, wall clock, best of five. Times are CPU time (see bench.py).
"""

from __future__ import annotations

import argparse
import io
import json
import random
import resource
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench import distinct_rolls, sample_positions

from tavli import load_variant
from tavli.notation.formats import position_to
from tavli.oracle import serve


def requests(variant_name: str, count: int, fmt: str, seed: int) -> bytes:
    variant = load_variant(variant_name)
    positions = sample_positions(variant, 100, seed)
    rolls = distinct_rolls(variant)
    rng = random.Random(seed)
    lines = []
    for number in range(count):
        position = rng.choice(positions)
        lines.append(json.dumps({
            "id": number, "cmd": "plays", "variant": variant_name, "format": fmt,
            "position": position_to(variant, position, fmt), "dice": list(rng.choice(rolls)),
        }))
    return ("\n".join(lines) + "\n").encode()


def startup(python: str, line: bytes, repeat: int = 5) -> tuple[float, float]:
    """CPU seconds (user and system) and wall-clock seconds for a fresh ``tavli oracle``
    process to answer ``line`` and end (best of ``repeat``)."""
    best_cpu = best_wall = float("inf")
    for _ in range(repeat):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        started = time.perf_counter()
        subprocess.run([python, "-c", "import sys; from tavli.cli import main; "
                        "sys.exit(main(['oracle']))"], input=line, capture_output=True,
                       check=True)
        best_wall = min(best_wall, time.perf_counter() - started)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        best_cpu = min(best_cpu, after.ru_utime - before.ru_utime
                       + after.ru_stime - before.ru_stime)
    return best_cpu, best_wall


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--variant", default="backgammon")
    parser.add_argument("--format", default="native")
    parser.add_argument("--requests", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)
    payload = requests(args.variant, args.requests, args.format, args.seed)
    serve(io.BytesIO(payload[:2000]), io.StringIO())  # warm the caches
    best = float("inf")
    for _ in range(args.repeat):
        out = io.StringIO()
        started = time.process_time()
        answered = serve(io.BytesIO(payload), out)
        best = min(best, time.process_time() - started)
    errors = out.getvalue().count('"ok": false')
    print(f"tavli oracle, {args.variant}, {args.format} notation: {answered / best:,.0f} plays "
          f"requests/s (target 5,000), {errors} error replies")
    for what, line in (("hello", b'{"id":1,"cmd":"hello"}\n'),
                       ("a backgammon plays request", b'{"id":1,"cmd":"plays","variant":'
                        b'"backgammon","position":"start","dice":[6,5]}\n')):
        cpu, wall = startup(sys.executable, line)
        print(f"start-up, a fresh process answering {what}: {cpu:.2f} s CPU, {wall:.2f} s "
              "wall clock (target 0.3 s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
