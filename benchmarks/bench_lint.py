"""Whole-process time of `memstone lint` over N memory files, and what startup imports.

    python benchmarks/bench_lint.py [--count 1000] [--runs 7]

Prints the median, min and max wall time of `memstone lint` as a whole process over a
generated repository (valid memories plus a regenerated MEMORY.md, so lint is clean), beside
the baseline of a bare `python -c pass` in the same run, and checks that no heavy module
(tantivy, onnxruntime, tokenizers, numpy) is imported.
"""

from __future__ import annotations

import argparse
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import use_bytecode

WORDS = [
    "deploy",
    "retry",
    "queue",
    "parcel",
    "invoice",
    "schema",
    "migration",
    "rollback",
    "cache",
    "token",
    "tenant",
    "billing",
    "latency",
    "index",
    "shard",
    "replica",
    "timeout",
    "webhook",
    "carrier",
    "label",
    "route",
    "warehouse",
    "audit",
    "review",
]


def generate(root: Path, count: int) -> None:
    (root / "memory").mkdir(parents=True)
    (root / "memstone.toml").write_text("[memstone]\n", encoding="utf-8")
    types = ("decision", "convention", "feedback", "project", "reference", "incident")
    for i in range(count):
        mtype = types[i % len(types)]
        name = f"{mtype}_topic_{i:05d}"
        words = " ".join(WORDS[(i * 7 + j) % len(WORDS)] for j in range(150))
        (root / "memory" / f"{name}.md").write_text(
            f"---\nname: {name}\ndescription: Note {i} about {WORDS[i % len(WORDS)]}\ntype: {mtype}\n"
            f"tags: [{WORDS[i % 5]}, {WORDS[5 + i % 7]}]\ncreated: 2026-0{1 + i % 9}-1{i % 9}\nhits: {i % 13}\n"
            f"sensitivity: internal\n---\n# Note {i}\n\n{words}\n",
            encoding="utf-8",
        )
    subprocess.run([sys.executable, "-m", "memstone", "-C", str(root), "index-md"], check=True, capture_output=True)


def timed(cmd: list[str], runs: int) -> list[float]:
    subprocess.run(cmd, capture_output=True, check=False)  # warm-up
    out = []
    for _ in range(runs):
        start = time.perf_counter()
        proc = subprocess.run(cmd, capture_output=True, check=False)
        out.append(time.perf_counter() - start)
        if proc.returncode != 0:
            raise SystemExit(f"{' '.join(cmd)} exited {proc.returncode}: {proc.stdout[:300]!r} {proc.stderr[:300]!r}")
    return out


def main() -> int:
    use_bytecode()
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "repo"
        generate(root, args.count)
        lint = timed([sys.executable, "-m", "memstone", "-C", str(root), "lint"], args.runs)
        bare = timed([sys.executable, "-c", "pass"], args.runs)
        probe = (
            "import sys, memstone.cli as c; c.build_parser(); import memstone.commands.lint, memstone.validate;"
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('tantivy','onnxruntime','tokenizers','numpy')))"
        )
        heavy = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout.strip()
    print(f"# memstone lint, {args.count} memory files, {args.runs} runs after a warm-up")
    print(
        f"machine: {platform.machine()} {platform.processor() or ''} python {platform.python_version()}, date {datetime.now(UTC):%Y-%m-%d}"
    )
    print(f"command: python benchmarks/bench_lint.py --count {args.count} --runs {args.runs}")
    for label, xs in (("memstone lint", lint), ("python -c pass (baseline)", bare)):
        print(f"{label:28s} median {statistics.median(xs):.3f} s  min {min(xs):.3f}  max {max(xs):.3f}")
    print(f"heavy modules imported by the lint path: {heavy}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
