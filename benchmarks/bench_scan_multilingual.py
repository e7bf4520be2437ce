#!/usr/bin/env python3
# ruff: noqa: RUF001
"""Held-out probe: secrets in memory notes written in languages other than English.

Developers and their agents keep Markdown memory notes in their own language.  This
benchmark generates such notes (German, French, Spanish, Portuguese, Italian, Dutch,
Polish, Russian, Ukrainian, Turkish, Chinese, Japanese, Korean and mixed
English/other code-switching) and checks ``memstone.scan.find_secrets`` on them.

* Positive notes hold exactly one credential whose character span is recorded.
  hit      = some match overlaps the planted span
  complete = the union of the matches covers every character of the span
* Negative notes talk about passwords/tokens, show placeholders, references,
  versions, paths, hosts, error messages ... but hold no credential.
  firing   = any match anywhere in the note

Usage:
  python benchmarks/bench_scan_multilingual.py [--seed 1,2,3] [-v] [--dry [--all]]

Standard library only; memstone is imported lazily in main() (not for --dry).
"""
from __future__ import annotations

import argparse
import base64
import random
import re
import sys
import time
from collections import defaultdict

N_POS = 400
N_NEG = 300
SENT = "\ue000"  # private-use sentinel marking where the value goes

# --------------------------------------------------------------------------------------
# value generators
# --------------------------------------------------------------------------------------
LOWER = "abcdefghijkmnopqrstuvwxyz"
UPPER = "ABCDEFGHJKLMNPQRSTUVWXYZ"
DIGITS = "0123456789"
ALNUM = LOWER + UPPER + DIGITS
B62 = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
SYMS = "!#$%&*+-=?@^_."
FIRST_OK = ALNUM + "!@%&^"

EN_WORDS = ["orbit", "velvet", "cactus", "lantern", "marble", "pepper", "quartz", "walnut",
            "falcon", "harbor", "ember", "tundra", "nickel", "saddle", "meadow", "copper",
            "glacier", "raven", "timber", "violet", "ginger", "bramble", "summit", "turnip",
            "oyster", "pickle", "canyon", "mosaic"]

TOKEN_PREFIXES = ["zqk_live_", "mnt_pat_", "orb-prod-", "vlx_sk_", "kpt_", "quill_", "hbx1_",
                  "trn_api_", "plm.", "wsk-stg-", "nbl_", "fzr_live_", "crv_pat_", "dmx-", "yoq_"]


def v_random_sym(r: random.Random, lang: str) -> str:
    while True:
        n = r.randint(12, 22)
        cs = [r.choice(ALNUM + SYMS + ALNUM) for _ in range(n)]
        cs[0] = r.choice(FIRST_OK)
        cs[-1] = r.choice(ALNUM)
        s = "".join(cs)
        if (sum(c in SYMS for c in s) >= 2 and sum(c.isdigit() for c in s) >= 2
                and any(c.isupper() for c in s) and any(c.islower() for c in s)
                and ".." not in s):
            return s


def v_pwgen(r: random.Random, lang: str) -> str:
    if r.random() < 0.3:  # pwgen -s
        return "".join(r.choice(ALNUM) for _ in range(r.randint(12, 16)))
    cons = "bcdfghjkmnprstvwxz"
    vows = ["a", "e", "i", "o", "u", "ai", "ei", "ie", "oo", "ah", "oh", "ee", "ae", "ou"]
    n = r.randint(8, 12)
    s = ""
    while len(s) < n:
        s += r.choice(cons) if (len(s) % 3 != 1) else r.choice(vows)
    s = list(s[:n])
    up = r.randrange(n)
    s[up] = s[up].upper()
    d = r.randrange(1, n)
    s[d] = r.choice(DIGITS)
    return "".join(s)


PASS_WORDS = {
    "de": ["wolke", "anker", "fenster", "löffel", "brezel", "tanne", "kompass", "eimer", "nebel",
           "schrank", "gurke", "ziegel"],
    "fr": ["nuage", "ancre", "fenêtre", "cuillère", "sapin", "boussole", "marée", "grenier",
           "citron", "velours", "tiroir"],
    "es": ["nube", "ancla", "ventana", "cuchara", "pino", "brujula", "marea", "limon", "cajon",
           "tortuga", "piña"],
    "pt": ["nuvem", "ancora", "janela", "colher", "pinheiro", "bussola", "limao", "gaveta", "caju"],
    "it": ["nuvola", "ancora", "finestra", "cucchiaio", "abete", "bussola", "marea", "limone",
           "cassetto"],
    "nl": ["wolk", "anker", "raam", "lepel", "kompas", "getij", "citroen", "lade", "fiets"],
    "pl": ["chmura", "kotwica", "okno", "łyżka", "sosna", "kompas", "cytryna", "szuflada"],
    "ru": ["oblako", "yakor", "okno", "lozhka", "sosna", "kompas", "limon", "yashik"],
    "uk": ["khmara", "yakir", "vikno", "lozhka", "sosna", "kompas", "kalyna", "shukhlyada"],
    "tr": ["bulut", "capa", "pencere", "kasik", "cam", "pusula", "limon", "cekmece"],
    "zh": ["yun", "shanhe", "longjing", "baozi", "xiongmao", "chuanghu", "mifeng"],
    "ja": ["kumo", "ikari", "mado", "sakura", "sora", "umi", "neko", "tsuki"],
    "ko": ["gureum", "bada", "haneul", "namu", "byeol", "baram", "gongwon"],
}

HUMAN_WORDS = {
    "de": ["Sonnenblume", "Käsebrot", "Frühling", "Schneeball", "Großmutter", "Bärchen",
           "Sommer", "Hamburg", "Fußball"],
    "fr": ["Soleil", "Fraise", "Hérisson", "Château", "Papillon", "Écureuil", "Marseille",
           "Chocolat"],
    "es": ["Mariposa", "Cumpleaños", "Corazón", "Barcelona", "Piña", "Tortuga", "Girasol"],
    "pt": ["Saudade", "Coração", "Flamengo", "Brasil", "Açaí", "Paçoca", "Lisboa"],
    "it": ["Girasole", "Cappuccino", "Città", "Juventus", "Farfalla", "Mare", "Napoli"],
    "nl": ["Hagelslag", "Fietsbel", "Tulpen", "Stroopwafel", "Zomer", "Ajax", "Kikker"],
    "pl": ["Żabka", "Słoneczko", "Kotek", "Wiśnia", "Pierogi", "Kraków", "Źrebak"],
    "ru": ["ghbdtn", "Ромашка", "Солнышко", "Masha", "Kotik", "vjqgfhjkm", "Спартак"],
    "uk": ["Sonechko", "Калина", "Вишня", "Kozak", "Львів", "Smerichka", "Їжачок"],
    "tr": ["Güneş", "Çiçek", "Galatasaray", "Istanbul", "Kedi", "Ayşegül", "Karadeniz"],
    "zh": ["woaini", "Zhangwei", "xiaoming", "tiantian", "Beijing", "kuaile"],
    "ja": ["sakura", "Tanaka", "hikari", "natsu", "Tsubasa", "doraemon"],
    "ko": ["saranghae", "Minsu", "haneul", "dkssud", "tkfkdgo", "Busan"],
}


def v_passphrase(r: random.Random, lang: str) -> str:
    words = PASS_WORDS.get(lang) if r.random() < 0.5 else None
    words = words or EN_WORDS
    parts = r.sample(words, r.randint(3, 5))
    if r.random() < 0.3:
        parts = [p.capitalize() for p in parts]
    if r.random() < 0.4:
        parts.append(str(r.randint(2, 99)))
    return "-".join(parts)


def v_human(r: random.Random, lang: str) -> str:
    words = HUMAN_WORDS.get(lang) or HUMAN_WORDS[r.choice(list(HUMAN_WORDS))]
    w = r.choice(words)
    sep = r.choice(["!", "#", "_", ".", "@", "$", "", "*"])
    num = str(r.randint(1970, 2025)) if r.random() < 0.5 else str(r.randint(10, 99))
    if r.random() < 0.2:
        return w.lower() + num
    return w + sep + num


def v_base64(r: random.Random, lang: str) -> str:
    k = r.choice([18, 24, 30, 32])
    raw = r.randbytes(k)
    if r.random() < 0.4:
        return base64.urlsafe_b64encode(raw).decode().rstrip("=")
    return base64.b64encode(raw).decode()


def v_hex(r: random.Random, lang: str) -> str:
    return "".join(r.choice("0123456789abcdef") for _ in range(r.choice([32, 40, 48, 64])))


def v_prefixed(r: random.Random, lang: str) -> str:
    return r.choice(TOKEN_PREFIXES) + "".join(r.choice(B62) for _ in range(r.randint(24, 40)))


def v_alnum(r: random.Random, lang: str) -> str:
    return "".join(r.choice(B62) for _ in range(r.randint(28, 40)))


def v_pin(r: random.Random, lang: str) -> str:
    while True:
        s = "".join(r.choice(DIGITS) for _ in range(r.choice([4, 4, 5, 6, 6, 8])))
        if len(set(s)) > 2 and s not in "0123456789" and s not in "9876543210":
            return s


KINDS = {
    "random_sym": v_random_sym, "pwgen": v_pwgen, "passphrase": v_passphrase,
    "human": v_human, "base64": v_base64, "hex": v_hex, "prefixed": v_prefixed,
    "alnum": v_alnum, "pin": v_pin,
}
CLASS_KINDS = {
    "pw": [("random_sym", 3), ("pwgen", 2), ("passphrase", 2), ("human", 2), ("alnum", 1)],
    "tok": [("prefixed", 3), ("base64", 2), ("hex", 2), ("alnum", 2)],
    "pin": [("pin", 1)],
    "phrase": [("passphrase", 3), ("random_sym", 1)],
    "wifi": [("human", 2), ("passphrase", 2), ("pwgen", 1), ("random_sym", 1)],
}
FORM_CLASS = {
    "is": "pw", "new": "pw", "reverse": "pw", "login": "pw", "token_api": "tok",
    "changed": "pw", "bullets": "pw", "table": "pw", "chat": "pw", "config_env": "pw",
    "config_yaml": "pw", "quoted": "pw", "apikey": "tok", "passphrase": "phrase",
    "secret": "tok", "pin": "pin", "wifi": "wifi",
}


def pick_weighted(r: random.Random, items):
    tot = sum(w for _, w in items)
    x = r.uniform(0, tot)
    for k, w in items:
        x -= w
        if x <= 0:
            return k
    return items[-1][0]


# --------------------------------------------------------------------------------------
# shared slot material
# --------------------------------------------------------------------------------------
APPS = ["Jenkins", "GitLab", "Grafana", "Sentry", "Nextcloud", "Keycloak", "RabbitMQ", "Jira",
        "Confluence", "Harbor", "ArgoCD", "MinIO", "SonarQube", "Portainer", "Metabase"]
USERS = ["admin", "deploy", "ci-bot", "root", "postgres", "svc_backup", "grafana-admin",
         "app_rw", "jenkins", "ops"]
PATHS = ["/etc/memstone/config.toml", "~/.config/notes-sync/settings.yaml",
         "deploy/k8s/overlays/staging/kustomization.yaml", "/var/lib/postgresql/16/main",
         "infra/terraform/prod/main.tf", "/opt/app/conf/application.properties",
         "services/billing/README.md", "/srv/backup/2024/", "scripts/rotate_keys.sh"]
CRED_PATHS = ["~/.pgpass", "~/.netrc", "/etc/app/secrets.env", "config/credentials.yml.enc",
              "deploy/k8s/staging/sealed-secret.yaml", "~/.config/notes-sync/credentials.toml",
              "/opt/app/conf/secrets.properties"]
PORTS = ["5432", "3306", "6379", "8080", "9000", "5672", "443", "8443", "22", "27017"]
SSIDS = ["Buero-5G", "Office-Guest", "HQ-Staff", "Lab-IoT", "Gast", "Team-2.4"]

LANGS = ["de", "fr", "es", "pt", "it", "nl", "pl", "ru", "uk", "tr", "zh", "ja", "ko", "mixed"]
LANG_NAMES = {
    "de": "German", "fr": "French", "es": "Spanish", "pt": "Portuguese", "it": "Italian",
    "nl": "Dutch", "pl": "Polish", "ru": "Russian", "uk": "Ukrainian", "tr": "Turkish",
    "zh": "Chinese", "ja": "Japanese", "ko": "Korean", "mixed": "mixed/code-switch",
}

L: dict[str, dict] = {}

# ======================================================================================
# German
# ======================================================================================
L["de"] = dict(
    domain="intern.firma.de",
    svc=["Jenkins", "die Staging-DB", "den Build-Server", "das Grafana-Dashboard", "den Mailserver",
         "das Admin-Konto", "die Testdatenbank", "das NAS im Keller"],
    person=["Anna", "Jan", "Lukas", "Sabine", "Jonas", "Katrin"],
    user_local=["m.mueller", "s.schmidt", "kwagner"],
    date=lambda r: f"{r.randint(1, 28):02d}.{r.randint(1, 12):02d}.2024",
    head=["# Notizen Staging", "## Zugänge Testumgebung ({date})", "### {app}", "Stand: {date}",
          "## Betrieb – Merkzettel"],
    tail=["Bitte nach dem Release rotieren.", "Nicht ins Repo committen!", "Fragen an {person}.",
          "Gilt nur für Staging.", "Siehe auch Runbook im Wiki."],
    desc=["Zugangsdaten Testumgebung", "Notizen zum Staging-Setup", "Betriebsnotizen"],
    pos={
        "is": ["Das Passwort für {svc} ist {val}.",
               "Passwort für {svc} ist {val}, bitte nicht weitergeben.",
               "Kennwort für {svc} lautet {val}",
               "Das Kennwort vom {app}-Admin lautet {val} (Stand {date})."],
        "new": ["Neues Passwort: {val}",
                "**Neues Kennwort:** {val}",
                "Neues Passwort für {svc}: {val} – das alte ist ungültig."],
        "reverse": ["{val} ist das Passwort für {svc}.",
                    "`{val}` ist das aktuelle Kennwort für {svc}."],
        "login": ["Anmelden mit {user} / {val}",
                  "Login für {app}: Benutzer {user}, Passwort {val}",
                  "Zugangsdaten {app}: {user} / {val}",
                  "Einloggen als {user} mit dem Kennwort {val}."],
        "token_api": ["Das Token für die Staging-API ist {val}.",
                      "Zugriffstoken für die {app}-API: {val}",
                      "Access-Token (Staging): {val} – läuft Ende des Monats ab."],
        "changed": ["Ich habe das Passwort für {svc} auf {val} geändert.",
                    "Hab das Kennwort heute auf {val} gesetzt, {person} weiß Bescheid.",
                    "Passwort von {app} geändert → {val}"],
        "bullets": ["## {app} (Staging)\n- Host: {host}\n- Benutzer: {user}\n- Passwort: {val}\n- Port: {port}",
                    "Zugang Testumgebung:\n* URL: https://{host}/\n* Login: {user}\n* Kennwort: {val}"],
        "table": ["| Dienst | Benutzer | Passwort |\n|---|---|---|\n| {app} | {user} | {val} |\n| {app2} | {user2} | siehe Vault |",
                  "| System | Kennung | Kennwort | Bemerkung |\n|--------|---------|----------|-----------|\n| {app} | {user} | {val} | nur intern |"],
        "chat": ["**Daily {date}**\n- {person}: Staging-DB wieder erreichbar\n- {person2}: neues Passwort für {svc} ist {val}\n- Release verschiebt sich auf Donnerstag",
                 "[{time}] {person}: das neue Passwort für {app} ist {val}\n[{time2}] {person2}: danke, klappt 👍",
                 "Meeting-Notizen {date}\nTeilnehmer: {person}, {person2}\n- {app}-Kennwort wurde zurückgesetzt, vorläufig {val}\n- nächste Woche Rotation aller Tokens"],
        "config_env": ["# Passwort für die Staging-DB\nDB_HOST={host}\nDB_USER={user}\nDB_PASSWORD={val}",
                       "tok:# API-Token für {app} (nur Staging!)\n{APPVAR}_API_TOKEN={val}",
                       "```bash\n# Kennwort vom Mail-Account, NICHT committen\nexport SMTP_PASSWORD='{val}'\n```"],
        "config_yaml": ["```yaml\n# Zugangsdaten für die Testdatenbank\ndatabase:\n  host: {host}\n  user: {user}\n  password: \"{val}\"\n```",
                        "tok:```yaml\n# Geheimer Schlüssel für Webhooks – bitte rotieren\nwebhook:\n  secret: {val}\n```"],
        "quoted": ["Das Passwort lautet „{val}“ – ohne die Anführungszeichen.",
                   "Kennwort für {svc}: ‚{val}‘",
                   "Das Passwort für {svc} ist «{val}»."],
        "apikey": ["API-Schlüssel für {app}: {val}",
                   "Der API-Key von {app} ist {val}, gilt nur für Staging."],
        "passphrase": ["Passphrase für den SSH-Key auf {host}: {val}",
                       "Die Passphrase vom GPG-Schlüssel ist {val}."],
        "secret": ["Client-Secret für die OAuth-App: {val}",
                   "Das Webhook-Secret lautet {val}; nach der Demo neu erzeugen."],
        "pin": ["PIN für die Testkarte: {val}", "Die SIM-PIN vom Test-Handy ist {val}."],
        "wifi": ["WLAN im Büro: {ssid}, Passwort {val}", "Gäste-WLAN-Kennwort: {val}"],
    },
    neg={
        "policy": ["Passwort-Richtlinie: mindestens 12 Zeichen, Groß- und Kleinbuchstaben, mindestens eine Ziffer und ein Sonderzeichen. Alle 90 Tage ändern."],
        "reset_link": ["Passwort vergessen? Einfach über den Link auf https://{host}/reset zurücksetzen, die Mail kommt nach ein paar Minuten."],
        "expiry": ["Das Zugriffstoken läuft nach 30 Tagen ab, danach im {app}-Profil ein neues erzeugen."],
        "ask_person": ["Das Passwort für {svc} hat {person} – einfach kurz fragen.",
                       "Frag {person} nach dem Kennwort für {svc}, ich hab's nicht."],
        "vault": ["Das Passwort für {svc} liegt im Vault unter `secret/staging/{appl}`.",
                  "Kennwort steht im 1Password-Tresor „Team Ops“."],
        "placeholder_angle": ["```bash\ncurl -u {user}:<Passwort> https://{host}/api/health\n```",
                              "In der `.env` `DB_PASSWORD=<Passwort hier eintragen>` setzen."],
        "placeholder_word": ["```env\nDB_USER={user}\nDB_PASSWORD=ihr_passwort_hier\n```",
                             "In der `.env` steht `API_TOKEN=DEIN_TOKEN_HIER` – vor dem Start ersetzen."],
        "placeholder_default": ["```yaml\n# Vorlage – Werte vor dem Deploy ersetzen\nadmin_password: changeme\n```",
                                "Im Template steht überall `password: xxxxxx`, das ist nur ein Platzhalter."],
        "masked": ["Passwort: ******** (steht im Vault)", "Login {user} / •••••••• – Kennwort hat {person}."],
        "env_ref": ["```yaml\ndatabase:\n  password: ${DB_PASSWORT}\n```",
                    "Im Compose-File: `POSTGRES_PASSWORD: ${POSTGRES_PASSWORD}`"],
        "env_name": ["Das Passwort kommt aus der Umgebungsvariable `DB_PASSWORD`, lokal in der `.env` setzen."],
        "ci_ref": ["Im CI wird das Token über `${{ secrets.DEPLOY_TOKEN }}` reingereicht.",
                   "`export DB_PASSWORD=$(vault kv get -field=password secret/staging/db)`"],
        "version": ["{app} auf Version {ver} aktualisiert, Changelog gelesen, keine Breaking Changes."],
        "path": ["Die Zugangsdaten liegen in `{cpath}`, die Datei ist nicht im Repo.",
                 "Die Config liegt jetzt unter `{path}`, bitte lokal anpassen."],
        "host": ["Staging-DB umgezogen: neuer Host ist {host}, Port {port}."],
        "error_msg": ["psql: Fehler: Verbindung zum Server auf »{host}« fehlgeschlagen: FATAL:  Passwort-Authentifizierung für Benutzer »{user}« fehlgeschlagen",
                      "Fehlermeldung beim Login: „Ungültiges Token oder Token abgelaufen“ (HTTP 401)."],
        "rotated": ["Passwort für {svc} wurde am {date} rotiert, das neue steht im Vault."],
        "advice": ["Bitte keine Passwörter in Notizen oder Tickets schreiben – dafür gibt es den Passwortmanager."],
        "username_only": ["Benutzer für {svc}: {user} (nur Lesezugriff)."],
        "url_nocred": ["Login-Seite: https://{host}/login – Anmeldung läuft über SSO."],
        "token_scope": ["Das Token braucht die Scopes `read:packages` und `write:packages`, sonst schlägt der Push fehl."],
        "keyfile": ["SSH-Schlüssel liegt unter `~/.ssh/id_ed25519`, die Passphrase steht im KeePass."],
        "code_ident": ["`hash_password()` in `auth/utils.py` nutzt jetzt argon2 statt bcrypt; die Spalte `password_hash` bleibt."],
        "todo": ["TODO: API-Key für {app} beantragen und im Vault ablegen."],
        "empty_value": ["```env\n# wird vom CI gesetzt, lokal leer lassen\nDB_PASSWORD=\nAPI_TOKEN=\n```"],
        "table_noval": ["| Dienst | Benutzer | Passwort |\n|---|---|---|\n| {app} | {user} | siehe Vault |\n| {app2} | {user2} | bei {person} |"],
        "chat_noval": ["[{time}] {person}: hast du das Passwort für {app}?\n[{time2}] {person2}: steht im Vault, schick dir den Link"],
        "pin_policy": ["Die PIN muss 6-stellig sein und darf keine Wiederholungen enthalten."],
        "prompt_cmd": ["`psql -h {host} -U {user} -W` fragt interaktiv nach dem Passwort."],
    },
)

# ======================================================================================
# French
# ======================================================================================
L["fr"] = dict(
    domain="corp.exemple.fr",
    svc=["Jenkins", "la base de staging", "le serveur de build", "le compte admin",
         "le tableau de bord Grafana", "le serveur mail", "la base de test"],
    person=["Marie", "Julien", "Camille", "Thomas", "Léa", "Nicolas"],
    user_local=["j.dupont", "mlefebvre", "c.martin"],
    date=lambda r: f"{r.randint(1, 28):02d}/{r.randint(1, 12):02d}/2024",
    head=["# Notes préprod", "## Accès environnement de test ({date})", "### {app}",
          "Mis à jour le {date}", "## Exploitation – pense-bête"],
    tail=["À changer après la mise en prod.", "Ne pas committer !", "Questions : voir {person}.",
          "Valable uniquement en préprod.", "Voir aussi le runbook sur le wiki."],
    desc=["Accès à l'environnement de test", "Notes sur la préprod", "Notes d'exploitation"],
    pos={
        "is": ["Le mot de passe pour {svc} est {val}.",
               "Le mdp de {app} c'est {val}, ne pas le partager.",
               "Mot de passe {app} : {val}"],
        "new": ["Nouveau mot de passe : {val}",
                "Nouveau mdp pour {svc} : {val} (l'ancien ne marche plus)."],
        "reverse": ["{val} est le mot de passe pour {svc}.",
                    "{val}, c'est le mot de passe de {app}."],
        "login": ["Se connecter avec {user} / {val}",
                  "Identifiants {app} : {user} / {val}",
                  "Connexion : identifiant {user}, mot de passe {val}."],
        "token_api": ["Le jeton pour l'API de staging est {val}.",
                      "Jeton d'accès de l'API {app} : {val}",
                      "Le token de l'API de préprod, c'est {val} ; il expire fin mars."],
        "changed": ["J'ai changé le mot de passe pour {svc} en {val}.",
                    "J'ai remplacé le mot de passe de {app} par {val}, {person} est au courant."],
        "bullets": ["## {app} (préprod)\n- Hôte : {host}\n- Utilisateur : {user}\n- Mot de passe : {val}\n- Port : {port}",
                    "Accès recette :\n* URL : https://{host}/\n* Identifiant : {user}\n* Mot de passe : {val}"],
        "table": ["| Service | Utilisateur | Mot de passe |\n|---|---|---|\n| {app} | {user} | {val} |\n| {app2} | {user2} | dans le coffre |"],
        "chat": ["[{time}] {person} : le nouveau mot de passe de {app} c'est {val}\n[{time2}] {person2} : merci, ça marche",
                 "Compte rendu de réunion du {date}\nPrésents : {person}, {person2}\n- mot de passe {app} réinitialisé, provisoirement {val}\n- rotation des jetons la semaine prochaine"],
        "config_env": ["# Mot de passe de la base de préprod\nDB_HOST={host}\nDB_USER={user}\nDB_PASSWORD={val}",
                       "tok:# Jeton API {app} (staging uniquement)\n{APPVAR}_API_TOKEN={val}"],
        "config_yaml": ["```yaml\n# identifiants de la base de test\ndatabase:\n  user: {user}\n  password: '{val}'\n```"],
        "quoted": ["Le mot de passe est « {val} », sans les guillemets.",
                   "Mot de passe pour {svc} : «{val}»."],
        "apikey": ["Clé API pour {app} : {val}", "La clé d'API de {app} est {val}."],
        "passphrase": ["Phrase de passe de la clé SSH : {val}", "La passphrase de la clé GPG est {val}."],
        "secret": ["Secret client OAuth : {val}", "Le secret du webhook est {val} ; à régénérer après la démo."],
        "pin": ["Code PIN de la carte de test : {val}", "Le code PIN du téléphone de test est {val}."],
        "wifi": ["Wi-Fi du bureau : {ssid}, mot de passe {val}", "Clé Wi-Fi invités : {val}"],
    },
    neg={
        "policy": ["Politique de mots de passe : 12 caractères minimum, majuscules, minuscules, au moins un chiffre et un caractère spécial. Renouvellement tous les 90 jours."],
        "reset_link": ["Mot de passe oublié ? Le réinitialiser via le lien sur https://{host}/reset, le mail arrive en quelques minutes."],
        "expiry": ["Le jeton d'accès expire au bout de 30 jours, il faut ensuite en générer un nouveau dans le profil {app}."],
        "ask_person": ["Demande le mot de passe de {app} à {person}, je ne l'ai pas."],
        "vault": ["Le mot de passe pour {svc} est dans le coffre Vault sous `secret/preprod/{appl}`.",
                  "Les identifiants sont dans le 1Password de l'équipe, coffre « Ops »."],
        "placeholder_angle": ["```bash\nmysql -u {user} -p'<votre-mot-de-passe>' -h {host}\n```"],
        "placeholder_word": ["```env\nDB_USER={user}\nDB_PASSWORD=votre_mot_de_passe_ici\n```"],
        "placeholder_default": ["Dans le modèle, `password: changeme` n'est qu'une valeur par défaut à remplacer."],
        "masked": ["Mot de passe : ******** (voir le coffre)"],
        "env_ref": ["```yaml\ndatabase:\n  password: ${MOT_DE_PASSE}\n```"],
        "env_name": ["Le mot de passe est lu depuis la variable d'environnement `DB_PASSWORD` ; en local, la mettre dans `.env`."],
        "ci_ref": ["Dans la CI, le jeton est injecté via `${{ secrets.DEPLOY_TOKEN }}`."],
        "version": ["Passage de {app} en version {ver}, rien de cassé d'après le changelog."],
        "path": ["Les identifiants sont stockés dans `{cpath}`, ce fichier n'est pas versionné.",
                 "La config est maintenant dans `{path}`, pensez à mettre à jour vos copies locales."],
        "host": ["La base de préprod a déménagé : nouvel hôte {host}, port {port}."],
        "error_msg": ["psql: erreur : la connexion au serveur sur « {host} » a échoué : FATAL:  authentification par mot de passe échouée pour l'utilisateur « {user} »",
                      "Message d'erreur : « Jeton invalide ou expiré » (HTTP 401)."],
        "rotated": ["Le mot de passe de {app} a été changé le {date}, le nouveau est dans le coffre."],
        "advice": ["Merci de ne jamais mettre de mot de passe dans les notes ou les tickets : utilisez le gestionnaire de mots de passe."],
        "username_only": ["Utilisateur pour {svc} : {user} (lecture seule)."],
        "url_nocred": ["Page de connexion : https://{host}/login – authentification via SSO."],
        "token_scope": ["Le jeton doit avoir les scopes `read:packages` et `write:packages`, sinon le push échoue."],
        "keyfile": ["La clé SSH est dans `~/.ssh/id_ed25519`, la phrase de passe est dans KeePass."],
        "code_ident": ["`verifier_mot_de_passe()` dans `auth/utils.py` utilise maintenant argon2 ; la colonne `password_hash` ne change pas."],
        "todo": ["TODO : demander une clé API pour {app} et la ranger dans le coffre."],
        "empty_value": ["```env\n# rempli par la CI, laisser vide en local\nDB_PASSWORD=\n```"],
        "table_noval": ["| Service | Utilisateur | Mot de passe |\n|---|---|---|\n| {app} | {user} | voir coffre |\n| {app2} | {user2} | demander à {person} |"],
        "chat_noval": ["[{time}] {person} : tu as le mot de passe de {app} ?\n[{time2}] {person2} : il est dans le coffre, je t'envoie le lien"],
        "pin_policy": ["Le code PIN doit comporter 6 chiffres et ne pas être une suite."],
        "prompt_cmd": ["`psql -h {host} -U {user} -W` demande le mot de passe de façon interactive."],
    },
)

# ======================================================================================
# Spanish
# ======================================================================================
L["es"] = dict(
    domain="interno.empresa.es",
    svc=["Jenkins", "la base de datos de staging", "el servidor de build", "la cuenta de admin",
         "el panel de Grafana", "el servidor de correo"],
    person=["Lucía", "Javier", "Carmen", "Diego", "Marta", "Álvaro"],
    user_local=["lgarcia", "j.martinez", "mfernandez"],
    date=lambda r: f"{r.randint(1, 28):02d}/{r.randint(1, 12):02d}/2024",
    head=["# Notas de staging", "## Accesos al entorno de pruebas ({date})", "### {app}",
          "Actualizado: {date}"],
    tail=["Rotar después de la release.", "¡No subir al repo!", "Dudas: {person}.",
          "Solo vale para staging."],
    desc=["Accesos del entorno de pruebas", "Notas de staging"],
    pos={
        "is": ["La contraseña para {svc} es {val}.",
               "La clave de {app} es {val}, no la compartas.",
               "Contraseña de {app}: {val}"],
        "new": ["Nueva contraseña: {val}",
                "Contraseña nueva para {svc}: {val} (la anterior ya no vale)."],
        "reverse": ["{val} es la contraseña para {svc}.", "{val} es la clave del usuario {user}."],
        "login": ["Entrar con {user} / {val}",
                  "Credenciales de {app}: usuario {user}, contraseña {val}",
                  "Inicia sesión como {user} con la clave {val}."],
        "token_api": ["El token de la API de staging es {val}.",
                      "Token de acceso para la API de {app}: {val}"],
        "changed": ["Cambié la contraseña de {app} a {val}.",
                    "He cambiado la clave para {svc} a {val}; avisé a {person}."],
        "bullets": ["## {app} (staging)\n- Host: {host}\n- Usuario: {user}\n- Contraseña: {val}\n- Puerto: {port}"],
        "table": ["| Servicio | Usuario | Contraseña |\n|---|---|---|\n| {app} | {user} | {val} |\n| {app2} | {user2} | en el gestor |"],
        "chat": ["[{time}] {person}: la nueva contraseña de {app} es {val}\n[{time2}] {person2}: gracias, ya entré",
                 "Notas de la reunión ({date})\nAsistentes: {person}, {person2}\n- se reseteó la clave de {app}, de momento es {val}\n- la semana que viene rotamos los tokens"],
        "config_env": ["# Contraseña de la BD de pruebas\nDB_USER={user}\nDB_PASSWORD={val}",
                       "tok:# Token de la API de {app} (solo staging)\n{APPVAR}_API_TOKEN={val}"],
        "config_yaml": ["```yaml\n# credenciales de la base de datos de desarrollo\ndb:\n  user: {user}\n  password: \"{val}\"\n```"],
        "quoted": ["La contraseña es «{val}», sin las comillas.",
                   "Pon como contraseña “{val}” y cámbiala en el primer login."],
        "apikey": ["Clave de API de {app}: {val}", "La API key de {app} es {val}."],
        "passphrase": ["Frase de contraseña de la clave SSH: {val}",
                       "La passphrase de la clave GPG es {val}."],
        "secret": ["Secreto del cliente OAuth: {val}", "El client secret de la app es {val}."],
        "pin": ["PIN de la tarjeta de pruebas: {val}", "El PIN del móvil de pruebas es {val}."],
        "wifi": ["Wifi de la oficina: {ssid}, contraseña {val}", "Clave del wifi de invitados: {val}"],
    },
    neg={
        "policy": ["Política de contraseñas: mínimo 12 caracteres, mayúsculas y minúsculas, al menos un número y un símbolo. Se cambian cada 90 días."],
        "reset_link": ["¿Olvidaste la contraseña? Restablécela desde el enlace en https://{host}/reset; el correo tarda unos minutos."],
        "expiry": ["El token de acceso caduca a los 30 días; luego hay que generar otro en el perfil de {app}."],
        "ask_person": ["Pídele la contraseña de {app} a {person}, yo no la tengo."],
        "vault": ["La contraseña para {svc} está en Vault, en `secret/staging/{appl}`.",
                  "Las credenciales están en el Bitwarden del equipo."],
        "placeholder_angle": ["```bash\npsql \"postgresql://{user}:<tu-contraseña>@{host}/app\"\n```"],
        "placeholder_word": ["```env\nDB_USER={user}\nDB_PASSWORD=tu_contraseña_aquí\n```"],
        "placeholder_default": ["En la plantilla `.env.example` pone `API_KEY=xxxxxxxx`, es solo de ejemplo."],
        "masked": ["Contraseña: ******** (está en el gestor)"],
        "env_ref": ["```yaml\ndb:\n  password: ${CONTRASENA_DB}\n```"],
        "env_name": ["La contraseña se lee de la variable de entorno `DB_PASSWORD`; en local va en el `.env`."],
        "ci_ref": ["En el pipeline el token llega por `${{ secrets.DEPLOY_TOKEN }}`."],
        "version": ["Actualizado {app} a la versión {ver}; según el changelog no rompe nada."],
        "path": ["Las credenciales están en `{cpath}`, que no está en el repo.",
                 "La configuración ahora está en `{path}`."],
        "host": ["La BD de staging se ha movido: nuevo host {host}, puerto {port}."],
        "error_msg": ["psql: error: falló la conexión al servidor en «{host}»: FATAL:  la autentificación password falló para el usuario «{user}»",
                      "Error al iniciar sesión: «Token no válido o caducado» (HTTP 401)."],
        "rotated": ["La contraseña de {app} se rotó el {date}; la nueva está en Vault."],
        "advice": ["Por favor, no pongáis contraseñas en las notas ni en los tickets; para eso está el gestor de contraseñas."],
        "username_only": ["Usuario para {svc}: {user} (solo lectura)."],
        "url_nocred": ["Página de login: https://{host}/login, se entra con SSO."],
        "token_scope": ["El token necesita los scopes `read:packages` y `write:packages`, si no el push falla."],
        "keyfile": ["La clave SSH está en `~/.ssh/id_ed25519`; la frase de contraseña está en KeePass."],
        "code_ident": ["`validar_contrasena()` en `auth/utils.py` ahora usa argon2; la columna `password_hash` no cambia."],
        "todo": ["TODO: pedir una API key para {app} y guardarla en Vault."],
        "empty_value": ["```env\n# lo rellena la CI, dejar vacío en local\nDB_PASSWORD=\n```"],
        "table_noval": ["| Servicio | Usuario | Contraseña |\n|---|---|---|\n| {app} | {user} | en Vault |\n| {app2} | {user2} | preguntar a {person} |"],
        "chat_noval": ["[{time}] {person}: ¿tienes la contraseña de {app}?\n[{time2}] {person2}: está en el gestor, te paso el enlace"],
        "pin_policy": ["El PIN tiene que ser de 6 dígitos y sin números consecutivos."],
        "prompt_cmd": ["`psql -h {host} -U {user} -W` te pide la contraseña de forma interactiva."],
    },
)

# ======================================================================================
# Portuguese (BR + PT)
# ======================================================================================
L["pt"] = dict(
    domain="interno.empresa.com.br",
    svc=["o Jenkins", "o banco de staging", "o servidor de build", "a conta de admin",
         "o painel do Grafana", "o servidor de e-mail"],
    person=["João", "Ana", "Rafael", "Beatriz", "Thiago", "Camila"],
    user_local=["joao.silva", "bsouza", "r.oliveira"],
    date=lambda r: f"{r.randint(1, 28):02d}/{r.randint(1, 12):02d}/2024",
    head=["# Anotações de homologação", "## Acessos do ambiente de testes ({date})", "### {app}",
          "Atualizado em {date}"],
    tail=["Trocar depois do deploy.", "Não commitar!", "Dúvidas: {person}.", "Só vale para homologação."],
    desc=["Acessos do ambiente de testes", "Anotações de homologação"],
    pos={
        "is": ["A senha para {svc} é {val}.",
               "Senha do {app}: {val}",
               "A senha de acesso do {app} é {val}, não compartilhe."],
        "new": ["Nova senha: {val}", "Senha nova para {svc}: {val} (a antiga não funciona mais)."],
        "reverse": ["{val} é a senha para {svc}.", "{val} é a senha do usuário {user}."],
        "login": ["Entrar com {user} / {val}",
                  "Credenciais do {app}: usuário {user}, senha {val}",
                  "Faça login como {user} com a senha {val}."],
        "token_api": ["O token da API de staging é {val}.", "Token de acesso da API do {app}: {val}"],
        "changed": ["Troquei a senha do {app} para {val}.",
                    "Alterei a senha para {svc}, agora é {val}; já avisei o time."],
        "bullets": ["## {app} (homologação)\n- Host: {host}\n- Usuário: {user}\n- Senha: {val}\n- Porta: {port}"],
        "table": ["| Serviço | Usuário | Senha |\n|---|---|---|\n| {app} | {user} | {val} |\n| {app2} | {user2} | no cofre |"],
        "chat": ["[{time}] {person}: a nova senha do {app} é {val}\n[{time2}] {person2}: valeu, funcionou",
                 "Ata da reunião ({date})\nPresentes: {person}, {person2}\n- senha do {app} resetada, provisoriamente {val}\n- semana que vem vamos rotacionar os tokens"],
        "config_env": ["# Senha do banco de homologação\nDB_USER={user}\nDB_PASSWORD={val}",
                       "tok:# Token da API do {app} (só staging)\n{APPVAR}_API_TOKEN={val}"],
        "config_yaml": ["```yaml\n# credenciais do banco de testes\ndatabase:\n  username: {user}\n  password: {val}\n```"],
        "quoted": ["A senha é “{val}”, sem as aspas.", "Senha para {svc}: «{val}»."],
        "apikey": ["Chave de API do {app}: {val}", "A API key do {app} é {val}."],
        "passphrase": ["Frase-senha da chave SSH: {val}", "A passphrase da chave GPG é {val}."],
        "secret": ["Segredo do cliente OAuth: {val}", "O client secret do app é {val}."],
        "pin": ["PIN do cartão de teste: {val}", "O PIN do celular de testes é {val}."],
        "wifi": ["Wi-Fi do escritório: {ssid}, senha {val}", "Senha do Wi-Fi de visitantes: {val}"],
    },
    neg={
        "policy": ["Política de senhas: no mínimo 12 caracteres, letras maiúsculas e minúsculas, pelo menos um número e um caractere especial. Trocar a cada 90 dias."],
        "reset_link": ["Esqueceu a senha? Redefina pelo link em https://{host}/reset, o e-mail chega em alguns minutos."],
        "expiry": ["O token de acesso expira depois de 30 dias; aí é preciso gerar outro no perfil do {app}."],
        "ask_person": ["A senha do {app} está com {person}, é só pedir."],
        "vault": ["A senha para {svc} está no Vault em `secret/homolog/{appl}`.",
                  "As credenciais estão no cofre do 1Password do time."],
        "placeholder_angle": ["```bash\ncurl -u {user}:<sua-senha> https://{host}/api/status\n```"],
        "placeholder_word": ["```env\nDB_USER={user}\nDB_PASSWORD=sua_senha_aqui\n```"],
        "placeholder_default": ["No template o campo está como `senha: changeme`, é só um valor padrão para trocar."],
        "masked": ["Senha: ******** (está no cofre)"],
        "env_ref": ["```yaml\ndatabase:\n  password: ${SENHA_DB}\n```"],
        "env_name": ["A senha vem da variável de ambiente `DB_PASSWORD`; localmente, coloque no `.env`."],
        "ci_ref": ["No CI o token entra via `${{ secrets.DEPLOY_TOKEN }}`."],
        "version": ["Atualizei o {app} para a versão {ver}, nada quebrou segundo o changelog."],
        "path": ["As credenciais ficam em `{cpath}`, esse arquivo não vai pro repositório."],
        "host": ["O banco de homologação mudou: novo host {host}, porta {port}."],
        "error_msg": ["psql: erro: conexão com servidor em \"{host}\" falhou: FATAL:  autenticação do tipo senha falhou para o usuário \"{user}\"",
                      "Erro no login: \"Token inválido ou expirado\" (HTTP 401)."],
        "rotated": ["A senha do {app} foi trocada em {date}; a nova está no Vault."],
        "advice": ["Por favor, não coloquem senhas em anotações ou tickets; usem o gerenciador de senhas."],
        "username_only": ["Usuário para {svc}: {user} (somente leitura)."],
        "url_nocred": ["Página de login: https://{host}/login, autenticação via SSO."],
        "token_scope": ["O token precisa dos escopos `read:packages` e `write:packages`, senão o push falha."],
        "keyfile": ["A chave SSH fica em `~/.ssh/id_ed25519`; a frase-senha está no KeePass."],
        "code_ident": ["`validar_senha()` em `auth/utils.py` agora usa argon2; a coluna `password_hash` continua igual."],
        "todo": ["TODO: pedir uma chave de API do {app} e guardar no Vault."],
        "empty_value": ["```env\n# preenchido pelo CI, deixar vazio localmente\nDB_PASSWORD=\n```"],
        "table_noval": ["| Serviço | Usuário | Senha |\n|---|---|---|\n| {app} | {user} | no Vault |\n| {app2} | {user2} | com {person} |"],
        "chat_noval": ["[{time}] {person}: você tem a senha do {app}?\n[{time2}] {person2}: tá no cofre, te mando o link"],
        "pin_policy": ["O PIN deve ter 6 dígitos e não pode ser sequencial."],
        "prompt_cmd": ["`psql -h {host} -U {user} -W` pede a senha de forma interativa."],
    },
)

# ======================================================================================
# Italian
# ======================================================================================
L["it"] = dict(
    domain="interno.azienda.it",
    svc=["Jenkins", "il DB di staging", "il server di build", "l'account admin",
         "la dashboard di Grafana", "il server di posta"],
    person=["Giulia", "Marco", "Francesca", "Luca", "Chiara", "Matteo"],
    user_local=["g.rossi", "mbianchi", "l.ferrari"],
    date=lambda r: f"{r.randint(1, 28):02d}/{r.randint(1, 12):02d}/2024",
    head=["# Appunti staging", "## Accessi ambiente di collaudo ({date})", "### {app}",
          "Aggiornato il {date}"],
    tail=["Da ruotare dopo il rilascio.", "Non committare!", "Per domande: {person}.",
          "Vale solo per lo staging."],
    desc=["Accessi ambiente di collaudo", "Appunti di staging"],
    pos={
        "is": ["La password per {svc} è {val}.",
               "La password di {app} è {val}, non condividerla.",
               "Parola d'ordine per {svc}: {val}",
               "Password {app}: {val}"],
        "new": ["Nuova password: {val}", "Password nuova per {svc}: {val} (quella vecchia non va più)."],
        "reverse": ["{val} è la password per {svc}.", "{val} è la password dell'utente {user}."],
        "login": ["Accedi con {user} / {val}",
                  "Credenziali di {app}: utente {user}, password {val}",
                  "Login come {user} con password {val}."],
        "token_api": ["Il token per l'API di staging è {val}.", "Token di accesso per l'API di {app}: {val}"],
        "changed": ["Ho cambiato la password di {app} in {val}.",
                    "Ho impostato la nuova password per {svc}: {val}, avvisato {person}."],
        "bullets": ["## {app} (staging)\n- Host: {host}\n- Utente: {user}\n- Password: {val}\n- Porta: {port}"],
        "table": ["| Servizio | Utente | Password |\n|---|---|---|\n| {app} | {user} | {val} |\n| {app2} | {user2} | nel vault |"],
        "chat": ["[{time}] {person}: la nuova password di {app} è {val}\n[{time2}] {person2}: grazie, funziona",
                 "Verbale riunione del {date}\nPresenti: {person}, {person2}\n- resettata la password di {app}, per ora è {val}\n- la settimana prossima ruotiamo i token"],
        "config_env": ["# Password del DB di collaudo\nDB_USER={user}\nDB_PASSWORD={val}",
                       "tok:# Token API di {app} (solo staging)\n{APPVAR}_API_TOKEN={val}"],
        "config_yaml": ["```yaml\n# credenziali database di test\ndatabase:\n  user: {user}\n  password: \"{val}\"\n```"],
        "quoted": ["La password è «{val}», senza virgolette.", "Password per {svc}: “{val}”."],
        "apikey": ["Chiave API per {app}: {val}", "La API key di {app} è {val}."],
        "passphrase": ["Passphrase della chiave SSH: {val}", "La frase segreta della chiave GPG è {val}."],
        "secret": ["Client secret OAuth: {val}", "Il segreto del webhook è {val}."],
        "pin": ["PIN della carta di test: {val}", "Il PIN del telefono di test è {val}."],
        "wifi": ["Wi-Fi ufficio: {ssid}, password {val}", "Password del Wi-Fi ospiti: {val}"],
    },
    neg={
        "policy": ["Policy password: almeno 12 caratteri, maiuscole e minuscole, almeno un numero e un carattere speciale. Da cambiare ogni 90 giorni."],
        "reset_link": ["Password dimenticata? Si reimposta dal link su https://{host}/reset, la mail arriva in pochi minuti."],
        "expiry": ["Il token di accesso scade dopo 30 giorni, poi bisogna generarne uno nuovo dal profilo di {app}."],
        "ask_person": ["Chiedi la password di {app} a {person}, io non ce l'ho."],
        "vault": ["La password per {svc} è nel Vault sotto `secret/staging/{appl}`.",
                  "Le credenziali sono nel cassetto del 1Password di team."],
        "placeholder_angle": ["```bash\nmysql -u {user} -p'<la-tua-password>' -h {host}\n```"],
        "placeholder_word": ["```env\nDB_USER={user}\nDB_PASSWORD=inserisci_qui_la_password\n```"],
        "placeholder_default": ["Nel template c'è `password: changeme`, è solo il valore di default da sostituire."],
        "masked": ["Password: ******** (è nel vault)"],
        "env_ref": ["```yaml\ndatabase:\n  password: ${PASSWORD_DB}\n```"],
        "env_name": ["La password viene letta dalla variabile d'ambiente `DB_PASSWORD`; in locale mettila nel `.env`."],
        "ci_ref": ["In CI il token arriva da `${{ secrets.DEPLOY_TOKEN }}`."],
        "version": ["Aggiornato {app} alla versione {ver}, dal changelog niente di rotto."],
        "path": ["Le credenziali stanno in `{cpath}`, il file non è nel repo."],
        "host": ["Il DB di staging si è spostato: nuovo host {host}, porta {port}."],
        "error_msg": ["psql: errore: connessione al server su \"{host}\" fallita: FATAL:  autenticazione con password fallita per l'utente \"{user}\"",
                      "Errore di login: \"Token non valido o scaduto\" (HTTP 401)."],
        "rotated": ["La password di {app} è stata ruotata il {date}, la nuova è nel Vault."],
        "advice": ["Per favore non scrivete password nelle note o nei ticket: usate il password manager."],
        "username_only": ["Utente per {svc}: {user} (sola lettura)."],
        "url_nocred": ["Pagina di login: https://{host}/login, si entra con SSO."],
        "token_scope": ["Il token deve avere gli scope `read:packages` e `write:packages`, altrimenti il push fallisce."],
        "keyfile": ["La chiave SSH è in `~/.ssh/id_ed25519`, la passphrase è su KeePass."],
        "code_ident": ["`verifica_password()` in `auth/utils.py` ora usa argon2; la colonna `password_hash` resta uguale."],
        "todo": ["TODO: richiedere una chiave API per {app} e salvarla nel Vault."],
        "empty_value": ["```env\n# lo imposta la CI, lasciare vuoto in locale\nDB_PASSWORD=\n```"],
        "table_noval": ["| Servizio | Utente | Password |\n|---|---|---|\n| {app} | {user} | nel Vault |\n| {app2} | {user2} | chiedere a {person} |"],
        "chat_noval": ["[{time}] {person}: hai la password di {app}?\n[{time2}] {person2}: è nel vault, ti mando il link"],
        "pin_policy": ["Il PIN deve essere di 6 cifre e non può essere una sequenza."],
        "prompt_cmd": ["`psql -h {host} -U {user} -W` chiede la password in modo interattivo."],
    },
)

# ======================================================================================
# Dutch
# ======================================================================================
L["nl"] = dict(
    domain="intern.bedrijf.nl",
    svc=["Jenkins", "de staging-database", "de buildserver", "het admin-account",
         "het Grafana-dashboard", "de mailserver"],
    person=["Daan", "Sanne", "Joost", "Lotte", "Bram", "Femke"],
    user_local=["jvdberg", "s.devries", "bjansen"],
    date=lambda r: f"{r.randint(1, 28):02d}-{r.randint(1, 12):02d}-2024",
    head=["# Aantekeningen staging", "## Toegang testomgeving ({date})", "### {app}", "Bijgewerkt: {date}"],
    tail=["Na de release roteren.", "Niet committen!", "Vragen: {person}.", "Alleen voor staging."],
    desc=["Toegang testomgeving", "Aantekeningen staging"],
    pos={
        "is": ["Het wachtwoord voor {svc} is {val}.",
               "Wachtwoord van {app}: {val}",
               "Het wachtwoord van {app} is {val}, niet delen aub."],
        "new": ["Nieuw wachtwoord: {val}", "Nieuw wachtwoord voor {svc}: {val} (de oude werkt niet meer)."],
        "reverse": ["{val} is het wachtwoord voor {svc}.", "{val} is het wachtwoord van gebruiker {user}."],
        "login": ["Inloggen met {user} / {val}",
                  "Inloggegevens {app}: gebruiker {user}, wachtwoord {val}",
                  "Log in als {user} met wachtwoord {val}."],
        "token_api": ["Het token voor de staging-API is {val}.", "Toegangstoken voor de {app}-API: {val}"],
        "changed": ["Ik heb het wachtwoord van {app} veranderd in {val}.",
                    "Wachtwoord voor {svc} gewijzigd naar {val}, {person} is op de hoogte."],
        "bullets": ["## {app} (staging)\n- Host: {host}\n- Gebruiker: {user}\n- Wachtwoord: {val}\n- Poort: {port}"],
        "table": ["| Dienst | Gebruiker | Wachtwoord |\n|---|---|---|\n| {app} | {user} | {val} |\n| {app2} | {user2} | zie kluis |"],
        "chat": ["[{time}] {person}: nieuwe wachtwoord van {app} is {val}\n[{time2}] {person2}: thanks, werkt",
                 "Notulen overleg {date}\nAanwezig: {person}, {person2}\n- wachtwoord {app} gereset, voorlopig {val}\n- volgende week tokens roteren"],
        "config_env": ["# Wachtwoord voor de testdatabase\nDB_USER={user}\nDB_PASSWORD={val}",
                       "tok:# API-token voor {app} (alleen staging)\n{APPVAR}_API_TOKEN={val}"],
        "config_yaml": ["```yaml\n# inloggegevens testdatabase\ndatabase:\n  user: {user}\n  password: '{val}'\n```"],
        "quoted": ["Het wachtwoord is „{val}”, zonder aanhalingstekens.", "Wachtwoord voor {svc}: '{val}'."],
        "apikey": ["API-sleutel voor {app}: {val}", "De API-key van {app} is {val}."],
        "passphrase": ["Wachtzin van de SSH-sleutel: {val}", "De passphrase van de GPG-sleutel is {val}."],
        "secret": ["Client secret van de OAuth-app: {val}", "Het geheim voor de webhook is {val}."],
        "pin": ["Pincode van de testpas: {val}", "De pincode van de testtelefoon is {val}."],
        "wifi": ["Wifi op kantoor: {ssid}, wachtwoord {val}", "Wachtwoord gasten-wifi: {val}"],
    },
    neg={
        "policy": ["Wachtwoordbeleid: minimaal 12 tekens, hoofd- en kleine letters, minstens één cijfer en één speciaal teken. Elke 90 dagen wijzigen."],
        "reset_link": ["Wachtwoord vergeten? Via de link op https://{host}/reset opnieuw instellen, de mail komt binnen een paar minuten."],
        "expiry": ["Het toegangstoken verloopt na 30 dagen; daarna een nieuw token aanmaken in je {app}-profiel."],
        "ask_person": ["Vraag {person} om het wachtwoord van {app}, ik heb het niet."],
        "vault": ["Het wachtwoord voor {svc} staat in Vault onder `secret/staging/{appl}`.",
                  "De inloggegevens staan in de teamkluis in 1Password."],
        "placeholder_angle": ["```bash\ncurl -u {user}:<jouw-wachtwoord> https://{host}/api/health\n```"],
        "placeholder_word": ["```env\nDB_USER={user}\nDB_PASSWORD=jouw_wachtwoord_hier\n```"],
        "placeholder_default": ["In de template staat `password: changeme`, dat is alleen een standaardwaarde."],
        "masked": ["Wachtwoord: ******** (staat in de kluis)"],
        "env_ref": ["```yaml\ndatabase:\n  password: ${WACHTWOORD}\n```"],
        "env_name": ["Het wachtwoord komt uit de omgevingsvariabele `DB_PASSWORD`; lokaal in `.env` zetten."],
        "ci_ref": ["In de CI komt het token binnen via `${{ secrets.DEPLOY_TOKEN }}`."],
        "version": ["{app} bijgewerkt naar versie {ver}, volgens de changelog geen breaking changes."],
        "path": ["De inloggegevens staan in `{cpath}`, dat bestand zit niet in de repo."],
        "host": ["De staging-database is verhuisd: nieuwe host {host}, poort {port}."],
        "error_msg": ["Foutmelding bij inloggen: \"Ongeldige gebruikersnaam of wachtwoord\" (HTTP 401).",
                      "Melding in de log: token verlopen, opnieuw inloggen vereist."],
        "rotated": ["Het wachtwoord van {app} is op {date} geroteerd, het nieuwe staat in Vault."],
        "advice": ["Zet alsjeblieft geen wachtwoorden in notities of tickets; daar is de wachtwoordmanager voor."],
        "username_only": ["Gebruiker voor {svc}: {user} (alleen lezen)."],
        "url_nocred": ["Inlogpagina: https://{host}/login, inloggen via SSO."],
        "token_scope": ["Het token heeft de scopes `read:packages` en `write:packages` nodig, anders faalt de push."],
        "keyfile": ["De SSH-sleutel staat in `~/.ssh/id_ed25519`, de wachtzin staat in KeePass."],
        "code_ident": ["`controleer_wachtwoord()` in `auth/utils.py` gebruikt nu argon2; kolom `password_hash` blijft."],
        "todo": ["TODO: API-sleutel voor {app} aanvragen en in Vault zetten."],
        "empty_value": ["```env\n# wordt door de CI gezet, lokaal leeg laten\nDB_PASSWORD=\n```"],
        "table_noval": ["| Dienst | Gebruiker | Wachtwoord |\n|---|---|---|\n| {app} | {user} | zie Vault |\n| {app2} | {user2} | bij {person} |"],
        "chat_noval": ["[{time}] {person}: heb jij het wachtwoord van {app}?\n[{time2}] {person2}: staat in de kluis, ik stuur je de link"],
        "pin_policy": ["De pincode moet 6 cijfers hebben en mag geen reeks zijn."],
        "prompt_cmd": ["`psql -h {host} -U {user} -W` vraagt interactief om het wachtwoord."],
    },
)

# ======================================================================================
# Polish
# ======================================================================================
L["pl"] = dict(
    domain="wew.firma.pl",
    svc=["Jenkinsa", "bazy na stagingu", "serwera buildów", "konta admina", "panelu Grafany",
         "serwera pocztowego"],
    person=["Kasia", "Tomek", "Magda", "Paweł", "Ania", "Bartek"],
    user_local=["k.nowak", "pwisniewski", "a.kowalska"],
    date=lambda r: f"{r.randint(1, 28):02d}.{r.randint(1, 12):02d}.2024",
    head=["# Notatki – staging", "## Dostępy do środowiska testowego ({date})", "### {app}",
          "Aktualizacja: {date}"],
    tail=["Zmienić po wdrożeniu.", "Nie commitować!", "Pytania: {person}.", "Tylko dla stagingu."],
    desc=["Dostępy do środowiska testowego", "Notatki ze stagingu"],
    pos={
        "is": ["Hasło do {svc} to {val}.", "Hasło do {svc}: {val}",
               "Hasło do {svc} to {val}, nie udostępniać."],
        "new": ["Nowe hasło: {val}", "Nowe hasło do {svc}: {val} (stare już nie działa)."],
        "reverse": ["{val} to hasło do {svc}.", "{val} — to jest hasło użytkownika {user}."],
        "login": ["Logowanie: {user} / {val}",
                  "Dane logowania do {svc}: login {user}, hasło {val}",
                  "Zaloguj się jako {user} hasłem {val}."],
        "token_api": ["Token do API na stagingu to {val}.", "Token dostępu do API ({app}): {val}"],
        "changed": ["Zmieniłem hasło do {svc} na {val}.", "Zmieniłam hasło do {svc} na {val}, {person} wie."],
        "bullets": ["## {app} (staging)\n- Host: {host}\n- Użytkownik: {user}\n- Hasło: {val}\n- Port: {port}"],
        "table": ["| Usługa | Użytkownik | Hasło |\n|---|---|---|\n| {app} | {user} | {val} |\n| {app2} | {user2} | w menedżerze haseł |"],
        "chat": ["[{time}] {person}: nowe hasło do {svc} to {val}\n[{time2}] {person2}: dzięki, działa",
                 "Notatki ze spotkania {date}\nObecni: {person}, {person2}\n- zresetowane hasło do {svc}, tymczasowo {val}\n- w przyszłym tygodniu rotacja tokenów"],
        "config_env": ["# Hasło do bazy testowej\nDB_USER={user}\nDB_PASSWORD={val}",
                       "tok:# Token API dla {app} (tylko staging)\n{APPVAR}_API_TOKEN={val}"],
        "config_yaml": ["```yaml\n# dane dostępowe do bazy testowej\ndatabase:\n  user: {user}\n  password: \"{val}\"\n```"],
        "quoted": ["Hasło to „{val}”, bez cudzysłowu.", "Hasło do {svc}: «{val}»."],
        "apikey": ["Klucz API do {svc}: {val}", "Klucz API ({app}) to {val}."],
        "passphrase": ["Passphrase do klucza SSH: {val}", "Hasło do klucza GPG (passphrase) to {val}."],
        "secret": ["Sekret klienta OAuth: {val}", "Client secret aplikacji to {val}."],
        "pin": ["PIN do karty testowej: {val}", "Kod PIN telefonu testowego to {val}."],
        "wifi": ["Wi-Fi w biurze: {ssid}, hasło {val}", "Hasło do Wi-Fi dla gości: {val}"],
    },
    neg={
        "policy": ["Polityka haseł: minimum 12 znaków, wielkie i małe litery, co najmniej jedna cyfra i znak specjalny. Zmiana co 90 dni."],
        "reset_link": ["Nie pamiętasz hasła? Zresetuj je przez link na https://{host}/reset, mail przychodzi po kilku minutach."],
        "expiry": ["Token dostępu wygasa po 30 dniach, potem trzeba wygenerować nowy w profilu {app}."],
        "ask_person": ["Hasło do {svc} zna {person}, zapytaj na Slacku."],
        "vault": ["Hasło do {svc} jest w Vaulcie pod `secret/staging/{appl}`.",
                  "Dane logowania są w sejfie zespołu w 1Password."],
        "placeholder_angle": ["```bash\ncurl -u {user}:<twoje-hasło> https://{host}/api/health\n```"],
        "placeholder_word": ["```env\nDB_USER={user}\nDB_PASSWORD=tutaj_wpisz_haslo\n```"],
        "placeholder_default": ["W szablonie jest `password: changeme` — to tylko wartość domyślna do podmiany."],
        "masked": ["Hasło: ******** (jest w sejfie)"],
        "env_ref": ["```yaml\ndatabase:\n  password: ${HASLO_DB}\n```"],
        "env_name": ["Hasło jest brane ze zmiennej środowiskowej `DB_PASSWORD`; lokalnie ustaw je w `.env`."],
        "ci_ref": ["W CI token jest wstrzykiwany przez `${{ secrets.DEPLOY_TOKEN }}`."],
        "version": ["Zaktualizowałem {app} do wersji {ver}, wg changeloga nic się nie psuje."],
        "path": ["Dane dostępowe leżą w `{cpath}`, ten plik nie jest w repo."],
        "host": ["Baza stagingowa przeniesiona: nowy host {host}, port {port}."],
        "error_msg": ["psql: błąd: połączenie z serwerem \"{host}\" nie powiodło się: FATAL:  autoryzacja hasłem nie powiodła się dla użytkownika \"{user}\"",
                      "Błąd logowania: „Nieprawidłowy lub wygasły token” (HTTP 401)."],
        "rotated": ["Hasło do {svc} zostało zmienione {date}, nowe jest w Vaulcie."],
        "advice": ["Proszę nie wpisywać haseł do notatek ani ticketów — od tego jest menedżer haseł."],
        "username_only": ["Użytkownik do {svc}: {user} (tylko odczyt)."],
        "url_nocred": ["Strona logowania: https://{host}/login, logowanie przez SSO."],
        "token_scope": ["Token potrzebuje uprawnień `read:packages` i `write:packages`, inaczej push się wywala."],
        "keyfile": ["Klucz SSH leży w `~/.ssh/id_ed25519`, passphrase jest w KeePassie."],
        "code_ident": ["`sprawdz_haslo()` w `auth/utils.py` używa teraz argon2; kolumna `password_hash` bez zmian."],
        "todo": ["TODO: załatwić klucz API do {svc} i wrzucić go do Vaulta."],
        "empty_value": ["```env\n# ustawiane przez CI, lokalnie zostawić puste\nDB_PASSWORD=\n```"],
        "table_noval": ["| Usługa | Użytkownik | Hasło |\n|---|---|---|\n| {app} | {user} | w Vaulcie |\n| {app2} | {user2} | zna {person} |"],
        "chat_noval": ["[{time}] {person}: masz hasło do {svc}?\n[{time2}] {person2}: jest w sejfie, wyślę ci link"],
        "pin_policy": ["PIN musi mieć 6 cyfr i nie może być ciągiem kolejnych liczb."],
        "prompt_cmd": ["`psql -h {host} -U {user} -W` pyta interaktywnie o hasło."],
    },
)

# ======================================================================================
# Russian
# ======================================================================================
L["ru"] = dict(
    domain="corp.kompaniya.ru",
    svc=["Jenkins", "стейджинговой базы", "сервера сборки", "админки", "Grafana",
         "почтового сервера", "тестовой БД"],
    person=["Дима", "Оля", "Сергей", "Настя", "Артём", "Лена"],
    user_local=["ivanov_aa", "petrova", "s.smirnov"],
    date=lambda r: f"{r.randint(1, 28):02d}.{r.randint(1, 12):02d}.2024",
    head=["# Заметки по стейджу", "## Доступы к тестовому окружению ({date})", "### {app}",
          "Обновлено {date}"],
    tail=["После релиза сменить.", "Не коммитить!", "Контакт: {person}.", "Только для стейджа."],
    desc=["Доступы к тестовому окружению", "Заметки по стейджу"],
    pos={
        "is": ["Пароль от {svc} — {val}.", "Пароль для {svc}: {val}",
               "Пароль от {svc} — {val}, никому не передавать."],
        "new": ["Новый пароль: {val}", "Новый пароль от {svc}: {val} (старый больше не работает)."],
        "reverse": ["{val} — это пароль от {svc}.", "{val} — пароль пользователя {user}."],
        "login": ["Вход: {user} / {val}",
                  "Учётка для {svc}: логин {user}, пароль {val}",
                  "Заходить под {user} с паролем {val}."],
        "token_api": ["Токен для API стейджа — {val}.", "Токен доступа к API {app}: {val}"],
        "changed": ["Поменял пароль от {svc} на {val}.", "Сменила пароль для {svc} на {val}, {person} в курсе."],
        "bullets": ["## {app} (стейдж)\n- Хост: {host}\n- Пользователь: {user}\n- Пароль: {val}\n- Порт: {port}"],
        "table": ["| Сервис | Логин | Пароль |\n|---|---|---|\n| {app} | {user} | {val} |\n| {app2} | {user2} | в хранилище |"],
        "chat": ["[{time}] {person}: новый пароль от {svc} — {val}\n[{time2}] {person2}: спасибо, зашёл",
                 "Заметки со встречи {date}\nУчастники: {person}, {person2}\n- сбросили пароль {app}, временный {val}\n- на следующей неделе ротация токенов"],
        "config_env": ["# Пароль от тестовой базы\nDB_USER={user}\nDB_PASSWORD={val}",
                       "tok:# Токен API {app} (только стейдж)\n{APPVAR}_API_TOKEN={val}"],
        "config_yaml": ["```yaml\n# доступ к тестовой базе\ndatabase:\n  user: {user}\n  password: \"{val}\"\n```"],
        "quoted": ["Пароль — «{val}», без кавычек.", "Пароль от {svc}: „{val}“."],
        "apikey": ["API-ключ для {svc}: {val}", "Ключ API {app} — {val}."],
        "passphrase": ["Парольная фраза от SSH-ключа: {val}", "Passphrase от GPG-ключа — {val}."],
        "secret": ["Секрет клиента OAuth: {val}", "Секретный ключ вебхука — {val}."],
        "pin": ["ПИН-код тестовой карты: {val}", "PIN от тестового телефона — {val}."],
        "wifi": ["Wi-Fi в офисе: {ssid}, пароль {val}", "Пароль от гостевого вайфая: {val}"],
    },
    neg={
        "policy": ["Требования к паролю: не меньше 12 символов, заглавные и строчные буквы, хотя бы одна цифра и спецсимвол. Менять раз в 90 дней."],
        "reset_link": ["Забыли пароль? Сбросить можно по ссылке https://{host}/reset, письмо приходит через пару минут."],
        "expiry": ["Токен доступа живёт 30 дней, потом нужно выпустить новый в профиле {app}."],
        "ask_person": ["Пароль от {svc} знает {person}, спроси в чате."],
        "vault": ["Пароль от {svc} лежит в Vault: `secret/staging/{appl}`.",
                  "Все доступы — в командном сейфе 1Password."],
        "placeholder_angle": ["```bash\ncurl -u {user}:<пароль> https://{host}/api/health\n```"],
        "placeholder_word": ["```env\nDB_USER={user}\nDB_PASSWORD=ваш_пароль\n```"],
        "placeholder_default": ["В шаблоне стоит `password: changeme` — это просто значение по умолчанию, заменить."],
        "masked": ["Пароль: ******** (лежит в хранилище)"],
        "env_ref": ["```yaml\ndatabase:\n  password: ${DB_PASS}\n```"],
        "env_name": ["Пароль берётся из переменной окружения `DB_PASSWORD`; локально прописать в `.env`."],
        "ci_ref": ["В CI токен прокидывается через `${{ secrets.DEPLOY_TOKEN }}`."],
        "version": ["Обновил {app} до версии {ver}, по changelog ничего не ломается."],
        "path": ["Доступы лежат в `{cpath}`, файл в репозиторий не попадает.",
                 "Конфиг теперь лежит в `{path}`, поправьте у себя локально."],
        "host": ["Стейджинговая база переехала: новый хост {host}, порт {port}."],
        "error_msg": ["psql: ошибка: подключиться к серверу \"{host}\" не удалось: ВАЖНО:  пользователь \"{user}\" не прошёл проверку подлинности (по паролю)",
                      "Ошибка при входе: «Недействительный или просроченный токен» (HTTP 401)."],
        "rotated": ["Пароль от {svc} сменили {date}, новый — в Vault."],
        "advice": ["Пожалуйста, не пишите пароли в заметки и тикеты — для этого есть менеджер паролей."],
        "username_only": ["Пользователь для {svc}: {user} (только чтение)."],
        "url_nocred": ["Страница входа: https://{host}/login, вход через SSO."],
        "token_scope": ["Токену нужны права `read:packages` и `write:packages`, иначе пуш падает."],
        "keyfile": ["SSH-ключ лежит в `~/.ssh/id_ed25519`, парольная фраза — в KeePass."],
        "code_ident": ["`check_password()` в `auth/utils.py` теперь использует argon2; колонка `password_hash` не меняется."],
        "todo": ["TODO: запросить API-ключ для {svc} и положить в Vault."],
        "empty_value": ["```env\n# заполняется в CI, локально оставить пустым\nDB_PASSWORD=\n```"],
        "table_noval": ["| Сервис | Логин | Пароль |\n|---|---|---|\n| {app} | {user} | в Vault |\n| {app2} | {user2} | знает {person} |"],
        "chat_noval": ["[{time}] {person}: есть пароль от {svc}?\n[{time2}] {person2}: он в хранилище, скину ссылку"],
        "pin_policy": ["ПИН-код должен состоять из 6 цифр и не быть последовательностью."],
        "prompt_cmd": ["`psql -h {host} -U {user} -W` спросит пароль интерактивно."],
    },
)

# ======================================================================================
# Ukrainian
# ======================================================================================
L["uk"] = dict(
    domain="corp.kompaniia.ua",
    svc=["Jenkins", "тестової бази", "сервера збірки", "адмінки", "Grafana", "поштового сервера"],
    person=["Олена", "Тарас", "Андрій", "Оксана", "Богдан", "Ірина"],
    user_local=["o.shevchenko", "tkovalenko", "i.bondar"],
    date=lambda r: f"{r.randint(1, 28):02d}.{r.randint(1, 12):02d}.2024",
    head=["# Нотатки по стейджу", "## Доступи до тестового середовища ({date})", "### {app}",
          "Оновлено {date}"],
    tail=["Після релізу змінити.", "Не комітити!", "Контакт: {person}.", "Лише для стейджу."],
    desc=["Доступи до тестового середовища", "Нотатки по стейджу"],
    pos={
        "is": ["Пароль від {svc} — {val}.", "Пароль для {svc}: {val}",
               "Пароль від {svc}: {val}, нікому не передавати."],
        "new": ["Новий пароль: {val}", "Новий пароль від {svc}: {val} (старий більше не працює)."],
        "reverse": ["{val} — це пароль від {svc}.", "{val} — пароль користувача {user}."],
        "login": ["Вхід: {user} / {val}",
                  "Облікові дані для {svc}: логін {user}, пароль {val}",
                  "Заходити як {user} з паролем {val}."],
        "token_api": ["Токен для API на стейджі — {val}.", "Токен доступу до API {app}: {val}"],
        "changed": ["Змінив пароль від {svc} на {val}.", "Змінила пароль для {svc} на {val}, {person} в курсі."],
        "bullets": ["## {app} (стейдж)\n- Хост: {host}\n- Користувач: {user}\n- Пароль: {val}\n- Порт: {port}"],
        "table": ["| Сервіс | Логін | Пароль |\n|---|---|---|\n| {app} | {user} | {val} |\n| {app2} | {user2} | у сховищі |"],
        "chat": ["[{time}] {person}: новий пароль від {svc} — {val}\n[{time2}] {person2}: дякую, зайшов",
                 "Нотатки з зустрічі {date}\nПрисутні: {person}, {person2}\n- скинули пароль {app}, тимчасовий {val}\n- наступного тижня ротація токенів"],
        "config_env": ["# Пароль від тестової бази\nDB_USER={user}\nDB_PASSWORD={val}",
                       "tok:# Токен API {app} (лише стейдж)\n{APPVAR}_API_TOKEN={val}"],
        "config_yaml": ["```yaml\n# доступ до тестової бази\ndatabase:\n  user: {user}\n  password: \"{val}\"\n```"],
        "quoted": ["Пароль — «{val}», без лапок.", "Пароль від {svc}: «{val}»."],
        "apikey": ["API-ключ для {svc}: {val}", "Ключ API {app} — {val}."],
        "passphrase": ["Парольна фраза від SSH-ключа: {val}", "Passphrase від GPG-ключа — {val}."],
        "secret": ["Секрет клієнта OAuth: {val}", "Секрет вебхука — {val}."],
        "pin": ["PIN-код тестової картки: {val}", "ПІН від тестового телефону — {val}."],
        "wifi": ["Wi-Fi в офісі: {ssid}, пароль {val}", "Пароль від гостьового вайфаю: {val}"],
    },
    neg={
        "policy": ["Вимоги до пароля: щонайменше 12 символів, великі й малі літери, хоча б одна цифра та спецсимвол. Змінювати кожні 90 днів."],
        "reset_link": ["Забули пароль? Скинути можна за посиланням https://{host}/reset, лист приходить за кілька хвилин."],
        "expiry": ["Токен доступу діє 30 днів, потім треба згенерувати новий у профілі {app}."],
        "ask_person": ["Пароль від {svc} знає {person}, запитай у чаті."],
        "vault": ["Пароль від {svc} лежить у Vault: `secret/staging/{appl}`.",
                  "Усі доступи — в командному сейфі 1Password."],
        "placeholder_angle": ["```bash\ncurl -u {user}:<ваш-пароль> https://{host}/api/health\n```"],
        "placeholder_word": ["```env\nDB_USER={user}\nDB_PASSWORD=ваш_пароль_тут\n```"],
        "placeholder_default": ["У шаблоні стоїть `password: changeme` — це лише значення за замовчуванням."],
        "masked": ["Пароль: ******** (у сховищі)"],
        "env_ref": ["```yaml\ndatabase:\n  password: ${DB_PASS}\n```"],
        "env_name": ["Пароль береться зі змінної середовища `DB_PASSWORD`; локально задати в `.env`."],
        "ci_ref": ["У CI токен передається через `${{ secrets.DEPLOY_TOKEN }}`."],
        "version": ["Оновив {app} до версії {ver}, за changelog нічого не ламається."],
        "path": ["Доступи лежать у `{cpath}`, файл не потрапляє в репозиторій."],
        "host": ["Тестова база переїхала: новий хост {host}, порт {port}."],
        "error_msg": ["psql: помилка: підключитися до сервера \"{host}\" не вдалося: ВАЖЛИВО:  користувач \"{user}\" не пройшов автентифікацію (за паролем)",
                      "Помилка входу: «Недійсний або прострочений токен» (HTTP 401)."],
        "rotated": ["Пароль від {svc} змінили {date}, новий — у Vault."],
        "advice": ["Будь ласка, не пишіть паролі в нотатки чи тікети — для цього є менеджер паролів."],
        "username_only": ["Користувач для {svc}: {user} (лише читання)."],
        "url_nocred": ["Сторінка входу: https://{host}/login, вхід через SSO."],
        "token_scope": ["Токену потрібні права `read:packages` і `write:packages`, інакше пуш падає."],
        "keyfile": ["SSH-ключ лежить у `~/.ssh/id_ed25519`, парольна фраза — у KeePass."],
        "code_ident": ["`check_password()` в `auth/utils.py` тепер використовує argon2; колонка `password_hash` без змін."],
        "todo": ["TODO: запросити API-ключ для {svc} і покласти у Vault."],
        "empty_value": ["```env\n# заповнюється в CI, локально залишити порожнім\nDB_PASSWORD=\n```"],
        "table_noval": ["| Сервіс | Логін | Пароль |\n|---|---|---|\n| {app} | {user} | у Vault |\n| {app2} | {user2} | знає {person} |"],
        "chat_noval": ["[{time}] {person}: маєш пароль від {svc}?\n[{time2}] {person2}: він у сховищі, скину посилання"],
        "pin_policy": ["PIN-код має складатися з 6 цифр і не бути послідовністю."],
        "prompt_cmd": ["`psql -h {host} -U {user} -W` запитає пароль інтерактивно."],
    },
)

# ======================================================================================
# Turkish
# ======================================================================================
L["tr"] = dict(
    domain="ic.sirket.com.tr",
    svc=["Jenkins", "staging veritabanı", "build sunucusu", "admin hesabı", "Grafana paneli",
         "mail sunucusu"],
    person=["Mehmet", "Ayşe", "Emre", "Zeynep", "Burak", "Elif"],
    user_local=["mehmet.yilmaz", "aozturk", "e.kaya"],
    date=lambda r: f"{r.randint(1, 28):02d}.{r.randint(1, 12):02d}.2024",
    head=["# Staging notları", "## Test ortamı erişimleri ({date})", "### {app}", "Güncelleme: {date}"],
    tail=["Release sonrası değiştirilecek.", "Repoya commit etmeyin!", "Sorular için: {person}.",
          "Sadece staging için geçerli."],
    desc=["Test ortamı erişimleri", "Staging notları"],
    pos={
        "is": ["{svc} için şifre {val}.", "{app} şifresi: {val}",
               "{app} parolası {val}, kimseyle paylaşmayın."],
        "new": ["Yeni şifre: {val}", "{svc} için yeni parola: {val} (eskisi artık çalışmıyor)."],
        "reverse": ["{val}, {svc} için şifre.", "{val} → {user} kullanıcısının şifresi."],
        "login": ["{user} / {val} ile giriş yap",
                  "{app} giriş bilgileri: kullanıcı adı {user}, şifre {val}",
                  "{user} kullanıcısı ve {val} şifresiyle giriş yapın."],
        "token_api": ["Staging API'nin token'ı {val}.", "{app} API erişim token'ı: {val}",
                      "Staging API için erişim belirteci: {val}"],
        "changed": ["{app} şifresini {val} olarak değiştirdim.",
                    "{svc} parolasını {val} yaptım, {person} haberdar."],
        "bullets": ["## {app} (staging)\n- Sunucu: {host}\n- Kullanıcı: {user}\n- Şifre: {val}\n- Port: {port}"],
        "table": ["| Servis | Kullanıcı | Şifre |\n|---|---|---|\n| {app} | {user} | {val} |\n| {app2} | {user2} | Vault'ta |"],
        "chat": ["[{time}] {person}: {app} için yeni şifre {val}\n[{time2}] {person2}: teşekkürler, girdim",
                 "Toplantı notları ({date})\nKatılımcılar: {person}, {person2}\n- {app} şifresi sıfırlandı, geçici olarak {val}\n- gelecek hafta token'lar yenilenecek"],
        "config_env": ["# Test veritabanının şifresi\nDB_USER={user}\nDB_PASSWORD={val}",
                       "tok:# {app} API anahtarı (sadece staging)\n{APPVAR}_API_KEY={val}"],
        "config_yaml": ["```yaml\n# test veritabanı erişim bilgileri\ndatabase:\n  user: {user}\n  password: \"{val}\"\n```"],
        "quoted": ["Şifre “{val}”, tırnaklar hariç.", "{svc} için parola \"{val}\"."],
        "apikey": ["{app} API anahtarı: {val}", "{app} için API key {val}."],
        "passphrase": ["SSH anahtarının parolası: {val}", "GPG anahtarı için passphrase: {val}"],
        "secret": ["OAuth istemci gizli anahtarı: {val}", "Webhook secret'ı: {val}"],
        "pin": ["Test kartının PIN'i: {val}", "Test telefonunun PIN kodu {val}."],
        "wifi": ["Ofis Wi-Fi: {ssid}, şifre {val}", "Misafir Wi-Fi şifresi: {val}"],
    },
    neg={
        "policy": ["Şifre politikası: en az 12 karakter, büyük ve küçük harf, en az bir rakam ve bir özel karakter. 90 günde bir değiştirilmeli."],
        "reset_link": ["Şifrenizi mi unuttunuz? https://{host}/reset adresindeki bağlantıdan sıfırlayabilirsiniz, e-posta birkaç dakika içinde gelir."],
        "expiry": ["Erişim token'ı 30 gün sonra geçersiz oluyor, sonra {app} profilinden yenisini oluşturmak gerekiyor."],
        "ask_person": ["{app} şifresini {person} biliyor, ona sorun."],
        "vault": ["{svc} şifresi Vault'ta, `secret/staging/{appl}` altında.",
                  "Tüm giriş bilgileri ekibin 1Password kasasında."],
        "placeholder_angle": ["```bash\ncurl -u {user}:<şifreniz> https://{host}/api/health\n```"],
        "placeholder_word": ["```env\nDB_USER={user}\nDB_PASSWORD=sifrenizi_buraya_yazin\n```"],
        "placeholder_default": ["Şablonda `password: changeme` yazıyor, bu sadece varsayılan değer."],
        "masked": ["Şifre: ******** (kasada)"],
        "env_ref": ["```yaml\ndatabase:\n  password: ${SIFRE}\n```"],
        "env_name": ["Şifre `DB_PASSWORD` ortam değişkeninden okunuyor; lokalde `.env` dosyasına yazın."],
        "ci_ref": ["CI'da token `${{ secrets.DEPLOY_TOKEN }}` üzerinden geliyor."],
        "version": ["{app} {ver} sürümüne güncellendi, changelog'a göre kırılan bir şey yok."],
        "path": ["Giriş bilgileri `{cpath}` dosyasında, bu dosya repoda değil."],
        "host": ["Staging veritabanı taşındı: yeni sunucu {host}, port {port}."],
        "error_msg": ["psql: hata: \"{host}\" sunucusuna bağlantı başarısız: FATAL:  \"{user}\" kullanıcısı için şifre doğrulaması başarısız oldu",
                      "Giriş hatası: \"Geçersiz veya süresi dolmuş token\" (HTTP 401)."],
        "rotated": ["{app} şifresi {date} tarihinde değiştirildi, yenisi Vault'ta."],
        "advice": ["Lütfen notlara veya ticket'lara şifre yazmayın, bunun için şifre yöneticisi var."],
        "username_only": ["{svc} için kullanıcı: {user} (salt okunur)."],
        "url_nocred": ["Giriş sayfası: https://{host}/login, SSO ile giriliyor."],
        "token_scope": ["Token'ın `read:packages` ve `write:packages` yetkilerine ihtiyacı var, yoksa push başarısız olur."],
        "keyfile": ["SSH anahtarı `~/.ssh/id_ed25519` içinde, parolası KeePass'te."],
        "code_ident": ["`auth/utils.py` içindeki `sifre_dogrula()` artık argon2 kullanıyor; `password_hash` kolonu aynı kalıyor."],
        "todo": ["TODO: {app} için API anahtarı talep et ve Vault'a koy."],
        "empty_value": ["```env\n# CI tarafından dolduruluyor, lokalde boş bırakın\nDB_PASSWORD=\n```"],
        "table_noval": ["| Servis | Kullanıcı | Şifre |\n|---|---|---|\n| {app} | {user} | Vault'ta |\n| {app2} | {user2} | {person}'de |"],
        "chat_noval": ["[{time}] {person}: {app} şifresi sende var mı?\n[{time2}] {person2}: kasada, linki atıyorum"],
        "pin_policy": ["PIN 6 haneli olmalı ve ardışık rakamlardan oluşmamalı."],
        "prompt_cmd": ["`psql -h {host} -U {user} -W` şifreyi etkileşimli olarak soruyor."],
    },
)

# ======================================================================================
# Chinese (simplified)
# ======================================================================================
L["zh"] = dict(
    domain="corp.gongsi.cn",
    svc=["Jenkins", "测试环境数据库", "构建服务器", "管理员账号", "Grafana 面板", "邮件服务器", "预发环境"],
    person=["王伟", "李娜", "张强", "刘洋", "陈静", "杨帆"],
    user_local=["zhangwei", "li.na", "wangq"],
    date=lambda r: f"2024年{r.randint(1, 12)}月{r.randint(1, 28)}日",
    head=["# 测试环境笔记", "## 测试环境访问信息（{date}）", "### {app}", "更新于 {date}"],
    tail=["上线后记得改密码。", "不要提交到仓库！", "有问题找{person}。", "仅限测试环境使用。"],
    desc=["测试环境访问信息", "预发环境笔记"],
    pos={
        "is": ["{svc}的密码是{val}。", "{svc} 的密码是 {val}，别外传。", "{app}密码：{val}"],
        "new": ["新密码：{val}", "{svc}的新密码：{val}（旧的已经失效）"],
        "reverse": ["{val} 是{svc}的密码。", "{val}就是 {user} 账号的口令。"],
        "login": ["用 {user} / {val} 登录", "{app} 登录信息：用户名 {user}，密码 {val}",
                  "账号：{user}，密码：{val}"],
        "token_api": ["预发环境 API 的令牌是 {val}。", "{app} API 访问令牌：{val}",
                      "staging API 的 token 是{val}，月底过期。"],
        "changed": ["我把{svc}的密码改成了{val}。", "已将{svc}密码修改为 {val}，已通知{person}。"],
        "bullets": ["## {app}（测试环境）\n- 主机：{host}\n- 用户名：{user}\n- 密码：{val}\n- 端口：{port}"],
        "table": ["| 服务 | 用户名 | 密码 |\n|---|---|---|\n| {app} | {user} | {val} |\n| {app2} | {user2} | 见密码库 |"],
        "chat": ["[{time}] {person}：{app} 的新密码是 {val}\n[{time2}] {person2}：收到，已登录",
                 "会议纪要（{date}）\n参会：{person}、{person2}\n- {app} 密码已重置，临时密码 {val}\n- 下周轮换所有令牌"],
        "config_env": ["# 测试环境数据库密码\nDB_USER={user}\nDB_PASSWORD={val}",
                       "tok:# {app} 的 API 令牌（仅限测试环境）\n{APPVAR}_API_TOKEN={val}"],
        "config_yaml": ["```yaml\n# 测试库连接信息\ndatabase:\n  user: {user}\n  password: \"{val}\"\n```"],
        "quoted": ["密码是「{val}」，不含引号。", "{svc}的口令为“{val}”。"],
        "apikey": ["{app} 的 API 密钥：{val}", "{app}的API Key是{val}。"],
        "passphrase": ["SSH 私钥的密码短语：{val}", "GPG 密钥的口令是 {val}。"],
        "secret": ["OAuth 客户端密钥：{val}", "Webhook 的 secret 为 {val}。"],
        "pin": ["测试卡的 PIN 码：{val}", "测试手机的 PIN 是{val}。"],
        "wifi": ["办公室 Wi-Fi：{ssid}，密码 {val}", "访客 WiFi 密码：{val}"],
    },
    neg={
        "policy": ["密码策略：至少 12 位，必须包含大小写字母、数字和特殊字符，每 90 天更换一次。"],
        "reset_link": ["忘记密码的话，通过 https://{host}/reset 的链接重置，邮件几分钟内就到。"],
        "expiry": ["访问令牌 30 天后过期，过期后需要在 {app} 个人设置里重新生成。"],
        "ask_person": ["{svc}的密码找{person}要，我这边没有。"],
        "vault": ["{svc}的密码在 Vault 里，路径 `secret/staging/{appl}`。",
                  "所有账号密码都在团队的 1Password 保险库里。"],
        "placeholder_angle": ["```bash\ncurl -u {user}:<你的密码> https://{host}/api/health\n```"],
        "placeholder_word": ["```env\nDB_USER={user}\nDB_PASSWORD=在此填写密码\n```"],
        "placeholder_default": ["模板里写的是 `password: changeme`，只是默认值，部署前替换。"],
        "masked": ["密码：********（在密码库里）"],
        "env_ref": ["```yaml\ndatabase:\n  password: ${DB_PASSWORD}\n```"],
        "env_name": ["密码从环境变量 `DB_PASSWORD` 读取，本地写在 `.env` 里。"],
        "ci_ref": ["CI 里的令牌通过 `${{ secrets.DEPLOY_TOKEN }}` 注入。"],
        "version": ["{app} 升级到了 {ver}，看了 changelog，没有破坏性变更。"],
        "path": ["账号信息放在 `{cpath}`，这个文件不进仓库。",
                 "配置文件现在在 `{path}`，本地记得同步。"],
        "host": ["测试库迁移了：新主机 {host}，端口 {port}。"],
        "error_msg": ["psql: 错误: 连接到\"{host}\"上的服务器失败：致命错误:  用户 \"{user}\" Password 认证失败",
                      "登录报错：“令牌无效或已过期”（HTTP 401）。"],
        "rotated": ["{svc}的密码已于{date}轮换，新密码在 Vault 里。"],
        "advice": ["请不要把密码写在笔记或工单里，用密码管理器。"],
        "username_only": ["{svc}的用户名：{user}（只读）。"],
        "url_nocred": ["登录页面：https://{host}/login，走 SSO 登录。"],
        "token_scope": ["令牌需要 `read:packages` 和 `write:packages` 权限，否则 push 会失败。"],
        "keyfile": ["SSH 私钥在 `~/.ssh/id_ed25519`，口令在 KeePass 里。"],
        "code_ident": ["`auth/utils.py` 里的 `check_password()` 改用 argon2 了，`password_hash` 字段不变。"],
        "todo": ["TODO：申请 {app} 的 API 密钥并放进 Vault。"],
        "empty_value": ["```env\n# 由 CI 注入，本地留空\nDB_PASSWORD=\n```"],
        "table_noval": ["| 服务 | 用户名 | 密码 |\n|---|---|---|\n| {app} | {user} | 见 Vault |\n| {app2} | {user2} | 找{person} |"],
        "chat_noval": ["[{time}] {person}：{app} 的密码你有吗？\n[{time2}] {person2}：在密码库里，我发你链接"],
        "pin_policy": ["PIN 码必须是 6 位数字，不能是连续数字。"],
        "prompt_cmd": ["`psql -h {host} -U {user} -W` 会交互式地提示输入密码。"],
    },
)

# ======================================================================================
# Japanese
# ======================================================================================
L["ja"] = dict(
    domain="corp.kaisha.jp",
    svc=["Jenkins", "ステージングDB", "ビルドサーバー", "管理者アカウント", "Grafanaダッシュボード",
         "メールサーバー", "検証環境"],
    person=["田中", "佐藤", "鈴木", "高橋", "伊藤", "渡辺"],
    user_local=["tanaka", "sato.k", "suzuki"],
    date=lambda r: f"2024/{r.randint(1, 12):02d}/{r.randint(1, 28):02d}",
    head=["# 検証環境メモ", "## テスト環境のアクセス情報（{date}）", "### {app}", "更新日：{date}"],
    tail=["リリース後に変更すること。", "リポジトリにコミットしないこと！", "質問は{person}さんまで。",
          "検証環境専用です。"],
    desc=["検証環境のアクセス情報", "ステージング環境メモ"],
    pos={
        "is": ["{svc}のパスワードは {val} です。", "{svc}のパスワードは{val}です。", "{app}のパスワード：{val}"],
        "new": ["新しいパスワード：{val}", "{svc}の新パスワード：{val}（旧パスワードは無効）"],
        "reverse": ["{val} が{svc}のパスワードです。", "{val}は {user} ユーザーのパスワード。"],
        "login": ["{user} / {val} でログイン", "{app}のログイン情報：ユーザー名 {user}、パスワード {val}",
                  "ID：{user}　PW：{val}"],
        "token_api": ["ステージングAPIのトークンは {val} です。", "{app} APIのアクセストークン：{val}"],
        "changed": ["{svc}のパスワードを {val} に変更しました。",
                    "{svc}のパスワードを{val}に変えた。{person}さんには連絡済み。"],
        "bullets": ["## {app}（検証環境）\n- ホスト：{host}\n- ユーザー：{user}\n- パスワード：{val}\n- ポート：{port}"],
        "table": ["| サービス | ユーザー名 | パスワード |\n|---|---|---|\n| {app} | {user} | {val} |\n| {app2} | {user2} | 1Password参照 |"],
        "chat": ["[{time}] {person}：{app}の新しいパスワードは {val} です\n[{time2}] {person2}：ありがとうございます、ログインできました",
                 "議事録（{date}）\n参加者：{person}、{person2}\n- {app}のパスワードをリセット、仮パスワードは {val}\n- 来週トークンをローテーション予定"],
        "config_env": ["# 検証環境DBのパスワード\nDB_USER={user}\nDB_PASSWORD={val}",
                       "tok:# {app}のAPIトークン（検証環境のみ）\n{APPVAR}_API_TOKEN={val}"],
        "config_yaml": ["```yaml\n# テスト用DBの接続情報\ndatabase:\n  user: {user}\n  password: \"{val}\"\n```"],
        "quoted": ["パスワードは『{val}』です。", "{svc}のパスワード：「{val}」"],
        "apikey": ["{app}のAPIキー：{val}", "{app}のAPIキーは {val} です。"],
        "passphrase": ["SSH鍵のパスフレーズ：{val}", "GPG鍵のパスフレーズは{val}です。"],
        "secret": ["OAuthのクライアントシークレット：{val}", "Webhookのシークレットは {val} です。"],
        "pin": ["テスト用カードの暗証番号：{val}", "検証用スマホのPINは{val}です。"],
        "wifi": ["オフィスのWi-Fi：{ssid}、パスワード {val}", "来客用Wi-Fiのパスワード：{val}"],
    },
    neg={
        "policy": ["パスワードポリシー：12文字以上、英大文字・小文字・数字・記号をそれぞれ1文字以上含めること。90日ごとに変更。"],
        "reset_link": ["パスワードを忘れた場合は https://{host}/reset のリンクから再設定してください。メールは数分で届きます。"],
        "expiry": ["アクセストークンの有効期限は30日です。期限切れ後は{app}のプロフィール画面で再発行してください。"],
        "ask_person": ["{svc}のパスワードは{person}さんに聞いてください。"],
        "vault": ["{svc}のパスワードはVaultの `secret/staging/{appl}` にあります。",
                  "アカウント情報はすべてチームの1Passwordに保管しています。"],
        "placeholder_angle": ["```bash\ncurl -u {user}:<パスワード> https://{host}/api/health\n```"],
        "placeholder_word": ["```env\nDB_USER={user}\nDB_PASSWORD=ここにパスワードを入力\n```"],
        "placeholder_default": ["テンプレートの `password: changeme` はデフォルト値なので、デプロイ前に置き換えること。"],
        "masked": ["パスワード：********（1Passwordに保管）"],
        "env_ref": ["```yaml\ndatabase:\n  password: ${DB_PASSWORD}\n```"],
        "env_name": ["パスワードは環境変数 `DB_PASSWORD` から読み込みます。ローカルでは `.env` に設定。"],
        "ci_ref": ["CIではトークンを `${{ secrets.DEPLOY_TOKEN }}` で渡しています。"],
        "version": ["{app}をバージョン{ver}に更新。changelogを見る限り破壊的変更なし。"],
        "path": ["認証情報は `{cpath}` に置いてあり、このファイルはリポジトリに含めません。",
                 "設定ファイルは `{path}` に移動しました。"],
        "host": ["検証DBを移行しました。新しいホストは {host}、ポートは {port} です。"],
        "error_msg": ["psql: エラー: \"{host}\"のサーバーへの接続に失敗しました: FATAL:  ユーザー\"{user}\"のパスワード認証に失敗しました",
                      "ログイン時のエラー：「トークンが無効か、有効期限が切れています」（HTTP 401）"],
        "rotated": ["{svc}のパスワードは{date}にローテーション済み。新しいものはVaultにあります。"],
        "advice": ["メモやチケットにパスワードを書かないでください。パスワードマネージャーを使いましょう。"],
        "username_only": ["{svc}のユーザー名：{user}（読み取り専用）"],
        "url_nocred": ["ログイン画面：https://{host}/login（SSOでログイン）"],
        "token_scope": ["トークンには `read:packages` と `write:packages` の権限が必要です。ないとpushが失敗します。"],
        "keyfile": ["SSH鍵は `~/.ssh/id_ed25519` にあり、パスフレーズはKeePassに保存しています。"],
        "code_ident": ["`auth/utils.py` の `check_password()` をargon2に変更。`password_hash` カラムはそのまま。"],
        "todo": ["TODO：{app}のAPIキーを申請してVaultに登録する。"],
        "empty_value": ["```env\n# CIで設定されるので、ローカルでは空のまま\nDB_PASSWORD=\n```"],
        "table_noval": ["| サービス | ユーザー名 | パスワード |\n|---|---|---|\n| {app} | {user} | Vault参照 |\n| {app2} | {user2} | {person}さんに確認 |"],
        "chat_noval": ["[{time}] {person}：{app}のパスワードって分かりますか？\n[{time2}] {person2}：1Passwordにあります、リンク送りますね"],
        "pin_policy": ["暗証番号は6桁で、連番は使えません。"],
        "prompt_cmd": ["`psql -h {host} -U {user} -W` を実行するとパスワードを対話的に聞かれます。"],
    },
)

# ======================================================================================
# Korean
# ======================================================================================
L["ko"] = dict(
    domain="corp.hoesa.kr",
    svc=["Jenkins", "스테이징 DB", "빌드 서버", "관리자 계정", "Grafana 대시보드", "메일 서버", "개발 서버"],
    person=["김민수", "이지은", "박준호", "최유진", "정하늘", "강서연"],
    user_local=["kim.minsu", "jieun.lee", "park_jh"],
    date=lambda r: f"2024-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}",
    head=["# 스테이징 메모", "## 테스트 환경 접속 정보 ({date})", "### {app}", "업데이트: {date}"],
    tail=["릴리스 후 변경할 것.", "레포에 커밋하지 마세요!", "문의: {person}님.", "스테이징 전용입니다."],
    desc=["테스트 환경 접속 정보", "스테이징 메모"],
    pos={
        "is": ["{svc} 비밀번호는 {val}입니다.", "{svc} 비밀번호는 {val} 입니다.", "{app} 비번: {val}"],
        "new": ["새 비밀번호: {val}", "{svc} 새 비밀번호: {val} (이전 비밀번호는 사용 불가)"],
        "reverse": ["`{val}` 이게 {svc} 비밀번호예요.", "{val} ← {user} 계정 비밀번호"],
        "login": ["{user} / {val} 로 로그인", "{app} 로그인 정보: 아이디 {user}, 비밀번호 {val}",
                  "아이디: {user} / 비번: {val}"],
        "token_api": ["스테이징 API 토큰은 {val}입니다.", "{app} API 액세스 토큰: {val}"],
        "changed": ["{svc} 비밀번호 {val} 로 바꿨어요.",
                    "{svc} 비밀번호를 {val}로 변경했습니다. {person}님께 공유 완료."],
        "bullets": ["## {app} (스테이징)\n- 호스트: {host}\n- 사용자: {user}\n- 비밀번호: {val}\n- 포트: {port}"],
        "table": ["| 서비스 | 사용자 | 비밀번호 |\n|---|---|---|\n| {app} | {user} | {val} |\n| {app2} | {user2} | 볼트 참고 |"],
        "chat": ["[{time}] {person}: {app} 새 비번 {val} 입니다\n[{time2}] {person2}: 감사합니다, 로그인 됐어요",
                 "회의록 ({date})\n참석자: {person}, {person2}\n- {app} 비밀번호 초기화, 임시 비밀번호 {val}\n- 다음 주에 토큰 교체 예정"],
        "config_env": ["# 개발 DB 비밀번호\nDB_USER={user}\nDB_PASSWORD={val}",
                       "tok:# {app} API 토큰 (스테이징 전용)\n{APPVAR}_API_TOKEN={val}"],
        "config_yaml": ["```yaml\n# 테스트 DB 접속 정보\ndatabase:\n  user: {user}\n  password: \"{val}\"\n```"],
        "quoted": ["비밀번호는 “{val}”입니다 (따옴표 제외).", "{svc} 비밀번호는 '{val}' 입니다."],
        "apikey": ["{app} API 키: {val}", "{app} API 키는 {val}입니다."],
        "passphrase": ["SSH 키 암호 문구: {val}", "GPG 키 패스프레이즈는 {val}입니다."],
        "secret": ["OAuth 클라이언트 시크릿: {val}", "웹훅 시크릿은 {val}입니다."],
        "pin": ["테스트 카드 PIN: {val}", "테스트 폰 PIN 번호는 {val}입니다."],
        "wifi": ["사무실 와이파이: {ssid}, 비밀번호 {val}", "게스트 Wi-Fi 비밀번호: {val}"],
    },
    neg={
        "policy": ["비밀번호 정책: 12자 이상, 대소문자·숫자·특수문자를 각각 하나 이상 포함. 90일마다 변경."],
        "reset_link": ["비밀번호를 잊으셨으면 https://{host}/reset 링크에서 재설정하세요. 메일은 몇 분 안에 옵니다."],
        "expiry": ["액세스 토큰은 30일 후 만료됩니다. 만료되면 {app} 프로필에서 새로 발급하세요."],
        "ask_person": ["{svc} 비밀번호는 {person}님한테 물어보세요."],
        "vault": ["{svc} 비밀번호는 Vault의 `secret/staging/{appl}` 에 있습니다.",
                  "모든 계정 정보는 팀 1Password 금고에 있어요."],
        "placeholder_angle": ["```bash\ncurl -u {user}:<비밀번호> https://{host}/api/health\n```"],
        "placeholder_word": ["```env\nDB_USER={user}\nDB_PASSWORD=여기에_비밀번호_입력\n```"],
        "placeholder_default": ["템플릿의 `password: changeme` 는 기본값이라 배포 전에 바꿔야 합니다."],
        "masked": ["비밀번호: ******** (1Password에 있음)"],
        "env_ref": ["```yaml\ndatabase:\n  password: ${DB_PASSWORD}\n```"],
        "env_name": ["비밀번호는 환경 변수 `DB_PASSWORD` 에서 읽어요. 로컬에서는 `.env` 에 넣으세요."],
        "ci_ref": ["CI에서는 토큰을 `${{ secrets.DEPLOY_TOKEN }}` 로 주입합니다."],
        "version": ["{app} {ver} 버전으로 업데이트함. changelog 상 breaking change 없음."],
        "path": ["접속 정보는 `{cpath}` 에 있고, 이 파일은 레포에 안 올립니다.",
                 "설정 파일은 이제 `{path}` 에 있습니다."],
        "host": ["스테이징 DB 이전 완료: 새 호스트 {host}, 포트 {port}."],
        "error_msg": ["psql: 오류: \"{host}\" 서버 접속 실패: 치명적오류:  사용자 \"{user}\"의 password 인증을 실패했습니다",
                      "로그인 오류: \"토큰이 유효하지 않거나 만료되었습니다\" (HTTP 401)"],
        "rotated": ["{svc} 비밀번호는 {date}에 교체했고, 새 비밀번호는 Vault에 있습니다."],
        "advice": ["메모나 티켓에 비밀번호를 적지 마세요. 비밀번호 관리자를 쓰세요."],
        "username_only": ["{svc} 사용자: {user} (읽기 전용)"],
        "url_nocred": ["로그인 페이지: https://{host}/login (SSO로 로그인)"],
        "token_scope": ["토큰에 `read:packages`, `write:packages` 권한이 있어야 push가 됩니다."],
        "keyfile": ["SSH 키는 `~/.ssh/id_ed25519` 에 있고, 암호 문구는 KeePass에 있습니다."],
        "code_ident": ["`auth/utils.py` 의 `check_password()` 를 argon2로 변경, `password_hash` 컬럼은 그대로."],
        "todo": ["TODO: {app} API 키 신청하고 Vault에 등록하기."],
        "empty_value": ["```env\n# CI에서 주입되므로 로컬에서는 비워 두세요\nDB_PASSWORD=\n```"],
        "table_noval": ["| 서비스 | 사용자 | 비밀번호 |\n|---|---|---|\n| {app} | {user} | Vault 참고 |\n| {app2} | {user2} | {person}님께 문의 |"],
        "chat_noval": ["[{time}] {person}: {app} 비밀번호 아시는 분?\n[{time2}] {person2}: 1Password에 있어요, 링크 드릴게요"],
        "pin_policy": ["PIN은 6자리 숫자여야 하고 연속된 숫자는 안 됩니다."],
        "prompt_cmd": ["`psql -h {host} -U {user} -W` 를 실행하면 비밀번호를 물어봅니다."],
    },
)

# ======================================================================================
# mixed English/other (code-switching)
# ======================================================================================
L["mixed"] = dict(
    domain="dev.example-corp.io",
    svc=["Jenkins", "staging DB", "den Build-Server", "el admin", "Grafana"],
    person=["Anna", "Alex", "Max", "Sam", "Nico", "Eva"],
    user_local=["dev01", "qa_user"],
    date=lambda r: f"2024-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}",
    head=["# notes", "## staging ({date})", "### {app}"],
    tail=["TODO: rotate nach dem Release.", "no commitear esto!", "別 commit。", "à rotate après la démo."],
    desc=["staging notes", "dev setup notes"],
    pos={
        "is": ["Das Password für den staging Server ist {val}, bitte nicht ins Repo pushen.",
               "Le password du compte admin c'est {val}, je l'ai mis dans le ticket aussi.",
               "El password del admin es {val}, no lo subas al repo.",
               "Пароль от staging DB — {val}, не коммитить.",
               "staging DB 的 password 是 {val}，别 commit 进去。",
               "staging の DB password は {val} です。",
               "staging DB password는 {val}입니다.",
               "Il password dell'admin su staging è {val}, non pusharlo."],
        "new": ["New password für Jenkins: {val}", "nuevo password del VPN: {val}", "新 password：{val}",
                "Nouveau password pour le Jenkins : {val}"],
        "token_api": ["Der API-Token vom Staging-Backend ist {val}, expires Ende Q2.",
                      "Le token de l'API staging c'est {val}, il expire demain.",
                      "El token de la API de staging es {val}, expira en 30 días.",
                      "Токен для staging API: {val}",
                      "staging API token：{val}（下周 rotate）",
                      "staging APIのtokenは{val}です",
                      "Il token dell'API di staging è {val}, scade venerdì."],
        "login": ["Login für Jenkins: user {user}, pw {val}",
                  "Pour se logger : {user} / {val}",
                  "login con {user} y pass {val}",
                  "Логин {user}, пасс {val}",
                  "账号 {user}，pw {val}",
                  "{user} 계정으로 login, pw는 {val}"],
        "changed": ["Ich hab das Passwort auf {val} gechanged, sag {person} Bescheid.",
                    "J'ai reset le password du Jenkins, c'est {val} maintenant.",
                    "Le cambié el password al Jenkins, ahora es {val}.",
                    "Я ресетнул пароль в Jenkins, теперь {val}.",
                    "Jenkins 的 password 我 reset 成 {val} 了。",
                    "Jenkinsのpasswordをresetして{val}にしました。",
                    "Jenkins 패스워드 reset해서 {val}로 바꿨어요.",
                    "Şifreyi reset'ledim, yeni password {val}."],
        "chat": ["[{time}] {person}: the new pw for {app} is {val} btw\n[{time2}] {person2}: top, danke!",
                 "[{time}] {person}: du coup le password de {app} c'est {val}\n[{time2}] {person2}: ok thanks",
                 "[{time}] {person}: {app} 的 password 更新了：{val}\n[{time2}] {person2}: ok got it"],
        "apikey": ["Der API Key für den Sentry ist {val}.", "La API key de Sentry es {val}, solo para dev.",
                   "Sentry 的 API key：{val}", "Sentry API key는 {val}입니다"],
        "secret": ["Das Client Secret ist {val} – gilt nur für staging.",
                   "Le client secret de l'app OAuth c'est {val}."],
        "config_env": ["tok:# TODO: dieses Secret in den Vault moven\nPAYMENT_API_KEY={val}",
                       "# el password de la DB local, no commitear\nDB_PASSWORD={val}",
                       "# 本地 DB 的 password，别 commit\nDB_PASSWORD={val}"],
        "bullets": ["## {app} setup\n- host: {host}\n- Benutzer: {user}\n- Passwort: {val}\n- deployed via ArgoCD",
                    "## {app}\n- servidor: {host}\n- user: {user}\n- contraseña: {val}"],
    },
    neg={
        "advice": ["Das Password wird über den Secret Manager injected, bitte nicht hardcoden.",
                   "Пожалуйста, не хардкодьте пароли в конфиге, берите из Vault."],
        "env_name": ["El token se genera en el pipeline, no lo pongas en el .env (usa `API_TOKEN` del runner)."],
        "ask_person": ["password 在 vault 里，找 {person} 要。"],
        "expiry": ["staging の token は 30 日で expire します。",
                   "Der PAT expired nach 90 Tagen, dann einfach im GitLab-Profil einen neuen generaten."],
        "reset_link": ["Pour reset le password, passer par le lien sur https://{host}/reset.",
                       "Si te sale 'password expired', haz reset desde https://{host}/reset."],
        "vault": ["Le password est dans le Vault, path `secret/staging/{appl}`.",
                  "Die Creds fürs {app} sind im 1Password, Ordner „Ops“."],
        "placeholder_angle": ["Für lokal: `export API_TOKEN=<dein-token>` und dann `make dev`.",
                              "`curl -H \"Authorization: Bearer <your-token>\" https://{host}/api/v1/me` — <your-token> durch den eigenen PAT ersetzen."],
        "placeholder_word": ["```env\nDB_PASSWORD=tu_password_aqui\n```"],
        "rotated": ["Я ротейтнул токен для {app}, новый лежит в Vault."],
        "version": ["{app} 升级到 {ver} 之后 login 正常了。"],
        "chat_noval": ["[{time}] {person}: hat jemand das pw für {app}?\n[{time2}] {person2}: check 1Password, Ordner Ops"],
        "todo": ["TODO: el API key de {app} expira pronto, pedir uno nuevo."],
        "error_msg": ["Login schlägt fehl mit `401 Unauthorized: invalid token`, vermutlich expired.",
                      "报错 `invalid_grant: token expired`，需要重新 login。"],
    },
)

# --------------------------------------------------------------------------------------
# note generation
# --------------------------------------------------------------------------------------
SLOT_RE = re.compile(r"\{([A-Za-z][A-Za-z0-9_]*)\}")


def fill(tpl: str, slots: dict) -> str:
    return SLOT_RE.sub(lambda m: slots.get(m.group(1), m.group(0)), tpl)


def make_slots(r: random.Random, lang: str, val: str | None) -> dict:
    d = L[lang]
    app, app2 = r.sample(APPS, 2)
    p1, p2 = r.sample(d["person"], 2)
    users = USERS + d.get("user_local", [])
    u1, u2 = r.sample(users, 2)
    hh, mm = r.randint(8, 18), r.randint(0, 59)
    host = (f"{r.choice(['db', 'ci', 'build', 'git', 'mail', 'vpn', 'grafana', 'sso', 'nas', 'app'])}"
            f"-{r.choice(['stg', 'test', 'dev', 'int', 'qa'])}-{r.randint(1, 12):02d}.{d['domain']}")
    slots = {
        "svc": r.choice(d["svc"]), "app": app, "app2": app2, "appl": app.lower(),
        "APPVAR": re.sub(r"[^A-Z0-9]", "", app.upper()),
        "person": p1, "person2": p2, "user": u1, "user2": u2, "host": host,
        "port": r.choice(PORTS), "date": d["date"](r), "time": f"{hh:02d}:{mm:02d}",
        "time2": f"{hh:02d}:{min(mm + r.randint(1, 5), 59):02d}",
        "ver": f"{r.randint(1, 17)}.{r.randint(0, 30)}.{r.randint(0, 20)}",
        "path": r.choice(PATHS), "cpath": r.choice(CRED_PATHS), "ssid": r.choice(SSIDS),
    }
    if val is not None:
        slots["val"] = SENT
    return slots


def frame(r: random.Random, lang: str, body: str) -> str:
    """Optionally wrap the body in frontmatter / a heading / a trailing line."""
    d = L[lang]
    parts = []
    x = r.random()
    if x < 0.15:
        stem = r.choice(["reference_staging_access", "project_dev_setup", "reference_ops_notes"])
        parts.append(f"---\nname: {stem}\ndescription: {r.choice(d['desc'])}\ntype: reference\n---")
    if x < 0.45:
        parts.append(r.choice(d["head"]))
    parts.append(body)
    if r.random() < 0.3:
        parts.append(r.choice(d["tail"]))
    return "\n\n".join(parts)


def gen_positive(r: random.Random, lang: str, idx: int):
    d = L[lang]
    form = r.choice(sorted(d["pos"]))
    tpl = r.choice(d["pos"][form])
    cls = FORM_CLASS[form]
    m = re.match(r"^(tok|pw|pin):", tpl)
    if m:
        cls, tpl = m.group(1), tpl[m.end():]
    kind = pick_weighted(r, CLASS_KINDS[cls])
    value = KINDS[kind](r, lang)
    slots = make_slots(r, lang, value)
    text = fill(frame(r, lang, tpl), slots)
    assert text.count(SENT) == 1, (lang, form, tpl)
    start = text.index(SENT)
    text = text.replace(SENT, value)
    return dict(lang=lang, form=form, kind=kind, text=text, start=start, end=start + len(value),
                value=value)


def gen_negative(r: random.Random, lang: str, idx: int):
    d = L[lang]
    form = r.choice(sorted(d["neg"]))
    tpl = r.choice(d["neg"][form])
    slots = make_slots(r, lang, None)
    text = fill(frame(r, lang, tpl), slots)
    return dict(lang=lang, form=form, kind="-", text=text)


def generate(seed: int):
    r = random.Random(f"multilingual-{seed}")
    pos = [gen_positive(r, LANGS[i % len(LANGS)], i) for i in range(N_POS)]
    neg = [gen_negative(r, LANGS[i % len(LANGS)], i) for i in range(N_NEG)]
    return pos, neg


# --------------------------------------------------------------------------------------
# scoring / reporting
# --------------------------------------------------------------------------------------
def score_pos(matches, s: int, e: int):
    hit = any(m.start < e and m.end > s for m in matches)
    covered = [False] * (e - s)
    for m in matches:
        for i in range(max(m.start, s), min(m.end, e)):
            covered[i - s] = True
    return hit, all(covered)


def pct(a: int, b: int) -> str:
    return f"{100.0 * a / b:5.1f}%" if b else "   - "


def indent(t: str) -> str:
    return "\n".join("      | " + ln for ln in t.split("\n"))


def show_matches(text: str, ms) -> str:
    if not ms:
        return "(no matches)"
    return "; ".join(f"{m.rule}[{m.start}:{m.end}]={text[m.start:m.end]!r}" for m in ms)


def run(seeds, verbose: bool) -> int:
    from memstone.scan import find_secrets  # lazy: --dry must work without memstone

    t0 = time.time()
    pos_all, neg_all = [], []
    for sd in seeds:
        p, n = generate(sd)
        for x in p:
            x["seed"] = sd
        for x in n:
            x["seed"] = sd
        pos_all += p
        neg_all += n

    by_lang = defaultdict(lambda: [0, 0, 0, 0, 0])  # pos, hit, complete, neg, fired
    by_form = defaultdict(lambda: [0, 0, 0])
    by_kind = defaultdict(lambda: [0, 0, 0])
    by_nform = defaultdict(lambda: [0, 0])
    misses, partials, fps = [], [], []
    H = C = F = 0
    for x in pos_all:
        ms = list(find_secrets(x["text"]))
        hit, comp = score_pos(ms, x["start"], x["end"])
        H += hit
        C += comp
        for tab, key in ((by_lang, x["lang"]), (by_form, x["form"]), (by_kind, x["kind"])):
            tab[key][0] += 1
            tab[key][1] += hit
            tab[key][2] += comp
        if not hit:
            misses.append((x, ms))
        elif not comp:
            partials.append((x, ms))
    for x in neg_all:
        ms = list(find_secrets(x["text"]))
        fired = bool(ms)
        F += fired
        by_lang[x["lang"]][3] += 1
        by_lang[x["lang"]][4] += fired
        by_nform[x["form"]][0] += 1
        by_nform[x["form"]][1] += fired
        if fired:
            fps.append((x, ms))
    el = time.time() - t0

    NP, NN = len(pos_all), len(neg_all)
    print(f"bench_scan_multilingual  seeds={','.join(map(str, seeds))}  positives={NP}  negatives={NN}  ({el:.1f}s)")
    print(f"  recall (hit)        {pct(H, NP)}  ({H}/{NP})")
    print(f"  complete coverage   {pct(C, NP)}  ({C}/{NP})")
    print(f"  negatives firing    {pct(F, NN)}  ({F}/{NN})")
    print()
    print("per language                 pos   recall  complete    neg   firing")
    for lg in LANGS:
        p, h, c, n, f = by_lang[lg]
        print(f"  {lg:<6} {LANG_NAMES[lg]:<19} {p:4d}   {pct(h, p)}   {pct(c, p)}   {n:4d}   {pct(f, n)}")
    print()
    print("per positive form (worst first)   n   recall  complete")
    for k, (n, h, c) in sorted(by_form.items(), key=lambda kv: (kv[1][1] / kv[1][0], kv[1][2] / kv[1][0], kv[0])):
        print(f"  {k:<28} {n:4d}   {pct(h, n)}   {pct(c, n)}")
    print()
    print("per value kind                    n   recall  complete")
    for k, (n, h, c) in sorted(by_kind.items(), key=lambda kv: (kv[1][1] / kv[1][0], kv[1][2] / kv[1][0], kv[0])):
        print(f"  {k:<28} {n:4d}   {pct(h, n)}   {pct(c, n)}")
    print()
    print("per negative form (worst first)   n   firing")
    for k, (n, f) in sorted(by_nform.items(), key=lambda kv: (-kv[1][1] / kv[1][0], kv[0])):
        print(f"  {k:<28} {n:4d}   {pct(f, n)}")

    if verbose:
        for title, items in (("MISSES", misses), ("PARTIAL", partials)):
            print()
            print(f"===== {title} ({len(items)}) =====")
            for x, ms in items:
                print(f"  [{x['lang']}/{x['form']}/{x['kind']} seed={x['seed']}] value={x['value']!r} span=[{x['start']}:{x['end']}]")
                print(f"    matches: {show_matches(x['text'], ms)}")
                print(indent(x["text"]))
        print()
        print(f"===== FALSE POSITIVES ({len(fps)}) =====")
        for x, ms in fps:
            print(f"  [{x['lang']}/{x['form']} seed={x['seed']}]")
            print(f"    matches: {show_matches(x['text'], ms)}")
            print(indent(x["text"]))
    return 0


def dry(seeds, show_all: bool, per_lang: int) -> int:
    for sd in seeds:
        pos, neg = generate(sd)
        counts = defaultdict(int)
        print(f"##### seed {sd}: {len(pos)} positives, {len(neg)} negatives")
        for x in pos:
            counts[x["lang"]] += 1
            if not show_all and counts[x["lang"]] > per_lang:
                continue
            t = x["text"]
            marked = t[:x["start"]] + "⟦" + t[x["start"]:x["end"]] + "⟧" + t[x["end"]:]
            print(f"--- POS {x['lang']}/{x['form']}/{x['kind']}")
            print(indent(marked))
        counts.clear()
        for x in neg:
            counts[x["lang"]] += 1
            if not show_all and counts[x["lang"]] > per_lang:
                continue
            print(f"--- NEG {x['lang']}/{x['form']}")
            print(indent(x["text"]))
    return 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", default="1", help="comma-separated seeds to pool (default 1)")
    ap.add_argument("-v", "--verbose", action="store_true", help="print every miss/partial/false positive")
    ap.add_argument("--dry", action="store_true", help="print sample notes, do not import memstone")
    ap.add_argument("--all", action="store_true", help="with --dry: print every note")
    ap.add_argument("--per-lang", type=int, default=3, help="with --dry: samples per language")
    a = ap.parse_args(argv)
    seeds = [int(s) for s in a.seed.split(",") if s.strip()]
    try:
        if a.dry:
            return dry(seeds, a.all, a.per_lang)
        return run(seeds, a.verbose)
    except BrokenPipeError:  # e.g. piped into head
        sys.stderr.close()
        return 0


if __name__ == "__main__":
    sys.exit(main())
