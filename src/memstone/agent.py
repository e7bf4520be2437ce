"""Agent hooks: context for Claude Code's SessionStart and UserPromptSubmit events.

Never block the agent: every path ends in a well-formed answer. A missing index falls back
to the critical memories, a model that cannot load falls back to BM25, anything slower than
the time limit or any error gives empty context plus one line on stderr.
"""

from __future__ import annotations

import json
import os
import threading
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from memstone.config import Config, check_memory_dir, load_config

DEFAULT_TIME_LIMIT = 4.0
SUMMARY_LINES = 12
CRITICAL_CHARS = 600
EVENTS = {"session-start": "SessionStart", "user-prompt-submit": "UserPromptSubmit"}


@dataclass(frozen=True, slots=True)
class HookAnswer:
    context: str
    notes: tuple[str, ...] = ()  # one-line messages for stderr (the agent's log), never the prompt
    recalled: tuple[str, ...] = ()


def hook_output(event: str, context: str) -> dict[str, Any]:
    """The JSON shape Claude Code reads from a hook's stdout."""
    return {"hookSpecificOutput": {"hookEventName": EVENTS[event], "additionalContext": context}}


def find_config(payload: Mapping[str, Any]) -> Config:
    from memstone.repo import find_root

    cwd = payload.get("cwd")
    start = (
        os.environ.get("MEMSTONE_REPO")
        or (cwd if isinstance(cwd, str) else None)
        or os.environ.get("CLAUDE_PROJECT_DIR")
        or "."
    )
    config = load_config(find_root(Path(str(start))))
    check_memory_dir(config)
    return config


def _critical_text(config: Config) -> tuple[list[str], Counter[str], int, bool, list[str]]:
    """Critical memories as lines, counts by type, total, whether the text came from the index
    (already redacted with every rule) rather than from the files, and notes for the log: what the
    index's build warned of, or the memory files that could not be read."""
    from memstone.errors import IndexMismatchError
    from memstone.index import index_status

    memories: list[Any] = []
    notes: list[str] = []
    indexed = index_status(config, None).state in ("current", "stale")
    if indexed:  # the index reads the critical memories and counts the rest without loading them
        from memstone.index import open_index

        try:
            reader = open_index(config, embedder=None)
        except IndexMismatchError:
            indexed = False  # unreadable after all: the files answer
        else:
            critical = reader.critical_names()
            records = reader.memories()
            records.prefetch(critical)
            memories = [records[n] for n in critical]
            by_type = Counter(reader.store.active_type_counts())
            notes = [f"memstone: {w}" for w in reader.manifest.warnings]  # a memory it left out, say
    if not indexed:
        from memstone.findings import UNREADABLE
        from memstone.repo import read_worktree
        from memstone.validate import load_corpus

        snapshot = read_worktree(config)
        memories = list(load_corpus(snapshot, config).memories)
        refused = sorted(f.path for f in snapshot.unread if f.rule == UNREADABLE)
        if refused:  # a critical memory among them is missing from the context: say so
            notes = [f"memstone: could not read {', '.join(refused)}; `memstone lint` lists it"]
    active = [m for m in memories if not getattr(m, "superseded_by", None) and m.source == "memory"]
    if not indexed:
        by_type = Counter(m.type for m in active)
    lines = []
    for m in sorted(active, key=lambda m: m.name):
        if m.critical and m.sensitivity != "private":
            body = " ".join(m.body.split())
            lines.append(f"- [{m.name}] {m.description}: {body[:CRITICAL_CHARS]}")
    return lines, by_type, sum(by_type.values()), indexed, notes


def session_start(config: Config) -> HookAnswer:
    from memstone.recall import CAUTION
    from memstone.scan import find_secrets, redact_spans

    critical, by_type, total, indexed, notes = _critical_text(config)
    types = ", ".join(f"{n} {t}" for t, n in sorted(by_type.items(), key=lambda kv: (-kv[1], kv[0])))
    parts = ["<memstone-session>", CAUTION, f"This project keeps {total} memories ({types})."]
    if critical:
        parts.append("Critical memories (always apply):")
        parts.extend(critical[:SUMMARY_LINES])
        if len(critical) > SUMMARY_LINES:
            parts.append(f"... and {len(critical) - SUMMARY_LINES} more: see memory/MEMORY.md")
    parts.append("Relevant memories are recalled before each prompt; `memstone recall QUERY` finds more.")
    parts.append("</memstone-session>")
    text = "\n".join(parts) + "\n"
    return HookAnswer(redact_spans(text, find_secrets(text, engine=not indexed)), tuple(notes))


def prompt_submit(config: Config, prompt: str, session: str | None) -> HookAnswer:
    from memstone.errors import IndexMismatchError, IndexMissingError, ModelError
    from memstone.manifest import IndexDamagedError
    from memstone.recall import RecallOptions, recall
    from memstone.render import render_hook

    if not prompt.strip():
        return HookAnswer("")
    notes: list[str] = []
    options = RecallOptions(session=session, active_context=prompt)
    try:
        try:
            result = recall(prompt, config=config, options=options)
        except (ModelError, IndexMismatchError) as exc:
            if isinstance(exc, IndexDamagedError):
                raise  # no model would help: the critical memories below
            # No model, or an index built with another one (or none): its BM25 half still answers.
            why = "embedding model unavailable" if isinstance(exc, ModelError) else "index not usable with the model"
            notes.append(f"memstone: {why} ({exc}); BM25 only")
            options = RecallOptions(session=session, active_context=prompt, use_model=False)
            result = recall(prompt, config=config, options=options)
    except (IndexMissingError, IndexMismatchError) as exc:
        # No index recall can read: the critical memories, as at session start, from the files.
        critical = session_start(config)
        missing = isinstance(exc, IndexMissingError)
        # a mismatch's message already ends with the command that fixes it
        note = "no index; run `memstone index build`" if missing else f"the index cannot be used ({exc})"
        return HookAnswer(critical.context, (*notes, *critical.notes, f"memstone: {note} (critical memories only)"))
    notes.extend(f"memstone: {w}" for w in result.warnings)
    names = tuple(h.name for h in result.selected)
    curated = {h.name: h.path for h in result.selected if h.source == "memory"}
    if curated:
        from memstone.usage import record

        try:
            record(config, "applied", sorted(curated), session=session, paths=curated)
        except OSError as exc:
            notes.append(f"memstone: usage ledger not written ({exc})")
    return HookAnswer(render_hook(result), tuple(notes), names)


def run_hook(event: str, payload: Mapping[str, Any]) -> HookAnswer:
    config = find_config(payload)
    if event == "session-start":
        return session_start(config)
    prompt = payload.get("prompt")
    session = payload.get("session_id")
    return prompt_submit(
        config, prompt if isinstance(prompt, str) else "", session if isinstance(session, str) else None
    )


def with_time_limit(work: Callable[[], HookAnswer], seconds: float) -> HookAnswer:
    """Run ``work`` in a thread; past the limit, answer empty (the thread is abandoned)."""
    box: dict[str, Any] = {}

    def target() -> None:
        try:
            box["answer"] = work()
        except BaseException as exc:  # the hook must answer whatever happens
            box["error"] = exc

    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    thread.join(seconds)
    if thread.is_alive():
        return HookAnswer("", (f"memstone: recall took longer than {seconds:g} s; no memories this time",))
    if "error" in box:
        exc = box["error"]
        return HookAnswer("", (f"memstone: {type(exc).__name__}: {exc}; no memories this time",))
    answer: HookAnswer = box["answer"]
    return answer


def main(event: str, stdin: str, *, time_limit: float | None = None) -> tuple[str, list[str]]:
    """(stdout JSON, stderr lines) for one hook call; never raises."""
    if event not in EVENTS:
        return json.dumps({}), [f"memstone: unknown hook event {event!r}"]
    try:
        payload = json.loads(stdin) if stdin.strip() else {}
        if not isinstance(payload, dict):
            raise ValueError("hook input is not a JSON object")
    except ValueError as exc:
        return json.dumps(hook_output(event, "")), [f"memstone: unreadable hook input: {exc}"]
    notes: list[str] = []
    if time_limit is not None and not _is_seconds(time_limit):
        notes.append(f"memstone: time limit {time_limit!r} is not a positive number of seconds; ignored")
        time_limit = None
    limit, env_notes = (time_limit, []) if time_limit is not None else _env_time_limit()
    notes += env_notes
    answer = with_time_limit(lambda: run_hook(event, payload), limit)
    return json.dumps(hook_output(event, answer.context), ensure_ascii=False), notes + list(answer.notes)


def _env_time_limit() -> tuple[float, list[str]]:
    """MEMSTONE_HOOK_TIMEOUT, or the default (with a note) when it is not a positive number."""
    fallback = f"using {DEFAULT_TIME_LIMIT:g}"
    limit, notes = parse_time_limit(os.environ.get("MEMSTONE_HOOK_TIMEOUT"), "MEMSTONE_HOOK_TIMEOUT", fallback)
    return (limit if limit is not None else DEFAULT_TIME_LIMIT), notes


def parse_time_limit(raw: str | None, where: str, fallback: str = "ignored") -> tuple[float | None, list[str]]:
    """A time limit given as text (by ``where``): None when unset, and None with a note (ending in
    ``fallback``) when it is not a positive, finite number of seconds; the caller's default applies."""
    if raw is None or not raw.strip():
        return None, []
    try:
        value = float(raw)
    except ValueError:
        value = -1.0
    if not _is_seconds(value):
        return None, [f"memstone: {where}={raw!r} is not a positive number of seconds; {fallback}"]
    return value, []


def _is_seconds(value: float) -> bool:
    """A usable time limit: positive and finite (not NaN)."""
    return 0 < value < float("inf")
