"""A point-scoring rule of a game that keeps score during play (``score N NAME ...``), as the
compiler leaves it for the interpreter (tavli.game.scoring)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from tavli.model.conditions import Predicate
from tavli.model.timing import Timing

#: The counter that flags, per player, whether his points so far are unanswered ('a hole
#: taken unanswered counts N').
UNANSWERED = "unanswered"
#: The counter of the more throws a player has left once his opponent has borne off all
#: ('after a player bears off all: the opponent gets N more throws').
THROWS = "throws"

@dataclass(frozen=True)
class ScoreEvent:
    """Points scored during play (``score N NAME ...``): to the mover, or to his opponent
    (``to_opponent``), into the counter ``counter`` (an index into Variant.score_counters),
    ``points`` a time (``doubles`` where the throw is a double). What scores: "roll" (a throw
    of ``roll``, or one showing ``showing``), "possible-hits" (each hit the throw could make,
    landing in ``zone``, None: anywhere; by one number only where ``one_number``),
    "false-hits" (each lone enemy man the throw could reach only by both numbers through
    points the opponent holds, never truly: Trictrac's hit 'a faux'), "hits"
    (each hit his play made in ``zone``), "reached" (his play left him where ``when`` holds),
    "made" (the same, where ``when`` did not hold before the play: tavli.game.made), "kept"
    (``when`` held before the play and holds at its end),
    "could-make" (some play of the throw as rolled would reach where ``when`` holds, it not
    holding yet; only in the player's turns ``timing`` says, where given), "could-make-ways"
    (the same, once for each way: by each number, or by both, tavli.game.filling),
    "could-keep" (``when`` holds and some play of the throw leaves it holding),
    "could-bring" (a man by each number of the throw could go straight onto a point of each
    zone of ``onto``, whatever stands there, ``when`` holding on the board thrown on and
    ``leaving`` with the two men lifted: tavli.game.bringing), "cannot"
    (he could play none of his dice, ``share`` "any", or not all, "all") and "unplayed" (each
    die he could not play). A position made scores ``one_die`` instead (0: the same) where one
    die made it; one reached or made scores ``plus`` more where ``plus_when`` holds too."""

    event: Literal["roll", "possible-hits", "false-hits", "hits", "reached", "made", "kept",
                   "could-make", "could-make-ways", "could-keep", "could-bring", "cannot",
                   "unplayed"]
    points: int
    doubles: int
    counter: int = 0
    to_opponent: bool = False
    roll: str = ""
    share: str = ""
    zone: tuple[int, ...] | None = None
    when: Predicate | None = field(default=None, compare=False, hash=False)
    text: str = ""  # the statement as the rulebook says it
    one_number: bool = False  # "possible-hits" by one number only, not by both in turn
    showing: int = 0  # "roll": any throw one of whose dice shows this number (0: ``roll``)
    one_die: int = 0
    plus: int = 0
    plus_when: Predicate | None = field(default=None, compare=False, hash=False)
    timing: Timing | None = None  # "could-make": in these turns of the player only
    onto: tuple[tuple[int, ...], tuple[int, ...]] | None = None  # "could-bring": the zones
    leaving: Predicate | None = field(default=None, compare=False, hash=False)
