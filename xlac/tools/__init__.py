"""Tools around compilation: reading XLA's dump directories, and what build systems need."""
