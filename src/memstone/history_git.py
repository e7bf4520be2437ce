"""git log as data: one streamed ``git log -M -z`` pass parsed into commits and their file changes.

Paths with spaces or non-ASCII characters survive (``-z``, ``core.quotepath=off``), user
configuration that would change the output (showRoot, showSignature, colour) is overridden,
and only wanted files (memories and optional sources) are kept.
"""

from __future__ import annotations

import fnmatch
import itertools
import re
import subprocess
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import PurePosixPath
from typing import IO

from memstone.config import Config
from memstone.repo import git_bytes

COMMIT_MARK = b"\x01\x1fmemstone-commit\x1f"
_TRAILER = re.compile(r"^[ \t]*(supersedes|superseded[-_ ]by)[ \t]*:[ \t]*(.*?)[ \t]*$", re.IGNORECASE | re.MULTILINE)
TRAILER_GREP = "^[[:space:]]*supersede(s|d[-_ ]by)[[:space:]]*:"
SUPERSEDES, SUPERSEDED_BY = "supersedes", "superseded-by"


@dataclass(frozen=True, slots=True)
class Change:
    """One file a commit touched. ``status`` is git's letter (A, M, D, R, C, T)."""

    status: str
    path: str
    old_path: str | None = None
    similarity: int | None = None  # renames and copies: 100 means the content did not change
    old_blob: str | None = None  # with raw=True only
    new_blob: str | None = None

    @property
    def content_changed(self) -> bool:
        return self.status != "R" or (self.similarity or 0) < 100


@dataclass(frozen=True, slots=True)
class Commit:
    sha: str
    parents: tuple[str, ...]
    timestamp: int  # author or committer date (config.date_field), seconds since the epoch
    author: str
    subject: str
    trailers: tuple[tuple[str, str], ...]  # ("supersedes" | "superseded-by", memory name)
    changes: tuple[Change, ...]


def memory_stem(path: str) -> str:
    return PurePosixPath(path).stem


def is_memory(config: Config, path: str) -> bool:
    return path.startswith(config.memory_dir + "/") and path.endswith(".md") and path != config.index_md


def is_wanted(config: Config, path: str) -> bool:
    """A memory file or a file of an optional source (same rules as reading a snapshot)."""
    return is_memory(config, path) or any(fnmatch.fnmatchcase(path, s.pattern) for s in config.sources)


def pathspecs(config: Config) -> list[str]:
    """Pathspecs covering every wanted file (git's default pathspec `*` crosses `/`, like fnmatch)."""
    return [config.memory_dir, f":(exclude){config.index_md}", *(s.pattern for s in config.sources)]


def parse_trailers(message: str) -> tuple[tuple[str, str], ...]:
    """``Supersedes: a, b`` / ``superseded-by: c`` lines, any case, one or more names per line."""
    out: list[tuple[str, str]] = []
    for key, value in _TRAILER.findall(message):
        kind = SUPERSEDES if key.lower() == SUPERSEDES else SUPERSEDED_BY
        for token in re.split(r"[,;\s]+", value):
            name = token.strip("`'\"[]()<>")
            if name.endswith(".md"):
                name = memory_stem(name)
            if name and (kind, name) not in out:
                out.append((kind, name))
    return tuple(out)


def log_command(config: Config, revs: Sequence[str], *, paths: Sequence[str] | None, raw: bool = False) -> list[str]:
    date = "%at" if config.date_field == "author" else "%ct"
    fmt = "%x01%x1fmemstone-commit%x1f%H%x00%P%x00" + date + "%x00%an%x00%s%x00%B%x00"
    args = ["git", "-c", "core.quotepath=off", "-c", "log.showSignature=false", "-c", "diff.renames=true"]
    args += ["log", "-M", "--relative", "--root", "--no-color", "--no-ext-diff", "-z", f"--format={fmt}"]
    args += ["--raw", "--no-abbrev"] if raw else ["--name-status"]
    if config.first_parent:
        args += ["--first-parent", "--diff-merges=first-parent"]
    else:
        args += ["--topo-order", "--diff-merges=off"]
    args += [*revs, "--"]
    if paths is not None:
        args += list(paths)
    return args


PARALLEL_MIN_COMMITS = 1000


def read_log(config: Config, revs: Sequence[str], *, paths: Sequence[str] | None, raw: bool = False) -> list[Commit]:
    """Commits reachable from ``revs`` (newest first), streamed from one ``git log`` process.

    Changes are kept only for wanted files; with ``paths=None`` every commit is listed (and git
    skips its pathspec simplification pass, which costs about as much as the diffs themselves).
    """
    return _read_logs(config, [list(revs)], paths=paths, raw=raw)


def read_full_log(config: Config, head: str, *, jobs: int | None = None) -> list[Commit]:
    """Every commit of ``head``'s history (newest first); a long first-parent line is cut into slices
    that parallel ``git log`` processes read (``head~a`` minus ``head~b`` is exactly that slice)."""
    import os

    jobs = jobs if jobs is not None else min(4, os.cpu_count() or 1)
    paths = full_pass_paths(config)
    if not config.first_parent or jobs < 2:
        return read_log(config, [head], paths=paths)
    count = int(git_bytes(config.root, "rev-list", "--first-parent", "--count", head).strip() or 0)
    if count < PARALLEL_MIN_COMMITS:
        return read_log(config, [head], paths=paths)
    cuts = [count * k // jobs for k in range(jobs + 1)]
    slices = [[f"{head}~{a}", *([f"^{head}~{b}"] if b < count else [])] for a, b in itertools.pairwise(cuts)]
    return _read_logs(config, slices, paths=paths, raw=False)


def full_pass_paths(config: Config) -> list[str] | None:
    """No pathspec when memory is most of the repository (a pathspec makes git diff every commit twice:
    once to simplify history, once to show it); the pathspecs when memory is a corner of a larger tree
    (then git skips the many commits that do not touch it cheaply, by comparing subtree ids)."""
    listing = git_bytes(config.root, "ls-files", "-z", "--", ":/").split(b"\0")
    files = [p.decode("utf-8", "surrogateescape") for p in listing if p]
    wanted = sum(1 for p in files if is_wanted(config, p))
    return None if wanted * 2 >= len(files) else pathspecs(config)


def _read_logs(
    config: Config, rev_lists: Sequence[Sequence[str]], *, paths: Sequence[str] | None, raw: bool
) -> list[Commit]:
    """Run one ``git log`` per rev list at once; parse the first as it streams while threads drain the rest."""
    import io
    import os
    import threading

    from memstone.errors import RepoError

    env = {**os.environ, "GIT_OPTIONAL_LOCKS": "0", "LC_ALL": "C"}
    procs = [
        subprocess.Popen(
            log_command(config, revs, paths=paths, raw=raw),
            cwd=config.root,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=env,
        )
        for revs in rev_lists
    ]
    drained: dict[int, bytes] = {}

    def drain(i: int, stream: IO[bytes]) -> None:
        drained[i] = stream.read()

    threads = [threading.Thread(target=drain, args=(i, p.stdout), daemon=True) for i, p in enumerate(procs) if i]
    for thread in threads:
        thread.start()
    assert procs[0].stdout is not None
    commits = list(_parse_stream(config, _records(procs[0].stdout)))
    for thread in threads:
        thread.join()
    for i in range(1, len(procs)):
        commits.extend(_parse_stream(config, _records(io.BytesIO(drained.get(i, b"")))))
    for proc in procs:
        stderr = proc.stderr.read() if proc.stderr else b""
        if proc.wait() != 0:
            lines = stderr.decode("utf-8", "replace").strip().splitlines()
            raise RepoError(f"git log failed: {lines[-1] if lines else 'exit ' + str(proc.returncode)}")
    return commits


def _records(stream: IO[bytes]) -> Iterator[bytes]:
    """Split a byte stream into per-commit records as it arrives."""
    buffer = b""
    while True:
        chunk = stream.read(1 << 16)
        if not chunk:
            break
        buffer += chunk
        parts = buffer.split(COMMIT_MARK)
        buffer = parts.pop()
        yield from (p for p in parts if p)
    if buffer:
        yield buffer


def _parse_stream(config: Config, records: Iterable[bytes]) -> Iterator[Commit]:
    for record in records:
        fields = record.split(b"\0")
        sha, parents, ts, author, subject, body = (f.decode("utf-8", "surrogateescape") for f in fields[:6])
        rest = [f.decode("utf-8", "surrogateescape") for f in fields[6:]]
        changes = [c for c in parse_changes(rest) if is_wanted(config, c.path)]
        yield Commit(
            sha=sha,
            parents=tuple(parents.split()),
            timestamp=int(ts),
            author=author,
            subject=subject,
            trailers=parse_trailers(body),
            changes=tuple(changes),
        )


def parse_changes(items: list[str]) -> Iterator[Change]:
    """``--name-status -z`` (``STATUS\\0path[\\0path2]``) or ``--raw -z`` (``:modes shas STATUS\\0path...``)."""
    i = 0
    n = len(items)
    while i < n:
        head = items[i].lstrip("\n")
        i += 1
        if not head:
            continue
        old_blob = new_blob = None
        if head.startswith(":"):
            meta = head[1:].split()
            old_blob, new_blob, status = meta[2], meta[3], meta[4]
        else:
            status = head
        letter = status[0]
        if letter in "RC":
            old, new = items[i], items[i + 1]
            i += 2
            score = int(status[1:]) if status[1:].isdigit() else None
            yield Change(letter, new, old, score, _blob(old_blob), _blob(new_blob))
        else:
            path = items[i]
            i += 1
            yield Change(letter, path, None, None, _blob(old_blob), _blob(new_blob))


def _blob(sha: str | None) -> str | None:
    return None if sha is None or set(sha) == {"0"} else sha


def start_git(config: Config, *args: str) -> Callable[[], bytes]:
    """Start a git command now, collect its output later (to overlap it with other work)."""
    import os

    from memstone.errors import RepoError

    env = {**os.environ, "GIT_OPTIONAL_LOCKS": "0", "LC_ALL": "C"}
    proc = subprocess.Popen(
        ["git", "-c", "core.quotepath=off", *args],
        cwd=config.root,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
    )

    def result() -> bytes:
        out, err = proc.communicate()
        if proc.returncode != 0:
            lines = err.decode("utf-8", "replace").strip().splitlines()
            raise RepoError(f"git {args[0]} failed: {lines[-1] if lines else 'exit ' + str(proc.returncode)}")
        return out

    return result


def rev_parse(config: Config, *args: str) -> list[str]:
    return git_bytes(config.root, "rev-parse", *args).decode("utf-8", "surrogateescape").split("\n")
