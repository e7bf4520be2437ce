"""memstone: git-native long-term memory for LLM agents.

The library API: ``memstone.recall("what I am about to do", repo="path/to/memory-repo")``
returns a ``RecallResult`` (see ``memstone.recall.recall`` for every option).
"""

from __future__ import annotations

__version__ = "0.1.0"
SCHEMA_VERSION = "1"

__all__ = ["SCHEMA_VERSION", "__version__", "recall"]


def __getattr__(name: str) -> object:
    if name == "recall":  # imported on first use, so `memstone lint` never loads it
        import importlib

        return importlib.import_module("memstone.recall")
    raise AttributeError(f"module 'memstone' has no attribute {name!r}")
