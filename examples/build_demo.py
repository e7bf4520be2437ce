"""Build the demo memory repository as a real git history.

    python examples/build_demo.py [--out DIR] [--force]

Replays examples/demo/steps/NN/ in order: each step's commit.json gives the date, author,
message, renames and deletions; its files/ tree is written over the repository. After each
step MEMORY.md is regenerated with `memstone index-md`, then everything is committed with
the step's date as author and committer date. Same plan, same commit ids.

Without --force an existing, up-to-date build is left alone.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
PLAN = HERE / "demo"
DEFAULT_OUT = HERE / "demo-memory"
STAMP = ".memstone/demo-plan"


def plan_fingerprint() -> str:
    import hashlib

    digest = hashlib.sha256()
    for path in sorted(PLAN.rglob("*")):
        if path.is_file():
            digest.update(path.relative_to(PLAN).as_posix().encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


def git(root: Path, *args: str, env: dict[str, str] | None = None) -> str:
    base = {**os.environ, "GIT_CONFIG_GLOBAL": os.devnull, "GIT_CONFIG_NOSYSTEM": "1", **(env or {})}
    proc = subprocess.run(["git", *args], cwd=root, env=base, capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        raise SystemExit(f"git {' '.join(args)} failed: {proc.stderr.strip()}")
    return proc.stdout


def build(out: Path) -> int:
    from memstone.commands.index_md import regenerate
    from memstone.config import load_config

    steps = sorted(p for p in (PLAN / "steps").iterdir() if p.is_dir())
    out.mkdir(parents=True)
    git(out, "init", "-q", "-b", "main")
    for step in steps:
        meta = json.loads((step / "commit.json").read_text(encoding="utf-8"))
        for old, new in meta["rename"]:
            (out / new).parent.mkdir(parents=True, exist_ok=True)
            git(out, "mv", old, new)
        for rel in meta["delete"]:
            git(out, "rm", "-q", rel)
        files = step / "files"
        if files.is_dir():
            for src in sorted(files.rglob("*")):
                if src.is_file():
                    dest = out / src.relative_to(files)
                    dest.parent.mkdir(parents=True, exist_ok=True)
                    shutil.copyfile(src, dest)
        regenerate(load_config(out), dry_run=False, quiet=True)
        git(out, "add", "-A")
        env = {
            "GIT_AUTHOR_NAME": meta["author"],
            "GIT_AUTHOR_EMAIL": meta["email"],
            "GIT_COMMITTER_NAME": meta["author"],
            "GIT_COMMITTER_EMAIL": meta["email"],
            "GIT_AUTHOR_DATE": meta["date"],
            "GIT_COMMITTER_DATE": meta["date"],
        }
        git(out, "commit", "-q", "--no-verify", "-m", meta["message"], env=env)
    (out / "eval").mkdir(exist_ok=True)
    shutil.copyfile(PLAN / "queries.yaml", out / "eval" / "queries.yaml")
    git(out, "add", "eval/queries.yaml")
    last = json.loads((steps[-1] / "commit.json").read_text(encoding="utf-8"))
    env = {
        "GIT_AUTHOR_NAME": last["author"],
        "GIT_AUTHOR_EMAIL": last["email"],
        "GIT_COMMITTER_NAME": last["author"],
        "GIT_COMMITTER_EMAIL": last["email"],
        "GIT_AUTHOR_DATE": "2026-11-15T12:00:00+01:00",
        "GIT_COMMITTER_DATE": "2026-11-15T12:00:00+01:00",
    }
    git(out, "commit", "-q", "--no-verify", "-m", "Add labelled recall queries for memstone eval", env=env)
    return len(steps) + 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help=f"where to build (default: {DEFAULT_OUT})")
    parser.add_argument("--force", action="store_true", help="delete and rebuild an existing build")
    args = parser.parse_args()
    out: Path = args.out.resolve()
    fingerprint = plan_fingerprint()
    stamp = out / STAMP
    if out.exists():
        if not args.force and stamp.is_file() and stamp.read_text(encoding="utf-8").strip() == fingerprint:
            print(f"{out} is up to date (use --force to rebuild)", file=sys.stderr)
            return 0
        if not args.force and not stamp.is_file():
            print(f"{out} exists and was not built by this script; not touching it (use --force)", file=sys.stderr)
            return 2
        shutil.rmtree(out)
    commits = build(out)
    stamp.parent.mkdir(parents=True, exist_ok=True)
    stamp.write_text(fingerprint + "\n", encoding="utf-8")
    print(f"built {out} ({commits} commits)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
