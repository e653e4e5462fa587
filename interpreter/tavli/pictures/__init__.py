"""What a person looks at: the board as SVG (and PNG), as text for a terminal, and a variant's
rulebook. Imports tavli.model, tavli.language, tavli.game and tavli.notation.
"""
