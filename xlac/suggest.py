""""Did you mean" for every name a user types: opcodes, attributes, --cpu names, mnemonics.

The nearest names by spelling, all those equally near listed together, the most used first: for
``ad``, ``add`` and ``pad`` are equally near, and ``add`` is far more common.

    >>> did_you_mean("ad", ["pad", "abs", "add"], common=["add", "abs"])
    "did you mean 'add' or 'pad'?"
    >>> did_you_mean("dimension", ["dimensions", "to_apply"])
    "did you mean 'dimensions'?"
    >>> did_you_mean("zzz", ["add"]) is None
    True
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from difflib import SequenceMatcher


def opcode_hint(word: str, opcodes: Iterable[str], common: Iterable[str] = (),
                aliases: Mapping[str, str] | None = None) -> str | None:
    """"Did you mean" for an unknown opcode: another IR's name for it (``aliases``: ``mul`` ->
    ``multiply``; ``dynamic_slice``), else the nearest by spelling, the most used first (``common``,
    most used first). The op table has both (xlac.hlo.opcodes: ``COMMON``, ``ALIASES``)."""
    known = set(opcodes)
    meant = (aliases or {}).get(word.lower()) or word.lower().replace("_", "-")
    if meant in known and meant != word:
        return f"did you mean '{meant}'?"
    return did_you_mean(word, known, common)


def close_names(word: str, names: Iterable[str], common: Iterable[str] = (), cutoff: float = 0.6,
                most: int = 4) -> list[str]:
    """The names nearest ``word`` (difflib's ratio at least ``cutoff``), those tied for nearest,
    ordered by ``common`` (most used first) and then by name; at most ``most``."""
    rank = {name: k for k, name in enumerate(common)}
    scored = [(SequenceMatcher(None, word, name).ratio(), name) for name in set(names) if name != word]
    best = max((score for score, _ in scored), default=0.0)
    if best < cutoff:
        return []
    tied = [name for score, name in scored if best - score < 1e-9]
    return sorted(tied, key=lambda name: (rank.get(name, len(rank)), name))[:most]


def did_you_mean(word: str, names: Iterable[str], common: Iterable[str] = ()) -> str | None:
    """``did you mean 'add' or 'pad'?``, or None when nothing is near."""
    found = close_names(word, names, common)
    if not found:
        return None
    quoted = [f"'{name}'" for name in found]
    listed = quoted[0] if len(quoted) == 1 else ", ".join(quoted[:-1]) + " or " + quoted[-1]
    return f"did you mean {listed}?"
