"""The C ABI every target with a C-callable object shares (xlac/targets/c_abi.py): the entry's
name follows one set of rules on cpu and nvptx, so a module named like a C library function or
type still gives a header that compiles beside <math.h> and <stdint.h>."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from cli_runner import xlac

from xlac.errors import XlacError
from xlac.runtime.toolchain import find_cc
from xlac.targets.base import CompileOptions
from xlac.targets.c_abi import c_header, entry_symbol, is_reserved


@pytest.mark.parametrize("module_name,entry", [("log", "xlac_log"), ("int32_t", "xlac_int32_t"), ("memcpy", "xlac_memcpy"),
                                              ("2x", "xlac_2x"), ("__x", "xlac___x"), ("my.model-1", "my_model_1"),
                                              ("xlac_parallel_for", "xlac_xlac_parallel_for"), ("mlp2", "mlp2")])
def test_default_entry_names(module_name: str, entry: str) -> None:
    assert entry_symbol(module_name, CompileOptions()) == entry
    # `xlac compile -o NAME.o` names the entry after the file, by the same rules
    assert entry_symbol("m", CompileOptions(entry_default=module_name)) == entry


@pytest.mark.parametrize("name", ["int", "log", "sinf", "int32_t", "memcpy", "xlac_ffi_api", "__start"])
def test_entry_option_refuses_reserved_names(name: str) -> None:
    assert is_reserved(name)
    with pytest.raises(XlacError, match="is a C keyword or a name the C library"):
        entry_symbol("m", CompileOptions(entry_name=name))
    with pytest.raises(XlacError, match="is not a C identifier"):
        entry_symbol("m", CompileOptions(entry_name="9lives"))
    assert entry_symbol("m", CompileOptions(entry_name="logit")) == "logit"


def test_header_skeleton() -> None:
    text = c_header("G_H_", "/* banner */\n", "int f(void);\n", includes=("stddef.h",), before="typedef int t;\n")
    assert text == ("/* banner */\n#ifndef G_H_\n#define G_H_\n\n#include <stddef.h>\n\ntypedef int t;\n"
                    "#ifdef __cplusplus\nextern \"C\" {\n#endif\n\nint f(void);\n"
                    "#ifdef __cplusplus\n} /* extern \"C\" */\n#endif\n\n#endif /* G_H_ */\n")


@pytest.mark.parametrize("target", ["cpu", "nvptx"])
@pytest.mark.parametrize("module_name,entry", [("log", "xlac_log"), ("int32_t", "xlac_int32_t")])
def test_a_module_named_like_libm_or_a_type_gives_a_header_that_compiles(tmp_path: Path, target: str,
                                                                         module_name: str, entry: str) -> None:
    """nvptx named the entry of a module `log` log (its header clashed with <math.h>'s) and one
    named `int32_t` int32_t: only five names were refused there. `xlac compile` names the entry
    after the output file (`-o log.h`), else after the module; both go through the same rules."""
    path = tmp_path / "m.hlo"
    path.write_text(f"HloModule {module_name}\nENTRY e {{\n  p = f32[4] parameter(0)\n  ROOT l = f32[4] log(p)\n}}\n")
    done = xlac("compile", str(path), "--target", target, "--emit", "header", "-o", str(tmp_path / f"{module_name}.h"))
    assert done.returncode == 0, done.stderr
    assert f" {entry}(void *const *params" in (tmp_path / f"{module_name}.h").read_text()
    (tmp_path / "use.c").write_text(f'#include <math.h>\n#include <stdint.h>\n#include "{module_name}.h"\n'
                                    "int main(void) { return 0; }\n")
    built = subprocess.run([find_cc(), "-std=c99", "-Wall", "-Werror", "-c", "use.c", "-o", "use.o"], cwd=tmp_path,
                           capture_output=True, text=True)
    assert built.returncode == 0, built.stderr
    refused = xlac("compile", str(path), "--target", target, "--emit", "header", "--entry", "int32_t",
                   "-o", str(tmp_path / "n.h"))
    assert refused.returncode == 1 and "--entry 'int32_t' is a C keyword" in refused.stderr, refused.stderr
