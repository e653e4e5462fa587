"""The playground (``tavli serve``): play, edit rules files and explore positions in a browser.
A front end: it may import every layer of the package.
"""
