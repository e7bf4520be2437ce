"""Embeddings: the fake is deterministic; the real model is verified, pooled and normalised."""

from __future__ import annotations

import shutil
from pathlib import Path

import numpy as np
import pytest

from memstone.config import ModelSpec
from memstone.embed import FakeEmbedder, default_model_path, load_embedder, load_tokenizer
from memstone.errors import ModelError


def test_fake_is_deterministic_and_normalised() -> None:
    a, b = FakeEmbedder(dim=16), FakeEmbedder(dim=16)
    texts = ["retry webhooks with backoff", "webhooks retry", "", "unrelated cats"]
    va, vb = a.embed(texts), b.embed(texts)
    assert va.dtype == np.float32 and va.shape == (4, 16)
    assert np.array_equal(va, vb)
    assert np.allclose(np.linalg.norm(va, axis=1), 1.0)
    assert a.calls == 1 and a.texts_embedded == 4


def test_none_means_bm25_only() -> None:
    assert load_embedder(ModelSpec(name="none")) is None


def test_custom_dir_without_model_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ModelError, match="not a directory"):
        load_embedder(ModelSpec(name="custom", path=str(tmp_path / "missing")))
    (tmp_path / "m").mkdir()
    with pytest.raises(ModelError, match="model file not found"):
        load_embedder(ModelSpec(name="custom", path=str(tmp_path / "m")))


def test_corrupt_custom_model_is_a_model_error(tmp_path: Path) -> None:
    root = tmp_path / "m"
    root.mkdir()
    (root / "model.onnx").write_bytes(b"not an onnx model")
    shutil.copy(load_tokenizer(ModelSpec()).path, root / "tokenizer.json")
    with pytest.raises(ModelError, match="cannot load the model"):
        load_embedder(ModelSpec(name="custom", path=str(root)))  # no dim given: the model is asked for it
    embedder = load_embedder(ModelSpec(name="custom", path=str(root), dim=384))
    assert embedder is not None
    with pytest.raises(ModelError, match="cannot load the model"):
        embedder.embed(["x"])


def test_tokenizer_counts_without_a_session() -> None:
    counter = load_tokenizer(ModelSpec())
    assert counter.count_tokens("hello world") == 2
    assert counter.count_tokens("word " * 600) == 600  # no truncation when counting


@pytest.mark.model
def test_pinned_model_is_verified_and_a_flipped_byte_refused(tmp_path: Path) -> None:
    from memstone import embed

    copy = tmp_path / "model.onnx"
    data = bytearray(default_model_path().read_bytes())
    data[len(data) // 2] ^= 0xFF
    copy.write_bytes(bytes(data))
    embedder = embed.OnnxEmbedder(
        copy, load_tokenizer(ModelSpec()).path, name="x", expected_sha256=embed.DEFAULT_MODEL_SHA256
    )
    with pytest.raises(ModelError, match="does not match the pinned"):  # checked before any session or vector
        embedder.embed(["a query"])
    assert embedder.calls == 0 and embedder._session is None


@pytest.mark.model
def test_real_model_end_to_end() -> None:
    embedder = load_embedder(ModelSpec())
    assert embedder is not None
    texts = [
        "How should failed webhook deliveries be retried?",
        "Retry webhook delivery with exponential backoff when it fails.",
        "The office plants need watering on Mondays.",
        "short",
        "a much longer text " * 40,
    ]
    batched = embedder.embed(texts)
    assert batched.shape == (5, 384)
    assert np.allclose(np.linalg.norm(batched, axis=1), 1.0, atol=1e-5)
    sims = batched @ batched.T
    assert sims[0, 1] > sims[0, 2] + 0.3
    one_by_one = np.vstack([embedder.embed([t]) for t in texts])
    assert np.allclose(batched, one_by_one, atol=1e-5)


_THREAD_STARTERS = {
    "query": 'QueryEmbedding(load_embedder(ModelSpec()), ["a query"]).result()',
    "build": "_prepare_embedding(load_embedder(ModelSpec()), load_config(Path(sys.argv[1])), incremental=True).result()",
    "full-build": "_prepare_embedding(load_embedder(ModelSpec()), load_config(Path(sys.argv[1])), False).result()",
}


@pytest.mark.parametrize("starter", sorted(_THREAD_STARTERS))
def test_numpy_is_imported_before_any_thread_that_needs_it_starts(starter: str, tmp_path: Path) -> None:
    """numpy's first import from two threads at once can fail (a partially initialised module), so every
    place that starts an embedding thread imports it first, in its own thread. Checked in a fresh process."""
    import subprocess
    import sys

    code = f"""
import sys, threading
from pathlib import Path
started = []
original = threading.Thread.start
def start(self):
    started.append((self.name, "numpy" in sys.modules))
    original(self)
threading.Thread.start = start
from memstone.config import ModelSpec, load_config
from memstone.embed import QueryEmbedding, load_embedder
from memstone.index import _prepare_embedding
assert "numpy" not in sys.modules
{_THREAD_STARTERS[starter]}
print(started)
assert started and all(ready for _name, ready in started), started
"""
    (tmp_path / "memstone.toml").write_text("", encoding="utf-8")
    done = subprocess.run([sys.executable, "-c", code, str(tmp_path)], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "memstone-embed" in done.stdout or "memstone-cache" in done.stdout
