"""The tool's own failures. Problems in a user's files are findings, not exceptions."""

from __future__ import annotations


class MemstoneError(Exception):
    """Base of every error memstone raises on purpose; the CLI maps these to exit codes."""

    exit_code = 3


class UsageError(MemstoneError):
    """The command line asked for something that cannot be done (bad option, bad path)."""

    exit_code = 2


class ConfigError(MemstoneError):
    """memstone.toml is unreadable or holds a value memstone cannot use."""

    exit_code = 2


class RepoError(MemstoneError):
    """The directory is not a memory repository, or git could not answer."""

    exit_code = 2


class ModelError(MemstoneError):
    """The embedding model is missing, corrupt, or not the one an index was built with."""

    exit_code = 2


class IndexMismatchError(MemstoneError):
    """An index exists but cannot be used with this repository, model or version (when recall
    raises it, its message ends with the command that fixes it), or an index archive cannot be
    installed."""

    exit_code = 2


class IndexMissingError(MemstoneError):
    """No index has been built yet."""

    exit_code = 2
