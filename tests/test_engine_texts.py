"""The kernel's texts are the notation modules' own (issue 9): play texts and the native
notation's sides, written in C for the oracle's speed, compared with the Python reference
on every play of random games of every bundled variant, and on hand-made edge cases."""

from __future__ import annotations

import random

import pytest

import tavli
from searches import Stride
from tavli.game import engine
from tavli.game.decide import choices
from tavli.game.movegen import Place, Step
from tavli.game.play_text import _format, format_play
from tavli.game.position_text import _side_text_py

pytestmark = pytest.mark.skipif(not engine.kernel_built(), reason="the kernel is not built")
kernel = engine._kernel


def side_texts(variant: tavli.Variant, position: tavli.Position) -> tuple[str, str]:
    args = (position.points, position.hand, position.bar, position.off, position.pinned)
    ours = tuple(kernel.side_text(variant.tracks[s], *args, s) for s in (0, 1))
    theirs = tuple(_side_text_py(variant.tracks[s], *args, s) for s in (0, 1))  # type: ignore[arg-type]
    return ours, theirs  # type: ignore[return-value]


@pytest.mark.parametrize("name", sorted(tavli.bundled_variants()))
def test_every_play_and_position_of_random_games_reads_the_same(name: str) -> None:
    variant = tavli.load_variant(name)
    # the kernel leaves a point numbered 26 or more to the Python writer (None), and writes
    # no play of a track that long from its step bytes; nor a step that stays on its point (a
    # pile laid down or raised), which Python writes apart
    long = len(variant.tracks[0]) >= 26 or bool(variant.stack_states)
    on_kernel = engine.path(variant) == "kernel" and not long
    for seed in range(3):
        rng = random.Random(seed)
        position = tavli.new_game(variant)
        stride = Stride()
        for _ in range(400):
            if position.is_over:
                break
            if position.phase == "play":
                checked = tavli.legal_plays(variant, position) if stride.due() else []
                if checked:
                    stride.count(len(checked))
                for play in checked:
                    # from the play's step bytes, before its steps are built
                    direct = [kernel.text_of_play(play, e) for e in (False, True)]
                    assert (direct[0] is not None) == on_kernel
                    for expanded in (False, True):
                        text = _format(play.steps, expanded)
                        if not any(step.origin == "take" for step in play.steps):
                            # (the kernel has no word for a take, take/2: Python writes it)
                            assert kernel.format_play(play.steps, expanded) in (
                                (text, None) if long else (text,))
                        assert direct[expanded] in (text, None)
                    if variant.sides == 2:  # (more sides: counts with owners, Python's text)
                        ours, theirs = side_texts(variant, play.position)
                        assert ours == theirs
                position = rng.choice(tavli.legal_plays(variant, position)).position
                continue
            action: tavli.Action
            match position.phase:
                case "opening":
                    action = tavli.OpeningRoll(rng.randint(1, 6), rng.randint(1, 6))
                case "roll":
                    action = tavli.Roll(tuple(rng.randint(1, variant.faces)
                                              for _ in range(variant.dice)))
                case "choose-double":
                    action = tavli.ChooseDouble(rng.randint(1, 6))
                case "choose-opening":
                    action = tavli.OpeningChoice(roll_again=False)
                case "decide":
                    action = tavli.Decide(position.rest[0].decision,
                                          choices(variant, position)[0])
                case _:
                    action = tavli.Take()
            position = tavli.apply(variant, position, action)


HAND_MADE = [
    (),
    (Step(24, 18, 6), Step(18, 13, 5)),
    (Step(8, 5, 3), Step(6, 5, 1)),
    (Step(13, 11, 2), Step(13, 11, 2), Step(6, 4, 2), Step(6, 4, 2)),
    (Step("bar", 22, 3, True), Step(22, 16, 6, True)),
    (Step("hand", 21, 4), Step("hand", 21, 4), Step(21, 17, 4), Step(6, "off", 6)),
    (Step(6, "off", 6), Step(3, "off", 5)),
    (Step(8, 2, 6, True), Step(13, 8, 5)),
    (Step(24, 20, 4), Step(20, 16, 4), Step(24, 20, 4), Step(20, 16, 4)),
    (Step(13, 9, 4), Step(9, 5, 4, True), Step(13, 9, 4), Step(6, 2, 4)),
]


@pytest.mark.parametrize("steps", HAND_MADE)
def test_hand_made_plays_read_the_same(steps: tuple[Step, ...]) -> None:
    for expanded in (False, True):
        assert kernel.format_play(steps, expanded) == _format(steps, expanded)


def test_points_numbered_like_bar_and_hand_are_written_as_numbers() -> None:
    """On a track of 26 points or more, points 26 and 27 are points, not bar and hand (the
    kernel's own ranks for them): the kernel leaves such plays to the Python writer."""
    steps = (Step(26, 20, 6, True), Step(27, 21, 6))
    assert kernel.format_play(steps, False) is None
    assert format_play(steps) == "27/21 26/20*"
    assert format_play(steps, expanded=True) == "27/21 26/20*"


def _cells(place: Place, length: int) -> int:
    """A place as a cell of the mover's view: bar -2, hand -1, off ``length``, point p
    ``length - p`` (the kernel's step bytes)."""
    if isinstance(place, int):
        return length - place
    return {"bar": -2, "hand": -1, "off": length}[place]


def _shifted(place: Place) -> Place:
    return place if isinstance(place, str) else place - 12


@pytest.mark.parametrize("steps", HAND_MADE)
@pytest.mark.parametrize("length", [24, 12])
def test_hand_made_plays_read_the_same_from_step_bytes(
        steps: tuple[Step, ...], length: int) -> None:
    if length == 12:  # the same plays on a shorter track, moved into its range
        steps = tuple(s._replace(origin=_shifted(s.origin), target=_shifted(s.target))
                      for s in steps if all(isinstance(p, str) or p > 12 for p in s[:2]))
    raw = bytes(b & 0xFF for s in steps
                for b in (_cells(s.origin, length), _cells(s.target, length), s.die, s.hit))
    for expanded in (False, True):
        assert kernel.play_text(raw, length, expanded) == _format(steps, expanded)


def test_step_bytes_off_the_track_are_refused() -> None:
    with pytest.raises(ValueError):
        kernel.play_text(bytes([0, 30, 6, 0]), 24)
    with pytest.raises(ValueError):
        kernel.play_text(bytes([0, 6, 6]), 24)
    with pytest.raises(ValueError):
        kernel.play_text(bytes([0, 6, 6, 0]), 26)  # point 26 would read as the bar


def test_a_side_with_hand_bar_pins_and_off_reads_the_same() -> None:
    variant = tavli.load_variant("plakoto")
    position = tavli.parse_position(variant, "X 24:10 13:pinned off:4 | O 24:14 12:1 | X to roll")
    ours, theirs = side_texts(variant, position)
    assert ours == theirs
    game = tavli.load_variant("tabula")
    position = tavli.parse_position(game, "X hand:3 bar:1 13:5 1:2 off:4 | O hand:15 | O to roll")
    ours, theirs = side_texts(game, position)
    assert ours == theirs


def test_only_a_play_the_kernel_made_is_read_from_its_step_bytes() -> None:
    variant = tavli.load_variant("backgammon")
    position = tavli.parse_position(variant, "start")
    position = tavli.apply(variant, position, tavli.Roll((6, 5)))
    before = engine.use_reference(True)
    try:
        reference = tavli.legal_plays(variant, position)
    finally:
        engine.use_reference(before)
    assert reference and all(kernel.text_of_play(p) is None for p in reference)
    assert kernel.text_of_play("24/18 13/8") is None
    made = tavli.legal_plays(variant, position)
    assert sorted(kernel.text_of_play(p) for p in made) == sorted(
        _format(p.steps, False) for p in reference)


def test_the_kernel_s_position_ids_are_the_notation_s() -> None:
    """gnubg_position_id (the oracle's writer) against tavli.notation.gnubg.position_id of
    the side boards, for both movers, on every position of random games; and None (the
    Python path, which says why) where a Position ID cannot be written."""
    from tavli.notation.gnubg import position_id
    from tavli.notation.standard import side_boards

    game = tavli.load_variant("backgammon")
    rng = random.Random(5)
    seen = 0
    for _ in range(4):
        position = tavli.new_game(game)
        while not position.is_over:
            if position.phase == "play":
                boards = side_boards(game, position, "gnubg")
                for mover in (0, 1):
                    assert kernel.gnubg_position_id(position.points, position.bar, mover) \
                        == position_id(boards[1 - mover], boards[mover])
                    seen += 1
                position = rng.choice(tavli.legal_plays(game, position)).position
            else:
                position = tavli.apply(game, position, tavli.Roll((rng.randint(1, 6),
                                                                   rng.randint(1, 6)))) \
                    if position.phase == "roll" else tavli.apply(
                        game, position, tavli.OpeningRoll(rng.randint(1, 5), 6))
    assert seen > 200
    assert kernel.gnubg_position_id((0,) * 23 + (31,), (0, 0), 0) is None  # 81 bits
    assert kernel.gnubg_position_id((0,) * 24, (-1, 0), 0) is None
    assert kernel.gnubg_position_id(tavli.starting_position(game).points, (0, 0), 0) == \
        "4HPwATDgc/ABMA"  # GNU Backgammon's manual: the starting position
