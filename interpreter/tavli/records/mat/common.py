"""What reading and writing the .mat match text share: GNU Backgammon's variation names, the
tags kept, and the options a game read from the text is played with."""

from __future__ import annotations

from functools import cache

from tavli.language.load import bundled_variants

# GNU Backgammon's own game is "Standard", which a .mat file leaves unnamed; the others are
# named in a "; [Variation ...]" line. A variant says its gnubg name with `known as "..." in
# gnubg`, so these follow from the rules files.
STANDARD = "Standard"


@cache
def variations() -> dict[str, str]:
    """Bundled variant name → its GNU Backgammon variation name (read once, not per game)."""
    return {name: variant.known_as["gnubg"] for name, variant in bundled_variants().items()
            if "gnubg" in variant.known_as}


# The .mat text has no way to show an opening tie doubling the stake (GNU Backgammon's export
# leaves it as a FIXME), so games read from it use the plain re-roll (A6).
IMPORT_OPTIONS = {"plain-reroll": True}
TAGS = ("site", "event", "round", "transcriber")


