"""Match files: several variants in turn (Tavli: Portes, Plakoto, Fevga), the winner of a game
starting the next, every game saved and replayed."""

from __future__ import annotations

from pathlib import Path

import pytest

from tavli.cli.main import main
from tavli.game.actions import OpeningRoll, Starts
from tavli.language.matches import load_rotation
from tavli.model.errors import RulesError
from tavli.players.bots import RandomBot, seat_seed
from tavli.players.driver import play_match
from tavli.records import GameRecord, replay


def test_tavli_is_portes_plakoto_fevga_to_five_the_winner_starting() -> None:
    # Wikipedia, "Tavli": the three games in turn, the winner of each starting the next.
    tavli_match = load_rotation("tavli")
    assert [g.name for g in tavli_match.games] == ["portes", "plakoto", "fevga"]
    assert (tavli_match.points, tavli_match.winner_starts) == (5, True)
    assert [tavli_match.game(n).name for n in (1, 2, 3, 4)] == [
        "portes", "plakoto", "fevga", "portes"]


def test_a_match_plays_the_games_in_turn_and_the_winner_starts_the_next() -> None:
    rotation = load_rotation("tavli")
    players = (RandomBot(seat_seed(11, 0)), RandomBot(seat_seed(11, 1)))
    result = play_match(rotation.games[0], players, rotation.points, seed=11,
                        rotation=rotation.games, winner_starts=True)
    assert result.final.is_over and max(result.final.score) >= rotation.points
    previous = None
    for number, (state, game) in enumerate(result.games, start=1):
        variant = rotation.game(number)
        first = game.actions[0]
        if previous is None:
            assert isinstance(first, OpeningRoll)
        else:
            assert first == Starts(previous.score.winner)
        record = GameRecord(variant=variant.name, actions=list(game.actions),
                            match_length=state.length, match_score=state.score)
        assert replay(record)[-1][1] == game.final
        previous = game


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "m.match"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("text", "line", "column", "words"),
    [
        ('match m "M"\ngames: portes, nardy\n', 2, 1, "unknown variant 'nardy'"),
        ('match m "M"\ngames: portes\npoints: 0\n', 3, 1, "minimum of 1"),
        ('match m "M"\ngames portes\n', 2, 7, "expected ':'"),
        ('match m "M"\ngames: portes\ngames: fevga\n', 3, 1, "stated twice"),
    ],
)
def test_a_bad_match_file_is_an_error_at_its_line(
    tmp_path: Path, text: str, line: int, column: int, words: str
) -> None:
    with pytest.raises(RulesError) as caught:
        load_rotation(write(tmp_path, text))
    assert caught.value.spot is not None
    assert (caught.value.spot.line, caught.value.spot.column) == (line, column)
    assert words in str(caught.value)


def test_the_command_line_checks_and_plays_a_match(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    root = Path(__file__).resolve().parent.parent
    assert main(["check", str(root / "variants" / "tavli.match")]) == 0
    saved = tmp_path / "games.txt"
    assert main(["selfplay", "tavli", "-n", "2", "--seed", "4", "--bot", "random",
                 "--save", str(saved)]) == 0
    out = capsys.readouterr().out
    assert "tavli: 2 matches to 5 points" in out
    assert main(["replay", str(saved)]) == 0
    assert "starts" in saved.read_text(encoding="utf-8")
