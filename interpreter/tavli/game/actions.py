"""Every decision and every roll as a value, and one pure ``apply`` for all of them.

A game is its variant, its options and a list of actions; replaying the list from
``new_game`` gives back every position exactly.
"""

from __future__ import annotations

from dataclasses import dataclass

from tavli.game.cube import beaver, drop, offer_double, take
from tavli.game.decide import decide
from tavli.game.opening import opening_roll, starts
from tavli.game.play_text import MoveText, find_play, parse_play, play_text
from tavli.game.position_text import format_position
from tavli.game.turn import Play, choose_double, choose_opening, legal_plays, start_turn
from tavli.model.errors import AmbiguousPlayError, IllegalActionError, IllegalPlayError
from tavli.model.position import Position
from tavli.model.variant import SIDE_NAMES, Side, Variant


@dataclass(frozen=True)
class OpeningRoll:
    """Each player's one die at the start (BG-07, SN-02)."""

    x: int
    o: int

    def __str__(self) -> str:
        return f"opening {self.x}-{self.o}"


@dataclass(frozen=True)
class Roll:
    dice: tuple[int, ...]

    def __str__(self) -> str:
        return "roll " + "-".join(map(str, self.dice))


@dataclass(frozen=True)
class Move:
    """A play, written in the usual notation (``24/18 13/11``, ``no move``)."""

    play: str

    def __str__(self) -> str:
        return f"play {self.play}"


@dataclass(frozen=True)
class Double:
    def __str__(self) -> str:
        return "double"


@dataclass(frozen=True)
class Take:
    def __str__(self) -> str:
        return "take"


@dataclass(frozen=True)
class Beaver:
    """Take the double and redouble at once, keeping the cube (where beavers are played)."""

    def __str__(self) -> str:
        return "beaver"


@dataclass(frozen=True)
class Drop:
    def __str__(self) -> str:
        return "drop"


@dataclass(frozen=True)
class ChooseDouble:
    """AD-05: the double the player picks after an acey-deucey."""

    number: int

    def __str__(self) -> str:
        return f"choose {self.number}-{self.number}"


@dataclass(frozen=True)
class Starts:
    """A game that begins with no opening roll: this side rolls first (in a match whose
    rules say the previous game's winner starts the next)."""

    side: Side

    def __str__(self) -> str:
        return f"starts {SIDE_NAMES[self.side]}"


@dataclass(frozen=True)
class OpeningChoice:
    """RG-04: the opening winner plays the opening numbers, or rolls again."""

    roll_again: bool

    def __str__(self) -> str:
        return "roll again" if self.roll_again else "play opening"


@dataclass(frozen=True)
class Decide:
    """A decision the rules give a player (``decide zone q3``: the first player names the
    board zone of the win, DC-05)."""

    decision: str
    choice: str

    def __str__(self) -> str:
        return f"decide {self.decision} {self.choice}"


Action = (
    OpeningRoll | Starts | Roll | Move | Double | Take | Beaver | Drop | ChooseDouble
    | OpeningChoice | Decide
)


def apply(variant: Variant, position: Position, action: Action) -> Position:
    """The position after ``action``; an error says why the action is not allowed here."""
    match action:
        case OpeningRoll(x, o):
            return opening_roll(variant, position, x, o)
        case Starts(side):
            return starts(variant, position, side)
        case Roll(dice):
            return start_turn(variant, position, dice)
        case Move(text):
            return play_from_text(variant, position, text).position
        case Double():
            return offer_double(variant, position)
        case Take():
            return take(variant, position)
        case Beaver():
            return beaver(variant, position)
        case Drop():
            return drop(variant, position)
        case ChooseDouble(number):
            return choose_double(variant, position, number)
        case OpeningChoice(roll_again):
            return choose_opening(variant, position, roll_again=roll_again)
        case Decide(decision, choice):
            return decide(variant, position, decision, choice)
    raise IllegalActionError(f"{action!r} is not an action")  # pragma: no cover


def play_from_text(variant: Variant, position: Position, text: str) -> Play:
    """The legal play ``text`` names in ``position``; the error says why not, and where."""
    plays = legal_plays(variant, position)
    where = f"with {'-'.join(map(str, position.dice))} in {format_position(variant, position)}"
    try:
        return find_play(plays, text)
    except IllegalPlayError:
        raise IllegalPlayError(
            f"illegal play {text!r} {where}: {_why_not(plays, parse_play(text, variant.length))}"
        ) from None
    except AmbiguousPlayError as error:
        raise AmbiguousPlayError(f"{error.message} ({where})") from None


def _why_not(plays: list[Play], moves: list[MoveText]) -> str:
    most = max(len(p.steps) for p in plays)
    written = sum((len(m.places) - 1) * m.count for m in moves)
    if most == 0:
        return "no move is possible, so the only play is 'no move'"
    if written < most and all(len(m.places) == 2 for m in moves):
        return f"as many dice as possible must be played, and {most} can be (BG-14, SN-07)"
    examples = ", ".join(play_text(p) for p in plays[:5])
    return f"the rules allow no such play; legal plays include {examples}"
