"""Running a game to its end: seeded dice, and a player asked for every decision.

The one loop that ``tavli play`` (a person against a bot) and ``tavli selfplay`` (bots against
each other) share. Chance is a ``random.Random(seed)`` that rolls every die, so a game is
reproducible from its seed and its players' decisions; each decision is asked of the player
whose it is, and every step is yielded as an :class:`Event` with the action taken and the
positions before and after it. The actions, replayed with ``tavli.game.actions.apply`` from
``new_game``, give back every position. A game of a match is played with the match's
rules (:mod:`tavli.game.match`): no double in the Crawford game, no automatic doubles; and
:func:`play_match` plays games until one player has won the match.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Protocol

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
    apply,
)
from tavli.game.cube import beaver, drop, may_beaver, may_double, offer_double, take
from tavli.game.decide import decide
from tavli.game.match import MatchState, after_game, doubling_allowed, new_match
from tavli.game.opening import new_game, opening_roll
from tavli.game.play_text import play_text
from tavli.game.score import Score, score
from tavli.game.turn import Play, choose_double, choose_opening, legal_plays, start_turn
from tavli.model.position import Position, other
from tavli.model.variant import Side, Variant

#: More actions than any game needs; a game still going after this many is reported as a bug.
MAX_ACTIONS = 100_000

Seed = int | str | None


class Player(Protocol):
    """Someone who makes a side's decisions: a bot, or a person at the terminal.

    Each method is asked only when the decision is really open: ``will_double`` only when the
    player may double, ``choose_play`` only when there are at least two distinct plays."""

    def choose_play(self, variant: Variant, position: Position, plays: Sequence[Play]) -> Play:
        """One of ``plays`` (the legal plays of ``position``'s dice)."""
        ...

    def will_double(self, variant: Variant, position: Position) -> bool:
        """Whether to offer a double before rolling (BG-09)."""
        ...

    def will_take(self, variant: Variant, position: Position) -> bool:
        """Whether to accept the opponent's double (BG-09, BG-10); asked of the taker."""
        ...

    def will_beaver(self, variant: Variant, position: Position) -> bool:
        """Having taken, whether to redouble at once and keep the cube; asked only where
        the variant plays beavers and the cube can go that high."""
        ...

    def choose_double(self, variant: Variant, position: Position) -> int:
        """The number of the double to play (AD-05, A11)."""
        ...

    def will_roll_again(self, variant: Variant, position: Position) -> bool:
        """The opening winner's choice: roll again rather than play the opening numbers
        (RG-04, A3)."""
        ...

    def decide(self, variant: Variant, position: Position) -> str:
        """The choice for the decision ``position`` waits for (``position.rest[0]``), one of
        tavli.game.decide.choices (DC-05: the zone of the win)."""
        ...


class GameAbandoned(Exception):
    """Raised by a player (a person typing ``quit``) to stop the game unfinished."""


class GameTooLongError(RuntimeError):
    """A game that did not end within ``max_actions``: a bug in the rules or the engine."""


@dataclass(frozen=True, slots=True)
class Event:
    """One step of a game: who acted (None for the opening roll, which both players make),
    the action, and the positions before and after it. ``forced`` marks a play made without
    asking because it was the only legal one."""

    side: Side | None
    action: Action
    before: Position
    after: Position
    forced: bool = False


@dataclass(frozen=True)
class GameResult:
    """A finished game: its seed, every action in order, the last position, the score, and
    its length in turns (a chained turn with rolls again counts once)."""

    seed: Seed
    actions: tuple[Action, ...]
    final: Position
    score: Score
    turns: int
    events: tuple[Event, ...] = field(default=(), repr=False)


def roll_dice(variant: Variant, dice: random.Random) -> tuple[int, ...]:
    """One roll of the variant's dice."""
    return tuple(dice.randint(1, variant.faces) for _ in range(variant.dice))


def generate_game(
    variant: Variant,
    players: tuple[Player, ...],
    *,
    seed: Seed = None,
    dice: random.Random | None = None,
    start: Position | None = None,
    max_actions: int = MAX_ACTIONS,
    match: MatchState | None = None,
    starter: Side | None = None,
) -> Iterator[Event]:
    """Play a game from ``start`` (default: a new game, opening roll first) to its end,
    yielding every event. ``players[0]`` decides for X, ``players[1]`` for O, and so on in
    side order where more sides play (the last player given takes every seat left). The
    dice come
    from ``dice``, or from ``random.Random(seed)``. With ``match``, the game is one of that
    match: no player is asked to double in the Crawford game, and equal opening dice are only
    rolled again. With ``starter``, the game begins with that side on roll, no opening."""
    roller = dice if dice is not None else random.Random(seed)
    position = start if start is not None else new_game(variant)
    if starter is not None and position.phase == "opening":
        after = apply(variant, position, Starts(starter))
        yield Event(None, Starts(starter), position, after)
        position = after
    for _ in range(max_actions):
        if position.is_over:
            return
        event = _next_event(variant, players, position, roller, match)
        yield event
        position = event.after
    if not position.is_over:
        raise GameTooLongError(
            f"the game of {variant.name} (seed {seed!r}) had not ended after {max_actions} "
            "actions"
        )


def _next_event(
    variant: Variant, players: tuple[Player, ...], position: Position,
    roller: random.Random, match: MatchState | None = None,
) -> Event:
    side = position.deciding  # (the other side's men, in Julbahar's opening)
    player = players[min(side, len(players) - 1)]
    match position.phase:
        case "opening":
            x_die, o_die = roller.randint(1, variant.faces), roller.randint(1, variant.faces)
            return Event(None, OpeningRoll(x_die, o_die), position,
                         opening_roll(variant, position, x_die, o_die,
                                      automatic_doubles=match is None))
        case "choose-opening":
            again = player.will_roll_again(variant, position)
            return Event(side, OpeningChoice(again), position,
                         choose_opening(variant, position, roll_again=again))
        case "roll":
            if may_double(variant, position) and doubling_allowed(match) \
                    and player.will_double(variant, position):
                return Event(side, Double(), position, offer_double(variant, position))
            roll = roll_dice(variant, roller)
            return Event(side, Roll(roll), position, start_turn(variant, position, roll))
        case "take-or-drop":
            taker = other(side)
            if players[taker].will_take(variant, position):
                if may_beaver(variant, position) and players[taker].will_beaver(variant,
                                                                                position):
                    return Event(taker, Beaver(), position, beaver(variant, position))
                return Event(taker, Take(), position, take(variant, position))
            return Event(taker, Drop(), position, drop(variant, position))
        case "choose-double":
            number = player.choose_double(variant, position)
            return Event(side, ChooseDouble(number), position,
                         choose_double(variant, position, number))
        case "decide":
            name, choice = position.rest[0].decision, player.decide(variant, position)
            return Event(side, Decide(name, choice), position,
                         decide(variant, position, name, choice))
        case "play":
            plays = legal_plays(variant, position)
            forced = len(plays) == 1
            chosen = plays[0] if forced else player.choose_play(variant, position, plays)
            if chosen not in plays:
                raise ValueError(f"the player chose {play_text(chosen)!r}, which is "
                                 "not one of the legal plays offered")
            return Event(side, Move(play_text(chosen)), position, chosen.position,
                         forced)
    raise ValueError(f"no decision is open in phase {position.phase!r}")  # pragma: no cover


def count_turns(events: Sequence[Event]) -> int:
    """How many turns the events hold: a turn begins when a player other than the last to
    roll rolls (the opening roll's winner included); rolling again continues a turn."""
    turns = 0
    last: Side | None = None
    for event in events:
        if isinstance(event.action, OpeningRoll):
            roller: Side | None = event.after.turn if event.after.phase != "opening" else None
        elif isinstance(event.action, Roll):
            roller = event.side
        else:
            continue
        if roller is not None and roller != last:
            turns += 1
            last = roller
    return turns


def play_game(
    variant: Variant,
    players: tuple[Player, ...],
    *,
    seed: Seed = None,
    start: Position | None = None,
    max_actions: int = MAX_ACTIONS,
    keep_events: bool = False,
    dice: random.Random | None = None,
    match: MatchState | None = None,
    starter: Side | None = None,
) -> GameResult:
    """Play a whole game (see :func:`generate_game`) and return how it went."""
    events = list(generate_game(variant, players, seed=seed, dice=dice, start=start,
                                max_actions=max_actions, match=match, starter=starter))
    final = events[-1].after if events else (start or new_game(variant))
    result = score(variant, final)
    if result is None:  # pragma: no cover - generate_game plays on until the game is over
        raise GameTooLongError("the game ended without a score")
    return GameResult(seed, tuple(e.action for e in events), final, result,
                      count_turns(events), tuple(events) if keep_events else ())


@dataclass(frozen=True)
class MatchResult:
    """A finished match: its seed, each game with the match state it was played at, and the
    final state (its score and winner)."""

    seed: Seed
    games: tuple[tuple[MatchState, GameResult], ...]
    final: MatchState

    @property
    def winner(self) -> Side:
        winner = self.final.winner
        assert winner is not None  # play_match plays on until the match is won
        return winner


def play_match(
    variant: Variant,
    players: tuple[Player, ...],
    length: int,
    *,
    seed: Seed = None,
    max_games: int = 10_000,
    rotation: Sequence[Variant] = (),
    winner_starts: bool = False,
    on_game: Callable[[MatchState, GameResult], None] | None = None,
) -> MatchResult:
    """Play a match to ``length`` points: games, each begun by its opening roll, until one
    player has the points. One ``random.Random(seed)`` rolls every die of the match in
    order, so the match replays from its seed and its players' decisions. With ``rotation``,
    game i is of ``rotation[(i - 1) % len(rotation)]`` (Tavli); with ``winner_starts``, a
    game after the first begins with its predecessor's winner on roll, with no opening.
    ``on_game`` is told of each game as it ends (to save it before the match is over)."""
    roller = random.Random(seed)
    match = new_match(variant, length)
    games: list[tuple[MatchState, GameResult]] = []
    while not match.is_over:
        if len(games) >= max_games:
            raise GameTooLongError(f"the match of {variant.name} (seed {seed!r}) had not "
                                   f"ended after {max_games} games")
        game = rotation[len(games) % len(rotation)] if rotation else variant
        starter = games[-1][1].score.winner if winner_starts and games else None
        result = play_game(game, players, seed=seed, dice=roller, match=match,
                           starter=starter)
        games.append((match, result))
        if on_game is not None:
            on_game(match, result)
        match = after_game(match, result.score)
    return MatchResult(seed, tuple(games), match)
