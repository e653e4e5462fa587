"""Game records: a game saved as its variant, options, seed and every action, in plain text.

A record file holds one or more games, each a block a person can read and diff::

    game 1
    variant: backgammon
    option: plain-reroll
    seed: 42
    player X: Alice
    player O: Bob
    date: 2024-05-01
    match: 5
    score: 0-0
    opening 3-1
    play 8/5 6/5
    roll 6-5
    play 24/13
    double
    take
    ...
    result: X wins a single: 2 points
    end

Header lines are ``key: value``; every other line is one action, written as the action's
own text (``roll 6-5``, ``play 24/18 13/8``, ``double``, ``take``, ``drop``,
``choose 5-5``, ``roll again``, ``play opening``, ``opening 3-1``). ``end`` closes a game,
so a truncated file is told from a finished one. ``replay`` re-applies every action from
the variant's new game and refuses the first one that is not allowed, saying where; a game of
a match (``match: N``) is replayed under the match's rules (tavli.game.match), so a double in its
Crawford game (``crawford: game``) is refused. The format is described in
docs/game-records.md.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path

from tavli.game.actions import (
    Action,
    Beaver,
    ChooseDouble,
    Decide,
    Double,
    Drop,
    Move,
    OpeningChoice,
    OpeningRoll,
    Roll,
    Starts,
    Take,
)
from tavli.game.match import MatchState, apply_in_match, check_two_sides, crawford_rule_of
from tavli.game.opening import new_game
from tavli.game.play_text import parse_play
from tavli.game.position_text import parse_position
from tavli.game.resign import resignation_score
from tavli.game.score import Score, score
from tavli.language.load import load_variant
from tavli.model.errors import NotationError, RecordError, TavliError
from tavli.model.position import Position
from tavli.model.variant import MAX_BOARD_POINTS, SIDE_NAMES, Side, Variant
from tavli.records.files import replace_text
from tavli.records.record_sides import check_format, player_lines, players_read

FORMAT_NOTE = "# tavli game records: one game per block, one action a line (docs/game-records.md)"
_MAX_LINE = 1000


@dataclass(frozen=True)
class RecordSource:
    """Where a loaded record came from, so an error in replaying it can name the line."""

    file: str
    number: int  # the record's place in its file, from 1
    action_lines: tuple[int, ...]  # the line of each action
    result_line: int = 0


@dataclass(frozen=True)
class GameRecord:
    """One game: enough to replay it exactly (variant, options, every action) and what is
    known about it (seed, players as X and O, date, match details, the result)."""

    variant: str
    options: dict[str, bool] = field(default_factory=dict)
    seed: int | None = None
    actions: list[Action] = field(default_factory=list)
    players: tuple[str, ...] | None = None  # one per side, in side order
    date: str | None = None
    match_length: int | None = None  # a match to this many points; None for a money game
    match_score: tuple[int, int] | None = None  # X's and O's points before this game
    crawford: str | None = None  # "game": the Crawford game; "off": a match without the rule
    result: str | None = None  # the score as tavli words it, checked by ``replay``
    position: str | None = None  # a game begun from a set position: it, in tavli's notation
    resigned: tuple[Side, str] | None = None  # who resigned, and the result accepted
    tags: dict[str, str] = field(default_factory=dict)  # anything else (event, round, ...)
    source: RecordSource | None = field(default=None, compare=False, repr=False)


# ---- actions as text

_DICE = re.compile(r"^[0-9]+(?:-[0-9]+)+$")


def parse_action(text: str) -> Action:
    """The action a line names, in the words each action's ``str`` gives it.

    >>> parse_action("roll 6-5")
    Roll(dice=(6, 5))
    >>> parse_action("play 24/18 13/8")
    Move(play='24/18 13/8')
    """
    words = text.split()
    if not words:
        raise NotationError("an empty line is not an action")
    head, rest = words[0], words[1:]
    if head == "opening" and len(rest) == 1:
        dice = _dice(rest[0], text)
        if len(dice) == 2:
            return OpeningRoll(dice[0], dice[1])
        raise NotationError(f"{text!r}: the opening roll is one die each, e.g. opening 3-1")
    if head == "starts" and rest in (["X"], ["O"]):
        return Starts(0 if rest == ["X"] else 1)
    if head == "roll" and rest == ["again"]:
        return OpeningChoice(roll_again=True)
    if head == "roll" and len(rest) == 1:
        return Roll(_dice(rest[0], text))
    if head == "play" and rest == ["opening"]:
        return OpeningChoice(roll_again=False)
    if head == "play" and rest:
        play = " ".join(rest)
        parse_play(play, MAX_BOARD_POINTS)  # it must read before a position says if it is legal
        return Move(play)
    if head == "choose" and len(rest) == 1:
        dice = _dice(rest[0], text)
        if len(set(dice)) == 1 and len(dice) == 2:
            return ChooseDouble(dice[0])
        raise NotationError(f"{text!r}: a chosen double is written like choose 5-5")
    if head == "decide" and len(rest) == 2:
        return Decide(rest[0], rest[1])
    if len(words) == 1 and head in _BARE:
        return _BARE[head]
    raise NotationError(
        f"{text!r} is not an action: expected e.g. 'roll 6-5', 'play 24/18 13/8', 'double', "
        "'take', 'drop', 'choose 5-5', 'roll again', 'play opening' or 'opening 3-1'"
    )


_BARE: dict[str, Action] = {
    "double": Double(), "take": Take(), "beaver": Beaver(), "drop": Drop(),
}


def _dice(word: str, text: str) -> tuple[int, ...]:
    if not _DICE.match(word) or len(word) > 40:
        raise NotationError(f"{word!r} is not dice such as 6-5 (in {text!r})")
    return tuple(int(d) for d in word.split("-"))


# ---- writing

def format_record(record: GameRecord, number: int = 1) -> str:
    """One game's block of text, ``end`` line included."""
    lines = [*header_lines(record, number), *(action_line(a) for a in record.actions),
             *closing_lines(record.result, record.resigned)]
    return "\n".join(lines) + "\n"


def header_lines(record: GameRecord, number: int) -> list[str]:
    """The block's first lines: ``game N`` and the headers (everything but the actions and
    the result), known before the game's first action; a record file written as a game is
    played begins its block with these."""
    lines = [f"game {number}", f"variant: {_clean(record.variant, 'variant')}"]
    for name, on in record.options.items():
        lines.append(f"option: {_clean(name, 'option')}" + ("" if on else "=off"))
    if record.seed is not None:
        lines.append(f"seed: {record.seed}")
    if record.players is not None:
        lines += player_lines(record.variant, record.options,
                              [_clean(player, "player") for player in record.players])
    if record.date is not None:
        lines.append(f"date: {_clean(record.date, 'date')}")
    if record.match_length is not None:
        lines.append(f"match: {record.match_length}")
    if record.match_score is not None:
        lines.append(f"score: {record.match_score[0]}-{record.match_score[1]}")
    if record.crawford is not None:
        lines.append(f"crawford: {_crawford(record.crawford, 'the record')}")
    if record.position is not None:
        lines.append(f"position: {_clean(record.position, 'position')}")
    for key, value in record.tags.items():
        if key in _HEADERS or not re.fullmatch(r"[a-z][a-z0-9-]*", key):
            raise RecordError(f"{key!r} cannot be a tag: tags are lower-case words, and not "
                              f"one of {', '.join(sorted(_HEADERS))}")
        lines.append(f"{key}: {_clean(value, key)}")
    return lines


def action_line(action: Action) -> str:
    return _clean(str(action), "action")


def closing_lines(result: str | None, resigned: tuple[Side, str] | None = None) -> list[str]:
    """The block's last lines: a resignation accepted, the result if the game has one, and
    ``end``."""
    lines = [f"resigned: {SIDE_NAMES[resigned[0]]} {_clean(resigned[1], 'result')}"] \
        if resigned is not None else []
    if result is not None:
        lines.append(f"result: {_clean(result, 'result')}")
    return [*lines, "end"]


def _clean(value: str, what: str) -> str:
    if "\n" in value or "\r" in value or value != value.strip() or not value:
        raise RecordError(f"the {what} {value!r} must be one line of text, not empty and "
                          "without spaces at its ends")
    return value


def format_records(records: Iterable[GameRecord]) -> str:
    blocks = [format_record(r, i) for i, r in enumerate(records, start=1)]
    return FORMAT_NOTE + "\n\n" + "\n".join(blocks)


def save_records(path: str | Path, records: Iterable[GameRecord]) -> None:
    """Write ``records`` to ``path``, replacing it at once: a reader sees the old file or
    the whole new one, never a part (tavli.records.files.replace_text)."""
    replace_text(path, format_records(records))


# ---- reading

_HEADERS = {"variant", "option", "seed", "player x", "player o", "date", "match", "score",
            "crawford", "position", "resigned", "result", "format"}
_CLOSING = ("resigned", "result")  # the header lines that follow the actions
_CRAWFORD = ("game", "off")


def _crawford(value: str, label: str) -> str:
    if value not in _CRAWFORD:
        raise RecordError(f"{label}: 'crawford: {value}': the value is game (this is the "
                          "match's Crawford game) or off (the match is played without the "
                          "Crawford rule)")
    return value


def load_records(path: str | Path) -> list[GameRecord]:
    """Every game in a record file. The text must read; whether the actions are legal is
    ``replay``'s to check. Errors name the file, the line and the record."""
    name = str(path)
    return parse_records(_text_of(path, name), name)


def _text_of(path: str | Path, name: str) -> str:
    try:
        return Path(path).read_text(encoding="utf-8")
    except UnicodeDecodeError as error:
        raise RecordError(f"{name}: not a record file: not UTF-8 text ({error.reason} at "
                          f"byte {error.start})") from None
    except OSError as error:
        raise RecordError(f"{name}: cannot read the record file: {error.strerror}") from None


def parse_records(text: str, file: str = "<records>") -> list[GameRecord]:
    """Every game in a record file's text (see ``load_records``)."""
    return list(_records(text, file))


@dataclass(frozen=True)
class RecordsRead:
    """What a record file holds up to its first damage: the whole records before it, and
    the error that says where it stops (None: the whole file reads)."""

    records: list[GameRecord]
    stopped: RecordError | None = None


def read_records(path: str | Path) -> RecordsRead:
    """The whole records of a file that may be cut short (a run killed while writing it):
    every record before the first one that does not read, and where that one is. An
    unreadable file is still an error."""
    name = str(path)
    return read_records_text(_text_of(path, name), name)


def read_records_text(text: str, file: str = "<records>") -> RecordsRead:
    """``read_records`` for a file's text."""
    records: list[GameRecord] = []
    try:
        for record in _records(text, file):
            records.append(record)
    except RecordError as error:
        return RecordsRead(records, error)
    return RecordsRead(records)


def _records(text: str, file: str) -> Iterator[GameRecord]:
    """The records one by one; a RecordError where the text stops reading."""
    count = 0
    block: _Block | None = None
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        where = f"{file}:{number}"
        if len(line) > _MAX_LINE:
            raise RecordError(f"{where}: a line is at most {_MAX_LINE} characters long")
        if block is None:
            expected = count + 1
            if line != f"game {expected}":
                found = "" if not line.startswith("game ") else (
                    " (a record is missing, or the records are out of order)")
                raise RecordError(f"{where}: expected 'game {expected}' to begin record "
                                  f"{expected}, found {line!r}{found}")
            block = _Block(file, expected, number)
            continue
        if line == "end":
            count += 1
            yield block.finish()
            block = None
            continue
        block.read(line, where)
    if block is not None:
        raise RecordError(
            f"{file}: record {block.number} (from line {block.first_line}) is truncated: "
            f"its 'end' line is missing after action {len(block.actions)}"
        )


class _Block:
    """One record being read."""

    def __init__(self, file: str, number: int, first_line: int) -> None:
        self.file = file
        self.number = number
        self.first_line = first_line
        self.headers: dict[str, str] = {}
        self.options: dict[str, bool] = {}
        self.tags: dict[str, str] = {}
        self.actions: list[Action] = []
        self.lines: list[int] = []
        self.result_line = 0
        self.closed = False  # a resignation was read: no action may follow

    def read(self, line: str, where: str) -> None:
        line_number = int(where.rsplit(":", 1)[1])
        label = f"{where}: record {self.number}"
        if ": " in line or line.endswith(":"):
            key, _, value = line.partition(":")
            key, value = key.strip().lower(), value.strip()
            if key == "result":
                self.result_line = line_number
            elif key == "resigned":
                self.closed = True
            elif self.actions:
                raise RecordError(f"{label}: the header line {line!r} comes after the "
                                  "actions; headers go first")
            self._header(key, value, label)
            return
        try:
            action = parse_action(line)
        except NotationError as error:
            raise RecordError(f"{label}, action {len(self.actions) + 1}: {error}") from None
        if self.result_line or self.closed:
            raise RecordError(f"{label}: the action {line!r} comes after the "
                              + ("result" if self.result_line else "resignation"))
        self.actions.append(action)
        self.lines.append(line_number)

    def _header(self, key: str, value: str, label: str) -> None:
        if not value:
            raise RecordError(f"{label}: the header {key!r} has no value")
        if key == "option":
            name, _, setting = value.partition("=")
            if setting not in ("", "on", "off"):
                raise RecordError(f"{label}: option {value!r}: the setting is on or off")
            self.options[name.strip()] = setting != "off"
            return
        if key in self.headers or key in self.tags:
            raise RecordError(f"{label}: {key!r} is given twice")
        if key in _HEADERS or re.fullmatch(r"player [a-z]", key):
            self.headers[key] = value
        elif re.fullmatch(r"[a-z][a-z0-9-]*", key):
            self.tags[key] = value
        else:
            raise RecordError(f"{label}: {key!r} is not a header (variant, option, seed, "
                              "player X, player O, date, match, score, crawford, position, "
                              "resigned, result or a tag)")
        if key in ("seed", "match") and not re.fullmatch(r"-?[0-9]{1,30}", value):
            raise RecordError(f"{label}: the {key} must be a whole number, not {value!r}")
        if key == "score" and not re.fullmatch(r"[0-9]{1,6}-[0-9]{1,6}", value):
            raise RecordError(f"{label}: the score is written X's-O's points, e.g. 3-1, "
                              f"not {value!r}")
        if key == "crawford":
            _crawford(value, label)
        if key == "format":
            check_format(value, label)
        if key == "resigned" and not re.fullmatch(r"[XO] [a-z][a-z0-9-]*", value):
            raise RecordError(f"{label}: 'resigned: {value}': write the side that resigned "
                              "and the result accepted, e.g. O gammon")

    def finish(self) -> GameRecord:
        headers = self.headers
        if "variant" not in headers:
            raise RecordError(f"{self.file}: record {self.number} (from line "
                              f"{self.first_line}) names no variant")
        players = players_read(headers, self.options,
                               f"{self.file}: record {self.number} (from line {self.first_line})")
        score_text = headers.get("score")
        match_score = None
        if score_text is not None:
            x_points, o_points = score_text.split("-")
            match_score = (int(x_points), int(o_points))
        return GameRecord(
            variant=headers["variant"],
            options=self.options,
            seed=int(headers["seed"]) if "seed" in headers else None,
            actions=self.actions,
            players=players,
            date=headers.get("date"),
            match_length=int(headers["match"]) if "match" in headers else None,
            match_score=match_score,
            crawford=headers.get("crawford"),
            result=headers.get("result"),
            position=headers.get("position"),
            resigned=_resigned(headers.get("resigned")),
            tags=self.tags,
            source=RecordSource(self.file, self.number, tuple(self.lines), self.result_line),
        )


def _resigned(text: str | None) -> tuple[Side, str] | None:
    if text is None:
        return None
    side, level = text.split()
    return (0 if side == "X" else 1), level


# ---- replaying

def variant_of(record: GameRecord) -> Variant:
    """The record's variant with its options; an error names the record."""
    try:
        return load_variant(record.variant, record.options)
    except TavliError as error:
        raise RecordError(f"{where_in(record)}: {error}") from None


def match_of(record: GameRecord, variant: Variant | None = None) -> MatchState | None:
    """The match state a record's game was played at (None: a money game); a state that
    cannot be (a score past the match's end, a Crawford game nobody is one point short for)
    is an error naming the record."""
    if record.match_length is None:
        if record.crawford is not None:  # a money session's running score is no match
            raise RecordError(f"{where_in(record)}: 'crawford: {record.crawford}' but no "
                              "'match: N' header: only a match has a Crawford rule")
        return None
    variant = variant or variant_of(record)
    rule = crawford_rule_of(variant) and record.crawford != "off"
    try:
        check_two_sides(variant)
        match = MatchState.at(record.match_length, record.match_score or (0, 0),
                              crawford=record.crawford == "game", crawford_rule=rule)
    except TavliError as error:
        raise RecordError(f"{where_in(record)}: {error}") from None
    if match.is_over:
        raise RecordError(f"{where_in(record)}: the score {match.score[0]}-{match.score[1]} "
                          f"ends a {match.length}-point match before this game")
    return match


def replay(record: GameRecord) -> list[tuple[Action, Position]]:
    """Every action with the position after it, from the variant's new game; the first
    action that is not allowed stops the replay with an error saying where and why. A game
    of a match is replayed under the match's rules (no double in the Crawford game, no
    automatic doubles). Where the variant's default has changed since the record was saved
    and the record replays under the earlier default, the error says so, with the option."""
    try:
        return _replayed(record)
    except RecordError as error:
        earlier = _earlier_default(record)
        if earlier is None:
            raise
        raise RecordError(f"{error}; {earlier}") from None


def _earlier_default(record: GameRecord) -> str | None:
    """The option marked 'formerly the default' under which ``record`` replays, said as the
    line to add; None if there is none."""
    try:
        variant = variant_of(record)
    except RecordError:
        return None
    for name in sorted(variant.former_defaults - variant.chosen):
        try:
            _replayed(replace(record, options={**record.options, name: True}))
        except RecordError:
            continue
        return (f"{variant.title}'s rules have changed since this record was saved: it "
                f"replays with 'option: {name}' ({variant.options[name]}), which tavli "
                "played by default before")
    return None


def _replayed(record: GameRecord) -> list[tuple[Action, Position]]:
    variant = variant_of(record)
    match = match_of(record, variant)
    position = start_of(record, variant)
    steps: list[tuple[Action, Position]] = []
    for index, action in enumerate(record.actions):
        try:
            position = apply_in_match(variant, position, action, match)
        except TavliError as error:
            raise RecordError(
                f"{where_in(record, index)}: '{action}' cannot be replayed: {error}"
            ) from None
        steps.append((action, position))
    final = _final_score(variant, record, position)
    if record.result is not None:
        _check_result(record, final)
    return steps


def start_of(record: GameRecord, variant: Variant | None = None) -> Position:
    """Where the record's game begins: the variant's new game, or its set position."""
    variant = variant or variant_of(record)
    if record.position is None:
        return new_game(variant)
    try:
        return parse_position(variant, record.position)
    except TavliError as error:
        raise RecordError(f"{where_in(record)}: 'position: {record.position}': {error}") \
            from None


def final_score(record: GameRecord, steps: list[tuple[Action, Position]]) -> Score | None:
    """How the replayed game ended (``steps`` from ``replay``): by its last position, or by
    the resignation accepted; None while it goes on."""
    variant = variant_of(record)
    last = steps[-1][1] if steps else start_of(record, variant)
    return _final_score(variant, record, last)


def _final_score(variant: Variant, record: GameRecord, position: Position) -> Score | None:
    if record.resigned is None:
        return score(variant, position)
    side, word = record.resigned
    try:
        level = next(level for level in variant.scoring if level.name == word)
        return resignation_score(variant, position, side, level)
    except StopIteration:
        names = ", ".join(level.name for level in variant.scoring)
        raise RecordError(f"{where_in(record, result=True)}: 'resigned: "
                          f"{SIDE_NAMES[side]} {word}': {variant.title}'s results are "
                          f"{names}") from None
    except TavliError as error:
        raise RecordError(f"{where_in(record, result=True)}: 'resigned: "
                          f"{SIDE_NAMES[side]} {word}': {error}") from None


def _check_result(record: GameRecord, final: Score | None) -> None:
    said = "the game is not over" if final is None else str(final)
    if said != record.result:
        raise RecordError(f"{where_in(record, result=True)}: the record says "
                          f"{record.result!r}, but its actions end with {said!r}")


def where_in(record: GameRecord, index: int | None = None, *, result: bool = False) -> str:
    """``file:line: record N, action M``, as much of it as is known."""
    source = record.source
    action = "" if index is None else f", action {index + 1}"
    if source is None:
        return "the record" if index is None else f"the record, action {index + 1}"
    line = 0
    if index is not None and index < len(source.action_lines):
        line = source.action_lines[index]
    elif result:
        line = source.result_line
    place = f"{source.file}:{line}" if line else source.file
    return f"{place}: record {source.number}{action}"


def crawford_header(match: MatchState | None) -> str | None:
    """A game record's ``crawford`` header for a game of ``match``."""
    if match is None:
        return None
    if match.crawford:
        return "game"
    return None if match.crawford_rule else "off"
