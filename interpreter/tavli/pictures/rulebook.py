"""A game's rules as a readable rulebook, generated from its compiled rule tree and the
comments of its rules file: set-up, movement, hitting or pinning, bearing off, the turn,
the opening, the cube, the end and the score, the options.

Each rule of the tree has a describer that says it in plain words, followed by the comment
its rules file wrote beside it (the file's own reasoning, often the source's clause number).
A rule with no describer (a construct newer than this module) is still shown, as the rule
tree states it, and the sheet records that it did so (``Sheet.generic``): a test fails on a
bundled game whose sheet needs that, so the rulebook keeps up with the language.
"""

from __future__ import annotations

import html
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tavli.language.load import load_variant, rules_chain
from tavli.language.parse import ParsedRules
from tavli.language.resources import bundled_variant_files
from tavli.model.conditions import describe_condition
from tavli.model.position import starting_position
from tavli.model.variant import Variant
from tavli.pictures.board import Board
from tavli.pictures.decision_words import decision_sentences
from tavli.pictures.rule_words import (
    OPENING_WINNER,
    ROLL_WORDS,
    board_text,
    checkers_words,
    comment_of,
    crowd_sentences,
    number_word,
    pair_sentences,
    setup_text,
    when_words,
)
from tavli.pictures.rulebook_sides import last_out_sentence, passed_sentence, track_sentences
from tavli.pictures.score_words import SCORE_KEYS, must_sentences, score_sentences
from tavli.pictures.stack_words import PART_WORDS, stack_sentences
from tavli.pictures.take_words import take_sentences, thrown_words
from tavli.pictures.text import draw_board


@dataclass
class Line:
    text: str
    comment: str = ""


@dataclass
class Sheet:
    """The rulebook of one variant: its title, an introduction, and sections of lines."""

    variant: Variant
    title: str
    intro: list[str] = field(default_factory=list)
    sections: list[tuple[str, list[Line]]] = field(default_factory=list)
    generic: list[str] = field(default_factory=list)  # rules shown as the tree states them

    def markdown(self) -> str:
        out = [f"# {self.title}", ""]
        for paragraph in self.intro:
            out += [paragraph, ""]
        for heading, lines in self.sections:
            out += [f"## {heading}", ""]
            for line in lines:
                if line.text.startswith("```"):
                    out += [line.text, ""]
                    continue
                note = f" *({line.comment})*" if line.comment else ""
                out.append(f"- {line.text}{note}")
            out.append("")
            if heading == "The board and set-up":
                out += ["```", draw_board(self.variant, starting_position(self.variant)), "```",
                        ""]
        return "\n".join(out).rstrip() + "\n"

    def html(self) -> str:
        """A page: the same sheet, with the set-up drawn as an SVG picture."""
        body = [f"<h1>{html.escape(self.title)}</h1>"]
        body += [f"<p>{html.escape(p)}</p>" for p in self.intro]
        for heading, lines in self.sections:
            body.append(f"<h2>{html.escape(heading)}</h2>")
            items = []
            for line in lines:
                note = f' <em class="comment">({html.escape(line.comment)})</em>' \
                    if line.comment else ""
                items.append(f"<li>{html.escape(line.text)}{note}</li>")
            body.append("<ul>" + "".join(items) + "</ul>")
            if heading == "The board and set-up":
                picture = Board(self.variant, starting_position(self.variant)).svg()
                body.append(f'<figure class="setup">{picture}<figcaption>The set-up, as X '
                            "sees it: points in X's own numbering.</figcaption></figure>")
        return (
            "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            f"<title>{html.escape(self.title)}: rules</title><style>{_STYLE}</style></head>"
            "<body>" + "\n".join(body) + "</body></html>\n"
        )


_STYLE = ("body{font-family:Georgia,serif;max-width:46em;margin:2em auto;padding:0 1em;"
          "line-height:1.45;color:#222}h1,h2{font-family:Verdana,sans-serif}"
          "em.comment{color:#666}figure{margin:1em 0}svg{max-width:100%;height:auto}")


def rulebook(variant: str | Path, options: Sequence[str] = ()) -> Sheet:
    """The rulebook of a bundled variant (by name) or a rules file (by path)."""
    compiled = load_variant(variant, list(options))
    path = Path(variant) if isinstance(variant, Path) or str(variant).endswith(".rules") \
        or "/" in str(variant) else bundled_variant_files()[str(variant)]
    return Writer(compiled, rules_chain(path), path).sheet()


class Writer:
    """Says each rule of a variant in words, with the comment written beside it."""

    def __init__(self, variant: Variant, chain: Sequence[ParsedRules],
                 path: Path | None = None) -> None:
        self.variant = variant
        self.path = path  # the rules file, to compile the options from
        self.chain = list(chain)
        self.tree: Mapping[str, Any] = variant.rule_tree
        self.generic: list[str] = []

    # ---- comments

    def comment(self, *path: str | int) -> str:
        """The comment written on the line of the rule at ``path``, in the most derived file
        that states that very rule, or ''."""
        for parsed in reversed(self.chain):
            spot = parsed.spans.get(path)
            if spot is not None:
                return comment_of(parsed.text.splitlines()[spot[0] - 1])
        return ""

    def intro(self) -> list[str]:
        """The comment block at the top of the variant's own file, as paragraphs."""
        lines = self.chain[-1].text.splitlines()
        paragraphs: list[str] = [""]
        for line in lines:
            stripped = line.strip()
            if not stripped.startswith("#"):
                if stripped:
                    break
                continue
            words = stripped.lstrip("#").strip()
            if words:
                paragraphs[-1] = f"{paragraphs[-1]} {words}".strip()
            elif paragraphs[-1]:
                paragraphs.append("")
        return [p for p in paragraphs if p]

    # ---- the sheet

    def sheet(self) -> Sheet:
        v = self.variant
        intro = self.intro()
        source = self.tree.get("source", {})
        cited = f"Source: {source.get('title', v.source)}"
        if source.get("clauses"):
            cited += f" (clauses {', '.join(source['clauses'])})"
        intro.append(cited + ".")
        if v.extends:
            intro.append(f"This game extends {v.extends}: every rule below is in force, the "
                         "inherited ones included.")
        known = v.known_as  # the game's own other names: a child that is another game has
        if known:           # none of its parent's (Irish is no 'Standard' of gnubg)
            names = [f"{name} (in {where})" if where != "common" else name
                     for where, name in known.items()]
            intro.append("Also known as " + ", ".join(names) + ".")
        sections: list[tuple[str, list[Line]]] = []
        described = set(_IGNORED)
        for heading, keys, writer in _SECTIONS:
            lines: list[Line] = []
            present = [key for key in keys if key in self.tree]
            lines += writer(self)
            described.update(keys)
            if lines or present:
                sections.append((heading, lines))
        other = [Line(f"{key}: {json.dumps(value)}", self.comment("rules", key))
                 for key, value in self.tree.items() if key not in described]
        for key in self.tree:
            if key not in described:
                self.generic.append(key)
        if other:
            sections.append(("Other rules", other))
        sections.append(("Options", self.options()))
        return Sheet(v, v.title, intro, sections, self.generic)

    def condition(self, tree: Any, where: str) -> str:
        try:
            return describe_condition(tree)
        except (KeyError, ValueError, TypeError, AttributeError):
            self.generic.append(where)
            return json.dumps(tree)

    # ---- sections

    def equipment(self) -> list[Line]:
        v = self.variant
        dice = self.tree.get("dice", {})
        lines = [
            Line(f"Each player has {v.checkers} checkers.", self.comment("rules", "checkers")),
            Line(f"{number_word(dice.get('count', v.dice)).capitalize()} dice of "
                 f"{dice.get('faces', v.faces)} faces each ({v.dice_text})"
                 + "".join(f", and a die that always counts {n}" for n in v.fixed_dice) + ".",
                 self.comment("rules", "dice")),
        ]
        return lines

    def board(self) -> list[Line]:
        v = self.variant
        n = v.length
        lines = [] if v.board.standard else [Line(board_text(v.board),
                                                  self.comment("rules", "board"))]
        lines.append(Line(f"Each player numbers the points along his own track: {n} where his "
                          "checkers start their journey, 1 the last point before they are "
                          "borne off."))
        lines += [Line(text, self.comment("rules", *path))
                  for text, path in track_sentences(v, self.tree)]
        for name, zone in self.tree.get("zone", {}).items():
            where = f"point {zone['from']}" if zone["from"] == zone["to"] else \
                f"points {zone['from']} to {zone['to']}"
            lines.append(Line(f"Zone '{name}': each player's {where}.",
                              self.comment("rules", "zone", name)))
        lines += [Line(text, self.comment("rules", *path))
                  for text, path in decision_sentences(v)]
        sides = self.tree.get("side-setup", {})
        if "setup" in self.tree and len(sides) < v.sides:
            lines.append(Line(setup_text(self.tree["setup"], "each player"),
                              self.comment("rules", "setup")))
        for side, setup in sorted(sides.items(), key=lambda item: item[0] != "X"):
            lines.append(Line(setup_text(setup, side), self.comment("rules", "side-setup",
                                                                     side)))
        return lines

    def movement(self) -> list[Line]:
        v = self.variant
        lines = [Line(f"A checker moves forward along its track by the number of a die. A "
                      f"point with {v.blocked_by} or more enemy checkers is closed to it.",
                      self.comment("rules", "blocked-by"))]
        single = self.tree.get("single-enemy-checker", v.single_enemy)
        said = {
            "hit": "Landing on a single enemy checker hits it: it goes to the bar, to enter "
                   "again.",
            "blocked": "A single enemy checker holds its point too: nothing is hit.",
            "pin": "Landing on a single enemy checker pins it: it stays under the pinner and "
                   "may not move until the pinner leaves.",
        }
        if single == "hit" and self.tree.get("hit-return", "bar") != "bar":
            said["hit"] = "Landing on a single enemy checker hits it."
        if single not in said:
            self.generic.append("single-enemy-checker")
        lines.append(Line(said.get(single, f"A single enemy checker: {single}."),
                          self.comment("rules", "single-enemy-checker")))
        zone = self.tree.get("hit-only-in")
        if zone is not None:
            lines.append(Line(f"A single enemy checker is hit only where the hitter lands in "
                              f"the zone '{zone}'; elsewhere it holds its point.",
                              self.comment("rules", "hit-only-in")))
        for action, tree in self.tree.get("allow", {}).items():
            if action == "bearing-off":
                continue
            words = self.condition(tree, f"allow {action}")
            if action.startswith("leaving:"):
                what = f"Checkers may leave the zone '{action.removeprefix('leaving:')}'"
            else:
                what = _ACTIONS.get(action, "")
                if not what:
                    self.generic.append(f"allow {action}")
                    what = action
            when = "at any time" if tree is True else f"only when {words}"
            lines.append(Line(f"{what} {when}.", self.comment("rules", "allow", action)))
        limit = self.tree.get("leave-limit")
        if limit is not None:
            text = (f"At most {checkers_words(limit['checkers'])} may leave the zone "
                    f"'{limit['zone']}' in one turn")
            for exception in limit.get("exceptions", []):
                when = f" when {self.condition(exception['when'], 'leave-limit')}" \
                    if "when" in exception else ""
                text += (f"; {exception['checkers']} on {' or '.join(exception['rolls'])}"
                         f"{when}")
            lines.append(Line(text + ".", self.comment("rules", "leave-limit")))
        for zone in self.tree.get("hold-limit", {}):
            lines.append(Line(f"A player may never hold every point of the zone '{zone}'.",
                              self.comment("rules", "hold-limit", zone)))
        prime = self.tree.get("prime-limit")
        if prime is not None:
            lines.append(Line(f"No player may build {prime['length']} held points in a row "
                              "unless an enemy checker is already past them.",
                              self.comment("rules", "prime-limit")))
        for zone, most in self.tree.get("hold-at-most", {}).items():
            lines.append(Line(f"A player may hold at most {most} points of the zone '{zone}' "
                              "at once.", self.comment("rules", "hold-at-most", zone)))
        stack = self.tree.get("stack-limit")
        if stack is not None:
            lines.append(Line(f"At most {checkers_words(stack)} of a player may stand on one "
                              "point.", self.comment("rules", "stack-limit")))
        for zone, most in self.tree.get("occupy-at-most", {}).items():
            lines.append(Line(f"A player may have checkers on at most {most} points of the zone "
                              f"'{zone}' at once.", self.comment("rules", "occupy-at-most", zone)))
        for zone, most in self.tree.get("stack-limit-in", {}).items():
            lines.append(Line(f"At most {checkers_words(most)} of a player may stand on one "
                              f"point of the zone '{zone}' (the set-up may stack more).",
                              self.comment("rules", "stack-limit-in", zone)))
        if self.tree.get("no-entry-onto-own"):
            lines.append(Line("A checker may not enter onto a point where one of its own "
                              "checkers stands.", self.comment("rules", "no-entry-onto-own")))
        lines += [Line(words, self.comment("rules", key))
                  for words, key in crowd_sentences(self.tree)]
        passing = self.tree.get("no-passing")
        if passing:
            over = "its own checkers" if passing == "own" else "any checker"
            lines.append(Line(f"A checker may not pass over a point holding {over} (entering "
                              "too: the way starts before the first point).",
                              self.comment("rules", "no-passing")))
        lines += [Line(words, self.comment("rules", key))
                  for words, key in pair_sentences(self.tree)]
        facing = self.tree.get("hit-facing")
        if facing:
            lines.append(Line(f"A checker that lands on a point of the zone '{facing}' hits a "
                              "lone enemy checker on the point across the board from it: that "
                              "checker goes to the bar.", self.comment("rules", "hit-facing")))
        back = self.tree.get("hit-return")
        if isinstance(back, dict) and "back-to" not in back:
            lines.append(Line("A hit checker does not go to the bar: it is out of the game for "
                              "good, and its player plays on with the checkers he has left.",
                              self.comment("rules", "hit-return")))
        elif back not in (None, "bar"):
            zone = back["back-to"] if isinstance(back, dict) else back
            none = ("goes out of the game for good" if isinstance(back, dict)
                    else "cannot be hit")
            lines.append(Line(f"A hit checker does not go to the bar: it goes back at once, with "
                              f"no die, to the point of its zone '{zone}' furthest along its "
                              "track where none of the hitter's checkers stands. A single "
                              f"checker whose zone has no such point {none}.",
                              self.comment("rules", "hit-return")))
        for zone, stop in self.tree.get("hit-stops", {}).items():
            if not stop:
                continue
            lines.append(Line(f"A checker that hits in the zone '{zone}' moves no further that "
                              "turn.", self.comment("rules", "hit-stops", zone)))
        trap = self.tree.get("trap-limit")
        if trap is not None:
            where = "on the one point right behind" if trap.get("right-behind") else "behind"
            lines.append(Line(f"No player may keep {trap['length']} held points in a row with "
                              f"every enemy checker {where} them: such a prime must be opened.",
                              self.comment("rules", "trap-limit")))
        lines.append(Line("The lower number is played first, or nothing of the throw is; then "
                          "as many dice as possible.", self.comment("rules", "lower-die-first"))
                     if self.variant.lower_die_first else Line(
                         "Only the lower number of a throw is played: one move.",
                         self.comment("rules", "lower-die-only")) if self.variant.lower_die_only
                     else Line("As many dice as possible must be played; when only one of two "
                               "can be, the larger."))
        return lines

    def bearing_off(self) -> list[Line]:
        allow = self.tree.get("allow", {})
        lines = []
        if allow.get("bearing-off") is True:
            lines.append(Line("Checkers may be borne off at any time, wherever the others "
                              "stand.", self.comment("rules", "allow", "bearing-off")))
        elif "bearing-off" in allow:
            lines.append(Line("Checkers may be borne off only when "
                              f"{self.condition(allow['bearing-off'], 'allow bearing-off')}.",
                              self.comment("rules", "allow", "bearing-off")))
        rule = self.tree.get("bear-off", self.variant.bear_off)
        said = {"exact-or-higher": "A die bears off a checker from the point of its number, "
                                   "or, when no checker stands further back, from the "
                                   "highest point.",
                "exact-or-higher-anywhere": "A die bears off a checker from the point of its "
                                            "number, or from any lower point.",
                "exact-only": "A die bears off a checker only from the point of its exact "
                              "number.", "highest-only": f"Only a {self.variant.faces} bears "
                "off, a checker from any point; a lower number never does."}
        if rule not in said:
            self.generic.append("bear-off")
        lines.append(Line(said.get(rule, f"Bearing off: {rule}."),
                          self.comment("rules", "bear-off")))
        return lines

    def turn(self) -> list[Line]:
        lines = [Line("A turn: roll the dice and play each die once.")]
        for pattern, parts in self.tree.get("turn", {}).items():
            said = ", then ".join(self.part(p, pattern) for p in parts)
            roll = "three alike" if pattern == "doubles" and self.variant.roll_size == 3 \
                else ROLL_WORDS.get(pattern, pattern)
            lines.append(Line(f"On {roll}: {said}.", self.comment("rules", "turn", pattern)))
        for key, parts in self.tree.get("timed-turn", {}).items():
            pattern, _, timing = key.partition(" ")
            said = ", then ".join(self.part(p, key) for p in parts)
            roll = "a double" if pattern == "doubles" else pattern
            lines.append(Line(f"{when_words(timing)}, on {roll}: {said}.",
                              self.comment("rules", "timed-turn", key)))
        for pattern, fate in self.tree.get("unplayed-dice", {}).items():
            roll = {"any": "a roll", "doubles": "a double"}.get(pattern, pattern)
            fates = {"lost": "are lost", "opponent": "pass to the opponent, who plays what he "
                     "can of them before his own turn"}
            if isinstance(fate, dict):  # passed only while a condition holds for the mover
                fate = fates["opponent"] + " when the mover has " + self.condition(
                    fate["opponent-when"], "unplayed") + ", else are lost"
                fates[fate] = fate
            if fate not in fates:
                self.generic.append(f"unplayed-dice {pattern}")
            lines.append(Line(f"Dice of {roll} that the mover cannot play "
                              f"{fates.get(fate, fate)}.",
                              self.comment("rules", "unplayed-dice", pattern)))
        if numbers := self.tree.get("passed-dice"):  # Sixe-Ace's aces
            lines.append(Line(passed_sentence(numbers), self.comment("rules", "passed-dice")))
        for pattern in self.tree.get("stake-doubles-on", {}):
            roll = "a double" if pattern == "doubles" else pattern
            lines.append(Line(f"Rolling {roll} doubles the stake.",
                              self.comment("rules", "stake-doubles-on", pattern)))
        return lines

    def part(self, part: Mapping[str, Any], pattern: str) -> str:
        when = f" when {self.condition(part['when'], f'turn {pattern}')}" \
            if "when" in part else ""
        times = part.get("times", 1)
        kind = part.get("play")
        if part.get("roll-again"):
            said = "roll again"
        elif kind == "roll":
            said = "play the roll" + (f" {times} times over" if times > 1 else "")
        elif kind in ("pair", "pair-and-odd"):
            said = f"play the paired number {times} times" + (
                " and the odd die once, in any order" if kind == "pair-and-odd" else "")
        elif kind == "double":
            said = f"play the number {times} times"
        elif kind == "complement":
            said = f"play its complement (the number on the die's opposite face) {times} times"
        elif kind == "chosen-double":
            said = f"choose any double and play it {times} times"
        elif kind in ("higher-doubles", "lower-doubles"):
            top = self.variant.faces
            end = f"up to {top}-{top}" if kind == "higher-doubles" else "down to 1-1"
            said = f"play each {kind.split('-')[0]} double, {end}, {times} times each"
        elif kind in PART_WORDS:  # stacked games: steps on points
            said = PART_WORDS[kind]
        else:
            self.generic.append(f"turn {pattern}")
            said = json.dumps(part)
        known = {"play", "times", "when", "roll-again"}
        if set(part) - known:
            self.generic.append(f"turn {pattern}: {sorted(set(part) - known)}")
            said += f" {json.dumps({k: v for k, v in part.items() if k not in known})}"
        return said + when

    def opening(self) -> list[Line]:
        opening = self.tree.get("opening", {})
        ties = {"roll-again": "Equal dice are rolled again.",
                "double-the-stake": "Equal dice double the stake (an automatic double), and "
                                    "are rolled again."}
        winner = OPENING_WINNER
        first = opening.get("first", "roll")
        if first != "roll":
            return [Line(f"{first} moves first: there is no opening roll.",
                         self.comment("rules", "opening", "first"))]
        lines = [Line("To begin, each player rolls one die.")]
        for key, said in (("ties", ties), ("winner", winner)):
            if key in opening:
                if opening[key] not in said:
                    self.generic.append(f"opening {key}")
                lines.append(Line(said.get(opening[key], f"{key}: {opening[key]}"),
                                  self.comment("rules", "opening", key)))
        for key in opening:
            if key not in ("ties", "winner", "first"):
                self.generic.append(f"opening {key}")
                lines.append(Line(f"{key}: {json.dumps(opening[key])}"))
        return lines

    def cube(self) -> list[Line]:
        v = self.variant
        if not v.has_cube:
            return [Line("There is no doubling cube.", self.comment("rules", "cube"))]
        lines = [Line(f"The doubling cube: before rolling, a player may double the stake; "
                      f"the other takes (and owns the cube) or drops and loses. It goes up to "
                      f"{v.cube_max}.", self.comment("rules", "cube"))]
        said = {"crawford": "Match play: the Crawford rule (no doubling in the game after a "
                            "player first needs one point).",
                "jacoby": "Jacoby rule: a gammon counts single until the cube is turned.",
                "beavers": "Beavers: a doubled player may take and redouble at once."}
        for rule in self.tree.get("cube-rules", {}):
            if rule not in said:
                self.generic.append(f"cube rule {rule}")
            lines.append(Line(said.get(rule, f"cube rule: {rule}"),
                              self.comment("rules", "cube-rules", rule)))
        return lines

    def ending(self) -> list[Line]:
        lines = []
        said = {"wins": "he wins", "loses": "he loses", "draw": "the game is a draw",
                "higher-score": "the higher score wins (equal scores: a draw)"}
        for index, rule in enumerate(self.tree.get("game-ends", [])):
            when = thrown_words(rule) or f"has {self.condition(rule['when'], 'game-ends')}"
            lines.append(Line(f"The game ends at once when a player {when}: "
                              f"{said.get(rule['result'], rule['result'])}.",
                              self.comment("rules", "game-ends", index)))
        goal = "all his checkers" if not self.variant.hit_out else \
            "all the checkers he has left in the game"
        first = f"{'Otherwise the' if lines else 'The'} first to bear off {goal} wins."
        lines += [Line(last_out_sentence(self.variant, goal), self.comment("rules", "last-out"))
                  if self.variant.last_out else Line(first)][self.variant.set_up_again:]  # FT-16
        for index, level in enumerate(self.tree.get("scoring", [])):
            paid = {"not-off": " for each of the loser's checkers not borne off",
                    "on-points": " for each of the loser's checkers on the points"}
            per = paid.get(level.get("per-checker", ""), "")
            when = f", when the loser has {self.condition(level['when'], 'scoring')}" \
                if "when" in level else ""
            points = level["points"]
            lines.append(Line(f"{level['name']}: {points} point{'s' if points != 1 else ''}"
                              f"{per}{when}.", self.comment("rules", "scoring", index)))
            extra = set(level) - {"name", "points", "per-checker", "when"}
            if extra:
                self.generic.append(f"scoring {sorted(extra)}")
        if self.tree.get("scoring"):
            lines.append(Line("Of the results that apply, the highest is scored (times the "
                              "stake)."))
        return lines

    def options(self) -> list[Line]:
        """Each option, with the rules it changes said in the same words as above: the
        lines of the sheet with the option chosen that the sheet without it does not have."""
        lines = []
        base = {line.text for _, section in self.sections_only() for line in section}
        for name, description in self.variant.options.items():
            on = " (chosen here)" if name in self.variant.chosen else ""
            source = self.variant.option_sources.get(name)
            after = f" (source: {source})" if source else ""
            if name in self.variant.former_defaults:
                after += "; tavli played this by default before"
            lines.append(Line(f"{name}{on}: {description}{after}"))
            if on or self.path is None:
                continue
            chosen = Writer(load_variant(self.path, [*self.variant.chosen, name]), self.chain)
            for _, section in chosen.sections_only():
                for line in section:
                    if line.text not in base:
                        lines.append(Line(f"with {name}: {line.text}"))
        for old, new in self.variant.renamed_options.items():
            now = f"the option '{new}'" if new else "the default"
            lines.append(Line(f"The option '{old}' of earlier versions is now {now}.",
                              self.comment("rules", "option-renamed", old)))
        for name in self.tree.get("without-option", {}):
            lines.append(Line(f"The option '{name}' of the game this one extends is not "
                              "offered.", self.comment("rules", "without-option", name)))
        if not lines:
            lines.append(Line("This game has no named options."))
        return lines

    def said(self, sentences: Callable[[Variant], Sequence[tuple[str, Sequence[Any]]]],
             ) -> list[Line]:
        return [Line(text, self.comment("rules", *path)) for text, path in sentences(self.variant)]

    def sections_only(self) -> list[tuple[str, list[Line]]]:
        return [(heading, writer(self)) for heading, _, writer in _SECTIONS]


_ACTIONS = {
    "entering-from-bar": "A checker on the bar may enter",
    "entering-from-hand": "A checker in hand may enter",
    "moving-on-board": "Checkers on the board may move",
    "hitting": "A player may hit",
}

_IGNORED = frozenset({"source", "known-as", "without-option", "option-renamed", "zone-passed-over"})

Describer = Callable[[Writer], list[Line]]
_SECTIONS: list[tuple[str, tuple[str, ...], Describer]] = [
    ("Equipment", ("checkers", "dice"), Writer.equipment),
    ("The board and set-up", ("board", "sides", "order", "track", "zone", "setup", "side-setup",
                              "board-zone", "decisions", "lapsing-limit"), Writer.board),
    ("Moving and hitting", ("blocked-by", "single-enemy-checker", "leave-limit", "hold-limit",
                            "prime-limit", "allow", "hold-at-most", "occupy-at-most", "stack-limit",
                            "stack-limit-in", "no-entry-onto-own", "no-entry-onto-occupied",
                            "hit-point-of", "stay-forbidden", "no-passing", "hit-facing",
                            "hit-only-in", "zone-in-pairs", "zone-taken-in-pairs",
                            "closed-to-opponent", "zone-by-puissance", "hit-stops", "hit-return",
                            "trap-limit", "lower-die-first", "lower-die-only"), Writer.movement),
    ("Stacked men and stages", ("stack-states", "stages", "stage-steps", "stage-ends"),
     lambda writer: writer.said(stack_sentences)),
    ("Taking by naming", ("take",), lambda writer: writer.said(take_sentences)),
    ("Scoring during play", SCORE_KEYS, lambda writer: writer.said(score_sentences)),
    ("Plays one must make", ("play-must",), lambda writer: writer.said(must_sentences)),
    ("Bearing off", ("bear-off",), Writer.bearing_off),
    ("The turn", ("turn", "stake-doubles-on", "timed-turn", "unplayed-dice", "passed-dice"),
     Writer.turn),
    ("The opening", ("opening",), Writer.opening),
    ("The doubling cube", ("cube", "cube-rules"), Writer.cube),
    ("The end and the score", ("game-ends", "scoring", "last-out"), Writer.ending),
]

#: every top-level rule the sheet describes in words
DESCRIBED = frozenset(key for _, keys, _ in _SECTIONS for key in keys) | _IGNORED

