from __future__ import annotations

import subprocess
import sys


def test_module_runs_with_version() -> None:
    out = subprocess.run([sys.executable, "-m", "memstone", "--version"], capture_output=True, text=True, check=True)
    assert out.stdout.startswith("memstone ")
