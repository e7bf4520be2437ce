"""Background work: results and errors reach the caller; native work is not cut off by an exit."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from memstone.background import Background


def test_result_and_error_reach_the_caller() -> None:
    assert Background(lambda a, b: a + b, 2, 3).result() == 5
    with pytest.raises(ValueError, match="boom"):
        Background(lambda: (_ for _ in ()).throw(ValueError("boom"))).result()


def _exit_while_running(tmp_path: Path, starter: str) -> tuple[subprocess.CompletedProcess[str], Path]:
    marker = tmp_path / "finished"
    code = f"""
import sys, time
from pathlib import Path
{starter}
"""
    done = subprocess.run(
        [sys.executable, "-c", code, str(marker)], capture_output=True, text=True, timeout=60, cwd=tmp_path
    )
    return done, marker


@pytest.mark.parametrize("finish", [True, False])
def test_a_normal_exit_waits_only_for_work_that_must_finish(tmp_path: Path, finish: bool) -> None:
    slow = "lambda: (time.sleep(1.0), Path(sys.argv[1]).write_text('x'))"
    starter = f"from memstone.background import Background\nBackground({slow}, finish_before_exit={finish})"
    done, marker = _exit_while_running(tmp_path, starter)
    assert done.returncode == 0, done.stderr
    assert marker.exists() is finish  # other daemon work never holds up an exit


@pytest.mark.parametrize(
    "starter",
    [
        "OnnxEmbedder(Path('m'), Path('t'), name='x', pooling='mean', dim=1).start_session()",
        "QueryEmbedding(OnnxEmbedder(Path('m'), Path('t'), name='x', pooling='mean', dim=1), ['a query'])",
    ],
)
def test_an_onnx_session_starting_in_the_background_is_finished_before_exit(tmp_path: Path, starter: str) -> None:
    """onnxruntime aborts the process when an exit tears it down while a session starts in another
    thread (seen as exit 134 about once in 30 builds on a busy machine). A session start left
    running (an incremental build that needed no embedding, an error before a query's vector was
    used) is waited for."""
    code = f"""
import time
from memstone import embed
from memstone.embed import OnnxEmbedder, QueryEmbedding

def slow_session(self, batch=1):
    time.sleep(0.5)
    Path(sys.argv[1]).write_text("session started")
    raise RuntimeError("no model here")

embed.OnnxEmbedder._ensure_session = slow_session
embed.OnnxEmbedder.__init__ = lambda self, *a, **k: None
embed.OnnxEmbedder.embed = lambda self, texts: slow_session(self)
{starter}
"""
    done, marker = _exit_while_running(tmp_path, code)
    assert done.returncode == 0, done.stderr
    assert marker.read_text() == "session started"
