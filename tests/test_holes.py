"""The hole's rules (issue 24: Trictrac's holes): the scorer's choice to go on or to start over
is an action like the others, the same through the API, records, the oracle, the playground
and the frameworks. Positions worked out by hand from the rules file below (2 points for each
hit a throw could make, a hole of 12; features/rules-language.holes.feature has the rules)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import tavli
from tavli.frameworks.encoding import Encoding, Node
from tavli.game.actions import Decide, Roll, apply
from tavli.players.bots import bot_for
from tavli.players.driver import play_game
from tavli.records import GameRecord, format_record, parse_records
from tavli.records.record import replay
from tavli.services import oracle
from tavli.web.session import HOT_SEAT, Session

RULES = """variant holed "Holed" extends backgammon
cube: none
keep score: points, holes of 12 points
score 2 points or 4 on doubles for each hit he could make
a hole wipes the opponent's points
a hole taken unanswered counts 2
a hole made by his own throw lets him go on or start over
the game ends when a player reaches 3 holes
"""
BEFORE = "X 13:2 6:13 | O 24:14 15:1 | X to roll | points X 10 O 4"
# 13 to 10 by the 3 hits O's lone man: 2 points make X's hole, O's 4 are wiped
WAITING = ("X 13:2 6:13 | O 24:14 15:1 | X to decide hole: go-on or start-over, then 3-1 | "
           "holes X 1 O 0")
SET_UP = "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | O to roll | holes X 1 O 0"


@pytest.fixture()
def rules(tmp_path: Path) -> str:
    path = tmp_path / "holed.rules"
    path.write_text(RULES)
    return str(path)


def test_the_api_waits_for_the_choice_and_plays_either(rules: str) -> None:
    variant = tavli.load_variant(rules)
    waiting = apply(variant, tavli.parse_position(variant, BEFORE), Roll((3, 1)))
    assert tavli.format_position(variant, waiting) == WAITING
    on = apply(variant, waiting, Decide("hole", "go-on"))
    assert tavli.format_position(variant, on) == \
        "X 13:2 6:13 | O 24:14 15:1 | X to play 3-1 | holes X 1 O 0"
    over = apply(variant, waiting, Decide("hole", "start-over"))
    assert tavli.format_position(variant, over) == SET_UP
    with pytest.raises(tavli.IllegalActionError, match="'stay' is not one of go-on, "
                       "start-over"):
        apply(variant, waiting, Decide("hole", "stay"))


def test_a_record_keeps_the_choice_and_replays_it(rules: str) -> None:
    record = GameRecord(rules, actions=[Roll((3, 1)), Decide("hole", "start-over")],
                        position=BEFORE)
    read, = parse_records(format_record(record))
    assert read.actions == record.actions
    _, last = replay(read)[-1]
    assert tavli.format_position(tavli.load_variant(rules), last) == SET_UP


def _ask(rules: str, **fields: Any) -> dict[str, Any]:
    name = oracle.serve_rules_file(Path(rules))  # as 'tavli oracle --rules FILE' serves it
    return oracle.handle({"id": 1, "variant": name, "format": "native", **fields})


def test_the_oracle_names_the_choice_and_acts_on_it(rules: str) -> None:
    reply = _ask(rules, cmd="act", action="roll", dice=[3, 1], position=BEFORE)
    assert reply["ok"], reply
    assert (reply["next"], reply["decision"], reply["choices"], reply["position"]) == \
        ("decide", "hole", ["go-on", "start-over"], WAITING)
    made = _ask(rules, cmd="act", action="decide", decision="hole", choice="start-over",
                position=WAITING)
    assert made["ok"] and made["position"] == SET_UP, made
    refused = _ask(rules, cmd="act", action="decide", decision="zone", choice="q1",
                   position=WAITING)
    assert not refused["ok"] and refused["error"]["code"] == "illegal-action"


def test_the_frameworks_offer_the_two_choices_as_actions(rules: str) -> None:
    variant = tavli.load_variant(rules)
    encoding = Encoding(variant)
    assert encoding.num_actions == 170 + 2  # backgammon's actions, then go-on, start-over
    node = Node(tavli.parse_position(variant, WAITING))
    assert encoding.legal_actions(node) == [170, 171]
    assert [encoding.action_name(a) for a in (170, 171)] == \
        ["decide hole go-on", "decide hole start-over"]
    assert tavli.format_position(variant, encoding.apply(node, 171).position) == SET_UP


def test_the_playground_offers_the_choice(rules: str) -> None:
    variant = tavli.load_variant(rules)
    session = Session(variant, 0, 1, HOT_SEAT, rules_name="holed")
    session.position = tavli.parse_position(variant, WAITING)
    assert session.choices() == ["decide"]
    assert session.decide_choices() == ["go-on", "start-over"]
    session.decide("decide", choice="go-on")
    assert tavli.format_position(variant, session.position) == \
        "X 13:2 6:13 | O 24:14 15:1 | X to play 3-1 | holes X 1 O 0"


def test_seeded_games_of_holes_end(rules: str) -> None:
    variant = tavli.load_variant(rules)
    for seed in range(4):
        bots = (bot_for("heuristic", seed), bot_for("random", seed))
        final = play_game(variant, bots, seed=seed).final
        assert final.is_over
        assert max(final.counters[2:4]) >= 3  # won on holes


def test_openspiel_keeps_a_start_overs_points_for_the_next_player_to_read(rules: str) -> None:
    # OpenSpiel reads rewards where a player decides: starting over wipes X's 1 point past the
    # hole (-1 to X), and the roll after it (no blot in the set-up: nothing) must not hide it
    pyspiel = pytest.importorskip("pyspiel")
    import tavli.openspiel

    assert tavli.openspiel is not None  # imported to register the game
    variant = tavli.load_variant(rules)
    state = pyspiel.load_game("tavli", {"variant": rules}).new_initial_state()
    state.node = Node(tavli.parse_position(variant, (
        "X 13:2 6:13 | O 24:14 15:1 | X to decide hole: go-on or start-over, then 3-1 | "
        "points X 1 O 0 | holes X 1 O 1 | unanswered X 1 O 0")))
    state.apply_action(171)  # decide hole start-over
    assert state.is_chance_node()
    state.apply_action(state.chance_outcomes()[0][0])
    assert not state.is_chance_node()
    assert state.rewards() == [-1.0, 0.0]
