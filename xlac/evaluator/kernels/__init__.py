"""Pure numpy reference kernels, one module per family of HLO ops."""
