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

from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass

from bench_scan import KINDS, embed

Detector = Callable[[dict[str, str]], set[str]]

__all__ = ["KINDS", "Case", "Detector", "list_errors", "score"]  # KINDS too: the probes print recall by kind


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
