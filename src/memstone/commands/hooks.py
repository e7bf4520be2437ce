"""memstone hooks: install or remove memstone's hooks in an agent's settings."""

from __future__ import annotations

import argparse
import json
import shlex
import sys
from pathlib import Path
from typing import Any

from memstone.errors import UsageError

NAME = "hooks"
HELP = "install or uninstall the agent hooks (Claude Code)"
DESCRIPTION = """\
Install (or remove) the hooks that give a Claude Code agent its memory: a SessionStart
hook (the critical memories and a summary) and a UserPromptSubmit hook (recall for each
prompt), in DIR/.claude/settings.json. It merges with what is there: other settings
and hooks are kept, the file as it was is copied next to it (settings.json.memstone-backup)
before every change, and a second install changes nothing. A settings file that is
not valid JSON is refused, not rewritten. Uninstall removes memstone's hooks only.

Each hook runs `python -m memstone hook EVENT` with the Python that ran this command
(timeout 10 s), so install from the environment memstone is installed in. The hooks
find the memory repository from the agent's working directory, or MEMSTONE_REPO.

  memstone hooks install                             hooks for the agent working here
  memstone hooks install --project-dir ~/src/app     ... working in ~/src/app
  memstone hooks install --dry-run                   print the merged settings only
  memstone hooks uninstall --project-dir ~/src/app   remove them again

Other agents: call `memstone recall --format json "PROMPT" --session ID` before each
model call and put the "selected" texts into the prompt (see hooks/README.md).

Exit status: 0 done (or nothing to do), 2 usage error (no such directory, or a
settings file memstone will not rewrite).
"""

MARK = "memstone hook"
EVENTS = {"SessionStart": "session-start", "UserPromptSubmit": "user-prompt-submit"}
TIMEOUT_SECONDS = 10


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "action", choices=("install", "uninstall"), help="add memstone's hooks, or remove them (and only them)"
    )
    parser.add_argument(
        "--agent", choices=("claude-code",), default="claude-code", help="the agent to configure (default: claude-code)"
    )
    parser.add_argument("--project-dir", metavar="DIR", help="the agent's project (default: -C DIR or here)")
    parser.add_argument("--dry-run", action="store_true", help="print the new settings; write nothing")


def command_for(event: str) -> str:
    return f"{shlex.quote(sys.executable)} -m memstone hook {EVENTS[event]}"


def read_settings(path: Path) -> dict[str, Any]:
    if path.parent.exists() and not path.parent.is_dir():
        raise UsageError(f"{path.parent} is not a directory; memstone will not replace it")
    if not path.exists():
        return {}
    if not path.is_file():
        raise UsageError(f"{path} is not a regular file; memstone will not replace it")
    try:
        data: Any = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise UsageError(f"cannot read {path}: {exc.strerror}") from None
    except (ValueError, UnicodeDecodeError) as exc:
        raise UsageError(f"{path} is not valid JSON ({exc}); fix it by hand, memstone will not rewrite it") from None
    if not isinstance(data, dict):
        raise UsageError(f"{path} does not hold a JSON object; memstone will not rewrite it")
    return data


def _ours(group: Any) -> bool:
    hooks = group.get("hooks", []) if isinstance(group, dict) else []
    return any(isinstance(h, dict) and MARK in str(h.get("command", "")) for h in hooks)


def _copy(settings: dict[str, Any]) -> dict[str, Any]:
    copied: dict[str, Any] = json.loads(json.dumps(settings))
    return copied


def install(settings: dict[str, Any]) -> dict[str, Any]:
    new = _copy(settings)
    hooks = new.setdefault("hooks", {})
    if not isinstance(hooks, dict):
        raise UsageError("settings 'hooks' is not an object; memstone will not rewrite it")
    for event in EVENTS:
        groups = hooks.setdefault(event, [])
        if not isinstance(groups, list):
            raise UsageError(f"settings hooks.{event} is not a list; memstone will not rewrite it")
        if any(_ours(g) for g in groups):
            continue
        groups.append(
            {"matcher": "", "hooks": [{"type": "command", "command": command_for(event), "timeout": TIMEOUT_SECONDS}]}
        )
    return new


def uninstall(settings: dict[str, Any]) -> dict[str, Any]:
    new = _copy(settings)
    hooks = new.get("hooks")
    if not isinstance(hooks, dict):
        return new
    removed = False
    for event in EVENTS:
        groups = hooks.get(event)
        if isinstance(groups, list) and any(_ours(g) for g in groups):
            removed = True
            kept = [g for g in groups if not _ours(g)]
            if kept:
                hooks[event] = kept
            else:
                hooks.pop(event, None)
    if removed and not hooks:
        new.pop("hooks", None)
    return new


def run(args: argparse.Namespace) -> int:
    from memstone.catalog import write_atomic

    project = Path(args.project_dir or args.repo).resolve()
    if not project.is_dir():
        raise UsageError(f"{project}: no such directory")
    path = project / ".claude" / "settings.json"
    before = read_settings(path)
    after = install(before) if args.action == "install" else uninstall(before)
    if after == before:
        print(
            f"{path}: memstone hooks already {'installed' if args.action == 'install' else 'absent'}; nothing to do",
            file=sys.stderr,
        )
        return 0
    text = json.dumps(after, indent=2, ensure_ascii=False) + "\n"
    if args.dry_run:
        sys.stdout.write(text)
        return 0
    backup = path.with_name(path.name + ".memstone-backup")
    if path.exists():  # the file as it was just before this change, byte for byte
        write_atomic(backup, path.read_bytes())
    write_atomic(path, text)
    verb = (
        "installed SessionStart and UserPromptSubmit hooks in"
        if args.action == "install"
        else "removed memstone hooks from"
    )
    print(f"{verb} {path}" + (f" (backup: {backup.name})" if backup.exists() else ""), file=sys.stderr)
    return 0
