"""An engine with one planted bug, for tests of the crosscheck's explanations: tavli's own
rules with one of them changed, answering the oracle protocol's hello and plays.

    python planted.py free-play        lets a player stop after any number of dice
    python planted.py no-leave-limit   ignores the limit on leaving a zone (Long Nardy's head)
    python planted.py exact-bear-off   bears off by the exact number only

A second argument ``unfinished`` makes the engine declare, in its hello, that it lists plays
that stop before the dice are used up (the crosscheck then compares containment).
"""

from __future__ import annotations

import json
import sys
from dataclasses import replace

import tavli
from tavli.game import engine
from tavli.game.turn import legal_plays, start_turn
from tavli.services.explain import _free  # (where any of the dice lead)

BUG = sys.argv[1]
DECLARES_UNFINISHED = sys.argv[2:] == ["unfinished"]
engine.use_reference(True)  # changed copies of the rules: the reference search


def plays(request: dict[str, object]) -> list[dict[str, str]]:
    variant = tavli.load_variant(str(request["variant"]))
    position = tavli.parse_position(variant, str(request["position"]))
    rolled = start_turn(variant, position, tuple(request["dice"]))  # type: ignore[arg-type]
    changed = variant
    if BUG == "no-leave-limit":
        changed = replace(variant, leave_limit=None)
    elif BUG == "exact-bear-off":
        changed = replace(variant, bear_off="exact-only")
    found = {tavli.format_position(variant, play.position): tavli.play_text(play)
             for play in legal_plays(changed, rolled)}
    if BUG == "free-play":
        for points, bar, hand, off, pinned in _free(variant, rolled):
            after = replace(rolled, points=points, bar=bar, hand=hand, off=off, pinned=pinned,
                            turn=1 - rolled.turn, phase="roll", dice=(), rest=())
            found.setdefault(tavli.format_position(variant, after), "early stop")
    return [{"play": text, "position": after} for after, text in found.items()]


for line in sys.stdin:
    request = json.loads(line)
    reply: dict[str, object] = {"id": request.get("id"), "ok": True}
    if request["cmd"] == "hello":
        reply.update(engine=f"planted-{BUG}", formats=["native"],
                     unfinished=DECLARES_UNFINISHED)
    elif request["cmd"] == "plays":
        reply["plays"] = plays(request)
    elif request["cmd"] == "quit":
        print(json.dumps(reply), flush=True)
        break
    print(json.dumps(reply), flush=True)
