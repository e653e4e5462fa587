"""pgx (JAX game environments: ``pip install tavli[pgx]``) behind the oracle protocol.

pgx plays a turn one die at a time (an action is a checker and a die, or "no move"); this
adapter follows every sequence of legal actions from the position until pgx ends the turn,
using pgx's own move and legality functions, and answers where each sequence leads.

    tavli crosscheck --engine pgx -n 100
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from functools import cache
from importlib.metadata import version
from typing import Any

from tavli.adapters.protocol import BAR, Adapter, Board, Result, serve


@cache
def _step() -> Callable[..., Any]:
    """pgx's own step of one action (the move, the dice left, the next legal actions),
    compiled once."""
    import jax
    from pgx import backgammon as bg

    def step(board: Any, playable: Any, played: Any, dice: Any, action: Any) -> Any:
        after = bg._move(board, action)
        left = bg._update_playable_dice(playable, played, dice, action)
        return after, left, bg._legal_action_mask(after, left)

    jitted: Callable[..., Any] = jax.jit(step)  # (Any where jax is not installed)
    return jitted


@cache
def _legal() -> Callable[..., Any]:
    import jax
    from pgx import backgammon as bg

    jitted: Callable[..., Any] = jax.jit(bg._legal_action_mask)
    return jitted


def plays(board: Board, dice: tuple[int, ...], variant: str) -> Iterator[Result]:
    import jax.numpy as jnp
    import numpy as np
    from pgx import backgammon as bg

    # pgx's board, the mover's side ("black"): [0..23] the points from the mover's 24 to his
    # 1 (his checkers positive, the opponent's negative), [24] his bar, [25] the opponent's
    # bar (negative), [26] his checkers off, [27] the opponent's (negative)
    start = [0] * 28
    for point in range(1, 25):
        start[24 - point] = board.mover[point] - board.opponent[25 - point]
    start[24], start[25] = board.mover[BAR], -board.opponent[BAR]
    start[26], start[27] = board.checkers - sum(board.mover[1:]), \
        -(board.checkers - sum(board.opponent[1:]))
    rolled = jnp.array([dice[0] - 1, dice[1] - 1], dtype=jnp.int32)
    playable = bg._set_playable_dice(rolled)
    step = _step()
    ends: set[tuple[int, ...]] = set()
    seen: set[bytes] = set()

    def follow(state: Any, left: Any, played: int, mask: Any) -> None:
        key = np.asarray(state).tobytes() + np.asarray(left).tobytes()
        if key in seen:
            return
        seen.add(key)
        legal = np.flatnonzero(np.asarray(mask))
        if len(legal) == 0 or int(np.asarray(left).sum()) == -4 \
                or int(np.asarray(state)[26]) == board.checkers:
            ends.add(tuple(int(v) for v in np.asarray(state)))
            return
        for action in legal:
            if action // 6 == 0:  # "no move": pgx ends the turn here
                ends.add(tuple(int(v) for v in np.asarray(state)))
                continue
            after, rest, next_mask = step(state, left, jnp.int32(played), rolled,
                                          jnp.int32(action))
            follow(after, rest, played + 1, next_mask)

    first = jnp.array(start, dtype=jnp.int32)
    follow(first, playable, 0, _legal()(first, playable))
    for end in ends:
        mover, opponent = [0] * 26, [0] * 26
        for point in range(1, 25):
            mover[point] = max(end[24 - point], 0)
            opponent[25 - point] = max(-end[24 - point], 0)
        mover[BAR], opponent[BAR] = end[24], -end[25]
        yield mover, opponent


def main() -> int:
    return serve(Adapter("pgx", version("pgx"), frozenset({"backgammon"}), plays))


if __name__ == "__main__":
    sys.exit(main())
