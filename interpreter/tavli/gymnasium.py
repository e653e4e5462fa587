"""Every tavli game as a single-agent Gymnasium environment against a tavli bot:
``import tavli.gymnasium`` registers ``tavli/Tavli-v0``.

    >>> import gymnasium, tavli.gymnasium
    >>> env = gymnasium.make("tavli/Tavli-v0", variant="plakoto", opponent="heuristic")

The name a framework user types; the code is tavli.frameworks.gymnasium's (docs/rl.md).
``gymnasium.make_vec("tavli/Tavli-v0", num_envs=N, vectorization_mode="vector_entry_point",
variant=...)`` steps N games together: ``TavliVectorEnv`` (tavli.frameworks.vector).
Needs the ``gymnasium`` extra.
"""

from tavli.frameworks.gymnasium import ENV_ID, TavliEnv
from tavli.frameworks.vector import TavliVectorEnv

__all__ = ["ENV_ID", "TavliEnv", "TavliVectorEnv"]
