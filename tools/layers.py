#!/usr/bin/env python3
"""Draw the package's layers as text: the picture in docs/architecture.md.

    python tools/layers.py            # print it
    python tools/layers.py --check    # exit 1 if docs/architecture.md shows another

The order is tests/test_layers.py's ``LAYERS`` (written once, and checked there against every
import); this script only draws it, top layer first.
"""

from __future__ import annotations

import argparse
import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "architecture.md"
BEGIN, END = "<!-- layers: begin (python tools/layers.py) -->", "<!-- layers: end -->"


def _layers() -> tuple[tuple[tuple[str, ...], ...], dict[str, str]]:
    spec = importlib.util.spec_from_file_location("test_layers", ROOT / "tests" / "test_layers.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.LAYERS, module.SOURCES


def picture() -> str:
    layers, _ = _layers()
    rows = [f"{number}  " + "  |  ".join(
        "tavli (the front door)" if package == "tavli" else package for package in layer)
        for number, layer in reversed(list(enumerate(layers, start=1)))]
    rule = "-" * max(map(len, rows))
    lines = ["layer  package  (each imports only the layers below it, and itself)", rule]
    for row in rows:
        lines += [row, rule]
    return "\n".join(f"    {line}" for line in lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="exit 1 if docs/architecture.md shows another picture")
    args = parser.parse_args()
    drawn = picture()
    if not args.check:
        print(drawn)
        return 0
    text = DOC.read_text(encoding="utf-8")
    shown = text.split(BEGIN, 1)[1].split(END, 1)[0].strip("\n") if BEGIN in text else ""
    if shown != drawn:
        print("docs/architecture.md shows another picture of the layers: run "
              "python tools/layers.py and paste it between the layers markers", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
