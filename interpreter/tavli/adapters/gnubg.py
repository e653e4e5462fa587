"""GNU Backgammon behind tavli's oracle protocol, for ``tavli crosscheck``.

A thin adapter: it reads JSON request lines on stdin and answers ``hello``, ``plays`` and
``quit`` on stdout, with positions in GNU Backgammon's own ``PositionID:MatchID``. Legal plays
come from GNU Backgammon's move generator through its PyPI bindings (``pip install gnubg``);
the adapter only decodes the Match ID's few fields it needs, moves the checkers of each play
to write the resulting position, and asks gnubg for that position's IDs. The bindings cut a
play short at its first checker borne off; such plays are completed here and accepted only
when the completions number exactly the plays gnubg listed (see ``results``). It imports
nothing else from tavli, so the two engines stay independent.

It also plays whole games (the ``game`` command, tavli's own, see ``game``): gnubg replays a
game's rolls, plays and cube actions through its command interpreter, and says where each
left the game and how the game ended, for ``tavli crosscheck --games``.

    tavli crosscheck --engine gnubg -n 100 --format gnubg
"""

from __future__ import annotations

import base64
import sys
from typing import Any

from tavli.adapters.protocol import Refusal, serve

# Variants whose checker play is standard backgammon's (only the setup, the number of
# checkers, the opening or the scoring differ), so GNU Backgammon's move generator applies.
STANDARD_PLAY = {"backgammon", "nackgammon", "hypergammon", "short-nardy", "portes",
                 "shesh-besh"}  # games whose checkers move exactly as in backgammon

try:
    import gnubg
except ImportError as error:  # pragma: no cover - depends on the machine
    print(f"gnubg adapter: cannot import gnubg ({error}); pip install 'tavli[gnubg]'",
          file=sys.stderr)
    sys.exit(1)


def match_fields(match_id: str) -> dict[str, int]:
    """The Match ID fields the adapter needs (GNU Backgammon manual, 'A technical
    description of the Match ID'): a little-endian bit field in 12 Base64 characters."""
    if len(match_id) != 12:
        raise Refusal("bad-notation", f"{match_id!r} is not a 12-character Match ID")
    bits = int.from_bytes(base64.b64decode(match_id), "little")
    layout = {"cube": (0, 4), "owner": (4, 2), "on_roll": (6, 1), "state": (8, 3),
              "doubled": (12, 1), "resigned": (13, 2), "die1": (15, 3), "die2": (18, 3),
              "no_jacoby": (66, 1)}
    return {name: bits >> offset & ((1 << width) - 1)
            for name, (offset, width) in layout.items()}


def step(mover: list[int], opponent: list[int], start: int, die: int
         ) -> tuple[list[int], list[int]] | None:
    """One checker of the mover from ``start`` (25: the bar) by ``die``, by the standard
    rules, or None if it may not; ``start`` must hold a checker."""
    end = start - die
    mover, opponent = mover[:], opponent[:]
    if end >= 1:
        if opponent[24 - end] >= 2:
            return None
        mover[start - 1] -= 1
        mover[end - 1] += 1
        if opponent[24 - end] == 1:  # a blot is hit
            opponent[24 - end] = 0
            opponent[24] += 1
        return mover, opponent
    home = sum(mover[6:]) == 0
    highest = max(p for p in range(1, 26) if mover[p - 1])
    if not home or (end < 0 and start != highest):
        return None
    mover[start - 1] -= 1
    return mover, opponent


Sides = tuple[tuple[int, ...], tuple[int, ...]]


def endings(mover: list[int], opponent: list[int], dice: list[int]) -> tuple[int, set[Sides]]:
    """How many of ``dice`` can be played, and every result of playing that many."""
    best_depth, best = 0, {(tuple(mover), tuple(opponent))}
    for index, die in enumerate(dice):
        if die in dice[:index]:
            continue
        rest = dice[:index] + dice[index + 1:]
        for start in range(25, 0, -1):
            moved = step(mover, opponent, start, die) if mover[start - 1] else None
            if moved is None:
                continue
            depth, found = endings(*moved, rest)
            if depth + 1 > best_depth:
                best_depth, best = depth + 1, set()
            if depth + 1 == best_depth:
                best |= found
    return best_depth, best


def results(board: tuple[tuple[int, ...], tuple[int, ...]], move: tuple[int, ...],
            dice: list[int]) -> list[tuple[list[int], list[int]]]:
    """The mover's and the opponent's checkers after ``move`` (pairs from, to; 25 is the
    bar, 0 off), each in its own numbering with the bar last.

    The bindings end a move's tuple at its first bearing off (gnubg marks "off" and "no
    more steps" alike), so a tuple of odd length stops at a checker borne off from its last
    number, and the steps after it are lost: those are completed here by playing the dice
    left in every legal way (only checkers at home move then), and the caller checks that
    gnubg listed as many plays as the completions give."""
    opponent, mover = list(board[0]), list(board[1])
    left = list(dice) * (2 if dice[0] == dice[1] else 1)
    pairs = list(zip(move[0::2], move[1::2], strict=False))
    for start, end in pairs:
        left.remove(start - end)
        moved = step(mover, opponent, start, start - end)
        assert moved is not None, f"gnubg's move {move} is not legal here"
        mover, opponent = moved
    if len(move) % 2 == 0:
        return [(mover, opponent)]
    start = move[-1]
    best_depth, out = -1, set[Sides]()
    for die in sorted(set(left)):
        moved = step(mover, opponent, start, die) if die >= start else None
        if moved is None:
            continue
        rest = left[:]
        rest.remove(die)
        depth, found = endings(*moved, rest)
        if depth > best_depth:
            best_depth, out = depth, set()
        if depth == best_depth:
            out |= found
    return [(list(m), list(o)) for m, o in sorted(out)]


def plays(request: dict[str, Any]) -> dict[str, Any]:
    """Every legal play of the request's dice, as gnubg lists them."""
    variant = request.get("variant", "backgammon")
    if variant not in STANDARD_PLAY or request.get("options"):
        raise Refusal("unknown-variant", f"this adapter plays {sorted(STANDARD_PLAY)} "
                      f"without options, not {variant!r} {request.get('options') or ''}")
    if request.get("format") != "gnubg":
        raise Refusal("bad-request", "this adapter speaks only the 'gnubg' format")
    position_id, _, match_id = str(request.get("position", "")).partition(":")
    dice = request.get("dice")
    if not (isinstance(dice, list) and len(dice) == 2
            and all(isinstance(d, int) and 1 <= d <= 6 for d in dice)):
        raise Refusal("bad-request", "'dice' must be two dice, e.g. [6, 5]")
    try:
        board = gnubg.position_from_id(position_id)
    except Exception as error:
        raise Refusal("bad-notation", f"gnubg cannot read {position_id!r}: {error}") from None
    fields = match_fields(match_id)
    if fields["state"] != 1 or fields["doubled"] or fields["resigned"]:
        raise Refusal("illegal-action", "the position is not waiting for a roll")
    if (fields["die1"], fields["die2"]) not in ((0, 0), tuple(dice), tuple(dice[::-1])):
        raise Refusal("illegal-action", "the Match ID shows other dice")
    mover = fields["on_roll"]
    cube = 1 << fields["cube"]
    owner = {0: 0, 1: 1, 3: -1}.get(fields["owner"], -1)
    found = gnubg.find_best_moves(board, gnubg.cube_info(), gnubg.eval_context(),
                                  (dice[0], dice[1]))
    moves = [tuple(entry["move"]) for entry in found] or [()]
    seen: dict[Sides, str] = {}
    for move in moves:
        text = gnubg.move_tuple_to_string(move, board) if move else "no move"
        if len(move) % 2:
            text += " (then completed)"
        for mover_after, opponent_after in results(board, move, dice):
            seen.setdefault((tuple(mover_after), tuple(opponent_after)), text)
    if len(seen) != len(moves):  # gnubg's plays are all among the completions: same count,
        raise Refusal("internal-error", f"gnubg listed {len(moves)} plays, but completing "
                      f"the truncated ones gives {len(seen)}")  # same set
    out = []
    for (final_mover, final_opponent), text in seen.items():
        mine, theirs = list(final_mover), list(final_opponent)
        if sum(mine) == 0:  # every checker off: the mover has won
            ids = (gnubg.position_id((theirs, mine)),
                   gnubg.match_id(gnubg.cube_info(cube, owner, mover, 0, (0, 0), 0, 0),
                                  gnubg.pos_info(mover, 0, 0, 2, (0, 0))))
        else:
            ids = (gnubg.position_id((mine, theirs)),
                   gnubg.match_id(gnubg.cube_info(cube, owner, 1 - mover, 0, (0, 0), 0, 0),
                                  gnubg.pos_info(1 - mover, 0, 0, 1, (0, 0))))
        out.append({"play": text, "position": f"{ids[0]}:{with_jacoby_bit(ids[1], fields)}",
                    "format": "gnubg"})
    return {"dice": dice, "plays": out}


def with_jacoby_bit(match_id: str, fields: dict[str, int]) -> str:
    """``match_id`` with bit 66 (the Jacoby rule NOT in use) as the request had it: the
    bindings write it from gnubg's own money-session setting (Jacoby on), not per call, and
    the plays do not depend on it."""
    bits = int.from_bytes(base64.b64decode(match_id), "little") & ~(1 << 66)
    bits |= fields["no_jacoby"] << 66
    return base64.b64encode(bits.to_bytes(9, "little")).decode("ascii")


class GnuBackgammon:
    """The protocol's commands, answered by GNU Backgammon (``serve`` runs the loop)."""

    def answer(self, request: dict[str, Any]) -> dict[str, Any]:
        command = request.get("cmd")
        if command == "hello":
            return {"engine": "gnubg", "version": getattr(gnubg, "__version__", "?"),
                    "protocol": 1, "formats": ["gnubg"],
                    "commands": ["hello", "plays", "game", "quit"]}
        if command == "quit":
            return {"bye": True}
        if command == "plays":
            return plays(request)
        if command == "game":
            return game(request)
        raise Refusal("unknown-command", f"this adapter answers hello, plays, game and quit, "
                      f"not {command!r}")


# ---- whole games: gnubg's own game flow, driven by its command interpreter

_PLAYER = {"X": 1, "O": 0}  # tavli's X is GNU Backgammon's player 1
_SETUP = ("set player 0 human", "set player 1 human", "set automatic roll off",
          "set automatic doubles 0", "set automatic game off", "set automatic bearoff off",
          "set beavers 0")


def current() -> str:
    """Where the game stands: Position ID (the player on roll first) and Match ID."""
    board = gnubg.board()
    return f"{gnubg.position_id(board)}:{gnubg.match_id()}"


def game(request: dict[str, Any]) -> dict[str, Any]:
    """Replay one money game's actions in gnubg: ``["start", "X"]`` (who plays first),
    ``["roll", d1, d2]``, ``["move", "24/18 18/13", position]`` (every die's move written
    out, "" when nothing can be played; then the native position it leads to), ``["double"]``,
    ``["take"]``, ``["drop"]``. Answers ``states`` (``PositionID:MatchID`` after each action)
    and how gnubg says the game ended: its ``winner`` (tavli's side, or null while it goes
    on) and ``points``."""
    options = request.get("options") or []
    if request.get("variant", "backgammon") != "backgammon" or set(options) - {"jacoby"}:
        raise Refusal("unknown-variant", "whole games are backgammon's, with or without the "
                      f"option jacoby, not {request.get('variant')!r} {options}")
    actions = request.get("actions")
    if not isinstance(actions, list) or not all(isinstance(a, list) and a for a in actions):
        raise Refusal("bad-request", "'actions' must be a list of actions, e.g. [\"roll\", 6, 5]")
    for command in (*_SETUP, f"set jacoby {'on' if 'jacoby' in options else 'off'}"):
        gnubg.command(command)
    gnubg.command("new session")  # a money session of its own: no score carried over
    states = []
    for action in actions:
        match action:
            case ["start", side] if side in _PLAYER:
                gnubg.command(f"set turn {_PLAYER[side]}")
            case ["roll", int(first), int(second)]:
                gnubg.command(f"set dice {first} {second}")
            case ["move", str(text), *_]:  # (then the position it leads to, unused)
                gnubg.command(f"move {text}".strip())  # "move" alone: the only play, or none
            case ["double"] | ["take"] | ["drop"]:
                gnubg.command(action[0])
            case _:
                raise Refusal("bad-request", f"no such action: {action!r}")
        states.append(current())
    info = gnubg.match(0, 0, 0, 0)["games"][-1]["info"]
    winner = {"O": "X", "X": "O"}.get(info.get("winner") or "")  # gnubg's own letters swap
    return {"states": states, "winner": winner, "points": info.get("points-won", 0),
            "resigned": bool(info.get("resigned"))}


def main() -> int:
    return serve(GnuBackgammon())


if __name__ == "__main__":
    sys.exit(main())
