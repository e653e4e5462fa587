"""The fast path: legal plays from a compiled kernel, beside the reference generator.

tavli.movegen is the reference: the rules' search written plainly in Python. This package
compiles a variant's rule tree once into a descriptor (tavli.engine.descriptor) and hands
it to a small C kernel (``_kernel.c``, built by ``pip install`` where a C compiler is found)
that runs the same search on bytes. Both paths find the same plays, reached by the same
steps, in the same order; tests/test_engine_differential.py holds them to it.

A variant runs on the kernel when the kernel is built, ``supports(variant)`` (every rule it
uses is one the kernel knows) and ``TAVLI_ENGINE`` is not ``reference``; otherwise on the
reference path. ``path(variant)`` says which.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from importlib import import_module
from typing import Any

from tavli.engine.descriptor import descriptor, supports
from tavli.position import Position
from tavli.variant import Variant

__all__ = ["active", "kernel_built", "path", "plays", "supports", "use_reference"]

_kernel: Any
try:
    _kernel = import_module("tavli.engine._kernel")
except ImportError:  # no C compiler at install time: the pure-Python path serves
    _kernel = None



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
    if _kernel is None:
        return "pure-Python move generation (the compiled kernel is not built)"
    if not active():
        return "pure-Python move generation (the reference path, TAVLI_ENGINE=reference)"
    return "compiled move generation (tavli.engine._kernel), pure Python for unsupported rules"


def path(variant: Variant) -> str:
    """``kernel`` or ``reference``: the path ``variant``'s plays are generated on."""
    return "kernel" if _compiled(variant) is not None else "reference"


_cache: dict[int, tuple[Variant, Any]] = {}


def _compiled(variant: Variant) -> Any:
    """The kernel's compiled rules for ``variant``, or None for the reference path."""
    if _kernel is None or _reference_only:
        return None
    key = id(variant)
    hit = _cache.get(key)
    if hit is not None and hit[0] is variant:
        return hit[1]
    rules = _kernel.compile(descriptor(variant)) if supports(variant) else None
    if len(_cache) > 256:  # variants are few; loaded and dropped ones must not pile up
        _cache.clear()
    _cache[key] = (variant, rules)
    return rules


def plays(variant: Variant, position: Position) -> list[Any] | None:
    """The legal plays of ``position``'s dice (tavli.turn.Play objects, each with the view it
    leads to and the steps that first reach it, in the reference generator's order); None
    when ``variant`` is not on the kernel."""
    rules = _compiled(variant)
    if rules is None:
        return None
    found: list[Any] = _plays(rules, variant, position)
    return found


def bind_play(play: type) -> None:
    """The class the kernel makes plays of (tavli.turn.Play, which calls this once)."""
    if _kernel is not None:
        _kernel.bind(play, Position)


_plays: Callable[..., Any] = _kernel.plays if _kernel is not None else (lambda *a: None)


def text_function(name: str, reference: Callable[..., str]) -> Callable[..., str]:
    """The kernel's version of a notation function (``format_play``, ``side_text``), which
    writes the same text as ``reference`` (tests/test_engine_texts.py); ``reference`` when
    the kernel is not built or ``TAVLI_ENGINE=reference`` was set at start-up."""
    if _kernel is None or _reference_only:
        return reference
    fast: Callable[..., str] = getattr(_kernel, name)
    return fast

#: position_after(play): the position a play the kernel found leads to, made in C when the
#: other player simply rolls next; None when tavli.turn must work it out (the game ends, a
#: chained turn goes on).
position_after: Callable[[Any], Position | None] = (
    _kernel.position_after if _kernel is not None else (lambda play: None)
)
