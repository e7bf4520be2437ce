from __future__ import annotations

from memstone.cli import main

raise SystemExit(main())
