"""Taking by naming (tavli.game.taking) where the features do not reach: the kernel's refusal,
the written take, the playground's clicks and the frameworks' actions."""

from __future__ import annotations

from pathlib import Path

import pytest

import tavli
from tavli.frameworks.encoding import Encoding, Node
from tavli.game import engine
from tavli.game.engine.descriptor import unsupported
from tavli.game.play_text import find_play, parse_play, segments_of
from tavli.pictures.board import Board
from tavli.players.heuristic import HeuristicBot
from tavli.web.clicks import Click, Clicks

# X throws 5-3 against O's men on his 6 and his 2: the 5 names O's 2 (his fifth point)
OWED = "X hand:15 | O hand:13 6:1 2:1 | X to play 5-3"


def test_the_kernel_refuses_the_take_and_the_tables_by_name() -> None:
    ketch = tavli.load_variant("ketch-dolt")
    assert unsupported(ketch) == "tracks over part of the board"
    assert engine.path(ketch) == "reference"
    shared = tavli.load_variant(Path(__file__).parent / "data" / "taking" / "naming.rules")
    assert unsupported(shared) == "rule 'take'"
    assert engine.path(shared) == "reference"


@pytest.mark.parametrize("text", ["hand/take", "take/off", "take/2/1", "take/bar"])
def test_a_take_is_written_take_and_a_point_only(text: str) -> None:
    with pytest.raises(tavli.NotationError):
        segments_of(parse_play(text, 6))


def test_the_written_take_reads_back() -> None:
    variant = tavli.load_variant("ketch-dolt")
    position = tavli.parse_position(variant, OWED)
    texts = sorted(tavli.play_text(play) for play in tavli.legal_plays(variant, position))
    assert texts == ["hand/4 hand/2", "take/2 hand/4"]
    play = find_play(tavli.legal_plays(variant, position), "take/2 hand/4")
    assert [step.origin for step in play.steps] == ["take", "hand"]


def test_the_playground_takes_by_a_click_on_the_enemy_man_twice() -> None:
    variant = tavli.load_variant("ketch-dolt")
    clicks = Clicks(variant, tavli.parse_position(variant, OWED))
    # O's 2 is board point 11 (O's track runs 7..12)
    assert Click("p11", "p11", 5) in clicks.next_clicks([])
    made = [Click("p11", "p11", 5), Click("hand", "p4", 3)]
    play = clicks.finished(made)
    assert play is not None and tavli.play_text(play) == "take/2 hand/4"


def test_the_frameworks_name_a_take_by_its_die_and_see_the_other_table() -> None:
    variant = tavli.load_variant("ketch-dolt")
    encoding = Encoding(variant)
    node = Node(tavli.parse_position(variant, OWED))
    names = {encoding.action_name(action) for action in encoding.legal_actions(node)}
    assert "take (5)" in names
    beyond = dict(encoding.fields)["beyond"]
    observed = encoding.observation(node, 0)
    assert beyond == 6 and list(observed[-beyond:]) == [1, 0, 0, 0, 1, 0]


@pytest.mark.parametrize(("text", "kept"), [
    (OWED, "take/2 hand/4"),
    # bearing off both last men would dolt O: he takes X's man on X's 6 with his 1
    ("X hand:14 6:1 | O 2:1 1:1 off:13 | O to play 2-1", "take/6 2/off"),
])
def test_the_heuristic_bot_never_leaves_a_take_undone(text: str, kept: str) -> None:
    variant = tavli.load_variant("ketch-dolt")
    position = tavli.parse_position(variant, text)
    plays = tavli.legal_plays(variant, position)
    for seed in range(3):
        chosen = HeuristicBot(seed).choose_play(variant, position, plays)
        assert tavli.play_text(chosen) == kept


def test_a_take_is_drawn_from_the_enemy_point_to_his_hand() -> None:
    variant = tavli.load_variant("ketch-dolt")
    position = tavli.parse_position(variant, OWED)
    play = find_play(tavli.legal_plays(variant, position), "take/2 hand/4")
    svg = Board(variant, position, 0, arrows=play.steps).svg()
    assert 'data-from="take" data-to="2"' in svg and 'data-from="hand" data-to="4"' in svg
