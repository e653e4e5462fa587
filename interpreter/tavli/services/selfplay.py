"""``tavli selfplay`` in shards (tavli.services.shards): game ``i`` is always played with the seed
``seed + i``, whichever worker plays it, so a run gives the same games on any number of
workers or machines. A shard sends back each game as plain data (its actions as the records
write them) and the games are rebuilt here by replaying those actions, which also checks that
they replay.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from pathlib import Path
from typing import Any, TextIO

from tavli.game.actions import apply
from tavli.game.opening import new_game
from tavli.game.score import Score
from tavli.language.load import load_variant
from tavli.players.bots import bot_for, seat_seed
from tavli.players.driver import GameResult, play_game
from tavli.records import parse_action
from tavli.services.shards import Shard, ShardProgress, ShardStore, plan, run_shards

SHARD_GAMES = 100  # games in one shard of a sharded selfplay


def play_shard(spec: str, options: tuple[str, ...], names: tuple[str, str], first_seed: int,
               shard: Shard) -> dict[str, Any]:
    """Games ``shard.start`` to ``shard.stop - 1``, game ``i`` with the seed ``first_seed + i``;
    the variant travels as its name or rules-file path."""
    variant = load_variant(spec, options)
    games = []
    for number in range(shard.start, shard.stop):
        seed = first_seed + number
        players = bot_for(names[0], seat_seed(seed, 0)), bot_for(names[1], seat_seed(seed, 1))
        result = play_game(variant, players, seed=seed)
        games.append({"seed": seed, "actions": [str(a) for a in result.actions],
                      "winner": result.score.winner, "result": result.score.result,
                      "points": result.score.points, "turns": result.turns})
    return {"games": games}


def _rebuilt(spec: str, options: tuple[str, ...], game: dict[str, Any]) -> GameResult:
    variant = load_variant(spec, options)
    actions = tuple(parse_action(text) for text in game["actions"])
    position = new_game(variant)
    for action in actions:
        position = apply(variant, position, action)
    return GameResult(game["seed"], actions, position,
                      Score(game["winner"], game["result"], game["points"]), game["turns"])


def sharded_games(spec: str, options: Mapping[str, bool] | Sequence[str],
                  names: tuple[str, str], count: int, seed: int, *,
                  shard_size: int = SHARD_GAMES, workers: int = 1, ray: str | None = None,
                  state: Path | None = None, progress: TextIO | None = None
                  ) -> list[GameResult]:
    """``count`` games of self-play in shards, in game order, the same on any number of
    workers; with ``state`` (a directory) finished shards are kept and a rerun resumes."""
    variant = load_variant(spec, options)
    chosen = tuple(sorted(variant.chosen))
    shards = plan(count, shard_size, seed)
    store = None
    if state is not None:
        store = ShardStore(state, {"run": "selfplay", "variant": spec, "options": list(chosen),
                                   "bots": list(names), "games": count, "seed": seed,
                                   "shard_size": shard_size})
    meter = ShardProgress(len(shards), progress) if progress is not None else None
    parts = run_shards(partial(play_shard, spec, chosen, names, seed), shards,
                       workers=workers, ray=ray, store=store, on_result=meter)
    if meter is not None:
        meter.finish()
    return [_rebuilt(spec, chosen, game) for part in parts for game in part["games"]]
