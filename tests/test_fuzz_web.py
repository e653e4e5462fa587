"""The playground's API under a stream of requests, good and bad, in every bundled game.

A seeded random session per game: decisions of every kind (in turn or not), plays built
click by click from the offered moves with now and then a click that is not one, junk
clicks, hints, analyses, records, the next game, and the explorer and board picture asked
about the game's position or a mangled one. Whatever comes, the answer is never a 5xx; a
refused request gets the documented error body (``error``, ``code``) and leaves the game
exactly as it was.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

pytest.importorskip("fastapi", reason="the playground needs the serve extra: "
                    "pip install 'tavli[serve,browser-tests]'")
pytest.importorskip("httpx", reason="the API tests need httpx (the browser-tests extra)")

from fastapi.testclient import TestClient

from tavli.language.resources import bundled_variant_files
from tavli.web.app import create_app

GAMES = sorted(bundled_variant_files())
REQUESTS = 20  # a session's requests after the game's start
DECISIONS = ["roll", "double", "take", "drop", "beaver", "roll-again", "play-opening",
             "choose-double", "decide"]
PLACES = [f"p{n}" for n in range(0, 30)] + ["bar", "hand", "off", "", "p"]
JUNK = ["", "start", "x", "4HPwATDgc/ABMA", "a" * 300, "24/18", "bar/20*", "13/7 8/7",
        "X 1-2", "| cube 1024 O", "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:0:0:10"]


@pytest.fixture(scope="module")
def client() -> TestClient:
    return TestClient(create_app(), raise_server_exceptions=False)


class Session:
    """One game's requests, each refusal checked against the game as it stood before."""

    def __init__(self, client: TestClient, game: str) -> None:
        self.client, self.game = client, game
        self.known: dict[str, Any] | None = None  # the game's state, until a change

    def state(self) -> dict[str, Any]:
        """The game as the API shows it: its state, and its record (the games before too)."""
        if self.known is None:
            response = self.client.get(f"/api/games/{self.game}")
            record = self.client.get(f"/api/games/{self.game}/record")
            assert response.status_code == record.status_code == 200, response.text
            self.known = {**response.json(), "record": record.text}
        return self.known

    def send(self, method: str, path: str, body: Any = None) -> Any:
        before = self.state()
        if method == "get":
            response = self.client.get(path, params=body)
        else:
            response = self.client.post(path, json=body)
        said = f"{method.upper()} {path} {body!r}: {response.status_code} {response.text[:300]}"
        assert response.status_code < 500, said
        if response.status_code >= 400:
            answer = response.json()
            assert isinstance(answer.get("error"), str) and answer["error"], said
            assert "Traceback" not in answer["error"], said
            assert isinstance(answer.get("code"), str) and answer["code"], said
            self.known = None
            assert self.state() == before, f"a refused request changed the game: {said}"
            return None
        if path.rsplit("/", 1)[-1] in ("decide", "play", "next"):
            self.known = None  # a decision, a play or the next game: the game moved on
        return response.json() if "json" in response.headers.get("content-type", "") \
            else response.text


def random_click(rng: random.Random) -> dict[str, Any]:
    return {"origin": rng.choice(PLACES), "target": rng.choice(PLACES), "die": rng.randint(0, 8)}


@pytest.mark.parametrize("name", GAMES)
def test_no_request_breaks_the_playground_or_a_refusal_changes_the_game(
    client: TestClient, name: str
) -> None:
    rng = random.Random(f"web-{name}")
    game: dict[str, Any] = {"variant": name, "seed": rng.randrange(1000),
                            "bot": rng.choice(["random", "hot-seat"])}
    if rng.random() < 0.3:
        game["match"] = rng.randint(1, 3)
    started = client.post("/api/games", json=game)
    if "match" in game and started.status_code == 400:  # a match is for two sides
        assert "a match is played between two sides" in started.json()["error"]
        del game["match"]
        started = client.post("/api/games", json=game)
    assert started.status_code == 201, started.text
    session = Session(client, started.json()["id"])
    base = f"/api/games/{session.game}"
    for _ in range(REQUESTS):
        pick = rng.random()
        if pick < 0.35:
            choices = session.state()["decide_choices"] or ["x"]
            body: dict[str, Any] = {"decision": rng.choice(["roll"] * 5 + DECISIONS)}
            if rng.random() < 0.3:
                body["number"] = rng.randint(1, 8)
            if rng.random() < 0.5:
                body["choice"] = rng.choice([*choices, "", "x"])
            session.send("post", f"{base}/decide", body)
        elif pick < 0.7:  # a play click by click from the moves offered, a stray one at times
            clicks: list[dict[str, Any]] = []
            for _ in range(8):
                offered = session.send("post", f"{base}/clicks", {"clicks": clicks})
                if offered is None or offered["finished"] or not offered["next"] \
                        or rng.random() < 0.1:  # (at times a play left half made)
                    break
                clicks.append(rng.choice(offered["next"]) if rng.random() < 0.9
                              else random_click(rng))
            session.send("post", f"{base}/play", {"clicks": clicks})
        elif pick < 0.78:
            clicks = [random_click(rng) for _ in range(rng.randint(0, 4))]
            session.send("post", f"{base}/{rng.choice(['clicks', 'play'])}", {"clicks": clicks})
        elif pick < 0.84:
            session.send("get", f"{base}/hint")
        elif pick < 0.88:
            session.send("get", f"{base}/analysis", {"side": rng.choice(["X", "O", "Q"])})
        elif pick < 0.91:
            session.send("post", f"{base}/next")
        elif pick < 0.94:
            session.send("get", f"{base}/{rng.choice(['record', 'record.mat'])}")
        else:
            query: dict[str, Any] = {
                "variant": name,
                "position": rng.choice([session.state()["position"], rng.choice(JUNK)]),
                "format": rng.choice(["auto", "native", "gnubg", "xgid", "fibs"])}
            if rng.random() < 0.5:
                query["dice"] = [rng.randint(1, 8) for _ in range(rng.randint(0, 4))]
            if rng.random() < 0.3:
                query["play"] = rng.choice(JUNK)
            session.send("post", rng.choice(["/api/board", "/api/explore"]), query)
