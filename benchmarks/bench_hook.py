"""Whole-process time of the Claude Code UserPromptSubmit hook on a large memory repository.

    python benchmarks/bench_hook.py --repo DIR [--runs 15]          # an indexed repository
    python benchmarks/bench_hook.py --count 10000 --out DIR          # generate, index, then time

Feeds the hook the JSON Claude Code sends (a different prompt and session each run, so the
session de-duplication does not empty the answer), and times `memstone hook
user-prompt-submit` as a whole process. In the same run it times `memstone hook
session-start` and, as baselines, `python -c "import memstone.cli"` and the interpreter alone.
Quotes medians (p50), min, max and p90.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import use_bytecode

PROMPTS = [
    "retry the {a} when the {b} times out",
    "why does the {a} break after we change the {b}",
    "add a field for the {a} to the {b} endpoint",
    "who decided how the {a} talks to the {b}",
    "clean up the {a} before the {b} release",
]


def prompts(repo: Path, n: int) -> list[str]:
    names = sorted(p.stem for p in (repo / "memory").glob("*_*.md"))
    words = [w for name in names[:: max(1, len(names) // 50)] for w in name.split("_")[1:3] if w.isalpha()]
    return [
        PROMPTS[i % len(PROMPTS)].format(a=words[i % len(words)], b=words[(i * 7 + 3) % len(words)]) for i in range(n)
    ]


def run_hook(repo: Path, event: str, payload: dict[str, str]) -> tuple[float, dict[str, object], str]:
    start = time.perf_counter()
    proc = subprocess.run(
        [sys.executable, "-m", "memstone", "hook", event],
        input=json.dumps(payload),
        capture_output=True,
        text=True,
        check=False,
    )
    elapsed = time.perf_counter() - start
    return elapsed, json.loads(proc.stdout), proc.stderr


def timed(cmd: list[str], runs: int) -> list[float]:
    out = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(cmd, capture_output=True, check=True)
        out.append(time.perf_counter() - start)
    return out


def line(label: str, xs: list[float]) -> str:
    p90 = sorted(xs)[max(0, int(len(xs) * 0.9) - 1)]
    return f"{label:34s} p50 {statistics.median(xs):.3f} s  min {min(xs):.3f}  max {max(xs):.3f}  p90 {p90:.3f}"


def main() -> int:
    use_bytecode()
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repo", type=Path, help="an indexed memory repository")
    parser.add_argument("--count", type=int, default=10000, help="with --out: memories to generate")
    parser.add_argument("--out", type=Path, help="generate and index a repository here")
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    if args.repo is None:
        if args.out is None:
            parser.error("give --repo DIR (indexed) or --out DIR to generate one")
        from gen_repo import generate

        generate(args.out, args.count)
        subprocess.run([sys.executable, "-m", "memstone", "-C", str(args.out), "index", "build"], check=True)
        args.repo = args.out
    repo = args.repo.resolve()
    status = subprocess.run(
        [sys.executable, "-m", "memstone", "-C", str(repo), "index", "status", "--format", "json"],
        capture_output=True,
        text=True,
        check=False,
    )
    texts = prompts(repo, args.runs + 1)
    times: list[float] = []
    selected: list[int] = []
    notes: set[str] = set()
    for i, prompt in enumerate(texts):
        payload = {
            "session_id": f"bench-{os.getpid()}-{i}",
            "transcript_path": "/tmp/t.jsonl",
            "cwd": str(repo),
            "hook_event_name": "UserPromptSubmit",
            "prompt": prompt,
        }
        elapsed, out, err = run_hook(repo, "user-prompt-submit", payload)
        context = str(out["hookSpecificOutput"]["additionalContext"])  # type: ignore[index]
        if i:  # the first run warms the page cache
            times.append(elapsed)
            selected.append(context.count("\n- ["))
        notes.update(x for x in err.splitlines() if x)
    start_times = [
        run_hook(
            repo,
            "session-start",
            {"session_id": "s", "cwd": str(repo), "hook_event_name": "SessionStart", "source": "startup"},
        )[0]
        for _ in range(5)
    ]
    imports = timed([sys.executable, "-c", "import memstone.cli"], 5)
    bare = timed([sys.executable, "-c", "pass"], 5)
    memories = len(list((repo / "memory").glob("*_*.md")))
    print(f"# UserPromptSubmit hook, whole process, {memories} memories, {len(times)} prompts")
    print(
        f"{datetime.now(UTC):%Y-%m-%d %H:%M} UTC, {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, load {os.getloadavg()[0]:.2f}"
    )
    print(f"command: python benchmarks/bench_hook.py --repo {repo} --runs {args.runs}")
    print(f"index: {status.stdout.strip()[:300]}")
    print(line("hook user-prompt-submit", times))
    print(line("hook session-start", start_times))
    print(line("python -c 'import memstone.cli'", imports))
    print(line("python -c pass", bare))
    print(
        f"memories injected per prompt: median {statistics.median(selected):.0f}; hook notes: {sorted(notes) or 'none'}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
