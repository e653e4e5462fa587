"""Every action's text reads back as the same action, so any game can be saved and replayed."""

from __future__ import annotations

import pytest

import tavli
from tavli.game.actions import Beaver, Starts
from tavli.records import parse_action

ACTIONS: list[tavli.Action] = [
    tavli.OpeningRoll(3, 1), tavli.Roll((6, 5)), tavli.Roll((4, 4)), tavli.Roll((6, 5, 4)),
    tavli.Move("24/18 13/8"), tavli.Move("no move"), tavli.Double(), tavli.Take(), Beaver(),
    tavli.Drop(), tavli.ChooseDouble(5), tavli.OpeningChoice(roll_again=True),
    tavli.OpeningChoice(roll_again=False), Starts(0), Starts(1),
]


@pytest.mark.parametrize("action", ACTIONS, ids=str)
def test_an_action_reads_back_from_its_text(action: tavli.Action) -> None:
    assert parse_action(str(action)) == action
