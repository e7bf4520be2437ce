"""Imports flow one way, and the fast paths stay fast to start."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

PKG = Path(__file__).resolve().parent.parent / "src" / "memstone"
HEAVY = {"tantivy", "onnxruntime", "tokenizers", "numpy", "rich", "tqdm", "git"}


def top_level_imports(path: Path) -> set[str]:
    """Modules imported at module level (not inside functions or TYPE_CHECKING blocks)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            out.add(node.module)
    return out


def all_imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            out.add(node.module)
    return out


def library_modules() -> list[Path]:
    return sorted(p for p in PKG.rglob("*.py") if "commands" not in p.parts and p.name not in ("cli.py", "__main__.py"))


@pytest.mark.parametrize("path", library_modules(), ids=lambda p: p.name)
def test_library_never_imports_the_cli(path: Path) -> None:
    bad = {m for m in all_imports(path) if m == "memstone.cli" or m.startswith("memstone.commands")}
    assert not bad, f"{path.name} imports {bad}"


@pytest.mark.parametrize("path", sorted(PKG.rglob("*.py")), ids=lambda p: p.name)
def test_heavy_imports_are_lazy(path: Path) -> None:
    heavy = {m for m in top_level_imports(path) if m.split(".")[0] in HEAVY}
    assert not heavy, f"{path.name} imports {heavy} at module level"


def test_rank_is_pure() -> None:
    rank = PKG / "rank.py"
    if not rank.exists():
        pytest.skip("rank.py not written yet")
    forbidden = {"tantivy", "onnxruntime", "tokenizers", "numpy", "subprocess", "os", "pathlib", "io", "socket"}
    bad = {m for m in all_imports(rank) if m.split(".")[0] in forbidden}
    assert not bad, f"rank.py must be pure, imports {bad}"


def test_lint_startup_imports_nothing_heavy() -> None:
    code = (
        "import sys\n"
        "from memstone.cli import build_parser\n"
        "build_parser()\n"
        "import memstone.commands.lint, memstone.validate\n"
        f"print(','.join(sorted(m for m in sys.modules if m.split('.')[0] in {HEAVY!r})))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()
    assert out == ""


def test_reading_memories_does_not_import_the_yaml_parser() -> None:
    """Recall and the agent hooks read parsed records from the index: the YAML parser (about 20 ms
    to import) is for lint, index build and review only."""
    code = (
        "import sys\n"
        "import memstone.recall, memstone.candidates, memstone.records, memstone.rank, memstone.select, memstone.agent\n"
        "import memstone.commands.recall, memstone.commands.hook\n"
        "print(','.join(sorted(m for m in ('yaml', 'memstone.parse', 'jsonschema') if m in sys.modules)))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()
    assert out == ""
