"""A play made click by click (the playground's way) reaches exactly the legal plays: every
legal play can be clicked, and no sequence of offered clicks finishes anything else."""

from __future__ import annotations

import random

import pytest

import tavli
from tavli.game.decide import choices
from tavli.game.position_text import format_position
from tavli.game.turn import legal_plays
from tavli.language.resources import bundled_variant_files
from tavli.model.errors import IllegalPlayError
from tavli.model.position import Position
from tavli.web.clicks import Click, Clicks

#: Every bundled game: the clicks walk the reference generator's own steps, with whatever
#: marks its search adds to a view (Tavla's stopped hitters once broke them).
GAMES = sorted(bundled_variant_files())


def reachable(clicks: Clicks) -> set[str]:
    """Every play finished by following offered clicks (the positions it leads to)."""
    finished: set[str] = set()
    seen: set[tuple[str, tuple[int, ...]]] = set()

    def walk(made: list[Click]) -> None:
        board = clicks.board(made)
        key = (format_position(clicks.variant, board), board.dice)
        if key in seen:
            return
        seen.add(key)
        play = clicks.finished(made)
        if play is not None:
            finished.add(format_position(clicks.variant, play.position))
        for nxt in clicks.next_clicks(made):
            walk([*made, nxt])

    walk([])
    return finished


def sample_positions(name: str, count: int, seed: int) -> list[Position]:
    """Positions waiting for a play, from random games."""
    variant = tavli.load_variant(name)
    rng = random.Random(seed)
    found: list[Position] = []
    while len(found) < count:
        position = tavli.new_game(variant)
        for _ in range(300):
            if position.is_over or len(found) >= count:
                break
            match position.phase:
                case "opening":
                    a = rng.randint(1, variant.faces)
                    b = rng.choice([f for f in range(1, variant.faces + 1) if f != a])
                    position = tavli.apply(variant, position, tavli.OpeningRoll(a, b))
                case "choose-opening":
                    position = tavli.apply(variant, position, tavli.OpeningChoice(False))
                case "decide":
                    made = tavli.Decide(position.rest[0].decision, choices(variant, position)[0])
                    position = tavli.apply(variant, position, made)
                case "roll":
                    roll = tuple(rng.randint(1, variant.faces) for _ in range(variant.dice))
                    position = tavli.apply(variant, position, tavli.Roll(roll))
                case "choose-double":
                    position = tavli.apply(variant, position,
                                           tavli.ChooseDouble(rng.randint(1, 6)))
                case "play":
                    if rng.random() < 0.3:
                        found.append(position)
                    position = rng.choice(legal_plays(variant, position)).position
                case _:
                    break
    return found


@pytest.mark.parametrize("name", GAMES)
def test_clicks_reach_exactly_the_legal_plays(name: str) -> None:
    variant = tavli.load_variant(name)
    for position in sample_positions(name, 4, seed=len(name)):
        expected = {format_position(variant, p.position) for p in legal_plays(variant, position)}
        assert reachable(Clicks(variant, position)) == expected, \
            format_position(variant, position)


def test_a_checker_moved_by_both_dice_passes_an_open_point() -> None:
    # BG-11: 6-5 from the start: 24/18/13 is one play; the 5 first (24/19) lands on O's
    # 6 point (five checkers), which is closed, so only the 6 may go first from the 24.
    game = tavli.load_variant("backgammon")
    position = tavli.start_turn(game, tavli.starting_position(game), (6, 5))
    moves = Clicks(game, position)
    firsts = {(c.origin, c.target) for c in moves.next_clicks([]) if c.origin == "p24"}
    assert firsts == {("p24", "p18")}
    after = moves.next_clicks([Click("p24", "p18", 6)])
    assert Click("p18", "p13", 5) in after
    play = moves.finished([Click("p24", "p18", 6), Click("p18", "p13", 5)])
    assert play is not None and tavli.format_play(play.steps) == "24/13"


def test_a_click_toward_no_legal_play_is_refused() -> None:
    game = tavli.load_variant("backgammon")
    position = tavli.start_turn(game, tavli.starting_position(game), (6, 5))
    with pytest.raises(IllegalPlayError, match="does not lead to a legal play"):
        Clicks(game, position).next_clicks([Click("p24", "p19", 5)])


def test_the_larger_die_must_be_played_when_only_one_can() -> None:
    # BG-14, SN-07: X's last checker outside home on his 13 point, O holding X's 2 point.
    # 6-5: 13/7 or 13/8 alone is possible (7/2 and 8/2 are closed), never both dice, so the
    # larger, the 6, must be played: 13/7 is the only first click and the whole play.
    game = tavli.load_variant("backgammon")
    position = tavli.parse_position(game, "X 13:1 off:14 | O 23:2 off:13 | X to play 6-5")
    moves = Clicks(game, position)
    assert moves.next_clicks([]) == [Click("p13", "p7", 6)]
    play = moves.finished([Click("p13", "p7", 6)])
    assert play is not None and tavli.format_play(play.steps) == "13/7"
