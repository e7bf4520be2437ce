"""A small Go tokenizer for the held-out probes that read Go test files (TruffleHog's, Trivy's).

No Go toolchain is needed: string literals ("..." with Go escapes, `...` raw), rune literals, comments,
identifiers, numbers and punctuation, each with its line. What the tokens mean is each probe's business.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Tok", "Unresolved", "tokenize"]


@dataclass
class Tok:
    kind: str  # "str", "ident", "num", "punct", "rune"
    val: str
    line: int


class Unresolved(Exception):
    pass


_ESC = {"n": "\n", "t": "\t", "r": "\r", "a": "\a", "b": "\b", "f": "\f", "v": "\v", "\\": "\\", '"': '"', "'": "'"}
_PUNCT3 = ("...", "<<=", ">>=", "&^=")
_PUNCT2 = (":=", "==", "!=", "<=", ">=", "&&", "||", "<-", "++", "--", "+=", "-=", "*=", "/=", "<<", ">>", "&^")


def _unquote(body: str) -> str:
    out: list[str] = []
    i = 0
    raw = bytearray()

    def flush() -> None:
        if raw:
            out.append(raw.decode("utf-8", errors="replace"))
            raw.clear()

    while i < len(body):
        c = body[i]
        if c != "\\":
            flush()
            out.append(c)
            i += 1
            continue
        e = body[i + 1]
        if e in _ESC:
            flush()
            out.append(_ESC[e])
            i += 2
        elif e == "x":
            raw.append(int(body[i + 2 : i + 4], 16))
            i += 4
        elif e in "01234567":
            raw.append(int(body[i + 1 : i + 4], 8))
            i += 4
        elif e in "uU":
            n = 4 if e == "u" else 8
            flush()
            out.append(chr(int(body[i + 2 : i + 2 + n], 16)))
            i += 2 + n
        else:
            raise ValueError(f"bad escape \\{e}")
    flush()
    return "".join(out)


def tokenize(src: str) -> list[Tok]:
    toks: list[Tok] = []
    i, line, n = 0, 1, len(src)
    while i < n:
        c = src[i]
        if c == "\n":
            line += 1
            i += 1
        elif c in " \t\r":
            i += 1
        elif src.startswith("//", i):
            j = src.find("\n", i)
            i = n if j < 0 else j
        elif src.startswith("/*", i):
            j = src.find("*/", i + 2)
            j = n if j < 0 else j + 2
            line += src.count("\n", i, j)
            i = j
        elif c == "`":
            j = src.find("`", i + 1)
            body = src[i + 1 : j]
            toks.append(Tok("str", body.replace("\r", ""), line))
            line += body.count("\n")
            i = j + 1
        elif c == '"':
            j = i + 1
            while src[j] != '"':
                j += 2 if src[j] == "\\" else 1
            toks.append(Tok("str", _unquote(src[i + 1 : j]), line))
            i = j + 1
        elif c == "'":
            j = i + 1
            while src[j] != "'":
                j += 2 if src[j] == "\\" else 1
            toks.append(Tok("rune", src[i + 1 : j], line))
            i = j + 1
        elif c.isalpha() or c == "_":
            j = i + 1
            while j < n and (src[j].isalnum() or src[j] == "_"):
                j += 1
            toks.append(Tok("ident", src[i:j], line))
            i = j
        elif c.isdigit():
            j = i + 1
            while j < n and (src[j].isalnum() or src[j] in "._"):
                j += 1
            toks.append(Tok("num", src[i:j], line))
            i = j
        else:
            for p in _PUNCT3 + _PUNCT2:
                if src.startswith(p, i):
                    toks.append(Tok("punct", p, line))
                    i += len(p)
                    break
            else:
                toks.append(Tok("punct", c, line))
                i += 1
    return toks
