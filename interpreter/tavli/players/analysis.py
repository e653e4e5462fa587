"""A game looked back on: each of a player's decisions weighed against the best one.

Every checker play and every cube decision of the player (a double offered, a roll made
where a double could have been offered, a double taken or dropped) gets a value in expected
points, the best decision of that moment gets one too, and the difference is what the
decision gave up. Values are points of the game at the stake as it stood, for the player:

- where GNU Backgammon can evaluate the game (tavli.players.gnubg), its 0-ply cubeless
  equity times the stake, for every legal play: the figures players of backgammon know;
- elsewhere, tavli's own games played out by the heuristic in the compiled kernel
  (tavli.players.doubling), for the few plays the strong evaluation ranks first and the
  play made;
- where the games would be played out in Python (too slowly to weigh every play), the strong
  bot's evaluation of every play: not points, so its losses are listed unmarked.

A cube decision is valued by Janowski's model of a live cube ("Take-Points in Money
Games", 1993) from the player's chance to win and the average size of a game won and of one
lost (GNU Backgammon's chances, or the played-out games'): the cubeful equity is the dead
cube's (the cubeless equity) and the live cube's (linear in the chance to win between the
points where a side would cash) mixed by the cube's efficiency, ``EFFICIENCY``. Doubling is
worth the lesser of the doubled game with the taker owning the cube and the stake a drop
pays (the taker chooses); playing on is worth the game with the cube where it is; a take is
worth the doubled game with the cube the taker's, against the stake a drop loses.

The marks are GNU Backgammon's default thresholds on what was given up per unit of stake:
doubtful (``?!``) from 0.04, bad (``?``) from 0.08, very bad (``??``) from 0.16.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from tavli.game.actions import Action, Beaver, Double, Drop, Move, Roll, Take
from tavli.game.cube import may_double, take
from tavli.game.match import MatchState, doubling_allowed
from tavli.game.opening import new_game
from tavli.game.play_text import find_play, play_text
from tavli.game.score import score
from tavli.game.turn import Play, legal_plays
from tavli.model.position import Position, other
from tavli.model.variant import Side, Variant

#: (mark, from what was given up per unit of stake), the worst first
MARKS = (("??", 0.16), ("?", 0.08), ("?!", 0.04))
#: Plays valued by played-out games where GNU Backgammon cannot: the strong evaluation's
#: best few, and the play made; games played out for each value.
CANDIDATES, GAMES = 3, 24
#: Games played out for a cube decision where they are played in Python, not in the compiled
#: kernel (tavli.players.playouts): some hundred times slower, so fewer.
PYTHON_GAMES = 4
#: The live cube's share of a cubeful equity (Janowski's x; 0.68 is the figure usually
#: taken for positions with contact).
EFFICIENCY = 0.68
GNUBG_UNIT = ("expected points at the stake: plays by GNU Backgammon's 0-ply cubeless equity, "
              f"cube decisions by Janowski's live cube (efficiency {EFFICIENCY}) on its "
              "chances")
PLAYOUT_UNIT = (f"expected points at the stake, from {GAMES} games played out by tavli's "
                "heuristic for each value; cube decisions by Janowski's live cube (efficiency "
                f"{EFFICIENCY}) on their chances")
#: Where games are played out in Python (too slow to play out every value), plays are
#: weighed by the strong bot's evaluation: not points, so unmarked.
JUDGED_UNIT = ("the strong bot's evaluation of each play (pips of the race it is worth, higher "
               "is better: not points, so no marks), this game's games being played out too "
               f"slowly here; cube decisions by Janowski's live cube on {PYTHON_GAMES} games "
               "played out")

#: A game as it went: each action with the position after it, from the game's start.
Steps = Sequence[tuple[Action, Position]]

@dataclass(frozen=True)
class Decision:
    """One decision of the player's: what he did and what it was worth, the best and its
    worth, what he gave up (0 or more) and its mark."""

    turn: int  # the action's number in the game, from 1
    kind: Literal["play", "cube"]
    made: str
    value: float
    best: str
    best_value: float
    loss: float
    mark: str


@dataclass(frozen=True)
class Analysis:
    """What each of ``side``'s decisions gave up, and by whose values (``unit``)."""

    side: Side
    unit: str
    decisions: tuple[Decision, ...]

    @property
    def given_up(self) -> float:
        return sum(decision.loss for decision in self.decisions)

    def to_json(self, side_name: str) -> dict[str, Any]:
        """As the playground's API and ``tavli analyse --json`` give it (values to 4 places)."""
        return {"side": side_name, "unit": self.unit, "given_up": round(self.given_up, 4),
                "decisions": [{"turn": d.turn, "kind": d.kind, "made": d.made,
                               "value": round(d.value, 4), "best": d.best,
                               "best_value": round(d.best_value, 4), "loss": round(d.loss, 4),
                               "mark": d.mark} for d in self.decisions]}


def analyse(variant: Variant, steps: Steps, side: Side, match: MatchState | None = None,
            seed: int = 0, start: Position | None = None) -> Analysis:
    """``side``'s decisions in the game ``steps`` tells (each action with the position after
    it, from ``start``: a new game unless given), each weighed against the best."""
    values = _Values(variant, seed)
    found: list[Decision] = []
    before = new_game(variant) if start is None else start
    for number, (action, after) in enumerate(steps, start=1):
        if _decider(before) == side:
            decision = _weighed(variant, values, before, action, match, number)
            if decision is not None:
                found.append(decision)
        before = after
    return Analysis(side, values.unit, tuple(found))


def _decider(position: Position) -> Side | None:
    """Who makes the next decision: the player offered a double answers it; chance makes
    the opening roll; no one acts in a finished game."""
    if position.is_over or position.phase == "opening":
        return None
    return other(position.turn) if position.phase == "take-or-drop" else position.deciding


def _weighed(variant: Variant, values: _Values, before: Position, action: Action,
             match: MatchState | None, number: int) -> Decision | None:
    """The decision ``action`` made in ``before``, weighed; None where it is no decision
    the analysis weighs (the opening roll, a chosen double, ...)."""
    if isinstance(action, Move) and before.phase == "play":
        plays = legal_plays(variant, before)
        chosen = find_play(plays, action.play)
        rated = values.plays(before, plays, chosen)
        value = next(v for play, v in rated if play == chosen)
        return _decision(number, "play", play_text(chosen), value, play_text(rated[0][0]),
                         rated[0][1], before.cube, values.source != "judged")
    if isinstance(action, (Roll, Double)) and before.phase == "roll" \
            and may_double(variant, before) and doubling_allowed(match):
        on, double = values.doubling(before)
        doubled = isinstance(action, Double)
        return _decision(number, "cube", "double" if doubled else "no double",
                         double if doubled else on, "double" if double > on else "no double",
                         max(double, on), before.cube)
    if isinstance(action, (Take, Drop, Beaver)) and before.phase == "take-or-drop":
        taken, dropped = values.taking(before)
        drop = isinstance(action, Drop)
        said = "drop" if drop else "beaver" if isinstance(action, Beaver) else "take"
        return _decision(number, "cube", said,
                         dropped if drop else taken, "take" if taken >= dropped else "drop",
                         max(taken, dropped), before.cube)
    return None


def _decision(number: int, kind: Literal["play", "cube"], made: str, value: float,
              best: str, best_value: float, stake: int, marked: bool = True) -> Decision:
    loss = max(0.0, best_value - value)
    mark = next((sign for sign, at in MARKS if loss / stake >= at - 1e-12), "") if marked \
        else ""
    return Decision(number, kind, made, value, best, best_value, loss, mark)


class _Values:
    """The values the analysis weighs decisions by: GNU Backgammon's where it can evaluate
    the game, else played-out games."""

    def __init__(self, variant: Variant, seed: int) -> None:
        from tavli.players import gnubg, playouts

        self.variant = variant
        self.source = "gnubg" if gnubg.available() and gnubg.gnubg_refusal(variant) is None \
            else "played-out" if playouts.supported(variant) else "judged"
        self.unit = {"gnubg": GNUBG_UNIT, "played-out": PLAYOUT_UNIT,
                     "judged": JUDGED_UNIT}[self.source]
        self.dice = random.Random(seed)
        self.equity: Callable[[Variant, Position, Side], float] = gnubg.equity

    def worth(self, position: Position, side: Side, seed: int = 0) -> float:
        """``side``'s value of ``position``: its expected points at its stake, no one
        doubling (played out on the dice of ``seed``: the plays of one roll on the same dice,
        so that their values differ by the plays rather than by the dice); or, judged, the
        strong evaluation."""
        result = score(self.variant, position)
        if result is not None and self.source != "judged":  # a game's end: its points
            if result.winner is None:
                return 0.0
            return result.points if result.winner == side else -result.points
        if self.source == "gnubg":
            return self.equity(self.variant, position, side) * position.cube
        if self.source == "judged":
            from tavli.players.evaluation import judge

            return judge(self.variant, position, side)
        from tavli.players.doubling import estimate

        return estimate(self.variant, position, side, random.Random(seed), GAMES).kept

    def plays(self, before: Position, plays: Sequence[Play],
              chosen: Play) -> list[tuple[Play, float]]:
        """The plays valued for the player choosing them, best first: every one with GNU
        Backgammon or judged, else the strong evaluation's best few and the one made."""
        side = before.deciding  # (the other side's men, in Julbahar's opening)
        if self.source == "played-out":
            from tavli.players.evaluation import judge

            ranked = sorted(plays, key=lambda play: -judge(self.variant, play.position, side))
            plays = [*ranked[:CANDIDATES], *([chosen] if chosen not in ranked[:CANDIDATES]
                                             else [])]
        seed = self.dice.getrandbits(64)
        rated = [(play, self.worth(play.position, side, seed)) for play in plays]
        return sorted(rated, key=lambda pair: -pair[1])

    def chances(self, position: Position, side: Side) -> tuple[float, float, float]:
        """``side``'s chance to win ``position`` (someone about to roll) and the average
        size, in stakes, of a game he wins and of one he loses."""
        if self.source == "gnubg":
            from tavli.players.gnubg import chances

            win, gammon, backgammon, lose_gammon, lose_backgammon, _ = chances(self.variant,
                                                                                position)
            if position.turn != side:  # the chances are the player on roll's
                win, gammon, backgammon, lose_gammon, lose_backgammon = (
                    1 - win, lose_gammon, lose_backgammon, gammon, backgammon)
            won = 1 + (gammon + backgammon) / win if win > 0 else 1.0
            lost = 1 + (lose_gammon + lose_backgammon) / (1 - win) if win < 1 else 1.0
            return win, won, lost
        from tavli.players.doubling import chances as played_out

        games = GAMES if self.source == "played-out" else PYTHON_GAMES
        return played_out(self.variant, position, side, self.dice, games)

    def doubling(self, before: Position) -> tuple[float, float]:
        """For the player on roll in ``before``: playing on, and doubling (the taker
        answering as suits him best), in points."""
        side, stake = before.turn, before.cube
        win, won, lost = self.chances(before, side)
        owner: Literal["centred", "mine"] = "centred" if before.cube_owner is None else "mine"
        on = stake * cubeful(win, won, lost, owner)
        return on, stake * min(2 * cubeful(win, won, lost, "theirs"), 1.0)

    def taking(self, before: Position) -> tuple[float, float]:
        """For the player offered the double in ``before``: taking it, and dropping."""
        taker, stake = other(before.turn), before.cube
        win, won, lost = self.chances(take(self.variant, before), taker)  # the doubler to roll
        return 2 * stake * cubeful(win, won, lost, "mine"), -float(stake)


def cubeful(win: float, won: float, lost: float,
            owner: Literal["centred", "mine", "theirs"]) -> float:
    """A player's equity per unit of stake with the cube ``owner``'s (Janowski): his chance
    to win ``win``, a game won worth ``won`` stakes on average and one lost ``lost``."""
    dead = win * (won + lost) - lost
    take_point = (lost - 0.5) / (won + lost + 0.5)  # below it, he should pass a double
    cash_point = (lost + 1) / (won + lost + 0.5)  # above it, his opponent should pass
    if owner == "mine":  # from losing all (-lost) at 0 to cashing (+1) at his cash point
        live = -lost + (lost + 1) * win / cash_point if win < cash_point else 1.0
    elif owner == "theirs":  # from the opponent's cash (-1) at the take point to +won at 1
        live = -1.0 + (won + 1) * (win - take_point) / (1 - take_point) \
            if win > take_point else -1.0
    elif win <= take_point:
        live = -1.0
    elif win >= cash_point:
        live = 1.0
    else:  # between the two cashes
        live = -1.0 + 2 * (win - take_point) / (cash_point - take_point)
    return EFFICIENCY * live + (1 - EFFICIENCY) * dead
