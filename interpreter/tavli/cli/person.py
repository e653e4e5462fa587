"""A person at the terminal: a tavli.players.driver Player whose decisions are typed at prompts.

The answers are what GNU Backgammon and FIBS players type. A play is written in the usual
notation, points in the player's own numbering (``24/18 13/11``, ``bar/22``, ``6/off``),
alone or after ``move`` or ``m``; a number picks a play from the ``hint`` list. The play is
then shown on the board and waits for Enter to confirm it, or ``undo`` to take it back and
type another (``--no-confirm`` makes every play at once). At every prompt:

* ``show board`` (or ``board``) draws the board again, with its Position ID and XGID;
* ``pip`` (``show pip``) gives both sides' pip counts;
* ``hint`` lists the legal plays (at a play prompt), best first, each with its value and a
  line saying what the values are (GNU Backgammon's equity, or the strong bot's evaluation);
* ``resign`` offers the opponent the game: ``resign`` (a single, gnubg's ``normal``),
  ``resign gammon`` or ``resign backgammon`` (or the variant's own results by name); the
  opponent accepts, ending the game with that result, or declines, and the game goes on;
* ``help``; ``quit`` stops the game unfinished (its record is kept).

A mistyped or illegal answer prints one error line and asks again, so no mistake loses the
game; the end of input (the terminal closed) stops it as ``quit`` does.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tavli.cli.screen import Screen
from tavli.game.actions import play_from_text
from tavli.game.cube import may_beaver
from tavli.game.decide import choices
from tavli.game.match import MatchState
from tavli.game.play_text import play_text
from tavli.game.resign import level_named, resignation_score
from tavli.game.score import pip_count
from tavli.game.turn import Play
from tavli.model.errors import TavliError
from tavli.model.position import Position
from tavli.model.variant import SIDE_NAMES, ScoreLevel, Side, Variant
from tavli.players.driver import GameAbandoned

HINT_LIMIT = 60  # plays listed by ``hint``; the rest are counted

#: Rates the legal plays for ``hint``: what the values are, and each play with its value, best
#: first (tavli.cli.play chooses it; tavli.players.bots.rank_plays).
Ranked = tuple[str, Sequence[tuple[Play, float]]]
Ranking = Callable[[Variant, Position, Sequence[Play]], Ranked]
#: The opponent's answer to a resignation: (variant, position, resigning side, result).
Answer = Callable[[Variant, Position, Side, ScoreLevel], bool]

_HELP = {
    "play": "type a play in the usual notation, points in your own numbering (as the board "
            "labels them): 24/18 13/11, 24/18*/13, bar/22, hand/20, 6/off, 13/11(2), "
            "take/2 (a take by naming: the opponent's point, in his numbering), "
            "alone or after move (m); 'hint' lists the legal plays, and a number picks one "
            "from that list",
    "confirm": "press Enter to make the play shown, or type undo to take it back (or type "
               "another play instead)",
    "roll": "press Enter (or type roll) to roll the dice, or type double to offer a double",
    "take": "type take to accept the double (the stake doubles, and the cube is yours) or "
            "drop to give up the game at the present stake; where beavers are played, beaver "
            "takes and redoubles at once, and the cube stays yours",
    "choose": "type the number of the double to play (5, or 5-5)",
    "opening": "type play to play the opening numbers, or roll to roll both dice again",
    "decide": "type one of the choices the rules give you (the zone of the win, in Los Doze "
              "Canes)",
}
_COMMON = ("at any prompt: show board (or board), pip, hint, resign [single|gammon|"
           "backgammon], help, quit")
_CONFIRM = ("", "ok", "y", "yes", "confirm", "c")
_UNDO = ("undo", "u", "take back")


def _unranked(variant: Variant, position: Position,
              plays: Sequence[Play]) -> tuple[str, list[tuple[Play, float]]]:
    """No engine: the plays as they come, without values."""
    return "", [(play, 0.0) for play in plays]


class GameResigned(Exception):
    """A resignation was offered and accepted: the game ends with ``level``."""

    def __init__(self, side: Side, level: ScoreLevel) -> None:
        super().__init__(f"{SIDE_NAMES[side]} resigns a {level.name}")
        self.side = side
        self.level = level


class Person:
    """A player at the terminal: asks for each decision with ``ask`` (a prompt in, a line
    out; EOFError at the end of input) and draws on ``screen``."""

    def __init__(self, side: Side, ask: Callable[[str], str], screen: Screen, *,
                 rank: Ranking | None = None, answer: Answer | None = None,
                 opponent: str = "the opponent", confirm: bool = True) -> None:
        self.side = side
        self.names: tuple[str, ...] = SIDE_NAMES  # the sides' letters (tavli play sets them)
        self.ask = ask
        self.screen = screen
        self.rank = rank or _unranked
        self.answer = answer
        self.opponent = opponent
        self.confirm = confirm
        self.match: MatchState | None = None  # the game's match, for the Match ID
        self.drawn: Position | None = None
        self.beaver = False

    def say(self, text: str) -> None:
        self.screen.say(text)

    def show(self, variant: Variant, position: Position, *, again: bool = False) -> None:
        """Draw the board, unless it was just drawn for this very position."""
        if again or position != self.drawn:
            self.screen.board(variant, position, self.side, self.match)
            self.drawn = position

    # ---- the decisions (tavli.players.driver.Player)

    def choose_play(self, variant: Variant, position: Position, plays: Sequence[Play]) -> Play:
        self.show(variant, position)
        dice = "-".join(map(str, position.dice))
        listed: Sequence[Play] | None = None
        while True:
            answer = self._answer(variant, position, f"{self.names[self.side]} to play {dice}> ",
                                  "play")
            words = answer.split()
            if words and words[0] in ("move", "m"):
                answer = " ".join(words[1:])
                if not answer:
                    self._error("move what? e.g. move 24/18 13/11")
                    continue
            chosen: Play | None = None
            if answer == "hint":
                listed = self._hint(variant, position, plays)
            elif answer.isdigit():
                listed = listed or [play for play, _ in self.rank(variant, position, plays)[1]]
                if 1 <= int(answer) <= len(listed):
                    chosen = listed[int(answer) - 1]
                else:
                    self._error(f"there are {len(plays)} legal plays; type hint to list them")
            elif answer in ("double", "take", "drop", "roll"):
                self._error(f"'{answer}' is not possible now: you have {dice} to play")
            elif answer in _UNDO:
                self._error("there is no play to take back yet")
            elif not answer:
                self.say("type a play such as 24/18 13/11, or hint to list them")
            else:
                try:
                    chosen = play_from_text(variant, position, answer)
                except TavliError as error:
                    self._error(error)
            if chosen is not None and self._confirmed(variant, position, chosen):
                return chosen

    def _confirmed(self, variant: Variant, position: Position, play: Play) -> bool:
        """Show the play made and wait for Enter; ``undo`` takes it back (False)."""
        if not self.confirm:
            return True
        text = play_text(play)
        self.show(variant, play.position)
        prompt = f"{self.names[self.side]} plays {text}: Enter to confirm, or undo> "
        while True:
            answer = self._answer(variant, play.position, prompt, "confirm", play_of=position)
            if answer in _CONFIRM:
                return True
            if answer in _UNDO:
                self.say(f"{text} taken back")
                self.show(variant, position, again=True)
                return False
            self._error(f"{answer!r}: press Enter to make the play, or type undo")

    def will_double(self, variant: Variant, position: Position) -> bool:
        self.show(variant, position)
        prompt = f"{self.names[self.side]} to roll: Enter to roll, or double> "
        while True:
            answer = self._answer(variant, position, prompt, "roll")
            if answer in ("", "roll", "r"):
                return False
            if answer in ("double", "d"):
                return True
            self._error(f"{answer!r}: press Enter to roll, or type double")

    def will_take(self, variant: Variant, position: Position) -> bool:
        self.show(variant, position)
        doubler = SIDE_NAMES[position.turn]
        beavers = may_beaver(variant, position)
        prompt = f"{doubler} doubles to {position.cube * 2}: take or drop" + \
            (" (or beaver)> " if beavers else "> ")
        self.beaver = False
        while True:
            answer = self._answer(variant, position, prompt, "take")
            if answer in ("take", "t", "accept"):
                return True
            if answer in ("drop", "pass", "p", "reject"):
                return False
            if answer in ("beaver", "b") and beavers:
                self.beaver = True
                return True
            self._error(f"{answer!r}: type take or drop" + (", or beaver" if beavers else ""))

    def will_beaver(self, variant: Variant, position: Position) -> bool:
        """Answered already at the take prompt."""
        return self.beaver

    def choose_double(self, variant: Variant, position: Position) -> int:
        self.show(variant, position)
        prompt = f"choose a double to play (1-{variant.faces})> "
        while True:
            answer = self._answer(variant, position, prompt, "choose")
            numbers = answer.split("-")
            if all(n.isdigit() for n in numbers) and len(set(numbers)) == 1 \
                    and len(numbers) <= 2 and 1 <= int(numbers[0]) <= variant.faces:
                return int(numbers[0])
            self._error(f"{answer!r} is not a double: type a number from 1 to {variant.faces}")

    def will_roll_again(self, variant: Variant, position: Position) -> bool:
        self.show(variant, position)
        dice = "-".join(map(str, position.dice))
        prompt = f"you won the opening: play {dice}, or roll again? (play/roll)> "
        while True:
            answer = self._answer(variant, position, prompt, "opening")
            if answer in ("play", "p"):
                return False
            if answer in ("roll", "r", "roll again"):
                return True
            self._error(f"{answer!r}: type play or roll")

    def decide(self, variant: Variant, position: Position) -> str:
        self.show(variant, position)
        offered = choices(variant, position)
        prompt = f"decide {position.rest[0].decision}: {', '.join(offered)}> "
        while True:
            answer = self._answer(variant, position, prompt, "decide")
            if answer in offered:
                return answer
            self._error(f"{answer!r}: type one of {', '.join(offered)}")

    # ---- what every prompt understands

    def _answer(self, variant: Variant, position: Position, prompt: str, topic: str, *,
                play_of: Position | None = None) -> str:
        """The next answer that is not a common command; ``quit`` or end of input stops.
        ``play_of``: the position a play waiting for confirmation was made from (a
        resignation is of the game before that play)."""
        while True:
            try:
                answer = " ".join(self.ask(prompt).split()).lower()
            except EOFError:
                raise GameAbandoned("end of input") from None
            words = answer.split()
            if answer in ("quit", "q", "exit"):
                raise GameAbandoned("quit")
            if answer in ("help", "?", "h"):
                self.say(f"{_HELP[topic]}\n{_COMMON}")
            elif answer in ("board", "show board", "sb", "show"):
                self.show(variant, position, again=True)
            elif answer in ("pip", "pips", "pipcount", "show pip", "show pips", "show pipcount"):
                self.say(self._pips(variant, position))
            elif answer == "hint" and topic != "play":
                self.say("hint lists the legal plays when you have dice to play"
                         if topic != "confirm" else "type undo to see the plays again")
            elif words and words[0] == "resign":
                self._resign(variant, play_of or position, " ".join(words[1:]))
            else:
                return answer

    def _pips(self, variant: Variant, position: Position) -> str:
        counts = [f"{variant.side_names[side]} {pip_count(variant, position, side)}"
                  + (" (you)" if side == self.side else "") for side in range(variant.sides)]
        return "pip counts: " + ", ".join(counts)

    def _resign(self, variant: Variant, position: Position, word: str) -> None:
        """Offer the game at the result ``word`` names; an accepted offer ends it."""
        try:
            level = level_named(variant, word)
            offered = resignation_score(variant, position, self.side, level)
        except TavliError as error:
            self._error(error)
            return
        if self.answer is None:
            self._error("there is no one to accept a resignation; type quit to stop")
            return
        self.say(f"{SIDE_NAMES[self.side]} offers to resign a {level.name} "
                 f"({offered.points} point{'s' if offered.points != 1 else ''})")
        if self.answer(variant, position, self.side, level):
            self.say(f"{self.opponent} accepts")
            raise GameResigned(self.side, level)
        self.say(f"{self.opponent} declines: the game goes on")

    def _hint(self, variant: Variant, position: Position,
              plays: Sequence[Play]) -> Sequence[Play]:
        engine, ranked = self.rank(variant, position, plays)
        if engine:
            self.say(f"  ranked by {engine}")
        texts = [play_text(play) for play, _ in ranked[:HINT_LIMIT]]
        width = max(map(len, texts), default=0)
        for number, (text, (_, value)) in enumerate(zip(texts, ranked, strict=False), start=1):
            self.say(f"  {number:>3}. {text:<{width}}  {value:+.3f}" if engine
                     else f"  {number:>3}. {text}")
        if len(ranked) > HINT_LIMIT:
            self.say(f"  ... and {len(ranked) - HINT_LIMIT} more")
        return [play for play, _ in ranked]

    def _error(self, error: TavliError | str) -> None:
        if isinstance(error, TavliError):
            self.say(f"error[{error.code}]: {error}")
        else:
            self.say(f"error: {error}")
