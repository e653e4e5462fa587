"""Build hook: compiles tavli's move-generation kernel
(interpreter/tavli/game/engine/_kernel.c) with the C compiler Python was built with, when there
is one.

A wheel gets the compiled module inside ``tavli/game/engine/``; an editable install builds it
in place beside its source. Without a compiler (or with ``TAVLI_PURE_PYTHON=1``) the build goes
on without it and tavli runs on its pure-Python path; ``tavli --version`` says which.

It also prebuilds the bundled variants' validated rule trees (``tavli/_prebuilt/rules``, in
place for an editable install), so that a first run with an empty cache loads a bundled game
without parsing it; a build that cannot make them goes on without them.
"""

from __future__ import annotations

import os
import shlex
import shutil
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
        if self.target_name != "wheel":
            return
        self._prebuild_rules(version, build_data)
        if os.environ.get("TAVLI_PURE_PYTHON"):
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

    def _prebuild_rules(self, version: str, build_data: dict[str, Any]) -> None:
        """The bundled variants' validated rule trees, made now so that a first run loads
        a bundled game without Lark or jsonschema (tavli.language.load.prebuild)."""
        root = Path(self.root)
        if version == "editable":
            target = root / PREBUILT
        else:
            target = Path(tempfile.mkdtemp(prefix="tavli-rules-")) / "rules"
        problem = prebuild_rules(root, target)
        if problem is not None:
            self.app.display_warning(f"tavli: the bundled rule trees were not prebuilt "
                                     f"({problem}); a first run parses them")
            return
        if version != "editable":
            build_data["force_include"][str(target)] = "tavli/_prebuilt/rules"


PREBUILT = Path("interpreter") / "tavli" / "_prebuilt" / "rules"


def prebuild_rules(root: Path, target: Path) -> str | None:
    """Run tavli.language.load.prebuild from the source tree into ``target`` in a fresh
    interpreter (the build's own has its own modules); None when done, else why not."""
    shutil.rmtree(target, ignore_errors=True)
    code = ("import sys; from pathlib import Path; "
            "from tavli.language.load import prebuild; "
            "sys.exit(0 if prebuild(Path(sys.argv[1])) else 1)")
    # the source tree first, then the folders of installed packages this build imports from
    # (pip's isolated build environment puts its lark and jsonschema there); not its other
    # folders: one holds a sitecustomize of pip's own, which fails in a child interpreter
    # and leaves it without the source tree
    path = os.pathsep.join([str(root / "interpreter"),
                            *(p for p in sys.path if Path(p).name == "site-packages")])
    env = {**os.environ, "PYTHONPATH": path, "TAVLI_CACHE_DIR": ""}
    try:
        done = subprocess.run([sys.executable, "-c", code, str(target)], capture_output=True,
                              text=True, check=False, env=env, cwd=root)
    except OSError as error:
        return str(error)
    if done.returncode != 0:
        return (done.stderr.strip().splitlines() or ["no entry written"])[-1]
    return None
