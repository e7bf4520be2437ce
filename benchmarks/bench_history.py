"""History pass speed: full pass and incremental update over a generated repository.

    python benchmarks/bench_history.py [--files 2000] [--commits 5000] [--runs 7] [--keep DIR]

Generates (with `git fast-import`, in a couple of seconds) a memory repository with FILES
memory files built up over COMMITS first-parent commits: adds, edits, renames (some with
an edit), deletions with `Superseded-by:` trailers, `Supersedes:` trailers, edits of
non-memory files, and a merged side branch every 500 commits; then 10 more commits.

Measured, each as the median of RUNS:
  - in process: `load_history` full pass (no cache), incremental update after 10 new
    commits (cache at HEAD~10), and the cache hit (HEAD unchanged);
  - whole process: a bare `python -c pass` (baseline), `python -c <load_history>` full and
    incremental, and `memstone history --all --format json` (which also parses all files);
  - baselines: the raw `git log` pass alone (the floor for any one-pass design), and one
    `git log --follow` per file (the naive design), timed on 50 files and scaled to FILES.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import use_bytecode

BASE_TS = 1_700_000_000
TYPES = ("feedback", "project", "decision", "convention", "reference", "incident")
ENV_NAMES = {"GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_SYSTEM": "/dev/null"}


def _memory(name: str, rev: int, rnd: random.Random) -> bytes:
    critical = "true" if rev % 7 == 3 else "false"
    body = " ".join(rnd.choice(("deploy", "retry", "cache", "schema", "token", "queue", "index")) for _ in range(60))
    text = (
        f"---\nname: {name}\ndescription: About {name.replace('_', ' ')}\ntype: {name.split('_', 1)[0]}\n"
        f"tags: [bench]\ncritical: {critical}\nhits: {rev}\n---\n# {name}\n\n{body}\n\nRevision {rev}.\n"
    )
    return text.encode()


class _Stream:
    def __init__(self) -> None:
        self.parts: list[bytes] = []
        self.mark = 0

    def commit(
        self, ref: str, ts: int, message: str, ops: list[bytes], *, parent: int | None, merge: int | None
    ) -> int:
        self.mark += 1
        msg = message.encode()
        head = [
            f"commit {ref}\nmark :{self.mark}\n".encode(),
            f"author Ada Bench <ada@example.org> {ts} +0000\n".encode(),
            f"committer Ada Bench <ada@example.org> {ts} +0000\n".encode(),
            b"data %d\n" % len(msg) + msg + b"\n",
        ]
        if parent is not None:
            head.append(f"from :{parent}\n".encode())
        if merge is not None:
            head.append(f"merge :{merge}\n".encode())
        self.parts += head + ops + [b"\n"]
        return self.mark


def _modify(path: str, data: bytes) -> bytes:
    return f'M 100644 inline "{path}"\n'.encode() + b"data %d\n" % len(data) + data + b"\n"


def generate(root: Path, files: int, commits: int, extra: int, seed: int = 0) -> tuple[str, str]:
    """A repository with ``files`` memories after ``commits`` commits, then ``extra`` more; (old tip, new tip)."""
    rnd = random.Random(seed)
    subprocess.run(["git", "init", "-q", "-b", "main", str(root)], check=True, env=_env())
    (root / "memstone.toml").write_text("[memstone]\n", encoding="utf-8")
    stream = _Stream()
    alive: list[str] = []
    revs: dict[str, int] = {}
    counter = 0
    last: int | None = None
    adds_left = files
    old_tip = 0

    def new_name() -> str:
        nonlocal counter
        counter += 1
        return f"{TYPES[counter % len(TYPES)]}_topic_{counter:05d}"

    for k in range(commits + extra):
        ts = BASE_TS + k * 3600
        ops: list[bytes] = []
        message = f"commit {k}"
        remaining = commits - k
        if k < commits and adds_left and (adds_left >= remaining or rnd.random() < files / commits):
            name = new_name()
            alive.append(name)
            revs[name] = 0
            ops.append(_modify(f"memory/{name}.md", _memory(name, 0, rnd)))
            adds_left -= 1
            if k % 11 == 5 and len(alive) > 2:
                message += f"\n\nSupersedes: {alive[rnd.randrange(len(alive) - 1)]}"
        elif alive and k % 97 == 50:  # retire one memory, add its replacement
            old = alive.pop(rnd.randrange(len(alive)))
            name = new_name()
            alive.append(name)
            ops.append(f'D "memory/{old}.md"\n'.encode())
            ops.append(_modify(f"memory/{name}.md", _memory(name, 0, rnd)))
            message += f"\n\nSuperseded-by: {name}"
        elif alive and k % 37 == 20:  # rename (every other one with an edit)
            i = rnd.randrange(len(alive))
            old, name = alive[i], new_name()
            alive[i] = name
            revs[name] = revs.pop(old, 0) + 1
            ops.append(f'R "memory/{old}.md" "memory/{name}.md"\n'.encode())
            if k % 2:
                ops.append(_modify(f"memory/{name}.md", _memory(name, revs[name], rnd)))
        elif alive:
            name = alive[rnd.randrange(len(alive))]
            revs[name] = revs.get(name, 0) + 1
            ops.append(_modify(f"memory/{name}.md", _memory(name, revs[name], rnd)))
        if k % 13 == 0:
            ops.append(_modify("README.md", f"notes {k}\n".encode()))
        if k % 500 == 499 and last is not None:  # a side branch of one commit, merged with --no-ff
            name = new_name()
            side = stream.commit(
                "refs/heads/side",
                ts - 1800,
                f"side {k}\n\nSupersedes: {alive[0]}",
                [_modify(f"memory/{name}.md", _memory(name, 0, rnd))],
                parent=last,
                merge=None,
            )
            alive.append(name)
            last = stream.commit("refs/heads/main", ts, f"merge side {k}", ops, parent=last, merge=side)
        else:
            last = stream.commit("refs/heads/main", ts, message, ops, parent=last, merge=None)
        if k == commits - 1:
            old_tip = last
    marks = root / ".git" / "bench-marks"
    subprocess.run(
        ["git", "fast-import", "--quiet", f"--export-marks={marks}"],
        cwd=root,
        input=b"".join(stream.parts),
        check=True,
        env=_env(),
    )
    table = dict(line.split() for line in marks.read_text().splitlines())
    subprocess.run(["git", "reset", "-q", "--hard", "main"], cwd=root, check=True, env=_env())
    return table[f":{old_tip}"], table[f":{last}"]


def _env() -> dict[str, str]:
    return {**os.environ, **ENV_NAMES}


def _cpu() -> float:
    import resource

    me, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime


def _median(
    fn: Callable[[], object], runs: int, before: Callable[[], object] | None = None
) -> tuple[float, float, float]:
    """(median wall time, min wall time, median CPU time of this process and its children)."""
    times: list[float] = []
    cpus: list[float] = []
    for _ in range(runs):
        if before is not None:
            before()
        start, cpu = time.perf_counter(), _cpu()
        fn()
        times.append(time.perf_counter() - start)
        cpus.append(_cpu() - cpu)
    return statistics.median(times), min(times), statistics.median(cpus)


def _proc(args: list[str], cwd: Path) -> Callable[[], object]:
    return lambda: subprocess.run(args, cwd=cwd, check=True, capture_output=True, env=_env())


def main(argv: list[str] | None = None) -> int:
    use_bytecode()
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--files", type=int, default=2000)
    parser.add_argument("--commits", type=int, default=5000)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--keep", type=Path, help="generate into DIR and keep it")
    args = parser.parse_args(argv)

    from memstone.config import load_config
    from memstone.history import CACHE_FILE, load_history
    from memstone.repo import read_worktree
    from memstone.validate import load_corpus

    load = os.getloadavg()
    tmp = Path(tempfile.mkdtemp(prefix="bench-history-"))
    root = args.keep or tmp / "repo"
    try:
        start = time.perf_counter()
        old_tip, new_tip = generate(root, args.files, args.commits, 10)
        gen_s = time.perf_counter() - start
        config = load_config(root)
        memories = load_corpus(read_worktree(config), config).memories
        count = int(
            subprocess.run(
                ["git", "rev-list", "--count", "HEAD"], cwd=root, capture_output=True, text=True, check=True
            ).stdout
        )
        cache = config.state_dir / CACHE_FILE
        saved = tmp / "cache-at-old-tip.json"

        # a cache at the old tip, to restore before each incremental run
        subprocess.run(["git", "reset", "-q", "--hard", old_tip], cwd=root, check=True)
        load_history(config, memories)
        shutil.copyfile(cache, saved)
        subprocess.run(["git", "reset", "-q", "--hard", new_tip], cwd=root, check=True)

        def drop() -> None:
            cache.unlink(missing_ok=True)

        def restore() -> None:
            shutil.copyfile(saved, cache)

        full = _median(lambda: load_history(config, memories), args.runs, drop)
        incr = _median(lambda: load_history(config, memories), args.runs, restore)
        hit = _median(lambda: load_history(config, memories), args.runs)
        assert load_history(config, memories) == (drop(), load_history(config, memories))[1]  # incremental == full

        script = "from pathlib import Path; from memstone.config import load_config; from memstone.history import "
        script += "load_history; load_history(load_config(Path('.')), [])"
        py = [sys.executable, "-c", script]
        p_base = _median(_proc([sys.executable, "-c", "pass"], root), args.runs)
        p_full = _median(_proc(py, root), args.runs, drop)
        p_incr = _median(_proc(py, root), args.runs, restore)
        p_cli = _median(_proc(["memstone", "history", "--all", "--format", "json"], root), args.runs, restore)
        p_cli_hit = _median(_proc(["memstone", "history", "--all", "--format", "json"], root), args.runs)
        edited = max(memories, key=lambda m: (m.hits, m.name)).name  # the most revised memory
        p_one = _median(_proc(["memstone", "history", edited], root), args.runs)
        fmt = "--format=%H%x00%P%x00%at%x00%an%x00%s%x00%B"
        log = ["git", "log", "--first-parent", "-M", "--root", "--name-status", "-z", fmt]
        git_floor = _median(_proc(log, root), args.runs)
        git_paths = _median(_proc([*log, "--", "memory"], root), args.runs)
        sample = sorted(p.relative_to(root).as_posix() for p in (root / "memory").glob("*.md"))[:50]

        def per_file() -> None:
            for path in sample:
                subprocess.run(
                    ["git", "log", "--follow", "--format=%H %at", "--", path], cwd=root, check=True, capture_output=True
                )

        naive = _median(per_file, max(1, args.runs // 3))
        scale = len(list((root / "memory").glob("*.md"))) / len(sample)
    finally:
        if args.keep is None:
            shutil.rmtree(tmp, ignore_errors=True)

    def ms(t: tuple[float, float, float]) -> str:
        return f"{t[0] * 1000:8.1f} ms  (min {t[1] * 1000:7.1f}, cpu {t[2] * 1000:7.1f})"

    print(f"# memstone history benchmark, {datetime.now(UTC):%Y-%m-%d %H:%M} UTC")
    print(
        f"machine: {platform.platform()}, {platform.processor() or platform.machine()}, Python {platform.python_version()}"
    )
    print(f"load average before the run: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} on {os.cpu_count()} CPUs")
    print(f"git: {subprocess.run(['git', '--version'], capture_output=True, text=True).stdout.strip()}")
    print(
        f"command: python benchmarks/bench_history.py --files {args.files} --commits {args.commits} --runs {args.runs}"
    )
    print(f"repository: {len(memories)} memory files, {count} commits (generated in {gen_s:.1f} s)")
    print(f"median of {args.runs} runs (wall; cpu = this process + its git/python children):")
    print(f"  in process   full pass (no cache)               {ms(full)}")
    print(f"  in process   incremental (10 new commits)       {ms(incr)}")
    print(f"  in process   cache hit (HEAD unchanged)         {ms(hit)}")
    print(f"  process      python -c pass (baseline)          {ms(p_base)}")
    print(f"  process      load_history, full pass            {ms(p_full)}")
    print(f"  process      load_history, incremental          {ms(p_incr)}")
    print(f"  process      memstone history --all (incr.)     {ms(p_cli)}")
    print(f"  process      memstone history --all (cache hit) {ms(p_cli_hit)}")
    print(f"  process      memstone history NAME (cache hit)  {ms(p_one)}")
    print(f"  baseline     raw git log pass, one process      {ms(git_floor)}")
    print(f"  baseline     same, with pathspec -- memory      {ms(git_paths)}")
    print(
        f"  baseline     git log --follow per file, x{scale:.0f}     {naive[0] * scale * 1000:8.1f} ms  (50 files timed, scaled)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
