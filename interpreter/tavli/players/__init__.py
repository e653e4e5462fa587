"""Who decides: the driver that runs a game and asks a player for every decision, and the
bots (random, heuristic, strong, rollout, GNU Backgammon) with what they measure and how they
double, their evaluations and playouts run by the compiled kernel where it can (playouts).
Imports the layers below (model, language, game, notation); nothing above.
"""
