"""A TCP proxy between the phone pages and the server that can drop every link (Wi-Fi gone) or go
silent (a dead link that never closes: the heartbeat must notice), for the reconnect tests; with
``delay_down`` it holds everything the server sends for that many seconds before the phone gets it
(a slow network, for Outrun's fair timing)."""

from __future__ import annotations

import contextlib
import queue
import socket
import threading
import time


class Proxy:
    def __init__(self, target_port: int, *, delay_down: float = 0.0) -> None:
        self.target_port = target_port
        self.delay_down = delay_down
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.port: int = self._listener.getsockname()[1]
        self._lock = threading.Lock()
        self._pairs: list[tuple[socket.socket, socket.socket]] = []
        self.silent = threading.Event()
        self._closed = False
        self._down_until = 0.0  # until when (time.monotonic) the Wi-Fi is out after a cut
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while not self._closed:
            try:
                client, _ = self._listener.accept()
            except OSError:
                return
            if time.monotonic() < self._down_until:  # the Wi-Fi is still out: no link gets through
                client.close()
                continue
            try:
                upstream = socket.create_connection(("127.0.0.1", self.target_port))
            except OSError:  # the server has stopped: the phone's link ends here
                client.close()
                continue
            with self._lock:
                self._pairs.append((client, upstream))
            threading.Thread(target=self._pump, args=(client, upstream), daemon=True).start()
            down = self._pump_late if self.delay_down > 0 else self._pump
            threading.Thread(target=down, args=(upstream, client), daemon=True).start()

    def _pump(self, source: socket.socket, sink: socket.socket) -> None:
        with contextlib.suppress(OSError):
            while data := source.recv(65536):
                if not self.silent.is_set():  # a silent link swallows everything, both ways
                    sink.sendall(data)
        with contextlib.suppress(OSError):
            sink.shutdown(socket.SHUT_WR)

    def _pump_late(self, source: socket.socket, sink: socket.socket) -> None:
        """As :meth:`_pump`, each piece handed on ``delay_down`` seconds after it arrived (in order)."""
        held: queue.SimpleQueue[tuple[float, bytes]] = queue.SimpleQueue()

        def hand_on() -> None:
            with contextlib.suppress(OSError):
                while True:
                    due, data = held.get()
                    if not data:
                        break
                    time.sleep(max(0.0, due - time.monotonic()))
                    if not self.silent.is_set():
                        sink.sendall(data)
            with contextlib.suppress(OSError):
                sink.shutdown(socket.SHUT_WR)

        threading.Thread(target=hand_on, daemon=True).start()
        with contextlib.suppress(OSError):
            while data := source.recv(65536):
                held.put((time.monotonic() + self.delay_down, data))
        held.put((time.monotonic() + self.delay_down, b""))

    def cut(self, down_s: float = 0.0) -> None:
        """Every link ends at once, as when the phone's Wi-Fi goes; for ``down_s`` seconds no new
        link gets through either (the Wi-Fi stays out: the page's at-once retry cannot come back
        before the server has seen the drop)."""
        self._down_until = time.monotonic() + down_s
        with self._lock:
            pairs, self._pairs = self._pairs, []
        for pair in pairs:
            for end in pair:
                with contextlib.suppress(OSError):
                    end.shutdown(socket.SHUT_RDWR)
                end.close()

    def close(self) -> None:
        self._closed = True
        self.cut()
        self._listener.close()
