"""Just Run: A Game of Horror, for 2-6 survivors.

``rules`` is the pure-Python game (the tabletop contract): set-up, the calm scavenge, the escape
phase's survivor and zombie turns, fights and the Get Out scenario, with the content (room tiles,
dice faces, cards and combinations) as data.  CONTENT.md says what we designed where the book is
silent.  The table, the computer survivors and the other scenarios come in later steps.
"""
