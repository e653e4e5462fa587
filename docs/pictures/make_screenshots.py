"""Make the playground's screenshots docs/playground.md shows:
`python docs/pictures/make_screenshots.py`.

They are taken by the browser tests themselves (tests/test_browser.py, Chromium driven by
Playwright against `tavli serve`), at a desktop's width and a phone's, never by hand. Unlike
the SVG pictures no test compares them with the committed files: a browser's fonts and
anti-aliasing differ from machine to machine.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
TESTS = ["test_the_keyboard_moves_a_checker", "test_a_phone_plays_by_touch"]


def main() -> int:
    environment = {**os.environ, "TAVLI_SCREENSHOTS": str(HERE)}
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
               str(ROOT / "tests" / "test_browser.py"), "-k", " or ".join(TESTS)]
    return subprocess.call(command, env=environment, cwd=ROOT)


if __name__ == "__main__":
    sys.exit(main())
