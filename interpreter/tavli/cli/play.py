"""``tavli play``: a person at the terminal against a bot.

It runs the one game loop of tavli.players.driver; with ``--match N`` it plays a match to N points
(tavli.game.match: the Crawford rule where the variant plays it). The person is a
tavli.cli.person.Person, who answers in GNU Backgammon's and FIBS' words. With ``--save``
the record file is opened before the first roll (a path that cannot be written is refused at
once) and every action is written and flushed as it is taken, so a game stopped any way (quit,
the end of input, Ctrl-C, the terminal closing, even the process killed) keeps every move
made; a write that fails is told once, and the games are printed at the end instead.

What the bot does is chosen here: its kind (``--bot``, tavli.players.bots), how ``hint`` ranks the
plays (``rank_hint``) and how it answers a resignation (``answer_resignation``).
"""

from __future__ import annotations

import argparse
import contextlib
import random
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from tavli.cli.common import (
    add_command,
    add_variant_arguments,
    match_length,
    parse_options,
    position_arg,
    rotation_from,
    variant_from,
)
from tavli.cli.person import GameResigned, Person
from tavli.cli.screen import Screen
from tavli.game.actions import (
    Action,
    Beaver,
    ChooseDouble,
    Decide,
    Double,
    Drop,
    Move,
    OpeningChoice,
    OpeningRoll,
    Roll,
    Starts,
    Take,
)
from tavli.game.match import MatchState, after_game, match_summary, new_match
from tavli.game.position_text import format_position
from tavli.game.resign import accepts, resignation_score
from tavli.game.score import Score, score
from tavli.game.turn import Play
from tavli.model.errors import IllegalActionError, OutputError, UsageError
from tavli.model.position import Position
from tavli.model.variant import SIDE_NAMES, ScoreLevel, Side, Variant
from tavli.notation.formats import FORMATS
from tavli.players.bots import BOTS, OPPONENT, bot_for, rank_plays, seat_seed
from tavli.players.driver import Event, GameAbandoned, Player, generate_game
from tavli.records import GameRecord, crawford_header, format_records
from tavli.records.files import check_output
from tavli.records.stream import RecordFile


def register(subparsers: Any) -> None:
    play = add_command(
        subparsers, "play", "play a game against a bot at the terminal",
        "tavli play backgammon --save game.txt",
        "tavli play backgammon --match 5 --as O --bot random --save match.txt",
        "tavli play backgammon --position 'XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:0:0:10'",
    )
    add_variant_arguments(play)
    play.add_argument("--seed", type=int, default=None,
                      help="seed of the dice (default: a random one, printed)")
    play.add_argument("--as", dest="side", choices=tuple("XOABCDEFGHIJKLMNPQRSTUVWYZ"),
                      default="X",
                      help="the side you play (default X)")
    play.add_argument("--bot", choices=BOTS, default=OPPONENT,
                      help=f"your opponent (default {OPPONENT}, the strongest; README: Bots)")
    play.add_argument("--match", type=match_length, default=None, metavar="N",
                      help="play a match to N points instead of one game")
    play.add_argument("--position", "-p", default=None, metavar="POS",
                      help="start from this position (tavli's notation, a GNU Backgammon "
                           "Position ID, an XGID or a FIBS board) instead of a new game")
    play.add_argument("--format", "-f", choices=FORMATS, default=None,
                      help="the notation of --position (default: told from its look)")
    play.add_argument("--save", type=Path, metavar="FILE",
                      help="save the game to FILE, every move as it is made")
    play.add_argument("--no-confirm", action="store_true",
                      help="make each play at once, without waiting for Enter (no undo)")
    play.add_argument("--no-colour", "--no-color", dest="no_colour", action="store_true",
                      help="no colour, even on a terminal that has it")
    play.set_defaults(handler=run_play)


def rank_hint(variant: Variant, position: Position,
              plays: Sequence[Play]) -> tuple[str, list[tuple[Play, float]]]:
    """The legal plays in the order ``hint`` lists them, best first, with their values and
    what the values are (tavli.players.bots.rank_plays: GNU Backgammon's equity where it can
    evaluate the game, else the strong bot's evaluation)."""
    return rank_plays(variant, position, plays)


def answer_resignation(variant: Variant, position: Position, side: Side,
                       level: ScoreLevel) -> bool:
    """The bot's answer to the person's offer to resign (tavli.game.resign.accepts)."""
    return accepts(variant, position, side, level)


def run_play(args: argparse.Namespace) -> int:
    if args.save is not None:
        check_output(args.save, "record")  # before anything else
    return _play(args)


@dataclass
class _Outcome:
    """How one game at the terminal went."""

    actions: list[Action]
    final: Score | None = None  # None: unfinished
    resigned: tuple[Side, str] | None = None
    abandoned: bool = False


def _play(args: argparse.Namespace) -> int:
    rotation = rotation_from(args)
    variant = rotation.games[0] if rotation else variant_from(args)
    if rotation and args.match is None:
        args.match = rotation.points
    start = _start(args, variant, rotation is not None)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(10**6)
    letters = variant.side_names
    if args.side not in letters:
        raise UsageError(f"--as {args.side}: {variant.name}'s sides are {', '.join(letters)}")
    you: Side = letters.index(args.side)
    screen = Screen(sys.stdout, colour=False if args.no_colour else None)
    person = Person(you, _asker(screen), screen, rank=rank_hint, answer=answer_resignation,
                    opponent=f"the {args.bot} bot", confirm=not args.no_confirm)
    person.names = letters
    # the person in his seat, a bot of its own in every other (n - 1 of them)
    players: tuple[Player, ...] = tuple(
        person if side == you else bot_for(args.bot, seat_seed(seed, side), variant)
        for side in range(variant.sides))
    names = tuple("you" if side == you else f"{args.bot} bot" for side in range(variant.sides))
    dice = random.Random(seed)  # one stream of dice for the game, or the whole match
    match = None if args.match is None else new_match(variant, args.match)
    starter: Side | None = None
    # A record file already there keeps its games: this one is added after them.
    keeper = _Keeper(RecordFile(args.save, append=True) if args.save is not None else None,
                     screen)
    try:
        title = rotation.title if rotation else variant.title
        others = ", ".join(name for side, name in enumerate(letters) if side != you)
        screen.say(f"{title}: you are {letters[you]}, the {args.bot} bot is "
                   f"{others} (seed {seed}; type help at any prompt)")
        while True:
            if match is not None:
                if rotation:
                    variant = rotation.game(match.game)
                screen.say(f"game {match.game}{f' ({variant.title})' if rotation else ''}: "
                           f"match to {match.length}: X {match.score[0]}, O {match.score[1]}"
                           + (" (the Crawford game: no doubling)" if match.crawford else ""))
            keeper.begin(GameRecord(
                variant=variant.name if rotation else args.variant,
                options=parse_options(args.option), seed=seed, players=names,
                match_length=None if match is None else match.length,
                match_score=None if match is None else match.score,
                crawford=crawford_header(match),
                position=None if start is None else format_position(variant, start)))
            person.match = match
            outcome = _play_one(variant, players, person, you, dice, match, keeper, starter,
                                start)
            if match is None or outcome.abandoned or outcome.final is None:
                break
            match = after_game(match, outcome.final)
            if rotation and rotation.winner_starts:
                starter = outcome.final.winner
            screen.say(match_summary(match))
            if match.is_over:
                screen.say("you win the match" if match.winner == you else "you lose the match")
                break
    finally:
        keeper.close()
    return 0


def _start(args: argparse.Namespace, variant: Variant, rotation: bool) -> Position | None:
    """The ``--position`` to begin from (None: a new game)."""
    if args.position is None:
        return None
    if args.match is not None or rotation:
        raise IllegalActionError("--position starts one game; a match begins with a new game")
    start = position_arg(variant, args.position, args.format)
    if start.is_over:
        raise IllegalActionError("the game is already over in that position")
    return start


def _asker(screen: Screen) -> Callable[[str], str]:
    """How the person is asked: ``input`` on a terminal (line editing and history), else a
    line read from standard input; EOFError at its end."""
    if sys.stdin.isatty():
        with contextlib.suppress(ImportError):
            import readline  # noqa: F401 - gives input() line editing and history

    def ask(prompt: str) -> str:
        if sys.stdin.isatty() and sys.stdout.isatty():
            return input(prompt)
        screen.write(prompt)
        line = sys.stdin.readline()
        if not line:
            screen.write("\n")
            raise EOFError
        return line

    return ask


class _Keeper:
    """The games' records: kept in memory, and written to the record file action by
    action. A write that fails is told once; the games are then printed when play ends."""

    def __init__(self, file: RecordFile | None, screen: Screen) -> None:
        self.file = file
        self.screen = screen
        self.records: list[GameRecord] = []
        self.failed = False

    def begin(self, header: GameRecord) -> None:
        self.records.append(header)
        self._write(lambda file: file.begin(header))

    def action(self, action: Action) -> None:
        current = self.records[-1]
        self.records[-1] = replace(current, actions=[*current.actions, action])
        self._write(lambda file: file.action(action))

    def finish(self, outcome: _Outcome) -> None:
        result = None if outcome.final is None else str(outcome.final)
        self.records[-1] = replace(self.records[-1], result=result, resigned=outcome.resigned)
        self._write(lambda file: file.finish(result, outcome.resigned))

    def _write(self, write: Callable[[RecordFile], None]) -> None:
        if self.file is None or self.failed:
            return
        try:
            write(self.file)
        except OutputError as error:
            self.failed = True
            self.screen.say(f"tavli: error[{error.code}]: {error}; the game goes on, and its "
                            "record will be printed at the end")

    def close(self) -> None:
        if self.file is not None:
            self.file.close()
        if self.file is not None and not self.failed and self.records:
            self.screen.say(f"saved to {self.file.path}")
        elif self.file is None and self.records and self.records[-1].result is None:
            self.screen.say("(not saved: --save FILE keeps every move as it is made)")
        if self.failed:
            self.screen.say("the record that could not be saved:\n")
            self.screen.say(format_records(self.records))


def _play_one(
    variant: Variant, players: tuple[Player, ...], person: Person, you: Side,
    dice: random.Random, match: MatchState | None, keeper: _Keeper,
    starter: Side | None = None, start: Position | None = None,
) -> _Outcome:
    """One game at the terminal, every action written as it is taken; a stop of any kind
    closes the game's record before it is passed on."""
    outcome = _Outcome([])
    position = start
    say = person.say
    try:
        for event in generate_game(variant, players, dice=dice, match=match, starter=starter,
                                   start=start):
            keeper.action(event.action)
            outcome.actions.append(event.action)
            position = event.after
            say(describe_event(event, you, variant.side_names))
            if isinstance(event.action, Move):
                person.show(variant, event.after)
    except GameResigned as resigned:
        assert position is not None  # a resignation is offered at a prompt, after the start
        outcome.resigned = (resigned.side, resigned.level.name)
        outcome.final = resignation_score(variant, position, resigned.side, resigned.level)
    except GameAbandoned:  # quit, or the end of input
        say("game abandoned")
        outcome.abandoned = True
    except KeyboardInterrupt:  # Ctrl-C, a hang-up: the game so far is kept, then stop
        say("\ngame abandoned")
        outcome.abandoned = True
        keeper.finish(outcome)
        raise
    if outcome.final is None and position is not None:
        outcome.final = score(variant, position)
    keeper.finish(outcome)
    if outcome.final is not None:
        if position is not None and outcome.resigned is None:
            person.show(variant, position)
        final = outcome.final
        won = final.winner == you if not variant.last_out else final.payments[you] > 0
        result = "a draw" if final.winner is None else "you win" if won else "you lose"
        say(f"{outcome.final} ({result})")
    return outcome


def describe_event(event: Event, you: Side | None = None,
                   names: tuple[str, ...] = SIDE_NAMES) -> str:
    """One line saying what happened (``names``: the sides' letters)."""
    who = "" if event.side is None else names[event.side]
    if you is not None and event.side == you:
        who = f"{who} (you)"
    action = event.action
    match action:
        case OpeningRoll(x, o):
            if event.after.phase == "opening":
                stake = f"; the stake is now {event.after.cube}" \
                    if event.after.cube != event.before.cube else ""
                return f"opening roll: X {x}, O {o}: equal, rolled again{stake}"
            return f"opening roll: X {x}, O {o}: {SIDE_NAMES[event.after.deciding]} starts"
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
        case Decide(decision, choice):
            return f"{who} decides {decision}: {choice}"
    return f"{who} {action}"  # pragma: no cover
