"""`tavli serve` says what is missing, and refuses a port that cannot be one, without a
traceback (the server itself is tested in test_web_api.py and test_browser.py)."""

from __future__ import annotations

import sys

import pytest

from tavli.cli.main import main


def test_serve_without_the_extra_names_it(monkeypatch: pytest.MonkeyPatch,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setitem(sys.modules, "uvicorn", None)  # as if it were not installed
    assert main(["serve"]) == 1
    assert "pip install 'tavli[serve]'" in capsys.readouterr().err


def test_serve_refuses_a_port_out_of_range(capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("uvicorn", reason="needs the serve extra")
    pytest.importorskip("fastapi", reason="needs the serve extra")
    assert main(["serve", "--port", "70000"]) == 1
    assert "a port is a number from 1 to 65535" in capsys.readouterr().err
