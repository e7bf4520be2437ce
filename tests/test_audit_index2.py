"""Audit re-check on the index: manifests that contradict themselves, a model that cannot be loaded,
and a manifest path that holds something other than a file.

Each test builds a real index (Tantivy, SQLite, .npy) of a real git repository with the fake
embedder, changes it the way a person or a bad copy would, and checks that the cheap status,
the overview, pack, verify and recall all say the same thing, with the documented exit status.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from conftest import cli, memory_text

from memstone.config import load_config
from memstone.embed import FakeEmbedder
from memstone.errors import IndexMismatchError
from memstone.index import build_index, index_status
from memstone.recall import recall

DIM = 8


@pytest.fixture
def repo(git_repo: Path, commit: Callable[..., str], monkeypatch: pytest.MonkeyPatch) -> Path:
    for name, body in [
        ("decision_queue", "The job queue runs on Postgres with SKIP LOCKED."),
        ("feedback_tests", "Run the tests before every push."),
    ]:
        (git_repo / "memory" / f"{name}.md").write_text(memory_text(name, body=body), encoding="utf-8")
    commit("memories")
    monkeypatch.chdir(git_repo)
    return git_repo


def build(root: Path) -> None:
    build_index(load_config(root), embedder=FakeEmbedder(dim=DIM), quiet=True)


def manifest_path(root: Path) -> Path:
    return root / ".memstone" / "index" / "manifest.json"


def _edit(root: Path, change: Callable[[dict[str, Any]], object]) -> None:
    path = manifest_path(root)
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))


# --- N6: a manifest whose model fields contradict the rest of the index ------------------------

CONTRADICTIONS: dict[str, tuple[Callable[[dict[str, Any]], object], str]] = {
    "dim-zero": (
        lambda m: m.update(dim=0),
        f"manifest.json says dim 0 for model fake-{DIM}, whose vectors have {DIM} dims",
    ),
    "model-renamed": (
        lambda m: m.update(model_id="other-model"),
        "manifest.json says model other-model, but its model record says",
    ),
    "dim-other": (
        lambda m: m.update(dim=DIM * 2),
        f"manifest.json says dim {DIM * 2} for model fake-{DIM}, but its model record says {DIM}",
    ),
    "vectors-other-shape": (
        lambda m: (m.update(dim=DIM * 2), m["model"].update(dim=DIM * 2)),
        f"vectors.npy: shape (2, {DIM}), the manifest says (2, {DIM * 2})",
    ),
    "no-model-with-dim": (
        lambda m: m.update(model_id="none", model={}),
        f"says dim {DIM} for an index built without a model",
    ),
}


@pytest.mark.parametrize("case", sorted(CONTRADICTIONS))
def test_a_manifest_that_contradicts_itself_is_damaged_everywhere(
    repo: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], case: str
) -> None:
    change, says = CONTRADICTIONS[case]
    build(repo)
    _edit(repo, change)

    code, out, _err = cli(capsys, "index", "status")
    assert code == 1 and out.startswith("damaged: ") and says in out and "build --full" in out, out
    code, out, _err = cli(capsys, "status")
    assert code == 0 and "index:          damaged (" in out and says in out, out
    code, _out, err = cli(capsys, "index", "pack", "-o", str(tmp_path / "i.tar.gz"))
    assert code == 2 and says in err and not (tmp_path / "i.tar.gz").exists(), err
    code, out, _err = cli(capsys, "index", "verify", "--embedder", "none")
    assert code == 1 and says.split(":")[0] in out, out
    code, _out, err = cli(capsys, "recall", "--embedder", "none", "job queue")
    assert code == 2 and "is damaged (" in err and says in err and "build --full" in err, err
    with pytest.raises(IndexMismatchError, match="damaged") as caught:  # with the model: not "another model"
        recall("job queue", config=load_config(repo), embedder=FakeEmbedder(dim=DIM))
    assert "configured model" not in str(caught.value)
    build(repo)  # an incremental build notices and rebuilds
    assert index_status(load_config(repo), None).state == "current"


# --- N7: a configured model that cannot be loaded ------------------------------------------------


@pytest.mark.parametrize(
    "make, says",
    [
        (lambda d: None, "is not a directory"),
        (lambda d: d.mkdir(), "model.onnx"),
        (lambda d: (d.mkdir(), (d / "model.onnx").write_bytes(b"x")), "tokenizer.json"),
    ],
    ids=["no-directory", "empty-directory", "no-tokenizer"],
)
def test_status_shows_a_model_that_cannot_be_loaded(
    repo: Path, capsys: pytest.CaptureFixture[str], make: Callable[[Path], object], says: str
) -> None:
    build(repo)
    (repo / "memstone.toml").write_text('[memstone]\n[model]\npath = "mymodel"\n', encoding="utf-8")
    make(repo / "mymodel")
    code, out, _err = cli(capsys, "index", "status")
    assert code == 0 and out == "current\n", out  # the index itself is fine
    code, out, _err = cli(capsys, "status")
    assert code == 0 and "  model:          cannot be loaded: " in out and says in out, out
    code, out, _err = cli(capsys, "status", "--format", "json")
    assert says in json.loads(out)["model"]["problem"]
    code, _out, err = cli(capsys, "recall", "--mode", "hybrid", "--embedder", "default", "job queue")
    assert code == 2, err


def test_status_of_a_loadable_model_says_nothing_more(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _err = cli(capsys, "status")
    assert code == 0 and "model:" not in out, out
    code, out, _err = cli(capsys, "status", "--format", "json")
    assert json.loads(out)["model"]["problem"] is None


# --- N10: manifest.json that is not a file --------------------------------------------------------


@pytest.mark.parametrize(
    "make, kind",
    [
        (lambda p: (p.unlink(), p.mkdir()), "a directory"),
        (lambda p: (p.unlink(), os.symlink("gone.json", p)), "a dangling symbolic link"),
    ],
    ids=["directory", "dangling-symlink"],
)
def test_a_manifest_that_is_not_a_file_is_damaged_and_says_how_to_fix_it(
    repo: Path, capsys: pytest.CaptureFixture[str], make: Callable[[Path], object], kind: str
) -> None:
    build(repo)
    make(manifest_path(repo))
    says = f"manifest.json is not a file ({kind})"
    code, out, _err = cli(capsys, "index", "status")
    assert code == 1 and out.startswith(f"damaged: {says}; move it away"), out
    code, out, _err = cli(capsys, "status")
    assert f"index:          damaged ({says}; move it away" in out, out
    code, _out, err = cli(capsys, "recall", "--embedder", "none", "job queue")
    assert code == 2 and says in err and "move it away" in err and "build` first" not in err, err
    code, _out, err = cli(capsys, "index", "build", "--embedder", "none", "-q")
    assert code == 2 and "move it away" in err, err  # what status said: the build does not delete it


def test_index_status_help_names_the_states_it_reports(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _err = cli(capsys, "index", "status", "--help")
    text = " ".join(out.split())
    assert code == 0
    assert "unreadable manifest" not in text.split("damaged")[0], text
    assert "damaged (" in text and "manifest" in text.split("damaged (")[1].split(")")[0], text
