"""Defects found by a black-box audit of the CLI: config checking, the hook's promises, recall's options."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import cli, memory_text, run_git

from memstone import config as config_module
from memstone.cli import main
from memstone.config import load_config
from memstone.embed import DEFAULT_MODEL_NAME

DATE = "2026-01-01T00:00:00+00:00"


@pytest.fixture
def repo(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    """A repository made by `memstone init` (its memstone.toml template), two memories, committed."""
    root = tmp_path / "repo"
    assert main(["init", str(root)]) == 0
    (root / "memory/decision_queue.md").write_text(
        memory_text("decision_queue", body="Use Postgres for the job queue."), encoding="utf-8"
    )
    (root / "memory/invariant_cents.md").write_text(
        memory_text("invariant_cents", critical="true", body="Store every amount as integer cents."),
        encoding="utf-8",
    )
    assert main(["-C", str(root), "index-md"]) == 0
    run_git(root, "add", "-A")
    run_git(root, "commit", "-q", "-m", "memories", date=DATE)
    capsys.readouterr()
    return root


def set_config(root: Path, text: str) -> None:
    (root / "memstone.toml").write_text(text, encoding="utf-8")


def build_bm25(root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["-C", str(root), "index", "build", "--embedder", "none", "--quiet"]) == 0
    capsys.readouterr()


# --- 12, 18, 25: every value of memstone.toml is checked when it is read -----------------------


@pytest.mark.parametrize(
    ("toml", "needles"),
    [
        ('[recall]\nbudget_tokens = "lots"\n', [":2: [recall] budget_tokens", "positive integer", "'lots'"]),
        ('[recall]\nmin_score = "high"\n', [":2: [recall] min_score", "'high'"]),
        ("[recall]\nmin_score = nan\n", ["[recall] min_score"]),
        ("[recall]\nmax_results = -3\n", [":2: [recall] max_results", "-3"]),
        ("[recall]\nmax_results = true\n", ["[recall] max_results"]),
        ("[recall]\nproject = 5\n", ["[recall] project", "string"]),
        ("[model]\ndim = 0\n", ["[model] dim"]),
        ('[model]\nmax_tokens = "x"\n', ["[model] max_tokens"]),
        ('[history]\nfirst_parent = "no"\n', ["[history] first_parent", "true or false"]),
        ('[memstone]\nmemory_dir = "/tmp/x"\n', [":2: [memstone] memory_dir", "relative path"]),
        ('[memstone]\nmemory_dir = "../x"\n', ["[memstone] memory_dir", "relative path"]),
        ("[memstone]\nmemory_dir = 5\n", ["[memstone] memory_dir", "must be a string"]),
        ('[memstone]\nmemory_dir = "nope"\n', ["[memstone] memory_dir", "'nope' does not exist"]),
        ('[memstone]\nmemory_dirr = "memory"\n', [":2: [memstone] memory_dirr", "did you mean 'memory_dir'"]),
        ('[reccall]\nchannel = "public"\n', [":1: [reccall]", "unknown section", "did you mean 'recall'"]),
        ('[recall]\nchanel = "public"\n', ["[recall] chanel", "did you mean 'channel'"]),
        ('memory_dir = "memory"\n', ["'memory_dir' is not a known setting", "under [memstone]"]),
        ("# settings\nrecall = 5\n", [":2: [recall] must be a table"]),
        ('# settings\n[[recall]]\nchannel = "public"\n', [":2: [recall] must be a table"]),
        ('[model]\nname = "bogus"\n', ["[model] name", "'bogus'", "default", DEFAULT_MODEL_NAME, "none"]),
        ("[weights]\nlexicall = 2\n", ["[weights] lexicall", "did you mean 'lexical'"]),
        ('[weights]\nlexical = "x"\n', [":2: [weights] lexical"]),
    ],
)
def test_bad_config_is_a_usage_error_naming_file_section_and_key(
    repo: Path, capsys: pytest.CaptureFixture[str], toml: str, needles: list[str]
) -> None:
    set_config(repo, toml)
    for argv in (["recall", "--embedder", "none", "q"], ["lint"], ["status"]):
        code, _, err = cli(capsys, "-C", str(repo), *argv)
        assert code == 2, (argv, err)
        assert "Traceback" not in err and "unexpected error" not in err
        assert f"{repo / 'memstone.toml'}" in err
        for needle in needles:
            assert needle in err, (argv, err)
        assert "--max-results" not in err  # a flag the user never passed


def test_absolute_memory_dir_is_not_re_rooted_into_the_repository(
    repo: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    set_config(repo, '[memstone]\nmemory_dir = "/tmp/x"\n')
    code, _, _ = cli(capsys, "-C", str(repo), "index-md")
    assert code == 2
    assert not (repo / "tmp").exists()


def test_init_still_makes_a_repository_that_every_command_accepts(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    root = tmp_path / "fresh"
    assert cli(capsys, "init", str(root))[0] == 0
    load_config(root)  # the template is valid under the strict checks
    for argv in (["lint"], ["status"], ["scan"]):
        code, _, err = cli(capsys, "-C", str(root), *argv)
        assert code == 0, (argv, err)


def test_the_config_knows_the_default_model_by_its_name(repo: Path) -> None:
    assert config_module.DEFAULT_MODEL_NAME == DEFAULT_MODEL_NAME
    set_config(repo, f'[model]\nname = "{DEFAULT_MODEL_NAME}"\n')
    assert load_config(repo).model.name == DEFAULT_MODEL_NAME
    set_config(repo, '[model]\nname = "my-model"\npath = "models/m"\n')  # with a path, the name is a label
    assert load_config(repo).model.name == "my-model"


def test_recall_settings_from_the_config_are_used(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    build_bm25(repo, capsys)
    set_config(repo, "[recall]\nmax_results = 1\nbudget_tokens = 500\n")
    code, out, err = cli(capsys, "-C", str(repo), "recall", "--embedder", "none", "--format", "json", "job queue")
    assert code == 0, err
    data = json.loads(out)
    assert len(data["selected"]) == 1 and data["budget"]["limit"] == 500


# --- 13: -C must name a directory -----------------------------------------------------------


def test_dash_c_on_a_file_is_a_usage_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "hostname"
    target.write_text("host\n", encoding="utf-8")
    code, _, err = cli(capsys, "-C", str(target), "status")
    assert code == 2
    assert err.strip() == f"memstone: error: -C {target}: not a directory"


# --- 16, 14: the hook always answers with JSON and exits 0 ----------------------------------


def hook(root: Path, *argv: str, stdin: str = "", **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "memstone", "-C", str(root), "hook", *argv],
        input=stdin,
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, **env},
        timeout=120,
    )


@pytest.mark.parametrize(
    ("argv", "needle"),
    [
        (["--time-limit", "abc", "user-prompt-submit"], "--time-limit='abc'"),
        (["--time-limit", "-1", "user-prompt-submit"], "--time-limit='-1'"),
        (["--time-limit", "0", "session-start"], "--time-limit='0'"),
        (["--time-limit", "inf", "session-start"], "--time-limit='inf'"),
        (["bogus"], "unknown hook event 'bogus'"),
        ([], "no hook event"),
        (["session-start", "--time-limit"], "bad arguments"),
        (["session-start", "--bogus"], "unknown argument"),
    ],
)
def test_hook_never_exits_non_zero_on_bad_arguments(repo: Path, argv: list[str], needle: str) -> None:
    set_config(repo, '[memstone]\n[model]\nname = "none"\n')
    proc = hook(repo, *argv, stdin='{"prompt": "job queue", "session_id": "s"}')
    assert proc.returncode == 0, proc.stderr
    answer = json.loads(proc.stdout)  # valid JSON, a no-op or a real answer
    assert isinstance(answer, dict)
    assert needle in proc.stderr
    assert "Traceback" not in proc.stderr


def test_hook_bad_time_limit_falls_back_to_the_default(repo: Path) -> None:
    set_config(repo, '[memstone]\n[model]\nname = "none"\n')
    proc = hook(repo, "--time-limit", "-1", "session-start")
    assert proc.returncode == 0
    context = json.loads(proc.stdout)["hookSpecificOutput"]["additionalContext"]
    assert "invariant_cents" in context  # a limit of -1 s would have answered empty at once


def test_hook_with_an_unusable_index_still_injects_the_critical_memories(
    repo: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    set_config(repo, '[memstone]\n[model]\nname = "none"\n')
    build_bm25(repo, capsys)
    (repo / ".memstone/index/manifest.json").write_text("garbage", encoding="utf-8")
    proc = hook(repo, "user-prompt-submit", stdin='{"prompt": "q", "session_id": "s"}')
    assert proc.returncode == 0
    context = json.loads(proc.stdout)["hookSpecificOutput"]["additionalContext"]
    assert "invariant_cents" in context and "integer cents" in context
    assert "critical memories only" in proc.stderr
    assert proc.stderr.count("`memstone index build") == 1, proc.stderr  # the fix, said once


@pytest.mark.model
def test_hook_with_a_bm25_only_index_still_injects_the_critical_memories(
    repo: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # the configured model is the default one; an index without vectors is searched lexically with any model
    build_bm25(repo, capsys)
    proc = hook(repo, "user-prompt-submit", stdin='{"prompt": "q", "session_id": "s"}')
    assert proc.returncode == 0
    context = json.loads(proc.stdout)["hookSpecificOutput"]["additionalContext"]
    assert "invariant_cents" in context and "integer cents" in context


# --- 21, 22, 26, 28: recall's options and messages ------------------------------------------


@pytest.mark.parametrize(
    ("argv", "needles"),
    [
        (["--type", "bogus"], ["--type 'bogus'", "decision", "invariant", "journal"]),
        (["--mode", "vector", "--embedder", "none"], ["--mode vector", "--embedder none"]),
        (["--min-score", "nan"], ["--min-score", "nan"]),
        (["--min-score", "inf"], ["--min-score", "inf"]),
        (["--max-results", "0"], ["--max-results"]),
        (["--budget-tokens", "-1"], ["--budget-tokens"]),
    ],
)
def test_recall_options_that_match_nothing_are_usage_errors(
    repo: Path, capsys: pytest.CaptureFixture[str], argv: list[str], needles: list[str]
) -> None:
    build_bm25(repo, capsys)
    code, out, err = cli(capsys, "-C", str(repo), "recall", "--embedder", "none", *argv, "job queue")
    assert code == 2, out + err
    for needle in needles:
        assert needle in err


def test_recall_vector_mode_with_model_none_in_the_config(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    set_config(repo, '[memstone]\n[model]\nname = "none"\n')
    build_bm25(repo, capsys)
    code, _, err = cli(capsys, "-C", str(repo), "recall", "--mode", "vector", "job queue")
    assert code == 2 and '[model] name = "none"' in err


def test_recall_known_type_still_filters(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    build_bm25(repo, capsys)
    code, out, _ = cli(
        capsys, "-C", str(repo), "recall", "--embedder", "none", "--type", "decision", "--format", "json", "job queue"
    )
    assert code == 0
    assert [m["name"] for m in json.loads(out)["selected"]] == ["decision_queue"]


def test_context_file_is_read_up_to_one_mib_with_replacement(
    repo: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    build_bm25(repo, capsys)
    context = tmp_path / "context.txt"
    body = "Use Postgres for the job queue."
    # Invalid UTF-8 first, the memory's text only past the first MiB: it is not in the compared context.
    context.write_bytes(b"\xff\xfe" + b"x" * (1 << 20) + body.encode())
    argv = ["-C", str(repo), "recall", "--embedder", "none", "--format", "json", "--context-file", str(context)]
    code, out, err = cli(capsys, *argv, "job queue")
    assert code == 0, err
    assert "decision_queue" in [m["name"] for m in json.loads(out)["selected"]]
    assert "only the first MiB" in err
    context.write_bytes(b"\xff\xfe" + body.encode())  # within the limit, a duplicate is still found
    code, out, err = cli(capsys, *argv, "job queue")
    assert code == 0, err
    assert "decision_queue" not in [m["name"] for m in json.loads(out)["selected"]]


def test_recall_help_states_the_context_file_limit(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = cli(capsys, "recall", "--help")
    assert code == 0 and "first MiB" in out and "U+FFFD" in out


def test_recall_warnings_go_to_stderr(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import shutil

    shutil.rmtree(repo / ".git")
    build_bm25(repo, capsys)
    for fmt in ("text", "markdown"):
        code, out, err = cli(capsys, "-C", str(repo), "recall", "--embedder", "none", "--format", fmt, "job queue")
        assert code == 0, err
        assert "not a git repository" not in out
        assert "not a git repository" in err
    code, out, err = cli(capsys, "-C", str(repo), "recall", "--embedder", "none", "--format", "json", "job queue")
    assert any("not a git repository" in w for w in json.loads(out)["warnings"]) and "not a git repository" in err


def test_unreadable_manifest_hint_is_given_once(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    build_bm25(repo, capsys)
    (repo / ".memstone/index/manifest.json").write_text("garbage", encoding="utf-8")
    code, _, err = cli(capsys, "-C", str(repo), "recall", "--embedder", "none", "job queue")
    assert code == 2
    assert err.count("memstone index build --full") == 1


# --- 23: eval names the query file and line ---------------------------------------------------


def test_eval_warns_about_unknown_expected_names_with_file_and_line(
    repo: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    build_bm25(repo, capsys)
    queries = repo / "q.yaml"
    queries.write_text(
        "queries:\n"
        "  - id: q1\n"
        "    query: job queue\n"
        "    expected:\n"
        "      - decision_queue\n"
        "      - decision_nope\n"
        "    forbidden: [decision_gone]\n",
        encoding="utf-8",
    )
    code, _, err = cli(capsys, "-C", str(repo), "eval", "--embedder", "none", str(queries))
    assert code == 0, err
    assert f"{queries}:6: query 'q1': expected memory 'decision_nope' does not exist" in err
    assert f"{queries}:7: query 'q1': forbidden memory 'decision_gone' does not exist" in err
    assert "decision_nope' does not exist (it always scores 0)" in err
    assert "decision_gone' does not exist (the check can never fail)" in err
    assert "decision_queue'" not in err


def test_eval_bad_as_of_names_the_query_file_and_line(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    build_bm25(repo, capsys)
    queries = repo / "q.yaml"
    queries.write_text(
        "queries:\n  - id: q1\n    query: job queue\n  - id: q2\n    query: cents\n    as_of: nonexistrev\n",
        encoding="utf-8",
    )
    code, _, err = cli(capsys, "-C", str(repo), "eval", "--embedder", "none", str(queries))
    assert code == 2
    assert f"{queries}:6: query 'q2': as_of 'nonexistrev'" in err
    assert "--as-of" not in err


def test_eval_vector_mode_without_an_embedder_is_a_usage_error(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    build_bm25(repo, capsys)
    (repo / "q.yaml").write_text("queries:\n  - {id: q1, query: job queue}\n", encoding="utf-8")
    code, _, err = cli(capsys, "-C", str(repo), "eval", "--embedder", "none", "--mode", "vector", str(repo / "q.yaml"))
    assert code == 2 and "--mode vector" in err


@pytest.mark.parametrize("glob", ["/etc/*", "../../etc/host*", "journal/../../x/*.md"])
def test_a_source_glob_outside_the_repository_is_a_config_error(repo: Path, glob: str) -> None:
    set_config(repo, f'[memstone]\n[sources]\njournals = "{glob}"\n')
    proc = subprocess.run(
        [sys.executable, "-m", "memstone", "-C", str(repo), "status"], capture_output=True, text=True, check=False
    )
    assert proc.returncode == 2 and "[sources] journals" in proc.stderr and "relative to the repository" in proc.stderr


def test_init_where_no_folder_can_be_made_is_a_usage_error(tmp_path: Path) -> None:
    (tmp_path / "afile").write_text("x", encoding="utf-8")
    proc = subprocess.run(
        [sys.executable, "-m", "memstone", "init", str(tmp_path / "afile" / "sub")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 2 and "cannot create" in proc.stderr and "unexpected" not in proc.stderr


def test_index_md_diff_never_prints_a_secret(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    token = "ghp_" + "aB3dE5gH7jK9mN1pQ3sT5vW7yZ9bC1dF3hJ5"
    (repo / "memory/decision_tok.md").write_text(
        memory_text("decision_tok", description=f"token {token}", body="Body."), encoding="utf-8"
    )
    for flag in ("--dry-run", "--check"):
        capsys.readouterr()
        code = main(["-C", str(repo), "index-md", flag])
        out, err = capsys.readouterr()
        assert code in (0, 1) and "decision_tok" in out and "[REDACTED:" in out, (flag, out, err)
        assert token not in out + err


def test_hook_with_a_damaged_index_names_the_damage_once(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    set_config(repo, '[memstone]\n[model]\nname = "none"\n')
    build_bm25(repo, capsys)
    (repo / ".memstone/index/records.sqlite").write_text("x", encoding="utf-8")
    proc = hook(repo, "user-prompt-submit", stdin='{"prompt": "q", "session_id": "s"}')
    assert proc.returncode == 0
    assert "integer cents" in json.loads(proc.stdout)["hookSpecificOutput"]["additionalContext"]
    assert "damaged" in proc.stderr and "with the model" not in proc.stderr, proc.stderr
    assert proc.stderr.count("memstone index build") == 1, proc.stderr


def test_an_empty_dash_c_and_a_negative_min_score_are_usage_errors(
    repo: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    assert main(["-C", "", "init"]) == 2
    assert not (tmp_path / "memstone.toml").exists()
    assert "-C: the folder is empty" in capsys.readouterr().err
    assert main(["-C", str(repo), "recall", "--embedder", "none", "--min-score", "-1", "q"]) == 2
    assert "0 or more" in capsys.readouterr().err
