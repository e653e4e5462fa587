"""Steps for chained turns (complement doubles, rolling again, a chosen double, the opening
choice), built on the generic steps and the ``table`` fixture of steps.common.

The decisions a chain asks of a player are actions he takes, so each has a When step; the
position after each part is checked with the generic ``the position is ...`` step.

When
    X chooses to play the opening numbers       RG-04: play the opening dice ...
    X chooses to roll again                     ... or roll both dice again
    X chooses the double 5-5                    AD-05: the double played after a 1-2
    X tries to choose the double 7-7            a refusal is kept for "it is refused as"
    X chooses the number 6                      dice: 2d6 and a chosen number (the same action)
    X tries to choose the number 7
    X tries to roll again / X tries to play the opening numbers
    X decides zone q3                           DC-05: a decision the rules give him
    X tries to decide zone q7                   a refusal is kept for "it is refused as"

Then
    X is to choose a double                     the chain waits for X's choice
    X is to play 6-3 or roll again              the opening winner's choice
    every legal play moves 4 times              each part is its own decision (A14)
"""

from __future__ import annotations

from pytest_bdd import parsers, then, when

from steps.common import SIDE, Table
from tavli.game.actions import ChooseDouble, Decide, OpeningChoice

_DOUBLE = r"(?P<number>\d+)-(?P=number)"


# ---- When: the opening winner's choice (RG-04, A3)

@when(parsers.re(rf"{SIDE} chooses to play the opening numbers$"))
def when_plays_opening(table: Table, side: str) -> None:
    table.expect_turn(side, ["choose-opening"])
    table.apply(OpeningChoice(roll_again=False))


@when(parsers.re(rf"{SIDE} chooses to roll again$"))
def when_rolls_again(table: Table, side: str) -> None:
    table.expect_turn(side, ["choose-opening"])
    table.apply(OpeningChoice(roll_again=True))


@when(parsers.re(rf"{SIDE} tries to (?P<what>roll again|play the opening numbers)$"))
def when_tries_opening_choice(table: Table, side: str, what: str) -> None:
    table.attempt(OpeningChoice(roll_again=what == "roll again"))


# ---- When: the chosen double (AD-05, A11)

@when(parsers.re(rf"{SIDE} chooses the double {_DOUBLE}$"))
def when_chooses_double(table: Table, side: str, number: str) -> None:
    table.expect_turn(side, ["choose-double"])
    table.apply(ChooseDouble(int(number)))


@when(parsers.re(rf"{SIDE} tries to choose the double {_DOUBLE}$"))
def when_tries_to_choose_double(table: Table, side: str, number: str) -> None:
    table.attempt(ChooseDouble(int(number)))


@when(parsers.re(rf"{SIDE} chooses the number (?P<number>\d+)$"))
def when_chooses_number(table: Table, side: str, number: str) -> None:
    table.expect_turn(side, ["choose-double"])  # the chosen double's action and phase
    table.apply(ChooseDouble(int(number)))


@when(parsers.re(rf"{SIDE} tries to choose the number (?P<number>\d+)$"))
def when_tries_to_choose_number(table: Table, side: str, number: str) -> None:
    table.attempt(ChooseDouble(int(number)))


# ---- When: a decision the rules give a player (DC-05: the zone of the win)

@when(parsers.re(rf"{SIDE} decides (?P<name>[a-z][a-z0-9-]*) (?P<choice>[a-z][a-z0-9-]*)$"))
def when_decides(table: Table, side: str, name: str, choice: str) -> None:
    table.expect_turn(side, ["decide"])
    table.apply(Decide(name, choice))


@when(parsers.re(rf"{SIDE} tries to decide (?P<name>[a-z][a-z0-9-]*) "
                 r"(?P<choice>[a-z][a-z0-9-]*)$"))
def when_tries_to_decide(table: Table, side: str, name: str, choice: str) -> None:
    table.attempt(Decide(name, choice))


# ---- Then: what the chain waits for

@then(parsers.re(rf"{SIDE} is to choose a double$"))
def then_to_choose(table: Table, side: str) -> None:
    now = table.now
    assert (now.side_name, now.phase) == (side, "choose-double"), table.show()


@then(parsers.re(rf"{SIDE} is to play (?P<first>\d)-(?P<second>\d) or roll again$"))
def then_opening_choice(table: Table, side: str, first: str, second: str) -> None:
    """The two opening numbers, in either order (the rules give them no order)."""
    now = table.now
    assert (now.side_name, now.phase, sorted(now.dice)) == (
        side, "choose-opening", sorted((int(first), int(second)))
    ), table.show()


@then(parsers.re(r"every legal play moves (?P<count>\d+) times?$"))
def then_every_play_moves(table: Table, count: str) -> None:
    """A part is played on its own: its plays hold its own dice, never the next part's."""
    plays = table.plays()
    sizes = sorted({len(play.steps) for play in plays})
    assert sizes == [int(count)], f"the legal plays move {sizes} times in {table.show()}"
