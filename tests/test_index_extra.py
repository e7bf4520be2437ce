"""Index extras: the progress bar only on a terminal, and a custom ONNX model directory."""

from __future__ import annotations

import os
import pty
import shutil
import struct
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import memory_text

from memstone.config import load_config
from memstone.embed import default_tokenizer_path, load_embedder
from memstone.errors import ModelError
from memstone.index import build_index


@pytest.fixture
def repo(git_repo: Path, commit: Callable[..., str]) -> Path:
    for i in range(6):
        name = f"decision_topic_{i}"
        (git_repo / "memory" / f"{name}.md").write_text(
            memory_text(name, body=f"Topic {i}: queues, retries and webhooks, case {i}."), encoding="utf-8"
        )
    subprocess.run([sys.executable, "-m", "memstone", "-C", str(git_repo), "index-md"], check=True)
    commit("memories")
    return git_repo


def run_on_terminal(args: list[str], env: dict[str, str]) -> tuple[int, str]:
    """Run with stdout and stderr on a pseudo-terminal; return (exit status, everything printed)."""
    pid, fd = pty.fork()
    if pid == 0:  # the child
        os.execvpe(args[0], args, env)
    out = b""
    while True:
        try:
            chunk = os.read(fd, 4096)
        except OSError:
            break
        if not chunk:
            break
        out += chunk
    _, status = os.waitpid(pid, 0)
    os.close(fd)
    return os.waitstatus_to_exitcode(status), out.decode("utf-8", "replace")


@pytest.mark.parametrize(
    ("extra", "ci", "bar"),
    [([], False, True), (["--quiet"], False, False), ([], True, False), (["--format", "json"], False, False)],
    ids=["terminal", "quiet", "CI", "json"],
)
def test_progress_bar_only_on_a_terminal(repo: Path, model_dir: Path, extra: list[str], ci: bool, bar: bool) -> None:
    configure(repo, model_dir, dim=8)
    env = {k: v for k, v in os.environ.items() if k != "CI"}
    if ci:
        env["CI"] = "true"
    args = [sys.executable, "-m", "memstone", "-C", str(repo), "index", "build", "--full", *extra]
    code, out = run_on_terminal(args, env)
    assert code == 0, out
    assert ("embedding" in out and "6/6" in out) is bar, out
    piped = subprocess.run(args, capture_output=True, text=True, check=False, env=env)
    assert piped.returncode == 0 and "6/6" not in piped.stderr and "\x1b" not in piped.stderr


# --- a tiny real ONNX model, written without the onnx package -------------------------------------


def _varint(n: int) -> bytes:
    out = b""
    while True:
        byte, n = n & 0x7F, n >> 7
        out += bytes([byte | (0x80 if n else 0)])
        if not n:
            return out


def _field(number: int, value: bytes | str | int) -> bytes:
    if isinstance(value, int):
        return _varint(number << 3) + _varint(value)
    data = value.encode() if isinstance(value, str) else value
    return _varint(number << 3 | 2) + _varint(len(data)) + data


def _value_info(name: str, elem_type: int, dims: list[int | str]) -> bytes:
    shape = b"".join(_field(1, _field(2, d) if isinstance(d, str) else _field(1, d)) for d in dims)
    tensor_type = _field(1, elem_type) + _field(2, shape)
    return _field(1, name) + _field(2, _field(1, tensor_type))


def write_embedding_model(path: Path, vocab: int, dim: int) -> None:
    """model.onnx: last_hidden_state = Gather(table, input_ids), table[i] a fixed pseudo-random row."""
    rows = [[((i * 7919 + j * 104729) % 1000) / 500.0 - 1.0 for j in range(dim)] for i in range(vocab)]
    raw = b"".join(struct.pack(f"<{dim}f", *row) for row in rows)
    table = _field(1, vocab) + _field(1, dim) + _field(2, 1) + _field(8, "table") + _field(9, raw)
    node = _field(1, "table") + _field(1, "input_ids") + _field(2, "last_hidden_state") + _field(4, "Gather")
    graph = (
        _field(1, node)
        + _field(2, "tiny")
        + _field(5, table)
        + _field(11, _value_info("input_ids", 7, ["batch", "seq"]))
        + _field(11, _value_info("attention_mask", 7, ["batch", "seq"]))
        + _field(12, _value_info("last_hidden_state", 1, ["batch", "seq", dim]))
    )
    model = _field(1, 8) + _field(2, "memstone-tests") + _field(7, graph) + _field(8, _field(1, "") + _field(2, 13))
    path.write_bytes(model)


@pytest.fixture
def model_dir(tmp_path: Path) -> Path:
    import json

    root = tmp_path / "tiny model"
    root.mkdir()
    tokenizer = default_tokenizer_path()
    shutil.copy(tokenizer, root / "tokenizer.json")
    vocab = len(json.loads(tokenizer.read_text(encoding="utf-8"))["model"]["vocab"])
    write_embedding_model(root / "model.onnx", vocab, 8)
    return root


def configure(repo: Path, model_dir: Path, **model: object) -> None:
    lines = ["[memstone]", "[model]", f"path = {str(model_dir)!r}"] + [f"{k} = {v!r}" for k, v in model.items()]
    (repo / "memstone.toml").write_text("\n".join(lines) + "\n", encoding="utf-8")


def test_custom_model_directory_mean_and_cls_pooling(repo: Path, model_dir: Path) -> None:
    configure(repo, model_dir, pooling="mean", dim=8)
    mean = load_embedder(load_config(repo).model)
    assert mean is not None
    texts = ["retry failed webhooks", "money in integer cents"]
    vectors = mean.embed(texts)
    assert vectors.shape == (2, 8) and abs(float((vectors[0] ** 2).sum()) - 1.0) < 1e-5
    assert float(vectors[0] @ vectors[1]) < 0.999  # mean pooling: different texts, different vectors
    configure(repo, model_dir, pooling="cls", dim=8)
    cls = load_embedder(load_config(repo).model)
    assert cls is not None
    pooled = cls.embed(texts)
    assert float(pooled[0] @ pooled[1]) > 0.9999  # CLS pooling: the [CLS] row, the same for every text
    assert cls.fingerprint()["pooling"] == "cls" and cls.fingerprint()["model_id"] != ""
    report = build_index(load_config(repo), embedder=cls, quiet=True)
    assert report.memory_count == 6 and report.model_id.startswith("tiny model@")


def _memstone(repo: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "memstone", "-C", str(repo), *args], capture_output=True, text=True, check=False
    )


def test_status_names_an_index_built_with_another_model(repo: Path, model_dir: Path) -> None:
    configure(repo, model_dir, dim=8)
    assert _memstone(repo, "index", "build", "--quiet").returncode == 0
    assert _memstone(repo, "index", "status").stdout.startswith("current")
    (repo / "memstone.toml").write_text("[memstone]\n", encoding="utf-8")  # back to the pinned model
    status = _memstone(repo, "index", "status")
    assert status.returncode == 1 and status.stdout.startswith("incompatible: built with model tiny model@")
    assert "the configured model is all-MiniLM-L6-v2-int8@" in status.stdout and "--full" in status.stdout
    overview = _memstone(repo, "status")
    assert "index:          incompatible (built with model tiny model@" in overview.stdout, overview.stdout
    recall = _memstone(repo, "recall", "webhooks")  # recall refuses it for the same reason
    assert recall.returncode != 0 and "built with model tiny model@" in recall.stderr
    configure(repo, model_dir, dim=16)  # the same files, another configured dimension: recall would refuse it
    assert _memstone(repo, "index", "status").stdout.startswith("incompatible: built with model tiny model@")
    configure(repo, model_dir, dim=8)
    (model_dir / "model.onnx").write_bytes((model_dir / "model.onnx").read_bytes() + b" ")  # another model file
    changed = _memstone(repo, "index", "status", "--format", "json")
    assert changed.returncode == 1 and '"state": "incompatible"' in changed.stdout
    assert "Traceback" not in changed.stderr + status.stderr + overview.stderr


def test_custom_model_with_the_wrong_dimension_is_refused(repo: Path, model_dir: Path) -> None:
    configure(repo, model_dir, dim=384)
    embedder = load_embedder(load_config(repo).model)
    assert embedder is not None
    with pytest.raises(ModelError, match=r"outputs dimension 8, memstone\.toml says 384"):
        embedder.embed(["x"])
    proc = subprocess.run(
        [sys.executable, "-m", "memstone", "-C", str(repo), "index", "build", "--quiet"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode != 0 and "outputs dimension 8" in proc.stderr and "Traceback" not in proc.stderr


def test_custom_model_without_a_configured_dimension_builds(repo: Path, model_dir: Path) -> None:
    configure(repo, model_dir)
    proc = subprocess.run(
        [sys.executable, "-m", "memstone", "-C", str(repo), "index", "build", "--quiet"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
