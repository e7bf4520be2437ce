"""memstone's own secret rules: the generic, context-aware shapes a vendor rule set misses.

Each rule is a regex whose group ``s`` is the secret span, plus an optional check on the captured
value (a placeholder, a variable reference or prose is not a secret). Pure Python, no engine: this
module is what ``redact_secrets`` runs on every chunk, and the vendor engine (``scan.py``) adds the
long tail of service-specific token formats on top.
"""

from __future__ import annotations

from memstone.scan_checks import (
    PASSWORD_WORDS_CJK,
    PASSWORD_WORDS_LATIN,
    Rule,
    answer_password_ok,
    assignment_ok,
    auth_header_ok,
    auth_pair_ok,
    aws_key_ok,
    bare_pair_ok,
    basic_credentials_ok,
    bootstrap_token_ok,
    call_ok,
    changed_password_ok,
    config_set_ok,
    connection_ok,
    extended_key_ok,
    fallback_ok,
    field_password_ok,
    first_password_ok,
    flag_pair_ok,
    i18n_password_ok,
    jwk_secret_ok,
    jwt_ok,
    key_material_ok,
    keystore_ok,
    make_rule,
    mixed_ok,
    name_is_ok,
    name_value_ok,
    new_value_ok,
    not_filler_ok,
    paired_password_ok,
    password_shape_ok,
    pem_ok,
    pin_ok,
    prefixed_ok,
    quoted_ok,
    quoted_or_bare_ok,
    random_body_ok,
    random_run_ok,
    seed_phrase_ok,
    seed_words_ok,
    signed_url_ok,
    snmp_password_ok,
    solana_secret_ok,
    spoken_password_ok,
    sql_password_ok,
    ssh2_key_ok,
    strong_ok,
    substitution_ok,
    tink_key_ok,
    totp_seed_ok,
    url_password_ok,
    user_list_ok,
    value_ok,
    vendor_ok,
    webhook_path_ok,
    wif_ok,
    wifi_key_ok,
    xml_element_ok,
)

# A quoted or bare value; a bare one has `=` only as base64 padding (so `key=key=...` is not one long value).
# a bare value runs on over an `&` that does not start the next query parameter (`H&S?iE...`, not `&user=`)
_Q = r"(?:\"[^\"\n]*\"|'[^'\n]*'|`[^`\n]*`|(?!&)(?:[^\s,;&'\"`)}\]>=]|&(?![\w.%-]*=|#?\w+;)){1,4097}={0,3})"
_KEYWORD = r"(?i:pass|pwd|_pw|secret|token|key|auth|cred|pat)"
# a stored parameter's name that says it holds a secret (`/prod/db/password`, `/app/stripe-api-key`)
_STORED_SECRET_NAME = r"(?:pass|pwd|secret|token|api[_-]?key|private[_-]?key|credential)"
# Up to five sibling members of a JSON or YAML object (`"Type": "SecureString",`), each maybe on its own line;
# not a `name` (nor a `- ` list item): that starts the next pair.
_SIBLINGS = (
    # each member ends in a comma or a newline, and its parts match possessively: one way to read a line
    r"(?:[ \t]*+[\"']?(?!(?i:value|name)\b)[\w-]{1,40}+[\"']?[ \t]*+:[ \t]*+(?:\"[^\"\n]*+\"|'[^'\n]*+'|[\w.-]*+)"
    r"[ \t]*+(?:,[ \t]*+(?:\r?\n)?|\r?\n)){0,5}"
)
# A password written in a sentence, maybe quoted; sentence punctuation after it is not part of it, and an
# operator before it (`Password=GetPwd()`) is not either.
_PROSE_VALUE = r"[`'\"“]?(?P<s>[^\s`'\"”=:][^\s`'\"”]{6,62}[^\s`'\"”.,;:)?])"

# What the English prose rules name a credential by. The look-ahead lists the nouns' first letters (it halves the
# cost of the search): a noun added here needs its first letter there.
_CREDENTIAL_NOUN = (
    r"(?=[aAtTsSpPlLcCmMbBrReEwWiIhHfF])"
    r"(?:api[ _-]?(?:key|token|secret)|(?:access|auth|bearer|refresh|session)[ _-]?token|"
    r"(?:access|secret|license|private|signing|master|admin|application|app|account|write|storage|service|"
    r"encryption|transaction|ingest|server|configuration|shared|integration|auth(?:entication)?)[ _-]?key|"
    r"client[ _-]?secret|token(?:et|en)?|secret|"
    # a cipher's key (`the AES-256 key for the backups is <v>`)
    r"(?:aes|hmac|chacha20|fernet)(?:-?\d{3})?[ _-]?key|"
    r"password|passphrase|passcode|pat)s?"
)
# What a note names a Solana wallet's key by, and the keywords that gate the rules that read them.
_WALLET_WORDS = r"keypair|solana|phantom|private[ _-]?key|secret[ _-]?key|wallet"
_WALLET_KEYWORDS = ("keypair", "solana", "phantom", "private", "secret", "wallet")
# A colon or `=` right after the noun (bold or italic markers may close first: `**API token:**`), or an arrow.
_COLON_OR_ARROW = r"(?:(?<=\w)|(?<=\w[*_])|(?<=\w[*_]{2}))[=:][*_]{0,2}|[ \t](?:→|->)(?=[ \t])"
# A dash between spaces right after the noun (`Staging API key - <v>`, `deploy token — <v>`); not after other
# words, as in a changelog's `Fix token refresh race - <commit>`.
_DASH_AFTER_NOUN = r"[*_]{0,2}[ \t]+[-–—][ \t]+"

# Notes in other languages: the words for token, key and secret; what joins a noun to its value (a copula,
# "changed to", a colon, a particle); and a value in ASCII, which may touch CJK text or full-width punctuation.
_TOKEN_WORDS_LATIN = (
    r"jeton\w*|токен\w*|(?:zugriffs|zugangs)token\w*|"
    r"api[- ]?schl(?:ü|ue)ssel\w*|schl(?:ü|ue)ssel\w*|cl(?:é|e)s?[ \t]+(?:d'|de[ \t]+)?api|clave[ \t]+(?:de[ \t]+)?api|"
    r"chave[ \t]+(?:de[ \t]+)?api|chiave[ \t]+api|api[- ]sleutel\w*|klucz\w*[ \t]+api|ключ\w*[ \t]+api|api[- ]ключ\w*|"
    r"api[ \t]+anahtar\w*|geheimnis|secreto|segredo|segreto|sekret\w*|секрет\w*|"
    r"api[- ](?:nyckel\w*|nøkkel\w*|nøgle\w*|avain\w*|kulcs\w*|ključ\w*|kljuc\w*|võti\w*)|"
    r"(?:klíč|klic|kľúč|cheia?|kunci|khóa|khoa|κλειδί)[ \t]+(?:k[ \t]+|de[ \t]+|ng[ \t]+)?api|ufunguo[ \t]+wa[ \t]+api"
)
_TOKEN_WORDS_CJK = (
    r"令牌|トークン|토큰|api\s?密钥|密钥|apiキー|api[ \t]?키|シークレット|시크릿|מפתח[ \t]+(?:ה)?api|مفتاح[ \t]+api|"
    r"کلید[ \t]+api|api[ \t]+की|คีย์[ \t]?api|โทเค็น"
)
# where a Latin or Cyrillic noun may start: not inside a name (`next_token`, `arn:...:secret:`, `--password`),
# but after a compound's hyphen (`WLAN-Passwort`)
_WORD_START = r"(?<![\w/.:\\])(?<![\s-]-)(?<!^-)"
# keywords that gate the rules for other languages (a rule runs only on text holding one): the nouns, not
# English words, so that English notes do not pay for them
_PASSWORD_KEYWORDS_I18N = (
    "passwort",
    "kennwort",
    "passw\u00f6rter",
    "mot de passe",
    "mots de passe",
    "mdp",
    "phrase secr",
    "contrase",
    "clave",
    "senha",
    "palavra",
    "parola",
    "wachtwoord",
    "wachtzin",
    "has\u0142",
    "hasl",
    "ha\u015bl",
    "парол",
    "\u015fifre",
    "sifre",
    "密码",
    "密碼",
    "口令",
    "パスワード",
    "暗証",
    "비밀번호",
    "패스워드",
    "암호",
    "비번",
    "l\u00f6senord",
    "losenord",
    "passord",
    "adgangskode",
    "kodeord",
    "salasana",
    "parool",
    "lykilor",
    "hesl",
    "jelsz",
    "parol\u0103",
    "lozink",
    "\u043b\u043e\u0437\u0438\u043d\u043a",
    "gesl",
    "slapta",
    "\u03ba\u03c9\u03b4\u03b9\u03ba",
    "\u03c3\u03c5\u03bd\u03b8\u03b7\u03bc\u03b1\u03c4\u03b9\u03ba",
    "kh\u1ea9u",
    "khau",
    "kata sandi",
    "kata laluan",
    "nenosiri",
    "nywila",
    "\u05e1\u05d9\u05e1\u05de",
    "\u0643\u0644\u0645\u0629",
    "\u0631\u0645\u0632",
    "\u06af\u0630\u0631\u0648\u0627\u0698\u0647",
    "\u06a9\u0644\u0645\u0647",
    "\u067e\u0627\u0633",
    "\u092a\u093e\u0938\u0935\u0930\u094d\u0921",
    "\u0915\u0942\u091f\u0936\u092c\u094d\u0926",
    "\u0e23\u0e2b\u0e31\u0e2a\u0e1c\u0e48\u0e32\u0e19",
)
_TOKEN_KEYWORDS_I18N = (
    "jeton",
    "zugriffstoken",
    "zugangstoken",
    "токен",
    "schl\u00fcssel",
    "schluessel",
    "cl\u00e9",
    "clave",
    "chave",
    "chiave",
    "sleutel",
    "klucz",
    "ключ",
    "anahtar",
    "geheimnis",
    "secreto",
    "segredo",
    "segreto",
    "sekret",
    "секрет",
    "令牌",
    "トークン",
    "토큰",
    "密钥",
    "キー",
    "키",
    "シークレット",
    "시크릿",
    "nyckel",
    "n\u00f8kkel",
    "n\u00f8gle",
    "avain",
    "kulcs",
    "klju\u010d",
    "kljuc",
    "v\u00f5ti",
    "kl\u00ed\u010d",
    "klic",
    "k\u013e\u00fa\u010d",
    "cheie",
    "cheia",
    "kunci",
    "kh\u00f3a",
    "khoa api",
    "\u03ba\u03bb\u03b5\u03b9\u03b4\u03af",
    "ufunguo",
    "\u05de\u05e4\u05ea\u05d7",
    "\u0645\u0641\u062a\u0627\u062d",
    "\u06a9\u0644\u06cc\u062f",
    "\u0915\u0940",
    "\u0e04\u0e35\u0e22\u0e4c",
    "\u0e42\u0e17\u0e40\u0e04\u0e47\u0e19",
)
# the nouns alone, for rules where the value comes first (`<pw> ist das Passwort`), not compounds (Passwortmanager)
PASSWORD_NOUNS_EXACT = (
    r"passwort|kennwort|mot[ \t]+de[ \t]+passe|mdp|contrase(?:ñ|n)a|clave|senha|wachtwoord|has(?:ł|l)o|has(?:ł|l)em|"
    r"пароль|паролем|şifre|şifresi|sifre|parola|parolası|"
    r"lösenord(?:et)?|passord(?:et)?|adgangskode(?:n)?|kodeord(?:et)?|salasana|parool|heslo|heslem|jelszó|jelszava|"
    r"parolata|паролата|парола|lozinka|geslo|slaptažodis|κωδικός|m(?:ậ|a)t[ \t]+kh(?:ẩ|a)u|kata[ \t]+sandi|nenosiri"
)
# `... is our password manager / policy / reset flow`: a thing about passwords, not one
_NOT_ABOUT_THE_PASSWORD = (
    r"(?![ \t]*-?(?:manager|policy|policies|reset|rule|rules|change|field|prompt|hash|flow|grant|generator|vault|store|"
    r"requirement|expir\w*|rotation|strength|length|name|complexity|validation|storage|guidance|leak|leaks|audit|richtlinie|"
    r"verwaltung|zurücksetzen|vergessen|gestionnaire|politique|pol[ií]tica|gestor|süresi))"
)
# the copulas ("is") of the Nordic, Baltic, Romanian, Greek, Vietnamese, Indonesian, Tagalog and Swahili notes
_COPULAS_MORE = r"är|er|este|είναι|là|adalah|yra|ay|ni"
_JOIN_I18N = (
    r"(?:\b(?:ist|lautet|war|sind|est|était|es|era|é|è|is|jest|je|to|zijn|são|sono|on|ialah|"
    + _COPULAS_MORE
    + r")\b|(?<!\S)(?:هي|هو|است|है|היא|הוא|זה)(?!\S)|คือ|"
    r"\b(?P<prep>auf|en|pour|a|para|in|naar|na|на|в|olarak|till|til|în|į|σε|thành|menjadi|kuwa)\b|[:：=—–→]|->|=>|[是为為はをに를을는은이가로]|"
    # "temporary" (`reset the MinIO password, temporary <pw>`)
    r"\b(?:temporär|vorläufig|provisoire|temporaire|temporal|provisional|temporário|provisório|temporaneo|"
    r"provvisori[ao]|tijdelijk|tymczasow\w{0,3}|временн\w{0,3}|тимчасов\w{0,3}|geçici(?:[ \t]+olarak)?)(?!\w)|"
    r"临时|臨時|一時的に|임시로?)"
)
_VALUE_I18N = (
    r"(?:[`'\"“„«‚‘「『][ \u00a0\u202f]?)?"
    # a word of letters alone that a colon, an arrow or a dash follows is a label (`pour Jenkins : <pw>`), not the value
    r"(?![^\W\d_]{1,64}(?:[ \t]*(?:[:=—–→]|->|=>)[ \t]|[ \t]+(?:ist|est|es|is|je|jest|on|" + _COPULAS_MORE + r")\b))"
    r"(?P<s>(?![,;])[A-Za-z0-9\u00a1-\u024f\u0400-\u04ff\u20ac!#$%&()*+,\-./:;<=>?@\[\\\]^_{|}~]{7,256})"
    r"(?<![.,;:)!?])(?![A-Za-z0-9\u00a1-\u024f\u0400-\u04ff\u20ac#$%&(*+\-/<=>@\[\\\]^_{|}~])"
)

# a flag's value: quoted, or bare up to the next space or shell operator (not another flag)
_FLAG_VALUE = r"(?P<s>\"[^\"\n]{4,200}\"|'[^'\n]{4,200}'|[^\s'\"|;&`-][^\s'\"|;&`]{3,200})"

RULES: tuple[Rule, ...] = (
    make_rule(
        "SECRET-PRIVATE-KEY",
        "private key block",
        r"(?P<s>-----BEGIN[ A-Z0-9]{0,30}PRIVATE KEY(?: BLOCK)?-----(?:\\[rn]|[\s\"'])*"
        r"(?:[A-Za-z-]+:[^\n]*(?:\n|\\n)\s*)*[A-Za-z0-9+/=]{40,}(?:[\s\S]{0,8000}?-----END[ A-Z0-9]{0,30}"
        r"PRIVATE KEY(?: BLOCK)?-----|[A-Za-z0-9+/=\s\\n\"]{0,4000}))",
        pem_ok,
        keywords=("private key",),
    ),
    make_rule(
        "SECRET-PRIVATE-KEY",
        "base64-encoded private key block",
        r"(?P<s>LS0tLS1CRUdJTi[A-Za-z0-9+/]{0,12}(?:UFJJVkFURSBLRV|BSSVZBVEUgS0VZ|QUklWQVRFIEtFW)[A-Za-z0-9+/=]{20,})",
        keywords=("ls0tls1crudjti",),
    ),
    make_rule(
        "SECRET-PRIVATE-KEY",
        "PuTTY private key",
        r"(?P<s>PuTTY-User-Key-File-\d: [\s\S]{0,4000}?Private-MAC: \S+)",
        keywords=("putty-user-key-file",),
    ),
    make_rule(
        "SECRET-PRIVATE-KEY",
        "SSH2 (RFC 4716) private key block",
        # the header, its header lines (`Comment: "..."`, continued with `\`) and lines of base64, then the end line
        r"(?P<s>---- BEGIN SSH2 ENCRYPTED PRIVATE KEY ----[ \t]*(?:\r?\n[ \t>]*(?:[\w-]+:[^\n]*|[^\n]*\\|[A-Za-z0-9+/]+=*)[ \t]*)++"
        r"(?:\r?\n[ \t>]*---- END SSH2 ENCRYPTED PRIVATE KEY ----)?)",
        ssh2_key_ok,
        keywords=("ssh2 encrypted private key",),
    ),
    make_rule(
        "SECRET-PRIVATE-KEY",
        "minisign or signify secret key",
        # the key file: a comment line that says so, then the key in base64
        r"untrusted comment: [^\n]{0,60}secret key[ \t]*\r?\n[ \t>]*(?P<s>[A-Za-z0-9+/]{40,}={0,2})",
        keywords=("untrusted comment",),
    ),
    make_rule(
        "SECRET-PRIVATE-KEY",
        "Tor onion service or client authorization private key",
        # `ADD_ONION ED25519-V3:<key>`, `250-PrivateKey=ED25519-V3:<key>`, `.auth_private`'s `<onion>:descriptor:x25519:<key>`
        r"(?:ED25519-V3:|(?<![a-z2-7])[a-z2-7]{56}:descriptor:x25519:)(?P<s>[A-Za-z0-9+/]{40,}={0,2})",
        keywords=("ed25519-v3:", "descriptor:x25519:"),
    ),
    make_rule(
        "SECRET-PRIVATE-KEY",
        "Java keystore in base64",
        # a JKS file's magic number (FEEDFEED) read as base64, with its wrapped lines
        r"(?<![A-Za-z0-9+/])(?P<s>/u3\+7QAAAA[A-Za-z0-9+/]{20,}={0,2}(?:\r?\n[ \t>]*[A-Za-z0-9+/]{20,}={0,2})*)",
        keystore_ok,
        keywords=("/u3+7qaaaa",),
    ),
    make_rule(
        "SECRET-PRIVATE-KEY",
        "private member of a JSON Web Key",
        r"\"(?P<member>d|k)\"\s*:\s*\"(?P<s>[A-Za-z0-9_-]{20,})\"",
        jwk_secret_ok,
        keywords=('"kty"',),
    ),
    make_rule(
        "SECRET-PRIVATE-KEY",
        "key material of a cleartext Tink keyset",
        r"\"value\"\s*:\s*\"(?P<s>[A-Za-z0-9+/]{20,}={0,2})\"",
        tink_key_ok,
        keywords=("keymaterialtype",),
    ),
    make_rule(
        "SECRET-PRIVATE-KEY",
        "Vault unseal key or recovery key",
        r"(?i)\b(?:unseal|recovery)[ \t]+key[ \t]+\d{1,2}[ \t]*(?:[:|]|[ \t]is\b)[ \t]*`?(?P<s>[A-Za-z0-9+/]{20,}={0,2})",
        key_material_ok,
        keywords=("unseal key", "recovery key"),
    ),
    make_rule(
        "SECRET-CRYPTO-PRIVATE-KEY",
        "Bitcoin private key (WIF)",
        r"(?P<s>[59KLc](?<![A-Za-z0-9].)[1-9A-HJ-NP-Za-km-z]{50,51})(?![A-Za-z0-9])",
        wif_ok,
    ),
    make_rule(
        "SECRET-CRYPTO-PRIVATE-KEY",
        "BIP-32 extended private key",
        r"(?P<s>[xtyzuvYZUV](?<![A-Za-z0-9].)prv[1-9A-HJ-NP-Za-km-z]{100,108})(?![A-Za-z0-9])",
        extended_key_ok,
        keywords=("prv",),
    ),
    make_rule(
        "SECRET-CRYPTO-PRIVATE-KEY",
        "Nostr private key (nsec)",
        r"(?P<s>n(?<![A-Za-z0-9].)sec1[02-9ac-hj-np-z]{58})(?![A-Za-z0-9])",
        key_material_ok,
        keywords=("nsec1",),
    ),
    make_rule(
        "SECRET-CRYPTO-PRIVATE-KEY",
        "Solana keypair (64 bytes)",
        # a keypair file's array of 64 numbers, or its base58 form, where the note names a wallet's key
        r"(?i)(?:" + _WALLET_WORDS + r")[^\n]{0,80}?"
        r"(?P<s>(?<![A-Za-z0-9])[1-9A-HJ-NP-Za-km-z]{86,88}(?![A-Za-z0-9]))",
        solana_secret_ok,
        keywords=_WALLET_KEYWORDS,
    ),
    make_rule(
        "SECRET-CRYPTO-PRIVATE-KEY",
        "Solana keypair file (64 numbers)",
        # `~/.config/solana/id.json`: the array may sit a few lines below the words that name it
        r"(?i)(?:" + _WALLET_WORDS + r"|id\.json)[\s\S]{0,200}?"
        r"(?P<s>\[\s*(?:\d{1,3}\s*,\s*){63}\d{1,3}\s*\])",
        solana_secret_ok,
        keywords=(*_WALLET_KEYWORDS, "id.json"),
    ),
    make_rule(
        "SECRET-CRYPTO-PRIVATE-KEY",
        "wallet seed phrase written out",
        # `seed phrase: <words>`, `The seed phrase for the Ledger is <words>, ...`, a grid of words under "recovery words"
        r"(?i)\b(?:mnemonic|seed[ _-]?(?:phrase|words)|recovery[ _-]?(?:phrase|words|seed)|backup[ _-]?phrase)\b"
        r"[^\n:=|]{0,60}?(?:[:=|]|\b(?:is|are)\b)[ \t]*(?:\r?\n[ \t]*(?:(?:```\w*|~~~|[-*][ \t]+\w+:)[ \t]*)?)*+[\"'`]?"
        r"(?P<s>(?-i:[a-z]{3,8})(?:(?:[ \t]+|[ \t]*\r?\n[ \t]*)(?-i:[a-z]{3,8})){11,23})(?![ \t]*[a-z])",
        seed_words_ok,
        keywords=("mnemonic", "seed", "recovery", "backup phrase"),
    ),
    make_rule(
        "SECRET-AWS-ACCESS-KEY",
        "AWS access key id",
        r"(?<![A-Za-z0-9])(?P<s>(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16})(?![A-Za-z0-9])",
        aws_key_ok,
        keywords=("AKIA", "ASIA", "ABIA", "ACCA", "A3T"),
        cased=True,
    ),
    make_rule(
        "SECRET-AWS-SECRET-KEY",
        "AWS secret access key",
        r"(?i)(?:aws|secret)[\w .-]{0,25}?(?:key|secret)[\"']?\s*(?:[:=]|=>|:=)\s*[\"']?"
        r"(?P<s>[A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])",
        strong_ok,
        keywords=("aws", "secret"),
    ),
    make_rule(
        "SECRET-JWT",
        "JSON Web Token",
        r"(?<![A-Za-z0-9_-])(?P<s>eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}(?:\.[A-Za-z0-9_-]{10,})?)",
        jwt_ok,
        keywords=("eyj",),
    ),
    make_rule(
        "SECRET-URL-CREDENTIALS",
        "credentials in a URL",
        # a password may be a long token (AWS CodeArtifact's is ~800 characters)
        r"\b[a-zA-Z][a-zA-Z0-9+.-]{1,30}://[^\s:/@\"'<>`]{1,128}:(?P<s>[^\s:/@\"'<>`]{3,2048})@[\[A-Za-z0-9]",
        url_password_ok,
        keywords=("://",),
    ),
    make_rule(
        "SECRET-URL-CREDENTIALS",
        "API key as the user name of a URL, with an empty password",
        # Stripe and others take basic auth with the key as the user: `https://sk_live_...:@api.stripe.com/`
        r"\b[a-zA-Z][a-zA-Z0-9+.-]{1,30}://(?P<s>[A-Za-z0-9_.~-]{16,200}):@[\[A-Za-z0-9]",
        random_run_ok,
        keywords=(":@",),
    ),
    make_rule(
        "SECRET-PKCS12",
        "PKCS#12 key store (a private key and its certificate), base64",
        # DER `SEQUENCE { INTEGER 3, ...`: the version a PFX file starts with, read through base64
        r"(?<![A-Za-z0-9+/])(?P<s>MII[A-Za-z0-9+/]{2}[AQgw]IBAzCC(?:[A-Za-z0-9+/]|\\n|\r?\n[ \t]*(?=[A-Za-z0-9+/=]{4,}[ \t]*(?:\r?\n|$)))"
        r"{200,}+={0,2})",
        keywords=("IBAzCC",),
        cased=True,
    ),
    make_rule(
        "SECRET-SIGNED-URL",
        "signature or session token of a pre-signed URL (whoever holds the URL has the access)",
        r"(?i)[?&](?:x-amz-signature|x-goog-signature|x-amz-security-token)=(?P<s>[A-Za-z0-9%+/=_.-]{40,4000})",
        signed_url_ok,
        keywords=("signature=", "security-token="),
    ),
    make_rule(
        "SECRET-CONNECTION-STRING",
        "password or key in a connection string",
        r"(?i)(?:^|[;\s\"'{(`])(?:password|pwd|accountkey|sharedaccesskey|sharedsecret)\s*=\s*"
        r"(?P<s>[^;\s\"'<>`]{3,256})",
        connection_ok,
        keywords=("password", "pwd", "accountkey", "sharedaccesskey", "sharedsecret"),
    ),
    make_rule(
        "SECRET-CURL-USER",
        "credentials in a curl -u argument",
        r"\bcurl\b(?:[^\n]|\\\n){0,400}?\s(?:-u\s*|--user[\s=]+)[\"']?[^\s:\"']*:[\"']?(?P<s>[^\s\"']{3,})",
        url_password_ok,
        keywords=("curl",),
    ),
    make_rule(
        "SECRET-CURL-USER",
        "API key as the user name of a curl -u argument, with an empty password",
        # Stripe, Mixpanel, Mailgun and others take the key as the user: `curl -u sk_test_...: https://...`
        r"\bcurl\b(?:[^\n]|\\\n){0,400}?\s(?:-u\s*|--user[\s=]+)[\"']?(?P<s>[A-Za-z0-9_.+/=-]{16,200}):[\"']?(?=\s|$)",
        random_run_ok,
        keywords=("curl",),
    ),
    make_rule(
        "SECRET-LOGIN-TOKEN",
        "token passed to a login command",
        # `wandb login <key>`, `vault login <token>`: a generated run, not a host, a user name or an option;
        # a changelog line is not one (`reverted login <sha>`, `broken login <sha>`; `cloudflared login` is)
        r"(?m)(?:^[ \t]*(?:[$#>%][ \t]*)?|`)(?!(?:[\w-]*ed|broken|fix|fixes|fixing)[ \t]+login[ \t]+[0-9a-f]{7,64}\b)"
        r"[a-z][\w-]{1,30}(?:[ \t]+auth)?[ \t]+login[ \t]+"
        r"(?P<s>[A-Za-z0-9][A-Za-z0-9_.~+/=-]{19,300})(?=[ \t]*(?:$|`))",
        random_run_ok,
        keywords=("login",),
    ),
    make_rule(
        "SECRET-AUTH-HEADER",
        "credentials in an Authorization header",
        # a scheme (Basic, Bearer, Okta's SSWS, Splunk, GenieKey ...) or a bare token; on the header's line
        # (a YAML `authorization:` block holds settings, not a value)
        r"(?i)\b(?:proxy-)?authorization[\"']?[ \t]*[:=][ \t]*[\"']?(?:(?P<scheme>[a-z][a-z0-9_-]{1,24})[ \t]+)?"
        r"(?P<s>[A-Za-z0-9._~+/=:-]{7,}[A-Za-z0-9._~+/=-])",
        auth_header_ok,
        keywords=("authorization",),
    ),
    make_rule(
        "SECRET-AUTH-HEADER",
        "credentials in an Authorization header set by a server's config",
        # nginx `proxy_set_header Authorization "Basic ..."`, Apache `RequestHeader set Authorization ...`
        r"(?i)\b(?:proxy_set_header|add_header|more_set_headers|requestheader[ \t]+(?:set|append))[ \t]+[\"']?"
        r"authorization[\"']?[ \t]+[\"']?(?:(?P<scheme>[a-z][a-z0-9_-]{1,24})[ \t]+)?(?P<s>[A-Za-z0-9._~+/=-]{8,})",
        auth_header_ok,
        keywords=("authorization",),
    ),
    make_rule(
        "SECRET-ASSIGNMENT",
        "secret written in by a substitution that fills in a placeholder",
        # `sed -i 's/__API_TOKEN__/<v>/' app.env`, `perl -pi -e 's#changeme#<v>#'`, `s|%DB_PASSWORD%|<v>|g`
        r"s(?<![\w-]s)(?P<d>[/#|,:@!])(?P<key>[^\s/#|,:@!]{2,60})(?P=d)(?P<s>(?:(?!(?P=d))[^\s\"'`]){6,300})(?P=d)[gimsxe]*(?=[\"'`;\s]|$)",
        substitution_ok,
        keywords=("sed", "perl", "s/", "s#", "s|"),
    ),
    make_rule(
        "SECRET-ASSIGNMENT",
        "secret's new value in a plan's change",
        # terraform plan: `~ "DB_PASSWORD" = "placeholder" -> "<v>"`: the value after the arrow is the new one
        r"(?P<key>\"[A-Za-z_][\w.-]{0,80}\"|(?<![\w.-])[A-Za-z_][\w.-]{0,80})[ \t]*=[ \t]*\"[^\"\n]{0,200}\"[ \t]+->[ \t]+"
        r"(?P<op>)(?P<s>\"[^\"\n]{1,4096}\")",
        assignment_ok,
        keywords=("->",),
    ),
    make_rule(
        "SECRET-PROSE-CREDENTIAL",
        "credential's new value in prose",
        # a changelog or chat line: `Rotated the secret key; new value <v> is live`
        r"(?i)\b(?:password|passphrase|secret|key|token|credential)s?\b[^\n]{0,30}?\bnew[ \t]+value[ \t]+(?:is[ \t]+)?"
        r"[`'\"]?(?P<s>[^\s`'\"]*[^\s`'\".,;:)])",
        new_value_ok,
        keywords=("new value",),
    ),
    make_rule(
        "SECRET-ASSIGNMENT",
        "Django secret key as Django generates it",
        r"(?<![\w-])(?P<s>django-insecure-[^\s'\"`]{30,100})",
        key_material_ok,
        keywords=("django-insecure-",),
    ),
    make_rule(
        "SECRET-ASSIGNMENT",
        "secret named by its variable in prose",
        # `For reference, SECRET_KEY is <v>`, `FYI RAILS_MASTER_KEY is <v> as of ...`: an environment variable's
        # name, "is", the value (up to a space; a sentence's last stop is not part of it)
        r"(?<![\w$.-])(?P<key>[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)[ \t]+(?P<op>is|was)[ \t]+(?:now[ \t]+)?[`'\"]?"
        r"(?P<s>[^\s`'\"]*[^\s`'\".,;:])",
        name_is_ok,
        keywords=(
            "_key is",
            "_secret is",
            "_token is",
            "_password is",
            "_key was",
            "_secret was",
            "_token was",
            "_password was",
            "_base is",
            "_pass is",
            "_pwd is",
        ),
    ),
    make_rule(
        "SECRET-AUTH-HEADER",
        "Basic credentials (user:password in base64)",
        # wherever the header's value is kept: `REGISTRY_AUTH="Basic <b64>"`, `auth_header: 'Basic <b64>'`, a log line
        r"(?<![\w-])(?i:basic)[ \t]+(?P<s>[A-Za-z0-9+/]{8,400}={0,2})(?![\w+/=-])",
        basic_credentials_ok,
        keywords=("basic",),
    ),
    make_rule(
        "SECRET-AUTH-HEADER",
        "bearer token",
        r"\b[Bb]earer[ \t]+(?P<s>[A-Za-z0-9._~+/=-]{16,})",
        strong_ok,
        keywords=("bearer",),
    ),
    make_rule(
        "SECRET-API-HEADER",
        "secret in an API key header",
        r"(?i)\bx-[a-z0-9-]*(?:token|key|secret|auth|api)[a-z0-9-]*[\"']?\s*:\s*[\"']?(?P<s>[A-Za-z0-9._~+/=-]{8,})",
        value_ok,
        keywords=("x-",),
    ),
    make_rule(
        "SECRET-ASSIGNMENT",
        "secret value assigned to a credential key",
        r"(?<![A-Za-z0-9_.$@-])(?P<key>[\"']?[$@]?[A-Za-z_][A-Za-z0-9_.\-]{0,80}+[\"']?\]?(?:\[\d*\])?)"
        r"(?i:\s*(?P<op>::?=|\?\??=|\|\|=|\.=|=>|==|!=|=|(?<=[A-Za-z0-9_])(?::[ \t]+(?:&(?:'static[ \t]+)?)?(?:(?-i:[A-Z][\w.]*|(?![\w.]*?(?i:keys?|tokens?|secrets?|pass\w*|pwd|auth|cred\w*)\b)[a-z_][\w.]*)(?:<[\w.]*>|\[\])?|\[\w+(?:;[ \t]*\d+)?\])|[ \t]+(?:\*?string|\[\]byte))[ \t]*=(?![=>])(?=[ \t]*(?:String::from\(|[@rRbB])?[\"'`])|:|\s-?-?as\s|\+=|<-(?=[ \t]*[\"'])|(?<=[A-Za-z0-9_])\{(?=\"))(?:\s*(?=[\"'`])|[ \t]*))"  # a bare value stays on the key's line
        # a literal may be wrapped: Rust `String::from("...")`, C# `@"..."`, raw and byte strings `r"..."`, `b'...'`,
        # `r#"..."#`, Go's `[]byte("...")`, JavaScript's String.raw`...`
        r"(?:(?:String::from|SecretString::(?:new|from)|Secret::new|\[\]byte)\(|[@rRbB](?=[\"'])|r#+(?=\")|String\.raw(?=`))?"
        r"(?P<s>" + _Q + ")",
        assignment_ok,
        keywords=(
            "pass",
            "pwd",
            "_pw",
            "secret",
            "token",
            "key",
            "auth",
            "cred",
            "pat",
            "psk",
            "_sk",
            "kennwort",
            "wachtwoord",
            "senha",
            "mdp",
            "sifre",
            "haslo",
            "contrasena",
        ),
    ),
    make_rule(
        "SECRET-ASSIGNMENT",
        "secret value in a YAML block scalar",
        # `client_secret: |-` and the value alone on the next, deeper line (a literal: `#` is part of it)
        r"(?m)^(?P<ind>[ \t]{0,40}+)(?P<key>[A-Za-z_][\w.-]{0,80}+)[ \t]*+:[ \t]*+[|>][-+]?[1-9]?[ \t]*+\r?\n"
        r"(?P=ind)[ \t]{1,16}+(?P<op>)(?P<s>\S[^\n]{0,300}?)[ \t]*+\r?$(?!\n(?P=ind)[ \t]{1,16}\S)",
        assignment_ok,
        keywords=("|", ">"),
    ),
    make_rule(
        "SECRET-ASSIGNMENT",
        "secret value in a name/value pair",
        # `- name: DB_PASSWORD` / `value: ...` (Kubernetes env), `{"Name": "/prod/db/password", "Type": ...,
        # "Value": ...}` (SSM), Key Vault and ECS JSON, `{"keyName": "key1", ..., "value": ...}` (`az storage
        # account keys list`), `{"key": "client_secret", "value": ...}` (Postman), `{"name": "sessionid", "value":
        # ...}` (a HAR cookie): a few sibling members may sit between them
        r"(?i)[\"']?\b(?:(?P<kn>key)?name|key)[\"']?[ \t]*[:=][ \t]*[\"']?(?P<key>[^\s\"',{}]{1,100}+)[\"']?[ \t]*+(?:,[ \t]*+(?:\r?\n)?|\r?\n)"
        + _SIBLINGS
        + r"[ \t]*[\"']?value[\"']?[ \t]*[:=][ \t]*(?P<op>)(?P<s>"
        + _Q
        + ")",
        name_value_ok,
        keywords=("value",),
    ),
    make_rule(
        "SECRET-ASSIGNMENT",
        "secret value in an object named for it",
        # `terraform output -json`, Terraform state: `"admin_password": {"sensitive": true, ..., "value": "..."}`
        r"(?i)[\"'](?P<key>[\w.-]{1,80}+)[\"'][ \t]*:[ \t]*\{[ \t]*+(?:\r?\n)?"
        + _SIBLINGS
        + r"[ \t]*[\"']value[\"'][ \t]*:[ \t]*(?P<op>)(?P<s>\"[^\"\n]*\"|'[^'\n]*')",
        assignment_ok,
        keywords=("value",),
    ),
    make_rule(
        "SECRET-ASSIGNMENT",
        "default of a Terraform variable named for a secret",
        r"\bvariable[ \t]+\"(?P<key>[\w-]{1,80})\"[ \t]*\{[^{}]{0,400}?\bdefault[ \t]*=[ \t]*(?P<op>)(?P<s>\"[^\"\n]*\")",
        assignment_ok,
        keywords=("variable",),
    ),
    make_rule(
        "SECRET-ASSIGNMENT",
        "secret value in an XML key/value pair",
        r"(?i)\b(?:key|name)=\"(?P<key>[^\"]*" + _KEYWORD + r"[^\"]*)\"\s+value=(?P<op>)(?P<s>\"[^\"]*\")",
        assignment_ok,
        keywords=("value=",),
    ),
    make_rule(
        "SECRET-ASSIGNMENT",
        "secret value in an XML element named by its key attribute",
        r"(?i)<(?P<tag>[A-Za-z_][\w.:-]{0,40})\s[^<>\n]*?\b(?:key|name)=\"(?P<key>[^\"]*" + _KEYWORD + r"[^\"]*)\""
        r"[^<>\n]*>(?P<op>)(?P<s>[^<>\s][^<>\n]{2,200}?)\s*</(?P=tag)>",
        xml_element_ok,
        keywords=('key="', 'name="'),
    ),
    make_rule(
        "SECRET-ASSIGNMENT",
        "secret value in an XML element",
        r"<(?P<key>[A-Za-z_][\w.:-]{0,60})>\s*(?P<op>)(?P<s>[^<>\s][^<>\n]{2,200}?)\s*</(?P=key)>",
        xml_element_ok,
        keywords=("pass", "pwd", "secret", "token", "key", "cred"),
    ),
    make_rule(
        "SECRET-ASSIGNMENT",
        "secret value in an XML key/value element pair",
        # a property list's `<key>API_KEY</key>` then `<string>...</string>`, `<entry><key>...</key><value>...`
        r"<key>[ \t]*(?P<key>[^<>\n]{1,80}?)[ \t]*</key>\s{0,80}<(?P<tag>string|value|data)>\s*(?P<op>)"
        r"(?P<s>[^<>\s][^<>\n]{2,200}?)\s*</(?P=tag)>",
        xml_element_ok,
        keywords=("<key>",),
    ),
    make_rule(
        "SECRET-ASSIGNMENT",
        "secret value passed with its credential key",
        # on one line, and not a JSON value (`"Type": "password",` then the next key; an escaped one reads
        # `"Type" :  "password" ,` unescaped) nor the key after one
        r"(?P<key>[\"'](?<!:.)(?<!:[ \t].)(?<!:[ \t]{2}.)[A-Za-z_][\w.-]{0,60}[\"'])[ \t]*,[ \t]*(?P<op>)"
        r"(?P<s>\"[^\"\n]{1,200}\"|'[^'\n]{1,200}')(?![ \t]*:)",
        assignment_ok,
        keywords=("pass", "pwd", "secret", "token", "key", "cred", "auth"),
    ),
    make_rule(
        "SECRET-ASSIGNMENT",
        "secret value in a #define",
        # C's `#define API_KEY "..."`, Erlang's `-define(API_KEY, "...")`
        r"(?:#\s*define\s+|-define\(\s*)(?P<key>\w*" + _KEYWORD + r"\w*)(?:\s+|\s*,\s*)(?P<op>)(?P<s>\"[^\"\n]*\")",
        assignment_ok,
        keywords=("define",),
    ),
    make_rule(
        "SECRET-ASSIGNMENT",
        "secret value given as the fallback of a look-up named for it",
        # `System.getenv("API_KEY") ?: "..."`, `process.env.API_KEY || "..."`, `ENV["TOKEN"] ?? "..."`, `... or "..."`
        # (the operator first: the name before it is read by the check, so prose full of `or` stays cheap)
        r"(?:\?:|\|\||\?\?|\bor\b|===?)[ \t]*(?P<key>)(?P<op>)(?P<s>\"[^\"\n]{1,200}\"|'[^'\n]{1,200}')",
        fallback_ok,
        keywords=("?:", "||", "??", ' or "', " or '", "=="),
    ),
    make_rule(
        "SECRET-ASSIGNMENT",
        "secret value returned by a function or fixture named for it",
        # Python `def api_token():` + `return "..."`; Ruby `let(:api_key) { "..." }`; Elixir `defp secret_key_base,
        # do: "..."`
        r"\bdef[ \t]+(?P<key>\w{1,80})\([^()\n]{0,80}\)(?:[ \t]*->[ \t]*\w+)?:[ \t]*(?:\r?\n[ \t]+)?return[ \t]+"
        r"(?P<op>)(?P<s>\"[^\"\n]{1,200}\"|'[^'\n]{1,200}')",
        assignment_ok,
        keywords=("return",),
    ),
    make_rule(
        "SECRET-ASSIGNMENT",
        "secret value returned by a function or fixture named for it",
        r"\blet!?\(:(?P<key>\w{1,80})\)[ \t]*\{[ \t]*(?P<op>)(?P<s>\"[^\"\n]{1,200}\"|'[^'\n]{1,200}')",
        assignment_ok,
        keywords=("let(", "let!("),
    ),
    make_rule(
        "SECRET-ASSIGNMENT",
        "secret value returned by a function or fixture named for it",
        r"\bdefp?[ \t]+(?P<key>\w{1,80})(?:\(\))?,[ \t]*do:[ \t]*(?P<op>)(?P<s>\"[^\"\n]{1,200}\"|'[^'\n]{1,200}')",
        assignment_ok,
        keywords=("do:",),
    ),
    make_rule(
        "SECRET-ASSIGNMENT",
        "secret literal compared with a value named for it",
        # Java's `"...".equals(providedToken)` (a hard-coded check holds the secret)
        r"(?P<s>\"[^\"\n]{8,200}\")\.equals(?:IgnoreCase)?\(\s*(?P<key>[\w.]{0,60}(?i:token|secret|password|passwd|key))\s*\)(?P<op>)",
        assignment_ok,
        keywords=(".equals",),
    ),
    make_rule(
        "SECRET-ASSIGNMENT",
        "secret value in a Lua long string",
        # `local secret = [[...]]`; only after `=` (`password: [[Vault/prod-db]]` is a wiki link)
        r"(?<![\w.])(?P<key>[A-Za-z_][\w.]{0,80})[ \t]*(?P<op>=)[ \t]*\[\[(?P<s>[^\s\]]{4,200})\]\]",
        assignment_ok,
        keywords=("[[",),
    ),
    make_rule(
        "SECRET-ASSIGNMENT",
        "secret value in an environment variable set by code",
        # Perl's `$ENV{AWS_SECRET_ACCESS_KEY} = '...'`, PHP's `$_ENV['API_KEY'] = '...'`
        r"\$_?ENV(?:\{|\[)[\"']?(?P<key>[A-Za-z_]\w{0,80})[\"']?(?:\}|\])[ \t]*(?P<op>=)[ \t]*(?P<s>\"[^\"\n]{1,200}\"|'[^'\n]{1,200}')",
        assignment_ok,
        keywords=("env{", "env["),
    ),
    make_rule(
        "SECRET-ASSIGNMENT",
        "secret value set by a config directive",
        # a whole line, or a whole code span (`secret there: `x`` is prose before a code span)
        r"(?m)(?:^(?P<bol>)|`)[ \t]*(?:(?:ENV|ARG|setx|aws[ \t]+configure[ \t]+set)[ \t]+)?"
        r"(?P<key>[A-Za-z_][\w.-]{0,40})[ \t]+(?P<op>)(?P<s>\"[^\"\n]{1,200}\"|'[^'\n]{1,200}'|[^\s\"'`;]{4,200})"
        r"[ \t]*;?[ \t]*(?(bol)(?=$)|(?=`))",
        assignment_ok,
        keywords=("pass", "pwd", "secret", "token", "key", "auth", "cred"),
    ),
    make_rule(
        "SECRET-CALL-ARGUMENT",
        "secret passed to a call named for it",
        # `setApiKey("...")`, and a builder's `.password("...")` (a method named for it; `new Password(...)` is a type)
        r"(?<![\w.])(?P<key>\.?[A-Za-z_][\w.]{0,60}?(?i:key|token|password|passwd|secret)|\.(?i:key|token|password|passwd|secret))\(\s*"
        r"(?P<s>\"[^\"\n]{6,300}\"|'[^'\n]{6,300}')\s*[,)]",
        call_ok,
        keywords=("key(", "token(", "password(", "passwd(", "secret("),
    ),
    make_rule(
        "SECRET-CALL-ARGUMENT",
        "secret passed to a JSON-RPC method named for it",
        r"\"method\"\s*:\s*\"(?P<key>[\w.:/-]{1,80})\"\s*,\s*\"params\"\s*:\s*\[\s*(?P<s>\"[^\"\n]{16,300}\")",
        call_ok,
        keywords=('"params"',),
    ),
    make_rule(
        "SECRET-CREDENTIAL-ARGUMENT",
        "password passed with its user name to a credential or login call",
        # `NetworkCredential("u", "pw")`, `Credentials.basic("u", "pw")`, `new PasswordAuthentication("u", ...)`,
        # `req.basic_auth "u", "pw"` (Ruby, no parentheses), `.basic_auth("u", Some("pw"))` (Rust), `auth=("u", "pw")`
        r"(?:\b\w*(?:Credentials?|[Bb]asic_?[Aa]uth|[Ll]ogin|authenticate|PasswordAuthentication)(?:\.\w+)?\(|"
        r"\bbasic_auth[ \t]+(?=[\"'])|\bauth\s*=\s*[(\[])"
        r"\s*[\"'][^\"'\n]*[\"']\s*,\s*(?:Some\()?(?P<s>\"[^\"\n]{4,}\"|'[^'\n]{4,}')",
        value_ok,
        keywords=("credential", "auth", "login"),
    ),
    make_rule(
        "SECRET-CREDENTIAL-ARGUMENT",
        "user name and password given to libcurl",
        r"\bCURLOPT_USERPWD\s*,\s*\"[^\":\n]*:(?P<s>[^\"\n]{3,200})\"",
        quoted_or_bare_ok,
        keywords=("curlopt_userpwd",),
    ),
    make_rule(
        "SECRET-CREDENTIAL-ARGUMENT",
        "token given to a client's bearer-auth call or an Authorization header value",
        # Rust's `.bearer_auth("...")`, C#'s `new AuthenticationHeaderValue("Bearer", "...")`
        r"(?:\.bearer_?[Aa]uth\(\s*|\bAuthenticationHeaderValue\(\s*\"(?:Bearer|Basic|Token)\"\s*,\s*)"
        r"(?P<s>\"[^\"\n]{8,400}\"|'[^'\n]{8,400}')",
        value_ok,
        keywords=("bearer_auth", "bearerauth", "authenticationheadervalue"),
    ),
    make_rule(
        "SECRET-CRYPTO-PRIVATE-KEY",
        "Ethereum private key given to a wallet or an account list",
        # ethers' `new Wallet("0x...")`, web3's `privateKeyToAccount("0x...")` / `Account.from_key(...)`, Hardhat's
        # `accounts: ["0x..."]`: 32 bytes in hex (a transaction or block hash has the same shape, so only here)
        r"(?:\b(?:Wallet|privateKeyToAccount|from_key|fromPrivateKey|PrivateKey)\(\s*|\baccounts\s*:\s*\[\s*)"
        r"[\"'](?P<s>(?:0x)?[0-9a-fA-F]{64})[\"']",
        None,
        keywords=("wallet(", "privatekey", "from_key(", "accounts"),
    ),
    make_rule(
        "SECRET-CRYPTO-PRIVATE-KEY",
        "wallet seed phrase (12 to 24 words)",
        r"(?i)(?:\b(?:mnemonic|seed[_ -]?phrase|recovery[_ -]?phrase)[\"']?\s*[:=]\s*|\b(?:fromMnemonic|fromPhrase)\(\s*)"
        r"[\"'](?P<s>(?:[a-z]{3,8} ){11}(?:(?:[a-z]{3,8} ){3}){0,4}[a-z]{3,8})[\"']",
        seed_phrase_ok,
        keywords=("mnemonic", "phrase"),
    ),
    make_rule(
        "SECRET-CREDENTIAL-ARGUMENT",
        "password passed to a database connect call after its URL or host and user name",
        # JDBC, PDO, mysqli, Perl's `DBI->connect(dsn, user, pw)`, Erlang's `epgsql:connect(host, user, pw)`, C's
        # `mysql_real_connect(conn, host, user, pw, ...)`: a URL, DSN or host, a user name, then the password
        r"\b(?:(?:getConnection|PDO|mysqli|mysqli_connect|mysql_p?connect|DBI->connect|epgsql:connect)\(|"
        r"mysql_real_connect\(\s*[\w&.>-]+\s*,)\s*(?:\"[^\"\n]*\"|'[^'\n]*'|[$\w.]+)\s*,"
        r"\s*[\"'][^\"'\n]*[\"']\s*,\s*(?P<s>\"[^\"\n]{4,}\"|'[^'\n]{4,}')",
        value_ok,
        keywords=("getconnection(", "pdo(", "mysql", "connect("),
    ),
    make_rule(
        "SECRET-SQL-PASSWORD",
        "password set in an SQL statement",
        r"(?i)\b(?:(?:(?:CREATE|ALTER)[ \t]+(?:USER|ROLE|LOGIN)\b|GRANT\b)[^;\n]{0,200}?\b(?:IDENTIFIED[ \t]+"
        r"(?:WITH[ \t]+['\"`]?\w+['\"`]?[ \t]+)?BY|PASSWORD(?:[ \t]*=)?)|SET[ \t]+PASSWORD\b[^;\n]{0,120}?=[ \t]*"
        r"(?:PASSWORD[ \t]*\()?)[ \t]*"
        r"(?P<s>'[^'\n]{1,200}'|\"[^\"\n]{1,200}\"|[^\s;'\"()]{4,200})",
        sql_password_ok,
        keywords=("identified", "password"),
    ),
    make_rule(
        "SECRET-CREDENTIAL-ARGUMENT",
        "plain-text password made into a PowerShell SecureString",
        r"(?i)\bConvertTo-SecureString\b(?=[^\n]*-AsPlainText)[^\n|;\"'()]*?(?P<s>\"[^\"\n]{4,200}\"|'[^'\n]{4,200}')",
        value_ok,
        keywords=("convertto-securestring",),
    ),
    make_rule(
        "SECRET-GITLAB-TOKEN",
        "GitLab token",
        r"(?P<s>gl(?:(?:pat|dt|ft|soat|rt|ffct|wt)-[0-9A-Za-z_-]{20}|cbt-(?:[0-9a-fA-F]{1,5}_)?[0-9A-Za-z_-]{20}|"
        r"imt-[0-9A-Za-z_-]{25}|ptt-[0-9A-Za-z_-]{40}|agent-[0-9A-Za-z_-]{50,1024}|oas-[0-9A-Za-z_-]{64})|"
        r"GR1348941[0-9A-Za-z_-]{20})(?![A-Za-z0-9_-])",
        vendor_ok,  # also checks the left boundary (a leading look-behind would slow the search down)
        keywords=("gl", "GR1348941"),
        cased=True,
    ),
    make_rule(
        "SECRET-PREFIXED-TOKEN",
        "token-shaped value with a vendor prefix, joined from two literals",
        # `"sk_live_" + "..."`: code that splits a key to slip past a scanner still holds the key
        r"(?P<s>[\"'](?P<prefix>[A-Za-z][A-Za-z0-9]{1,9})(?:[_-][A-Za-z]{1,8}){0,2}[_-][\"'][ \t]*\+[ \t]*"
        r"[\"'](?P<body>[A-Za-z0-9_-]{20,200})[\"'])",
        prefixed_ok,
        keywords=("+",),
    ),
    make_rule(
        "SECRET-PREFIXED-TOKEN",
        "token-shaped value with a vendor prefix",
        r"(?<![A-Za-z0-9_.+/-])(?P<s>(?P<prefix>[A-Za-z][A-Za-z0-9]{1,9}+)(?:[_.-](?:[A-Za-z]{1,8}+|production|development|preproduction)){0,2}[_.-]"
        r"(?P<body>[A-Za-z0-9_+/-]{20,}+)={0,2})(?![.+/=])",
        prefixed_ok,
        keywords=("_", "-", "."),
    ),
    make_rule(
        "SECRET-CLI-PASSWORD",
        "password passed on a command line",
        r"(?i)(?:^|[\s`])--?(?P<key>[a-z._-]{0,30}(?:password|passwd|passphrase|pass|pwd|token|secret|apikey|"
        r"(?:api|secret|private|access|account|storage|shared|signing|master|license|auth|admin|app|application|"
        r"encryption|transaction|ingest|write|server|integration)-key))"
        r"(?P<op>[ =]|:\s)"
        r"(?P<s>" + _Q + ")",
        assignment_ok,
        keywords=("pass", "pwd", "token", "secret", "api", "-key"),
    ),
    make_rule(
        "SECRET-CONFIG-SET",
        "credential set with a command-line tool's config command",
        # `aws configure set aws_secret_access_key ...`, `npm config set //host/:_authToken ...`,
        # `yarn config set npmAuthToken ...`, `poetry config pypi-token.pypi ...`, `CONFIG SET requirepass ...`
        # a subcommand (not `--config file`, `./configure --flags`); flags before the setting may take a value
        r"(?i)(?:^|(?<=[\s`]))(?:configure|config(?::set)?)[ \t]+(?:set[ \t]+)?"
        r"(?:--?[a-z][\w-]*(?:[ \t=]+(?!-)[^\s\"'`]+)?[ \t]+){0,3}"
        r"[\"']?(?P<key>(?![-\d])(?!set-)[\w.:/@\[\]-]{1,100}?)[\"']?(?P<op>[ \t]+)"
        r"(?P<s>\"[^\"\n]{1,4096}\"|'[^'\n]{1,4096}'|[^\s\"'`]{1,4096})",
        config_set_ok,
        keywords=("config",),
    ),
    make_rule(
        "SECRET-STORE-COMMAND",
        "secret handed to a secret store on a command line",
        # the value flag of a secret store's set command: `az keyvault secret set ... --value`, `aws
        # secretsmanager create-secret ... --secret-string`, `aws ssm put-parameter ... --value` (a SecureString, or
        # a name that says what it holds), macOS `security add-generic-password ... -w`, `gh secret set ... --body`
        r"(?i)\b(?:az[ \t]+keyvault[ \t]+secret[ \t]+set\b[^\n|]{0,300}?[ \t]--value"
        r"|aws[ \t]+secretsmanager[ \t]+(?:create-secret|put-secret-value|update-secret)\b[^\n|]{0,300}?[ \t]--secret-string"
        r"|aws[ \t]+ssm[ \t]+put-parameter\b(?=[^\n|]{0,300}?(?:securestring|" + _STORED_SECRET_NAME + r"))"
        r"[^\n|]{0,300}?[ \t]--value"
        r"|security[ \t]+add-(?:generic|internet)-password\b[^\n|]{0,300}?[ \t]-w"
        r"|gh[ \t]+secret[ \t]+set\b[^\n|]{0,300}?[ \t](?:--body|-b))"
        r"(?:[ \t]*=[ \t]*|[ \t]+|(?<=b)(?=[\"']))(?P<s>\"[^\"\n]{1,4096}\"|'[^'\n]{1,4096}'|[^\s\"'`|;&]{1,4096})",
        quoted_or_bare_ok,
        keywords=("keyvault", "secretsmanager", "put-parameter", "-password", "secret set"),
    ),
    make_rule(
        "SECRET-STORE-COMMAND",
        "secret handed to a secret store on a command line",
        # a named setting then its value: `netlify env:set STRIPE_SECRET ...`, `doppler secrets set API_TOKEN ...`,
        # `dotnet user-secrets set "Stripe:SecretKey" ...`, `chamber write billing stripe_key ...`, key/value stores
        # `consul kv put app/db/password ...` and `etcdctl put /app/db/password ...` (the name must say it holds a secret)
        r"(?i)\b(?:netlify[ \t]+env:set|doppler[ \t]+secrets[ \t]+set|dotnet[ \t]+user-secrets[ \t]+set"
        r"|chamber[ \t]+write[ \t]+[\w.-]+|consul[ \t]+kv[ \t]+put|etcdctl(?:[ \t]+--?[a-z][\w-]*(?:=\S+)?)*[ \t]+put)"
        r"(?:[ \t]+--?[a-z][\w-]*(?:=[^\s\"'`]+)?){0,4}[ \t]+"
        r"[\"']?(?P<key>(?![-\d])[\w.:/\[\]-]{1,100}?)[\"']?(?P<op>[ \t]+)"
        r"(?P<s>\"[^\"\n]{1,4096}\"|'[^'\n]{1,4096}'|[^\s\"'`|;&]{1,4096})",
        config_set_ok,
        keywords=("env:set", "secrets set", "user-secrets", "chamber", "kv put", "etcdctl"),
    ),
    make_rule(
        "SECRET-STORE-COMMAND",
        "password given to a server's user command",
        # `rabbitmqctl add_user deploy ...` / `change_password deploy ...`; MinIO's `mc alias set <name> <url>
        # <access key> <secret key>`
        r"(?i)\b(?:rabbitmqctl[ \t]+(?:add_user|change_password)[ \t]+[^\s\"'`]+"
        r"|mc[ \t]+(?:alias[ \t]+set|config[ \t]+host[ \t]+add)[ \t]+[^\s\"'`]+[ \t]+https?://[^\s\"'`]+[ \t]+[^\s\"'`]+)"
        r"[ \t]+(?P<s>\"[^\"\n]{1,4096}\"|'[^'\n]{1,4096}'|[^\s\"'`|;&-][^\s\"'`|;&]{0,4095})",
        quoted_or_bare_ok,
        keywords=("rabbitmqctl", "mc alias", "mc config"),
    ),
    make_rule(
        "SECRET-STORE-COMMAND",
        "secret piped into a secret store",
        # `echo -n ... | gh secret set NAME`, `printf %s ... | wrangler secret put NAME`, `echo ... | docker secret
        # create name -`, `... | gcloud secrets versions add name --data-file=-`, `... | vercel env add NAME`
        r"(?i)\b(?:echo(?:[ \t]+-[neE]{1,3})*|printf(?:[ \t]+(?:'%s'|\"%s\"|%s))?)[ \t]+"
        r"(?P<s>\"[^\"\n]{1,4096}\"|'[^'\n]{1,4096}'|[^\s\"'`|;&-][^\s\"'`|;&]{0,4095})[ \t]*\|[ \t]*"
        r"(?=(?:sudo[ \t]+)?(?:npx[ \t]+)?[\w./-]{1,40}(?:[ \t]+[\w-]{1,40})?[ \t]+(?:secrets?|env)[ \t]+"
        r"(?:set|put|create|add|import|versions[ \t]+add)\b)",
        quoted_or_bare_ok,
        keywords=("secret", "env add", "env set"),
    ),
    make_rule(
        "SECRET-STORE-COMMAND",
        "secret piped into a secret store",
        # a here-string: `gh secret set NAME <<< ...`, `vercel env add NAME production <<< ...`
        r"(?i)\b(?:secrets?|env)[ \t]+(?:set|put|create|add)\b[^\n|<]{0,200}<<<[ \t]*"
        r"(?P<s>\"[^\"\n]{1,4096}\"|'[^'\n]{1,4096}'|[^\s\"'`|;&]{1,4096})",
        quoted_or_bare_ok,
        keywords=("<<<",),
    ),
    make_rule(
        "SECRET-ORACLE-CONNECT",
        "password in an Oracle connect string (user/password@database)",
        # at most six flags between the tool and the login: a bounded search from each start
        r"(?i)(?:\b(?:sqlplus|sqlldr|expdp|impdp|rman|dgmgrl|sqlcl)(?:\.exe)?\b"
        r"(?:[ \t]+(?:-\w{1,20}|target|catalog|auxiliary|/)){0,6}[ \t]+(?:userid=)?|\buserid=|\bSQL>[ \t]*conn(?:ect)?[ \t]+"
        r"|jdbc:oracle:\w+:)[\"']?[\w$#.-]{1,30}/(?P<s>[^\s/@\"'`]{3,64})@",
        value_ok,
        keywords=("sqlplus", "sqlldr", "expdp", "impdp", "rman ", "dgmgrl", "sqlcl", "jdbc:oracle", "userid=", "sql>"),
    ),
    make_rule(
        "SECRET-PGPASS-LINE",
        "password in a .pgpass line (host:port:database:user:password)",
        # a host with a letter, a dot or `*` (not `12:34:56:...`), a port that does not start with 0, and a
        # password without an unescaped colon, and not four hex groups, the first of four digits: not an IPv6 address
        r"(?m)^[ \t]*(?![0-9A-Fa-f]{4}:\d{1,4}:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}:)(?=[\w.*-]*[A-Za-z.*])[A-Za-z0-9*][\w.*-]*:(?:[1-9]\d{1,4}|\*):[\w.*-]+:[\w.*@-]+:(?P<s>(?:[^\s:\\]|\\.){4,128})[ \t]*\r?$",
        field_password_ok,
        keywords=("pgpass", ":5432:"),
    ),
    make_rule(
        "SECRET-CONNECTION-STRING",
        "password in a Go MySQL DSN (user:password@tcp(host)/db)",
        r"(?<![\w/:@.\[-])[\w.-]{1,64}:(?P<s>[^\s@/\"'`\[\]]{3,128})@(?:tcp|unix|udp)\(",
        value_ok,
        keywords=("@tcp(", "@unix(", "@udp("),
    ),
    make_rule(
        "SECRET-CONFIG-PASSWORD",
        "password in a server's config directive",
        # redis.conf `requirepass`/`masterauth`, HAProxy `stats auth user:pw` and `insecure-password`
        r"(?im)(?:^[ \t]*|`)(?:(?:requirepass|masterauth)[ \t]+|stats[ \t]+auth[ \t]+[^\s:`]+:|user[ \t]+\S+[ \t]+insecure-password[ \t]+)"
        r"[\"']?(?P<s>[^\s\"'`]{4,})",
        value_ok,
        keywords=("requirepass", "masterauth", "stats auth", "insecure-password"),
    ),
    make_rule(
        "SECRET-CONFIG-PASSWORD",
        "password in a user:password list (cloud-init chpasswd, Postfix sasl_passwd)",
        r"(?m)(?:^[ \t]+[a-z_][\w.-]{0,31}|^\[[\w.-]+\](?::\d+)?[ \t]+[^\s:]+):(?P<s>[^\s:]{6,128})[ \t]*\r?$",
        user_list_ok,
        keywords=("chpasswd", "sasl_passwd"),
    ),
    make_rule(
        "SECRET-CLI-PASSWORD",
        "password passed with -p on a command line",
        r"\b(?:mysql\w*\b[^\n]{0,300}?\s-p(?=\S)|(?:sshpass|(?:docker|podman|az)\s+login|mongo(?:sh|dump|restore)?)\b"
        r"[^\n]{0,300}?\s-p\s*|sqlcmd\b[^\n]{0,300}?\s-P\s*|redis-cli\b[^\n]{0,300}?\s-a\s+|ldap\w+\b[^\n]{0,300}?\s-w\s+|"
        r"htpasswd\s+-\w*b\w*\s+(?:-\w+\s+)*\S+\s+\S+\s+|\becho\s+(?=[^|\n]{0,300}\|[^|\n]{0,300}(?:--password-stdin|keystore\s+add\b|passwd\s+--stdin))|"
        # archives and keys made with a password: `zip -P`, `7z -p...`, `unzip -P`, `ssh-keygen -N` (new) and `-P` (old)
        # clients that take `-p <password>` after a user: InfluxDB, Cassandra, RabbitMQ's admin, PsExec, WinRM and
        # SMB tools; FreeRDP's `/p:`; lftp's `-u user,<password>`
        r"\b(?:influx|cqlsh|rabbitmqadmin|psexec(?:\.exe)?|evil-winrm|crackmapexec|netexec|nxc)\b[^\n]{0,300}?\s-p\s+|"
        r"\bxfreerdp\b[^\n]{0,300}?\s/p:|\blftp\b[^\n]{0,300}?\s-u\s+[^\s,]+,|"
        r"\b(?:zip|unzip)\b[^\n]{0,300}?\s-P\s+|\b7za?\b[^\n]{0,300}?\s-p(?=\S)|\bssh-keygen\b[^\n]{0,300}?\s-[NP]\s+|"
        # `schtasks ... /ru <user> /rp <pw>` (and `/u <user> /p <pw>` for a remote one), `openssl enc ... -k <pw>`
        r"\b(?i:schtasks)\b[^\n|;&]{0,300}?\s/(?i:rp|p)\s+|\bopenssl\b[^\n|;&]{0,300}?\s-k\s+|"
        # Windows `net use \\srv\share /user:DOMAIN\name <password>`; skopeo's and podman's `--creds user:<password>`
        r"\b(?i:net\s+use)\b[^\n]{0,300}?\s/(?i:user):\S+\s+(?=[^\s/])|(?<=--)(?:src-|dest-)?creds[ =][\"']?[^\s:\"']+:|"
        r"(?:smb\w*|rpcclient|winexe)\b[^\n]{0,300}?\s(?:-U[ \t]*|--user(?:name)?[= ])[\"']?[^\s%\"'/]+%|"
        r"\becho\s+[\"']?[\w.-]+:(?=[^|\n]{0,300}\|\s*(?:sudo\s+)?chpasswd))"
        r"(?P<s>[^\s'\"-][^\s'\"]{3,}|'[^'\n]{4,}'|\"[^\"\n]{4,}\")",
        quoted_or_bare_ok,
        keywords=(
            "mysql",
            "sshpass",
            "login",
            "mongo",
            "sqlcmd",
            "redis-cli",
            "ldap",
            "htpasswd",
            "password-stdin",
            "keystore",
            "--stdin",
            "smb",
            "rpcclient",
            "winexe",
            "chpasswd",
            "influx",
            "cqlsh",
            "rabbitmqadmin",
            "psexec",
            "evil-winrm",
            "crackmapexec",
            "netexec",
            "nxc",
            "xfreerdp",
            "lftp",
            "zip",
            "7z",
            "ssh-keygen",
            "net use",
            "creds",
            "schtasks",
            "openssl",
        ),
    ),
    make_rule(
        "SECRET-CLI-PASSWORD",
        "password passed on a command line with its user name",
        # a password flag within a few arguments after a user flag, in any tool (`cypher-shell -u neo4j -p <pw>`,
        # `mosquitto_pub -u app -P <pw>`, `nuget add source ... -u ci -p <pw>`)
        r"(?<![\w-])(?:-u|-U|--user(?:name)?)(?:[ \t]*=[ \t]*|[ \t]+)(?![-\\])[^\s|;&]{1,64}"
        r"(?:[ \t]+[^\s|;&]{1,200}){0,8}?[ \t]+(?:-p|-P|--pass(?:word)?)(?P<op>[ \t]*=[ \t]*|[ \t]+)"
        r"(?![\d.:]+(?:\s|$))" + _FLAG_VALUE,
        flag_pair_ok,
        keywords=(" -u", " -U", "--user"),
        cased=True,
    ),
    make_rule(
        "SECRET-CLI-PASSWORD",
        "password passed on a command line with its user name",
        # the password flag first: `-p <pw> -u admin`
        r"(?<![\w-])(?:-p|-P|--pass(?:word)?)(?P<op>[ \t]*=[ \t]*|[ \t]+)"
        + _FLAG_VALUE
        + r"(?=(?:[ \t]+[^\s|;&]{1,200}){0,8}?"
        r"[ \t]+(?:-u|-U|--user(?:name)?)(?:[ \t]*=[ \t]*|[ \t]+)(?![-\\])[^\s|;&])",
        flag_pair_ok,
        keywords=(" -u", " -U", "--user"),
        cased=True,
    ),
    make_rule(
        "SECRET-CLI-PASSWORD",
        "password passed on a command line",
        # Windows: `net use \\\\srv\\share <pw> /user:...` (the password before the user), `net user bob <pw> /add`
        r"(?i)\bnet[ \t]+(?:use[ \t]+(?:[a-z]:|\*)?[ \t]*\\\\\S+|user[ \t]+(?:\"[^\"\n]{1,64}\"|[^\s/\"]+))[ \t]+"
        r"(?P<s>\"[^\"\n]{3,200}\"|[^\s\"/*][^\s\"]{2,200})(?=[ \t]+/(?:user:|add\b|domain\b|y\b|active\b)|[ \t]*(?:\r?\n|$|`))",
        quoted_or_bare_ok,
        keywords=("net use", "net user"),
    ),
    make_rule(
        "SECRET-CLI-PASSWORD",
        "password passed on a command line",
        # SNMPv3's `-A <auth password>` and `-X <privacy password>` (both, so each flag is its own match)
        r"(?<=[ \t])-[AX][ \t]+" + _FLAG_VALUE,
        snmp_password_ok,
        keywords=("snmp",),
    ),
    make_rule(
        "SECRET-CLI-PASSWORD",
        "password in a package manager's http-basic setting",
        # `composer config http-basic.repo.example.com <user> <pw>`, `poetry config http-basic.<repo> <user> <pw>`
        r"(?i)\b(?:composer(?:[ \t]+global)?|poetry)[ \t]+config[ \t]+(?:-{1,2}[\w-]+[ \t]+)*http-basic\.\S+[ \t]+[\"']?[^\s\"']+[\"']?[ \t]+"
        r"(?P<s>\"[^\"\n]{3,200}\"|'[^'\n]{3,200}'|[^\s\"'`|;&-][^\s\"'`|;&]{2,200})",
        quoted_or_bare_ok,
        keywords=("http-basic",),
    ),
    make_rule(
        "SECRET-CURL-USER",
        "credentials in an HTTPie -a argument",
        r"(?m)(?:^[ \t]*(?:[$#>%][ \t]*)?|[`|;&][ \t]*)(?:http|https|xh|xhs)(?=[ \t])(?:[^\n|;&]){0,400}?\s(?:-a|--auth)[ \t=]+[\"']?[^\s:\"']*:[\"']?(?P<s>[^\s\"']{3,})",
        url_password_ok,
        keywords=(" -a", "--auth"),
    ),
    make_rule(
        "SECRET-ASSIGNMENT",
        "secret value assigned to a credential key",
        # fish's `set -x NAME value` and Windows' `setx NAME value`
        r"(?m)(?:^|[;&|`]|\b(?:and|or|then)\b)[ \t]*(?:\$[ \t]+|>[ \t]*|[A-Za-z]:\\[^>\n]{0,100}>[ \t]*|PS[^>\n]{0,100}>[ \t]*)?(?:set(?:[ \t]+(?:-[gxUlu]{1,4}|--(?:export|global|universal)))+|(?i:setx))[ \t]+"
        r"(?P<key>[A-Za-z_]\w{0,80})(?P<op>[ \t]+)(?P<s>\"[^\"\n]{1,4096}\"|'[^'\n]{1,4096}'|[^\s\"'|;&`]{1,4096})",
        assignment_ok,
        keywords=("set -", "setx"),
    ),
    make_rule(
        "SECRET-ASSIGNMENT",
        "password in a user:password value of an auth setting",
        # Beats' `cloud.auth: "elastic:<pw>"`, `basic_auth: "user:<pw>"`, `auth = "admin:<pw>"`
        r"(?i)(?<![\w-])(?:[\w-]+[._])?(?:basic[_-]?)?auth[\"']?[ \t]*[:=][ \t]*[\"']?[\w.@+-]{1,64}:"
        r"(?P<s>[^\s\"'`:@]{4,200})(?=[\"'`\s]|$)",
        auth_pair_ok,
        keywords=("auth",),
    ),
    make_rule(
        "SECRET-URL-CREDENTIALS",
        "token in an Anaconda channel URL",
        # `https://conda.anaconda.org/t/<token>/<channel>`, `https://repo.anaconda.cloud/t/<token>/...`
        r"(?i)\b(?:conda\.anaconda\.org|anaconda\.org|repo\.anaconda\.(?:cloud|com))/t/(?P<s>[A-Za-z0-9_-]{16,200})(?=[/\s\"'`]|$)",
        value_ok,
        keywords=("anaconda",),
    ),
    make_rule(
        "SECRET-URL-SIGNATURE",
        "signature or token in a URL query",
        r"[?&](?:sig|signature|x-amz-signature|x-goog-signature|x-amz-security-token)=(?P<s>[A-Za-z0-9%+/=._-]{16,})",
        strong_ok,
        keywords=("sig", "security-token"),
    ),
    make_rule(
        "SECRET-NETRC",
        "password in a .netrc entry",
        r"\bmachine\s+\S+\s+(?:login\s+\S+\s+)?password\s+(?P<s>\S{3,})",
        value_ok,
        keywords=("machine",),
    ),
    make_rule(
        "SECRET-PROSE-PASSWORD",
        "password quoted in prose",
        r"(?i)\b(?:password|passphrase|passcode)\b[^.\n]{0,40}?\b(?:is|was|to|of|:)\s+[\"“](?P<s>[^\"”\s]{3,64})[\"”]",
        quoted_ok,
        keywords=("pass",),
    ),
    make_rule(
        "SECRET-PROSE-PASSWORD",
        "password written out in prose",
        # the keyword as a word of its own (not `password-policy.md`, `docs/pw-2024`), then `(` at once,
        # or within a few words `is`, `was`, `to`, `now`, `:` or `=` (not a Clojure map right after it: `password
        # {:alg :...}` is code); Markdown bold may wrap it
        # (the noun may touch CJK text, whose particles join it to its value: `DB の password は <pw>`)
        r"(?i)(?<![A-Za-z0-9_\u00c0-\u024f/.\\-])(?:password|passphrase|passcode|passwd|pwd|pw)s?(?![-_./\\]\w)"
        r"(?![A-Za-z0-9_\u00c0-\u024f])[*_]{0,2}(?![ \t]*\{:)(?:[ \t]*\(|(?:(?:[^\n.;!?`'\"(]|\.(?=\w)){0,60}?"
        r"(?:\b(?:is|was|are|to|now|ist|lautet|est|es|é|è|jest|je|är|er)\b|[:=→是为は는은]|[ \t]->(?=[ \t])))?)"
        r"[*_]{0,2}[ \t]*" + _PROSE_VALUE,
        spoken_password_ok,
        keywords=("pass", "pwd", "pw"),
    ),
    make_rule(
        "SECRET-PROSE-PASSWORD",
        "password written out in prose (other languages)",
        # `Das Passwort für X ist <pw>`, `Nouveau mdp pour Grafana : <pw>`, `密码是<pw>`, `パスワード：<pw>`,
        # `Hasło do Wi-Fi: <pw>`, `пароль сменил на <pw>`
        r"(?i)(?:"
        + _WORD_START
        + r"(?P<noun>(?<!palabra[ \t])(?:"
        + PASSWORD_WORDS_LATIN
        + r"|wachtzin))(?![ \t]+chiave)|"
        + PASSWORD_WORDS_CJK
        + r")(?![A-Za-z0-9-])"
        r"[*_]{0,2}(?:(?:[^\n.;!?`'\"(]|['.](?=\w)){0,40}?" + _JOIN_I18N + r")?[*_]{0,2}[ \t\u3000]*" + _VALUE_I18N,
        i18n_password_ok,
        keywords=_PASSWORD_KEYWORDS_I18N,
    ),
    make_rule(
        "SECRET-PROSE-PASSWORD",
        "password written out in prose, before its noun (other languages)",
        # `<pw> es la clave del usuario root`, `<pw> jest hasłem do ...`, `<pw> — пароль от ...`
        r"(?i)(?:^|(?<=[\s(:]))[`'\"“„«]?(?P<s>[^\s`'\"”“„«»]{7,63}+)[`'\"”“»]?[ \t]+"
        r"(?:ist|est|es|é|è|is|jest|je|to|это|on|е|"
        + _COPULAS_MORE
        + r"|[—:](?=[ \t]+парол))[ \t]+"  # a dash (the view's colon) is Russian's copula
        r"(?:(?:das|der|die|le|la|l'|el|o|a|il|het|de|een|un|una|um|uma|nowe|nasze|новый|наш|ο|η|ang)[ \t]+)?"
        r"(?:[\w-]+[ \t]+){0,2}?(?:" + PASSWORD_NOUNS_EXACT + r")(?![\w-])" + _NOT_ABOUT_THE_PASSWORD,
        spoken_password_ok,
        keywords=_PASSWORD_KEYWORDS_I18N,
    ),
    make_rule(
        "SECRET-PROSE-PASSWORD",
        "password given as the answer to a question that asks for it",
        # a chat or a transcript: `> **Me:** what's the staging DB password?` then `> **Ola:** it's <pw>` (or
        # `det er <pw>`, `ese: <pw>`, `<pw>`): the next line's last word, after the speaker and at most three words
        # (a line that ends in a question mark is looked for first: the nouns are looked for in few lines)
        r"(?im)^(?=[^\n?？؟]{0,320}[?？؟][ \t*_]*\r?\n)[^\n]{0,200}?(?:(?<![\w-])(?:password|passphrase|passcode|pwd|"
        + PASSWORD_WORDS_LATIN
        + r")(?![\w-])|"
        + PASSWORD_WORDS_CJK
        + r")[^\n?？؟]{0,120}[?？؟][ \t*_]*\r?\n"
        r"[ \t>]*(?:\[[\d:. ]{1,12}\][ \t]*)?(?:[*_]{0,2}[^\s:：*_][^\n:：]{0,40}?[:：][*_]{0,2}[ \t]+)?"
        r"(?:[^\s`'\"]{1,12}[:：]?[ \t]+){0,3}?[`'\"“]?(?P<s>[^\s`'\"”]{6,64})[`'\"”]?[ \t]*[.!。]?[ \t]*\r?$",
        answer_password_ok,
        keywords=("?", "\uff1f", "\u061f"),  # the question mark: fewer notes hold one than the sixty nouns
    ),
    make_rule(
        "SECRET-PROSE-PASSWORD",
        "password first on its line, then whose password it is",
        # `<pw> — це пароль від сервера збірки`, `<pw>は grafana-admin ユーザーのパスワード`, `<pw> ← ci-bot 계정 비밀번호`,
        # `<pw> → ops kullanıcısının şifresi`, `<pw> — the staging DB password`
        r"(?im)^[ \t]*(?:[-*+>][ \t]+|\d{1,2}[.)][ \t]+)?[`'\"“„«]?"
        r"(?P<s>[^\s`'\"”“„«»\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]{7,63})[`'\"”“»]?"
        r"[ \t]*(?:—|–|->|→|←|<-|=>|,|は|が|就是|是|는|은)[^\n.。!?;:]{0,40}?"
        r"(?:(?<![\w-])(?:"
        + PASSWORD_WORDS_LATIN
        + r"|password|passphrase)(?![\w-])|"
        + PASSWORD_WORDS_CJK
        + r")"
        + _NOT_ABOUT_THE_PASSWORD,
        first_password_ok,
        keywords=(*_PASSWORD_KEYWORDS_I18N, "password", "passphrase"),
    ),
    make_rule(
        "SECRET-PROSE-PASSWORD",
        "password written out in prose, before its noun (Chinese)",
        # `woaini1996 是邮件服务器的密码。`
        r"(?:^|(?<=[\s(:：]))(?P<s>[A-Za-z0-9!#$%&*+\-./@^_~]{7,64}+)[ \t]*是[^\n。，,]{0,20}?(?:密码|密碼|口令)",
        spoken_password_ok,
        keywords=("是",),
    ),
    make_rule(
        "SECRET-PROSE-PASSWORD",
        "user name and password written out in prose (other languages)",
        # `Вход: jenkins / <pw>`, `Entrar com joao.silva / <pw>`, `Anmeldung als ci / <pw>`
        r"(?i)(?<!\w)(?:вход\w{0,6}|логин|anmeld\w{0,6}|connexion|accès|acceso|accesso|acesso|entrar|inlog\w{0,6}|logowan\w{0,6}|"
        r"zaloguj\w{0,6}|acced\w{0,4}|identifiants?|credenciales|credenziali|credenciais|zugangsdaten|"
        r"logga[ \t]+in|log[ \t]+ind|logg[ \t]+inn|kirjaudu\w*|přihlas\w*|prihlás\w*|bejelentkez\w*|autentific\w*|"
        r"prijav\w*|влез\w*|σύνδεση|συνδεθ\w*|prisijung\w*|התחבר\w*|تسجيل[ \t]+الدخول|ورود|लॉगिन|เข้าสู่ระบบ|đăng[ \t]+nhập|"
        r"masuk|mag-login|ingia|"
        r"giriş|登录|登入|ログイン|로그인)[^\n/]{0,30}?[ \t:：]+[\w.@+-]{2,64}[ \t]+/{1,2}[ \t]+" + _VALUE_I18N,
        spoken_password_ok,
        keywords=(
            "вход",
            "логин",
            "anmeld",
            "connexion",
            "acc\u00e8s",
            "acceso",
            "accesso",
            "acesso",
            "entrar",
            "inlog",
            "logowan",
            "zaloguj",
            "acced",
            "identifiant",
            "credencia",
            "credenziali",
            "zugangsdaten",
            "logga in",
            "log ind",
            "logg inn",
            "kirjaudu",
            "p\u0159ihlas",
            "prihl\u00e1s",
            "bejelentkez",
            "autentific",
            "prijav",
            "\u0432\u043b\u0435\u0437",
            "\u03c3\u03cd\u03bd\u03b4\u03b5\u03c3\u03b7",
            "\u03c3\u03c5\u03bd\u03b4\u03b5\u03b8",
            "prisijung",
            "\u05d4\u05ea\u05d7\u05d1\u05e8",
            "\u062a\u0633\u062c\u064a\u0644",
            "\u0648\u0631\u0648\u062f",
            "\u0932\u0949\u0917\u093f\u0928",
            "\u0e40\u0e02\u0e49\u0e32\u0e2a\u0e39\u0e48\u0e23\u0e30\u0e1a\u0e1a",
            "\u0111\u0103ng nh\u1eadp",
            "masuk",
            "mag-login",
            "ingia",
            "giri\u015f",
            "登录",
            "登入",
            "ログイン",
            "로그인",
        ),
    ),
    make_rule(
        "SECRET-PROSE-PASSWORD",
        "user name and password written out in prose, before the login verb (Chinese, Japanese, Korean)",
        # `用 root / <pw> 登录`, `app_rw / <pw> でログイン`, `postgres / <pw> 로 로그인`
        r"(?<![\w/])[\w.@+-]{2,64}[ \t]+/{1,2}[ \t]+(?P<s>[^\s/\u3000-\u9fff\uac00-\ud7af]{7,64}+)[ \t]*"
        r"(?:で|로|으로|を使って)?[ \t]*(?:登录|登入|ログイン|로그인)",
        spoken_password_ok,
        keywords=("登录", "登入", "ログイン", "로그인"),
    ),
    make_rule(
        "SECRET-PROSE-CREDENTIAL",
        "token or key written out in prose (other languages)",
        r"(?i)(?:" + _WORD_START + r"(?:" + _TOKEN_WORDS_LATIN + r")|" + _TOKEN_WORDS_CJK + r")"
        r"(?![A-Za-z0-9-])"
        r"(?:(?:[^\n.;!?`'\"(]|['.](?=\w)){0,40}?" + _JOIN_I18N + r")?[ \t\u3000]*" + _VALUE_I18N,
        random_run_ok,
        keywords=_TOKEN_KEYWORDS_I18N,
    ),
    make_rule(
        "SECRET-PROSE-PASSWORD",
        "password changed to a new value, in prose (other languages)",
        # `ændret kodeordet til Jenkins til <pw>`, `promijenio lozinku za Jira u <pw>`, `ganti password X jadi <pw>`,
        # `غيّرت كلمة مرور Redis صباح اليوم إلى <pw>`, `הסיסמה של Jira ל-<pw>`, `รหัสผ่านRedisเป็น<pw>`: the last
        # "to" before the value (a "to" right after a word is "for" that word), on a line that says "changed"
        r"(?i)(?:(?<![\w-])(?:password|" + PASSWORD_WORDS_LATIN + r")(?![\w-])|" + PASSWORD_WORDS_CJK + r"|رمز)"
        r"[^\n]{0,80}?(?:(?<![\w-])(?:til|till|u|na|на|jadi|menjadi|kuwa|إلى|الى|به|बदलकर|σε|thành|în|į|naar|auf|para|"
        r"pour|en|a|in|olarak)[ \t]+|(?<![\w-])ל-|เป็น)" + _VALUE_I18N + r"(?![ \t]+(?:til|till|u|za|na|на|for)[ \t])",
        changed_password_ok,
        keywords=(*_PASSWORD_KEYWORDS_I18N, "password", "\u0631\u0645\u0632"),
    ),
    make_rule(
        "SECRET-PROSE-PASSWORD",
        "Wi-Fi key written out in prose",
        # `WiFi key: <pw>`, `WLAN-Schlüssel: <pw>`, `Wi-Fi-kode: <pw>`, `clé WiFi : <pw>`, `SSID HomeNet, PSK <pw>`
        r"(?i)(?<![\w-])(?:(?:wi-?fi|wlan|wpa[23]?(?:-psk)?|wireless|guest[ \t]+network)[- \t]?"
        r"(?:key|code|kode|koden|koodi|kod|kodu|kód|schlüssel|passkey|psk)|"
        r"(?:clé|clave|chave|chiave|sleutel|klucz|ключ|код|code|kode|koden)[ \t]+"
        r"(?:(?:du|de|del|do|da|della|dell'|van|het|til|för|от|la|el)[ \t]+){0,2}(?:wi-?fi|wlan|wpa[23]?)|"
        r"psk|รหัส[ \t]*(?:ไวไฟ|wi-?fi))"
        r"(?![\w-])(?:(?:[^\n.;!?`'\"(]|['.](?=\w)){0,40}?" + _JOIN_I18N + r")?[ \t\u3000]*" + _VALUE_I18N,
        wifi_key_ok,
        keywords=("wifi", "wi-fi", "wlan", "wpa", "wireless", "guest", "psk", "\u0e23\u0e2b\u0e31\u0e2a"),
    ),
    make_rule(
        "SECRET-PROSE-PASSWORD",
        "PIN written out in prose",
        # `PIN della carta di test: 92055057`, `ПИН-код тестовой карты: 358125`, `the card's PIN is 4821`
        r"(?i)(?:(?<![A-Za-z])(?-i:PIN)(?:[- ]?(?:code|kod|kodu|koden|kode|koodi|kodas|kódja|kód|код|번호|码|碼|nummer|numéro))?(?![A-Za-z])|"
        r"ПИН(?:-код)?|暗証番号|código[ \t]+PIN|code[ \t]+PIN|codice[ \t]+PIN|kod[ \t]+PIN|pincode|pinkode\w*|pinkoodi\w*)"
        r"(?![^\n\d]{0,40}?\b(?:timeout|count|pad|model|length|header|gpio|adc|retries|attempts|digits|policy)\b)"
        r"[^\n\d]{0,40}?"
        r"(?:[:：=—–]|\b(?:is|ist|est|es|é|è|jest|je|to|lautet|kodu|"
        + _COPULAS_MORE
        + r")\b|(?<=koodi )on\b|(?<=kódja)|[是は는])"
        r"[ \t\u3000]*(?P<s>\d{4,8})(?![\d.,/:-]\d|\d)(?![ \t]*(?:ms|s|sec|seconds|mA|V|Hz|MHz)\b)",
        pin_ok,
        keywords=("PIN", "ПИН", "暗証", "incode"),
        cased=True,
    ),
    make_rule(
        "SECRET-PROSE-PASSWORD",
        "password written out in prose, before its noun",
        # `!20wibihEpIQAPZeJ7ak is the new admin password on qa`, `<pw> is now the SFTP pass`
        r"(?i)(?:^|(?<=[\s(:]))[`'\"“]?(?P<s>[^\s`'\"”]{7,63}+)[`'\"”]?[ \t]+(?:is|was)[ \t]+(?:now[ \t]+)?"
        r"(?:the|our|my|your)[ \t]+(?:new[ \t]+|current[ \t]+|updated[ \t]+|temporary[ \t]+)?(?:[\w-]+[ \t]+){0,2}?"
        r"(?:password|passphrase|passcode|passwd|pass)\b" + _NOT_ABOUT_THE_PASSWORD,
        password_shape_ok,
        keywords=("pass",),
    ),
    make_rule(
        "SECRET-PROSE-PASSWORD",
        "user name and password jotted down as a pair",
        # `Log into 10.0.4.2 with deploy/<pw>` (into a named host, with a user and a password), and `jenkins // <pw>`
        # first on its line; `/` and `//` also join paths, repositories and code comments, so only a generated or
        # symbol-bearing value counts
        r"(?i)(?:(?<![\w/.\\-])(?:log(?:ged)?[ \t]*in(?:to)?|sign(?:ed)?[ \t]*in(?:to)?|ssh(?:[ \t]+in)?(?:to)?)[ \t]+"
        r"\S{1,253}[ \t]+(?:with|using)[ \t]+[`'\"“]?[\w.@+-]{2,64}[ \t]*/{1,2}[ \t]*|"
        r"(?m:^)[ \t]*(?:[-*+>][ \t]+)?[`'\"“]?[A-Za-z][\w.@+-]{1,63}[`'\"”]?[ \t]+//[ \t]+)" + _PROSE_VALUE,
        bare_pair_ok,
        keywords=("log", "sign", "ssh", " // "),
    ),
    make_rule(
        "SECRET-PROSE-PASSWORD",
        "user name and password written out in prose",
        # `ssh in as jenkins / <pw>`, `user bob // <pw>`, `u: bob p: <pw>`; a comma pairs them only after login or creds
        r"(?i)(?<![\w/.\\-])(?:(?:log(?:ged)?[ \t]*in|sign[ \t]*in|login|creds?|credentials|user(?:name)?[ \t]*/[ \t]*pass(?:word)?)"
        r"(?:[ \t]+as[ \t]+|[ \t]+(?:for|to|on|at)[ \t][^\n:=/]{1,40}?:[ \t]*|[ \t]*[:=—–][ \t]*|[ \t]+)"
        r"[`'\"“]?[\w.@+-]{2,64}[`'\"”]?(?:[ \t]+/{1,2}[ \t]+|,[ \t]*)|"
        r"(?:ssh(?:[ \t]+in)?|user(?:name)?|account)(?:[ \t]+as[ \t]+|[ \t]*[:=][ \t]*|[ \t]+)"
        r"[`'\"“]?[\w.@+-]{2,64}[`'\"”]?[ \t]+/{1,2}[ \t]+|"
        r"(?<![\w/.\\-])u[ \t]*[:=][ \t]*[\w.@+-]{2,64}[ \t]*[,;]?[ \t]+p[ \t]*[:=][ \t]*)" + _PROSE_VALUE,
        paired_password_ok,
        keywords=("log", "sign", "ssh", "user", "account", "cred", " p:", " p="),
    ),
    make_rule(
        "SECRET-PROSE-CREDENTIAL",
        "credential written out in prose",
        # (or touching CJK text, whose particle is its copula: `API 的 token 是<value>`); not a part of a
        # colon-separated name after a number (`arn:aws:secretsmanager:...:123456789012:secret:<name>`)
        r"(?i)(?<![A-Za-z0-9_\u00c0-\u024f])(?<!\d:)"
        + _CREDENTIAL_NOUN
        + r"(?![A-Za-z0-9_\u00c0-\u024f])(?:[^\n.;:!?]{0,40}?"
        r"(?:(?:\b(?:is|was|are|to|ist|lautet|est|es|é|è|jest|je|on|"
        + _COPULAS_MORE
        + r")\b|"
        + _COLON_OR_ARROW
        + r")\s+|[是为は는은][ \t]*)|"
        + _DASH_AFTER_NOUN
        + r"|:)[`\"']?"  # or a colon right after the noun, touching the value: `access key:<v>`
        r"(?P<s>[A-Za-z0-9][A-Za-z0-9_\-+/=.~]{14,}[A-Za-z0-9=])(?![A-Za-z0-9_\-+/~])",
        random_run_ok,
        keywords=("key", "token", "secret", "pass", " pat", "pat "),
    ),
    make_rule(
        "SECRET-PROSE-CREDENTIAL",
        "credential written out in prose",
        # the value set off in backticks or quotes (`the CRM master key is \`7swblKerqg$VhyL0UB\``): a password's
        # shape is enough there, as in a table cell
        r"(?i)\b" + _CREDENTIAL_NOUN + r"\b(?:[^\n.;:!?`]{0,30}?"
        r"(?:\b(?:is|was|are|to)\b|" + _COLON_OR_ARROW + r")[ \t]+|" + _DASH_AFTER_NOUN + r")(?P<q>[`\"'])"
        r"(?P<s>[^\s`'\"]{8,64}+)(?P=q)",
        password_shape_ok,
        keywords=("key", "token", "secret", "pass", " pat", "pat "),
    ),
    make_rule(
        "SECRET-PROSE-CREDENTIAL",
        "credential written out in prose",
        # the noun and at once the value (`use the API token <value> for ...`); not an option (`--next-token`)
        r"(?i)(?<![\w./-])" + _CREDENTIAL_NOUN + r"[ \t]+[`\"']?"
        r"(?P<s>[A-Za-z0-9][A-Za-z0-9_\-+/=.~]{14,}[A-Za-z0-9=])(?![A-Za-z0-9_\-+/~])",
        random_run_ok,
        keywords=("key", "token", "secret", "pass", " pat", "pat "),
    ),
    make_rule(
        "SECRET-PASSWORD-HASH",
        "password hash",
        r"(?P<s>\$(?:2[abxy]?\$\d{2}\$[./A-Za-z0-9]{53}|(?:\d|[a-z]{1,2})\$(?:rounds=\d+\$|j[./A-Za-z0-9]{1,8}\$)?"
        r"[./A-Za-z0-9]{1,22}\$[./A-Za-z0-9]{22,86}|"
        r"apr1\$[./A-Za-z0-9]{1,8}\$[./A-Za-z0-9]{22}|argon2i?d?\$v=\d+\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]{8,}\$[A-Za-z0-9+/]{16,}))",
        keywords=("$",),
    ),
    make_rule(
        "SECRET-WEBHOOK-URL",
        "webhook URL with its secret path",
        r"(?P<s>(?:hooks\.slack\.com/(?:services|workflows|triggers)(?:/[A-Za-z0-9_]{6,}){2,3}/[A-Za-z0-9_]{16,}|"
        r"(?:outlook\.office(?:365)?\.com|[a-z0-9-]+\.webhook\.office\.com)/webhook(?:b2)?/[A-Za-z0-9@/_-]{40,}|"
        r"discord(?:app)?\.com/api/webhooks/\d{5,}/[A-Za-z0-9_-]{20,}))",
        keywords=("hooks.slack.com", "webhook", "discord"),
    ),
    make_rule(
        "SECRET-WEBHOOK-URL",
        "webhook URL with its secret path",
        # any service: a `hook`, `hooks` or `webhook` segment, then a UUID or a random run (Feishu, Mattermost,
        # n8n, ...); not a numbered hook (`/hooks/123456`), not `/webhooks/<id>`: a REST resource or a dashboard page
        r"(?i)\bhttps?://[\w.-]{1,100}(?::\d{1,5})?/(?:[\w.~%-]{1,60}/){0,6}?(?:webhook|hooks?)/(?:[\w.~%-]{1,60}/){0,3}?"
        r"(?P<s>[A-Za-z0-9_-]{20,128})(?![A-Za-z0-9_.-])",
        webhook_path_ok,
        keywords=("hook",),
    ),
    make_rule(
        "SECRET-FCM-SERVER-KEY",
        "Firebase Cloud Messaging server key",
        # the sender part before the colon is part of the key: a vendor-token match from APA91b on leaves it out
        r"(?<![A-Za-z0-9_-])(?P<s>AAAA[A-Za-z0-9_-]{7}:APA91b[A-Za-z0-9_-]{100,200})(?![A-Za-z0-9_-])",
        not_filler_ok,
        keywords=(":apa91b",),
    ),
    make_rule(
        "SECRET-K8S-BOOTSTRAP-TOKEN",
        "Kubernetes bootstrap token",
        # kubeadm's documented shape, on a line that says token (`kubeadm join --token`, `token: ...`)
        r"(?i)token(?:[^\n:=.]{0,30}?(?:\b(?:is|was)[ \t]+|[:=][ \t]*)|[ \t]+)[\"'`]?"
        r"(?<![A-Za-z0-9_.-])(?P<s>(?-i:[a-z0-9]{6}\.[a-z0-9]{16}))(?![A-Za-z0-9_.-])",
        bootstrap_token_ok,
        keywords=("token",),
    ),
    make_rule(
        "SECRET-BRAINTREE-ACCESS-TOKEN",
        "Braintree access token",
        r"(?<![A-Za-z0-9])(?P<s>access_token\$(?:production|sandbox)\$[0-9a-z]{16}\$[0-9a-f]{32})(?![A-Za-z0-9])",
        not_filler_ok,
        keywords=("access_token$",),
    ),
    make_rule(
        "SECRET-SALESFORCE-ACCESS-TOKEN",
        "Salesforce access token",
        # an org id (00D...) and the session part after `!`
        r"\b(?P<s>00D[A-Za-z0-9]{12,15}(?:!|%21)[A-Za-z0-9._]{80,260})(?![A-Za-z0-9._-])",
        not_filler_ok,
        keywords=("00d",),
    ),
    make_rule(
        "SECRET-TOTP-SEED",
        "one-time-password seed (whoever holds it passes the second factor)",
        r"(?i)(?:\b(?:totp|otp|mfa|2fa|authenticator)[ _-]?(?:seed|secret|key)s?\b[^\n.;!?]{0,30}?(?:\b(?:is|was)\b|[:=])"
        r"[ \t]*[\"'`]?|otpauth://[^\s?]{1,200}\?(?:[^\s#]{0,200}&)?secret=)"
        r"(?P<s>(?-i:[A-Z2-7]{16,128}|[a-z2-7]{16,128})=*)(?![A-Za-z0-9])",
        totp_seed_ok,
        keywords=("totp", "otp ", "otp_", "otp-", "otpauth", "mfa", "2fa", "authenticator"),
    ),
    make_rule(
        "SECRET-PLAID-ACCESS-TOKEN",
        "Plaid access token",
        r"\b(?P<s>access-(?:sandbox|development|production)-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\b",
        not_filler_ok,
        keywords=("access-",),
    ),
    make_rule(
        "SECRET-JWK-PRIVATE-KEY",
        "private JSON Web Key",
        # `d` is the private exponent (RSA) or scalar (EC, OKP); a public JWK has no `d`
        r"\"d\"\s*:\s*\"(?P<s>[A-Za-z0-9_-]{32,})\"",
        keywords=('"kty"',),
    ),
    make_rule(
        "SECRET-TELEGRAM-TOKEN",
        "Telegram bot token",
        r"(?:\b|(?<=/bot))(?P<s>\d{8,10}:AA[A-Za-z0-9_-]{31,33})(?![A-Za-z0-9_-])",  # `.../bot<token>/sendMessage`
        not_filler_ok,
        keywords=(":aa",),
    ),
    make_rule(
        "SECRET-DISCORD-TOKEN",
        "Discord bot token",
        r"(?P<s>[MNO](?<![A-Za-z0-9_.-].)[A-Za-z0-9_-]{23,25}+\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}+)(?![.-])",
        keywords=("M", "N", "O"),
        cased=True,
    ),
    make_rule(
        "SECRET-ARTIFACTORY-TOKEN",
        "Artifactory API key",
        r"(?:(?<=[\s=:\"`])|^)(?P<s>(?:AKC[a-zA-Z0-9]{10,}|AP[0-9A-F][a-zA-Z0-9]{8,}))(?![A-Za-z0-9])",
        mixed_ok,
        keywords=("AKC", "AP"),
        cased=True,
    ),
    make_rule(
        "SECRET-AZURE-CLIENT-SECRET",
        "Azure AD client secret",
        r"(?<![A-Za-z0-9_~.-])(?P<s>[a-zA-Z0-9_~.]{3}\dQ~[a-zA-Z0-9_~.-]{31,34})(?![A-Za-z0-9_~.-])",
        keywords=("Q~",),
        cased=True,
    ),
    make_rule(
        "SECRET-MAPBOX-TOKEN",
        "Mapbox secret token",
        r"(?<![A-Za-z0-9_.-])(?P<s>sk\.eyJ1Ijoi[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{20,})",
        keywords=("sk.eyj1ijoi",),
    ),
    make_rule(
        "SECRET-TWITTER-BEARER-TOKEN",
        "Twitter/X app bearer token",
        r"(?<![A-Za-z0-9%])(?P<s>A{20,24}(?=[A-Za-z0-9%]*%[0-9A-F]{2})[A-Za-z0-9%]{50,200})(?![A-Za-z0-9%])",
        mixed_ok,
        keywords=("AAAAAAAAAAAAAAAAAAAA",),
        cased=True,
    ),
    make_rule(
        "SECRET-BITBUCKET-APP-PASSWORD",
        "Bitbucket app password",
        r"(?<![A-Za-z0-9_-])(?P<s>ATBB[A-Za-z0-9]{28,40})(?![A-Za-z0-9_-])",
        random_body_ok,
        keywords=("ATBB",),
        cased=True,
    ),
    make_rule(
        "SECRET-NEWRELIC-BROWSER-KEY",
        "New Relic browser API key",
        r"(?<![A-Za-z0-9_-])(?P<s>NRJS-[a-f0-9]{19})(?![A-Za-z0-9_-])",
        keywords=("NRJS-",),
        cased=True,
    ),
    make_rule(
        "SECRET-ASANA-TOKEN",
        "Asana personal access token",
        r"(?<![\w/])(?P<s>[12]/\d{13,19}(?:/\d{13,19})?:[0-9a-f]{32})(?![\w/])",
        keywords=("1/", "2/"),
    ),
    make_rule("SECRET-PYPI-TOKEN", "PyPI upload token", r"\b(?P<s>pypi-AgE[A-Za-z0-9_-]{85,})", keywords=("pypi-age",)),
    make_rule("SECRET-MAILCHIMP-KEY", "Mailchimp API key", r"\b(?P<s>[0-9a-f]{32}-us\d{1,2})\b", keywords=("-us",)),
    make_rule("SECRET-TWILIO-KEY", "Twilio API key", r"\b(?P<s>SK[0-9a-fA-F]{32})\b", keywords=("SK",), cased=True),
    make_rule("SECRET-NPM-TOKEN", "npm access token", r"\b(?P<s>npm_[A-Za-z0-9]{36})\b", keywords=("npm_",)),
    make_rule(
        "SECRET-NPM-TOKEN",
        "npm registry auth token",
        r"/:_(?:authToken|auth|password)\s*=\s*(?P<s>[^\s\"'$]{8,})",
        value_ok,
        keywords=("/:_",),
    ),
)
