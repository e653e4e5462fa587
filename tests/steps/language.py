"""Steps for the rules language's own errors: features/rules-language.errors.feature.

A scenario writes one or more rules files (the docstring is the file), has tavli check or
load one, and says exactly what tavli must report: the error's stable code, its line and
column, and its message as the author reads it (without the ``file:line:column:`` prefix
and the quoted source line, which every message carries).

Given
    a rules file "name.rules":                  (docstring: the file, saved as UTF-8)
    a rules file "name.rules" saved as Latin-1: (docstring: the file, saved in ISO 8859-1)
    a rules file "name.rules" with CRLF line endings:
When
    tavli checks "name.rules"                   every problem, as ``tavli check`` reports them
    tavli loads "name.rules" with option "free-entry"
Then
    tavli accepts it
    tavli reports "rules-syntax" at line 2, column 1:    (docstring: the exact message)
    tavli reports "unknown-option":                      (an error with no place in a file)
    tavli reports 2 problems
    the problem at line 3, column 1 is "rules-setup-count":   (docstring: the exact message)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import pytest
from pytest_bdd import given, parsers, then, when

import tavli
from tavli.language.load import check_file
from tavli.model.errors import RulesError, TavliError

QUOTED = r'"(?P<text>[^"]*)"'


@dataclass
class RulesDesk:
    """The rules files a scenario has written, and what tavli said about the last one."""

    folder: Path
    problems: list[TavliError] = field(default_factory=list)
    checked: Path | None = None

    def write(self, name: str, data: bytes) -> None:
        (self.folder / name).write_bytes(data)

    def only_problem(self) -> TavliError:
        assert self.checked is not None, "no rules file was checked"
        assert self.problems, f"tavli accepted {self.checked.name}"
        shown = "\n".join(str(p) for p in self.problems)
        assert len(self.problems) == 1, f"tavli reported {len(self.problems)} problems:\n{shown}"
        return self.problems[0]


@pytest.fixture
def rules_desk(tmp_path: Path) -> RulesDesk:
    return RulesDesk(tmp_path)


def _file_text(docstring: str) -> str:
    return docstring if docstring.endswith("\n") else docstring + "\n"


@given(parsers.re(rf"a rules file {QUOTED}:$"))
def given_rules_file(rules_desk: RulesDesk, text: str, docstring: str) -> None:
    rules_desk.write(text, _file_text(docstring).encode("utf-8"))


@given(parsers.re(rf"a rules file {QUOTED} saved as Latin-1:$"))
def given_latin1_file(rules_desk: RulesDesk, text: str, docstring: str) -> None:
    rules_desk.write(text, _file_text(docstring).encode("latin-1"))


@given(parsers.re(rf"a rules file {QUOTED} with CRLF line endings:$"))
def given_crlf_file(rules_desk: RulesDesk, text: str, docstring: str) -> None:
    rules_desk.write(text, _file_text(docstring).replace("\n", "\r\n").encode("utf-8"))


@when(parsers.re(rf"tavli checks {QUOTED}$"))
def when_checked(rules_desk: RulesDesk, text: str) -> None:
    rules_desk.checked = rules_desk.folder / text
    rules_desk.problems = list(check_file(rules_desk.checked))


@when(parsers.re(rf"tavli loads {QUOTED} with option {QUOTED.replace('text', 'option')}$"))
def when_loaded(rules_desk: RulesDesk, text: str, option: str) -> None:
    rules_desk.checked = rules_desk.folder / text
    try:
        tavli.load_variant(rules_desk.checked, [option])
    except TavliError as error:
        rules_desk.problems = [error]
    else:
        rules_desk.problems = []


@then("tavli accepts it")
def then_accepted(rules_desk: RulesDesk) -> None:
    shown = "\n".join(str(p) for p in rules_desk.problems)
    assert not rules_desk.problems, f"tavli refused the file:\n{shown}"


def _assert_problem(problem: TavliError, code: str, line: int, column: int, message: str) -> None:
    assert isinstance(problem, RulesError), f"not a rules error: {problem!r}"
    assert problem.code == code, f"code {problem.code!r}, expected {code!r}: {problem}"
    assert problem.spot is not None, f"the error names no place in the file: {problem}"
    assert (problem.spot.line, problem.spot.column) == (line, column), str(problem)
    assert problem.reason == message.strip(), str(problem)
    assert str(problem).startswith(f"{problem.spot.file}:{line}:{column}: ")


@then(parsers.re(rf"tavli reports {QUOTED} at line (?P<line>\d+), column (?P<column>\d+):$"))
def then_reported_at(
    rules_desk: RulesDesk, text: str, line: str, column: str, docstring: str
) -> None:
    _assert_problem(rules_desk.only_problem(), text, int(line), int(column), docstring)


@then(parsers.re(rf"tavli reports {QUOTED}:$"))
def then_reported(rules_desk: RulesDesk, text: str, docstring: str) -> None:
    problem = rules_desk.only_problem()
    assert problem.code == text, f"code {problem.code!r}, expected {text!r}: {problem}"
    assert str(problem) == docstring.strip()


@then(parsers.re(r"tavli reports (?P<count>\d+) problems$"))
def then_reported_count(rules_desk: RulesDesk, count: str) -> None:
    shown = "\n".join(str(p) for p in rules_desk.problems)
    assert len(rules_desk.problems) == int(count), shown


@then(parsers.re(
    rf"the problem at line (?P<line>\d+), column (?P<column>\d+) is {QUOTED}:$"
))
def then_problem_at(
    rules_desk: RulesDesk, line: str, column: str, text: str, docstring: str
) -> None:
    at = [p for p in rules_desk.problems
          if isinstance(p, RulesError) and p.spot is not None and p.code == text
          and (p.spot.line, p.spot.column) == (int(line), int(column))]
    shown = "\n".join(str(p) for p in rules_desk.problems)
    assert len(at) == 1, f"no single {text} problem at {line}:{column} among:\n{shown}"
    _assert_problem(at[0], text, int(line), int(column), docstring)


@then("tavli reports these problems:")
def then_reported_these(rules_desk: RulesDesk, datatable: list[list[str]]) -> None:
    """Every problem, in order: line, column, code and message (the table's header first)."""
    wanted = [(int(line), int(column), code, message)
              for line, column, code, message in datatable[1:]]
    found = [(p.spot.line, p.spot.column, p.code, p.reason) if isinstance(p, RulesError)
             and p.spot is not None else (0, 0, p.code, str(p)) for p in rules_desk.problems]
    assert found == wanted, "\n".join(str(p) for p in rules_desk.problems)
