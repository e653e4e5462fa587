"""Game records: actions as text, save and load, exact replay, and refusing bad records.

The hand-written game below follows Backgammon's rules (BG-05 setup, BG-08 the opening
winner plays both dice, BG-16 a blot is hit, BG-17 entering, BG-09 a dropped double): each
expected position was worked out by hand from those rules, not printed by tavli.
"""

from __future__ import annotations

import contextlib
import random
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tavli import load_variant
from tavli.cli.main import main
from tavli.game.actions import (
    Action,
    ChooseDouble,
    Decide,
    Double,
    Drop,
    Move,
    OpeningChoice,
    OpeningRoll,
    Roll,
    Take,
    apply,
)
from tavli.game.cube import may_double
from tavli.game.decide import choices
from tavli.game.opening import new_game
from tavli.game.play_text import play_text
from tavli.game.position_text import parse_position
from tavli.game.score import score
from tavli.game.turn import legal_plays
from tavli.language.load import bundled_variants
from tavli.model.errors import NotationError, RecordError
from tavli.records import (
    GameRecord,
    format_record,
    load_records,
    parse_action,
    parse_records,
    replay,
    save_records,
)

# ---- a seeded random player, to make many legal games for the round trips


def random_game(name: str, seed: int, options: dict[str, bool] | None = None,
                *, doubles: float = 0.05) -> GameRecord:
    """A whole game of random legal actions (the dice from ``seed``), with its result."""
    chosen = options or {}
    variant = load_variant(name, chosen)
    rng = random.Random(seed)
    position = new_game(variant)
    actions: list[Action] = []
    while not position.is_over:
        action: Action
        match position.phase:
            case "opening":
                action = OpeningRoll(rng.randint(1, variant.faces), rng.randint(1, variant.faces))
            case "roll" if may_double(variant, position) and rng.random() < doubles:
                action = Double()
            case "roll":
                action = Roll(tuple(rng.randint(1, variant.faces) for _ in range(variant.dice)))
            case "take-or-drop":
                action = Take() if rng.random() < 0.7 else Drop()
            case "play":
                action = Move(play_text(rng.choice(legal_plays(variant, position))))
            case "choose-double":
                action = ChooseDouble(rng.randint(1, variant.faces))
            case "decide":  # DC-05: a choice the rules give, as an action
                action = Decide(position.rest[0].decision,
                                rng.choice(choices(variant, position)))
            case _:
                action = OpeningChoice(roll_again=rng.random() < 0.5)
        position = apply(variant, position, action)
        actions.append(action)
    return GameRecord(variant=name, options=chosen, seed=seed, actions=actions,
                      result=str(score(variant, position)))


# ---- actions as text


@pytest.mark.parametrize(("text", "action"), [
    ("opening 3-1", OpeningRoll(3, 1)),
    ("roll 6-5", Roll((6, 5))),
    ("play 24/18 13/8", Move("24/18 13/8")),
    ("play bar/22* 6/off", Move("bar/22* 6/off")),
    ("play no move", Move("no move")),
    ("double", Double()),
    ("take", Take()),
    ("drop", Drop()),
    ("choose 5-5", ChooseDouble(5)),
    ("roll again", OpeningChoice(roll_again=True)),
    ("play opening", OpeningChoice(roll_again=False)),
])
def test_each_action_reads_from_its_own_text(text: str, action: Action) -> None:
    assert parse_action(text) == action
    assert str(action) == text


@pytest.mark.parametrize("text", [
    "", "jump", "roll", "roll six", "opening 3", "opening 3-1-2", "choose 5-4", "choose 5",
    "play 24/x", "play 61/55", "double now", "take 2",
])
def test_a_line_that_is_no_action_is_a_notation_error(text: str) -> None:
    with pytest.raises(NotationError):
        parse_action(text)


# ---- a game written by hand

HAND_GAME = """\
# a short backgammon game, every position worked out by hand
game 1
variant: backgammon
seed: 7
player X: Alice
player O: Bob
date: 2024-05-01
event: club night
opening 3-1
play 8/5 6/5
roll 6-4
play 24/18 13/9
roll 6-2
play 13/7* 13/11
roll 5-5
play no move
double
drop
result: X wins a drop: 1 point
end
"""

# After each action, as the rules say (BG-05, BG-08, BG-16, BG-17, BG-09).
HAND_POSITIONS = [
    "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to play 3-1",
    "X 24:2 13:5 8:2 6:4 5:2 | O 24:2 13:5 8:3 6:5 | O to roll",
    "X 24:2 13:5 8:2 6:4 5:2 | O 24:2 13:5 8:3 6:5 | O to play 6-4",
    "X 24:2 13:5 8:2 6:4 5:2 | O 24:1 18:1 13:4 9:1 8:3 6:5 | X to roll",
    "X 24:2 13:5 8:2 6:4 5:2 | O 24:1 18:1 13:4 9:1 8:3 6:5 | X to play 6-2",
    # X's 13/7 lands on O's 18, the blot O left: hit (BG-16)
    "X 24:2 13:3 11:1 8:2 7:1 6:4 5:2 | O bar:1 24:1 13:4 9:1 8:3 6:5 | O to roll",
    # BG-13: doubles are played four times
    "X 24:2 13:3 11:1 8:2 7:1 6:4 5:2 | O bar:1 24:1 13:4 9:1 8:3 6:5 | O to play 5-5-5-5",
    # O enters with a 5 on X's 5 point, which X holds with two: no move (BG-17)
    "X 24:2 13:3 11:1 8:2 7:1 6:4 5:2 | O bar:1 24:1 13:4 9:1 8:3 6:5 | X to roll",
    "X 24:2 13:3 11:1 8:2 7:1 6:4 5:2 | O bar:1 24:1 13:4 9:1 8:3 6:5 | X doubles to 2, O "
    "to take or drop",
    "X 24:2 13:3 11:1 8:2 7:1 6:4 5:2 | O bar:1 24:1 13:4 9:1 8:3 6:5 | X has won, O dropped",
]


def test_a_hand_written_record_reads_with_its_header() -> None:
    [record] = parse_records(HAND_GAME, "hand.tvr")
    assert record.variant == "backgammon"
    assert record.seed == 7
    assert record.players == ("Alice", "Bob")
    assert record.date == "2024-05-01"
    assert record.tags == {"event": "club night"}
    assert record.actions[:3] == [OpeningRoll(3, 1), Move("8/5 6/5"), Roll((6, 4))]
    assert record.actions[-2:] == [Double(), Drop()]


def test_a_hand_written_record_replays_the_positions_the_rules_give() -> None:
    [record] = parse_records(HAND_GAME, "hand.tvr")
    variant = load_variant("backgammon")
    positions = [position for _, position in replay(record)]
    assert positions == [parse_position(variant, text) for text in HAND_POSITIONS]
    final = score(variant, positions[-1])
    assert final is not None
    assert (final.winner, final.points) == (0, 1)  # BG-09: the doubler wins the stake, 1


def test_writing_a_record_gives_back_the_hand_written_text() -> None:
    [record] = parse_records(HAND_GAME, "hand.tvr")
    written = format_record(record)
    assert written.splitlines() == [
        line for line in HAND_GAME.splitlines() if not line.startswith("#")
    ]


# ---- round trips


@pytest.mark.parametrize("name", sorted(bundled_variants()))
def test_saved_games_of_every_variant_load_and_replay_exactly(name: str,
                                                             tmp_path: Path) -> None:
    records = [random_game(name, seed) for seed in (1, 2)]
    path = tmp_path / "games.tvr"
    save_records(path, records)
    loaded = load_records(path)
    assert loaded == records
    for original, again in zip(records, loaded, strict=True):
        assert replay(again) == replay(original)
        assert again.source is not None and again.source.file == str(path)


def test_options_and_match_details_survive_the_round_trip(tmp_path: Path) -> None:
    record = GameRecord(variant="race-gammon", options={"free-entry": True}, seed=None,
                        actions=[], players=("Ann Lee", "Bo"), match_length=7,
                        match_score=(3, 1), tags={"round": "final"})
    save_records(tmp_path / "one.tvr", [record])
    assert load_records(tmp_path / "one.tvr") == [record]
    assert replay(record) == []


# ---- corrupted and truncated records


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "games.tvr"
    path.write_text(text, encoding="utf-8")
    return path


def _line_of(text: str, wanted: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), 1) if line == wanted)


def test_an_illegal_play_is_refused_with_file_line_record_and_action(tmp_path: Path) -> None:
    text = HAND_GAME + HAND_GAME.replace("game 1", "game 2").replace(
        "play 24/18 13/9", "play 24/18 13/7")  # 6-4 cannot move 13/7
    path = _write(tmp_path, text)
    records = load_records(path)
    replay(records[0])
    with pytest.raises(RecordError) as caught:
        replay(records[1])
    line = text.splitlines().index("play 24/18 13/7") + 1
    assert str(caught.value).startswith(f"{path}:{line}: record 2, action 4: "
                                        "'play 24/18 13/7' cannot be replayed")
    assert caught.value.code == "bad-record"


def test_a_point_beyond_the_board_is_refused_when_the_record_is_replayed(tmp_path: Path) -> None:
    # a line reads while a point is on some board (XII Scripta has 36 points); the record's
    # variant, backgammon, has 24, so its replay names the line and the point
    text = HAND_GAME.replace("play 24/18 13/9", "play 30/24 13/9")
    path = _write(tmp_path, text)
    line = text.splitlines().index("play 30/24 13/9") + 1
    with pytest.raises(RecordError) as caught:
        replay(load_records(path)[0])
    assert str(caught.value).startswith(f"{path}:{line}: record 1, action 4: "
                                        "'play 30/24 13/9' cannot be replayed")
    assert "'30' is not a point (1-24)" in str(caught.value)


def test_an_action_out_of_turn_is_refused_where_it_stands(tmp_path: Path) -> None:
    text = HAND_GAME.replace("roll 6-2\n", "take\nroll 6-2\n")
    path = _write(tmp_path, text)
    at = f"{re.escape(str(path))}:{_line_of(text, 'take')}"
    with pytest.raises(RecordError, match=rf"^{at}: record 1, action 5: 'take' cannot be "
                                          "replayed"):
        replay(load_records(path)[0])


def test_dice_that_are_not_dice_are_refused(tmp_path: Path) -> None:
    text = HAND_GAME.replace("roll 6-4", "roll 7-4")
    path = _write(tmp_path, text)
    with pytest.raises(RecordError, match=r":11: record 1, action 3: 'roll 7-4'"):
        replay(load_records(path)[0])


@pytest.mark.parametrize("cut", [1, 5, 9])
def test_a_truncated_file_is_refused_naming_the_record(tmp_path: Path, cut: int) -> None:
    lines = (HAND_GAME + HAND_GAME.replace("game 1", "game 2")).splitlines()
    path = _write(tmp_path, "\n".join(lines[:-cut]) + "\n")
    with pytest.raises(RecordError, match=r"record 2 \(from line 22\) is truncated"):
        load_records(path)


def test_a_line_cut_in_the_middle_is_refused(tmp_path: Path) -> None:
    text = HAND_GAME[:HAND_GAME.index("play 24/18 13/9") + len("play 24/1")]
    path = _write(tmp_path, text)
    with pytest.raises(RecordError, match=r"record 1 .* is truncated: its 'end' line is "
                                          "missing after action 4"):
        load_records(path)


def test_a_changed_ending_is_caught_by_the_result_line(tmp_path: Path) -> None:
    text = HAND_GAME.replace("result: X wins a drop: 1 point", "result: O wins a drop: 1 point")
    path = _write(tmp_path, text)
    line = _line_of(text, "result: O wins a drop: 1 point")
    at = f"{re.escape(str(path))}:{line}"
    with pytest.raises(RecordError, match=rf"^{at}: record 1: the record says "
                                          "'O wins a drop: 1 point', but its actions end "
                                          "with 'X wins a drop: 1 point'"):
        replay(load_records(path)[0])


def test_a_record_cut_short_of_its_result_is_caught(tmp_path: Path) -> None:
    text = HAND_GAME.replace("double\ndrop\n", "")
    path = _write(tmp_path, text)
    with pytest.raises(RecordError, match="but its actions end with 'the game is not over'"):
        replay(load_records(path)[0])


@pytest.mark.parametrize(("change", "message"), [
    (("game 1", "game 2"), r":2: expected 'game 1' to begin record 1, found 'game 2' \(a "
                           "record is missing"),
    (("variant: backgammon\n", ""), r"record 1 \(from line 2\) names no variant"),
    (("seed: 7", "seed: seven"), r":4: record 1: the seed must be a whole number"),
    (("date: 2024-05-01\n", ""), None),
    (("event: club night", "event: a\nevent: b"), r":9: record 1: 'event' is given twice"),
    (("roll 5-5\n", "roll 5-5\nseed: 3\n"), r":16: record 1: the header line 'seed: 3' "
                                           "comes after the actions"),
    (("roll 6-2", "rol 6-2"), r":13: record 1, action 5: 'rol 6-2' is not an action"),
    (("Bob", "Bob\nplayer O: Carl"), r":7: record 1: 'player o' is given twice"),
    (("end", "play 8/5\nend"), r":20: record 1: the action 'play 8/5' comes after the result"),
    (("option", "option"), None),
])
def test_corrupted_lines_are_refused_with_their_line(
    tmp_path: Path, change: tuple[str, str], message: str | None
) -> None:
    path = _write(tmp_path, HAND_GAME.replace(*change, 1))
    if message is None:
        assert len(load_records(path)) == 1
        return
    with pytest.raises(RecordError, match=message):
        load_records(path)


def test_an_unknown_variant_or_option_is_refused_naming_the_record(tmp_path: Path) -> None:
    path = _write(tmp_path, HAND_GAME.replace("variant: backgammon", "variant: backgamon"))
    with pytest.raises(RecordError, match=rf"^{re.escape(str(path))}: record 1: .*backgamon"):
        replay(load_records(path)[0])
    path = _write(tmp_path, HAND_GAME.replace("seed: 7", "seed: 7\noption: no-such-thing"))
    with pytest.raises(RecordError, match="no-such-thing"):
        replay(load_records(path)[0])


def test_a_file_that_is_not_text_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "games.tvr"
    path.write_bytes(b"game 1\n\xff\xfe\x00garbage")
    with pytest.raises(RecordError, match="not UTF-8 text"):
        load_records(path)
    with pytest.raises(RecordError, match="cannot read the record file"):
        load_records(tmp_path / "missing.tvr")


def test_a_record_that_cannot_be_written_leaves_the_file_alone(tmp_path: Path) -> None:
    path = tmp_path / "games.tvr"
    path.write_text("kept\n", encoding="utf-8")
    bad = GameRecord(variant="backgammon", players=("Al\nice", "Bob"))
    with pytest.raises(RecordError, match="must be one line"):
        save_records(path, [random_game("hypergammon", 3), bad])
    assert path.read_text(encoding="utf-8") == "kept\n"


def test_a_record_built_in_memory_names_the_action_that_fails() -> None:
    record = GameRecord(variant="backgammon", actions=[OpeningRoll(3, 1), Roll((6, 5))])
    with pytest.raises(RecordError, match=r"^the record, action 2: 'roll 6-5' cannot be "):
        replay(record)


# ---- the command line


def test_tavli_replay_shows_every_position(tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path, HAND_GAME)
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    for text in HAND_POSITIONS:
        assert text in out
    assert "result: X wins a drop: 1 point" in out


def test_tavli_replay_variant_check_and_board(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path, HAND_GAME + HAND_GAME.replace("game 1", "game 2"))
    assert main(["replay", str(path), "--variant-check"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "game 1: backgammon, 10 actions: X wins a drop: 1 point",
        "game 2: backgammon, 10 actions: X wins a drop: 1 point",
    ]
    assert main(["replay", str(path), "--board", "--game", "2"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("game 2: Backgammon (backgammon), seed 7\nstart\n")
    assert "BAR" in out


def test_tavli_replay_reports_a_bad_record_and_fails(tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path, HAND_GAME.replace("play 8/5 6/5", "play 8/4 6/5"))
    assert main(["replay", str(path), "--variant-check"]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"tavli: error[bad-record]: {path}:10: record 1, action 2: ")


# ---- anything at all: a record or a RecordError, never another exception

_NOISE = st.sampled_from(["", "game 1", "end", "play", "roll", "roll 6-", "opening 9-9",
                          "play 24/", "play ²/1", "result:", "option: =x", "seed: 1e9",
                          "play bar/0(9)", "choose 0-0", ":", "\x00", "game 99999"])


EDITS = st.lists(st.tuples(st.integers(0, 30), st.integers(0, 3), st.text(max_size=12)),
                 max_size=4)


def mangle(text: str, edits: list[tuple[int, int, str]]) -> str:
    """``text`` with lines deleted, inserted, cut short or lengthened."""
    lines = text.splitlines() or [""]
    for where, how, noise in edits:
        at = where % len(lines)
        if how == 0 and len(lines) > 1:
            del lines[at]
        elif how == 1:
            lines.insert(at, noise)
        elif how == 2:
            lines[at] = lines[at][: len(noise)]
        else:
            lines[at] += noise
    return "\n".join(lines)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 30), st.integers(0, 3), _NOISE), max_size=4) | EDITS)
def test_a_mangled_record_is_read_or_refused_cleanly(edits: list[tuple[int, int, str]]) -> None:
    with contextlib.suppress(RecordError):
        for record in parse_records(mangle(HAND_GAME, edits), "fuzz.tvr"):
            replay(record)


def test_tavli_replay_step_waits_and_stops_when_input_ends(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _write(tmp_path, HAND_GAME)
    answers = iter(["", ""])

    def enter() -> str:
        try:
            return next(answers)
        except StopIteration:
            raise EOFError from None

    monkeypatch.setattr("builtins.input", enter)
    assert main(["replay", str(path), "--step"]) == 0
    out = capsys.readouterr().out
    assert "2. play 8/5 6/5" in out
    assert "3. roll 6-4" not in out
    assert main(["replay", str(path), "--game", "2"]) == 1
    assert "--game 2: the file holds games 1 to 1" in capsys.readouterr().err
