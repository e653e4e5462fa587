"""Every tavli game as a single-agent Gymnasium environment against a tavli bot:
``import tavli.gymnasium`` registers ``tavli/Tavli-v0``.

    >>> import gymnasium, tavli.gymnasium
    >>> env = gymnasium.make("tavli/Tavli-v0", variant="plakoto", opponent="heuristic")

The name a framework user types; the code is tavli.frameworks.gymnasium's (docs/rl.md).
Needs the ``gymnasium`` extra.
"""

from tavli.frameworks.gymnasium import ENV_ID, TavliEnv

__all__ = ["ENV_ID", "TavliEnv"]
