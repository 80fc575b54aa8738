"""A copy of the xacc target under another name: what an out-of-tree backend package looks like."""

from xlac.targets.xacc.target import XaccTarget


class XaccCopyTarget(XaccTarget):
    name = "xacc2"
    description = "xacc again, registered from outside xlac (test package)"
