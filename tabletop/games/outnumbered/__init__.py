"""Outnumbered: Improbable Heroes, a cooperative dice-and-arithmetic game for 1-6 players.

``rules`` is the pure-Python game (the tabletop contract), ``solver`` finds every number a roll
can make (the rules use its formula texts; the hint and the computer heroes use its search).
"""
