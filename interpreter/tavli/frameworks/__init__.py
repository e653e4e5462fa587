"""tavli in learning frameworks: the encodings of actions and observations, and the OpenSpiel,
PettingZoo and Gymnasium games (reached as tavli.openspiel, tavli.pettingzoo, tavli.gymnasium).
Imports every layer below it (model to players).
"""
