"""The game: the rules in motion. Validation, move generation (the reference search and the
compiled kernel), the turn, the opening, the cube, the end and its score, matches, resigning,
every action with one pure ``apply``, and the texts the rules speak (a position's line, a
play's ``24/18 13/11*``). Imports tavli.model only.
"""
