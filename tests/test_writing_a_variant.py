"""docs/writing-a-variant.md stays true: its final rules file plays, and every example checks.

The tutorial's final file is the ```rules block after the marker comment; it must compile,
offer its option, and start a game. Every other ```rules block of the page is a valid rules
file too: a block that starts with ``variant`` as it stands, any other block as if it
followed ``variant example "Example" extends backgammon``. Blocks marked ``partial`` (the
tutorial's steps) and other languages (console output) are not checked.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import tavli
from tavli.language.load import check_file

DOC = Path(__file__).resolve().parent.parent / "docs" / "writing-a-variant.md"
MARKER = "<!-- the tutorial's final file: "
FENCE = re.compile(r"^```(?P<info>[^\n]*)\n(?P<body>.*?)^```\s*$", re.MULTILINE | re.DOTALL)
EXAMPLE_HEADER = 'variant example "Example" extends backgammon\n'


def blocks(info: str) -> list[tuple[int, str, str]]:
    """(line, info string, body) of every fenced block whose language is ``info``."""
    text = DOC.read_text(encoding="utf-8")
    return [
        (text.count("\n", 0, m.start()) + 1, m["info"].strip(), m["body"])
        for m in FENCE.finditer(text)
        if m["info"].split()[:1] == [info]
    ]


def final_file() -> tuple[str, str]:
    """The file name in the marker, and the block right after it."""
    text = DOC.read_text(encoding="utf-8")
    at = text.index(MARKER)
    name = text[at + len(MARKER):].split(" ", 1)[0]
    match = FENCE.search(text, at)
    assert match is not None and match["info"].strip() == "rules"
    return name, match["body"]


def test_the_tutorials_final_file_is_a_playable_variant(tmp_path: Path) -> None:
    name, body = final_file()
    path = tmp_path / name
    path.write_text(body, encoding="utf-8")
    assert check_file(path) == []
    variant = tavli.load_variant(path)
    assert variant.name == path.stem == "longgammon"
    # What the tutorial says the file means: Backgammon's rules, all 15 checkers on the 24.
    start = tavli.starting_position(variant)
    assert tavli.format_position(variant, start) == "X 24:15 | O 24:15 | X to roll"
    # 6-5 from there: two checkers move 6 and 5, or one moves 11.
    plays = tavli.plays(variant, start, (6, 5))
    assert {tavli.format_position(variant, p.position) for p in plays} == {
        "X 24:13 19:1 18:1 | O 24:15 | O to roll",
        "X 24:14 13:1 | O 24:15 | O to roll",
    }
    with_option = tavli.load_variant(path, ["automatic-doubles"])
    assert with_option.opening_ties == "double-the-stake"
    assert variant.opening_ties == "roll-again"


@pytest.mark.parametrize(
    ("line", "body"),
    [(line, body) for line, info, body in blocks("rules") if "partial" not in info.split()],
    ids=lambda value: str(value) if isinstance(value, int) else "",
)
def test_every_rules_example_checks(tmp_path: Path, line: int, body: str) -> None:
    text = body if body.lstrip().startswith(("variant", "#")) else EXAMPLE_HEADER + body
    name = re.search(r"^variant ([a-z0-9-]+)", text, re.MULTILINE)
    assert name is not None
    path = tmp_path / f"{name[1]}.rules"
    path.write_text(text, encoding="utf-8")
    problems = check_file(path)
    assert problems == [], f"docs/writing-a-variant.md line {line}:\n" + "\n".join(
        map(str, problems))


def test_the_tutorial_steps_add_up_to_the_final_file() -> None:
    """Each rule of the final file is introduced by one of the tutorial's steps."""
    _, final = final_file()
    steps = "\n".join(body for _, info, body in blocks("rules") if "partial" in info.split())

    def rules_of(text: str) -> set[str]:
        return {line.split("#")[0].strip() for line in text.splitlines()} - {""}

    assert rules_of(final) == rules_of(steps)
