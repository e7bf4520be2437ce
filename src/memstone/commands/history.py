"""memstone history: the life of one memory from git, or the dates of every memory (--all)."""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING, Any

from memstone.commands._common import add_as_of, add_format, repo_config

if TYPE_CHECKING:
    from datetime import datetime

    from memstone.history import Edge, FileHistory, History
    from memstone.history_timeline import Timeline
    from memstone.memory import Memory

NAME = "history"
HELP = "show the life of a memory in git: commits, field changes, renames, supersession"
DESCRIPTION = """\
Show the life of one memory, read from git: every commit that touched it (date,
author, subject), the frontmatter fields each commit changed (e.g.
`critical: false -> true`), renames (a rename is the same memory), uncommitted
changes in the work tree, and what it supersedes and is superseded by (from the
`supersedes` field, `Supersedes:` commit trailers, and `Superseded-by:` trailers on
the commit that deleted a memory). NAME is a memory name, a former name, or a path;
a deleted memory is found too.

With --all, list every memory with its creation date (the first commit that added
it, following renames), its last change, and whether it is uncommitted or superseded.
Dates are author dates unless memstone.toml says `[history] date = "committer"`;
merges count on the first-parent line unless `[history] first_parent = false`.
It reads git and the work tree, and writes only git history's cache in .memstone/.
In a shallow clone, dates older than the clone depth are approximate (with a warning).

  memstone history decision_queue_backend   the life of one memory
  memstone history memory/decision_x.md     the same, by path (or by a former name)
  memstone history --all                    creation and last change of every memory
  memstone history --all --as-of v1.2       ... as the repository was at v1.2
  memstone history decision_queue_backend --format json

Exit status: 0 ok, 2 usage error (e.g. no such memory, neither NAME nor --all, or both).
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("name", nargs="?", metavar="NAME", help="a memory name, former name, or path")
    parser.add_argument("--all", action="store_true", help="list the dates of every memory instead")
    add_format(parser)
    add_as_of(parser)


def run(args: argparse.Namespace) -> int:
    from memstone.errors import UsageError
    from memstone.parse import parse_bytes, to_memory
    from memstone.repo import load_snapshot

    if args.name and args.all:
        raise UsageError(f"NAME ({args.name!r}) and --all exclude each other: give one memory NAME, or --all")
    if not args.name and not args.all:
        raise UsageError("give a memory NAME, or --all")
    if args.as_of and not args.all:
        raise UsageError("--as-of works with --all (history NAME always shows the whole life)")
    config = repo_config(args, reads_work_tree=False)
    snapshot = load_snapshot(config, args.as_of)
    # History needs only the `supersedes` fields (and NAME's own file): parse just the files that can hold them.
    needles = [b"supersedes", *([args.name.encode()] if args.name else [])]
    memories: list[Memory] = []
    for path in snapshot.memory_paths(config):
        raw = snapshot.files[path]
        if any(n in raw for n in needles):
            memory = to_memory(parse_bytes(path, raw), default_sensitivity=config.default_sensitivity)
            memories += [memory] if memory is not None else []
    if args.all:
        from memstone.history import load_history

        history = load_history(config, memories, rev=args.as_of)
        _warn(history.warnings, args.format)
        print(_all_json(history) if args.format == "json" else _all_text(history))
        return 0
    from memstone.history_timeline import memory_timeline

    timeline = memory_timeline(config, args.name, memories)
    _warn(timeline.warnings, args.format)
    print(timeline_json(timeline) if args.format == "json" else timeline_text(timeline))
    return 0


def _warn(warnings: tuple[str, ...], fmt: str) -> None:
    if fmt == "text":
        for warning in warnings:
            print(f"memstone: warning: {warning}", file=sys.stderr)


def _day(value: datetime | None) -> str:
    return value.strftime("%Y-%m-%d") if value is not None else "-"


def _iso(value: datetime | None) -> str | None:
    return value.isoformat().replace("+00:00", "Z") if value is not None else None


def _short(sha: str | None) -> str:
    return sha[:7] if sha else "work tree"


def edge_json(edge: Edge) -> dict[str, Any]:
    return {"new": edge.new, "old": edge.old, "source": edge.source, "commit": edge.commit, "date": _iso(edge.date)}


def file_json(f: FileHistory) -> dict[str, Any]:
    return {
        "path": f.path,
        "created": _iso(f.created),
        "modified": _iso(f.modified),
        "created_commit": f.created_commit,
        "modified_commit": f.modified_commit,
        "author": f.author,
        "uncommitted": f.uncommitted,
        "renamed_from": list(f.renamed_from),
    }


def _edge_text(edge: Edge, other: str) -> str:
    where = edge.source if edge.commit is None else f"{edge.source} {_short(edge.commit)} {_day(edge.date)}"
    return f"{other} ({where})"


def timeline_text(t: Timeline) -> str:
    """The timeline as text, secrets redacted (field values already are; subjects and names too)."""
    from memstone.history_timeline import redact

    state = "" if t.alive else "  (deleted)"
    lines = [f"{t.name}  {t.path}{state}"]
    if t.file is not None:
        f = t.file
        lines.append(
            f"  created {_day(f.created)} ({_short(f.created_commit)})"
            f"   last changed {_day(f.modified)} ({_short(f.modified_commit)})"
            + ("   uncommitted changes" if f.uncommitted else "")
        )
        if f.renamed_from:
            lines.append("  renamed from " + ", ".join(f.renamed_from))
    lines += [f"  supersedes {_edge_text(e, e.old)}" for e in t.supersedes]
    lines += [f"  superseded by {_edge_text(e, e.new)}" for e in t.superseded_by]
    if t.replaced_by and all(e.new != t.replaced_by for e in t.superseded_by):
        lines.append(f"  now replaced by {t.replaced_by} (end of the supersession chain)")
    lines.append("")
    for e in t.entries:
        moved = e.action == "renamed" or (e.old_path is not None and e.action == "uncommitted")
        what = f"  {e.old_path} -> {e.path}" if moved else ""
        who = e.author or "-"
        lines.append(f"{_day(e.date)}  {_short(e.commit):9}  {who:20}  {e.action:11}  {e.subject}{what}".rstrip())
        lines += [f"    {_clip(c.describe())}" for c in e.fields]
        if e.body_changed:
            lines.append("    body changed")
    return redact("\n".join(lines))


def _clip(text: str, width: int = 110) -> str:
    return text if len(text) <= width else text[: width - 3] + "..."


def timeline_json(t: Timeline) -> str:
    from memstone.history_timeline import redact_tree

    data = {
        "name": t.name,
        "path": t.path,
        "alive": t.alive,
        "file": file_json(t.file) if t.file is not None else None,
        "entries": [
            {
                "commit": e.commit,
                "date": _iso(e.date),
                "author": e.author,
                "subject": e.subject,
                "action": e.action,
                "path": e.path,
                "old_path": e.old_path,
                "fields": [{"field": c.field, "old": c.old, "new": c.new} for c in e.fields],
                "body_changed": e.body_changed,
            }
            for e in t.entries
        ],
        "supersedes": [edge_json(e) for e in t.supersedes],
        "superseded_by": [edge_json(e) for e in t.superseded_by],
        "replaced_by": t.replaced_by,
        "warnings": list(t.warnings),
    }
    return json.dumps(redact_tree(data), indent=2, sort_keys=True, ensure_ascii=False)


def _all_text(history: History) -> str:
    from memstone.history_git import memory_stem
    from memstone.history_timeline import redact

    chain = history.superseded_by()
    lines = [f"{'created':10}  {'changed':10}  {'commit':9}  path"]
    for path, f in history.files.items():
        note = " (uncommitted)" if f.uncommitted else ""
        head = chain.get(memory_stem(path))
        note += f" (superseded by {head})" if head else ""
        lines.append(f"{_day(f.created)}  {_day(f.modified)}  {_short(f.modified_commit):9}  {path}{note}")
    lines.append(f"{len(history.files)} file(s) at {_short(history.head) if history.head else 'no commit yet'}")
    return redact("\n".join(lines))


def _all_json(history: History) -> str:
    from memstone.history_timeline import redact_tree

    data = {
        "head": history.head,
        "shallow": history.shallow,
        "files": [file_json(f) for f in history.files.values()],
        "edges": [edge_json(e) for e in history.edges],
        "superseded_by": history.superseded_by(),
        "warnings": list(history.warnings),
    }
    return json.dumps(redact_tree(data), indent=2, sort_keys=True, ensure_ascii=False)
