"""Decode the MLIR attribute dictionary JAX prints in a typed-FFI custom call's ``backend_config``.

    {uplo = 76 : ui8, eps = 1.0e-5 : f32, name = "x", flags = array<i64: 1, 2>, u = unit}

XLA hands these to FFI handlers as typed scalars, arrays, strings and nested dictionaries, so the
decoded values keep their MLIR types: ``76 : ui8`` becomes ``np.uint8(76)`` (jaxlib rejects a
character enum that is not U8), ``array<i64: ...>`` a 1-D int64 array, ``dense<...> : tensor<..>``
a shaped array. Untyped integers are int64 and untyped floats float64 (MLIR's defaults), ``true``
and ``false`` are ``bool``, strings ``str``, ``[...]`` a list, and a unit attribute (``u = unit``,
or a bare key ``u``) is ``None``. Malformed text raises ``ValueError`` naming the position.
"""

from __future__ import annotations

import re

import numpy as np

_WS = re.compile(r"\s*")
_KEY = re.compile(r"[A-Za-z_][\w$.\-]*")
_IDENT = re.compile(r"[A-Za-z_][\w.]*")
_NUMBER = re.compile(r"[-+]?(?:0x[0-9a-fA-F]+|(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?|inf|nan)(?!\w)")
_INT_TYPE = re.compile(r"(si|ui|i)(\d+)$")
_FLOAT_TYPES = {"f16": "float16", "bf16": "bfloat16", "f32": "float32", "f64": "float64"}
_SHAPED = re.compile(r"((?:\d+x)*)(.+)$")


def parse_mlir_dict(text: str) -> dict[str, object]:
    """Parse ``{key = value, ...}``; an empty string (or a quoted dictionary) is accepted too."""
    stripped = text.strip()
    if not stripped:
        return {}
    parser = _Parser(stripped)
    if stripped.startswith('"'):  # backend_config="{...}": unquote, then parse the content
        inner = parser.parse_string()
        parser.expect_end()
        return parse_mlir_dict(inner)
    result = parser.parse_dict()
    parser.expect_end()
    return result


def mlir_dtype(type_name: str) -> np.dtype:
    """The numpy dtype of an MLIR scalar type (``ui8``, ``i32``, ``f32``, ``index``, ``i1``...)."""
    if type_name == "index":
        return np.dtype(np.int64)
    if type_name == "i1":
        return np.dtype(np.bool_)
    match = _INT_TYPE.match(type_name)
    if match and match.group(2) in ("8", "16", "32", "64"):
        prefix = "uint" if match.group(1) == "ui" else "int"
        return np.dtype(f"{prefix}{match.group(2)}")
    if type_name in _FLOAT_TYPES:
        if type_name == "bf16":
            import ml_dtypes

            return np.dtype(ml_dtypes.bfloat16)
        return np.dtype(_FLOAT_TYPES[type_name])
    if type_name in ("complex<f32>", "complex<f64>"):
        return np.dtype(np.complex64 if type_name.endswith("f32>") else np.complex128)
    raise KeyError(type_name)


class _Parser:
    """Recursive descent over the text; ``pos`` is the index of the next unread character."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0

    # -- low level -------------------------------------------------------------------------
    def error(self, message: str, pos: int | None = None) -> ValueError:
        at = self.pos if pos is None else pos
        snippet = self.text[max(0, at - 20): at] + "\u2038" + self.text[at: at + 20]
        return ValueError(f"{message} at position {at} in MLIR attribute dictionary: {snippet!r}")

    def skip_ws(self) -> None:
        self.pos = _WS.match(self.text, self.pos).end()

    def peek(self, token: str) -> bool:
        self.skip_ws()
        return self.text.startswith(token, self.pos)

    def accept(self, token: str) -> bool:
        if self.peek(token):
            self.pos += len(token)
            return True
        return False

    def expect(self, token: str) -> None:
        if not self.accept(token):
            found = self.text[self.pos: self.pos + 1] or "end of text"
            raise self.error(f"expected '{token}' but found '{found}'")

    def expect_end(self) -> None:
        self.skip_ws()
        if self.pos != len(self.text):
            raise self.error("unexpected trailing text")

    def match(self, pattern: re.Pattern) -> str | None:
        self.skip_ws()
        found = pattern.match(self.text, self.pos)
        if not found:
            return None
        self.pos = found.end()
        return found.group(0)

    def keyword(self, word: str) -> bool:
        """Accept ``word`` only as a whole identifier (so ``unit`` does not match ``units``)."""
        self.skip_ws()
        found = _IDENT.match(self.text, self.pos)
        if found and found.group(0) == word:
            self.pos = found.end()
            return True
        return False

    # -- grammar ---------------------------------------------------------------------------
    def parse_dict(self) -> dict[str, object]:
        self.expect("{")
        result: dict[str, object] = {}
        if self.accept("}"):
            return result
        while True:
            self.skip_ws()
            key_pos = self.pos
            key = self.parse_key()
            if key in result:
                raise self.error(f"duplicate key '{key}'", key_pos)
            result[key] = self.parse_value() if self.accept("=") else None
            if self.accept("}"):
                return result
            self.expect(",")

    def parse_key(self) -> str:
        if self.peek('"'):
            return self.parse_string()
        key = self.match(_KEY)
        if key is None:
            raise self.error("expected an attribute name")
        return key

    def parse_value(self) -> object:
        self.skip_ws()
        start = self.pos
        if self.peek("{"):
            return self.parse_dict()
        if self.peek("["):
            return self.parse_list()
        if self.peek('"'):
            value = self.parse_string()
            self.parse_optional_type()  # `"abc" : i32` is legal MLIR; the type adds nothing here
            return value
        for word, value in (("true", True), ("false", False)):
            if self.keyword(word):
                self.parse_optional_type()
                return value
        if self.keyword("unit"):
            return None
        if self.keyword("array"):
            return self.parse_dense_array()
        if self.keyword("dense"):
            return self.parse_dense_elements()
        number = self.match(_NUMBER)
        if number is not None:
            return self.make_scalar(number, self.parse_optional_type(), start)
        ident = self.match(_IDENT)
        if ident is not None:
            self.pos = start
            type_name = self.parse_type()
            try:
                mlir_dtype(type_name)
            except KeyError:
                raise self.error(f"unsupported attribute '{type_name}'", start) from None
            return type_name  # a TypeAttr such as `t = f32`
        if self.text[start: start + 1] in ("#", "@"):
            raise self.error("dialect and symbol attributes are not supported", start)
        raise self.error("expected an attribute value", start)

    def parse_list(self) -> list[object]:
        self.expect("[")
        items: list[object] = []
        if self.accept("]"):
            return items
        while True:
            items.append(self.parse_value())
            if self.accept("]"):
                return items
            self.expect(",")

    def parse_string(self) -> str:
        """A double-quoted string with MLIR escapes: ``\\"``, ``\\\\``, ``\\n``, ``\\t``, ``\\XX``."""
        self.expect('"')
        out = bytearray()
        text = self.text
        while True:
            if self.pos >= len(text):
                raise self.error("unterminated string")
            ch = text[self.pos]
            if ch == '"':
                self.pos += 1
                return out.decode("utf-8", errors="replace")
            if ch != "\\":
                out += ch.encode("utf-8")
                self.pos += 1
                continue
            esc = text[self.pos + 1: self.pos + 3]
            simple = {'"': b'"', "\\": b"\\", "n": b"\n", "t": b"\t"}
            if esc[:1] in simple:
                out += simple[esc[:1]]
                self.pos += 2
            elif len(esc) == 2 and all(c in "0123456789abcdefABCDEF" for c in esc):
                out.append(int(esc, 16))
                self.pos += 3
            else:
                raise self.error("invalid escape in string")

    def parse_type(self) -> str:
        """A type name, with a balanced ``<...>`` suffix when it has one (``tensor<2xf32>``)."""
        self.skip_ws()
        start = self.pos
        if self.match(_IDENT) is None:
            raise self.error("expected a type")
        if self.text.startswith("<", self.pos):
            depth = 0
            while self.pos < len(self.text):
                ch = self.text[self.pos]
                depth += (ch == "<") - (ch == ">")
                self.pos += 1
                if depth == 0:
                    break
            if depth:
                raise self.error("unbalanced '<' in type", start)
        return re.sub(r"\s+", "", self.text[start: self.pos])

    def parse_optional_type(self) -> str | None:
        return self.parse_type() if self.accept(":") else None

    def make_scalar(self, token: str, type_name: str | None, pos: int) -> object:
        """A numpy scalar of ``type_name`` (int64 / float64 when untyped)."""
        if type_name is None:
            if _is_integer_token(token):
                return self.checked_int(token, np.dtype(np.int64), pos, signless=False)
            return np.float64(float(token))
        try:
            dtype = mlir_dtype(type_name)
        except KeyError:
            raise self.error(f"unsupported scalar type '{type_name}'", pos) from None
        if dtype.kind in "iub":
            if not _is_integer_token(token):
                raise self.error(f"'{token}' is not an integer but has type {type_name}", pos)
            return self.checked_int(token, dtype, pos, signless=type_name.startswith("i"))
        if dtype.kind == "c":
            raise self.error(f"a complex scalar needs (re, im), got '{token}'", pos)
        if token.lstrip("+-").startswith("0x"):  # MLIR prints NaN / inf as the bit pattern
            bits = int(token.lstrip("+-"), 16)
            if bits >> (8 * dtype.itemsize):
                raise self.error(f"hex float '{token}' is too wide for {type_name}", pos)
            return np.array(bits, dtype=f"uint{8 * dtype.itemsize}").view(dtype)[()]
        return dtype.type(float(token))

    def checked_int(self, token: str, dtype: np.dtype, pos: int, signless: bool) -> object:
        """Range-checked integer; signless types (``i8``) also take their unsigned spelling."""
        value = _hex_int(token) if token.lstrip("+-").startswith("0x") else int(token)
        if dtype.kind == "b":
            if value not in (0, 1, -1):
                raise self.error(f"{value} does not fit i1", pos)
            return np.bool_(value != 0)
        info = np.iinfo(dtype)
        if signless and info.max < value <= 2 * info.max + 1:
            value -= 2 * (info.max + 1)
        if not info.min <= value <= info.max:
            raise self.error(f"{value} does not fit {dtype}", pos)
        return dtype.type(value)

    def parse_dense_array(self) -> np.ndarray:
        """``array<i64: 1, 2>`` (DenseArrayAttr): a 1-D array of the element type."""
        self.expect("<")
        type_pos = self.pos
        elem = self.parse_type()
        try:
            dtype = mlir_dtype(elem)
        except KeyError:
            raise self.error(f"unsupported array element type '{elem}'", type_pos) from None
        values: list[object] = []
        if self.accept(":"):
            while True:
                pos = self.pos
                values.append(self.convert(self.parse_element(), elem, pos))
                if not self.accept(","):
                    break
        self.expect(">")
        return np.array(values, dtype=dtype).reshape(len(values))

    def parse_element(self) -> object:
        """One raw element: a number token (str), a bool, or an ``(re, im)`` pair of tokens."""
        self.skip_ws()
        start = self.pos
        if self.keyword("true"):
            return True
        if self.keyword("false"):
            return False
        if self.accept("("):
            re_part = self.parse_element()
            self.expect(",")
            im_part = self.parse_element()
            self.expect(")")
            return (re_part, im_part)
        number = self.match(_NUMBER)
        if number is None:
            raise self.error("expected a number", start)
        return number

    def convert(self, raw: object, type_name: str | None, pos: int) -> object:
        """A raw element as a value of ``type_name`` (hex tokens of float types are bit patterns)."""
        if isinstance(raw, bool):
            return raw
        if isinstance(raw, tuple):
            part = None
            if type_name is not None and type_name.startswith("complex<"):
                part = type_name[len("complex<"):-1]
            re_part, im_part = (self.convert(r, part, pos) for r in raw)
            return complex(float(re_part), float(im_part))
        return self.make_scalar(raw, type_name, pos)

    def parse_dense_elements(self) -> np.ndarray:
        """``dense<[[1, 2]]> : tensor<1x2xi32>``, a splat ``dense<0.0> : tensor<4xf32>``, a hex
        blob ``dense<"0x0100..."> : tensor<...>`` or ``dense<>`` (no elements)."""
        self.expect("<")
        body_pos = self.pos
        body: object = []
        blob = self.peek('"')
        if blob:
            body = self.parse_string()
        elif not self.peek(">"):
            body = self.parse_nested()
        self.expect(">")
        shaped = self.parse_optional_type()
        dims, elem = (None, None) if shaped is None else self.parse_shaped(shaped, body_pos)
        if blob:
            assert isinstance(body, str)
            if elem is None or dims is None:
                raise self.error("a hex dense literal needs a tensor type", body_pos)
            return self.dense_from_hex(body, mlir_dtype(elem), dims, body_pos)
        values = _map_nested(body, lambda raw: self.convert(raw, elem, body_pos))
        array = np.array(values, dtype=None if elem is None else mlir_dtype(elem))
        if dims is None:
            return array
        count = int(np.prod(dims))
        if array.ndim == 0 or (array.size == 1 and count != 1):
            return np.full(dims, array.reshape(()), dtype=array.dtype)
        if array.size != count:
            raise self.error(f"dense literal has {array.size} elements, type wants {dims}", body_pos)
        return array.reshape(dims)

    def parse_nested(self) -> object:
        if not self.accept("["):
            return self.parse_element()
        items: list[object] = []
        if self.accept("]"):
            return items
        while True:
            items.append(self.parse_nested())
            if self.accept("]"):
                return items
            self.expect(",")

    def parse_shaped(self, shaped: str, pos: int) -> tuple[tuple[int, ...], str]:
        match = re.match(r"(tensor|vector)<(.*)>$", shaped)
        if not match:
            raise self.error(f"expected a tensor type after dense<...>, got '{shaped}'", pos)
        dims_text, elem = _SHAPED.match(match.group(2)).groups()
        dims = tuple(int(d) for d in dims_text.split("x") if d)
        try:
            mlir_dtype(elem)
        except KeyError:
            raise self.error(f"unsupported element type '{elem}'", pos) from None
        return dims, elem

    def dense_from_hex(self, blob: str, dtype: np.dtype, dims: tuple[int, ...], pos: int) -> np.ndarray:
        if not blob.startswith("0x"):
            raise self.error("a dense string literal must be hex ('0x...')", pos)
        try:
            raw = bytes.fromhex(blob[2:])
        except ValueError:
            raise self.error("invalid hex in dense literal", pos) from None
        count = int(np.prod(dims))
        flat = np.frombuffer(raw, dtype=dtype.newbyteorder("<")).astype(dtype)
        if flat.size == 1 and count != 1:
            return np.full(dims, flat[0], dtype=dtype)
        if flat.size != count:
            raise self.error(f"hex dense literal has {flat.size} elements, type wants {dims}", pos)
        return flat.reshape(dims)


def _map_nested(body: object, fn) -> object:
    """Apply ``fn`` to every leaf of nested lists (tuples are complex leaves, not lists)."""
    if isinstance(body, list):
        return [_map_nested(item, fn) for item in body]
    return fn(body)


def _is_integer_token(token: str) -> bool:
    body = token.lstrip("+-")
    return body.startswith("0x") or body.isdigit()


def _hex_int(token: str) -> int:
    negative = token.startswith("-")
    value = int(token.lstrip("+-"), 16)
    return -value if negative else value
