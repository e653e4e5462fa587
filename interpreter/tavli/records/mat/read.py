"""Reading the .mat match text (see tavli.records.mat): every game is replayed."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from itertools import pairwise
from pathlib import Path

from tavli.game.actions import Action, Double, Drop, Move, OpeningRoll, Roll, Take, play_from_text
from tavli.game.match import MatchState, apply_in_match, crawford_rule_of
from tavli.game.opening import new_game
from tavli.game.play_text import format_play
from tavli.game.score import score
from tavli.language.load import load_variant
from tavli.model.errors import RecordError, TavliError
from tavli.model.position import other
from tavli.model.variant import SIDE_NAMES, Side

# GNU Backgammon's own game is "Standard", which a .mat file leaves unnamed; the others are
# named in a "; [Variation ...]" line. A variant says its gnubg name with `known as "..." in
# gnubg`, so these follow from the rules files.
from tavli.records.mat.common import IMPORT_OPTIONS, STANDARD, TAGS, variations
from tavli.records.record import GameRecord

_TAG_LINE = re.compile(r'^;\s*\[(\w+)\s+"(.*)"\]\s*$')
_MATCH = re.compile(r"^\s*([0-9]{1,4})\s+point\s+match\s*$", re.IGNORECASE)
_GAME = re.compile(r"^\s*Game\s+([0-9]{1,5})\s*$", re.IGNORECASE)
_SCORES = re.compile(r"^\s*([^:]*?)\s*:\s*([0-9]{1,5})\s+([^:]*?)\s*:\s*([0-9]{1,5})\s*$")
_TURN_LINE = re.compile(r"^\s*([0-9]{1,4})\)(.*)$")
_ROLL = re.compile(r"^([1-6])([1-6]):$")
_MOVE = re.compile(r"^(?:[0-9]{1,2}|bar|off)(?:/(?:[0-9]{1,2}|bar|off)\*?)+(?:\([0-9]\))?$",
                   re.IGNORECASE)
_NUMBER = re.compile(r"[0-9]{1,6}")
_RIGHT_COLUMN = 20  # an entry starting this far into the line is in the right column


@dataclass
class _Event:
    """One thing a player does, as the .mat text shows it."""

    kind: str  # "roll", "double", "take", "drop", "wins"
    line: int
    column: int
    dice: tuple[int, int] = (0, 0)
    moves: list[str] = field(default_factory=list)
    value: int = 0
    side: Side = 0


def load_mat(path: str | Path) -> list[GameRecord]:
    """Every game of the match in a ``.mat`` file, replayed and checked."""
    name = str(path)
    try:
        text = Path(path).read_text(encoding="utf-8")
    except UnicodeDecodeError:
        text = Path(path).read_text(encoding="latin-1")  # older exports are not UTF-8
    except OSError as error:
        raise RecordError(f"{name}: cannot read the .mat file: {error.strerror}") from None
    return parse_mat(text, name)


def parse_mat(text: str, file: str = "<mat>") -> list[GameRecord]:
    """Every game of the match in ``.mat`` text, replayed and checked (see the module)."""
    tags: dict[str, str] = {}
    length: int | None = None
    games: list[_Game] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.rstrip()
        where = f"{file}:{number}"
        if not line.strip():
            continue
        if line.lstrip().startswith((";", "#")):
            tag = _TAG_LINE.match(line.strip())
            if tag and length is None:
                tags[tag[1].lower()] = tag[2]
            continue
        if length is None:
            found = _MATCH.match(line)
            if found is None:
                raise RecordError(f"{where}: expected the match header, e.g. ' 7 point "
                                  f"match', found {line.strip()!r}")
            length = int(found[1])
            continue
        if game := _GAME.match(line):
            expected = len(games) + 1
            if int(game[1]) != expected:
                raise RecordError(f"{where}: expected Game {expected}, found Game {game[1]} "
                                  "(a game is missing, or the games are out of order)")
            if games:
                games[-1].close(last=False)
            games.append(_Game(file, expected, number, tags, length,
                               games[-1] if games else None))
            continue
        if not games:
            raise RecordError(f"{where}: expected ' Game 1', found {line.strip()!r}")
        games[-1].read(line, number)
    if length is None:
        raise RecordError(f"{file}: no ' N point match' header: this is not a .mat file")
    if not games:
        raise RecordError(f"{file}: the match has no games")
    games[-1].close(last=True)
    _check_scores(games, file)
    return [game.record() for game in games]


class _Game:
    """One game being read: the header, then turns replayed as they come."""

    def __init__(self, file: str, number: int, line: int, tags: dict[str, str],
                 length: int, previous: _Game | None = None) -> None:
        self.file, self.number, self.first_line = file, number, line
        variation = tags.get("variation")
        names = {gnubg: name for name, gnubg in variations().items()}
        variation = variation or STANDARD
        if variation not in names:
            raise RecordError(f"{file}: the variation {variation!r} is none tavli plays "
                              f"({', '.join(names)})")
        self.variant_name = names[variation]
        self.variant = load_variant(self.variant_name, IMPORT_OPTIONS)
        self.position = new_game(self.variant)
        self.tags = {k: v for k, v in tags.items() if k in TAGS}
        date = tags.get("eventdate")
        self.date = date.replace(".", "-") if date else None
        self.length = length
        self.players: tuple[str, str] | None = None
        self.scores = (0, 0)
        self.actions: list[Action] = []
        self.turn_number = 0
        self.wins: _Event | None = None
        self.result: str | None = None
        self.previous = previous
        self.crawford_rule = crawford_rule_of(self.variant) and \
            tags.get("crawford", "On").strip().lower() != "off"
        self.match: MatchState | None = None  # set once the score line is read

    def where(self, line: int) -> str:
        return f"{self.file}:{line}: game {self.number}"

    def _match(self, line: int) -> MatchState | None:
        """The match this game is played at: the Crawford game is the first at which
        exactly one player is one point short (GNU Backgammon's import.c, ImportGame)."""
        if self.previous is not None:  # the score line must follow from the game before
            _check_scores([self.previous, self], self.file)
        if not self.length:
            return None
        x, o = self.scores
        before = self.previous.match if self.previous is not None else None
        behind = before is not None and (before.crawford or before.crawford_done)
        crawford = self.crawford_rule and not behind and \
            (x == self.length - 1) != (o == self.length - 1)
        try:
            match = MatchState.at(self.length, self.scores, crawford=crawford,
                                  crawford_rule=self.crawford_rule, game=self.number)
        except TavliError as error:
            raise RecordError(f"{self.where(line)}: {error}") from None
        if match.is_over:
            raise RecordError(f"{self.where(line)}: the score {x}-{o} has already ended the "
                              f"{self.length}-point match")
        return match

    def read(self, line: str, number: int) -> None:
        if self.players is None:
            found = _SCORES.match(line)
            if found is None or not found[1] or not found[3]:
                raise RecordError(f"{self.where(number)}: expected the players and their "
                                  f"scores, e.g. ' Alice : 0    Bob : 0', found {line.strip()!r}")
            self.players = (found[1], found[3])
            self.scores = (int(found[2]), int(found[4]))
            self.match = self._match(number)
            return
        if self.wins is not None:
            raise RecordError(f"{self.where(number)}: {line.strip()!r} comes after the game "
                              "was won")
        turn = _TURN_LINE.match(line)
        body_start = 0
        if turn is not None:
            self.turn_number += 1
            if int(turn[1]) != self.turn_number:
                raise RecordError(f"{self.where(number)}: expected move {self.turn_number}), "
                                  f"found {turn[1]}) (a line is missing or out of order)")
            body_start = turn.start(2)
        events = _events(line, body_start, number, self.where(number))
        if turn is None and any(e.kind != "wins" for e in events):
            raise RecordError(f"{self.where(number)}: a line of turns begins with its "
                              f"number, e.g. ' 12)', not {line.strip()!r}")
        plays = [e for e in events if e.kind != "wins"]
        if len(plays) > 2:
            raise RecordError(f"{self.where(number)}: a line holds two turns at most")
        for index, event in enumerate(plays):
            if len(plays) == 2:
                event.side = 0 if index == 0 else 1
            else:
                event.side = 1 if event.column - body_start >= _RIGHT_COLUMN - 5 else 0
            self.play(event)
        for event in events:
            if event.kind == "wins":
                event.side = 1 if event.column >= _RIGHT_COLUMN else 0
                self.wins = event

    def play(self, event: _Event) -> None:
        where = f"{self.where(event.line)}, move {self.turn_number}"
        position = self.position
        name = SIDE_NAMES[event.side]
        if position.phase == "opening" and event.kind == "roll":
            high, low = max(event.dice), min(event.dice)
            if high == low:
                raise RecordError(f"{where}: the first roll {high}{low} is a double, but the "
                                  "opening roll is one die each and equal dice roll again "
                                  "(BG-07)")
            opening = OpeningRoll(high, low) if event.side == 0 else OpeningRoll(low, high)
            self.apply(opening, where)
        else:
            acting = other(position.turn) if position.phase == "take-or-drop" \
                else position.turn
            if position.phase not in ("opening", "over", "dropped") and acting != event.side:
                raise RecordError(f"{where}: the {'left' if event.side == 0 else 'right'} "
                                  f"column has {name} ({self._name(event.side)}) acting, but "
                                  f"it is {SIDE_NAMES[acting]}'s turn")
            if event.kind == "roll":
                self.apply(Roll(event.dice), where)
            elif event.kind == "double":
                if position.phase == "roll" and event.value != position.cube * 2:
                    raise RecordError(f"{where}: 'Doubles => {event.value}', but the cube is "
                                      f"at {position.cube}, so a double goes to "
                                      f"{position.cube * 2}")
                self.apply(Double(), where)
            else:
                self.apply(Take() if event.kind == "take" else Drop(), where)
        if event.kind == "roll":
            text = " ".join(event.moves) or "no move"
            try:
                play = play_from_text(self.variant, self.position, text)
            except TavliError as error:
                raise RecordError(f"{where}: {name} cannot play {text!r}: {error}") from None
            self.actions.append(Move(format_play(play.steps)))
            self.position = play.position

    def _name(self, side: Side) -> str:
        return self.players[side] if self.players else SIDE_NAMES[side]

    def apply(self, action: Action, where: str) -> None:
        try:
            self.position = apply_in_match(self.variant, self.position, action, self.match)
        except TavliError as error:
            raise RecordError(f"{where}: '{action}' is not allowed: {error}") from None
        self.actions.append(action)

    def close(self, *, last: bool) -> None:
        """Check the game's end against its ``Wins`` line."""
        where = self.where(self.first_line)
        if self.players is None:
            raise RecordError(f"{where}: the game has no players line")
        final = score(self.variant, self.position)
        wins = self.wins
        if final is not None:
            self.result = str(final)
            if wins is None:
                return  # the winner is plain from the moves; some exporters omit the line
            if (wins.side, wins.value) != (final.winner, final.points):
                said = f"{SIDE_NAMES[wins.side]} wins {wins.value}"
                raise RecordError(f"{self.where(wins.line)}: the file says {said}, but the "
                                  f"moves end with {final}")
            return
        if wins is not None:  # a resignation: tavli has no action for it, so a tag keeps it
            self.tags["resigned"] = (f"{SIDE_NAMES[wins.side]} wins {wins.value} point"
                                     + ("s" if wins.value != 1 else ""))
            return
        phase = "the game is not over"
        raise RecordError(f"{self.file}: game {self.number} (from line {self.first_line}) is "
                          f"truncated: it ends after move {self.turn_number} with no winner "
                          f"({phase}{'' if last else ', and another game follows'})")

    def won(self) -> tuple[int, int]:
        final = score(self.variant, self.position)
        if final is not None:
            return (final.points, 0) if final.winner == 0 else (0, final.points)
        assert self.wins is not None
        return (self.wins.value, 0) if self.wins.side == 0 else (0, self.wins.value)

    def record(self) -> GameRecord:
        return GameRecord(
            variant=self.variant_name, options=dict(IMPORT_OPTIONS), actions=self.actions,
            players=self.players, date=self.date, match_length=self.length or None,
            match_score=self.scores, result=self.result, tags=dict(self.tags),
            crawford=None if self.match is None else "game" if self.match.crawford
            else None if self.match.crawford_rule else "off",
        )


def _events(line: str, start: int, number: int, where: str) -> list[_Event]:
    """The turns, cube actions and wins in a line, with the column each starts at."""
    words = [(m.start(), m.group()) for m in re.finditer(r"\S+", line) if m.start() >= start]
    events: list[_Event] = []
    i = 0
    while i < len(words):
        column, word = words[i]
        roll = _ROLL.match(word)
        lowered = word.lower()
        if roll:
            event = _Event("roll", number, column, dice=(int(roll[1]), int(roll[2])))
            i += 1
            while i < len(words) and _MOVE.match(words[i][1]):
                event.moves.append(words[i][1])
                i += 1
            events.append(event)
            continue
        if lowered == "doubles":
            rest = [w for _, w in words[i + 1:i + 3]]
            if len(rest) == 2 and rest[0] == "=>" and _NUMBER.fullmatch(rest[1]):
                events.append(_Event("double", number, column, value=int(rest[1])))
                i += 3
                continue
            raise RecordError(f"{where}: 'Doubles' is followed by '=> N', the cube's new "
                              "value")
        if lowered in ("takes", "drops"):
            events.append(_Event(lowered[:-1], number, column))
            i += 1
            continue
        if lowered == "wins":
            rest = [w for _, w in words[i + 1:i + 3]]
            if len(rest) == 2 and _NUMBER.fullmatch(rest[0]) and rest[1] in ("point", "points"):
                events.append(_Event("wins", number, column, value=int(rest[0])))
                i += 3
                tail = [w.lower() for _, w in words[i:i + 3]]
                if tail == ["and", "the", "match"]:
                    i += 3
                continue
            raise RecordError(f"{where}: 'Wins' is followed by 'N point(s)'")
        if lowered in ("beavers", "raccoons"):
            raise RecordError(f"{where}: {word!r}: tavli's backgammon has no beavers")
        raise RecordError(f"{where}, column {column + 1}: cannot read {word!r}: expected "
                          "dice such as '31:', a move such as '24/18', 'Doubles => 2', "
                          "'Takes', 'Drops' or 'Wins 1 point'")
    return events


def _check_scores(games: list[_Game], file: str) -> None:
    """Each game's score line must be the one before plus what its winner won."""
    for before, after in pairwise(games):
        won = before.won()
        expected = (before.scores[0] + won[0], before.scores[1] + won[1])
        if after.scores != expected:
            raise RecordError(f"{file}:{after.first_line}: game {after.number} begins "
                              f"{after.scores[0]}-{after.scores[1]}, but after game "
                              f"{before.number} the score is {expected[0]}-{expected[1]}")
