"""The interpreter target (target.py)."""
