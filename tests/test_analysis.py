"""After a game, each of a player's decisions weighed against the best (tavli.players.analysis):
a backgammon blunder valued as GNU Backgammon values it, the marks at GNU Backgammon's
thresholds, cube decisions by Janowski's live cube, and games GNU Backgammon cannot evaluate
valued by played-out games."""

from __future__ import annotations

import random
from typing import Any

import pytest

import tavli
from tavli.game.actions import Action, Move, OpeningRoll
from tavli.model.position import Position
from tavli.model.variant import Side
from tavli.players.analysis import _decision, analyse, cubeful
from tavli.players.bots import bot_for
from tavli.players.driver import generate_game


def _steps(variant: tavli.Variant, actions: list[Action]) -> list[tuple[Action, Position]]:
    position, found = tavli.new_game(variant), []
    for action in actions:
        position = tavli.apply(variant, position, action)
        found.append((action, position))
    return found


def _played(game: tavli.Variant, bots: tuple[str, str], seed: int,
            count: int) -> list[tuple[Side | None, Action, Position]]:
    """The first ``count`` actions of a game between two bots: who acted, what, and after."""
    history = []
    for event in generate_game(game, (bot_for(bots[0], 1), bot_for(bots[1], 2)),
                               dice=random.Random(seed)):
        history.append((event.side, event.action, event.after))
        if len(history) >= count:
            break
    return history


def _own(points: dict[int, int]) -> list[int]:
    """A side's 25 counts in its own numbering (GNU Backgammon's board: points 1..24, bar)."""
    return [points.get(point, 0) for point in range(1, 26)]


def test_a_backgammon_blunder_gives_up_what_gnu_backgammon_says() -> None:
    """X wins the opening roll with 6-1 and brings one checker down 13/6 instead of making
    his seven point (13/7 8/7). The boards after each play are written here by hand and handed
    to GNU Backgammon's own evaluation: what the run gave up is the difference of X's
    equities (O is on roll after either, so X's is the negative of O's)."""
    gnubg = pytest.importorskip("gnubg")
    game = tavli.load_variant("backgammon")
    found = analyse(game, _steps(game, [OpeningRoll(6, 1), Move("13/6")]), side=0)
    play, = found.decisions
    assert (play.kind, play.made, play.best) == ("play", "13/6", "13/7 8/7")
    start = {6: 5, 8: 3, 13: 5, 24: 2}
    o_on_roll = _own(start)

    def x_equity(x_points: dict[int, int]) -> float:
        board = (_own(x_points), o_on_roll)  # (the player not on roll, the one on roll)
        return -float(gnubg.evaluate(board, gnubg.cube_info(), gnubg.eval_context(0, 0))[5])

    made = x_equity({6: 6, 8: 3, 13: 4, 24: 2})
    best = x_equity({6: 5, 7: 2, 8: 2, 13: 4, 24: 2})
    assert play.value == pytest.approx(made, abs=1e-6)
    assert play.best_value == pytest.approx(best, abs=1e-6)
    assert play.loss == pytest.approx(best - made, abs=1e-6) and play.loss > 0.04
    assert "GNU Backgammon" in found.unit


@pytest.mark.parametrize(("loss", "stake", "mark"), [
    (0.0399, 1, ""), (0.04, 1, "?!"), (0.079, 1, "?!"), (0.08, 1, "?"), (0.16, 1, "??"),
    (0.12, 2, "?!"), (0.16, 2, "?"), (0.32, 2, "??")])
def test_marks_are_gnu_backgammons_thresholds_per_unit_of_stake(loss: float, stake: int,
                                                                 mark: str) -> None:
    """Doubtful from 0.04 given up per unit of stake, bad from 0.08, very bad from 0.16
    (GNU Backgammon's defaults); at a cube of 2 the points given up are twice as many."""
    assert _decision(1, "play", "a", 1.0 - loss, "b", 1.0, stake).mark == mark


def test_cubeful_equities_are_janowskis() -> None:
    """Worked by hand with no gammons (a game won or lost is worth one stake): the take point
    is (1 - 0.5) / 2.5 = 0.2 and the cash point (1 + 1) / 2.5 = 0.8; the live cube's equity
    runs straight between them, mixed 0.68 : 0.32 with the dead cube's 2p - 1."""
    assert cubeful(0.5, 1, 1, "centred") == pytest.approx(0.0, abs=1e-12)
    # centred, p = 0.75: live -1 + 2 (0.55 / 0.6) = 0.8333, dead 0.5
    assert cubeful(0.75, 1, 1, "centred") == pytest.approx(0.68 * (5 / 6) + 0.32 * 0.5)
    # his cube, p = 0.4: live -1 + 2 (0.4 / 0.8) = 0, dead -0.2
    assert cubeful(0.4, 1, 1, "mine") == pytest.approx(0.32 * -0.2)
    # the opponent's cube, p = 0.6: live -1 + 2 (0.4 / 0.8) = 0, dead 0.2
    assert cubeful(0.6, 1, 1, "theirs") == pytest.approx(0.32 * 0.2)
    # past the cash point a side cashes: one stake whatever else
    assert cubeful(0.95, 1, 1, "centred") == pytest.approx(0.68 + 0.32 * 0.9)


def test_a_game_gnu_backgammon_cannot_evaluate_is_valued_by_played_out_games() -> None:
    """Plakoto (pins: GNU Backgammon refuses it): every play of X's is listed, none valued
    above the best, and what it gave up is the best's value less its own."""
    game = tavli.load_variant("plakoto")
    history = _played(game, ("random", "heuristic"), 3, 24)
    found = analyse(game, [(a, p) for _, a, p in history], side=0, seed=5)
    x_plays = [a for side, a, _ in history if side == 0 and isinstance(a, Move)]
    assert [d.made for d in found.decisions] == [a.play for a in x_plays]
    assert "played out" in found.unit
    for decision in found.decisions:
        assert decision.value <= decision.best_value + 1e-12
        assert decision.loss == pytest.approx(decision.best_value - decision.value)


def test_tavli_analyse_weighs_a_saved_game(tmp_path: Any, capsys: Any) -> None:
    """The terminal's ``tavli analyse``: O wins the opening (his 3 against X's 2) and plays
    it; X rolls 6-1 with the cube in the middle (he could have doubled) and plays 13/6
    rather than making his seven point. X's decisions: that roll and that play."""
    pytest.importorskip("gnubg")
    from tavli.cli import main

    record = tmp_path / "game.txt"
    record.write_text("game 1\nvariant: backgammon\nopening 2-3\nplay 13/11 13/10\n"
                      "roll 6-1\nplay 13/6\nend\n", encoding="utf-8")
    assert main(["analyse", str(record)]) == 0
    lines = capsys.readouterr().out.splitlines()
    rows = [line.split() for line in lines if line.strip()[:1].isdigit()]
    assert [row[0] for row in rows] == ["3", "4"]  # the roll and the play (actions 3, 4)
    assert rows[0][1:3] == ["no", "double"]
    assert rows[1][1] == "13/6" and rows[1][3:5] == ["13/7", "8/7"]
    assert lines[-2].startswith("  X gave up ") and "2 decisions" in lines[-2]
    assert main(["analyse", str(record), "--as", "Q"]) == 1
    assert "backgammon's sides are X, O" in capsys.readouterr().err


def test_a_game_played_out_in_python_is_weighed_by_the_strong_evaluation_unmarked() -> None:
    """Tokkadille (scores during play: its games are played out in Python, too slowly to
    weigh every play so): each of X's plays is listed with the strong evaluation's values,
    the best first, and no mark, the values being no points."""
    from tavli.players.evaluation import judge
    from tavli.players.playouts import supported

    game = tavli.load_variant("tokkadille")
    assert not supported(game)
    history = _played(game, ("random", "random"), 4, 12)
    found = analyse(game, [(a, p) for _, a, p in history], side=0)
    assert "strong bot's evaluation" in found.unit
    x_plays = [(a, before) for (_, a, _), (_, _, before) in
               zip(history[1:], history, strict=False) if isinstance(a, Move)
               and before.deciding == 0]
    assert len(found.decisions) == len(x_plays) > 0
    for decision, (_, before) in zip(found.decisions, x_plays, strict=True):
        values = [judge(game, play.position, 0) for play in tavli.plays(game, before)]
        assert decision.best_value == pytest.approx(max(values)) and decision.mark == ""
