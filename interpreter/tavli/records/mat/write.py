"""Writing the .mat match text (see tavli.records.mat)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from tavli.game.actions import Action, Double, Drop, Move, OpeningRoll, Roll, Take, play_from_text
from tavli.game.match import MatchState, after_game
from tavli.game.opening import new_game
from tavli.game.play_text import format_play
from tavli.game.score import Score, score
from tavli.model.errors import RecordError
from tavli.model.position import Position, other
from tavli.model.variant import Side, Variant
from tavli.records.files import replace_text

# GNU Backgammon's own game is "Standard", which a .mat file leaves unnamed; the others are
# named in a "; [Variation ...]" line. A variant says its gnubg name with `known as "..." in
# gnubg`, so these follow from the rules files.
from tavli.records.mat.common import IMPORT_OPTIONS, STANDARD, TAGS, variations
from tavli.records.record import GameRecord, match_of, replay, variant_of, where_in

_LEFT_WIDTH = 27  # a left turn is written "%3d) %-27s ", so the right one starts at column 33


def format_mat(records: Sequence[GameRecord]) -> str:
    """The records as one match in ``.mat`` text; all must be games of the same variant."""
    if not records:
        raise RecordError("there is no game to export")
    first = records[0]
    for number, record in enumerate(records, start=1):
        _check_exportable(record, number, first)
    lines: list[str] = []
    for key in TAGS:
        if key in first.tags:
            lines.append(f'; [{key.capitalize()} "{first.tags[key]}"]')
    if first.date is not None:
        lines.append(f'; [EventDate "{first.date.replace("-", ".")}"]')
    variation = variations()[first.variant]
    if variation != STANDARD:
        lines.append(f'; [Variation "{variation}"]')
    match = match_of(first)
    if match is not None and not match.crawford_rule:  # On is what every reader assumes
        lines.append('; [Crawford "Off"]')
    if lines:
        lines.append("")
    lines += [f" {first.match_length or 0} point match", ""]
    running = (0, 0)
    for number, record in enumerate(records, start=1):
        if match is not None:
            _check_in_match(record, number, match)
            running = match.score
        at = record.match_score or running
        game_lines, won = _format_game(record, number, at)
        lines += game_lines
        running = (at[0] + won[0], at[1] + won[1])
        if match is not None and number < len(records):
            if match.is_over or won == (0, 0):
                raise RecordError(f"game {number + 1} follows game {number}, which "
                                  + ("ended the match" if match.is_over else "has no winner"))
            winner: Side = 0 if won[0] else 1
            match = after_game(match, Score(winner, "game", won[winner]))
    return "\n".join(lines) + "\n"


def _check_in_match(record: GameRecord, number: int, match: MatchState) -> None:
    """A game of an exported match must be the one the games before it lead to."""
    if record.match_length != match.length:
        raise RecordError(f"game {number} is of a {record.match_length or 0}-point match, "
                          f"game 1 of a {match.length}-point match")
    if record.match_score is not None and record.match_score != match.score:
        raise RecordError(f"game {number} begins {record.match_score[0]}-"
                          f"{record.match_score[1]}, but the games before it make the score "
                          f"{match.score[0]}-{match.score[1]}")
    if (record.crawford == "game") != match.crawford:
        said = "is marked" if match.crawford is False else "is not marked"
        raise RecordError(f"game {number} {said} as the Crawford game, but the score "
                          f"{match.score[0]}-{match.score[1]} says otherwise")


def mat_refusal(record: GameRecord) -> str | None:
    """Why the .mat text cannot hold ``record`` as a match of its own; None when it can."""
    try:
        format_mat([record])
    except RecordError as error:
        return str(error)
    return None


def _check_exportable(record: GameRecord, number: int, first: GameRecord) -> None:
    if record.variant not in variations():
        raise RecordError(f"game {number} is {record.variant}: the .mat text holds "
                          f"{', '.join(variations())} games only")
    if record.variant != first.variant:
        raise RecordError(f"game {number} is {record.variant} but game 1 is {first.variant}: "
                          "a .mat match is of one variant")
    changed = {name for name, on in record.options.items() if on} - set(IMPORT_OPTIONS)
    if changed:
        raise RecordError(f"game {number} is played with option {sorted(changed)[0]!r}, "
                          "which the .mat text cannot show")
    if record.position is not None:
        raise RecordError(f"game {number} begins from a set position; a .mat game begins "
                          "with the opening roll")
    if record.resigned is not None:
        raise RecordError(f"game {number} ended by a resignation, which this .mat writer "
                          "does not write")


@dataclass
class _Layout:
    """Turns placed two to a numbered line, X on the left and O on the right."""

    lines: list[str] = field(default_factory=list)
    slot: int = 0  # turns placed so far, counting empty slots: even is left
    roll: str = ""  # the dice of the turn whose play comes next

    def put(self, side: Side, text: str) -> None:
        if self.slot % 2 != side:
            self.put(other(side), "")
        if self.slot % 2 == 0:
            self.lines.append(f"{self.slot // 2 + 1:3d}) {text:<{_LEFT_WIDTH}} ")
        else:
            self.lines[-1] = (self.lines[-1] + text).rstrip()
        self.slot += 1

    def finish(self) -> list[str]:
        return [line.rstrip() for line in self.lines]


def _format_game(record: GameRecord, number: int, at: tuple[int, int]) -> tuple[list[str],
                                                                                 tuple[int, int]]:
    variant = variant_of(record)
    names = record.players or ("X", "O")
    for name in names:
        if ":" in name or not name.strip():
            raise RecordError(f"game {number}: the player name {name!r} cannot be written in "
                              "a .mat file (it must not be empty or contain ':')")
    head = f"{names[0]} : {at[0]}"
    layout = _Layout()
    before = new_game(variant)
    for index, (action, after) in enumerate(replay(record)):
        place = where_in(record, index) if record.source else f"game {number}, action " \
            f"{index + 1}"
        _place(variant, layout, action, before, after, place)
        before = after
    lines = [f" Game {number}", f" {head:<31}{names[1]} : {at[1]}", *layout.finish()]
    final = score(variant, before)
    won = (0, 0)
    winner: Side | None = None
    points = 0
    if final is not None:
        winner, points = final.winner, final.points
    elif "resigned" in record.tags:
        winner, points = _read_resigned(record.tags["resigned"], number)
    if winner is not None:
        indent = " " * (6 if winner == 0 else 34)
        lines.append(f"{indent}Wins {points} point{'s' if points != 1 else ''}")
        won = (points, 0) if winner == 0 else (0, points)
    lines.append("")
    return lines, won


def _place(variant: Variant, layout: _Layout, action: Action, before: Position,
           after: Position, where: str) -> None:
    match action:
        case OpeningRoll(x, o):
            if x == o:
                if after.cube != before.cube:
                    raise RecordError(f"{where}: equal opening dice doubled the stake, which "
                                      "the .mat text cannot show; games played with "
                                      "--option plain-reroll (A6) can be exported")
                return
            layout.roll = f"{after.dice[0]}{after.dice[1]}:"
        case Roll(dice):
            layout.roll = f"{dice[0]}{dice[1]}:"
        case Move(text):
            steps = play_from_text(variant, before, text).steps
            played = format_play(steps, expanded=True) if steps else ""
            played = played.replace("bar", "25").replace("off", "0")
            layout.put(before.turn, f"{layout.roll} {played}".rstrip())
        case Double():
            layout.put(before.turn, f" Doubles => {before.cube * 2}")
        case Take():
            layout.put(other(before.turn), " Takes")
        case Drop():
            layout.put(other(before.turn), " Drops")
        case _:
            raise RecordError(f"{where}: '{action}' has no place in the .mat text")


def _read_resigned(text: str, number: int) -> tuple[Side, int]:
    found = re.fullmatch(r"([XO]) wins ([0-9]+) points?", text)
    if found is None:
        raise RecordError(f"game {number}: the tag 'resigned: {text}' should read like "
                          "'X wins 2 points'")
    side: Side = 0 if found[1] == "X" else 1
    return side, int(found[2])


def save_mat(path: str | Path, records: Sequence[GameRecord]) -> None:
    """Write the match to ``path``, replacing it at once (tavli.records.files)."""
    replace_text(path, format_mat(records))


