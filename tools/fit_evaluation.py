#!/usr/bin/env python3
"""Fit the strong bot's weights (tavli.players.evaluation) to GNU Backgammon's judgement of plays.

    pip install -e '.[gnubg,gymnasium]'     # GNU Backgammon's bindings, and numpy
    python tools/fit_evaluation.py           # Backgammon 600 games, Nackgammon 200
    python tools/fit_evaluation.py --games backgammon=100 --ridge 1

The teacher's positions come from games between the strong and the heuristic bot (no cube),
each side taking turns at X, from seeds 1000 on, so the fit sees the positions tavli's bots
reach. At every position with at least two legal plays, GNU Backgammon's 0-ply net gives each
play's equity (cubeless, for the player making it) and tavli.players.evaluation.features describes
the position each play leads to. The weights are fitted within positions: each play's
features minus the position's average are regressed on its equity minus the position's
average (ridge least squares), so the weighted sum ranks the plays of a position as the net
does; the weight of the race is then scaled to -1, so every weight is in pips. Contact and
race positions get weights of their own, with the race's and the tempo's shared.

Four positions in five fit; the fifth is held out, and the script prints, on it, how much
equity the play each set of weights would choose gives up against the net's best play, and
how often it is the net's best, for the hand-set and for the fitted weights. The last lines
are the two tables to paste into tavli/evaluation.py. The tempo, the pin and the shut terms
keep their hand-set values (they do not vary among one position's plays in these games).
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Sequence

import numpy as np

from tavli import load_variant
from tavli.game.turn import legal_plays
from tavli.model.position import Position
from tavli.model.variant import Variant
from tavli.players.driver import generate_game
from tavli.players.evaluation import FEATURES, HAND_SET, features
from tavli.players.gnubg import equity
from tavli.players.heuristic import HeuristicBot
from tavli.players.measures import has_contact
from tavli.players.strong import StrongBot

#: Features whose weight the fit leaves as it was set by hand.
KEPT = ("tempo", "pinned", "pinned_pips", "shut", "shut_risk")
#: Shared by contact and race: the race is the unit, so it cannot differ.
SHARED = ("pips",)


class _Cubeless:
    def will_double(self, variant: Variant, position: Position) -> bool:
        return False


class _Heuristic(_Cubeless, HeuristicBot):
    pass


class _Strong(_Cubeless, StrongBot):
    pass


Decision = tuple[np.ndarray, np.ndarray, np.ndarray]  # features, contact, equities per play


def decisions(name: str, games: int) -> list[Decision]:
    """Every position with a choice in ``games`` games of ``name``, its plays rated."""
    variant = load_variant(name)
    found: list[Decision] = []
    for game in range(games):
        strong, heuristic = _Strong(game), _Heuristic(game)
        players = (strong, heuristic) if game % 2 == 0 else (heuristic, strong)
        for event in generate_game(variant, players, seed=1000 + game, max_actions=20_000):
            position = event.before
            if position.phase != "play" or event.forced:
                continue
            plays = legal_plays(variant, position)
            side = position.turn
            found.append((
                np.array([features(variant, play.position, side) for play in plays]),
                np.array([has_contact(variant, play.position) for play in plays], float),
                np.array([equity(variant, play.position, side) for play in plays]),
            ))
    return found


def design(feats: np.ndarray, contact: np.ndarray) -> np.ndarray:
    """The columns of the fit: shared features once, the others once per kind of position."""
    columns = []
    for index, name in enumerate(FEATURES):
        if name in SHARED:
            columns.append(feats[:, index])
        else:
            columns.append(feats[:, index] * contact)
            columns.append(feats[:, index] * (1 - contact))
    return np.stack(columns, axis=1)


def tables(solution: np.ndarray) -> tuple[list[float], list[float]]:
    """The fitted weights as two tables in :data:`FEATURES` order, in pips."""
    contact: list[float] = []
    race: list[float] = []
    column = 0
    for name in FEATURES:
        if name in SHARED:
            contact.append(float(solution[column]))
            race.append(float(solution[column]))
            column += 1
        else:
            contact.append(float(solution[column]))
            race.append(float(solution[column + 1]))
            column += 2
    scale = -contact[FEATURES.index("pips")]
    for table in (contact, race):
        for index, name in enumerate(FEATURES):
            fitted = round(float(table[index] / scale), 2)
            table[index] = HAND_SET[index] if name in KEPT else fitted
    return contact, race


def fit(train: Sequence[Decision], ridge: float) -> tuple[list[float], list[float]]:
    rows, targets = [], []
    for feats, contact, equities in train:
        x = design(feats, contact)
        rows.append(x - x.mean(axis=0))
        targets.append(equities - equities.mean())
    x, y = np.vstack(rows), np.concatenate(targets)
    keep = [i for i in range(x.shape[1]) if x[:, i].std() > 1e-9]
    solution = np.zeros(x.shape[1])
    a = x[:, keep]
    solution[keep] = np.linalg.solve(a.T @ a + ridge * np.eye(len(keep)), a.T @ y)
    return tables(solution)


def loss(held_out: Sequence[Decision], contact_w: Sequence[float],
         race_w: Sequence[float]) -> tuple[float, float]:
    """Equity given up per decision against the net's best play, and how often none is."""
    given_up = best = 0.0
    for feats, contact, equities in held_out:
        scores = np.where(contact > 0, feats @ np.array(contact_w), feats @ np.array(race_w))
        chosen = equities[int(np.argmax(scores))]
        given_up += equities.max() - chosen
        best += chosen == equities.max()
    return given_up / len(held_out), best / len(held_out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="+", default=["backgammon=600", "nackgammon=200"],
                        metavar="VARIANT=GAMES")
    parser.add_argument("--ridge", type=float, default=1.0)
    args = parser.parse_args(argv)
    found: list[Decision] = []
    for item in args.games:
        name, _, games = item.partition("=")
        found += decisions(name, int(games))
        print(f"{name}: {games} games, {len(found)} positions so far", flush=True)
    order = list(range(len(found)))
    random.Random(0).shuffle(order)
    cut = len(order) * 4 // 5
    train = [found[i] for i in order[:cut]]
    held_out = [found[i] for i in order[cut:]]
    contact_w, race_w = fit(train, args.ridge)
    for label, weights in (("hand-set", (HAND_SET, HAND_SET)), ("fitted", (contact_w, race_w))):
        given_up, best = loss(held_out, *weights)
        print(f"{label:9} on {len(held_out)} held-out positions: gives up {given_up:.4f} "
              f"a decision, the net's best play {best:.1%} of the time")
    print(f"FITTED_CONTACT: Weights = {tuple(contact_w)}")
    print(f"FITTED_RACE: Weights = {tuple(race_w)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
