"""The SVG board: every bundled game renders, the picture parses, and it holds every checker
where the position has it (read back from the picture, not from the code that drew it)."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import tavli
from tavli.cli.main import main
from tavli.game.decide import choices
from tavli.language.resources import bundled_variant_files
from tavli.model.position import Position
from tavli.model.variant import SIDE_NAMES, Variant
from tavli.pictures.board import Board

NS = {"svg": "http://www.w3.org/2000/svg"}


def _classes(element: ET.Element) -> set[str]:
    return set(element.get("class", "").split())


def read_picture(svg: str, names: tuple[str, ...] = SIDE_NAMES) -> dict[str, dict[str, int]]:
    """What the picture shows: per place (``p13``, ``bar:X``, ``off:O``, ...) how many
    checkers of each side (``names``) stand there, a stack's count label read as its size."""
    root = ET.fromstring(svg)
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    shown: dict[str, dict[str, int]] = {}
    for place in root.iter("{http://www.w3.org/2000/svg}g"):
        name = place.get("data-place")
        if name is None:
            continue
        counts = {key: 0 for side in names for key in (side, f"{side}-pinned")}
        for side in names:
            slabs = [e for e in place if f"side-{side}" in _classes(e) and "slab" in _classes(e)]
            counts[side] += len(slabs)
            checkers = [e for e in place if "checker" in _classes(e)
                        and e.get("data-side") == side]
            pinned = [c for c in checkers if "pinned" in _classes(c)]
            counts[f"{side}-pinned"] += len(pinned)
            standing = [c for c in checkers if "pinned" not in _classes(c)]
            labels = [t.text for c in standing for t in c.findall("svg:text", NS)]
            counts[side] += int(labels[0]) if labels else len(standing)
        shown[name] = counts
    return shown


def expected(variant: Variant, position: Position) -> dict[str, dict[str, int]]:
    if variant.sides > 2:
        return _expected_many(variant, position)
    places: dict[str, dict[str, int]] = {}
    size = variant.board.points
    pins = position.pinned or (0,) * size
    for point in range(1, size + 1):
        count, pinned = position.points[point - 1], pins[point - 1]
        places[f"p{point}"] = {"X": max(count, 0), "O": max(-count, 0),
                               "X-pinned": max(pinned, 0), "O-pinned": max(-pinned, 0)}
    for side, name in enumerate(SIDE_NAMES):
        for kind, counts in (("bar", position.bar), ("off", position.off),
                             ("hand", position.hand)):
            if kind == "hand" and not (variant.setup_hand or counts[side]):
                continue
            places[f"{kind}:{name}"] = {"X": 0, "O": 0, "X-pinned": 0, "O-pinned": 0}
            places[f"{kind}:{name}"][name] = counts[side]
    return places


def _expected_many(variant: Variant, position: Position) -> dict[str, dict[str, int]]:
    """Where more than two sides play: each point's men in their owner's colour; every
    side's bar, hand and off in its place (a half of the bar and a tray's lane shared)."""
    names = variant.side_names
    empty = {key: 0 for side in names for key in (side, f"{side}-pinned")}
    owners = position.owners or (0,) * variant.board.points
    places = {f"p{point}": {**empty, names[owners[point - 1]]: position.points[point - 1]}
              for point in range(1, variant.board.points + 1)}
    for side, name in enumerate(names):
        for kind, counts in (("bar", position.bar), ("off", position.off),
                             ("hand", position.hand)):
            if kind == "hand" and not (variant.setup_hands[side] or counts[side]):
                continue
            places[f"{kind}:{name}"] = {**empty, name: counts[side]}
    return places


def positions_of(variant: Variant, seed: int, moves: int = 30) -> list[Position]:
    """The start and the positions of a random game's first ``moves`` plays."""
    rng = random.Random(seed)
    position = tavli.new_game(variant)
    found = [tavli.starting_position(variant)]
    for _ in range(400):
        if position.is_over or len(found) > moves:
            break
        if position.phase == "opening":
            first = rng.randint(1, variant.faces)
            second = rng.choice([f for f in range(1, variant.faces + 1) if f != first])
            position = tavli.apply(variant, position, tavli.OpeningRoll(first, second))
        elif position.phase == "choose-opening":
            position = tavli.apply(variant, position, tavli.OpeningChoice(False))
        elif position.phase == "decide":
            made = tavli.Decide(position.rest[0].decision, choices(variant, position)[0])
            position = tavli.apply(variant, position, made)
        elif position.phase == "roll":
            roll = tuple(rng.randint(1, variant.faces) for _ in range(variant.dice))
            position = tavli.apply(variant, position, tavli.Roll(roll))
        elif position.phase == "choose-double":
            position = tavli.apply(variant, position, tavli.ChooseDouble(rng.randint(1, 6)))
        elif position.phase == "play":
            position = rng.choice(tavli.legal_plays(variant, position)).position
            found.append(position)
        else:  # a double to answer: no bot doubles here
            break
    return found


@pytest.mark.parametrize("name", sorted(bundled_variant_files()))
def test_every_bundled_game_renders_with_every_checker_in_place(name: str) -> None:
    variant = tavli.load_variant(name)
    for viewer in (0, 1):
        for position in positions_of(variant, seed=len(name) + viewer, moves=12):
            svg = Board(variant, position, viewer).svg()  # type: ignore[arg-type]
            shown = read_picture(svg, variant.side_names)
            assert shown == expected(variant, position), tavli.format_position(variant,
                                                                               position)
            for side in ("X", "O") if variant.sides == 2 else ():
                total = sum(counts[side] + counts[f"{side}-pinned"] for counts in shown.values())
                kept = position.checkers_of(0 if side == "X" else 1)
                assert total == kept, f"{name}: {side} shows {total} checkers"
                assert kept == variant.checkers or variant.hit_out


def test_the_start_of_backgammon_as_its_rules_describe_it() -> None:
    # BG-05: two on the 24 point, five on the 13, three on the 8, five on the 6, each side
    # in its own numbering; X's 24 point is O's 1 point.
    game = tavli.load_variant("backgammon")
    shown = read_picture(Board(game, tavli.starting_position(game)).svg())
    assert (shown["p24"]["X"], shown["p13"]["X"], shown["p8"]["X"], shown["p6"]["X"]) == \
        (2, 5, 3, 5)
    assert (shown["p1"]["O"], shown["p12"]["O"], shown["p17"]["O"], shown["p19"]["O"]) == \
        (2, 5, 3, 5)


def test_the_numbers_are_the_viewers_own() -> None:
    game = tavli.load_variant("backgammon")
    start = tavli.starting_position(game)
    for viewer, bottom_right in ((0, "1"), (1, "1")):
        root = ET.fromstring(Board(game, start, viewer).svg())  # type: ignore[arg-type]
        numbers = [t for t in root.iter("{http://www.w3.org/2000/svg}text")
                   if "point-number" in _classes(t)]
        rightmost_bottom = max((t for t in numbers if float(t.get("y", 0)) > 300),
                               key=lambda t: float(t.get("x", 0)))
        assert rightmost_bottom.text == bottom_right
        # the board point under that label is the viewer's own 1 point: X's is board 1,
        # O's (whose track runs 1..24) is board 24
        place = next(g for g in root.iter("{http://www.w3.org/2000/svg}g")
                 if g.get("data-own") == "1")
        assert place.get("data-place") == ("p1" if viewer == 0 else "p24")


def test_a_pinned_checker_is_drawn_under_its_pinner() -> None:
    game = tavli.load_variant("plakoto")
    # X's checker on his 13 point (board 13) under O's checker on O's 12 point (board 13)
    position = tavli.parse_position(game, "X 24:14 13:pinned | O 24:14 12:1 | O to roll")
    shown = read_picture(Board(game, position).svg())
    assert shown["p13"] == {"X": 0, "O": 1, "X-pinned": 1, "O-pinned": 0}


def test_a_play_is_drawn_as_arrows_and_the_cube_with_its_owner() -> None:
    game = tavli.load_variant("backgammon")
    before = tavli.parse_position(game, "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | "
                                  "X to play 3-1 | cube 2 O")
    play = next(p for p in tavli.legal_plays(game, before)
                if tavli.format_play(p.steps) == "8/5 6/5")
    root = ET.fromstring(Board.of_play(game, before, play).svg())
    arrows = [(a.get("data-from"), a.get("data-to")) for a in root.iter()
              if "arrow" in _classes(a)]
    assert sorted(arrows) == [("6", "5"), ("8", "5")]
    cube = next(e for e in root.iter() if "cube" in _classes(e))
    assert (cube.get("data-value"), cube.get("data-owner")) == ("2", "O")
    dice = [d.get("data-value") for d in root.iter() if "die" in _classes(d)]
    assert dice == ["3", "1"]


def test_a_board_shows_itself_in_jupyter() -> None:
    game = tavli.load_variant("fevga")
    board = tavli.Board(game, tavli.starting_position(game))
    assert board._repr_svg_() == board.svg()


def test_tavli_board_writes_an_svg_file(tmp_path: Path) -> None:
    out = tmp_path / "start.svg"
    assert main(["board", "race-gammon", "--viewer", "O", "--svg", str(out)]) == 0
    shown = read_picture(out.read_text())
    assert shown["hand:X"]["X"] == 15 and shown["hand:O"]["O"] == 15  # RG-02: all in hand


def test_tavli_board_draws_a_play(tmp_path: Path) -> None:
    out = tmp_path / "play.svg"
    assert main(["board", "backgammon", "--dice", "6", "5", "--play", "24/13",
                 "--svg", str(out)]) == 0
    assert 'class="arrow"' in out.read_text()


def test_tavli_board_refuses_a_bad_position(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["board", "backgammon", "--position", "X 24:99 | O | X to roll"]) == 1
    assert "tavli: error" in capsys.readouterr().err


def test_tavli_board_writes_a_png(tmp_path: Path) -> None:
    pytest.importorskip("cairosvg", reason="PNG output needs the png extra (CairoSVG)")
    out = tmp_path / "start.png"
    assert main(["board", "backgammon", "--png", str(out)]) == 0
    assert out.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")
