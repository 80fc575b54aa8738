"""Element generators for data-movement and compute ops (index arithmetic), registered in
context.GENERATORS."""
