"""Who decides: the driver that runs a game and asks a player for every decision, and the
bots (random, heuristic, strong, rollout, GNU Backgammon) with what they measure and how they
double. Imports the layers below (model, language, game, notation); nothing above.
"""
