"""`memstone hooks install/uninstall` merges into an existing settings file safely."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

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
