"""The pictures in docs/pictures are what docs/pictures/make_pictures.py draws now: a change
to the drawing or to a game shows up here until the pictures are made again."""

from __future__ import annotations

import importlib.util
from pathlib import Path

FOLDER = Path(__file__).resolve().parent.parent / "docs" / "pictures"


def test_the_committed_pictures_are_up_to_date() -> None:
    spec = importlib.util.spec_from_file_location("make_pictures", FOLDER / "make_pictures.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    made: dict[str, str] = module.pictures()
    assert len(made) >= 8
    stale = [name for name, svg in made.items()
             if not (FOLDER / name).is_file() or (FOLDER / name).read_text() != svg + "\n"]
    assert not stale, f"run python docs/pictures/make_pictures.py: {stale} are out of date"
    committed = {path.name for path in FOLDER.glob("*.svg")}
    assert committed == set(made), f"pictures no script makes: {committed - set(made)}"
