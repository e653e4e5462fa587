"""Long runs cut into seeded shards, run on local worker processes or a Ray cluster, resumable.

A run of N items (positions, games) is cut into shards of a fixed size; shard ``i`` covers
items ``[i * size, (i + 1) * size)`` and draws its randomness from ``shard_seed(seed, i)``
only, so a run gives the same results on one worker, two, or a cluster. Each shard's result is
a JSON object; the results are merged in shard order by the caller.

With a state directory, every finished shard is written there at once (atomically), and a run
started again with the same parameters skips the shards already done: an interrupted run
resumes. A worker that dies mid-shard (killed, out of memory) loses only that shard, which is
run again; results are kept by shard number and saved once, so nothing is counted twice.

Ray (``pip install 'tavli[ray]'``) is imported only when asked for.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

from tavli.model.errors import TavliError

Result = dict[str, Any]

LOCAL = "local"  # ``--ray`` without an address: start a Ray instance on this machine


def add_shard_arguments(parser: argparse.ArgumentParser, *, size: int, unit: str) -> None:
    """The options every sharded command shares."""
    group = parser.add_argument_group("running in shards")
    group.add_argument("--workers", type=_positive, default=1, metavar="N",
                       help="worker processes on this machine (default 1); with --ray, the "
                            "CPUs of the Ray instance started here")
    group.add_argument("--ray", nargs="?", const=LOCAL, default=None, metavar="ADDRESS",
                       help="run the shards on a Ray cluster (pip install 'tavli[ray]'); "
                            "without ADDRESS, a Ray instance on this machine")
    group.add_argument("--state", type=Path, default=None, metavar="DIR",
                       help="keep finished shards in DIR; the same command again resumes")
    group.add_argument("--shard-size", type=_positive, default=size, metavar="N",
                       help=f"{unit} per shard (default {size}); part of what a run's "
                            "results depend on")


def _positive(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number of 1 or more")
    return int(text)


class ShardError(TavliError):
    """A sharded run that cannot go on: a bad state directory, or a shard that keeps failing."""

    code = "shard-error"


@dataclass(frozen=True)
class Shard:
    """One slice of a run: items ``start`` to ``stop - 1``, with its own seed."""

    index: int
    start: int
    stop: int
    seed: int

    @property
    def size(self) -> int:
        return self.stop - self.start


def shard_seed(seed: int, index: int) -> int:
    """Shard ``index``'s seed: the run's own seed for shard 0 (so a one-shard run is the plain
    run), otherwise a stable hash of both, so shards never share a random stream."""
    if index == 0:
        return seed
    digest = hashlib.sha256(f"tavli-shard:{seed}:{index}".encode()).digest()
    return int.from_bytes(digest[:7], "big")


def plan(total: int, size: int, seed: int) -> list[Shard]:
    """The shards of a run of ``total`` items, ``size`` to a shard (the last may be short)."""
    if total < 0:
        raise ShardError("the number of items cannot be negative")
    if size < 1:
        raise ShardError("a shard must hold at least one item")
    return [Shard(i, start, min(start + size, total), shard_seed(seed, i))
            for i, start in enumerate(range(0, total, size))]


class ShardStore:
    """A directory holding a run's parameters (``run.json``) and one file per finished shard.

    Opening a directory that holds another run's parameters is refused, so a resumed run
    never mixes shards of two different runs."""

    def __init__(self, directory: Path, parameters: dict[str, Any]) -> None:
        self.directory = directory
        try:
            directory.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise ShardError(f"cannot use {directory} for the shards: {error}") from None
        manifest = directory / "run.json"
        wanted = json.loads(json.dumps(parameters))  # as it reads back from JSON
        if manifest.exists():
            try:
                found = json.loads(manifest.read_text(encoding="utf-8"))
            except (OSError, ValueError) as error:
                raise ShardError(f"{manifest} cannot be read: {error}") from None
            if found != wanted:
                changed = sorted(k for k in {*found, *wanted} if found.get(k) != wanted.get(k))
                raise ShardError(
                    f"{directory} holds the shards of another run (it differs in "
                    f"{', '.join(changed)}); resume with the same parameters or use another "
                    "directory")
        else:
            self._write(manifest, wanted)

    def _path(self, index: int) -> Path:
        return self.directory / f"shard-{index:06d}.json"

    def done(self, shards: Sequence[Shard]) -> dict[int, Result]:
        """The results of the shards already finished."""
        found: dict[int, Result] = {}
        for shard in shards:
            path = self._path(shard.index)
            if path.exists():
                try:
                    found[shard.index] = json.loads(path.read_text(encoding="utf-8"))
                except ValueError:
                    path.unlink()  # a torn file cannot happen (atomic writes); rerun it anyway
        return found

    def save(self, shard: Shard, result: Result) -> None:
        self._write(self._path(shard.index), result)

    @staticmethod
    def _write(path: Path, data: Any) -> None:
        """Write ``data`` as JSON so that ``path`` holds either nothing or all of it."""
        temporary = path.with_name(path.name + f".{os.getpid()}.tmp")
        try:
            with temporary.open("w", encoding="utf-8") as out:
                json.dump(data, out)
                out.flush()
                os.fsync(out.fileno())
            os.replace(temporary, path)
        except OSError as error:
            temporary.unlink(missing_ok=True)
            raise ShardError(f"cannot write {path}: {error}") from None


class ShardProgress:
    """Shards done, items done and the caller's count of problems so far: one line redrawn
    in place on a terminal, and a line at most every ``every`` seconds in a log file."""

    def __init__(self, total: int, stream: TextIO = sys.stderr, *,
                 problems: Callable[[Result], int] | None = None,
                 word: str = "disagreements", every: float = 30.0) -> None:
        self.total = total
        self.stream = stream
        self.problems = problems
        self.word = word
        self.done = 0
        self.found = 0
        self.started = time.monotonic()
        self.last = 0.0
        try:
            self.terminal = stream.isatty()
        except (AttributeError, ValueError):
            self.terminal = False
        self.every = min(every, 0.5) if self.terminal else every

    def __call__(self, shard: Shard, result: Result) -> None:
        self.done += 1
        if self.problems is not None:
            self.found += self.problems(result)
        now = time.monotonic()
        if self.done < self.total and now - self.last < self.every:
            return
        self.last = now
        line = f"shards {self.done}/{self.total} done"
        if self.problems is not None:
            line += f", {self.found} {self.word} so far"
        line += f" ({now - self.started:.0f} s)"
        self.stream.write(f"\r{line}" if self.terminal else f"{line}\n")
        self.stream.flush()

    def finish(self) -> None:
        if self.terminal:
            self.stream.write("\n")
            self.stream.flush()


def run_shards(
    task: Callable[[Shard], Result],
    shards: Sequence[Shard],
    *,
    workers: int = 1,
    ray: str | None = None,
    store: ShardStore | None = None,
    on_result: Callable[[Shard, Result], None] | None = None,
    retries: int = 3,
) -> list[Result]:
    """Run ``task`` on every shard and return the results in shard order.

    ``task`` must be picklable (a module-level function or a ``functools.partial`` of one)
    and must depend on nothing but its shard. ``workers`` processes run it here, or, with
    ``ray`` (an address, or ``LOCAL``), the tasks go to a Ray cluster. Shards already in
    ``store`` are not run again; each new result is saved there as it arrives and passed
    to ``on_result``. A shard whose worker dies is run again, up to ``retries`` times."""
    if workers < 1:
        raise ShardError("--workers must be at least 1")
    results: dict[int, Result] = store.done(shards) if store is not None else {}
    for shard in shards:
        if shard.index in results and on_result is not None:
            on_result(shard, results[shard.index])
    todo = [shard for shard in shards if shard.index not in results]

    def finished(shard: Shard, result: Result) -> None:
        if shard.index in results:
            return  # a retried shard that had finished after all: counted once
        results[shard.index] = result
        if store is not None:
            store.save(shard, result)
        if on_result is not None:
            on_result(shard, result)

    if todo and ray is not None:
        _run_on_ray(task, todo, ray, workers, retries, finished)
    elif todo and workers == 1:
        for shard in todo:
            finished(shard, task(shard))
    elif todo:
        _run_on_processes(task, todo, workers, retries, finished)
    return [results[shard.index] for shard in shards]


def _run_on_processes(task: Callable[[Shard], Result], todo: list[Shard], workers: int,
                      retries: int, finished: Callable[[Shard, Result], None]) -> None:
    """A process pool; when a worker dies the pool breaks, so a new one takes the shards
    that had not finished. Every shard that was running then counts one failed attempt."""
    attempts = dict.fromkeys((shard.index for shard in todo), 0)
    left = list(todo)
    while left:
        pool = ProcessPoolExecutor(workers)
        try:
            running: dict[Future[Result], Shard] = {pool.submit(task, s): s for s in left}
            broken = False
            while running:
                ready, _ = wait(running, return_when=FIRST_COMPLETED)
                for future in ready:
                    shard = running.pop(future)
                    try:
                        result = future.result()
                    except BrokenProcessPool:
                        broken = True
                        attempts[shard.index] += 1
                        continue
                    finished(shard, result)
                    left.remove(shard)
        finally:
            # on an interruption, drop the shards not started rather than wait for them all
            pool.shutdown(wait=not left, cancel_futures=True)
        if broken:
            for shard in left:
                if attempts[shard.index] > retries:
                    raise ShardError(f"shard {shard.index} (items {shard.start}.."
                                     f"{shard.stop - 1}) lost its worker {retries + 1} times")


def _run_on_ray(task: Callable[[Shard], Result], todo: list[Shard], address: str,
                workers: int, retries: int,
                finished: Callable[[Shard, Result], None]) -> None:
    """Ray runs the tasks and itself runs again those whose worker died (``max_retries``)."""
    try:
        import ray  # type: ignore[import-not-found,unused-ignore]
    except ImportError:
        raise ShardError("--ray needs Ray: pip install 'tavli[ray]'") from None
    started_here = not ray.is_initialized()
    if started_here:
        if address == LOCAL:
            ray.init(num_cpus=workers, include_dashboard=False, log_to_driver=False,
                     configure_logging=False)
        else:
            ray.init(address=address, log_to_driver=False, configure_logging=False)
    try:
        remote = ray.remote(max_retries=retries, num_cpus=1)(_call)
        pending = {remote.remote(task, shard): shard for shard in todo}
        while pending:
            ready, _ = ray.wait(list(pending), num_returns=1)
            for ref in ready:
                shard = pending.pop(ref)
                try:
                    result = ray.get(ref)
                except ray.exceptions.RayError as error:
                    raise ShardError(f"shard {shard.index} failed on Ray: "
                                     f"{str(error).splitlines()[0]}") from None
                finished(shard, result)
    finally:
        if started_here:
            ray.shutdown()


def _call(task: Callable[[Shard], Result], shard: Shard) -> Result:
    return task(shard)
