"""The index: build, incremental rebuilds, candidates, manifest checks, verify, pack/unpack, secrets."""

from __future__ import annotations

import io
import json
import tarfile
from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import memory_text, run_git

from memstone.cli import main
from memstone.config import load_config
from memstone.errors import IndexMismatchError, IndexMissingError, UsageError
from memstone.index import build_index, index_status, open_index
from memstone.indexops import pack_index, unpack_index, verify_index

FakeEmbedder = pytest.importorskip("memstone.embed").FakeEmbedder  # written in parallel; skip until it lands

SECRET = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"

BODIES = {
    "feedback_careful_tests": "Run the whole suite before refactoring shared test utilities.",
    "decision_use_postgres": "We chose Postgres over MySQL for the billing service because of JSONB.",
    "convention_branch_names": "Branches are named after the ticket, like ABC-123-short-title.",
    "incident_cache_stampede": "# Cache stampede\n\nThe cache expired at once.\n\n## Fix\n\nJitter the expiry times.",
}


def write(root: Path, name: str, body: str, **fields: object) -> Path:
    path = root / "memory" / f"{name}.md"
    path.write_text(memory_text(name, body=body, **fields), encoding="utf-8")
    return path


@pytest.fixture
def repo(git_repo: Path, commit: Callable[..., str]) -> Path:
    for name, body in BODIES.items():
        write(git_repo, name, body, tags="[testing]" if "tests" in name else "[ops]")
    commit("initial memories")
    return git_repo


def build(root: Path, embedder: object, **kw: object):  # type: ignore[no-untyped-def]
    return build_index(load_config(root), embedder=embedder, **kw)  # type: ignore[arg-type]


def test_build_indexes_every_memory_and_finds_them(repo: Path) -> None:
    emb = FakeEmbedder(dim=16)
    report = build(repo, emb)
    assert report.memory_count == 4
    assert report.embedded == report.chunk_count >= 4
    reader = open_index(load_config(repo), embedder=emb)
    assert set(reader.memories()) == set(BODIES)
    assert reader.manifest.model_id == emb.model_id and reader.manifest.dim == 16
    hits = reader.candidates("postgres billing", 3)
    assert hits[0].name == "decision_use_postgres"
    assert hits[0].lexical is not None and hits[0].lexical_rank == 1
    assert all(h.vector is not None for h in hits)
    m = reader.memories()["decision_use_postgres"]
    assert m.git_created is not None and not m.uncommitted and m.superseded_by is None
    assert index_status(load_config(repo), reader).state == "current"


def test_chunks_carry_line_ranges(repo: Path) -> None:
    build(repo, FakeEmbedder(dim=8))
    reader = open_index(load_config(repo), embedder=FakeEmbedder(dim=8))
    chunks = reader.chunks("incident_cache_stampede")
    lines = (repo / "memory" / "incident_cache_stampede.md").read_text().splitlines()
    for c in chunks:
        assert lines[c.line_start - 1].strip() and c.text.startswith(lines[c.line_start - 1].strip())


def test_rebuild_after_one_change_embeds_only_that_chunk(repo: Path, commit: Callable[..., str]) -> None:
    build(repo, FakeEmbedder(dim=8))
    write(repo, "decision_use_postgres", "We chose Postgres for billing; revisit for analytics.")
    commit("change one", date="2026-02-01T00:00:00+00:00")
    emb = FakeEmbedder(dim=8)
    report = build(repo, emb)
    assert emb.texts_embedded == 1
    assert report.changed == ("decision_use_postgres",) and not report.added and not report.removed
    assert not report.full
    reader = open_index(load_config(repo), embedder=emb)
    assert "analytics" in reader.memories()["decision_use_postgres"].body
    assert reader.candidates("analytics", 2)[0].name == "decision_use_postgres"
    again = FakeEmbedder(dim=8)
    report = build(repo, again)
    assert again.texts_embedded == 0 and report.changed == ()


def _stored_facts(root: Path) -> dict[tuple[str, int], tuple[int, str, str]]:
    from memstone.records import RECORDS, RecordStore, index_dir

    store = RecordStore(index_dir(load_config(root)) / RECORDS)
    try:
        return {(c.name, c.ordinal): (c.tokens, c.terms, c.text) for c in store.chunks()}
    finally:
        store.close()


def test_chunk_token_counts_and_terms_are_stored_and_carried_over(repo: Path, commit: Callable[..., str]) -> None:
    from memstone.embed import tokenizer_for
    from memstone.keywords import terms

    emb = FakeEmbedder(dim=8)
    build(repo, emb)
    config = load_config(repo)
    reader = open_index(config, embedder=emb)
    facts = _stored_facts(repo)
    assert len(facts) == reader.manifest.chunk_count
    for (name, _ordinal), (tokens, words, text) in facts.items():
        assert tokens == emb.count_tokens(text)  # what recall would count, one text at a time
        assert words == " ".join(sorted(terms(f"{reader.memories()[name].description}\n{text}")))
    hit = reader.candidates("postgres billing", 1)[0]
    assert (hit.tokens, hit.terms) == facts[(hit.name, hit.chunk_id)][:2]

    write(repo, "decision_use_postgres", "We chose Postgres for billing; revisit for analytics later.")
    commit("change one", date="2026-02-01T00:00:00+00:00")
    build(repo, FakeEmbedder(dim=8))
    after = _stored_facts(repo)
    changed = [k for k in after if k[0] == "decision_use_postgres"]
    assert all("analytics" in after[k][1].split() and after[k][0] == emb.count_tokens(after[k][2]) for k in changed)
    assert {k: v for k, v in after.items() if k not in changed} == {k: v for k, v in facts.items() if k not in changed}

    build(repo, None, full=True)  # BM25 only: the model's tokenizer still counts
    tokenizer = tokenizer_for(config.model)
    assert tokenizer is not None
    assert all(tokens == tokenizer.count_tokens(text) for tokens, _w, text in _stored_facts(repo).values())


def test_delete_and_rename(repo: Path, commit: Callable[..., str]) -> None:
    build(repo, FakeEmbedder(dim=8))
    (repo / "memory" / "convention_branch_names.md").unlink()
    run_git(repo, "mv", "memory/feedback_careful_tests.md", "memory/feedback_careful_testing.md")
    text = (repo / "memory" / "feedback_careful_testing.md").read_text().replace("careful_tests", "careful_testing")
    (repo / "memory" / "feedback_careful_testing.md").write_text(text)
    commit("delete and rename", date="2026-02-01T00:00:00+00:00")
    emb = FakeEmbedder(dim=8)
    report = build(repo, emb)
    assert report.removed == ("convention_branch_names", "feedback_careful_tests")
    assert report.added == ("feedback_careful_testing",)
    reader = open_index(load_config(repo), embedder=emb)
    assert "convention_branch_names" not in reader.memories()
    names = {h.name for h in reader.candidates("ticket branches suite refactoring", 10)}
    assert "convention_branch_names" not in names and "feedback_careful_tests" not in names
    assert "feedback_careful_testing" in names
    assert reader.memories()["feedback_careful_testing"].git_created == "2026-01-01T00:00:00+00:00"
    assert verify_index(load_config(repo), embedder=emb).ok


def _records(index: Path) -> dict[str, list[tuple[object, ...]]]:
    import sqlite3

    db = sqlite3.connect(index / "records.sqlite")
    try:
        return {
            t: db.execute(f"SELECT * FROM {t} ORDER BY 1").fetchall() for t in ("meta", "memories", "chunks", "terms")
        }
    finally:
        db.close()


def test_an_incremental_build_patches_the_record_store_to_the_rows_of_a_full_build(
    repo: Path, commit: Callable[..., str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import shutil

    copies: list[str] = []
    copy = shutil.copyfile
    monkeypatch.setattr(shutil, "copyfile", lambda a, b: copies.append(Path(a).name) or copy(a, b))
    emb = FakeEmbedder(dim=8)
    build(repo, emb)
    long_body = "\n\n".join(f"## Part {i}\n\n" + " ".join(["branch naming rule"] * 40) for i in range(3))
    steps: list[Callable[[], object]] = [
        lambda: write(repo, "convention_branch_names", long_body),  # 1 chunk -> several: later chunk ids move
        lambda: (
            write(repo, "convention_aa_first", "A new memory that sorts first."),
            (repo / "memory" / "decision_use_postgres.md").unlink(),
        ),
        lambda: write(repo, "convention_branch_names", "Short again."),  # several chunks -> 1
        lambda: write(repo, "incident_cache_stampede", "# Cache stampede\n\nJitter the expiry times, always."),
    ]
    for i, step in enumerate(steps):
        step()
        commit(f"step {i}", date=f"2026-03-0{i + 1}T00:00:00+00:00")
        copies.clear()
        build(repo, emb)
        assert copies == ["records.sqlite"]  # the previous store was copied and patched, not rewritten
        full = tmp_path / f"full-{i}"
        build(repo, emb, full=True, out_dir=full)
        assert _records(repo / ".memstone" / "index") == _records(full), f"after step {i}"
    assert verify_index(load_config(repo), embedder=emb).ok


def test_interrupted_build_resumes_from_the_cache(repo: Path) -> None:
    class Failing(FakeEmbedder):
        def embed(self, texts, *, progress=None):  # type: ignore[no-untyped-def]
            if self.calls >= 1:
                raise KeyboardInterrupt
            return super().embed(texts, progress=progress)

    import memstone.index as index_mod

    old = index_mod.EMBED_SLICE
    index_mod.EMBED_SLICE = 2
    try:
        with pytest.raises(KeyboardInterrupt):
            build(repo, Failing(dim=8))
    finally:
        index_mod.EMBED_SLICE = old
    with pytest.raises(IndexMissingError):
        open_index(load_config(repo), embedder=FakeEmbedder(dim=8))
    emb = FakeEmbedder(dim=8)
    report = build(repo, emb)
    assert report.cached == 2 and emb.texts_embedded == report.chunk_count - 2


def test_model_mismatch_is_refused_with_the_fix(repo: Path) -> None:
    build(repo, FakeEmbedder(dim=8))
    with pytest.raises(IndexMismatchError, match="memstone index build"):
        open_index(load_config(repo), embedder=FakeEmbedder(dim=16))
    reader = open_index(load_config(repo), embedder=None)  # lexical only: any model's index
    assert reader.candidates("postgres", 2)[0].vector is None
    assert not verify_index(load_config(repo), embedder=FakeEmbedder(dim=16)).ok


def test_model_change_rebuild_never_mixes_vectors(repo: Path) -> None:
    build(repo, FakeEmbedder(dim=8))
    emb = FakeEmbedder(dim=16)
    report = build(repo, emb)
    assert report.embedded == report.chunk_count
    assert open_index(load_config(repo), embedder=emb).manifest.dim == 16


def test_bm25_only(repo: Path) -> None:
    report = build(repo, None)
    assert report.model_id == "none" and report.embedded == 0
    reader = open_index(load_config(repo), embedder=None)
    assert not (reader.path / "vectors.npy").exists()
    hit = reader.candidates("stampede jitter", 2)[0]
    assert hit.name == "incident_cache_stampede" and hit.vector is None
    assert verify_index(load_config(repo), embedder=None).ok
    # no vectors to mix up: a model-configured reader searches it lexically, and says so
    lexical = open_index(load_config(repo), embedder=FakeEmbedder(dim=8))
    assert lexical.candidates("stampede jitter", 2)[0] == hit
    assert any("without a model" in w for w in lexical.manifest.warnings)


@pytest.mark.parametrize(
    "query",
    [
        '"',
        "'",
        'title:"x',
        "a:b",
        "(postgres",
        "postgres)",
        "AND",
        "OR NOT",
        "",
        "   ",
        "*",
        "+-!^~",
        "[1 TO 2]",
        "\\",
        "née café 日本",
        "x" * 5000,
        "IN [a b]",
    ],
)
def test_weird_queries_do_not_crash(repo: Path, query: str) -> None:
    emb = FakeEmbedder(dim=8)
    build(repo, emb)
    reader = open_index(load_config(repo), embedder=emb)
    reader.candidates(query, 5)
    reader.candidates("postgres", 5, lexical_query=query)


def test_secret_never_enters_the_index(repo: Path, commit: Callable[..., str]) -> None:
    write(repo, "reference_deploy_token", f"The deploy token is {SECRET} for now.")
    commit("oops", date="2026-02-01T00:00:00+00:00")
    report = build(repo, FakeEmbedder(dim=8))
    assert report.redacted >= 1
    for path in (repo / ".memstone").rglob("*"):
        if path.is_file():
            assert SECRET.encode() not in path.read_bytes(), path
            assert SECRET[4:20].encode() not in path.read_bytes(), path
    reader = open_index(load_config(repo), embedder=FakeEmbedder(dim=8))
    assert "[REDACTED:" in reader.memories()["reference_deploy_token"].body


def test_status_reports_changed_files(repo: Path, commit: Callable[..., str]) -> None:
    config = load_config(repo)
    assert index_status(config, None).state == "missing"
    build(repo, None)
    assert index_status(config, None).state == "current"
    write(repo, "feedback_new_rule", "A brand new rule.")
    (repo / "memory" / "convention_branch_names.md").unlink()
    status = index_status(config, None)
    assert status.state == "stale"
    assert status.changed == ["memory/convention_branch_names.md", "memory/feedback_new_rule.md"]
    build(repo, None)
    assert index_status(config, None).state == "current"  # built from the work tree, HEAD unchanged
    commit("more", date="2026-02-01T00:00:00+00:00")
    assert index_status(config, None).state == "stale"  # HEAD moved
    build(repo, None)
    assert index_status(config, None).state == "current"


def _rename(repo: Path) -> None:
    (repo / "memory" / "decision_use_postgres.md").rename(repo / "memory" / "decision_use_postgres_two.md")


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (lambda r: write(r, "feedback_careful_tests", "Edited after the build."), ["memory/feedback_careful_tests.md"]),
        (lambda r: (r / "memory" / "convention_branch_names.md").unlink(), ["memory/convention_branch_names.md"]),
        (lambda r: write(r, "feedback_new_rule", "A brand new rule."), ["memory/feedback_new_rule.md"]),
        (
            lambda r: write(r, "feedback_ignored", "Ignored by git, indexed all the same."),
            ["memory/feedback_ignored.md"],
        ),
        (_rename, ["memory/decision_use_postgres.md", "memory/decision_use_postgres_two.md"]),
        (lambda r: (r / "memory" / "sub dir").mkdir() or write(r, "sub dir/feedback_spaced", "In a folder."), None),
        (lambda r: (r / "memory" / "notes.txt").write_text("not a memory"), []),
        (lambda r: (r / "memory" / "MEMORY.md").write_text("regenerated"), []),
        (lambda r: (r / "README.md").write_text("outside memory"), []),
    ],
    ids=[
        "edited",
        "deleted",
        "untracked",
        "ignored",
        "renamed",
        "space-in-path",
        "not-markdown",
        "memory-md",
        "outside",
    ],
)
def test_status_via_git_matches_the_recorded_file_states(
    repo: Path, commit: Callable[..., str], change: Callable[[Path], object], expected: list[str] | None
) -> None:
    (repo / ".gitignore").write_text(".memstone/\nmemory/feedback_ignored.md\n")
    commit("ignore a file")
    config = load_config(repo)
    build(repo, None)
    manifest = json.loads((repo / ".memstone" / "index" / "manifest.json").read_text())
    assert manifest["git_clean"] is True  # so index_status asks git
    change(repo)
    via_git = index_status(config, None)
    manifest["git_clean"] = False  # the fallback: stat and hash every indexed file against the build's record
    (repo / ".memstone" / "index" / "manifest.json").write_text(json.dumps(manifest))
    via_files = index_status(config, None)
    assert via_git.changed == via_files.changed
    assert via_git.state == via_files.state == ("stale" if via_git.changed else "current")
    if expected is not None:
        assert via_git.changed == expected


def test_a_build_from_a_dirty_tree_checks_file_states(repo: Path) -> None:
    write(repo, "feedback_careful_tests", "Uncommitted when the index was built.")
    config = load_config(repo)
    build(repo, None)
    manifest = json.loads((repo / ".memstone" / "index" / "manifest.json").read_text())
    assert manifest["git_clean"] is False  # git would report the uncommitted file forever
    assert index_status(config, None).state == "current"
    write(repo, "feedback_careful_tests", "Edited again.")
    assert index_status(config, None).changed == ["memory/feedback_careful_tests.md"]


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: (d / "vectors.npy").unlink(),
        lambda d: (d / "records.sqlite").write_text("{}"),
        lambda d: (d / "records.sqlite").write_bytes((d / "records.sqlite").read_bytes()[:-2048]),
        lambda d: next(p for p in (d / "tantivy").iterdir() if p.suffix == ".idx").write_bytes(b"junk"),
        lambda d: (d / "stray.bin").write_bytes(b"x"),
        lambda d: (d / "manifest.json").unlink(),
    ],
    ids=["vectors-missing", "records-emptied", "records-truncated", "tantivy-corrupt", "stray-file", "no-manifest"],
)
def test_verify_detects_a_corrupted_index(repo: Path, damage: Callable[[Path], object]) -> None:
    emb = FakeEmbedder(dim=8)
    build(repo, emb)
    config = load_config(repo)
    assert verify_index(config, embedder=emb).ok
    damage(repo / ".memstone" / "index")
    assert not verify_index(config, embedder=emb).ok
    report = build(repo, emb)  # a build repairs it
    assert verify_index(config, embedder=emb).ok, report


def test_verify_detects_changed_memory_files(repo: Path) -> None:
    emb = FakeEmbedder(dim=8)
    build(repo, emb)
    write(repo, "decision_use_postgres", "Changed after the build.")
    problems = verify_index(load_config(repo), embedder=emb).problems
    assert problems == ("memory/decision_use_postgres.md: changed since the index was built",)


def test_pack_unpack_round_trip(repo: Path, tmp_path: Path) -> None:
    emb = FakeEmbedder(dim=8)
    build(repo, emb)
    config = load_config(repo)
    before = open_index(config, embedder=emb).candidates("postgres billing", 3)
    archive = tmp_path / "index.tar.gz"
    pack_index(config, archive)
    clone = tmp_path / "clone"
    run_git(tmp_path, "clone", "-q", str(repo), str(clone))
    clone_config = load_config(clone)
    unpack_index(clone_config, archive, embedder=emb)
    assert verify_index(clone_config, embedder=emb).ok
    assert index_status(clone_config, None).state == "current"
    assert open_index(clone_config, embedder=emb).candidates("postgres billing", 3) == before
    counting = FakeEmbedder(dim=8)
    assert build_index(clone_config, embedder=counting).embedded == 0 or counting.texts_embedded == 0


def test_unpack_refuses_other_commit_model_or_unsafe_paths(repo: Path, tmp_path: Path, commit) -> None:  # type: ignore[no-untyped-def]
    emb = FakeEmbedder(dim=8)
    build(repo, emb)
    config = load_config(repo)
    archive = tmp_path / "index.tar.gz"
    pack_index(config, archive)
    with pytest.raises(IndexMismatchError, match="model"):
        unpack_index(config, archive, embedder=FakeEmbedder(dim=16))
    write(repo, "feedback_later", "Later.")
    commit("later", date="2026-03-01T00:00:00+00:00")
    with pytest.raises(IndexMismatchError, match="HEAD"):
        unpack_index(config, archive, embedder=emb)
    evil = tmp_path / "evil.tar.gz"
    for name in ("../escape.txt", "/abs.txt", "memstone-index/../../x", "memstone-index/a/../../x"):
        with tarfile.open(evil, "w:gz") as tar:
            info = tarfile.TarInfo(name)
            info.size = 1
            tar.addfile(info, io.BytesIO(b"x"))
        with pytest.raises(UsageError, match="unsafe"):
            unpack_index(config, evil, embedder=emb, force=True)
    assert not (tmp_path / "escape.txt").exists()
    with tarfile.open(evil, "w:gz") as tar:
        info = tarfile.TarInfo("memstone-index/link")
        info.type, info.linkname = tarfile.SYMTYPE, "/etc/passwd"
        tar.addfile(info)
    with pytest.raises(UsageError, match="plain file"):
        unpack_index(config, evil, embedder=emb, force=True)


def test_sources_are_indexed(git_repo: Path, commit: Callable[..., str]) -> None:
    (git_repo / "memstone.toml").write_text('[memstone]\n[sources]\nlogs = ["LOG.md"]\n')
    write(git_repo, "feedback_one", "A memory.")
    (git_repo / "LOG.md").write_text("# Log\n\n## 2026-03-02 deploy\n\nThe zebra deploy went fine.\n")
    commit("with log")
    build(git_repo, None)
    reader = open_index(load_config(git_repo), embedder=None)
    log = [m for m in reader.memories().values() if m.source == "log"]
    assert log and reader.candidates("zebra", 3)[0].name == log[0].name


def test_doc_freq(repo: Path, commit: Callable[..., str]) -> None:
    build(repo, None)
    reader = open_index(load_config(repo), embedder=None)
    assert reader.num_docs == 4
    assert reader.doc_freq("postgres") == 1 and reader.doc_freq("nonexistent") == 0
    write(repo, "feedback_postgres_too", "Postgres again.")
    commit("more", date="2026-02-01T00:00:00+00:00")
    build(repo, None)
    reader = open_index(load_config(repo), embedder=None)
    assert reader.num_docs == 5 and reader.doc_freq("postgres") == 2


def test_superseded_memories_are_marked(repo: Path, commit: Callable[..., str]) -> None:
    write(repo, "decision_use_cockroach", "We moved billing to CockroachDB.", supersedes="[decision_use_postgres]")
    commit("supersede", date="2026-02-01T00:00:00+00:00")
    build(repo, None)
    m = open_index(load_config(repo), embedder=None).memories()["decision_use_postgres"]
    assert m.superseded_by == "decision_use_cockroach" and m.superseded_source == "frontmatter"


def test_as_of_revision_into_another_directory(repo: Path, commit: Callable[..., str], tmp_path: Path) -> None:
    first = run_git(repo, "rev-parse", "HEAD").strip()
    write(repo, "feedback_later", "Later.")
    commit("later", date="2026-03-01T00:00:00+00:00")
    emb = FakeEmbedder(dim=8)
    build(repo, emb)
    out = tmp_path / "asof"
    again = FakeEmbedder(dim=8)
    report = build(repo, again, rev=first, out_dir=out)
    assert report.commit == first and report.memory_count == 4 and again.texts_embedded == 0
    assert "feedback_later" not in open_index(load_config(repo), embedder=again, path=out).memories()


def test_cli_build_status_verify_pack_unpack(repo: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    base = ["-C", str(repo), "index"]
    assert main([*base, "build", "--embedder", "none"]) == 0
    assert "indexed 4 memories" in capsys.readouterr().out
    assert main([*base, "status", "--format", "json"]) == 0
    status = json.loads(capsys.readouterr().out)
    assert status["state"] == "current" and status["model_id"] == "none" and status["memory_count"] == 4
    assert main([*base, "verify", "--embedder", "none"]) == 0
    archive = tmp_path / "i.tar.gz"
    assert main([*base, "pack", "-o", str(archive)]) == 0
    assert main([*base, "unpack", str(archive), "--embedder", "none"]) == 0
    write(repo, "feedback_new", "New.")
    capsys.readouterr()
    assert main([*base, "status"]) == 1
    assert "memory/feedback_new.md" in capsys.readouterr().out
    assert main([*base, "verify", "--embedder", "none"]) == 1
    assert main([*base, "unpack", str(tmp_path / "nope.tar.gz"), "--embedder", "none"]) == 2


@pytest.mark.model
def test_real_model_end_to_end(repo: Path, tmp_path: Path) -> None:
    from memstone.embed import load_embedder

    config = load_config(repo)
    embedder = load_embedder(config.model)
    assert embedder is not None
    build_index(config, embedder=embedder)
    reader = open_index(config, embedder=embedder)
    hits = reader.candidates("which database did we pick for invoices", 4)
    assert hits[0].name == "decision_use_postgres" or hits[0].vector_rank == 1
    by_vector = sorted((h for h in hits if h.vector_rank), key=lambda h: h.vector_rank or 0)
    assert by_vector[0].name == "decision_use_postgres"
    assert all(h.tokens == embedder.count_tokens(h.text) > 0 for h in hits)  # counted in one batch at build
    assert verify_index(config, embedder=embedder).ok
    archive = tmp_path / "i.tar.gz"
    pack_index(config, archive)
    unpack_index(config, archive, embedder=embedder)
    assert verify_index(config, embedder=embedder).ok


def test_cli_build_as_of_reads_the_past_into_its_own_directory(
    repo: Path, commit: Callable[..., str], capsys: pytest.CaptureFixture[str]
) -> None:
    first = run_git(repo, "rev-parse", "HEAD").strip()
    write(repo, "feedback_later", "Written after the first commit.")
    commit("later", date="2026-03-01T00:00:00+00:00")
    before = {p.name: p.read_bytes() for p in (repo / "memory").iterdir()}
    assert (
        main(["-C", str(repo), "index", "build", "--embedder", "none", "--as-of", first[:10], "--format", "json"]) == 0
    )
    report = json.loads(capsys.readouterr().out)
    where = repo / ".memstone" / "as-of" / first[:12]
    assert Path(report["index_dir"]) == where and report["commit"] == first
    past = open_index(load_config(repo), embedder=None, path=where)
    assert set(past.memories()) == set(BODIES)  # feedback_later did not exist then
    assert {p.name: p.read_bytes() for p in (repo / "memory").iterdir()} == before  # the work tree is untouched
    assert not (repo / ".memstone" / "index" / "manifest.json").exists()  # nor the work tree's index
    assert main(["-C", str(repo), "index", "build", "--out", str(repo / "x")]) == 2
    assert main(["-C", str(repo), "index", "build", "--as-of", "no-such-rev"]) == 2


def test_a_shallow_clone_says_its_dates_are_approximate(repo: Path, commit: Callable[..., str], tmp_path: Path) -> None:
    from memstone.history import SHALLOW_WARNING
    from memstone.recall import RecallOptions, recall

    write(repo, "feedback_later", "Written after the first commit.")
    commit("later", date="2026-03-01T00:00:00+00:00")
    shallow = tmp_path / "shallow"
    run_git(tmp_path, "clone", "-q", "--depth", "1", f"file://{repo}", str(shallow))
    report = build(shallow, None)
    assert SHALLOW_WARNING in report.warnings
    result = recall("postgres billing", config=load_config(shallow), options=RecallOptions(use_model=False))
    assert SHALLOW_WARNING in result.warnings
