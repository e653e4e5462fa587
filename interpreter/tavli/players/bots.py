"""Every bot by its name (the registry ``--bot`` and the frameworks read), the random bot, and
the ranking of plays that ``hint`` shows.

Each bot makes every decision the driver asks for (tavli.players.driver.Player): the play,
the cube, the chosen double of a chained turn and the opening winner's re-roll, drawing any
randomness from its own ``random.Random(seed)``. The heuristic bot is
tavli.players.heuristic's, the strong bot tavli.players.strong's, the rollout bot
tavli.players.rollout's, GNU Backgammon tavli.players.gnubg's.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

from tavli.game.decide import choices
from tavli.game.turn import Play
from tavli.model.position import Position
from tavli.model.variant import Side, Variant
from tavli.players.driver import Player, Seed
from tavli.players.heuristic import HeuristicBot


class RandomBot:
    """Plays a legal play picked uniformly at random; offers a double with probability
    ``double_rate`` when allowed, takes half of the doubles offered (beavering one in five
    of those where beavers are played), picks a random double and rolls the opening again
    half of the time."""

    def __init__(self, seed: Seed = None, *, double_rate: float = 0.1) -> None:
        self.random = random.Random(seed)
        self.double_rate = double_rate

    def choose_play(self, variant: Variant, position: Position, plays: Sequence[Play]) -> Play:
        return self.random.choice(plays)

    def will_double(self, variant: Variant, position: Position) -> bool:
        return self.random.random() < self.double_rate

    def will_take(self, variant: Variant, position: Position) -> bool:
        return self.random.random() < 0.5

    def will_beaver(self, variant: Variant, position: Position) -> bool:
        return self.random.random() < 0.2

    def choose_double(self, variant: Variant, position: Position) -> int:
        return self.random.randint(1, variant.faces)

    def will_roll_again(self, variant: Variant, position: Position) -> bool:
        return self.random.random() < 0.5

    def decide(self, variant: Variant, position: Position) -> str:
        return self.random.choice(choices(variant, position))



#: Every bot by its name, as ``--bot`` and the frameworks take it (docs: README, Bots).
BOTS = ("heuristic", "strong", "rollout", "random", "gnubg")
#: The bot a person plays unless he picks another (``tavli play``, the playground): the one
#: measured ahead of the heuristic in every bundled game (README, Bots). Self-play and the
#: frameworks keep the heuristic, which is many times faster.
OPPONENT: Final = "rollout"


def bot_for(name: str, seed: Seed = None, variant: Variant | None = None) -> Player:
    """A bot by its name: ``heuristic``, ``strong``, ``rollout``, ``random`` or ``gnubg``
    (GNU Backgammon). With ``variant``, a bot that cannot play it is refused
    here, with the reason."""
    if name == "heuristic":
        return HeuristicBot(seed)
    if name == "random":
        return RandomBot(seed)
    if name == "strong":
        from tavli.players.strong import StrongBot  # asked for: keeps start-up light

        return StrongBot(seed)
    if name == "rollout":
        from tavli.players.rollout import RolloutBot  # likewise

        return RolloutBot(seed)
    if name == "gnubg":
        from tavli.players.gnubg import GnubgBot, check  # an optional extra

        if variant is not None:
            check(variant)
        return GnubgBot(seed)
    raise ValueError(f"no bot is called {name!r}: choose {', '.join(BOTS)}")


#: What ``rank_plays``'s values are, for the person who reads them.
ENGINE_GNUBG = ("GNU Backgammon's equity (0-ply, cubeless, points per unit of stake won on "
                "average; 1 is a sure single game)")
ENGINE_STRONG = ("the strong bot's evaluation (pips of the race it is worth to you, with the "
                 "points held, the blots at risk and the checkers off; higher is better)")


def rank_plays(
    variant: Variant, position: Position, plays: Sequence[Play]
) -> tuple[str, list[tuple[Play, float]]]:
    """The plays ranked best first, each with its value for the player making it: GNU
    Backgammon's equity where it can evaluate the game (and is installed), else the strong
    bot's evaluation (tavli.players.evaluation) in pips. The first item says which, in words a
    person at the terminal reads above the list."""
    from tavli.players.evaluation import judge  # asked for: keeps start-up light
    from tavli.players.gnubg import available, gnubg_refusal, rate_plays

    if available() and gnubg_refusal(variant) is None:
        return (ENGINE_GNUBG, rate_plays(variant, position, plays))
    side = position.deciding  # (the other side's men, in Julbahar's opening)
    rated = [(play, judge(variant, play.position, side)) for play in plays]
    return ENGINE_STRONG, sorted(rated, key=lambda pair: -pair[1])


def seat_seed(game_seed: Seed, side: Side) -> str:
    """The seed of the bot playing ``side`` in the game of ``game_seed``: its own, so the
    bot's choices and the dice do not draw from one stream."""
    return f"{game_seed}/{'XO'[side]}" if side < 2 else f"{game_seed}/{side + 1}"
