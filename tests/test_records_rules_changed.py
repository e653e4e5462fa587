"""Saved games outlive a change of a game's rules: a record made under a default that has
changed since says which option it replays with, and an option name that went out of use
still loads.

The Jacquet game below was written by hand under tavli 0.1's Jacquet, which hit blots: from
the start (both sides' fifteen on their 24 point, O's 24 being X's 12), X's courier runs
24/13, O's runs to his 13 (X's 1 point), and X's 6-6 carries the courier 13/7/1 onto it. Under
the French rules the point is closed to him (blocked by 1), so the play is not legal.
"""

from __future__ import annotations

import pytest

import tavli
from tavli.records import parse_records, replay
from tavli.records.record import RecordError

HITTING_GAME = """\
game 1
variant: jacquet
{header}opening 5-3
roll 6-5
play 24/13
roll 6-5
play 24/13
roll 6-6
play 13/7/1* 24/18 24/18
end
"""


def test_a_record_of_an_old_default_says_the_option_it_replays_with() -> None:
    [record] = parse_records(HITTING_GAME.format(header=""), "old.tvr")
    with pytest.raises(RecordError) as caught:
        replay(record)
    message = str(caught.value)
    assert "'play 13/7/1* 24/18 24/18' cannot be replayed" in message
    assert "it replays with 'option: hitting'" in message
    assert "which tavli played by default before" in message


def test_with_that_option_the_record_replays() -> None:
    [record] = parse_records(HITTING_GAME.format(header="option: hitting\n"), "old.tvr")
    variant = tavli.load_variant("jacquet", ["hitting"])
    last = replay(record)[-1][1]
    # X: twelve on the talon, two on 18, the courier on 1; O's courier hit, on the bar
    assert tavli.format_position(variant, last) == \
        "X 24:12 18:2 1:1 | O bar:1 24:14 | O to roll"


def test_a_record_that_no_rules_replay_says_nothing_of_old_defaults() -> None:
    [record] = parse_records(
        HITTING_GAME.format(header="").replace("play 13/7/1* 24/18 24/18", "play 13/1"),
        "bad.tvr")
    with pytest.raises(RecordError) as caught:
        replay(record)
    assert "option:" not in str(caught.value)


@pytest.mark.parametrize(("variant", "old", "now"), [
    ("portes", "hit-and-run", frozenset()),
    ("mahbouseh", "almahbusa-scoring", frozenset({"mahbuse-com"})),
])
def test_an_option_name_out_of_use_still_loads(variant: str, old: str,
                                               now: frozenset[str]) -> None:
    assert tavli.load_variant(variant, [old]).chosen == now
    assert old in tavli.load_variant(variant).renamed_options
