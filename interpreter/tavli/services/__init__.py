"""What tavli serves to other programs: the JSON-lines oracle, crosscheck against another
engine, and long runs (self-play, crosscheck) cut into seeded shards over processes. Imports
every layer below it (model to players); the command line and the playground use it.
"""
