"""memstone status: a compact overview of a memory repository."""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memstone.commands._common import add_format, repo_config
from memstone.manifest import NO_MODEL, REBUILD

if TYPE_CHECKING:
    from memstone.config import ModelSpec

NAME = "status"
HELP = "a compact overview: counts by type and sensitivity, critical, superseded, index state"
DESCRIPTION = """\
Print a compact overview of the memory repository: how many memories there are, by
type and by sensitivity; the critical ones; how many are evergreen; which are
superseded (from the `supersedes` field and commit trailers); how many lint findings
there are; whether the index is current, stale, missing, incompatible or damaged
(and the command that fixes it); whether the configured model cannot be loaded (its
directory or files are missing: checked without loading it); and the last commit.

It reads the memory files in the work tree, git history and the index manifest in
.memstone/index; the only thing it writes is git history's cache in .memstone/. A
repository with no commits yet still has a status. It is a summary, not a check:
`memstone lint` and `memstone index status` give the details and an exit status
that fails.

  memstone status                  the overview, one line per item
  memstone status --format json    the same data for tools (keys sorted)
  memstone -C ~/memory status      another repository

Exit status: 0 ok (lint findings or a stale index do not change it), 2 usage error
(e.g. not a memory repository or a bad memstone.toml).
"""
MAX_TYPES = 12


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_format(parser)


def overview(args: argparse.Namespace) -> dict[str, Any]:
    from memstone.history import load_history
    from memstone.index import index_status
    from memstone.repo import git, read_worktree
    from memstone.validate import load_corpus

    config = repo_config(args)
    corpus = load_corpus(read_worktree(config), config)
    memories = corpus.memories
    warnings: list[str] = []
    try:
        history = load_history(config, memories)
        superseded = history.superseded_by()
        warnings.extend(history.warnings)
    except Exception:  # history is optional here: a repository with no commits still has a status
        superseded = {}
    status = index_status(config, None, check_model=True)
    try:
        last = git(config.root, "log", "-1", "--format=%h%x00%ad%x00%an%x00%s", "--date=short").strip().split("\0")
    except Exception:
        last = []
    by_type = Counter(m.type for m in memories)
    return {
        "root": str(config.root),
        "memories": len(memories),
        "by_type": dict(sorted(by_type.items(), key=lambda kv: (-kv[1], kv[0]))),
        "by_sensitivity": dict(sorted(Counter(m.sensitivity for m in memories).items())),
        "critical": sorted(m.name for m in memories if m.critical),
        "evergreen": sum(m.evergreen for m in memories),
        "superseded": sorted(n for n in superseded if n in corpus.by_name()),
        "lint_findings": len(corpus.findings),
        "index": {
            "state": status.state,
            "changed": len(status.changed),
            "reason": status.reason,
            "built_from": status.commit,
            "model_id": getattr(status, "model_id", None),
            "fix": status.fix,
        },
        "model": {"name": config.model.name, "problem": model_problem(config.model)},
        "warnings": warnings,
        "last_commit": dict(zip(("id", "date", "author", "subject"), last, strict=False)) if len(last) == 4 else None,
    }


def model_problem(spec: ModelSpec) -> str | None:
    """Why the configured model cannot be loaded, from its files alone (no model is loaded), or None."""
    from memstone.embed import default_model_path
    from memstone.errors import ModelError

    if spec.name == "none":
        return None
    if spec.path is None:
        try:
            model = default_model_path()
        except ModelError as exc:
            return str(exc)
        return None if model.is_file() else f"{model}: model file not found"
    root = Path(spec.path).expanduser()
    if not root.is_dir():
        return f"[model] path {spec.path!r} is not a directory holding model.onnx and tokenizer.json"
    missing = [name for name in ("model.onnx", "tokenizer.json") if not (root / name).is_file()]
    return f"{root} holds no {' and no '.join(missing)}" if missing else None


def render_text(data: dict[str, Any]) -> str:
    lines = [f"{data['memories']} memories in {data['root']}"]
    types = list(data["by_type"].items())
    shown = ", ".join(f"{n} {t}" for t, n in types[:MAX_TYPES])
    more = f", {len(types) - MAX_TYPES} more types" if len(types) > MAX_TYPES else ""
    lines.append(f"  by type:        {shown}{more}")
    lines.append("  by sensitivity: " + ", ".join(f"{n} {s}" for s, n in data["by_sensitivity"].items()))
    crit = data["critical"]
    lines.append(
        f"  critical:       {len(crit)}"
        + (f" ({', '.join(crit[:5])}{', ...' if len(crit) > 5 else ''})" if crit else "")
    )
    lines.append(f"  evergreen:      {data['evergreen']}")
    sup = data["superseded"]
    lines.append(
        f"  superseded:     {len(sup)}" + (f" ({', '.join(sup[:5])}{', ...' if len(sup) > 5 else ''})" if sup else "")
    )
    lines.append(
        f"  lint findings:  {data['lint_findings']}" + (" (run `memstone lint`)" if data["lint_findings"] else "")
    )
    idx = data["index"]
    state = idx["state"]
    if state == "stale":
        state += f" ({idx['reason']}; run `memstone index build`)"
    elif state == "missing":
        state += " (run `memstone index build` or `memstone index unpack FILE`)"
    elif state in ("incompatible", "damaged"):
        state += f" ({idx['reason']}; {idx.get('fix') or REBUILD})"
    model = idx.get("model_id")
    if model == NO_MODEL:
        state += ", BM25 only (built without a model: recall is lexical)"
    elif model:
        state += f", model {model}"
    lines.append(f"  index:          {state}")
    problem = data["model"]["problem"]
    if problem:
        lines.append(f"  model:          cannot be loaded: {problem}")
    last = data["last_commit"]
    lines.append(
        f"  last commit:    {last['id']} {last['date']} {last['author']}: {last['subject'][:60]}"
        if last
        else "  last commit:    (none)"
    )
    lines.extend(f"  warning:        {w}" for w in data["warnings"][:3])
    return "\n".join(lines) + "\n"


def run(args: argparse.Namespace) -> int:
    data = overview(args)
    print(
        json.dumps(data, indent=2, sort_keys=True) if args.format == "json" else render_text(data),
        end="" if args.format == "text" else "\n",
    )
    return 0
