"""Write docs/commands.md from the commands' own --help text.

    python scripts/gen_cli_docs.py          # rewrite docs/commands.md
    python scripts/gen_cli_docs.py --check  # exit 1 if it is out of date (the tests run this)
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "commands.md"


def help_text(argv: list[str]) -> str:
    from memstone.cli import main

    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        main([*argv, "--help"])
    return buf.getvalue().rstrip() + "\n"


def subcommands(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return dict(action.choices)
    return {}


def render() -> str:
    os.environ["COLUMNS"] = "100"
    from memstone.cli import build_parser

    parser = build_parser()
    parts = [
        "# Command reference\n\n",
        "Generated from `--help` by `python scripts/gen_cli_docs.py`; a test keeps it in sync.\n\n",
        "## memstone\n\n```text\n", help_text([]), "```\n",
    ]
    for name, sub in sorted(subcommands(parser).items()):
        parts += [f"\n## memstone {name}\n\n```text\n", help_text([name]), "```\n"]
        for child, _ in sorted(subcommands(sub).items()):
            parts += [f"\n### memstone {name} {child}\n\n```text\n", help_text([name, child]), "```\n"]
    return "".join(parts)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    text = render()
    if args.check:
        if not OUT.exists() or OUT.read_text(encoding="utf-8") != text:
            print(f"{OUT.relative_to(ROOT)} is out of date: run python scripts/gen_cli_docs.py", file=sys.stderr)
            return 1
        return 0
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
