"""Embedding vectors: a content-hash cache that survives interrupted builds, and exact cosine search.

The cache is one append-only file per model fingerprint under ``.memstone/cache/embeddings/``:
fixed-size records of (sha256 of the embedded text, float32 vector). A build appends each
batch as soon as it is embedded, so an interrupted build resumes where it stopped; a torn last
record is ignored. Vectors of two models never share a file.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    FloatArray = npt.NDArray[np.float32]

KEY_BYTES = 32


def model_key(fingerprint: dict[str, Any]) -> str:
    """A short stable name for a model fingerprint (the cache file's stem)."""
    return hashlib.sha256(json.dumps(fingerprint, sort_keys=True).encode()).hexdigest()[:16]


class EmbeddingCache:
    """Vectors by the sha256 of the text that was embedded, for one model."""

    def __init__(self, cache_dir: Path, fingerprint: dict[str, Any], dim: int) -> None:
        self.dim = dim
        self.record = KEY_BYTES + 4 * dim
        stem = model_key(fingerprint)
        self.path = cache_dir / f"{stem}.bin"
        self._meta = cache_dir / f"{stem}.json"
        self._fingerprint = fingerprint
        self._rows: dict[bytes, int] = {}
        self._blocks: list[FloatArray] = []
        self._size = 0
        self._load()

    def _load(self) -> None:
        import numpy as np

        if not self.path.is_file():
            return
        raw = self.path.read_bytes()
        n = len(raw) // self.record
        if n == 0:
            return
        arr = np.frombuffer(raw, dtype=np.uint8, count=n * self.record).reshape(n, self.record)
        keys = arr[:, :KEY_BYTES].tobytes()
        self._blocks = [np.ascontiguousarray(arr[:, KEY_BYTES:]).view("<f4").reshape(n, self.dim)]
        self._size = n
        self._rows = {keys[i * KEY_BYTES : (i + 1) * KEY_BYTES]: i for i in range(n)}
        if len(raw) != n * self.record:  # a torn record from an interrupted write: drop it
            with self.path.open("r+b") as fh:
                fh.truncate(n * self.record)

    def __len__(self) -> int:
        return len(self._rows)

    def __contains__(self, key: str) -> bool:
        return bytes.fromhex(key) in self._rows

    def missing(self, keys: Iterable[str]) -> list[str]:
        return [k for k in keys if bytes.fromhex(k) not in self._rows]

    def add(self, keys: Sequence[str], vectors: FloatArray) -> None:
        """Append vectors to the cache file now (flushed), so an interruption keeps them."""
        import numpy as np

        if len(keys) != len(vectors):
            raise ValueError("keys and vectors differ in length")
        if not keys:
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        if not self._meta.exists():
            self._meta.write_text(json.dumps(self._fingerprint, sort_keys=True, indent=1) + "\n", encoding="utf-8")
        vecs = np.ascontiguousarray(vectors, dtype="<f4").reshape(len(keys), self.dim)
        buf = bytearray()
        raw_keys = [bytes.fromhex(k) for k in keys]
        for i, key in enumerate(raw_keys):
            buf += key
            buf += vecs[i].tobytes()
        with self.path.open("ab") as fh:
            fh.write(buf)
            fh.flush()
        self._blocks.append(vecs.copy())
        for i, key in enumerate(raw_keys):
            self._rows[key] = self._size + i
        self._size += len(raw_keys)

    def compact(self, keep: Iterable[str]) -> int:
        """Rewrite the cache file with only ``keep`` (atomically); returns how many records were dropped."""
        import numpy as np

        keys = sorted({k for k in keep if bytes.fromhex(k) in self._rows})
        dropped = len(self._rows) - len(keys)
        if dropped <= 0:
            return 0
        vecs = self.matrix(keys) if keys else np.zeros((0, self.dim), dtype=np.float32)
        buf = bytearray()
        for i, key in enumerate(keys):
            buf += bytes.fromhex(key)
            buf += vecs[i].tobytes()
        tmp = self.path.with_name(self.path.name + ".tmp")
        tmp.write_bytes(bytes(buf))
        os.replace(tmp, self.path)
        self._blocks = [vecs]
        self._rows = {bytes.fromhex(k): i for i, k in enumerate(keys)}
        self._size = len(keys)
        return dropped

    def matrix(self, keys: Sequence[str]) -> FloatArray:
        """The vectors of ``keys`` in order, as one (n, dim) float32 matrix; every key must be cached."""
        import numpy as np

        if not keys:
            return np.zeros((0, self.dim), dtype=np.float32)
        if len(self._blocks) > 1:
            self._blocks = [np.concatenate(self._blocks)]
        rows = np.fromiter((self._rows[bytes.fromhex(k)] for k in keys), dtype=np.int64, count=len(keys))
        return np.ascontiguousarray(self._blocks[0][rows])


def save_matrix(path: Path, matrix: FloatArray) -> None:
    """Write a float32 matrix as .npy atomically (temp file, then rename)."""
    import numpy as np

    tmp = path.with_name(path.name + ".tmp")
    with tmp.open("wb") as fh:
        np.save(fh, np.ascontiguousarray(matrix, dtype=np.float32))
    os.replace(tmp, path)


def load_matrix(path: Path) -> FloatArray:
    import numpy as np

    arr: FloatArray = np.load(path, mmap_mode="r")
    return arr


def top_k(matrix: FloatArray, query: FloatArray, k: int) -> list[tuple[int, float]]:
    """Rows of ``matrix`` with the highest dot product with ``query`` (cosine: both normalised)."""
    import numpy as np

    n = matrix.shape[0]
    if n == 0 or k <= 0:
        return []
    scores = matrix @ query.astype(np.float32).reshape(-1)
    k = min(k, n)
    idx = np.argpartition(-scores, k - 1)[:k] if k < n else np.arange(n)
    order = sorted(idx.tolist(), key=lambda i: (-float(scores[i]), i))
    return [(int(i), float(scores[i])) for i in order]
