"""Outrun's benchmark and the measuring tools behind ``tabletop benchmark``."""
