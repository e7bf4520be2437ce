from __future__ import annotations

import json
from pathlib import Path

from jsonschema import Draft202012Validator

ROOT = Path(__file__).resolve().parent.parent


def test_shipped_schema_matches_top_level_copy() -> None:
    packaged = (ROOT / "src/memstone/data/memory.schema.json").read_bytes()
    assert (ROOT / "schemas/memory.schema.json").read_bytes() == packaged


def test_schema_is_valid_draft_2020_12() -> None:
    schema = json.loads((ROOT / "schemas/memory.schema.json").read_text(encoding="utf-8"))
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    Draft202012Validator.check_schema(schema)
    types = set(schema["properties"]["type"]["enum"])
    assert {
        "feedback",
        "project",
        "reference",
        "design",
        "decision",
        "convention",
        "invariant",
        "incident",
        "identity",
    } <= types
