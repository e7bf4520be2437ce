"""How often the secret rules fire on prose that holds no secret: the wider prose pass.

Every text of the shared evaluation data that is prose (all SciFact abstracts and claims, every LoCoMo
conversation session, observation list, summary, question and answer, every SituatedQA question with its
answers), every Markdown file of this repository (but the scanner's write-up, which quotes sample passwords)
and the design seeds are scanned with ``memstone.scan.find_secrets``. None of them holds a credential, so
each hit is a false positive; the target is 0.

Run:
    python benchmarks/bench_scan_prose.py [--data ../shared/data] [--seeds ../shared/seeds] [--list]

``--list`` names each hit by source, text and line, with its rule; the matched text is never printed.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))


def scifact(data: Path) -> Iterator[tuple[str, str]]:
    path = data / "scifact" / "corpus.jsonl"
    if path.exists():
        with path.open(encoding="utf-8") as fh:
            for line in fh:
                row = json.loads(line)
                yield f"scifact:{row['_id']}", f"# {row['title']}\n\n{row['text']}"
    path = data / "scifact" / "queries.jsonl"
    if path.exists():
        with path.open(encoding="utf-8") as fh:
            for line in fh:
                row = json.loads(line)
                yield f"scifact:query:{row['_id']}", row["text"]


def locomo(data: Path) -> Iterator[tuple[str, str]]:
    path = data / "locomo" / "locomo-dev.json"
    if not path.exists():
        return
    for conv in json.loads(path.read_text(encoding="utf-8")):
        sid = conv["sample_id"]
        for key, turns in conv["conversation"].items():
            if isinstance(turns, list):
                lines = [f"**{t.get('speaker', '')}:** {t.get('text', '')}" for t in turns]
                yield f"locomo:{sid}:{key}", "\n\n".join(lines)
        for key, session in conv["observation"].items():
            facts = [f[0] for speaker_facts in session.values() for f in speaker_facts]
            yield f"locomo:{sid}:{key}", "\n".join(f"- {f}" for f in facts)
        for i, qa in enumerate(conv["qa"]):
            answer = qa.get("answer", qa.get("adversarial_answer", ""))
            yield f"locomo:{sid}:qa:{i}", f"Q: {qa['question']}\nA: {answer}"
        for field in ("session_summary", "event_summary"):
            for key, value in conv[field].items():
                yield f"locomo:{sid}:{field}:{key}", json.dumps(value, ensure_ascii=False, indent=1)


def situatedqa(data: Path) -> Iterator[tuple[str, str]]:
    path = data / "situatedqa" / "raw_data_temp.dev.jsonl"
    if path.exists():
        with path.open(encoding="utf-8") as fh:
            for i, line in enumerate(fh):
                row = json.loads(line)
                timelines = row.get("timelines") or []
                answers = "; ".join(str(a) for t in timelines for a in (t.get("cur_answers") or []))
                yield (
                    f"situatedqa:{i}",
                    f"Q: {row['question']}\nA: {answers or ', '.join(map(str, row.get('nq_answers') or []))}",
                )


# the write-up of the scanner's own tuning quotes sample passwords from its test cases on purpose
NOT_PROSE = ("docs/bench/scan.md",)


def files(root: Path, label: str, suffixes: tuple[str, ...]) -> Iterator[tuple[str, str]]:
    if root.exists():
        for path in sorted(root.rglob("*")):
            if path.relative_to(root).as_posix() in NOT_PROSE:
                continue
            if path.suffix in suffixes and path.is_file() and ".git" not in path.parts:
                yield f"{label}:{path.relative_to(root)}", path.read_text(encoding="utf-8", errors="replace")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data")
    ap.add_argument("--seeds", type=Path, default=ROOT.parent / "shared" / "seeds")
    ap.add_argument("--list", action="store_true", help="name every hit (never its text)")
    ap.add_argument(
        "--privacy",
        action="store_true",
        help="run the personal-data rules of public memories instead (abstracts hold their authors' real addresses)",
    )
    args = ap.parse_args(argv)

    from memstone.scan import find_personal_data, find_secrets

    scan = find_personal_data if args.privacy else find_secrets

    sources = [
        ("SciFact abstracts and claims", scifact(args.data)),
        ("LoCoMo sessions, observations, summaries, QA", locomo(args.data)),
        ("SituatedQA questions and answers", situatedqa(args.data)),
        ("this repository's Markdown", files(ROOT, "repo", (".md",))),
        ("design seeds", files(args.seeds, "seeds", (".md", ".txt"))),
    ]
    texts: Counter[str] = Counter()
    hits: list[tuple[str, str, int, str]] = []
    started = time.perf_counter()
    for label, items in sources:
        for name, text in items:
            texts[label] += 1
            for m in scan(text):
                hits.append((label, name, text.count("\n", 0, m.start) + 1, m.rule))
    elapsed = time.perf_counter() - started

    what = "personal-data rules" if args.privacy else "secret rules"
    print(f"wider prose, {what}: {sum(texts.values()):,} texts, {len(hits)} hits ({elapsed:.1f} s)")
    for label, n in texts.items():
        print(f"  {label}: {n:,} texts, {sum(h[0] == label for h in hits)} hits")
    if args.list:
        for _label, name, line, rule in hits:
            print(f"  HIT {name}:{line}: {rule}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
