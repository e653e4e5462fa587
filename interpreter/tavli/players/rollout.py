"""The rollout bot: the strong bot's few best plays, each tried out over the next turns.

A static evaluation misjudges what a play leads to: the point it gives up two rolls later,
the blot it will have to leave. The rollout bot takes the plays that tavli.players.evaluation rates
best (``candidates``, the last of them the heuristic's best where it is not among them),
and for each plays the game on from it ``samples`` times for
``turns`` turns: both sides choosing by the heuristic's quick evaluation (tavli.players.bots), the
dice drawn from the bot's own seeded generator, and every candidate played out on the same
dice, so that the comparison is between plays and not between luck. Where the kernel plays
the game out (tavli.players.playouts), the tries run there, on the kernel's dice from the
same seeds. Each try ends with the
strong bot's evaluation of where it got to, or with the game's result when it ended (a won
game outweighs any position); the play whose tries score best on average is made.

This is a truncated Monte-Carlo rollout (Tesauro and Galperin's on-line policy improvement,
cut short): it improves on the evaluation it starts from, at a price. It knows no game by
name; its cube decisions are the strong bot's (games played out to their end,
tavli.players.doubling), the chosen double and the opening re-roll the heuristic's.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from statistics import fmean

from tavli.game.decide import decide
from tavli.game.score import score
from tavli.game.turn import Play, choose_double, legal_plays, start_turn
from tavli.model.position import Position
from tavli.model.variant import Side, Variant
from tavli.players import playouts
from tavli.players.driver import Seed, roll_dice
from tavli.players.evaluation import judge
from tavli.players.heuristic import evaluate
from tavli.players.measures import WIN
from tavli.players.strong import StrongBot


class RolloutBot(StrongBot):
    """Chooses among the ``candidates`` plays the evaluation rates best by playing each out
    ``samples`` times for ``turns`` turns (see the module's text)."""

    def __init__(self, seed: Seed = None, *, candidates: int = 3, samples: int = 4,
                 turns: int = 2) -> None:
        super().__init__(seed)
        if candidates < 1 or samples < 1 or turns < 1:
            raise ValueError("a rollout needs at least one candidate, sample and turn")
        self.candidates, self.samples, self.turns = candidates, samples, turns

    def choose_play(self, variant: Variant, position: Position, plays: Sequence[Play]) -> Play:
        side = position.deciding
        rated = sorted(((-self.rate(variant, play.position, side), index)
                        for index, play in enumerate(plays)))
        picked = [index for _, index in rated[:self.candidates]]
        # the heuristic's best play is tried too: where the strong evaluation misjudges a
        # game (as it did Ludus Anglicorum, whose player with no move loses, before it
        # counted a player's own checkers closing his entry), its few best can all be plays
        # the quick evaluation knows to be worse
        if len(picked) > 1:
            quick = max(range(len(plays)),
                        key=lambda i: evaluate(variant, plays[i].position, side))
            if quick not in picked:
                picked[-1] = quick
        best = [plays[index] for index in picked]
        if len(best) == 1:
            return best[0]
        seeds = [self.random.getrandbits(32) for _ in range(self.samples)]
        means = [fmean(self.try_out(variant, play.position, side, seed) for seed in seeds)
                 for play in best]
        return best[max(range(len(best)), key=means.__getitem__)]

    def try_out(self, variant: Variant, position: Position, side: Side, seed: int) -> float:
        """``side``'s value of one try from ``position``: the game played on for
        ``self.turns`` turns on the dice of ``seed``, then judged."""
        played = playouts.play_on(variant, position, seed, turns=self.turns)
        if played is not None:  # the same loop in the kernel, on its own dice from the seed
            return self._valued(variant, played, side)
        dice = random.Random(seed)
        turns = 0
        roller: Side | None = None
        while True:
            match position.phase:
                case "over" | "dropped" | "drawn":
                    return self._valued(variant, position, side)
                case "roll":
                    if position.turn != roller:  # a part rolled again is the same turn
                        if turns == self.turns:
                            return judge(variant, position, side)
                        turns += 1
                        roller = position.turn
                    position = start_turn(variant, position, roll_dice(variant, dice))
                case "play":
                    plays = legal_plays(variant, position)
                    mover = position.turn
                    position = plays[0].position if len(plays) == 1 else max(
                        plays, key=lambda play: evaluate(variant, play.position, mover)
                    ).position
                case "choose-double":
                    # the heuristic's choice (no dice drawn: it rates every number)
                    number = self.choose_double(variant, position)
                    position = choose_double(variant, position, number)
                case "decide":  # the heuristic's choice (no dice drawn)
                    position = decide(variant, position, position.rest[0].decision,
                                      self.decide(variant, position))
                case _:  # no one doubles in a try; the opening is over before any play
                    return judge(variant, position, side)

    def _valued(self, variant: Variant, position: Position, side: Side) -> float:
        """``side``'s value of where a try got to: a game's result outweighs any position."""
        if position.phase not in ("over", "dropped", "drawn"):
            return judge(variant, position, side)
        result = score(variant, position)
        if result is None or result.winner is None:
            return 0.0
        return WIN * result.points * (1 if result.winner == side else -1)
