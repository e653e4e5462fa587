"""``tavli --version``: the package's version, and what it runs on."""

from __future__ import annotations


def package_version() -> str:
    from importlib.metadata import PackageNotFoundError, version  # (slow to import: asked for)

    try:
        return version("tavli")
    except PackageNotFoundError:  # run from a checkout that was never installed
        return "unknown"


def generator_path() -> str:
    """Which legal-play generator this installation runs (tavli.game.engine says)."""
    from tavli.game import engine

    return engine.describe()


def reference_games() -> list[str]:
    """The bundled games whose plays the reference path generates although the kernel is
    active (rules it does not know yet), as tavli.game.engine reports them."""
    from tavli.game import engine
    from tavli.language.load import load_variant
    from tavli.language.resources import bundled_variant_files
    from tavli.model.errors import TavliError

    names = []
    for name in sorted(bundled_variant_files()):
        try:
            if engine.path(load_variant(name)) != "kernel":
                names.append(name)
        except TavliError:  # a checkout with a rules file being edited
            names.append(f"{name} (its rules do not load)")
    return names


def version_text() -> str:
    import platform  # (every command imports this module; only --version asks)

    from tavli.game import engine

    lines = [f"tavli {package_version()}", f"generator: {generator_path()}"]
    if engine.active():  # which games it serves, then: by the same test generation makes
        lines.append(f"bundled games on the reference path: "
                     f"{', '.join(reference_games()) or 'none'}")
    lines.append(f"Python {platform.python_version()} ({platform.python_implementation()})")
    return "\n".join(lines)
