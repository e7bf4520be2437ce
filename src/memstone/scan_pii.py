"""Personal data and infrastructure identifiers: the warnings ``memstone scan`` gives for public memories.

A memory marked ``sensitivity: public`` is written for readers outside the team, so an e-mail address, a
phone number or a street address in it is reported (as a warning, with its own rule id). Private and
internal memories may hold them. Each rule is a regex whose group ``s`` is the span, plus a check on the
match and the line around it: a number is a phone number where it has a phone's shape and the line (or
the table column, or the key) says it is one; documentation domains, bots, versions and part numbers are
not personal data.
"""

from __future__ import annotations

import ipaddress
import re
import threading

from memstone.scan_checks import Rule, _line_start_within, make_rule

# --- e-mail --------------------------------------------------------------------------------------------

# Domains that name no one: RFC 2606 / 6761 reserved names, local networks, and senders that are bots.
_NOBODY_DOMAIN = re.compile(
    r"(?i)(?:^|\.)(?:example\.(?:com|net|org)|example|test|invalid|localhost|local|localdomain|internal|lan|"
    r"home\.arpa|noreply\.[\w.-]+)$"  # (`users.noreply.github.com` too)
)
_BOT_LOCAL_PART = re.compile(
    r"(?i)^(?:no-?reply|do-?not-?reply|git|bounces?|mailer-daemon|postmaster|notifications?|\d+\+[\w.-]+)$"
)


# what ends `x@y.z` when it is no address: an image at a scale (`logo@2x.png`), a systemd unit instance
# (`getty@tty1.service`), a matrix product (`x@self.weight`), a placeholder (`user@domain.tld`)
_NOT_A_TLD = re.compile(
    r"(?i)\.(?:png|jpe?g|gif|svg|webp|avif|ico|pdf|service|socket|timer|target|mount|automount|path|scope|slice|"
    r"device|swap|weight|weights|bias|transpose|tld|lock|ya?ml|toml|json|txt|log|html?|css|js|ts|py|rs|go|rb|java|"
    r"kt|swift|sh|bin|exe|dll|so|whl|tar|gz|zip|T)$"
)


def email_ok(m: re.Match[str]) -> bool:
    """An address someone reads: not a documentation domain, a bot, or the user part of a URL."""
    local, _, domain = re.split(r"([@\uff20])", m.group("s"), maxsplit=1)
    if _NOBODY_DOMAIN.search(domain) or _BOT_LOCAL_PART.match(local) or _NOT_A_TLD.search(domain):
        return False
    if _MESSAGE_ID_HEADER.search(_line_before(m.string, m.start("s"), 200)):
        return False  # `Message-Id: <...@mail.host>`: a message's id, not a mailbox
    return not m.string.endswith("://", 0, m.start())


_MESSAGE_ID_HEADER = re.compile(r"(?i)^[ \t>]*(?:message-id|references|in-reply-to|content-id|x-[\w-]+-id)[ \t]*:")


# `jane.doe [at] acme [dot] com`, `jane (at) acme.com`, `jane at acme dot com`, `jane_at_acme_dot_com`
_AT = (
    r"(?:[ \t]{0,3}(?:\[[ \t]?at[ \t]?\]|\(at\)|<at>|\{at\}|\[@\]|\(@\))[ \t]{0,3}|_at_|[ \t]{1,3}(?:at|AT)[ \t]{1,3}|"
    r"[ \t]{1,3}@[ \t]{1,3})"
)
_DOT_WORD = (
    r"(?:[ \t]{0,3}(?:\[[ \t]?dot[ \t]?\]|\(dot\)|<dot>|\{dot\}|\[punkt\]|\(punkt\)|\[\.\]|\(\.\))[ \t]{0,3}|_dot_|"
    r"[ \t]{1,3}(?:dot|DOT|punkt)[ \t]{1,3}|[ \t]{1,3}\.[ \t]{1,3})"
)
_TLD = (
    r"(?:com|org|net|edu|gov|io|dev|co|me|ai|app|info|biz|eu|uk|de|fr|es|it|nl|be|ch|at|se|no|dk|fi|pl|pt|ie|"
    r"jp|cn|in|au|nz|ca|br|mx|ar|us|ru|za|sg|hk|kr|tw)"
)
OBFUSCATED_EMAIL = (
    r"(?i)(?<![\w.+-])(?P<s>[a-z0-9][\w.+-]{0,63}" + _AT + r"[a-z0-9][\w-]{0,62}"
    r"(?:(?:" + _DOT_WORD + r"|\.)[a-z0-9][\w-]{0,62}){0,3}(?:" + _DOT_WORD + r"|\.)" + _TLD + r")(?![\w-])"
)


def obfuscated_email_ok(m: re.Match[str]) -> bool:
    """A spelled-out address: the `at` in brackets, or both `at` and `dot` spelled out (`available at github.com`
    and `meet at noon` are prose)."""
    value = m.group("s")
    if re.search(r"(?i)[\[(<{][ \t]?at[ \t]?[\])>}]|_at_|\[@\]|\(@\)", value):
        return True
    if _PROSE_BEFORE_AT.match(value):
        return False  # `available at pypi dot org`, `find us at github dot com`: a site, not a mailbox
    spelled_dot = re.search(r"(?i)[ \t_](?:dot|punkt)[ \t_]|[\[(<{](?:dot|punkt|\.)[\])>}]|[ \t]\.[ \t]", value)
    return spelled_dot is not None and not _NOBODY_DOMAIN.search(
        re.sub(r"(?i)\W{0,4}(?:dot|punkt)\W{0,4}|\s", ".", value)
    )


_PROSE_BEFORE_AT = re.compile(
    r"(?i)(?:available|published|hosted|located|found|find|us|me|them|stay|live|look|based|online|home|docs?|read|"
    r"see|visit|mirrored|archived|listed|posted|up|out|here|there|it|this|that|one|everyone|anyone|user|users)[ \t]+at[ \t]"
)


# --- phone numbers -------------------------------------------------------------------------------------

# an extension after a number: `x123`, `ext. 45`, `poste 12`
_EXTENSION_PART = r"[ \t]*(?:x|ext\.?|extension|poste|Durchwahl|DW|int\.?)[ \t]*\d{1,6}"
# a number-shaped run: an optional `+` or `00`, digits in groups with spaces, dots, dashes, slashes or brackets,
# and an extension
PHONE = (
    r"(?<![\w+.,/\\-])(?P<s>(?:\+|(?<!\d)00)?(?:\(\d{1,5}+\)|0\d{1,4}+[ ]/[ ](?=\d)|\d{1,5}+)"
    r"(?:[ ./-]?(?:\(\d{1,5}+\)|\d{1,5}+)){1,7}"
    r"(?:" + _EXTENSION_PART + r")?)(?![\w/-]|[.,]\d)"
)

# What a line says before a number that makes it a phone number (in a sentence, a key or a label).
_PHONE_LABEL = re.compile(
    # (a word of its own, or a part of a camelCase or snake_case key: `contactPhone`, `phoneNumber`, `on_call_phone`)
    r"(?i)(?-i:(?<![A-Za-z])|(?<=[a-z])(?=[A-Z]))(?:phones?|telephone|tel|t[ée]l[ée]phone|telefon\w*|tel[ée]fono|telefone|telf|fon|mobile?|mobil\w*|"
    r"m[óo]vil|mob|cell(?:ular[ei]?|[ _-]?phone)?(?![ \t]+(?:lines?|types?|counts?|cultures?|walls?|death|growth|biology))|"
    r"celular|portable|handy|natel|fax|sms|whats-?app|signal|viber|hotline|landline|"
    r"direct[ _-]line|switchboard|call(?:s|ed|ing)?|ring|texts?|dial|reach(?:able)?(?:[ \t]+\w+){0,3}[ \t]+(?:on|at)|"
    r"(?:my|his|her|their|your|our|contact|home|work|office|direct|emergency|private)[ \t]+number|"
    r"anruf\w*|r(?:ü|ue)ckruf\w*|erreichbar|appel\w*|llam\w*|chiam\w*|ligue|contact|contato|contacto|kontakt)(?-i:(?![a-z]))|"
    r"(?i:'s[ \t]+number)|☎|📞|📱|電話|携帯|手机|手機|电话|전화|휴대폰|핸드폰|"
    r"(?-i:(?<![\w.])(?:T|Ph|M|P|C|F|H|W|O)\.?[ \t]*:[ \t]*$)"  # `T: 020 ...` in a signature, right before it
)
_LABEL_RIGHT_BEFORE = re.compile(
    r"(?:" + _PHONE_LABEL.pattern.removeprefix("(?i)") + r")[ \t]*(?:[:=#.]|\bis|\bon|\bat)?[ \t]*[\"'`(]?$|"
    # or a word that can only mean a phone, then a colon closing its clause (`phone number for the courier: ...`)
    r"(?:phone|telephone|tel|t[ée]l[ée]phone|telefon\w*|tel[ée]fono|handy|m[óo]vil|portable|whats-?app|fax)"
    r"[^.;:\n]{0,30}[:=][ \t]*[\"'`(]?$",
    re.IGNORECASE,
)
# What makes a number something else: a part, an order, a build (`PN 100-200-3000`, `invoice no. 2024 000123`)
_NOT_A_PHONE_BEFORE = re.compile(
    r"(?i)(?:(?<![a-z])(?:pn|p/n|part|parts|sku|model|serial|s/n|sn|order|invoice|inv|ref|reference|case|ticket|"
    r"build|firmware|fw|version|ver|v|isbn|issn|item|catalog(?:ue)?|lot|batch|id|account|acct|iban|bic|policy|"
    r"tracking|awb|container|vin|patent|licen[cs]e|receipt|transaction|txn|pin|otp|code|zip|postcode|plz|"
    r"rev|revision|release|issue|pr|job|run|pid|port|ports|doi|pmid|arxiv|orcid|page|pages|pp|chapter|section)"
    r"(?![a-z])\.?|#|№)[\"'`]?[ \t]*(?:no\.?|nr\.?|number|num|#|:)?[ \t]*[:=]?[ \t]*[\"'`(]?$"
)
_AMOUNT_AFTER = re.compile(
    r"(?i)[ \t]*(?:%|€|EUR|USD|GBP|CHF|kr|zł|[kmgt]?b\b|ms\b|times|people|users|requests|calls|rows|records|items|"
    r"entries|events|messages|files|bytes|seconds|minutes|hours|days|weeks|months|years|percent|devices|members|"
    r"steps|points|ns\b|µs|us\b|characters|chars|code[ \t]points|tickets|sessions|lines|commits|stars|downloads|views|"
    r"visits|hits|samples|tokens|words|pages|installs|subscribers|customers|orders)"
)
_PHONE_AFTER = re.compile(r"(?i)[ \t]*[(\[](?:mobile?|cell|home|work|office|fax|tel|landline|whatsapp)[)\]]")
# An international number (`+44 20 7946 0958`, `0049 30 1234567`) or a North American one
# (`(415) 555-0132`, `415-555-0132`, `1-800-555-0199`): a phone number without a word saying so
_SELF_EVIDENT = re.compile(
    r"(?:\+|00)[1-9][\d() ./-]*"
    r"|(?:1[-. ])?\(\d{3}\)[ ]?\d{3}[-. ]\d{4}"
    r"|(?:1-)?\d{3}-\d{3}-\d{4}|\d{3}\.\d{3}\.\d{4}|\d{3} \d{3} \d{4}"
    r"|\(\d{2}\) 9?\d{4}-\d{4}"  # Brazil
    # a national number: the trunk 0, 9 to 11 digits in groups (`0151 4035781`, `(040) 0448188`, `079 759 96 34`)
    r"|(?=(?:\D*\d){9,11}\D*$)\(?0[1-9]\d{0,4}\)?(?:(?:[ ]?/[ ]?|[ -])\d{2,8}){1,4}"
)
_EXTENSION = re.compile("(?i)" + _EXTENSION_PART + "$")
_COMPACT_DATE = re.compile(r"(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])")
_DATE = re.compile(r"(\d{4})([-./])(\d{1,2})\2(\d{1,2})(?=$|[ T])|(\d{1,2})([-./])(\d{1,2})\6(\d{4}|\d{2})(?=$|[ T])")


def _is_date(number: str) -> bool:
    """`2024-05-06`, `06.05.2024`, `05/06/24 1430`: a date (a valid month and day) that the number starts with;
    or all of it a compact one (`20190223`)."""
    if _COMPACT_DATE.fullmatch(number):
        return True
    m = _DATE.match(number)
    if m is None:
        return False
    if m.group(1):
        return 1 <= int(m.group(3)) <= 12 and 1 <= int(m.group(4)) <= 31
    a, b = int(m.group(5)), int(m.group(7))
    return 1 <= a <= 31 and 1 <= b <= 31 and min(a, b) <= 12


def _line_before(text: str, start: int, width: int) -> str:
    """What the line says before ``start``, at most ``width`` characters of it."""
    return text[_line_start_within(text, start, width) : start]


# the end of a sentence: a word, then `.`, `!`, `?` or `;` and a capital (not `Tel. 030`, `Tel.: +31`)
_SENTENCE_END = re.compile(r"(?<=[a-z]{3})[.!?;][ \t]*(?=[A-Z])")


def _last_sentence_end(lead: str) -> int:
    end = 0
    for m in _SENTENCE_END.finditer(lead):
        end = m.end()
    return end


class _Tables(threading.local):
    """Per thread, for the text last read: line start -> the first line of its table, and a table's first line ->
    its header cells."""

    def __init__(self) -> None:
        self.text = ""
        self.starts: dict[int, int] = {}
        self.headers: dict[int, list[str]] = {}


_tables = _Tables()


def _table_start(text: str, lo: int) -> int:
    """Where the table holding the line at ``lo`` starts (each line is walked once per text)."""
    if _tables.text is not text:
        _tables.text, _tables.starts, _tables.headers = text, {}, {}
    starts = _tables.starts
    walked = []
    while lo > 0 and lo not in starts:
        prev_lo = text.rfind("\n", 0, lo - 1) + 1
        if not text[prev_lo : lo - 1].lstrip().startswith("|"):
            break
        walked.append(lo)
        lo = prev_lo
    first = starts.get(lo, lo)
    for line in walked:
        starts[line] = first
    return first


_ROW_MAX = 2000


def _column_header(text: str, pos: int) -> str | None:
    """The header cell of the Markdown table column that ``pos`` sits in (None outside a table, and on a line
    longer than a table row: each candidate would read the whole line)."""
    lo = text.rfind("\n", max(0, pos - _ROW_MAX), pos) + 1
    line_end = text.find("\n", pos, pos + _ROW_MAX)
    if (lo == 0 and pos > _ROW_MAX) or (line_end < 0 and len(text) > pos + _ROW_MAX):
        return None
    line = text[lo : len(text) if line_end < 0 else line_end]
    if not line.lstrip().startswith("|"):
        return None
    column = line.count("|", 0, pos - lo) - 1
    cells = _header_cells(text, _table_start(text, lo))
    return cells[column] if 0 <= column < len(cells) else None


def _header_cells(text: str, first: int) -> list[str]:
    """The cells of a table's first row (once per table and text; none when the row is longer than a row can be)."""
    cells = _tables.headers.get(first)
    if cells is None:
        end = text.find("\n", first, first + _ROW_MAX)
        if end < 0 and len(text) > first + _ROW_MAX:
            cells = []
        else:
            cells = text[first : len(text) if end < 0 else end].strip().strip("|").split("|")
        _tables.headers[first] = cells
    return cells


# digits grouped in thousands (`1 234 567`, `+12 345 678`): how amounts and counts are written
_THOUSANDS = re.compile(r"\+?[1-9]\d{0,2}(?: \d{3}){2,}")


def _label_line_above(text: str, start: int) -> bool:
    """`Phone:` alone on the line above, and nothing but the number (and a list marker) on its own line."""
    lo = text.rfind("\n", max(0, start - 12), start)
    if lo < 0 or text[lo + 1 : start].strip(" \t-*>") or lo == 0:
        return False
    above = _line_before(text, lo, 40).strip(" \t\r*_-#>")
    return above.endswith(":") and _PHONE_LABEL.fullmatch(above[:-1].strip(" *_")) is not None


def phone_ok(m: re.Match[str]) -> bool:
    """A phone number: 7 to 15 digits in a phone's grouping, not a date, a version, an address or an amount,
    and either self-evident (international or North American) or named as one by its line, key or column."""
    text, value, start = m.string, m.group("s"), m.start("s")
    number = _EXTENSION.sub("", value)
    digits = sum(c.isdigit() for c in number.replace("(0)", ""))
    if not 7 <= digits <= 15 or number.count("(") != number.count(")") or number.count("(") > 2:
        return False
    if re.search(r"[ ./-]{2}|\)\(|\(\)", number.replace(" / ", "/")) or (
        number.endswith(")") and "(" not in number[-4:]
    ):
        return False
    groups = re.split(r"[() ./-]+", number.strip("()+"))
    if len(groups) > 7 or (len(groups) > 1 and max(map(len, groups)) > 8 and not number.startswith(("+", "00"))):
        return False
    if number.isdigit() and digits > 11:
        return False  # twelve digits and more in one run, without a `+`: an id (an AWS account, an order)
    if _is_date(number) or (re.fullmatch(r"\d{1,3}(?:\.\d{1,3}){3}", number)):
        return False  # `2024-05-06 1430`, `05/06/2024`, an IP address or a four-part version
    if "." in number and not re.search(r"[ ()/+-]", number) and len(groups) < 3:
        return False  # `1234.5678`: a decimal
    lead = _line_before(text, start, 60)
    lead = lead[_last_sentence_end(lead) :]  # a label names a number in its own sentence
    if lead.lstrip().startswith("|") or lead.count("|") >= 2:
        lead = lead[lead.rfind("|") + 1 :]  # in a table, its own cell (the column is read from the header)
    if re.search(r"\d[ .-]$", _line_before(text, start, 2)):
        return False  # the end of a longer run of digit groups (`1Z 446 589 58 0097 926`: a tracking number)
    if re.search(r"[$€£¥]\s*$", lead) or _AMOUNT_AFTER.match(text, m.end("s")):
        return False  # an amount or a count: `$1 250 000`, `1234567 times`
    if _NOT_A_PHONE_BEFORE.search(lead[-24:]):
        return False
    adjacent = _LABEL_RIGHT_BEFORE.search(lead) is not None or _label_line_above(text, start)
    thousands = _THOUSANDS.fullmatch(number) is not None and not (number.startswith("+") and digits >= 10)
    if thousands or (number.startswith(("+", "00")) and digits < 9):
        return adjacent  # `12 345 678`, `+1 234 567`: a count or a delta, unless a label stands right before it
    if number.startswith("00") and number[2:].isdigit():
        return adjacent  # `0012345678`: a zero-padded id
    if _SELF_EVIDENT.fullmatch(number):
        return True
    if adjacent or _PHONE_LABEL.search(lead) or _PHONE_AFTER.match(text, m.end("s")):
        return True
    header = _column_header(text, start)
    return header is not None and _PHONE_LABEL.search(header) is not None


# --- street addresses ----------------------------------------------------------------------------------

_UPPER = r"A-ZÀ-ÖØ-Þ"
_NAME = r"[" + _UPPER + r"][\w'’.-]*"  # a capitalised word (`Queen's`, `Saint-Denis`, `St.`)
_EN_TYPE = (
    r"(?:Street|St|Avenue|Ave|Av|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Way|Place|Pl|Terrace|Terr?|"
    r"Square|Sq|Parkway|Pkwy|Highway|Hwy|Crescent|Cres|Circle|Cir|Close|Row|Mews|Grove|Gardens|Walk|Alley|"
    r"Trail|Trl|Market[ \t]+Place|Broadway|Esplanade|Parade|Pde|Strasse|Straße)"
)
# the number and any unit before it: `221B`, `18/64`, `1556-574`, `17 bis,`
# (the first digit is matched before the look-behind: a pattern that opens with a character class is searched
# for that class, one that opens with a look-behind is tried at every position)
_HOUSE = r"\d(?<![\w/-]\d)\d{0,4}[A-Za-z]?(?:[/-]\d{1,5}[A-Za-z]?)?,?(?:[ \t]+(?:bis|ter|quater)\b,?)?"
_FR_TYPE = (
    r"(?i:rue|avenue|av\.|boulevard|bd|blvd|all[ée]e|place|chemin|impasse|quai|cours|route|square|passage|"
    r"voie|faubourg|rond-point|promenade|parvis|sentier|mont[ée]e|esplanade)"
)
_ROMANCE_TYPE = (
    r"(?:Calle|C/|Avenida|Avda\.|Av\.|Paseo|P[º°]|Plaza|Pza\.|Camino|Carrer|Carretera|Ronda|Traves[ií]a|Glorieta|"
    r"Rua|Travessa|Largo|Alameda|Via|Viale|V\.le|Piazza|P\.zza|Piazzale|Corso|Vicolo|Strada|Contrada|Lungomare|"
    r"Laan[ \t]+van|Laan[ \t]+op|ul\.|(?<!et )al\.|pl\.|os\.)"  # (and Polish: `ul. Ogrodowa 12`, not `et al.`)
)
_ROMANCE_LINK = (
    r"(?:(?:de|del|de[ \t]+la|de[ \t]+las|de[ \t]+los|dels|d'|dei|della|delle|degli|di|do|da|dos|das)[ \t]+)?"
)
_GERMANIC_SUFFIX = (
    r"(?:stra(?:ß|ss)e|str\.|weg|allee|platz|gasse|damm|ufer|chaussee|steig|pfad|graben|gracht|straat|laan|plein|"
    r"kade|singel|dijk|dreef|vej|gade|gatan|v[äa]gen|veien|gata)"
)
# what follows a street's number: punctuation, a dash, the line's end or a postcode (not a word: `Via Slack 2 people`)
_AFTER_NUMBER = r"(?=[ \t]*(?:[,;:!?)\]|\"'`*_]|\.(?!\d)|[-–—][ \t]|$|\r?\n|\d{4,5}\b|(?:bis|hs|I{1,3}|IV)\b))"
# a street number's own parts: `35/B`, `2/5/12`, `226 m. 47`, `5 int. 2`, `216-II`, `17-huis`
_NUMBER_PARTS = (
    r"(?:/[A-Za-z0-9]{1,4}){0,2}(?:-(?:\d{1,4}|[IVX]{1,4}|bis|huis|hs)\b)?"
    r"(?:[ \t]+(?:m\.|int\.|interior|depto\.|dpto\.|apto\.?|piso|puerta|lok\.)[ \t]*\d{1,4}[A-Za-z]?)?"
)

ADDRESS_EN = (
    r"(?P<s>" + _HOUSE + r"[ \t]+(?:(?:[NSEW]|North|South|East|West|NE|NW|SE|SW)\.?[ \t]+)?"
    r"(?:\d{1,3}(?:st|nd|rd|th)|" + _NAME + r")(?:[ \t]+" + _NAME + r"){0,3}?[ \t]+" + _EN_TYPE + r"\b\.?"
    r"(?:[ \t]+(?:North|South|East|West|NE|NW|SE|SW|N|S|E|W)\b)?)"
    # then punctuation, the line's end, a unit or a postcode (not a word: `3 Google Drive folders`)
    r"(?=[ \t]*(?:[,;:!?()\]|\"'`*_]|\.(?!\d)|[-–—][ \t]|$|\r?\n|\d|#|(?:Apt|Apartment|Suite|Ste|Unit|Flat|Fl|Floor)\b))"
)
ADDRESS_FR = (
    r"(?P<s>"
    + _HOUSE
    + r"[ \t]+"
    + r"(?:(?-i:(?=[a-zé]))"
    + _FR_TYPE
    + r"[ \t]+(?i:(?:de[ \t]+la|de[ \t]+l'|du|des|de|d')[ \t]*)?|"
    + _FR_TYPE
    + r"[ \t]+(?:de[ \t]+la|de[ \t]+l'|du|des|de|d')[ \t]*)"
    + _NAME
    + r"(?:[ \t]+(?:"
    + _NAME
    + r"|de|du|des|la|le|les)){0,5}+)"
)
ADDRESS_ROMANCE = (
    r"(?<![\w-])(?P<s>"
    + _ROMANCE_TYPE
    + r"[ \t]+"
    + _ROMANCE_LINK
    + _NAME
    + r"(?:[ \t]+(?:"
    + _NAME
    + r"|de|del|dei|della|di|da|do)){0,4}+,?[ \t]+(?:n[º°.]?[ \t]*)?\d{1,4}[A-Za-z]?\b"
    + _NUMBER_PARTS
    + r")"
    + _AFTER_NUMBER
)
ADDRESS_GERMANIC = (
    r"(?<![\w-])(?P<s>(?:["
    + _UPPER
    + r"][\w'.-]{0,30}+[ \t-])?(?:["
    + _UPPER
    + r"][\w'.-]{0,30}?(?i:"
    + _GERMANIC_SUFFIX
    + r")|"
    r"(?:Stra(?:ß|ss)e|Str\.|Weg|Allee|Platz|Gasse|Damm|Ufer|Chaussee))"
    r"[ \t]*\d{1,4}(?:[ \t]?[a-zA-Z](?![\w-]))?" + _NUMBER_PARTS + r"(?:[ \t]+hs\b)?)" + _AFTER_NUMBER
)
# Norway, after a possessive and before a postcode and town (`Karl Johans gate 5, 0154 Oslo`, `Bygdøy allé 23`), and
# Finland (`Mannerheimintie 10 A 5`, `Aleksanterinkatu 52`): a street's type in a word of its own, or a Finnish suffix.
# English has `Unit Tests gate 1` and `Departures gate 34`, so the Norwegian form needs the postcode and town.
ADDRESS_NORDIC = (
    r"(?<![\w-])(?P<s>(?:"
    r"(?=(?:\S+[ \t]+){2,4}\d{1,4}[A-Za-z]?,?[ \t]+\d{4}[ \t]+[" + _UPPER + r"][a-zæøå]{2,})"
    r"(?:["
    + _UPPER
    + r"][\w'.-]{1,30}+[ \t]){0,2}["
    + _UPPER
    + r"][\w'.-]{0,30}s[ \t]+(?:gate|gata|vei|veg|plass|torg)|"
    r"[" + _UPPER + r"][\w'.-]{1,30}+[ \t]+allé|"
    r"[" + _UPPER + r"][\w'.-]{5,30}?(?:katu|kuja|tie|polku|väylä|kaari|raitti|bulevardi|puistikko))"
    r"[ \t]+\d{1,4}(?:[ \t]?[A-Za-z](?![\w-])(?:[ \t]\d{1,3}(?![\w-]))?)?)" + _AFTER_NUMBER
)
_NORDIC_KEYWORDS = (
    " gate ", " gata ", " vei ", " veg ", " plass ", " torg ", " allé ", "katu ", "kuja ", "tie ", "polku ",
    "väylä ", "kaari ", "raitti ", "bulevardi ", "puistikko ",
)  # fmt: skip
ADDRESS_PREPOSITION = (  # `Am Markt 3`, `An der Alster 179`, `Im Winkel 45`
    r"(?<![\w-])(?P<s>(?:Am|An[ \t]+der|An[ \t]+den|Auf[ \t]+der|Auf[ \t]+dem|Im|In[ \t]+der|Zum|Zur|Unter[ \t]+den|"
    r"Hinter[ \t]+der|Vor[ \t]+dem|Op[ \t]+de|Aan[ \t]+de|In[ \t]+de)[ \t]+"
    + _NAME
    + r"[ \t]+\d{1,3}[a-z]?)"
    + _AFTER_NUMBER
)
ADDRESS_PO_BOX = (
    r"(?i)(?<![\w-])(?P<s>(?:P\.?[ \t]?O\.?[ \t]*Box|Post[ \t]+Office[ \t]+Box|Postfach|Bo[iî]te[ \t]+postale|(?-i:BP)|"
    r"Apartado(?:[ \t]+de[ \t]+correos)?|Casella[ \t]+postale|Caixa[ \t]+postal|Postbus)[ \t]+\d[\d ]{0,8}\d?)(?![\w-]|[.,/]\d)"
)
# Japanese addresses, romanised: `1-2-3 Shibuya, Shibuya-ku`, `Sakura Bldg. 5F, 2-11-3 Jingumae`
ADDRESS_JP = (
    r"(?P<s>\d(?<![\w/-]\d)\d?-\d{1,3}(?P<third>-\d{1,4})?[ \t]+[A-Z][a-z]+(?:-[A-Z]?[a-z]+)*)"
    r"(?=[ \t]*(?:(?:,|[ \t][-–])[ \t]*[A-Z][a-z]+-(?:ku|shi|cho|machi|gun)\b|,[ \t]*(?:Tokyo|Osaka|Kyoto|Nagoya|Sapporo|"
    r"Fukuoka|Kobe|Yokohama|Sendai|Hiroshima)\b|,[ \t]*(?:Room|Rm\.?|Apt\.?|#)[ \t]*\d|"
    r"(?(third)[ \t]*(?:$|\r?\n)|(?!))))"  # at a line's end only with all three numbers (not `Week 1-2 Onboarding`)
)
# written in Japanese: `上目黒2丁目26-18`, `神宮前4丁目23-10 195号室`
ADDRESS_JP_KANJI = (
    r"(?P<s>[\u3040-\u30ff\u4e00-\u9fff]{1,8}\d{1,2}丁目\d{1,4}(?:番地?)?(?:[-－]\d{1,4}){0,2}(?:号)?"
    r"(?:[ \t\u3000]*\d{1,5}号室)?)"
)
# India: `Flat 363, Lotus Towers, 8th Cross Road` (a flat, its building, then its road)
ADDRESS_IN = (
    r"(?P<s>(?:Flat|House|H\.[ \t]?No\.?|Door|Plot)[ \t]+(?:No\.?[ \t]*)?\d{1,5}[A-Za-z]?,[ \t]+(?:"
    + _NAME
    + r"[ \t]+){0,3}"
    + _NAME
    + r",[ \t]+(?:\d{1,3}(?:st|nd|rd|th)[ \t]+)?"
    + _NAME
    + r"(?:[ \t]+"
    + _NAME
    + r"){0,2})"
)

# A postcode or state that ends an address line: `Springfield, IL 62704`, `10115 Berlin`, `NW1 6XE`, `NSW 2000`
_ADDRESS_TAIL = re.compile(
    r"(?:,?[ \t]+(?:(?:Apt|Apartment|Suite|Ste|Unit|Flat|Fl|Floor|Room|Rm|Whg|Appt|App|Bldg|apto|depto|dpto|int|#)\.?"
    r"[ \t]*#?[\w-]{1,6}|\d{1,2}\.?[º°ª]\.?[ \t]*[A-Za-z]{0,6}\.?|\d{1,2}\.[ \t]*(?:OG|Stock|Etage)|\d{1,2}[ \t]?tr\b\.?|"
    r"Col\.[ \t]+[" + _UPPER + r"][\w'’-]*(?:[ \t]+[" + _UPPER + r"][\w'’-]*){0,2}|bajo|Hinterhaus|Vorderhaus))*"
    r"(?:(?:,|[ \t]+[-–])?[ \t]+(?:[" + _UPPER + r"][\w'’.-]*[ \t]+){0,3}?(?:"
    r"[A-Z][\w'’.-]+,?[ \t]+(?:[A-Z]{2,3}|\(\w+\))[ \t]+(?:\d{5}(?:-\d{4})?|[A-Z]\d[A-Z][ \t]?\d[A-Z]\d|\d{4})|"  # US, CA, AU
    r"(?:[A-Z][a-z]+-(?:ku|shi|cho|machi|gun),[ \t]*)?[A-Z][a-z]+[ \t]+\d{3}-\d{4}|"  # JP
    r"[A-Z]{1,2}\d[A-Z\d]?[ \t]?\d[A-Z]{2}|"  # UK
    r"\d{4}[ \t]?[A-Z]{2}(?:[ \t]+[" + _UPPER + r"][\w'’-]+)+|"  # NL
    r"(?:\d{5}|\d{4}|\d{2}-\d{3}|\d{3}[ \t]\d{2}|\d{4}-\d{3})(?:[ \t]+["
    + _UPPER
    + r"][\w'’-]+)+|"  # DE FR ES IT AT CH PL SE PT
    r"[" + _UPPER + r"][\w'’-]+[ \t]+\d{6}|"  # IN
    r"\d{3}-\d{4}"  # JP
    r"))?(?:,[ \t]*(?:USA|United[ \t]+States|United[ \t]+Kingdom|UK|Canada|Australia|Germany|Deutschland|France|Spain|"
    r"Espa(?:ñ|n)a|Italy|Italia|Netherlands|Nederland|Japan|India|Polska|Poland|Portugal|Sverige|Sweden|"
    r"Österreich|Austria|Schweiz|Suisse|Switzerland|México|Mexico|Brasil|Brazil))?"
)
# What a unit before the number says: `Flat 37, 30 High Street`, `Unit 5, 12 George St`, `Bâtiment B, 3 bis ...`
_ADDRESS_HEAD = re.compile(
    r"(?i)(?:(?:Flat|Apartment|Apt|Unit|Suite|Appt|B[âa]timent|R[ée]sidence|Bldg)\.?[ \t]+[\w'’ -]{1,24}?,[ \t]*|"
    r"(?-i:(?:[A-Z][\w'’]*[ \t]+){1,2})(?:(?:Bldg|Building|Tower|Mansion|Heights)\.?[ \t]+\w{1,4}|\d{1,2}F),[ \t]*)$"
)


def address_span(text: str, start: int, end: int) -> tuple[int, int]:
    """The whole address line around a street match: the unit before it and the city and postcode after it."""
    head = _ADDRESS_HEAD.search(_line_before(text, start, 40))
    if head is not None:
        start -= len(head.group(0))
    tail = _ADDRESS_TAIL.match(text, end)
    return start, (tail.end() if tail is not None else end)


def address_ok(m: re.Match[str]) -> bool:
    """A street and its number, not a heading or a title (`Step 3 Main menu`, `Chapter 12 Street Fighter`)."""
    return _TITLE_BEFORE.search(_line_before(m.string, m.start("s"), 24)) is None


_TITLE_BEFORE = re.compile(
    r"(?i)\b(?:step|chapter|section|part|level|track|episode|season|volume|page|figure|table|item|phase|stage|round|"
    r"lesson)\.?[ \t]*$"
)


def ip_ok(m: re.Match[str]) -> bool:
    """A public IPv4 address: not a private, reserved or documentation range, and not a version or a number
    that a word names as something else (`version 19.9.26.22`, `EC 1.14.16.2`, `OID 1.2.840.113549`)."""
    octets = [int(x) for x in m.group("s").split(".")]
    if any(o > 255 for o in octets) or octets[0] in (0, 10, 127) or octets[0] >= 224:
        return False
    a, b, c = octets[0], octets[1], octets[2]
    if (
        (a == 172 and 16 <= b <= 31)
        or (a == 192 and b == 168)
        or (a == 169 and b == 254)
        or (a == 100 and 64 <= b <= 127)  # RFC 6598 shared address space (100.64.0.0/10)
        or (a, b, c) in ((192, 0, 2), (198, 51, 100), (203, 0, 113))  # RFC 5737 documentation ranges
        or (a == 198 and b in (18, 19))  # RFC 2544 benchmarking
    ):
        return False
    lead = _line_before(m.string, m.start("s"), 40)
    return not _VERSION_BEFORE.search(lead)


def ip6_ok(m: re.Match[str]) -> bool:
    """A public IPv6 address: global unicast (2000::/3), not a documentation prefix (2001:db8::/32, 3fff::/20) or
    one of IANA's special-purpose blocks."""
    try:
        address = ipaddress.IPv6Address(m.group("s"))
    except ValueError:
        return False
    return address.is_global and address not in _DOC_V6[0] and address not in _DOC_V6[1]


_DOC_V6 = (ipaddress.IPv6Network("2001:db8::/32"), ipaddress.IPv6Network("3fff::/20"))


_VERSION_BEFORE = re.compile(
    r"(?i)(?:version|(?<![a-z])(?:v|ver|versions|build|release|firmware|fw|rev|revision|driver|bios|sdk|kb|"
    r"update|patch|ec|e\.c\.|oid|assembly|section|sections|table|figure|fig|chapter|clause|rule|control|"
    r"tag|tagged|requires?|bumped|python|openssl|node|java)(?![a-z])\.?|==|>=|<=|~=|!=)"
    r"[\"'`]?[ \t]*[:=]?[ \t]*[\"'`]?$"
)


# --- the rules -----------------------------------------------------------------------------------------

# What each address rule needs in a text before it runs (its type words, in the case they are written in)
_FR_KEYWORDS = (
    "rue", "av", "bd ", "boulevard", "all", "place", "chemin", "impasse", "quai", "cours", "route", "square",
    "passage", "voie", "faubourg", "rond-point", "promenade", "parvis", "sentier", "mont", "esplanade",
)  # fmt: skip
_ROMANCE_KEYWORDS = (
    "Calle", "C/", "Av", "Paseo", "P\u00ba", "P\u00b0", "Plaza", "Pza", "Camino", "Carre", "Ronda", "Traves",
    "Glorieta", "Rua", "Largo", "Alameda", "Via", "V.le", "Piazza", "P.zza", "Corso", "Vicolo", "Strada",
    "Contrada", "Lungomare", "Laan", "ul.", "al.", "pl.", "os.",
)  # fmt: skip
_GERMANIC_KEYWORDS = (
    "stra\u00dfe", "strasse", "str.", "weg", "allee", "platz", "gasse", "damm", "ufer", "chaussee", "steig", "pfad",
    "graben", "gracht", "straat", "laan", "plein", "kade", "singel", "dijk", "dreef", "vej", "gade", "gatan",
    "v\u00e4gen", "vagen", "veien", "gata",
)  # fmt: skip
_PREPOSITION_KEYWORDS = ("Am ", "An ", "Auf ", "Im ", "In ", "Zu", "Unter ", "Hinter ", "Vor ", "Op ", "Aan ")

_ADDRESS = ("PII-STREET-ADDRESS", "street address in a public memory")

PII_RULES: tuple[Rule, ...] = (
    make_rule(
        "PII-EMAIL",
        "e-mail address in a public memory",
        r"(?<![A-Za-z0-9._%+-])(?P<s>[A-Za-z0-9._%+-]{1,64}[@\uff20][A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})\b",
        email_ok,
        keywords=("@", "\uff20"),
    ),
    make_rule(
        "PII-EMAIL",
        "e-mail address written out to dodge scrapers in a public memory",
        OBFUSCATED_EMAIL,
        obfuscated_email_ok,
        keywords=("at]", "at)", "at>", "at}", "_at_", " @ ", "[@]", "(@)", "dot", "punkt"),  # a spelled-out dot
    ),
    make_rule("PII-PHONE", "phone number in a public memory", PHONE, phone_ok),
    make_rule(*_ADDRESS, ADDRESS_EN, address_ok),
    make_rule(*_ADDRESS, ADDRESS_FR, address_ok, keywords=_FR_KEYWORDS),
    make_rule(*_ADDRESS, ADDRESS_ROMANCE, keywords=_ROMANCE_KEYWORDS, cased=True),
    make_rule(*_ADDRESS, ADDRESS_GERMANIC, keywords=_GERMANIC_KEYWORDS),
    make_rule(*_ADDRESS, ADDRESS_PREPOSITION, keywords=_PREPOSITION_KEYWORDS, cased=True),
    make_rule(*_ADDRESS, ADDRESS_NORDIC, address_ok, keywords=_NORDIC_KEYWORDS, cased=True),
    make_rule(
        *_ADDRESS, ADDRESS_PO_BOX, keywords=("box", "postfach", "postale", "bp ", "apartado", "postal", "postbus")
    ),
    make_rule(*_ADDRESS, ADDRESS_JP),
    make_rule(*_ADDRESS, ADDRESS_JP_KANJI, keywords=("丁目",)),
    make_rule(*_ADDRESS, ADDRESS_IN, keywords=("Flat ", "House ", "H.", "Door ", "Plot "), cased=True),
    make_rule(
        "PII-AWS-ACCOUNT",
        "AWS account id or ARN in a public memory",
        r"(?P<s>\barn:aws[a-z-]*:[a-z0-9-]+:[a-z0-9-]*:\d{0,12}:[^\s\"'<>`,;)\]]+|"
        r"(?i:account[_ -]?id|aws[_-]?account)[\"']?\s*[:=]\s*[\"']?\d{12}\b)",
        keywords=("arn:aws", "account"),
    ),
    make_rule(
        "PII-CLOUD-BUCKET",
        "cloud storage bucket in a public memory",
        r"(?P<s>\b(?:s3|gs)://[a-z0-9][a-z0-9._-]{2,62}|\bs3[.-](?:[a-z0-9-]+\.)?amazonaws\.com/[A-Za-z0-9._-]{3,63}|"
        r"\b[a-z0-9][a-z0-9.-]{2,62}\.s3[.-](?:[a-z0-9-]+\.)?amazonaws\.com|"
        r"\bstorage\.(?:googleapis|cloud\.google)\.com/[A-Za-z0-9._-]{3,63})",
        keywords=("s3", "gs://", "storage."),
    ),
    make_rule(
        "PII-OAUTH-CLIENT",
        "OAuth client id in a public memory",
        r"\b(?P<s>\d{6,}-[a-z0-9]{32}\.apps\.googleusercontent\.com)",
        keywords=("googleusercontent",),
    ),
    make_rule(
        "PII-IP-ADDRESS",
        "public IP address in a public memory",
        r"(?P<s>\d(?<![\w.]\d)\d{0,2}\.\d{1,3}\.\d{1,3}\.\d{1,3})(?!\w|\.\d)",
        ip_ok,
        keywords=(".",),
    ),
    make_rule(
        "PII-IP-ADDRESS",
        "public IP address in a public memory",
        # IPv6 global unicast: a first group of 2000-3fff, then two to seven more (`::` shortens a run of zeros)
        r"(?<![\w:.])(?P<s>[23][0-9A-Fa-f]{3}:(?:[0-9A-Fa-f]{0,4}:){1,6}[0-9A-Fa-f]{0,4})(?![\w:.]|\.\d)",
        ip6_ok,
        keywords=(":",),
    ),
)

STREET_ADDRESS = "PII-STREET-ADDRESS"
