"""Every clause and ambiguity id of the source documents, each with a short title of our own.

The feature files tag scenarios ``@clause:BG-05`` and ``@ambiguity:A6``; these are the only
ids those tags may name (tests/test_clause_tags.py checks it). The documents:

- RG: Race Gammon (Ukrainian rules page, "one-way race")
- SN: Short Nardy (Ukrainian rules page, "Classic Nardy")
- BG, DU, AD: Backgammon (Polish rules page): Backgammon, Dutch Backgammon, Acey Deucey
- A: the project's register of ambiguities and the reading it takes by default
"""

from __future__ import annotations

CLAUSES: dict[str, str] = {
    # Race Gammon
    "RG-01": "both players run the same way and bear off from the same quarter",
    "RG-02": "all checkers start off the board and enter the same starting quarter",
    "RG-03": "first to bear off every checker wins",
    "RG-04": "opening: one die each, the higher plays them or rolls both again",
    "RG-05": "a checker enters on the starting-quarter point its die names",
    "RG-06": "once some are in, a roll may move them, enter more, or both",
    "RG-07": "every checker must be entered before any other move",
    "RG-08": "a checker may land only on a point without two or more opponents",
    "RG-09": "each die is its own move; one checker moving both needs an open stop",
    "RG-10": "both dice if possible, else the larger one",
    "RG-11": "a double: four of it, four of its complement, then roll again",
    "RG-12": "an unplayable part loses the rest of the roll and the new roll",
    "RG-13": "a double while entering: no complement until all are in",
    "RG-14": "a blot is hit to the bar and re-enters as at the start",
    "RG-15": "bearing off once all are in the last quarter, higher numbers from the top",
    "RG-16": "a checker hit in the bear-off goes round again before more come off",
    "RG-17": "scores 1, 2 when the loser has none off, 3 when also one is still back",
    "RG-18": "no doubling cube",
    "RG-19": "also called the one-way race",
    # Short Nardy
    "SN-01": "bring all fifteen home, then bear off; first to finish wins",
    "SN-02": "opening: one die each, ties rolled again, the higher plays both",
    "SN-03": "checkers move forward only, to lower-numbered points",
    "SN-04": "a checker may land only on a point without two or more opponents",
    "SN-05": "each die is its own move; one checker moving both needs an open stop",
    "SN-06": "a double is played four times",
    "SN-07": "use both dice if possible, else the larger; a double as often as possible",
    "SN-08": "bearing off once all are home, a higher number from the highest point",
    "SN-09": "bearing off is not compulsory when another move exists",
    "SN-10": "single is the cube value, mars twice, koks three times",
    "SN-11": "hitting and the bar as in standard backgammon",
    "SN-12": "also called Classic Nardy",
    # Backgammon
    "BG-01": "a board of four six-point quarters, two home boards on one side",
    "BG-02": "fifteen checkers each, dice, and a cube up to 64",
    "BG-03": "bring all home and bear off; played for stakes",
    "BG-04": "one direction only, the two colours moving opposite ways",
    "BG-05": "the starting position: 2 on the 24, 5 on the 13, 3 on the 8, 5 on the 6",
    "BG-06": "stakes on paper or counters; playing without cube and stakes is fine",
    "BG-07": "equal opening dice double the stake and are rolled again",
    "BG-08": "the higher opening die plays both numbers",
    "BG-09": "before rolling, a player may double; the other takes or gives up",
    "BG-10": "only the player who took the last double may double next",
    "BG-11": "the cube shows the stake",
    "BG-12": "each die is one move towards home",
    "BG-13": "a double gives four moves",
    "BG-14": "no passing: as many dice as possible must be played",
    "BG-15": "a point of two or more checkers is safe",
    "BG-16": "a single checker is a blot; landing on it sends it to the bar",
    "BG-17": "a hit checker re-enters in the opponent's home board by its die",
    "BG-18": "nothing else moves while a checker is on the bar",
    "BG-19": "six blocked points in a row are a prime the opponent cannot pass",
    "BG-20": "all home, then a die bears off from its point",
    "BG-21": "bearing off is not compulsory",
    "BG-22": "a number above the highest checker bears off from the highest point",
    "BG-23": "a checker hit during the bear-off must come home before more come off",
    "BG-24": "first to bear off every checker wins",
    "BG-25": "a single game: the loser has some off, the stake once",
    "BG-26": "a gammon: the loser has none off, the stake twice",
    "BG-27": "a backgammon: a loser's checker still on the bar or in the winner's home",
    # Dutch Backgammon
    "DU-01": "backgammon with exactly two differences",
    "DU-02": "all checkers start in hand and all must enter before any moves on",
    "DU-03": "no hitting until a checker of one's own is home",
    # Acey Deucey
    "AD-01": "backgammon with the differences below, like Dutch Backgammon",
    "AD-02": "the starter picks the entry table; a cosmetic choice",
    "AD-03": "all checkers start in hand",
    "AD-04": "entering and moving may mix, at the start and later",
    "AD-05": "1-2: play it, then a chosen double four times, then roll again",
    "AD-06": "1 and 2 not both playable: the turn ends there",
    "AD-07": "the chosen double not fully played: no extra roll",
    "AD-08": "no cube; house rule: each acey-deucey doubles the stake",
    "AD-09": "the loser pays per checker of his still on the board",
}

AMBIGUITIES: dict[str, str] = {
    "A1": "race gammon: all must enter before moving (option: free entry)",
    "A2": "race gammon: the standard forced-play rule",
    "A3": "race gammon: equal opening dice are rolled again",
    "A4": "a double, its complement and the new roll are one chained turn",
    "A5": "race gammon: the starting quarter of the triple score is the entry quarter",
    "A6": "equal opening dice: backgammon doubles the stake, short nardy re-rolls",
    "A7": "colour and entry table are cosmetic choices",
    "A8": "dutch: each player enters all his own before moving any",
    "A9": "dutch: entering onto a blot is a hit, closed until a checker is home",
    "A10": "acey deucey pays for every checker not off (option: only on points)",
    "A11": "acey deucey: any chosen double, playable or not",
    "A12": "what a document leaves unsaid is standard backgammon",
    "A13": "checkers on the bar enter before anything else, hand included",
    "A14": "the forced-play rule applies within each part of a chained turn",
    "A15": "checkers left to enter count hand and bar, after the double's entries",
    "A16": "having a checker home is judged before each single move",
    "A17": "gammon needs none off; a checker in hand counts as on the bar",
    "A18": "a game won in the middle of a chain ends there",
}

#: The tag kind for each id family: ``@clause:BG-05``, ``@ambiguity:A6``.
KNOWN: dict[str, dict[str, str]] = {"clause": CLAUSES, "ambiguity": AMBIGUITIES}


def clauses_of(prefix: str) -> list[str]:
    """Every clause id of one document section, e.g. ``clauses_of("BG")``."""
    return [cid for cid in CLAUSES if cid.startswith(prefix + "-")]
