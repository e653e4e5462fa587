"""The conformance suite (issue 26): its format and its categories worked out by hand (the
published suites and the reader: test_conformance_published.py)."""

from __future__ import annotations

import gzip
import io
import json
import sys
from pathlib import Path

import jsonschema
import pytest

import tavli
from tavli.cli.main import main
from tavli.game.turn import legal_plays, start_turn
from tavli.services.conformance import (
    CATEGORIES,
    applies,
    build,
    categories,
    next_text,
    side_arrays,
)
from tavli.services.conformance_cases import thinned

DOCS = Path(__file__).resolve().parent.parent / "docs"
SCHEMA = jsonschema.Draft202012Validator(
    json.loads((DOCS / "conformance.schema.json").read_text(encoding="utf-8")))
BACKGAMMON = tavli.load_variant("backgammon")


def lines_of(text: str) -> list[dict[str, object]]:
    return [json.loads(line) for line in text.splitlines() if line]


@pytest.mark.parametrize(("text", "dice", "expected"), [
    # only one of 6-5 can be played, and the larger: 13/7, never 13/8 (O holds X's 2 point)
    ("X 13:1 off:14 | O 23:2 1:13 | X to roll", (6, 5), ["forced", "partial", "larger-die"]),
    # a 6 or a 5 bears the last checker off the 3 point; the other die is lost
    ("X 3:1 off:14 | O 1:15 | X to roll", (6, 5),
     ["forced", "partial", "bear-off", "bear-off-higher"]),
    # O holds all six points of X's entry: nothing comes in, and it is a prime
    ("X bar:1 6:14 | O 6:2 5:2 4:2 3:2 2:2 1:2 off:3 | X to roll", (3, 1),
     ["bar", "no-move", "partial", "prime"]),
    # the opening 6-6: two checkers 24/18 or 13/7, four moves, nothing else happens
    ("X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to roll", (6, 6), ["double"]),
])
def test_the_categories_of_a_case_as_the_rules_give_them(
        text: str, dice: tuple[int, ...], expected: list[str]) -> None:
    rolled = start_turn(BACKGAMMON, tavli.parse_position(BACKGAMMON, text), dice)
    assert categories(BACKGAMMON, rolled, legal_plays(BACKGAMMON, rolled)) == expected


def test_arrays_count_each_side_by_its_own_points() -> None:
    start = tavli.starting_position(BACKGAMMON)
    arrays = side_arrays(BACKGAMMON, start)
    for side in ("X", "O"):  # BG-05: 2 on the 24 point, 5 on the 13, 3 on the 8, 5 on the 6
        points = arrays[side]["points"]
        assert (points[23], points[12], points[7], points[5]) == (2, 5, 3, 5)
        assert sum(points) == 15 and arrays[side]["bar"] == arrays[side]["off"] == 0


def test_a_suite_is_valid_and_meets_its_minimums(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["conformance", "acey-deucey", "--cases", "30", "--minimum", "3",
                 "--rounds", "0"]) == 0
    out, err = capsys.readouterr()
    header, *cases = lines_of(out)
    for line in (header, *cases):
        SCHEMA.validate(line)
    tally = {name: sum(name in case["categories"] for case in cases) for name in CATEGORIES}
    assert {name: value["count"] for name, value in header["categories"].items()} == tally
    for name in ("bar", "hand", "hit", "chained", "double"):  # Acey Deucey's own
        assert header["categories"][name]["minimum"] == 3 <= tally[name]
    assert header["categories"]["pin"]["minimum"] == 0
    assert len(cases) >= 30 and err.startswith("acey-deucey: ")


def test_every_result_is_a_legal_play_and_its_arrays_say_its_position() -> None:
    variant = tavli.load_variant("plakoto")
    suite = build(variant, count=15, seed=3, minimum=0, positions=60)
    for case in suite.cases:
        position = tavli.parse_position(variant, case["position"]["text"])
        assert side_arrays(variant, position) == {k: case["position"][k] for k in ("X", "O")}
        expected = [{"next": next_text(variant, play.position),
                     **side_arrays(variant, play.position)}
                    for play in legal_plays(variant, position)]
        assert [{k: v for k, v in result.items() if k != "play"}
                for result in case["results"]] == expected
        for result in case["results"]:
            assert "pinned" in result["X"]  # Plakoto pins


def test_the_engine_asked_names_itself_and_a_case_it_disagrees_with(tmp_path: Path) -> None:
    # an engine that answers every plays request with no plays at all disagrees everywhere
    engine = tmp_path / "nothing.py"
    engine.write_text(
        "import json, sys\n"
        "for line in sys.stdin:\n"
        "    q = json.loads(line)\n"
        "    a = {'id': q.get('id'), 'ok': True}\n"
        "    if q['cmd'] == 'hello': a.update(engine='nothing', formats=['native'])\n"
        "    if q['cmd'] == 'plays': a['plays'] = []\n"
        "    print(json.dumps(a), flush=True)\n", encoding="utf-8")
    suite = build(BACKGAMMON, count=3, seed=1, minimum=0, positions=10,
                  agree=f"{sys.executable} {engine}")
    assert [case["provenance"].get("disagreed") for case in suite.cases] == [["nothing"]] * 3
    out = io.StringIO()
    suite.write(out)
    assert len(out.getvalue().splitlines()) == 4


def test_bad_counts_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["conformance", "backgammon", "--cases", "0"]) != 0
    assert "--cases must be at least 1, not 0" in capsys.readouterr().err
    assert main(["conformance", "--all", "backgammon"]) != 0
    assert "give no game" in capsys.readouterr().err
    assert main(["conformance"]) != 0
    assert "name a game" in capsys.readouterr().err


def test_a_thinned_position_keeps_the_movers_rearmost_checkers() -> None:
    start = tavli.starting_position(BACKGAMMON)
    thin = thinned(BACKGAMMON, start, 3)  # the two back checkers on 24, one of the five on 13
    assert thin is not None
    assert tavli.format_position(BACKGAMMON, thin).startswith("X 24:2 13:1 off:12 | O ")
    assert thinned(tavli.load_variant("long-nardy"), tavli.starting_position(
        tavli.load_variant("long-nardy")), 3) is None  # no hitting: nothing stands so


def test_a_saved_suite_is_the_same_bytes_each_time(tmp_path: Path) -> None:
    suite = build(BACKGAMMON, count=3, seed=4, minimum=0, positions=10)
    suite.save(tmp_path / "a.jsonl.gz")
    suite.save(tmp_path / "b.jsonl.gz")
    assert (tmp_path / "a.jsonl.gz").read_bytes() == (tmp_path / "b.jsonl.gz").read_bytes()
    with gzip.open(tmp_path / "a.jsonl.gz", "rt", encoding="utf-8") as lines:
        assert [json.loads(line) for line in lines] == [suite.header, *suite.cases]


def test_a_stacked_game_carries_its_stack_states_and_stages() -> None:
    variant = tavli.load_variant("yahoudieh")
    start = tavli.starting_position(variant)
    arrays = side_arrays(variant, start)
    stacked = variant.stack_states.index("stacked")
    for side in ("X", "O"):  # every pile of the set-up starts stacked, in the first stage
        assert [state for count, state in zip(arrays[side]["points"], arrays[side]["stacks"],
                                              strict=True) if count] == [stacked] * 6
        assert arrays[side]["stage"] == 0
    suite = build(variant, count=4, seed=2, minimum=0, positions=20)
    for line in suite.lines():
        SCHEMA.validate(json.loads(line))
    assert suite.header["stages"] == [stage.name for stage in variant.stages]


@pytest.mark.parametrize(("game", "without"), [
    # 'play only the lower die': a roll is one number, never a double; 'occupy at most 0
    # points of beyond' keeps every man off the home table, so none is borne off; three men
    # cannot hold six points (TC-01, TC-04, TC-07)
    ("tourne-case", {"double", "bear-off", "bear-off-higher", "prime", "larger-die", "pin",
                     "chained"}),
    ("hypergammon", {"prime", "pin", "hand", "chained"}),  # three checkers a side
    ("backgammon", {"pin", "hand", "chained"}),
    ("plakoto", {"hit", "bar", "hand", "chained"}),  # it pins instead of hitting
])
def test_a_category_applies_where_the_rules_can_give_it(game: str, without: set[str]) -> None:
    assert applies(tavli.load_variant(game)) == set(CATEGORIES) - without


def test_dice_passed_to_the_opponent_chain_no_turn() -> None:
    # LQ-07: what the mover cannot play, the opponent plays: his play, not a chained turn
    assert "chained" not in applies(tavli.load_variant("laquet"))
    assert "chained" in applies(tavli.load_variant("gioul"))  # its cascade of doubles


def test_a_game_of_more_than_two_sides_is_refused_with_the_reason(
        capsys: pytest.CaptureFixture[str]) -> None:
    # the suite's arrays are two sides' (docs/conformance.schema.json); El Mundo has four
    assert main(["conformance", "el-mundo", "-n", "1"]) != 0
    err = capsys.readouterr().err
    assert "el-mundo has 4 (X, O, Y, Z)" in err and "Traceback" not in err
