"""Decisions as actions (issue 25, DC-05: the quarter Los Doze Canes' first player names):
the same choice through records, the oracle, the frameworks and the rules language's errors.
The positions are worked out by hand from the rules file (variants/los-doze-canes.rules)."""

from __future__ import annotations

from typing import Any

import pytest

import tavli
from tavli.frameworks.encoding import Encoding
from tavli.game.actions import Decide, OpeningRoll, apply
from tavli.game.opening import new_game
from tavli.records import GameRecord, format_record, parse_records
from tavli.records.record import replay
from tavli.services import oracle

WAITING = "X hand:12 | O hand:12 | X to decide zone: q1, q2, q3 or q4, then 6-5"


def test_a_record_keeps_the_decision_as_a_line_and_replays_it() -> None:
    record = GameRecord("los-doze-canes", actions=[OpeningRoll(6, 5), Decide("zone", "q3")])
    text = format_record(record)
    assert "\ndecide zone q3\n" in text
    read, = parse_records(text)
    assert read.actions == [OpeningRoll(6, 5), Decide("zone", "q3")]
    _, last = replay(read)[-1]
    assert tavli.format_position(tavli.load_variant("los-doze-canes"), last) == \
        "X hand:12 | O hand:12 | X to play 6-5 | zone X q3"


def _ask(**fields: Any) -> dict[str, Any]:
    return oracle.handle({"id": 1, "variant": "los-doze-canes", "format": "native", **fields})


def test_the_oracle_says_what_is_to_be_decided_and_acts_on_the_choice() -> None:
    reply = _ask(cmd="act", action="opening-roll", dice=[6, 5], position="X hand:12 | O "
                 "hand:12 | opening roll")
    assert reply["ok"], reply
    assert (reply["next"], reply["decision"], reply["choices"]) == \
        ("decide", "zone", ["q1", "q2", "q3", "q4"])
    assert reply["position"] == WAITING
    made = _ask(cmd="act", action="decide", decision="zone", choice="q2", position=WAITING)
    assert made["ok"] and made["next"] == "play" and made["dice"] == [6, 5], made
    assert made["position"].endswith("| zone X q2")
    refused = _ask(cmd="act", action="decide", decision="zone", choice="q9", position=WAITING)
    assert not refused["ok"] and refused["error"]["code"] == "illegal-action"
    assert "'q9' is not one of q1, q2, q3, q4" in refused["error"]["message"]


def test_the_frameworks_add_one_action_per_choice_after_todays_blocks() -> None:
    assert Encoding(tavli.load_variant("backgammon")).num_actions == 170
    variant = tavli.load_variant("los-doze-canes")
    encoding = Encoding(variant)
    assert encoding.num_actions == 170 + 4
    node = encoding.apply(encoding.initial(), 5 * 6 + 4)  # the opening roll 6-5: X starts
    assert encoding.legal_actions(node) == [170, 171, 172, 173]
    assert encoding.action_name(172) == "decide zone q3"
    after = encoding.apply(node, 172).position
    assert after == apply(variant, apply(variant, new_game(variant), OpeningRoll(6, 5)),
                          Decide("zone", "q3"))


RULES = """variant named "Named"
source "test"
checkers: 12
dice: 2d6
track X: 24..1
track O: 1..24
zone home: 1..6
zone q1: board 19..24
setup: all in hand
blocked by 2
single enemy checker: hit
bear off: exact only
opening ties: roll again
opening winner: plays both dice
cube: none
scoring:
    single 1
"""


@pytest.mark.parametrize(("lines", "said"), [
    ("the first player names one of q1, q5\n",
     "the first player names one of zones the board does not fix: q5"),
    ("the game ends when a player has exactly 2 on each point of the named zone: he wins\n",
     "the condition speaks of the named zone, but nobody names one"),
    ("zone q9: board 20..30\nthe first player names one of q1, q9\n",
     "zone q9: the board has no point 30"),
])
def test_a_decision_the_rules_cannot_make_is_refused_with_its_place(
        lines: str, said: str, tmp_path: Any) -> None:
    path = tmp_path / "named.rules"
    path.write_text(RULES + lines)
    with pytest.raises(tavli.RulesError) as caught:
        tavli.load_variant(str(path))
    assert said in str(caught.value)
    assert "named.rules:" in str(caught.value)
