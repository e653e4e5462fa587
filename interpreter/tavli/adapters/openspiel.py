"""OpenSpiel's backgammon (``pip install tavli[openspiel]``) behind the oracle protocol, for
whole games only: ``tavli crosscheck --games N --engine openspiel``.

OpenSpiel's Python bindings cannot set a state to a given position (a state is rebuilt only
by replaying its actions), so this adapter answers no ``plays`` request for a position.
Instead it replays whole games (the ``game`` command, see tavli.adapters.gnubg): at each roll
it lists every play OpenSpiel allows (following its second half of a double), as the
positions they lead to, then goes on with the play tavli chose, found among them.

OpenSpiel's player 0 ("x", moving from its position 0 to 23) is tavli's X; its player 1
("o", from 23 to 0) is O.
"""

from __future__ import annotations

import re
import sys
from typing import Any

from tavli.adapters.protocol import BAR, Board, Refusal, serve, write_native

try:
    import pyspiel
except ImportError as error:  # pragma: no cover - depends on the machine
    print(f"openspiel adapter: cannot import pyspiel ({error}); "
          "pip install 'tavli[openspiel]'", file=sys.stderr)
    sys.exit(1)

GAMES = {"backgammon": 15, "hypergammon": 3}  # the variants, and their checkers


def _sides(state: Any) -> tuple[list[int], list[int]]:
    """X's and O's checkers on the board and the bar, each in its own numbering."""
    x, o = [0] * 26, [0] * 26
    for point in range(1, 25):
        x[point] = state.board(0, 24 - point)
        o[point] = state.board(1, point - 1)
    bar = re.search(r"^Bar: ?(.*)$", str(state), re.MULTILINE)
    text = bar[1] if bar else ""
    x[BAR], o[BAR] = text.count("x"), text.count("o")
    return x, o


def _native(state: Any, mover: str, checkers: int) -> str:
    """The position after ``mover`` played, in tavli's native text."""
    x, o = _sides(state)
    board = Board(*((x, o) if mover == "X" else (o, x)), side=mover, checkers=checkers)
    return write_native(board, board.mover, board.opponent)


def _results(state: Any, checkers: int) -> dict[str, Any]:
    """Every position OpenSpiel's plays of the rolled dice lead to (its double is played as
    two actions of two moves each, the same player acting twice)."""
    player = state.current_player()
    mover = "XO"[player]
    found: dict[str, Any] = {}
    waiting = [state]
    while waiting:
        current = waiting.pop()
        for action in current.legal_actions():
            after = current.child(action)
            if not after.is_terminal() and after.current_player() == player:
                waiting.append(after)
            else:
                found.setdefault(_native(after, mover, checkers), after)
    return found


def _outcome(state: Any, dice: tuple[int, int], starter: str | None) -> int:
    wanted = sorted(dice)
    for action, _ in state.chance_outcomes():
        text = state.action_to_string(action)
        roll = re.search(r"roll: (\d)(\d)", text)
        if roll and sorted(map(int, roll.groups())) == wanted and \
                (starter is None or f"{starter} starts" in text):
            return int(action)
    raise Refusal("illegal-action", f"OpenSpiel has no chance outcome for {dice}")


def game(request: dict[str, Any]) -> dict[str, Any]:
    """Replay a game's actions (``start``, ``roll``, ``move`` with the position tavli's play
    leads to); answer each roll's plays and where each action left the game."""
    variant = request.get("variant", "backgammon")
    if variant not in GAMES or request.get("options"):
        raise Refusal("unknown-variant", f"OpenSpiel plays {sorted(GAMES)}, not {variant!r}")
    checkers = GAMES[variant]
    state = pyspiel.load_game("backgammon", {
        "scoring_type": "full_scoring", "hyper_backgammon": variant == "hypergammon",
    }).new_initial_state()
    states: list[str] = []
    plays: dict[str, list[str]] = {}
    results: dict[str, Any] = {}
    starter: str | None = None
    opening = True
    reply: dict[str, Any] = {"format": "native", "states": states, "plays": plays}
    for index, action in enumerate(request.get("actions") or []):
        match action:
            case ["start", "X" | "O" as side]:
                starter = side
                states.append("")
            case ["roll", int(first), int(second)]:
                state.apply_action(_outcome(state, (first, second),
                                            starter if opening else None))
                opening = False
                results = _results(state, checkers)
                plays[str(index)] = sorted(results)
                states.append("")
            case ["move", str(), str(after)]:
                if after not in results:
                    reply["stopped"] = index  # OpenSpiel has no such play: the game ends here
                    return reply
                state = results[after]
                states.append(after)
            case _:
                raise Refusal("bad-request", f"OpenSpiel cannot replay {action!r}")
    if state.is_terminal():
        returns = state.returns()  # [0, 0]: over, but OpenSpiel names no winner
        reply["winner"] = "X" if returns[0] > 0 else "O" if returns[1] > 0 else None
        reply["points"] = int(abs(returns[0]))
    return reply


class OpenSpiel:
    def answer(self, request: dict[str, Any]) -> dict[str, Any]:
        command = request.get("cmd")
        if command == "hello":
            return {"engine": "openspiel", "version": getattr(pyspiel, "__version__", "?"),
                    "protocol": 1, "formats": ["native"], "commands": ["hello", "game", "quit"],
                    "cube": False}
        if command == "quit":
            return {"bye": True}
        if command == "game":
            return game(request)
        raise Refusal("unknown-command", "OpenSpiel's states cannot be set to a position: "
                      "this adapter answers hello, game (whole games) and quit")


def main() -> int:
    return serve(OpenSpiel())


if __name__ == "__main__":
    sys.exit(main())
