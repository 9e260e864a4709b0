"""Fugitive's table: the pygame scene and the parts it is drawn and played with.

It stands above the rules (``rules/``) and beside the computer players (``bots/``).
"""
