"""memstone log: what a range of commits did to memory (added, changed, renamed, superseded, deleted)."""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING, Any

from memstone.commands._common import add_format, repo_config

if TYPE_CHECKING:
    from memstone.config import Config
    from memstone.history_range import RangeChanges
    from memstone.history_timeline import FieldChange

NAME = "log"
HELP = "summarise memory activity over a range of commits"
DESCRIPTION = """\
Summarise what a range of commits did to memory: memories added, changed (with the
frontmatter fields that changed), renamed, superseded (`supersedes` entries new in the
range, `Supersedes:` trailers, `Superseded-by:` trailers on deletions) and deleted.

RANGE is BASE..HEAD, BASE...HEAD (from the merge base), or BASE (to HEAD); with no
RANGE, the whole history up to HEAD. --since DATE starts the range at the last commit
before DATE (an ISO date, or any date git understands, e.g. "2 weeks ago").
As in `git log`, BASE..HEAD means the commits reachable from HEAD and not from BASE: if
BASE is not an ancestor of HEAD, the log starts at their merge base, so a reversed range
(HEAD..HEAD~3) holds no commits and no changes. Two sides with no common ancestor are a
usage error.
Everything is read from git objects; the work tree is not looked at and nothing is
written. For a pull request's report with findings, see `memstone review`.

  memstone log                        everything, from the first commit
  memstone log --since 2026-09-01     what changed since September
  memstone log v1.2..HEAD             since the tag v1.2
  memstone log main...HEAD            what this branch did (from the merge base)
  memstone log --since "2 weeks ago" --format json

Exit status: 0 ok (also when nothing changed), 2 usage error (e.g. a bad range).
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("range", nargs="?", metavar="RANGE", help="BASE..HEAD, BASE...HEAD or BASE (default: all)")
    parser.add_argument("--since", metavar="DATE", help="only commits after DATE")
    add_format(parser)


def run(args: argparse.Namespace) -> int:
    from memstone.history_range import parse_range, range_changes

    config = repo_config(args, reads_work_tree=False)
    base, head = parse_range(config, args.range, since=args.since)
    changes = range_changes(config, base, head)
    fields = _field_changes(config, changes)
    warnings = _warnings(config)
    if args.format == "json":
        print(render_json(changes, fields, warnings))
    else:
        print(render_text(changes, fields))
        for warning in warnings:
            print(f"memstone: warning: {warning}", file=sys.stderr)
    return 0


def _warnings(config: Config) -> list[str]:
    from memstone.repo import git

    if git(config.root, "rev-parse", "--is-shallow-repository").strip() != "true":
        return []
    return [
        "shallow clone: history stops at the clone depth, so a range reaching past it shows the oldest "
        "fetched commit adding everything it holds; run `git fetch --unshallow` for the full history"
    ]


Fields = dict[str, tuple[tuple["FieldChange", ...], bool]]  # path -> (frontmatter changes, body changed)


def _field_changes(config: Config, changes: RangeChanges) -> Fields:
    from memstone.history_git import is_memory
    from memstone.history_timeline import field_changes

    out: Fields = {}
    touched = {*changes.changed, *(new for _, new in changes.renamed)}
    for path, (old, new) in changes.contents(config).items():
        if path in touched and old is not None and new is not None and old != new and is_memory(config, path):
            out[path] = field_changes(path, old, new)
    return out


def _label(base: str | None, head: str) -> str:
    return f"{base[:7] if base else '(start)'}..{head[:7]}"


def render_text(c: RangeChanges, fields: Fields) -> str:
    """The log as text, secrets redacted (field values already are; paths and names too)."""
    from memstone.history_git import memory_stem
    from memstone.history_timeline import redact

    lines = [f"memory log {_label(c.base, c.head)}: {len(c.commits)} commit(s)"]

    def section(title: str, rows: list[str]) -> None:
        if rows:
            lines.append(f"{title} ({sum(not r.startswith(' ') for r in rows)})")
            lines.extend(f"  {r}" for r in rows)

    def with_fields(path: str) -> list[str]:
        changed, body = fields.get(path, ((), False))
        return [f"      {f.describe()}" for f in changed] + (["      body changed"] if body else [])

    section("added", [f"+ {memory_stem(p):40} {p}" for p in c.added])
    changed: list[str] = []
    for p in c.changed:
        changed.append(f"~ {memory_stem(p):40} {p}")
        changed += with_fields(p)
    section("changed", changed)
    renamed: list[str] = []
    for old, new in c.renamed:
        renamed.append(f"> {old} -> {new}")
        renamed += with_fields(new)
    section("renamed", renamed)
    section(
        "superseded",
        [
            f"{e.old} -> {e.new} ({e.source}{' ' + e.commit[:7] if e.commit else ''})"
            for e in sorted(c.edges, key=lambda e: (e.old, e.new, e.source))
        ],
    )
    section("deleted", [f"- {memory_stem(p):40} {p}" for p in c.deleted])
    if len(lines) == 1:
        lines.append("no memory changes")
    return redact("\n".join(lines))


def render_json(c: RangeChanges, fields: Fields, warnings: list[str] | None = None) -> str:
    """The log as JSON, every string in it redacted (commit subjects and trailers too)."""
    from memstone.history_timeline import redact_tree

    def field_list(path: str) -> dict[str, Any]:
        changed, body = fields.get(path, ((), False))
        return {"fields": [{"field": f.field, "old": f.old, "new": f.new} for f in changed], "body_changed": body}

    data: dict[str, Any] = {
        "base": c.base,
        "head": c.head,
        "commits": [
            {
                "commit": k.sha,
                "date": k.date.isoformat().replace("+00:00", "Z"),
                "author": k.author,
                "subject": k.subject,
                "trailers": [{"key": key, "name": name} for key, name in k.trailers],
            }
            for k in c.commits
        ],
        "added": list(c.added),
        "changed": [{"path": p, **field_list(p)} for p in c.changed],
        "renamed": [{"old": old, "new": new, **field_list(new)} for old, new in c.renamed],
        "deleted": list(c.deleted),
        "superseded": [
            {"old": e.old, "new": e.new, "source": e.source, "commit": e.commit}
            for e in sorted(c.edges, key=lambda e: (e.old, e.new, e.source))
        ],
        "warnings": list(warnings or ()),
    }
    return json.dumps(redact_tree(data), indent=2, sort_keys=True, ensure_ascii=False)
