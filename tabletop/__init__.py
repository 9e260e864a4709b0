"""Tabletop: four published board games on one screen."""

__version__ = "0.1.0"
