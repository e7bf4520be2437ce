"""Scoring shared by the held-out probes of the secret scan (bench_scan_<family>.py).

Each probe reads one scanner family's own labelled test cases from a checkout given at run time
(nothing of the family is committed), turns them into ``Case`` values and calls ``score`` for memstone
and for Kingfisher alone, then ``list_errors`` for ``--list``. A case is embedded in a memory-like
Markdown file three ways (sentence, inline code, fenced block) with ``bench_scan.embed``; a file counts
as flagged when the detector reports anything in it. Recall is over secret-labelled files, the FP rate
over not-secret files; "FP excl. cross" leaves out not-secret inputs whose exact text is also a
secret-labelled input of the same family.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from bench_scan import KINDS, embed, kingfisher_alone, memstone_full

Detector = Callable[[dict[str, str]], set[str]]

__all__ = [
    "KINDS",
    "Case",
    "Detector",
    "list_errors",
    "run_engines",
    "score",
    "write_cases",
]  # KINDS too: the probes print recall by kind


@dataclass
class Case:
    detector: str
    name: str
    text: str
    secret: bool


def score(detector: Detector, cases: list[Case]) -> tuple[dict[str, float], set[str]]:
    """Same measure as bench_scan.quality, also returning the flagged file names for --list."""
    secret_texts = {c.text for c in cases if c.secret}
    docs: dict[str, str] = {}
    labels: dict[str, tuple[bool, bool]] = {}
    for i, c in enumerate(cases):
        for kind in KINDS:
            name = f"i{i:04d}_{kind}"
            docs[name] = embed(c.text, kind, name)
            labels[name] = (c.secret, (not c.secret) and c.text in secret_texts)
    flagged = detector(docs)
    pos = [n for n, (lab, _) in labels.items() if lab]
    neg = [n for n, (lab, _) in labels.items() if not lab]
    neg_clean = [n for n in neg if not labels[n][1]]
    res: dict[str, float] = {
        "recall": sum(n in flagged for n in pos) / max(1, len(pos)),
        "fp": sum(n in flagged for n in neg) / max(1, len(neg)),
        "fp_clean": sum(n in flagged for n in neg_clean) / max(1, len(neg_clean)),
        "n_pos": len(pos),
        "n_neg": len(neg),
        "n_cross": len(neg) - len(neg_clean),
    }
    for kind in KINDS:
        kp = [n for n in pos if n.endswith("_" + kind)]
        res["recall_" + kind] = sum(n in flagged for n in kp) / max(1, len(kp))
    return res, flagged


def list_errors(cases: list[Case], flagged: set[str]) -> None:
    from memstone.scan import find_secrets

    missed: dict[int, list[str]] = defaultdict(list)
    fps: dict[int, list[str]] = defaultdict(list)
    for i, c in enumerate(cases):
        for kind in KINDS:
            name = f"i{i:04d}_{kind}"
            if c.secret and name not in flagged:
                missed[i].append(kind)
            elif not c.secret and name in flagged:
                fps[i].append(kind)
    print(f"\nmemstone misses ({len(missed)} secret cases missed in at least one kind):")
    for i, kinds in sorted(missed.items(), key=lambda kv: (cases[kv[0]].detector, kv[0])):
        c = cases[i]
        print(f"  MISS  {c.detector:34s} {c.name[:60]:60s} [{','.join(kinds)}]")
    print(f"\nmemstone false positives ({len(fps)} not-secret cases flagged in at least one kind):")
    for i, kinds in sorted(fps.items(), key=lambda kv: (cases[kv[0]].detector, kv[0])):
        c = cases[i]
        rules: Counter[str] = Counter()
        for kind in kinds:
            for m in find_secrets(embed(c.text, kind, "x")):
                rules[m.rule] += 1
        print(f"  FP    {c.detector:34s} {c.name[:60]:60s} [{','.join(kinds)}] rules: {', '.join(sorted(rules))}")


def write_cases(path: Path, cases: list[Case]) -> None:
    """``--cases-out``: the extracted cases as ``{"items": [{"text", "label", "rule", "name"}]}`` (keep the file
    outside the repository: it holds the family's test data)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    items = [
        {"text": c.text, "label": "secret" if c.secret else "not", "rule": c.detector, "name": c.name} for c in cases
    ]
    path.write_text(json.dumps({"items": items}, indent=1), encoding="utf-8")
    print(f"cases written to {path}")


def run_engines(
    cases: list[Case], skip_kingfisher: bool, *, title: str = "", extra: tuple[str, str, list[str]] | None = None
) -> set[str]:
    """Score memstone (and Kingfisher alone, unless skipped) on ``cases`` and print one row each; return the
    files memstone flagged, for ``list_errors``. ``extra`` adds a column: (header, what its files are, the
    not-secret file names whose FP rate it shows)."""
    n_sec = sum(c.secret for c in cases)
    engines: list[tuple[str, Detector]] = [("memstone", memstone_full())]
    if not skip_kingfisher:
        engines.append(("kingfisher alone", kingfisher_alone()))
    if title:
        print(f"\n{title}: {len(cases)} cases ({n_sec} secret, {len(cases) - n_sec} not)")
    header = f"{extra[0]:>13s} " if extra else ""
    files = f"{3 * n_sec} secret, {3 * (len(cases) - n_sec)} not" + (f" ({len(extra[2])} {extra[1]})" if extra else "")
    print(
        f"{'' if title else chr(10)}{'engine':18s} {'recall':>7s} {'FP rate':>8s} {'FP excl. cross':>15s} {header} "
        f"recall by kind (sentence/code/fenced)  files: {files}"
    )
    flagged_memstone: set[str] = set()
    for label, det in engines:
        res, flagged = score(det, cases)
        if label == "memstone":
            flagged_memstone = flagged
        column = ""
        if extra:
            column = f"{sum(n in flagged for n in extra[2]) / max(1, len(extra[2])):13.1%} "
        by_kind = "/".join(f"{res['recall_' + k]:.1%}" for k in KINDS)
        print(f"{label:18s} {res['recall']:7.1%} {res['fp']:8.1%} {res['fp_clean']:15.1%} {column} {by_kind}")
    return flagged_memstone


def probe_parser(family: str, source_help: str, list_help: str) -> argparse.ArgumentParser:
    """The command line every held-out probe takes: ``--source`` (required), ``--list``, ``--cases-out``,
    ``--skip-kingfisher``."""
    ap = argparse.ArgumentParser(description=f"held-out probe: memstone's secret scan on {family}")
    ap.add_argument("--source", type=Path, required=True, help=source_help)
    ap.add_argument("--list", action="store_true", help=list_help)
    ap.add_argument(
        "--cases-out",
        type=Path,
        help="also write the extracted cases as JSON to this file (keep it outside the repository)",
    )
    ap.add_argument("--skip-kingfisher", action="store_true", help="score memstone only")
    return ap


def report(args: argparse.Namespace, cases: list[Case]) -> int:
    """The end of a probe with nothing to add: ``--cases-out``, the engines' rows, ``--list``; exit 1 when
    the source gave no case."""
    if args.cases_out is not None:
        write_cases(args.cases_out, cases)
    if not cases:
        return 1
    flagged_memstone = run_engines(cases, args.skip_kingfisher)
    if args.list:
        list_errors(cases, flagged_memstone)
    return 0
