"""Julbahar's opening, where the winner plays the opening numbers with the opponent's men (a
position decided by the side not to play): who decides it in the driver, the bots, the
frameworks and the playground, and the match to 31 played to its end. The rules themselves
are features/julbahar.feature."""

from __future__ import annotations

import pytest

import tavli
from tavli.frameworks.encoding import CHAINS, Encoding
from tavli.game.actions import OpeningRoll
from tavli.players.heuristic import HeuristicBot

JULBAHAR = tavli.load_variant("julbahar")


def opened(x_die: int, o_die: int) -> tavli.Position:
    return tavli.apply(JULBAHAR, tavli.new_game(JULBAHAR), OpeningRoll(x_die, o_die))


def test_the_opening_winner_decides_the_play_of_the_losers_men() -> None:
    position = opened(1, 3)  # O's 3 wins: X's men, O's choice
    assert (position.turn, position.deciding, position.chain) == (0, 1, "moved")
    encoding = Encoding(JULBAHAR)
    assert encoding.to_decide(position) == 1
    # one chain flag more than the other games, set now
    fields = dict(encoding.fields)
    assert fields["turns"] == 4 + len(CHAINS) + 1
    assert dict(Encoding(tavli.load_variant("mughrabieh")).fields)["turns"] == 4 + len(CHAINS)
    names = [name for name, _ in encoding.fields]
    turns_end = sum(size for _, size in encoding.fields[:names.index("turns") + 1])
    assert encoding.observation(encoding.initial().__class__(position), 1)[turns_end - 1] == 1.0


def test_the_heuristic_plays_the_losers_men_for_the_winner() -> None:
    # X's 3-1 from all fifteen on X's 24: 24/21 24/23 or 24/20. The heuristic rates each for
    # the side deciding, O, so it picks the one it rates worse for X
    position = opened(1, 3)
    plays = tavli.legal_plays(JULBAHAR, position)
    bot = HeuristicBot(seed=1)
    chosen = bot.choose_play(JULBAHAR, position, plays)
    rated = {tavli.play_text(play): bot.rate(JULBAHAR, play.position, 1) for play in plays}
    assert rated[tavli.play_text(chosen)] == max(rated.values())


def test_the_match_to_31_plays_to_its_end(capsys: pytest.CaptureFixture[str]) -> None:
    from tavli.cli import main
    assert main(["selfplay", "julbahar-31", "-n", "2", "-q", "--bot", "random"]) == 0
    said = capsys.readouterr().out
    won = [int(line.split()[2]) for line in said.splitlines()
           if line.startswith(("X wins", "O wins"))]
    assert "2 matches to 31 points" in said and sum(won) == 2, said


def test_the_oracle_says_who_moves_the_losers_men() -> None:
    """JB: X's 3 beats O's 1 in the opening roll, so X plays the 3-1 with O's men: the
    reply's turn is O's (whose men), and moved_by says X chooses; the published schema
    knows the field."""
    import json
    from pathlib import Path

    import jsonschema

    from tavli.services.oracle import handle

    game = tavli.load_variant("julbahar")
    opening = tavli.format_position(game, tavli.new_game(game))
    reply = handle({"id": 1, "cmd": "act", "variant": "julbahar", "position": opening,
                    "action": "opening-roll", "dice": [3, 1]})
    assert (reply["turn"], reply["moved_by"], reply["dice"]) == ("O", "X", [3, 1])
    schema = json.loads((Path(__file__).resolve().parent.parent / "docs"
                         / "oracle.schema.json").read_text())
    jsonschema.validate(reply, {**schema, "oneOf": [{"$ref": "#/$defs/reply"}]})
