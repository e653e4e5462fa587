"""The playground's JSON API, through the framework's test client: whole games by clicks,
the rules check, the explorer, and clear 4xx answers to bad requests (never a 500)."""

from __future__ import annotations

import re
from typing import Any

import pytest

pytest.importorskip("fastapi", reason="the playground needs the serve extra: "
                    "pip install 'tavli[serve,browser-tests]'")
pytest.importorskip("httpx", reason="the API tests need httpx (the browser-tests extra)")

from fastapi.testclient import TestClient

import tavli
from tavli.language.resources import bundled_variant_files
from tavli.records import parse_records, replay
from tavli.records.mat import parse_mat
from tavli.web.app import create_app


@pytest.fixture(scope="module")
def client() -> TestClient:
    return TestClient(create_app(), raise_server_exceptions=False)


def play_out(client: TestClient, game: dict[str, Any], limit: int = 3000) -> dict[str, Any]:
    """Play the person's side to the end: roll, take, play the opening numbers, the
    highest double, and each play by its first offered clicks."""
    for _ in range(limit):
        if game["result"]:
            return game
        gid = game["id"]
        if game["play"] is not None:
            made: list[dict[str, Any]] = []
            state = game["play"]
            while not state["finished"]:
                made.append(state["next"][0])
                response = client.post(f"/api/games/{gid}/clicks", json={"clicks": made})
                assert response.status_code == 200, response.text
                state = response.json()
            response = client.post(f"/api/games/{gid}/play", json={"clicks": made})
        else:
            choices = game["choices"]
            assert choices, f"the game waits for nobody: {game['waiting_for']}"
            for decision in ("roll", "take", "play-opening", "choose-double", "decide"):
                if decision in choices:
                    body: dict[str, Any] = {"decision": decision}
                    if decision == "choose-double":
                        body["number"] = 6
                    if decision == "decide":  # the first choice offered (DC-05)
                        body["choice"] = game["decide_choices"][0]
                    break
            response = client.post(f"/api/games/{gid}/decide", json=body)
        assert response.status_code == 200, response.text
        game = response.json()
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("name", ["backgammon", "race-gammon", "acey-deucey"])
def test_a_whole_game_by_clicks_and_its_record_replays(client: TestClient, name: str) -> None:
    response = client.post("/api/games", json={"variant": name, "seed": 11, "bot": "random"})
    assert response.status_code == 201, response.text
    game = play_out(client, response.json())
    assert game["result"].startswith(("X wins", "O wins"))
    text = client.get(f"/api/games/{game['id']}/record").text
    record, = parse_records(text)
    steps = replay(record)  # checks every action and the result line
    variant = tavli.load_variant(name)
    assert tavli.format_position(variant, steps[-1][1]) == game["position"]


# the whole family I (issue 21): each of its games plays to its end in the playground too
FAMILY_I = ["cab-e-quinal", "contrare-puff", "fallas", "garanguet", "imperial",
            "jacquet-de-versailles", "kotra", "lange-puff", "laquet", "ludus-anglicorum",
            "myles", "provincial", "quinze-tablas", "seys-dos-y-as", "shuanglu", "ssang-ryouk",
            "tourne-case", "verquere"]


# the whole family II (issue 22): the games of other boards
FAMILY_II = ["ludus-lombardorum", "medio-emperador", "paumecary", "xii-scripta"]


# wins by an arrangement (issue 25)
ARRANGEMENTS = ["emperador", "schuster", "los-doze-canes", "svensk-bradspel"]


# stacked men and stages (issue 25): they play on the reference path, not the kernel
STACKED = ["yahoudieh", "ofanfelling", "kiz-tavlasi", "doblet", "dubblets", "tables-rabbatuees"]


# more than two sides (issue 23): the person against a bot in each other seat
# (Sixe-Ace with six players plays the five-player game's rules with one more seat: one of
# them is enough here, at over a thousand clicks a game)
SIDES = ["el-mundo", "sixe-ace"]


# a take the dice owe, each side on his own table (issue 25)
DUTIES = ["ketch-dolt"]
# scoring during play (issue 24): the running score in the position, on the reference path
SCORING = ["tokkadille", "julbahar", "grand-trictrac", "trictrac", "piprjall"]


@pytest.mark.parametrize("name", FAMILY_I + FAMILY_II + ARRANGEMENTS + STACKED + SIDES + DUTIES
                         + SCORING)
def test_each_game_of_the_family_i_plays_to_its_end_by_clicks(client: TestClient,
                                                               name: str) -> None:
    response = client.post("/api/games", json={"variant": name, "seed": 5, "bot": "random"})
    assert response.status_code == 201, response.text
    game = play_out(client, response.json())
    assert game["result"]
    record, = parse_records(client.get(f"/api/games/{game['id']}/record").text)
    replay(record)  # every action and the result line, checked again


def test_the_bots_last_play_is_drawn_as_arrows(client: TestClient) -> None:
    game = client.post("/api/games", json={"variant": "backgammon", "seed": 11,
                                           "bot": "random"}).json()
    bot = "O" if game["human"] == "X" else "X"
    for _ in range(20):
        last = game["moves"][-1]
        if last.startswith(f"{bot}: ") and " no move" not in last and game["play"] is None \
                and "roll" in game["choices"] and not last.startswith(f"{bot}: roll"):
            assert 'class="arrow"' in game["svg"], last
            return
        if "roll" in game["choices"]:
            game = client.post(f"/api/games/{game['id']}/decide", json={"decision": "roll"}).json()
        elif game["play"] is not None:
            made: list[dict[str, Any]] = []
            state = game["play"]
            while not state["finished"]:
                made.append(state["next"][0])
                state = client.post(f"/api/games/{game['id']}/clicks",
                                    json={"clicks": made}).json()
            game = client.post(f"/api/games/{game['id']}/play", json={"clicks": made}).json()
        else:
            break
    raise AssertionError("the bot made no play to draw")


def test_the_person_may_play_o(client: TestClient) -> None:
    game = client.post("/api/games", json={"variant": "hypergammon", "human": "O", "seed": 2,
                                           "bot": "random", "options": ["plain-reroll"]}).json()
    assert game["human"] == "O"
    game = play_out(client, game)
    assert game["result"]
    # the finished game as a .mat match: read back (every move replayed), the same result
    assert game["mat_refusal"] is None
    response = client.get(f"/api/games/{game['id']}/record.mat")
    assert response.headers["content-disposition"].endswith('.mat"')
    record, = parse_mat(response.text)
    assert record.variant == "hypergammon" and record.result == game["result"]


def test_the_person_may_take_any_side_of_a_game_of_four(client: TestClient) -> None:
    """El Mundo's four sides: the person plays Z (the last to play in its order) against
    three bots, to the end; a side the game does not have is refused."""
    listed = {v["name"]: v for v in client.get("/api/variants").json()}
    assert listed["el-mundo"]["side_names"] == ["X", "O", "Y", "Z"]
    assert listed["backgammon"]["side_names"] == ["X", "O"]
    game = client.post("/api/games", json={"variant": "el-mundo", "human": "Z", "seed": 3,
                                           "bot": "random"}).json()
    assert game["human"] == "Z" and game["people"] == ["Z"]
    game = play_out(client, game)
    assert game["result"] and any(line.startswith("Z: play ") for line in game["moves"])
    refused = client.post("/api/games", json={"variant": "backgammon", "human": "Y"})
    assert refused.status_code == 400 and "sides are X, O" in refused.json()["error"]


def test_people_take_every_side_at_one_screen(client: TestClient) -> None:
    game = client.post("/api/games", json={"variant": "hypergammon", "seed": 4,
                                           "bot": "hot-seat"}).json()
    assert game["people"] == ["X", "O"]
    assert game["play"] is not None or game["choices"]  # the first mover waits: no bot here
    game = play_out(client, game)  # the person's decisions for both sides
    record, = parse_records(client.get(f"/api/games/{game['id']}/record").text)
    assert record.players == ("you", "you")
    replay(record)


def test_a_game_the_mat_text_cannot_hold_says_why(client: TestClient) -> None:
    game = client.post("/api/games", json={"variant": "plakoto", "seed": 1}).json()
    assert game["mat_refusal"] is None  # said once the game is over
    response = client.get(f"/api/games/{game['id']}/record.mat")
    assert response.status_code == 400 and response.json()["code"] == "bad-record"
    assert "holds backgammon" in response.json()["error"]


@pytest.mark.parametrize("bot", ["strong", "rollout"])
def test_the_stronger_bots_play_in_the_playground(client: TestClient, bot: str) -> None:
    game = client.post("/api/games", json={"variant": "hypergammon", "seed": 3,
                                           "bot": bot}).json()
    assert play_out(client, game)["result"]
    record, = parse_records(client.get(f"/api/games/{game['id']}/record").text)
    replay(record)  # every action of the bot's is legal


def test_a_bot_the_playground_does_not_offer_is_refused(client: TestClient) -> None:
    response = client.post("/api/games", json={"variant": "backgammon", "bot": "gnubg"})
    assert response.status_code == 422


def test_a_pasted_rules_file_is_played(client: TestClient) -> None:
    text = ('variant tiny "Tiny" extends backgammon\n'
            "checkers: 3\nsetup: 3:3\n")
    game = client.post("/api/games", json={"rules": text, "seed": 5, "bot": "random"}).json()
    assert game["variant"]["title"] == "Tiny"
    assert play_out(client, game)["result"]


def test_the_rules_check_marks_line_and_column(client: TestClient) -> None:
    text = bundled_variant_files()["backgammon"].read_text()
    lines = text.splitlines()
    number = next(i for i, line in enumerate(lines, start=1) if line.startswith("checkers:"))
    broken = text.replace("checkers: 15", "chekers: 15")
    answer = client.post("/api/check", json={"text": broken}).json()
    assert answer["ok"] is False
    problem, = answer["problems"]
    assert (problem["line"], problem["column"]) == (number, 1)
    assert "checkers" in problem["message"]
    fine = client.post("/api/check", json={"text": text}).json()
    assert fine["ok"] is True and fine["variant"]["name"] == "backgammon"


def test_the_rules_check_marks_every_problem_at_once(client: TestClient) -> None:
    text = ('variant two "Two" extends backgammon\n'
            "chekers: 15\nblocked by 0\n")
    answer = client.post("/api/check", json={"text": text}).json()
    assert answer["ok"] is False
    assert [(p["line"], p["column"], p["code"]) for p in answer["problems"]] == [
        (2, 1, "rules-syntax"), (3, 1, "rules-schema")]


def test_the_explorer_reads_a_gnubg_id_and_lists_the_plays(client: TestClient) -> None:
    answer = client.post("/api/explore", json={
        "variant": "backgammon", "format": "gnubg", "position": "4HPwATDgc/ABMA:cAkAAAAAAAAE",
        "dice": [3, 1]}).json()
    variant = tavli.load_variant("backgammon")
    start = tavli.starting_position(variant)
    expected = {tavli.format_play(p.steps) for p in tavli.plays(variant, start, (3, 1))}
    assert {p["play"] for p in answer["plays"]} == expected
    assert "8/5 6/5" in expected
    assert set(answer["notations"]) == {"native", "gnubg", "xgid", "fibs"}
    drawn = client.post("/api/board", json={"variant": "backgammon", "position":
                                            answer["position"], "play": "8/5 6/5"}).json()
    assert drawn["svg"].count('class="arrow"') == 2


BAD = [
    ("post", "/api/games", {"variant": "no-such-game"}, 404),
    ("post", "/api/games", {}, 400),
    ("post", "/api/games", {"variant": "backgammon", "rules": "x"}, 400),
    ("post", "/api/games", {"variant": "../../etc/passwd"}, 404),
    ("post", "/api/games", {"variant": "backgammon", "options": ["no-such-option"]}, 400),
    ("post", "/api/games", {"variant": "backgammon", "human": "Z"}, 400),  # not its side
    ("post", "/api/games", {"variant": "backgammon", "human": "xo"}, 422),  # not a side
    ("post", "/api/games", {"variant": "backgammon", "seed": -1}, 422),
    ("post", "/api/games", {"rules": "variant broken"}, 400),
    ("post", "/api/games", "not json", 422),
    ("get", "/api/games/999999", None, 404),
    ("post", "/api/games/999999/decide", {"decision": "roll"}, 404),
    ("get", "/api/variants/nope/rules", None, 404),
    ("post", "/api/explore", {"variant": "backgammon", "position": "X 24:99 | O | X to roll"},
     400),
    ("post", "/api/explore", {"variant": "race-gammon", "format": "gnubg",
                              "position": "4HPwATDgc/ABMA:cAkAAAAAAAAE"}, 400),
    ("post", "/api/explore", {"variant": "backgammon", "dice": [7, 1]}, 400),
    ("post", "/api/board", {"variant": "backgammon", "dice": [6, 5], "play": "24/1"}, 400),
    ("post", "/api/check", {"text": 5}, 422),
]


@pytest.mark.parametrize(("method", "path", "body", "status"), BAD)
def test_bad_requests_get_a_clear_4xx(client: TestClient, method: str, path: str,
                                      body: Any, status: int) -> None:
    if isinstance(body, str):
        response = client.post(path, content=body,
                               headers={"Content-Type": "application/json"})
    elif method == "post":
        response = client.post(path, json=body)
    else:
        response = client.get(path)
    assert response.status_code == status, response.text
    answer = response.json()
    assert answer["error"] and "Traceback" not in answer["error"]


def test_decisions_out_of_turn_are_refused(client: TestClient) -> None:
    game = client.post("/api/games", json={"variant": "backgammon", "seed": 1}).json()
    gid = game["id"]
    wrong = "take" if "roll" in game["choices"] else "roll"
    response = client.post(f"/api/games/{gid}/decide", json={"decision": wrong})
    assert response.status_code == 400
    assert "not possible now" in response.json()["error"]
    response = client.post(f"/api/games/{gid}/play", json={"clicks": []})
    assert response.status_code == 400


def test_the_api_is_described_by_openapi(client: TestClient) -> None:
    schema = client.get("/openapi.json").json()
    for path in ("/api/variants", "/api/check", "/api/games", "/api/games/{game}/clicks",
                 "/api/games/{game}/play", "/api/explore", "/api/board"):
        assert path in schema["paths"]


def test_the_page_and_its_files_are_served(client: TestClient) -> None:
    page = client.get("/")
    assert page.status_code == 200 and "tavli playground" in page.text
    assert client.get("/static/app.js").status_code == 200
    assert client.get("/static/style.css").status_code == 200
    assert client.get("/static/board.js").status_code == 200


def test_the_explorer_refuses_a_position_that_cannot_happen(client: TestClient) -> None:
    answer = client.post("/api/explore", json={
        "variant": "backgammon", "format": "native", "dice": [3, 1],
        "position": "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to roll | cube 1024 O"})
    assert answer.status_code == 400
    assert "goes no higher than 64" in answer.json()["error"]


def test_the_board_picture_refuses_a_position_that_cannot_happen(client: TestClient) -> None:
    answer = client.post("/api/board", json={
        "variant": "backgammon", "format": "xgid",
        "position": "XGID=-b----E-C---eE---c-e----B-:9:0:1:00:0:0:0:0:10"})  # cube 2^9
    assert answer.status_code == 400
    assert "goes no higher than 64" in answer.json()["error"]


@pytest.mark.parametrize("path", ["/no-such-page", "/api/no-such-thing", "/static/nope.js"])
def test_an_unknown_route_gets_the_documented_error(client: TestClient, path: str) -> None:
    response = client.get(path)
    assert response.status_code == 404
    answer = response.json()
    assert set(answer) == {"error", "code"} and answer["code"] == "not-found"
    assert path in answer["error"]


def test_the_site_works_offline_with_its_icon(client: TestClient) -> None:
    icon = client.get("/favicon.ico")
    assert icon.status_code == 200 and icon.headers["content-type"].startswith("image/")
    # no page of the playground loads anything from another host (the API pages included)
    for path in ("/", "/docs"):
        page = client.get(path)
        assert page.status_code in (200, 404)
        assert not re.findall(r'(?:src|href)="(?:https?:)?//', page.text), path


def test_a_roll_the_person_cannot_play_is_reported(client: TestClient) -> None:
    game = client.post("/api/games", json={"variant": "backgammon", "seed": 37,
                                           "bot": "random"}).json()
    assert game["missed"] is None
    made: list[dict[str, Any]] = []
    state = game["play"]  # the opening 6-5: 24/18 13/8, then O's 6/1* hits X's blot
    while not state["finished"]:
        made.append(state["next"][0])
        state = client.post(f"/api/games/{game['id']}/clicks", json={"clicks": made}).json()
    client.post(f"/api/games/{game['id']}/play", json={"clicks": made})
    game = client.post(f"/api/games/{game['id']}/decide", json={"decision": "roll"}).json()
    # 6-6 from the bar: O holds its six point, X's 19
    assert game["missed"]["side"] == "X" and game["missed"]["dice"] == [6, 6]
    assert "X: roll 6-6" in game["moves"] and "X: play no move" in game["moves"]
    # the move list a row a move: the opening 6-5 with X's first play, dice highest first
    assert game["sides"] == ["X", "O"]
    assert game["rows"] == [["65: 24/18 13/8", "51: 24/23 6/1*"], ["66: no move", "65: 23/18 8/2"]]
    game = client.post(f"/api/games/{game['id']}/decide", json={"decision": "roll"}).json()
    assert game["moves"][-1] == "X: roll 1-6" and game["missed"] is None  # said once


def test_an_opening_tie_that_turns_the_cube_is_said_in_the_move_list(client: TestClient) -> None:
    game = client.post("/api/games", json={"variant": "backgammon", "seed": 13,
                                           "bot": "random"}).json()
    assert game["moves"][:3] == ["both: opening 3-3", "both: opening 6-6", "both: opening 2-6"]
    # BG-07: each tie doubles the stake; then O's 6 beats X's 2 and O plays the 6-2 first
    assert game["rows"][:2] == [["33: the cube turns to 2"], ["66: the cube turns to 4"]]
    assert game["rows"][2][0] == "" and game["rows"][2][1].startswith("62: ")


def test_the_analysis_of_a_game_weighs_each_decision_and_refuses_an_unknown_side(
        client: TestClient) -> None:
    """GET /api/games/{id}/analysis: the person's decisions so far, each with its value,
    the best's and what it gave up (0 or more); a side the game does not have is refused."""
    game = client.post("/api/games", json={"variant": "backgammon", "seed": 4,
                                           "bot": "random"}).json()
    finished = play_out(client, game)
    found = client.get(f"/api/games/{game['id']}/analysis").json()
    plays = [line for line in finished["moves"] if line.startswith(f"{finished['human']}: play")]
    assert found["side"] == finished["human"]
    assert len([d for d in found["decisions"] if d["kind"] == "play"]) == len(plays)
    assert all(d["loss"] >= 0 and d["best_value"] >= d["value"] for d in found["decisions"])
    hint = client.get(f"/api/games/{game['id']}/hint")  # the game is over: no play to hint at
    assert hint.status_code == 400 and "no play of yours" in hint.json()["error"]
    bad = client.get(f"/api/games/{game['id']}/analysis", params={"side": "Q"})
    assert bad.status_code == 400 and "sides are X, O" in bad.json()["error"]
