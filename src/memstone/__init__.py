"""memstone: git-native long-term memory for LLM agents."""

from __future__ import annotations

__version__ = "0.1.0"
SCHEMA_VERSION = "1"

__all__ = ["SCHEMA_VERSION", "__version__"]
