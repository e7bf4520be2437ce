"""memstone lint: check memory files against the schema and the repository rules."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from memstone.commands._common import add_as_of, add_format, repo_config
from memstone.findings import WARNING, has_errors, render_findings

NAME = "lint"
HELP = "check memory files against the schema and repository rules"
DESCRIPTION = """\
Check memory files: frontmatter present and valid YAML (no silent date or number
coercion), the JSON Schema, unknown keys, name equal to the file's stem, file name
starting with the type, unique names, supersedes targets that exist, no supersession
cycles, a non-empty body, and MEMORY.md in sync. The configured sources (journals,
LOG.md, transcripts) get warnings for what the index would skip: a file that is not
UTF-8 text, a transcript line that is not a JSON object.

With no PATHS, every memory file is checked. With PATHS (as a pre-commit hook passes
them), findings are reported for exactly those files; repository-wide rules still
see every memory. Each finding is printed as `path:line:col: RULE-ID message`.
Unreadable input (binary, not UTF-8, YAML anchors or tags, deep nesting, huge files)
is a finding too, never a crash.

A symbolic link to a file inside the repository is read as that file, under the link's
path. Git commits a link, never what it points to, so a link that leads outside the
repository (or into its .git/ or .memstone/), to nothing, or to a directory is not read
(index build and recall skip it too) and gets a warning: symlink-outside-repo,
symlink-dangling or symlink-directory. A memory file or folder that is there but cannot
be read (permissions, an I/O error) is an error, file-unreadable: lint does not pass what
it did not check (scan and index build report it the same way).

  memstone lint                         every memory file
  memstone lint memory/decision_x.md    just this file (as the pre-commit hook runs it)
  memstone lint --format json           the same findings as a JSON list
  memstone lint --fix                   regenerate MEMORY.md, then lint
  memstone lint --as-of v1.2            the repository as it was at a commit or date

Exit status: 0 clean (warnings alone do not fail), 1 errors found, 2 usage error (e.g. a
path that does not exist).
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "paths", nargs="*", metavar="PATH", help="files or directories to report on (default: every memory file)"
    )
    add_format(parser)
    add_as_of(parser)
    parser.add_argument(
        "--fix",
        action="store_true",
        help="regenerate MEMORY.md first (index-missing and index-dangling are the only rules it repairs)",
    )


def run(args: argparse.Namespace) -> int:
    from memstone.findings import sort_findings
    from memstone.repo import load_snapshot, relative_paths
    from memstone.sources import check_sources
    from memstone.validate import load_corpus, unlisted_path

    config = repo_config(args)
    if args.fix:
        if args.as_of:
            from memstone.errors import UsageError

            raise UsageError("--fix cannot be combined with --as-of (it writes to the work tree)")
        from memstone.commands.index_md import regenerate

        regenerate(config, dry_run=False, quiet=args.format == "json")
    snapshot = load_snapshot(config, args.as_of)
    corpus = load_corpus(snapshot, config)
    findings = list(corpus.findings)
    only: set[str] | None = None  # the sources to check: all, or those among PATHS
    if args.paths:
        cwd = Path.cwd() if args.repo == "." else Path(args.repo)
        known = {*snapshot.files, *(f.path for f in snapshot.unread)}  # the links not read, too
        wanted = relative_paths(config, args.paths, cwd, known=known)
        only = set(wanted)
        report = set(wanted)
        touches_memory = any(p.startswith(config.memory_dir + "/") for p in wanted)
        if touches_memory:
            report.add(config.index_md)
        # MEMORY.md is reported with the memory files, but a memory that is not among PATHS (an
        # unstaged draft, say) does not block a commit of the others for lacking its index entry.
        findings = [f for f in findings if f.path in report and unlisted_path(f) in (None, *report)]
    findings = sort_findings([*findings, *check_sources(snapshot, config, only)])
    out = render_findings(findings, args.format)
    if out:
        print(out)
    if args.format == "text" and findings:
        files = len({f.path for f in findings})
        warnings = sum(1 for f in findings if f.severity == WARNING)
        of_them = f" ({warnings} warning(s))" if warnings else ""
        print(f"{len(findings)} finding(s){of_them} in {files} file(s)", file=sys.stderr)
    return 1 if has_errors(findings) else 0
