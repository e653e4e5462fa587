"""``tavli serve``: the playground in a browser (needs the ``serve`` extra)."""

from __future__ import annotations

import argparse
from typing import Any

from tavli.model.errors import MissingExtraError, UsageError


def register(subparsers: Any) -> None:
    serve = subparsers.add_parser(
        "serve", help="the playground: play, edit rules and explore positions in a browser",
        description="A local web app: play any game against a bot by clicking, edit a rules "
                    "file with live checks, explore positions and their legal plays. The "
                    "JSON API it uses is described at /openapi.json.",
        epilog="example: tavli serve --port 8000   (then open http://127.0.0.1:8000/)",
    )
    serve.add_argument("--host", default="127.0.0.1",
                       help="the address to listen on (default 127.0.0.1: this machine only)")
    serve.add_argument("--port", type=int, default=8000, help="the port (default 8000)")
    serve.set_defaults(handler=run_serve)


def run_serve(args: argparse.Namespace) -> int:
    try:
        import uvicorn

        from tavli.web.app import create_app
    except ImportError as error:
        raise MissingExtraError(f"tavli serve needs the serve extra: pip install "
                                f"'tavli[serve]' ({error.name} is missing)") from None
    if not 0 < args.port < 65536:
        raise UsageError(f"--port {args.port}: a port is a number from 1 to 65535")
    host = f"[{args.host}]" if ":" in args.host else args.host
    print(f"tavli playground: http://{host}:{args.port}/  (Ctrl-C to stop)", flush=True)
    uvicorn.run(create_app(), host=args.host, port=args.port, log_level="warning")
    return 0
