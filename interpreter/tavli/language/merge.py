"""A variant's rules merged with its ancestors' and its chosen options', each rule's origin kept.

A variant file states only how it differs from the one it extends. Rules are merged by key:
a group (``track``, ``zone``, ``allow``, ``turn``, ``opening``, ``stake-doubles-on``,
``cube-rules``, ``hold-limit``) merges entry by entry, every other rule replaces the parent's
whole; options are merged last, in the order chosen. Every rule keeps the file and the spot it
came from, so a meaning error points at the statement that caused it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from tavli.language.tree import ParsedRules, Path
from tavli.model.errors import RulesMeaningError, UnknownOptionError

GROUPS = frozenset(
    {"track", "zone", "allow", "turn", "opening", "stake-doubles-on", "cube-rules",
     "hold-limit", "hold-at-most", "occupy-at-most", "stack-limit-in", "hit-stops",
     "option-renamed", "side-setup", "stay-forbidden"}
) | {"timed-turn", "unplayed-dice"} | {"stage-steps", "stage-ends"} \
    | {"board-zone", "decisions"}  # turn, stages, decisions


@dataclass(frozen=True)
class Origin:
    """Which file, and where in its tree, a merged rule came from."""

    parsed: ParsedRules
    path: Path
    order: int  # later statements (in the chain, then in chosen options) have higher orders


class Merged:
    """The rules of a variant and its ancestors, merged, with each rule's origin."""

    def __init__(self) -> None:
        self.rules: dict[str, Any] = {}
        self.origins: dict[Path, Origin] = {}
        self.stated = 0

    def overlay(self, rules: Mapping[str, Any], parsed: ParsedRules, base: Path) -> None:
        self.stated += 1
        for key, value in rules.items():
            if key in GROUPS:
                group = self.rules.setdefault(key, {})
                for sub, sub_value in value.items():
                    group[sub] = sub_value
                    self.origins[(key, sub)] = Origin(parsed, (*base, key, sub), self.stated)
            else:
                self.rules[key] = value
                self.origins[(key,)] = Origin(parsed, (*base, key), self.stated)

    def spot_error(self, message: str, *path: str | int, code: str = "") -> RulesMeaningError:
        for cut in range(len(path), 0, -1):
            origin = self.origins.get(path[:cut])
            if origin is not None:
                full = (*origin.path, *path[cut:])
                return RulesMeaningError(message, origin.parsed.spot(full), code=code)
        # A group (``zone``) has origins only entry by entry: point at its first entry.
        inside = [o for key, o in self.origins.items() if key[:len(path)] == path]
        if path and inside:
            return RulesMeaningError(message, inside[0].parsed.spot(inside[0].path), code=code)
        return RulesMeaningError(message, code=code)


def merge_chain(
    chain: list[ParsedRules], options: Mapping[str, bool] | Iterable[str] = (),
) -> tuple[Merged, dict[str, tuple[ParsedRules, dict[str, Any]]], tuple[str, ...]]:
    """The rules of ``chain`` (root first) merged, the options offered along it, and those
    chosen of them."""
    child = chain[-1]
    merged = Merged()
    offered: dict[str, tuple[ParsedRules, dict[str, Any]]] = {}
    for parsed in chain:
        rules = dict(parsed.tree["rules"])
        for name in rules.pop("without-option", {}):
            if name not in offered:
                raise RulesMeaningError(
                    f"there is no inherited option '{name}' to go without",
                    parsed.spot(("rules", "without-option", name)), code="rules-unknown-option",
                )
            del offered[name]
        merged.overlay(rules, parsed, ("rules",))
        for name, option in parsed.tree["options"].items():
            offered[name] = (parsed, option)
    chosen = chosen_options(options, offered, child.tree["variant"],
                            merged.rules.get("option-renamed", {}))
    for name in chosen:
        parsed, option = offered[name]
        merged.overlay(option["rules"], parsed, ("options", name, "rules"))
    return merged, offered, chosen




def chosen_options(
    options: Mapping[str, bool] | Iterable[str],
    offered: Mapping[str, Any],
    variant: str,
    renamed: Mapping[str, str] | None = None,
) -> tuple[str, ...]:
    """The options asked for, in order, each once; an option name of an earlier tavli
    (``option OLD is now ...``) stands for its new name, or for nothing when it is now the
    default."""
    asked = (
        [name for name, on in options.items() if on] if isinstance(options, Mapping)
        else list(options)
    )
    renamed = renamed or {}
    wanted = [renamed.get(name, name) for name in asked if renamed.get(name, name) != ""]
    for name in wanted:
        if name not in offered:
            known = ", ".join(sorted(offered)) or "none"
            raise UnknownOptionError(
                f"variant '{variant}' has no option '{name}' (its options: {known})"
            )
    return tuple(dict.fromkeys(wanted))
