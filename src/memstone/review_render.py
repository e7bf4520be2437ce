"""Render a `Review` as Markdown (a PR comment, a terminal) or stable JSON."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import asdict
from typing import Any

from memstone.history_timeline import redact, redact_tree
from memstone.memory import Memory
from memstone.review import Review

CAUTION = "_Memory is context for agents, not unquestioned truth: review it like code._"


def _link(m: Memory) -> str:
    return f"[`{m.name}`]({m.path})"


def render_markdown(review: Review) -> str:
    """The report as Markdown. Secrets are redacted: field values as the file reads (``key: value``), then
    the whole text once more (names, paths, messages), so a change that removes a leaked secret does not
    print it again."""
    r = review
    field_changes = [c.redacted() for c in r.field_changes]
    lines = [f"## memstone review `{r.base[:10]}..{r.head[:10]}`", ""]
    broken = Counter(u.change for u in r.unparseable)
    counts = [
        ("added", len(r.added) + broken["added"]),
        ("changed", len(r.changed) + broken["changed"]),
        ("renamed", len(r.renamed) + broken["renamed"]),
        ("superseded", len(r.superseded)),
        ("deleted", len(r.deleted) + broken["deleted"]),
    ]
    status = "**blocking findings**" if r.blocking else "no blocking findings"
    summary = ", ".join(f"{n} {label}" for label, n in counts)
    summary += f" ({len(r.unparseable)} unparseable, see lint)" if r.unparseable else ""
    lines += [f"{r.commits} commit(s): {summary}; {len(r.risky)} risky change(s); {status}.", ""]
    lines += ["| change | memory | type |", "|---|---|---|"]
    rows = (
        [("added", _link(m), m.type) for m in r.added]
        + [("changed", _link(m), m.type) for m in r.changed]
        + [("renamed", f"`{o.path}` -> {_link(n)}", n.type) for o, n in r.renamed]
        + [("deleted", f"`{m.name}` ({m.path})", m.type) for m in r.deleted]
        + [
            (f"{u.change} (unparseable)", f"`{u.old_path}` -> `{u.path}`" if u.old_path else f"`{u.path}`", "?")
            for u in r.unparseable
        ]
    )
    lines += [f"| {a} | {b} | {c} |" for a, b, c in rows] or ["| (none) | | |"]
    lines.append("")
    risky = [c for c in field_changes if c.risk]
    if risky:
        lines += ["### Risky changes", ""]
        lines += [f"- **{c.name}**: {c.describe()} — {c.risk}" for c in risky]
        lines.append("")
    ordinary = [c for c in field_changes if not c.risk]
    if ordinary:
        lines += ["### Other field changes", ""]
        lines += [f"- {c.name}: " + ("body text changed" if c.field == "body" else c.describe()) for c in ordinary]
        lines.append("")
    if r.supersessions:
        lines += ["### Supersession", ""]
        for s in r.supersessions:
            where = f"commit trailer in {s.commit[:10]}" if s.source == "trailer" and s.commit else s.source
            if s.source == "deletion" and s.commit:
                where = f"deleted with `Superseded-by` in {s.commit[:10]}"
            lines.append(f"- `{s.new}` retires `{s.old}` ({where})")
        lines.append("")
    if r.findings:
        lines += ["### Lint and scan findings", "", "```"]
        lines += [f.format() + (" (warning)" if f.severity != "error" else "") for f in r.findings]
        lines += ["```", ""]
    if r.near_duplicates:
        lines += ["### Near-duplicates and possible conflicts", ""]
        for d in r.near_duplicates:
            what = "may conflict with" if d.kind == "conflict" else "nearly duplicates"
            lines.append(
                f"- `{d.new}` {what} `{d.existing}` (similarity {d.similarity:.2f}, no `supersedes` link): "
                "link them with `supersedes`, merge them, or say why both stay"
            )
        lines.append("")
    if r.impact:
        lines += _impact_lines(r.impact)
    lines.append(CAUTION)
    return redact("\n".join(lines)) + "\n"


def _impact_lines(impact: Any) -> list[str]:
    lines = ["### Recall impact", "", "| metric | base | head |", "|---|---|---|"]
    base, head = impact.get("base", {}), impact.get("head", {})
    for key in dict.fromkeys([*base, *head]):  # recall@k, MRR, nDCG@10, forbidden: the eval's order
        b, h = base.get(key), head.get(key)
        lines.append(
            f"| {key} | {b:.3f} | {h:.3f} |"
            if isinstance(b, float) and isinstance(h, float)
            else f"| {key} | {b} | {h} |"
        )
    moved = impact.get("changed_queries", [])
    if moved:
        lines += ["", "Queries whose top results changed:", ""]
        lines += [f"- `{q['id']}`: {', '.join(q['base'])} -> {', '.join(q['head'])}" for q in moved]
    lines.append("")
    return lines


def _memory_ref(m: Memory) -> dict[str, str]:
    return {"name": m.name, "path": m.path, "type": m.type}


def render_json(review: Review) -> str:
    """The report as stable JSON, every string in it redacted (field values as the file reads them)."""
    r = review
    data = {
        "base": r.base,
        "head": r.head,
        "commits": r.commits,
        "blocking": r.blocking,
        "added": [_memory_ref(m) for m in r.added],
        "changed": [_memory_ref(m) for m in r.changed],
        "renamed": [{"old": _memory_ref(o), "new": _memory_ref(n)} for o, n in r.renamed],
        "deleted": [_memory_ref(m) for m in r.deleted],
        "unparseable": [asdict(u) for u in r.unparseable],
        "superseded": list(r.superseded),
        "field_changes": [asdict(c.redacted()) for c in r.field_changes],
        "supersessions": [asdict(s) for s in r.supersessions],
        "findings": [asdict(f) for f in r.findings],
        "near_duplicates": [asdict(d) for d in r.near_duplicates],
        "impact": r.impact,
    }
    return json.dumps(redact_tree(data), indent=2, sort_keys=True, default=str)
