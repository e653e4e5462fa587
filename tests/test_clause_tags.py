"""The rulebook's bookkeeping: every ``@clause:``/``@ambiguity:`` tag names a known id, and
every clause of the covered documents has at least one scenario.

To cover another document, add its prefix to ``COVERED`` and its feature files' prefix to
``RULEBOOK``; ``scenarios_by_id`` gives the scenarios tagged with each id.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest
from pytest_bdd.gherkin_parser import Tag, get_gherkin_document

from clauses import AMBIGUITIES, KNOWN, clauses_of

FEATURES = Path(__file__).resolve().parent.parent / "features"

#: Clause prefixes whose every clause must have a scenario.
COVERED = ("BG", "SN", "RG", "DU", "AD")
#: Ambiguity ids that must have a scenario (the A-register's owner extends this).
COVERED_AMBIGUITIES: tuple[str, ...] = tuple(AMBIGUITIES)
#: Feature files (by name prefix) in which every scenario must cite a clause or ambiguity.
#: Tag kinds checked elsewhere: ``@rule:`` by tests/test_rule_register.py.
CHECKED_ELSEWHERE = ("rule",)
RULEBOOK = ("backgammon.", "short-nardy.", "race-gammon.", "dutch-backgammon.",
            "acey-deucey.", "ambiguities.")


@dataclass(frozen=True)
class Tagged:
    """One scenario of a feature file with every tag that applies to it (its own, its rule's
    and its feature's), and the tags written on its Examples blocks."""

    file: str
    name: str
    line: int
    tags: frozenset[str]
    example_tags: frozenset[str]

    def __str__(self) -> str:
        return f"{self.file}:{self.line} {self.name!r}"


def _names(tags: Sequence[Tag]) -> set[str]:
    return {tag.name.lstrip("@") for tag in tags}


@cache
def all_scenarios(root: Path = FEATURES) -> tuple[Tagged, ...]:
    """Every scenario under ``root``, read with pytest-bdd's own Gherkin parser."""
    found: list[Tagged] = []
    for path in sorted(root.rglob("*.feature")):
        feature = get_gherkin_document(str(path)).feature
        inherited = _names(feature.tags)
        groups = [(inherited, child.scenario) for child in feature.children if child.scenario]
        for child in feature.children:
            if child.rule:
                rule_tags = inherited | _names(child.rule.tags)
                groups += [(rule_tags, c.scenario) for c in child.rule.children if c.scenario]
        for tags, scenario in groups:
            example_tags: set[str] = set()
            for examples in scenario.examples:
                example_tags |= _names(examples.tags)
            found.append(Tagged(
                path.relative_to(root).as_posix(), scenario.name, scenario.location.line,
                frozenset(tags | _names(scenario.tags)), frozenset(example_tags),
            ))
    return tuple(found)


def references(tags: frozenset[str]) -> list[tuple[str, str]]:
    """The (kind, id) pairs among tags written like ``clause:BG-05``."""
    out = []
    for tag in tags:
        kind, colon, reference = tag.partition(":")
        if colon:
            out.append((kind, reference))
    return out


def scenarios_by_id(root: Path = FEATURES) -> dict[str, list[Tagged]]:
    """Each clause or ambiguity id, with the scenarios tagged with it."""
    found: dict[str, list[Tagged]] = defaultdict(list)
    for scenario in all_scenarios(root):
        for _kind, reference in references(scenario.tags):
            found[reference].append(scenario)
    return dict(found)


def unknown_references(root: Path = FEATURES) -> list[str]:
    """Every ``kind:id`` tag whose kind or id is not in tests/clauses.py, with its scenario."""
    return [
        f"{scenario}: @{kind}:{reference}"
        for scenario in all_scenarios(root)
        for kind, reference in references(scenario.tags)
        if kind not in CHECKED_ELSEWHERE and reference not in KNOWN.get(kind, {})
    ]


def test_every_reference_tag_names_a_known_id() -> None:
    wrong = unknown_references()
    assert not wrong, "tags naming no known clause or ambiguity id:\n" + "\n".join(wrong)


def test_unknown_ids_and_kinds_are_caught(tmp_path: Path) -> None:
    """The check itself: a made-up id, an ambiguity tagged as a clause, a misspelt kind."""
    (tmp_path / "made-up.feature").write_text(
        "Feature: made up\n\n"
        "  @clause:BG-05\n  Scenario: known\n    Given the starting position\n\n"
        "  @clause:BG-99 @clause:A6 @clauses:BG-01\n  Rule: unknown ones\n\n"
        "    Scenario: unknown\n      Given the starting position\n"
    )
    assert sorted(unknown_references(tmp_path)) == [
        "made-up.feature:10 'unknown': @clause:A6",
        "made-up.feature:10 'unknown': @clause:BG-99",
        "made-up.feature:10 'unknown': @clauses:BG-01",
    ]


def test_no_reference_tags_on_examples() -> None:
    """pytest-bdd turns Examples tags into plain markers, which --strict-markers refuses."""
    wrong = [f"{s}: {sorted(s.example_tags)}" for s in all_scenarios() if s.example_tags]
    assert not wrong, "put tags on the Scenario Outline, not its Examples:\n" + "\n".join(wrong)


def test_scenario_names_are_unique_in_each_feature() -> None:
    """pytest-bdd keeps only the last of two scenarios with one name, silently."""
    seen: dict[tuple[str, str], Tagged] = {}
    twice = []
    for scenario in all_scenarios():
        key = (scenario.file, scenario.name)
        if key in seen:
            twice.append(f"{scenario} (also line {seen[key].line})")
        seen[key] = scenario
    assert not twice, "scenario names used twice:\n" + "\n".join(twice)


def test_every_rulebook_scenario_cites_its_source() -> None:
    bare = [
        str(s) for s in all_scenarios()
        if s.file.startswith(RULEBOOK) and not references(s.tags)
    ]
    assert not bare, "scenarios without a @clause: or @ambiguity: tag:\n" + "\n".join(bare)


@pytest.mark.parametrize(
    "reference",
    [cid for prefix in COVERED for cid in clauses_of(prefix)] + list(COVERED_AMBIGUITIES),
)
def test_every_clause_has_a_scenario(reference: str) -> None:
    assert reference in KNOWN["clause"] or reference in AMBIGUITIES
    assert scenarios_by_id().get(reference), f"no scenario is tagged with {reference}"
