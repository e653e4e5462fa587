"""Build hook: compiles tavli's move-generation kernel
(interpreter/tavli/game/engine/_kernel.c) with the C compiler Python was built with, when there
is one.

A wheel gets the compiled module inside ``tavli/game/engine/``; an editable install builds it
in place beside its source. Without a compiler (or with ``TAVLI_PURE_PYTHON=1``) the build goes
on without it and tavli runs on its pure-Python path; ``tavli --version`` says which.
"""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
import sysconfig
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

SOURCE = Path("interpreter") / "tavli" / "game" / "engine" / "_kernel.c"


def compile_kernel(source: Path, target: Path) -> str | None:
    """Compile ``source`` into the extension module ``target``; None when done, else why not."""
    compiler = shlex.split(os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc")
    include = sysconfig.get_paths()["include"]
    command = [*compiler, "-O2", "-fPIC", "-shared", f"-I{include}", str(source),
               "-o", str(target)]
    if sys.platform == "darwin":
        command[1:1] = ["-undefined", "dynamic_lookup"]
    target.parent.mkdir(parents=True, exist_ok=True)
    try:
        done = subprocess.run(command, capture_output=True, text=True, check=False)
    except OSError as error:
        return str(error)
    return None if done.returncode == 0 else (done.stderr or done.stdout).strip()


class KernelBuildHook(BuildHookInterface):  # type: ignore[type-arg]
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel" or os.environ.get("TAVLI_PURE_PYTHON"):
            return
        name = f"_kernel{sysconfig.get_config_var('EXT_SUFFIX') or '.so'}"
        root = Path(self.root)
        if version == "editable":
            target = root / SOURCE.parent / name
        else:
            target = Path(tempfile.mkdtemp(prefix="tavli-kernel-")) / name
        problem = compile_kernel(root / SOURCE, target)
        if problem is not None:
            self.app.display_warning(
                f"tavli: the compiled kernel was not built ({problem.splitlines()[-1:]}); "
                "tavli runs on its pure-Python path"
            )
            return
        if version != "editable":
            build_data["force_include"][str(target)] = f"tavli/game/engine/{name}"
        build_data["pure_python"] = False
        build_data["infer_tag"] = True
