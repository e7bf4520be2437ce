"""memstone scan: find credentials (and, in public memories, personal data) without echoing them."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from pathlib import Path, PurePosixPath

from memstone.commands._common import add_format, repo_config
from memstone.config import Config
from memstone.findings import Finding, gone, unreadable

NAME = "scan"
HELP = "find secrets in memory files and sources (and personal data in public memories)"
DESCRIPTION = """\
Scan memory files (frontmatter and body) and the optional sources (journals, LOG.md,
transcripts) for credentials: private keys, cloud and vendor tokens, credentials in
URLs and connection strings, curl -u and Authorization headers, password and api_key
assignments, JWTs and hundreds of vendor token formats (memstone's own rules plus the
Kingfisher engine's built-in rules). Memories with `sensitivity: public` are also
checked for personal data and infrastructure identifiers (e-mail addresses, phone
numbers, street addresses, AWS accounts, buckets, public IPs), reported as warnings.

Each finding is printed as `path:line:col: RULE-ID message`; the secret itself is
never printed, in any format, and never written to the baseline.

With no PATHS, every memory file and every configured source is scanned. With PATHS
(as a pre-commit hook passes them), exactly those files are scanned. Files that scanned
clean are remembered by digest in .memstone/scan-cache.json, so a second scan is fast;
nothing else is written, except the baseline with --update-baseline.

Symbolic links follow lint's rule: a link to a file inside the repository is scanned as
that file. A link that lint and the index do not read (it leads outside the repository
or into its .git/ or .memstone/, to nothing, or to a directory) gets lint's warning, and
only its own text is scanned: that is what git commits, never the file it points to.

  memstone scan                         every memory file and source
  memstone scan memory/decision_x.md    just this file (as the pre-commit hook runs it)
  memstone scan --format json           the same findings as a JSON list
  memstone scan --strict                warnings fail too (personal data in public memory)

Accepting a false positive:
  - add `pragma: allowlist secret` in a comment on the line (or
    `pragma: allowlist nextline secret` on the line before it);
  - or run `memstone scan --update-baseline`, which records a salted one-way
    fingerprint of every current finding in .memstone-secrets-baseline.json
    (commit it). A different secret on a baselined line is still reported.

A file or folder that is there but cannot be read (permissions) is an error,
file-unreadable: a scan does not pass what it did not check. --update-baseline keeps
the records of such a file as they were, and exits 1.

Exit status: 0 clean (warnings alone do not fail unless --strict), 1 secrets found
(or a path not read), 2 usage error (e.g. a path that does not exist).
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("paths", nargs="*", metavar="PATH", help="files or directories to scan (default: all)")
    add_format(parser)
    parser.add_argument(
        "--baseline",
        metavar="FILE",
        help="baseline of accepted findings (default: .memstone-secrets-baseline.json at the repository root)",
    )
    parser.add_argument(
        "--update-baseline",
        action="store_true",
        help="write every current secret finding's fingerprint to the baseline, then exit 0",
    )
    parser.add_argument("--no-baseline", action="store_true", help="ignore the baseline: report every finding")
    parser.add_argument(
        "--strict", action="store_true", help="warnings (personal data, links not read) also make the exit status 1"
    )
    parser.add_argument(
        "--no-cache",
        action="store_true",
        help="scan every file, ignoring .memstone/scan-cache.json (digests of files that scanned clean)",
    )


def _files(config: Config, paths: list[str], cwd: Path) -> tuple[dict[str, bytes], list[Finding]]:
    """The bytes to scan by path, and a finding for each path not scanned: a warning for each symbolic
    link that lint and index build do not read (its text is scanned: what git commits, never what it
    points to), an error for each file or folder that is there but cannot be read."""
    from memstone.errors import UsageError
    from memstone.findings import UNREADABLE
    from memstone.links import DANGLING, classify, link_bytes, unread
    from memstone.repo import given_path, load_snapshot, read_or_refuse

    if not paths:
        snapshot = load_snapshot(config, None)
        files = dict(snapshot.files)
        for warning in snapshot.unread:
            if warning.rule != UNREADABLE:  # a link not followed: its own text is what git commits
                files[warning.path] = link_bytes(config.root / warning.path)
        return files, list(snapshot.unread)
    root = config.root.resolve()
    out: dict[str, bytes] = {}
    warnings: list[Finding] = []

    def shown(p: Path) -> str:
        try:
            return p.relative_to(root).as_posix()
        except ValueError:  # a file outside the repository, named on the command line: scanned as it is
            return p.as_posix()

    for given in paths:
        path = given_path(given, cwd, root)
        if not os.path.lexists(path):
            raise UsageError(f"{given}: no such file or directory")
        found = _walk(path, warnings, shown) if path.is_dir() and not path.is_symlink() else [path]
        for p in found:
            rel = shown(p)
            if rel == p.as_posix():  # outside the repository
                if p.is_file() and (raw := read_or_refuse(p, rel, warnings)) is not None:
                    out[rel] = raw
                continue
            if {".git", ".memstone"} & set(PurePosixPath(rel).parts):
                continue
            if p.is_symlink():
                rule, real = classify(root, rel)
                if rule is None:
                    if (raw := read_or_refuse(Path(real), rel, warnings)) is not None:
                        out[rel] = raw
                        continue
                    if any(w.path == rel for w in warnings):
                        continue  # there, and refused
                    rule = DANGLING  # what it led to is gone since: a link to nothing now
                warnings.append(unread(rel, rule))
                out[rel] = link_bytes(p)
            elif p.is_file() and (raw := read_or_refuse(p, rel, warnings)) is not None:
                out[rel] = raw
    return out, warnings


def _walk(folder: Path, errors: list[Finding], shown: Callable[[Path], str]) -> list[Path]:
    """Every entry under ``folder`` (links not followed), and an error in ``errors`` for each folder
    under it that cannot be listed: a scan must not pass what it did not check."""

    def refused(exc: OSError) -> None:
        if not gone(exc):
            errors.append(unreadable(shown(Path(exc.filename)), exc))

    out: list[Path] = []
    for dirpath, dirnames, filenames in os.walk(folder, onerror=refused):
        dirnames[:] = [d for d in dirnames if d not in (".git", ".memstone")]  # git's and memstone's own
        out.extend(Path(dirpath, name) for name in (*dirnames, *filenames))
    return sorted(out)


def run(args: argparse.Namespace) -> int:
    from memstone.catalog import write_atomic
    from memstone.errors import UsageError
    from memstone.findings import UNREADABLE, WARNING, has_errors, render_findings, within
    from memstone.scan import BASELINE_NAME, Baseline, load_baseline, render_baseline, scan_many

    config = repo_config(args)
    cwd = Path.cwd() if args.repo == "." else Path(args.repo)
    if args.update_baseline and args.no_baseline:
        raise UsageError("--update-baseline and --no-baseline cannot be combined")
    baseline_path = (cwd / args.baseline).resolve() if args.baseline else config.root / BASELINE_NAME
    if args.baseline and not args.update_baseline and not args.no_baseline and not baseline_path.is_file():
        # a baseline named on the command line and not there would silently accept nothing
        raise UsageError(f"--baseline {args.baseline}: no such file (create it with --update-baseline)")
    files, unread = _files(config, args.paths, cwd)
    try:
        baseline_rel = baseline_path.resolve().relative_to(config.root.resolve()).as_posix()
    except ValueError:
        baseline_rel = ""
    cache_path = None if args.no_cache else config.state_dir / "scan-cache.json"
    items = scan_many({p: raw for p, raw in files.items() if p != baseline_rel}, config, cache_path=cache_path)

    if args.update_baseline:
        # With PATHS, the records of files not scanned this time are kept; and always those of a file
        # that could not be read (its accepted findings are not dropped because it was unreadable once).
        refused = sorted(f for f in unread if f.rule == UNREADABLE)
        keep = load_baseline(baseline_path) if args.paths or refused else None
        if keep is not None and not args.paths:
            keep = Baseline(frozenset(r for r in keep.records if within(r[0], {f.path for f in refused})))
        write_atomic(baseline_path, render_baseline(items, keep=keep, scanned=frozenset(files)))
        secrets = sum(1 for i in items if i.finding.severity != WARNING)
        print(f"wrote {secrets} fingerprint(s) to {baseline_path}", file=sys.stderr)
        if refused:
            print(render_findings(refused, "text"), file=sys.stderr)
            print(f"{len(refused)} path(s) could not be read: their records were kept as they were", file=sys.stderr)
            return 1
        return 0

    baseline = Baseline(frozenset()) if args.no_baseline else load_baseline(baseline_path)
    findings = sorted({i.finding for i in items if not baseline.accepts(i)} | set(unread))
    out = render_findings(findings, args.format)
    if out:
        print(out)
    if args.format == "text" and findings:
        not_read = sum(1 for f in findings if f.rule == UNREADABLE)
        secrets = sum(1 for f in findings if f.severity != WARNING) - not_read
        warnings = len(findings) - secrets - not_read
        n_files = len({f.path for f in findings})
        also = f", {not_read} path(s) not read" if not_read else ""
        print(f"{secrets} secret(s), {warnings} warning(s){also} in {n_files} file(s)", file=sys.stderr)
    if has_errors(findings) or (args.strict and findings):
        return 1
    return 0
