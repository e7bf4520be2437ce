"""The hook runtime fed the JSON Claude Code sends; it always answers with valid JSON."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import memory_text

from memstone.agent import EVENTS, HookAnswer, main, with_time_limit

FIXTURES = Path(__file__).parent / "fixtures" / "claude-code"


def payload(name: str, cwd: Path, **changes: str) -> str:
    data = json.loads((FIXTURES / f"{name}.json").read_text(encoding="utf-8"))
    data["cwd"] = str(cwd)
    data.update(changes)
    return json.dumps(data)


def hook(event: str, stdin: str, *env: str) -> subprocess.CompletedProcess[str]:
    import os

    extra = dict(e.split("=", 1) for e in env)
    return subprocess.run(
        [sys.executable, "-m", "memstone", "hook", event],
        input=stdin,
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, **extra},
    )


@pytest.fixture
def repo(git_repo: Path, commit: Callable[..., str]) -> Path:
    (git_repo / "memstone.toml").write_text('[memstone]\n[model]\nname = "none"\n', encoding="utf-8")
    (git_repo / "memory/invariant_money_in_cents.md").write_text(
        memory_text(
            "invariant_money_in_cents",
            critical="true",
            body="Store every amount as integer cents with a currency code.",
        ),
        encoding="utf-8",
    )
    (git_repo / "memory/decision_quote_fields.md").write_text(
        memory_text(
            "decision_quote_fields", body="New quote endpoint fields are snake_case and documented in the API guide."
        ),
        encoding="utf-8",
    )
    (git_repo / "memory/identity_private_fact.md").write_text(
        memory_text("identity_private_fact", sensitivity="private", critical="true", body="A private fact."),
        encoding="utf-8",
    )
    subprocess.run([sys.executable, "-m", "memstone", "-C", str(git_repo), "index-md"], check=True)
    commit("memories")
    return git_repo


def test_session_start_injects_critical_memories(repo: Path) -> None:
    proc = hook("session-start", payload("session_start", repo))
    assert proc.returncode == 0
    out = json.loads(proc.stdout)
    assert out["hookSpecificOutput"]["hookEventName"] == "SessionStart"
    context = out["hookSpecificOutput"]["additionalContext"]
    assert "invariant_money_in_cents" in context and "integer cents" in context
    assert "identity_private_fact" not in context
    assert "not unquestioned truth" in context


def test_prompt_without_index_falls_back_to_critical(repo: Path) -> None:
    proc = hook("user-prompt-submit", payload("user_prompt_submit", repo))
    assert proc.returncode == 0
    out = json.loads(proc.stdout)["hookSpecificOutput"]
    assert out["hookEventName"] == "UserPromptSubmit" and "invariant_money_in_cents" in out["additionalContext"]
    assert proc.stderr.count("\n") == 1 and "no index" in proc.stderr


def test_prompt_with_index_recalls_and_records_usage(repo: Path) -> None:
    subprocess.run([sys.executable, "-m", "memstone", "-C", str(repo), "index", "build", "--quiet"], check=True)
    proc = hook("user-prompt-submit", payload("user_prompt_submit", repo))
    assert proc.returncode == 0, proc.stderr
    context = json.loads(proc.stdout)["hookSpecificOutput"]["additionalContext"]
    assert "decision_quote_fields" in context
    ledger = (repo / ".memstone/usage/ledger.jsonl").read_text(encoding="utf-8")
    assert '"session": "abc123"' in ledger
    again = hook("user-prompt-submit", payload("user_prompt_submit", repo))
    assert (
        "decision_quote_fields" not in json.loads(again.stdout)["hookSpecificOutput"]["additionalContext"]
    )  # session-seen


@pytest.mark.parametrize(
    ("stdin", "needle"),
    [
        ("not json", "unreadable hook input"),
        ("[1, 2]", "not a JSON object"),
        ('{"cwd": "/nonexistent/dir"}', "memstone:"),
    ],
)
def test_bad_input_gives_empty_context_and_exit_0(stdin: str, needle: str) -> None:
    proc = hook("user-prompt-submit", stdin)
    assert proc.returncode == 0
    assert json.loads(proc.stdout)["hookSpecificOutput"]["additionalContext"] == ""
    assert needle in proc.stderr and "Traceback" not in proc.stderr


def test_time_limit_answers_empty() -> None:
    def slow() -> HookAnswer:
        time.sleep(5)
        return HookAnswer("late")

    start = time.monotonic()
    answer = with_time_limit(slow, 0.2)
    assert answer.context == "" and "longer than 0.2 s" in answer.notes[0]
    assert time.monotonic() - start < 2


def test_time_limit_end_to_end(repo: Path) -> None:
    out, notes = main("session-start", payload("session_start", repo), time_limit=0.000001)
    assert json.loads(out)["hookSpecificOutput"]["additionalContext"] == ""
    assert "longer than" in notes[0]


def answer_of(proc: subprocess.CompletedProcess[str], event: str) -> str:
    """The context, after checking the exact shape the hooks reference documents (nothing else)."""
    assert proc.returncode == 0 and "Traceback" not in proc.stderr
    out = json.loads(proc.stdout)
    assert list(out) == ["hookSpecificOutput"]
    assert sorted(out["hookSpecificOutput"]) == ["additionalContext", "hookEventName"]
    assert out["hookSpecificOutput"]["hookEventName"] == event
    context: str = out["hookSpecificOutput"]["additionalContext"]
    return context


@pytest.mark.parametrize("source", ["startup", "resume", "clear", "compact"])
def test_session_start_answers_every_source_in_the_documented_shape(repo: Path, source: str) -> None:
    context = answer_of(hook("session-start", payload("session_start", repo, source=source)), "SessionStart")
    assert "invariant_money_in_cents" in context


def test_prompt_from_a_subdirectory_of_the_project(repo: Path) -> None:
    (repo / "src" / "deep").mkdir(parents=True)
    proc = hook("user-prompt-submit", payload("user_prompt_submit", repo / "src" / "deep"))
    assert "invariant_money_in_cents" in answer_of(proc, "UserPromptSubmit")


@pytest.mark.parametrize("value", ["abc", "-1", "0", "nan"])
def test_a_bad_time_limit_in_the_environment_falls_back_to_the_default(repo: Path, value: str) -> None:
    proc = hook("user-prompt-submit", payload("user_prompt_submit", repo), f"MEMSTONE_HOOK_TIMEOUT={value}")
    assert "invariant_money_in_cents" in answer_of(proc, "UserPromptSubmit")
    assert "MEMSTONE_HOOK_TIMEOUT" in proc.stderr and "not a positive number" in proc.stderr


def test_time_limit_as_a_whole_process(repo: Path) -> None:
    start = time.monotonic()
    proc = subprocess.run(
        [sys.executable, "-m", "memstone", "hook", "user-prompt-submit", "--time-limit", "0.000001"],
        input=payload("user_prompt_submit", repo),
        capture_output=True,
        text=True,
        check=False,
    )
    assert answer_of(proc, "UserPromptSubmit") == ""
    assert "longer than" in proc.stderr and time.monotonic() - start < 10


@pytest.mark.parametrize(
    ("event", "stdin", "needle"),
    [
        ("session-start", "\ufeff{", "unreadable hook input"),
        ("session-start", '{"cwd": 7, "session_id": null}', "memstone:"),
        ("user-prompt-submit", '{"prompt": 5, "session_id": ["x"]}', ""),
        ("user-prompt-submit", "", ""),
    ],
)
def test_odd_payloads_answer_in_the_documented_shape(event: str, stdin: str, needle: str, tmp_path: Path) -> None:
    name = EVENTS[event]
    proc = subprocess.run(
        [sys.executable, "-m", "memstone", "hook", event],
        input=stdin,
        capture_output=True,
        text=True,
        check=False,
        cwd=tmp_path,  # not a memory repository
    )
    assert answer_of(proc, name) == ""
    assert needle in proc.stderr


def test_session_start_says_the_same_with_and_without_an_index(repo: Path, commit: Callable[..., str]) -> None:
    (repo / "memory/decision_old_quotes.md").write_text(
        memory_text("decision_old_quotes", body="Quote fields were camelCase."), encoding="utf-8"
    )
    (repo / "memory/decision_quote_fields.md").write_text(
        memory_text(
            "decision_quote_fields",
            supersedes="[decision_old_quotes]",
            body="New quote endpoint fields are snake_case and documented in the API guide.",
        ),
        encoding="utf-8",
    )
    subprocess.run([sys.executable, "-m", "memstone", "-C", str(repo), "index-md"], check=True)
    commit("a superseded decision")
    from memstone.agent import session_start
    from memstone.config import load_config
    from memstone.index import build_index

    config = load_config(repo)
    from_files = session_start(config).context
    build_index(config, embedder=None)
    from_index = session_start(config).context
    # the files alone know no supersession (4 memories); the index counts the active ones only
    assert "This project keeps 4 memories (2 decision, 1 identity, 1 invariant)." in from_files
    assert "This project keeps 3 memories (1 decision, 1 identity, 1 invariant)." in from_index
    critical = [line for line in from_index.splitlines() if line.startswith("- [")]
    assert critical == [line for line in from_files.splitlines() if line.startswith("- [")]
    assert len(critical) == 1 and "invariant_money_in_cents" in critical[0]  # the private one stays out
