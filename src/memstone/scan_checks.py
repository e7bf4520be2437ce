"""Value and key checks behind memstone's secret rules: is a matched value a real secret?

A rule's regex finds a candidate; these checks reject what only looks like one: placeholders
(``<your-token>``, ``changeme``, ``xxxx``), references to values held elsewhere (``$VAR``,
``${VAR}``, ``{{ x }}``, ``os.environ[...]``), code identifiers, word lists, hand-made UUIDs and
values too short or too uniform for their key.
"""

from __future__ import annotations

import base64
import binascii
import functools
import hashlib
import itertools
import json
import math
import re
import string
from collections.abc import Callable
from dataclasses import dataclass
from importlib import resources


@dataclass(frozen=True)
class Rule:
    id: str
    message: str
    regex: str
    check: Callable[[re.Match[str]], bool] | None = None
    keywords: tuple[str, ...] = ()  # the rule runs only on text holding one of them
    cased: bool = False  # keywords are matched case-sensitively (else against the lower-cased text)

    @functools.cached_property
    def pattern(self) -> re.Pattern[str]:
        """``regex`` compiled on first use: most rules never run in a process (their keywords are
        absent), and compiling all of them was most of the cost of importing the scanner."""
        return re.compile(self.regex)

    @functools.cached_property
    def keyword_set(self) -> frozenset[str]:
        return frozenset(self.keywords)


# `myPassword`, `my_secret`: what connection-string documentation writes where the password goes
_MY_NOUN = r"^my[_-]?(?:password|passwd|pass|pwd|secret|token|key|api[_-]?key)$"
_PLACEHOLDER_WORDS = re.compile(
    r"(?i)(?:example|sample|placeholder|changeme|change[_-]me|^(?-i:[Yy]our[A-Z])|your[_-]?(?:own|real|actual)?[_-]?"
    r"(?:key|token|secret|pass|api|password|access|client|app)|redacted|dummy|fake|insert|goes[_ ]here|"
    r"_here\b|\bhere\b|todo|fixme|not[_-]?(?:a[_-]?)?(?:real|secret|set)|xxxx|\.\.\.|…|\*\*\*|###|"
    r"^(?:none|null|nil|true|false|undefined|empty|string|str|required|optional|secret|password|passwd|"
    r"pass|token|key|value|test|testing|admin|default|hidden|masked|omitted|unset|n/?a)$|" + _MY_NOUN + r"|"
    r"(?:^|(?<=[:=/@ ]))<[A-Za-z][A-Za-z_ -]{1,30}>(?=$|[:@/ ]))"  # and `<name>` as a part: `elastic:<pw>`
)
# A reference to a value held elsewhere: variables, templates, environment look-ups, calls.
# The word for a password in the languages memory notes are written in (German, French, Spanish, Portuguese,
# Italian, Dutch, Polish, Russian, Ukrainian, Turkish, Chinese, Japanese, Korean; the Nordic languages, Finnish,
# Estonian, Icelandic, Czech, Slovak, Hungarian, Romanian, Croatian, Serbian, Slovenian, Bulgarian, Lithuanian,
# Greek, Vietnamese, Indonesian, Malay, Swahili; Hebrew, Arabic, Persian, Urdu, Hindi, Thai), with inflected forms.
PASSWORD_WORDS_LATIN = (  # and Cyrillic and Greek: words with word boundaries
    r"passw(?:ö|oe)rter|passwort\w*|kennw(?:ö|oe)rter|kennwort\w*|mot(?:s)?[ \t]+de[ \t]+passe|mdp|phrase[ \t]+secr[èe]te|"
    r"contrase(?:ñ|n)as?|claves?|senhas?|palavra[- ]passe|parola[ \t]+d'ordine|wachtwoord\w*|"
    r"has(?:ł|l)o|has(?:ł|l)a|has(?:ł|l)em|ha(?:ś|s)le|парол\w*|şifre\w*|sifre\w*|parola\w*|parolă|parolei|"
    r"lösenord\w*|losenord\w*|passord\w*|adgangskode\w*|kodeord\w*|salasana\w*|parool\w*|lykilor(?:ð|d)\w*|"
    r"hesl[oaeuy]\w*|jelsz(?:ó|o|av)\w*|lozink\w*|лозинк\w*|gesl[oaiu]\w*|slapta(?:ž|z)od\w*|"
    r"κωδικ(?:ός|ό|ού|οί)|συνθηματικ\w*|m(?:ậ|a)t[ \t]+kh(?:ẩ|a)u|kata[ \t]+(?:sandi|laluan)|nenosiri|nywila"
)
# no spaces around words (CJK and Thai), or a prefix may touch the word (Hebrew's `הסיסמה`, Arabic's `بكلمة`)
PASSWORD_WORDS_CJK = (
    r"密码|密碼|口令|パスワード|暗証番号|비밀번호|패스워드|암호|비번|סיסמ[הא]|كلمة[ \t]+(?:ال)?(?:مرور|سر)|رمز[ \t]+(?:ال)?مرور|"
    r"رمز[ \t]+عبور|رمز(?![\u0600-\u06ff])|گذرواژه|کلمه[ \t]+عبور|پاس[ \t]+ورڈ|पासवर्ड|कूटशब्द|รหัสผ่าน"
)
PASSWORD_WORDS_I18N = PASSWORD_WORDS_LATIN + "|" + PASSWORD_WORDS_CJK
# as a word of its own inside a value (`ваш_пароль`), not three letters of a random one (`...MDp5...`, `...7MDp0...`)
_I18N_WORD_IN_VALUE = r"(?<![^\W_])(?:" + PASSWORD_WORDS_LATIN + r")(?![^\W_])|" + PASSWORD_WORDS_CJK
_PASSWORD_WORD = re.compile(r"(?i)password|passwd|" + _I18N_WORD_IN_VALUE)
# a value that names the password in another language (`ваш_пароль`, `tu_contraseña_aquí`) or is written in a
# script passwords are not typed in (`在此填写密码`, `여기에_비밀번호_입력`): a placeholder
_NOT_TYPED_AS_A_PASSWORD = re.compile(r"(?i)" + _I18N_WORD_IN_VALUE + r"|[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")

_REFERENCE = re.compile(
    r"(?:^[$\\]|^[@&][A-Za-z_][\w.]*(?:$|[({:/])|^@[/{(]|^&\w+;|^%(?:[A-Za-z_]\w*%|\w*[({]|[sdr]\b|[-+ #0]*\d*(?:\.\d+)?[sdifxegcrqu]$)|^![A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$|^#?\{|\$\{[\w.:-]*\}|\{\{[^{}]*\}\}|#\{[^{}]*\}|<%|(?-i:%\(\w+\)[sdr]|%[sdr]\b)|^<.*>$|&lt;|environ\[|getenv|process\.env|"
    r"\bENV\[|secrets\.|(?-i:^(?:var|local|data|module)\.[a-z_][\w.\[\]\"-]*$)|^vault:|^ENC[\[(]|^!(?:!|[A-Za-z]+(?:\s|$))|^[\w.-]+:/(?!/)|^projects/[\w-]+/secrets/|^\[|^/|^\.{1,2}/|^~/|^[a-z][a-z0-9+.-]*://|^file:|^arn:|[\s\"'`]\+\s*$)",
    re.IGNORECASE,
)
# a call, an env look-up, a generic call (`config.get<string>`); and a command's long option (`--cluster-name`)
# an index into a name (`Configuration[`, `config[`, cut at the key's quote); a PowerShell cmdlet that reads or
# fetches (`Read-Host`, `Get-AzKeyVaultSecret`, `Invoke-RestMethod`; not `New-Yorker`, `Select-Tiger`)
_CALL = re.compile(
    r"[()]|\benv\b|^[A-Za-z_][\w.]*<\w|^[A-Za-z_$][A-Za-z_.$]{2,}\[$|"
    r"(?-i:^(?:Get|Read|ConvertTo|ConvertFrom|Import|Export|Invoke|Unprotect)-[A-Z][A-Za-z]+$)",
    re.IGNORECASE,
)
# A value that is a call: a name and `(` at its start (`getPassword()`, `os.getenv(`). A parenthesis later in
# a literal (`NQh@7OlXI#6FPp5(`) is one of its characters.
_CALL_START = re.compile(
    r"^[A-Za-z_$][\w.$:]*!?\(|^[A-Za-z_$][A-Za-z_.$]{2,}\[$|\benv\b|^[A-Za-z_][\w.]{2,}<\w", re.IGNORECASE
)
# In a connection string, where a value runs to `;`, a call also closes: `Password=GetPwd();` (not `ihKdxx(o12`).
_CALL_CLOSED = re.compile(r"^[A-Za-z_$][\w.$:]*\((?:[^()]*\)|$)|\benv\b", re.IGNORECASE)
_LONG_OPTION = re.compile(r"--[a-z][a-z0-9-]*")
_FORMAT = re.compile(r"%\(\w+\)[sdr]|%[sdr]\b")
_ALL_SAME = re.compile(r"^(.)\1*$")


def _line_start_within(text: str, pos: int, limit: int) -> int:
    """Where ``pos``'s line starts, looking back at most ``limit`` characters: a check that reads what comes
    before a value stays linear on a long line that holds many values."""
    lo = max(0, pos - limit)
    return max(text.rfind("\n", lo, pos) + 1, lo)


def _line_around(text: str, start: int, end: int, limit: int) -> tuple[int, int]:
    """The line holding ``text[start:end]``, cut at ``limit`` characters each side (a long line holds many
    matches, and a check that reads the whole line stays linear)."""
    lo, hi = _line_start_within(text, start, limit), min(len(text), end + limit)
    line_end = text.find("\n", end, hi)
    return lo, hi if line_end < 0 else line_end


# A UUID shape holding letters past f, or all zeros: filled in by hand, not generated.
_FAKE_UUID = re.compile(
    r"(?i)(?=[0-9a-z-]{0,35}[g-z])[0-9a-z]{8}-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{12}$|0{8}-0{4}-0{4}-0{4}-0{12}"
)
_IDENTIFIER = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*$")
_WORDISH = re.compile(r"^[a-z]+(?:[_\-. /:][a-z]+)+$")


def entropy(value: str) -> float:
    """Shannon entropy of ``value`` in bits per character."""
    if not value:
        return 0.0
    counts: dict[str, int] = {}
    for ch in value:
        counts[ch] = counts.get(ch, 0) + 1
    n = len(value)
    return -sum(c / n * math.log2(c / n) for c in counts.values())


def _unquote(value: str) -> tuple[str, bool]:
    quoted = False
    while True:
        if value.startswith("\\") and len(value) >= 4 and value.endswith("\\" + value[1]):
            value = value[2:-2]  # \"value\" in an escaped string
        elif len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'`":
            value = value[1:-1]
        else:
            return value, quoted
        quoted = True


_CHAR_CLASSES = tuple(re.compile(p) for p in ("[a-z]", "[A-Z]", "[0-9]", r"[^A-Za-z0-9\s]"))


def _char_classes(value: str) -> int:
    """How many of lower case, upper case, digits and symbols ``value`` holds (0-4)."""
    return sum(bool(c.search(value)) for c in _CHAR_CLASSES)


def _random_literal(value: str) -> bool:
    """Long, all four character classes, near-maximal entropy: what a generator makes, not what a person writes."""
    classes = _char_classes(value)
    return len(value) >= 20 and classes == 4 and entropy(value) >= min(4.3, 0.9 * math.log2(len(value)))


def _generated_after_slash(value: str) -> bool:
    """A value that starts with `/` and is base64 (`/RSKv+IP5q...V5Q=`) or holds a generated part."""
    return bool(_BASE64_KEY.fullmatch(value)) or any(_GENERATED_PART.fullmatch(p) for p in value.split("/"))


# crypt(3) hashes (`$2b$12$...`, `$6$salt$...`, `$argon2id$...`), WordPress's and Drupal's (`$P$`, `$S$`): a
# stored hash, not the password
_CRYPT_HASH = re.compile(r"^\$(?:\d[a-z]?|y|gy|7|[PHS]|argon2\w*|pbkdf2[\w-]*|scrypt|sha\d*|md5)\$", re.IGNORECASE)


def _generated_after_sigil(value: str) -> bool:
    """A generated value whose first character is one a reference starts with (`$`, `\\`, `[`, `{`): the
    rest is long and random, with no second sigil, no closing bracket and no path, so no variable, escape,
    list or template is written."""
    first, rest = value[:1], value[1:]
    if first not in "$\\[{" or len(value) < 12 or rest[:1] in "$\\[{(/:." or _CRYPT_HASH.match(value):
        return False
    if (first == "[" and "]" in rest) or (first == "{" and "}" in rest) or "/" in rest:
        return False
    # the name a `$` would expand (`$HOME`, `$db_pass`) is a word; a generated start mixes classes (`$Xk9`)
    head = re.match(r"[A-Za-z_]\w*", rest)
    if first == "$" and head is not None:
        name = head.group(0)
        if name == rest or "_" in name or (len(name) >= 3 and _plain_name(name)) or re.search("[a-z]{4}", name):
            return False
    return _char_classes(value) == 4 and entropy(value) >= min(3.6, 0.85 * math.log2(len(value)))


# a `{name}` template part (`5432/{database}`); a template is made of such parts, digits and punctuation
_BRACE_NAME = re.compile(r"\{[a-z][a-z_]{3,}\}")
_LETTER = re.compile(r"[^\W\d_]")


def _refers(value: str) -> bool:
    """Is ``value`` a reference (``$VAR``, ``{{ x }}``, a ``%s`` template) rather than a literal?

    ``{name}`` parts make a template only when nothing else in the value is a letter: `5432/{database}`
    is one, `Summer{john}2024!` is a password a person chose.

    A single ``%s``/``%d``/``%r`` inside a long random literal is two characters of a generated password
    (``...$%r``), not a format template: templates are short or made of words.
    """
    if _BRACE_NAME.search(value) and not _LETTER.search(_BRACE_NAME.sub("", value)):
        return True
    m = _REFERENCE.search(value)
    if m is not None and m.start() == 0 and _generated_after_sigil(value):
        m = _REFERENCE.search(value, 1)  # `$Xk9!mP2qLw#7`, `{rUZoL8g5ubbbPIa84yRnB`: a generated first character
    if m is not None and m.group(0) == "/" and not _PATH_WORD.search(value) and _generated_after_slash(value):
        m = _REFERENCE.search(value, 1)  # `/RSKv+IP5q...V5Q=`, `/cROkCzbqI4lZF7/`: generated, not a path
    if m is None:
        return False
    if not _FORMAT.fullmatch(m.group(0)) or len(_FORMAT.findall(value)) != 1:
        return True
    return _REFERENCE.search(_FORMAT.sub("", value)) is not None or not _random_literal(value)


_BASE64_KEY = re.compile(r"/[A-Za-z0-9+/]{19,}={0,2}")
MAX_SECRET_CHARS = 4096  # longer values are data, not a credential (Dropbox tokens reach about 1,300)


_CASE_WORD = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+")
# a digit inside a word (`paetAit0uzo`): a pronounceable generated password; a name's digits end a word (`Oauth2Client`)
_DIGIT_IN_A_WORD = re.compile(r"[A-Za-z]\d[a-z]")
_VOWEL = re.compile(r"[aeiouyAEIOUY]")


def _random_letters(value: str) -> bool:
    """A generated run of letters (``oCEt_yTsSDTqVwlkSfrjXi``), not a camelCase or snake_case name: long,
    both cases, a case change every few letters, and near-maximal entropy."""
    letters = [c for c in value if c.isalpha()]
    if len(letters) < 12:
        return False
    humps = sum(1 for a, b in itertools.pairwise(letters) if a.islower() and b.isupper())
    if len(letters) >= 16 and humps * 5 >= len(letters) and entropy(value) >= 3.8:
        return True
    # A name reads as words (`DBInstanceIdentifier`: DB, Instance, Identifier); generated letters split
    # into many short runs (`CQJVukDCSXqLoivD`: CQJ, Vuk, DCS, Xq, Loiv, D).
    words = _CASE_WORD.findall("".join(letters))
    if not (len(words) >= 5 and len(letters) <= 3.2 * len(words) and entropy(value) >= 3.3):
        return False
    # `IOSAppJWTForCIQA`, `AwsIamRoleArnForEksPodSa`: words and acronyms. Generated letters split into runs of one
    # or two letters (`Xq`, `D`), or hold a lower-case run without a vowel (`Kwtg`)
    short = sum(len(w) <= 2 for w in words)
    return short >= 2 or any(len(t := w.lstrip(string.ascii_uppercase)) >= 3 and not _VOWEL.search(t) for w in words)


# a regular expression (`^(?=.*\d).{8,}$`), a Windows path (`C:\Users\me\password.txt`), a MySQL password hash,
# an OAuth grant type (`auth: "oauth2:client_credentials"`), an Ethereum address (20 bytes; a private key has 32),
# a Tor client's public key in `authorized_clients` (`descriptor:x25519:...`; `.auth_private` starts with the onion)
_CODE_NOT_SECRET = re.compile(
    r"\(\?[=!<:]|^\^.*\$$|^[A-Za-z]:\\|^\*[0-9A-F]{40}$|^(?i:sha\d*|md5|bcrypt|argon2\w*|pbkdf2\w*|scrypt):|_id$|"
    r"^(?i:(?:oauth2?|grant)[:.])?(?i:client_credentials|authorization_code|refresh_token|device_code)$|"
    r"^0x[0-9a-fA-F]{40}$|^descriptor:x25519:"
)


_WORDS_ONLY = re.compile(r"[^\W\d_]+(?:[-' ][^\W\d_]+)*")


def plausible_secret(raw: str, *, min_len: int = 6, strong: bool = False) -> bool:
    """Could ``raw`` (a value assigned to a credential-like key) be a real secret?

    Rejects placeholders, references to variables or the environment, code identifiers, prose and
    values too short or too uniform. ``strong`` asks for a token-like value (length and character
    mix), for keys such as ``token`` or ``*_KEY`` whose values are often not secret at all.
    """
    value, quoted = _unquote(raw.strip())
    value = value.strip()
    value = value.removeprefix("base64:")  # Laravel's `APP_KEY=base64:...`: the key's encoding, then the key
    if len(value) < min_len or len(value) > MAX_SECRET_CHARS:
        return False
    if any(ch.isspace() for ch in value):
        return False
    if _PLACEHOLDER_WORDS.search(value) or _refers(value) or _ALL_SAME.match(value):
        return False
    if _NOT_TYPED_AS_A_PASSWORD.search(value) or _CODE_NOT_SECRET.search(value):
        return False
    if not value.isascii() and _WORDS_ONLY.fullmatch(value):
        return False  # `senha: Obrigatória`, `Kennwort: Windows-Domäne`: words
    if (not quoted and _CALL.search(value)) or _LONG_OPTION.fullmatch(value):
        return False
    if not any(ch.isalnum() for ch in value):
        return False
    if _FAKE_UUID.search(value):
        return False
    if (value.isdigit() and len(value) < 12) or _NUMBER.match(value):
        return False
    if _ANGLE_PLACEHOLDER.match(value) or _SCREAMING_NAME.match(value):
        return False  # `<password` (a bare value cut at `>`), `"ACCESS_TOKEN"`: a name standing for the value
    if not quoted and _plain_name(value):
        return False  # `password = user_password`: a variable, not a value
    if _path_like(value) and not re.search(r"[+=]", value):
        return False  # `kv/data/app1`, `secret/prod/db`: where a secret is kept
    if _INNER_ASSIGNMENT.match(value):
        return False  # `key: `HMAC_SECRET=...``: an assignment quoted whole, read as one on its own
    if _WORDISH.match(value.lstrip("#.")) or _SEE_WHERE.match(value):
        return False  # `token: not-long-enough`, `password: open sesame`, `Passwort: siehe-Vault-Eintrag`
    if strong:
        classes = _char_classes(value)
        if len(value) < 12 or classes < 2 or entropy(value) < 3.0 or _words_and_numbers(value):
            return False
        if _TITLE_WORDS.fullmatch(value):
            return False  # `"Content-Security-Policy"`, `Default_Endpoints`: a name made of words
        if _sequential_share(value) >= 0.4:
            return False  # `AB1C2defGHijk...`, `abcdef123456`: typed along the keyboard, not generated
    # `a1b2c3d4e5f6a1b2c3d4e5f6...`: a short part typed again and again, a sample (a person may repeat a password)
    return not ((strong or _HEX.fullmatch(value)) and len(value) >= 16 and _repeats(value))


def _repeats(value: str) -> bool:
    """Is ``value`` one part repeated (the last time perhaps cut short), the part at most half as long?"""
    border = [0] * len(value)  # the prefix function: the longest proper prefix that also ends at i
    for i in range(1, len(value)):
        k = border[i - 1]
        while k and value[i] != value[k]:
            k = border[k - 1]
        border[i] = k + (value[i] == value[k])
    return bool(value) and len(value) - border[-1] <= len(value) // 2


# words that say where a value is kept (`siehe-Vault-Eintrag`, `in-KeePass`, `steht-im-Tresor`, `see-1Password`):
# "see", "in" or "kept" in a few languages, then words or a password manager's name
_SEE_WHERE = re.compile(
    r"(?i)(?:see|siehe|voir|ver|vedi|zie|patrz|viz|katso|se|in|im|en|dans|nel|nella|na|w|stored|kept|steht|liegt|"
    r"gespeichert|from|aus)[-_](?:[^\W\d_]{2,}|1password)(?:[-_](?:[^\W\d_]{2,}|1password))*$"
)
_INNER_ASSIGNMENT = re.compile(
    r"(?:[A-Z][A-Z0-9]+(?:_[A-Z0-9]+)+|[a-z][a-z0-9]+(?:[._][a-z0-9]+)+)=(?=[^=\s])"
)  # `HMAC_SECRET=`, `deploy_tx=`: a name (a random value may hold `HRM9=`)
_TITLE_WORDS = re.compile(r"[A-Z]?[a-z]+(?:[-_.][A-Z]?[a-z]+)+")
_NUMBER = re.compile(r"^[+-]?\d+(?:\.\d+(?:[eE][+-]?\d+)?|[eE][+-]?\d+)$")  # a float: a timestamp, a measure
_ANGLE_PLACEHOLDER = re.compile(r"^<[\w .:/|-]*>?$")  # `<password>`, `<string`, `<Buffer|string` (cut at `>`)
_SCREAMING_NAME = re.compile(r"^[A-Z]+(?:_[A-Z]+)+$")


def _sequential_share(value: str) -> float:
    """Share of adjacent letter or digit pairs that step by one (``abcd``, ``1234``): typed, not generated."""
    v = value.lower()
    pairs = [(a, b) for a, b in itertools.pairwise(v) if a.isalnum() and b.isalnum()]
    if not pairs:
        return 0.0
    return sum(1 for a, b in pairs if ord(b) - ord(a) == 1) / len(pairs)


def _alphabet_sample(value: str) -> bool:
    """Letters that run through the alphabet with digits between them (``a1b2c3d4-e5f6-g7h8-i9j0``): made up."""
    letters = "".join(c for c in value if c.isalpha())
    return len(letters) >= 8 and _sequential_share(letters) >= 0.6


def _words_and_numbers(value: str) -> bool:
    """``build-2024-11-23-release``, ``v2_2024_q3``: parts that are all words or all digits, as a person
    names a thing; a generated token has parts that mix them."""
    parts = [p for p in re.split(r"[-_.:/]", value) if p]
    return (
        len(parts) >= 2
        and all(p.isalpha() or p.isdigit() for p in parts)
        and any(p.isdigit() for p in parts)
        and any(p.isalpha() and len(p) >= 3 for p in parts)
    )


_PASSWORD_KEY = re.compile(
    r"(?i)(?:password|passwd|passphrase|pwd|pass|passw|_pw|secret|secret[_-]?key|authtok|psk|"
    r"passwort|kennwort|wachtwoord|contrase(?:ñ|n)a|senha|has(?:ł|l)o|sifre|şifre|mot_?de_?passe|mdp|пароль)$"
)
_TOKEN_KEY = re.compile(
    r"(?i)(?:api[_-]?key|apikey|api[_-]?token|access[_-]?key|access[_-]?token|auth[_-]?token|authtoken|"
    r"refresh[_-]?token|bearer[_-]?token|session[_-]?token|private[_-]?key|client[_-]?secret|app[_-]?secret|"
    r"secret[_-]?access[_-]?key|license[_-]?key|signing[_-]?key|encryption[_-]?key|master[_-]?key|"
    r"credentials?|token|pat|webhook[_-]?secret|auth|secret[_-]?id|secret[_-]?key[_-]?base)$"
)
# `..._SK`: the secret half of an AK/SK pair (Huawei, Baidu, Volcengine, Qiniu name them so)
_ENV_KEY = re.compile(r"^[A-Z][A-Z0-9_]*_(?:KEY|SK|ID_SECRET|SECRET_ID)$")
# Any other ``...Key`` / ``..._key``: a secret only when its value is long and random.
_ANY_KEY = re.compile(r"(?:[a-z0-9][_.-]?[Kk]ey|[A-Z0-9][_.-]?KEY|^[Kk]ey|^KEY)$")
_PUBLIC_KEY = re.compile(
    r"(?i)(?:pub|primary|foreign|sort|partition|cache|idempotency|row|hash|lookup|map|dict|"
    r"object|route|s3|bucket|group|i18n|translation|locale|hot|short|cut|monkey|turkey|whiskey|hockey|donkey)[_.-]?key$|"
    # a signature scheme's public half (`verifying_key`, NaCl's `verify_key`), not a webhook's or an HMAC's secret
    r"^(?:ed25519|signing|signature|sig|jwt)?[_.-]?verify(?:ing)?[_.-]?key$"
)
# Values meant to be public: Stripe's publishable key, Mapbox's public token, Supabase's anon key; the key a
# client SDK ships with (`STATSIG_CLIENT_KEY`, not a TLS, MQTT or API client's; a client *secret* stays secret,
# and a client *token* is Vault's login token as often as an idempotency token); PubNub's subscribe key.
_PUBLIC_PART = re.compile(
    r"(?:^|[_.-])(?i:public|publishable|anon)(?:[_.-]|$)|(?:^|[_.-])(?:public|publishable|anon)(?=[A-Z])|"
    r"(?:Public|Publishable|Anon)(?:[A-Z_]|$)|"
    r"^(?!(?i:.*(?:ssl|tls|mqtt|x509|cert|api)))(?i:.*(?:^|[_.-])client|.*(?<=[a-z])(?-i:Client)|client)"
    r"(?i:[_-]?(?:side|sdk)?[_-]?key)$|(?i:subscribe)[_-]?(?i:key)$"
)
_NOT_SECRET_KEY = re.compile(
    r"(?i)(?:^|[_.-])(?:file|path|dir|url|uri|name|id|type|length|len|size|min|max|policy|hash|salt|field|"
    r"header|prefix|env|var|ttl|timeout|expiry|expires|count|hint|label|format|mode|enabled|required)$|"
    r"(?:^|[_.-])(?:by|proxy|fastcgi|uwsgi|scgi|grpc|memcached)[_-]?pass$|"
    # tokens that page, order or deduplicate requests: they name a position or an attempt, not an identity
    r"(?:^|[_.-]|(?-i:(?<=[a-z])(?=[A-Z])))(?:(?:next|prev|previous|starting|continuation|pagination|cursor)"
    r"(?:[_.-]?(?:page|forward|backward|continuation))?|page|idempotency|lock|change|policy[_-]?update|sync|export|"
    r"import|work[_-]?unit|lifecycle[_-]?action|copy[_-]?product)[_.-]?token$|"
    r"^(?:no|num|n|is|has|use|show|reset|forgot|confirm|check|validate|export|list|delete|import|revoke|print)[_-]|"
    # a form's anti-forgery token or a nonce pairs a request with a session; `_pin_unauth` ids a visitor
    r"csrf|xsrf|authenticity[_-]?token|verificationtoken|nonce|^_token$|(?:^|[_.-])unauth$"
)


# The id or fingerprint of a GPG key (`GPG_KEY=9F33...` in the official Python images): public.
_KEY_ID_NAME = re.compile(r"(?i)(?:^|[_.-])(?:gpg|pgp)[_.-]?keys?$")
_SECRET_FIRST = re.compile(r"(?i)(?:secret|password|passwd|token|api[_-]?key)[_-]")


def _key_kind(key: str) -> str | None:
    """How a key names its value: 'password', 'token', 'key' (any other ``...Key``: a secret only when
    long and random), 'prefixed' (``secret_key_base``: only when token-shaped), or None (not a secret)."""
    key = re.sub(r"\[\d*\]$", "", key).strip("\"'$@:` []").split(".")[-1].split("->")[-1]  # `char pw[32]`
    if not key or _names_no_secret(key):
        return None
    if _PASSWORD_KEY.search(key):
        return "password"
    if _TOKEN_KEY.search(key) or _ENV_KEY.match(key):
        return "token"
    if _ANY_KEY.search(key) and not _PUBLIC_KEY.search(key):
        return "key"
    if _SECRET_FIRST.match(key):
        return "prefixed"  # secret_key_base, password_salt_value: a secret only when token-shaped
    return None


_DOTTED_NAME = re.compile(r"[A-Za-z][\w-]{0,80}(?:[.:][A-Za-z][\w-]{0,80}){1,8}")


def _plain_name(value: str) -> bool:
    """An identifier without digits that is not random letters: ``user_password``, ``DBInstanceIdentifier``."""
    return bool(_IDENTIFIER.match(value)) and not any(c.isdigit() for c in value) and not _random_letters(value)


def _names_a_thing(value: str) -> bool:
    """A dotted or colon-separated name (``access_logs.s3.enabled``), or a plain name."""
    return bool(_DOTTED_NAME.fullmatch(value)) or _plain_name(value)


# what "NAME is ..." says of a secret, not its value: how it is kept or shaped (`Django-managed`, `hvs.-prefixed`,
# `HS256-only`), a header's or an algorithm's name (`X-API-KEY`, `ed25519`), where it is kept (`1Password:Eng/Stripe`)
_SAID_OF_A_SECRET = re.compile(
    r"(?i)-(?:managed|only|prefixed|compatible|based|bound|encoded|signed|generated|rotated|scoped|specific|style|"
    r"like|format(?:ted)?|backed|protected|derived|length|sized?)$|"
    r"^(?:x-[a-z-]+|ed25519|x25519|curve25519|rsa(?:-?\d+)?|[hre]s\d{3}|aes(?:-?\d+)?(?:-[a-z]+)?|sha-?\d+|hmac(?:-sha-?\d+)?)$|"
    r"^[\w ]+:[\w .-]+/|deadbeef|cafebabe"
)


def name_is_ok(m: re.Match[str]) -> bool:
    """`SECRET_KEY is <v>` in prose: the value, not what the sentence says of the secret."""
    return _SAID_OF_A_SECRET.search(m.group("s")) is None and assignment_ok(m)


def assignment_ok(m: re.Match[str]) -> bool:
    if _VERCEL_REFERENCE.fullmatch(m.group("s").strip()) and re.fullmatch(r"\"[A-Z][A-Z0-9_]*\"", m.group("key")):
        return False  # vercel.json's `"STRIPE_SECRET_KEY": "@stripe-secret-key"`: the name of a stored secret
    if (
        _KEY_OF_A_NAME_VALUE_PAIR.fullmatch(m.group("key"))
        and _LETTERS_NAME.fullmatch(_unquote(m.group("s").strip())[0])
        and _VALUE_MEMBER_NEXT.match(m.string, m.end())
    ):
        return False  # `{"key": "Content-Security-Policy", "value": ...}`: the key's name, not a key
    if _AZURE_KEY_NAME.search(m.group("key")) and _PADDED_BASE64.fullmatch(_unquote(m.group("s").strip())[0]):
        return True  # Azure's primaryKey / secondaryKey (IoT Hub, Event Grid, Relay): 32 or 64 random bytes
    return _assigned_ok(_key_kind(m.group("key")), m)


_VERCEL_REFERENCE = re.compile(r"\"@[a-z]{2,}(?:-[a-z0-9]{2,})+\"")
_LETTERS_NAME = re.compile(r"[A-Za-z]+(?:[-_. ][A-Za-z]+)*")
_KEY_OF_A_NAME_VALUE_PAIR = re.compile(r"[\"']?(?i:key)[\"']?")
_VALUE_MEMBER_NEXT = re.compile(r"[ \t]*,?[ \t]*(?:\r?\n[ \t]*)?[\"']?(?i:value)[\"']?[ \t]*[:=]")
_AZURE_KEY_NAME = re.compile(r"(?i)(?:primary|secondary)_?(?:master_?)?key[\"']?$")
_PADDED_BASE64 = re.compile(r"(?=[A-Za-z0-9+/]*\d)[A-Za-z0-9+/]{42,86}(?:=|==)")


# the name a look-up reads, right before the fallback operator: `System.getenv("API_KEY")`, `process.env.TOKEN`
_LOOKUP_NAME = re.compile(
    r"(?:\b(?:getenv|Getenv|GetEnvironmentVariable|getProperty|get|fetch|env)\(\s*[\"']|\b(?:env|config|settings|options|opts|conf|cfg)\."
    r"|(?:\bENV|\benviron|\benv|\$_ENV|\$_SERVER|\bconfig|\bsettings)\[\s*[\"'])"
    r"([A-Za-z_][\w-]{0,80})[\"']?\s*[\])]?[ \t]*(?:\?:|\|\||\?\?|or|===?)$"
)


def fallback_ok(m: re.Match[str]) -> bool:
    """``System.getenv("API_KEY") ?: "..."``, ``process.env.TOKEN || "..."``: the literal a look-up named for a
    secret falls back to is that secret, hard-coded."""
    line_start = m.string.rfind("\n", max(0, m.start() - 200), m.start()) + 1
    op_end = m.start() + len(m.string[m.start() : m.start("key")].rstrip())  # the match starts at the operator
    name = _LOOKUP_NAME.search(m.string, max(line_start, m.start() - 90), op_end)
    return name is not None and _assigned_ok(_key_kind(name.group(1)), m)


@functools.cache
def _bip39_words() -> frozenset[str]:
    text = resources.files("memstone").joinpath("data/bip39-english.txt").read_text("utf-8")
    return frozenset(text.split())


# the fixed phrases of development chains: Ganache's, and `truffle develop`'s
_DEV_CHAIN_PHRASES = frozenset(
    (
        "candy maple cake sugar pudding cream honey rich smooth crumble sweet treat",
        "myth like bonus scare over problem client lizard pioneer submit female collect",
    )
)
# a phrase shown as a test vector, a development chain's or an example, on its line
_PUBLIC_PHRASE = re.compile(
    r"(?i)\b(?:test[ _-]?vectors?|vectors\.json|examples?|samples?|mock|fixtures?|dummy|fake|placeholder|documented|demo)\b"
)


def seed_phrase_ok(m: re.Match[str]) -> bool:
    """Words of BIP-39's list, not a public phrase: the test vectors repeat a word (`abandon ... about`, Hardhat's
    `test test ... junk`) or are called test vectors, Ganache and Truffle ship one fixed development phrase each."""
    phrase = m.group("s")
    words = phrase.split()
    if len(set(words)) <= len(words) // 2 or " ".join(words) in _DEV_CHAIN_PHRASES:
        return False
    if not _bip39_words().issuperset(words):
        return False
    text = m.string
    before = text[max(0, m.start() - 200) : m.start()].rpartition("\n\n")[2]
    end = text.find("\n", m.end(), m.end() + 200)
    after = text[m.end() : min(len(text), m.end() + 200) if end < 0 else end]
    return _PUBLIC_PHRASE.search(before) is None and _PUBLIC_PHRASE.search(after) is None


def config_set_ok(m: re.Match[str]) -> bool:
    """``aws configure set aws_secret_access_key ...``, ``poetry config pypi-token.pypi ...``: the setting's
    name may be a dotted path, and any of its parts may name the secret."""
    parts = [part for part in re.split(r"[./:\[\]\"']", m.group("key")) if part]
    if not parts or parts[-1].lower() == "signingkey":
        return False  # git's user.signingkey: the id of a GPG or SSH key, not the key
    kind = _key_kind(parts[-1])
    if kind is None and not _names_no_secret(parts[-1]):
        # `pypi-token.pypi`, `github-oauth.github.com`: the setting is named before its host or index;
        # a namespace word alone (`credential.helper`, `auth/impersonate_service_account`) is not a name
        parents = (p for p in reversed(parts[:-1]) if p.lower() not in _NAMESPACE_WORDS)
        kind = next((k for k in map(_key_kind, parents) if k is not None), None)
    return _assigned_ok(kind, m)


def name_value_ok(m: re.Match[str]) -> bool:
    """``name: DB_PASSWORD`` then ``value: ...``: the name's last part (``/prod/db/password``) names the value."""
    parts = [part for part in re.split(r"[/.:]", m.group("key").strip()) if part]
    if not parts:
        return False
    if (
        not m.group("kn")
        and _SESSION_NAME.search(parts[-1])
        and "ookie" in m.string[max(0, m.start() - 300) : m.start()]
    ):
        # a cookie in a HAR file or a browser export: `"cookies": [{"name": "sessionid", "value": ...}]`
        value = _unquote(m.group("s").strip())[0]
        if (
            not _TRACKING_COOKIE.match(parts[-1])
            and plausible_secret(value, min_len=16, strong=True)
            and not _STRUCTURED_VALUE.search(value)
        ):
            return True
    if parts[-1].lower() in ("key", "in"):
        return False  # Postman's API-key auth names the header (`{"key": "key", "value": "X-API-Key"}`)
    if parts[-1].lower() == "value" and re.search(r"[\"']apikey[\"']", m.string[max(0, m.start() - 300) : m.start()]):
        parts[-1] = "api_key"  # Postman's API-key auth: `"apikey": [{"key": "value", "value": <the key>}, ...]`
    # Azure's key listings name each key `key1`, `primary`, ...: the value is that key
    kind = ("key" if _KEY_OF_A_PAIR.fullmatch(parts[-1]) else None) if m.group("kn") else _key_kind(parts[-1])
    if not _assigned_ok(kind, m):
        return False
    # a name/value list also names other things (`DB_SECRET` -> `db-creds-v2`, the Secret to read): a
    # password there needs a password's shape
    value = _unquote(m.group("s").strip())[0]
    return kind != "password" or password_shaped(value) or plausible_secret(value, min_len=16, strong=True)


_KEY_OF_A_PAIR = re.compile(r"(?i)key[12]|(?:primary|secondary)(?:_?key)?")
_NAMESPACE_WORDS = frozenset(
    {"auth", "cred", "creds", "credential", "credentials", "secret", "secrets", "token", "tokens"}
)


def _names_no_secret(key: str) -> bool:
    """Does ``key`` say its value is not a secret (a path, an id, a public key)? A secret id is a secret: Vault
    AppRole's `secret_id`, Tencent Cloud's `SecretId` (its access key id)."""
    if _SECRET_ID.search(key):
        return False
    return bool(
        _NOT_SECRET_KEY.search(key) or _PUBLIC_PART.search(key) or _KEY_ID_NAME.search(key) or _ACCOUNT_KEY.search(key)
    )


_SECRET_ID = re.compile(r"(?:^|[_.-])(?i:secret[_.-]?id)$|(?:^|[a-z_])SecretId$")


_ACCOUNT_KEY = re.compile(r"(?i)(?:user(?:name)?|email|login)$")  # who logs in, not with what


_SETTING = re.compile(r"[a-z][a-z_]+=")  # `id=npmrc`, `type=secret`: a setting, where a password would start


# Where a bare value ends (scan.py's span and the assignment check read it with this one class).
VALUE_STOP = re.compile(r"[\s\"'`,;)}\]>&]")


# two or more dash-joined words and a hex digest (vendor tokens join their prefix with `_`: `dop_v1_<hex>`)
_NAME_AND_DIGEST = re.compile(r"(?:[A-Za-z][A-Za-z0-9]*-){2,}(?:[0-9a-f]{40}|[0-9a-f]{64})")


# a GPG or SSH key's id or fingerprint (`GPG signing key: 4AEE18F83AFDEB23`): 8, 16 or 40 hex digits right after
# words that name GPG, PGP or a fingerprint; it names a public key
_KEY_ID_LINE = re.compile(r"(?i)\b(?:gpg|pgp|gnupg|openpgp|fingerprint|key[ _-]?id)\b")
_KEY_ID_HEX = re.compile(r"(?:0x)?(?:[0-9A-Fa-f]{8}|[0-9A-Fa-f]{16}|[0-9A-Fa-f]{40})")


_SECRET_NOUN = re.compile(r"(?i)pass|\bpw|\bpin\b|secret|token|credential|api[ _-]?key")


def _names_a_key_id(m: re.Match[str]) -> bool:
    """A GPG key's id or fingerprint: the words right before the value name GPG, PGP or a fingerprint, and no
    secret after them (`GPG passphrase: <hex>` is a passphrase)."""
    if not _KEY_ID_HEX.fullmatch(_unquote(m.group("s").strip())[0]):
        return False
    start = m.start("s")
    window = _line_start_within(m.string, start, 60)
    ends = [k.end() for k in _KEY_ID_LINE.finditer(m.string, window, start)]
    return bool(ends) and _SECRET_NOUN.search(m.string, ends[-1], start) is None


_GROUPS_OF_FOUR = re.compile(r"[A-Za-z0-9]{4}(?:([ -])[A-Za-z0-9]{4}){3,7}")


def _grouped_password(value: str) -> bool:
    """An app password as the service shows it, in groups of four (Google's `abcd efgh ijkl mnop`, WordPress's
    `2Yw4 aCQ9 gfZ6 y1T9 eWl5 6NgI`, Apple's `abcd-efgh-ijkl-mnop`): random letters, not words typed along
    the alphabet or one group repeated."""
    m = _GROUPS_OF_FOUR.fullmatch(value)
    if m is None or _PLACEHOLDER_WORDS.search(value):
        return False
    groups = value.split(m.group(1))
    letters = "".join(groups)
    if len(set(groups)) < 3 or entropy(letters) < 3.3 or _sequential_share(letters) >= 0.3 or _ALL_SAME.match(letters):
        return False
    if not letters.isalpha() or not letters.islower():
        # letters of both cases and digits (WordPress): most groups mix them (not `Bob2 will send over`)
        return sum(_char_classes(g) >= 2 for g in groups) * 2 >= len(groups)
    # English words share their frequent letter pairs (`must have four word`); random groups seldom do (`qwhv tkzr`)
    pairs = [g[i : i + 2] for g in groups for i in range(3)]
    return sum(p in _COMMON_PAIRS for p in pairs) < 0.35 * len(pairs)


# the sixty letter pairs most frequent in English text
_COMMON_PAIRS = frozenset(
    [
        *("th", "he", "in", "er", "an", "re", "on", "at", "en", "nd", "ti", "es", "or", "te", "of", "ed", "is"),
        *("it", "al", "ar", "st", "to", "nt", "ng", "se", "ha", "as", "ou", "io", "le", "ve", "co", "me", "de"),
        *("hi", "ri", "ro", "ic", "ne", "ea", "ra", "ce", "li", "ch", "ll", "be", "ma", "si", "om", "ur", "ca"),
        *("el", "ta", "la", "ns", "wh", "ho", "us", "ow"),
    ]
)


def _assigned_ok(kind: str | None, m: re.Match[str]) -> bool:
    """Is ``m``'s value (group ``s``, after the operator ``op``) a secret, for a key of this kind?"""
    if kind is None or _names_a_key_id(m):
        return False
    if len(m.group("s")) > MAX_SECRET_CHARS + 2:
        return False  # longer than any credential (and every check below would read all of it)
    op = m.group("op")
    key_start = m.start("key")
    if op == ":" and key_start > 0 and m.string[key_start - 1] == ":" and m.string[key_start - 2 : key_start] != "::":
        return False  # a segment of an ARN or URN (`...:123456789012:secret:name`), not `key: value` (`a::b::key:` is)
    value = m.group("s")
    if value[-1:] == "=" and m.end("s") < len(m.string) and VALUE_STOP.match(m.string, m.end("s")) is None:
        # a bare value is read up to an `=` (so that `key=key=...` is not one value), but a password may hold one
        end = m.end("s")
        stop = VALUE_STOP.search(m.string, end, end + 64)  # a password with an `=` inside is short
        longer = m.string[m.start("s") : stop.start() if stop else min(len(m.string), end + 64)]
        if longer.count("=") <= 3 and not _SETTING.match(longer):  # not `key=key=...`, not `id=npmrc`
            value = longer
    if key_start >= 2 and m.string.startswith("${", key_start - 2):
        # a shell expansion: `${DB_PASSWORD:?required}`, `${TOKEN:+...}`, `${TOKEN:-}` and a substring
        # `${TOKEN:8}` hold no value, but the default of `${DB_PASSWORD:-...}` is one, and so is Spring's and
        # Quarkus's `${DB_PASSWORD:...}`
        if value[:1] in "-=":
            value = value[1:]
        elif value[:1] in "?+" or value.isdigit():
            value = ""
        if not value:
            return False
    quoted = value[:1] in "\"'`"
    if op in ("==", "!=") and not quoted:
        return False
    if kind == "password":
        unquoted = _unquote(value.strip())[0]
        if len(unquoted) >= 24 and _sequential_share(unquoted) >= 0.4:
            return False  # `AB1C2defGHijkLMNo3PqQRstUvwxyz...`: a sample typed along the alphabet
        if _digits_password(unquoted, max_len=32):
            return True  # `DB_PASSWORD="47554226"`: digits are a password under a password's key
        if quoted and _grouped_password(unquoted):
            return True  # `SMTP_PASSWORD="abcd efgh ijkl mnop"`: an app password, shown in groups of four
        return plausible_secret(value, min_len=6)
    if kind == "prefixed" and not token_shaped(value):
        return False
    if m.group("key").rstrip("\"' ").upper().endswith("_SK"):
        inner = _unquote(value.strip())[0]
        if "#" in inner or _char_classes(inner) < 3:
            return False  # a DynamoDB sort key (`ORDER#...`), a warehouse surrogate key (an md5): not an AK/SK secret
    if kind == "key" and _names_a_thing(_unquote(value.strip())[0]):
        return False  # `"Key": "access_logs.s3.enabled"`, `"Key": "DBInstanceIdentifier"`: a name, not a secret
    return plausible_secret(value, min_len=12 if kind == "token" else 20, strong=True)


_PATH_WORD = re.compile(r"(?:^|[/.:])[a-z]{4,}(?=[/.:]|$)")
# a part of a base64 value no person names a thing with: 8+ characters holding upper case, lower case and digits
_GENERATED_PART = re.compile(r"(?=[^/]*[A-Z])(?=[^/]*[a-z])(?=[^/]*\d)[A-Za-z0-9+=_-]{8,}")


def _path_like(value: str) -> bool:
    """``kv/data/app1``, ``secret/prod/db``: where a secret is kept. Not a base64 value that holds a ``/``
    and, by chance, a short lower-case part (``SWsG/sZxOaMd1pmoJuY21SVG8c/qfwdv``)."""
    if "/" not in value or _PATH_WORD.search(value) is None:
        return False
    return not any(_GENERATED_PART.fullmatch(part) for part in value.split("/"))


def token_shaped(raw: str) -> bool:
    """A run of token characters, not a path, host name or sentence."""
    value, _ = _unquote(raw.strip())
    return re.fullmatch(r"[A-Za-z0-9_\-+/=.~:]{16,}", value) is not None and _PATH_WORD.search(value) is None


def xml_element_ok(m: re.Match[str]) -> bool:
    """``<password>...</password>``: the element's text is a literal, as if quoted. An element named just
    ``key`` holds a name (a property list's ``<key>NSAppTransportSecurity</key>``, an S3 object key)."""
    name = m.group("key").split(":")[-1]
    kind = None if name.lower() == "key" else _key_kind(name)
    if kind is None:
        return False
    value = '"' + m.group("s").strip() + '"'
    if kind == "password":
        found = plausible_secret(value, min_len=6)
    else:
        found = plausible_secret(value, min_len=12 if kind == "token" else 20, strong=True)
    return found or _generated_inside(m.group("s"))


def _generated_inside(content: str) -> bool:
    """An element named for a secret whose text wraps a generated value: Jenkins' encrypted ``{AQAAABAAAAAQ...=}``,
    or words before it (``{service AQAAABAAA <run>}``). Only a long, generated run counts, never words or a name."""
    inner = content.strip()
    if inner[:1] == "{" and inner[-1:] == "}":
        inner = inner[1:-1]
    pieces = inner.split()
    if len(pieces) > 1 and _KEPT_ELSEWHERE.search(inner):
        return False  # `see AppRegistrationSecretV2Prod`, `rotated, now under <name> in Key Vault`: where it is kept
    return any(
        len(piece) >= 20 and (_generated(piece) or _random_literal(piece)) and plausible_secret(piece, strong=True)
        for piece in pieces
    )


_KEPT_ELSEWHERE = re.compile(
    r"(?i)\b(?:see|siehe|voir|in|under|stored|kept|from|moved|rotated|ask|vault|keepass|1password|bitwarden|"
    r"lastpass|manager)\b"
)


def sql_password_ok(m: re.Match[str]) -> bool:
    """``IDENTIFIED BY '...'``, ``WITH PASSWORD '...'``: a quoted literal, or a bare one with a digit or symbol."""
    value = m.group("s")
    if value[:1] in ":?":
        return False  # a bind variable (``:pw``, ``?``), not a value
    return plausible_secret(value, min_len=6)


def value_ok(m: re.Match[str]) -> bool:
    return plausible_secret(m.group("s"), min_len=4)


# what a note writes in a password's place when it holds none: `$PGPASSWORD`, `${DB_PASS}`, `<password>`, `{{ pw }}`
_STANDS_FOR_A_VALUE = re.compile(r"^(?:\$\{?\w+\}?|\$\(.*\)|<[^<>]*>|\{\{.*\}\}|%\w+%|\*)$")


def field_password_ok(m: re.Match[str]) -> bool:
    """The field a file format keeps for the password (`.pgpass`'s fifth): any literal is one, whatever its
    characters (`F&bP!c5)Mgz...`, `{$%)}{Y-...`), unless it is a placeholder or stands for a value."""
    value = m.group("s")
    if _PLACEHOLDER_WORDS.search(value) or _ALL_SAME.match(value):
        return False
    inner = _unquote(value)[0]
    if _STANDS_FOR_A_VALUE.match(inner) or _SCREAMING_NAME.match(inner) or re.fullmatch(r"__\w+__", inner):
        return False  # `"$PGPASSWORD"`, `'<password>'`, `DB_PASSWORD`, `__PGPASS__`
    if _refers(inner) and not (_char_classes(inner) == 4 and len(inner) >= 12):
        return False  # `{pg_password}`, `%(password)s`, `ENV[PGPASS]`, `process.env.PGPASS` (not `{$%)}{Y-_EL]...`)
    if value.isdigit():
        return _digits_password(value, 32)
    return len(value) >= 6 and (_char_classes(value) >= 2 or _random_letters(value)) and not _WORDISH.match(value)


def quoted_or_bare_ok(m: re.Match[str]) -> bool:
    return plausible_secret(m.group("s"), min_len=4) and not m.group("s").startswith("$")


_EMAIL = re.compile(r"[\w.+-]+@[\w-]+\.[A-Za-z]{2,}")
# What a sentence names after "password is": a version, a file, a hash, the next `key=value`
_NOT_A_PASSWORD = re.compile(
    # a regular expression (`\S+`, `^msk_[A-Za-z0-9]{32}$`), a version, a file name (its extension in one case:
    # `x^Bh=#p3X.UbM` is random), a crypt prefix, `key=value` (a key in one case or camelCase, not three random
    # letters: `s-GEm=M%1P?` and `hCr=R#!Lp1...` are random; and a value after it: `Velvet2021=` is a password)
    r"::|^(?:ctrl|alt|shift|cmd|meta|super|win)\+|^(?:[A-Z][a-z]+){3,}\d*$|^\*[0-9A-F]{40}$|\\[sSdDwWbB]|^\||^\^.*(?:\$$|[\[(|\\])|\[[\w-]*\w-\w[\w-]*\]|\{\d+(?:,\d*)?\}|(?:^|[-_.])v?\d+(?:\.\d+)+|(?:^|[-_.])v\d+(?:[-_.]|$)|\.(?:[a-z]{2,4}|[A-Z]{2,4})(?::[\d-]+)?$|^\$\d[a-z]?\$|"
    r"^(?=[\w-]*[A-Za-z])(?:[a-z0-9_-]{2,}|[A-Z0-9_-]{2,}|(?=\w{4})[A-Za-z][a-z0-9]*(?:[A-Z][a-z0-9]+)+|[A-Z][a-z0-9_-]+)=(?!$)"
)


def pin_ok(m: re.Match[str]) -> bool:
    """A PIN: 4 to 8 digits, not typed along the keyboard (``1234``), not all one digit, not a year."""
    pin = m.group("s")
    return _sequential_share(pin) < 0.5 and not _ALL_SAME.match(pin) and not (len(pin) == 4 and pin[:2] in ("19", "20"))


def password_shape_ok(m: re.Match[str]) -> bool:
    return password_shaped(m.group("s"))


def paired_password_ok(m: re.Match[str]) -> bool:
    """The second of a user name and password pair (`creds: backup / 6086061507`): digits count, as under a
    password's key, when the pair is named for credentials."""
    value = m.group("s")
    if password_shaped(value):
        return True
    lead = m.string[m.start() : m.start("s")].lower()
    # digits only after a word for credentials (`creds: backup / 6086...`): after `login:` or `user:` they are as
    # often a phone number, an id or a build number
    return re.search(r"cred|pass|\bpw", lead) is not None and _digits_password(value, 16)


def bare_pair_ok(m: re.Match[str]) -> bool:
    """The password of a pair joined only by `/` or `//`: a password's shape, and generated or holding a symbol
    (`deploy/vf#CCBq0u...`, `jenkins // kkOfy1Nkcw...`), not a path part or a name (`github/oauth2-proxy`)."""
    value = m.group("s")
    if not password_shaped(value) or _EXPRESSION.fullmatch(value):
        return False
    if _SYMBOL.search(value) or _random_letters(value):
        return True
    return _generated(value) and _WORD_IN_NAME.search(value) is None  # not `Ed25519Key2024`


_SYMBOL = re.compile(r"[^\w.\-/]")
_WORD_IN_NAME = re.compile(r"[A-Z][a-z]{2,}|[a-z]{4,}")
_EXPRESSION = re.compile(r"[\w.]+(?:[*+/%-][\w.]+){2,}")  # `PATH_MAX*2+CONTEXT_SIZE*2+11` after a `//` comment


_LETTER_OR_DIGIT_RUN = re.compile(r"[a-z]+|[A-Z]+|\d+")
_HEX = re.compile(r"[0-9a-fA-F]+")


def _generated(value: str) -> bool:
    """Two classes of characters, but generated: random letters of both cases (``QzgmAfIRsxvprQQv``), or
    lower case and digits that alternate (5+ runs: ``qqyztttic2rwsjsj82jg``); not a hex digest."""
    if len(value) < 12 or not value.isalnum():
        return False
    if _random_letters(value):
        return True
    return not _HEX.fullmatch(value) and len(_LETTER_OR_DIGIT_RUN.findall(value)) >= 5


def password_shaped(value: str) -> bool:
    """A password written out in a sentence: 8+ characters of three or more classes (``M4pl3#V10l3t``,
    ``saffron-falcon-winter-82``); not a placeholder, reference, path, call, e-mail address, version,
    file name, hash, ``key=value`` or the word password."""
    if len(value) < 8 or _PASSWORD_WORD.search(value) or _EMAIL.search(value):
        return False
    if _char_classes(value) < 3 and not _generated(value):
        return False
    if _path_like(value) or _CALL_START.search(value) or _NOT_A_PASSWORD.search(value) or _wordy_name(value):
        return False
    if _words_and_numbers(value) and sum(p.isalpha() and len(p) >= 4 for p in re.split(r"[-_.]", value)) < 3:
        return False  # `prod-eu-2`, `build_2024` (a passphrase such as `saffron-falcon-winter-82` has 3+ words)
    if (
        not any(c.isdigit() for c in value)
        and all(p.isalpha() for p in re.split(r"[-_.+']", value) if p)
        and not _random_letters(value)
    ):
        return False  # words joined: `Ctrl-Shift-L`, `Open-Sesame`, `Vault'ta`
    # a trailing `+` is part of a generated password here, not a string concatenation
    return plausible_secret('"' + value.rstrip("+") + '"', min_len=8)


# What people pick when a password is spoken or written down for others: a word and a year or number
# (`soleil1975`, `Вишня_76`, `Mare2006`), or a passphrase of three or more words (`cactus-harbor-timber`).
_HUMAN_PASSWORD = re.compile(r"[^\W\d_]{4,}[_.!*#@$-]?\d{2,4}[!*#@$]?")
_PASSPHRASE = re.compile(r"[^\W\d_]{3,}(?:-[^\W\d_]{3,}){2,}(?:-\d{1,4})?")
# short words that make a hyphenated phrase an instruction (`use-the-vault`, `siehe-den-Tresor`), not a passphrase
_PHRASE_FUNCTION_WORD = re.compile(
    r"(?i)the|and|for|see|use|not|via|per|our|you|ask|get|set|any|all|its|are|was|has|can|out|off|now|new|old|one|two|les|des|une|"
    r"est|par|sur|pas|aux|der|die|das|und|mit|von|den|dem|aus|ist|los|las|del|con|por|una|sin|que|dos|het|een|van|met|wie"
)


# a product and its version (`Office365`, `Postgres16`, `SHA256-gehasht`): what a password is for, not one
_PRODUCT_VERSION = re.compile(
    r"(?i)(?:windows|office|postgres(?:ql)?|mysql|mariadb|oracle|grafana|keycloak|keepass(?:xc)?|bitwarden|python|java|"
    r"node|ubuntu|debian|centos|rhel|fedora|android|ios|macos|iphone|ipad|excel|outlook|exchange|server|sql|redis|mongo"
    r"(?:db)?|elastic(?:search)?|jenkins|gitlab|jira|confluence|kubernetes|docker|nginx|apache|tomcat|php|django|spring|"
    r"dotnet|xcode|chrome|firefox|sha|md|aes|rsa|tls|ssl|http|utf|win|base|okta|azure|entra|ldap|sso|vault|lastpass|"
    r"keeper|dashlane|1password|onelogin|auth0|aws|gcp)[-_. ]?v?\d{1,4}(?:[-_.][\w-]+)?"
)
_DATE_DIGITS = re.compile(r"(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])")


def _digits_password(value: str, max_len: int = 12) -> bool:
    """6 to ``max_len`` digits (32 under a password's key), not typed along the keypad (``123456``; past 12 digits
    a stricter share), not one digit repeated, not a date."""
    return (
        value.isdigit()
        and 6 <= len(value) <= max_len
        and _sequential_share(value) < (0.5 if len(value) <= 12 else 0.4)
        and not _ALL_SAME.match(value)
        and not _DATE_DIGITS.fullmatch(value)
    )


def _one_case_passphrase(value: str) -> bool:
    """`cactus-harbor-timber`, `Cassetto-Limone-Finestra`; not `siehe-Tresor-Eintrag`, `GitLab-Deploy-Token`."""
    if not _PASSPHRASE.fullmatch(value):
        return False
    words = [w for w in value.split("-") if not w.isdigit()]
    if any(_PHRASE_FUNCTION_WORD.fullmatch(w) for w in words):
        return False
    return all(w.islower() for w in words) or all(w[0].isupper() and w[1:].islower() for w in words)


def spoken_password(value: str, *, after_copula: bool = False) -> bool:
    """A password where a sentence or a table names it as one: a password's shape, or a human one. Right
    after the noun's "is" or colon (``after_copula``) a product and its version (`Spring24`, `Office2019!`) is
    the password itself; elsewhere it is what the password is for."""
    if not after_copula and _PRODUCT_VERSION.fullmatch(value):
        return False
    if password_shaped(value) or _digits_password(value):
        return True
    if not (_HUMAN_PASSWORD.fullmatch(value) or _one_case_passphrase(value)):
        return False
    # not plausible_secret: that rejects words joined (`open-sesame`), which is what a passphrase is
    return not (_PASSWORD_WORD.search(value) or _PLACEHOLDER_WORDS.search(value) or _refers(value))


# the noun, then at once "is" or a colon: `the prod password is <v>` (not `password sync to ...`,
# `password policy: ...`, `the password manager is ...`)
_COPULA_END = re.compile(
    r"(?i)(?:pass(?:word|phrase|code)?|passwd|pwd|pw)s?[*_]{0,2}[ \t]*(?:\b(?:is|was)\b|[:=])[*_]{0,2}[ \t]*[`'\"“]?$"
)


# a `-p` that is no password: a port, a port mapping or a process id (`-p 5432`, `-p 8080:80`, `-p 127.0.0.1:80:80`)
_PORT_OR_ID = re.compile(r"[\d.:]+(?:/(?:tcp|udp|sctp))?")


def _name_like(value: str) -> bool:
    """Letters and digits in parts joined by `-`, `_` or `.`, not generated (`node18-app`, `Postgres16`,
    `PKCS12-bundle`, `python3.11`): a name. A password without a symbol reads as one only when it is random
    (`Kx9mP2vLq7wR`) or pronounceable with a digit inside a word (`paetAit0uzo`)."""
    return _ALNUM_PARTS.fullmatch(value) is not None and not _generated(value) and not _DIGIT_IN_A_WORD.search(value)


_ALNUM_PARTS = re.compile(r"[A-Za-z0-9]+(?:[-_.][A-Za-z0-9]+)*")


def flag_pair_ok(m: re.Match[str]) -> bool:
    """The password flag of a command that also names a user (`cypher-shell -u neo4j -p <pw>`, `mosquitto_pub -u
    app -P <pw>`): a password's shape, quoted or not; not a port or an id, not a reference, not mysql's
    database after a spaced `-p` (which asks for the password)."""
    value, _ = _unquote(m.group("s"))
    if _PORT_OR_ID.fullmatch(value) or value.startswith(("$", "%", "@")) or _path_like(value):
        return False
    if _NOT_A_PASSWORD.search(value) or _wordy_name(value):
        return False  # `-P format=unaligned` (a setting), `-p v1.2.3`, `-p MyServiceProject2`
    if (
        re.search(r"\bmysql\w*\b|\bmariadb\w*\b", m.string[_line_start_within(m.string, m.start(), 300) : m.start()])
        and m.group("op").strip() == ""
    ):
        return False  # `mysql -u root -p mydb`: the database; the password would touch the flag
    if "," in value:
        return False  # a list (`-p MainPID,ActiveState`, `-P prod,integration-tests`)
    if len(value) >= 16 and plausible_secret(value, min_len=16, strong=True):
        return True  # a generated one (`f40dc59c6c07fabe921a541bf7110fee`)
    # `-p` names a project, profile or pool as often (`-p staging2024`, `-p node18-app`): a password's own shape
    return not _name_like(value) and password_shaped(value) and not _refers(value)


def auth_pair_ok(m: re.Match[str]) -> bool:
    """The password of `user:password` under an auth setting (`cloud.auth: "elastic:<pw>"`): named for what it
    is, so a human password or a passphrase counts too; not a reference, a port or a word."""
    value, _ = _unquote(m.group("s"))
    if _PORT_OR_ID.fullmatch(value) or _refers(value) or _NOT_A_PASSWORD.search(value):
        return False
    if len(value) >= 16 and plausible_secret(value, min_len=16, strong=True):
        return True
    return spoken_password(value, after_copula=True)


def snmp_password_ok(m: re.Match[str]) -> bool:
    """SNMPv3's `-A` / `-X` on a line that runs an SNMP tool (`snmpwalk`, `net-snmp-create-v3-user`)."""
    window = m.string[max(0, m.start() - 300) : m.start()]  # bounded: linear on long lines
    return re.search(r"snmp[\w-]*[ \t][^\n]*$", window) is not None and quoted_or_bare_ok(m)


def spoken_password_ok(m: re.Match[str]) -> bool:
    lead = m.string[m.start() : m.start("s")]
    return spoken_password(m.group("s"), after_copula=_COPULA_END.search(lead) is not None)


def answer_password_ok(m: re.Match[str]) -> bool:
    """The answer to "what is the password?": a password's shape or a human one (`Sommer2024!`), not a name, a
    place it is kept (`1Password`, `the vault`), a placeholder or a product and its version."""
    value = m.group("s").rstrip(".,;!")
    if _name_like(value) and not _HUMAN_PASSWORD.fullmatch(value):
        return False
    return spoken_password(value) and not _refers(value)


def first_password_ok(m: re.Match[str]) -> bool:
    """A line that starts with a value and goes on to name it a password (`<pw> — це пароль від ...`): also not
    a name made of two words (`OAuth2Client → password grant`), which such a line starts with as often, and only
    a password's own shape: a list of changes starts with names (`api-gateway-prod — password rotated monthly`)."""
    value = m.group("s")
    if value.isalnum() and not _DIGIT_IN_A_WORD.search(value):
        words = [w for w in _CASE_WORD.findall(value) if len(w) >= 4 and _VOWEL.search(w)]
        if len(words) >= 2 and sum(map(len, words)) >= 0.7 * len(value):
            return False
    return not _name_like(value) and password_shaped(value)


# Italian's "word" (`parola`, `parole`) and Greek's "code" (`κωδικός`); Turkish's inflected forms (`parolası`,
# `parolanız`) are only "password"
_WEAK_NOUN = re.compile(r"(?i)parol[ae](?!\s+d'ordine)|κωδικ\w*")
# `Beispiel für ein schwaches Passwort:`, `Mots de passe interdits :`: samples of what not to use
_EXAMPLE_WORDS = re.compile(
    r"(?i)beispiel|exemple|ejemplo|exemplo|esempio|voorbeeld|przyk(?:ł|l)ad|пример|örnek|例|예|"
    r"schwach|faible|d(?:é|e)bil|fraca|debole|zwak|s(?:ł|l)ab|слаб|zay(?:ı|i)f|弱|약한|"
    r"verboten|interdit|prohibid|proibid|vietat|verboden|zakazan|запрещ|yasak|禁止|금지"
)  # also "key" and "word": the value must look generated


# "changed" in the languages above: after it, a preposition names what the password became, not what it is for
_CHANGE_VERB = re.compile(
    r"(?i)(?<!\w)(?:bytt\w*|ändra\w*|endre\w*|ændre\w*|vaihd\w*|muut\w*|změni\w*|zmeni\w*|schimba\w*|pakei\w*|"
    r"άλλαξ\w*|αλλάξ\w*|đổi|ubah|ganti|mengganti|badilish\w*|promijeni\w*|промени\w*|átír\w*|megváltoztat\w*|"
    r"geändert|änder\w*|chang[ée]\w*|cambi\w*|mud\w*|zmieni\w*|смени\w*|измени\w*|değiştir\w*|veranderd|gewijzigd|"
    r"modifi\w*|tukar|palitan|pinalitan|binago)(?!\w)"
)


# "changed" where the words above need a word boundary they do not have (Swahili's `nimebadilisha`), or in
# Arabic, Hebrew, Persian, Hindi and Thai
_CHANGE_VERB_MORE = re.compile(r"badilish|غي\u0651?ر|تغيير|تغییر|החלפ|שינית|เปลี่ยน|बदल")


def changed_password_ok(m: re.Match[str]) -> bool:
    """`Jeg har ændret kodeordet til Jenkins til <pw>`, `رمز Zabbix را به <pw> تغییر دادم`: on a line that says the
    password was changed, the value after the word for "to" is the new password, a word and a year too."""
    text = m.string
    lo = _line_start_within(text, m.start(), 200)
    hi = text.find("\n", m.end(), m.end() + 120)
    window = text[lo : m.end() + 120 if hi < 0 else hi]
    if not (_CHANGE_VERB.search(window) or _CHANGE_VERB_MORE.search(window)):
        return False
    value = m.group("s")
    # `a`, `en`, `in` are "to" and "for" and "in": `cambié la contraseña en Keycloak2024` names the product
    ambiguous = re.search(r"(?i)(?<![\w-])(?:a|en|in|u|na)[ \t]+$", text[max(0, m.start("s") - 8) : m.start("s")])
    if ambiguous and re.fullmatch(r"(?:[A-Z]?[a-z]+)+[0-9.]*", value):
        return False
    return spoken_password(value, after_copula=True) and not _refers(value)


def i18n_password_ok(m: re.Match[str]) -> bool:
    """After a preposition (`pour`, `на`, `auf`: what the password is for) or a noun that also means "word"
    (`parola`), only a password's own shape counts; after a copula or a colon, a human one too."""
    value = m.group("s")
    groups = m.groupdict()
    # `Запрещённые пароли:` names the noun first
    lead = m.string[_line_start_within(m.string, m.start(), 40) : m.start("s")]
    if groups.get("prep") and _CHANGE_VERB.search(lead) and not _EXAMPLE_WORDS.search(lead):
        return spoken_password(value)  # `Jeg endret passordet for Zabbix til <pw>`: changed *to* it
    if (
        groups.get("prep")
        or (groups.get("noun") and _WEAK_NOUN.fullmatch(groups["noun"]))
        or _EXAMPLE_WORDS.search(lead)
    ):
        return password_shaped(value) and not (_PRODUCT_VERSION.fullmatch(value) or _HUMAN_PASSWORD.fullmatch(value))
    return spoken_password(value)


def quoted_ok(m: re.Match[str]) -> bool:
    return plausible_secret('"' + m.group("s") + '"', min_len=4)


def strong_ok(m: re.Match[str]) -> bool:
    return plausible_secret(m.group("s"), min_len=12, strong=True)


_LITERAL_PLACEHOLDER = re.compile(r"(?i)^[\[<{…]|x{4,}|\*{3,}|\.\.\.|…|your[_-]|_here$")
_MY_PASSWORD = re.compile(r"(?i)" + _MY_NOUN)
# what a template names beside a `my` password: `Uid=myUsername;Pwd=myPassword`, `username:mypassword@`
_MY_SIBLING = re.compile(
    r"(?i)(?<![A-Za-z])(?:my[_-]?(?:user(?:name)?|login|server\w*|database|db\w*|host\w*)|username)(?![a-z])"
)


# The name of a value standing in for it: `USER:PASSWORD@HOST`, `DB_PASS`, `API_TOKEN`.
NAME_OF_A_VALUE = re.compile(r"(?:[A-Z]+_)*(?:PASSWORD|PASSWD|PASS|PWD|PW|SECRET|TOKEN|KEY|USER|HOST|DB)")


# `user:password` in a URL or a `-u` argument: both halves name what goes there
PLACEHOLDER_PAIR = re.compile(r"(?i)(?<![\w.-])user(?:name)?:(?:password|passwd|pass|pwd)(?![\w.-])")


def placeholder_pair(text: str, start: int, end: int) -> bool:
    """Is ``text[start:end]`` the password of a `user:password` pair?"""
    pair = PLACEHOLDER_PAIR.search(text, max(0, start - 9), min(len(text), end + 1))
    return pair is not None and pair.start() < start and pair.end() == end


_URL_PASSWORD = re.compile(r"://[^\s:/@\"'<>`]{1,128}:(?P<s>[^\s:/@\"'<>`]{3,2048})@")
_KEY_BLOCK = re.compile(
    r"-----BEGIN[A-Z ]* PRIVATE KEY( BLOCK)?-----.*?-----END[A-Z ]* PRIVATE KEY( BLOCK)?-----", re.DOTALL
)


def sample_inside(text: str, start: int, end: int) -> bool:
    """Does a vendor rule's match ``text[start:end]`` take its secret from a part that is a sample? A key
    file is judged by its private key block (a service-account JSON whose key is ``...``); anything else
    by the password of the URL it holds or is (``mongodb://YOUR_USER:YOUR_PASSWORD@...``, ``{password}``):
    every such password must be one memstone's URL rule would not report, and not look generated (three
    character classes, high entropy: ``$ZR1zTOlUcR(64cX`` only starts like a variable)."""
    block = _KEY_BLOCK.search(text, start, end)
    if block is not None:
        return sample_key_block(block.group())
    # the URL may start before the match (a rule that takes the password alone) and its `@` follow it
    urls = [
        u
        for u in _URL_PASSWORD.finditer(text, max(0, start - 140), min(len(text), end + 1))
        if u.start("s") < end and u.end("s") > start
    ]
    return bool(urls) and all(not url_password_ok(u) and not _looks_generated(u.group("s")) for u in urls)


def _looks_generated(value: str) -> bool:
    return _char_classes(value) >= 3 and entropy(value) >= 0.8 * math.log2(len(value))


def url_password_ok(m: re.Match[str]) -> bool:
    """Lenient: in a URL or connection string even ``secret`` or ``password`` is taken for a real password
    (``postgres://admin:password@prod-db`` is a default left in place, a real leak)."""
    value = m.group("s")
    if NAME_OF_A_VALUE.fullmatch(value):
        return False  # `postgres://USER:PASSWORD@HOST`, `DB_PASS`: the name of the value, not the value
    if placeholder_pair(m.string, m.start("s"), m.end("s")):
        return False  # `postgresql://user:password@localhost`
    if _MY_PASSWORD.match(value) and _MY_SIBLING.search(
        m.string, *_line_around(m.string, m.start("s"), m.end("s"), 400)
    ):
        return False  # a template when its user, server or database is written the same way
    return not (_REFERENCE.search(value) or _ALL_SAME.match(value) or _LITERAL_PLACEHOLDER.search(value))


def pem_ok(m: re.Match[str]) -> bool:
    """A private key block, unless it is a documentation sample: marked EXAMPLE, or cut short with ``...``."""
    return not sample_key_block(m.group("s"))


def sample_key_block(block: str) -> bool:
    """Is ``block`` (a PEM private key) a documentation sample, marked EXAMPLE or elided with ``...``?"""
    header_end = block.find("-----", 10) + 5
    if "EXAMPLE" in block[: header_end + 80]:  # the header and the first body line (AWS's convention)
        return True
    body = re.sub(r"-----[A-Z ]+-----|\\n|\s", "", block)
    if body and max(body.count(c) for c in set(body)) > len(body) // 2:
        return True  # `xxxx...`, `AAAA...`: a template's filler, not a key
    return "..." in block and len(body.replace("...", "")) < 200


def connection_ok(m: re.Match[str]) -> bool:
    """A connection string: ``;``-separated ``key=value`` pairs on the line."""
    lo, hi = _line_around(m.string, m.start("s"), m.end("s"), 400)
    pairs = sum(1 for part in m.string[lo:hi].split(";") if "=" in part)  # `;`-separated key=value pairs, two or more
    value = m.group("s")  # `pwd = (char *) ...`: a cast, code
    return pairs >= 2 and not (_CALL_CLOSED.search(value) or value.startswith("(")) and url_password_ok(m)


def jwt_ok(m: re.Match[str]) -> bool:
    head = m.group("s").split(".")[0]
    try:
        decoded = base64.urlsafe_b64decode(head + "=" * (-len(head) % 4))
        return isinstance(json.loads(decoded), dict)
    except (binascii.Error, ValueError):
        return False


_GETTER = re.compile(
    r"^(?:get|fetch|read|load|lookup|find|has|is|delete|remove|revoke|describe|list|parse|decode|hash|mask|redact|"
    r"check|validate|verify|compare|generate|create|new|make|rotate|reset)(?:[_A-Z]|$)"
)


def call_ok(m: re.Match[str]) -> bool:
    """``client.set_api_key("...")``, JSON-RPC ``"method": "auth.login_with_api_key", "params": ["..."]``.

    The called name must end in a credential word and not be a getter (``get_secret("db-name")`` passes a
    name, not a secret); a password setter takes any plausible password, the others a token-like literal:
    long, mixed, random, not a path or a host name.
    """
    name = re.split(r"[.:/]", m.group("key"))[-1]
    kind = _key_kind(name)
    if _GETTER.match(name) or kind is None:
        return False
    if kind == "password" and m.group("s")[:1] in "\"'":
        return plausible_secret(m.group("s"), min_len=6)  # setPassword("..."): any literal password
    value, _ = _unquote(m.group("s"))
    if not token_shaped(value) or _DOTTED_NAME.fullmatch(value):  # `.key("featureFlags.newCheckout")`: a name
        return False
    return plausible_secret(m.group("s"), min_len=16, strong=True) and entropy(value) >= 3.5


def random_body_ok(m: re.Match[str]) -> bool:
    """A fixed prefix, then a random base62 body: digits, both cases, no placeholder."""
    body = m.group("s")[4:]
    return (
        any(c.isdigit() for c in body)
        and any(c.islower() for c in body)
        and any(c.isupper() for c in body)
        and entropy(body) >= 3.5
        and not _PLACEHOLDER_WORDS.search(body)
    )


def vendor_ok(m: re.Match[str]) -> bool:
    """A token in a vendor's documented format: only placeholders are rejected (``glpat-xxxx...``)."""
    start = m.start("s")
    if start > 0 and (m.string[start - 1].isalnum() or m.string[start - 1] in "_-"):
        return False  # inside a longer run
    return not_filler_ok(m)


# Authorization schemes that carry a credential as it is (RFC 7617/6750 and vendors' own)
_AUTH_SCHEMES = frozenset(
    {"basic", "bearer", "token", "digest", "apikey", "api-key", "key", "sso-key", "ssws", "splunk", "geniekey", "dsn"}
)


def basic_credentials_ok(m: re.Match[str]) -> bool:
    """`Basic <base64>` that decodes to `user:password`, the password not a placeholder or a reference."""
    value = m.group("s")
    try:
        decoded = base64.b64decode(value + "=" * (-len(value) % 4), validate=True).decode("utf-8")
    except ValueError:  # binascii.Error and UnicodeDecodeError are ValueErrors
        return False
    user, sep, password = decoded.partition(":")
    if not sep or not decoded.isprintable() or not _BASIC_USER.match(user) or _NOT_A_BASIC_USER.match(user):
        return False
    if len(password) < 4 or password[0] == " " or password.count(" ") > 1:
        return False  # `Note: see ticket OPS-123`, `vim:set ts=4 sw=4`: a label and a sentence
    if _PLACEHOLDER_WORDS.search(password) or _refers(password):
        return False
    # a word after a word (`rebase:ticket`) is a label unless an Authorization header holds it
    header = re.search(
        r"(?i)authori[sz]ation[\"']?[ \t]*[:=][ \t]*[\"']?[ \t]*$", m.string[max(0, m.start() - 60) : m.start()]
    )
    return header is not None or not re.fullmatch(r"[a-z]+(?:-[a-z]+)*", password)


# the user of `user:password`, not a label's name (`urn:uuid:...`, `sha256:<hex>`, `time:12:30:45`)
_BASIC_USER = re.compile(r"[\w.@+-]{1,64}$")
_NOT_A_BASIC_USER = re.compile(
    r"(?i)(?:urn|uuid|time|date|sha\d*|md5|ns|namespace|vim|note|type|content-type|http|https|id|tag|label|"
    r"level|version|v\d+)$|\d{4}-\d\d"
)


# a placeholder a deploy step fills in (or `changeme`) looks like one: marked (`__API_TOKEN__`, `%DB_PASSWORD%`, `@secret@`, `{{ token }}`, `<api-key>`,
# `${JWT_SECRET}`) or an environment variable's capitals; `key_v1` or `tokenStore` is an identifier being renamed
_SECRET_NAME_WORD = r"(?:password|passwd|pass|pwd|secret|token|api[_-]?key|key|credential|auth|jwt)"
_FILLED_PLACEHOLDER = re.compile(
    r"(?i)^(?=\W*[\w.-]*"
    + _SECRET_NAME_WORD
    + r")(?:__[\w.-]+__|%[\w.-]+%|@[\w.-]+@|\{\{ ?[\w.-]+ ?\}\}|<[\w.-]+>|\$\{?[\w.-]+\}?)$|"
    r"^(?-i:(?=[A-Z0-9_]+$))[A-Z0-9_]*" + _SECRET_NAME_WORD + r"[A-Z0-9_]*$|"
    r"^(?:changeme|change[_-]?me|placeholder|replace[_-]?me|xxx+|todo|dummy)$"
)
# a value named like the placeholder's secret: an identifier (`apiKeyV2`, `authorized_keys2`), not the secret
_NAMED_LIKE_A_SECRET = re.compile(r"(?i)^[\w.-]*" + _SECRET_NAME_WORD + r"[\w.-]*$")


def substitution_ok(m: re.Match[str]) -> bool:
    """`s/__API_TOKEN__/<v>/`: a placeholder named for a secret (or `changeme`) replaced by a literal."""
    value = m.group("s")
    if not _FILLED_PLACEHOLDER.match(m.group("key")) or _refers(value) or _NAMED_LIKE_A_SECRET.match(value):
        return False
    if _PLACEHOLDER_WORDS.search(value) or re.search(r"(?i)change[_-]?(?:this|it)\b", value):
        return False
    return plausible_secret(value, min_len=8) or spoken_password(value)


_BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def _base58_decode(value: str) -> bytes | None:
    number = 0
    for char in value:
        digit = _BASE58.find(char)
        if digit < 0:
            return None
        number = number * 58 + digit
    body = number.to_bytes((number.bit_length() + 7) // 8, "big")
    return b"\0" * (len(value) - len(value.lstrip("1"))) + body


def _base58check(value: str) -> bytes | None:
    """The payload of a Base58Check string (Bitcoin's WIF and extended keys), or None when its checksum fails."""
    raw = _base58_decode(value)
    if raw is None or len(raw) < 5:
        return None
    payload, checksum = raw[:-4], raw[-4:]
    return payload if hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4] == checksum else None


def wif_ok(m: re.Match[str]) -> bool:
    """A Bitcoin private key in Wallet Import Format: version 0x80 (0xef on testnet), 32 bytes, a checksum."""
    payload = _base58check(m.group("s"))
    ok = payload is not None and payload[0] in (0x80, 0xEF) and len(payload) in (33, 34)
    return ok and not documented_example(m)


def extended_key_ok(m: re.Match[str]) -> bool:
    """A BIP-32 extended private key (xprv, tprv, yprv, zprv ...): 78 bytes and a checksum."""
    payload = _base58check(m.group("s"))
    return payload is not None and len(payload) == 78 and not documented_example(m)


_SIGNATURE_WORD = re.compile(
    r"(?i)signature|signed|\bsig\b|\btx\b|transaction|blockhash|\bhash\b|digest|sha\d+|blake2|checksum|"
    r"\bconfirm(?:ed)?\b|\btransfer(?:red)?\b|\bslot\b|explorer|solscan"
)


def solana_secret_ok(m: re.Match[str]) -> bool:
    """A Solana keypair's secret: 64 bytes, as base58 or as a JSON array of numbers under 256."""
    value = m.group("s")
    text = m.string
    # the line that names a wallet and the value's own line, not a line between them (`Image: ...@sha256:...`)
    line_end = text.find("\n", m.start(), m.start("s"))
    named = text[_line_start_within(text, m.start(), 120) : m.start("s") if line_end < 0 else line_end]
    lead = text[_line_start_within(text, m.start("s"), 120) : m.start("s")]
    if _SIGNATURE_WORD.search(named) or _SIGNATURE_WORD.search(lead):
        return False  # `Tx signature <base58>`: a transaction's signature has the same 64 bytes, a digest too
    if value.startswith("["):
        numbers = [int(n) for n in re.findall(r"\d+", value)]
        return all(n < 256 for n in numbers) and len(set(numbers)) >= 16  # not `[0,0,...]` or `[1, 1, ...]`
    raw = _base58_decode(value)
    return raw is not None and len(raw) == 64


def seed_words_ok(m: re.Match[str]) -> bool:
    """12, 15, 18, 21 or 24 words of BIP-39's list, not a public phrase."""
    return len(m.group("s").split()) in (12, 15, 18, 21, 24) and seed_phrase_ok(m)


def jwk_secret_ok(m: re.Match[str]) -> bool:
    """A JSON Web Key's private member: `"d"` of an EC, OKP or RSA key, `"k"` of a symmetric (`oct`) key."""
    text = m.string
    if documented_example(m):
        return False
    opened = text.rfind("{", max(0, m.start() - 2000), m.start())
    closed = text.find("}", m.end(), m.end() + 2000)
    if opened < 0 or closed < 0:
        return False
    window = text[opened:closed]  # the key's own object: `kty` in it
    if m.group("member") == "k":
        return re.search(r"\"kty\"\s*:\s*\"oct\"", window) is not None
    return re.search(r"\"kty\"\s*:\s*\"(?:EC|OKP|RSA)\"", window) is not None


def keystore_ok(m: re.Match[str]) -> bool:
    """A Java keystore holds private keys; a truststore only the public certificates of the CAs it trusts."""
    lead = m.string[max(0, m.start() - 200) : m.start()]
    return re.search(r"(?i)trust[ _-]?store|cacerts|\bCA[ _-]?certs?\b|public[ _-]?certs?", lead) is None


def ssh2_key_ok(m: re.Match[str]) -> bool:
    """The RFC 4716 block with its body (a line of base64), not the header named in a sentence."""
    return re.search(r"\n[ \t>]*[A-Za-z0-9+/]{20,}", m.group("s")) is not None


def wifi_key_ok(m: re.Match[str]) -> bool:
    """A Wi-Fi key, not its security mode (`WPA2-Personal`, `SAE`) or the network's name (`... is the SSID`)."""
    value = m.group("s")
    if re.fullmatch(
        r"(?i)(?:wpa\d?|wep|sae|tkip|aes|ccmp|psk|owe)(?:[-/ ]\w+)*|[\w-]*(?:mode|personal|enterprise)[\w-]*", value
    ):
        return False
    after = m.string[m.end() : m.end() + 30]
    if re.match(r"[ \t]*(?:\(|is[ \t]+)?(?:the[ \t]+)?(?:SSID|network(?:[ \t]+name)?)\b", after, re.IGNORECASE):
        return False
    return i18n_password_ok(m)


def tink_key_ok(m: re.Match[str]) -> bool:
    """A Tink keyset's key material in the clear: `"value"` of a `keyData` whose material is symmetric or a
    private key (an encrypted keyset has `encryptedKeyset` instead)."""
    window = m.string[max(0, m.start() - 300) : m.end() + 300]
    return re.search(r"\"keyMaterialType\"\s*:\s*\"(?:SYMMETRIC|ASYMMETRIC_PRIVATE)\"", window) is not None


def new_value_ok(m: re.Match[str]) -> bool:
    """`Rotated the password; new value <v> is live`: a password's shape or a human one after a password's noun,
    a token's shape after a key's, token's or secret's."""
    value = m.group("s")
    if re.match(r"(?i)pass", m.group(0)):
        return spoken_password(value, after_copula=True)
    return (plausible_secret(value, min_len=16, strong=True) and not _HEX.fullmatch(value)) or _hex_secret(value)


def auth_header_ok(m: re.Match[str]) -> bool:
    """An Authorization value: after a known scheme, any plausible secret; after another word or none, only
    a generated token (`Authorization: Role platform-admins-eu1` names a thing)."""
    scheme, value = (m.group("scheme") or "").lower(), m.group("s")
    if re.fullmatch(r"[A-Za-z_]+=", value):
        return False  # `Digest username="..."`: the first parameter's name
    if scheme in _AUTH_SCHEMES or re.search(r"key|token|auth|secret", scheme):
        return plausible_secret(value, min_len=4)  # a scheme named for what follows (`DeepL-Auth-Key <key>`)
    words = re.findall(r"[A-Z][a-z]{3,}|[a-z]{5,}", value)
    return len(words) < 2 and plausible_secret(value, min_len=16, strong=True) and _table_token(value)


def signed_url_ok(m: re.Match[str]) -> bool:
    """A pre-signed URL's signature, unless the URL is AWS's documented sample (its key id says EXAMPLE)."""
    text = m.string
    url_start = max(text.rfind(c, 0, m.start()) for c in " \t\n\"'`(<")
    return "EXAMPLE" not in text[url_start + 1 : m.start()]


def aws_key_ok(m: re.Match[str]) -> bool:
    return "EXAMPLE" not in m.group("s")


_SECRET_WORD = r"(?:password|passwd|passphrase|secret|token|api[_-]?key|credential|private[_-]?key)"
_TYPED_COMMAND = r"(?m)^[ \t]*(?:[$#>][ \t]*)?"  # a command at the start of its line, maybe after a prompt
# Commands whose output is a secret's value (secret managers' reads, decoding a secret), each with the
# words that must be in the text first (most texts hold none, so the patterns rarely run).
_READS_A_SECRET: tuple[tuple[tuple[str, ...], re.Pattern[str]], ...] = tuple(
    (words, re.compile(pattern, re.IGNORECASE))
    for words, pattern in (
        (("versions access",), r"secrets[ \t]+versions[ \t]+access\b"),
        (
            # a file named for a key or secret, printed: `cat config/master.key`, `cat ~/.vault-token`
            ("cat ",),
            _TYPED_COMMAND + r"cat[ \t]+(?:[\w.~-]*/)*+"
            r"(?P<name>(?=[\w.-]*?(?:master\.key|\.secret|secrets?|token|password|passwd))[\w.-]+)[ \t]*$",
        ),
        (
            # a variable named for a secret, printed alone: `echo "$ENCRYPTION_KEY"`, `printenv DB_PASSWORD`
            ("echo", "printenv", "printf"),
            _TYPED_COMMAND
            + r"(?:echo(?:[ \t]+-[neE]{1,3})?|printf[ \t]+[\"']%s(?:\\n)?[\"']|printenv)[ \t]+[\"']?\$?\{?"
            r"(?P<name>[A-Za-z_]*(?:" + _SECRET_WORD + r"|key|auth)[A-Za-z_0-9]*)\}?[\"']?[ \t]*$",
        ),
        (
            ("op read", "op item get"),
            r"\bop[ \t]+(?:read\b|item[ \t]+get\b[^\n]{0,200}--fields?\b)[^\n]{0,200}?" + _SECRET_WORD,
        ),
        (("-field",), r"\bvault[ \t]+(?:kv[ \t]+get|read)\b[^\n]{0,200}-field[= ]" + _SECRET_WORD),
        (
            ("get-secret-value",),
            r"get-secret-value\b[^\n]{0,200}--query[ \t=]+[\"']?SecretString[^\n]{0,200}--output[ \t=]+text",
        ),
        (
            ("with-decryption",),
            r"\bssm[ \t]+get-parameters?\b[^\n]{0,200}--with-decryption[^\n]{0,200}--query[ \t=]+[\"']?Parameters?\b[^\n]{0,200}--output[ \t=]+text",
        ),
        (("-password",), r"find-(?:generic|internet)-password\b[^\n]{0,200}[ \t]-w\b"),
        (
            ("pass show", "bw get", "keyring get", "--plain"),
            r"\b(?:pass[ \t]+show|bw[ \t]+get[ \t]+password|keyring[ \t]+get|doppler[ \t]+secrets[ \t]+get\b[^\n]{0,200}--plain)\b",
        ),
        (
            ("configure get",),
            _TYPED_COMMAND + r"aws[ \t]+configure[ \t]+get[ \t]+"
            r"(?:aws_secret_access_key|aws_session_token|[\w.]*(?:secret|token))(?![\w-])",
        ),
        (
            ("output -raw",),
            _TYPED_COMMAND + r"terraform[ \t]+output[ \t]+-raw[ \t]+[\w-]*" + _SECRET_WORD + r"(?![\w-])",
        ),
        (
            ("auth token", "auth:token", "print-access-token", "print-identity-token", "create token"),
            _TYPED_COMMAND + r"(?:gh[ \t]+auth[ \t]+token|heroku[ \t]+auth:token|"
            r"gcloud[ \t]+auth[ \t]+print-(?:access|identity)-token|"
            r"kubectl[ \t]+create[ \t]+token)\b",
        ),
        (
            # an Azure storage account's key, printed alone (`--query "[0].value" -o tsv`)
            ("keys list",),
            r"\baz[ \t]+storage[ \t]+account[ \t]+keys[ \t]+list\b[^\n]{0,300}?(?:-o|--output)[ \t=]+tsv\b",
        ),
        (
            # the secret's name is in the argument right before the pipe (`jsonpath='{.data.password}'`)
            ("base64 -d", "base64 --decode", "base64 -D"),
            _SECRET_WORD + r"[\w.-]*\}?[\"']?[ \t]*\|[ \t]*base64[ \t]+(?:-d|--decode|-D)\b",
        ),
    )
)
# a name for what describes a secret, not for the secret (`KEY_ID`, `GPG_KEY_FINGERPRINT`, `token_expiry`)
_NAMES_ABOUT_A_SECRET = re.compile(
    r"(?i)[_.-](?:ids?|fingerprint|title|name|algorithm|alg|expiry|expires?|expiration|sha\d*|type|path|file|url|"
    r"host|user|length|len|size|version|arn|region|ttl|count|hash|digest|created|updated|rotated)(?:\.\w+)?$"
)
_READS_A_SECRET_GATE = re.compile("|".join(re.escape(w) for words, _ in _READS_A_SECRET for w in words))
_PROMPT_END = re.compile(r"[$#%>\u276f]\s*$")  # a shell prompt (the last is zsh's arrow)


def printed_secrets(text: str) -> list[tuple[int, int]]:
    """Spans of a secret printed on the line after a command that reads one (``gcloud secrets versions
    access``, ``op read``, ``vault kv get -field=``, ``kubectl ... jsonpath='{.data.password}' | base64
    -d``): the output is the value itself. Only a single token on its own line counts."""
    if "\n" not in text:
        return []
    if _READS_A_SECRET_GATE.search(text) is None:  # commands are typed in lower case
        return []
    spans: list[tuple[int, int]] = []
    for words, pattern in _READS_A_SECRET:
        if not any(word in text for word in words):
            continue
        for command in pattern.finditer(text):
            name = command.groupdict().get("name")
            if name is not None and (_NAMES_ABOUT_A_SECRET.search(name) or _PUBLIC_KEY.search(name)):
                continue
            start = text.find("\n", command.end()) + 1  # the line after the command's line
            if start == 0:
                break
            end = text.find("\n", start)
            end = len(text) if end < 0 else end
            line = text[start:end].rstrip("\r")
            value = line.strip()
            if (
                not text[command.end() : start].rstrip().endswith("\\")  # the command goes on
                and not _PROMPT_END.search(value)
                and (_password_field(value) or _table_token(value))
            ):
                at = start + line.index(value)
                spans.append((at, at + len(value)))
    return spans


# The key a value is given under names a digest of it (`checksum/secret: <sha256>`, `password_sha256 =`).
_DIGEST_KEY = re.compile(
    r"(?i)(?:checksum|digest|sha\d*|md5|hash|fingerprint)(?:[/._-][\w/.-]{0,40})?[\"']?[ \t]*[:=][ \t]*[\"']?$"
)
_NON_SPACE_RUN = re.compile(r"\S{200}")
_ENCRYPTED = re.compile(r"encryptedData:|kind:[ \t]*SealedSecret|\$ANSIBLE_VAULT;|^sops:", re.MULTILINE)


_PAGING_PARAMETER = re.compile(
    r"(?i)[?&](?:(?:next|prev|previous|page|continuation|sync|resume)[_-]?token|cursor|marker|pagetoken|nexttoken)=$"
)


# a value that says it is public, and a sentence or key that names a public key or token right before it
_PUBLIC_VALUE = re.compile(r"[\"'`]?(?i:public|publishable)[_-]")
_PUBLIC_NOUN_BEFORE = re.compile(
    # prose (`the Ecwid public token in chat: `), or one identifier (`publicToken = `, `PUBLISHABLE_KEY=`);
    # not `public apiKey = ` (TypeScript's access modifier), and no other secret's word between
    r"(?:(?<![A-Za-z])(?i:public|publishable)(?i:(?:[ \t]+(?:api|sdk|client))?[ \t]+(?:key|token)s?\b|"
    r"(?:[_-]?(?:api|sdk|client))?[_-]?(?:key|token)s?\b)|(?<=[a-z])Publi(?:c|shable)(?:Api|Sdk|Client)?(?:Key|Token)s?\b)"
    r"(?:(?!(?i:secret|private|key|token|pass|pwd|pw\b|pin\b))[^\n.;=:]){0,30}(?:[:=][ \t]*[\"'`]?)?$|"
    r"(?<![A-Za-z])(?i:client[_ -]?(?:side|sdk)[_ -]?key)[\"'`]?[ \t]*(?:[:=|]|=>)[ \t]*[\"'`]?$"
)


# what a note says right after a value: that it is an id, a commit or a hash, not the secret
_SAID_TO_BE_AN_ID = re.compile(
    r"[`'\"]?[ \t]*\((?:[^()\n]{0,30}?\b)?(?:id|commit|sha|hash|digest|checksum|fingerprint|version)\b[^()\n]{0,40}\)"
)


def _opens_its_line(text: str, pos: int) -> bool:
    """Is there only indentation between ``pos`` and the start of its line?"""
    while pos > 0 and text[pos - 1] in " \t":
        pos -= 1
    return pos == 0 or text[pos - 1] == "\n"


def not_a_secret_here(text: str, start: int, end: int) -> bool:
    """Context every rule obeys: a value given under a digest's key is a digest; a KMS blob, and a long
    value in a SealedSecret's ``encryptedData``, an ansible-vault or a SOPS file, are ciphertext."""
    near = _line_start_within(text, start, 80)  # what is said before a value sits on its line
    if _DIGEST_KEY.search(text, near, start):
        return True
    if _NAME_AND_DIGEST.fullmatch(text, start, end):
        return True  # `npm-linux-<sha256>`: a cache key or image tag, words and a digest
    if text.startswith(("AQICAH", '"AQICAH', "AQEDAH", '"AQEDAH'), start):
        return True  # an AWS KMS ciphertext blob (an SSM SecureString read without --with-decryption)
    if _SAID_TO_BE_AN_ID.match(text, end):
        return True  # `Token: <sha> (commit that rotated it)`, `<uuid> (token id, not the token)`
    named = _PUBLIC_NOUN_BEFORE.search(text, near, start)
    if (
        named is not None
        and named.group(0).startswith("public ")
        and "=" in named.group(0)
        and _opens_its_line(text, named.start())
    ):
        named = None  # `public token = '...'` opening a line: a class member's access modifier, not a public token
    public = named is not None or _PUBLIC_VALUE.match(text, start) is not None
    if public and not text.startswith("-----BEGIN", start):
        return True  # `public_71DV...`, `the Ecwid public token in chat: ...`: meant to be public
    run = _NON_SPACE_RUN.match(text, start)
    long_run = run is not None and run.end() - start >= 200  # the whole token, where a rule read a part of it
    return long_run and _ENCRYPTED.search(text, max(0, start - 4000), start) is not None


def not_filler_ok(m: re.Match[str]) -> bool:
    """A documented vendor shape, unless filled in by hand (``AAxxxx...``, ``000000``, ``EXAMPLE``)."""
    return not (_PLACEHOLDER_WORDS.search(m.group("s")) or re.search(r"(.)\1{5}", m.group("s")))


_TEST_VECTOR = re.compile(r"(?i)\btest[ _-]?vectors?\b|\bNIST\b|\bRFC[ -]?\d{3,4}\b")
# a line that shows a published key: a standard's test vector, a specification's or a wiki's example
_DOCUMENTED = re.compile(_TEST_VECTOR.pattern + r"|\bspec(?:ification)?\b")


def documented_example(m: re.Match[str]) -> bool:
    """The match's line (up to 200 characters each side) calls it a test vector, an example, a fixture or a
    specification's."""
    text = m.string
    lo = _line_start_within(text, m.start(), 200)  # at most 200 characters each side: linear on a long line
    hi = text.find("\n", m.end(), m.end() + 200)
    around = text[lo : m.start()] + " " + text[m.end() : min(len(text), m.end() + 200) if hi < 0 else hi]
    return _PUBLIC_PHRASE.search(around) is not None or _DOCUMENTED.search(around) is not None


def key_material_ok(m: re.Match[str]) -> bool:
    """Key material by its format: not filled in by hand (``nsec1xxxx...``, ``REDACTED``), not a documented example."""
    return not_filler_ok(m) and not documented_example(m)


def totp_seed_ok(m: re.Match[str]) -> bool:
    """A base32 seed as an authenticator app shows it: random, so with digits and not typed along the alphabet
    (and not Google Authenticator's documented sample)."""
    seed = m.group("s").rstrip("=")
    return (
        seed.upper() != "JBSWY3DPEHPK3PXP"
        and any(c.isdigit() for c in seed)
        and not _PLACEHOLDER_WORDS.search(seed)
        and entropy(seed) >= 3.0
        and _sequential_share(seed) < 0.3
    )


_COOKIE_LINE = re.compile(
    r"(?i:cookie)[\"']?:[ \t]*[\"']?|"
    # a HAR or Postman header object: `{"name": "cookie", "value": "..."}`, `{"key": "Cookie", "value": "..."}`
    r"(?i:cookie)[\"'][ \t]*,[ \t]*[\"'](?i:value)[\"'][ \t]*:[ \t]*[\"']|"
    r"(?<![^\s`])(?:-b|--cookie)(?=[ \t=\"'])[ \t=]*[\"']?"
)
_COOKIE_PAIR = re.compile(r"[ \t]*([^=;,\s\"']{1,200})=(\"[^\"\n]*\"|[^;\s\"']*)[ \t]*(;|,(?=[ \t]*[^=;,\s]+=)|)")
# The names session cookies go by: the last part of the name (`laravel_session`, `next-auth.session-token`,
# `connect.sid`, `PHPSESSID`), or a framework's own pattern (Drupal `SSESS<hash>`, WordPress, Laravel's
# remember-me, Shibboleth).
_SESSION_NAME = re.compile(
    r"(?i)(?:^|[_.-])(?:session|sess|sessionid|session[_-]?id|sessid|sid|phpsessid|jsessionid|session[_-]?token|"
    r"auth[_-]?token|access[_-]?token|id[_-]?token|jwt)$|"
    r"^(?:ssess?[0-9a-f]{32}|wordpress_logged_in_\w+|remember_web_\w+|_shibsession_\w+|user_session|\.aspnetcore\.cookies)$"
)


# analytics and fraud-detection cookies keep a visitor's id, not a login
_TRACKING_COOKIE = re.compile(
    r"(?i)(?:__stripe|_ga|_gid|_gd|_hj|ai_(?!session_token)|ab_?test|experiment|_uet|_fbp|_pin|amplitude|amp_|mp_|ajs_|__utm|_clck|_clsk|pendo|"
    r"visitor|tracking|analytics|__attentive|wisepops|_pk_|_sp_|intercom-session)"
)
_STRUCTURED_VALUE = re.compile(r"\||%2C|%3B|%20|%7B|%22", re.IGNORECASE)  # a list or a record, URL-encoded: not a token


def cookie_secrets(text: str) -> list[tuple[int, int]]:
    """Spans of session cookie values in ``Cookie:``/``Set-Cookie:`` headers and ``curl -b``/``--cookie``:
    whoever holds one is logged in. Only cookies named as sessions are read (not analytics ids, CSRF
    tokens or callback URLs), and only generated values count."""
    if "ookie" not in text and "OOKIE" not in text and "-b" not in text:
        return []
    spans: list[tuple[int, int]] = []
    pos = 0
    while (line_match := _COOKIE_LINE.search(text, pos)) is not None:
        pos = line_match.end()
        end_of_line = text.find("\n", pos)
        end_of_line = len(text) if end_of_line < 0 else end_of_line
        for _ in range(100):  # a header holds a few dozen cookies at most
            pair = _COOKIE_PAIR.match(text, pos, end_of_line)
            if pair is None or pair.end() == pos:
                break
            name, value = pair.group(1), pair.group(2).strip('"')
            if (
                _SESSION_NAME.search(name)
                and not _TRACKING_COOKIE.match(name)
                and plausible_secret(value, min_len=16, strong=True)
                and not _STRUCTURED_VALUE.search(value)
            ):
                at = pair.start(2) + (1 if pair.group(2).startswith('"') else 0)
                spans.append((at, at + len(value)))
            pos = pair.end()  # the next header is looked for after this one: each character is read once
            if not pair.group(3):
                break
    return spans


def user_list_ok(m: re.Match[str]) -> bool:
    """A ``user:password`` line under ``chpasswd:`` (cloud-init) or in Postfix's ``sasl_passwd`` map."""
    before = m.string[max(0, m.start() - 400) : m.start()]
    return ("chpasswd" in before or "sasl_passwd" in before) and plausible_secret(m.group("s"), min_len=6)


def bootstrap_token_ok(m: re.Match[str]) -> bool:
    """``o506ku.jlir9dvjva9ub693``: generated, so its secret part interleaves letters and digits (not
    ``module.someotherthing16``), and it is not typed along the alphabet like kubeadm's documentation
    sample ``abcdef.0123456789abcdef``."""
    secret = m.group("s")[7:]
    switches = sum(1 for a, b in itertools.pairwise(secret) if a.isdigit() != b.isdigit())
    return switches >= 2 and _sequential_share(secret) < 0.3


def mixed_ok(m: re.Match[str]) -> bool:
    value = m.group("s")
    return any(c.islower() or c.isdigit() for c in value[3:])


_NOT_TOKEN_PREFIX = re.compile(
    r"(?i)^(?:pk|pub|sha\d*|md5|blake\d*\w*|sri|base64|data|git|g|commit|rev|v\d*|build|id|uuid|guid|hash|digest|sum|"
    r"checksum|etag|nonce|integrity|test|tests|spec|img|image|file|fig|ref|refs|node|msg|req|run|job|trace|span|"
    # what a value is when it is public or locked: a signature, a public key, a certificate, a ciphertext
    r"sig|signature|pubkey|ed25519|ecdsa|rsa|cert|certificate|keyid|enc|encrypted|cipher|ciphertext|"
    # object ids of vendor APIs (Stripe, Vercel, OpenAI, ...): they name a thing, they do not open it
    r"evt|cus|ch|pi|pm|py|seti|sub|si|in|il|ii|price|prod|acct|txn|po|tr|src|card|ba|cs|dpl|prj|team|org|client|"
    r"asst|thread|chatcmpl|call|batch|ftjob|vs|resp|conv|usr|user|grp|cmpl|"
    r"mrk)$"  # and an AWS multi-region KMS key's id
)


_UUID = re.compile(r"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$")
# The value of an id, name, ARN or version key or flag: ``"DBInstanceIdentifier": "db-...``, ``--scope-id ...``.
_ID_CONTEXT = re.compile(
    r"(?:[\"']?[A-Za-z]{0,40}(?:[Ii]d|ID|[Ii]dentifier|Arn|ARN|[Nn]ame|[Vv]ersion)[\"']?\s*[:=]\s*[\"']?\s*(?:[\w.-]{1,20}::?){0,4}|"
    # the public members of a JSON Web Key: the RSA modulus and exponent, EC coordinates, certificates
    r"\"(?:n|e|x|y|x5c|x5t|x5t#S256)\"\s*:\s*\[?\s*\"|"
    r"--(?:[a-z0-9-]*-)?(?:id|ids|identifier|arn|name)\s+[\"']?)$"
)


def webhook_path_ok(m: re.Match[str]) -> bool:
    """The segment of a webhook URL that authorises a post: a UUID or a generated run, not a name or a number."""
    segment = m.group("s")
    if _GIT_PATH.search(m.group(0)) or _FAKE_UUID.match(segment) or _CODE_HOST.match(m.group(0)):
        return False  # `github.com/acme/hooks/commit/<sha>`: a repository named hooks, and a commit; a zero UUID
    return bool(_UUID.fullmatch(segment)) or _random_body(segment, min_len=20, hex_min=24, floor=3.6, lower_ok=True)


_CODE_HOST = re.compile(r"(?i)https?://(?:www\.)?(?:github\.com|gitlab\.com|bitbucket\.org)/")
_GIT_PATH = re.compile(r"/(?:commits?|tree|blob|raw|pull|compare|releases|tags?|settings|-)/")


def prefixed_ok(m: re.Match[str]) -> bool:
    """``tvly-...``, ``sgp_...``, ``NRAK-...``: a short prefix, then a long random body.

    Not a UUID (``e21cda79-30a0-...`` only looks prefixed), not the value of an id or name key (cloud
    resource ids: ``db-XEKJ...``, ``tgw-rtb-...``), not a placeholder."""
    value = m.group("s")
    if _NOT_TOKEN_PREFIX.match(m.group("prefix")) or _UUID.match(value) or _PLACEHOLDER_WORDS.search(value):
        return False
    start = m.start("s")
    window = _line_start_within(m.string, start, 80)  # the key or flag before the value
    if _ID_CONTEXT.search(m.string, window, start) or _PAGING_PARAMETER.search(m.string, window, start):
        return False  # `?page_token=...`, `&cursor=...`: where a listing goes on, not a credential
    body = m.group("body")
    if body.count("/") > len(body) // 24 or _IN_AN_ARN.search(m.string, window, start):
        return False  # a path (`task-set/MyCluster/ecs-svc/...`: base64 has one `/` in 64 characters), an ARN
    if "/" in body and any(_PATH_PART.fullmatch(part) for part in re.split(r"[/_-]", body)):
        return False  # `web-app/9fceb02d...`, `my-bucket/063ad7de...`: a name, a slash, a hash
    letters = re.sub(r"[^A-Za-z0-9]", "", body)
    joined_by_underscore = m.string[m.start("body") - 1] == "_"
    if letters.islower() and not _HEX.fullmatch(letters) and (len(letters) < 28 or not joined_by_underscore):
        return False  # lower-case ids: TypeID (`order_01h455vb...`), cuid2 (`post_tz4a...`), slugs (`asset-cze2...`)
    if re.search(r"[+/]", body) and not joined_by_underscore:
        return False  # a base64 body follows a vendor's `_` (`ptr_...`), not a name's `-` (`age-0CvC...=`)
    return _random_body(re.sub(r"[+/]", "", body), min_len=20, hex_min=24, floor=3.8, lower_ok=True)


_PATH_PART = re.compile(r"[a-z]{3,}|[A-Z][a-z]{2,}")
_IN_AN_ARN = re.compile(r"\barn:[\w-]+:[^\s\"'`]*$")


# A part cased as a person writes words (`user`, `User`, `USER`, `runUnitTests`); `XUab` is random.
_WORD_PART = re.compile(r"[a-z]{4,}|[A-Z][a-z]{3,}|[A-Z]{4,}|(?:[a-z]{3,}|[A-Z][a-z]{2,})(?:[A-Z][a-z]{2,})+")


def _random_body(body: str, *, min_len: int, hex_min: int, floor: float, lower_ok: bool) -> bool:
    """Is ``body`` generated? Split at ``_``/``-``: no part a word, and joined long, with digits, and hex,
    mixed case or a long single-case run (base32/base36: ``NRAK-...``), with near-maximal entropy."""
    segments = [seg for seg in re.split(r"[_-]", body) if seg]
    alnum = "".join(segments)
    wordy = sum(len(seg) for seg in segments if _WORD_PART.fullmatch(seg))
    if wordy and (len(alnum) < 40 or 4 * wordy >= len(alnum) or 12 * len(segments) > len(alnum)):
        # words: an identifier such as test_user_login_flow_v2 or Generic_Hd_Mp4_Avc_16x9 (`Fg-XUab-...` is not
        # one); a long random body (`sk-proj-` and 150 characters, parts of 30 on average) splits into some parts
        # that look like words (`-Rfyv`) by chance
        return False
    if len(alnum) < min_len or not any(c.isdigit() for c in alnum):
        return False
    is_hex = all(c in "0123456789abcdef" for c in alnum) or all(c in "0123456789ABCDEF" for c in alnum)
    mixed = any(c.islower() for c in alnum) and any(c.isupper() for c in alnum)
    single_case = len(alnum) >= 24 and (alnum.isupper() or (lower_ok and alnum.islower()))
    if not (mixed or single_case or (is_hex and len(alnum) >= hex_min)):
        return False
    return entropy(alnum) >= (3.3 if is_hex else floor) and not _alphabet_sample(alnum)


_LEADING_PREFIX = re.compile(r"^(?:[A-Za-z]{1,10}[_-]){1,2}(?=[A-Za-z0-9])")


def _wordy_name(value: str) -> bool:
    """A name made of three or more words (`TokenProviderServiceImpl2`, `MinLength12AndDigits`), not a value."""
    if not value.isalnum() or value.islower() or value.isupper():
        return False  # a passphrase (`saffron-falcon-winter-82`) has separators; a name has cases
    if len(re.findall(r"\d+", value)) >= 3 and max(map(len, _CASE_WORD.findall(value))) <= 5:
        return False  # syllables and digits in turn (`Fook1lag7HykTox6`): a pronounceable generated password
    if _DIGIT_IN_A_WORD.search(value):
        return False  # `paetAit0uzo`: generated
    words = [w for w in _CASE_WORD.findall(value) if len(w) >= 3 and _VOWEL.search(w)]
    enough = len(words) >= 3 or (len(words) == 2 and min(map(len, words)) >= 6)  # `AuthenticationMiddlewareV2`
    return enough and sum(map(len, words)) >= 0.7 * len(value)


def random_run_ok(m: re.Match[str]) -> bool:
    """An unquoted value in prose (``the staging API key is 3kF9...``): only a generated run counts, a
    vendor prefix and then one random body, not a path, a version, a name or a word list."""
    value = m.group("s")
    lead = m.group(0)[: m.start("s") - m.start()].rstrip(" \t`'\"").lower()
    bare_noun = re.search(r"(?:^|[^\w -])?(?:\bthe|\ba)?[ \t]*\b(?:secret|token|key)$", lead) and not re.search(
        r"(?:api|access|auth|bearer|refresh|session)[ _-]?(?:token|key)$", lead
    )
    if bare_noun and (_UUID.match(value) or (len(value) in (40, 64) and _HEX.fullmatch(value))):
        return False  # `Rotated secret <uuid> (version id)`, `the token <commit sha> in the cache key`: ids
    if _names_a_key_id(m) or _TEST_VECTOR.search(m.string, _line_start_within(m.string, m.start(), 200), m.end() + 80):
        return False  # (a standard's test vector: `NIST SP 800-38A test vector: AES-128 key is 2b7e...`)
    if _wordy_name(value):
        return False  # `use the API token TokenProviderServiceImpl2`: a name
    if not plausible_secret(value, min_len=16, strong=True) or not token_shaped(value):
        return False
    body = _LEADING_PREFIX.sub("", value).rstrip("=")
    if re.search(r"[.~+/]", body) and not re.fullmatch(r"[A-Za-z0-9+/]+", body):
        return False  # dotted or mixed-separator values: hosts, versions, file names
    if "_" in body:
        parts = body.split("_")
        if all(re.fullmatch(r"[0-9a-f]+", p) for p in parts) or any(_DATE_PART.fullmatch(p) for p in parts):
            return False  # `job_a7f3c9e1_b2d4e5f6`, `mig_20241123_a7f3c9e1b2d4`: a name joined from hex ids and dates
    return any(c.isalpha() for c in body) and _random_run_body(body)


_DATE_PART = re.compile(r"(?:19|20)\d{2}(?:[01]\d[0-3]\d)?")


def _random_run_body(body: str) -> bool:
    """A value's body after its prefix, judged as a generated run (shorter and looser than behind a known prefix)."""
    return _random_body(body, min_len=16, hex_min=16, floor=3.6, lower_ok=True)


def make_rule(
    rule_id: str,
    message: str,
    pattern: str,
    check: Callable[[re.Match[str]], bool] | None = None,
    *,
    keywords: tuple[str, ...] = (),
    cased: bool = False,
) -> Rule:
    return Rule(rule_id, message, pattern, check, keywords, cased)


_SECRET_COLUMN = re.compile(
    r"(?i)\b(?:password|passwd|passphrase|pw|pwd|secret|token|api[ _-]?key|key|" + PASSWORD_WORDS_I18N + r")s?(?!\w)"
)
_PASSWORD_COLUMN = re.compile(  # within _SECRET_COLUMN
    r"(?i)\b(?:password|passwd|passphrase|pw|pwd|secret|" + PASSWORD_WORDS_I18N + r")s?(?!\w)"
)


# a column or row name that may name a credential, in any case (`SecretKey`, `apiToken`): the cheap gate
_SECRET_HINT = re.compile(r"(?i)pass|pwd|secret|token|key|" + PASSWORD_WORDS_I18N)


# a column named for what is not a secret: ids, commits, hashes, traces, fingerprints, times
_ID_COLUMN = re.compile(
    r"(?i)\b(?:ids?|commit|sha|ref|hash|digest|checksum|fingerprint|trace|span|request|job|run|version|rotated|"
    r"revision|ticket|date|time|when|created|updated|expires?)\b"
)


def table_secrets(text: str) -> list[tuple[int, int]]:
    """Spans of the cells under a Markdown table column named for a secret (``| service | user | password |``):
    a password or secret column's cells with a password's or a token's shape, a token or key column's
    only when random."""
    if "|" not in text or _SECRET_HINT.search(text) is None:
        return []
    spans: list[tuple[int, int]] = []
    columns: dict[int, bool] = {}  # column index -> is a password column, for the current table
    headers: list[str] = []
    pos = 0
    for line in text.split("\n"):
        start, pos = pos, pos + len(line) + 1
        stripped = line.strip()
        if not stripped.startswith("|"):
            columns = {}
            continue
        cells = _cells(line, start)
        if not columns:
            columns = {
                i: bool(_PASSWORD_COLUMN.search(c)) for i, (c, _) in enumerate(cells) if _SECRET_COLUMN.search(c)
            }
            columns = columns or {-1: False}  # no secret column: only rows named for a secret are read
            headers = [c for c, _ in cells]
            continue
        # `| admin password | ... |`, `| Tencent Cloud | SecretKey | ... |`: one of the first cells names the values
        # right of it
        label, row = next(
            ((i, kind) for i, (c, _) in enumerate(cells[:4]) if (kind := _row_kind(c))), (len(cells), None)
        )
        for i, (cell, at) in enumerate(cells):
            if (i not in columns and i <= label) or re.fullmatch(r":?-{3,}:?", cell):
                continue
            if i not in columns and i < len(headers) and _ID_COLUMN.search(headers[i]):
                continue  # `| Date | Change | Commit |` with `Rotate API key` in the middle: the column says a commit
            value = cell.strip("`'\"")
            password = columns.get(i) or row == "password"
            if (
                (password and _password_field(value))
                or _table_token(value)
                or (row in ("password", "token") and _hex_secret(value))
            ):
                offset = cell.find(value)
                spans.append((at + offset, at + offset + len(value)))
    return spans


def _hex_secret(value: str) -> bool:
    """``openssl rand -hex 16`` under a row named for a password (a digest's row is named for the digest)."""
    return 16 <= len(value) <= 128 and bool(_HEX.fullmatch(value)) and not value.isdigit() and not value.isalpha()


def _row_kind(label: str) -> str | None:
    """How a row's first cell names the row's value, read as a key (``Admin password`` -> admin_password);
    a sentence in the first cell names nothing."""
    words = re.findall(r"\w+", label)
    if not words or len(words) > 5 or len(label) > 60:
        return None
    if _ROW_PASSWORD_NOUN.match(label.strip("*_` ")):
        return "password"  # `Contraseña de root`, `Пароль администратора`, `密码`
    kind = _key_kind("_".join(words))
    return None if kind == "prefixed" else kind


_ROW_PASSWORD_NOUN = re.compile(
    r"(?i)(?:passwort|kennwort|mot de passe|mdp|contrase(?:ñ|n)a|senha|wachtwoord|has(?:ł|l)o|пароль|şifre|sifre|parola|"
    r"密码|密碼|口令|パスワード|비밀번호)(?![\w-])"
)


# a password column (`password`, `login_password`); token and key columns of CSV files hold ids as often
_CSV_SECRET_COLUMN = re.compile(
    r"(?i)^\"?(?:[\w .-]*[ _.-])?(?:password|passwd|passphrase|pwd|" + PASSWORD_WORDS_I18N + r")s?\"?$"
)


# A header line: three or more short names separated by commas (the multiline `^` keeps the search cheap).
def _csv_header(sep: str) -> re.Pattern[str]:
    pad = " " if sep == "\t" else " \t"  # a tab separates TSV fields, it does not pad them
    field = r'"?[^\W\d_][\w .-]{0,40}+"?'
    return re.compile(rf"(?m)^[{pad}]*+(?:{field}[{pad}]*+{sep}[{pad}]*+){{2,}}+{field}[{pad}]*+\r?$")


# per separator: commas, semicolons (spreadsheets in locales with a decimal comma), tabs
_CSV_HEADERS = {sep: _csv_header(sep) for sep in (",", ";", "\t")}


def csv_secrets(text: str) -> list[tuple[int, int]]:
    """Spans of the fields under a CSV column named for a secret: a password manager's export
    (``name,url,username,password,note``), a user list. Rows are read while they have the header's
    number of fields, and a field counts when it has a password's shape."""
    spans: list[tuple[int, int]] = []
    for sep, header_line in _CSV_HEADERS.items():
        if sep in text:
            spans.extend(_csv_secrets(text, sep, header_line))
    return spans


def _csv_secrets(text: str, sep: str, header_line: re.Pattern[str]) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    pos = 0
    while (header := header_line.search(text, pos)) is not None:
        pos = header.end() + 1
        names = _csv_fields(header.group(0).rstrip("\r"), header.start(), sep)
        columns = [i for i, (f, _) in enumerate(names) if _CSV_SECRET_COLUMN.match(f)]
        if not columns:
            continue
        while pos < len(text):
            end = text.find("\n", pos)
            end = len(text) if end < 0 else end
            fields = _csv_fields(text[pos:end].rstrip("\r"), pos, sep)
            if len(fields) != len(names):
                break
            for i in columns:
                value, at = fields[i]
                if _password_field(value):
                    spans.append((at, at + len(value)))
            pos = end + 1
    return spans


def _csv_fields(line: str, start: int, sep: str = ",") -> list[tuple[str, int]]:
    """The fields of a CSV line, each without its quotes and with its offset in the text (double quotes
    may hold the separator); [] when a quote is left open."""
    out: list[tuple[str, int]] = []
    i, n = 0, len(line)
    pad = " " if sep == "\t" else " \t"
    while True:
        while i < n and line[i] in pad:
            i += 1
        if i < n and line[i] == '"':
            close = i + 1
            while (close := line.find('"', close)) >= 0 and line.startswith('""', close):
                close += 2
            if close < 0:
                return []
            out.append((line[i + 1 : close], start + i + 1))
            end = line.find(sep, close)
        else:
            end = line.find(sep, i)
            out.append((line[i : n if end < 0 else end].rstrip(), start + i))
        if end < 0:
            return out
        i = end + 1


def _cells(line: str, start: int) -> list[tuple[str, int]]:
    """The stripped cells of a table row, each with its offset in the text."""
    out: list[tuple[str, int]] = []
    for m in re.finditer(r"(?<=\|)(?:[^|\\]|\\.)*(?=\|)", line):
        cell = m.group(0)
        lead = len(cell) - len(cell.lstrip())
        out.append((cell.strip(), start + m.start() + lead))
    return out


def _password_field(value: str) -> bool:
    """A table cell, CSV field or printed line that holds a password: one word with a password's shape."""
    return len(value) >= 8 and not any(c.isspace() for c in value) and spoken_password(value)


def _table_token(value: str) -> bool:
    value = value.removeprefix("base64:")  # Laravel's `APP_KEY`
    return (
        re.fullmatch(r"[A-Za-z0-9_\-+/=.~]{16,}", value) is not None
        and plausible_secret(value, min_len=16, strong=True)
        and _random_run_body(_LEADING_PREFIX.sub("", value).rstrip("="))
    )
