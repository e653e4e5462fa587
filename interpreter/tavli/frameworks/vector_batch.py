"""The compiled step of the batched environment (tavli.frameworks.vector): every game of a
batch advanced by one call into the kernel (``batch_step`` of tavli.game.engine._kernel,
written in ``_batch.c``), where the variant allows it.

The kernel works on the Python path's own state (tavli.frameworks.vector_games.Games: its
lists and its NumPy rows) and does what recurs in self-play: a checker move, the play made
(the other player to roll), roll, double, take, the dice (each game's own uniforms, one a
roll, as ``Generator.choice`` uses them) and the next plays, the observation row and the mask.
It leaves to Python, game by game, whatever else comes: a new game, an illegal action, a game
that ends, a beaver, a turn that goes on as tavli.game.turn works it out, plays of the
reference search. So a game plays exactly as on the Python path, only faster;
tests/test_vector_batch.py holds the two paths to it.

``covers`` says whether a variant is on it: judged from what the variant's rules use (every
observation field one the kernel writes, every roll's plan a plain play of the dice), never
from its name. ``TAVLI_VECTOR=python`` (or ``use_python``) sends every batch to the Python
path.
"""

from __future__ import annotations

import os
from typing import Any

from tavli.frameworks.encoding import PHASES, Encoding
from tavli.game import engine
from tavli.game.engine import descriptor as tables
from tavli.game.turn import roll_plan
from tavli.model.variant import Variant

#: The observation's fields the kernel writes, in order (docs/rl.md).
FIELDS = ("board", "checkers", "cube", "turn", "phase", "dice", "pending", "chosen", "turns")

_python_only = os.environ.get("TAVLI_VECTOR", "") == "python"


def use_python(only: bool) -> bool:
    """Send every batch to the Python path (``True``), or let the kernel step those it
    covers (``False``); the previous setting. Tests compare the two paths with it."""
    global _python_only
    before, _python_only = _python_only, only
    return before


def covers(enc: Encoding, opponent: str | None) -> bool:
    """Whether the kernel steps games of ``enc``'s variant: self-play (``opponent`` None) of a
    variant on the kernel whose turn is a plain play of the dice thrown and whose observation
    has only the fields it writes."""
    variant = enc.variant
    if _python_only or opponent is not None or engine.kernel_function("batch_step") is None:
        return False
    if engine.compiled_rules(variant) is None:  # off the kernel, or compiled turn by turn
        return False
    if variant.sides != 2 or variant.score_counters or variant.decisions or variant.stages \
            or variant.passed_numbers or variant.timed_turn or variant.score_events \
            or variant.double_horizon or variant.lower_die_only or variant.chosen_die \
            or any(variant.beyond) or variant.cube_rules - {"beavers", "jacoby", "crawford"}:
        return False
    if tuple(name for name, _ in enc.fields) != FIELDS \
            or dict(enc.fields)["phase"] != len(PHASES) or len(enc.rolls) > 64:
        return False
    for roll in enc.rolls:  # each roll is its dice to play at once, on the kernel
        outcome = _outcome(variant, roll)
        if outcome is None or not tables.kernel_plays(outcome[0]):
            return False
    return all(len(track) == variant.length for track in variant.tracks[:2])


Outcome = tuple[tuple[int, ...], str, bool]


def _outcome(variant: Variant, roll: tuple[int, ...]) -> Outcome | None:
    """What tavli.game.turn.start_turn makes of ``roll`` where it is one part of dice to
    play: the dice, the chain, and whether the position stays vouched for; None where the
    turn's program is more than that (Python's)."""
    thrown, parts, stake, chain = roll_plan(variant, roll)
    if stake:
        return None
    if parts is None:  # the dice as thrown (start_turn: Position.to_play, vouched)
        return thrown, chain, True
    if len(parts) != 1 or parts[0].when_text or parts[0].kind not in ("roll", "double"):
        return None
    part = parts[0]  # one part, taken up at once (turn.advance: to_play, not vouched)
    dice = thrown * part.times if part.kind == "roll" else (thrown[0],) * part.times
    return dice, chain, False


def batch_state(enc: Encoding, lists: tuple[Any, ...], callbacks: tuple[Any, ...],
                arrays: tuple[Any, ...], roll_cdf: list[float]) -> Any:
    """The kernel's state of a batch of ``enc``'s games (``covers`` holds): the Python path's
    lists (positions, rolling, alive, start_at, prefix, to_play, renew, legal), its callbacks
    (the known step actions, a step's action, refill, open_play), its arrays (observations,
    masks, uniforms drawn, uniforms used) and the chances of the rolls, cumulated."""
    variant = enc.variant
    new = engine.kernel_function("batch_new")
    assert new is not None
    offsets: dict[str, int] = {}
    at = 0
    for name, size in enc.fields:
        offsets[name] = at
        at += size
    outcomes = tuple(_outcome(variant, roll) for roll in enc.rolls)
    objects = (
        engine.compiled_rules(variant), variant, *lists[:7], *callbacks,
        outcomes, enc.chains, tuple(tuple(track) for track in variant.tracks[:2]),
        "take-or-drop", lists[7],
    )
    numbers = (
        arrays[0].shape[0], enc.observation_size, enc.num_actions, variant.length, enc.faces,
        enc.die_slots, variant.checkers, enc.NO_MOVE, enc.ROLL, enc.DOUBLE, enc.TAKE,
        enc.DROP, enc.BEAVER, "beavers" in variant.cube_rules,
        -1 if variant.cube_max is None else variant.cube_max,
        offsets["board"], offsets["checkers"], offsets["cube"], offsets["turn"],
        offsets["phase"], offsets["dice"], offsets["chosen"], offsets["turns"],
        PHASES.index("roll"), PHASES.index("play"), PHASES.index("take-or-drop"),
    )
    return new(objects, numbers, *arrays, tuple(roll_cdf))
