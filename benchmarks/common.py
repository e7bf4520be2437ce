"""What every benchmark does first: time memstone as an installed program runs.

An installed memstone starts from its compiled bytecode (pip compiles it at install; an
editable install writes it on first import). An environment with PYTHONDONTWRITEBYTECODE set
would make every timed process compile memstone's modules from source again (about 0.2-0.5 s
per process here), a cost no user pays. ``use_bytecode`` clears that variable for the child
processes and compiles the package once, before anything is timed.
"""

from __future__ import annotations

import compileall
import os
from pathlib import Path


def use_bytecode() -> None:
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    import memstone

    compileall.compile_dir(str(Path(memstone.__file__).parent), quiet=1)
