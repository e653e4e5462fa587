"""``tavli serve``: the playground's web app and the JSON API its page uses.

FastAPI serves the API (its OpenAPI schema at ``/openapi.json``) and the page: plain
HTML, CSS and JavaScript from ``tavli/web/static``, no build step. Every bad request gets a
4xx answer with ``{"error": ..., "code": ...}``; a user's mistake never becomes a 500.

The handlers are ``async`` on purpose: they run one at a time on the event loop, so the
rules engine (whose move generator keeps per-turn state) is never used by two at once.
"""

from __future__ import annotations

import hashlib
import itertools
import random
import tempfile
from collections import OrderedDict
from pathlib import Path
from typing import Annotated, Any, Literal

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse, PlainTextResponse
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, Field
from starlette.exceptions import HTTPException as StarletteHTTPException

from tavli.game.actions import play_from_text
from tavli.game.match import MAX_LENGTH, MatchState, new_match
from tavli.game.play_text import play_text
from tavli.game.position_text import format_position
from tavli.game.turn import legal_plays, start_turn
from tavli.language.load import bundled_variants, check_file, load_variant
from tavli.language.matches import Rotation, load_rotation
from tavli.language.meaning import RulesErrors
from tavli.language.resources import bundled_match_files, bundled_variant_files
from tavli.model.errors import RecordError, RulesError, TavliError, UnknownVariantError
from tavli.model.position import Position
from tavli.model.variant import Side, Variant
from tavli.notation.formats import formats_for, guess_format, position_from, position_to
from tavli.pictures.board import Board
from tavli.players.analysis import analyse
from tavli.players.bots import OPPONENT, rank_plays
from tavli.records import GameRecord
from tavli.records.mat import format_mat
from tavli.web.clicks import Click
from tavli.web.match_fields import match_fields, rotation_fields
from tavli.web.move_rows import move_rows
from tavli.web.session import Session

STATIC = Path(__file__).resolve().parent / "static"
MAX_SESSIONS = 500  # games kept in memory; the oldest is forgotten first
MAX_RULES = 100_000  # characters of a pasted rules file

SideName = Literal["X", "O"]


class Problem(Exception):
    """A request that cannot be served: its status and a message for the person."""

    def __init__(self, status: int, message: str, code: str = "bad-request") -> None:
        super().__init__(message)
        self.status, self.message, self.code = status, message, code


# ---- request bodies

class GameChoice(BaseModel):
    """Which game: a bundled variant by name, or the text of a rules file."""

    variant: str | None = Field(None, max_length=100, examples=["backgammon"])
    rules: str | None = Field(None, max_length=MAX_RULES,
                              description="the text of a rules file (instead of variant)")
    options: list[Annotated[str, Field(max_length=100)]] = Field(default=[], max_length=20)


class NewGame(GameChoice):
    human: str = Field("X", pattern="^[A-Z]$", description="the side the person plays: X, O "
                       "or, where more sides play, one of the game's other letters")
    bot: Literal["heuristic", "strong", "rollout", "random", "hot-seat"] = Field(
        OPPONENT, description="the bot, or hot-seat: people take every side at one screen")
    seed: int | None = Field(None, ge=0, le=2**62)
    match: int | None = Field(None, ge=1, le=MAX_LENGTH,
                              description="play a match to this many points")
    rotation: str | None = Field(None, max_length=100, examples=["tavli"], description=(
        "a bundled match file (GET /api/matches) instead of variant: its games in turn"))


class Decision(BaseModel):
    decision: Literal["roll", "double", "take", "drop", "beaver", "roll-again",
                      "play-opening", "choose-double", "decide"]
    number: int | None = Field(None, ge=1, le=99, description="the double chosen")
    choice: str = Field("", max_length=64, description="the choice of a decision (decide)")


class ClickIn(BaseModel):
    origin: str = Field(max_length=8, examples=["p13", "bar", "hand"])
    target: str = Field(max_length=8, examples=["p8", "off"])
    # 0: a step on any point the mover picks ('play the total on any points', stacked games)
    die: int = Field(ge=0, le=99)


class ClicksIn(BaseModel):
    clicks: list[ClickIn] = Field(default=[], max_length=64)


class RulesText(BaseModel):
    text: str = Field(max_length=MAX_RULES)


class PositionQuery(GameChoice):
    position: str = Field("start", max_length=2000)
    format: Literal["auto", "native", "gnubg", "xgid", "fibs"] = Field(
        "auto", description="auto: recognised by its look, as the terminal's --position is")
    viewer: SideName = "X"
    dice: list[Annotated[int, Field(ge=1, le=99)]] | None = Field(None, max_length=6)
    play: str | None = Field(None, max_length=200, description="a play to draw as arrows")


# ---- the app

def create_app() -> FastAPI:
    app = FastAPI(
        title="tavli playground",
        summary="Play any tables game from its rules file; check rules; explore positions.",
        version="1",
        # Swagger UI and ReDoc load their scripts from a CDN (a blank page offline) and no
        # package among our dependencies ships them: the schema at /openapi.json and
        # docs/playground.md describe the API instead
        docs_url=None, redoc_url=None,
    )
    sessions: OrderedDict[str, Session] = OrderedDict()
    counter = itertools.count(1)
    scratch = tempfile.TemporaryDirectory(prefix="tavli-serve-")
    app.state.scratch = scratch  # removed with the app

    # -- errors: always JSON, never a trace

    @app.exception_handler(Problem)
    async def problem(_: Request, error: Problem) -> JSONResponse:
        return JSONResponse({"error": error.message, "code": error.code}, error.status)

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, error: StarletteHTTPException) -> JSONResponse:
        if error.status_code == 404:
            return JSONResponse({"error": f"no such page: {request.url.path} (the API is "
                                          "described at /openapi.json)", "code": "not-found"},
                                404)
        return JSONResponse({"error": str(error.detail), "code": "bad-request"},
                            error.status_code)

    @app.exception_handler(TavliError)
    async def tavli_error(_: Request, error: TavliError) -> JSONResponse:
        status = 404 if isinstance(error, UnknownVariantError) else 400
        return JSONResponse({"error": str(error), "code": error.code}, status)

    @app.exception_handler(RequestValidationError)
    async def invalid(_: Request, error: RequestValidationError) -> JSONResponse:
        said = "; ".join(f"{'.'.join(str(p) for p in e['loc'][1:]) or 'body'}: {e['msg']}"
                         for e in error.errors()[:5])
        return JSONResponse({"error": f"bad request: {said}", "code": "bad-request"}, 422)

    @app.exception_handler(Exception)
    async def unexpected(_: Request, error: Exception) -> JSONResponse:  # pragma: no cover
        return JSONResponse({"error": f"internal error: {type(error).__name__}",
                             "code": "internal"}, 500)

    # -- choosing a game

    def rules_file(text: str) -> Path:
        """A pasted rules text as a file the loader can read (its ``extends`` finds the
        bundled games)."""
        digest = hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]
        folder = Path(scratch.name) / digest
        folder.mkdir(exist_ok=True)
        path = folder / "pasted.rules"
        path.write_text(text, encoding="utf-8")
        return path

    def match_of(body: NewGame) -> tuple[Variant, MatchState | None, Rotation | None]:
        """The first game, the match (None: a single game) and the match file played."""
        rotation = None
        if body.rotation is not None:
            if body.variant is not None or body.rules is not None or body.options:
                raise Problem(400, "a match file names its own games: give rotation alone "
                                   "(no variant, rules or options)")
            if body.rotation not in bundled_match_files():
                raise Problem(404, f"unknown match {body.rotation!r} (bundled: "
                              f"{', '.join(sorted(bundled_match_files()))})", "unknown-match")
            rotation = load_rotation(body.rotation)
            variant = rotation.games[0]
        else:
            variant = variant_of(body)
        length = body.match if body.match is not None else \
            rotation.points if rotation is not None else None
        if length is None:
            return variant, None, None
        return variant, new_match(variant, length), rotation

    def variant_of(choice: GameChoice) -> Variant:
        if (choice.variant is None) == (choice.rules is None):
            raise Problem(400, "name a bundled variant or give the text of a rules file "
                               "(one of them)")
        if choice.rules is not None:
            try:
                return load_variant(rules_file(choice.rules), choice.options)
            except RulesErrors as errors:
                raise Problem(400, "the rules file has errors: "
                              + "; ".join(_said(p) for p in errors.problems),
                              "rules-error") from None
            except RulesError as error:
                raise Problem(400, f"the rules file has an error: {_said(error)}",
                              error.code) from None
        name = choice.variant or ""
        if name not in bundled_variant_files():
            raise Problem(404, f"unknown variant {name!r} (bundled: "
                          f"{', '.join(sorted(bundled_variant_files()))})", "unknown-variant")
        return load_variant(name, choice.options)

    def session_of(game: str) -> Session:
        found = sessions.get(game)
        if found is None:
            raise Problem(404, f"no game {game!r}: it has ended or the server restarted",
                          "unknown-game")
        return found

    # -- the page

    @app.get("/", include_in_schema=False)
    async def page() -> FileResponse:
        return FileResponse(STATIC / "index.html")

    @app.get("/favicon.ico", include_in_schema=False)
    async def icon() -> FileResponse:
        return FileResponse(STATIC / "favicon.ico", media_type="image/x-icon")

    app.mount("/static", StaticFiles(directory=STATIC), name="static")

    # -- the API

    @app.get("/api/variants", tags=["rules"])
    async def variants() -> list[dict[str, Any]]:
        """Every bundled variant: name, title, the variant it extends, its options."""
        return [{"name": v.name, "title": v.title, "extends": v.extends,
                 "options": dict(v.options), "faces": v.faces, "dice": v.dice,
                 "sides": v.sides, "side_names": list(v.side_names),
                 "cube": v.has_cube}
                for v in bundled_variants().values()]

    @app.get("/api/matches", tags=["rules"])
    async def matches() -> list[dict[str, Any]]:
        """The bundled match files: games of several variants (or one) played in turn to a
        number of points, as the Tavli match is."""
        return [rotation_fields(load_rotation(name)) for name in sorted(bundled_match_files())]

    @app.get("/api/variants/{name}/rules", tags=["rules"], response_class=PlainTextResponse)
    async def variant_rules(name: str) -> str:
        """The text of a bundled variant's rules file, to start a new one from."""
        files = bundled_variant_files()
        if name not in files:
            raise Problem(404, f"unknown variant {name!r}", "unknown-variant")
        return files[name].read_text(encoding="utf-8")

    @app.post("/api/check", tags=["rules"])
    async def check(body: RulesText) -> dict[str, Any]:
        """Check a rules file's text as ``tavli check`` does: every problem with its line
        and column; when there is none, the game it describes."""
        path = rules_file(body.text)
        problems = check_file(path)
        answer: dict[str, Any] = {
            "ok": not problems,
            "problems": [{"line": p.spot.line if p.spot else None,
                          "column": p.spot.column if p.spot else None,
                          "message": p.reason, "code": p.code} for p in problems],
        }
        if not problems:
            variant = load_variant(path)
            answer["variant"] = {"name": variant.name, "title": variant.title,
                                 "options": dict(variant.options)}
        return answer

    @app.post("/api/games", tags=["play"], status_code=201)
    async def new_game(body: NewGame) -> dict[str, Any]:
        """Start a game against a bot (the bot plays at once when it is its turn), or a game of
        people taking turns at one screen (``bot``: hot-seat); with ``match`` or
        ``rotation``, the first game of a match."""
        variant, match, rotation = match_of(body)
        seed = body.seed if body.seed is not None else random.randrange(2**31)
        letters = variant.side_names
        if body.human not in letters:
            raise Problem(400, f"{variant.name}'s sides are {', '.join(letters)}: there is no "
                          f"side {body.human} to play")
        human: Side = letters.index(body.human)
        session = Session(variant, human, seed, body.bot,
                          rules_name=body.variant or variant.name,
                          options=tuple(sorted(variant.chosen)), match=match,
                          rotation=rotation)
        game = str(next(counter))
        sessions[game] = session
        while len(sessions) > MAX_SESSIONS:
            sessions.popitem(last=False)
        return state(game, session)

    @app.get("/api/games/{game}", tags=["play"])
    async def game_state(game: str) -> dict[str, Any]:
        """A game as it stands: the board, whose decision, the moves so far, the result."""
        return state(game, session_of(game))

    @app.post("/api/games/{game}/decide", tags=["play"])
    async def decide(game: str, body: Decision) -> dict[str, Any]:
        """One of the person's decisions: roll, double, take, drop, beaver, roll again or
        play the opening numbers, or choose a double (``number``)."""
        session = session_of(game)
        session.decide(body.decision, body.number, body.choice)
        return state(game, session)

    @app.post("/api/games/{game}/next", tags=["play"])
    async def next_game(game: str) -> dict[str, Any]:
        """The match's next game (the same id), once this game is over and the match is not."""
        session = session_of(game)
        session.next_game()
        return state(game, session)

    @app.post("/api/games/{game}/clicks", tags=["play"])
    async def clicks(game: str, body: ClicksIn) -> dict[str, Any]:
        """A play being made, one checker at a time: the board after the clicks so far,
        the single moves that may come next, and the play once it is whole."""
        session = session_of(game)
        made = [Click(c.origin, c.target, c.die) for c in body.clicks]
        return clicks_state(session, made)

    @app.post("/api/games/{game}/play", tags=["play"])
    async def play(game: str, body: ClicksIn) -> dict[str, Any]:
        """Confirm the play the clicks make (it must be whole)."""
        session = session_of(game)
        session.play([Click(c.origin, c.target, c.die) for c in body.clicks])
        return state(game, session)

    @app.get("/api/games/{game}/record", tags=["play"], response_class=PlainTextResponse)
    async def record(game: str) -> PlainTextResponse:
        """The game record, for ``tavli replay`` (a match's: every game so far)."""
        session = session_of(game)
        return PlainTextResponse(session.record(), headers={
            "Content-Disposition": f'attachment; filename="tavli-game-{game}.txt"'})

    @app.get("/api/games/{game}/record.mat", tags=["play"], response_class=PlainTextResponse)
    async def record_mat(game: str) -> PlainTextResponse:
        """The game as a Jellyfish / GNU Backgammon ``.mat`` match (the games that text can
        hold: backgammon and the variations GNU Backgammon names); a match's games so far."""
        session = session_of(game)
        return PlainTextResponse(format_mat(session.records()), headers={
            "Content-Disposition": f'attachment; filename="tavli-game-{game}.mat"'})

    @app.get("/api/games/{game}/hint", tags=["play"])
    async def hint(game: str) -> dict[str, Any]:
        """The person's legal plays now, ranked best first with their values (what
        ``hint`` shows at the terminal: tavli.players.bots.rank_plays)."""
        session = session_of(game)
        position, variant = session.position, session.variant
        if position.phase != "play" or not session.waiting_for_human():
            raise Problem(400, f"there is no play of yours to hint at: the game waits for "
                          f"{session.waiting_for()}")
        unit, ranked = rank_plays(variant, position, legal_plays(variant, position))
        return {"unit": unit, "plays": [{"play": play_text(play), "value": round(value, 4)}
                                        for play, value in ranked]}

    @app.get("/api/games/{game}/analysis", tags=["play"])
    async def analysis(game: str, side: str | None = None) -> dict[str, Any]:
        """Each of the person's decisions in this game (``side``: whose, at hot-seat)
        weighed against the best, in expected points (tavli.players.analysis)."""
        session = session_of(game)
        variant = session.variant
        if side is not None and side not in variant.side_names:
            raise Problem(400, f"{variant.name}'s sides are "
                          f"{', '.join(variant.side_names)}, not {side!r}")
        seat = session.human if side is None else variant.side_names.index(side)
        steps = [(action, after) for _, action, after in session.history]
        found = analyse(variant, steps, seat, session.match, session.seed)
        return found.to_json(variant.side_names[seat])

    @app.post("/api/board", tags=["positions"])
    async def board(body: PositionQuery) -> dict[str, Any]:
        """A position as a picture (SVG), with a play drawn as arrows if one is named."""
        variant = variant_of(body)
        position = rolled(variant, body)
        picture = Board(variant, position, _side(body.viewer))
        if body.play is not None:
            found = play_from_text(variant, position, body.play)
            picture = Board.of_play(variant, position, found, _side(body.viewer))
        return {"svg": picture.svg(), "position": format_position(variant, position)}

    @app.post("/api/explore", tags=["positions"])
    async def explore(body: PositionQuery) -> dict[str, Any]:
        """A position in any notation: the board, the position in every notation that can
        hold it, and every legal play of the dice (with the position it leads to)."""
        variant = variant_of(body)
        position = rolled(variant, body)
        written = {}
        for fmt in formats_for(variant):
            try:
                written[fmt] = position_to(variant, position, fmt)
            except TavliError:
                continue
        plays = []
        if position.phase == "play":
            plays = [{"play": play_text(p),
                      "position": format_position(variant, p.position)}
                     for p in legal_plays(variant, position)]
        return {"svg": Board(variant, position, _side(body.viewer)).svg(),
                "position": format_position(variant, position), "notations": written,
                "phase": position.phase, "plays": plays}

    def rolled(variant: Variant, body: PositionQuery) -> Position:
        fmt = guess_format(body.position) if body.format == "auto" else body.format
        position = position_from(variant, body.position, fmt)
        if body.dice:
            dice = tuple(body.dice)
            if position.phase == "roll":
                return start_turn(variant, position, dice)
            if position.dice != dice:
                raise Problem(400, "the position already has "
                              f"{'-'.join(map(str, position.dice)) or 'no dice'} to play")
        return position

    def state(game: str, session: Session) -> dict[str, Any]:
        position, variant = session.position, session.variant
        result = session.score()
        answer: dict[str, Any] = {
            "id": game,
            "variant": {"name": variant.name, "title": variant.title, "faces": variant.faces},
            "human": variant.side_names[session.human], "bot": session.bot_name,
            "people": [name for side, name in enumerate(variant.side_names)
                       if session.is_person(side)],
            "seed": session.seed,
            "position": format_position(variant, position),
            "phase": position.phase, "turn": variant.side_names[position.turn],
            "waiting_for": session.waiting_for(),
            "choices": session.choices(),
            "decide_choices": session.decide_choices(),
            "moves": session.move_list(),
            "sides": list(variant.side_names),
            "rows": move_rows(variant, session.history),
            "result": None if result is None else str(result),
            "play": None,
            "missed": None,
            # a double offered to the person: by whom, the cube's value if he takes
            "offer": {"side": variant.side_names[position.turn], "value": position.cube * 2}
            if position.phase == "take-or-drop" else None,
            # a finished game: why the .mat text cannot hold it (None: it can)
            "mat_refusal": None if result is None else _mat_refusal(session.records()),
            "match": match_fields(session),
        }
        if session.missed is not None:  # the person's roll with no move, and its board
            missed, dice = session.missed
            answer["missed"] = {"side": variant.side_names[missed.turn], "dice": list(dice),
                                "svg": Board(variant, missed, session.human).svg()}
        if position.phase == "play" and session.waiting_for_human():
            answer["play"] = clicks_state(session, [])
            answer["svg"] = answer["play"]["svg"]  # the same board: drawn once
        else:
            side, steps = session.last_play or (None, ())
            answer["svg"] = Board(variant, position, session.human, steps, side).svg()
        return answer

    def clicks_state(session: Session, made: list[Click]) -> dict[str, Any]:
        moves = session.clicks()
        finished = moves.finished(made)
        partial = moves.board(made)
        return {
            "clicks": [c.__dict__ for c in made],
            "next": [c.__dict__ for c in moves.next_clicks(made)],
            "finished": finished is not None,
            "text": None if finished is None else play_text(finished),
            "svg": Board(session.variant, partial, session.human).svg(),
            "dice": list(partial.dice),
            # the whole play, where it only bears off and no other is legal: 'bear off for me'
            "auto": None if made else [c.__dict__ for c in moves.bear_off_only() or []] or None,
        }

    return app


def _mat_refusal(records: list[GameRecord]) -> str | None:
    """Why the .mat text cannot hold these games (None: it can)."""
    try:
        format_mat(records)
    except RecordError as error:
        return str(error)
    return None


def _side(name: str) -> Side:
    return 0 if name == "X" else 1


def _said(problem: RulesError) -> str:
    if problem.spot is None:
        return problem.reason
    return f"line {problem.spot.line}, column {problem.spot.column}: {problem.reason}"


__all__ = ["create_app"]
