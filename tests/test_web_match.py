"""Match play and 'bear off for me' through the playground's API (tavli.web): a match to 3
with the cube and the Crawford game, the Tavli match's games in turn, and the whole play
offered at once where it only bears off.

The games are tiny races written as rules files (one or two men a side), so every outcome is
worked out by hand from Backgammon's rules: a dropped double scores the cube's value (1), a
game won with the loser's man still on the board is a gammon (2 points), and a man that starts
on its 12 point is never in reach of the other's (they start side by side and run apart)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi", reason="the playground needs the serve extra: "
                    "pip install 'tavli[serve,browser-tests]'")
pytest.importorskip("httpx", reason="the API tests need httpx (the browser-tests extra)")

from fastapi.testclient import TestClient

from tavli.game.match import apply_in_match, new_match
from tavli.game.opening import new_game
from tavli.game.score import score
from tavli.language.load import load_variant
from tavli.language.matches import load_rotation
from tavli.records import parse_records
from tavli.records.record import match_of
from tavli.web.app import create_app
from tavli.web.session import Session

# one man a side on its 12 point: no opening roll (at most 6 and 5) bears him off
SPRINT = 'variant sprint "Sprint" extends backgammon\ncheckers: 1\nsetup: 12:1\n'
# two men a side on the 1 point: any roll bears both off, the only play there is
HOME = 'variant home "Home" extends backgammon\ncheckers: 2\nsetup: 1:2\n'
# a man on the 6 point and one on the 1 point: no roll gives one board by bearing off alone
SPLIT = 'variant split "Split" extends backgammon\ncheckers: 2\nsetup: 6:1, 1:1\n'


@pytest.fixture(scope="module")
def client() -> TestClient:
    return TestClient(create_app(), raise_server_exceptions=False)


def post(client: TestClient, path: str, body: dict[str, Any] | None = None,
         status: int = 200) -> dict[str, Any]:
    response = client.post(path, json=body)
    assert response.status_code == status, response.text
    answer: dict[str, Any] = response.json()
    return answer


def play_first(client: TestClient, game: dict[str, Any]) -> dict[str, Any]:
    """The mover's play by its first offered clicks."""
    made: list[dict[str, Any]] = []
    state = game["play"]
    while not state["finished"]:
        made.append(state["next"][0])
        state = post(client, f"/api/games/{game['id']}/clicks", {"clicks": made})
    return post(client, f"/api/games/{game['id']}/play", {"clicks": made})


def test_a_match_to_3_with_the_cube_and_the_crawford_game(client: TestClient,
                                                          tmp_path: Path) -> None:
    game = post(client, "/api/games", {"rules": SPRINT, "bot": "hot-seat", "seed": 7,
                                       "match": 3}, 201)
    expected = {"X": 0, "O": 0}
    crawford_games = 0
    for number in range(1, 8):
        match = game["match"]
        assert match["length"] == 3 and match["game"] == number and match["score"] == expected
        assert match["winner"] is None and not match["over"] and match["title"] is None
        crawford = 2 in expected.values() and crawford_games == 0
        assert match["crawford"] == crawford
        assert game["play"] is not None and game["play"]["auto"] is None  # no bear-off yet
        opener = game["turn"]
        game = play_first(client, game)  # the opening play: no man home, the other's roll
        other = "O" if opener == "X" else "X"
        assert game["turn"] == other and game["phase"] == "roll"
        if crawford:  # no cube in the Crawford game: it is played out
            crawford_games += 1
            assert "double" not in game["choices"]
            refused = client.post(f"/api/games/{game['id']}/decide", json={"decision": "double"})
            assert refused.status_code == 400 and "Crawford game" in refused.json()["error"]
            while not game["result"]:
                assert "double" not in game["choices"]
                game = play_first(client, game) if game["play"] else \
                    post(client, f"/api/games/{game['id']}/decide", {"decision": "roll"})
            winner = game["result"][0]
            assert game["result"] == f"{winner} wins a gammon: 2 points"
            expected[winner] += 2
        else:  # the cube turned and dropped: a point to the doubler
            assert game["choices"] == ["roll", "double"]
            game = post(client, f"/api/games/{game['id']}/decide", {"decision": "double"})
            assert game["offer"] == {"side": other, "value": 2}
            game = post(client, f"/api/games/{game['id']}/decide", {"decision": "drop"})
            assert game["result"].startswith(f"{other} wins") and game["result"].endswith(
                ": 1 point")
            expected[other] += 1
        match = game["match"]
        assert match["score"] == expected and match["game"] == number
        if max(expected.values()) >= 3:
            assert match["over"] and match["winner"] == max(expected, key=expected.__getitem__)
            break
        assert match["next_crawford"] == (2 in expected.values() and crawford_games == 0)
        game = post(client, f"/api/games/{game['id']}/next")
    else:
        raise AssertionError("a match to 3 of one-point drops had not ended in 7 games")
    assert crawford_games == 1  # the first to 2 brings it, once
    over = client.post(f"/api/games/{game['id']}/next")
    assert over.status_code == 400 and "the match is over" in over.json()["error"]
    # the record holds every game of the match, each replayed under the match's rules
    records = parse_records(client.get(f"/api/games/{game['id']}/record").text)
    assert len(records) == game["match"]["game"]
    assert [r.match_length for r in records] == [3] * len(records)
    (tmp_path / "sprint.rules").write_text(SPRINT)
    sprint = load_variant(tmp_path / "sprint.rules")
    for record in records:
        position = new_game(sprint)
        for action in record.actions:
            position = apply_in_match(sprint, position, action, match_of(record, sprint))
        assert str(score(sprint, position)) == record.result


def test_a_match_waits_for_its_game_to_end(client: TestClient) -> None:
    game = post(client, "/api/games", {"rules": SPRINT, "bot": "hot-seat", "seed": 1,
                                       "match": 5}, 201)
    early = client.post(f"/api/games/{game['id']}/next")
    assert early.status_code == 400 and "the game is not over" in early.json()["error"]
    single = post(client, "/api/games", {"rules": SPRINT, "bot": "hot-seat", "seed": 1}, 201)
    assert single["match"] is None
    alone = client.post(f"/api/games/{single['id']}/next")
    assert alone.status_code == 400 and "not a match" in alone.json()["error"]


@pytest.mark.parametrize(("body", "status", "said"), [
    ({"variant": "backgammon", "match": 0}, 422, "match"),
    ({"variant": "el-mundo", "match": 3}, 400, "two sides"),
    ({"rotation": "nothing"}, 404, "unknown match"),
    ({"rotation": "tavli", "variant": "portes"}, 400, "rotation alone"),
])
def test_a_match_that_cannot_be_is_refused(client: TestClient, body: dict[str, Any],
                                           status: int, said: str) -> None:
    response = client.post("/api/games", json=body)
    assert response.status_code == status and said in response.json()["error"]


def test_the_tavli_match_plays_its_games_in_turn(client: TestClient) -> None:
    listed = {m["name"]: m for m in client.get("/api/matches").json()}
    tavli = listed["tavli"]  # variants/tavli.match: Portes, Plakoto, Fevga, to 5
    assert [g["name"] for g in tavli["games"]] == ["portes", "plakoto", "fevga"]
    assert tavli["points"] == 5 and tavli["winner_starts"]
    game = post(client, "/api/games", {"rotation": "tavli", "bot": "hot-seat", "seed": 2}, 201)
    assert game["variant"]["name"] == "portes"
    match = game["match"]
    assert match["title"] == "Tavli" and match["length"] == 5 and match["game"] == 1
    assert match["games"] == ["portes", "plakoto", "fevga"]
    shorter = post(client, "/api/games", {"rotation": "tavli", "match": 3}, 201)
    assert shorter["match"]["length"] == 3


def test_a_match_files_games_follow_in_turn_the_winner_starting(tmp_path: Path) -> None:
    (tmp_path / "home.rules").write_text(HOME)
    (tmp_path / "split.rules").write_text(SPLIT)
    (tmp_path / "pair.match").write_text('match pair "Pair"\nsource "a test"\n'
                                         "games: home, split\npoints: 5\n"
                                         "next game: the winner starts\n")
    rotation = load_rotation(tmp_path / "pair.match")
    first = rotation.games[0]
    session = Session(first, 0, 4, "hot-seat", match=new_match(first, 5), rotation=rotation)
    winner = session.position.turn  # the opening's: both his men come off at once
    session.play(session.clicks().bear_off_only() or [])
    assert session.match_now() is not None and session.match_now().score[winner] == 2
    session.next_game()
    assert session.variant.name == "split" and session.match is not None
    assert session.match.game == 2 and session.match.score[winner] == 2
    # the winner of the first game starts the second: on roll, no opening roll
    assert session.position.phase == "roll" and session.position.turn == winner
    assert [type(a).__name__ for a in session.actions] == ["Starts"]
    assert session.move_list() == [f"{'XO'[winner]} starts, the last game's winner"]
    assert len(session.records()) == 2


def test_bear_off_for_me_is_offered_only_where_bearing_off_is_all_there_is(
        client: TestClient) -> None:
    game = post(client, "/api/games", {"rules": HOME, "bot": "hot-seat", "seed": 3}, 201)
    auto = game["play"]["auto"]
    assert [c["target"] for c in auto] == ["off", "off"]  # both men off, by both dice
    assert sorted(c["die"] for c in auto) == sorted(game["play"]["dice"])
    done = post(client, f"/api/games/{game['id']}/play", {"clicks": auto})
    assert done["result"] == f"{game['turn']} wins a gammon: 2 points"
    split = post(client, "/api/games", {"rules": SPLIT, "bot": "hot-seat", "seed": 3}, 201)
    assert split["play"] is not None and split["play"]["auto"] is None
