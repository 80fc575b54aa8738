"""GPU code generation shared by every GPU target: which HLO becomes which kernel, the host
program between launches, the memory plan, element kernels, tree reductions and tiled dots.
What one vendor's hardware needs comes through :class:`~xlac.codegen.gpu.hooks.GpuHooks`."""
