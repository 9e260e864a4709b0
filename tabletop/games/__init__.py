"""The games, one package each: ``<game>/rules`` (pure Python, the rules contract), the computer
players, and the table scene.  The list of games is :mod:`tabletop.core.catalogue`."""
