"""The fast path: legal plays from a compiled kernel, beside the reference generator.

tavli.game.movegen is the reference: the rules' search written plainly in Python. This package
compiles a variant's rule tree once into a descriptor (tavli.game.engine.descriptor) and hands
it to a small C kernel (``_kernel.c``, built by ``pip install`` where a C compiler is found)
that runs the same search on bytes. Both paths find the same plays, reached by the same
steps, in the same order; tests/test_engine_differential.py holds them to it.

A variant runs on the kernel when the kernel is built, ``supports(variant)`` (every rule it
uses is one the kernel knows) and ``TAVLI_ENGINE`` is not ``reference``; otherwise on the
reference path. ``path(variant)`` says which. A leave limit with exceptions for some turns
only (Long Nardy's first throw) is compiled turn by turn: a copy of the variant with that
turn's exceptions (the kernel knows no turns; the turn's program, cascades and dice passed
over are tavli.game.turn's, which only decide which dice the kernel is handed).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import replace
from importlib import import_module
from typing import Any

from tavli.game.engine import descriptor as tables  # the name ``descriptor`` is the module's
from tavli.game.engine.descriptor import ends_in_kernel, guard_texts, supports, unsupported
from tavli.model import position as position_module
from tavli.model.position import Pending, Position
from tavli.model.variant import LeaveLimit, Variant

__all__ = ["active", "compiled_rules", "ends_in_kernel", "guard_texts", "kernel_built", "path",
           "plays", "supports", "unsupported", "use_reference"]

_kernel: Any
_stale = False  # a kernel built for another descriptor than this code writes
try:
    _kernel = import_module("tavli.game.engine._kernel")
except ImportError:  # no C compiler at install time: the pure-Python path serves
    _kernel = None
else:
    if getattr(_kernel, "DESCRIPTOR_VERSION", None) != tables.VERSION:
        # a checkout's kernel not built again since the descriptor changed: it would refuse
        # (or misread) every variant's rules, so the pure-Python path serves until it is
        _kernel, _stale = None, True



def kernel_built() -> bool:
    """Whether the compiled kernel was built and imports."""
    return _kernel is not None


#: ``TAVLI_ENGINE=reference`` at start-up sends every variant to the reference path.
_reference_only = os.environ.get("TAVLI_ENGINE", "") == "reference"


def use_reference(only: bool) -> bool:
    """Send every variant to the reference path (``True``) or let the kernel serve those it
    supports (``False``), as ``TAVLI_ENGINE=reference`` does at start-up; the previous
    setting. Tests compare the two paths with it."""
    global _reference_only
    before, _reference_only = _reference_only, only
    return before


def active() -> bool:
    """Whether the kernel serves the variants it supports (built, and not switched off by
    ``TAVLI_ENGINE=reference`` or ``use_reference``)."""
    return _kernel is not None and not _reference_only


def describe() -> str:
    """Which path is active, for ``tavli --version``."""
    if _stale:
        return ("pure-Python move generation (the compiled kernel was built for another "
                "version of tavli: `pip install -e .` builds it again)")
    if _kernel is None:
        return "pure-Python move generation (the compiled kernel is not built)"
    if not active():
        return "pure-Python move generation (the reference path, TAVLI_ENGINE=reference)"
    return "compiled move generation (tavli.game.engine._kernel), pure Python for unsupported rules"


def path(variant: Variant, position: Position | None = None) -> str:
    """``kernel`` or ``reference``: the path ``variant``'s plays are generated on (those of
    ``position``'s dice, where given: a part of more dice than the kernel plays is the
    reference search's, in a game on the kernel too)."""
    if position is not None and not tables.kernel_plays(position.dice):
        return "reference"
    return "kernel" if _compiled(variant) is not None else "reference"


_cache: dict[int, tuple[Variant, Any]] = {}
_PER_TURN = object()  # _compiled's answer for a variant compiled turn by turn


def _compiled(variant: Variant) -> Any:
    """The kernel's compiled rules for ``variant``, or None for the reference path."""
    if _kernel is None or _reference_only:
        return None
    key = id(variant)
    hit = _cache.get(key)
    if hit is not None and hit[0] is variant:
        return hit[1]
    rules: Any = None
    if supports(variant):
        limit = variant.leave_limit
        # a limit of some turns only is compiled per turn (_for_this_turn), never as it stands
        timed = limit is not None and any(limit.timings)
        rules = _PER_TURN if timed else _kernel.compile(tables.descriptor(variant),
                                                        tables.guard_texts(variant))
    if len(_cache) > 256:  # variants are few; loaded and dropped ones must not pile up
        _cache.clear()
    _cache[key] = (variant, rules)
    return rules


def compiled_rules(variant: Variant, position: Position | None = None) -> Any:
    """The kernel's compiled rules of ``variant``, as its functions take them (those of
    ``position``'s turn where they are compiled turn by turn); None where the variant is not
    on the kernel, or its rules are compiled turn by turn and no position is given."""
    rules = _compiled(variant)
    if rules is _PER_TURN:
        return None if position is None else _compiled(_for_this_turn(variant, position))
    return rules


def plays(variant: Variant, position: Position) -> list[Any] | None:
    """The legal plays of ``position``'s dice (tavli.game.turn.Play objects, each with the view it
    leads to and the steps that first reach it, in the reference generator's order); None
    when ``variant`` is not on the kernel."""
    rules = _compiled(variant)
    if rules is None or not tables.kernel_plays(position.dice):
        return None  # (a part of more dice than the kernel plays: the reference search's)
    if rules is _PER_TURN:
        rules = _compiled(_for_this_turn(variant, position))
    found: list[Any] = _plays(rules, variant, position)
    return found


def could_move(variant: Variant, position: Position, side: int) -> bool | None:
    """Whether some number of the dice would move one of ``side``'s checkers in
    ``position`` (tavli.game.ending.could_move), judged by the kernel; None where the variant
    is not on it (or its limits change by the turn)."""
    rules = _compiled(variant)
    if rules is None or rules is _PER_TURN:
        return None
    answer: bool = _kernel.could_move(rules, position, side, variant.faces)
    return answer


_this_turn: dict[tuple[int, tuple[bool, ...]], tuple[Variant, Variant]] = {}


def _for_this_turn(variant: Variant, position: Position) -> Variant:
    """Where an exception of ``variant``'s leave limit belongs to some turns only (Long
    Nardy's first throw): a copy of it with the exceptions of this turn and no others. The
    kernel knows no turns, so it plays the copy (the reference generator judges the turns
    itself)."""
    limit = variant.leave_limit
    assert limit is not None
    keep = tuple(t is None or t.holds(position.turns, (0, 0), position.turn)
                 for t in limit.timings)
    key = (id(variant), keep)
    hit = _this_turn.get(key)
    if hit is not None and hit[0] is variant:
        return hit[1]
    tree = dict(variant.rule_tree)
    leave = dict(tree["leave-limit"])
    leave["exceptions"] = [{k: v for k, v in item.items() if k != "turns"}
                           for item, kept in zip(leave.get("exceptions", []), keep, strict=True)
                           if kept]
    tree["leave-limit"] = leave
    exceptions = tuple(e for e, kept in zip(limit.exceptions, keep, strict=True) if kept)
    copy = replace(variant, rule_tree=tree,
                   leave_limit=LeaveLimit(limit.cells, limit.checkers, exceptions))
    if len(_this_turn) > 256:  # variants are few; loaded and dropped ones must not pile up
        _this_turn.clear()
    _this_turn[key] = (variant, copy)
    return copy


def bind_play(play: type) -> None:
    """The class the kernel makes plays of (tavli.game.turn.Play, which calls this once): its
    ``position`` becomes the kernel's getter, and Positions are made by the kernel where
    tavli.model.position makes them often (``make_position``)."""
    if _kernel is not None:
        _kernel.bind(play, Position, (Pending("roll-again"),))
        if not _reference_only:
            getter = property(_kernel.play_position, doc=getattr(play, "position").__doc__)  # noqa: B009
            setattr(play, "position", getter)  # noqa: B010 - a class attribute replaced
            position_module.make_position = _kernel.make_position


_plays: Callable[..., Any] = _kernel.plays if _kernel is not None else (lambda *a: None)


def text_function(name: str, reference: Callable[..., str]) -> Callable[..., str]:
    """The kernel's version of a notation function (``format_play``, ``side_text``), which
    writes the same text as ``reference`` (tests/test_engine_texts.py); ``reference`` when
    the kernel is not built or ``TAVLI_ENGINE=reference`` was set at start-up."""
    if _kernel is None or _reference_only:
        return reference
    fast: Callable[..., str] = getattr(_kernel, name)
    return fast


def kernel_function(name: str) -> Callable[..., Any] | None:
    """The kernel's function ``name``, or None when the kernel is not built or
    ``TAVLI_ENGINE=reference`` was set at start-up."""
    if _kernel is None or _reference_only:
        return None
    fast: Callable[..., Any] = getattr(_kernel, name)
    return fast


#: position_after(play): the position a play the kernel found leads to, made in C when the
#: other player simply rolls next; None when tavli.game.turn must work it out (the game ends, a
#: chained turn goes on).
position_after: Callable[[Any], Position | None] = (
    _kernel.position_after if _kernel is not None else (lambda play: None)
)
