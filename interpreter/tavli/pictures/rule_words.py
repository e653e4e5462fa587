"""Words for the rulebook sheet: set-ups, tracks as runs, turn timings, numbers, and the
comment at the end of a rules line."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tavli.model.conditions import describe_condition
from tavli.model.variant import Board

#: a roll pattern of the turn's programs in words
ROLL_WORDS = {"doubles": "a double", "pair-low": "a pair and a lower die",
              "pair-high": "a pair and a higher die"}


def setup_text(setup: dict[str, Any], whose: str) -> str:
    """A set-up in words: where ``whose`` checkers start, in his own numbering."""
    placed = ", ".join(f"{p['count']} on the {p['point']} point"
                       for p in setup.get("points", []))
    if setup.get("hand") == "all":
        checkers = "All checkers" if whose == "each player" else f"All of {whose}'s checkers"
        return f"{checkers} start in hand, off the board, and are entered by the dice."
    if setup.get("hand"):
        return f"Set-up of {whose}, in his own numbering: {placed}, and {setup['hand']} in hand."
    return f"Set-up of {whose}, in his own numbering: {placed}."


def comment_of(line: str) -> str:
    """The comment at the end of a rules line: after a ``#`` outside a quoted string."""
    quoted = False
    for index, char in enumerate(line):
        if char == '"':
            quoted = not quoted
        elif char == "#" and not quoted:
            return line[index + 1:].strip()
    return ""


def span(points: Sequence[int]) -> str:
    """A track as runs: ``24..1`` or ``12..1, 24..13``."""
    runs: list[list[int]] = []
    for point in points:
        if runs and abs(point - runs[-1][-1]) == 1 and \
                (len(runs[-1]) == 1 or point - runs[-1][-1] == runs[-1][-1] - runs[-1][-2]):
            runs[-1].append(point)
        else:
            runs.append([point])
    return ", ".join(f"{r[0]}..{r[-1]}" if len(r) > 1 else str(r[0]) for r in runs)


def when_words(timing: str) -> str:
    """When a turn-dependent rule applies, in words: ``from-4``, ``until-3-game``,
    ``first-double``."""
    if timing == "first-double":
        return "The first time a player rolls a double"
    if timing.startswith("stage:"):  # 'on doubles in stage unstacking or bearing'
        return "While a player is in the stage " + " or ".join(timing[6:].split(","))
    whose = "the game's" if timing.endswith("-game") else "a player's"
    kind, _, rest = timing.partition("-")
    number = rest.removesuffix("-game")
    if kind == "from" and number.isdigit():
        return f"From {whose} {ordinal(int(number))} turn on"
    if kind == "until" and number.isdigit():
        return f"In {whose} first {number} turns"
    return f"When {timing}"


def ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def checkers_words(n: int) -> str:
    return f"{n} checker" + ("s" if n != 1 else "")


def number_word(n: int) -> str:
    words = ["no", "one", "two", "three", "four", "five", "six"]
    return words[n] if 0 <= n < len(words) else str(n)


def board_text(board: Board) -> str:
    """The board, for a game not played on today's: ``The board has 36 points, in 3 rows of
    12.``"""
    if board.round:
        shape = f"in a ring of {number_word(board.tables)} tables of {board.table}"
    elif board.table == board.per_row:
        shape = f"in {number_word(board.rows)} row{'s' if board.rows > 1 else ''} of " \
                f"{board.per_row}"
    else:
        shape = f"in {number_word(board.tables)} tables of {board.table}, " + (
            f"{number_word(board.tables // 2)} to a side" if board.rows == 2 else "in one row")
    return f"The board has {board.points} points, {shape}."


def pair_sentences(tree: Mapping[str, Any]) -> list[tuple[str, str]]:
    """The rulebook's words for a zone taken and left in pairs, for the opponent's closed
    zone and for his zones not to be stayed in, each with its rule's key."""
    said = {"zone-in-pairs": "A point of the zone '{}' is taken by two checkers at once and "
                             "its last two leave it together; no checker goes over the zone "
                             "without stopping there.",
            "zone-taken-in-pairs": "An empty point of the zone '{}' is taken only by two "
                                   "checkers at once, in one throw.",
            "closed-to-opponent": "No checker lands on the opponent's zone '{}'."}
    found = [(words.format(tree[key]), key) for key, words in said.items() if tree.get(key)]
    if tree.get("zone-passed-over"):  # 'men may go over ZONE' lifts the stop
        found = [(text.replace("; no checker goes over the zone without stopping there.",
                               "; checkers go over the zone as over any point.")
                  if key == "zone-in-pairs" else text, key) for text, key in found]
    for zone, each in (tree.get("stay-forbidden") or {}).items():
        if each:  # 0: lifted ('men may stay in ...')
            found.append((f"No play ends with a checker newly on the opponent's zone '{zone}' "
                          f"while he could still put {each} on each of its points: his "
                          f"checkers on its first points or not yet come to them number "
                          f"at least {each} for each of those points. A checker may stop there "
                          "between two dice.", "stay-forbidden"))
    rule = tree.get("zone-by-puissance")
    if rule:  # the corner by puissance (Trictrac FT-22)
        found.append((f"Where no checker stands on the zone '{rule['zone']}' nor on the "
                      f"opponent's '{rule['short-of']}', two checkers the two numbers would "
                      "carry onto that point of the opponent's, one each, may take the zone "
                      "instead, each stopping a point short"
                      + ("; not where the throw takes it directly." if rule.get("unless-direct")
                         else "."), "zone-by-puissance"))
    return found


def crowd_sentences(tree: Mapping[str, Any]) -> list[tuple[str, str]]:
    """The rulebook's words for entering only onto empty points (with its exception) and for
    a point of N enemy checkers hit while a condition holds, each with its rule's key."""
    found: list[tuple[str, str]] = []
    entry = tree.get("no-entry-onto-occupied")
    if isinstance(entry, dict):
        when = describe_condition(entry["but-onto-enemy-when"])
        found.append(("A checker enters only onto an empty point, not onto its own checkers; "
                      f"but while the mover has {when}, it may also enter onto the "
                      "opponent's, however many, and hits them all.", "no-entry-onto-occupied"))
    elif entry:
        found.append(("A checker enters only onto an empty point: not onto its own checkers, "
                      "nor onto the opponent's (it never hits as it enters).",
                      "no-entry-onto-occupied"))
    point = tree.get("hit-point-of")
    if point:
        when = describe_condition(point["when"])
        found.append((f"A point of {point['checkers']} enemy checkers is closed, except while "
                      f"the mover has {when}: then a checker may land there, and hits them "
                      "all.", "hit-point-of"))
    return found


#: The rulebook's words for each ``opening winner`` rule.
OPENING_WINNER = {
    "plays-both-dice": "The higher die moves first, playing the two numbers thrown.",
    "plays-both-dice-or-rolls-again": "The higher die moves first: he plays the two numbers "
                                      "thrown or rolls both dice again.",
    "rolls-both-dice-again": "The higher die moves first, rolling both dice again for his "
                             "first turn.",
    "moves-opponents-men": "The higher die moves first, playing the two numbers thrown with "
                           "the opponent's checkers; then the opponent rolls for his turn.",
}
