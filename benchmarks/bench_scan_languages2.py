# fmt: off
# (a frozen held-out probe: kept byte-identical to the version whose sha256 was recorded, so never reformatted)
"""Held-out probe: credentials written in prose and light Markdown, in 22 languages.

Run:
    PYTHONPATH=src python benchmarks/bench_scan_languages2.py [--seed 1,2,3] [-v] [--dry] [--json PATH]

What it builds (per seed, from random.Random(seed)):
  * ~300 POSITIVE notes: Markdown memory notes of an AI agent (optional YAML
    frontmatter with ``sensitivity: private``, a heading, filler sentences,
    meeting-note bullets, chat excerpts, tables, bullet lists) in one of 22
    languages that are NOT English/German/French/Spanish/Portuguese/Italian/
    Dutch/Polish/Russian/Ukrainian/Turkish/Chinese/Japanese/Korean:
    sv nb da fi et cs sk hu ro hr bg el lt he ar fa hi th vi id tl sw.
    Each positive holds exactly ONE planted credential, in one of 12 forms:
    pw_for ("the password for X is V"), new_pw ("new password: V"), changed
    ("I changed the password to V"), is_admin ("V is the password of the admin
    user"), login ("log in with user / V"), api_key ("API key for X: V"), token
    ("the token for X is V"), wifi ("Wi-Fi password: V"), pin ("the PIN of the
    card is 1234"), reply (chat: "what's the password?" / "it's V"), table (a
    Markdown table row), bullets ("- Password: V" under host/user bullets).
    Hebrew/Arabic/Persian put an ASCII value inside RTL text (Hebrew also
    glues it to a prefix: "ל-V"); Thai glues values to Thai words without spaces.
  * ~300 NEGATIVE notes in the same languages that talk about credentials but
    hold none: policy, reset instructions, "ask NAME", "it is in 1Password",
    placeholders (<password>, ********, xxxxxxxx, changeme, YOUR_API_KEY, ...),
    env references ($DB_PASSWORD, ${API_TOKEN}, %SMTP_PASS%), expiry dates,
    versions, ticket ids, product names with versions (Windows11, Postgres16),
    host names, user names alone, error messages, URLs without credentials,
    "I rotated it, the new one is in the vault", and tables / bullet lists whose
    password cell is a dash, a vault reference, a placeholder or an env name.

Values are generated at run time (no literal secrets are stored here), kinds:
  human_year (Word2019), human_bang (word!482), pwgen (Ahf3ieSh), symbols
  (random 12-20 chars with !@#$%^&*-_=+?~), passphrase (3-5 words joined by
  '-'), base62, hex, vendor (ghp_, github_pat_, glpat-, xoxb-, sk_live_, npm_,
  hf_, SG., AIza, sk-proj- shapes with random bodies), pin (4-6 digits).
  Password forms draw human/pwgen/symbols/passphrase/base62; api_key/token
  draw base62/hex/vendor; pin draws pin.

Scoring:
  positive: hit = some match overlaps the planted span; complete = the union
  of all matches covers the whole span.  negative: firing = any match at all.
  Off-span matches inside positives are counted for information only.
  --seed 1,2,3 pools seeds.  -v lists every miss / incomplete / firing
  negative with its text.  --dry prints samples and runs self-checks (span
  text == planted value, value occurs once, no unfilled placeholder, ...)
  WITHOUT importing memstone.  --json PATH writes totals and every case.

Decisions:
  * Values always start and end with an alphanumeric character, so the span
    next to sentence punctuation (".", "।", "،", Hebrew "ל-") is unambiguous.
  * "changeme" and the like are labelled placeholders (negative), as asked.
  * PIN codes (4-6 digits after a PIN word) are labelled credentials.
  * Vendor tokens are paired with their vendor's name as the service.
  * One negative sentence (or table/list) per negative note, so a firing note
    is attributable to one kind; filler is neutral.

Provenance: written by a separate pass that read no scanner code, no scanner
rules and no test examples; frozen (sha256 recorded) before its first run
against the scanner, and kept byte-identical since.
"""
import argparse
import json
import random
import re
import string
import sys
from collections import defaultdict

# --------------------------------------------------------------------------
# shared pools
SERVICES = ["GitLab", "Jenkins", "Grafana", "Nextcloud", "Proxmox", "Postgres", "Redis", "Jira",
            "Zabbix", "Synology", "Mailgun", "Bitbucket", "Keycloak", "Portainer", "Sentry", "Metabase"]
USERS = ["admin", "deploy", "root", "ci-bot", "svc_backup", "operator", "monitor", "jenkins", "webmaster"]
PRODUCTS = ["Windows11", "Postgres16", "Ubuntu 24.04", "Java17", "Python3.12", "Office365",
            "Win10Pro", "Debian12", "MySQL8", "RHEL9", "iOS17", "Node20"]
TICKETS = ["OPS-4821", "SEC-1172", "INC0012345", "IT-377", "#4521", "HELP-20931", "CHG0004410"]
VERSIONS = ["4.2.1", "16.3", "v2.11.0", "10.4.7", "2024.1", "3.9.18", "17.0.2"]
HOSTS = ["db01.intern.example.net", "nas-02.lan", "10.0.4.17", "git.example.org",
         "vpn-gw.office.local", "srv-app3.example.com"]
URLS = ["https://portal.example.com/login", "https://git.example.org/users/sign_in",
        "https://nas-02.lan:5001/", "https://sso.example.net/auth/realms/main/account",
        "http://10.0.4.17:8080/login"]
ENVS = ["$DB_PASSWORD", "${API_TOKEN}", "%SMTP_PASS%", "$env:ADMIN_PASSWORD", "$REDIS_PASSWORD",
        "${GITLAB_TOKEN}"]
PLACEHOLDERS = ["<password>", "********", "xxxxxxxx", "changeme", "<TOKEN>", "YOUR_API_KEY",
                "[REDACTED]", "\u2026", "\u2022\u2022\u2022\u2022\u2022\u2022\u2022\u2022", "<your-password-here>",
                "XXXX-XXXX-XXXX", "***"]
NEG_CELLS = ["\u2014", "(1Password)", "{ph}", "{env}", "n/a", "-"]
DATES = ["2025-03-31", "2024-11-15", "30.6.2025", "01/09/2025", "2026-01-01", "15.12.2024"]
WORDS = ["sommar", "kaffe", "lumi", "kissa", "tiger", "falcon", "mango", "delfin", "sunce", "more",
         "dunav", "orchid", "bahari", "simba", "jakarta", "mekong", "havet", "fjord", "praha", "kava",
         "zebra", "koala", "pepper", "violet", "nordic", "amber", "raven", "lotus", "cedar", "maple",
         "comet", "orbit", "pixel", "nimbus", "atlas", "saffron", "tulpan", "jasmin", "olive", "kiwi",
         "pho", "durian", "chai", "safari", "zeytin", "hygge", "sauna", "pivo", "palinka", "ouzo"]

# --------------------------------------------------------------------------
# languages
FORMS = ["pw_for", "new_pw", "changed", "is_admin", "login", "api_key", "token", "wifi", "pin",
         "reply", "table", "bullets"]
NEG_KINDS = ["policy", "reset", "ask", "vault", "placeholder", "env", "expiry", "version", "ticket",
             "product", "host", "user", "error", "url", "rotated", "table", "bullets"]

LANGS = {}


def lang(code, name, names, heads, fill, pos, neg, tbl, bul, meet, me):
    LANGS[code] = dict(code=code, name=name, names=names, heads=heads, fill=fill, pos=pos, neg=neg,
                       tbl=tbl, bul=bul, meet=meet, me=me)


lang("sv", "Swedish", ["Anna", "Erik", "Karin", "Johan"],
     ["Åtkomst till {svc}", "Anteckningar {date}", "Serverinfo"],
     ["Vi flyttade {svc} till den nya servern i fredags.", "{name} tar hand om backuperna från och med nästa vecka.",
      "Kom ihåg att uppdatera dokumentationen efteråt.", "Allt fungerar igen efter omstarten."],
     dict(pw_for="Lösenordet till {svc} är {v}.", new_pw="Nytt lösenord: {v}",
          changed="Jag bytte lösenordet för {svc} till {v} i morse.", is_admin="{v} är lösenordet för admin-användaren.",
          login="Logga in med {user} / {v}", api_key="API-nyckeln för {svc}: {v}",
          token="Token för {svc} är {v}, den gäller i 90 dagar.", wifi="Wifi-lösenord: {v}",
          pin="PIN-koden till kortet är {v}.", reply=("vad är lösenordet till {svc}?", "det är {v}")),
     dict(policy="Lösenordet måste vara minst {n} tecken långt och innehålla en siffra.",
          reset="För att återställa lösenordet, gå till Inställningar → Säkerhet och klicka på ”Glömt lösenord”.",
          ask="Fråga {name} om lösenordet till {svc}.", vault="Lösenordet ligger i 1Password, valvet ”Drift”.",
          placeholder="Lösenord: {ph}", env="Lösenordet läses från {env} vid uppstart.",
          expiry="API-nyckeln för {svc} går ut den {date}.", version="Vi uppgraderade {svc} till version {ver}.",
          ticket="Lösenordsbytet spåras i ärende {ticket}.", product="Servern kör {product} nu.",
          host="Databasen finns på {host}, port 5432.", user="Användarnamnet är {user}.",
          error="Inloggningen misslyckades: ”Fel lösenord” (HTTP 401).", url="Inloggningssidan finns på {url}.",
          rotated="Jag bytte lösenordet för {svc} i går; det nya finns i valvet."),
     ("Tjänst", "Användare", "Lösenord"), ("Server", "Användare", "Lösenord"), "Möte", "Jag")

lang("nb", "Norwegian", ["Ingrid", "Ola", "Kari", "Lars"],
     ["Tilgang til {svc}", "Notater {date}", "Serveroppsett"],
     ["Vi flyttet {svc} til den nye serveren på fredag.", "{name} tar seg av sikkerhetskopiene fra neste uke.",
      "Husk å oppdatere dokumentasjonen etterpå.", "Alt virker igjen etter omstarten."],
     dict(pw_for="Passordet til {svc} er {v}.", new_pw="Nytt passord: {v}",
          changed="Jeg endret passordet for {svc} til {v} i dag tidlig.", is_admin="{v} er passordet til admin-brukeren.",
          login="Logg inn med {user} / {v}", api_key="API-nøkkel for {svc}: {v}",
          token="Tokenet for {svc} er {v} og gjelder i 90 dager.", wifi="Wifi-passord: {v}",
          pin="PIN-koden til kortet er {v}.", reply=("hva er passordet til {svc}?", "det er {v}")),
     dict(policy="Passordet må være minst {n} tegn langt og inneholde et tall.",
          reset="For å tilbakestille passordet, gå til Innstillinger → Sikkerhet og trykk «Glemt passord».",
          ask="Spør {name} om passordet til {svc}.", vault="Passordet ligger i 1Password, i hvelvet «Drift».",
          placeholder="Passord: {ph}", env="Passordet leses fra {env} ved oppstart.",
          expiry="API-nøkkelen for {svc} utløper {date}.", version="Vi oppgraderte {svc} til versjon {ver}.",
          ticket="Passordbyttet følges opp i sak {ticket}.", product="Serveren kjører {product} nå.",
          host="Databasen ligger på {host}, port 5432.", user="Brukernavnet er {user}.",
          error="Innloggingen feilet: «Feil passord» (HTTP 401).", url="Innloggingssiden ligger på {url}.",
          rotated="Jeg byttet passordet for {svc} i går; det nye ligger i hvelvet."),
     ("Tjeneste", "Bruker", "Passord"), ("Server", "Bruker", "Passord"), "Møte", "Meg")

lang("da", "Danish", ["Mette", "Søren", "Jens", "Louise"],
     ["Adgang til {svc}", "Noter {date}", "Serveropsætning"],
     ["Vi flyttede {svc} til den nye server i fredags.", "{name} tager sig af backup fra næste uge.",
      "Husk at opdatere dokumentationen bagefter.", "Alt kører igen efter genstarten."],
     dict(pw_for="Adgangskoden til {svc} er {v}.", new_pw="Ny adgangskode: {v}",
          changed="Jeg har ændret kodeordet til {svc} til {v} her til morgen.", is_admin="{v} er adgangskoden til admin-brugeren.",
          login="Log ind med {user} / {v}", api_key="API-nøgle til {svc}: {v}",
          token="Tokenet til {svc} er {v} og gælder i 90 dage.", wifi="Wi-Fi-kode: {v}",
          pin="Pinkoden til kortet er {v}.", reply=("hvad er koden til {svc}?", "den er {v}")),
     dict(policy="Adgangskoden skal være på mindst {n} tegn og indeholde et tal.",
          reset="Nulstil adgangskoden under Indstillinger → Sikkerhed → »Glemt adgangskode«.",
          ask="Spørg {name} om koden til {svc}.", vault="Kodeordet ligger i 1Password i boksen »Drift«.",
          placeholder="Adgangskode: {ph}", env="Adgangskoden hentes fra {env} ved opstart.",
          expiry="API-nøglen til {svc} udløber den {date}.", version="Vi har opgraderet {svc} til version {ver}.",
          ticket="Skift af kodeord følges i sag {ticket}.", product="Serveren kører nu {product}.",
          host="Databasen ligger på {host}, port 5432.", user="Brugernavnet er {user}.",
          error="Login fejlede: »Forkert adgangskode« (HTTP 401).", url="Loginsiden findes på {url}.",
          rotated="Jeg skiftede kodeordet til {svc} i går; det nye ligger i boksen."),
     ("Tjeneste", "Bruger", "Adgangskode"), ("Server", "Bruger", "Kodeord"), "Møde", "Mig")

lang("fi", "Finnish", ["Mikko", "Aino", "Juha", "Laura"],
     ["Pääsy: {svc}", "Muistiinpanot {date}", "Palvelimen asetukset"],
     ["Siirsimme {svc}:n uudelle palvelimelle perjantaina.", "{name} hoitaa varmuuskopiot ensi viikosta alkaen.",
      "Muista päivittää dokumentaatio jälkeenpäin.", "Kaikki toimii taas uudelleenkäynnistyksen jälkeen."],
     dict(pw_for="Palvelun {svc} salasana on {v}.", new_pw="Uusi salasana: {v}",
          changed="Vaihdoin {svc}:n salasanaksi {v} tänä aamuna.", is_admin="{v} on admin-käyttäjän salasana.",
          login="Kirjaudu tunnuksella {user} / {v}", api_key="{svc}-palvelun API-avain: {v}",
          token="Palvelun {svc} token on {v}, se on voimassa 90 päivää.", wifi="WLAN-salasana: {v}",
          pin="Kortin PIN-koodi on {v}.", reply=("mikä on {svc}:n salasana?", "se on {v}")),
     dict(policy="Salasanassa pitää olla vähintään {n} merkkiä ja yksi numero.",
          reset="Salasanan voi nollata kohdasta Asetukset → Tietoturva → ”Unohtuiko salasana?”.",
          ask="{name} tietää {svc}:n salasanan, kysy häneltä.", vault="Salasana on 1Passwordissa, holvissa ”Ylläpito”.",
          placeholder="Salasana: {ph}", env="Salasana luetaan ympäristömuuttujasta {env} käynnistyksessä.",
          expiry="{svc}:n API-avain vanhenee {date}.", version="Päivitimme {svc}:n versioon {ver}.",
          ticket="Salasanan vaihtoa seurataan tiketissä {ticket}.", product="Palvelimella on nyt {product}.",
          host="Tietokanta on osoitteessa {host}, portti 5432.", user="Käyttäjätunnus on {user}.",
          error="Kirjautuminen epäonnistui: ”Väärä salasana” (HTTP 401).", url="Kirjautumissivu löytyy osoitteesta {url}.",
          rotated="Vaihdoin {svc}:n salasanan eilen; uusi on holvissa."),
     ("Palvelu", "Käyttäjä", "Salasana"), ("Palvelin", "Käyttäjätunnus", "Salasana"), "Palaveri", "Minä")

lang("et", "Estonian", ["Kadri", "Mart", "Liis", "Tõnu"],
     ["Ligipääs: {svc}", "Märkmed {date}", "Serveri seadistus"],
     ["Kolisime {svc} reedel uuele serverile.", "{name} hoolitseb alates järgmisest nädalast varukoopiate eest.",
      "Ära unusta pärast dokumentatsiooni uuendada.", "Pärast taaskäivitust töötab kõik jälle."],
     dict(pw_for="{svc} parool on {v}.", new_pw="Uus parool: {v}",
          changed="Vahetasin täna hommikul {svc} parooli, uus on {v}.", is_admin="{v} on admin-kasutaja parool.",
          login="Logi sisse kasutajaga {user} / {v}", api_key="{svc} API-võti: {v}",
          token="{svc} token on {v}, kehtib 90 päeva.", wifi="WiFi parool: {v}",
          pin="Kaardi PIN-kood on {v}.", reply=("mis on {svc} parool?", "see on {v}")),
     dict(policy="Parool peab olema vähemalt {n} märki pikk ja sisaldama numbrit.",
          reset="Parooli lähtestamiseks ava Seaded → Turvalisus ja vajuta „Unustasid parooli?“.",
          ask="Küsi {svc} parooli {name} käest.", vault="Parool on 1Passwordis, hoidlas „Haldus“.",
          placeholder="Parool: {ph}", env="Parool loetakse käivitamisel keskkonnamuutujast {env}.",
          expiry="{svc} API-võti aegub {date}.", version="Uuendasime {svc} versioonile {ver}.",
          ticket="Parooli vahetus on kirjas tiketis {ticket}.", product="Serveris jookseb nüüd {product}.",
          host="Andmebaas asub aadressil {host}, port 5432.", user="Kasutajanimi on {user}.",
          error="Sisselogimine ebaõnnestus: „Vale parool“ (HTTP 401).", url="Sisselogimise leht on aadressil {url}.",
          rotated="Vahetasin eile {svc} parooli; uus on hoidlas."),
     ("Teenus", "Kasutaja", "Parool"), ("Server", "Kasutajanimi", "Parool"), "Koosolek", "Mina")

lang("cs", "Czech", ["Jana", "Petr", "Tomáš", "Lucie"],
     ["Přístup do {svc}", "Poznámky {date}", "Nastavení serveru"],
     ["V pátek jsme přesunuli {svc} na nový server.", "Od příštího týdne se o zálohy stará {name}.",
      "Nezapomeň potom aktualizovat dokumentaci.", "Po restartu už zase všechno běží."],
     dict(pw_for="Heslo do {svc} je {v}.", new_pw="Nové heslo: {v}",
          changed="Ráno jsem změnil heslo k {svc} na {v}.", is_admin="{v} je heslo uživatele admin.",
          login="Přihlas se jako {user} / {v}", api_key="API klíč pro {svc}: {v}",
          token="Token pro {svc} je {v}, platí 90 dní.", wifi="Heslo k Wi-Fi: {v}",
          pin="PIN ke kartě je {v}.", reply=("jaké je heslo do {svc}?", "je to {v}")),
     dict(policy="Heslo musí mít alespoň {n} znaků a obsahovat číslici.",
          reset="Heslo resetuješ v Nastavení → Zabezpečení → „Zapomenuté heslo“.",
          ask="Heslo do {svc} ti řekne {name}.", vault="Heslo je v 1Passwordu v trezoru „Provoz“.",
          placeholder="Heslo: {ph}", env="Heslo se při startu načítá z proměnné {env}.",
          expiry="API klíč pro {svc} vyprší {date}.", version="Aktualizovali jsme {svc} na verzi {ver}.",
          ticket="Změna hesla se řeší v tiketu {ticket}.", product="Na serveru teď běží {product}.",
          host="Databáze je na {host}, port 5432.", user="Uživatelské jméno je {user}.",
          error="Přihlášení selhalo: „Neplatné heslo“ (HTTP 401).", url="Přihlašovací stránka je na {url}.",
          rotated="Včera jsem změnil heslo k {svc}; nové je v trezoru."),
     ("Služba", "Uživatel", "Heslo"), ("Server", "Uživatel", "Heslo"), "Porada", "Já")

lang("sk", "Slovak", ["Zuzana", "Martin", "Peter", "Katarína"],
     ["Prístup do {svc}", "Poznámky {date}", "Nastavenie servera"],
     ["V piatok sme presunuli {svc} na nový server.", "Od budúceho týždňa sa o zálohy stará {name}.",
      "Nezabudni potom aktualizovať dokumentáciu.", "Po reštarte už zase všetko beží."],
     dict(pw_for="Heslo do {svc} je {v}.", new_pw="Nové heslo: {v}",
          changed="Ráno som zmenil heslo k {svc} na {v}.", is_admin="{v} je heslo používateľa admin.",
          login="Prihlás sa ako {user} / {v}", api_key="API kľúč pre {svc}: {v}",
          token="Token pre {svc} je {v}, platí 90 dní.", wifi="Heslo na Wi-Fi: {v}",
          pin="PIN ku karte je {v}.", reply=("aké je heslo do {svc}?", "je to {v}")),
     dict(policy="Heslo musí mať aspoň {n} znakov a obsahovať číslicu.",
          reset="Heslo si resetuješ v Nastavenia → Zabezpečenie → „Zabudnuté heslo“.",
          ask="Heslo do {svc} ti povie {name}.", vault="Heslo je v 1Passworde v trezore „Prevádzka“.",
          placeholder="Heslo: {ph}", env="Heslo sa pri štarte načíta z premennej {env}.",
          expiry="API kľúč pre {svc} vyprší {date}.", version="Aktualizovali sme {svc} na verziu {ver}.",
          ticket="Zmena hesla sa rieši v tikete {ticket}.", product="Na serveri teraz beží {product}.",
          host="Databáza je na {host}, port 5432.", user="Používateľské meno je {user}.",
          error="Prihlásenie zlyhalo: „Nesprávne heslo“ (HTTP 401).", url="Prihlasovacia stránka je na {url}.",
          rotated="Včera som zmenil heslo k {svc}; nové je v trezore."),
     ("Služba", "Používateľ", "Heslo"), ("Server", "Používateľ", "Heslo"), "Porada", "Ja")

lang("hu", "Hungarian", ["Gábor", "Eszter", "Zoltán", "Anna"],
     ["{svc} hozzáférés", "Jegyzetek {date}", "Szerverbeállítások"],
     ["Pénteken átköltöztettük a {svc} rendszert az új szerverre.", "Jövő héttől {name} intézi a mentéseket.",
      "Utána ne felejtsd el frissíteni a dokumentációt.", "Az újraindítás után megint minden működik."],
     dict(pw_for="A {svc} jelszava {v}.", new_pw="Új jelszó: {v}",
          changed="Reggel átírtam a {svc} jelszavát erre: {v}", is_admin="{v} az admin felhasználó jelszava.",
          login="Lépj be ezzel: {user} / {v}", api_key="{svc} API-kulcs: {v}",
          token="A {svc} tokenje {v}, 90 napig érvényes.", wifi="Wifi jelszó: {v}",
          pin="A kártya PIN-kódja {v}.", reply=("mi a {svc} jelszava?", "ez: {v}")),
     dict(policy="A jelszónak legalább {n} karakterből kell állnia, és tartalmaznia kell egy számot.",
          reset="A jelszót a Beállítások → Biztonság → „Elfelejtett jelszó” menüben lehet visszaállítani.",
          ask="A {svc} jelszavát {name} tudja, tőle kérdezd.", vault="A jelszó az 1Passwordben van, az „Üzemeltetés” széfben.",
          placeholder="Jelszó: {ph}", env="A jelszót induláskor a {env} környezeti változóból olvassa.",
          expiry="A {svc} API-kulcsa lejár: {date}.", version="Frissítettük a {svc} rendszert, az új verzió: {ver}.",
          ticket="A jelszócsere jegyszáma: {ticket}.", product="A szerveren most {product} fut.",
          host="Az adatbázis címe {host}, port 5432.", user="A felhasználónév {user}.",
          error="Sikertelen bejelentkezés: „Hibás jelszó” (HTTP 401).", url="A bejelentkezési oldal: {url}",
          rotated="Tegnap lecseréltem a {svc} jelszavát; az új a széfben van."),
     ("Szolgáltatás", "Felhasználó", "Jelszó"), ("Szerver", "Felhasználónév", "Jelszó"), "Megbeszélés", "Én")

lang("ro", "Romanian", ["Andrei", "Ioana", "Mihai", "Elena"],
     ["Acces {svc}", "Notițe {date}", "Configurare server"],
     ["Vineri am mutat {svc} pe serverul nou.", "De săptămâna viitoare, {name} se ocupă de backup-uri.",
      "Nu uita să actualizezi documentația după aceea.", "După repornire, totul merge din nou."],
     dict(pw_for="Parola pentru {svc} este {v}.", new_pw="Parolă nouă: {v}",
          changed="Azi-dimineață am schimbat parola de la {svc} în {v}.", is_admin="{v} e parola utilizatorului admin.",
          login="Te loghezi cu {user} / {v}", api_key="Cheia API pentru {svc}: {v}",
          token="Tokenul pentru {svc} este {v} și e valabil 90 de zile.", wifi="Parola de la Wi-Fi: {v}",
          pin="PIN-ul cardului este {v}.", reply=("care e parola de la {svc}?", "e {v}")),
     dict(policy="Parola trebuie să aibă cel puțin {n} caractere și să conțină o cifră.",
          reset="Parola se resetează din Setări → Securitate → „Am uitat parola”.",
          ask="Pentru parola de la {svc}, vorbește cu {name}.", vault="Parola e în 1Password, în seiful „Operațiuni”.",
          placeholder="Parolă: {ph}", env="Parola se citește la pornire din variabila {env}.",
          expiry="Cheia API pentru {svc} expiră pe {date}.", version="Am actualizat {svc} la versiunea {ver}.",
          ticket="Schimbarea parolei e urmărită în tichetul {ticket}.", product="Pe server rulează acum {product}.",
          host="Baza de date e pe {host}, portul 5432.", user="Numele de utilizator este {user}.",
          error="Autentificare eșuată: „Parolă incorectă” (HTTP 401).", url="Pagina de login e la {url}.",
          rotated="Ieri am schimbat parola de la {svc}; cea nouă e în seif."),
     ("Serviciu", "Utilizator", "Parolă"), ("Server", "Utilizator", "Parolă"), "Ședință", "Eu")

lang("hr", "Croatian", ["Ivana", "Marko", "Luka", "Petra"],
     ["Pristup za {svc}", "Bilješke {date}", "Postavke poslužitelja"],
     ["U petak smo prebacili {svc} na novi poslužitelj.", "Od idućeg tjedna {name} brine o sigurnosnim kopijama.",
      "Ne zaboravi poslije ažurirati dokumentaciju.", "Nakon ponovnog pokretanja sve opet radi."],
     dict(pw_for="Lozinka za {svc} je {v}.", new_pw="Nova lozinka: {v}",
          changed="Jutros sam promijenio lozinku za {svc} u {v}.", is_admin="{v} je lozinka za admin korisnika.",
          login="Prijavi se s {user} / {v}", api_key="API ključ za {svc}: {v}",
          token="Token za {svc} je {v}, vrijedi 90 dana.", wifi="Šifra za Wi-Fi: {v}",
          pin="PIN za karticu je {v}.", reply=("koja je šifra za {svc}?", "evo: {v}")),
     dict(policy="Lozinka mora imati najmanje {n} znakova i barem jednu znamenku.",
          reset="Lozinku resetiraš u Postavke → Sigurnost → „Zaboravljena lozinka”.",
          ask="Šifru za {svc} zna {name}, javi se.", vault="Lozinka je u 1Passwordu, u trezoru „Operativa”.",
          placeholder="Lozinka: {ph}", env="Lozinka se pri pokretanju čita iz varijable {env}.",
          expiry="API ključ za {svc} istječe {date}.", version="Nadogradili smo {svc} na verziju {ver}.",
          ticket="Promjena lozinke prati se u tiketu {ticket}.", product="Na poslužitelju sada radi {product}.",
          host="Baza je na {host}, port 5432.", user="Korisničko ime je {user}.",
          error="Prijava nije uspjela: „Pogrešna lozinka” (HTTP 401).", url="Stranica za prijavu je na {url}.",
          rotated="Jučer sam promijenio lozinku za {svc}; nova je u trezoru."),
     ("Servis", "Korisnik", "Lozinka"), ("Poslužitelj", "Korisničko ime", "Lozinka"), "Sastanak", "Ja")

lang("bg", "Bulgarian", ["Иван", "Мария", "Георги", "Елена"],
     ["Достъп до {svc}", "Бележки {date}", "Настройки на сървъра"],
     ["В петък преместихме {svc} на новия сървър.", "От следващата седмица {name} поема бекъпите.",
      "Не забравяй после да обновиш документацията.", "След рестарта всичко пак работи."],
     dict(pw_for="Паролата за {svc} е {v}.", new_pw="Нова парола: {v}",
          changed="Тази сутрин смених паролата за {svc} на {v}.", is_admin="{v} е паролата на потребителя admin.",
          login="Влез с {user} / {v}", api_key="API ключ за {svc}: {v}",
          token="Токенът за {svc} е {v}, валиден е 90 дни.", wifi="Парола за Wi-Fi: {v}",
          pin="ПИН кодът на картата е {v}.", reply=("каква е паролата за {svc}?", "ето я: {v}")),
     dict(policy="Паролата трябва да е поне {n} символа и да съдържа цифра.",
          reset="Паролата се сменя от Настройки → Сигурност → „Забравена парола“.",
          ask="Попитай {name} за паролата за {svc}.", vault="Паролата е в 1Password, в трезора „Поддръжка“.",
          placeholder="Парола: {ph}", env="Паролата се чете от променливата {env} при старт.",
          expiry="API ключът за {svc} изтича на {date}.", version="Обновихме {svc} до версия {ver}.",
          ticket="Смяната на паролата се следи в тикет {ticket}.", product="На сървъра вече върви {product}.",
          host="Базата е на {host}, порт 5432.", user="Потребителското име е {user}.",
          error="Неуспешен вход: „Грешна парола“ (HTTP 401).", url="Страницата за вход е на {url}.",
          rotated="Вчера смених паролата за {svc}; новата е в трезора."),
     ("Услуга", "Потребител", "Парола"), ("Сървър", "Потребител", "Парола"), "Среща", "Аз")

lang("el", "Greek", ["Νίκος", "Μαρία", "Γιώργος", "Ελένη"],
     ["Πρόσβαση στο {svc}", "Σημειώσεις {date}", "Ρυθμίσεις διακομιστή"],
     ["Την Παρασκευή μεταφέραμε το {svc} στον νέο server.", "Από την επόμενη εβδομάδα τα backup τα αναλαμβάνει {name}.",
      "Μην ξεχάσεις να ενημερώσεις την τεκμηρίωση μετά.", "Μετά την επανεκκίνηση όλα δουλεύουν ξανά."],
     dict(pw_for="Ο κωδικός για το {svc} είναι {v}.", new_pw="Νέος κωδικός: {v}",
          changed="Άλλαξα σήμερα το πρωί τον κωδικό του {svc} σε {v}.", is_admin="Το {v} είναι ο κωδικός του χρήστη admin.",
          login="Σύνδεση με {user} / {v}", api_key="Κλειδί API για το {svc}: {v}",
          token="Το token για το {svc} είναι {v} και ισχύει 90 ημέρες.", wifi="Κωδικός Wi-Fi: {v}",
          pin="Το PIN της κάρτας είναι {v}.", reply=("ποιος είναι ο κωδικός για το {svc};", "είναι {v}")),
     dict(policy="Ο κωδικός πρέπει να έχει τουλάχιστον {n} χαρακτήρες και έναν αριθμό.",
          reset="Για επαναφορά κωδικού πήγαινε Ρυθμίσεις → Ασφάλεια → «Ξέχασα τον κωδικό».",
          ask="Τον κωδικό του {svc} τον έχει {name}· ρώτα.", vault="Ο κωδικός είναι στο 1Password, στο θησαυροφυλάκιο «Λειτουργία».",
          placeholder="Κωδικός: {ph}", env="Ο κωδικός διαβάζεται από τη μεταβλητή {env} κατά την εκκίνηση.",
          expiry="Το κλειδί API για το {svc} λήγει στις {date}.", version="Αναβαθμίσαμε το {svc} στην έκδοση {ver}.",
          ticket="Η αλλαγή κωδικού παρακολουθείται στο ticket {ticket}.", product="Ο server τρέχει πλέον {product}.",
          host="Η βάση είναι στο {host}, θύρα 5432.", user="Το όνομα χρήστη είναι {user}.",
          error="Αποτυχία σύνδεσης: «Λάθος κωδικός» (HTTP 401).", url="Η σελίδα σύνδεσης είναι στο {url}.",
          rotated="Χθες άλλαξα τον κωδικό του {svc}· ο νέος είναι στο θησαυροφυλάκιο."),
     ("Υπηρεσία", "Χρήστης", "Κωδικός"), ("Διακομιστής", "Όνομα χρήστη", "Κωδικός πρόσβασης"), "Σύσκεψη", "Εγώ")

lang("lt", "Lithuanian", ["Tomas", "Rūta", "Jonas", "Eglė"],
     ["Prieiga prie {svc}", "Užrašai {date}", "Serverio nustatymai"],
     ["Penktadienį perkėlėme {svc} į naują serverį.", "Nuo kitos savaitės atsarginėmis kopijomis rūpinsis {name}.",
      "Nepamiršk po to atnaujinti dokumentacijos.", "Po perkrovimo viskas vėl veikia."],
     dict(pw_for="{svc} slaptažodis yra {v}.", new_pw="Naujas slaptažodis: {v}",
          changed="Šįryt pakeičiau {svc} slaptažodį į {v}.", is_admin="{v} yra admin naudotojo slaptažodis.",
          login="Prisijunk su {user} / {v}", api_key="{svc} API raktas: {v}",
          token="{svc} tokenas yra {v}, galioja 90 dienų.", wifi="Wi-Fi slaptažodis: {v}",
          pin="Kortelės PIN kodas yra {v}.", reply=("koks {svc} slaptažodis?", "štai: {v}")),
     dict(policy="Slaptažodis turi būti bent {n} simbolių ilgio ir turėti skaitmenį.",
          reset="Slaptažodį atkursi per Nustatymai → Sauga → „Pamiršau slaptažodį“.",
          ask="{svc} slaptažodį žino {name}, paklausk.", vault="Slaptažodis yra 1Password saugykloje „Eksploatacija“.",
          placeholder="Slaptažodis: {ph}", env="Slaptažodis paleidžiant nuskaitomas iš kintamojo {env}.",
          expiry="{svc} API raktas baigia galioti {date}.", version="Atnaujinome {svc} iki {ver} versijos.",
          ticket="Slaptažodžio keitimas sekamas užklausoje {ticket}.", product="Serveryje dabar veikia {product}.",
          host="Duomenų bazė yra {host}, prievadas 5432.", user="Naudotojo vardas yra {user}.",
          error="Prisijungti nepavyko: „Neteisingas slaptažodis“ (HTTP 401).", url="Prisijungimo puslapis: {url}",
          rotated="Vakar pakeičiau {svc} slaptažodį; naujasis yra saugykloje."),
     ("Paslauga", "Naudotojas", "Slaptažodis"), ("Serveris", "Naudotojo vardas", "Slaptažodis"), "Susitikimas", "Aš")

lang("he", "Hebrew", ["נועה", "יוסי", "דנה", "איתי"],
     ["גישה ל-{svc}", "הערות {date}", "הגדרות שרת"],
     ["ביום שישי העברנו את {svc} לשרת החדש.", "מהשבוע הבא הגיבויים אצל {name}.",
      "לא לשכוח לעדכן את התיעוד אחר כך.", "אחרי האתחול הכול עובד שוב."],
     dict(pw_for="הסיסמה של {svc} היא {v}.", new_pw="סיסמה חדשה: {v}",
          changed="החלפתי הבוקר את הסיסמה של {svc} ל-{v}.", is_admin="{v} זו הסיסמה של משתמש admin.",
          login="להתחבר עם {user} / {v}", api_key="מפתח API של {svc}: {v}",
          token="הטוקן של {svc} הוא {v}, תקף ל-90 יום.", wifi="סיסמת Wi-Fi: {v}",
          pin="קוד ה-PIN של הכרטיס: {v}", reply=("מה הסיסמה של {svc}?", "זה {v}")),
     dict(policy="הסיסמה חייבת להכיל לפחות {n} תווים וספרה אחת.",
          reset="לאיפוס סיסמה: הגדרות ← אבטחה ← ״שכחתי סיסמה״.",
          ask="את הסיסמה של {svc} צריך לבקש מ{name}.", vault="הסיסמה נמצאת ב-1Password, בכספת ״תפעול״.",
          placeholder="סיסמה: {ph}", env="הסיסמה נקראת מהמשתנה {env} בעלייה.",
          expiry="מפתח ה-API של {svc} פג תוקף ב-{date}.", version="שדרגנו את {svc} לגרסה {ver}.",
          ticket="החלפת הסיסמה מתועדת בטיקט {ticket}.", product="על השרת רץ עכשיו {product}.",
          host="מסד הנתונים נמצא ב-{host}, פורט 5432.", user="שם המשתמש הוא {user}.",
          error="ההתחברות נכשלה: ״סיסמה שגויה״ (HTTP 401).", url="דף ההתחברות נמצא בכתובת {url}",
          rotated="אתמול החלפתי את הסיסמה של {svc}; החדשה בכספת."),
     ("שירות", "משתמש", "סיסמה"), ("שרת", "שם משתמש", "סיסמה"), "פגישה", "אני")

lang("ar", "Arabic", ["أحمد", "سارة", "خالد", "ليلى"],
     ["الوصول إلى {svc}", "ملاحظات {date}", "إعدادات الخادم"],
     ["نقلنا {svc} يوم الجمعة إلى الخادم الجديد.", "ابتداءً من الأسبوع القادم سيتولى {name} النسخ الاحتياطي.",
      "لا تنسَ تحديث التوثيق بعد ذلك.", "بعد إعادة التشغيل عاد كل شيء يعمل."],
     dict(pw_for="كلمة المرور الخاصة بـ {svc} هي {v}.", new_pw="كلمة المرور الجديدة: {v}",
          changed="غيّرت كلمة مرور {svc} صباح اليوم إلى {v}.", is_admin="{v} هي كلمة مرور المستخدم admin.",
          login="سجّل الدخول باستخدام {user} / {v}", api_key="مفتاح API لـ {svc}: {v}",
          token="رمز الوصول (token) الخاص بـ {svc} هو {v}، وهو صالح لمدة 90 يومًا.", wifi="كلمة سر الواي فاي: {v}",
          pin="الرقم السري (PIN) للبطاقة: {v}", reply=("ما هي كلمة مرور {svc}؟", "هي {v}")),
     dict(policy="يجب أن تتكون كلمة المرور من {n} أحرف على الأقل وأن تحتوي على رقم.",
          reset="لإعادة تعيين كلمة المرور: الإعدادات ← الأمان ← «نسيت كلمة المرور».",
          ask="اطلب كلمة مرور {svc} من {name}.", vault="كلمة المرور محفوظة في 1Password في خزنة «العمليات».",
          placeholder="كلمة المرور: {ph}", env="تُقرأ كلمة المرور من المتغير {env} عند التشغيل.",
          expiry="ينتهي مفتاح API الخاص بـ {svc} في {date}.", version="حدّثنا {svc} إلى الإصدار {ver}.",
          ticket="تغيير كلمة المرور مسجل في التذكرة {ticket}.", product="الخادم يعمل الآن بنظام {product}.",
          host="قاعدة البيانات على {host}، المنفذ 5432.", user="اسم المستخدم هو {user}.",
          error="فشل تسجيل الدخول: «كلمة المرور غير صحيحة» (HTTP 401).", url="صفحة تسجيل الدخول على {url}",
          rotated="غيّرت كلمة مرور {svc} أمس؛ الجديدة موجودة في الخزنة."),
     ("الخدمة", "المستخدم", "كلمة المرور"), ("الخادم", "اسم المستخدم", "كلمة المرور"), "اجتماع", "أنا")

lang("fa", "Persian", ["علی", "مریم", "رضا", "سارا"],
     ["دسترسی به {svc}", "یادداشت‌ها {date}", "تنظیمات سرور"],
     ["جمعه {svc} را به سرور جدید منتقل کردیم.", "از هفته‌ی بعد بکاپ‌ها با {name} است.",
      "یادت نرود بعدش مستندات را به‌روز کنی.", "بعد از ری‌استارت همه چیز دوباره کار می‌کند."],
     dict(pw_for="رمز عبور {svc} {v} است.", new_pw="رمز جدید: {v}",
          changed="امروز صبح رمز {svc} را به {v} تغییر دادم.", is_admin="{v} رمز کاربر admin است.",
          login="با {user} / {v} وارد شو.", api_key="کلید API برای {svc}: {v}",
          token="توکن {svc} این است: {v} (۹۰ روز اعتبار دارد)", wifi="رمز وای‌فای: {v}",
          pin="پین کارت: {v}", reply=("رمز {svc} چیه؟", "اینه: {v}")),
     dict(policy="رمز عبور باید حداقل {n} کاراکتر باشد و یک عدد داشته باشد.",
          reset="برای بازنشانی رمز: تنظیمات ← امنیت ← «رمز را فراموش کرده‌ام».",
          ask="رمز {svc} را از {name} بپرس.", vault="رمز در 1Password است، در گاوصندوق «عملیات».",
          placeholder="رمز عبور: {ph}", env="رمز هنگام اجرا از متغیر {env} خوانده می‌شود.",
          expiry="کلید API مربوط به {svc} در تاریخ {date} منقضی می‌شود.", version="{svc} را به نسخه‌ی {ver} ارتقا دادیم.",
          ticket="تغییر رمز در تیکت {ticket} پیگیری می‌شود.", product="روی سرور الان {product} نصب است.",
          host="دیتابیس روی {host} است، پورت 5432.", user="نام کاربری {user} است.",
          error="ورود ناموفق بود: «رمز عبور اشتباه است» (HTTP 401).", url="صفحه‌ی ورود: {url}",
          rotated="دیروز رمز {svc} را عوض کردم؛ رمز جدید در گاوصندوق است."),
     ("سرویس", "کاربر", "رمز عبور"), ("سرور", "نام کاربری", "رمز عبور"), "جلسه", "من")

lang("hi", "Hindi", ["राहुल", "प्रिया", "अमित", "नेहा"],
     ["{svc} का एक्सेस", "नोट्स {date}", "सर्वर सेटअप"],
     ["शुक्रवार को हमने {svc} को नए सर्वर पर शिफ्ट किया।", "अगले हफ्ते से बैकअप {name} देखेंगे।",
      "बाद में डॉक्यूमेंटेशन अपडेट करना मत भूलना।", "रीस्टार्ट के बाद सब कुछ फिर से चल रहा है।"],
     dict(pw_for="{svc} का पासवर्ड {v} है।", new_pw="नया पासवर्ड: {v}",
          changed="मैंने आज सुबह {svc} का पासवर्ड बदलकर {v} कर दिया।", is_admin="{v} एडमिन यूज़र का पासवर्ड है।",
          login="{user} / {v} से लॉगिन करो।", api_key="{svc} की API key: {v}",
          token="{svc} का टोकन {v} है, 90 दिन तक वैध।", wifi="वाई-फ़ाई पासवर्ड: {v}",
          pin="कार्ड का पिन {v} है।", reply=("{svc} का पासवर्ड क्या है?", "ये रहा: {v}")),
     dict(policy="पासवर्ड कम से कम {n} अक्षरों का होना चाहिए और उसमें एक अंक होना चाहिए।",
          reset="पासवर्ड रीसेट करने के लिए सेटिंग्स → सुरक्षा → “पासवर्ड भूल गए” पर जाएँ।",
          ask="{svc} का पासवर्ड {name} से पूछ लेना।", vault="पासवर्ड 1Password में “ऑपरेशंस” वॉल्ट में है।",
          placeholder="पासवर्ड: {ph}", env="पासवर्ड स्टार्टअप पर {env} वेरिएबल से पढ़ा जाता है।",
          expiry="{svc} की API key {date} को एक्सपायर हो जाएगी।", version="हमने {svc} को वर्ज़न {ver} पर अपग्रेड किया।",
          ticket="पासवर्ड बदलने का काम टिकट {ticket} में ट्रैक हो रहा है।", product="सर्वर पर अब {product} चल रहा है।",
          host="डेटाबेस {host} पर है, पोर्ट 5432।", user="यूज़रनेम {user} है।",
          error="लॉगिन फ़ेल: “गलत पासवर्ड” (HTTP 401)।", url="लॉगिन पेज {url} पर है।",
          rotated="कल मैंने {svc} का पासवर्ड बदल दिया; नया वाला वॉल्ट में है।"),
     ("सेवा", "यूज़र", "पासवर्ड"), ("सर्वर", "यूज़रनेम", "पासवर्ड"), "मीटिंग", "मैं")

lang("th", "Thai", ["สมชาย", "นิด", "ต้อม", "ปุ๋ย"],
     ["การเข้าถึง {svc}", "บันทึก {date}", "ตั้งค่าเซิร์ฟเวอร์"],
     ["วันศุกร์เราย้าย{svc}ไปเซิร์ฟเวอร์ใหม่แล้ว", "ตั้งแต่สัปดาห์หน้า{name}จะดูแลเรื่องแบ็กอัป",
      "อย่าลืมอัปเดตเอกสารหลังจากนั้นด้วย", "หลังรีสตาร์ตทุกอย่างกลับมาใช้ได้ตามปกติ"],
     dict(pw_for="รหัสผ่านของ{svc}คือ{v}", new_pw="รหัสผ่านใหม่: {v}",
          changed="เมื่อเช้าเปลี่ยนรหัสผ่าน{svc}เป็น{v}แล้วนะ", is_admin="{v} คือรหัสผ่านของผู้ใช้ admin",
          login="เข้าสู่ระบบด้วย {user} / {v}", api_key="API key ของ{svc}: {v}",
          token="โทเค็นของ{svc}คือ {v} ใช้ได้ 90 วัน", wifi="รหัสไวไฟ: {v}",
          pin="รหัส PIN บัตรคือ{v}", reply=("รหัสผ่าน{svc}คืออะไร", "นี่ครับ {v}")),
     dict(policy="รหัสผ่านต้องมีอย่างน้อย{n}ตัวอักษรและมีตัวเลขอย่างน้อยหนึ่งตัว",
          reset="รีเซ็ตรหัสผ่านได้ที่ การตั้งค่า → ความปลอดภัย → “ลืมรหัสผ่าน”",
          ask="ถ้าต้องการรหัสผ่าน{svc}ให้ถาม{name}", vault="รหัสผ่านเก็บไว้ใน1Passwordในห้องนิรภัย“Operations”",
          placeholder="รหัสผ่าน: {ph}", env="รหัสผ่านอ่านจากตัวแปร {env} ตอนเริ่มระบบ",
          expiry="API key ของ{svc}หมดอายุวันที่ {date}", version="อัปเกรด{svc}เป็นเวอร์ชัน {ver} แล้ว",
          ticket="เรื่องเปลี่ยนรหัสผ่านติดตามในทิกเก็ต {ticket}", product="ตอนนี้เซิร์ฟเวอร์ใช้{product}",
          host="ฐานข้อมูลอยู่ที่ {host} พอร์ต 5432", user="ชื่อผู้ใช้คือ{user}",
          error="เข้าสู่ระบบไม่สำเร็จ: “รหัสผ่านไม่ถูกต้อง” (HTTP 401)", url="หน้าเข้าสู่ระบบอยู่ที่ {url}",
          rotated="เมื่อวานเปลี่ยนรหัสผ่าน{svc}แล้ว รหัสใหม่อยู่ในห้องนิรภัย"),
     ("บริการ", "ผู้ใช้", "รหัสผ่าน"), ("เซิร์ฟเวอร์", "ชื่อผู้ใช้", "รหัสผ่าน"), "ประชุม", "ผม")

lang("vi", "Vietnamese", ["Minh", "Lan", "Hùng", "Trang"],
     ["Truy cập {svc}", "Ghi chú {date}", "Cấu hình máy chủ"],
     ["Thứ Sáu vừa rồi bọn mình đã chuyển {svc} sang máy chủ mới.", "Từ tuần sau {name} sẽ lo phần sao lưu.",
      "Nhớ cập nhật tài liệu sau đó nhé.", "Sau khi khởi động lại thì mọi thứ chạy bình thường."],
     dict(pw_for="Mật khẩu của {svc} là {v}.", new_pw="Mật khẩu mới: {v}",
          changed="Sáng nay mình đã đổi mật khẩu {svc} thành {v}.", is_admin="{v} là mật khẩu của tài khoản admin.",
          login="Đăng nhập bằng {user} / {v}", api_key="API key của {svc}: {v}",
          token="Token của {svc} là {v}, có hiệu lực 90 ngày.", wifi="Mật khẩu Wi-Fi: {v}",
          pin="Mã PIN thẻ là {v}.", reply=("mật khẩu {svc} là gì vậy?", "đây nè: {v}")),
     dict(policy="Mật khẩu phải có ít nhất {n} ký tự và chứa một chữ số.",
          reset="Để đặt lại mật khẩu, vào Cài đặt → Bảo mật → “Quên mật khẩu”.",
          ask="Muốn lấy mật khẩu {svc} thì hỏi {name}.", vault="Mật khẩu nằm trong 1Password, kho “Vận hành”.",
          placeholder="Mật khẩu: {ph}", env="Mật khẩu được đọc từ biến {env} khi khởi động.",
          expiry="API key của {svc} hết hạn vào ngày {date}.", version="Đã nâng cấp {svc} lên phiên bản {ver}.",
          ticket="Việc đổi mật khẩu được theo dõi trong ticket {ticket}.", product="Máy chủ hiện chạy {product}.",
          host="Cơ sở dữ liệu nằm ở {host}, cổng 5432.", user="Tên đăng nhập là {user}.",
          error="Đăng nhập thất bại: “Sai mật khẩu” (HTTP 401).", url="Trang đăng nhập ở {url}.",
          rotated="Hôm qua mình đã đổi mật khẩu {svc}; mật khẩu mới ở trong kho."),
     ("Dịch vụ", "Người dùng", "Mật khẩu"), ("Máy chủ", "Tên đăng nhập", "Mật khẩu"), "Cuộc họp", "Mình")

lang("id", "Indonesian", ["Budi", "Sari", "Andi", "Dewi"],
     ["Akses {svc}", "Catatan {date}", "Konfigurasi server"],
     ["Hari Jumat kami memindahkan {svc} ke server baru.", "Mulai minggu depan {name} yang pegang backup.",
      "Jangan lupa update dokumentasinya setelah itu.", "Setelah restart semuanya jalan lagi."],
     dict(pw_for="Password {svc} adalah {v}.", new_pw="Kata sandi baru: {v}",
          changed="Tadi pagi saya ganti password {svc} jadi {v}.", is_admin="{v} itu password user admin.",
          login="Login pakai {user} / {v}", api_key="API key untuk {svc}: {v}",
          token="Token {svc} adalah {v}, berlaku 90 hari.", wifi="Password WiFi: {v}",
          pin="PIN kartunya {v}.", reply=("password {svc} apa ya?", "ini: {v}")),
     dict(policy="Kata sandi minimal {n} karakter dan harus ada angkanya.",
          reset="Untuk reset kata sandi buka Pengaturan → Keamanan → “Lupa kata sandi”.",
          ask="Minta password {svc} ke {name} saja.", vault="Password-nya disimpan di 1Password, vault “Operasional”.",
          placeholder="Kata sandi: {ph}", env="Password dibaca dari variabel {env} saat startup.",
          expiry="API key {svc} kedaluwarsa tanggal {date}.", version="{svc} sudah di-upgrade ke versi {ver}.",
          ticket="Penggantian password dilacak di tiket {ticket}.", product="Server sekarang pakai {product}.",
          host="Database ada di {host}, port 5432.", user="Username-nya {user}.",
          error="Login gagal: “Kata sandi salah” (HTTP 401).", url="Halaman login ada di {url}.",
          rotated="Kemarin password {svc} sudah saya ganti; yang baru ada di vault."),
     ("Layanan", "Pengguna", "Kata sandi"), ("Server", "Nama pengguna", "Kata sandi"), "Rapat", "Saya")

lang("tl", "Tagalog", ["Juan", "Maria", "Paolo", "Jhen"],
     ["Access sa {svc}", "Mga tala {date}", "Setup ng server"],
     ["Noong Biyernes, inilipat namin ang {svc} sa bagong server.", "Simula sa susunod na linggo, si {name} na ang bahala sa backup.",
      "Huwag kalimutang i-update ang dokumentasyon pagkatapos.", "Gumagana na ulit ang lahat pagkatapos ng restart."],
     dict(pw_for="Ang password ng {svc} ay {v}.", new_pw="Bagong password: {v}",
          changed="Pinalitan ko na ang password ng {svc}, {v} na ngayon.", is_admin="{v} ang password ng admin user.",
          login="Mag-login gamit ang {user} / {v}", api_key="API key para sa {svc}: {v}",
          token="Ang token ng {svc} ay {v}, valid ito nang 90 araw.", wifi="Password ng WiFi: {v}",
          pin="Ang PIN ng card ay {v}.", reply=("ano ulit password ng {svc}?", "eto: {v}")),
     dict(policy="Dapat hindi bababa sa {n} character ang password at may kasamang numero.",
          reset="Para i-reset ang password, pumunta sa Settings → Security → “Forgot password”.",
          ask="Tanungin si {name} para sa password ng {svc}.", vault="Nasa 1Password ang password, sa vault na “Ops”.",
          placeholder="Password: {ph}", env="Binabasa ang password mula sa {env} pag-start.",
          expiry="Mag-e-expire ang API key ng {svc} sa {date}.", version="In-upgrade namin ang {svc} sa version {ver}.",
          ticket="Naka-track sa ticket {ticket} ang pagpapalit ng password.", product="{product} na ang tumatakbo sa server.",
          host="Nasa {host} ang database, port 5432.", user="Ang username ay {user}.",
          error="Hindi naka-login: “Maling password” (HTTP 401).", url="Nasa {url} ang login page.",
          rotated="Pinalitan ko kahapon ang password ng {svc}; nasa vault ang bago."),
     ("Serbisyo", "User", "Password"), ("Server", "Username", "Password"), "Pulong", "Ako")

lang("sw", "Swahili", ["Juma", "Amina", "Baraka", "Neema"],
     ["Ufikiaji wa {svc}", "Madokezo {date}", "Mipangilio ya seva"],
     ["Ijumaa tulihamisha {svc} kwenda seva mpya.", "Kuanzia wiki ijayo {name} atashughulikia nakala rudufu.",
      "Usisahau kusasisha nyaraka baadaye.", "Baada ya kuwasha upya kila kitu kinafanya kazi tena."],
     dict(pw_for="Nenosiri la {svc} ni {v}.", new_pw="Nenosiri jipya: {v}",
          changed="Asubuhi nimebadilisha nenosiri la {svc} kuwa {v}.", is_admin="{v} ndilo nenosiri la mtumiaji admin.",
          login="Ingia kwa {user} / {v}", api_key="Ufunguo wa API wa {svc}: {v}",
          token="Tokeni ya {svc} ni {v}, inadumu siku 90.", wifi="Nenosiri la Wi-Fi: {v}",
          pin="PIN ya kadi ni {v}.", reply=("nenosiri la {svc} ni lipi?", "hili hapa: {v}")),
     dict(policy="Nenosiri lazima liwe na angalau herufi {n} na liwe na tarakimu moja.",
          reset="Kuweka upya nenosiri nenda Mipangilio → Usalama → “Umesahau nenosiri?”.",
          ask="Muulize {name} nenosiri la {svc}.", vault="Nenosiri liko kwenye 1Password, ndani ya vault ya “Uendeshaji”.",
          placeholder="Nenosiri: {ph}", env="Nenosiri husomwa kutoka kwa kigezo {env} wakati wa kuanza.",
          expiry="Ufunguo wa API wa {svc} unaisha muda tarehe {date}.", version="Tumesasisha {svc} hadi toleo {ver}.",
          ticket="Ubadilishaji wa nenosiri unafuatiliwa kwenye tiketi {ticket}.", product="Seva sasa inaendesha {product}.",
          host="Hifadhidata iko kwenye {host}, bandari 5432.", user="Jina la mtumiaji ni {user}.",
          error="Kuingia kumeshindikana: “Nenosiri si sahihi” (HTTP 401).", url="Ukurasa wa kuingia uko kwenye {url}.",
          rotated="Jana nilibadilisha nenosiri la {svc}; jipya liko kwenye vault."),
     ("Huduma", "Mtumiaji", "Nenosiri"), ("Seva", "Jina la mtumiaji", "Nenosiri"), "Mkutano", "Mimi")

# --------------------------------------------------------------------------
# values
B62 = string.ascii_letters + string.digits
B64U = B62 + "-_"
HEX = "0123456789abcdef"
SYMS = "!@#$%^&*-_=+?~"
VOW = "aeiou"
CONS = "bcdfghjkmnprstvwxz"

PW_KINDS = ["human_year", "human_bang", "pwgen", "symbols", "passphrase", "base62"]
PW_WEIGHTS = [4, 4, 3, 3, 3, 1]
TOKEN_KINDS = ["vendor", "base62", "hex"]
TOKEN_WEIGHTS = [5, 3, 2]

VENDORS = [  # (name of vendor used as {svc}, shape)
    ("GitHub", "ghp"), ("GitHub", "github_pat"), ("GitLab", "glpat"), ("Slack", "xoxb"), ("Stripe", "sk_live"),
    ("npm", "npm"), ("Hugging Face", "hf"), ("SendGrid", "sg"), ("Google Maps", "aiza"), ("OpenAI", "skproj"),
]


def rs(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def alnum_end(rng, s):
    """Force first and last char alphanumeric."""
    if not s[0].isalnum():
        s = rng.choice(B62) + s[1:]
    if not s[-1].isalnum():
        s = s[:-1] + rng.choice(B62)
    return s


def gen_vendor(rng, shape):
    if shape == "ghp":
        return "ghp_" + rs(rng, B62, 36)
    if shape == "github_pat":
        return "github_pat_" + rs(rng, B62, 22) + "_" + rs(rng, B62, 59)
    if shape == "glpat":
        return "glpat-" + alnum_end(rng, rs(rng, B64U, 20))
    if shape == "xoxb":
        return "xoxb-%d-%d-%s" % (rng.randint(10**10, 10**12), rng.randint(10**11, 10**13), rs(rng, B62, 24))
    if shape == "sk_live":
        return "sk_live_" + rs(rng, B62, rng.randint(24, 34))
    if shape == "npm":
        return "npm_" + rs(rng, B62, 36)
    if shape == "hf":
        return "hf_" + rs(rng, string.ascii_letters, 34)
    if shape == "sg":
        return "SG." + alnum_end(rng, rs(rng, B64U, 22)) + "." + alnum_end(rng, rs(rng, B64U, 43))
    if shape == "aiza":
        return "AIza" + alnum_end(rng, rs(rng, B64U, 35))
    if shape == "skproj":
        return "sk-proj-" + alnum_end(rng, rs(rng, B64U, 48))
    raise ValueError(shape)


def gen_pwgen(rng):
    n = rng.randint(8, 12)
    out = []
    while len(out) < n:
        out.append(rng.choice(CONS))
        out.append(rng.choice(VOW))
        if rng.random() < 0.3:
            out.append(rng.choice(VOW))
    out = out[:n]
    i = rng.randrange(1, n)
    out[i] = rng.choice(string.digits)
    j = rng.randrange(n)
    while j == i:
        j = rng.randrange(n)
    out[j] = out[j].upper()
    return "".join(out)


def gen_value(rng, kind, token=False):
    """Return (value, svc_override_or_None); token=True for api_key/token forms."""
    if kind == "human_year":
        w = rng.choice(WORDS)
        w = w.capitalize() if rng.random() < 0.8 else w
        return w + str(rng.randint(1985, 2025)), None
    if kind == "human_bang":
        w = rng.choice(WORDS)
        w = w.capitalize() if rng.random() < 0.5 else w
        sep = rng.choice("!!!!!!!#@$.")
        return w + sep + rs(rng, string.digits, rng.randint(2, 4)), None
    if kind == "pwgen":
        return gen_pwgen(rng), None
    if kind == "symbols":
        n = rng.randint(12, 20)
        while True:
            s = alnum_end(rng, rs(rng, B62 + SYMS + SYMS, n))
            if sum(c in SYMS for c in s) >= 2 and any(c.isdigit() for c in s):
                return s, None
    if kind == "passphrase":
        k = rng.randint(3, 5)
        ws = rng.sample(WORDS, k)
        return "-".join(ws), None
    if kind == "base62":
        return rs(rng, B62, rng.randint(20, 40) if token else rng.randint(12, 24)), None
    if kind == "hex":
        return rs(rng, HEX, rng.choice([32, 40, 64])), None
    if kind == "vendor":
        svc, shape = rng.choice(VENDORS)
        return gen_vendor(rng, shape), svc
    if kind == "pin":
        while True:
            p = rs(rng, string.digits, rng.choice([4, 4, 4, 6]))
            if not re.match(r"(19|20)\d\d$", p):
                return p, None
    raise ValueError(kind)


def kind_for(rng, form):
    if form == "pin":
        return "pin"
    if form in ("api_key", "token"):
        return rng.choices(TOKEN_KINDS, TOKEN_WEIGHTS)[0]
    return rng.choices(PW_KINDS, PW_WEIGHTS)[0]

# --------------------------------------------------------------------------
# note assembly
PH_RE = re.compile(r"\{(\w+)\}")


def make_ctx(rng, L, svc=None):
    return dict(svc=svc or rng.choice(SERVICES), user=rng.choice(USERS), name=rng.choice(L["names"]),
                date=rng.choice(DATES), n=str(rng.choice([8, 10, 12, 14, 16])), ph=rng.choice(PLACEHOLDERS),
                env=rng.choice(ENVS), ver=rng.choice(VERSIONS), ticket=rng.choice(TICKETS),
                product=rng.choice(PRODUCTS), host=rng.choice(HOSTS), url=rng.choice(URLS))


def fill(t, ctx):
    return PH_RE.sub(lambda m: ctx[m.group(1)], t)


class Note:
    """Accumulates text; remembers where the planted value went."""

    def __init__(self):
        self.text = ""
        self.span = None

    def add(self, s):
        self.text += s

    def add_planted(self, pre, value, post):
        self.text += pre
        self.span = (len(self.text), len(self.text) + len(value))
        self.text += value + post


def frontmatter(rng, note, L, ctx):
    if rng.random() < 0.5:
        title = fill(rng.choice(L["heads"]), ctx)
        tags = rng.choice(["[ops, access]", "[infra]", "[notes]", "[credentials]", "[home]"])
        note.add("---\ntitle: %s\nsensitivity: private\ntags: %s\n---\n\n" % (title, tags))


def heading(rng, note, L, ctx):
    if rng.random() < 0.85:
        note.add(rng.choice(["# ", "## "]) + fill(rng.choice(L["heads"]), ctx) + "\n\n")


def fillers(rng, L, ctx, k):
    return [fill(s, ctx) for s in rng.sample(L["fill"], k)]


def trailing(rng, note, L, ctx):
    """Maybe end the note with one more filler sentence not already used."""
    if rng.random() < 0.4:
        left = [s for s in (fill(t, ctx) for t in L["fill"]) if s not in note.text]
        if left:
            note.add("\n" + rng.choice(left) + "\n")


def chat_line(rng, style, who):
    if style == 0:
        return "**%s:** " % who
    if style == 1:
        return "[%02d:%02d] %s: " % (rng.randint(7, 19), rng.randint(0, 59), who)
    return "> **%s:** " % who


def wrap_sentence(rng, note, L, ctx, pre, value, post, wrapper):
    """Place one sentence (pre + value + post; value may be None) into a note body."""
    f = fillers(rng, L, ctx, 2)
    if wrapper == "para":
        lead = f[0] + " " if rng.random() < 0.6 else ""
        trail = "\n\n" + f[1] + "\n" if rng.random() < 0.6 else "\n"
        if value is None:
            note.add(lead + pre + trail)
        else:
            note.add_planted(lead + pre, value, post + trail)
    elif wrapper == "meeting":
        note.add("## %s %s\n\n- %s\n- " % (L["meet"], ctx["date"], f[0]))
        if value is None:
            note.add(pre)
        else:
            note.add_planted(pre, value, post)
        note.add("\n- %s\n" % f[1])
    elif wrapper == "bullet":
        note.add("- %s\n- " % f[0])
        if value is None:
            note.add(pre)
        else:
            note.add_planted(pre, value, post)
        note.add("\n")
    elif wrapper == "chat":
        style = rng.randrange(3)
        who = rng.choice([ctx["name"], L["me"]])
        other = ctx["name"] if who == L["me"] else L["me"]
        f = [s for s in f if ctx["name"] not in s] or [fill(L["fill"][2], ctx)]
        note.add(chat_line(rng, style, other) + f[0] + "\n")
        note.add(chat_line(rng, style, who))
        if value is None:
            note.add(pre)
        else:
            note.add_planted(pre, value, post)
        note.add("\n")
    else:
        raise ValueError(wrapper)


WRAPPERS = ["para", "meeting", "bullet", "chat"]


def build_positive(rng, L, form):
    kind = kind_for(rng, form)
    value, svc = gen_value(rng, kind, token=form in ("api_key", "token"))
    ctx = make_ctx(rng, L, svc)
    note = Note()
    frontmatter(rng, note, L, ctx)
    heading(rng, note, L, ctx)
    wrapper = form
    if form == "reply":
        q, a = L["pos"]["reply"]
        pre, post = a.split("{v}")
        style = rng.randrange(3)
        other = ctx["name"]
        note.add(chat_line(rng, style, L["me"]) + fill(q, ctx) + "\n")
        note.add(chat_line(rng, style, other))
        note.add_planted(fill(pre, ctx), value, fill(post, ctx) + "\n")
        wrapper = "chat"
    elif form == "table":
        h = L["tbl"]
        note.add("| %s | %s | %s |\n|---|---|---|\n" % h)
        other_svc = rng.choice([s for s in SERVICES if s != ctx["svc"]])
        other_row = "| %s | %s | %s |\n" % (other_svc, rng.choice(USERS), fill(rng.choice(NEG_CELLS), ctx))
        if rng.random() < 0.5:
            note.add(other_row)
        note.add_planted("| %s | %s | " % (ctx["svc"], ctx["user"]), value, " |\n")
        if rng.random() < 0.5:
            note.add(other_row.replace(other_svc, rng.choice([s for s in SERVICES if s not in (ctx["svc"], other_svc)])))
        wrapper = "table"
    elif form == "bullets":
        h = L["bul"]
        bold = rng.random() < 0.5
        lab = (lambda s: "**%s:**" % s) if bold else (lambda s: "%s:" % s)
        note.add("- %s %s\n- %s %s\n" % (lab(h[0]), rng.choice(HOSTS), lab(h[1]), ctx["user"]))
        note.add_planted("- %s " % lab(h[2]), value, "\n")
        wrapper = "bullets"
    else:
        t = L["pos"][form]
        pre, post = t.split("{v}")
        wrapper = rng.choice(WRAPPERS)
        wrap_sentence(rng, note, L, ctx, fill(pre, ctx), value, fill(post, ctx), wrapper)
    trailing(rng, note, L, ctx)
    return dict(lang=L["code"], form=form, kind=kind, wrapper=wrapper, text=note.text,
                start=note.span[0], end=note.span[1], value=value)


def build_negative(rng, L, kind):
    ctx = make_ctx(rng, L)
    note = Note()
    frontmatter(rng, note, L, ctx)
    heading(rng, note, L, ctx)
    wrapper = kind
    if kind == "table":
        h = L["tbl"]
        note.add("| %s | %s | %s |\n|---|---|---|\n" % h)
        for s in rng.sample(SERVICES, rng.randint(1, 3)):
            c2 = make_ctx(rng, L)
            note.add("| %s | %s | %s |\n" % (s, c2["user"], fill(rng.choice(NEG_CELLS), c2)))
    elif kind == "bullets":
        h = L["bul"]
        note.add("- %s: %s\n- %s: %s\n- %s: %s\n" % (h[0], ctx["host"], h[1], ctx["user"], h[2],
                                                   fill(rng.choice(NEG_CELLS), ctx)))
    else:
        wrapper = rng.choice(WRAPPERS)
        wrap_sentence(rng, note, L, ctx, fill(L["neg"][kind], ctx), None, "", wrapper)
    trailing(rng, note, L, ctx)
    return dict(lang=L["code"], kind=kind, wrapper=wrapper, text=note.text)


def build(seed, n_pos=300, n_neg=300):
    rng = random.Random(seed)
    codes = list(LANGS)
    off = {c: rng.randrange(len(FORMS)) for c in codes}
    offn = {c: rng.randrange(len(NEG_KINDS)) for c in codes}
    pos, neg = [], []
    for i in range(n_pos):
        c = codes[i % len(codes)]
        form = FORMS[(i // len(codes) + off[c]) % len(FORMS)]
        for _ in range(50):
            case = build_positive(rng, LANGS[c], form)
            if case["text"].count(case["value"]) == 1:
                break
        case["seed"] = seed
        pos.append(case)
    for i in range(n_neg):
        c = codes[i % len(codes)]
        kind = NEG_KINDS[(i // len(codes) + offn[c]) % len(NEG_KINDS)]
        case = build_negative(rng, LANGS[c], kind)
        case["seed"] = seed
        neg.append(case)
    return pos, neg

# --------------------------------------------------------------------------
# self-checks (no memstone import)
LONG_RUN = re.compile(r"[A-Za-z0-9_\-]{20,}")


def self_check(pos, neg):
    errs = []
    if len(LANGS) < 18:
        errs.append("fewer than 18 languages")
    for code, L in LANGS.items():
        for f in FORMS:
            if f in ("table", "bullets"):
                continue
            t = L["pos"].get(f)
            if t is None:
                errs.append("%s: missing form %s" % (code, f))
                continue
            a = t[1] if f == "reply" else t
            if a.count("{v}") != 1:
                errs.append("%s/%s: template needs exactly one {v}" % (code, f))
        for k in NEG_KINDS:
            if k not in ("table", "bullets") and k not in L["neg"]:
                errs.append("%s: missing negative kind %s" % (code, k))
            if k in L["neg"] and "{v}" in L["neg"][k]:
                errs.append("%s/%s: negative holds {v}" % (code, k))
        if len(L["tbl"]) != 3 or len(L["bul"]) != 3:
            errs.append("%s: header sizes" % code)
    for c in pos:
        t, s, e, v = c["text"], c["start"], c["end"], c["value"]
        if t[s:e] != v:
            errs.append("span text != value: %r vs %r" % (t[s:e], v))
        if t.count(v) != 1:
            errs.append("value occurs %d times: %s" % (t.count(v), v))
        if not (v[0].isalnum() and v[-1].isalnum()):
            errs.append("value not alnum-bounded: %r" % v)
        if "{" in t.replace("${", "") or "}" in t.replace("${API_TOKEN}", "").replace("${GITLAB_TOKEN}", ""):
            errs.append("unfilled placeholder in positive: %r" % t[:120])
    for c in neg:
        t = c["text"]
        if "{" in t.replace("${", "") or "}" in t.replace("${API_TOKEN}", "").replace("${GITLAB_TOKEN}", ""):
            errs.append("unfilled placeholder in negative: %r" % t[:120])
        for m in LONG_RUN.finditer(t):
            errs.append("long token-like run in negative: %r" % m.group(0))
    return errs

# --------------------------------------------------------------------------
# scoring


def covered(spans, s, e):
    pos = s
    for a, b in sorted(spans):
        if a > pos:
            break
        pos = max(pos, b)
        if pos >= e:
            return True
    return pos >= e


def score(pos, neg, find_secrets):
    for c in pos:
        ms = find_secrets(c["text"])
        spans = [(m.start, m.end) for m in ms]
        c["matches"] = [(m.rule, m.start, m.end) for m in ms]
        over = [(a, b) for a, b in spans if a < c["end"] and b > c["start"]]
        c["hit"] = bool(over)
        c["complete"] = covered(over, c["start"], c["end"])
        c["offspan"] = len(spans) - len(over)
    for c in neg:
        ms = find_secrets(c["text"])
        c["matches"] = [(m.rule, m.start, m.end) for m in ms]
        c["firing"] = bool(ms)


def pct(a, b):
    return "%5.1f" % (100.0 * a / b) if b else "  -  "


def table_pos(pos, key, title, names=None):
    g = defaultdict(list)
    for c in pos:
        g[c[key]].append(c)
    print("\n%s" % title)
    print("  %-14s %5s %7s %9s %8s" % (key, "n", "hit%", "complete%", "offspan"))
    for k in sorted(g, key=lambda k: (sum(c["hit"] for c in g[k]) / len(g[k]), k)):
        cs = g[k]
        label = names.get(k, k) if names else k
        print("  %-14s %5d %7s %9s %8d" % (label, len(cs), pct(sum(c["hit"] for c in cs), len(cs)),
                                          pct(sum(c["complete"] for c in cs), len(cs)),
                                          sum(1 for c in cs if c["offspan"])))


def table_neg(neg, key, title, names=None):
    g = defaultdict(list)
    for c in neg:
        g[c[key]].append(c)
    print("\n%s" % title)
    print("  %-14s %5s %8s" % (key, "n", "firing%"))
    for k in sorted(g, key=lambda k: (-sum(c["firing"] for c in g[k]) / len(g[k]), k)):
        cs = g[k]
        label = names.get(k, k) if names else k
        print("  %-14s %5d %8s" % (label, len(cs), pct(sum(c["firing"] for c in cs), len(cs))))


def table_lang(pos, neg):
    gp, gn = defaultdict(list), defaultdict(list)
    for c in pos:
        gp[c["lang"]].append(c)
    for c in neg:
        gn[c["lang"]].append(c)
    print("\nBy language")
    print("  %-12s %5s %7s %9s %5s %8s" % ("language", "pos", "hit%", "complete%", "neg", "firing%"))
    for k in sorted(LANGS, key=lambda k: (sum(c["hit"] for c in gp[k]) / max(1, len(gp[k])), k)):
        p, n = gp[k], gn[k]
        print("  %-12s %5d %7s %9s %5d %8s" % (LANGS[k]["name"], len(p), pct(sum(c["hit"] for c in p), len(p)),
                                              pct(sum(c["complete"] for c in p), len(p)), len(n),
                                              pct(sum(c["firing"] for c in n), len(n))))


def show(c, label):
    print("\n--- %s [seed %s, %s, %s, %s]" % (label, c["seed"], c["lang"], c.get("form", c["kind"]),
                                            c.get("kind") if "form" in c else c["wrapper"]))
    if "start" in c:
        print("    span [%d,%d) value=%r" % (c["start"], c["end"], c["value"]))
    print("    matches: %s" % (c["matches"],))
    for line in c["text"].rstrip("\n").split("\n"):
        print("    | " + line)


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", default="1")
    ap.add_argument("-v", action="store_true")
    ap.add_argument("--dry", action="store_true")
    ap.add_argument("--json")
    a = ap.parse_args(argv)
    seeds = [int(s) for s in a.seed.split(",") if s.strip()]
    pos, neg = [], []
    for s in seeds:
        p, n = build(s)
        pos += p
        neg += n
    errs = self_check(pos, neg)
    if a.dry:
        rng = random.Random(12345)
        for c in rng.sample(pos, 14):
            print("\n=== POS %s %s %s %s  span=%r" % (c["lang"], c["form"], c["kind"], c["wrapper"],
                                                    c["text"][c["start"]:c["end"]]))
            print(c["text"])
        for c in rng.sample(neg, 8):
            print("\n=== NEG %s %s %s" % (c["lang"], c["kind"], c["wrapper"]))
            print(c["text"])
        print("\nlanguages: %d  positives: %d  negatives: %d" % (len(LANGS), len(pos), len(neg)))
        for k in ("form", "kind"):
            cnt = defaultdict(int)
            for c in pos:
                cnt[c[k]] += 1
            print("  pos by %s: %s" % (k, dict(sorted(cnt.items()))))
        print("self-check: %s" % ("OK" if not errs else "%d problems" % len(errs)))
        for e in errs[:40]:
            print("  ! " + e)
        return 1 if errs else 0
    if errs:
        print("self-check failed:", *errs[:20], sep="\n  ")
        return 2
    from memstone.scan import find_secrets
    score(pos, neg, find_secrets)
    names = {k: L["name"] for k, L in LANGS.items()}
    np_, nn = len(pos), len(neg)
    hit = sum(c["hit"] for c in pos)
    comp = sum(c["complete"] for c in pos)
    fire = sum(c["firing"] for c in neg)
    print("bench_scan_languages2  seeds=%s  languages=%d" % (seeds, len(LANGS)))
    print("positives %d: hit %s%%  complete %s%%  (with off-span matches: %d)" % (
        np_, pct(hit, np_).strip(), pct(comp, np_).strip(), sum(1 for c in pos if c["offspan"])))
    print("negatives %d: firing %s%%" % (nn, pct(fire, nn).strip()))
    table_lang(pos, neg)
    table_pos(pos, "form", "Positives by sentence form")
    table_pos(pos, "kind", "Positives by value kind")
    table_pos(pos, "wrapper", "Positives by layout")
    table_neg(neg, "kind", "Negatives by kind")
    table_neg(neg, "wrapper", "Negatives by layout")
    if a.v:
        for c in pos:
            if not c["hit"]:
                show(c, "MISS")
        for c in pos:
            if c["hit"] and not c["complete"]:
                show(c, "INCOMPLETE")
        for c in neg:
            if c["firing"]:
                show(c, "FIRING NEGATIVE")
    if a.json:
        with open(a.json, "w", encoding="utf-8") as fh:
            json.dump(dict(seeds=seeds, positives=np_, negatives=nn, hit=hit, complete=comp, firing=fire,
                           pos=pos, neg=neg), fh, ensure_ascii=False, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
