"""The command line: parse arguments, call the library, map exceptions to exit codes.

Exit codes, one scheme for every command: 0 ok, 1 findings, 2 usage, 3 unexpected error,
130 interrupted. Each command lives in ``memstone/commands/<name>.py`` with ``NAME``,
``HELP``, ``add_arguments(parser)`` and ``run(args) -> int``; this module finds them.
"""

from __future__ import annotations

import argparse
import importlib
import os
import pkgutil
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

from memstone import __version__
from memstone.errors import MemstoneError

EXIT_OK, EXIT_FINDINGS, EXIT_USAGE, EXIT_ERROR, EXIT_INTERRUPTED = 0, 1, 2, 3, 130

DESCRIPTION = """\
memstone keeps an LLM agent's long-term memory as a git repository of Markdown
files with YAML frontmatter, and gives it the tools code has: a schema and lint,
secret scanning, a local search index, explainable recall, and review of changes.

Start with `memstone init` in a folder, write memories under memory/, then
`memstone lint`, `memstone index build` and `memstone recall "what you are about to do"`.
"""


def _command_modules(only: str | None = None) -> list[ModuleType]:
    """Every command module, or just the one for command ``only`` (a hook starts faster)."""
    import memstone.commands as pkg

    names = sorted(m.name for m in pkgutil.iter_modules(pkg.__path__) if not m.name.startswith("_"))
    if only is not None:
        names = [n for n in names if n == only.replace("-", "_")]
    return [importlib.import_module(f"memstone.commands.{n}") for n in names]


def _command_in(argv: Sequence[str]) -> str | None:
    """The command word of ``argv`` (after the global options), or None (help, version, none)."""
    args = list(argv)
    while args:
        word = args.pop(0)
        if word in ("-C", "--repo"):
            if args:
                args.pop(0)
        elif word.startswith("--repo=") or (word.startswith("-C") and len(word) > 2):
            continue
        elif word.startswith("-"):
            return None
        else:
            return word
    return None


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The argument parser; with ``only``, just that command's (imports one command module)."""
    parser = argparse.ArgumentParser(
        prog="memstone",
        description=DESCRIPTION,
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="Exit codes: 0 ok, 1 findings, 2 usage error, 3 unexpected error, 130 interrupted.",
    )
    parser.add_argument("--version", action="version", version=f"memstone {__version__}")
    parser.add_argument(
        "-C",
        "--repo",
        metavar="DIR",
        default=".",
        help="run as if memstone was started in DIR (default: the current directory)",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    modules = _command_modules(only) if only is not None else []
    if not modules or only != modules[0].NAME:
        modules = _command_modules()  # an unknown command gets argparse's message listing every command
    for module in modules:
        cmd = sub.add_parser(
            module.NAME,
            help=module.HELP,
            description=getattr(module, "DESCRIPTION", module.HELP),
            formatter_class=argparse.RawDescriptionHelpFormatter,
        )
        module.add_arguments(cmd)
        cmd.set_defaults(_run=module.run)
    return parser


def _printable_streams() -> None:
    """A file name that is not UTF-8 reaches a report as surrogates: under a UTF-8 locale printing one would fail
    the whole command, so such characters are written as escapes (the C locale already writes their bytes)."""
    for stream in (sys.stdout, sys.stderr):
        if getattr(stream, "errors", None) == "strict" and hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="backslashreplace")


def main(argv: Sequence[str] | None = None) -> int:
    _printable_streams()
    command = _command_in(sys.argv[1:] if argv is None else argv)
    parser = build_parser(command)
    try:
        if command == "hook":  # an agent's hook: never exit non-zero (2 blocks the prompt), see hook.py
            args, extra = parser.parse_known_args(argv)
            args.unknown_args = extra
        else:
            args = parser.parse_args(argv)
    except SystemExit as exc:  # argparse exits 2 on usage errors, 0 on --help
        status = int(exc.code) if isinstance(exc.code, int) else EXIT_USAGE
        if command == "hook" and status != EXIT_OK:
            from memstone.commands.hook import answer_bad_call

            return answer_bad_call("bad arguments (see above)")
        return status
    if not getattr(args, "_run", None):
        parser.print_help()
        return EXIT_USAGE
    if command != "hook" and args.repo == "":  # Path("") is ".": an unset variable must not mean the current folder
        print("memstone: error: -C: the folder is empty (use . for the current one)", file=sys.stderr)
        return EXIT_USAGE
    if command != "hook" and Path(args.repo).exists() and not Path(args.repo).is_dir():
        print(f"memstone: error: -C {args.repo}: not a directory", file=sys.stderr)
        return EXIT_USAGE
    try:
        code: int = args._run(args)
        return code
    except MemstoneError as exc:
        print(f"memstone: error: {exc}", file=sys.stderr)
        return exc.exit_code
    except KeyboardInterrupt:
        print("memstone: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        sys.stderr.close()
        return EXIT_OK
    except Exception as exc:
        if os.environ.get("MEMSTONE_DEBUG"):
            raise
        print(
            f"memstone: unexpected error: {type(exc).__name__}: {exc}\n"
            "  this is a bug in memstone; rerun with MEMSTONE_DEBUG=1 for the traceback and report it",
            file=sys.stderr,
        )
        return EXIT_ERROR


if __name__ == "__main__":
    raise SystemExit(main())
