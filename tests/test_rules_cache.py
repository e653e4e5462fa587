"""The cache of validated rule trees (tavli.language.cache): it gives back exactly what the
parser gave, an edited rules file is read afresh, and a damaged cache is never believed."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest
from lark import Token, Tree

import tavli
from tavli.language import cache as rules_cache
from tavli.language import grammar
from tavli.language.compile import compile_variant
from tavli.language.load import prebuild, read_rules, read_valid_rules, rules_chain, validate
from tavli.language.resources import bundled_match_files, bundled_variant_files
from tavli.model.errors import RulesError

HYPER = """variant hyper "Hyper" extends backgammon
checkers: 3
setup: 24:1, 23:1, 22:1
"""


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A cache folder of the test's own (and no entries made at installation)."""
    monkeypatch.setenv("TAVLI_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(rules_cache, "PREBUILT", None)
    return tmp_path / "cache" / "rules"


def entries(folder: Path) -> list[Path]:
    return sorted(folder.glob("*.json"))


def test_a_cached_tree_is_what_the_parser_gave_for_every_bundled_file(
        folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    files = bundled_variant_files()
    for path in files.values():
        read_valid_rules(path, path.name)
    assert len(entries(folder)) == len(files)
    fresh = {name: read_rules(path, path.name) for name, path in files.items()}
    for parsed in fresh.values():
        validate(parsed)
    monkeypatch.setattr("tavli.language.parse.parse_rules", None)  # the cache alone, now
    for name, path in files.items():
        assert read_valid_rules(path, path.name) == fresh[name], name


def test_a_variant_loads_from_the_cache_without_the_parser(
        folder: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "hyper.rules"
    path.write_text(HYPER, encoding="utf-8")
    first = compile_variant(rules_chain(path))
    monkeypatch.setattr("tavli.language.parse.parse_rules", None)
    again = compile_variant(rules_chain(path))
    assert again.rule_tree == first.rule_tree and again.checkers == 3
    start = tavli.starting_position(again)
    assert len(tavli.plays(again, start, (6, 5))) == len(tavli.plays(first, start, (6, 5)))


def test_an_edited_rules_file_is_read_again(folder: Path, tmp_path: Path) -> None:
    path = tmp_path / "hyper.rules"
    path.write_text(HYPER, encoding="utf-8")
    assert read_valid_rules(path).tree["rules"]["checkers"] == 3
    path.write_text(HYPER.replace("checkers: 3", "checkers: 4").replace("22:1", "22:2"),
                    encoding="utf-8")
    assert read_valid_rules(path).tree["rules"]["checkers"] == 4
    assert len(entries(folder)) == 2  # one per text; the old one no longer matches the file
    # and through load_variant, in the same process: the change is seen at once
    path.write_text(HYPER.replace('"Hyper"', '"Hyper Two"'), encoding="utf-8")
    assert tavli.load_variant(path).title == "Hyper Two"


@pytest.mark.parametrize("damage", ["truncated", "a byte changed", "checksum of other text",
                                    "not a rule tree", "spans of the wrong shape", "empty"])
def test_a_damaged_entry_is_not_believed(folder: Path, tmp_path: Path, damage: str) -> None:
    path = tmp_path / "hyper.rules"
    path.write_text(HYPER, encoding="utf-8")
    good = read_valid_rules(path)
    (entry,) = entries(folder)
    stored = entry.read_bytes()
    checksum, _, body = stored.partition(b"\n")
    sealed = {  # each seal is a correct checksum over what follows it
        "not a rule tree": json.dumps({"tree": [1], "spans": []}).encode(),
        "spans of the wrong shape": json.dumps({"tree": {"variant": "hyper"},
                                                "spans": [[["rules"], "1", 2]]}).encode(),
    }
    match damage:
        case "truncated":
            entry.write_bytes(stored[:len(stored) // 2])
        case "a byte changed":  # checkers: 3 becomes checkers: 9, a checksum no longer fits
            entry.write_bytes(stored.replace(b'"checkers":3', b'"checkers":9'))
        case "checksum of other text":
            entry.write_bytes(hashlib.sha256(b"other").hexdigest().encode() + b"\n" + body)
        case "empty":
            entry.write_bytes(b"")
        case _:
            text = sealed[damage]
            entry.write_bytes(hashlib.sha256(text).hexdigest().encode() + b"\n" + text)
    assert entry.read_bytes() != stored
    again = read_valid_rules(path)
    assert again == good  # parsed afresh
    assert entry.read_bytes().partition(b"\n")[0] == checksum  # and the entry written again


def test_a_file_with_errors_is_never_cached(folder: Path, tmp_path: Path) -> None:
    path = tmp_path / "broken.rules"
    path.write_text(HYPER.replace("checkers: 3", "checkers: 0"), encoding="utf-8")
    for _ in range(2):  # the same complaint both times, at the same spot
        with pytest.raises(RulesError) as error:
            read_valid_rules(path, "broken.rules")
        assert error.value.spot is not None and error.value.spot.line == 2
    assert entries(folder) == []


def test_a_meaning_error_found_after_the_cache_points_at_the_same_spot(
        folder: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # valid for the schema, so cached; the compiler then finds the unknown zone
    path = tmp_path / "lost.rules"
    path.write_text(HYPER + "allow leaving nowhere only when none on bar\n", encoding="utf-8")
    errors = []
    for _ in range(2):
        with pytest.raises(RulesError) as error:
            compile_variant(rules_chain(path))
        errors.append(str(error.value))
        monkeypatch.setattr("tavli.language.parse.parse_rules", None)  # the second from cache
    assert len(entries(folder)) == 2  # the file and the one it extends
    assert errors[0] == errors[1] and "nowhere" in errors[0] and ":4:" in errors[0]


def test_caching_can_be_turned_off_and_a_folder_that_cannot_be_written_does_no_harm(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "hyper.rules"
    path.write_text(HYPER, encoding="utf-8")
    monkeypatch.setenv("TAVLI_CACHE_DIR", "")
    assert rules_cache.cache_dir() is None
    assert read_valid_rules(path).tree["rules"]["checkers"] == 3
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("TAVLI_CACHE_DIR", str(blocker))
    assert read_valid_rules(path).tree["rules"]["checkers"] == 3


def test_a_new_grammar_or_parser_is_a_new_key(folder: Path, tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "hyper.rules"
    path.write_text(HYPER, encoding="utf-8")
    read_valid_rules(path)
    assert rules_cache.cached_rules(path.read_bytes(), "hyper.rules", HYPER) is not None
    monkeypatch.setattr(rules_cache, "fingerprint", lambda: b"another parser")
    assert rules_cache.cached_rules(path.read_bytes(), "hyper.rules", HYPER) is None


def test_the_platform_folder(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("TAVLI_CACHE_DIR")
    monkeypatch.setattr("sys.platform", "linux")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert rules_cache.cache_dir() == tmp_path / "tavli" / "rules"
    monkeypatch.delenv("XDG_CACHE_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert rules_cache.cache_dir() == tmp_path / "home" / ".cache" / "tavli" / "rules"


def test_the_entries_made_at_installation_serve_a_first_run(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """prebuild (the build hook's) writes one entry per bundled file; with no user cache,
    every bundled file is read from them, exactly as parsed, without the parser."""
    monkeypatch.setenv("TAVLI_CACHE_DIR", "")
    made = tmp_path / "prebuilt"
    files = bundled_variant_files()
    assert prebuild(made) == len(files) + 2  # and the parsers of rules and match files
    monkeypatch.setattr(rules_cache, "PREBUILT", made)
    fresh = {name: read_rules(path, path.name) for name, path in files.items()}
    monkeypatch.setattr("tavli.language.parse.parse_rules", None)
    for name, path in files.items():
        assert read_valid_rules(path, path.name) == fresh[name], name
    edited = tmp_path / "backgammon.rules"  # a file they were not made from: parsed
    edited.write_bytes(files["backgammon"].read_bytes() + b"\n")
    with pytest.raises(TypeError):  # the parser, stubbed out above, is asked for
        read_valid_rules(edited)


def _shape(node: Tree[Token] | Token) -> object:
    """A parse tree all the way down: each rule with where it starts, each token with its
    type, text, line and column."""
    if isinstance(node, Token):
        return node.type, str(node), node.line, node.column
    meta = node.meta
    where = (meta.line, meta.column) if not meta.empty else None
    return node.data, where, [_shape(child) for child in node.children]


def test_the_parser_made_at_installation_reads_files_as_one_built_afresh(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The parsers pickled at installation (tavli.language.grammar.store_parser) give the
    same trees, positions included, as parsers built by Lark, on the longest bundled rules
    files (most of the grammar) and every match file; a damaged or foreign one is not read."""
    made = tmp_path / "prebuilt"
    assert grammar.store_parser(made, "start") and grammar.store_parser(made, "match_file")
    monkeypatch.setattr(rules_cache, "PREBUILT", made)
    variants = sorted(bundled_variant_files().values(), key=lambda p: -p.stat().st_size)[:8]
    matches = list(bundled_match_files().values())
    for start, paths in (("start", variants), ("match_file", matches)):
        loaded, fresh = grammar._prebuilt(start), grammar._build(start)
        assert loaded is not None and paths, start
        for path in paths:
            text = path.read_text(encoding="utf-8")
            assert _shape(loaded.parse(text)) == _shape(fresh.parse(text)), path.name
    (stored,) = made.glob("parser-start-*.pickle")
    body = bytearray(stored.read_bytes())
    body[-10] ^= 0xFF
    stored.write_bytes(bytes(body))
    assert grammar._prebuilt("start") is None  # damaged: Lark builds it
    monkeypatch.setattr(rules_cache, "fingerprint", lambda: b"another grammar or Lark")
    assert grammar._prebuilt("match_file") is None  # not found under the new key
