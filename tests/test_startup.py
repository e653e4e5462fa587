"""What start-up no longer checks every time is checked here once (issue 9)."""

from __future__ import annotations

import json

import jsonschema

from tavli.language.resources import match_schema_text, schema_text


def test_the_rule_tree_schema_is_a_valid_json_schema() -> None:
    jsonschema.Draft202012Validator.check_schema(json.loads(schema_text()))


def test_the_match_schema_is_a_valid_json_schema() -> None:
    jsonschema.Draft202012Validator.check_schema(json.loads(match_schema_text()))
