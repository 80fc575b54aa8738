"""The xacc target: an accelerator with no LLVM backend (ISA.md), its code generator, assembler,
simulator and device runtime. One folder; it imports no other target."""
