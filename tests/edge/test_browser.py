"""One model in headless Chromium: a page served on localhost imports the generated loader,
runs the linked WebAssembly module on the case's inputs, and posts the results back to the
server, which compares them with the outputs real XLA computed.

The page reports by a POST rather than through ``--dump-dom``: the dump came when a virtual
time budget ran out, and under the load of a full test run the fetches and the WebAssembly
compile had sometimes not finished by then (the page still said "pending")."""

from __future__ import annotations

import functools
import http.server
import json
import os
import shutil
import signal
import subprocess
import threading
from pathlib import Path

import numpy as np
import pytest
from cli_runner import xlac
from corpus import case

from xlac.targets.cpu import wasm

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
pytestmark = [
    pytest.mark.skipif(bool(wasm.missing_tools()), reason="; ".join(wasm.missing_tools())),
    pytest.mark.skipif(CHROMIUM is None, reason="no headless Chromium (Debian package chromium)"),
]

PAGE = """<!doctype html>
<html><body>
<script type="module">
import { load } from './m.mjs';
let text;
try {
  const inputs = (await (await fetch('in.json')).json()).map(a => Float32Array.from(a));
  const model = await load();
  text = JSON.stringify(model.run(...inputs).map(r => Array.from(r)));
} catch (e) { text = 'error: ' + e; }
await fetch('result', { method: 'POST', body: text });
</script></body></html>
"""
WAIT_S = 180  # for the page's result; a loaded 2-core machine took tens of seconds


class _Server(http.server.ThreadingHTTPServer):
    """Serves the test's folder and keeps what the page posts."""

    def __init__(self, directory: Path):
        super().__init__(("127.0.0.1", 0), functools.partial(_Handler, directory=str(directory)))
        self.results: list[str] = []
        self.posted = threading.Event()


class _Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, ".mjs": "text/javascript",
                      ".wasm": "application/wasm"}
    server: _Server

    def do_POST(self) -> None:  # noqa: N802 - http.server's name
        self.server.results.append(self.rfile.read(int(self.headers.get("Content-Length", 0))).decode())
        self.send_response(204)
        self.end_headers()
        self.server.posted.set()

    def log_message(self, *args) -> None:
        """Quiet."""


def test_model_runs_in_headless_chromium(tmp_path: Path) -> None:
    c = case("mlp_forward")
    proc = xlac("compile", str(c.hlo), "--triple", "wasm32-unknown-unknown", "-o", str(tmp_path / "m.wasm"))
    assert proc.returncode == 0, proc.stderr
    ins, want = c.arrays()
    (tmp_path / "in.json").write_text(json.dumps([a.astype(np.float64).ravel().tolist() for a in ins]))
    (tmp_path / "index.html").write_text(PAGE)
    server = _Server(tmp_path)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    log = tmp_path / "chromium.log"
    try:
        url = f"http://127.0.0.1:{server.server_address[1]}/index.html"
        with log.open("w") as err:
            browser = subprocess.Popen([str(CHROMIUM), "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                                        f"--user-data-dir={tmp_path / 'profile'}", "--remote-debugging-port=0", url],
                                       stdout=subprocess.DEVNULL, stderr=err, start_new_session=True)
            try:
                posted = server.posted.wait(WAIT_S)
            finally:  # the browser and its renderer, GPU and zygote processes
                os.killpg(browser.pid, signal.SIGKILL)
                browser.wait()
    finally:
        server.shutdown()
        server.server_close()
    assert posted, f"no result from the page in {WAIT_S} s; Chromium said:\n{log.read_text()[-2000:]}"
    text = server.results[0]
    assert not text.startswith("error"), text
    got = json.loads(text)
    np.testing.assert_allclose(np.array(got[0], np.float32).reshape(want[0].shape), want[0],
                               rtol=c.rtol, atol=c.atol)
