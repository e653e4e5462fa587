"""One game in the playground: a person on one side, a bot on the other, seeded dice.

The session keeps every action (so the game record replays it exactly), asks the bot for its
decisions as soon as they are its own, and waits for the person's otherwise. Chance (the
opening roll, every roll) comes from one ``random.Random(seed)``.

A session may be a match (tavli.game.match, the rules the terminal plays): its games follow
one another in the same session, on the same stream of dice, each played under the match's
rules (no double in the Crawford game, no automatic doubles); a match file's games
(tavli.language.matches, the Tavli match) are played in turn, its winner starting the next
where the file says so.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

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
from tavli.game.cube import may_beaver, may_double
from tavli.game.decide import choices
from tavli.game.match import (
    MatchState,
    after_game,
    apply_in_match,
    describe_match,
    doubling_allowed,
)
from tavli.game.movegen import Step
from tavli.game.opening import new_game
from tavli.game.play_text import play_text
from tavli.game.score import Score, score
from tavli.game.turn import describe_phase, legal_plays
from tavli.language.matches import Rotation
from tavli.model.errors import IllegalActionError
from tavli.model.position import Position, other
from tavli.model.variant import Side, Variant
from tavli.players.bots import OPPONENT, bot_for, seat_seed
from tavli.players.driver import Player
from tavli.records import GameRecord, crawford_header, format_record, format_records
from tavli.web.clicks import Click, Clicks

#: the person's decisions, by the name the page sends
DECISIONS = ("roll", "double", "take", "drop", "beaver", "roll-again", "play-opening",
             "choose-double", "decide")
HOT_SEAT = "hot-seat"  # the 'bot' that is no bot: people play every side at one screen
MAX_BOT_ACTIONS = 10_000  # a bot's run of actions longer than this is a bug, not a game


@dataclass
class Session:
    """A game between a person (``human``) and a bot, or (``bot_name`` HOT_SEAT) between
    people taking turns at one screen, ``human`` the side the board is seen from."""

    variant: Variant
    human: Side
    seed: int
    bot_name: str = OPPONENT
    rules_name: str = ""  # the variant's name, or the rules file's for a pasted one
    options: tuple[str, ...] = ()
    match: MatchState | None = None  # where the match stands before this game (None: money)
    rotation: Rotation | None = None  # a match file whose games are played in turn
    position: Position = field(init=False)
    actions: list[Action] = field(default_factory=list)
    history: list[tuple[Side | None, Action, Position]] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.dice = random.Random(self.seed)  # one stream for the game, or the whole match
        self.hot_seat = self.bot_name == HOT_SEAT
        self.bot: Player = bot_for(OPPONENT if self.hot_seat else self.bot_name,
                                   seat_seed(self.seed, other(self.human)))
        self.finished: list[GameRecord] = []  # the match's games before this one
        self._begin(None)

    def _begin(self, starter: Side | None) -> None:
        """A new game: its opening roll next, or ``starter`` on roll without one."""
        self.position = new_game(self.variant)
        self.actions, self.history = [], []
        self._clicks: Clicks | None = None
        self.last_play: tuple[Side, tuple[Step, ...]] | None = None
        # the person's roll that had no move, since his last decision: the page shows it
        self.missed: tuple[Position, tuple[int, ...]] | None = None  # and the dice thrown
        if starter is not None:
            self._do(None, Starts(starter))
        self.advance()

    # ---- the match

    def match_now(self) -> MatchState | None:
        """The match as it stands: with this game's points once it is over."""
        result = self.score()
        if self.match is None or result is None:
            return self.match
        return after_game(self.match, result)

    def next_game(self) -> None:
        """The match's next game, once this one is over and the match is not."""
        now, result = self.match_now(), self.score()
        if now is None or self.match is None:
            raise IllegalActionError("this is a single game, not a match: start a new game")
        if result is None:
            raise IllegalActionError(f"the game is not over: the game waits for "
                                     f"{self.waiting_for()}")
        if now.is_over:
            winner = self.variant.side_names[now.winner or 0]
            raise IllegalActionError(f"the match is over: {winner} won it "
                                     f"{now.score[0]}-{now.score[1]}")
        self.finished.append(self.game_record())
        self.match = now
        starter = None
        if self.rotation is not None:
            self.variant = self.rotation.game(now.game)
            self.rules_name = self.variant.name
            if self.rotation.winner_starts:  # a drawn game: the opening roll decides
                starter = result.winner
        self._begin(starter)

    # ---- whose decision

    def decider(self) -> Side | None:
        """Who decides next: None for chance (the opening roll) or a finished game."""
        phase = self.position.phase
        if self.position.is_over or phase == "opening":
            return None
        if phase == "take-or-drop":
            return other(self.position.turn)
        return self.position.deciding

    def is_person(self, side: Side | None) -> bool:
        """Whether a person at the screen decides for ``side``."""
        return side is not None and (self.hot_seat or side == self.human)

    def waiting_for_human(self) -> bool:
        return not self.position.is_over and self.is_person(self.decider())

    def choices(self) -> list[str]:
        """The decisions the person may make now (a play is made by clicks)."""
        if not self.waiting_for_human():
            return []
        variant, position = self.variant, self.position
        match position.phase:
            case "roll":
                if may_double(variant, position) and doubling_allowed(self.match):
                    return ["roll", "double"]
                return ["roll"]
            case "take-or-drop":
                found = ["take", "drop"]
                return [*found, "beaver"] if may_beaver(variant, position) else found
            case "choose-opening":
                return ["play-opening", "roll-again"]
            case "choose-double":
                return ["choose-double"]
            case "decide":
                return ["decide"]
        return []

    def decide_choices(self) -> list[str]:
        """What the person chooses from where the rules give him a decision (DC-05)."""
        return list(choices(self.variant, self.position)) if self.waiting_for_human() else []

    # ---- acting

    def _do(self, side: Side | None, action: Action, steps: tuple[Step, ...] = ()) -> None:
        men = self.position.turn  # whose men a play moves (not always the decider's)
        # (a game of a match: no double in the Crawford game, no automatic doubles)
        self.position = apply_in_match(self.variant, self.position, action, self.match)
        self.actions.append(action)
        self.history.append((side, action, self.position))
        self._clicks = None
        # the play just made, for the board to draw as arrows until the next action
        self.last_play = (men, steps) if side is not None and steps else None

    def decide(self, decision: str, number: int | None = None, choice: str = "") -> None:
        """A decision of the person's; an error says why it is not one he may make now."""
        if decision not in DECISIONS:
            raise IllegalActionError(f"unknown decision {decision!r}: one of "
                                     f"{', '.join(DECISIONS)}")
        if decision == "double" and self.match is not None and self.match.crawford:
            raise IllegalActionError(f"no double in the Crawford game ("
                                     f"{describe_match(self.match)}): the cube comes back in "
                                     "the game after it")
        if decision not in self.choices():
            raise IllegalActionError(f"{decision} is not possible now: the game waits for "
                                     f"{self.waiting_for()}")
        action: Action
        if decision == "roll":
            action = Roll(tuple(self.dice.randint(1, self.variant.faces)
                                for _ in range(self.variant.dice)))
        elif decision == "double":
            action = Double()
        elif decision == "take":
            action = Take()
        elif decision == "drop":
            action = Drop()
        elif decision == "beaver":
            action = Beaver()
        elif decision == "choose-double":
            if number is None or not 1 <= number <= self.variant.faces:
                raise IllegalActionError(f"choose a double by its number, 1 to "
                                         f"{self.variant.faces}")
            action = ChooseDouble(number)
        elif decision == "decide":
            action = Decide(self.position.rest[0].decision, choice)
        else:
            action = OpeningChoice(decision == "roll-again")
        self.missed = None
        self._do(self.decider(), action)
        self.advance()

    def clicks(self) -> Clicks:
        if self.position.phase != "play" or not self.waiting_for_human():
            raise IllegalActionError(f"there is no play to make now: the game waits for "
                                     f"{self.waiting_for()}")
        if self._clicks is None:
            self._clicks = Clicks(self.variant, self.position)
        return self._clicks

    def play(self, clicks: Sequence[Click]) -> None:
        """The person's play, made by ``clicks``: it must be a whole legal play."""
        found = self.clicks().finished(clicks)
        if found is None:
            raise IllegalActionError("the play is not finished: as many dice as possible "
                                     "must be played (BG-14)")
        self.missed = None
        self._do(self.position.deciding, Move(play_text(found)), found.steps)
        self.advance()

    def advance(self) -> None:
        """Roll for chance and let the bot decide, until the person must decide or the game
        is over. A play with no move at all is made for whoever's it is."""
        for _ in range(MAX_BOT_ACTIONS):
            position = self.position
            if position.is_over:
                return
            if position.phase == "opening":
                faces = self.variant.faces
                self._do(None, OpeningRoll(self.dice.randint(1, faces),
                                           self.dice.randint(1, faces)))
                continue
            side = self.decider()
            assert side is not None
            if position.phase == "play":
                plays = legal_plays(self.variant, position)
                if len(plays) == 1 and not plays[0].steps:
                    if self.is_person(side):
                        last = self.actions[-1] if self.actions else None
                        thrown = last.dice if isinstance(last, Roll) else position.dice
                        self.missed = (position, thrown)
                    self._do(side, Move("no move"))
                    continue
            if self.is_person(side):
                return
            self._do(side, *self._bot_action())
        raise RuntimeError("the bot did not finish its turn")  # pragma: no cover

    def _bot_action(self) -> tuple[Action, tuple[Step, ...]]:
        variant, position, bot = self.variant, self.position, self.bot
        match position.phase:
            case "choose-opening":
                return OpeningChoice(bot.will_roll_again(variant, position)), ()
            case "roll":
                if may_double(variant, position) and doubling_allowed(self.match) \
                        and bot.will_double(variant, position):
                    return Double(), ()
                return Roll(tuple(self.dice.randint(1, variant.faces)
                                  for _ in range(variant.dice))), ()
            case "take-or-drop":
                if not bot.will_take(variant, position):
                    return Drop(), ()
                if may_beaver(variant, position) and bot.will_beaver(variant, position):
                    return Beaver(), ()
                return Take(), ()
            case "choose-double":
                return ChooseDouble(bot.choose_double(variant, position)), ()
            case "decide":
                return Decide(position.rest[0].decision, bot.decide(variant, position)), ()
            case "play":
                plays = legal_plays(variant, position)
                chosen = plays[0] if len(plays) == 1 else bot.choose_play(variant, position,
                                                                          plays)
                return Move(play_text(chosen)), chosen.steps
        raise IllegalActionError(f"no decision in phase {position.phase}")  # pragma: no cover

    # ---- what the page shows

    def waiting_for(self) -> str:
        return describe_phase(self.position)

    def score(self) -> Score | None:
        return score(self.variant, self.position)

    def move_list(self) -> list[str]:
        """The game so far, one line an action: who did what."""
        lines = []
        for side, action, _ in self.history:
            if isinstance(action, Starts):  # a match's game begun by the last one's winner
                lines.append(f"{self.variant.side_names[action.side]} starts, the last game's "
                             "winner")
                continue
            who = "both" if side is None else self.variant.side_names[side]
            lines.append(f"{who}: {action}")
        return lines

    def record(self) -> str:
        """The game record (docs/game-records.md), replayable with ``tavli replay``: every
        game of the match so far, where this is one."""
        records = self.records()
        return format_record(records[0]) if len(records) == 1 else format_records(records)

    def records(self) -> list[GameRecord]:
        """The match's games so far (this one last), or this game alone."""
        return [*self.finished, self.game_record()]

    def game_record(self) -> GameRecord:
        """The game so far as a record."""
        result = self.score()
        # the person in his seat, the bot in every other (n - 1 of them where more play)
        names = tuple("you" if self.is_person(side) else self.bot_name
                      for side in range(self.variant.sides))
        return GameRecord(
            variant=self.rules_name or self.variant.name,
            options={name: True for name in self.options}, seed=self.seed,
            actions=list(self.actions), players=names,
            result=None if result is None else str(result),
            match_length=None if self.match is None else self.match.length,
            match_score=None if self.match is None else self.match.score,
            crawford=crawford_header(self.match),
        )
