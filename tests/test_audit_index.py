"""Audit findings on the index: damaged files, malformed manifests, paths in the way, BM25-only indexes.

Every test builds a real index (Tantivy, SQLite, .npy) of a real git repository with the fake
embedder, damages it the way a disk, a crash or a person would, and checks that every command
that reads it says what is wrong, with the documented exit status, instead of a traceback.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import cli, memory_text

from memstone.config import load_config
from memstone.embed import FakeEmbedder
from memstone.errors import IndexMismatchError
from memstone.index import build_index, index_status, open_index
from memstone.indexops import verify_index
from memstone.manifest import IndexDamagedError
from memstone.recall import RecallOptions, recall
from memstone.records import cache_dir

DIM = 8


@pytest.fixture
def repo(git_repo: Path, commit: Callable[..., str], monkeypatch: pytest.MonkeyPatch) -> Path:
    for name, body in [
        ("decision_queue", "The job queue runs on Postgres with SKIP LOCKED."),
        ("feedback_tests", "Run the tests before every push."),
        ("incident_webhooks", "Webhooks retried forever and flooded the queue."),
    ]:
        (git_repo / "memory" / f"{name}.md").write_text(memory_text(name, body=body), encoding="utf-8")
    commit("memories")
    monkeypatch.chdir(git_repo)
    return git_repo


def build(root: Path, **kw: object):  # type: ignore[no-untyped-def]
    return build_index(load_config(root), embedder=FakeEmbedder(dim=DIM), quiet=True, **kw)  # type: ignore[arg-type]


def index(root: Path) -> Path:
    return root / ".memstone" / "index"


def _truncate(path: Path, n: int) -> None:
    path.write_bytes(path.read_bytes()[:n])


def _tantivy_file(d: Path, suffix: str) -> Path:
    return next(p for p in sorted((d / "tantivy").iterdir()) if p.suffix == suffix)


# (damage, the file the message must name); each is applied to a freshly built index
DAMAGE: dict[str, tuple[Callable[[Path], object], str]] = {
    "vectors-cut-short": (lambda d: _truncate(d / "vectors.npy", 100), "vectors.npy"),
    "vectors-missing": (lambda d: (d / "vectors.npy").unlink(), "vectors.npy"),
    "records-replaced": (lambda d: (d / "records.sqlite").write_text("x\n"), "records.sqlite"),
    "records-missing": (lambda d: (d / "records.sqlite").unlink(), "records.sqlite"),
    "tantivy-missing": (lambda d: shutil.rmtree(d / "tantivy"), "tantivy/"),
    "tantivy-meta-broken": (lambda d: (d / "tantivy" / "meta.json").write_text("{\n"), "tantivy/meta.json"),
    "tantivy-segment-cut": (lambda d: _tantivy_file(d, ".idx").write_text("junk\n"), "tantivy/"),
}


def _forget_sizes(d: Path) -> None:
    """The manifest as an older build wrote it: checksums but no sizes (headers must still be checked)."""
    manifest = json.loads((d / "manifest.json").read_text())
    manifest.pop("sizes", None)
    (d / "manifest.json").write_text(json.dumps(manifest))


@pytest.mark.parametrize("sizes", [True, False], ids=["manifest-with-sizes", "older-manifest"])
@pytest.mark.parametrize("case", sorted(DAMAGE))
def test_a_damaged_index_is_named_by_recall_status_and_pack_and_rebuilt_by_build(
    repo: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], case: str, sizes: bool
) -> None:
    damage, named = DAMAGE[case]
    if not sizes and case == "tantivy-segment-cut":
        pytest.skip("only its size tells a cut segment apart cheaply; recall's own read catches it below")
    build(repo)
    d = index(repo)
    if not sizes:
        _forget_sizes(d)
    damage(d)

    code, _out, err = cli(capsys, "recall", "--embedder", "none", "job queue")
    assert code == 2, err
    assert "the index at .memstone/index is damaged (" in err and named in err, err
    assert "memstone index build --full" in err and "bug" not in err
    with pytest.raises(IndexMismatchError, match="damaged"):  # with a model too
        recall("job queue", config=load_config(repo), embedder=FakeEmbedder(dim=DIM))

    code, out, _err = cli(capsys, "index", "status")
    assert code == 1 and out.startswith("damaged: ") and named in out and "build --full" in out, out
    code, out, _err = cli(capsys, "status")
    assert code == 0 and "index:          damaged (" in out, out

    archive = tmp_path / "i.tar.gz"
    code, _out, err = cli(capsys, "index", "pack", "-o", str(archive))
    assert code == 2 and "damaged" in err and named in err, err
    assert not archive.exists() and not (tmp_path / "i.tar.gz.tmp").exists()

    report = build(repo)  # incremental: notices, rebuilds from scratch, says so
    assert any("previous index was damaged" in w for w in report.warnings), report.warnings
    assert verify_index(load_config(repo), embedder=FakeEmbedder(dim=DIM)).ok
    assert index_status(load_config(repo), None).state == "current"


def test_index_status_of_a_cut_segment_reads_only_sizes(repo: Path) -> None:
    """Status finds the damage without opening Tantivy (which panics on a cut segment)."""
    build(repo)
    _tantivy_file(index(repo), ".idx").write_text("junk\n")
    status = index_status(load_config(repo), None)
    assert status.state == "damaged" and status.reason.startswith("tantivy/") and "bytes" in status.reason


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: _overwrite_middle(d / "records.sqlite"),
        lambda d: _overwrite_middle(_tantivy_file(d, ".idx")),
        lambda d: _overwrite_middle(_tantivy_file(d, ".term")),
    ],
    ids=["records", "tantivy-idx", "tantivy-term"],
)
def test_damage_that_keeps_size_and_header_is_an_index_error_when_read(
    repo: Path, capsys: pytest.CaptureFixture[str], damage: Callable[[Path], object]
) -> None:
    """Recall never crashes with exit 3 on a file that reads wrong; verify and pack find it by checksum."""
    build(repo)
    damage(index(repo))
    assert index_status(load_config(repo), None).state == "current"  # too costly to see without hashing
    with pytest.raises(IndexMismatchError, match=r"^the index at \.memstone/index is damaged \((records|tantivy)"):
        recall("job queue webhooks postgres", config=load_config(repo), embedder=FakeEmbedder(dim=DIM))
    assert not verify_index(load_config(repo), embedder=FakeEmbedder(dim=DIM)).ok
    code, _out, err = cli(capsys, "index", "pack", "-o", str(repo.parent / "i.tar.gz"))
    assert code == 2 and "content differs from the manifest" in err, err
    assert not (repo.parent / "i.tar.gz").exists()


def _overwrite_middle(path: Path) -> None:
    """Scramble everything after the first 100 bytes (the SQLite header), keeping the size."""
    data = bytearray(path.read_bytes())
    for i in range(min(100, len(data) // 2), len(data)):
        data[i] ^= 0x5A
    path.write_bytes(bytes(data))


def test_a_reader_that_hits_a_damaged_store_raises_the_index_error(repo: Path) -> None:
    build(repo)
    reader = open_index(load_config(repo), embedder=None)
    (index(repo) / "records.sqlite").write_text("x\n")
    with pytest.raises(IndexMismatchError, match=r"damaged \(records\.sqlite: ") as caught:
        reader.memories()["decision_queue"]
    assert isinstance(caught.value, IndexDamagedError) and isinstance(caught.value, ValueError)


def test_damaged_vectors_never_seed_the_embedding_cache(repo: Path) -> None:
    """A build takes vectors the cache lacks from the previous index only when they match their checksum."""
    build(repo)
    shutil.rmtree(cache_dir(load_config(repo)))
    vectors = index(repo) / "vectors.npy"
    data = bytearray(vectors.read_bytes())
    data[-4 * DIM :] = b"\x00\x00\x80\x7f" * DIM  # the last vector: all +inf, same size and header
    vectors.write_bytes(bytes(data))
    emb = FakeEmbedder(dim=DIM)
    report = build_index(load_config(repo), embedder=emb, quiet=True)
    assert report.embedded == report.chunk_count and emb.texts_embedded == report.chunk_count
    assert verify_index(load_config(repo), embedder=emb).ok


# --- the manifest -----------------------------------------------------------------------------

MALFORMED: dict[str, tuple[Callable[[dict[str, object]], object], str]] = {
    "files-number": (lambda m: m.update(files=5), "files must be"),
    "files-escape": (lambda m: m.update(files={"../../secret.txt": "0" * 64}), "files must be"),
    "files-digest": (lambda m: m.update(files={"records.sqlite": 7}), "files must be"),
    "sizes-string": (lambda m: m.update(sizes="big"), "sizes must be"),
    "count-string": (lambda m: m.update(memory_count="3"), "memory_count must be"),
    "dim-negative": (lambda m: m.update(dim=-1), "dim must be"),
    "dirty-string": (lambda m: m.update(dirty="no"), "dirty must be"),
    "warnings-number": (lambda m: m.update(warnings=[1]), "warnings must be"),
    "commit-missing": (lambda m: m.pop("commit"), "commit is missing"),
}


@pytest.mark.parametrize("case", sorted(MALFORMED))
def test_a_malformed_manifest_is_named_not_a_crash(
    repo: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], case: str
) -> None:
    change, says = MALFORMED[case]
    build(repo)
    path = index(repo) / "manifest.json"
    manifest = json.loads(path.read_text())
    change(manifest)
    path.write_text(json.dumps(manifest))

    code, out, err = cli(capsys, "index", "verify", "--embedder", "none")
    assert code == 1 and "manifest.json is malformed: " + says in out, out + err  # verify: a problem, exit 1
    code, _out, err = cli(capsys, "index", "pack", "-o", str(tmp_path / "i.tar.gz"))
    assert code == 2 and "manifest.json is malformed: " + says in err and "bug" not in err, err
    assert not (tmp_path / "i.tar.gz").exists()
    code, out, _err = cli(capsys, "index", "status")
    assert code == 1 and out.startswith("damaged: manifest.json is malformed"), out
    code, _out, err = cli(capsys, "recall", "--embedder", "none", "queue")
    assert code == 2 and "manifest.json is malformed" in err and "bug" not in err, err
    build(repo)  # a build replaces it
    assert verify_index(load_config(repo), embedder=FakeEmbedder(dim=DIM)).ok


@pytest.mark.parametrize("text", ["{", "[1]", "null", '"x"', "\xff"], ids=["cut", "list", "null", "string", "bytes"])
def test_a_manifest_that_is_not_an_object_is_named(repo: Path, capsys: pytest.CaptureFixture[str], text: str) -> None:
    build(repo)
    (index(repo) / "manifest.json").write_bytes(text.encode("latin-1"))
    code, _out, err = cli(capsys, "index", "pack", "-o", str(repo.parent / "i.tar.gz"))
    assert code == 2 and "the index at .memstone/index is damaged (manifest.json is" in err, err
    code, out, _err = cli(capsys, "index", "status")
    assert code == 1 and out.startswith("damaged: manifest.json is"), out


# --- things in the way of a build -------------------------------------------------------------

IN_THE_WAY: dict[str, tuple[str, bool]] = {  # path under the repository, and whether it is a file (else a directory)
    "index-is-a-file": (".memstone/index", True),
    "state-dir-is-a-file": (".memstone", True),
    "manifest-is-a-directory": (".memstone/index/manifest.json", False),
    "records-is-a-directory": (".memstone/index/records.sqlite", False),
    "lock-is-a-directory": (".memstone/index/build.lock", False),
    "tantivy-is-a-file": (".memstone/index/tantivy", True),
}


@pytest.mark.parametrize("case", sorted(IN_THE_WAY))
def test_a_build_names_what_is_in_its_way_and_deletes_nothing(
    repo: Path, capsys: pytest.CaptureFixture[str], case: str
) -> None:
    rel, is_file = IN_THE_WAY[case]
    build(repo)
    blocker = repo / rel
    if blocker.is_dir():
        shutil.rmtree(blocker)
    else:
        blocker.unlink()
    if is_file:
        blocker.write_text("the user's notes\n")
    else:
        (blocker / "keep").mkdir(parents=True)
    code, _out, err = cli(capsys, "index", "build", "--embedder", "none", "-q")
    assert code == 2, err
    assert str(blocker) in err and "move it away" in err and "bug" not in err, err
    if is_file:
        assert blocker.read_text() == "the user's notes\n"
    else:
        assert (blocker / "keep").is_dir()


# --- an index built without a model -------------------------------------------------------------


def test_a_bm25_only_index_is_usable_and_every_command_agrees(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _out, err = cli(capsys, "index", "build", "--embedder", "none", "-q")
    assert code == 0, err
    code, out, _err = cli(capsys, "index", "status")
    assert code == 0 and out == "current\n"
    code, out, _err = cli(capsys, "status")
    assert "index:          current, BM25 only (built without a model: recall is lexical)" in out, out
    config = load_config(repo)
    model = FakeEmbedder(dim=DIM)  # the configured model, whichever it is
    assert verify_index(config, embedder=model).ok, verify_index(config, embedder=model).problems
    result = recall("job queue", config=config, embedder=model)
    assert [m.name for m in result.selected][:1] == ["decision_queue"]
    assert any("without a model" in w and "lexical" in w for w in result.warnings), result.warnings
    lexical = recall("job queue", config=config, options=RecallOptions(use_model=False))
    assert [m.name for m in lexical.selected] == [m.name for m in result.selected]
    report = build_index(config, embedder=model, quiet=True)  # adding the model's vectors needs no --full
    assert report.embedded == report.chunk_count
    assert open_index(config, embedder=model).manifest.dim == DIM


def test_recall_on_a_bm25_only_index_loads_no_model(
    repo: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The index needs no model, so none is loaded (a missing model must not fail recall); vector mode is refused."""
    import memstone.recall as recall_module

    code, _out, err = cli(capsys, "index", "build", "--embedder", "none", "-q")
    assert code == 0, err

    def no_model(config: object) -> None:
        raise AssertionError("the model was loaded for an index that holds no vectors")

    monkeypatch.setattr(recall_module, "_load_embedder", no_model)
    result = recall("job queue", config=load_config(repo))
    assert [m.name for m in result.selected][:1] == ["decision_queue"]
    assert any("without a model" in w and "lexical" in w for w in result.warnings), result.warnings
    code, _out, err = cli(capsys, "recall", "--mode", "vector", "job queue")
    assert code == 2 and "built without a model" in err, err


def test_a_file_name_that_is_not_utf8_does_not_stop_the_build(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import os

    odd = repo / "memory" / os.fsdecode(b"reference_caf\xe9.md")
    odd.write_text(memory_text("reference_cafe", body="Notes about the caf\u00e9 queue."), encoding="utf-8")
    code, _out, err = cli(capsys, "index", "build", "--embedder", "none", "-q")
    assert code == 0 and "Traceback" not in err, err
    code, out, err = cli(capsys, "index", "status")
    assert code == 0 and out == "current\n", out + err


def test_unpack_names_what_is_in_the_way_and_deletes_nothing(
    repo: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    code, _out, err = cli(capsys, "index", "build", "--embedder", "none", "-q")
    assert code == 0, err
    archive = tmp_path / "index.tar.gz"
    code, _out, err = cli(capsys, "index", "pack", "-o", str(archive))
    assert code == 0, err
    shutil.rmtree(repo / ".memstone")
    (repo / ".memstone").write_text("mine", encoding="utf-8")
    code, _out, err = cli(capsys, "index", "unpack", str(archive))
    assert code == 2 and "in the way" in err, err
    assert (repo / ".memstone").read_text(encoding="utf-8") == "mine"
