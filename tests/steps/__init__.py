"""Step definitions for the feature files in features/, shared by every rule area.

``common`` holds the generic steps (variant, position, rolls, plays, cube, score, what a
variant declares); ``turns`` the steps for chained turns. Both are registered as pytest
plugins in tests/conftest.py.
"""
