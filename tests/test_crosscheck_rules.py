"""The crosscheck names the rule each disagreement breaks (issue 26): engines with a planted
bug (tests/data/engines/planted.py) are reported under the rule their bug ignores or adds,
named as the game's rules file states it, with its file, line and register points."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

import tavli
from tavli.services.crosscheck import crosscheck

ENGINE = Path(__file__).resolve().parent / "data" / "engines" / "planted.py"
VARIANTS = Path(__file__).resolve().parent.parent / "variants"


def line_of(game: str, start: str) -> tuple[int, str]:
    """The number and text (comment aside) of the line of ``game``'s rules file that begins
    with ``start``: where the report must point."""
    lines = (VARIANTS / f"{game}.rules").read_text(encoding="utf-8").splitlines()
    number = next(i for i, line in enumerate(lines, 1) if line.startswith(start))
    return number, " ".join(lines[number - 1].partition("#")[0].split())


def run(game: str, bug: str, positions: int) -> dict[str, list[tuple[str, tuple[int, ...], str]]]:
    report = crosscheck(tavli.load_variant(game), f"{sys.executable} {ENGINE} {bug}",
                        positions, seed=4)
    assert report.disagreements, "the planted bug never showed"
    return report.by_rule()


def test_an_engine_that_stops_early_breaks_the_forced_play_rule() -> None:
    number, _ = line_of("backgammon", "dice:")
    groups = run("backgammon", "free-play", 3)
    assert list(groups) == [
        "breaks as many dice as can be played must be, and the larger when only one can "
        f"(backgammon.rules:{number}, BG-02, BG-12)"]


def test_an_engine_without_long_nardys_head_rule_breaks_the_leave_limit() -> None:
    number, statement = line_of("long-nardy", "leave limit:")
    groups = run("long-nardy", "no-leave-limit", 4)
    # (where the limit stops the dice short, tavli plays fewer of them than the engine can:
    # those plays the engine lacks, for the same rule)
    rule = f"{statement} (long-nardy.rules:{number}, LN-05, LN-06)"
    assert f"breaks {rule}" in groups and set(groups) <= {f"breaks {rule}", f"lacks {rule}"}


def test_an_engine_that_bears_off_by_the_exact_number_lacks_the_higher_bear_off() -> None:
    number, statement = line_of("backgammon", "bear off:")
    groups = run("hypergammon", "exact-bear-off", 20)  # three checkers: soon bearing off
    assert list(groups) == [f"lacks {statement} (backgammon.rules:{number}, BG-20, BG-22)"]


@pytest.mark.parametrize("bug", ["free-play"])
def test_the_report_says_the_rule_and_how_to_replay_it(bug: str) -> None:
    report = crosscheck(tavli.load_variant("backgammon"), f"{sys.executable} {ENGINE} {bug}",
                        2, seed=4)
    text = report.render()
    assert "by the rule each breaks:" in text
    assert "replay: tavli moves backgammon --position" in text
    assert "breaks as many dice as can be played must be" in text
    again = report.to_json()["disagreements"][0]
    assert set(again["rules"]) == set(again["only_engine"]) | set(again["only_tavli"])


def test_a_play_an_engine_refuses_for_no_rule_of_the_game_is_named_by_none() -> None:
    # nard-backgammon 0.1.0 refuses X's 24/19 18/13(2) here (its six-block check counts a row
    # of points held by both players as one player's block: docs/engine-findings.md). No
    # rule of Long Nardy forbids it, and the engine plays no extra fives: lifting "bearing off
    # only when all in home" would let a fourth five be played, which the engine does not
    # offer, so that rule is not the reason.
    from tavli.game.turn import legal_plays, start_turn
    from tavli.services.explain import Explainer, board_of

    variant = tavli.load_variant("long-nardy")
    position = tavli.parse_position(variant, "X 24:9 18:2 7:2 5:1 1:1 | O 24:8 20:1 18:1 16:1 "
                                    "15:1 14:1 8:1 2:1 | X to roll | turns X 1+ O 1+")
    rolled = start_turn(variant, position, (5, 5))
    refused = board_of(next(play.position for play in legal_plays(variant, rolled)
                            if tavli.play_text(play) == "24/19 18/13(2)"))
    explainer = Explainer(variant)
    assert explainer.missing(rolled, refused, explainer.results(rolled) - {refused}) is None
    # an engine that did play a fourth five would bear that rule out
    lifted = dict(explainer.lifted)[("allow", "bearing-off")]
    fourth = explainer._results(lifted, rolled) - explainer.results(rolled)
    assert fourth
    named = explainer.missing(rolled, refused, fourth)
    assert named is not None and named.statement == "allow bearing off only when all in home"
