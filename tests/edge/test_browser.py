"""One model in headless Chromium: a page served on localhost imports the generated loader,
runs the linked WebAssembly module on the case's inputs, and puts the results in the page,
which is compared with the outputs real XLA computed."""

from __future__ import annotations

import functools
import http.server
import json
import shutil
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
<html><body><pre id="out">pending</pre>
<script type="module">
import { load } from './m.mjs';
const out = document.getElementById('out');
try {
  const inputs = (await (await fetch('in.json')).json()).map(a => Float32Array.from(a));
  const model = await load();
  out.textContent = JSON.stringify(model.run(...inputs).map(r => Array.from(r)));
} catch (e) { out.textContent = 'error: ' + e; }
</script></body></html>
"""


class _Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, ".mjs": "text/javascript",
                      ".wasm": "application/wasm"}

    def log_message(self, *args) -> None:
        """Quiet."""


def test_model_runs_in_headless_chromium(tmp_path: Path) -> None:
    c = case("mlp_forward")
    proc = xlac("compile", str(c.hlo), "--triple", "wasm32-unknown-unknown", "-o", str(tmp_path / "m.wasm"))
    assert proc.returncode == 0, proc.stderr
    ins, want = c.arrays()
    (tmp_path / "in.json").write_text(json.dumps([a.astype(np.float64).ravel().tolist() for a in ins]))
    (tmp_path / "index.html").write_text(PAGE)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Handler, directory=str(tmp_path)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        url = f"http://127.0.0.1:{server.server_address[1]}/index.html"
        run = subprocess.run([str(CHROMIUM), "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                              f"--user-data-dir={tmp_path / 'profile'}", "--virtual-time-budget=20000",
                              "--dump-dom", url], capture_output=True, text=True, timeout=180)
    finally:
        server.shutdown()
        server.server_close()
    dom = run.stdout
    assert '<pre id="out">' in dom, run.stderr[-2000:]
    text = dom.split('<pre id="out">', 1)[1].split("</pre>", 1)[0]
    assert not text.startswith(("pending", "error")), text
    got = json.loads(text)
    np.testing.assert_allclose(np.array(got[0], np.float32).reshape(want[0].shape), want[0],
                               rtol=c.rtol, atol=c.atol)
