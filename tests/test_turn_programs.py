"""Turn programs written in a rules file: a guarded new roll, and what the notation says."""

from __future__ import annotations

from pathlib import Path

import tavli


def test_a_guarded_roll_again_reads_back_from_the_notation(tmp_path: Path) -> None:
    rules = tmp_path / "again.rules"
    rules.write_text(
        'variant again "Again" extends backgammon\n'
        "on doubles: play it 4 times, then roll again when none on bar\n",
        encoding="utf-8",
    )
    game = tavli.load_variant(rules)
    rolled = tavli.start_turn(game, tavli.starting_position(game), (2, 2))
    assert tavli.format_position(game, rolled).endswith(
        "X to play 2-2-2-2, then roll again when none on bar")
    after = tavli.play(game, rolled, None, "13/11(2) 6/4(2)")
    text = tavli.format_position(game, after)
    assert text.endswith("X to roll again")
    assert tavli.parse_position(game, text) == after
    assert not tavli.may_double(game, after)  # A4: the new roll is the same turn
