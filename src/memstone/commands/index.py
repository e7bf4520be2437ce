"""memstone index build|status|verify|pack|unpack: the local search index."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memstone.commands._common import add_format, repo_config

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
  memstone index status           current, stale (and which files changed) or incompatible
  memstone index verify           check every index file against the manifest and the
                                  memory files; exit 1 on any mismatch
  memstone index pack -o F.tar.gz archive the index (CI publishes it as an artifact)
  memstone index unpack F.tar.gz  install an archive, after checking it was built from HEAD
                                  with the configured model

`--embedder none` builds and uses a BM25-only index (no model). Another local ONNX model
is configured in memstone.toml under [model] (path, pooling, dim); an index built with
one model is never used with another.

Exit status: 0 ok, 1 stale or failed verification, 2 usage error or unusable index.
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="index_command", metavar="SUBCOMMAND", required=True)
    build = sub.add_parser("build", help="build or update the index", description="Build or update the index.")
    _add_embedder(build)
    build.add_argument("--full", action="store_true", help="ignore the previous build (the embedding cache is kept)")
    build.add_argument("--quiet", "-q", action="store_true", help="no progress bar and no summary")
    add_format(build)
    status = sub.add_parser("status", help="is the index current, stale or incompatible?")
    add_format(status)
    verify = sub.add_parser("verify", help="check the index against its manifest and the memory files")
    _add_embedder(verify)
    add_format(verify)
    pack = sub.add_parser("pack", help="write the index as a .tar.gz archive")
    pack.add_argument("-o", "--output", required=True, metavar="FILE", help="archive to write (FILE.tar.gz)")
    add_format(pack)
    unpack = sub.add_parser("unpack", help="install an index archive made by `index pack`")
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
    report = build_index(config, embedder=embedder, full=args.full, progress=_show_progress(args), quiet=args.quiet)
    if args.format == "json":
        _print_json(asdict(report))
    elif not args.quiet:
        commit = (report.commit or "no commit")[:12]
        print(
            f"indexed {report.memory_count} memories ({report.chunk_count} chunks) at {commit} "
            f"with {report.model_id}: {report.embedded} embedded, {report.cached} from cache; "
            f"{len(report.added)} added, {len(report.changed)} changed, {len(report.removed)} removed "
            f"in {report.seconds:.1f} s"
        )
        if report.redacted:
            print(f"{report.redacted} secret match(es) redacted before indexing", file=sys.stderr)
    return 0


def _status(config: Config, args: argparse.Namespace) -> int:
    from dataclasses import asdict

    from memstone.index import index_status

    status = index_status(config, None)
    if args.format == "json":
        _print_json(asdict(status))
    else:
        line = status.state
        if status.state == "stale":
            what = f"{len(status.changed)} file(s) changed" if status.changed else "HEAD moved"
            line += f": {what} since the index was built; run `memstone index build`"
        elif status.reason:
            line += f": {status.reason}"
        print(line)
        for path in status.changed:
            print(f"  {path}")
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
