"""Just Run's benchmark and the measuring tools behind ``tabletop benchmark``."""
