"""The index manifest: what an index was built from and with, and whether it can be used now.

``manifest.json`` is written last by a build (and removed first), so an index with a manifest
is a complete one. It records the commit, counts, the model's identity, the format and
schema versions, the sha256 of every file in the index directory for ``index verify``, and
each file's size, so ``index status`` and recall notice a truncated or replaced file without
reading it. ``Manifest.from_dict`` checks every field's type (a manifest is read from disk or
from an archive someone else made) and raises ValueError naming the field.
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable
from dataclasses import MISSING, asdict, dataclass, field, fields
from pathlib import Path, PurePosixPath
from typing import Any

from memstone.errors import IndexMismatchError, IndexMissingError

FORMAT_VERSION = 4  # 2: records.sqlite; 3: type, source, superseded columns; 4: chunk tokens and terms
SCHEMA_VERSION = "1"
MANIFEST = "manifest.json"
NO_MODEL = "none"


REBUILD = "run `memstone index build --full`"


def shown(path: Path) -> str:
    """``path`` as a person would type it here: relative to the current directory when inside it."""
    try:
        return path.resolve().relative_to(Path.cwd().resolve()).as_posix() or "."
    except (OSError, ValueError):
        return str(path)


class IndexDamagedError(IndexMismatchError, ValueError):
    """A file of a built index is missing, cut short, replaced or unreadable.

    An IndexMismatchError, so the CLI says "no usable index" (exit 2) with the command that
    repairs it, and a ValueError, so code that treats an unreadable file as "rebuild it" still
    does. ``detail`` names the file and what is wrong with it.
    """

    def __init__(self, where: Path, detail: str, action: str = REBUILD) -> None:
        self.detail = detail
        self.action = action
        super().__init__(f"the index at {shown(where)} is damaged ({detail}); {action}")


def ranker_version() -> str:
    """``memstone.rank.RANKER_VERSION`` when that module exists, else "0"."""
    try:
        rank = importlib.import_module("memstone.rank")
    except ImportError:
        return "0"
    return str(getattr(rank, "RANKER_VERSION", "0"))


def tantivy_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("tantivy")
    except PackageNotFoundError:
        return "unknown"


@dataclass(frozen=True, slots=True)
class Manifest:
    commit: str | None
    memory_count: int
    chunk_count: int
    model_id: str
    model_sha256: str
    dim: int
    tokenizer_sha256: str
    schema_version: str
    ranker_version: str
    tantivy_version: str
    format_version: int
    built_at: str
    rev: str | None = None
    dirty: bool = False
    git_clean: bool = False  # built from the work tree while git saw no change to any indexed path
    warnings: list[str] = field(default_factory=list)  # what the build's history pass warned (shallow clone)
    secret_rules: str = ""  # scan.rules_fingerprint() at build time; another value makes the index stale
    model: dict[str, Any] = field(default_factory=dict, compare=False)
    files: dict[str, str] = field(default_factory=dict, compare=False)
    sizes: dict[str, int] = field(default_factory=dict, compare=False)  # bytes of each file; older manifests lack it

    @property
    def lexical_only(self) -> bool:
        """Built without a model (`--embedder none`): no vectors, searched by keyword with any model."""
        return self.model_id == NO_MODEL and self.dim == 0

    def to_json(self) -> str:
        return json.dumps(asdict(self), sort_keys=True, indent=1) + "\n"

    @classmethod
    def from_dict(cls, data: Any) -> Manifest:
        """The manifest in ``data`` (unknown keys ignored); ValueError naming the first field that is
        missing or of the wrong type."""
        if not isinstance(data, dict):
            raise ValueError(f"it must be a JSON object, not {_kind(data)}")
        values: dict[str, Any] = {}
        for f in fields(cls):
            if f.name not in data:
                if f.default is MISSING and f.default_factory is MISSING:
                    raise ValueError(f"{f.name} is missing")
                continue
            check, wanted = _CHECKS[f.name]
            if not check(data[f.name]):
                raise ValueError(f"{f.name} must be {wanted}, not {_kind(data[f.name])}")
            values[f.name] = data[f.name]
        return cls(**values)


def _kind(value: Any) -> str:
    """How a JSON value reads in an error message."""
    if value is None:
        return "null"
    names = {bool: "a boolean", int: "a number", float: "a number", str: "a string", list: "a list", dict: "an object"}
    shown = json.dumps(value)
    return f"{names.get(type(value), type(value).__name__)} {shown if len(shown) <= 40 else shown[:37] + '...'}"


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _is_str(value: Any) -> bool:
    return isinstance(value, str)


def _is_index_path(name: Any) -> bool:
    """A relative path inside the index directory (pack reads these, so none may point outside it)."""
    if not isinstance(name, str) or not name or "\\" in name or "\0" in name:
        return False
    p = PurePosixPath(name)
    return not p.is_absolute() and ".." not in p.parts and name != MANIFEST


def _mapping(key_ok: Callable[[Any], bool], value_ok: Callable[[Any], bool]) -> Callable[[Any], bool]:
    return lambda v: isinstance(v, dict) and all(key_ok(k) and value_ok(x) for k, x in v.items())


def _is_sha(value: Any) -> bool:
    return isinstance(value, str) and len(value) == 64 and all(c in "0123456789abcdef" for c in value)


_CHECKS: dict[str, tuple[Callable[[Any], bool], str]] = {
    "commit": (lambda v: v is None or _is_str(v), "a commit id or null"),
    "memory_count": (_is_int, "a whole number of at least 0"),
    "chunk_count": (_is_int, "a whole number of at least 0"),
    "model_id": (_is_str, "a string"),
    "model_sha256": (_is_str, "a string"),
    "dim": (_is_int, "a whole number of at least 0"),
    "tokenizer_sha256": (_is_str, "a string"),
    "schema_version": (_is_str, "a string"),
    "ranker_version": (_is_str, "a string"),
    "tantivy_version": (_is_str, "a string"),
    "format_version": (_is_int, "a whole number"),
    "built_at": (_is_str, "a string"),
    "rev": (lambda v: v is None or _is_str(v), "a commit id or null"),
    "dirty": (lambda v: isinstance(v, bool), "true or false"),
    "git_clean": (lambda v: isinstance(v, bool), "true or false"),
    "warnings": (lambda v: isinstance(v, list) and all(_is_str(w) for w in v), "a list of strings"),
    "secret_rules": (_is_str, "a string"),
    "model": (_mapping(_is_str, lambda _v: True), "an object"),
    "files": (
        _mapping(_is_index_path, _is_sha),
        "an object of relative paths inside the index to sha256 hex digests",
    ),
    "sizes": (_mapping(_is_index_path, _is_int), "an object of relative paths inside the index to byte counts"),
}


def model_fields(fingerprint: dict[str, Any] | None) -> dict[str, Any]:
    """The model part of a manifest, from an embedder's fingerprint (None: BM25 only)."""
    if fingerprint is None:
        return {"model_id": NO_MODEL, "model_sha256": "", "dim": 0, "tokenizer_sha256": "", "model": {}}
    return {
        "model_id": str(fingerprint.get("model_id", "")),
        "model_sha256": str(fingerprint.get("model_sha256", "")),
        "dim": int(fingerprint.get("dim", 0)),
        "tokenizer_sha256": str(fingerprint.get("tokenizer_sha256", "")),
        "model": dict(fingerprint),
    }


def read_manifest(index_dir: Path) -> Manifest:
    """The manifest of the index at ``index_dir``: IndexMissingError when there is none,
    IndexDamagedError when it is not JSON or a field is missing or of the wrong type."""
    path = index_dir / MANIFEST
    if not path.is_file():
        kind = _not_a_file(path)
        if kind is None:
            raise IndexMissingError(
                f"no index at {index_dir}; run `memstone index build` (or `memstone index unpack FILE`)"
            )
        raise IndexDamagedError(index_dir, f"{MANIFEST} is not a file ({kind})", MOVE_IT)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise IndexDamagedError(index_dir, f"{MANIFEST} cannot be read: {exc.strerror}") from None
    except ValueError as exc:  # UnicodeDecodeError and JSONDecodeError are ValueErrors
        raise IndexDamagedError(index_dir, f"{MANIFEST} is not valid JSON: {exc}") from None
    try:
        return Manifest.from_dict(data)
    except ValueError as exc:
        raise IndexDamagedError(index_dir, f"{MANIFEST} is malformed: {exc}") from None


MOVE_IT = "move it away (memstone does not delete it), then run `memstone index build`"


def _not_a_file(path: Path) -> str | None:
    """What is at ``path`` instead of a file ("a directory", "a dangling symbolic link"), or None when nothing is."""
    if path.is_symlink() and not path.exists():
        return "a dangling symbolic link"
    if not path.exists():
        return None
    return "a directory" if path.is_dir() else "neither a file nor a directory"


def inconsistency(manifest: Manifest, vector_dims: int | None = None) -> str | None:
    """Where the manifest contradicts itself (its model fields against the fingerprint it records), or None.

    A build writes ``model_id`` and ``dim`` from the same fingerprint it stores under ``model``,
    and a model index always has vectors: any other combination was edited or corrupted.
    """
    recorded = manifest.model
    if manifest.model_id == NO_MODEL:
        return f"{MANIFEST} says dim {manifest.dim} for an index built without a model" if manifest.dim else None
    dims = vector_dims if vector_dims is not None else recorded.get("dim")
    if manifest.dim == 0:
        whose = f", whose vectors have {dims} dims" if _is_int(dims) and dims else ""
        return f"{MANIFEST} says dim 0 for model {manifest.model_id}{whose}"
    if recorded:
        if recorded.get("model_id") != manifest.model_id:
            return f"{MANIFEST} says model {manifest.model_id}, but its model record says {recorded.get('model_id')}"
        if recorded.get("dim") != manifest.dim:
            return f"{MANIFEST} says dim {manifest.dim} for model {manifest.model_id}, but its model record says {recorded.get('dim')}"
    return None


def incompatibility(manifest: Manifest, fingerprint: dict[str, Any] | None, *, check_model: bool = True) -> str | None:
    """Why an index cannot be used with this memstone and model, or None when it can.

    An index built without a model (BM25 only) can be used with any: it is searched lexically.
    """
    if manifest.format_version != FORMAT_VERSION:
        return f"index format {manifest.format_version} (this memstone reads format {FORMAT_VERSION})"
    if manifest.schema_version != SCHEMA_VERSION:
        return f"index schema {manifest.schema_version} (this memstone uses schema {SCHEMA_VERSION})"
    if manifest.ranker_version != ranker_version():
        return f"ranker version {manifest.ranker_version} (this memstone ranks with {ranker_version()})"
    if not check_model or manifest.lexical_only:
        return None  # a BM25-only index holds no vectors to mix up: any model can read it lexically
    return model_mismatch(manifest, model_fields(fingerprint))


def model_mismatch(manifest: Manifest, want: dict[str, Any]) -> str | None:
    """How the model that built the index differs from ``want`` (the fields of a manifest's model
    part; a field left out is not compared), or None when they agree."""
    for key in ("model_id", "model_sha256", "dim", "tokenizer_sha256"):
        if key in want and getattr(manifest, key) != want[key]:
            have = f"{manifest.model_id} ({manifest.model_sha256[:12] or '-'}, dim {manifest.dim})"
            dim = f", dim {want['dim']}" if "dim" in want else ""
            now = f"{want['model_id']} ({str(want['model_sha256'])[:12] or '-'}{dim})"
            return f"built with model {have}, but the configured model is {now}"
    return None


def check_compatible(manifest: Manifest, fingerprint: dict[str, Any] | None, index_dir: Path) -> None:
    """Raise IndexMismatchError (with the command that fixes it) when the index cannot be used."""
    why = incompatibility(manifest, fingerprint)
    if why is not None:
        raise IndexMismatchError(
            f"the index at {index_dir} cannot be used: {why}; "
            "run `memstone index build --full` to rebuild it for this model and version"
        )
