"""The oracle's speed: ``plays`` requests per second, and the server's start-up time.

    python bench/oracle.py                   # 2,000 backgammon requests, each notation
    python bench/oracle.py --format gnubg --requests 5000

Requests are made from a seeded sample of positions (random self-play) and rolls, written
in the chosen notation, and answered by ``tavli.services.oracle.serve`` in this process, replies
written to a null stream: the figure is the whole server's (JSON in and out, notation,
generation, play texts, result positions). Two figures:

- positions asked about with many rolls: 100 positions, each request one of them with a
  random roll, as a client checking an engine asks (``tavli crosscheck`` sends every roll of
  a position in turn); the best of ``--repeat`` passes over the same requests;
- every request a new position: each pass its own positions, none asked twice.

Start-up is a fresh ``tavli oracle`` process (started as the ``tavli`` program starts it,
``tavli.cli.command``) answering one request, best of five: ``hello``, a backgammon ``plays``
request with the rule trees cached (every run after the first; tavli.language.cache, in a
temporary folder here) and with an empty user cache (a first run: the bundled trees made at
installation serve it), and a ``plays`` request in a user's own rules file with an empty user
cache (Lark and jsonschema parse and check it). tavli's modules are compiled to bytecode
first, as an installed wheel's are. Two figures each: the wall clock from the process's
launch to its answer's arrival (what the target names: start-up to the first answer; the
request is written at once, and the process's input closed only once the answer is read),
and the whole process's CPU time to its end (user and system; see bench.py), its exit
included. Other times are CPU time.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import random
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench import distinct_rolls, machine, run_benchmark, sample_positions

from tavli import load_variant
from tavli.game import engine
from tavli.model.position import Position
from tavli.model.variant import Variant
from tavli.notation.formats import formats_for, position_to
from tavli.services.oracle import serve


def requests(variant_name: str, count: int, fmt: str, seed: int,
             positions: Sequence[Position] | None = None) -> bytes:
    """``count`` plays requests, each about one of ``positions`` (default: 100 sampled
    ones) with a random roll; with ``positions`` as long as ``count``, each one once."""
    variant = load_variant(variant_name)
    if positions is None:
        positions = sample_positions(variant, 100, seed)
    rolls = distinct_rolls(variant)
    rng = random.Random(seed)
    once = len(positions) == count
    lines = []
    for number in range(count):
        position = positions[number] if once else rng.choice(positions)
        lines.append(json.dumps({
            "id": number, "cmd": "plays", "variant": variant_name, "format": fmt,
            "position": position_to(variant, position, fmt), "dice": list(rng.choice(rolls)),
        }))
    return ("\n".join(lines) + "\n").encode()


def answered_per_second(payloads: Sequence[bytes]) -> tuple[float, int]:
    """Requests per CPU second, best over the payloads (each served once), and how many
    error replies the last one got."""
    best = 0.0
    for payload in payloads:
        out = io.StringIO()
        started = time.process_time()
        answered = serve(io.BytesIO(payload), out)
        best = max(best, answered / (time.process_time() - started))
    return best, out.getvalue().count('"ok": false')


def fresh_positions(variant: Variant, count: int, passes: int, seed: int) -> list[list[Position]]:
    """``passes`` lists of ``count`` positions, no position in two of them."""
    pool = sample_positions(variant, count * passes, seed + 1)
    if len(pool) < count * passes:
        raise SystemExit(f"only {len(pool)} distinct positions found; ask for fewer requests")
    return [pool[i * count:(i + 1) * count] for i in range(passes)]


def startup(python: str, line: bytes, env: dict[str, str], repeat: int = 5,
            warm: bool = False, fresh: str | None = None,
            rules: Sequence[str] = ()) -> tuple[float, float]:
    """Wall-clock seconds from launching a fresh ``tavli oracle`` to reading its answer to
    ``line``, and CPU seconds (user and system) of the whole process to its end (each the
    best of ``repeat``; with ``warm``, after one run that fills the cache; ``fresh``: a cache
    folder emptied before every run; ``rules``: the user's own rules files it serves,
    ``tavli oracle --rules FILE``)."""
    argv = ["oracle", *(arg for path in rules for arg in ("--rules", path))]
    command = [python, "-c", "import sys; from tavli.cli import command; "
               f"sys.argv = ['tavli', *{argv!r}]; sys.exit(command())"]
    if warm:
        subprocess.run(command, input=line, capture_output=True, check=True, env=env)
    best_answer = best_cpu = float("inf")
    for _ in range(repeat):
        if fresh is not None:
            shutil.rmtree(fresh, ignore_errors=True)
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        started = time.perf_counter()
        server = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, env=env)
        assert server.stdin is not None and server.stdout is not None
        server.stdin.write(line)
        server.stdin.flush()
        answer = server.stdout.readline()
        best_answer = min(best_answer, time.perf_counter() - started)
        server.stdin.close()
        server.stdout.read()
        if server.wait() != 0 or b'"ok": true' not in answer:
            raise SystemExit(f"the oracle did not answer {line!r}: {answer[:300]!r}")
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        best_cpu = min(best_cpu, after.ru_utime - before.ru_utime
                       + after.ru_stime - before.ru_stime)
    return best_answer, best_cpu


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--variant", default="backgammon")
    parser.add_argument("--format", default="all", help="a notation, or all the game has")
    parser.add_argument("--requests", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)
    variant = load_variant(args.variant)
    print(f"tavli oracle: {machine()}; {engine.describe()}; {args.variant} on the "
          f"{engine.path(variant)} path")
    count = max(1, args.requests // 2)
    fresh = fresh_positions(variant, count, args.repeat, args.seed)
    for fmt in formats_for(variant) if args.format == "all" else [args.format]:
        payload = requests(args.variant, args.requests, fmt, args.seed)
        serve(io.BytesIO(payload[:2000]), io.StringIO())  # the variant loaded, the kernel ready
        rate, errors = answered_per_second([payload] * args.repeat)
        print(f"  {fmt} notation, 100 positions asked with many rolls: {rate:,.0f} plays "
              f"requests/s, {errors} error replies")
        passes = [requests(args.variant, count, fmt, args.seed + n, positions)
                  for n, positions in enumerate(fresh)]
        rate, errors = answered_per_second(passes)
        print(f"  {fmt} notation, every request a new position: {rate:,.0f} plays "
              f"requests/s (target 10,000), {errors} error replies")
    plays = (b'{"id":1,"cmd":"plays","variant":"backgammon","position":"start",'
             b'"dice":[6,5]}\n')
    # as an installed wheel runs: its modules compiled to bytecode once (pip does it at
    # install; an editable checkout under PYTHONDONTWRITEBYTECODE would compile every start)
    import compileall

    import tavli

    compileall.compile_dir(Path(tavli.__file__).parent, quiet=1)
    if not (Path(tavli.__file__).parent / "_prebuilt" / "rules").is_dir():
        print("  (no prebuilt rule trees here, as in a checkout: an empty user cache parses "
              "the bundled game too; pip install makes them, or tavli.language.load.prebuild)")
    with tempfile.TemporaryDirectory() as folder:
        own = Path(folder) / "own.rules"  # a user's own rules file, extending a bundled one
        own.write_text('variant own "My Own" extends backgammon\ncheckers: 15\n',
                       encoding="utf-8")
        own_plays = b'{"id":1,"cmd":"plays","variant":"own","position":"start","dice":[6,5]}\n'

        empty = str(Path(folder) / "empty")  # a user cache with nothing in it, every run
        for what, line, cache, warm in (
                ("hello", b'{"id":1,"cmd":"hello"}\n', folder, True),
                ("a backgammon plays request, rule trees cached", plays, folder, True),
                ("a backgammon plays request, empty user cache", plays, "", False),
                ("a plays request in the user's own rules file, empty user cache", own_plays,
                 empty, False)):
            env = {**os.environ, "TAVLI_CACHE_DIR": cache}
            answer, cpu = startup(sys.executable, line, env, warm=warm,
                                  fresh=empty if cache == empty else None,
                                  rules=[str(own)] if line is own_plays else [])
            print(f"  start-up, a fresh process answering {what}: the answer in {answer:.3f} s "
                  f"(wall clock, target 0.2 s); the whole process {cpu:.3f} s CPU")
    return 0


if __name__ == "__main__":
    run_benchmark(main)
