"""Whole-process time of `memstone review` over the demo repository's whole history.

    python benchmarks/bench_review.py [--runs 5]

Builds the demo (examples/build_demo.py) into a temporary directory, then times
`memstone review FIRST..HEAD` (with the secret scan) and, in the same run, `memstone lint`
and `memstone review --no-scan` as baselines. Prints medians, min and max.
"""

from __future__ import annotations

import argparse
import os
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

ROOT = Path(__file__).resolve().parent.parent


def timed(cmd: list[str], runs: int) -> list[float]:
    subprocess.run(cmd, capture_output=True, check=False)
    out = []
    for _ in range(runs):
        start = time.perf_counter()
        proc = subprocess.run(cmd, capture_output=True, check=False)
        out.append(time.perf_counter() - start)
        if proc.returncode not in (0, 1):
            raise SystemExit(f"{cmd} failed: {proc.stderr[-400:]!r}")
    return out


def main() -> int:
    use_bytecode()
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        demo = Path(tmp) / "demo"
        subprocess.run(
            [sys.executable, str(ROOT / "examples/build_demo.py"), "--out", str(demo)], check=True, capture_output=True
        )
        first = subprocess.run(
            ["git", "rev-list", "--max-parents=0", "HEAD"], cwd=demo, capture_output=True, text=True, check=True
        ).stdout.strip()
        base = [sys.executable, "-m", "memstone", "-C", str(demo)]
        rows = [
            ("review FIRST..HEAD", timed([*base, "review", f"{first}..HEAD"], args.runs)),
            ("review --no-scan", timed([*base, "review", f"{first}..HEAD", "--no-scan"], args.runs)),
            ("lint (baseline)", timed([*base, "lint"], args.runs)),
        ]
    print(f"# memstone review over the demo's whole history, {args.runs} runs after a warm-up")
    print(
        f"{datetime.now(UTC):%Y-%m-%d %H:%M} UTC, {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, load {os.getloadavg()[0]:.2f}"
    )
    print(f"command: python benchmarks/bench_review.py --runs {args.runs}")
    for label, xs in rows:
        print(f"{label:22s} median {statistics.median(xs):.3f} s  min {min(xs):.3f}  max {max(xs):.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
