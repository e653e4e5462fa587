"""The Jellyfish / GNU Backgammon ``.mat`` match text, read and written for backgammon games.

The format was never formally specified; this follows what GNU Backgammon writes
(``export.c``, ``ExportMatchMat`` and ``ExportGameJF``; its manual says other programs differ
in small ways, so reading is lenient about spacing)::

    ; [Event "Club night"]

     7 point match

     Game 1
     Alice : 0                      Bob : 0
      1) 31: 8/5 6/5                 64: 24/18 13/9
      2) 55: 13/8 13/8 8/3 8/3       Doubles => 2
      3)  Takes                      62: 25/23 13/7
      ...
          Wins 1 point

One line per pair of turns, numbered; the first named player's turns on the left, the
second's on the right. A turn is the dice as two digits and a colon, then one ``from/to``
per die in the mover's own numbering, ``25`` the bar and ``0`` off, ``*`` a hit; nothing
after the colon when no move is possible. Cube actions are ``Doubles => N``, ``Takes`` and
``Drops``; ``Wins N point(s)`` closes a game, in the winner's column. The first turn's dice
are the opening roll. ``; [Key "value"]`` comment lines carry the match's details.

Here the left player is X (tavli's side 0), the right one O. Reading replays every game, so
a move the rules do not allow, a cube value that does not follow, or a result the moves do
not lead to is reported with the file, line and game.

A match (`` N point match`` with N > 0) is played under tavli.game.match's rules. The text marks
no game as the Crawford game: GNU Backgammon's import (``ImportGame`` in its import.c) takes
the first game at which exactly one player is one point short to be it, and so does tavli.
Whether the Crawford rule is played at all is the ``; [Crawford "On"]`` (or ``"Off"``)
header line other programs write and GNU Backgammon's import recognises; without it a match
is played with the rule, as GNU Backgammon assumes, so tavli writes the line only for a match
played without it. A double in the Crawford game is refused.
"""

from tavli.records.mat.common import IMPORT_OPTIONS, STANDARD, variations
from tavli.records.mat.read import load_mat, parse_mat
from tavli.records.mat.write import format_mat, mat_refusal, save_mat

__all__ = ["IMPORT_OPTIONS", "STANDARD", "format_mat", "load_mat", "mat_refusal", "parse_mat",
           "save_mat", "variations"]
