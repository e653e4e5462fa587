"""Every tavli game as a PettingZoo AEC environment, agents ``player_0`` (X) and
``player_1`` (O).

    >>> from tavli.pettingzoo import env
    >>> game = env(variant="plakoto")

The name a framework user types; the code is tavli.frameworks.pettingzoo's (docs/rl.md).
Needs the ``pettingzoo`` extra.
"""

from tavli.frameworks.pettingzoo import AGENTS, TavliAEC, env

__all__ = ["AGENTS", "TavliAEC", "env"]
