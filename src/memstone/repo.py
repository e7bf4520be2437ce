"""Find the memory repository and read its files, from the work tree or from any git revision."""

from __future__ import annotations

import fnmatch
import os
import re
import subprocess
from collections.abc import Collection, Iterable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from memstone.config import CONFIG_FILE, Config
from memstone.errors import RepoError, UsageError
from memstone.findings import Finding, gone, unreadable


@dataclass(frozen=True, slots=True)
class Snapshot:
    """The memory-relevant files of a repository at one moment: the work tree or a commit, and a
    warning for each symbolic link among them that is not read (see ``memstone.links``), or an
    error for each file or folder of the work tree that cannot be read."""

    root: Path
    rev: str | None
    files: dict[str, bytes]
    unread: tuple[Finding, ...] = ()

    def memory_paths(self, config: Config) -> list[str]:
        prefix = config.memory_dir + "/"
        return sorted(p for p in self.files if p.startswith(prefix) and p.endswith(".md") and p != config.index_md)


def find_root(start: Path) -> Path:
    """The nearest directory at or above ``start`` holding memstone.toml (or a memory/ dir in git)."""
    start = start.resolve()
    if not start.exists():
        raise UsageError(f"{start}: no such directory")
    for candidate in (start, *start.parents):
        if (candidate / CONFIG_FILE).is_file():
            return candidate
    top = git_toplevel(start)
    if top is not None and (top / "memory").is_dir():
        return top
    raise RepoError(
        f"{start} is not inside a memory repository (no {CONFIG_FILE} here or above); run `memstone init` to make one"
    )


def git_toplevel(path: Path) -> Path | None:
    try:
        out = git(path, "rev-parse", "--show-toplevel")
    except RepoError:
        return None
    return Path(out.strip()) if out.strip() else None


def git(root: Path, *args: str, input_bytes: bytes | None = None) -> str:
    return git_bytes(root, *args, input_bytes=input_bytes).decode("utf-8", "surrogateescape")


def git_bytes(root: Path, *args: str, input_bytes: bytes | None = None) -> bytes:
    """Run git in ``root``; a failure becomes a RepoError with git's own words."""
    env = {**os.environ, "GIT_OPTIONAL_LOCKS": "0", "LC_ALL": "C"}
    try:
        proc = subprocess.run(
            ["git", "-c", "core.quotepath=off", *args],
            cwd=root,
            input=input_bytes,
            capture_output=True,
            env=env,
            check=False,
        )
    except FileNotFoundError:
        raise RepoError("git is not installed or not on PATH") from None
    if proc.returncode != 0:
        msg = proc.stderr.decode("utf-8", "replace").strip().splitlines()
        raise RepoError(f"git {args[0]} failed: {msg[-1] if msg else 'exit ' + str(proc.returncode)}")
    return proc.stdout


def no_commits_error(root: Path, what: str) -> str:
    """Why there is nothing to ``what``: the folder is not in git at all, or its repository has no commit yet."""
    if git_toplevel(root) is None:
        return f"{root} is not a git repository: nothing to {what} (run `git init` and commit the memories)"
    return f"the repository has no commits yet: nothing to {what}"


def resolve_rev(root: Path, rev: str) -> str:
    """A commit id for a commit, tag, branch, or an ISO date or year (the last commit at or before it)."""
    try:
        return git(root, "rev-parse", "--verify", "--quiet", rev + "^{commit}").strip()
    except RepoError:
        pass
    out = ""
    if _is_date(rev):
        before = f"{rev}-12-31T23:59:59" if re.fullmatch(r"\d{4}", rev) else rev
        try:
            out = git(root, "rev-list", "-1", f"--before={before}", "HEAD").strip()
        except RepoError:
            out = ""
    if not out:
        raise UsageError(f"--as-of {rev!r}: not a commit, tag, branch, or a date with commits before it")
    return out


def _is_date(text: str) -> bool:
    try:
        datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        return bool(re.fullmatch(r"\d{4}", text))
    return True


def _wanted(path: str, config: Config) -> bool:
    if path.startswith(config.memory_dir + "/") and path.endswith(".md"):
        return True
    return any(fnmatch.fnmatchcase(path, spec.pattern) for spec in config.sources)


def read_worktree(config: Config) -> Snapshot:
    from memstone.links import worktree

    tree = worktree(config)
    files: dict[str, bytes] = {}
    refused: list[Finding] = []
    for path, real in tree.files.items():
        if (raw := read_or_refuse(real, path, refused)) is not None:
            files[path] = raw
    return Snapshot(config.root, None, files, tuple(sorted((*tree.unread, *refused))))


def read_or_refuse(real: Path, path: str, refused: list[Finding] | None) -> bytes | None:
    """The bytes of the file ``real`` (shown as ``path``); None when it is gone since it was listed (not
    there for this read) or cannot be read, and then, for the latter, its error appended to ``refused``."""
    try:
        return real.read_bytes()
    except OSError as exc:
        if not gone(exc) and refused is not None:
            refused.append(unreadable(path, exc))
        return None


def read_revision(config: Config, rev: str) -> Snapshot:
    """The files as they were at ``rev``, read from git objects; the work tree is not touched."""
    root = config.root
    commit = resolve_rev(root, rev)
    listing = git_bytes(root, "ls-tree", "-r", "-z", "--full-tree", commit)
    blobs: dict[str, str] = {}
    links: dict[str, str] = {}
    for entry in listing.split(b"\0"):
        if not entry:
            continue
        meta, _, raw_path = entry.partition(b"\t")
        mode, kind, sha = meta.decode().split()
        if kind == "blob":
            (links if mode == SYMLINK_MODE else blobs)[raw_path.decode("utf-8", "surrogateescape")] = sha
    wanted = {path: sha for path, sha in blobs.items() if _wanted(path, config)}
    unread: list[Finding] = []
    if links:
        wanted, unread = _follow_links(config, blobs, links, wanted)
    paths = sorted(wanted)
    return Snapshot(
        root, commit, dict(zip(paths, read_blobs(root, [wanted[p] for p in paths]), strict=True)), tuple(unread)
    )


SYMLINK_MODE = "120000"


def _follow_links(
    config: Config, blobs: dict[str, str], links: dict[str, str], wanted: dict[str, str]
) -> tuple[dict[str, str], list[Finding]]:
    """``wanted`` with the commit's links added by the rule of ``memstone.links`` (a link to a file
    in the commit is read as that file), and a warning for each link in it that is not read."""
    from memstone.links import TreeLinks, reported, unread

    paths = list(links)
    texts = [raw.decode("utf-8", "surrogateescape") for raw in read_blobs(config.root, [links[p] for p in paths])]
    tree = TreeLinks(config.root, dict(zip(paths, texts, strict=True)), blobs)
    out = dict(wanted)
    found: list[Finding] = []
    memory = config.memory_dir + "/"
    for path in paths:
        named = _wanted(path, config)
        if not (named or path == config.memory_dir or path.startswith(memory)):
            continue
        rule, target = tree.classify(path)
        if rule is None:
            if named:
                out[path] = blobs[target]
        elif reported(rule, named):
            found.append(unread(path, rule))
    return out, found


def read_blobs(root: Path, shas: Iterable[str]) -> list[bytes]:
    """Many blobs in one ``git cat-file --batch`` call."""
    shas = list(shas)
    if not shas:
        return []
    out = git_bytes(root, "cat-file", "--batch", input_bytes="".join(s + "\n" for s in shas).encode())
    blobs: list[bytes] = []
    pos = 0
    for _ in shas:
        header_end = out.index(b"\n", pos)
        header = out[pos:header_end].split()
        if len(header) < 3:
            raise RepoError(f"git cat-file: missing object {header[0].decode() if header else '?'}")
        size = int(header[2])
        start = header_end + 1
        blobs.append(out[start : start + size])
        pos = start + size + 1
    return blobs


def load_snapshot(config: Config, as_of: str | None = None) -> Snapshot:
    return read_worktree(config) if as_of is None else read_revision(config, as_of)


def given_path(raw: str, cwd: Path, root: Path) -> Path:
    """A path from the command line made absolute, the links among its folders resolved. A link it names
    itself is kept when the link is in the repository ``root`` (resolved): lint and scan report on it
    under its own name, as index build reads it. A link outside the repository is the user's shortcut
    to a file or folder, named on purpose: resolved fully, so a linked folder is walked."""
    path = Path(os.path.abspath(cwd / raw))
    if not path.name:
        return Path(os.path.realpath(path))
    named = Path(os.path.realpath(path.parent)) / path.name  # realpath: a loop of links is no RuntimeError
    if named.is_symlink() and not named.is_relative_to(root):
        real = Path(os.path.realpath(named))
        if not real.exists():
            raise UsageError(f"{raw}: a link to nothing (no such file, or a loop of links)")
        return real
    return named


def relative_paths(config: Config, paths: Iterable[str], cwd: Path, known: Collection[str] = ()) -> list[str]:
    """Repository-relative POSIX paths for paths given on the command line (a folder: the files and
    links in it, in the work tree and among ``known``). ``known`` holds the paths of the revision read
    (its files, and its links that are not read): a path that is neither in the work tree nor among
    them, nor a folder of one of them, is a usage error, as is one outside the repository."""
    root = config.root.resolve()
    out: list[str] = []
    for raw in paths:
        p = given_path(raw, cwd, root)
        try:
            rel = p.relative_to(root).as_posix()
        except ValueError:
            raise UsageError(f"{raw}: path is outside the memory repository {root}") from None
        folder = "" if rel == "." else rel + "/"
        if p.is_dir() and not p.is_symlink():
            found = {
                q.relative_to(root).as_posix()
                for q in p.rglob("*")
                if (q.is_file() or q.is_symlink()) and ".git" not in q.parts
            }
            out.extend(sorted(found.union(k for k in known if k.startswith(folder))))
        elif os.path.lexists(p) or rel in known:
            out.append(rel)
        elif under := sorted(k for k in known if k.startswith(folder)):  # a folder only in the revision read
            out.extend(under)
        else:
            raise UsageError(f"{raw}: no such file or directory")
    return out
