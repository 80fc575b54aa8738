"""The optional JAX bridge (xlac.jax): a flax/haiku-style model written here, compiled by xlac and
exported to an object a C program links and runs, against jax's own result. Runs where jax is
importable (CI installs `xlac[jax]` in an environment of its own for these tests)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest

jax = pytest.importorskip("jax")
jnp = pytest.importorskip("jax.numpy")

import xlac.jax as xj  # noqa: E402

# ---- a flax.linen-style model: modules with init(rng, x) -> params and apply(params, x) --------

class Dense:
    def __init__(self, features: int):
        self.features = features

    def init(self, rng, x):
        k = jax.random.normal(rng, (x.shape[-1], self.features), jnp.float32) / np.sqrt(x.shape[-1])
        return {"kernel": k, "bias": jnp.full((self.features,), 0.1, jnp.float32)}

    def apply(self, params, x):
        return x @ params["kernel"] + params["bias"]


class LayerNorm:
    def init(self, rng, x):
        return {"scale": jnp.ones(x.shape[-1:], jnp.float32), "bias": jnp.zeros(x.shape[-1:], jnp.float32)}

    def apply(self, params, x):
        m = x.mean(-1, keepdims=True)
        v = ((x - m) ** 2).mean(-1, keepdims=True)
        return (x - m) * jax.lax.rsqrt(v + 1e-6) * params["scale"] + params["bias"]


class Classifier:
    """Dense -> LayerNorm -> gelu -> Dense; returns logits and class probabilities."""

    def __init__(self, hidden: int, classes: int):
        self.layers = {"dense0": Dense(hidden), "norm": LayerNorm(), "head": Dense(classes)}

    def init(self, rng, x):
        params = {}
        for (name, layer), key in zip(self.layers.items(), jax.random.split(rng, len(self.layers))):
            params[name] = layer.init(key, x)
            x = layer.apply(params[name], x)
        return params

    def apply(self, params, x):
        h = jax.nn.gelu(self.layers["norm"].apply(params["norm"], self.layers["dense0"].apply(params["dense0"], x)))
        logits = self.layers["head"].apply(params["head"], h)
        return {"logits": logits, "probs": jax.nn.softmax(logits)}


MODEL = Classifier(hidden=32, classes=5)
X = np.random.default_rng(0).standard_normal((4, 12)).astype(np.float32)
PARAMS = MODEL.init(jax.random.PRNGKey(0), X)


def classify(params, x):
    return MODEL.apply(params, x)


def test_names_from_signature_and_pytrees() -> None:
    low = xj.lower(classify, PARAMS, X)
    assert low.param_names == ["params_dense0_bias", "params_dense0_kernel", "params_head_bias",
                               "params_head_kernel", "params_norm_bias", "params_norm_scale", "x"]
    assert low.result_names == ["logits", "probs"]

    def f(a, *rest, scale):
        return a * scale, rest[0]
    low = xj.lower(f, np.ones(2, np.float32), (np.ones(3, np.float32),), scale=np.float32(2))
    assert low.param_names == ["a", "rest0_0", "scale"] and low.result_names == ["out0", "out1_0"]


@pytest.mark.parametrize("dialect", ["hlo", "stablehlo"])
def test_compiled_matches_jax(dialect: str) -> None:
    """From either text jax prints: HLO, or StableHLO (its default as_text())."""
    run = xj.compile(jax.jit(classify), PARAMS, X, dialect=dialect)
    assert xj.lower(classify, PARAMS, X, dialect=dialect).hlo_text.startswith(
        "HloModule" if dialect == "hlo" else "module @")
    got, want = run(PARAMS, X), jax.jit(classify)(PARAMS, X)
    assert sorted(got) == ["logits", "probs"]
    for k in want:
        np.testing.assert_allclose(got[k], np.asarray(want[k]), rtol=1e-5, atol=1e-5)
    interp = xj.compile(classify, PARAMS, X, target="interpreter", dialect=dialect)(PARAMS, X)
    np.testing.assert_allclose(interp["probs"], np.asarray(want["probs"]), rtol=1e-5, atol=1e-6)


_MAIN = r"""
#include <stdio.h>
#include <stdlib.h>
#include "classify.h"
/* argv[1]: every parameter's bytes in order; argv[2]: every result's bytes are written here. */
int main(int argc, char **argv) {
  const xlac_model_info *m = &classify_info;
  void *params[CLASSIFY_NUM_PARAMS], *results[CLASSIFY_NUM_RESULTS], *temp = NULL;
  FILE *in, *out;
  int k;
  if (argc != 3 || !(in = fopen(argv[1], "rb")) || !(out = fopen(argv[2], "wb"))) return 2;
  for (k = 0; k < m->num_params; ++k) {
    params[k] = malloc(m->params[k].bytes);
    if (fread(params[k], 1, m->params[k].bytes, in) != m->params[k].bytes) return 3;
    printf("param %d %s\n", k, m->params[k].name);
  }
  for (k = 0; k < m->num_results; ++k) results[k] = malloc(m->results[k].bytes);
  if (posix_memalign(&temp, CLASSIFY_TEMP_ALIGN, CLASSIFY_TEMP_BYTES + 1)) return 4;
  if (classify(params, results, temp) != XLAC_STATUS_OK) return 5;
  for (k = 0; k < m->num_results; ++k) {
    fwrite(results[k], 1, m->results[k].bytes, out);
    printf("result %d %s\n", k, m->results[k].name);
  }
  printf("x is param %d, probs is result %d\n", CLASSIFY_PARAM_X, CLASSIFY_RESULT_PROBS);
  fclose(out);
  return 0;
}
"""


@pytest.mark.skipif(shutil.which("cc") is None, reason="no C compiler")
def test_exported_object_runs_from_c(tmp_path: Path) -> None:
    obj = tmp_path / "classify.o"
    files = xj.export_object(classify, PARAMS, X, path=obj)
    assert {f.name for f in files} >= {"classify.o", "classify.h"}
    header = (tmp_path / "classify.h").read_text()
    assert '{"params_dense0_kernel", "f32", 4, 2' in header and '{"probs", "f32", 4, 2' in header
    (tmp_path / "main.c").write_text(_MAIN)
    exe = tmp_path / "main"
    cc = subprocess.run(["cc", "-std=c99", "-D_POSIX_C_SOURCE=200112L", "-Wall", "-Werror", f"-I{tmp_path}",
                         str(tmp_path / "main.c"), str(obj), "-lm", "-o", str(exe)], capture_output=True, text=True)
    assert cc.returncode == 0, cc.stderr
    leaves = jax.tree_util.tree_leaves((PARAMS, X))
    (tmp_path / "in.bin").write_bytes(b"".join(np.ascontiguousarray(a, np.float32).tobytes() for a in leaves))
    run = subprocess.run([str(exe), str(tmp_path / "in.bin"), str(tmp_path / "out.bin")], capture_output=True,
                         text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    assert "param 6 x" in run.stdout and "result 0 logits" in run.stdout and "result 1 probs" in run.stdout
    assert "x is param 6, probs is result 1" in run.stdout
    out = np.frombuffer((tmp_path / "out.bin").read_bytes(), np.float32)
    want = jax.jit(classify)(PARAMS, X)
    np.testing.assert_allclose(out[:20].reshape(4, 5), np.asarray(want["logits"]), rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(out[20:].reshape(4, 5), np.asarray(want["probs"]), rtol=1e-5, atol=1e-6)
