"""`tavli rules`: every bundled game's rulebook is generated, says every rule of the game's
rule tree in words (no rule left to the generic fallback), and keeps the file's comments."""

from __future__ import annotations

import dataclasses
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import tavli
from tavli.cli.main import main
from tavli.language.load import rules_chain
from tavli.language.resources import bundled_variant_files
from tavli.pictures.rulebook import DESCRIBED, Writer, rulebook


@pytest.mark.parametrize("name", sorted(bundled_variant_files()))
def test_every_bundled_game_has_a_sheet_that_describes_every_rule(name: str) -> None:
    variant = tavli.load_variant(name)
    unknown = set(variant.rule_tree) - DESCRIBED
    assert not unknown, f"{name}: the rulebook has no words for {sorted(unknown)}"
    sheet = rulebook(name)
    assert sheet.generic == [], f"{name}: shown only as the rule tree states it: {sheet.generic}"
    text = sheet.markdown()
    assert text.startswith(f"# {variant.title}\n")
    for heading in ("Equipment", "The board and set-up", "Moving and hitting", "Bearing off",
                    "The turn", "The opening", "The end and the score", "Options"):
        assert f"\n## {heading}\n" in text
    for option in variant.options:
        assert f"- {option}" in text
    page = sheet.html()
    svg = re.search(r"<svg.*?</svg>", page, re.S)
    assert svg is not None
    ET.fromstring(svg.group(0))  # the set-up picture is well-formed


def test_backgammon_sheet_says_the_setup_and_keeps_the_comments() -> None:
    text = rulebook("backgammon").markdown()
    # BG-05: two on the 24 point, five on the 13, three on the 8, five on the 6
    assert "2 on the 24 point, 5 on the 13 point, 3 on the 8 point, 5 on the 6 point" in text
    assert "*(BG-15, BG-19: two or more checkers make a point)*" in text  # blocked by 2
    assert "The players run the board in opposite directions" in text  # BG-04
    assert "It goes up to 64." in text  # cube: up to 64


def test_an_inherited_rule_keeps_its_own_files_comment() -> None:
    # race-gammon extends backgammon and does not restate 'zone home': its comment is
    # backgammon's, not the comment of race-gammon's other zone line
    text = rulebook("race-gammon").markdown()
    assert "Zone 'home': each player's points 1 to 6. *(BG-01: the inner table" in text
    assert "Both players run the same track" in text  # RG-01


def test_pins_and_the_losing_condition_are_said() -> None:
    text = rulebook("plakoto").markdown()
    assert "pins it" in text
    assert ("The game ends at once when a player has any pinned in head and the opponent has "
            "none in head: he loses.") in text
    assert "the opponent has any pinned in head: the game is a draw." in text


def test_an_option_is_shown_with_what_it_changes() -> None:
    text = rulebook("race-gammon").markdown()
    # free-entry: moving on board only when none on bar (no condition on the hand)
    assert "with free-entry: Checkers on the board may move only when none on bar." in text


def test_a_rule_the_rulebook_does_not_know_is_still_shown_and_reported() -> None:
    variant = tavli.load_variant("backgammon")
    tree = {**variant.rule_tree, "checker-colours": {"X": "white", "O": "red"}}
    changed = dataclasses.replace(variant, rule_tree=tree)
    sheet = Writer(changed, rules_chain(bundled_variant_files()["backgammon"])).sheet()
    assert sheet.generic == ["checker-colours"]
    assert '- checker-colours: {"X": "white", "O": "red"}' in sheet.markdown()


def test_tavli_rules_writes_an_html_page(tmp_path: Path) -> None:
    out = tmp_path / "plakoto.html"
    assert main(["rules", "plakoto", "--html", "--output", str(out)]) == 0
    page = out.read_text()
    assert page.startswith("<!DOCTYPE html>") and "<svg" in page


def test_tavli_rules_prints_markdown(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "fevga"]) == 0
    assert capsys.readouterr().out.startswith("# Fevga\n")


def test_tavli_rules_of_an_unknown_game_is_an_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "no-such-game"]) == 1
    assert "unknown variant" in capsys.readouterr().err


def test_turn_dependent_rules_cascades_and_passed_dice_are_said() -> None:
    # the turn constructs as the rule tree carries them (Gul Bara's cascade from the fourth
    # turn on, Gioul's unplayed dice passed to the opponent)
    variant = tavli.load_variant("backgammon")
    tree = {**variant.rule_tree,
            "timed-turn": {"doubles from-4": [{"play": "double", "times": 4},
                                              {"play": "higher-doubles", "times": 4}],
                           "doubles first-double": [{"play": "roll"}]},
            "unplayed-dice": {"doubles": "opponent"}}
    changed = dataclasses.replace(variant, rule_tree=tree)
    sheet = Writer(changed, rules_chain(bundled_variant_files()["backgammon"])).sheet()
    assert sheet.generic == []
    text = sheet.markdown()
    assert ("- From a player's 4th turn on, on a double: play the number 4 times, then play "
            "each higher double, up to 6-6, 4 times each.") in text
    assert "- The first time a player rolls a double, on a double: play the roll." in text
    assert "- Dice of a double that the mover cannot play pass to the opponent" in text
