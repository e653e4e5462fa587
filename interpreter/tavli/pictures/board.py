"""Pictures of the board: an SVG drawing of any variant's position.

A :class:`Position` alone does not know which game it belongs to (nor which way its tracks
run), so the picture is of a :class:`Board`: a variant, a position, who looks at it, and
optionally a play drawn as arrows. A Board shows itself in Jupyter.

>>> import tavli
>>> game = tavli.load_variant("backgammon")
>>> board = tavli.Board(game, tavli.starting_position(game))
>>> board.svg().startswith("<svg")
True
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from tavli.game.movegen import Step
from tavli.game.turn import Play
from tavli.model.errors import MissingExtraError
from tavli.model.position import Position
from tavli.model.variant import Side, Variant
from tavli.pictures.svg import board_svg

__all__ = ["Board", "board_svg", "svg_to_png"]


@dataclass(frozen=True)
class Board:
    """A position of a variant, as ``viewer`` sees it; ``arrows`` are the steps of a play by
    ``arrows_side`` (default: the side to play, or the side that has just played)."""

    variant: Variant
    position: Position
    viewer: Side = 0
    arrows: tuple[Step, ...] = field(default=())
    arrows_side: Side | None = None

    @classmethod
    def of_play(cls, variant: Variant, before: Position, play: Play, viewer: Side = 0) -> Board:
        """The position before ``play``, with the play drawn on it."""
        return cls(variant, before, viewer, tuple(play.steps), before.turn)

    def svg(self, *, caption: bool = True) -> str:
        return board_svg(self.variant, self.position, viewer=self.viewer, arrows=self.arrows,
                         arrows_side=self.arrows_side, caption=caption)

    def _repr_svg_(self) -> str:  # Jupyter
        return self.svg()

    def save(self, path: str | Path) -> None:
        """Write the picture: SVG, or PNG for a ``.png`` path (needs the ``png`` extra)."""
        target = Path(path)
        if target.suffix.lower() == ".png":
            target.write_bytes(svg_to_png(self.svg()))
        else:
            target.write_text(self.svg() + "\n", encoding="utf-8")


def svg_to_png(svg: str) -> bytes:
    """An SVG picture as PNG, through CairoSVG (``pip install 'tavli[png]'``)."""
    try:
        import cairosvg
    except (ImportError, OSError) as error:  # OSError: the cairo library itself is missing
        raise MissingExtraError("PNG pictures need CairoSVG and the cairo library: "
                                f"pip install 'tavli[png]' ({error})") from None
    png: bytes = cairosvg.svg2png(bytestring=svg.encode("utf-8"))
    return png
