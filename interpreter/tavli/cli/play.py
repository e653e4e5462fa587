"""``tavli play`` (a person at the terminal against a bot) and ``tavli selfplay`` (bots).

Both run the one game loop of tavli.driver; with ``--match N`` they play matches to N
points (tavli.match: the Crawford rule where the variant plays it). The person is a
:class:`Person`: a player whose decisions are typed at prompts, in the usual move notation,
with commands (``hint``, ``help``, ``board``, ``quit``) at every prompt; a mistyped or illegal
answer prints an error line and asks again, so no mistake loses the game.
"""

from __future__ import annotations

import argparse
import contextlib
import random
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from tavli.actions import (
    Action,
    Beaver,
    ChooseDouble,
    Double,
    Drop,
    Move,
    OpeningChoice,
    OpeningRoll,
    Roll,
    Starts,
    Take,
    play_from_text,
)
from tavli.board import draw_board
from tavli.bots import BOTS, bot_for, seat_seed
from tavli.cli.common import (
    add_variant_arguments,
    match_length,
    parse_options,
    rotation_from,
    variant_from,
)
from tavli.driver import (
    Event,
    GameAbandoned,
    Player,
    generate_game,
)
from tavli.errors import TavliError
from tavli.game import Score, may_beaver, score
from tavli.match import MatchState, after_game, match_summary, new_match
from tavli.notation.moves import format_play
from tavli.position import Position, other
from tavli.records import GameRecord, crawford_header, save_records
from tavli.turn import Play
from tavli.variant import SIDE_NAMES, Side, Variant

HINT_LIMIT = 60  # plays listed by ``hint``; the rest are counted

_HELP = {
    "play": "type a play in the usual notation, points in your own numbering (as the board "
            "labels them): 24/18 13/11, 24/18*/13, bar/22, hand/20, 6/off, 13/11(2); "
            "'hint' lists the legal plays, and a number picks one from that list",
    "roll": "press Enter (or type roll) to roll the dice, or type double to offer a double",
    "take": "type take to accept the double (the stake doubles, and the cube is yours) or "
            "drop to give up the game at the present stake; where beavers are played, beaver "
            "takes and redoubles at once, and the cube stays yours",
    "choose": "type the number of the double to play, 1 to 6 (or 5-5)",
    "opening": "type play to play the opening numbers, or roll to roll both dice again",
}
_COMMON = "at any prompt: board (draw it again), help, quit"


class Person:
    """A player at the terminal: asks for each decision with ``ask`` (a prompt in, a line
    out; end of input means quit) and writes boards and errors with ``say``."""

    def __init__(
        self, side: Side, ask: Callable[[str], str], say: Callable[[str], None]
    ) -> None:
        self.side = side
        self.ask = ask
        self.say = say
        self.drawn: Position | None = None
        self.beaver = False

    def show(self, variant: Variant, position: Position) -> None:
        """Draw the board, unless it was just drawn for this very position."""
        if position != self.drawn:
            self.say(draw_board(variant, position, viewer=self.side))
            self.drawn = position

    def choose_play(self, variant: Variant, position: Position, plays: Sequence[Play]) -> Play:
        self.show(variant, position)
        dice = "-".join(map(str, position.dice))
        while True:
            answer = self._answer(variant, position, f"{SIDE_NAMES[self.side]} to play {dice}> ",
                                  "play")
            if answer == "hint":
                self._hint(plays)
            elif answer.isdigit():
                if 1 <= int(answer) <= len(plays):
                    return plays[int(answer) - 1]
                self._error(f"there are {len(plays)} legal plays; type hint to list them")
            elif answer in ("double", "take", "drop", "roll"):
                self._error(f"'{answer}' is not possible now: you have {dice} to play")
            elif not answer:
                self.say("type a play such as 24/18 13/11, or hint to list them")
            else:
                try:
                    return play_from_text(variant, position, answer)
                except TavliError as error:
                    self._error(error)

    def will_double(self, variant: Variant, position: Position) -> bool:
        self.show(variant, position)
        prompt = f"{SIDE_NAMES[self.side]} to roll: Enter to roll, or double> "
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
            if answer in ("take", "t"):
                return True
            if answer in ("drop", "pass", "p"):
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
            digits = answer.replace("-", "")
            if digits.isdigit() and len(set(digits)) == 1 and 1 <= int(digits[0]) <= \
                    variant.faces and len(digits) <= 2:
                return int(digits[0])
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

    def _answer(self, variant: Variant, position: Position, prompt: str, topic: str) -> str:
        """The next answer that is not a common command; ``quit`` or end of input stops."""
        while True:
            try:
                answer = " ".join(self.ask(prompt).split()).lower()
            except EOFError:
                raise GameAbandoned("end of input") from None
            if answer in ("quit", "q", "exit", "resign"):
                raise GameAbandoned("quit")
            if answer in ("help", "?", "h"):
                self.say(f"{_HELP[topic]}\n{_COMMON}")
            elif answer == "board":
                self.drawn = None
                self.show(variant, position)
            else:
                return answer

    def _hint(self, plays: Sequence[Play]) -> None:
        for number, play in enumerate(plays[:HINT_LIMIT], start=1):
            self.say(f"  {number:>3}. {format_play(play.steps)}")
        if len(plays) > HINT_LIMIT:
            self.say(f"  ... and {len(plays) - HINT_LIMIT} more")

    def _error(self, error: TavliError | str) -> None:
        if isinstance(error, TavliError):
            self.say(f"error[{error.code}]: {error}")
        else:
            self.say(f"error: {error}")


# ---- the commands

def register(subparsers: Any) -> None:
    play = subparsers.add_parser("play", help="play a game against a bot at the terminal")
    add_variant_arguments(play)
    play.add_argument("--seed", type=int, default=None,
                      help="seed of the dice (default: a random one, printed)")
    play.add_argument("--as", dest="side", choices=SIDE_NAMES, default="X",
                      help="the side you play (default X)")
    play.add_argument("--bot", choices=BOTS, default="heuristic", help="your opponent")
    play.add_argument("--match", type=match_length, default=None, metavar="N",
                      help="play a match to N points instead of one game")
    play.add_argument("--save", type=Path, metavar="FILE", help="save the game to FILE")
    play.set_defaults(handler=run_play)



def run_play(args: argparse.Namespace) -> int:
    rotation = rotation_from(args)
    variant = rotation.games[0] if rotation else variant_from(args)
    if rotation and args.match is None:
        args.match = rotation.points
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(10**6)
    you: Side = 0 if args.side == "X" else 1
    out = sys.stdout

    def say(text: str) -> None:
        print(text, file=out, flush=True)

    def ask(prompt: str) -> str:
        if sys.stdin.isatty() and out.isatty():
            return input(prompt)  # line editing where the terminal offers it
        out.write(prompt)
        out.flush()
        line = sys.stdin.readline()
        if not line:
            out.write("\n")
            raise EOFError
        return line

    if sys.stdin.isatty():
        with contextlib.suppress(ImportError):
            import readline  # noqa: F401 - gives input() line editing and history
    person = Person(you, ask, say)
    bot = bot_for(args.bot, seat_seed(seed, other(you)))
    players: tuple[Player, Player] = (person, bot) if you == 0 else (bot, person)
    title = rotation.title if rotation else variant.title
    say(f"{title}: you are {SIDE_NAMES[you]}, the {args.bot} bot is "
        f"{SIDE_NAMES[other(you)]} (seed {seed}; type help at any prompt)")
    players_names = ("you", f"{args.bot} bot") if you == 0 else (f"{args.bot} bot", "you")
    records: list[GameRecord] = []
    dice = random.Random(seed)  # one stream of dice for the game, or the whole match
    match = None if args.match is None else new_match(variant, args.match)
    starter: Side | None = None
    while True:
        if match is not None:
            if rotation:
                variant = rotation.game(match.game)
            say(f"game {match.game}{f' ({variant.title})' if rotation else ''}: match to "
                f"{match.length}: X {match.score[0]}, O {match.score[1]}"
                + (" (the Crawford game: no doubling)" if match.crawford else ""))
        actions, final, abandoned = _play_one(variant, players, person, you, dice, match, say,
                                              starter)
        records.append(GameRecord(
            variant=variant.name if rotation else args.variant,
            options=parse_options(args.option), seed=seed,
            actions=actions, players=players_names,
            match_length=None if match is None else match.length,
            match_score=None if match is None else match.score,
            crawford=crawford_header(match),
            result=str(final) if final is not None else None,
        ))
        if match is None or abandoned or final is None:
            break
        match = after_game(match, final)
        if rotation and rotation.winner_starts:
            starter = final.winner
        say(match_summary(match))
        if match.is_over:
            say("you win the match" if match.winner == you else "you lose the match")
            break
    if args.save is not None:
        save_records(args.save, records)
        say(f"saved to {args.save}")
    return 0


def _play_one(
    variant: Variant, players: tuple[Player, Player], person: Person, you: Side,
    dice: random.Random, match: MatchState | None, say: Callable[[str], None],
    starter: Side | None = None,
) -> tuple[list[Action], Score | None, bool]:
    """One game at the terminal: its actions, its score (None if unfinished), and whether
    the person stopped it."""
    actions: list[Action] = []
    position: Position | None = None
    abandoned = False
    try:
        for event in generate_game(variant, players, dice=dice, match=match, starter=starter):
            actions.append(event.action)
            position = event.after
            say(describe_event(event, you))
            if isinstance(event.action, Move):
                person.show(variant, event.after)
    except GameAbandoned:  # quit, or the end of input
        say("game abandoned")
        abandoned = True
    except KeyboardInterrupt:  # Ctrl-C: the game so far is still saved
        say("\ngame abandoned")
        abandoned = True
    final = None if position is None else score(variant, position)
    if position is not None and final is not None:
        person.show(variant, position)
        outcome = "you win" if final.winner == you else "you lose"
        say(f"{final} ({outcome})")
    return actions, final, abandoned


def describe_event(event: Event, you: Side | None = None) -> str:
    """One line saying what happened."""
    who = "" if event.side is None else SIDE_NAMES[event.side]
    if you is not None and event.side == you:
        who = f"{who} (you)"
    action = event.action
    match action:
        case OpeningRoll(x, o):
            if event.after.phase == "opening":
                stake = f"; the stake is now {event.after.cube}" \
                    if event.after.cube != event.before.cube else ""
                return f"opening roll: X {x}, O {o}: equal, rolled again{stake}"
            return f"opening roll: X {x}, O {o}: {SIDE_NAMES[event.after.turn]} starts"
        case Roll(dice):
            return f"{who} rolls {'-'.join(map(str, dice))}"
        case Move(play):
            return f"{who} plays {play}" + (" (forced)" if event.forced else "")
        case Double():
            return f"{who} doubles to {event.after.cube * 2}"
        case Take():
            return f"{who} takes; the stake is {event.after.cube}"
        case Beaver():
            return f"{who} beavers: takes and redoubles; the stake is {event.after.cube}"
        case Drop():
            return f"{who} drops"
        case ChooseDouble(number):
            return f"{who} chooses {number}-{number}"
        case OpeningChoice(roll_again):
            return f"{who} rolls again" if roll_again else f"{who} plays the opening numbers"
        case Starts(side):
            return f"{SIDE_NAMES[side]} won the last game and starts this one"
    return f"{who} {action}"  # pragma: no cover
