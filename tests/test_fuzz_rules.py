"""Fuzzing the rules language: no rules file, however mangled, breaks tavli.

Hypothesis mutates the bundled rules files (tokens and lines deleted, duplicated or swapped,
random text and bytes, huge numbers, deep nesting, other encodings, CRLF, tabs) and checks
each result the way ``tavli check`` does. The outcome must be a variant that loads and can
start a game, or a list of ``RulesError`` each naming file:line:column; never another
exception, and never a hang. Runs are deterministic (``derandomize``, no example database).
"""

from __future__ import annotations

import random
import re
import tempfile
from collections.abc import Callable, Iterator
from datetime import timedelta
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tavli
from tavli.game.turn import legal_plays
from tavli.language.compile import compile_variant
from tavli.language.load import check_file, rules_chain
from tavli.language.resources import bundled_variant_files
from tavli.model.errors import RulesError

FUZZ = settings(
    derandomize=True,
    database=None,
    max_examples=150,
    deadline=timedelta(seconds=10),
    suppress_health_check=[HealthCheck.too_slow],
)

SOURCES = {name: path.read_text(encoding="utf-8")
           for name, path in sorted(bundled_variant_files().items())}

#: Words and marks of the language, and some that are not, for inserted text.
WORDS = [
    "variant", "extends", "source", "clauses", "checkers", "dice", "track", "zone", "setup",
    "all", "in", "hand", "blocked", "by", "single", "enemy", "checker", "hit", "allow",
    "only", "when", "always", "entering", "from", "bar", "moving", "on", "board", "hitting",
    "bearing", "off", "bear", "exact", "or", "higher", "the", "highest", "and", "not", "none",
    "any", "doubles", "play", "roll", "it", "its", "complement", "times", "a", "chosen",
    "double", "again", "then", "opening", "ties", "stake", "winner", "plays", "both",
    "rolls", "cube", "up", "to", "scoring", "per", "points", "option", "without", "home",
    "entry", "known", "as", "rule", "jacoby", "beavers", "gnubg",
    "X", "O", ":", ",", "..", "-", "(", ")", '"', "#", "\n", "\r\n", "\r", "\t",
    "    ", "0", "1", "6", "24", "25", "99", "2d6", "1-2", "BG-01", "\x00", "\ufeff", "é",
    "\u2028", "\x0c", "backgammon", "race-gammon", "mutant", "Mutant", "99999999999999999999",
]

TOKEN = re.compile(r"\s+|[A-Za-z][\w-]*|\d+|\.\.|[^\w\s]")


def tokens(text: str) -> list[str]:
    return TOKEN.findall(text)


# ---- mutations: each takes the text and a draw function, and returns new text

def _pick(draw: st.DrawFn, items: list[str]) -> int:
    return draw(st.integers(0, max(len(items) - 1, 0)))


def delete_token(text: str, draw: st.DrawFn) -> str:
    parts = tokens(text)
    if parts:
        del parts[_pick(draw, parts)]
    return "".join(parts)


def duplicate_token(text: str, draw: st.DrawFn) -> str:
    parts = tokens(text)
    if parts:
        i = _pick(draw, parts)
        parts.insert(i, parts[i])
    return "".join(parts)


def swap_tokens(text: str, draw: st.DrawFn) -> str:
    parts = tokens(text)
    if len(parts) > 1:
        i, j = _pick(draw, parts), _pick(draw, parts)
        parts[i], parts[j] = parts[j], parts[i]
    return "".join(parts)


def delete_line(text: str, draw: st.DrawFn) -> str:
    lines = text.split("\n")
    del lines[_pick(draw, lines)]
    return "\n".join(lines)


def duplicate_line(text: str, draw: st.DrawFn) -> str:
    lines = text.split("\n")
    i = _pick(draw, lines)
    lines.insert(i, lines[i])
    return "\n".join(lines)


def swap_lines(text: str, draw: st.DrawFn) -> str:
    lines = text.split("\n")
    i, j = _pick(draw, lines), _pick(draw, lines)
    lines[i], lines[j] = lines[j], lines[i]
    return "\n".join(lines)


def insert_words(text: str, draw: st.DrawFn) -> str:
    at = draw(st.integers(0, len(text)))
    words = draw(st.lists(st.sampled_from(WORDS), min_size=1, max_size=6))
    return text[:at] + " ".join(words) + text[at:]


def insert_text(text: str, draw: st.DrawFn) -> str:
    at = draw(st.integers(0, len(text)))
    return text[:at] + draw(st.text(max_size=12)) + text[at:]


def huge_number(text: str, draw: st.DrawFn) -> str:
    numbers = list(re.finditer(r"\d+", text))
    if not numbers:
        return text
    match = numbers[draw(st.integers(0, len(numbers) - 1))]
    big = draw(st.sampled_from(["0", "25", "4096", "1000000", "9" * 30, "1" + "0" * 5000]))
    return text[:match.start()] + big + text[match.end():]


def other_number(text: str, draw: st.DrawFn) -> str:
    """A number changed to another small one: the mutations that still parse, and mean."""
    numbers = list(re.finditer(r"\d+", text))
    if not numbers:
        return text
    match = numbers[draw(st.integers(0, len(numbers) - 1))]
    return text[:match.start()] + str(draw(st.integers(0, 30))) + text[match.end():]


def other_word(text: str, draw: st.DrawFn) -> str:
    """A word of the language changed to another one."""
    parts = tokens(text)
    words = [i for i, part in enumerate(parts) if part.isalpha()]
    if words:
        parts[draw(st.sampled_from(words))] = draw(st.sampled_from(WORDS))
    return "".join(parts)


def deep_nesting(text: str, draw: st.DrawFn) -> str:
    depth = draw(st.sampled_from([3, 17, 100, 3000]))
    kind = draw(st.sampled_from(["parens", "not", "and", "unbalanced"]))
    condition = {
        "parens": "(" * depth + "any off" + ")" * depth,
        "not": "not " * depth + "any off",
        "and": " and ".join(["none on bar"] * depth),
        "unbalanced": "(" * depth + "any off",
    }[kind]
    rule = draw(st.sampled_from(["allow hitting only when ", "scoring:\n    lost 1 when ",
                                 "on doubles: play it 4 times when "]))
    return text + "\n" + rule + condition + "\n"


def crlf(text: str, draw: st.DrawFn) -> str:
    return text.replace("\n", draw(st.sampled_from(["\r\n", "\r", "\n\n"])))


def tabs(text: str, draw: st.DrawFn) -> str:
    return text.replace("    ", draw(st.sampled_from(["\t", "  ", "        ", " \t"])))


TEXT_MUTATIONS: list[Callable[[str, st.DrawFn], str]] = [
    delete_token, duplicate_token, swap_tokens, delete_line, duplicate_line, swap_lines,
    insert_words, insert_text, huge_number, other_number, other_word, deep_nesting, crlf, tabs,
]


@st.composite
def mutated_text(draw: st.DrawFn) -> str:
    text = SOURCES[draw(st.sampled_from(sorted(SOURCES)))]
    for _ in range(draw(st.integers(1, 4))):
        text = draw(st.sampled_from(TEXT_MUTATIONS))(text, draw)
    return text


@st.composite
def mutated_bytes(draw: st.DrawFn) -> bytes:
    """A mutated file as bytes: in some other encoding, or with random bytes spliced in."""
    text = draw(mutated_text())
    encoding = draw(st.sampled_from(["utf-8", "utf-8-sig", "utf-16", "latin-1", "cp1252"]))
    data = text.encode(encoding, errors="replace")
    if draw(st.booleans()):
        at = draw(st.integers(0, len(data)))
        data = data[:at] + draw(st.binary(min_size=1, max_size=8)) + data[at:]
    if draw(st.booleans()):
        data = data[: draw(st.integers(0, len(data)))]  # truncated
    return data


# ---- what every outcome must be

@pytest.fixture(scope="module")
def folder() -> Iterator[Path]:
    with tempfile.TemporaryDirectory() as name:
        yield Path(name)


def assert_checks_cleanly(folder: Path, data: bytes) -> None:
    """tavli check's verdict: a loadable variant, or rules errors that each name their spot."""
    path = folder / "mutant.rules"
    path.write_bytes(data)
    problems = check_file(path)  # any exception but RulesError escapes and fails the test
    for problem in problems:
        assert isinstance(problem, RulesError), repr(problem)
        assert problem.spot is not None, f"no file:line:column in {problem}"
        spot = problem.spot
        assert spot.line >= 1 and spot.column >= 1, str(problem)
        assert str(problem).startswith(f"{spot.file}:{spot.line}:{spot.column}: "), str(problem)
        assert problem.code.startswith("rules-") or problem.code == "unknown-variant"
    # Compiled directly, not through load_variant's cache, which would keep every mutant.
    chain = rules_chain(path) if not problems else None
    if chain is None:
        with pytest.raises(RulesError):
            chain = rules_chain(path)
            for chosen in [(), *((name,) for name in compile_variant(chain).options)]:
                compile_variant(chain, chosen)
        return
    for chosen in [(), *((name,) for name in compile_variant(chain).options)]:
        assert_starts_a_game(compile_variant(chain, chosen))


def assert_starts_a_game(variant: tavli.Variant, actions: int = 40) -> None:
    """A variant that compiles can be played: a short game with fixed dice and random (but
    seeded) choices keeps every checker, and every action it takes is accepted."""
    rng = random.Random(variant.name)

    def die() -> int:
        return rng.randint(1, variant.faces)

    position = tavli.new_game(variant)
    for _ in range(actions):
        for side in (0, 1):  # where hit checkers leave the game, none comes back
            kept = position.checkers_of(side)  # type: ignore[arg-type]
            assert kept == variant.checkers or (variant.hit_out and kept < variant.checkers)
        match position.phase:
            case "opening":
                action: tavli.Action = tavli.OpeningRoll(die(), die())
            case "roll":
                action = tavli.Roll(tuple(die() for _ in range(variant.dice)))
            case "play":
                play = rng.choice(legal_plays(variant, position))
                action = tavli.Move(tavli.play_text(play))  # in order where the game needs it
            case "choose-double":
                action = tavli.ChooseDouble(die())
            case "choose-opening":
                action = tavli.OpeningChoice(roll_again=rng.random() < 0.5)
            case "take-or-drop":
                action = tavli.Take()
            case _:
                return
        position = tavli.apply(variant, position, action)


@FUZZ
@given(text=mutated_text())
def test_mutated_rules_text(folder: Path, text: str) -> None:
    assert_checks_cleanly(folder, text.encode("utf-8"))


@FUZZ
@given(data=mutated_bytes())
def test_mutated_rules_bytes(folder: Path, data: bytes) -> None:
    assert_checks_cleanly(folder, data)


@settings(FUZZ, max_examples=100)
@given(data=st.binary(max_size=300))
def test_random_bytes(folder: Path, data: bytes) -> None:
    assert_checks_cleanly(folder, data)


@settings(FUZZ, max_examples=100)
@given(words=st.lists(st.sampled_from(WORDS), max_size=40))
def test_random_words_after_a_header(folder: Path, words: list[str]) -> None:
    text = 'variant mutant "Mutant" extends backgammon\n' + " ".join(words) + "\n"
    assert_checks_cleanly(folder, text.encode("utf-8"))


@pytest.mark.parametrize("name", sorted(SOURCES))
def test_every_bundled_file_survives_every_single_line_deletion(folder: Path, name: str) -> None:
    """Exhaustive, not random: each bundled file with each one of its lines left out (a blank
    or comment line left out changes only the numbers of the lines after it: not tried)."""
    lines = SOURCES[name].split("\n")
    for i in range(len(lines)):
        if not lines[i].strip() or lines[i].lstrip().startswith("#"):
            continue
        assert_checks_cleanly(folder, "\n".join(lines[:i] + lines[i + 1:]).encode("utf-8"))
