"""Generate a memory repository of N memories for benchmarks (deterministic for a seed).

    python benchmarks/gen_repo.py --count 10000 --out DIR [--seed S] [--commits 4] [--words 150]

Each memory is ~150 words of English-like text about a few topic words (so queries can
target it), with realistic frontmatter variety: all the common types, tags, projects, usage
counters, half-lives, critical/evergreen flags, sensitivities and some `supersedes` links.
Some memories have sections under headings. MEMORY.md is generated so `memstone lint` is
clean. The files are committed in a few commits with pinned author and committer dates.

Other benchmarks import ``generate(out, count, seed)`` and ``topic_words(i, seed)``.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import time
from pathlib import Path


def _w(text: str) -> list[str]:
    return text.split()


TYPES = (
    ("feedback", 20),
    ("project", 18),
    ("reference", 14),
    ("decision", 12),
    ("convention", 10),
    ("design", 8),
    ("incident", 7),
    ("invariant", 5),
    ("identity", 3),
)
NOUNS = _w(
    "deploy pipeline retry queue invoice schema migration rollback cache token tenant billing latency index shard "
    "replica timeout webhook carrier label route warehouse audit review parser config release branch build "
    "container cluster secret vault certificate database backup snapshot metric alert dashboard logger tracer "
    "endpoint gateway router proxy session cookie password account customer order payment refund shipment "
    "inventory catalog search ranking embedding model tokenizer prompt agent memory hook commit merge rebase "
    "lockfile dependency package wheel installer script cron scheduler worker thread process socket buffer "
    "stream batch job task ticket sprint roadmap incident postmortem runbook oncall pager budget quota limit "
    "permission role policy firewall network dns domain email template report export import spreadsheet invoice"
)
VERBS = _w(
    "check verify run restart rotate pin update review test deploy rebuild flush drain retry measure log "
    "document migrate rename split merge cache refresh validate sanitize compress archive monitor profile "
    "benchmark tag release revert bisect patch index reindex backfill throttle batch"
)
ADJS = _w(
    "slow flaky stale broken shared critical private public legacy new old large small nightly manual automatic "
    "noisy quiet strict lenient expensive cheap fragile stable temporary permanent"
)
CONNECT = (
    "because",
    "so that",
    "otherwise",
    "unless",
    "before",
    "after",
    "when",
    "since",
    "even if",
    "until",
)
PROJECTS = ("project-a", "project-b", "billing-svc", "web-app", "data-platform", "mobile", "infra")
FILLER = _w("the a this that every each our their any")


def topic_words(i: int, seed: int = 0) -> tuple[str, str, str]:
    """The three topic nouns of memory ``i`` (what a query for it should mention)."""
    rnd = random.Random(f"{seed}:{i}:topic")
    a, b, c = rnd.sample(NOUNS, 3)
    return a, b, c


def _sentence(rnd: random.Random, topic: tuple[str, str, str]) -> str:
    t = rnd.choice(topic)
    n1, n2 = rnd.choice(NOUNS), rnd.choice((*topic, *rnd.sample(NOUNS, 2)))
    v1, v2 = rnd.choice(VERBS), rnd.choice(VERBS)
    shape = rnd.randrange(4)
    if shape == 0:
        s = f"Always {v1} {rnd.choice(FILLER)} {t} {rnd.choice(CONNECT)} {rnd.choice(FILLER)} {rnd.choice(ADJS)} {n1} can {v2} the {n2}"
    elif shape == 1:
        s = f"The {rnd.choice(ADJS)} {t} tends to {v1} {rnd.choice(FILLER)} {n1}, so {v2} the {n2} first"
    elif shape == 2:
        s = f"We decided to {v1} the {t} and the {n1} {rnd.choice(CONNECT)} the {rnd.choice(ADJS)} {n2} fails again"
    else:
        s = f"Do not {v1} {rnd.choice(FILLER)} {t} without asking, the {n1} and the {n2} depend on it"
    return s[0].upper() + s[1:] + "."


def _paragraph(rnd: random.Random, topic: tuple[str, str, str], words: int) -> str:
    out: list[str] = []
    count = 0
    while count < words:
        s = _sentence(rnd, topic)
        out.append(s)
        count += len(s.split())
    return " ".join(out)


def memory(i: int, seed: int = 0, words: int = 150) -> tuple[str, str, str]:
    """(name, type, file text) of memory ``i``."""
    rnd = random.Random(f"{seed}:{i}")
    kinds, weights = zip(*TYPES, strict=True)
    mtype = rnd.choices(kinds, weights)[0]
    topic = topic_words(i, seed)
    name = f"{mtype}_{topic[0]}_{topic[1]}_{i:06d}"
    desc = f"{rnd.choice(VERBS).capitalize()} the {topic[0]} {rnd.choice(CONNECT)} the {topic[1]} {rnd.choice(('breaks', 'changes', 'is slow', 'fails', 'moves'))}"
    fm = [f"name: {name}", f"description: {desc}", f"type: {mtype}"]
    tags = rnd.sample(topic, rnd.randint(1, 3))
    fm.append(f"tags: [{', '.join(tags)}]")
    if rnd.random() < 0.4:
        fm.append(f"projects: [{rnd.choice(PROJECTS)}]")
    if rnd.random() < 0.5:
        fm.append(f"created: 20{rnd.randint(24, 26)}-{rnd.randint(1, 12):02d}-{rnd.randint(1, 28):02d}")
    if rnd.random() < 0.3:
        fm.append(f"last_applied: 2026-{rnd.randint(1, 10):02d}-{rnd.randint(1, 28):02d}")
        fm.append(f"hits: {rnd.randint(0, 40)}")
        fm.append(f"prevented: {rnd.randint(0, 5)}")
    if rnd.random() < 0.15:
        fm.append(f"half_life_days: {rnd.choice((14, 30, 60, 90, 180))}")
    if rnd.random() < 0.02:
        fm.append("critical: true")
    if rnd.random() < 0.05:
        fm.append("evergreen: true")
    if rnd.random() < 0.2:
        fm.append(f"sensitivity: {rnd.choice(('public', 'private'))}")
    body = [f"# {desc}", ""]
    if rnd.random() < 0.3:
        half = words // 2
        body += [_paragraph(rnd, topic, half - 10), "", "## Why", "", _paragraph(rnd, topic, half - 10)]
    else:
        body += [_paragraph(rnd, topic, words // 2), "", _paragraph(rnd, topic, words - words // 2 - 10)]
    text = "---\n" + "\n".join(fm) + "\n---\n" + "\n".join(body) + "\n"
    return name, mtype, text


def _supersedes(text: str, target: str) -> str:
    head, _, rest = text[4:].partition("\n---\n")
    return f"---\n{head}\nsupersedes: [{target}]\n---\n{rest}"


def _git(root: Path, *args: str, date: str | None = None) -> None:
    env = {
        **os.environ,
        "GIT_AUTHOR_NAME": "Bench Writer",
        "GIT_AUTHOR_EMAIL": "bench@example.org",
        "GIT_COMMITTER_NAME": "Bench Writer",
        "GIT_COMMITTER_EMAIL": "bench@example.org",
        "GIT_CONFIG_GLOBAL": os.devnull,
        "GIT_CONFIG_SYSTEM": os.devnull,
    }
    if date:
        env["GIT_AUTHOR_DATE"] = env["GIT_COMMITTER_DATE"] = date
    subprocess.run(["git", *args], cwd=root, env=env, check=True, capture_output=True)


def generate(out: Path, count: int, seed: int = 0, *, commits: int = 4, words: int = 150) -> list[str]:
    """Write a repository of ``count`` memories at ``out`` (created; must not exist or be empty); returns the names."""
    out.mkdir(parents=True, exist_ok=True)
    if any(out.iterdir()):
        raise SystemExit(f"{out} is not empty")
    mem = out / "memory"
    mem.mkdir()
    (out / "memstone.toml").write_text('[memstone]\nmemory_dir = "memory"\n', encoding="utf-8")
    (out / ".gitignore").write_text(".memstone/\n", encoding="utf-8")
    rnd = random.Random(f"{seed}:repo")
    names: list[str] = []
    by_type: dict[str, list[str]] = {}
    descs: dict[str, str] = {}
    _git(out, "init", "-q", "-b", "main")
    commits = max(1, min(commits, count or 1))
    per = -(-count // commits) if count else 0
    for c in range(commits):
        for i in range(c * per, min(count, (c + 1) * per)):
            name, mtype, text = memory(i, seed, words)
            if by_type.get(mtype) and rnd.random() < 0.03:  # a newer memory replaces an older one of its type
                text = _supersedes(text, rnd.choice(by_type[mtype]))
            (mem / f"{name}.md").write_text(text, encoding="utf-8")
            names.append(name)
            descs[name] = text.split("\ndescription: ", 1)[1].split("\n", 1)[0]
            by_type.setdefault(mtype, []).append(name)
        if c == commits - 1:
            (mem / "MEMORY.md").write_text(_catalog(names, descs), encoding="utf-8")
        _git(out, "add", "-A")
        _git(
            out,
            "commit",
            "-q",
            "--allow-empty",
            "-m",
            f"memories part {c + 1}",
            date=f"2026-0{1 + c % 9}-15T12:00:00+00:00",
        )
    return names


def _catalog(names: list[str], descs: dict[str, str]) -> str:
    """MEMORY.md through memstone's own renderer when importable (so lint is clean), else a plain list."""
    try:
        from memstone.catalog import render_index
        from memstone.memory import Memory
    except ImportError:
        return "# Memory index\n\n" + "".join(f"- [{n}]({n}.md)\n" for n in names)
    mems = [
        Memory(path=f"memory/{n}.md", name=n, description=descs[n], type=n.split("_", 1)[0], body="") for n in names
    ]
    return render_index(mems, "memory")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--count", type=int, default=1000, help="number of memories (default 1000)")
    parser.add_argument("--out", type=Path, required=True, help="directory to create (must not exist or be empty)")
    parser.add_argument("--seed", type=int, default=0, help="random seed (default 0)")
    parser.add_argument("--commits", type=int, default=4, help="spread the memories over this many commits")
    parser.add_argument("--words", type=int, default=150, help="approximate words per memory body (default 150)")
    args = parser.parse_args(argv)
    started = time.monotonic()
    generate(args.out, args.count, args.seed, commits=args.commits, words=args.words)
    print(f"{args.count} memories in {args.out} ({time.monotonic() - started:.1f} s)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
