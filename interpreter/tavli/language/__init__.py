"""The rules language: a rules file read (Lark), its rule tree validated (JSON Schema), merged
with what it extends and compiled into a Variant; where the grammar and bundled variants are.
Imports tavli.model only.
"""
