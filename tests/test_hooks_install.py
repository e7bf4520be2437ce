"""`memstone hooks install/uninstall` merges into an existing settings file safely."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

EXISTING = {
    "permissions": {"allow": ["Bash(npm test:*)"]},
    "hooks": {"PreToolUse": [{"matcher": "Bash", "hooks": [{"type": "command", "command": "./check.sh"}]}]},
}


def hooks(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "memstone", "hooks", *args], capture_output=True, text=True, check=False
    )


def test_install_merges_backs_up_and_is_idempotent(tmp_path: Path) -> None:
    settings = tmp_path / ".claude" / "settings.json"
    settings.parent.mkdir()
    settings.write_text(json.dumps(EXISTING), encoding="utf-8")
    original = settings.read_text(encoding="utf-8")
    proc = hooks("install", "--agent", "claude-code", "--project-dir", str(tmp_path))
    assert proc.returncode == 0, proc.stderr
    data = json.loads(settings.read_text(encoding="utf-8"))
    assert data["permissions"] == EXISTING["permissions"]
    assert data["hooks"]["PreToolUse"] == EXISTING["hooks"]["PreToolUse"]
    for event, arg in (("SessionStart", "session-start"), ("UserPromptSubmit", "user-prompt-submit")):
        (group,) = data["hooks"][event]
        assert group["hooks"][0]["type"] == "command" and group["hooks"][0]["command"].endswith(f"memstone hook {arg}")
    backup = settings.with_name("settings.json.memstone-backup")
    assert backup.read_text(encoding="utf-8") == original
    installed = settings.read_text(encoding="utf-8")
    again = hooks("install", "--project-dir", str(tmp_path))
    assert again.returncode == 0 and "nothing to do" in again.stderr
    assert settings.read_text(encoding="utf-8") == installed
    removed = hooks("uninstall", "--project-dir", str(tmp_path))
    assert removed.returncode == 0
    assert json.loads(settings.read_text(encoding="utf-8")) == EXISTING


def test_install_creates_settings_when_missing(tmp_path: Path) -> None:
    assert hooks("install", "--project-dir", str(tmp_path)).returncode == 0
    data = json.loads((tmp_path / ".claude/settings.json").read_text(encoding="utf-8"))
    assert set(data["hooks"]) == {"SessionStart", "UserPromptSubmit"}


def test_unparseable_settings_are_refused_untouched(tmp_path: Path) -> None:
    settings = tmp_path / ".claude" / "settings.json"
    settings.parent.mkdir()
    settings.write_text("{ not json", encoding="utf-8")
    proc = hooks("install", "--project-dir", str(tmp_path))
    assert proc.returncode == 2 and "not valid JSON" in proc.stderr and "Traceback" not in proc.stderr
    assert settings.read_text(encoding="utf-8") == "{ not json"
    assert not settings.with_name("settings.json.memstone-backup").exists()


def test_uninstall_without_memstone_hooks_leaves_the_file_alone(tmp_path: Path) -> None:
    settings = tmp_path / ".claude" / "settings.json"
    settings.parent.mkdir()
    text = '{"hooks": {}, "model": "x"}\n'
    settings.write_text(text, encoding="utf-8")
    proc = hooks("uninstall", "--project-dir", str(tmp_path))
    assert proc.returncode == 0 and "nothing to do" in proc.stderr
    assert settings.read_text(encoding="utf-8") == text
    assert not settings.with_name("settings.json.memstone-backup").exists()


def test_backup_holds_the_file_as_it_was_before_the_last_change(tmp_path: Path) -> None:
    settings = tmp_path / ".claude" / "settings.json"
    settings.parent.mkdir()
    settings.write_text(json.dumps(EXISTING), encoding="utf-8")
    assert hooks("install", "--project-dir", str(tmp_path)).returncode == 0
    edited = json.loads(settings.read_text(encoding="utf-8"))
    edited["permissions"]["allow"].append("Read")  # the user edits the file after installing
    settings.write_text(json.dumps(edited), encoding="utf-8")
    assert hooks("uninstall", "--project-dir", str(tmp_path)).returncode == 0
    backup = settings.with_name("settings.json.memstone-backup")
    assert json.loads(backup.read_text(encoding="utf-8")) == edited
    assert json.loads(settings.read_text(encoding="utf-8"))["permissions"]["allow"] == ["Bash(npm test:*)", "Read"]


@pytest.mark.parametrize(
    ("content", "needle"),
    [
        (b"[1, 2]", "does not hold a JSON object"),
        (b'{"hooks": []}', "'hooks' is not an object"),
        (b'{"hooks": {"SessionStart": {}}}', "hooks.SessionStart is not a list"),
        (b"\xff\xfe{", "not valid JSON"),
        (b"", "not valid JSON"),
    ],
)
def test_settings_memstone_will_not_rewrite_are_kept_byte_for_byte(tmp_path: Path, content: bytes, needle: str) -> None:
    settings = tmp_path / ".claude" / "settings.json"
    settings.parent.mkdir()
    settings.write_bytes(content)
    for action in ("install", "uninstall"):
        proc = hooks(action, "--project-dir", str(tmp_path))
        assert proc.returncode in (0, 2) and "Traceback" not in proc.stderr
        if action == "install":
            assert proc.returncode == 2 and needle in proc.stderr
        assert settings.read_bytes() == content
    assert sorted(p.name for p in settings.parent.iterdir()) == ["settings.json"]


def test_installed_commands_run_the_hook(tmp_path: Path) -> None:
    """The command written into settings.json is one a shell can run, from any directory."""
    assert hooks("install", "--project-dir", str(tmp_path)).returncode == 0
    data = json.loads((tmp_path / ".claude/settings.json").read_text(encoding="utf-8"))
    command = data["hooks"]["UserPromptSubmit"][0]["hooks"][0]["command"]
    proc = subprocess.run(
        command, shell=True, input='{"prompt": "x"}', capture_output=True, text=True, check=False, cwd=tmp_path
    )
    assert proc.returncode == 0
    assert json.loads(proc.stdout)["hookSpecificOutput"]["hookEventName"] == "UserPromptSubmit"
