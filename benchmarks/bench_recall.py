"""Recall benchmarks: latency at 10k/100k memories, and quality on external data.

    python benchmarks/bench_recall.py latency --count 10000 [--embedder none] [--work DIR]
    python benchmarks/bench_recall.py scifact --data ../shared/data/scifact [--limit N] [--shard-size 80]
    python benchmarks/bench_recall.py locomo --data ../shared/data/locomo/locomo-dev.json
    python benchmarks/bench_recall.py situatedqa --data ../shared/data/situatedqa/raw_data_temp.dev.jsonl [--link]

Quality runs convert the data into a memory repository (git commits with the data's dates),
build the index with memstone's own ``build_index``, and call ``memstone.recall.recall`` in
each mode: bm25, vector, hybrid (the plain providers) and full (the whole ranker). Repositories
and indexes are kept under --work (default /tmp/memstone-bench) and reused. Data files are
never copied into the project; a missing --data skips with a message.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import re
import statistics
import subprocess
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Iterable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import use_bytecode

from memstone.config import Config, load_config
from memstone.rank import Weights
from memstone.recall import RecallOptions, recall

MODES = ("bm25", "vector", "hybrid", "full")


def header(args: argparse.Namespace) -> None:
    print(f"# {' '.join(sys.argv)}")
    print(
        f"# {datetime.now(UTC).isoformat(timespec='seconds')} · {platform.node()} · {platform.processor() or platform.machine()}"
    )
    print(f"# python {platform.python_version()} · {os.cpu_count()} cpus")


def git(root: Path, *args: str, date: str | None = None) -> None:
    env = {
        **os.environ,
        "GIT_AUTHOR_NAME": "Bench",
        "GIT_AUTHOR_EMAIL": "bench@example.org",
        "GIT_COMMITTER_NAME": "Bench",
        "GIT_COMMITTER_EMAIL": "bench@example.org",
        "GIT_CONFIG_GLOBAL": os.devnull,
        "GIT_CONFIG_SYSTEM": os.devnull,
    }
    if date:
        env["GIT_AUTHOR_DATE"] = env["GIT_COMMITTER_DATE"] = date
    subprocess.run(["git", *args], cwd=root, env=env, check=True, capture_output=True)


def memory_file(name: str, mtype: str, description: str, body: str, **fields: Any) -> str:
    fm = [f"name: {name}", f"description: {json.dumps(' '.join(description.split())[:300])}", f"type: {mtype}"]
    for key, value in fields.items():
        fm.append(f"{key}: {json.dumps(value) if not isinstance(value, bool) else str(value).lower()}")
    return "---\n" + "\n".join(fm) + "\n---\n" + body.strip() + "\n"


def write_repo(root: Path, batches: Iterable[tuple[str, dict[str, str]]]) -> None:
    """batches: (ISO date, {name: file text}) committed in order."""
    root.mkdir(parents=True)
    (root / "memory").mkdir()
    (root / "memstone.toml").write_text("[memstone]\n", encoding="utf-8")
    (root / ".gitignore").write_text(".memstone/\n", encoding="utf-8")
    git(root, "init", "-q", "-b", "main")
    for date, files in batches:
        for name, text in files.items():
            (root / "memory" / f"{name}.md").write_text(text, encoding="utf-8")
        git(root, "add", "-A")
        git(root, "commit", "-q", "--allow-empty", "-m", f"memories of {date}", date=date)


def open_reader(root: Path, embedder_name: str) -> tuple[Config, Any]:
    from memstone.index import build_index, index_status, open_index

    config = load_config(root)
    embedder = None
    if embedder_name == "fake":  # latency at sizes too large to embed here: real shapes, hashed values
        from memstone.embed import FakeEmbedder

        embedder = FakeEmbedder(dim=384)
    elif embedder_name != "none":
        from memstone.embed import load_embedder

        embedder = load_embedder(config.model)
    if index_status(config, None).state != "current":
        t0 = time.perf_counter()
        report = build_index(config, embedder=embedder, progress=sys.stderr.isatty())
        print(
            f"# index built: {report.memory_count} memories, {report.chunk_count} chunks in {time.perf_counter() - t0:.1f} s"
        )
    return config, open_index(config, embedder=embedder)


def run_modes(
    config: Config,
    reader: Any,
    queries: list[dict[str, Any]],
    modes: Iterable[str],
    score: Callable[[dict[str, Any], list[str], list[str]], dict[str, float]],
    *,
    now: datetime | None,
    depth: int = 10,
    weights: Weights | None = None,
) -> dict[str, dict[str, list[float]]]:
    """mode -> metric -> per-query values; ``score(query, selected names, ranked names)``."""
    out: dict[str, dict[str, list[float]]] = {}
    for mode in modes:
        if mode == "vector" and reader.embedder is None:
            continue
        metrics: dict[str, list[float]] = defaultdict(list)
        opts = RecallOptions(max_results=depth, budget_tokens=None, mode=mode, record_session=False, weights=weights)
        t0 = time.perf_counter()
        for q in queries:
            result = recall(q["query"], config=config, options=opts, reader=reader, now=q.get("now", now))
            for key, value in score(q, [h.name for h in result.selected], list(result.ranked)).items():
                metrics[key].append(value)
        metrics["_seconds"].append(time.perf_counter() - t0)
        out[mode] = dict(metrics)
    return out


def table(results: dict[str, dict[str, list[float]]], keys: list[str], title: str) -> None:
    print(f"\n{title}")
    print("| mode | " + " | ".join(keys) + " | n |")
    print("|---|" + "---|" * (len(keys) + 1))
    for mode, metrics in results.items():
        n = len(next(iter(v for k, v in metrics.items() if not k.startswith("_"))))
        cells = [f"{statistics.fmean(metrics[k]):.3f}" if metrics.get(k) else "-" for k in keys]
        print(f"| {mode} | " + " | ".join(cells) + f" | {n} |")


def ndcg(ranked: list[str], relevant: set[str], k: int = 10) -> float:
    import math

    dcg = sum(1 / math.log2(i + 2) for i, n in enumerate(ranked[:k]) if n in relevant)
    ideal = sum(1 / math.log2(i + 2) for i in range(min(k, len(relevant))))
    return dcg / ideal if ideal else 0.0


# --- SciFact ---------------------------------------------------------------------------------


def scifact(args: argparse.Namespace) -> None:
    data = Path(args.data)
    if not (data / "corpus.jsonl").exists():
        print(f"skipped: no SciFact data at {data}")
        return
    files = {}
    for line in (data / "corpus.jsonl").read_text(encoding="utf-8").splitlines():
        doc = json.loads(line)
        name = f"reference_sf_{doc['_id']}"
        files[name] = memory_file(name, "reference", doc["title"] or doc["_id"], doc["text"])
    qrels: dict[str, set[str]] = defaultdict(set)
    for line in (data / "qrels-train.tsv").read_text(encoding="utf-8").splitlines()[1:]:
        qid, did, score = line.split("\t")
        if int(score) > 0:
            qrels[qid].add(f"reference_sf_{did}")
    queries = []
    for line in (data / "queries.jsonl").read_text(encoding="utf-8").splitlines():
        q = json.loads(line)
        if q["_id"] in qrels:
            queries.append({"query": q["text"], "relevant": qrels[q["_id"]]})
    queries = queries[: args.limit] if args.limit else queries
    if args.shard_size:
        scifact_shards(args, files, queries)
        return
    root = Path(args.work) / "scifact"
    if not root.exists():
        write_repo(root, [("2026-01-15T12:00:00+00:00", files)])
    config, reader = open_reader(root, args.embedder)

    def score(q: dict[str, Any], selected: list[str], ranked: list[str]) -> dict[str, float]:
        rel = q["relevant"]
        return {"nDCG@10": ndcg(selected, rel), "R@100": len(rel & set(ranked[:100])) / len(rel)}

    results = run_modes(config, reader, queries, args.modes, score, now=None, weights=_weights(args))
    table(results, ["nDCG@10", "R@100"], f"SciFact train: {len(queries)} queries, {reader.num_docs} abstracts")


def scifact_shards(args: argparse.Namespace, files: dict[str, str], queries: list[dict[str, Any]]) -> None:
    """SciFact as many small repositories (a memory repository's first months): each holds the
    abstracts relevant to a few queries plus random others, ``--shard-size`` in all."""
    size = args.shard_size
    per_shard = max(1, size // 10)
    rnd = random.Random(7)
    names = sorted(files)
    totals: dict[str, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
    shards = [queries[i : i + per_shard] for i in range(0, len(queries), per_shard)]
    docs = 0
    for i, shard in enumerate(shards):
        root = Path(args.work) / f"scifact-shards-{size}" / f"shard-{i:03d}"
        if not root.exists():
            relevant = set().union(*(q["relevant"] for q in shard))
            others = rnd.sample([n for n in names if n not in relevant], max(0, size - len(relevant)))
            chosen = sorted(relevant | set(others))
            write_repo(root, [("2026-01-15T12:00:00+00:00", {n: files[n] for n in chosen})])
        config, reader = open_reader(root, args.embedder)
        docs += reader.num_docs

        def score(q: dict[str, Any], selected: list[str], ranked: list[str]) -> dict[str, float]:
            rel = q["relevant"]
            first = next((r for r, name in enumerate(ranked[:10], 1) if name in rel), None)
            return {"nDCG@10": ndcg(selected, rel), "MRR@10": 1.0 / first if first else 0.0}

        for mode, metrics in run_modes(
            config, reader, shard, args.modes, score, now=None, weights=_weights(args)
        ).items():
            for key, values in metrics.items():
                totals[mode][key].extend(values)
    table(
        {mode: dict(m) for mode, m in totals.items()},
        ["nDCG@10", "MRR@10"],
        f"SciFact train in {len(shards)} repositories of about {size} abstracts: {len(queries)} queries, "
        f"{docs / max(1, len(shards)):.0f} abstracts per repository",
    )


# --- LoCoMo ----------------------------------------------------------------------------------

_EVIDENCE = re.compile(r"D(\d+):(\d+)")


def _locomo_date(text: str) -> datetime:
    return datetime.strptime(text.strip(), "%I:%M %p on %d %B, %Y").replace(tzinfo=UTC)


def locomo(args: argparse.Namespace) -> None:
    path = Path(args.data)
    if not path.exists():
        print(f"skipped: no LoCoMo data at {path}")
        return
    convs = json.loads(path.read_text(encoding="utf-8"))
    per_cat: dict[str, dict[str, dict[str, list[float]]]] = {}
    malformed = 0
    for ci, conv in enumerate(convs):
        root = Path(args.work) / f"locomo-{conv.get('sample_id', ci)}"
        c = conv["conversation"]
        sessions = sorted(int(k.split("_")[1]) for k in c if re.fullmatch(r"session_\d+", k))
        dates = {s: _locomo_date(c[f"session_{s}_date_time"]) for s in sessions}
        source: dict[str, set[str]] = {}
        batches = []
        for s in sessions:
            obs = conv["observation"].get(f"session_{s}_observation", {})
            files = {}
            i = 0
            for speaker, facts in sorted(obs.items()):
                for fact in facts:
                    text, ids = fact[0], fact[1] if isinstance(fact[1], list) else [fact[1]]
                    i += 1
                    name = f"project_s{s:02d}_{i:03d}"
                    source[name] = {f"D{a}:{int(b)}" for x in ids for a, b in _EVIDENCE.findall(str(x))}
                    files[name] = memory_file(name, "project", text, text, tags=[speaker.lower()])
            batches.append((dates[s].isoformat(), files))
        if not root.exists():
            write_repo(root, batches)
        config, reader = open_reader(root, args.embedder)
        now = max(dates.values()) + timedelta(days=1)
        queries = []
        for qa in conv["qa"]:
            ids = {f"D{a}:{int(b)}" for e in qa.get("evidence", []) for a, b in _EVIDENCE.findall(str(e))}
            if not ids:
                malformed += 1
                continue
            queries.append({"query": str(qa["question"]), "evidence": ids, "cat": str(qa.get("category"))})

        def score(
            q: dict[str, Any], selected: list[str], ranked: list[str], source: dict[str, set[str]] = source
        ) -> dict[str, float]:
            found5 = set().union(*(source.get(n, set()) for n in selected[:5])) if selected else set()
            found10 = set().union(*(source.get(n, set()) for n in selected[:10])) if selected else set()
            return {
                "R@5": len(q["evidence"] & found5) / len(q["evidence"]),
                "R@10": len(q["evidence"] & found10) / len(q["evidence"]),
            }

        for cat in sorted({q["cat"] for q in queries}):
            sub = [q for q in queries if q["cat"] == cat]
            res = run_modes(config, reader, sub, args.modes, score, now=now, weights=_weights(args))
            bucket = per_cat.setdefault(cat, {})
            for mode, metrics in res.items():
                for key, values in metrics.items():
                    bucket.setdefault(mode, defaultdict(list))[key].extend(values)
    headline: dict[str, dict[str, list[float]]] = {}
    for cat, by_mode in per_cat.items():
        if cat != "5":
            for mode, metrics in by_mode.items():
                for key, values in metrics.items():
                    headline.setdefault(mode, defaultdict(list))[key].extend(values)
    table(
        headline,
        ["R@5", "R@10"],
        f"LoCoMo dev, observations, categories 1-4 ({malformed} questions without parsable evidence skipped)",
    )
    for cat in sorted(per_cat):
        table(per_cat[cat], ["R@5", "R@10"], f"LoCoMo category {cat}")


# --- SituatedQA ------------------------------------------------------------------------------


def _sq_date(year: int, month: int | None = None, day: int | None = None) -> datetime:
    """Order-preserving map of any year (the data goes back to 1309) into git's range: a year is 10 days."""
    base = datetime(1990, 1, 1, tzinfo=UTC) + timedelta(days=(year - 1300) * 10)
    return base + timedelta(days=((month or 1) - 1) * 10 / 12 + ((day or 1) - 1) / 31)


def situatedqa(args: argparse.Namespace) -> None:
    path = Path(args.data)
    if not path.exists():
        print(f"skipped: no SituatedQA data at {path}")
        return
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    rows = [r for r in rows if r.get("prev_answers") and r.get("cur_answers") and r.get("timelines")]
    rnd = random.Random(7)
    root = Path(args.work) / ("situatedqa-link" if args.link else "situatedqa")
    by_date: dict[datetime, dict[str, str]] = defaultdict(dict)
    queries, as_of_queries = [], []
    for i, r in enumerate(rows):
        tl = r["timelines"][0]
        py, cy = (tl.get("prev_start") or {}), (tl.get("cur_start") or {})
        prev_d = _sq_date(py["year"], py.get("month"), py.get("date")) if py.get("year") else None
        cur_d = _sq_date(cy["year"], cy.get("month"), cy.get("date")) if cy.get("year") else None
        if prev_d is None:
            prev_d = (cur_d - timedelta(days=30)) if cur_d else _sq_date(1900)
        if cur_d is None or cur_d <= prev_d:
            cur_d = prev_d + timedelta(days=1)
        a, b = ("a", "b") if rnd.random() < 0.5 else ("b", "a")  # names carry no order
        prev_name, cur_name = f"reference_q{i:03d}_{a}", f"reference_q{i:03d}_{b}"
        question = r["question"].strip()
        prev_text = f"{question}? {', '.join(r['prev_answers'])}"
        cur_text = f"{question}? {', '.join(r['cur_answers'])}"
        by_date[prev_d][prev_name] = memory_file(prev_name, "reference", question, prev_text)
        extra = {"supersedes": [prev_name]} if args.link else {}
        by_date[cur_d][cur_name] = memory_file(cur_name, "reference", question, cur_text, **extra)
        queries.append({"query": question, "want": cur_name})
        for pair in r.get("context_answer_pairs", []):
            m = re.search(r"\d{4}", str(pair.get("date", "")))
            answers = {str(x).lower() for x in pair.get("answers", [])}
            if not m or not answers:
                continue
            want = cur_name if answers & {x.lower() for x in r["cur_answers"]} else prev_name
            if answers & {x.lower() for x in r["prev_answers"]} and want == cur_name:
                continue  # ambiguous
            as_of_queries.append({"query": question, "want": want, "year": int(m.group())})
    if not root.exists():
        write_repo(root, [(d.isoformat(), files) for d, files in sorted(by_date.items())])
    config, reader = open_reader(root, args.embedder)

    def first(q: dict[str, Any], selected: list[str], ranked: list[str]) -> dict[str, float]:
        return {"current@1": float(bool(selected) and selected[0] == q["want"])}

    last = max(by_date) + timedelta(days=1)
    results = run_modes(config, reader, queries, args.modes, first, now=last, weights=_weights(args))
    table(
        results,
        ["current@1"],
        f"SituatedQA dev {'with supersedes links' if args.link else 'no links'}: {len(queries)} questions",
    )
    if args.as_of_limit and not args.link:
        as_of(args, config, reader, as_of_queries, first)


def as_of(args: argparse.Namespace, config: Config, reader: Any, queries: list[dict[str, Any]], score: Any) -> None:
    """as-of questions, one throwaway index per distinct year (built from git objects, embeddings cached)."""
    import shutil
    import tempfile

    from memstone.index import build_index, open_index
    from memstone.repo import git as repo_git
    from memstone.repo import resolve_rev

    years = sorted({q["year"] for q in queries})
    rnd = random.Random(3)
    years = sorted(rnd.sample(years, min(len(years), args.as_of_limit)))
    results: dict[str, dict[str, list[float]]] = {}
    for year in years:
        when = _sq_date(year, 12, 31)
        try:
            commit = resolve_rev(config.root, when.strftime("%Y-%m-%dT%H:%M:%S"))
        except Exception:
            continue
        tmp = Path(tempfile.mkdtemp(prefix="sq-as-of-"))
        try:
            build_index(config, embedder=reader.embedder, rev=commit, out_dir=tmp, quiet=True)
            past = open_index(config, embedder=reader.embedder, path=tmp)
            at = datetime.fromtimestamp(int(repo_git(config.root, "log", "-1", "--format=%at", commit)), UTC)
            sub = [q for q in queries if q["year"] == year]
            res = run_modes(config, past, sub, args.modes, score, now=at, weights=_weights(args))
            for mode, metrics in res.items():
                for key, values in metrics.items():
                    results.setdefault(mode, defaultdict(list))[key].extend(values)
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
    n = len(next(iter(results.values()))["current@1"]) if results else 0
    renamed = {m: {"as-of@1": v["current@1"]} for m, v in results.items()}
    table(renamed, ["as-of@1"], f"SituatedQA dev as-of: {n} questions over {len(years)} sampled years")


# --- latency ---------------------------------------------------------------------------------


def latency(args: argparse.Namespace) -> None:
    from gen_repo import generate, topic_words

    root = Path(args.work) / f"gen-{args.count}"
    if not root.exists():
        t0 = time.perf_counter()
        generate(root, args.count, seed=0)
        print(f"# generated {args.count} memories in {time.perf_counter() - t0:.1f} s")
    config, reader = open_reader(root, args.embedder)
    rnd = random.Random(1)
    queries = []
    for _ in range(args.queries):
        t = topic_words(rnd.randrange(args.count), 0)
        queries.append(
            f"how should I {rnd.choice(['handle', 'fix', 'check'])} the {t[0]} and {t[1]} when the {t[2]} fails?"
        )
    opts = RecallOptions(mode=args.mode, record_session=False)
    recall(queries[0], config=config, options=opts, reader=reader)  # warm: loads memories, tantivy, vectors
    times = []
    for q in queries:
        t0 = time.perf_counter()
        recall(q, config=config, options=opts, reader=reader)
        times.append(time.perf_counter() - t0)
    cand = []
    for q in queries:
        t0 = time.perf_counter()
        reader.candidates(q, 100)
        cand.append(time.perf_counter() - t0)
    times.sort()
    print(
        f"\nwarm in-process recall() at {args.count} memories, mode {args.mode}, embedder {args.embedder}, {len(queries)} queries:"
    )
    print(f"  p50 {1000 * statistics.median(times):.1f} ms · p90 {1000 * times[int(0.9 * len(times))]:.1f} ms")
    print(f"  of which candidates(k=100) p50 {1000 * statistics.median(cand):.1f} ms")
    if args.embedder == "fake":
        from memstone.embed import load_embedder

        real = load_embedder(config.model)
        assert real is not None
        for q in queries[:3]:
            real.embed([q])  # the optimised session, as an open reader gets it
        emb = []
        for q in queries:
            t0 = time.perf_counter()
            real.embed([q])
            emb.append(time.perf_counter() - t0)
        print(
            f"  the real model embedding one query (not in the figures above, add it): p50 {1000 * statistics.median(emb):.1f} ms"
        )
        print("  whole process: not run (the CLI embeds with the real model, this index holds fake vectors)")
        return
    proc = []
    cmd = [sys.executable, "-m", "memstone", "-C", str(root), "recall", "--format", "json"]
    if args.embedder == "none":
        cmd += ["--embedder", "none"]
    for q in queries[: args.process_runs]:
        t0 = time.perf_counter()
        subprocess.run([*cmd, q], check=True, capture_output=True)
        proc.append(time.perf_counter() - t0)
    print(f"  whole process `memstone recall` p50 {statistics.median(proc):.3f} s over {len(proc)} runs")


def _weights(args: argparse.Namespace) -> Weights | None:
    if not getattr(args, "weights", None):
        return None
    from memstone.rank import weights_from_config

    return weights_from_config(json.loads(args.weights))


def main() -> None:
    use_bytecode()
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--work", default="/tmp/memstone-bench", help="where generated repositories live")
    parser.add_argument(
        "--embedder",
        choices=("default", "none", "fake"),
        default="default",
        help="fake (latency only): 384-dim hashed vectors, so a 100k index needs no hours of embedding; "
        "the real model's query embedding is then timed apart in the same run",
    )
    parser.add_argument("--modes", default=",".join(MODES), help="comma-separated, of " + ", ".join(MODES))
    parser.add_argument("--weights", help="JSON of [weights] overrides for the full ranker, e.g. '{\"keyword\": 0}'")
    sub = parser.add_subparsers(dest="what", required=True)
    p = sub.add_parser("latency")
    p.add_argument("--count", type=int, default=10000)
    p.add_argument("--queries", type=int, default=200)
    p.add_argument("--process-runs", type=int, default=15)
    p.add_argument("--mode", default="full")
    p = sub.add_parser("scifact")
    p.add_argument("--data", required=True)
    p.add_argument("--limit", type=int, default=0)
    p.add_argument(
        "--shard-size",
        type=int,
        default=0,
        help="split into small repositories of about N abstracts (relevant ones included), e.g. 80",
    )
    p = sub.add_parser("locomo")
    p.add_argument("--data", required=True)
    p = sub.add_parser("situatedqa")
    p.add_argument("--data", required=True)
    p.add_argument("--link", action="store_true", help="the newer memory names the older in supersedes")
    p.add_argument("--as-of-limit", type=int, default=30, help="distinct as-of years to sample (0: skip)")
    args = parser.parse_args()
    args.modes = [m for m in args.modes.split(",") if m in MODES]
    header(args)
    {"latency": latency, "scifact": scifact, "locomo": locomo, "situatedqa": situatedqa}[args.what](args)


if __name__ == "__main__":
    main()
