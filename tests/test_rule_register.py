"""Every non-seed game answers to its source rule by rule.

A game's feature file(s) carry a *rule register* in the Feature description: a line
``Rule register (SOURCE A; SOURCE B):`` and under it one line per rule point, in our own
words, ending with the source and section it comes from: ``TB-04: a lone piece is sent off
[SOURCE A § Hitting]`` (several, ``;``-separated, where sources agree). Scenarios that show a
point are tagged ``@rule:TB-04``. The file ends with a comment block, ``# Sources and
differences``: the sources read, where they differ, and where each reading went (the default,
an option, or left out and why). This module fails on

- a register point without its source and section, or naming a source the register's header
  does not list,
- a non-seed game's register file without the closing note,
- an option of a bundled variant that names no source (``option NAME "..." source "...":``),

- a register point that no scenario is tagged with,
- a ``@rule:`` tag naming no register point,
- a prefix used by two games (or not listed below, or one of the seed documents' prefixes),
- a bundled non-seed variant whose feature file(s) have no register.

A feature file belongs to the variant it is named after: ``tabula.feature`` or
``tabula.TOPIC.feature``. The scenario parser is tests/test_clause_tags.py's.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest
from pytest_bdd.gherkin_parser import get_gherkin_document

from clauses import CLAUSES
from test_clause_tags import FEATURES, all_scenarios, references

VARIANTS = FEATURES.parent / "variants"

#: Register prefixes and their games. Seed documents' prefixes (BG SN RG DU AD) are taken.
PREFIXES: dict[str, str] = {
    # the games helper
    "TB": "tabula",
    "NK": "nackgammon",
    "HY": "hypergammon",
    "SB": "shesh-besh",
    "MZ": "moultezim",
    "JQ": "jacquet",
    "PG": "pin-game",
    "TT": "todas-tablas",
    "MH": "mahbouseh",
    "MG": "mughrabieh",
    "PE": "pareia-de-entrada",
    "FR": "frangieh",
    "BB": "buffa-de-baldrac",
    "RB": "russian-backgammon",
    "NR": "nard",
    "IR": "irish",
    # langa
    "PL": "plakoto",
    "FV": "fevga",
    "TV": "tavla",
    "PO": "portes",
    "MI": "misere",
    "TP": "tapa",
    # langb
    "GB": "gul-bara",
    "GI": "gioul",
    "EA": "european-acey-deucey",
    "LN": "long-nardy",
    # the whole family I
    "IM": "imperial",
    "PV": "provincial",
    "SL": "shuanglu",
    "SR": "ssang-ryouk",
    "LQ": "laquet",
    "SD": "seys-dos-y-as",
    "JV": "jacquet-de-versailles",
    # limits on where checkers stand and enter
    "VQ": "verquere",
    "KO": "kotra",
    "QT": "quinze-tablas",
    "FA": "fallas",
    # dice programs (issue 21)
    "MY": "myles",
    "LP": "lange-puff",
    "CP": "contrare-puff",
    "GA": "garanguet",
    # issue 21, the last games
    "CQ": "cab-e-quinal",
    # the English game (issue 21)
    "LA": "ludus-anglicorum",
    # passing and the facing hit (issue 21)
    "TC": "tourne-case",
    # boards of any size (issue 22)
    "LL": "ludus-lombardorum",
    "ME": "medio-emperador",
    "XS": "xii-scripta",
    "PA": "paumecary",
    # wins by an arrangement (issue 25)
    "SC": "schuster",
    "EM": "emperador",
    # a quarter named as an action (issue 25)
    "DC": "los-doze-canes",
    # a limit that lapses (issue 25)
    "SV": "svensk-bradspel",
    # stacked men and stages (issue 25)
    "YA": "yahoudieh",
    "OF": "ofanfelling",
    # scoring during play (issue 24)
    "TK": "tokkadille",
    "JB": "julbahar",
    "KT": "kiz-tavlasi",
    "GT": "grand-trictrac",
    "PJ": "piprjall",
    "FT": "trictrac",
    # two to six sides (issue 23)
    "MU": "el-mundo",
    "SA": "sixe-ace",
    "SX": "sixe-ace-6",
    # stacked men and stages (issue 25)
    "DO": "doblet",
    "DB": "dubblets",
    "TR": "tables-rabbatuees",
    # a take the dice owe, and tracks over part of the board (issue 25)
    "KD": "ketch-dolt",
}

#: The seed games answer to the clause documents (tests/test_clause_tags.py), not to registers.
SEEDS = frozenset({"backgammon", "short-nardy", "race-gammon", "dutch-backgammon", "acey-deucey"})

#: Variants whose register another helper is writing on its own branch; until it lands the
#: missing register is reported as an expected failure naming the owner, never as a pass.
PENDING: dict[str, str] = {}

_HEADER = re.compile(r"Rule register \((?P<source>[^)]+(?:\([^)]*\)[^)]*)*)\):$")
_POINT = re.compile(r"(?P<id>(?P<prefix>[A-Z]{2,3})-\d{2}): (?P<text>\S.*)$")
_CITED = re.compile(r"^(?P<text>.*\S) \[(?P<cited>[^\[\]]+)\]$")
NOTE = "# Sources and differences"


@dataclass(frozen=True)
class Register:
    """One feature file's register: its game, source and points (id → our wording)."""

    file: str
    game: str
    source: str
    points: dict[str, str]


def game_of(feature_file: str) -> str:
    """The variant a feature file is named after: ``tabula.topic.feature`` → ``tabula``."""
    return feature_file.split(".", 1)[0]


def read_register(path: Path, root: Path = FEATURES) -> tuple[Register | None, list[str]]:
    """The register in one feature file's description (None if it has none), and the problems
    found in writing it: a line under the header that is not a point, a point given twice."""
    name = path.relative_to(root).as_posix()
    description = get_gherkin_document(str(path)).feature.description or ""
    lines = [line.strip() for line in description.splitlines()]
    starts = [i for i, line in enumerate(lines) if _HEADER.match(line)]
    if not starts:
        return None, []
    problems = []
    if len(starts) > 1:
        problems.append(f"{name}: more than one rule register")
    header = _HEADER.match(lines[starts[0]])
    assert header is not None
    points: dict[str, str] = {}
    for line in lines[starts[0] + 1:]:
        if not line:
            break
        point = _POINT.match(line)
        if point is None:
            problems.append(f"{name}: not a register point (XX-NN: text): {line!r}")
        elif point["id"] in points:
            problems.append(f"{name}: {point['id']} is in the register twice")
        else:
            points[point["id"]] = point["text"]
            problems += _citation_problems(name, point["id"], point["text"], header["source"])
    if not points:
        problems.append(f"{name}: the rule register has no points")
    return Register(name, game_of(name), header["source"], points), problems


def _citation_problems(file: str, point: str, text: str, header: str) -> list[str]:
    """A point ends with ``[SOURCE § SECTION; ...]``, each SOURCE one of the header's."""
    cited = _CITED.match(text)
    if cited is None:
        return [f"{file}: {point} names no source and section: end it with "
                f"[SOURCE § SECTION] (a source of the register's header: {header})"]
    sources = [s.strip() for s in header.split(";")]
    problems = []
    for item in cited["cited"].split(";"):
        title, mark, section = (part.strip() for part in item.partition("§"))
        if not mark or not title or not section:
            problems.append(f"{file}: {point}: {item.strip()!r} is not SOURCE § SECTION")
        elif title not in sources:
            problems.append(f"{file}: {point}: {title!r} is not a source of the register's "
                            f"header ({header})")
    return problems


def registers(root: Path = FEATURES) -> tuple[list[Register], list[str]]:
    """Every register under ``root``, and every problem in how they are written."""
    found, problems = _registers(root) if root == FEATURES else _read_registers(root)
    return list(found), list(problems)


@cache
def _registers(root: Path) -> tuple[tuple[Register, ...], tuple[str, ...]]:
    """The bundled registers, read once for the many tests of each game."""
    return _read_registers(root)


def _read_registers(root: Path) -> tuple[tuple[Register, ...], tuple[str, ...]]:
    found, problems = [], []
    for path in sorted(root.rglob("*.feature")):
        register, wrong = read_register(path, root)
        problems += wrong
        if register is not None:
            found.append(register)
    return tuple(found), tuple(problems)


def register_problems(root: Path = FEATURES, prefixes: dict[str, str] = PREFIXES) -> list[str]:
    """Everything wrong with the registers under ``root`` and the ``@rule:`` tags there."""
    found, problems = registers(root)
    seed_prefixes = {cid.split("-")[0] for cid in CLAUSES}
    games_of_prefix: dict[str, set[str]] = defaultdict(set)
    known: set[str] = set()
    for register in found:
        for point in register.points:
            prefix = point.split("-")[0]
            games_of_prefix[prefix].add(register.game)
            known.add(point)
            if prefix in seed_prefixes:
                problems.append(f"{register.file}: {point} uses a seed document's prefix")
            elif prefixes.get(prefix) != register.game:
                problems.append(
                    f"{register.file}: {point}: prefix {prefix} is not listed for "
                    f"{register.game!r} in PREFIXES (tests/test_rule_register.py)")
    problems += [
        f"prefix {prefix} is used by {len(games)} games: {', '.join(sorted(games))}"
        for prefix, games in sorted(games_of_prefix.items()) if len(games) > 1
    ]
    tagged: dict[str, list[str]] = defaultdict(list)
    for scenario in all_scenarios(root):
        for kind, reference in references(scenario.tags):
            if kind != "rule":
                continue
            tagged[reference].append(str(scenario))
            if reference not in known:
                problems.append(f"{scenario}: @rule:{reference} names no register point")
    problems += [
        f"{register.file}: {point} ({text}) has no scenario tagged @rule:{point}"
        for register in found for point, text in register.points.items() if not tagged[point]
    ]
    return problems


def test_registers_and_rule_tags_agree() -> None:
    wrong = register_problems()
    assert not wrong, "rule registers:\n" + "\n".join(wrong)


def _non_seed_variants() -> list[str]:
    return sorted(p.stem for p in VARIANTS.glob("*.rules") if p.stem not in SEEDS)


@pytest.mark.parametrize("game", _non_seed_variants())
def test_every_non_seed_variant_has_a_register(game: str) -> None:
    found, _ = registers()
    games = {register.game for register in found}
    files = [p.name for p in FEATURES.rglob("*.feature") if game_of(p.name) == game]
    if game not in games and game in PENDING:
        pytest.xfail(f"{game}'s register is being written on branch {PENDING[game]}")
    assert files, f"variants/{game}.rules has no feature file features/{game}[.TOPIC].feature"
    assert game in games, f"no feature file of {game} ({', '.join(files)}) has a rule register"


@pytest.mark.parametrize("game", _non_seed_variants())
def test_every_non_seed_game_ends_with_its_closing_note(game: str) -> None:
    found, _ = registers()
    files = [register.file for register in found if register.game == game]
    for file in files:
        lines = (FEATURES / file).read_text(encoding="utf-8").rstrip().splitlines()
        block = []
        for line in reversed(lines):
            if not line.startswith("#"):
                break
            block.insert(0, line)
        assert block and block[0].startswith(NOTE) and len(block) >= 3, (
            f"{file} must end with a comment block '{NOTE}': the sources read, where they "
            "differ, and where each reading went")


def test_every_option_names_its_source() -> None:
    import tavli

    missing = [f"{name}: option {option}" for name in sorted(tavli.bundled_variants())
               for option in tavli.load_variant(name).options
               if option not in tavli.load_variant(name).option_sources]
    assert missing == [], "options without a source (option NAME \"...\" source \"...\":)"


def test_the_register_check_catches_each_mistake(tmp_path: Path) -> None:
    """The check itself, on made-up files: an untagged point, a tag naming no point, a prefix
    of two games, a prefix not listed, a seed prefix, a bad line, a point given twice, a point
    with no source, one whose source has no section and one citing a source not listed."""
    (tmp_path / "alpha.feature").write_text(
        "Feature: alpha\n  About alpha.\n\n  Rule register (Alpha Book):\n"
        "  ZZ-01: one rule [Alpha Book § One]\n  ZZ-02: a rule nobody shows [Alpha Book § Two]\n"
        "  ZZ-01: one rule again [Alpha Book § One]\n"
        "  not a point\n\n"
        "  @rule:ZZ-01 @rule:ZZ-09\n  Scenario: shows one\n    Given the starting position\n"
    )
    (tmp_path / "beta.topic.feature").write_text(
        "Feature: beta\n  Rule register (Beta Book):\n  ZZ-03: beta's rule [Beta Book]\n"
        "  BG-05: a seed id [Beta Book § 5]\n\n"
        "  @rule:ZZ-03 @rule:BG-05\n  Scenario: shows beta\n    Given the starting position\n"
    )
    (tmp_path / "gamma.feature").write_text(
        "Feature: gamma\n  Rule register (Gamma Book; Delta Book):\n  QQ-01: gamma's rule\n"
        "  QQ-02: another [Delta Book § 2; Epsilon Book § 3]\n\n"
        "  @rule:QQ-01 @rule:QQ-02\n  Scenario: shows gamma\n    Given the starting position\n"
    )
    all_scenarios.cache_clear()
    try:
        wrong = register_problems(tmp_path, {"ZZ": "alpha", "QQ": "gamma"})
    finally:
        all_scenarios.cache_clear()
    assert sorted(wrong) == sorted([
        "alpha.feature: ZZ-01 is in the register twice",
        "alpha.feature: not a register point (XX-NN: text): 'not a point'",
        "beta.topic.feature: BG-05 uses a seed document's prefix",
        "beta.topic.feature: ZZ-03: prefix ZZ is not listed for 'beta' in PREFIXES"
        " (tests/test_rule_register.py)",
        "prefix ZZ is used by 2 games: alpha, beta",
        "alpha.feature:11 'shows one': @rule:ZZ-09 names no register point",
        "alpha.feature: ZZ-02 (a rule nobody shows [Alpha Book § Two]) has no scenario tagged"
        " @rule:ZZ-02",
        "beta.topic.feature: ZZ-03: 'Beta Book' is not SOURCE § SECTION",
        "gamma.feature: QQ-01 names no source and section: end it with [SOURCE § SECTION]"
        " (a source of the register's header: Gamma Book; Delta Book)",
        "gamma.feature: QQ-02: 'Epsilon Book' is not a source of the register's header"
        " (Gamma Book; Delta Book)",
    ])


def test_a_register_names_its_source_and_game(tmp_path: Path) -> None:
    path = tmp_path / "delta.rules-notes.feature"
    path.write_text(
        "Feature: delta\n  Rule register (Delta (Wikipedia)):\n"
        "  DD-01: a rule [Delta (Wikipedia) § Rules]\n")
    register, problems = read_register(path, tmp_path)
    assert problems == []
    assert register == Register("delta.rules-notes.feature", "delta", "Delta (Wikipedia)",
                                {"DD-01": "a rule [Delta (Wikipedia) § Rules]"})
