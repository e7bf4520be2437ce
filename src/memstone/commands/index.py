"""memstone index build|status|verify|pack|unpack: the local search index."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memstone.commands._common import add_format, repo_config
from memstone.errors import UsageError

if TYPE_CHECKING:
    from memstone.config import Config
    from memstone.embed import Embedder

NAME = "index"
HELP = "build, check, pack or unpack the local search index (.memstone/index)"
DESCRIPTION = """\
The index is what `memstone recall` searches: a Tantivy BM25 index over each memory's
name, description, tags, type, projects and body, and an embedding of every chunk (long
memories are split on headings and paragraphs) from the local ONNX model. Text a secret
rule matches is redacted before anything is stored. It lives in .memstone/index (never
committed) with a manifest of the commit, counts, model and versions it was built with.

  memstone index build            build or update (only changed chunks are embedded;
                                  embeddings are cached by content hash in .memstone/cache,
                                  so an interrupted build resumes where it stopped)
  memstone index status           current, stale (and which files changed), incompatible
                                  or damaged
  memstone index verify           check every index file against the manifest and the
                                  memory files; exit 1 on any mismatch
  memstone index pack -o F.tar.gz archive the index (CI publishes it as an artifact)
  memstone index unpack F.tar.gz  install an archive, after checking it was built from HEAD
                                  with the configured model

`--embedder none` builds a BM25-only index (no model): recall, verify and unpack accept it
with any configured model and search it lexically (recall warns). Another local ONNX model
is configured in memstone.toml under [model] (path, pooling, dim); an index built with
one model is never used with another. Recall's `vector_floor` under [weights] is the
default model's cosine of unrelated texts (0.15); set it for another model.

Exit status: 0 ok, 1 stale or failed verification, 2 usage error or unusable index.
"""


BUILD = """\
Build the index of the memory files (and the configured sources: journals, LOG.md,
transcripts) in the work tree, or bring it up to date: only chunks whose content
changed are embedded. Embeddings are cached by content hash and model in
.memstone/cache, so an interrupted build resumes where it stopped and a rebuild with
--full re-embeds nothing that is cached. Text a secret rule matches is redacted before
anything is stored. Writes .memstone/index and .memstone/cache; the manifest is
written last, so a build that stops leaves an index that `index status` calls missing,
never a half-built one that recall would use. Two builds never write one index at once.
A damaged index (a file missing or cut short) is rebuilt from scratch, with a warning.
A file or directory of another kind where the index keeps its own is never deleted:
the build stops and names it.

  memstone index build                   build or update with the configured model
  memstone index build --embedder none   BM25 only: no model is loaded
  memstone index build --full -q         rebuild everything, quietly (cached vectors reused)

Exit status: 0 built, 2 usage error (e.g. the model is missing or corrupt, another
build is running, or something is in the way), 130 interrupted (the cache keeps what
was embedded).
"""
STATUS = """\
Say whether .memstone/index can be used as it is: current (built from HEAD and no
memory file changed since), stale (and which files changed, that HEAD moved, or
that memstone's secret rules changed, so stored text must be redacted again),
missing, incompatible (built by a memstone with another index format, schema or
ranker version, or with another model than the configured one), or damaged (a file
of the index is missing, cut short or not what it should be, or the manifest is
unreadable, not a file, or contradicts itself, e.g. dim 0 for a model). The reason
is printed, with the command that fixes it. It finds the memory and source files
changed since the build (from git status or file sizes and times, reading content
only when in doubt), checks the index's files by their size and first bytes, compares
the model by its files' hashes (the pinned model's is its pin), loads no model and
writes nothing, so it is cheap enough for every prompt or a CI step; `index verify`
hashes them all.

  memstone index status                  one line, then the changed files and what
                                         the build warned of (a memory it could not read)
  memstone index status --format json    state, changed files, commits, reason, warnings

Exit status: 0 current, 1 stale, missing, incompatible or damaged, 2 usage error.
"""
VERIFY = """\
Check the index thoroughly: every file in .memstone/index against the sha256 recorded
in the manifest (nothing missing, nothing extra), the BM25 index and the vectors
against the manifest's counts, the model it was built with against the configured
one, and the memory files and HEAD against what it was built from. It reads and
writes nothing else. Use it after copying or unpacking an index, or when recall
misbehaves.

  memstone index verify                  every problem, one per line
  memstone index verify --embedder none  do not load the model (skips that check)
  memstone index verify --format json    {"ok": ..., "problems": [...]}

Exit status: 0 ok, 1 any problem (run `memstone index build --full`), 2 usage error.
"""
PACK = """\
Write .memstone/index as a .tar.gz archive: its manifest and every file it lists,
sorted, with fixed times, so the same index always packs to the same bytes. CI
publishes the archive as an artifact so a fresh clone can `memstone index unpack` it
instead of embedding every memory again. Every file is checked against the sha256 in
the manifest as it is packed: a damaged index is refused and nothing is written. The
archive is written to a temporary file and renamed into place; the index itself is
not changed.

  memstone index pack -o index.tar.gz
  memstone index pack -o dist/memstone-index.tar.gz --format json

Exit status: 0 written, 2 usage error (e.g. no index, or a damaged one).
"""
UNPACK = """\
Install an archive made by `memstone index pack` as this repository's index, after
checking it: every member is listed in its manifest with a matching sha256 (and none
could escape the index folder), it was built with the configured model and a
compatible format, and from the commit at HEAD (unless --force). The current index is
replaced only when every check passes. After a --force install from another commit,
`memstone index build` updates it incrementally.

  memstone index unpack index.tar.gz
  memstone index unpack index.tar.gz --force   built from another commit: install anyway

Exit status: 0 installed, 2 usage error or an archive that does not fit (corrupt,
another model or format, another commit without --force).
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="index_command", metavar="SUBCOMMAND", required=True)

    def command(name: str, help: str, description: str) -> argparse.ArgumentParser:
        return sub.add_parser(
            name, help=help, description=description, formatter_class=argparse.RawDescriptionHelpFormatter
        )

    build = command("build", "build or update the index", BUILD)
    _add_embedder(build)
    build.add_argument("--full", action="store_true", help="ignore the previous build (the embedding cache is kept)")
    build.add_argument("--quiet", "-q", action="store_true", help="no progress bar and no summary")
    build.add_argument(
        "--as-of",
        metavar="REV",
        help="index the repository as it was at REV (a commit, tag, branch, date or year), read from git "
        "objects without touching the work tree, into --out",
    )
    build.add_argument(
        "--out", metavar="DIR", help="with --as-of: where to write that index (default .memstone/as-of/COMMIT)"
    )
    add_format(build)
    status = command("status", "is the index current, stale or incompatible?", STATUS)
    add_format(status)
    verify = command("verify", "check the index against its manifest and the memory files", VERIFY)
    _add_embedder(verify)
    add_format(verify)
    pack = command("pack", "write the index as a .tar.gz archive", PACK)
    pack.add_argument("-o", "--output", required=True, metavar="FILE", help="archive to write (FILE.tar.gz)")
    add_format(pack)
    unpack = command("unpack", "install an index archive made by `index pack`", UNPACK)
    unpack.add_argument("archive", metavar="FILE", help="the .tar.gz archive")
    unpack.add_argument("--force", action="store_true", help="install even if built from another commit")
    _add_embedder(unpack)
    add_format(unpack)


def _add_embedder(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--embedder",
        choices=("default", "none"),
        default="default",
        help="default: the model configured in memstone.toml; none: BM25 only",
    )


def _embedder(config: Config, choice: str) -> Embedder | None:
    if choice == "none":
        return None
    from memstone.embed import load_embedder

    return load_embedder(config.model)


def _show_progress(args: argparse.Namespace) -> bool:
    return not args.quiet and args.format == "text" and sys.stderr.isatty() and not os.environ.get("CI")


def _print_json(data: dict[str, Any]) -> None:
    print(json.dumps(data, sort_keys=True, indent=2, default=str))


def run(args: argparse.Namespace) -> int:
    config = repo_config(args)
    handler = {"build": _build, "status": _status, "verify": _verify, "pack": _pack, "unpack": _unpack}
    return handler[args.index_command](config, args)


def _build(config: Config, args: argparse.Namespace) -> int:
    from dataclasses import asdict

    from memstone.index import build_index

    embedder = _embedder(config, args.embedder)
    rev = out = None
    if args.as_of is not None:
        from memstone.repo import resolve_rev

        rev = resolve_rev(config.root, args.as_of)
        out = Path(args.out) if args.out else config.state_dir / "as-of" / rev[:12]
    elif args.out:
        raise UsageError("--out goes with --as-of (the work tree's index is always .memstone/index)")
    report = build_index(
        config, embedder=embedder, rev=rev, out_dir=out, full=args.full, progress=_show_progress(args), quiet=args.quiet
    )
    for warning in report.warnings:
        print(f"memstone index build: warning: {warning}", file=sys.stderr)
    if args.format == "json":
        _print_json(asdict(report))
    elif not args.quiet:
        commit = (report.commit or "no commit")[:12]
        print(
            f"indexed {report.memory_count} memories ({report.chunk_count} chunks) at {commit} "
            f"with {report.model_id}: {report.embedded} embedded, {report.cached} from cache; "
            f"{len(report.added)} added, {len(report.changed)} changed, {len(report.removed)} removed "
            f"in {report.seconds:.1f} s" + (f" into {report.index_dir}" if rev is not None else "")
        )
        if report.redacted:
            print(f"{report.redacted} secret match(es) redacted before indexing", file=sys.stderr)
    return 0


def _status(config: Config, args: argparse.Namespace) -> int:
    from dataclasses import asdict

    from memstone.index import index_status
    from memstone.manifest import REBUILD

    status = index_status(config, None, check_model=True)
    if args.format == "json":
        _print_json(asdict(status))
    else:
        line = status.state
        if status.state == "stale":
            line += f": {status.reason}; run `memstone index build`"
        elif status.state in ("damaged", "incompatible"):
            line += f": {status.reason}; {status.fix or REBUILD}"
        elif status.reason:
            line += f": {status.reason}"
        print(line)
        for path in status.changed:
            print(f"  {path}")
        for warning in status.warnings:  # e.g. a memory the build could not read: not in the index
            print(f"  warning: {warning}")
    return 0 if status.state == "current" else 1


def _verify(config: Config, args: argparse.Namespace) -> int:
    from memstone.indexops import verify_index

    report = verify_index(config, embedder=_embedder(config, args.embedder))
    if args.format == "json":
        _print_json({"ok": report.ok, "problems": list(report.problems)})
    elif report.ok:
        m = report.manifest
        assert m is not None
        print(f"ok: {m.memory_count} memories, {m.chunk_count} chunks, {len(m.files)} files match the manifest")
    else:
        for problem in report.problems:
            print(f"index: {problem}")
        print(f"{len(report.problems)} problem(s); run `memstone index build --full` to rebuild", file=sys.stderr)
    return 0 if report.ok else 1


def _pack(config: Config, args: argparse.Namespace) -> int:
    from memstone.indexops import pack_index

    out = Path(args.output)
    manifest = pack_index(config, out)
    if args.format == "json":
        _print_json({"archive": str(out), "commit": manifest.commit, "model_id": manifest.model_id})
    else:
        print(f"wrote {out} (commit {(manifest.commit or '-')[:12]}, model {manifest.model_id})")
    return 0


def _unpack(config: Config, args: argparse.Namespace) -> int:
    from memstone.indexops import unpack_index

    manifest = unpack_index(config, Path(args.archive), embedder=_embedder(config, args.embedder), force=args.force)
    if args.format == "json":
        _print_json({"commit": manifest.commit, "memory_count": manifest.memory_count, "model_id": manifest.model_id})
    else:
        print(f"installed the index of {manifest.memory_count} memories (commit {(manifest.commit or '-')[:12]})")
    return 0
