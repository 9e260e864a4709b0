"""Outrun (Monster Movie Museum): a real-time race for 2-6 players.

``rules`` is the pure-Python game (the tabletop contract): the seven stages of a round, the content
as data (symbols, path cards, monster and map boards, interference cards, characters) and how the
cards in front of a runner bend the sequence they must lay.  ``bots`` are the computer runners;
``balance`` measures the game with them (CONTENT.md carries the figures).
"""
