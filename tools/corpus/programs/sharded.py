"""Programs written for a device mesh, run on one device: explicit shardings on a 1-device mesh,
sharding constraints and shard_map, which leave sharding annotations and custom calls in the
HLO that a one-device compiler must accept."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


def _mesh() -> Mesh:
    return Mesh(np.array(jax.devices()[:1]).reshape(1, 1), ("data", "model"))


def cases() -> list[dict]:
    rng = np.random.default_rng(7)
    x = rng.standard_normal((8, 16)).astype(np.float32)
    w = rng.standard_normal((16, 32)).astype(np.float32)
    b = rng.standard_normal((32,)).astype(np.float32)
    mesh = _mesh()

    def constrained(x, w, b):
        h = jax.lax.with_sharding_constraint(x @ w, NamedSharding(mesh, P("data", "model")))
        return jax.nn.relu(h + b)

    def sharded_jit(x, w, b):
        return jnp.tanh(x @ w + b).sum(axis=0)

    fn_jit = jax.jit(sharded_jit, in_shardings=(NamedSharding(mesh, P("data", None)),
                                                 NamedSharding(mesh, P(None, "model")),
                                                 NamedSharding(mesh, P("model"))),
                     out_shardings=NamedSharding(mesh, P("model")))

    def psum_mean(x):
        def local(xb):
            return jax.lax.psum(jnp.sum(xb, axis=0), "data") / x.shape[0]
        return jax.shard_map(local, mesh=mesh, in_specs=P("data", None), out_specs=P(None))(x)

    def all_gather_rows(x, w):
        def local(xb, wb):
            return jax.lax.all_gather(xb @ wb, "data", axis=0, tiled=True)
        return jax.shard_map(local, mesh=mesh, in_specs=(P("data", None), P(None, "model")),
                             out_specs=P(None, "model"), check_vma=False)(x, w)

    return [
        dict(name="sharded_constraint_mlp", category="sharding",
             description="with_sharding_constraint on a 1x1 (data, model) mesh inside a dense layer",
             fn=constrained, args=[x, w, b], rtol=1e-5, atol=1e-5),
        dict(name="sharded_jit_in_out", category="sharding",
             description="jit with in/out NamedShardings on a 1-device mesh (sharding attributes on parameters)",
             fn=fn_jit, args=[x, w, b], rtol=1e-5, atol=1e-5),
        dict(name="sharded_shard_map_psum", category="sharding",
             description="shard_map over a 1-device mesh with a psum (all-reduce over one replica)",
             fn=psum_mean, args=[x], rtol=1e-6, atol=1e-6),
        dict(name="sharded_shard_map_all_gather", category="sharding",
             description="shard_map with all_gather (tiled) on one device",
             fn=all_gather_rows, args=[x, w], rtol=1e-5, atol=1e-5),
    ]
