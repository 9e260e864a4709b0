"""Outrun (Monster Movie Museum): a real-time race for 2-6 players.

``rules`` is the pure-Python game (the tabletop contract): the seven stages of a round, the content
as data (symbols, path cards, monster and map boards, interference cards, characters) and how the
cards in front of a runner bend the sequence they must lay.  ``bots`` are the computer runners;
``balance`` measures the game with them (CONTENT.md carries the figures).

The table's parts, window-free (a scene draws them and feeds them input): ``countdown`` (3-2-1,
then the turner's reveal at the race clock's zero), ``race`` (everyone at once: presses to cards
laid live, runs timed from the reveal by each press's stamp, computer runs on the same clock,
Time's up and the time limit), ``relay`` (one person at a time behind a "look away" curtain),
``runner_hand`` (how a seat's presses map to its cards), ``practice`` (the personal best per
monster and board count) and ``devices`` (each seat's device and the play mode, checked).
"""
