#!/usr/bin/env python3
"""tavli itself behind reader.py's adapter interface: the example, and the reader's own test.

    python reader.py backgammon.jsonl.gz python tavli_adapter.py

It reads the case's position from tavli's text (an engine of its own reads the arrays), and
answers with the arrays of every position its legal plays lead to.
"""
import json
import sys

import tavli
from tavli.game.turn import legal_plays
from tavli.services.conformance import side_arrays

for line in sys.stdin:
    request = json.loads(line)
    try:
        variant = tavli.load_variant(request["game"], request["options"])
        position = tavli.parse_position(variant, request["position"]["text"])
        answer = {"results": [side_arrays(variant, play.position)
                              for play in legal_plays(variant, position)]}
    except tavli.TavliError as error:
        answer = {"error": str(error)}
    print(json.dumps(answer), flush=True)
