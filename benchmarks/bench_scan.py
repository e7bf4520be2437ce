"""Secret-scan quality and speed: the engines alone vs memstone's combination, in one run.

    python benchmarks/bench_scan.py [--data ../shared/data] [--files 1000] [--runs 5] [--skip-slow] [--list]

Quality. Each labelled string of the two dev sets (``secrets/detect_secrets_plugin_examples.json``,
``secrets/noseyparker_rule_examples_dev.json``) is embedded in a memory-like Markdown file three
ways (in a sentence, in an inline code span, in a fenced block); a file counts as flagged when the
detector reports anything in it. Recall is over secret-labelled files, the false-positive rate over
not-secret files; "FP excl. cross" leaves out not-secret strings whose exact text the same set labels
secret under another rule (e.g. Nosey Parker's Slack-bot rule lists Slack user tokens as its negatives).
Both sets are per-rule test cases, so some strings are labelled secret by one rule and not-secret by
another: the run prints, per set, the FP floor and recall ceiling those label conflicts set.
``--list`` prints memstone's misses and false positives by the set's rule id (never the text).
Also: the 50+ hand-written hard-negative memories in ``benchmarks/scan_corpus/hard_negatives`` and
prose memories made from SciFact abstracts and LoCoMo observations (flagged files per 100).

Speed. Whole-process ``memstone scan`` over a generated repository of N memory files: first run
with an empty engine rule cache, then warm runs (median); beside the engines' own scan times.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

HERE = Path(__file__).resolve().parent
CORPUS = HERE / "scan_corpus" / "hard_negatives"
FRONT = (
    "---\nname: reference_{n}\ndescription: Notes on the {n} service setup\ntype: reference\n"
    "sensitivity: {s}\n---\n# Service notes\n\nWe moved the worker to the new cluster last week; "
    "see the runbook for the rollout order.\n\n"
)
TAIL = "\n\nAfter the change, run the smoke tests and check the dashboard before closing the ticket.\n"
KINDS = ("sentence", "code", "fenced")


def embed(text: str, kind: str, n: str = "x", sensitivity: str = "internal") -> str:
    if kind == "sentence":
        body = "The old setup used " + text.replace("\n", " ") + " in the staging config."
    elif kind == "code":
        body = "Staging config line: `" + text.replace("\n", " ") + "` (kept here for reference)."
    else:
        body = "The relevant snippet:\n\n```\n" + text + "\n```"
    return FRONT.format(n=n, s=sensitivity) + body + TAIL


def load_set(path: Path) -> list[tuple[str, bool, str]]:
    data = json.loads(path.read_text(encoding="utf-8"))
    items = data["items"] if isinstance(data, dict) else data
    return [(x["text"], x["label"] == "secret", x.get("rule") or x.get("plugin_test", "")) for x in items]


# --- detectors: each maps {name: text} to the set of flagged names --------------------------------

Detector = Callable[[dict[str, str]], set[str]]


def per_text(flag: Callable[[str], bool]) -> Detector:
    return lambda docs: {name for name, text in docs.items() if flag(text)}


def kingfisher_alone() -> Detector:
    import kingfisher_sdk

    scanner = kingfisher_sdk.Scanner(kingfisher_sdk.Rules(), redact=True)
    return per_text(lambda t: any(f.visible for f in scanner.scan(t)))


def via_directory(scan_dir: Callable[[Path], set[str]]) -> Detector:
    def run(docs: dict[str, str]) -> set[str]:
        with tempfile.TemporaryDirectory() as tmp:
            for name, text in docs.items():
                (Path(tmp) / f"{name}.md").write_text(text, encoding="utf-8")
            return scan_dir(Path(tmp))

    return run


def _betterleaks_dir(path: Path) -> set[str]:
    import pybetterleaks

    result = pybetterleaks.scan_dir(path)
    return {Path(f.file).stem for f in result.findings}


def _detect_secrets_dir(path: Path) -> set[str]:
    from detect_secrets import SecretsCollection
    from detect_secrets.settings import default_settings

    with default_settings():
        secrets = SecretsCollection()
        for p in sorted(path.glob("*.md")):
            secrets.scan_file(str(p))
    return {Path(filename).stem for filename, _ in secrets}


def memstone_own() -> Detector:
    from memstone.scan import find_secrets

    return per_text(lambda t: bool(find_secrets(t, engine=False)))


def memstone_full() -> Detector:
    from memstone.scan import find_secrets

    return per_text(lambda t: bool(find_secrets(t)))


def memstone_public() -> Detector:
    from memstone.scan import find_personal_data, find_secrets

    return per_text(lambda t: bool(find_secrets(t) or find_personal_data(t)))


# --- quality --------------------------------------------------------------------------------------


def quality(detector: Detector, items: list[tuple[str, bool, str]]) -> dict[str, float]:
    secrets = {text for text, label, _ in items if label}
    docs: dict[str, str] = {}
    labels: dict[str, tuple[bool, bool]] = {}
    for i, (text, label, _) in enumerate(items):
        for kind in KINDS:
            name = f"i{i:04d}_{kind}"
            docs[name] = embed(text, kind, name)
            labels[name] = (label, (not label) and text in secrets)
    flagged = detector(docs)
    pos = [n for n, (lab, _) in labels.items() if lab]
    neg = [n for n, (lab, _) in labels.items() if not lab]
    neg_clean = [n for n in neg if not labels[n][1]]
    return {
        "recall": sum(n in flagged for n in pos) / len(pos),
        "fp": sum(n in flagged for n in neg) / len(neg),
        "fp_clean": sum(n in flagged for n in neg_clean) / max(1, len(neg_clean)),
        "n_pos": len(pos),
        "n_neg": len(neg),
    }


def prose_docs(data: Path, limit: int) -> dict[str, str]:
    docs: dict[str, str] = {}
    scifact = data / "scifact" / "corpus.jsonl"
    if scifact.exists():
        with scifact.open(encoding="utf-8") as fh:
            for i, line in zip(range(limit // 2), fh, strict=False):
                row = json.loads(line)
                docs[f"scifact_{i:04d}"] = (
                    f"---\nname: reference_sf{i}\ndescription: {row['title'][:80]}\ntype: reference\n---\n"
                    f"# {row['title']}\n\n{row['text']}\n"
                )
    locomo = data / "locomo" / "locomo-dev.json"
    if locomo.exists():
        facts: list[str] = []
        for conv in json.loads(locomo.read_text(encoding="utf-8")):
            for session in conv["observation"].values():
                for speaker_facts in session.values():
                    facts.extend(f[0] for f in speaker_facts)
        for i in range(min(limit - len(docs), len(facts) // 3)):
            body = " ".join(facts[3 * i : 3 * i + 3])
            docs[f"locomo_{i:04d}"] = f"---\nname: project_lc{i}\ndescription: Notes\ntype: project\n---\n{body}\n"
    return docs


def gate_check(paths: list[Path]) -> str:
    """memstone runs the engine only on text with a token-like run; count engine hits that gate would lose."""
    import kingfisher_sdk

    from memstone.scan import ENGINE_EXCLUDED, _needs_engine

    scanner = kingfisher_sdk.Scanner(kingfisher_sdk.Rules(), redact=True)
    hits = lost = 0
    for path in paths:
        for text, _, _ in load_set(path):
            for kind in KINDS:
                doc = embed(text, kind)
                if any(f.visible and f.rule_id not in ENGINE_EXCLUDED for f in scanner.scan(doc)):
                    hits += 1
                    lost += not _needs_engine(doc)
    return (
        f"Engine gate: of {hits} dev-set files the engine flags, {lost} lack the token-like run memstone gates it on."
    )


def label_conflicts(label: str, items: list[tuple[str, bool, str]]) -> str:
    """The FP floor that the labels themselves set: strings labelled both secret and not-secret in one set."""
    secrets = {text for text, lab, _ in items if lab}
    neg = [text for text, lab, _ in items if not lab]
    cross = sum(text in secrets for text in neg)
    lost = sum(text in set(neg) for text in secrets)
    return (
        f"Label conflicts, {label}: {cross} of {len(neg)} not-secret strings are labelled secret under another "
        f"rule of the set. Flagging them puts FP at {cross / max(1, len(neg)):.2f} or more; not flagging them "
        f"misses {lost} of {len(secrets)} distinct secret strings (recall {1 - lost / max(1, len(secrets)):.2f} at most)."
    )


def listing(items: list[tuple[str, bool, str]]) -> list[str]:
    """Per string: its label, the set's rule, in how many of the 3 files memstone flags it and with which
    of its rules. The string itself is never printed (the benchmark's output holds no secret text)."""
    from memstone.scan import find_secrets

    lines = []
    for text, label, rule in items:
        fired = [sorted({m.rule for m in find_secrets(embed(text, kind))}) for kind in KINDS]
        flagged = sum(bool(f) for f in fired)
        if (label and flagged < len(KINDS)) or (not label and flagged):
            what = "MISS" if label else "FP"
            rules = ",".join(sorted({r for f in fired for r in f})) or "-"
            lines.append(f"- {what} {flagged}/{len(KINDS)} {rule} ({len(text)} chars): {rules}")
    return lines


# --- speed ----------------------------------------------------------------------------------------


def generate_repo(root: Path, count: int, data: Path) -> None:
    (root / "memory").mkdir(parents=True)
    (root / "memstone.toml").write_text("[memstone]\n", encoding="utf-8")
    bodies = [p.read_text(encoding="utf-8").split("---\n", 2)[2] for p in sorted(CORPUS.glob("*.md"))]
    bodies += [d.split("---\n", 2)[2] for d in prose_docs(data, 400).values()]
    for i in range(count):
        name = f"reference_topic_{i:05d}"
        body = bodies[i % len(bodies)]
        (root / "memory" / f"{name}.md").write_text(
            f"---\nname: {name}\ndescription: Note {i}\ntype: reference\n---\n{body}", encoding="utf-8"
        )


def timed(cmd: list[str], env: dict[str, str]) -> tuple[float, int]:
    start = time.perf_counter()
    proc = subprocess.run(cmd, env=env, capture_output=True, check=False)
    return time.perf_counter() - start, proc.returncode


def timed_cpu(cmd: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall time and CPU time (user + system) of one child process."""
    import resource

    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    wall, _ = timed(cmd, env)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def speed(count: int, runs: int, data: Path, skip_slow: bool) -> list[tuple[str, str]]:
    rows: list[tuple[str, str]] = []
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "repo"
        generate_repo(root, count, data)
        cache = Path(tmp) / "kf-cache"
        env = {**os.environ, "KF_RULE_CACHE_DIR": str(cache)}
        cmd = [sys.executable, "-m", "memstone", "-C", str(root), "scan", "--no-cache"]
        cold, rc = timed(cmd, env)
        rows.append(
            (
                f"memstone scan --no-cache, {count} files, first run (empty engine rule cache)",
                f"{cold:.2f} s (exit {rc})",
            )
        )
        pairs = [timed_cpu(cmd, env) for _ in range(runs)]
        warm = [w for w, _ in pairs]
        cpu = [c for _, c in pairs]
        rows.append(
            (
                f"memstone scan --no-cache, {count} files, warm engine rule cache (median of {runs})",
                f"{statistics.median(warm):.2f} s wall (min {min(warm):.2f}, max {max(warm):.2f}); "
                f"{statistics.median(cpu):.2f} s CPU",
            )
        )
        cached = [sys.executable, "-m", "memstone", "-C", str(root), "scan"]
        timed(cached, env)  # fills .memstone/scan-cache.json
        pairs = [timed_cpu(cached, env) for _ in range(runs)]
        rows.append(
            (
                f"memstone scan, {count} unchanged files, clean-file cache warm (median of {runs})",
                f"{statistics.median(w for w, _ in pairs):.2f} s wall; {statistics.median(c for _, c in pairs):.2f} s CPU",
            )
        )
        base = [timed([sys.executable, "-c", "pass"], env)[0] for _ in range(runs)]
        rows.append(("baseline: python -c pass (median)", f"{statistics.median(base):.3f} s"))
        lint = [timed([sys.executable, "-m", "memstone", "-C", str(root), "lint"], env)[0] for _ in range(3)]
        rows.append((f"memstone lint, {count} files (median of 3, for scale)", f"{statistics.median(lint):.2f} s"))
        texts = [p.read_text(encoding="utf-8") for p in sorted((root / "memory").glob("*.md"))]
        from memstone.scan import find_secrets

        find_secrets("warm up the engine ghp_" + "a1B2" * 9)
        start = time.perf_counter()
        for t in texts:
            find_secrets(t)
        rows.append((f"memstone find_secrets in-process, {count} files", f"{time.perf_counter() - start:.3f} s"))
        from memstone.scan import find_personal_data

        start = time.perf_counter()
        for t in texts:
            find_personal_data(t)
        rows.append(
            (
                f"memstone find_personal_data in-process, {count} files (what public memories add)",
                f"{time.perf_counter() - start:.3f} s",
            )
        )
        config = root / "memstone.toml"
        config.write_text('[memstone]\ndefault_sensitivity = "public"\n', encoding="utf-8")
        pairs = [timed_cpu(cmd, env) for _ in range(runs)]
        config.write_text("[memstone]\n", encoding="utf-8")
        rows.append(
            (
                f"memstone scan --no-cache, {count} public files (privacy rules too), warm engine cache (median of {runs})",
                f"{statistics.median(w for w, _ in pairs):.2f} s wall; {statistics.median(c for _, c in pairs):.2f} s CPU",
            )
        )
        import kingfisher_sdk

        sc = kingfisher_sdk.Scanner(kingfisher_sdk.Rules(), redact=True)
        start = time.perf_counter()
        for t in texts:
            sc.scan(t)
        rows.append((f"kingfisher alone in-process, {count} files", f"{time.perf_counter() - start:.3f} s"))
        if _installed("pybetterleaks"):
            start = time.perf_counter()
            _betterleaks_dir(root / "memory")
            rows.append((f"pybetterleaks scan_dir, {count} files", f"{time.perf_counter() - start:.2f} s"))
        if not skip_slow and _installed("detect_secrets"):
            start = time.perf_counter()
            _detect_secrets_dir(root / "memory")
            rows.append((f"detect-secrets (default plugins), {count} files", f"{time.perf_counter() - start:.1f} s"))
    return rows


def _installed(module: str) -> bool:
    """The comparison engines are benchmark-only: a row is left out (and said so) when one is missing."""
    import importlib.util

    if importlib.util.find_spec(module) is not None:
        return True
    print(f"({module} is not installed: its rows are left out; `pip install detect-secrets pybetterleaks`)\n")
    return False


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=HERE.parent.parent / "shared" / "data")
    parser.add_argument("--files", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--skip-slow", action="store_true", help="leave detect-secrets out (about a minute)")
    parser.add_argument("--speed-only", action="store_true", help="only the timing table")
    parser.add_argument(
        "--list", action="store_true", help="list memstone's misses and false positives per dev-set rule (no text)"
    )
    args = parser.parse_args()

    print("## Secret scan benchmark\n")
    print(f"- date: {datetime.now(UTC).strftime('%Y-%m-%d %H:%M UTC')}")
    print(
        f"- machine: {platform.machine()}, {os.cpu_count()} cores, {platform.platform()}, Python {platform.python_version()}"
    )
    print(f"- command: `{' '.join(['python benchmarks/bench_scan.py', *sys.argv[1:]])}`")
    print(f"- load average at start: {' '.join(f'{x:.1f}' for x in os.getloadavg())} (other work shares the machine)")
    print()

    if args.speed_only:
        print("| timing | value |\n|---|---|")
        for label, value in speed(args.files, args.runs, args.data, args.skip_slow):
            print(f"| {label} | {value} |")
        return 0

    detectors: list[tuple[str, Callable[[], Detector]]] = []
    if not args.skip_slow and _installed("detect_secrets"):
        detectors.append(("detect-secrets 1.5.0 alone", lambda: via_directory(_detect_secrets_dir)))
    if _installed("pybetterleaks"):
        detectors.append(("pybetterleaks 0.6.2 alone", lambda: via_directory(_betterleaks_dir)))
    detectors += [
        ("kingfisher 1.5.0 alone (built-in rules)", kingfisher_alone),
        ("memstone own rules only", memstone_own),
        ("**memstone: own rules + kingfisher**", memstone_full),
        ("memstone + privacy rules (a public memory)", memstone_public),
    ]
    sets = [
        ("detect-secrets examples", args.data / "secrets" / "detect_secrets_plugin_examples.json"),
        ("Nosey Parker dev half", args.data / "secrets" / "noseyparker_rule_examples_dev.json"),
    ]
    sets = [(label, p) for label, p in sets if p.exists()]
    if not sets:
        print(f"(dev sets not found under {args.data}; quality section skipped)\n")
    negatives = {p.stem: p.read_text(encoding="utf-8") for p in sorted(CORPUS.glob("*.md"))}
    prose = prose_docs(args.data, 1000)

    header = "| detector | " + " | ".join(f"{label}: recall / FP / FP excl. cross" for label, _ in sets)
    header += f" | hard negatives flagged (of {len(negatives)}) | prose files flagged per 100 (of {len(prose)}) |"
    print(header)
    print("|" + "---|" * (3 + len(sets)))
    for name, make in detectors:
        det = make()
        cells = []
        for _, path in sets:
            q = quality(det, load_set(path))
            cells.append(f"{q['recall']:.2f} / {q['fp']:.2f} / {q['fp_clean']:.2f}")
        hard = len(det(negatives))
        per100 = 100 * len(det(prose)) / max(1, len(prose))
        print(f"| {name} | " + " | ".join(cells) + f" | {hard} | {per100:.1f} |")
    print()
    if sets:
        counts = ", ".join(
            f"{label}: {q['n_pos']} secret / {q['n_neg']} not-secret files"
            for label, path in sets
            for q in [quality(per_text(lambda t: False), load_set(path))]
        )
        print(f"Files (3 embeddings per string): {counts}.\n")

    if sets:
        for label, path in sets:
            print(label_conflicts(label, load_set(path)))
        print()
        print(gate_check([p for _, p in sets]) + "\n")
    if args.list and sets:
        for label, path in sets:
            print(f"Misses and false positives of memstone (own rules + engine), {label} (no text shown):\n")
            for line in listing(load_set(path)):
                print(line)
            print()

    print("| timing | value |\n|---|---|")
    for label, value in speed(args.files, args.runs, args.data, args.skip_slow):
        print(f"| {label} | {value} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
