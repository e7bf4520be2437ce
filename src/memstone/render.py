"""Render a RecallResult: text, JSON (stable, documented in docs/recall-json.md), Markdown, agent hook.

Every form carries the caution that memory is context, not unquestioned truth, and the
diagnostics (keywords, raw/ranked/selected counts, rejected candidates with their reasons).
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from memstone.recall import CAUTION, RecalledMemory, RecallResult

JSON_VERSION = 1
FORMATS = ("text", "json", "markdown", "hook")
FEEDBACK = "memstone feedback {name} --helpful|--unhelpful|--prevented"


def render(result: RecallResult, fmt: str = "text", *, explain: bool = False) -> str:
    if fmt == "json":
        return render_json(result)
    if fmt == "markdown":
        return render_markdown(result, explain=explain)
    if fmt == "hook":
        return render_hook(result)
    return render_text(result, explain=explain)


def _num(value: float | None) -> float | None:
    return None if value is None else round(value, 6)


def _signals(hit: RecalledMemory) -> str:
    parts = []
    for signal, value in hit.contributions:
        if signal == "provider":
            detail = []
            if hit.lexical is not None:
                detail.append(f"bm25 {hit.lexical:.3f}")
            if hit.vector is not None:
                detail.append(f"cos {hit.vector:.3f}")
            parts.append(f"provider {value:.3f}" + (f" ({', '.join(detail)})" if detail else ""))
        else:
            parts.append(f"{signal} x{value:.3f}")
    return " · ".join(parts)


def _marks(hit: RecalledMemory) -> list[str]:
    out = []
    if hit.critical:
        out.append("critical")
    if hit.superseded_by:
        out.append(f"superseded by {', '.join(hit.superseded_by)}")
    if hit.possibly_superseded_by:
        out.append(f"possibly superseded by {', '.join(hit.possibly_superseded_by)} (newer, no supersedes link)")
    if hit.redacted:
        out.append(f"{hit.redacted} secret(s) redacted")
    return out


def _summary(result: RecallResult) -> str:
    c = result.counts
    budget = f"{result.budget_used}/{result.budget_limit}" if result.budget_limit else f"{result.budget_used}"
    keywords = ", ".join(result.keywords) or "-"
    return (
        f"recalled {c.selected} of {c.ranked} ranked ({c.raw} raw) · {budget} tokens · "
        f"channel {result.channel} · keywords: {keywords}"
    )


def _rejected_lines(result: RecallResult, explain: bool) -> list[str]:
    if not result.rejected:
        return []
    if explain:
        return [f"  {r.name}: {r.reason} ({r.detail}) score {r.score:.3f}" for r in result.rejected]
    counts = Counter(r.reason for r in result.rejected)
    lines = ["  " + ", ".join(f"{n} {reason}" for reason, n in sorted(counts.items()))]
    for r in result.rejected:
        if r.reason not in ("below-floor", "over-budget", "filtered"):
            lines.append(f"  {r.name}: {r.reason} ({r.detail})")
    return lines


def render_text(result: RecallResult, *, explain: bool = False) -> str:
    lines = [f"{'note' if w.startswith('as of ') else 'warning'}: {w}" for w in result.warnings]
    lines += [_summary(result), CAUTION, ""]
    if not result.selected:
        lines.append("(no memory selected)")
    for i, hit in enumerate(result.selected, 1):
        lines.append(
            f"[{i}] {hit.name}  {hit.type} · {hit.path}:{hit.line_start}-{hit.line_end} · score {hit.score:.3f}"
        )
        lines.append(f"    {hit.description}")
        lines.extend(f"    ! {mark}" for mark in _marks(hit))
        if explain:
            lines.append(f"    why: {_signals(hit)}")
        lines.extend(f"    | {line}" if line else "    |" for line in hit.text.strip().splitlines())
        lines.append("")
    rejected = _rejected_lines(result, explain)
    if rejected:
        lines.append("rejected:")
        lines.extend(rejected)
    return "\n".join(lines).rstrip() + "\n"


def render_markdown(result: RecallResult, *, explain: bool = False) -> str:
    lines = ["## Recalled memory", "", f"> {CAUTION}", ""]
    for warning in result.warnings:
        lines += [f"> **warning:** {warning}", ""]
    lines += [f"_{_summary(result)}_", ""]
    for hit in result.selected:
        lines.append(f"### {hit.name}")
        lines.append("")
        lines.append(
            f"`{hit.path}:{hit.line_start}-{hit.line_end}` · {hit.type} · {hit.source} · score {hit.score:.3f}"
        )
        lines.append("")
        lines.append(f"**{hit.description}**")
        lines.extend(f"- ⚠ {mark}" for mark in _marks(hit))
        lines.append("")
        lines.extend(f"> {line}" if line else ">" for line in hit.text.strip().splitlines())
        lines.append("")
        if explain:
            lines.append("| signal | value |")
            lines.append("| --- | --- |")
            lines.extend(f"| {signal} | {value:.3f} |" for signal, value in hit.contributions)
            lines.append(f"| **score** | **{hit.score:.3f}** |")
            lines.append("")
    if result.rejected:
        lines.append("<details><summary>rejected candidates</summary>")
        lines.append("")
        lines.extend(f"- `{r.name}`: {r.reason} ({r.detail})" for r in result.rejected)
        lines.append("")
        lines.append("</details>")
    return "\n".join(lines).rstrip() + "\n"


def render_hook(result: RecallResult) -> str:
    """Compact, for injection before a model call; empty when nothing was selected."""
    if not result.selected:
        return ""
    lines = ["<memstone-recall>", CAUTION]
    for hit in result.selected:
        marks = "; ".join(_marks(hit))
        head = f"[{hit.name}] ({hit.type}, {hit.path}{'; ' + marks if marks else ''})"
        body = " ".join(hit.text.split())
        lines.append(f"- {head}: {body}")
    lines.append("Rate what helped: memstone feedback NAME --helpful|--unhelpful|--prevented")
    lines.append("</memstone-recall>")
    return "\n".join(lines) + "\n"


def to_json_dict(result: RecallResult) -> dict[str, Any]:
    return {
        "version": JSON_VERSION,
        "ranker_version": result.ranker_version,
        "query": result.query,
        "keywords": list(result.keywords),
        "mode": result.mode,
        "channel": result.channel,
        "session": result.session,
        "caution": CAUTION,
        "counts": {"raw": result.counts.raw, "ranked": result.counts.ranked, "selected": result.counts.selected},
        "budget": {"used": result.budget_used, "limit": result.budget_limit},
        "warnings": list(result.warnings),
        "selected": [
            {
                "name": h.name,
                "path": h.path,
                "lines": [h.line_start, h.line_end],
                "type": h.type,
                "source": h.source,
                "description": h.description,
                "sensitivity": h.sensitivity,
                "critical": h.critical,
                "score": _num(h.score),
                "lexical": _num(h.lexical),
                "vector": _num(h.vector),
                "contributions": [[signal, _num(value)] for signal, value in h.contributions],
                "superseded_by": list(h.superseded_by),
                "possibly_superseded_by": list(h.possibly_superseded_by),
                "redacted": h.redacted,
                "tokens": h.tokens,
                "text": h.text,
                "feedback": FEEDBACK.format(name=h.name) + (f" --session {result.session}" if result.session else ""),
            }
            for h in result.selected
        ],
        "rejected": [
            {"name": r.name, "reason": r.reason, "detail": r.detail, "score": _num(r.score)} for r in result.rejected
        ],
    }


def render_json(result: RecallResult) -> str:
    return json.dumps(to_json_dict(result), indent=2, sort_keys=True, ensure_ascii=False) + "\n"
