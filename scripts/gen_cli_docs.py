"""Write docs/commands.md from the commands' own --help text.

python scripts/gen_cli_docs.py          # rewrite docs/commands.md
python scripts/gen_cli_docs.py --check  # exit 1 if it is out of date (the tests run this)
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any, cast

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "commands.md"


class _Invocation:
    """Python 3.13's option layout (`-o, --output FILE`) on every Python, so the page is the same
    whichever supported version writes or checks it."""

    def _format_action_invocation(self, action: argparse.Action) -> str:
        if not action.option_strings or action.nargs == 0:
            return super()._format_action_invocation(action)  # type: ignore[misc,no-any-return]
        default = self._get_default_metavar_for_optional(action)  # type: ignore[attr-defined]
        args = self._format_args(action, default)  # type: ignore[attr-defined]
        return ", ".join(action.option_strings) + " " + str(args)


def _uniform(parser: argparse.ArgumentParser) -> None:
    base = parser.formatter_class
    if not (isinstance(base, type) and issubclass(base, _Invocation)):
        bases: tuple[type, ...] = (_Invocation, cast(type, base))
        parser.formatter_class = cast(Any, type(f"Doc{getattr(base, '__name__', 'Formatter')}", bases, {}))
    for sub in subcommands(parser).values():
        _uniform(sub)


def subcommands(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return dict(action.choices)
    return {}


def help_text(parser: argparse.ArgumentParser) -> str:
    return parser.format_help().rstrip() + "\n"


def render() -> str:
    os.environ["COLUMNS"] = "100"
    from memstone.cli import build_parser

    parser = build_parser()
    _uniform(parser)
    parts = [
        "# Command reference\n\n",
        "Generated from `--help` by `python scripts/gen_cli_docs.py`; a test keeps it in sync.\n\n",
        "## memstone\n\n```text\n",
        help_text(parser),
        "```\n",
    ]
    for name, sub in sorted(subcommands(parser).items()):
        parts += [f"\n## memstone {name}\n\n```text\n", help_text(sub), "```\n"]
        for child, grandchild in sorted(subcommands(sub).items()):
            parts += [f"\n### memstone {name} {child}\n\n```text\n", help_text(grandchild), "```\n"]
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
