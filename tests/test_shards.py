"""Sharded runs (tavli.services.shards): the same results on any number of workers, resumable from a
state directory, and a worker killed mid-run loses nothing and counts nothing twice."""

from __future__ import annotations

import io
import json
import os
import random
import shlex
import signal
import sys
import uuid
from functools import partial
from pathlib import Path
from typing import Any

import pytest

from tavli import load_variant
from tavli.players.bots import bot_for, seat_seed
from tavli.players.driver import play_game
from tavli.services.crosscheck import crosscheck_sharded, sample_positions
from tavli.services.selfplay import sharded_games
from tavli.services.shards import (
    LOCAL,
    Shard,
    ShardError,
    ShardProgress,
    ShardStore,
    plan,
    run_shards,
    shard_seed,
)

ROOT = Path(__file__).resolve().parent.parent
ORACLE = shlex.join([sys.executable, "-c",
                     "import sys; from tavli.cli.main import main; sys.exit(main())", "oracle"])


def draw(log: Path, shard: Shard, *, kill: int | None = None,
         interrupt: int | None = None) -> dict[str, Any]:
    """A shard task: logs each call, then draws the shard's numbers from its seed. It kills
    its own process the first time it runs shard ``kill``, and raises KeyboardInterrupt on
    shard ``interrupt`` (a run stopped by the user)."""
    (log / f"{shard.index}-{uuid.uuid4().hex}").touch()
    if shard.index == kill and not (log / "killed").exists():
        (log / "killed").touch()
        os.kill(os.getpid(), signal.SIGKILL)
    if shard.index == interrupt:
        raise KeyboardInterrupt
    rng = random.Random(shard.seed)
    return {"index": shard.index, "numbers": [rng.randrange(1000) for _ in range(shard.size)]}


def calls(log: Path) -> list[int]:
    return sorted(int(p.name.split("-")[0]) for p in log.iterdir() if p.name != "killed")


def test_a_plan_covers_every_item_once_with_distinct_seeds() -> None:
    shards = plan(23, 5, seed=9)
    assert [(s.start, s.stop) for s in shards] == [(0, 5), (5, 10), (10, 15), (15, 20),
                                                   (20, 23)]
    assert shards[0].seed == 9  # a one-shard run is the plain run
    assert len({s.seed for s in shards}) == 5
    assert plan(23, 5, seed=9) == shards and plan(23, 5, seed=10) != shards
    assert shard_seed(9, 3) == shards[3].seed
    with pytest.raises(ShardError):
        plan(10, 0, seed=1)


def test_the_same_results_on_one_worker_or_two(tmp_path: Path) -> None:
    shards = plan(40, 4, seed=3)
    one = run_shards(partial(draw, tmp_path), shards, workers=1)
    two = run_shards(partial(draw, tmp_path), shards, workers=2)
    assert one == two and [r["index"] for r in one] == list(range(10))


def test_an_interrupted_run_resumes_from_its_finished_shards(tmp_path: Path) -> None:
    log = tmp_path / "log"
    log.mkdir()
    shards = plan(12, 2, seed=5)
    whole = run_shards(partial(draw, log), shards)
    for path in log.iterdir():
        path.unlink()
    store = ShardStore(tmp_path / "state", {"run": "test", "seed": 5})
    with pytest.raises(KeyboardInterrupt):
        run_shards(partial(draw, log, interrupt=3), shards, store=store)
    assert calls(log) == [0, 1, 2, 3]
    seen: list[int] = []
    again = ShardStore(tmp_path / "state", {"run": "test", "seed": 5})
    resumed = run_shards(partial(draw, log), shards, store=again,
                         on_result=lambda shard, _: seen.append(shard.index))
    assert resumed == whole
    assert calls(log) == [0, 1, 2, 3, 3, 4, 5]  # shards 0-2 came from the state directory
    assert sorted(seen) == list(range(6))  # the progress sees every shard once
    # a different run is refused, and the state is left as it was
    with pytest.raises(ShardError, match="seed"):
        ShardStore(tmp_path / "state", {"run": "test", "seed": 6})
    assert sorted(p.name for p in (tmp_path / "state").iterdir())[-1] == "shard-000005.json"


def test_a_worker_killed_mid_run_is_replaced_and_nothing_counts_twice(tmp_path: Path) -> None:
    log = tmp_path / "log"
    log.mkdir()
    shards = plan(30, 3, seed=8)
    whole = run_shards(partial(draw, tmp_path / "log"), shards)
    for path in log.iterdir():
        path.unlink()
    store = ShardStore(tmp_path / "state", {"run": "kill"})
    seen: list[int] = []
    results = run_shards(partial(draw, log, kill=4), shards, workers=2, store=store,
                         on_result=lambda shard, _: seen.append(shard.index))
    assert (log / "killed").exists()
    assert results == whole
    assert sorted(seen) == list(range(10))  # each shard reported (and saved) once
    assert calls(log).count(4) == 2  # shard 4 ran twice: killed, then retried
    saved = sorted((tmp_path / "state").glob("shard-*.json"))
    assert [json.loads(p.read_text())["index"] for p in saved] == list(range(10))


def test_a_shard_that_always_kills_its_worker_stops_the_run(tmp_path: Path) -> None:
    log = tmp_path / "log"
    log.mkdir()
    with pytest.raises(ShardError, match="lost its worker"):
        run_shards(partial(_always_kill, log), plan(4, 1, seed=1), workers=2, retries=1)


def _always_kill(log: Path, shard: Shard) -> dict[str, Any]:
    if shard.index == 2:
        os.kill(os.getpid(), signal.SIGKILL)
    return {"index": shard.index}


def test_a_sharded_crosscheck_merges_its_shards_in_order(tmp_path: Path) -> None:
    game = load_variant("backgammon")
    report = crosscheck_sharded("backgammon", ORACLE, 4, seed=4, fmt="native", shard_size=2,
                                workers=2, state=tmp_path / "state")
    assert report.shards == 2 and report.positions == 4 and report.checked == 4 * 21
    assert not report.disagreements
    saved = [json.loads(p.read_text()) for p in sorted(tmp_path.glob("state/shard-*.json"))]
    # each shard checked its own seed's positions: shard 0 the run's seed, shard 1 another
    assert [part["seed"] for part in saved] == [4, shard_seed(4, 1)]
    assert sample_positions(game, 2, 4) != sample_positions(game, 2, shard_seed(4, 1))


def test_the_soak_gives_the_same_figures_on_two_workers(tmp_path: Path,
                                                        capsys: pytest.CaptureFixture[str]
                                                        ) -> None:
    sys.path.insert(0, str(ROOT / "bench"))
    try:
        import soak  # type: ignore[import-not-found]
    finally:
        sys.path.remove(str(ROOT / "bench"))
    figures = []
    for workers in ("1", "2"):
        assert soak.main(["--games", "4", "--shard-size", "1", "--variants", "hypergammon",
                          "--workers", workers, "--state", str(tmp_path / workers)]) == 0
        lines = capsys.readouterr().out.splitlines()
        figures.append([line.split(" s;")[-1] for line in lines if line.startswith("hyper")])
    assert figures[0] == figures[1] and len(figures[0]) == 1
    assert "hypergammon: 4 games" in "\n".join(lines)


@pytest.mark.slow
def test_a_local_ray_instance_runs_the_shards_and_retries_a_killed_worker(
        tmp_path: Path) -> None:
    ray = pytest.importorskip("ray")
    log = tmp_path / "log"
    log.mkdir()
    shards = plan(12, 2, seed=2)
    whole = run_shards(partial(draw, log), shards)
    for path in log.iterdir():
        path.unlink()
    # the workers must import this test module to run its task
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False,
             runtime_env={"env_vars": {"PYTHONPATH": os.pathsep.join(
                 [str(Path(__file__).parent), str(ROOT / "interpreter")])}})
    try:
        results = run_shards(partial(draw, log, kill=1), shards, ray=LOCAL, workers=2)
    finally:
        ray.shutdown()
    assert results == whole
    assert (log / "killed").exists() and calls(log).count(1) == 2


def test_sharded_selfplay_plays_the_same_games_as_the_plain_loop() -> None:
    game = load_variant("hypergammon")
    sharded = sharded_games("hypergammon", [], ("random", "random"), 5, seed=7, shard_size=2,
                            workers=2)
    plain = [play_game(game, (bot_for("random", seat_seed(s, 0)),
                              bot_for("random", seat_seed(s, 1))), seed=s) for s in range(7, 12)]
    assert [(g.seed, g.actions, g.final, g.score, g.turns) for g in sharded] == \
        [(g.seed, g.actions, g.final, g.score, g.turns) for g in plain]


def test_selfplay_with_two_workers_prints_and_saves_the_same_games(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from tavli.cli.main import main

    outputs = []
    for extra in ([], ["--workers", "2", "--shard-size", "2", "--state", str(tmp_path / "s")]):
        saved = tmp_path / f"games{len(extra)}.txt"
        assert main(["selfplay", "hypergammon", "-n", "5", "--seed", "3", "--bot", "random",
                     "--save", str(saved), *extra]) == 0
        outputs.append((capsys.readouterr().out, saved.read_text()))
    assert outputs[0] == outputs[1]
    assert len(list((tmp_path / "s").glob("shard-*.json"))) == 3


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


@pytest.mark.parametrize("stream", [io.StringIO(), _Terminal()], ids=["log", "terminal"])
def test_progress_redraws_on_a_terminal_and_writes_whole_lines_to_a_log(
        stream: io.StringIO) -> None:
    meter = ShardProgress(3, stream, problems=lambda result: int(result["found"]), every=0)
    for index, found in enumerate((0, 1, 2)):
        meter(plan(3, 1, seed=1)[index], {"found": found})
    meter.finish()
    lines = ["shards 1/3 done, 0 disagreements so far",
             "shards 2/3 done, 1 disagreements so far",
             "shards 3/3 done, 3 disagreements so far"]
    written = stream.getvalue()
    if isinstance(stream, _Terminal):
        assert [part.split(" (")[0] for part in written.split("\r")[1:]] == lines
        assert written.endswith("\n") and written.count("\n") == 1
    else:
        assert [line.split(" (")[0] for line in written.splitlines()] == lines
        assert "\r" not in written
