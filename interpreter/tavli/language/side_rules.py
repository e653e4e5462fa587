"""The compiler's part for the sides: ``sides:`` (their letters and colours), ``order:``
(the turn order), each side's track and set-up, and what a game of more than two sides
cannot yet have (each named with its reason)."""

from __future__ import annotations

from typing import Any

from tavli.language.tree import Path
from tavli.model.variant import SIDE_NAMES, Board, Side, Variant


class SideRules:
    """The sides, their tracks and set-ups, compiled and checked; the compiler's builder
    inherits them."""

    rules: dict[str, Any]
    board: Board
    problems: list[Any]

    def fail(self, message: str, *path: str | int, code: str = "") -> None:
        raise NotImplementedError  # the builder records the problem

    def _later(self, first: str | Path, second: str | Path) -> str | Path:
        raise NotImplementedError  # the builder knows where each rule was written

    def _where(self, rule: str | Path) -> str:
        raise NotImplementedError

    def _off_board(self, words: str, point: int, *path: str | int) -> None:
        raise NotImplementedError

    def _sides(self) -> tuple[tuple[str, ...], tuple[str, ...], tuple[Side, ...]]:
        """The side letters, their colours (() where none is declared) and the turn order."""
        declared = self.rules.get("sides")
        names = tuple(d["name"] for d in declared) if declared else SIDE_NAMES
        if names[:2] != SIDE_NAMES:
            self.fail(f"the sides begin with X and O, then the others (sides: X, O, Y, Z), "
                      f"not {', '.join(names)}", "sides", code="rules-sides")
            names = SIDE_NAMES
        for i, name in enumerate(names):
            if name in names[:i]:
                self.fail(f"side {name} is declared twice", "sides", i, "name",
                          code="rules-sides")
                names = SIDE_NAMES
                break
        colours = tuple(d.get("colour", "") for d in declared) if declared else ()
        if not any(colours):
            colours = ()
        written = self.rules.get("order")
        if written is None:
            return names, colours, tuple(range(len(names)))
        if sorted(written) != sorted(names):
            self.fail(f"the order names every side once ({', '.join(names)}), not "
                      f"{', '.join(written)}", "order", code="rules-sides")
            return names, colours, tuple(range(len(names)))
        return names, colours, tuple(names.index(name) for name in written)

    def _check_many_sides(self, variant: Variant) -> None:
        """What a game of more than two sides cannot have yet, each refused with its reason:
        the rules below speak of one opponent, or the search plays them for two sides only."""
        self._check_passed_dice(variant)
        if variant.sides == 2:
            return
        two_sided = [
            ("cube", variant.has_cube, "a doubling cube (say cube: none)"),
            ("single-enemy-checker", variant.pins, "pins"),
            ("hit-return", bool(variant.hit_return or variant.hit_out),
             "a hit checker that goes back to a zone or out of the game"),
            ("hit-facing", bool(variant.hit_facing), "hitting across the board"),
            ("prime-limit", variant.prime_limit is not None, "a prime limit"),
            ("trap-limit", variant.trap_limit is not None, "a trapping prime"),
            ("leave-limit", variant.leave_limit is not None, "a leave limit"),
            ("unplayed-dice", bool(variant.unplayed_to_opponent),
             "unplayed dice passed to the opponent"),
            ("game-ends", bool(variant.end_rules), "end rules ('the game ends when ...')"),
            ("stack-states", variant.stacked, "stacked men and stages"),
            ("keep-score", bool(variant.score_counters), "scores kept during play"),
            ("decisions", bool(variant.decisions), "a player's decision"),
            ("lapsing-limit", variant.lapsing is not None, "a limit that lapses"),
            ("opening", variant.first_mover is None,
             "an opening roll (say who moves first: opening: X moves first)"),
        ]
        names = ", ".join(variant.side_names)
        for key, present, what in two_sided:
            if present:
                self.fail(f"{what}: tavli plays this only between two sides, and "
                          f"{variant.name} has {variant.sides} ({names})", key,
                          code="rules-sides")

    def _check_passed_dice(self, variant: Variant) -> None:
        """'dice of N: passed to the next side': numbers of the dice, where more than two
        sides play (two sides pass unplayed dice to the opponent: 'unplayed dice: ...');
        'the last N out lose': fewer than the sides, where more than two play."""
        if variant.last_out and variant.sides - variant.last_out < 1 + (variant.sides == 2):
            self.fail(f"the last {variant.last_out} out: {variant.name} has {variant.sides} "
                      "sides, and at least one must go out first (two sides: the usual end)",
                      "last-out", code="rules-sides")
        numbers = variant.passed_numbers
        if not numbers:
            return
        if variant.sides == 2:
            self.fail("dice passed to the next side: tavli plays this only where more than two "
                      "sides play (between two, say 'unplayed dice: passed to the opponent')",
                      "passed-dice", code="rules-sides")
        beyond = [n for n in numbers if n > variant.faces]
        if beyond:
            self.fail(f"dice of {beyond[0]}: {variant.name}'s dice have {variant.faces} faces",
                      "passed-dice", code="rules-sides")
        if len(numbers) >= variant.faces:
            self.fail("dice passed to the next side: at least one number must stay the "
                      "thrower's", "passed-dice", code="rules-sides")

    def _tracks(self, names: tuple[str, ...]) -> tuple[tuple[int, ...], ...] | None:
        found = self.rules.get("track", {})
        result: list[tuple[int, ...]] = []
        for side in found:
            if side not in names:
                self.fail(f"track {side}: this game's sides are {', '.join(names)} (sides: "
                          "declares any more)", "track", side, code="rules-track")
        for side in names:
            points = found.get(side)
            if points is None:
                self.fail(f"the variant never gives track {side} (track {side}: ...)", "track",
                          code="rules-track")
                continue
            seen: set[int] = set()
            for i, point in enumerate(points):
                if point in seen:
                    self.fail(f"track {side} passes point {point} twice", "track", side, i,
                              code="rules-track")
                seen.add(point)
            size = self.board.points
            beyond = [p for p in points if p > size]
            if beyond and self._later("board", ("track", side)) == "board":
                # a board statement under tracks it inherits: the board is told of them
                self.fail(f"the board has {size} points, but track {side} "
                          f"({self._where(('track', side))}) passes point {beyond[0]}: give "
                          "the tracks on this board", "board", code="rules-track")
                continue
            if beyond:
                self._off_board(f"track {side}", beyond[0], "track", side,
                                points.index(beyond[0]))
                continue
            result.append(tuple(points))
        if len(result) < len(names) or self.problems:
            return None
        if len(names) == 2:
            self._check_two_tracks(names, result)
        if len(names) > 2:
            self._check_many_tracks(names, result)
        return None if self.problems else tuple(result)

    def _check_two_tracks(self, names: tuple[str, ...], tracks: list[tuple[int, ...]]) -> None:
        """Where two sides play, each track runs over every point, or each over part of the
        board (each player's own table in Ketch-Dolt): as long as the other, every point on
        one of them."""
        size = self.board.points
        every = set(range(1, size + 1))
        covered = every == set(tracks[0]) | set(tracks[1])
        if covered and len(tracks[0]) != len(tracks[1]) and size not in map(len, tracks):
            self.fail(f"track {names[1]} passes {len(tracks[1])} points and track "
                      f"{names[0]} {len(tracks[0])}: where each passes part of the board, "
                      "both are as long", "track", names[1], code="rules-track")
            return
        apart = covered and len(tracks[0]) == len(tracks[1])
        for side, track in zip(names, tracks, strict=True):
            missing = sorted(every - set(track))
            if missing and not apart:
                listed = ", ".join(map(str, missing[:6])) + (", ..." if len(missing) > 6 else "")
                self.fail(f"track {side} skips point{'s' if len(missing) > 1 else ''} {listed}; "
                          f"a track runs over all {size} points, or each side's over part of "
                          "the board, as long as the other's, every point on one of them",
                          "track", side, code="rules-track")

    def _check_many_tracks(self, names: tuple[str, ...], tracks: list[tuple[int, ...]]) -> None:
        """Where more than two sides play, a track may pass only part of the board (El
        Mundo's run over 18 of its 24 points), but every point is on some track, and every
        track is as long as the others."""
        size = self.board.points
        missing = sorted(set(range(1, size + 1)) - {p for track in tracks for p in track})
        if missing:
            listed = ", ".join(map(str, missing[:6])) + (", ..." if len(missing) > 6 else "")
            self.fail(f"no track passes point{'s' if len(missing) > 1 else ''} {listed}; every "
                      "point of the board is on some side's track", "track",
                      code="rules-track")
        for name, track in zip(names[1:], tracks[1:], strict=True):
            if len(track) != len(tracks[0]):
                self.fail(f"track {name} passes {len(track)} points and track X "
                          f"{len(tracks[0])}: every side's track is as long", "track", name,
                          code="rules-track")

    def _setup(self, checkers: int, length: int, side: str,
               ) -> tuple[tuple[tuple[int, int], ...], int]:
        """``side``'s set-up (its own ``setup X:``, else the common ``setup:``): the points
        with their counts, highest first, and how many start in hand."""
        own = self.rules.get("side-setup", {}).get(side)
        where: tuple[str, ...] = ("setup",) if own is None else ("side-setup", side)
        setup = self.rules["setup"] if own is None else own
        name = "setup" if own is None else f"setup {side}"
        points: list[tuple[int, int]] = []
        seen: set[int] = set()
        for i, item in enumerate(setup["points"]):
            point = item["point"]
            if point in seen:
                self.fail(f"the {name} names point {point} twice", *where, "points", i)
            if point > length:
                self._off_board(name, point, *where, "points", i, "point")
            seen.add(point)
            points.append((point, item["count"]))
        placed = sum(count for _, count in points)
        hand = setup.get("hand", 0)
        if hand == "all":
            hand = checkers - placed
            if hand <= 0:
                self.fail(f"the {name} puts all checkers in hand but also on points", *where,
                          code="rules-setup-count")
        elif placed + hand != checkers:
            # Point at whichever of the two rules was written last: that is where they parted.
            if self._later("checkers", where) == "checkers":
                self.fail(f"each player has {checkers} checkers, but the {name} "
                          f"({self._where(where)}) places {placed + hand}", "checkers",
                          code="rules-setup-count")
            else:
                self.fail(f"the {name} places {placed + hand} checkers, but each player has "
                          f"{checkers}", *where, code="rules-setup-count")
        points.sort(reverse=True)
        return tuple(points), max(hand, 0)

    def _setups(
        self, checkers: int, length: int, names: tuple[str, ...],
    ) -> list[tuple[tuple[tuple[int, int], ...], int]]:
        """Every side's set-up, in side order: its own (``setup Y:``), else the common one,
        checked once."""
        own = self.rules.get("side-setup", {})
        common: tuple[tuple[tuple[int, int], ...], int] | None = None
        found = []
        for name in names:
            if name in own:
                found.append(self._setup(checkers, length, name))
                continue
            if common is None:
                common = self._setup(checkers, length, name)
            found.append(common)
        return found

    def _check_setup_apart(
        self, setups: tuple[tuple[tuple[int, int], ...], ...],
        tracks: tuple[tuple[int, ...], ...], names: tuple[str, ...],
    ) -> None:
        """No two colours start on one point (each set-up laid along its own track)."""
        length = len(tracks[0])
        for first in range(len(names)):
            for second in range(first + 1, len(names)):
                if self._clash(setups, tracks, names, first, second, length):
                    return

    def _clash(
        self, setups: tuple[tuple[tuple[int, int], ...], ...],
        tracks: tuple[tuple[int, ...], ...], names: tuple[str, ...], first: int, second: int,
        length: int,
    ) -> bool:
        a, b = names[first], names[second]
        a_points = {tracks[first][length - own]: own for own, _ in setups[first]}
        for own, _ in setups[second]:
            board = tracks[second][length - own]
            if board in a_points:
                sides = self.rules.get("side-setup", {})
                setup: Path = ("side-setup", b) if b in sides else \
                    ("side-setup", a) if a in sides else ("setup",)
                where = self._later(setup, ("track", b))
                path = where if isinstance(where, tuple) else (where,)
                self.fail(f"the setup puts {a}'s point {a_points[board]} and {b}'s point {own} "
                          f"on the same board point {board}, so both colours would start there",
                          *path, code="rules-setup-clash")
                return True
        return False

