"""The Play and Position objects the compiled kernel makes and drops itself (issue 27): the
same values as positions built in Python, and every reference they hold given back when they
are dropped (the kernel's own dealloc), for its classes and for a subclass a user makes."""

from __future__ import annotations

import dataclasses
import gc
import sys
import weakref

import pytest

import tavli
from tavli.game import engine
from tavli.game.turn import Play
from tavli.model.position import Position, starting_position, vouched

pytestmark = pytest.mark.skipif(not engine.active(), reason="the kernel is not in use")


def results(name: str = "pareia-de-entrada") -> list[Position]:
    variant = tavli.load_variant(name)
    first = [play.position for play in tavli.plays(variant, starting_position(variant), (3, 1, 2))]
    return first + [play.position for play in tavli.plays(variant, first[0], (6, 5, 4))]


def test_a_kernel_made_result_is_the_position_python_would_build() -> None:
    variant = tavli.load_variant("pareia-de-entrada")
    for made in results():
        assert type(made) is Position
        fields = {f.name: getattr(made, f.name) for f in dataclasses.fields(Position)}
        built = Position(**fields)
        assert made == built and hash(made) == hash(built) and repr(made) == repr(built)
        assert all(type(x) is int for x in (*made.points, *made.bar, *made.hand, *made.off))
        with pytest.raises(dataclasses.FrozenInstanceError):
            made.cube = 2  # type: ignore[misc]
        assert not vouched(dataclasses.replace(made, cube=2), variant)


def test_dropped_results_give_back_what_they_held() -> None:
    variant = tavli.load_variant("backgammon")  # held by every result (the variant it is valid in)
    start = starting_position(variant)

    def read_all() -> None:
        for play in tavli.plays(variant, start, (6, 5)):
            assert play.position.turn == 1

    read_all()  # (the first call fills the caches of the variant's compiled rules and turn)
    gc.collect()

    def held() -> tuple[int, ...]:  # each Play and Position holds its class too
        return tuple(sys.getrefcount(x) for x in (variant, start, Position, Play))

    before = held()
    for _ in range(200):
        read_all()
    gc.collect()
    assert held() == before


def test_a_subclass_of_position_is_dropped_whole() -> None:
    class Noted(Position):  # a user's subclass: a __dict__ and weak references of its own
        pass

    class Marker:
        pass

    held = sys.getrefcount(Noted)  # each instance holds its class: given back when dropped
    for _ in range(100):
        assert Noted((0,) * 24).points[0] == 0
    assert sys.getrefcount(Noted) == held
    marker = Marker()
    gone: list[str] = []
    watch = weakref.ref(marker, lambda _: gone.append("marker"))
    noted = Noted((0,) * 24, bar=(1, 0))
    noted.__dict__["note"] = marker
    seen = weakref.ref(noted, lambda _: gone.append("position"))
    del marker, noted
    gc.collect()
    assert sorted(gone) == ["marker", "position"] and watch() is None and seen() is None
