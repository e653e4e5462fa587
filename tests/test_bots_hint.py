"""``hint`` in ``tavli play``: the legal plays ranked best first, each with its value, under a
line saying which engine ranked them and what the numbers are. The expectation for
backgammon's 6-1 opening (13/7 8/7 first) is GNU Backgammon's, an independent engine's, and
every opening book's."""

from __future__ import annotations

import io
import os
import re
import sys

import pytest

import tavli
from tavli.cli.main import main
from tavli.game.play_text import format_play
from tavli.players.bots import bot_for

START = "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5"  # BG-05
LINE = re.compile(r"^\s+(\d+)\. (.+?)\s+([+-]\d+\.\d+)$", re.M)


class Typed:
    """Standard input: these lines, then the end of input."""

    def __init__(self, lines: list[str]) -> None:
        self.lines = list(lines)

    def isatty(self) -> bool:
        return False

    def readline(self) -> str:
        return self.lines.pop(0) + "\n" if self.lines else ""


def play(monkeypatch: pytest.MonkeyPatch, args: list[str], lines: list[str]) -> str:
    screen = io.StringIO()
    monkeypatch.setattr(sys, "stdout", screen)
    monkeypatch.setattr(sys, "stdin", Typed(lines))
    assert main(["play", *args]) == 0
    return screen.getvalue()


def hints(screen: str) -> list[tuple[str, float]]:
    return [(text, float(value)) for _, text, value in LINE.findall(screen)]


def test_hint_ranks_the_6_1_opening_by_gnubg_equity_with_the_values(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    if not os.environ.get("CI"):
        pytest.importorskip("gnubg")
    screen = play(monkeypatch, ["backgammon", "--position", f"{START} | X to play 6-1"],
                  ["hint", "quit"])
    assert "ranked by GNU Backgammon's equity" in screen
    listed = hints(screen)
    assert len(listed) == 10  # 6-1 from the start: 10 distinct plays
    assert listed[0][0] == "13/7 8/7"  # making the bar point
    values = [value for _, value in listed]
    assert values == sorted(values, reverse=True)
    assert -1.0 < values[-1] < values[0] < 1.0  # cubeless equities of an opening position


def test_a_number_picks_the_play_of_that_rank(monkeypatch: pytest.MonkeyPatch) -> None:
    if not os.environ.get("CI"):
        pytest.importorskip("gnubg")
    screen = play(monkeypatch, ["backgammon", "--position", f"{START} | X to play 6-1"],
                  ["hint", "1", ""])
    assert re.search(r"X \(you\) plays 13/7 8/7$", screen, re.M)


def test_hint_ranks_other_games_by_the_strong_bot_and_it_plays_the_first(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Plakoto (PL rules): both sides start with 15 checkers on their 24 point.
    variant = tavli.load_variant("plakoto")
    position = "X 24:15 | O 24:15 | X to play 6-5"
    screen = play(monkeypatch, ["plakoto", "--position", position], ["hint", "quit"])
    assert "ranked by the strong bot's evaluation" in screen
    listed = hints(screen)
    values = [value for _, value in listed]
    assert values == sorted(values, reverse=True) and len(listed) > 1
    turn = tavli.parse_position(variant, position)
    plays = tavli.legal_plays(variant, turn)
    chosen = bot_for("strong", 1).choose_play(variant, turn, plays)
    assert len(listed) == len(plays)
    assert format_play(chosen.steps) in [text for text, value in listed
                                         if value == values[0]]
