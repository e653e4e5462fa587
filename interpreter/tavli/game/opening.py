"""The opening: the setup waiting for its first roll, the opening roll, or a named starter.

Pure functions of a position: each returns the next position or raises an error that says
why the step is not allowed there.
"""

from __future__ import annotations

from dataclasses import replace

from tavli.game.decide import first_turn
from tavli.game.turn import describe_phase, start_turn
from tavli.model.errors import IllegalActionError
from tavli.model.position import Pending, Position, starting_position
from tavli.model.variant import Side, Variant


def new_game(variant: Variant) -> Position:
    """The setup, waiting for the opening roll; or, where the rules set who moves first
    (``opening: X moves first``), waiting for his first roll."""
    if variant.first_mover is not None:
        return first_turn(variant, replace(starting_position(variant), phase="roll",
                                           turn=variant.first_mover))
    return replace(starting_position(variant), phase="opening")


def opening_roll(
    variant: Variant, position: Position, x_die: int, o_die: int, *,
    automatic_doubles: bool = True,
) -> Position:
    """Each player rolls one die (BG-07, SN-02, RG-04): the higher starts; equal dice are
    rolled again, doubling the stake first where the variant says so (automatic doubles).
    ``automatic_doubles=False`` is match play: there equal dice are only rolled again.

    What the winner does next is the variant's ``opening winner`` rule: play the two dice
    (BG-08), choose between that and a new roll (RG-04), or roll both dice again for his
    first move (Tavla, Portes): then he is "to roll again", so no double comes before it."""
    if position.phase != "opening":
        raise IllegalActionError(f"the opening roll is over: the position is waiting for "
                                 f"{describe_phase(position)}")
    for die in (x_die, o_die):
        if not 1 <= die <= variant.faces:
            raise IllegalActionError(f"{die} is not a die of d{variant.faces}")
    if x_die == o_die:
        if variant.opening_ties == "double-the-stake" and automatic_doubles:  # BG-07, A6
            top = variant.cube_max or position.cube * 2
            return replace(position, cube=min(position.cube * 2, top))
        return position  # SN-02: just roll again
    starter: Side = 0 if x_die > o_die else 1
    dice = (x_die, o_die) if starter == 0 else (o_die, x_die)
    ready = replace(position, turn=starter, phase="roll", dice=())
    if variant.opening_winner == "rolls-both-dice-again":
        return first_turn(variant, replace(ready, rest=(Pending("roll-again"),)))
    if variant.decisions:  # the starter decides before he plays (or chooses, RG-04)
        return first_turn(variant, ready, dice)
    if variant.opening_winner == "plays-both-dice-or-rolls-again":  # RG-04
        return replace(ready, phase="choose-opening", dice=dice)
    if variant.opening_winner == "moves-opponents-men":  # the loser's men, the winner's choice
        moved = start_turn(variant, replace(ready, turn=1 - starter), dice)
        return replace(moved, chain="moved") if moved.phase == "play" else moved
    return start_turn(variant, ready, dice)  # BG-08, SN-02


def starts(variant: Variant, position: Position, side: Side) -> Position:
    """A game with no opening roll: ``side`` rolls first (in a match, the last game's winner,
    where the match's rules say so)."""
    if position.phase != "opening":
        raise IllegalActionError(f"only a game that has not begun can be started: the "
                                 f"position is waiting for {describe_phase(position)}")
    return first_turn(variant, replace(position, turn=side, phase="roll"))
