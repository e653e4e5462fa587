"""Whole games checked against another engine: the same rolls, plays and cube actions, the
same positions after each, the same end (who won, single, gammon or backgammon, the points
the cube makes of it), and, where the engine lists them, the same plays at every roll.

tavli plays seeded random money games (random legal plays; at each roll the player on roll
doubles now and then where the cube allows, and the other takes or drops at random), writing
down every action; the engine replays them through its own game flow (the adapters' ``game``
command: GNU Backgammon's, tavli.adapters.gnubg; OpenSpiel's, which has no cube and lists its
plays at each roll, tavli.adapters.openspiel) and says where each action left the game and how
it ended. The opening dice are never equal here: an engine's opening is its own, so the game
starts from the player the unequal opening dice name.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from tavli.game.cube import drop, may_double, offer_double, take
from tavli.game.opening import new_game, opening_roll
from tavli.game.play_text import play_text
from tavli.game.position_text import format_position
from tavli.game.score import Score, score
from tavli.game.turn import legal_plays, start_turn
from tavli.model.errors import TavliError
from tavli.model.position import Position
from tavli.model.variant import SIDE_NAMES, Variant
from tavli.notation.formats import position_from
from tavli.services.crosscheck import Engine, EngineError

DOUBLE_CHANCE = 0.03  # how often the player on roll doubles where he may
TAKE_CHANCE = 0.9  # how often a double is taken
MAX_ACTIONS = 2000  # a game longer than this is a bug of tavli's own (it is reported)


@dataclass
class Game:
    """One game as tavli played it: its actions and, after each, tavli's position."""

    seed: int
    actions: list[list[Any]] = field(default_factory=list)
    positions: list[Position] = field(default_factory=list)
    end: Score | None = None


def play_game(variant: Variant, seed: int, *, cube: bool = True) -> Game:
    """A seeded random money game: unequal opening dice, random plays and (with ``cube``)
    cube actions."""
    rng = random.Random(seed)
    game = Game(seed)
    position = new_game(variant)

    def act(action: list[Any], after: Position) -> Position:
        game.actions.append(action)
        game.positions.append(after)
        return after

    x_die, o_die = rng.sample(range(1, 7), 2)  # unequal: no opening ties (see above)
    position = opening_roll(variant, position, x_die, o_die)
    act(["start", SIDE_NAMES[position.turn]], position)
    act(["roll", *position.dice], position)
    while len(game.actions) < MAX_ACTIONS:
        match position.phase:
            case "roll":
                if cube and may_double(variant, position) and rng.random() < DOUBLE_CHANCE:
                    position = act(["double"], offer_double(variant, position))
                    if rng.random() < TAKE_CHANCE:
                        position = act(["take"], take(variant, position))
                    else:
                        position = act(["drop"], drop(variant, position))
                    continue
                roll = (rng.randint(1, 6), rng.randint(1, 6))
                position = act(["roll", *roll], start_turn(variant, position, roll))
            case "play":
                play = rng.choice(legal_plays(variant, position))
                text = play_text(play, expanded=True) if play.steps else ""
                position = act(["move", text, format_position(variant, play.position)],
                               play.position)
            case _:
                game.end = score(variant, position)
                return game
    raise TavliError(f"game {seed} did not end within {MAX_ACTIONS} actions")


@dataclass
class GamesReport:
    """What whole games against GNU Backgammon found."""

    engine: str = "GNU Backgammon"
    games: int = 0
    actions: int = 0
    compared: int = 0  # positions compared along the way
    rolls: int = 0  # rolls whose plays were compared (engines that list them)
    results: dict[str, int] = field(default_factory=dict)  # "X wins a gammon" -> games
    cube: dict[int, int] = field(default_factory=dict)  # the final stake -> games
    differences: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        """The report as JSON (``tavli crosscheck --games N --json``): every difference."""
        return {
            "engine": self.engine, "games": self.games, "actions": self.actions,
            "compared": self.compared, "rolls": self.rolls, "results": dict(self.results),
            "final_stakes": {str(cube): n for cube, n in sorted(self.cube.items())},
            "differences": list(self.differences),
        }

    def render(self, limit: int = 20) -> str:
        lines = [f"{self.games} whole games against {self.engine}: {self.actions} actions, "
                 f"{self.compared} positions compared along the way"
                 + (f", the plays of {self.rolls} rolls" if self.rolls else "")
                 + f", {len(self.differences)} differences"]
        lines.append("games won by: " + ", ".join(f"{n} {text}" for text, n in
                                          sorted(self.results.items())))
        lines.append("final stakes: " + ", ".join(f"{n} at {cube}" for cube, n in
                                                  sorted(self.cube.items())))
        lines.extend(self.differences[:limit])
        if len(self.differences) > limit:
            lines.append(f"... and {len(self.differences) - limit} more (--limit, --json)")
        return "\n".join(lines)


def _engine_end(reply: dict[str, Any]) -> str:
    winner = reply.get("winner")
    return f"{winner} wins {reply.get('points')} points" if winner else "no winner"


def check_game(variant: Variant, engine: Engine, game: Game, report: GamesReport) -> None:
    """Replay ``game`` in GNU Backgammon and compare each position and the end."""
    reply = engine.request({"cmd": "game", "variant": variant.name,
                            "options": sorted(variant.chosen), "actions": game.actions})
    if not reply.get("ok"):
        raise EngineError(f"the engine cannot play whole games: {reply.get('error')}")
    states = reply.get("states")
    stopped = reply.get("stopped")
    if not isinstance(states, list) or (stopped is None and len(states) != len(game.actions)):
        raise EngineError("the engine's reply has no state for each action")
    report.games += 1
    report.actions += len(game.actions)
    _compare_plays(variant, game, reply.get("plays"), report)
    if stopped is not None:
        report.differences.append(f"game {game.seed}: the engine has no play leading to "
                                  f"{game.actions[stopped][2]} ({game.actions[stopped][1]}), "
                                  f"tavli's play at action {stopped + 1}")
        return
    fmt = str(reply.get("format", "gnubg"))
    for index, (ours, theirs) in enumerate(zip(game.positions, states, strict=True)):
        if ours.phase != "roll" or not theirs:
            continue  # compared where the game waits for a roll: after a play, a take
        try:
            seen = position_from(variant, str(theirs), fmt)
        except TavliError as error:
            report.differences.append(f"game {game.seed}, action {index + 1} "
                                      f"{game.actions[index]}: gnubg's {theirs}: {error}")
            continue
        report.compared += 1
        if format_position(variant, seen) != format_position(variant, ours):
            report.differences.append(
                f"game {game.seed}, after action {index + 1} {game.actions[index]}: tavli "
                f"{format_position(variant, ours)}, gnubg {format_position(variant, seen)}")
            return  # the rest of the game follows from this difference
    end = game.end
    assert end is not None and end.winner is not None  # backgammon has no draws
    ours_end = f"{SIDE_NAMES[end.winner]} wins {end.points} points"
    said = "a double dropped" if end.result == "drop" else f"a {end.result}"
    report.results[said] = report.results.get(said, 0) + 1
    cube = game.positions[-1].cube
    report.cube[cube] = report.cube.get(cube, 0) + 1
    if ours_end != _engine_end(reply):
        report.differences.append(f"game {game.seed}: tavli says {ours_end} ({end.result}, "
                                  f"cube {cube}), the engine says {_engine_end(reply)}")


def _compare_plays(variant: Variant, game: Game, plays: object, report: GamesReport) -> None:
    """Where the engine listed its plays of a roll: the same positions as tavli's plays?"""
    if not isinstance(plays, dict):
        return
    for key, theirs in plays.items():
        index = int(key)
        rolled = game.positions[index]
        ours = {format_position(variant, play.position) for play in legal_plays(variant, rolled)}
        report.rolls += 1
        if set(theirs) != ours:
            roll = " ".join(map(str, rolled.dice))
            report.differences.append(
                f"game {game.seed}, roll {index + 1} ({roll} in "
                f"{format_position(variant, game.positions[index - 1])}): only tavli "
                f"allows {sorted(ours - set(theirs))}, only the engine {sorted(set(theirs) - ours)}"
                f"; replay: tavli moves {variant.name} --position "
                f"'{format_position(variant, game.positions[index - 1])}' --dice {roll}")


def check_games(variant: Variant, command: str, count: int, seed: int, *,
                timeout: float = 60.0) -> GamesReport:
    """``count`` whole games from seeds ``seed``, ``seed + 1``, ... against ``command``."""
    report = GamesReport()
    with Engine(command, timeout=timeout) as engine:
        hello = engine.hello()
        report.engine = str(hello.get("engine", command)) if hello.get("ok") else command
        cube = hello.get("cube", True) is not False
        for number in range(seed, seed + count):
            check_game(variant, engine, play_game(variant, number, cube=cube), report)
    return report
