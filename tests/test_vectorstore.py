"""The embedding cache (append-only, torn-write tolerant, per model, compactable) and exact top-k."""

from __future__ import annotations

import hashlib
from pathlib import Path

import numpy as np

from memstone.vectorstore import EmbeddingCache, load_matrix, save_matrix, top_k

FP = {"model_id": "m", "dim": 4}


def key(i: int) -> str:
    return hashlib.sha256(str(i).encode()).hexdigest()


def vecs(n: int) -> np.ndarray:
    out = np.arange(1, 4 * n + 1, dtype=np.float32).reshape(n, 4)
    return out / np.linalg.norm(out, axis=1, keepdims=True)


def test_cache_survives_reopen_and_a_torn_record(tmp_path: Path) -> None:
    cache = EmbeddingCache(tmp_path, FP, 4)
    cache.add([key(0), key(1)], vecs(2))
    cache.add([key(2)], vecs(3)[2:])
    with cache.path.open("ab") as fh:
        fh.write(b"\x01" * 10)  # an interrupted write
    again = EmbeddingCache(tmp_path, FP, 4)
    assert len(again) == 3 and again.missing([key(1), key(9)]) == [key(9)]
    assert np.allclose(again.matrix([key(2), key(0)]), vecs(3)[[2, 0]])
    assert cache.path.stat().st_size == 3 * (32 + 16)


def test_models_never_share_a_cache(tmp_path: Path) -> None:
    EmbeddingCache(tmp_path, FP, 4).add([key(0)], vecs(1))
    other = EmbeddingCache(tmp_path, {"model_id": "other", "dim": 4}, 4)
    assert len(other) == 0


def test_compact_keeps_only_live_vectors(tmp_path: Path) -> None:
    cache = EmbeddingCache(tmp_path, FP, 4)
    cache.add([key(i) for i in range(5)], vecs(5))
    assert cache.compact([key(1), key(3), key(42)]) == 3
    again = EmbeddingCache(tmp_path, FP, 4)
    assert len(again) == 2
    assert np.allclose(again.matrix([key(3), key(1)]), vecs(5)[[3, 1]])


def test_top_k_is_exact_and_ordered(tmp_path: Path) -> None:
    rng = np.random.default_rng(0)
    m = rng.normal(size=(500, 8)).astype(np.float32)
    m /= np.linalg.norm(m, axis=1, keepdims=True)
    save_matrix(tmp_path / "v.npy", m)
    mm = load_matrix(tmp_path / "v.npy")
    q = m[17]
    got = top_k(mm, q, 5)
    want = np.argsort(-(m @ q))[:5]
    assert [i for i, _ in got] == want.tolist() and got[0][0] == 17
    assert top_k(mm, q, 0) == [] and len(top_k(mm, q, 10_000)) == 500
