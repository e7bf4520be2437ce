"""Work that runs in a daemon thread while the caller goes on.

memstone overlaps waits that do not hold the GIL (hashing, onnxruntime starting and running,
reading files) with its own Python work; this is the one helper for that.
"""

from __future__ import annotations

import atexit
import threading
import time
from collections.abc import Callable
from typing import Any

EXIT_WAIT_SECONDS = 10.0  # at most this long, in all, for finish_before_exit work at a normal exit

_unfinished: set[threading.Event] = set()
_unfinished_lock = threading.Lock()


class Background:
    """``fn(*args)`` computed in a daemon thread; ``result()`` waits for it and raises what it raised.

    A daemon thread never holds up the process's exit (an agent hook past its time limit must
    exit at once: it leaves by ``os._exit``), and an error nobody asks for is dropped with the
    thread. ``finish_before_exit`` is for work inside native code that must not be cut off by a
    normal interpreter exit: onnxruntime aborts the process ("terminate called without an active
    exception") when the exit tears down its environment while a session is still starting in
    another thread. Such work is waited for at exit, for up to ``EXIT_WAIT_SECONDS`` in all.
    """

    def __init__(
        self, fn: Callable[..., Any], *args: Any, name: str = "memstone-background", finish_before_exit: bool = False
    ) -> None:
        self._done = threading.Event()
        self._value: Any = None
        self._error: BaseException | None = None
        self._guarded = finish_before_exit
        if finish_before_exit:
            with _unfinished_lock:
                _unfinished.add(self._done)
        threading.Thread(target=self._run, args=(fn, args), daemon=True, name=name).start()

    def _run(self, fn: Callable[..., Any], args: tuple[Any, ...]) -> None:
        try:
            self._value = fn(*args)
        except BaseException as exc:  # handed to the caller by result()
            self._error = exc
        finally:
            self._done.set()
            if self._guarded:
                with _unfinished_lock:
                    _unfinished.discard(self._done)

    def result(self) -> Any:
        self._done.wait()
        if self._error is not None:
            raise self._error
        return self._value


@atexit.register
def _wait_for_unfinished() -> None:
    deadline = time.monotonic() + EXIT_WAIT_SECONDS
    with _unfinished_lock:
        pending = list(_unfinished)
    for done in pending:
        done.wait(max(0.0, deadline - time.monotonic()))
