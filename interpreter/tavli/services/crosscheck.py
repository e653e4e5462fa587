"""Checking another engine against tavli: the same positions and rolls, the same legal plays?

The other engine runs as a child process speaking the oracle protocol (docs/oracle-protocol.md)
on its stdin and stdout, directly or through a thin adapter. Positions come from seeded random
play of the variant, so a run is reproducible from its seed; for each position and every roll
the engine's ``plays`` reply is compared with tavli's legal plays as *sets of resulting
positions*, so two engines that write a play differently still agree.
"""

from __future__ import annotations

import json
import os
import random
import selectors
import shlex
import subprocess
import tempfile
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from itertools import combinations_with_replacement
from pathlib import Path
from typing import Any, TextIO

from tavli.adapters import engine_command, missing
from tavli.game.decide import choices, decide
from tavli.game.opening import new_game, opening_roll
from tavli.game.play_text import play_text
from tavli.game.position_text import format_position, parse_position
from tavli.game.turn import Play, choose_double, choose_opening, legal_plays, start_turn
from tavli.language.load import load_variant
from tavli.model.errors import NotationError, TavliError
from tavli.model.position import Position
from tavli.model.variant import Variant
from tavli.notation.formats import formats_for, position_from, position_to
from tavli.services.explain import Explainer, board_of, unfinished_results
from tavli.services.shards import Shard, ShardProgress, ShardStore, plan, run_shards


class EngineError(TavliError):
    """The other engine could not be started, died, fell silent or broke the protocol."""

    code = "engine-error"


class Engine:
    """A child process answering one JSON request line with one JSON reply line."""

    def __init__(self, command: str, *, timeout: float = 60.0) -> None:
        """``command``: a shipped adapter's name (tavli.adapters.ADAPTERS) or a command line."""
        if (why := missing(command)) is not None:
            raise EngineError(why)
        words = shlex.split(engine_command(command))
        if not words:
            raise EngineError("the engine command is empty")
        self.command = command
        self.timeout = timeout
        self._errors = tempfile.TemporaryFile()  # noqa: SIM115 - lives as long as the engine
        try:
            self._process = subprocess.Popen(
                words, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._errors,
            )
        except OSError as error:
            self._errors.close()
            raise EngineError(f"cannot start the engine {command!r}: {error}") from None
        self._buffer = b""
        self._next_id = 0
        self._hello: dict[str, Any] | None = None
        self._selector = selectors.DefaultSelector()
        assert self._process.stdout is not None
        self._selector.register(self._process.stdout, selectors.EVENT_READ)

    def request(self, fields: dict[str, Any]) -> dict[str, Any]:
        """Send one request and wait for its reply (matched by ``id``)."""
        self._next_id += 1
        message = {"id": self._next_id, **fields}
        assert self._process.stdin is not None
        try:
            self._process.stdin.write(json.dumps(message).encode() + b"\n")
            self._process.stdin.flush()
        except (BrokenPipeError, OSError):
            raise EngineError(f"the engine stopped reading requests{self._last_words()}") \
                from None
        line = self._readline()
        try:
            reply = json.loads(line)
        except ValueError:
            raise EngineError(f"the engine's reply is not JSON: {line[:200]!r}") from None
        if not isinstance(reply, dict) or reply.get("id") != self._next_id:
            raise EngineError(f"the engine's reply does not answer request {self._next_id}: "
                              f"{line[:200]!r}")
        return reply

    def hello(self) -> dict[str, Any]:
        """The engine's answer to ``hello`` (asked once): its formats, and whether it lists
        unfinished plays (``"unfinished": true``)."""
        if self._hello is None:
            self._hello = self.request({"cmd": "hello"})
        return self._hello

    @property
    def unfinished(self) -> bool:
        """Whether the engine declares that it lists plays that stop before the dice are
        used up (it compares by containment then: docs/adapters.md)."""
        hello = self.hello()
        return bool(hello.get("ok")) and hello.get("unfinished") is True

    def _readline(self) -> bytes:
        deadline = time.monotonic() + self.timeout
        while b"\n" not in self._buffer:
            left = deadline - time.monotonic()
            if left <= 0 or not self._selector.select(left):
                raise EngineError(f"the engine did not answer within {self.timeout:g} s")
            assert self._process.stdout is not None
            chunk = os.read(self._process.stdout.fileno(), 1 << 16)
            if not chunk:
                raise EngineError(f"the engine closed its output{self._last_words()}")
            self._buffer += chunk
        line, _, self._buffer = self._buffer.partition(b"\n")
        return line

    def _last_words(self) -> str:
        self._errors.seek(0)
        tail = self._errors.read()[-600:].decode("utf-8", "replace").strip()
        return f"; its last words: {tail}" if tail else ""

    def close(self) -> None:
        """Ask the engine to quit, then make sure it is gone."""
        try:
            if self._process.poll() is None and self._process.stdin is not None:
                self._process.stdin.write(b'{"cmd": "quit"}\n')
                self._process.stdin.close()
            self._process.wait(timeout=5)
        except (OSError, subprocess.TimeoutExpired):
            self._process.kill()
            self._process.wait()
        finally:
            self._selector.close()
            if self._process.stdout is not None:
                self._process.stdout.close()
            self._errors.close()

    def __enter__(self) -> Engine:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


# ---- positions and rolls

def all_rolls(variant: Variant) -> list[tuple[int, ...]]:
    """Every distinct roll, larger numbers first: 21 for two six-sided dice."""
    return list(combinations_with_replacement(range(variant.faces, 0, -1), variant.dice))


def sample_positions(variant: Variant, count: int, seed: int, fmt: str = "native",
                     choose: Callable[[Variant, Position, list[Play]], Play] | None = None,
                     ) -> list[Position]:
    """``count`` distinct positions waiting for a roll, reached by seeded random play (random
    dice, random legal plays and choices, no doubling), each one ``fmt`` can write; with
    ``choose``, the plays are its choice."""
    rng = random.Random(seed)
    found: dict[str, Position] = {}
    position = new_game(variant)
    for _ in range(count * 400 + 1000):
        if len(found) >= count:
            break
        match position.phase:
            case "opening":
                position = opening_roll(variant, position, rng.randint(1, variant.faces),
                                        rng.randint(1, variant.faces))
            case "choose-opening":
                position = choose_opening(variant, position, roll_again=rng.random() < 0.5)
            case "decide":  # DC-05: a choice the rules give, at random
                position = decide(variant, position, position.rest[0].decision,
                                  rng.choice(choices(variant, position)))
            case "roll":
                try:
                    position_to(variant, position, fmt)
                    found.setdefault(format_position(variant, position), position)
                except NotationError:
                    pass  # e.g. checkers still in hand: not this notation's to describe
                roll = tuple(rng.randint(1, variant.faces) for _ in range(variant.dice))
                position = start_turn(variant, position, roll)
            case "play":
                plays = legal_plays(variant, position)
                position = (rng.choice(plays) if choose is None
                            else choose(variant, position, plays)).position
            case "choose-double":
                position = choose_double(variant, position, rng.randint(1, variant.faces))
            case _:
                position = new_game(variant)
    return list(found.values())


# ---- the comparison

_SHOWN = 8  # plays printed per side of one disagreement (the JSON report has them all)

@dataclass
class Disagreement:
    """One position and roll on which the engine and tavli differ."""

    position: str  # native
    sent: str  # as sent to the engine
    roll: tuple[int, ...]
    only_tavli: list[str] = field(default_factory=list)  # "play => position"
    only_engine: list[str] = field(default_factory=list)
    error: str = ""
    # each play listed above → the rule it breaks (only the engine's) or the engine lacks
    # (only tavli's), as tavli.services.explain works it out ("" when none is found)
    rules: dict[str, str] = field(default_factory=dict)
    # the engine's plays that stop before the dice are used up, from an engine that declares
    # it lists them: reported on their own, not as disagreements
    unfinished: list[str] = field(default_factory=list)

    def render(self) -> str:
        lines = [f"roll {'-'.join(map(str, self.roll))} in {self.position}"]
        if self.sent != self.position:
            lines[0] += f"  (sent as {self.sent})"
        if self.error:
            lines.append(f"    the engine answered with an error: {self.error}")
        for word, plays in (("tavli", self.only_tavli), ("the engine", self.only_engine)):
            if plays:
                lines.append(f"    only {word} allows {len(plays)}:")
                lines.extend(f"      {play}" + (f"\n        {self.rules[play]}"
                                                 if self.rules.get(play) else "")
                             for play in plays[:_SHOWN])
                if len(plays) > _SHOWN:
                    lines.append(f"      ... and {len(plays) - _SHOWN} more")
        return "\n".join(lines)


@dataclass
class Report:
    """What a crosscheck found."""

    engine: str
    variant: str
    fmt: str
    seed: int
    positions: int = 0
    checked: int = 0
    skipped: int = 0  # position-rolls whose results the notation cannot describe
    shards: int = 1
    disagreements: list[Disagreement] = field(default_factory=list)
    # with an engine that lists unfinished plays: those plays (position, roll, play)
    unfinished: list[tuple[str, tuple[int, ...], str]] = field(default_factory=list)

    @property
    def agreed(self) -> int:
        return self.checked - len(self.disagreements)

    def render(self, limit: int = 20) -> str:
        lines = [
            f"crosscheck of {self.variant} against {self.engine!r} (format {self.fmt}, "
            f"seed {self.seed}" + (f", {self.shards} shards" if self.shards > 1 else "") + ")",
            f"{self.positions} positions, every roll: {self.checked} position-rolls, "
            f"{self.agreed} agree, {len(self.disagreements)} disagree"
            + (f" ({self.skipped} more skipped: the {self.fmt} notation cannot describe "
               "their results)" if self.skipped else ""),
        ]
        if self.unfinished:
            position, roll, play = self.unfinished[0]
            lines.append(f"the engine lists unfinished plays (as it declares): "
                         f"{len(self.unfinished)} of them, not counted as disagreements; "
                         f"e.g. roll {'-'.join(map(str, roll))} in {position}: {play}")
        groups = self.by_rule()
        if groups:
            lines.append("by the rule each breaks:")
            for rule, examples in groups.items():
                lines.append(f"  {len(examples)}x {rule}")
                position, roll, play = examples[0]
                lines.append(f"     e.g. roll {'-'.join(map(str, roll))} in {position}: {play}")
                lines.append(f"     replay: tavli moves {self.variant} --position "
                             f"'{position}' --dice {' '.join(map(str, roll))}")
        for disagreement in self.disagreements[:limit]:
            lines.append(disagreement.render())
        if len(self.disagreements) > limit:
            lines.append(f"... and {len(self.disagreements) - limit} more")
        return "\n".join(lines)

    def by_rule(self) -> dict[str, list[tuple[str, tuple[int, ...], str]]]:
        """The disagreements' plays grouped by the rule the engine breaks ('breaks ...') or
        lacks ('lacks ...'), most first."""
        groups: dict[str, list[tuple[str, tuple[int, ...], str]]] = {}
        for found in self.disagreements:
            for play in (*found.only_engine, *found.only_tavli):
                rule = found.rules.get(play) or "no rule of the game found"
                groups.setdefault(rule, []).append((found.position, found.roll, play))
        return dict(sorted(groups.items(), key=lambda item: -len(item[1])))

    def to_json(self) -> dict[str, Any]:
        return {
            "engine": self.engine, "variant": self.variant, "format": self.fmt,
            "seed": self.seed, "positions": self.positions, "checked": self.checked,
            "agreed": self.agreed, "skipped": self.skipped, "shards": self.shards,
            "disagreements": [
                {"position": d.position, "sent": d.sent, "roll": list(d.roll),
                 "only_tavli": d.only_tavli, "only_engine": d.only_engine, "error": d.error,
                 "rules": d.rules}
                for d in self.disagreements
            ],
            "unfinished": [{"position": p, "roll": list(r), "play": t}
                           for p, r, t in self.unfinished],
        }


def choose_format(variant: Variant, engine: Engine | None, wanted: str | None) -> str:
    """The notation to talk in: the one asked for, else native if the engine speaks it,
    else the first standard one both speak."""
    ours = formats_for(variant)
    if wanted is not None:
        if wanted not in ours:
            raise NotationError(f"the {wanted} notation cannot describe {variant.name}")
        return wanted
    assert engine is not None, "without a wanted format, the engine is asked"
    hello = engine.hello()
    theirs = hello.get("formats") if hello.get("ok") else None
    if not isinstance(theirs, list):
        return "native"
    for fmt in ("native", *ours):
        if fmt in theirs and fmt in ours:
            return fmt
    raise EngineError(f"the engine speaks {theirs}, none of which can describe "
                      f"{variant.name} ({', '.join(ours)})")


def tavli_plays(variant: Variant, position: Position, roll: tuple[int, ...],
                fmt: str) -> dict[str, Play] | None:
    """tavli's plays of ``roll`` by resulting position, written in ``fmt``; None when the roll
    does not lead to a play, or a result is one ``fmt`` cannot describe (a chained turn's next
    part, say), so the question cannot be put in that notation."""
    rolled = start_turn(variant, position, roll)
    if rolled.phase != "play":
        return None
    try:
        return {position_to(variant, play.position, fmt): play
                for play in legal_plays(variant, rolled)}
    except NotationError:
        return None


def compare(variant: Variant, engine: Engine, position: Position, roll: tuple[int, ...],
            fmt: str, options: list[str], ours: dict[str, Play],
            explainer: Explainer | None = None, *, unfinished: bool = False,
            ) -> Disagreement | None:
    """Ask the engine for the plays of ``roll`` in ``position``; None if it agrees with
    ``ours`` (tavli's, from ``tavli_plays``). With ``unfinished`` (the engine declares it
    lists plays that stop before the dice are used up), its plays need only contain tavli's:
    those of its other plays that are such unfinished plays go to ``Disagreement.unfinished``
    (a Disagreement with nothing else is then no disagreement)."""
    sent = position_to(variant, position, fmt)
    reply = engine.request({"cmd": "plays", "variant": variant.name, "options": options,
                            "format": fmt, "position": sent, "dice": list(roll)})
    plays = reply.get("plays")
    if reply.get("ok") and isinstance(plays, list) and all(
            isinstance(item, dict) for item in plays):
        said = {item.get("position") for item in plays}
        if said == set(ours):
            return None  # the same texts: the same positions (the common case, and cheap)
    # Otherwise compare positions, not texts: the engine may write a position differently.
    mine = {format_position(variant, play.position): play_text(play)
            for play in ours.values()}
    found = Disagreement(format_position(variant, position), sent, roll)
    if not reply.get("ok"):
        found.error = json.dumps(reply.get("error"))[:400]
        found.only_tavli = [f"{text} => {pos}" for pos, text in mine.items()]
        return found
    theirs: dict[str, str] = {}
    for item in plays if isinstance(plays, list) else []:
        text = str(item.get("play", "?")) if isinstance(item, dict) else "?"
        try:
            after = position_from(variant, item["position"], fmt)
            theirs[format_position(variant, after)] = text
        except (TavliError, KeyError, TypeError) as error:
            found.error = f"the engine's play {text!r} leads to a position tavli cannot read: " \
                          f"{error}"
    if not isinstance(plays, list):
        found.error = "the engine's reply has no 'plays' array"
    found.only_tavli = [f"{mine[p]} => {p}" for p in mine if p not in theirs]
    found.only_engine = [f"{theirs[p]} => {p}" for p in theirs if p not in mine]
    if unfinished and found.only_engine:
        _set_apart_unfinished(variant, start_turn(variant, position, roll), found)
        if not (found.error or found.only_tavli or found.only_engine):
            return found  # only unfinished plays: the caller counts them, no disagreement
    if explainer is not None:
        _explain(variant, explainer, start_turn(variant, position, roll), found)
    if found.error or found.only_tavli or found.only_engine:
        return found
    return None


def _set_apart_unfinished(variant: Variant, rolled: Position, found: Disagreement) -> None:
    """Move the engine's plays that are unfinished plays of the roll to ``found.unfinished``."""
    partial = unfinished_results(variant, rolled)
    kept: list[str] = []
    for play in found.only_engine:
        after = parse_position(variant, play.split(" => ", 1)[1])
        (found.unfinished if board_of(after) in partial else kept).append(play)
    found.only_engine = kept


def _explain(variant: Variant, explainer: Explainer, rolled: Position,
             found: Disagreement) -> None:
    """Name the rule behind each play only one side offers (tavli.services.explain): the
    plays the engine lacks first, whose rules then explain its extra plays where they can."""
    ours = {play: board_of(parse_position(variant, play.split(" => ", 1)[1]))
            for play in found.only_tavli}
    theirs = {play: board_of(parse_position(variant, play.split(" => ", 1)[1]))
              for play in found.only_engine}
    offered = (explainer.results(rolled) - set(ours.values())) | set(theirs.values())
    lacking = []
    for play, board in ours.items():
        rule = explainer.missing(rolled, board, offered)
        found.rules[play] = rule.render() if rule is not None else ""
        if rule is not None:
            lacking.append(rule.path)
    for play, board in theirs.items():
        rule = explainer.extra(rolled, board, tuple(lacking))
        found.rules[play] = rule.render() if rule is not None else ""


def crosscheck(variant: Variant, command: str, count: int, seed: int, *,
               fmt: str | None = None, timeout: float = 60.0,
               source: str | None = None) -> Report:
    """Check the engine ``command`` on ``count`` positions of ``variant``, every roll."""
    if count < 0:
        raise NotationError("the number of positions cannot be negative")
    options = sorted(variant.chosen)
    with Engine(command, timeout=timeout) as engine:
        used = choose_format(variant, engine, fmt)
        partial = engine.unfinished
        report = Report(command, variant.name, used, seed)
        positions = sample_positions(variant, count, seed, used)
        report.positions = len(positions)
        explainer = Explainer(variant, source)
        for position in positions:
            for roll in all_rolls(variant):
                ours = tavli_plays(variant, position, roll, used)
                if ours is None:
                    report.skipped += 1
                    continue
                report.checked += 1
                found = compare(variant, engine, position, roll, used, options, ours,
                                explainer, unfinished=partial)
                if found is None:
                    continue
                report.unfinished.extend((found.position, roll, play)
                                         for play in found.unfinished)
                if found.error or found.only_tavli or found.only_engine:
                    report.disagreements.append(found)
    return report


# ---- long runs, in shards

SHARD_POSITIONS = 500  # positions (x 21 rolls) in one shard of a sharded crosscheck


def check_shard(spec: str, options: tuple[str, ...], command: str, fmt: str, timeout: float,
                shard: Shard) -> dict[str, Any]:
    """One shard of a sharded crosscheck, on a worker: its own engine, its own positions
    (``shard.size`` of them, from the shard's seed). The variant travels as its name or
    rules-file path, so a worker on another machine loads it itself."""
    variant = load_variant(spec, options)
    return crosscheck(variant, command, shard.size, shard.seed, fmt=fmt,
                      timeout=timeout, source=spec).to_json()


def report_from_json(data: dict[str, Any]) -> Report:
    report = Report(data["engine"], data["variant"], data["format"], data["seed"],
                    data["positions"], data["checked"], data["skipped"], data.get("shards", 1))
    report.disagreements = [
        Disagreement(d["position"], d["sent"], tuple(d["roll"]), d["only_tavli"],
                     d["only_engine"], d["error"], d.get("rules", {}))
        for d in data["disagreements"]]
    report.unfinished = [(u["position"], tuple(u["roll"]), u["play"])
                         for u in data.get("unfinished", [])]
    return report


def crosscheck_sharded(spec: str, command: str, count: int, seed: int, *,
                       options: Mapping[str, bool] | Sequence[str] = (), fmt: str | None = None,
                       timeout: float = 60.0, shard_size: int = SHARD_POSITIONS,
                       workers: int = 1, ray: str | None = None, state: Path | None = None,
                       progress: TextIO | None = None) -> Report:
    """``count`` positions of the variant ``spec`` (a name or a rules file) in shards of
    ``shard_size``, each shard from its own seed (shards.shard_seed), on ``workers``
    processes or a Ray cluster; the same report on any number of workers. With ``state``
    (a directory), finished shards are kept there and a rerun resumes."""
    if count < 0:
        raise NotationError("the number of positions cannot be negative")
    variant = load_variant(spec, options)
    if fmt is None:
        with Engine(command, timeout=timeout) as engine:
            fmt = choose_format(variant, engine, None)
    else:
        choose_format(variant, None, fmt)
    shards = plan(count, shard_size, seed)
    store = None
    if state is not None:
        store = ShardStore(state, {
            "run": "crosscheck", "engine": command, "variant": spec,
            "options": sorted(variant.chosen), "positions": count, "seed": seed,
            "format": fmt, "shard_size": shard_size})
    meter = None
    if progress is not None:
        meter = ShardProgress(len(shards), progress,
                              problems=lambda result: len(result["disagreements"]))
    task = partial(check_shard, spec, tuple(sorted(variant.chosen)), command, fmt, timeout)
    parts = run_shards(task, shards, workers=workers, ray=ray, store=store, on_result=meter)
    if meter is not None:
        meter.finish()
    report = Report(command, variant.name, fmt, seed)
    for part in map(report_from_json, parts):
        report.positions += part.positions
        report.checked += part.checked
        report.skipped += part.skipped
        report.disagreements.extend(part.disagreements)
        report.unfinished.extend(part.unfinished)
    report.shards = len(shards)
    return report
