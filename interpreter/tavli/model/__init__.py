"""The model: what a game of the family is, as values: the compiled Variant, its conditions,
the Position, and tavli's errors. Imports nothing of tavli above it; every layer builds on it.
"""
