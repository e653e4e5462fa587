"""Unit tests of the rules language's checks: each bad file is refused at its spot, in words.

features/rules-language.errors.feature is the readable catalogue of these errors; the tests
here cover the rest: every check's code and spot, the limits that keep a hostile file from
hanging or crashing tavli, and that the bundled variants (with every option) pass them all.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import tavli
from tavli.cli.main import main
from tavli.language.load import MAX_EXTENDS_DEPTH, MAX_RULES_BYTES, check_file, read_rules
from tavli.language.parse import MAX_CONDITION_DEPTH, MAX_CONDITION_PARTS, parse_rules
from tavli.language.resources import bundled_variant_files
from tavli.model.errors import RulesError, UnknownOptionError

HEADER = 'variant v "V" extends backgammon\n'


def problems_in(folder: Path, text: str | bytes, name: str = "v.rules") -> list[RulesError]:
    path = folder / name
    path.write_bytes(text.encode("utf-8") if isinstance(text, str) else text)
    return check_file(path)


def only(folder: Path, text: str | bytes) -> RulesError:
    found = problems_in(folder, text)
    assert len(found) == 1, "\n".join(map(str, found))
    return found[0]


def at(error: RulesError) -> tuple[int, int]:
    assert error.spot is not None, str(error)
    return error.spot.line, error.spot.column


# ---- the bundled variants pass every check, each option included

@pytest.mark.parametrize("name", sorted(bundled_variant_files()))
def test_bundled_variant_checks_clean(name: str) -> None:
    assert check_file(bundled_variant_files()[name]) == []


def test_check_compiles_every_option(tmp_path: Path) -> None:
    text = HEADER + 'option broken "Breaks the setup":\n    setup: 24:2\n'
    error = only(tmp_path, text)
    assert (error.code, at(error)) == ("rules-setup-count", (3, 5))
    # The variant itself, without the option, still loads.
    assert tavli.load_variant(tmp_path / "v.rules").checkers == 15


# ---- how an error reads

def test_message_has_place_source_line_and_caret(tmp_path: Path) -> None:
    error = only(tmp_path, HEADER + "dice: 2d6\nchecckers: 15\n")
    assert str(error).splitlines() == [
        f"{tmp_path / 'v.rules'}:3:1: there is no rule 'checckers'; did you mean 'checkers'?",
        "    checckers: 15",
        "    ^",
    ]


def test_statement_start_lists_every_rule_in_plain_words(tmp_path: Path) -> None:
    error = only(tmp_path, HEADER + "123\n")
    assert at(error) == (2, 1)
    assert error.reason.startswith("expected 'a', 'after', 'allow', 'at', 'bear', 'blocked', "
                                   "'board', 'checkers', ")
    assert error.reason.endswith("'zone' or the end of the file, found '123'")


def test_unknown_word_without_a_near_rule(tmp_path: Path) -> None:
    error = only(tmp_path, HEADER + "frobnicate\n")
    assert error.reason.startswith("there is no rule 'frobnicate'; a rule begins with 'a', "
                                   "'after', 'allow'")


def test_control_character_is_named_by_its_code_point(tmp_path: Path) -> None:
    error = only(tmp_path, HEADER + "checkers: \x0115\n")
    assert (error.code, at(error)) == ("rules-syntax", (2, 11))
    assert error.reason == "expected a number, found the character U+0001"


def test_lone_carriage_return_is_named(tmp_path: Path) -> None:
    error = only(tmp_path, HEADER.rstrip("\n") + "\rchecker: 15\r")
    assert at(error) == (1, 33)
    assert "carriage return" in error.reason


def test_lines_are_counted_at_newlines_only(tmp_path: Path) -> None:
    # A form feed or a vertical tab is no line break for the parser, nor for the message.
    error = only(tmp_path, HEADER + "# a comment with \x0c and \x0b in it\ncheckers 15\n")
    assert at(error) == (3, 10)
    assert error.spot is not None and error.spot.text == "checkers 15"


# ---- encodings and sizes

def test_byte_order_mark_is_skipped(tmp_path: Path) -> None:
    assert problems_in(tmp_path, b"\xef\xbb\xbf" + HEADER.encode()) == []


def test_crlf_and_tabs_are_read(tmp_path: Path) -> None:
    text = HEADER + "scoring:\n\tsingle 1\n\tgammon 2 when none off\n"
    assert problems_in(tmp_path, text.replace("\n", "\r\n")) == []


def test_utf16_file_is_named_as_such(tmp_path: Path) -> None:
    error = only(tmp_path, HEADER.encode("utf-16"))
    assert (error.code, at(error)) == ("rules-encoding", (1, 1))
    assert error.reason.endswith("this file looks like UTF-16, save it as UTF-8")


def test_encoding_column_counts_characters_not_bytes(tmp_path: Path) -> None:
    text = 'variant v "Žž' .encode() + b"\xff" + b'" extends backgammon\n'
    error = only(tmp_path, text)
    assert at(error) == (1, 14)
    assert error.reason == "a rules file must be UTF-8 text, and byte 0xff is not"


def test_file_too_large_is_refused_unread(tmp_path: Path) -> None:
    error = only(tmp_path, HEADER + "#" * MAX_RULES_BYTES + "\n")
    assert error.code == "rules-too-large"


def test_missing_file(tmp_path: Path) -> None:
    [error] = check_file(tmp_path / "nowhere.rules")
    assert error.code == "rules-unreadable"


# ---- limits that keep hostile files cheap

def test_deep_parentheses_parse(tmp_path: Path) -> None:
    depth = 2000
    condition = "(" * depth + "any off" + ")" * depth
    assert problems_in(tmp_path, HEADER + f"allow hitting only when {condition}\n") == []


def test_condition_depth_limit(tmp_path: Path) -> None:
    allowed = "not " * (MAX_CONDITION_DEPTH - 1) + "any off"
    assert problems_in(tmp_path, HEADER + f"allow hitting only when {allowed}\n") == []
    error = only(tmp_path, HEADER + f"allow hitting only when not {allowed}\n")
    assert at(error) == (2, 25)


def test_very_deep_condition_is_refused_not_overflowed(tmp_path: Path) -> None:
    error = only(tmp_path, HEADER + "allow hitting only when " + "not " * 5000 + "any off\n")
    assert error.reason == f"this condition nests more than {MAX_CONDITION_DEPTH} deep"


def test_condition_parts_limit(tmp_path: Path) -> None:
    parts = " and ".join(["any off"] * MAX_CONDITION_PARTS)
    assert problems_in(tmp_path, HEADER + f"allow hitting only when {parts}\n") == []
    long = " or ".join(["any off"] * 20_000)
    error = only(tmp_path, HEADER + f"allow hitting only when {long}\n")
    column = len("allow hitting only when ") + len("any off or ") * MAX_CONDITION_PARTS + 1
    assert at(error) == (2, column)
    assert error.reason == f"a condition joins at most {MAX_CONDITION_PARTS} parts with 'or'"


@pytest.mark.parametrize("number", ["1" + "0" * 6, "9" * 5000])
def test_huge_numbers(tmp_path: Path, number: str) -> None:
    error = only(tmp_path, HEADER + f"checkers: {number}\n")
    assert (error.code, at(error)) == ("rules-schema", (2, 11))
    assert error.reason.startswith("the number ")


def test_leading_zeros_are_a_small_number(tmp_path: Path) -> None:
    error = only(tmp_path, HEADER + "checkers: 0000000099\n")
    assert error.reason == "checkers: 99 is too large; it must be at most 30"


def test_extends_depth_limit(tmp_path: Path) -> None:
    for i in range(MAX_EXTENDS_DEPTH + 1):
        parent = "backgammon" if i == 0 else f"v{i - 1}"
        (tmp_path / f"v{i}.rules").write_text(f'variant v{i} "V" extends {parent}\n')
    [error] = check_file(tmp_path / f"v{MAX_EXTENDS_DEPTH}.rules")
    assert error.code == "rules-meaning"
    assert f"more than {MAX_EXTENDS_DEPTH} files" in error.reason


def test_a_clash_with_an_inherited_option_is_placed_in_the_file_that_makes_it(
        tmp_path: Path) -> None:
    # p is a valid game on its own: its option 'three' rolls three dice, and its opening
    # winner rolls again; c, extending p, has the winner play the two opening dice, which
    # three dice cannot be (the option is checked too)
    problems_in(tmp_path, 'variant p "P" extends backgammon\n'
                'opening winner: rolls both dice again\n'
                'option three "Three dice" source "A book":\n    dice: 3d6\n', "p.rules")
    assert check_file(tmp_path / "p.rules") == []
    [error] = problems_in(tmp_path, 'variant c "C" extends p\n'
                          'opening winner: plays both dice\n', "c.rules")
    assert error.spot is not None and error.spot.file.endswith("c.rules")
    assert (error.code, at(error)) == ("rules-opening-dice", (2, 1))


def test_a_problem_found_in_a_file_extended_is_put_at_extends(tmp_path: Path) -> None:
    from tavli.language.load import _placed
    from tavli.model.errors import RulesMeaningError, SourceSpot

    path = tmp_path / "c.rules"
    path.write_text('# a comment\nvariant c "C" extends backgammon\n', encoding="utf-8")
    elsewhere = RulesMeaningError("a reason", SourceSpot("parent.rules", 7, 3, "  a rule"))
    [placed] = _placed([elsewhere], path)
    assert placed.spot is not None and (placed.spot.line, placed.spot.column) == (2, 23)
    assert placed.reason == "a reason (by parent.rules:7: a rule)"
    assert placed.code == elsewhere.code


def test_extends_itself(tmp_path: Path) -> None:
    error = only(tmp_path, 'variant v "V" extends v\n')
    assert (error.code, at(error)) == ("rules-extends-cycle", (1, 23))
    assert error.reason == "the variant 'v' cannot extend 'v', itself: give it a name of its own"


# ---- the statements, one check each

@pytest.mark.parametrize(("rules", "code", "spot", "reason"), [
    ("setup: 24:2, 24:13\n", "rules-meaning", (2, 14),
     "the setup names point 24 twice"),
    ("setup: 24:15, 1 in hand, 2 in hand\n", "rules-meaning", (2, 26),
     "the setup says twice how many checkers are in hand"),
    ("track X: 24..1, 24\n", "rules-track", (2, 17), "track X passes point 24 twice"),
    ("track O: 1..12, 14..24\n", "rules-track", (2, 1),
     "track O skips point 13; a track runs over all 24 points, or each side's over "
     "part of the board, as long as the other's, every point on one of them"),
    ("track O: 0..23\n", "rules-schema", (2, 10),
     "track O: there is no point 0; points are numbered from 1"),
    ("zone home: 0..6\n", "rules-schema", (2, 12),
     "zone home: there is no point 0; points are numbered from 1"),
    ("setup: 25:15\n", "rules-schema", (2, 8),
     "setup: there is no point 25; the board's points are numbered 1 to 24"),
    ("on 1-2: play it 4 times\n", "rules-meaning", (2, 9),
     "'play it' needs a double; say it under 'on doubles'"),
    ("on 1-2: play the roll, then roll again, then play the roll\n", "rules-meaning", (2, 29),
     "'roll again' must be the last part of a turn"),
    ("dice: 3d6\non 1-2: play the roll\n", "rules-impossible-roll", (3, 1),
     "the roll 1-2 names two dice, but 3 are rolled"),
    ("double the stake on 1-9\n", "rules-impossible-roll", (2, 1),
     "'double the stake on 1-9': the roll 1-9 cannot be thrown with 2d6"),
    ("double the stake on doubles\non doubles: play it 4 times\n", None, None, None),
    ("cube: up to 48\n", "rules-meaning", (2, 1),
     "the cube goes up by doubling, so its top must be a power of 2, not 48"),
    ("scoring:\n    single 1 when none off\n", "rules-meaning", (2, 1),
     "scoring needs one result with no 'when', for a game that meets no other"),
    ("scoring:\n    single 1\n    single 2 when none off\n", "rules-meaning", (4, 5),
     "scoring names the result 'single' twice"),
    ("dice: 2d6\ndice: 2d6\n", "rules-meaning", (3, 1),
     "'dice:' is stated twice (first on line 2)"),
    ("allow hitting always\nallow hitting only when any off\n", "rules-meaning", (3, 1),
     "'allow hitting' is stated twice (first on line 2)"),
    ('option a "A":\n    cube: none\noption a "B":\n    cube: none\n', "rules-meaning", (4, 1),
     "option 'a' is declared twice"),
    ('option a "A":\n    without option plain-reroll\n', "rules-meaning", (3, 5),
     "an option cannot go without another option; write 'without option' outside any option"),
    ("allow hitting only when any in nowhere or any in elsewhere\n", "rules-unknown-zone",
     (2, 32), "the condition names zone 'nowhere', which the variant does not define "
     "(its zones: entry, home)"),
    ("allow hiting always\n", "rules-syntax", (2, 7),
     "expected 'bearing', 'entering', 'hitting', 'leaving' or 'moving', found 'hiting'; "
     "did you mean 'hitting'?"),
    ("allow jumping always\n", "rules-syntax", (2, 7),
     "expected 'bearing', 'entering', 'hitting', 'leaving' or 'moving', found 'jumping'"),
    ('sourc "The book"\n', "rules-syntax", (2, 1),
     "there is no rule 'sourc'; did you mean 'source'?"),
])
def test_statement_checks(
    tmp_path: Path, rules: str, code: str | None, spot: tuple[int, int] | None,
    reason: str | None,
) -> None:
    found = problems_in(tmp_path, HEADER + rules)
    if code is None:
        assert found == []
        return
    assert [(p.code, at(p), p.reason) for p in found] == [(code, spot, reason)]


def test_home_zone_is_required(tmp_path: Path) -> None:
    standalone = (tmp_path / "base.rules")
    standalone.write_text(
        'variant base "Base"\ncheckers: 15\ndice: 2d6\ntrack X: 24..1\ntrack O: 1..24\n'
        "zone start: 19..24\nsetup: 24:15\nblocked by 2\nsingle enemy checker: hit\n"
        "bear off: exact only\nscoring:\n    single 1\n"
    )
    [error] = check_file(standalone)
    assert (error.code, at(error)) == ("rules-meaning", (6, 1))
    assert error.reason == "the variant never names its home zone (zone home: 1..6)"


def test_every_missing_rule_is_reported(tmp_path: Path) -> None:
    found = problems_in(tmp_path, 'variant v "V"\n')
    assert {at(p) for p in found} == {(1, 1)}
    assert len(found) == 7
    assert all(p.reason.startswith("variant 'v' never says ") for p in found)


# ---- double the stake on a roll, whatever program the roll starts

@pytest.mark.parametrize(("rule", "roll", "cube"), [
    ("double the stake on 6-6", (6, 6), 2),   # a 6-6 is played by backgammon's 'on doubles'
    ("double the stake on 6-6", (5, 5), 1),
    ("double the stake on doubles", (3, 3), 2),
    ("double the stake on doubles", (3, 1), 1),
    ("double the stake on 3-1", (1, 3), 2),   # a plain roll, with no program of its own
])
def test_stake_doubles_on_the_named_roll(
    tmp_path: Path, rule: str, roll: tuple[int, int], cube: int
) -> None:
    path = tmp_path / "v.rules"
    path.write_text(HEADER + rule + "\n")
    variant = tavli.load_variant(path)
    assert tavli.start_turn(variant, tavli.starting_position(variant), roll).cube == cube


# ---- rolls written either way round are one roll

def test_a_roll_is_the_same_either_way_round(tmp_path: Path) -> None:
    path = tmp_path / "v.rules"
    path.write_text(HEADER + "on 2-1: play the roll, then play a chosen double 4 times\n")
    variant = tavli.load_variant(path)
    assert "1-2" in variant.turn and "2-1" not in variant.turn


# ---- errors reach the command line as one line each, and change nothing

def test_cli_check_reports_every_problem(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "v.rules"
    path.write_text(HEADER + "setup: 24:2\nallow hitting only when any in inner\n")
    assert main(["check", str(path)]) == 1
    err = capsys.readouterr().err
    assert err.count("error[rules-setup-count]") == 1
    assert err.count("error[rules-unknown-zone]") == 1


def test_unknown_option_from_the_api() -> None:
    with pytest.raises(UnknownOptionError) as caught:
        tavli.load_variant("backgammon", ["no-such-option"])
    assert caught.value.code == "unknown-option"
    assert "has no option 'no-such-option'" in str(caught.value)


def test_parse_rules_needs_no_file() -> None:
    with pytest.raises(RulesError) as caught:
        parse_rules('variant v "V"\nchecker: 15\n', "inline")
    assert str(caught.value).startswith("inline:2:1: there is no rule 'checker'; did you mean")


def test_read_rules_keeps_the_display_name(tmp_path: Path) -> None:
    path = tmp_path / "v.rules"
    path.write_text(HEADER)
    assert read_rules(path, "shown.rules").file == "shown.rules"


def test_at_any_step_refuses_a_condition_on_the_whole_throw(tmp_path: Path) -> None:
    # 'no move' is about a whole throw, never judged after one step of it
    error = only(tmp_path, HEADER + "the game ends when a player has no move at any step: "
                                    "a draw\n")
    assert "at any step" in str(error) and "no move" in str(error)
    assert at(error) == (2, 1)
