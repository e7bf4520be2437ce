"""memstone's own secret rules: the generic, context-aware shapes a vendor rule set misses.

Each rule is a regex whose group ``s`` is the secret span, plus an optional check on the captured
value (a placeholder, a variable reference or prose is not a secret). Pure Python, no engine: this
module is what ``redact_secrets`` runs on every chunk, and the vendor engine (``scan.py``) adds the
long tail of service-specific token formats on top.
"""

from __future__ import annotations

import base64
import binascii
import json
import math
import re
from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Rule:
    id: str
    message: str
    pattern: re.Pattern[str]
    check: Callable[[re.Match[str]], bool] | None = None
    keywords: tuple[str, ...] = ()  # the rule runs only on text holding one of them
    cased: bool = False  # keywords are matched case-sensitively (else against the lower-cased text)


_PLACEHOLDER_WORDS = re.compile(
    r"(?i)(?:example|sample|placeholder|changeme|change[_-]me|your[_-]?(?:own|real|actual)?[_-]?"
    r"(?:key|token|secret|pass|api|password|access|client|app)|redacted|dummy|fake|insert|goes[_ ]here|"
    r"_here\b|\bhere\b|todo|fixme|not[_-]?(?:a[_-]?)?(?:real|secret|set)|xxxx|\.\.\.|…|\*\*\*|###|"
    r"^(?:none|null|nil|true|false|undefined|empty|string|str|required|optional|secret|password|passwd|"
    r"pass|token|key|value|test|testing|admin|default|hidden|masked|omitted|unset|n/?a)$)"
)
# A reference to a value held elsewhere: variables, templates, environment look-ups, calls.
_REFERENCE = re.compile(
    r"(?:^[$%@&\\]|^\{|\$\{[\w.:-]*\}|\{\{[^{}]*\}\}|#\{[^{}]*\}|<%|%\(\w+\)[sdr]|%[sdr]\b|^<.*>$|&lt;|environ\[|getenv|process\.env|"
    r"\bENV\[|secrets\.|^vault:|^!|^\[|^/|^\.{1,2}/|^[a-z][a-z0-9+.-]*://|^file:|^arn:|\+\s*$)",
    re.IGNORECASE,
)
_CALL = re.compile(r"[()]|\benv\b", re.IGNORECASE)
_ALL_SAME = re.compile(r"^(.)\1*$")
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


def plausible_secret(raw: str, *, min_len: int = 6, strong: bool = False) -> bool:
    """Could ``raw`` (a value assigned to a credential-like key) be a real secret?

    Rejects placeholders, references to variables or the environment, code identifiers, prose and
    values too short or too uniform. ``strong`` asks for a token-like value (length and character
    mix), for keys such as ``token`` or ``*_KEY`` whose values are often not secret at all.
    """
    value, quoted = _unquote(raw.strip())
    value = value.strip()
    if len(value) < min_len or len(value) > 400:
        return False
    if any(ch.isspace() for ch in value):
        return False
    if _PLACEHOLDER_WORDS.search(value) or _REFERENCE.search(value) or _ALL_SAME.match(value):
        return False
    if not quoted and _CALL.search(value):
        return False
    if not any(ch.isalnum() for ch in value):
        return False
    if _FAKE_UUID.search(value):
        return False
    if value.isdigit() and len(value) < 12:
        return False
    if not quoted and _IDENTIFIER.match(value) and not any(ch.isdigit() for ch in value):
        return False  # `password = user_password`: a variable, not a value
    if _WORDISH.match(value.lstrip("#.")):
        return False  # `token: not-long-enough`, `password: open sesame`
    if strong:
        classes = sum(bool(re.search(p, value)) for p in ("[a-z]", "[A-Z]", "[0-9]", r"[^A-Za-z0-9\s]"))
        if len(value) < 12 or classes < 2 or entropy(value) < 3.0:
            return False
    return True


_PASSWORD_KEY = re.compile(r"(?i)(?:password|passwd|passphrase|pwd|pass|passw|_pw|secret|secret[_-]?key)$")
_TOKEN_KEY = re.compile(
    r"(?i)(?:api[_-]?key|apikey|api[_-]?token|access[_-]?key|access[_-]?token|auth[_-]?token|authtoken|"
    r"refresh[_-]?token|bearer[_-]?token|session[_-]?token|private[_-]?key|client[_-]?secret|app[_-]?secret|"
    r"secret[_-]?access[_-]?key|license[_-]?key|signing[_-]?key|encryption[_-]?key|master[_-]?key|"
    r"credentials?|token|pat|webhook[_-]?secret|auth)$"
)
_ENV_KEY = re.compile(r"^[A-Z][A-Z0-9_]*_(?:KEY|ID_SECRET|SECRET_ID)$")
# Any other ``...Key`` / ``..._key``: a secret only when its value is long and random.
_ANY_KEY = re.compile(r"(?:[a-z0-9][_.-]?[Kk]ey|[A-Z0-9][_.-]?KEY|^[Kk]ey|^KEY)$")
_PUBLIC_KEY = re.compile(
    r"(?i)(?:public|publishable|pub|primary|foreign|sort|partition|cache|idempotency|row|hash|lookup|map|dict|"
    r"object|route|s3|bucket|group|i18n|translation|locale|hot|short|cut|monkey|turkey|whiskey|hockey|donkey)[_.-]?key$"
)
_NOT_SECRET_KEY = re.compile(
    r"(?i)(?:^|[_.-])(?:file|path|dir|url|uri|name|id|type|length|len|size|min|max|policy|hash|salt|field|"
    r"header|prefix|env|var|ttl|timeout|expiry|expires|count|hint|label|format|mode|enabled|required)$|"
    r"^(?:no|num|n|is|has|use|show|reset|forgot|confirm|new|old|check|validate)[_-]"
)


def _key_kind(key: str) -> str | None:
    """'password', 'token' or None: how a key names its value."""
    key = key.strip("\"'$@:` ").split(".")[-1].split("->")[-1]
    if not key or _NOT_SECRET_KEY.search(key):
        return None
    if _PASSWORD_KEY.search(key):
        return "password"
    if _TOKEN_KEY.search(key) or _ENV_KEY.match(key):
        return "token"
    if _ANY_KEY.search(key) and not _PUBLIC_KEY.search(key):
        return "key"
    return None


def _assignment_ok(m: re.Match[str]) -> bool:
    kind = _key_kind(m.group("key"))
    if kind is None:
        return False
    op = m.group("op")
    value = m.group("s")
    quoted = value[:1] in "\"'`"
    if op in ("==", "!=") and not quoted:
        return False
    if kind == "password":
        return plausible_secret(value, min_len=6)
    return plausible_secret(value, min_len=12 if kind == "token" else 20, strong=True)


def _xml_element_ok(m: re.Match[str]) -> bool:
    """``<password>...</password>``: the element's text is a literal, as if quoted."""
    kind = _key_kind(m.group("key").split(":")[-1])
    if kind is None:
        return False
    value = '"' + m.group("s").strip() + '"'
    if kind == "password":
        return plausible_secret(value, min_len=6)
    return plausible_secret(value, min_len=12 if kind == "token" else 20, strong=True)


def _value_ok(m: re.Match[str]) -> bool:
    return plausible_secret(m.group("s"), min_len=4)


def _quoted_or_bare_ok(m: re.Match[str]) -> bool:
    return plausible_secret(m.group("s"), min_len=4) and not m.group("s").startswith("$")


def _quoted_ok(m: re.Match[str]) -> bool:
    return plausible_secret('"' + m.group("s") + '"', min_len=4)


def _strong_ok(m: re.Match[str]) -> bool:
    return plausible_secret(m.group("s"), min_len=12, strong=True)


_LITERAL_PLACEHOLDER = re.compile(r"(?i)^[\[<{*x.#…]|x{4,}|\*{3,}|\.\.\.|…|your[_-]|_here$")


def _url_password_ok(m: re.Match[str]) -> bool:
    """Lenient: in a URL or connection string even ``secret`` is taken for a real password."""
    value = m.group("s")
    return not (_REFERENCE.search(value) or _ALL_SAME.match(value) or _LITERAL_PLACEHOLDER.search(value))


def _connection_ok(m: re.Match[str]) -> bool:
    """A connection string: ``;``-separated ``key=value`` pairs on the line."""
    text = m.string
    line = text[text.rfind("\n", 0, m.start()) + 1 : (text.find("\n", m.end()) + 1 or len(text) + 1) - 1]
    return ";" in line and not _CALL.search(m.group("s")) and _url_password_ok(m)


def _jwt_ok(m: re.Match[str]) -> bool:
    head = m.group("s").split(".")[0]
    try:
        decoded = base64.urlsafe_b64decode(head + "=" * (-len(head) % 4))
        return isinstance(json.loads(decoded), dict)
    except (binascii.Error, ValueError):
        return False


def _aws_key_ok(m: re.Match[str]) -> bool:
    return "EXAMPLE" not in m.group("s")


def _mixed_ok(m: re.Match[str]) -> bool:
    value = m.group("s")
    return any(c.islower() or c.isdigit() for c in value[3:])


_NOT_TOKEN_PREFIX = re.compile(
    r"(?i)^(?:pk|pub|sha\d*|md5|blake\d*\w*|sri|base64|data|git|g|commit|rev|v\d*|build|id|uuid|guid|hash|digest|sum|"
    r"checksum|etag|nonce|integrity|test|tests|spec|img|image|file|fig|ref|refs|node|msg|req|run|job|trace|span)$"
)


def _prefixed_ok(m: re.Match[str]) -> bool:
    """``tvly-...``, ``sgp_...``, ``NRAK-...``: a short prefix, then a long random body."""
    if _NOT_TOKEN_PREFIX.match(m.group("prefix")):
        return False
    body = m.group("body")
    segments = [seg for seg in re.split(r"[_-]", body) if seg]
    if any(seg.isalpha() and len(seg) >= 4 for seg in segments):
        return False  # words: an identifier such as test_user_login_flow_v2
    alnum = "".join(segments)
    if len(alnum) < 20 or not any(c.isdigit() for c in alnum):
        return False
    is_hex = all(c in "0123456789abcdef" for c in alnum) or all(c in "0123456789ABCDEF" for c in alnum)
    mixed = any(c.islower() for c in alnum) and any(c.isupper() for c in alnum)
    upper36 = alnum.isupper() and len(alnum) >= 24  # base32/base36 bodies: NRAK-..., AGE-SECRET-KEY-1...
    if not (mixed or upper36 or (is_hex and len(alnum) >= 24)):
        return False
    return entropy(alnum) >= (3.3 if is_hex else 3.8)


def _r(
    rule_id: str,
    message: str,
    pattern: str,
    check: Callable[[re.Match[str]], bool] | None = None,
    *,
    keywords: tuple[str, ...] = (),
    cased: bool = False,
) -> Rule:
    return Rule(rule_id, message, re.compile(pattern), check, keywords, cased)


_Q = r"(?:\"[^\"\n]*\"|'[^'\n]*'|`[^`\n]*`|[^\s,;&'\"`)}\]>]+)"  # a quoted or bare value
_KEYWORD = r"(?i:pass|pwd|_pw|secret|token|key|auth|cred|pat)"

RULES: tuple[Rule, ...] = (
    _r(
        "SECRET-PRIVATE-KEY",
        "private key block",
        r"(?P<s>-----BEGIN[ A-Z0-9]{0,30}PRIVATE KEY(?: BLOCK)?-----(?:\\[rn]|[\s\"'])*"
        r"(?:[A-Za-z-]+:[^\n]*(?:\n|\\n)\s*)*[A-Za-z0-9+/=]{40,}(?:[\s\S]{0,8000}?-----END[ A-Z0-9]{0,30}"
        r"PRIVATE KEY(?: BLOCK)?-----|[A-Za-z0-9+/=\s\\n\"]{0,4000}))",
        keywords=("private key",),
    ),
    _r(
        "SECRET-PRIVATE-KEY",
        "base64-encoded private key block",
        r"(?P<s>LS0tLS1CRUdJTi[A-Za-z0-9+/]{0,12}(?:UFJJVkFURSBLRV|BSSVZBVEUgS0VZ|QUklWQVRFIEtFW)[A-Za-z0-9+/=]{20,})",
        keywords=("ls0tls1crudjti",),
    ),
    _r(
        "SECRET-PRIVATE-KEY",
        "PuTTY private key",
        r"(?P<s>PuTTY-User-Key-File-\d: [\s\S]{0,4000}?Private-MAC: \S+)",
        keywords=("putty-user-key-file",),
    ),
    _r(
        "SECRET-AWS-ACCESS-KEY",
        "AWS access key id",
        r"(?<![A-Za-z0-9])(?P<s>(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16})(?![A-Za-z0-9])",
        _aws_key_ok,
        keywords=("AKIA", "ASIA", "ABIA", "ACCA", "A3T"),
        cased=True,
    ),
    _r(
        "SECRET-AWS-SECRET-KEY",
        "AWS secret access key",
        r"(?i)(?:aws|secret)[\w .-]{0,25}?(?:key|secret)[\"']?\s*(?:[:=]|=>|:=)\s*[\"']?"
        r"(?P<s>[A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])",
        _strong_ok,
        keywords=("aws", "secret"),
    ),
    _r(
        "SECRET-JWT",
        "JSON Web Token",
        r"(?<![A-Za-z0-9_-])(?P<s>eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}(?:\.[A-Za-z0-9_-]{10,})?)",
        _jwt_ok,
        keywords=("eyj",),
    ),
    _r(
        "SECRET-URL-CREDENTIALS",
        "credentials in a URL",
        r"\b[a-zA-Z][a-zA-Z0-9+.-]{1,30}://[^\s:/@\"'<>`]{1,128}:(?P<s>[^\s:/@\"'<>`]{3,256})@[\[A-Za-z0-9]",
        _url_password_ok,
        keywords=("://",),
    ),
    _r(
        "SECRET-CONNECTION-STRING",
        "password or key in a connection string",
        r"(?i)(?:^|[;\s\"'{(`])(?:password|pwd|accountkey|sharedaccesskey|sharedsecret)\s*=\s*"
        r"(?P<s>[^;\s\"'<>`]{3,256})",
        _connection_ok,
        keywords=("password", "pwd", "accountkey", "sharedaccesskey", "sharedsecret"),
    ),
    _r(
        "SECRET-CURL-USER",
        "credentials in a curl -u argument",
        r"\bcurl\b(?:[^\n]|\\\n){0,400}?\s(?:-u\s*|--user[\s=]+)[\"']?[^\s:\"']*:(?P<s>[^\s\"']{3,})",
        _url_password_ok,
        keywords=("curl",),
    ),
    _r(
        "SECRET-AUTH-HEADER",
        "credentials in an Authorization header",
        r"(?i)\b(?:proxy-)?authorization[\"']?\s*[:=]\s*[\"']?(?:(?:basic|bearer|token|digest|apikey|key|sso-key)\s+)?"
        r"(?P<s>[A-Za-z0-9._~+/=:-]{8,})",
        _value_ok,
        keywords=("authorization",),
    ),
    _r(
        "SECRET-API-HEADER",
        "secret in an API key header",
        r"(?i)\bx-[a-z0-9-]*(?:token|key|secret|auth|api)[a-z0-9-]*[\"']?\s*:\s*[\"']?(?P<s>[A-Za-z0-9._~+/=-]{8,})",
        _value_ok,
        keywords=("x-",),
    ),
    _r(
        "SECRET-ASSIGNMENT",
        "secret value assigned to a credential key",
        r"(?<![A-Za-z0-9_.$@-])(?P<key>[\"']?[$@]?[A-Za-z_][A-Za-z0-9_.\-]{0,80}+[\"']?)"
        r"(?i:\s*(?P<op>:=|=>|==|!=|=|:|\s-?-?as\s|\+=)\s*)(?P<s>" + _Q + ")",
        _assignment_ok,
        keywords=("pass", "pwd", "_pw", "secret", "token", "key", "auth", "cred", "pat"),
    ),
    _r(
        "SECRET-ASSIGNMENT",
        "secret value in an XML key/value pair",
        r"(?i)key=\"(?P<key>[^\"]*" + _KEYWORD + r"[^\"]*)\"\s+value=(?P<op>)(?P<s>\"[^\"]*\")",
        _assignment_ok,
        keywords=("value=",),
    ),
    _r(
        "SECRET-ASSIGNMENT",
        "secret value in an XML element",
        r"<(?P<key>[A-Za-z_][\w.:-]{0,60})>\s*(?P<op>)(?P<s>[^<>\s][^<>\n]{2,200}?)\s*</(?P=key)>",
        _xml_element_ok,
        keywords=("pass", "pwd", "secret", "token", "key", "cred"),
    ),
    _r(
        "SECRET-ASSIGNMENT",
        "secret value passed with its credential key",
        r"(?P<key>[\"'][A-Za-z_][\w.-]{0,60}[\"'])\s*,\s*(?P<op>)(?P<s>\"[^\"\n]{1,200}\"|'[^'\n]{1,200}')",
        _assignment_ok,
        keywords=("pass", "pwd", "secret", "token", "key", "cred", "auth"),
    ),
    _r(
        "SECRET-ASSIGNMENT",
        "secret value in a #define",
        r"#\s*define\s+(?P<key>\w*" + _KEYWORD + r"\w*)\s+(?P<op>)(?P<s>\"[^\"\n]*\")",
        _assignment_ok,
        keywords=("define",),
    ),
    _r(
        "SECRET-CREDENTIAL-ARGUMENT",
        "password passed to a credential constructor",
        r"\b\w*Credentials?\(\s*[\"'][^\"'\n]*[\"']\s*,\s*(?P<s>\"[^\"\n]{4,}\"|'[^'\n]{4,}')",
        _value_ok,
        keywords=("credential",),
    ),
    _r(
        "SECRET-PREFIXED-TOKEN",
        "token-shaped value with a vendor prefix",
        r"(?<![A-Za-z0-9_.+/-])(?P<s>(?P<prefix>[A-Za-z][A-Za-z0-9]{1,9}+)(?:[_.-][A-Za-z]{1,8}+){0,2}[_.-]"
        r"(?P<body>[A-Za-z0-9_-]{20,}+)={0,2})(?![.+/=])",
        _prefixed_ok,
        keywords=("_", "-", "."),
    ),
    _r(
        "SECRET-CLI-PASSWORD",
        "password passed on a command line",
        r"(?i)(?:^|[\s`])--?(?P<key>[a-z-]{0,30}(?:password|passwd|pass|pwd|token|secret|api-key|apikey))"
        r"(?P<op>[ =]|:\s)"
        r"(?P<s>" + _Q + ")",
        _assignment_ok,
        keywords=("pass", "pwd", "token", "secret", "api"),
    ),
    _r(
        "SECRET-CLI-PASSWORD",
        "password passed with -p on a command line",
        r"\b(?:mysql\w*\b[^\n]*?\s-p(?=\S)|(?:sshpass|docker\s+login|podman\s+login)\b[^\n]*?\s-p\s*|"
        r"redis-cli\b[^\n]*?\s-a\s+)(?P<s>[^\s'\"-][^\s'\"]{3,}|'[^'\n]{4,}'|\"[^\"\n]{4,}\")",
        _quoted_or_bare_ok,
        keywords=("mysql", "sshpass", "login", "redis-cli"),
    ),
    _r(
        "SECRET-URL-SIGNATURE",
        "signature or token in a URL query",
        r"[?&](?:sig|signature|x-amz-signature|x-goog-signature|x-amz-security-token)=(?P<s>[A-Za-z0-9%+/=._-]{16,})",
        _strong_ok,
        keywords=("sig", "security-token"),
    ),
    _r(
        "SECRET-NETRC",
        "password in a .netrc entry",
        r"\bmachine\s+\S+\s+(?:login\s+\S+\s+)?password\s+(?P<s>\S{3,})",
        _value_ok,
        keywords=("machine",),
    ),
    _r(
        "SECRET-PROSE-PASSWORD",
        "password quoted in prose",
        r"(?i)\b(?:password|passphrase|passcode)\b[^.\n]{0,40}?\b(?:is|was|to|of|:)\s+[\"“](?P<s>[^\"”\s]{3,64})[\"”]",
        _quoted_ok,
        keywords=("pass",),
    ),
    _r(
        "SECRET-PASSWORD-HASH",
        "password hash",
        r"(?P<s>\$(?:2[abxy]?\$\d{2}\$[./A-Za-z0-9]{53}|(?:\d|[a-z]{1,2})\$(?:rounds=\d+\$|j[./A-Za-z0-9]{1,8}\$)?"
        r"[./A-Za-z0-9]{1,22}\$[./A-Za-z0-9]{22,86}|"
        r"apr1\$[./A-Za-z0-9]{1,8}\$[./A-Za-z0-9]{22}|argon2i?d?\$v=\d+\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]{8,}\$[A-Za-z0-9+/]{16,}))",
        keywords=("$",),
    ),
    _r(
        "SECRET-WEBHOOK-URL",
        "webhook URL with its secret path",
        r"(?P<s>(?:hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9_/]{20,}|"
        r"(?:outlook\.office(?:365)?\.com|[a-z0-9-]+\.webhook\.office\.com)/webhook(?:b2)?/[A-Za-z0-9@/_-]{40,}|"
        r"discord(?:app)?\.com/api/webhooks/\d{5,}/[A-Za-z0-9_-]{20,}))",
        keywords=("hooks.slack.com", "webhook", "discord"),
    ),
    _r(
        "SECRET-TELEGRAM-TOKEN",
        "Telegram bot token",
        r"\b(?P<s>\d{8,10}:AA[A-Za-z0-9_-]{31,33})(?![A-Za-z0-9_-])",
        keywords=(":aa",),
    ),
    _r(
        "SECRET-DISCORD-TOKEN",
        "Discord bot token",
        r"(?<![A-Za-z0-9_.-])(?P<s>[MNO][A-Za-z0-9_-]{23,25}+\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}+)(?![.-])",
        keywords=("M", "N", "O"),
        cased=True,
    ),
    _r(
        "SECRET-ARTIFACTORY-TOKEN",
        "Artifactory API key",
        r"(?:(?<=[\s=:\"`])|^)(?P<s>(?:AKC[a-zA-Z0-9]{10,}|AP[0-9A-F][a-zA-Z0-9]{8,}))(?![A-Za-z0-9])",
        _mixed_ok,
        keywords=("AKC", "AP"),
        cased=True,
    ),
    _r(
        "SECRET-AZURE-CLIENT-SECRET",
        "Azure AD client secret",
        r"(?<![A-Za-z0-9_~.-])(?P<s>[a-zA-Z0-9_~.]{3}\dQ~[a-zA-Z0-9_~.-]{31,34})(?![A-Za-z0-9_~.-])",
        keywords=("Q~",),
        cased=True,
    ),
    _r("SECRET-PYPI-TOKEN", "PyPI upload token", r"\b(?P<s>pypi-AgE[A-Za-z0-9_-]{85,})", keywords=("pypi-age",)),
    _r("SECRET-MAILCHIMP-KEY", "Mailchimp API key", r"\b(?P<s>[0-9a-f]{32}-us\d{1,2})\b", keywords=("-us",)),
    _r("SECRET-TWILIO-KEY", "Twilio API key", r"\b(?P<s>SK[0-9a-fA-F]{32})\b", keywords=("SK",), cased=True),
    _r("SECRET-NPM-TOKEN", "npm access token", r"\b(?P<s>npm_[A-Za-z0-9]{36})\b", keywords=("npm_",)),
    _r(
        "SECRET-NPM-TOKEN",
        "npm registry auth token",
        r"/:_(?:authToken|auth|password)\s*=\s*(?P<s>[^\s\"'$]{8,})",
        _value_ok,
        keywords=("/:_",),
    ),
)


def _public_ip_ok(m: re.Match[str]) -> bool:
    octets = [int(x) for x in m.group("s").split(".")]
    if any(o > 255 for o in octets) or octets[0] in (0, 10, 127) or octets[0] >= 224:
        return False
    a, b = octets[0], octets[1]
    return not (
        (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168) or (a == 169 and b == 254) or (a == 100 and b >= 64)
    )


# Personal data and infrastructure identifiers: warnings, checked only in ``sensitivity: public`` memories.
PII_RULES: tuple[Rule, ...] = (
    _r(
        "PII-EMAIL",
        "e-mail address in a public memory",
        r"(?<![A-Za-z0-9._%+-])(?P<s>[A-Za-z0-9._%+-]{1,64}@(?!example\.|localhost)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*"
        r"\.[A-Za-z]{2,})\b",
        lambda m: (
            not re.match(r"(?i)(?:no-?reply|git|noreply|do-not-reply)@", m.group("s"))
            and not m.string.endswith("://", 0, m.start())
        ),
        keywords=("@",),
    ),
    _r(
        "PII-PHONE",
        "phone number in a public memory",
        r"(?<![\w.+-])(?P<s>\+\d{1,3}[ .-]?\(?\d{1,4}\)?(?:[ .-]?\d{2,4}){2,4}|\(\d{3}\)\s?\d{3}[ .-]\d{4}|"
        r"\d{3}[.-]\d{3}[.-]\d{4})(?![\w.-])",
        keywords=(),
    ),
    _r(
        "PII-STREET-ADDRESS",
        "street address in a public memory",
        r"\b(?P<s>\d{1,5}\s+(?:[A-Z][a-z]+\.?\s+){1,3}(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|"
        r"Drive|Dr|Court|Ct|Way|Place|Pl|Terrace|Square|Sq|Parkway|Pkwy|Highway|Hwy|Straße|Strasse)\b\.?)",
        keywords=(),
    ),
    _r(
        "PII-AWS-ACCOUNT",
        "AWS account id or ARN in a public memory",
        r"(?P<s>\barn:aws[a-z-]*:[a-z0-9-]+:[a-z0-9-]*:\d{0,12}:[^\s\"'<>`,;)\]]+|"
        r"(?i:account[_ -]?id|aws[_-]?account)[\"']?\s*[:=]\s*[\"']?\d{12}\b)",
        keywords=("arn:aws", "account"),
    ),
    _r(
        "PII-CLOUD-BUCKET",
        "cloud storage bucket in a public memory",
        r"(?P<s>\b(?:s3|gs)://[a-z0-9][a-z0-9._-]{2,62}|\bs3[.-](?:[a-z0-9-]+\.)?amazonaws\.com/[A-Za-z0-9._-]{3,63}|"
        r"\b[a-z0-9][a-z0-9.-]{2,62}\.s3[.-](?:[a-z0-9-]+\.)?amazonaws\.com|"
        r"\bstorage\.(?:googleapis|cloud\.google)\.com/[A-Za-z0-9._-]{3,63})",
        keywords=("s3", "gs://", "storage."),
    ),
    _r(
        "PII-OAUTH-CLIENT",
        "OAuth client id in a public memory",
        r"\b(?P<s>\d{6,}-[a-z0-9]{32}\.apps\.googleusercontent\.com)",
        keywords=("googleusercontent",),
    ),
    _r(
        "PII-IP-ADDRESS",
        "public IP address in a public memory",
        r"(?<![\w.])(?P<s>\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})(?![\w.]|\.\d)",
        _public_ip_ok,
        keywords=(".",),
    ),
)
