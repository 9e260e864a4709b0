"""``python -m tabletop`` runs the same command line as the ``tabletop`` script."""

import sys

from tabletop.cli import main

sys.exit(main())
