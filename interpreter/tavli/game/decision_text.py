"""Decisions in the native notation: the part after the turn that says each choice made
(``zone X q3``: X named the zone q3), left out while none is; the turn text of a position
waiting for one (``X to decide zone: q1, q2, q3 or q4, then 6-5``); and the checks of the
counters a decision keeps (tavli.game.validation)."""

from __future__ import annotations

import re

from tavli.game.decide import chooser, chosen, decision_words
from tavli.model.errors import NotationError
from tavli.model.position import Pending, Position
from tavli.model.variant import SIDE_NAMES, Side, Variant


def decided_text(variant: Variant, text: str, position: Position) -> str:
    """``text`` (the position as written without decisions) with the choices made, and the
    decision waited for in the turn part."""
    parts = text.split(" | ")
    if position.phase == "decide" and position.rest:
        name = position.rest[0].decision
        parts[2] = parts[2].replace(f"to decide {name}",
                                    f"to decide {decision_words(variant, position)}", 1)
    made = [f"{d.name} {SIDE_NAMES[who]} {chosen(variant, position, d.name)}"
            for d in variant.decisions
            if d.kept and (who := chooser(variant, position, d.name)) is not None]
    if variant.lapsing is not None and position.counters:  # who has landed (lapsing limit)
        at = variant.landed_at
        landed = [SIDE_NAMES[s] for s in (0, 1) if position.counters[at + s]]
        made += [f"landed {' '.join(landed)}"] if landed else []
    if made:
        parts.insert(3, " ".join(made))
    return " | ".join(parts)


def read_decided(
    variant: Variant, sections: list[str], whole: str
) -> tuple[list[str], tuple[int, ...]]:
    """The sections with the part of the choices made taken out, and the counters it says."""
    names = {d.name: d for d in variant.decisions if d.kept}
    sections = list(sections)
    landing = variant.lapsing is not None
    if len(sections) < 4 or sections[3].split(" ", 1)[0] not in {*names, *(
            ["landed"] if landing else [])}:
        return sections, ()
    words = sections.pop(3).split()
    counters = [0] * variant.counter_slots
    if landing and "landed" in words:  # 'landed X O': who has landed (lapsing limit)
        at = words.index("landed")
        sides = words[at + 1:]
        if not sides or len(sides) > 2 or not set(sides) <= {"X", "O"} or \
                len(set(sides)) < len(sides):
            raise NotationError(f"'landed' is followed by the sides that have landed, X, O or "
                                f"X O, not {' '.join(sides)!r} (in {whole!r})")
        for side in sides:
            counters[variant.landed_at + SIDE_NAMES.index(side)] = 1
        words = words[:at]
    for at in range(0, len(words), 3):
        name, side, choice = [*words[at:at + 3], "", "", ""][:3]
        decision = names.get(name)
        if decision is None or side not in SIDE_NAMES[:2] or choice not in decision.choices:
            raise NotationError(f"the part of decisions made is 'NAME SIDE CHOICE', e.g. "
                                f"'{variant.decisions[0].name} X "
                                f"{variant.decisions[0].choices[0]}', not "
                                f"{' '.join(words)!r} (in {whole!r})")
        slot = variant.decision_at(name)
        if any(counters[slot:slot + 2]):
            raise NotationError(f"{name!r} is decided twice in {whole!r}")
        counters[slot + SIDE_NAMES.index(side)] = decision.choices.index(choice) + 1
    return sections, tuple(counters)


def read_decide_turn(variant: Variant, side: Side, head: str, rest: tuple[Pending, ...],
                     whole: str) -> tuple[Pending, ...] | None:
    """The parts of a turn that waits for a decision (``to decide zone: q1, q2 or q3``, then
    the dice to play once it is made, if any), or None if ``head`` is no such turn."""
    match = re.fullmatch(r"to decide ([a-z][a-z0-9-]*): (.+)", head)
    if match is None:
        return None
    names = {d.name: d for d in variant.decisions}
    decision = names.get(match[1])
    said = re.split(r", | or ", match[2])
    if decision is None or tuple(said) != decision.choices:
        known = "; ".join(f"{d.name}: {', '.join(d.choices)}" for d in variant.decisions)
        raise NotationError(f"{variant.name} has no decision {head[10:]!r} (its decisions: "
                            f"{known or 'none'}) (in {whole!r})")
    dice: tuple[int, ...] = ()
    if rest and rest[0].kind == "play" and not rest[0].when:
        dice, rest = rest[0].dice, rest[1:]
    return (Pending("decide", dice, decision=decision.name), *rest)


def decision_problems(variant: Variant, position: Position) -> list[str]:
    """Why the decisions kept in ``position`` cannot be: one spelling (() while none is
    made), a choice the decision offers, made by one player."""
    counters = position.counters
    if not (variant.kept_decisions or variant.lapsing) or not counters:
        return []
    if len(counters) != variant.counter_slots or not all(isinstance(c, int) for c in counters):
        return [f"the counters {counters!r} are not {variant.counter_slots} values"]
    if not any(counters):
        return ["no decision made and nobody landed is written ()"]
    if variant.lapsing is not None and not all(
            f in (0, 1) for f in counters[variant.landed_at:variant.landed_at + 2]):
        return ["whether a side has landed is 0 or 1"]
    problems = []
    for decision in variant.decisions[:variant.kept_decisions]:
        at = variant.decision_at(decision.name)
        values = counters[at:at + 2]
        if all(values) or not all(0 <= v <= len(decision.choices) for v in values):
            problems.append(f"the decision {decision.name!r} is {values!r}: one player's "
                            f"choice of {len(decision.choices)}")
    if position.phase == "decide" and (
            not position.rest or position.rest[0].kind != "decide"):
        problems.append("a position waiting for a decision names it first in rest")
    return problems
