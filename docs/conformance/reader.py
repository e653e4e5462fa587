#!/usr/bin/env python3
"""Run a tavli conformance suite against an engine, without tavli (docs/conformance.md).

    python reader.py backgammon.jsonl.gz python my_adapter.py [--limit N]

The adapter is a program that reads one JSON object a line on its standard input,
{"game": ..., "options": [...], "position": {...}} (the case's position: its dice, turn and
each side's arrays, and tavli's text), and answers each with one line on its standard output:
{"results": [{"X": {...}, "O": {...}}, ...]}, every position the dice can lead to, each side's
arrays as the suite writes them, or {"error": "..."}. A case passes when the two sets agree.
"""
import gzip
import json
import subprocess
import sys
from collections import Counter


def reached(results, sides):
    return {json.dumps([result[side] for side in sides], sort_keys=True) for result in results}


def run(suite, command, limit=None):
    opener = gzip.open if suite.endswith(".gz") else open
    tried, failed = Counter(), Counter()
    with opener(suite, "rt", encoding="utf-8") as lines, subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True) as engine:
        game = json.loads(next(lines))
        for number, line in enumerate(lines):
            if limit is not None and number >= limit:
                break
            case = json.loads(line)
            engine.stdin.write(json.dumps({"game": game["game"], "options": game["options"],
                                           "position": case["position"]}) + "\n")
            engine.stdin.flush()
            answer = json.loads(engine.stdout.readline() or '{"error": "no answer"}')
            want = reached(case["results"], game["sides"])
            got = reached(answer.get("results", []), game["sides"])
            tags = ["all", *case["categories"]]
            tried.update(tags)
            if got != want or "error" in answer:
                failed.update(tags)
                print(f"case {case['id']} {case['position']['text']}: {len(want - got)} "
                      f"missing, {len(got - want)} extra {answer.get('error', '')}".rstrip())
        engine.stdin.close()
    for tag in sorted(tried, key=lambda tag: (tag != "all", tag)):
        print(f"{tag}: {tried[tag] - failed[tag]} of {tried[tag]} passed")
    return 1 if failed else 0


if __name__ == "__main__":
    args = sys.argv[1:]
    limit = None
    if "--limit" in args:
        at = args.index("--limit")
        limit = int(args[at + 1])
        del args[at:at + 2]
    if len(args) < 2:
        sys.exit(__doc__)
    sys.exit(run(args[0], args[1:], limit))
