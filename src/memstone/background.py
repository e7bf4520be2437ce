"""Work that runs in a daemon thread while the caller goes on.

memstone overlaps waits that do not hold the GIL (hashing, onnxruntime starting and running,
reading files) with its own Python work; this is the one helper for that.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any


class Background:
    """``fn(*args)`` computed in a daemon thread; ``result()`` waits for it and raises what it raised.

    A daemon thread never holds up the process's exit (an agent hook past its time limit must
    exit at once), and an error nobody asks for is dropped with the thread.
    """

    def __init__(self, fn: Callable[..., Any], *args: Any, name: str = "memstone-background") -> None:
        self._done = threading.Event()
        self._value: Any = None
        self._error: BaseException | None = None
        threading.Thread(target=self._run, args=(fn, args), daemon=True, name=name).start()

    def _run(self, fn: Callable[..., Any], args: tuple[Any, ...]) -> None:
        try:
            self._value = fn(*args)
        except BaseException as exc:  # handed to the caller by result()
            self._error = exc
        finally:
            self._done.set()

    def result(self) -> Any:
        self._done.wait()
        if self._error is not None:
            raise self._error
        return self._value
