# fmt: off
# (a frozen held-out probe: kept byte-identical to the version whose sha256 was recorded, so never reformatted)
"""Held-out probe: credentials inside SOURCE CODE quoted in Markdown memory notes.

Run:
    cd /tmp/w21/h1 && PYTHONPATH=src python benchmarks/bench_scan_code.py --seed 1,2,3
    (add -v to list every miss / partial / firing negative with its note text,
     --dry to print samples and run the self-checks without calling the scanner,
     --json PATH to dump every note with its matches and verdict)

What it builds: for each seed, ~400 positive notes, ~400 negative notes and ~60
DEBATABLE notes.  A note is a short Markdown memory note (optional YAML
frontmatter, a heading or a sentence of context, then code in a fenced block
with a language tag, an untagged fence, an indented block or an inline
snippet), in 35 languages / ecosystems and ~60 idioms.  About a third of the
fenced notes get two or three lines of ordinary surrounding code so the
credential is not always on the first line.  Credential values are drawn at
run time from a seeded generator (human-chosen and generated passwords, hex,
base64, base62, UUIDs under an explicit key name, JWTs, and vendor-shaped
tokens); nothing real-looking is stored in this file.

Scoring, per note:
  positive  - exactly ONE planted credential with its exact character span
              (when a user name accompanies a password only the password is
              the span).  hit = some match overlaps the span; complete = the
              union of match spans covers the whole span.
  negative  - code that handles credentials but holds none (env/config/vault
              reads, hashing, validation, UI strings, key/header/URL names,
              enum names, placeholders, obvious test doubles, hashes/commit
              ids/UUIDs used as identifiers, base64 of non-secrets...).
              firing = any match at all.
  DEBATABLE - reported, never scored: weak literal passwords in tests
              ("password123", "hunter2"), publishable / anon / Firebase web
              keys, Stripe test-mode keys, bcrypt hash literals, encrypted
              blobs (sops, Ansible Vault, Jasypt ENC(...)).
Decisions: "changeme", "xxx", "<your-api-key>", "YOUR_API_KEY", "", None and
obvious doubles ("test", "dummy", "fake-token") are NEGATIVES; weak but real
literal passwords are DEBATABLE.  A key concatenated from two literals
("sk_live_" + "...") is positive and its span is the random literal part.  In
an AWS pair the span is the secret access key; the AKIA key id next to it is
a recorded companion, not a second planted credential (notes whose span is
the AKIA id itself read the secret from the environment).
Results are pooled over the seeds and broken down by language and by idiom
(plus value kind and note format).

Provenance: written in the round of 2026-11-24 by a separate pass that read no
scanner code, no scanner rules and no test examples (neither memstone's nor
any other tool's), from general knowledge of how programmers write code; the
file was frozen (its sha256 reported) before its first run against the
scanner, and is kept byte-identical since.
"""

import argparse
import base64
import json
import random
import re
import string
import sys
from collections import defaultdict
from dataclasses import dataclass, field

N_POS = 400
N_NEG = 400
N_DEB = 60

B62 = string.ascii_letters + string.digits
B64URL = B62 + "-_"
HEX = "0123456789abcdef"

# --------------------------------------------------------------------------
# value generators
# --------------------------------------------------------------------------

WORDS = ["sunflower", "falcon", "winter", "orange", "dragon", "maple", "river", "coffee", "tiger", "summer",
         "harbor", "violet", "rocket", "pepper", "banjo", "cobalt", "meadow", "lantern", "walrus", "thunder",
         "biscuit", "nebula", "copper", "marble", "pickle", "saturn", "juniper", "mango", "glacier", "otter"]
MNEMONIC_WORDS = ["ability", "absorb", "actor", "adjust", "afford", "agent", "album", "alley", "anchor", "angle",
                  "arena", "armor", "artist", "assume", "awake", "bacon", "badge", "balance", "bamboo", "barrel",
                  "beach", "bicycle", "blanket", "bonus", "bracket", "brisk", "cabin", "cactus", "canal", "carbon",
                  "castle", "cereal", "chalk", "cherry", "circle", "civil", "coconut", "crane", "damp", "depart"]
WEAK_PASSWORDS = ["password123", "admin123", "secret", "letmein", "Passw0rd!", "hunter2", "test1234", "qwerty123"]
USERS = ["svc_billing", "app_user", "deploy", "reporting", "etl_runner", "admin_ro", "orders_rw", "jenkins"]
HOSTS = ["db-01.internal.example.com", "10.0.12.7", "pg.staging.example.net", "mysql.prod.internal",
         "replica-2.db.example.org", "localhost"]
ENV_NAMES = ["API_KEY", "API_TOKEN", "STRIPE_SECRET_KEY", "GITHUB_TOKEN", "DB_PASSWORD", "OPENAI_API_KEY",
             "SLACK_BOT_TOKEN", "SENDGRID_API_KEY", "AWS_SECRET_ACCESS_KEY", "CLIENT_SECRET"]


def rs(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def human_pw(rng, url=False):
    w1 = rng.choice(WORDS)
    w2 = rng.choice(WORDS)
    digits = str(rng.randint(1, 9999)).zfill(rng.choice([2, 3, 4]))
    sym = rng.choice("-_." if url else "!#*?.&+")
    shape = rng.randrange(5)
    if shape == 0:
        return w1.capitalize() + digits + sym
    if shape == 1:
        return w1 + sym + w2.capitalize() + digits
    if shape == 2:
        return w1.capitalize() + sym + digits
    if shape == 3:
        return w1 + w2.capitalize() + digits + sym
    return w1.capitalize() + w2 + sym + digits


def gen_pw(rng, url=False):
    n = rng.randint(16, 32)
    syms = "-_.~" if url else "!#%*-_.+=^~&"
    classes = [string.ascii_lowercase, string.ascii_uppercase, string.digits]
    if rng.random() < 0.6:
        classes.append(syms)
    while True:
        alphabet = "".join(classes)
        s = rng.choice(string.ascii_letters) + rs(rng, alphabet, n - 1)
        if all(any(c in cl for c in s) for cl in classes):
            return s


def b64(rng, nbytes):
    return base64.b64encode(rng.randbytes(nbytes)).decode()


def b64url_nopad(data):
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def uuid4(rng):
    h = rs(rng, HEX, 32)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def jwt(rng, payload=None):
    header = b64url_nopad(b'{"alg":"HS256","typ":"JWT"}')
    if payload is None:
        iat = rng.randint(1_700_000_000, 1_790_000_000)
        payload = {"sub": str(rng.randint(1000, 999999)), "name": rng.choice(USERS), "iat": iat,
                   "exp": iat + rng.choice([3600, 86400, 31536000])}
        if rng.random() < 0.5:
            payload["scope"] = rng.choice(["read write", "admin", "billing:read"])
    body = b64url_nopad(json.dumps(payload, separators=(",", ":")).encode())
    return f"{header}.{body}.{b64url_nopad(rng.randbytes(32))}"


def vendor(rng, name):
    if name == "stripe":
        return "sk_live_" + rs(rng, B62, rng.randint(24, 34))
    if name == "stripe_body":
        return rs(rng, B62, rng.randint(24, 34))
    if name == "ghp":
        return "ghp_" + rs(rng, B62, 36)
    if name == "ghp_body":
        return rs(rng, B62, 36)
    if name == "slack":
        return f"xoxb-{rs(rng, string.digits, 11)}-{rs(rng, string.digits, 13)}-{rs(rng, B62, 24)}"
    if name == "akia":
        return "AKIA" + rs(rng, string.ascii_uppercase + "234567", 16)
    if name == "awssecret":
        return rs(rng, B62 + "/+", 40)
    if name == "google":
        return "AIza" + rs(rng, B64URL, 35)
    if name == "gitlab":
        return "glpat-" + rs(rng, B64URL, 20)
    if name == "sendgrid":
        return "SG." + rs(rng, B64URL, 22) + "." + rs(rng, B64URL, 43)
    if name == "openai":
        if rng.random() < 0.5:
            return "sk-proj-" + rs(rng, B64URL, rng.randint(48, 120))
        return "sk-proj-" + rs(rng, B64URL, 60) + "T3BlbkFJ" + rs(rng, B64URL, 60)
    if name == "anthropic":
        return "sk-ant-api03-" + rs(rng, B64URL, 93) + "AA"
    if name == "npm":
        return "npm_" + rs(rng, B62, 36)
    raise ValueError(name)


VENDORS = ["stripe", "ghp", "slack", "google", "gitlab", "sendgrid", "openai", "anthropic", "npm"]

# kind groups: a template names one or more groups ("pw|tok"); each group expands to concrete kinds
GROUPS = {
    "pw": ["hpw", "gpw"],
    "pwu": ["hpwu", "gpwu"],
    "tok": ["hex32", "hex40", "hex64", "b64", "b62", "uuid", "jwt", "vendor", "vendor", "vendor"],
    "tokurl": ["hex32", "hex40", "b62", "uuid", "vendor"],
    "bearer": ["jwt", "jwt", "b62", "hex40", "ghp", "openai", "anthropic", "gitlab", "slack", "stripe"],
    "secret": ["hex32", "hex64", "b64", "b62", "gpw"],
    "vend": ["vendor"],
}
SECRET_KINDS = {"hpw", "gpw", "hpwu", "gpwu", "hex32", "hex40", "hex64", "b64", "b62", "uuid", "jwt", "ethpk",
                "mnemonic", "awspair", *VENDORS, "stripe_body", "ghp_body", "akia", "awssecret"}
DEB_KINDS = {"weakpw", "pk_live", "firebase", "anon_jwt", "sk_test", "bcrypt", "sops", "ansible_vault", "jasypt"}


def make_value(rng, kind):
    """Return (concrete_kind, value, companion or None)."""
    if kind == "vendor":
        kind = rng.choice(VENDORS)
    if kind == "hpw":
        return kind, human_pw(rng), None
    if kind == "gpw":
        return kind, gen_pw(rng), None
    if kind == "hpwu":
        return kind, human_pw(rng, url=True), None
    if kind == "gpwu":
        return kind, gen_pw(rng, url=True), None
    if kind.startswith("hex"):
        return kind, rs(rng, HEX, int(kind[3:])), None
    if kind == "b64":
        return kind, b64(rng, rng.randint(24, 48)), None
    if kind == "b62":
        return kind, rs(rng, B62, rng.randint(24, 48)), None
    if kind == "uuid":
        return kind, uuid4(rng), None
    if kind == "jwt":
        return kind, jwt(rng), None
    if kind == "ethpk":
        return kind, "0x" + rs(rng, HEX, 64), None
    if kind == "mnemonic":
        return kind, " ".join(rng.choice(MNEMONIC_WORDS) for _ in range(12)), None
    if kind == "awspair":
        return kind, vendor(rng, "awssecret"), vendor(rng, "akia")
    if kind in VENDORS or kind in ("stripe_body", "ghp_body", "akia", "awssecret"):
        return kind, vendor(rng, kind), None
    # DEBATABLE kinds
    if kind == "weakpw":
        return kind, rng.choice(WEAK_PASSWORDS), None
    if kind == "pk_live":
        return kind, rng.choice(["pk_live_", "pk_test_"]) + rs(rng, B62, rng.randint(24, 34)), None
    if kind == "firebase":
        return kind, vendor(rng, "google"), None
    if kind == "anon_jwt":
        iat = rng.randint(1_650_000_000, 1_750_000_000)
        return kind, jwt(rng, {"iss": "supabase", "ref": rs(rng, string.ascii_lowercase, 20), "role": "anon",
                               "iat": iat, "exp": iat + 315360000}), None
    if kind == "sk_test":
        return kind, "sk_test_" + rs(rng, B62, rng.randint(24, 34)), None
    if kind == "bcrypt":
        return kind, "$2b$12$" + rs(rng, "./" + B62, 53), None
    if kind == "sops":
        return kind, (f"ENC[AES256_GCM,data:{b64(rng, rng.randint(18, 30))},iv:{b64(rng, 32)},"
                      f"tag:{b64(rng, 16)},type:str]"), None
    if kind == "ansible_vault":
        lines = ["$ANSIBLE_VAULT;1.1;AES256"] + [rs(rng, HEX, 80) for _ in range(rng.randint(3, 5))]
        return kind, "\n".join(lines), None
    if kind == "jasypt":
        return kind, "ENC(" + b64(rng, rng.randint(24, 36)) + ")", None
    raise ValueError(kind)


def pick_kind(rng, spec):
    group = rng.choice(spec.split("|"))
    return rng.choice(GROUPS.get(group, [group]))


# non-secret filler values (identifiers, digests, data)
def filler_value(rng, name):
    if name == "U":
        return rng.choice(USERS)
    if name == "H":
        return rng.choice(HOSTS)
    if name == "ENV":
        return rng.choice(ENV_NAMES)
    if name == "MIN":
        return rng.choice(["8", "10", "12", "14", "16"])
    if name == "SHA256":
        return rs(rng, HEX, 64)
    if name == "SHA256UP":
        return rs(rng, HEX, 64).upper()
    if name == "SHA1":
        return rs(rng, HEX, 40)
    if name == "ADDR":
        return rs(rng, HEX, 40)
    if name == "MD5":
        return rs(rng, HEX, 32)
    if name == "UUID":
        return uuid4(rng)
    if name == "ARNSFX":
        return rs(rng, B62, 6)
    if name == "SRI":
        return "sha256-" + b64(rng, 32)
    if name == "NIX32":
        return rs(rng, "0123456789abcdfghijklmnpqrsvwxyz", 52)
    if name == "PNG64":
        return base64.b64encode(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + rng.randbytes(rng.randint(30, 60))).decode()
    raise ValueError(name)


# --------------------------------------------------------------------------
# languages: fence tags, file extension, ordinary surrounding lines
# --------------------------------------------------------------------------

LANGS = {
    "Python": (("python", "py"), "py", ["import logging", "import os", "log = logging.getLogger(__name__)",
                                        "TIMEOUT_S = 30", 'log.info("client ready")', "RETRIES = 3"]),
    "JavaScript": (("js", "javascript"), "js", ['const express = require("express");', "const PORT = 8080;",
                                                'console.log("client ready");', "const TIMEOUT_MS = 5000;"]),
    "TypeScript": (("ts", "typescript"), "ts", ['import { Injectable } from "@angular/core";', "const RETRIES = 3;",
                                                'console.info("ready");', 'import axios from "axios";']),
    "Go": (("go",), "go", ["timeout := 30 * time.Second", 'log.Println("client ready")', "ctx := context.Background()",
                           "defer cancel()"]),
    "Java": (("java",), "java", ["private static final int TIMEOUT_MS = 5000;", 'log.info("client ready");',
                                 "private final ObjectMapper mapper = new ObjectMapper();"]),
    "Kotlin": (("kotlin", "kt"), "kt", ["private val log = LoggerFactory.getLogger(javaClass)", "val timeoutMs = 5_000L",
                                        'log.info("client ready")']),
    "Scala": (("scala",), "scala", ["implicit val ec: ExecutionContext = ExecutionContext.global", "val timeout = 30.seconds",
                                    'logger.info("client ready")']),
    "C#": (("csharp", "cs"), "cs", ["private readonly ILogger<BillingClient> _logger;", "var timeout = TimeSpan.FromSeconds(30);",
                                    '_logger.LogInformation("client ready");']),
    "F#": (("fsharp",), "fs", ["open System", "let timeout = TimeSpan.FromSeconds 30.0", 'printfn "client ready"']),
    "PHP": (("php",), "php", ["$timeout = 30;", "$logger->info('client ready');", "use GuzzleHttp\\Client;"]),
    "Ruby": (("ruby", "rb"), "rb", ['require "net/http"', "TIMEOUT = 30", 'Rails.logger.info("client ready")']),
    "Rust": (("rust", "rs"), "rs", ["use std::time::Duration;", "let timeout = Duration::from_secs(30);",
                                    'tracing::info!("client ready");']),
    "Swift": (("swift",), "swift", ["import Foundation", "let timeout: TimeInterval = 30", 'print("client ready")']),
    "Objective-C": (("objc", "objective-c"), "m", ["#import <Foundation/Foundation.h>", "NSTimeInterval timeout = 30.0;",
                                                   'NSLog(@"client ready");']),
    "C": (("c",), "c", ["#include <stdio.h>", "#include <curl/curl.h>", "int timeout = 30;"]),
    "C++": (("cpp", "c++"), "cpp", ["#include <string>", "#include <iostream>", "constexpr int kTimeoutSec = 30;"]),
    "Dart": (("dart",), "dart", ["import 'package:http/http.dart' as http;", "const timeout = Duration(seconds: 30);",
                                 "print('client ready');"]),
    "Elixir": (("elixir", "ex"), "ex", ["require Logger", "@timeout 30_000", 'Logger.info("client ready")']),
    "Erlang": (("erlang",), "erl", ["-module(billing_client).", "-define(TIMEOUT, 30000).", "-export([start/0])."]),
    "Perl": (("perl",), "pl", ["use strict;", "use warnings;", "my $timeout = 30;"]),
    "Lua": (("lua",), "lua", ['local http = require("resty.http")', "local timeout = 30000", 'ngx.log(ngx.INFO, "client ready")']),
    "R": (("r",), "R", ["library(httr2)", "timeout_s <- 30", 'message("client ready")']),
    "Julia": (("julia",), "jl", ["using HTTP", "const TIMEOUT = 30", 'println("client ready")']),
    "Haskell": (("haskell", "hs"), "hs", ["{-# LANGUAGE OverloadedStrings #-}", "import qualified Data.Text as T",
                                          "timeoutSeconds = 30"]),
    "Clojure": (("clojure", "clj"), "clj", ["(require '[clj-http.client :as client])", "(def timeout-ms 30000)",
                                            '(println "client ready")']),
    "Groovy/Gradle": (("groovy", "gradle"), "gradle", ["apply plugin: 'maven-publish'", "group = 'com.example'",
                                                       "version = '1.4.2'"]),
    "Shell": (("bash", "sh", "zsh"), "sh", ["set -euo pipefail", 'cd "$(dirname "$0")"', 'echo "deploying..."']),
    "PowerShell": (("powershell", "ps1"), "ps1", ["$ErrorActionPreference = 'Stop'", "Set-Location $PSScriptRoot",
                                                  'Write-Host "deploying..."']),
    "Terraform": (("hcl", "terraform", "tf"), "tf", ["# managed by terraform", 'terraform {\n  required_version = ">= 1.5"\n}']),
    "SQL": (("sql",), "sql", ["BEGIN;", "-- migration 0042", "SET search_path TO app;"]),
    "Dockerfile": (("dockerfile", "docker"), "Dockerfile", ["FROM node:20-alpine", "WORKDIR /app", "COPY package*.json ./"]),
    "Ansible": (("yaml", "yml"), "yml", ["# roles/db/tasks/main.yml", "# tags: db, bootstrap"]),
    "Nix": (("nix",), "nix", ["# hosts/web01/configuration.nix", "networking.hostName = \"web01\";"]),
    "Solidity/web3": (("js", "javascript"), "js", ['require("@nomicfoundation/hardhat-toolbox");', 'const { ethers } = require("ethers");']),
    "GitHub Actions": (("yaml", "yml"), "yml", ["# .github/workflows/release.yml"]),
}

# --------------------------------------------------------------------------
# templates.  ^^V^^ = the planted value; ^^C^^ = AWS key id companion;
# ^^U^^ user, ^^H^^ host, other ^^X^^ = non-secret fillers.
# positive: (lang, idiom, kinds[, fence tag override])
# --------------------------------------------------------------------------

POS = [
    # ---------------- Python
    ("Python", "assign", "pw", 'db_password = "^^V^^"'),
    ("Python", "const", "stripe", 'STRIPE_SECRET_KEY = "^^V^^"'),
    ("Python", "member", "tok", 'class BillingClient:\n    def __init__(self):\n        self._api_token = "^^V^^"\n        self.base_url = "https://api.example.com"'),
    ("Python", "map_literal", "pw", 'DATABASES = {\n    "default": {\n        "ENGINE": "django.db.backends.postgresql",\n        "NAME": "orders",\n        "USER": "^^U^^",\n        "PASSWORD": "^^V^^",\n        "HOST": "^^H^^",\n    }\n}'),
    ("Python", "named_arg", "pw", 'conn = psycopg2.connect(host="^^H^^", user="^^U^^", password="^^V^^", dbname="orders")'),
    ("Python", "constructor", "pw", 'resp = requests.get(url, auth=HTTPBasicAuth("^^U^^", "^^V^^"), timeout=10)'),
    ("Python", "env_set", "openai", 'os.environ["OPENAI_API_KEY"] = "^^V^^"'),
    ("Python", "header", "bearer", 'headers = {"Authorization": "Bearer ^^V^^", "Accept": "application/json"}'),
    ("Python", "raw_string", "secret", 'WEBHOOK_SIGNING_SECRET = r"^^V^^"'),
    ("Python", "multiline_string", "pw", 'SMTP_CONFIG = """\n[smtp]\nhost = ^^H^^\nuser = ^^U^^\npassword = ^^V^^\n"""'),
    ("Python", "conversion", "secret", 'HMAC_KEY = b"^^V^^"'),
    ("Python", "test_fixture", "tok", '@pytest.fixture\ndef api_token():\n    return "^^V^^"'),
    ("Python", "default_param", "pw", 'def login(user="^^U^^", password="^^V^^"):\n    return session.post("/login", data={"user": user, "password": password})'),
    ("Python", "comparison", "tok", 'if request.headers.get("X-Admin-Token") == "^^V^^":\n    return admin_view(request)'),
    ("Python", "assert", "tok", 'assert client.api_key == "^^V^^"'),
    ("Python", "comment", "vend", '# old key, revoked?  ^^V^^\napi_key = os.environ["API_KEY"]'),
    ("Python", "concat", "stripe_body", 'STRIPE_KEY = "sk_live_" + "^^V^^"'),
    ("Python", "conn_string", "pwu", 'engine = create_engine("postgresql+psycopg2://^^U^^:^^V^^@^^H^^:5432/orders")'),
    ("Python", "env_default", "tok", 'API_KEY = os.getenv("API_KEY", "^^V^^")'),
    ("Python", "call_arg", "awspair", 's3 = boto3.client(\n    "s3",\n    aws_access_key_id="^^C^^",\n    aws_secret_access_key="^^V^^",\n)'),
    ("Python", "assign", "slack", 'slack = WebClient(token="^^V^^")'),
    ("Python", "setter", "tok", 'openai.api_key = "^^V^^"'),
    ("Python", "assign", "uuid", 'HEROKU_API_KEY = "^^V^^"'),
    ("Python", "return_literal", "jwt", 'def _service_token() -> str:\n    # TODO: fetch from the auth service instead\n    return "^^V^^"'),
    ("Python", "member", "pw", "class Settings(BaseSettings):\n    db_user: str = \"^^U^^\"\n    db_password: str = '^^V^^'"),
    ("Python", "call_arg", "pw", 'server.login("^^U^^", "^^V^^")'),
    ("Python", "constructor", "pw", 'auth = aiohttp.BasicAuth("^^U^^", "^^V^^")\nasync with aiohttp.ClientSession(auth=auth) as session:\n    ...'),
    ("Python", "member", "secret", 'self.secret = "^^V^^"'),
    # ---------------- JavaScript
    ("JavaScript", "assign", "tok", 'const apiKey = "^^V^^";'),
    ("JavaScript", "constructor", "stripe", "const stripe = new Stripe('^^V^^', { apiVersion: '2024-06-20' });"),
    ("JavaScript", "map_literal", "pw", "const pool = new Pool({ host: '^^H^^', user: '^^U^^', password: '^^V^^', database: 'orders' });"),
    ("JavaScript", "http_opts", "bearer", 'const res = await fetch(`${BASE_URL}/v1/charges`, {\n  method: "POST",\n  headers: { Authorization: "Bearer ^^V^^", "Content-Type": "application/json" },\n  body: JSON.stringify(payload),\n});'),
    ("JavaScript", "http_opts", "tok", 'const api = axios.create({\n  baseURL: "https://api.example.com",\n  headers: { "X-API-Key": "^^V^^" },\n});'),
    ("JavaScript", "raw_string", "slack", "const SLACK_TOKEN = `^^V^^`;"),
    ("JavaScript", "env_default", "ghp", 'const token = process.env.GITHUB_TOKEN || "^^V^^";'),
    ("JavaScript", "map_literal", "secret", 'module.exports = {\n  port: 3000,\n  jwtSecret: "^^V^^",\n};'),
    ("JavaScript", "test_fixture", "sendgrid", 'beforeEach(() => {\n  process.env.SENDGRID_API_KEY = "^^V^^";\n});'),
    ("JavaScript", "comment", "vend", '// TODO remove before merge: apiKey = "^^V^^"\nconst apiKey = process.env.API_KEY;'),
    ("JavaScript", "conn_string", "pwu", 'await mongoose.connect("mongodb+srv://^^U^^:^^V^^@^^H^^/app?retryWrites=true&w=majority");'),
    ("JavaScript", "concat", "stripe_body", "const key = 'sk_live_' + '^^V^^';"),
    ("JavaScript", "setter", "sendgrid", "sgMail.setApiKey('^^V^^');"),
    ("JavaScript", "env_set", "tok", 'process.env.API_TOKEN = "^^V^^";'),
    ("JavaScript", "header", "bearer", "xhr.setRequestHeader('Authorization', 'Bearer ^^V^^');"),
    ("JavaScript", "raw_string", "pw", "const dsnPassword = String.raw`^^V^^`;"),
    # ---------------- TypeScript
    ("TypeScript", "member", "tok", 'export class WeatherService {\n  private readonly apiKey: string = "^^V^^";\n  constructor(private http: HttpClient) {}\n}'),
    ("TypeScript", "const", "openai", 'export const OPENAI_API_KEY = "^^V^^";'),
    ("TypeScript", "map_literal", "pw", 'const config: DbConfig = { user: "^^U^^", password: "^^V^^", host: "^^H^^" };'),
    ("TypeScript", "header", "bearer", 'return this.http.get(url, {\n  headers: new HttpHeaders({ Authorization: "Bearer ^^V^^" }),\n});'),
    ("TypeScript", "map_literal", "ghp", 'const octokit = new Octokit({ auth: "^^V^^" });'),
    ("TypeScript", "default_param", "pw", 'export async function connect(user: string, password: string = "^^V^^") {\n  return createConnection({ user, password });\n}'),
    ("TypeScript", "const", "slack", 'enum Secrets {\n  SlackBot = "^^V^^",\n}'),
    ("TypeScript", "assert", "tok", 'expect(client.apiKey).toBe("^^V^^");'),
    ("TypeScript", "env_default", "anthropic", 'const anthropic = new Anthropic({ apiKey: process.env.ANTHROPIC_API_KEY ?? "^^V^^" });'),
    ("TypeScript", "raw_string", "tok", "const key = `^^V^^` as const;"),
    # ---------------- Go
    ("Go", "const", "tok", 'const apiToken = "^^V^^"'),
    ("Go", "assign", "pw", 'var dbPassword = "^^V^^"'),
    ("Go", "map_literal", "pw", 'cfg := Config{\n\tUser:     "^^U^^",\n\tPassword: "^^V^^",\n\tHost:     "^^H^^",\n}'),
    ("Go", "header", "tok", 'req.Header.Set("X-Api-Key", "^^V^^")'),
    ("Go", "header", "bearer", 'req.Header.Set("Authorization", "Bearer ^^V^^")'),
    ("Go", "env_set", "ghp", 'os.Setenv("GITHUB_TOKEN", "^^V^^")'),
    ("Go", "conversion", "secret", 'var jwtKey = []byte("^^V^^")'),
    ("Go", "raw_string", "pwu", 'dsn := `^^U^^:^^V^^@tcp(^^H^^:3306)/orders?parseTime=true`'),
    ("Go", "setter", "pw", 'req.SetBasicAuth("^^U^^", "^^V^^")'),
    ("Go", "map_literal", "tok", 'src := oauth2.StaticTokenSource(&oauth2.Token{AccessToken: "^^V^^"})'),
    ("Go", "test_fixture", "tok", 'func TestClient(t *testing.T) {\n\tc := NewClient("^^V^^")\n\tif _, err := c.Ping(); err != nil {\n\t\tt.Fatal(err)\n\t}\n}'),
    ("Go", "assign", "awssecret", 'awsSecretKey := "^^V^^"\nawsKeyID := os.Getenv("AWS_ACCESS_KEY_ID")'),
    # ---------------- Java
    ("Java", "const", "tok", 'private static final String API_KEY = "^^V^^";'),
    ("Java", "assign", "pw", 'String dbPassword = "^^V^^";'),
    ("Java", "annotation", "stripe", '@Value("${stripe.secret-key:^^V^^}")\nprivate String stripeKey;'),
    ("Java", "conversion", "pw", 'char[] password = "^^V^^".toCharArray();'),
    ("Java", "call_arg", "pw", 'Connection conn = DriverManager.getConnection(\n    "jdbc:postgresql://^^H^^:5432/orders", "^^U^^", "^^V^^");'),
    ("Java", "env_set", "pw", 'System.setProperty("javax.net.ssl.keyStorePassword", "^^V^^");'),
    ("Java", "builder", "pw", 'DataSource ds = DataSourceBuilder.create()\n    .url("jdbc:mysql://^^H^^/orders")\n    .username("^^U^^")\n    .password("^^V^^")\n    .build();'),
    ("Java", "setter", "pw", 'HikariConfig hc = new HikariConfig();\nhc.setUsername("^^U^^");\nhc.setPassword("^^V^^");'),
    ("Java", "header", "bearer", 'connection.setRequestProperty("Authorization", "Bearer ^^V^^");'),
    ("Java", "member", "tok", 'private String m_apiKey = "^^V^^";'),
    ("Java", "multiline_string", "secret", 'String body = """\n    {"client_id": "svc-reporting", "client_secret": "^^V^^"}\n    """;'),
    ("Java", "comparison", "tok", 'if ("^^V^^".equals(providedToken)) {\n    return ResponseEntity.ok(report);\n}'),
    ("Java", "concat", "ghp_body", 'String token = "ghp_" + "^^V^^";'),
    ("Java", "constructor", "pw", 'PasswordAuthentication auth = new PasswordAuthentication("^^U^^", "^^V^^".toCharArray());'),
    ("Java", "test_fixture", "tok", '@BeforeEach\nvoid setUp() {\n    client = new PaymentsClient("^^V^^");\n}'),
    # ---------------- Kotlin
    ("Kotlin", "const", "tok", 'const val API_KEY = "^^V^^"'),
    ("Kotlin", "assign", "pw", 'val password = "^^V^^"'),
    ("Kotlin", "header", "bearer", 'val client = OkHttpClient.Builder().addInterceptor { chain ->\n    chain.proceed(chain.request().newBuilder().header("Authorization", "Bearer ^^V^^").build())\n}.build()'),
    ("Kotlin", "call_arg", "pw", 'val creds = Credentials.basic("^^U^^", "^^V^^")'),
    ("Kotlin", "default_param", "pw", 'data class DbConfig(\n    val user: String = "^^U^^",\n    val password: String = "^^V^^",\n)'),
    ("Kotlin", "build_config", "google", 'buildConfigField("String", "MAPS_API_KEY", "\\"^^V^^\\"")'),
    ("Kotlin", "map_literal", "pw", 'val body = mapOf("username" to "^^U^^", "password" to "^^V^^")'),
    ("Kotlin", "env_default", "tok", 'val apiKey = System.getenv("API_KEY") ?: "^^V^^"'),
    ("Kotlin", "member", "tok", 'private var _token: String = "^^V^^"'),
    # ---------------- Scala
    ("Scala", "assign", "tok", 'val apiKey = "^^V^^"'),
    ("Scala", "named_arg", "pw", 'val db = Database.forURL("jdbc:postgresql://^^H^^/orders", user = "^^U^^", password = "^^V^^", driver = "org.postgresql.Driver")'),
    ("Scala", "const", "secret", 'private final val SigningKey: String = "^^V^^"'),
    ("Scala", "map_literal", "pw", 'val creds = Map("user" -> "^^U^^", "password" -> "^^V^^")'),
    ("Scala", "header", "tok", 'basicRequest.get(uri"https://api.example.com/v1/items").header("X-Api-Key", "^^V^^")'),
    ("Scala", "constructor", "bearer", 'implicit val token: AccessToken = AccessToken("^^V^^")'),
    # ---------------- C#
    ("C#", "const", "tok", 'private const string ApiKey = "^^V^^";'),
    ("C#", "conn_string", "pwu", 'var connectionString = "Server=^^H^^;Database=Orders;User Id=^^U^^;Password=^^V^^;";'),
    ("C#", "header", "bearer", 'client.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Bearer", "^^V^^");'),
    ("C#", "constructor", "pw", 'var cred = new NetworkCredential("^^U^^", "^^V^^");'),
    ("C#", "raw_string", "secret", 'private static readonly string SigningKey = @"^^V^^";'),
    ("C#", "url_param", "tokurl", 'var url = $"https://api.example.com/v2/items?api_key=^^V^^&page={page}";'),
    ("C#", "env_set", "secret", 'Environment.SetEnvironmentVariable("AZURE_CLIENT_SECRET", "^^V^^");'),
    ("C#", "map_literal", "tok", 'var settings = new ApiSettings\n{\n    BaseUrl = "https://api.example.com",\n    ApiKey = "^^V^^",\n};'),
    ("C#", "annotation", "pw", '[Theory]\n[InlineData("^^U^^", "^^V^^")]\npublic async Task Login_Succeeds(string user, string password)'),
    ("C#", "conversion", "pw", 'var securePassword = new SecureString();\nforeach (var c in "^^V^^") securePassword.AppendChar(c);'),
    ("C#", "member", "tok", 'private string _apiToken = "^^V^^";'),
    ("C#", "header", "tok", 'request.Headers.Add("X-Api-Key", "^^V^^");'),
    ("C#", "assign", "pw", 'string strPassword = "^^V^^";'),
    # ---------------- F#
    ("F#", "assign", "tok", 'let apiKey = "^^V^^"'),
    ("F#", "conn_string", "pwu", 'let connStr = "Host=^^H^^;Username=^^U^^;Password=^^V^^;Database=orders"'),
    ("F#", "annotation", "slack", '[<Literal>]\nlet SlackToken = "^^V^^"'),
    ("F#", "map_literal", "pw", 'let creds = { User = "^^U^^"; Password = "^^V^^" }'),
    # ---------------- PHP
    ("PHP", "const", "pw", "define('DB_PASSWORD', '^^V^^');"),
    ("PHP", "assign", "tok", "$apiKey = '^^V^^';"),
    ("PHP", "map_literal", "pw", "$config = [\n    'username' => '^^U^^',\n    'password' => '^^V^^',\n];"),
    ("PHP", "setter", "stripe", "\\Stripe\\Stripe::setApiKey('^^V^^');"),
    ("PHP", "constructor", "pw", "$pdo = new PDO(\"mysql:host=^^H^^;dbname=shop\", '^^U^^', '^^V^^');"),
    ("PHP", "header", "bearer", "curl_setopt($ch, CURLOPT_HTTPHEADER, ['Authorization: Bearer ^^V^^']);"),
    ("PHP", "env_set", "secret", "putenv('MAILGUN_SECRET=^^V^^');"),
    ("PHP", "member", "secret", 'class Mailer {\n    private $secret = "^^V^^";\n}'),
    ("PHP", "multiline_string", "pw", "$ini = <<<INI\n[mail]\nuser = ^^U^^\npassword = ^^V^^\nINI;"),
    ("PHP", "env_default", "stripe", "'secret' => env('STRIPE_SECRET', '^^V^^'),"),
    ("PHP", "const", "tok", "const API_TOKEN = '^^V^^';"),
    # ---------------- Ruby
    ("Ruby", "const", "tok", 'API_KEY = "^^V^^"'),
    ("Ruby", "setter", "pw", "config.password = '^^V^^'"),
    ("Ruby", "setter", "stripe", 'Stripe.api_key = "^^V^^"'),
    ("Ruby", "env_set", "slack", 'ENV["SLACK_TOKEN"] ||= "^^V^^"'),
    ("Ruby", "named_arg", "pw", 'conn = PG.connect(host: "^^H^^", user: "^^U^^", password: "^^V^^", dbname: "app")'),
    ("Ruby", "map_literal", "pw", '{ :username => "^^U^^", :password => "^^V^^" }'),
    ("Ruby", "test_fixture", "tok", 'let(:api_key) { "^^V^^" }'),
    ("Ruby", "multiline_string", "ghp", "creds = YAML.safe_load(<<~YAML)\n  github:\n    token: ^^V^^\nYAML"),
    ("Ruby", "call_arg", "pw", 'req = Net::HTTP::Get.new(uri)\nreq.basic_auth "^^U^^", "^^V^^"'),
    ("Ruby", "env_default", "sendgrid", 'sendgrid_key = ENV.fetch("SENDGRID_API_KEY", "^^V^^")'),
    ("Ruby", "member", "tok", "def initialize\n  @token = '^^V^^'\nend"),
    # ---------------- Rust
    ("Rust", "const", "tok", 'const API_KEY: &str = "^^V^^";'),
    ("Rust", "conversion", "pw", 'let password = String::from("^^V^^");'),
    ("Rust", "conversion", "tok", 'let token = "^^V^^".to_string();'),
    ("Rust", "raw_string", "secret", 'let key = r#"^^V^^"#;'),
    ("Rust", "builder", "bearer", 'let resp = client.get(url).bearer_auth("^^V^^").send().await?;'),
    ("Rust", "builder", "pw", 'let resp = client.get(url).basic_auth("^^U^^", Some("^^V^^")).send().await?;'),
    ("Rust", "env_set", "awssecret", 'std::env::set_var("AWS_SECRET_ACCESS_KEY", "^^V^^");'),
    ("Rust", "conversion", "secret", 'let secret: &[u8] = b"^^V^^";'),
    ("Rust", "map_literal", "pw", 'let cfg = Config {\n    user: "^^U^^".into(),\n    password: "^^V^^".into(),\n    ..Default::default()\n};'),
    ("Rust", "test_fixture", "tok", '#[test]\nfn client_auth() {\n    let c = Client::new("^^V^^");\n    assert!(c.is_ok());\n}'),
    # ---------------- Swift
    ("Swift", "assign", "tok", 'let apiKey = "^^V^^"'),
    ("Swift", "const", "secret", 'enum Config {\n    static let clientSecret = "^^V^^"\n}'),
    ("Swift", "header", "bearer", 'request.setValue("Bearer ^^V^^", forHTTPHeaderField: "Authorization")'),
    ("Swift", "multiline_string", "pw", 'let body = """\n{"grant_type": "password", "username": "^^U^^", "password": "^^V^^"}\n"""'),
    ("Swift", "named_arg", "pw", 'let credential = URLCredential(user: "^^U^^", password: "^^V^^", persistence: .forSession)'),
    ("Swift", "member", "tok", 'private let token: String = "^^V^^"'),
    # ---------------- Objective-C
    ("Objective-C", "const", "tok", 'static NSString * const kAPIKey = @"^^V^^";'),
    ("Objective-C", "header", "bearer", '[request setValue:@"Bearer ^^V^^" forHTTPHeaderField:@"Authorization"];'),
    ("Objective-C", "map_literal", "pw", 'NSDictionary *params = @{@"username": @"^^U^^", @"password": @"^^V^^"};'),
    ("Objective-C", "const", "tok", '#define PARSE_CLIENT_KEY @"^^V^^"'),
    # ---------------- C
    ("C", "const", "tok", '#define API_KEY "^^V^^"'),
    ("C", "const", "pw", 'static const char *db_password = "^^V^^";'),
    ("C", "call_arg", "pwu", 'curl_easy_setopt(curl, CURLOPT_USERPWD, "^^U^^:^^V^^");'),
    ("C", "header", "bearer", 'headers = curl_slist_append(headers, "Authorization: Bearer ^^V^^");'),
    ("C", "assign", "secret", 'char secret[] = "^^V^^";'),
    ("C", "call_arg", "pw", 'if (!mysql_real_connect(conn, "^^H^^", "^^U^^", "^^V^^", "orders", 0, NULL, 0)) {\n    fprintf(stderr, "%s\\n", mysql_error(conn));\n}'),
    ("C", "comparison", "pw", 'if (strcmp(input, "^^V^^") == 0) {\n    grant_access();\n}'),
    # ---------------- C++
    ("C++", "const", "tok", 'constexpr auto kApiKey = "^^V^^";'),
    ("C++", "const", "pw", 'const std::string password = "^^V^^";'),
    ("C++", "assign", "tok", 'std::string token{"^^V^^"};'),
    ("C++", "raw_string", "secret", 'auto secret = R"(^^V^^)";'),
    ("C++", "setter", "pw", 'cli.set_basic_auth("^^U^^", "^^V^^");'),
    ("C++", "header", "bearer", 'auto r = cpr::Get(cpr::Url{url}, cpr::Header{{"Authorization", "Bearer ^^V^^"}});'),
    ("C++", "map_literal", "pw", 'std::map<std::string, std::string> creds{{"user", "^^U^^"}, {"password", "^^V^^"}};'),
    ("C++", "env_set", "gitlab", 'setenv("GITLAB_TOKEN", "^^V^^", 1);'),
    ("C++", "member", "pw", 'DbClient::DbClient() : m_user("^^U^^"), m_password("^^V^^") {}'),
    # ---------------- Dart
    ("Dart", "const", "tok", "const apiKey = '^^V^^';"),
    ("Dart", "header", "bearer", "final headers = {'Authorization': 'Bearer ^^V^^'};"),
    ("Dart", "const", "stripe", "static const String _stripeKey = '^^V^^';"),
    ("Dart", "named_arg", "pw", "final conn = PostgreSQLConnection('^^H^^', 5432, 'app', username: '^^U^^', password: '^^V^^');"),
    ("Dart", "http_opts", "tok", "final dio = Dio(BaseOptions(headers: {'x-api-key': '^^V^^'}));"),
    # ---------------- Elixir
    ("Elixir", "named_arg", "pw", 'config :my_app, MyApp.Repo,\n  username: "^^U^^",\n  password: "^^V^^",\n  hostname: "^^H^^"'),
    ("Elixir", "const", "tok", '@api_key "^^V^^"'),
    ("Elixir", "header", "bearer", 'headers = %{"Authorization" => "Bearer ^^V^^"}'),
    ("Elixir", "env_set", "stripe", 'System.put_env("STRIPE_SECRET", "^^V^^")'),
    ("Elixir", "return_literal", "hex64", 'defp secret_key_base, do: "^^V^^"'),
    ("Elixir", "map_literal", "pw", 'attrs = %{email: "ops@example.com", password: "^^V^^"}'),
    # ---------------- Erlang
    ("Erlang", "const", "tok", '-define(API_KEY, "^^V^^").'),
    ("Erlang", "call_arg", "pw", '{ok, C} = epgsql:connect("^^H^^", "^^U^^", "^^V^^", #{database => "orders"}),'),
    ("Erlang", "header", "bearer", 'Headers = [{<<"authorization">>, <<"Bearer ^^V^^">>}],'),
    # ---------------- Perl
    ("Perl", "assign", "pw", "my $password = '^^V^^';"),
    ("Perl", "call_arg", "pw", "my $dbh = DBI->connect(\"dbi:Pg:dbname=app;host=^^H^^\", '^^U^^', '^^V^^', { RaiseError => 1 });"),
    ("Perl", "map_literal", "tok", "my %conf = (api_key => q{^^V^^}, timeout => 30);"),
    ("Perl", "env_set", "awssecret", "$ENV{AWS_SECRET_ACCESS_KEY} = '^^V^^';"),
    ("Perl", "header", "tok", "$ua->default_header('X-Api-Key' => '^^V^^');"),
    ("Perl", "const", "tok", 'use constant API_TOKEN => "^^V^^";'),
    # ---------------- Lua
    ("Lua", "assign", "tok", 'local api_key = "^^V^^"'),
    ("Lua", "map_literal", "pw", 'local config = { user = "^^U^^", password = "^^V^^" }'),
    ("Lua", "header", "bearer", 'local res, err = httpc:request_uri(url, {\n  headers = { ["Authorization"] = "Bearer ^^V^^" },\n})'),
    ("Lua", "raw_string", "secret", "local secret = [[^^V^^]]"),
    # ---------------- R
    ("R", "assign", "tok", 'api_key <- "^^V^^"'),
    ("R", "env_set", "openai", 'Sys.setenv(OPENAI_API_KEY = "^^V^^")'),
    ("R", "named_arg", "pw", 'con <- dbConnect(RPostgres::Postgres(), host = "^^H^^", user = "^^U^^", password = "^^V^^")'),
    ("R", "builder", "bearer", 'resp <- request(url) |>\n  req_auth_bearer_token("^^V^^") |>\n  req_perform()'),
    # ---------------- Julia
    ("Julia", "const", "tok", 'const API_KEY = "^^V^^"'),
    ("Julia", "header", "bearer", 'headers = ["Authorization" => "Bearer ^^V^^"]'),
    ("Julia", "conn_string", "pwu", 'conn = LibPQ.Connection("host=^^H^^ dbname=app user=^^U^^ password=^^V^^")'),
    # ---------------- Haskell
    ("Haskell", "assign", "tok", 'apiKey :: Text\napiKey = "^^V^^"'),
    ("Haskell", "map_literal", "pw", 'connInfo = defaultConnectInfo { connectUser = "^^U^^", connectPassword = "^^V^^" }'),
    ("Haskell", "header", "bearer", 'let req = setRequestHeader "Authorization" ["Bearer ^^V^^"] initReq'),
    # ---------------- Clojure
    ("Clojure", "assign", "tok", '(def api-key "^^V^^")'),
    ("Clojure", "map_literal", "pw", '(def db {:dbtype "postgresql" :user "^^U^^" :password "^^V^^" :host "^^H^^"})'),
    ("Clojure", "header", "bearer", '(client/get url {:headers {"Authorization" "Bearer ^^V^^"}})'),
    # ---------------- Groovy / Gradle
    ("Groovy/Gradle", "gradle_credentials", "pw", 'repositories {\n    maven {\n        url "https://nexus.example.com/repository/maven-releases/"\n        credentials {\n            username = "^^U^^"\n            password = "^^V^^"\n        }\n    }\n}'),
    ("Groovy/Gradle", "assign", "tok", 'def apiKey = "^^V^^"'),
    ("Groovy/Gradle", "env_set", "npm", 'withEnv(["NPM_TOKEN=^^V^^"]) {\n    sh "npm publish"\n}'),
    ("Groovy/Gradle", "gradle_credentials", "pw", 'signingConfigs {\n    release {\n        storeFile file("release.jks")\n        storePassword "^^V^^"\n        keyAlias "upload"\n        keyPassword System.getenv("KEY_PASSWORD")\n    }\n}'),
    ("Groovy/Gradle", "map_literal", "pw", "def sql = Sql.newInstance(url: 'jdbc:postgresql://^^H^^/app', user: '^^U^^', password: '^^V^^', driver: 'org.postgresql.Driver')"),
    # ---------------- Shell
    ("Shell", "env_set", "tok", "export API_TOKEN='^^V^^'"),
    ("Shell", "cli_arg", "pwu", "curl -u ^^U^^:^^V^^ https://^^H^^/api/v1/status"),
    ("Shell", "header", "bearer", 'curl -H "Authorization: Bearer ^^V^^" https://api.example.com/v1/me'),
    ("Shell", "cli_arg", "pw", "mysql -h ^^H^^ -u ^^U^^ -p'^^V^^' orders < dump.sql"),
    ("Shell", "env_set", "pw", 'PGPASSWORD="^^V^^" psql -h ^^H^^ -U ^^U^^ orders'),
    ("Shell", "multiline_string", "pwu", "cat > ~/.netrc <<EOF\nmachine ^^H^^\n  login ^^U^^\n  password ^^V^^\nEOF"),
    ("Shell", "cli_arg", "pwu", "docker login -u ^^U^^ -p ^^V^^ registry.example.com"),
    ("Shell", "cli_arg", "ghp", 'gh auth login --with-token <<< "^^V^^"'),
    ("Shell", "env_set", "slack", "SLACK_BOT_TOKEN=^^V^^ node bot.js"),
    ("Shell", "env_set", "openai", 'typeset -x OPENAI_API_KEY="^^V^^"', "zsh"),
    ("Shell", "comment", "vend", "# previous token (kept for rollback): ^^V^^\nexport API_TOKEN=\"$(pass show api/token)\""),
    # ---------------- PowerShell
    ("PowerShell", "securestring", "pw", '$password = ConvertTo-SecureString "^^V^^" -AsPlainText -Force'),
    ("PowerShell", "env_set", "secret", '$env:AZURE_CLIENT_SECRET = "^^V^^"'),
    ("PowerShell", "header", "bearer", '$headers = @{ Authorization = "Bearer ^^V^^" }'),
    ("PowerShell", "securestring", "pw", "$cred = New-Object System.Management.Automation.PSCredential (\"^^U^^\", (ConvertTo-SecureString '^^V^^' -AsPlainText -Force))"),
    ("PowerShell", "header", "tok", 'Invoke-RestMethod -Uri $uri -Headers @{ "X-Api-Key" = "^^V^^" }'),
    ("PowerShell", "default_param", "tok", 'param(\n    [string]$BaseUrl = "https://api.example.com",\n    [string]$ApiKey = "^^V^^"\n)'),
    # ---------------- Terraform
    ("Terraform", "tf_default", "pw", 'variable "db_password" {\n  type    = string\n  default = "^^V^^"\n}'),
    ("Terraform", "tf_attr", "ghp", 'provider "github" {\n  owner = "example-org"\n  token = "^^V^^"\n}'),
    ("Terraform", "tf_attr", "pw", 'resource "aws_db_instance" "main" {\n  engine         = "postgres"\n  instance_class = "db.t3.micro"\n  username       = "^^U^^"\n  password       = "^^V^^"\n}'),
    ("Terraform", "tf_attr", "awspair", 'provider "aws" {\n  region     = "us-east-1"\n  access_key = "^^C^^"\n  secret_key = "^^V^^"\n}'),
    ("Terraform", "tf_attr", "hex32", 'locals {\n  datadog_api_key = "^^V^^"\n}'),
    ("Terraform", "tf_default", "tok", 'variable "api_token" {\n  type      = string\n  sensitive = true\n  default   = "^^V^^"\n}'),
    # ---------------- SQL
    ("SQL", "sql_identified_by", "pw", "CREATE USER ^^U^^ WITH PASSWORD '^^V^^';"),
    ("SQL", "sql_identified_by", "pw", "CREATE USER '^^U^^'@'%' IDENTIFIED BY '^^V^^';"),
    ("SQL", "sql_identified_by", "pw", "ALTER ROLE ^^U^^ WITH LOGIN PASSWORD '^^V^^';"),
    ("SQL", "sql_insert", "tok", "INSERT INTO api_clients (name, api_key) VALUES ('reporting', '^^V^^');"),
    ("SQL", "sql_identified_by", "pw", "CREATE USER MAPPING FOR app_user SERVER legacy_db\n  OPTIONS (user '^^U^^', password '^^V^^');"),
    # ---------------- Dockerfile
    ("Dockerfile", "docker_env", "pw", "ENV DB_PASSWORD=^^V^^"),
    ("Dockerfile", "docker_env", "npm", "ARG NPM_TOKEN=^^V^^"),
    ("Dockerfile", "docker_run", "npm", 'RUN echo "//registry.npmjs.org/:_authToken=^^V^^" > ~/.npmrc && npm ci'),
    ("Dockerfile", "docker_env", "stripe", 'ENV STRIPE_SECRET_KEY="^^V^^"'),
    # ---------------- Ansible
    ("Ansible", "ansible_vars", "pw", '- hosts: db\n  vars:\n    db_password: "^^V^^"\n  roles:\n    - postgres'),
    ("Ansible", "ansible_vars", "pw", '- name: Create app DB user\n  community.postgresql.postgresql_user:\n    name: ^^U^^\n    password: "^^V^^"\n  no_log: true'),
    ("Ansible", "ansible_vars", "tok", "# group_vars/all.yml\napi_token: ^^V^^\napi_url: https://api.example.com"),
    # ---------------- Nix
    ("Nix", "assign", "pw", 'services.grafana.settings.security.admin_password = "^^V^^";'),
    ("Nix", "env_set", "ghp", 'environment.variables.GITHUB_TOKEN = "^^V^^";'),
    # ---------------- Solidity / web3
    ("Solidity/web3", "constructor", "ethpk", 'const wallet = new ethers.Wallet("^^V^^", provider);'),
    ("Solidity/web3", "map_literal", "ethpk", 'module.exports = {\n  solidity: "0.8.24",\n  networks: {\n    sepolia: { url: SEPOLIA_RPC, accounts: ["^^V^^"] },\n  },\n};'),
    ("Solidity/web3", "const", "hex32", 'const INFURA_PROJECT_SECRET = "^^V^^";'),
    ("Solidity/web3", "map_literal", "mnemonic", 'networks: {\n  goerli: { url: RPC_URL, accounts: { mnemonic: "^^V^^" } },\n},'),
    # ---------------- GitHub Actions
    ("GitHub Actions", "env_set", "npm", "    - run: npm publish\n      env:\n        NODE_AUTH_TOKEN: ^^V^^"),
    ("GitHub Actions", "named_arg", "pw", "    - uses: docker/login-action@v3\n      with:\n        username: ^^U^^\n        password: ^^V^^"),
]

# negative: (lang, idiom, code)
NEG = [
    # ---------------- Python
    ("Python", "env_read", 'api_key = os.getenv("^^ENV^^")'),
    ("Python", "env_read", 'settings.SECRET_KEY = env("DJANGO_SECRET_KEY")'),
    ("Python", "config_read", 'password = config["database"]["password"]'),
    ("Python", "vault_read", 'secret = client.secrets.kv.v2.read_secret_version(path="billing")["data"]["data"]["api_key"]'),
    ("Python", "vault_read", 'db_password = secrets_client.get_secret_value(SecretId="prod/db/password")["SecretString"]'),
    ("Python", "vault_read", 'api_key = secrets.get("stripe_api_key")'),
    ("Python", "vault_read", 'password = vault.read("secret/data/db")["data"]["password"]'),
    ("Python", "config_read", 'self.secret = settings.WEBHOOK_SECRET'),
    ("Python", "hashing", "hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt())"),
    ("Python", "hashing", "if not check_password(raw_password, user.password_hash):\n    raise PermissionDenied"),
    ("Python", "validation", "MIN_PASSWORD_LENGTH = ^^MIN^^"),
    ("Python", "validation", r'PASSWORD_REGEX = r"^(?=.*[A-Z])(?=.*\d)(?=.*[^\w\s]).{12,}$"'),
    ("Python", "validation", 'if len(password) < ^^MIN^^:\n    raise ValueError("password too short")'),
    ("Python", "key_name", 'API_KEY_HEADER = "X-API-Key"'),
    ("Python", "key_name", 'TOKEN_URL = "https://oauth2.googleapis.com/token"'),
    ("Python", "key_name", 'SECRET_NAME = "prod/db/password"'),
    ("Python", "key_name", 'TOKEN_TYPE = "Bearer"\nPASSWORD_FIELD = "password"'),
    ("Python", "enum_name", 'class TokenType(str, Enum):\n    ACCESS_TOKEN = "access_token"\n    REFRESH_TOKEN = "refresh_token"'),
    ("Python", "enum_name", 'GRANT_TYPE_PASSWORD = "password"\nGRANT_TYPE_CLIENT_CREDENTIALS = "client_credentials"'),
    ("Python", "placeholder", 'api_key = "<your-api-key>"'),
    ("Python", "placeholder", 'API_KEY = "YOUR_API_KEY"  # replace with your own key'),
    ("Python", "placeholder", 'DB_PASSWORD = "changeme"'),
    ("Python", "placeholder", 'token = "xxx"\nsecret = "..."'),
    ("Python", "placeholder", 'password = ""\napi_key = None  # TODO: load from vault'),
    ("Python", "fake_double", 'client = Client(api_key="fake-token")'),
    ("Python", "fake_double", '@pytest.fixture\ndef creds():\n    return {"user": "test", "password": "dummy"}'),
    ("Python", "hash_ident", 'EXPECTED_SHA256 = "^^SHA256^^"'),
    ("Python", "hash_ident", 'PINNED_COMMIT = "^^SHA1^^"'),
    ("Python", "hash_ident", "ETAG = '\"^^MD5^^\"'"),
    ("Python", "generation_call", "nonce = secrets.token_hex(16)\nstate = secrets.token_urlsafe(32)"),
    ("Python", "interpolation", 'cache_key = f"user:{user_id}:token"'),
    ("Python", "interpolation", 'dsn = "postgresql://%(user)s:%(password)s@%(host)s/%(db)s" % cfg'),
    ("Python", "interpolation", 'url = f"postgresql://{user}:{password}@{host}/app"'),
    ("Python", "interpolation", 'headers = {"Authorization": f"Bearer {token}"}'),
    ("Python", "b64_data", 'ICON = "data:image/png;base64,^^PNG64^^"'),
    ("Python", "prompt_input", 'password = getpass.getpass("DB password: ")'),
    ("Python", "handling", 'logger.info("token=%s", mask(token))\nREDACTED = "********"'),
    ("Python", "uuid_ident", 'request_id = "^^UUID^^"'),
    ("Python", "ui_string", 'raise AuthenticationFailed("Password is incorrect")'),
    ("Python", "ui_string", 'api_key = forms.CharField(label="API key", widget=forms.PasswordInput(attrs={"placeholder": "Enter your token"}))'),
    ("Python", "i18n_key", 'messages.success(request, _("auth.password.reset.emailSent"))'),
    ("Python", "sql_column", 'cursor.execute("SELECT password_hash FROM users WHERE email = %s", (email,))'),
    ("Python", "type_name", "class PasswordResetTokenRepository(BaseRepository[PasswordResetToken]):\n    model = PasswordResetToken"),
    ("Python", "default_param_ref", "def login(user, password=None, token=DEFAULT_TOKEN):\n    ..."),
    ("Python", "env_read", 's3 = boto3.client(\n    "s3",\n    aws_access_key_id=os.environ["AWS_ACCESS_KEY_ID"],\n    aws_secret_access_key=os.environ["AWS_SECRET_ACCESS_KEY"],\n)'),
    # ---------------- JavaScript
    ("JavaScript", "env_read", "const apiKey = process.env.^^ENV^^;"),
    ("JavaScript", "hashing", "const { password } = req.body;\nconst ok = await bcrypt.compare(password, user.passwordHash);"),
    ("JavaScript", "validation", 'if (password.length < MIN_PASSWORD_LENGTH) {\n  throw new Error("Password must be at least ^^MIN^^ characters");\n}'),
    ("JavaScript", "ui_string", '<input type="password" name="apiKey" placeholder="Enter your API key" />', "jsx"),
    ("JavaScript", "key_name", 'const TOKEN_URL = "https://oauth2.googleapis.com/token";'),
    ("JavaScript", "interpolation", "const res = await fetch(url, {\n  headers: { Authorization: `Bearer ${token}` },\n});"),
    ("JavaScript", "placeholder", 'const apiKey = "YOUR_API_KEY"; // replace me'),
    ("JavaScript", "uuid_ident", 'const requestId = "^^UUID^^";'),
    ("JavaScript", "generation_call", 'const nonce = crypto.randomBytes(16).toString("hex");'),
    ("JavaScript", "i18n_key", 'showToast(t("auth.password.reset.emailSent"));'),
    ("JavaScript", "config_read", 'const { password, user } = config.get("db");'),
    ("JavaScript", "http_opts_ref", 'const api = axios.create({\n  baseURL: process.env.API_URL,\n  headers: { "X-API-Key": process.env.API_KEY },\n});'),
    ("JavaScript", "fake_double", 'jest.mock("./stripe", () => ({ createClient: () => ({ apiKey: "test" }) }));'),
    # ---------------- TypeScript
    ("TypeScript", "env_read", 'const apiKey: string = process.env.^^ENV^^ ?? "";'),
    ("TypeScript", "enum_name", 'export enum TokenType {\n  AccessToken = "access_token",\n  RefreshToken = "refresh_token",\n}'),
    ("TypeScript", "type_name", "export class PasswordResetTokenRepository extends Repository<PasswordResetToken> {}"),
    ("TypeScript", "validation", r"const PASSWORD_REGEX = /^(?=.*[A-Z])(?=.*\d).{12,}$/;"),
    ("TypeScript", "vault_read", 'const secret = await sm.getSecretValue({ SecretId: "prod/db/password" }).promise();'),
    ("TypeScript", "placeholder", 'const client = new Client({ apiKey: "<your-api-key>" });'),
    ("TypeScript", "enum_name", 'export const GRANT_TYPE_PASSWORD = "password";'),
    ("TypeScript", "type_name", "interface Credentials {\n  username: string;\n  password: string;\n  apiKey?: string;\n}"),
    ("TypeScript", "ui_string", 'this.error = "Invalid email or password";'),
    # ---------------- Go
    ("Go", "env_read", 'token := os.Getenv("^^ENV^^")'),
    ("Go", "hashing", "hash, err := bcrypt.GenerateFromPassword([]byte(password), bcrypt.DefaultCost)"),
    ("Go", "validation", 'if len(password) < ^^MIN^^ {\n\treturn errors.New("password too short")\n}'),
    ("Go", "key_name", 'const authHeader = "Authorization"'),
    ("Go", "hash_ident", 'const expectedSHA256 = "^^SHA256^^"'),
    ("Go", "interpolation", 'dsn := fmt.Sprintf("%s:%s@tcp(%s)/%s", cfg.User, cfg.Password, cfg.Host, cfg.DB)'),
    ("Go", "type_name", 'type Config struct {\n\tUser     string `json:"user"`\n\tPassword string `json:"password" yaml:"password"`\n}'),
    ("Go", "generation_call", "buf := make([]byte, 32)\nif _, err := rand.Read(buf); err != nil {\n\treturn err\n}"),
    ("Go", "vault_read", 'secret, err := client.Logical().Read("secret/data/billing")'),
    ("Go", "header_ref", 'req.Header.Set("Authorization", "Bearer "+token)'),
    # ---------------- Java
    ("Java", "env_read", 'String apiKey = System.getenv("^^ENV^^");'),
    ("Java", "config_read", '@Value("${db.password}")\nprivate String dbPassword;'),
    ("Java", "hashing", "String hashed = passwordEncoder.encode(rawPassword);"),
    ("Java", "validation", "public static final int MIN_PASSWORD_LENGTH = ^^MIN^^;"),
    ("Java", "key_name", 'public static final String PASSWORD_FIELD = "password";'),
    ("Java", "type_name", "public interface PasswordResetTokenRepository extends JpaRepository<PasswordResetToken, Long> {}"),
    ("Java", "ui_string", 'throw new BadCredentialsException("Invalid username or password");'),
    ("Java", "config_read", 'ds.setPassword(env.getProperty("spring.datasource.password"));'),
    ("Java", "builder_ref", "DataSource ds = DataSourceBuilder.create()\n    .url(props.getUrl())\n    .username(props.getUsername())\n    .password(props.getPassword())\n    .build();"),
    ("Java", "fake_double", 'when(tokenService.issue(any())).thenReturn("dummy-token");'),
    # ---------------- Kotlin
    ("Kotlin", "config_read", "val apiKey = BuildConfig.MAPS_API_KEY"),
    ("Kotlin", "env_read", 'val token = System.getenv("GITHUB_TOKEN") ?: error("GITHUB_TOKEN not set")'),
    ("Kotlin", "validation", 'require(password.length >= ^^MIN^^) { "Password must be at least ^^MIN^^ characters" }'),
    ("Kotlin", "interpolation", 'val header = "Bearer $token"'),
    ("Kotlin", "enum_name", 'enum class GrantType(val value: String) {\n    PASSWORD("password"),\n    CLIENT_CREDENTIALS("client_credentials"),\n}'),
    ("Kotlin", "placeholder", "var apiKey: String? = null"),
    ("Kotlin", "build_config", 'buildConfigField("String", "MAPS_API_KEY", "\\"${localProps["MAPS_API_KEY"]}\\"")'),
    # ---------------- Scala
    ("Scala", "env_read", 'val apiKey = sys.env.getOrElse("API_KEY", "")'),
    ("Scala", "config_read", 'val password = config.getString("db.password")'),
    ("Scala", "interpolation", 'val auth = s"Bearer ${token.value}"'),
    ("Scala", "type_name", "final case class Credentials(user: String, password: String)"),
    ("Scala", "hashing", "val hashed = BCrypt.hashpw(password, BCrypt.gensalt())"),
    # ---------------- C#
    ("C#", "env_read", 'var apiKey = Environment.GetEnvironmentVariable("^^ENV^^");'),
    ("C#", "config_read", 'var password = Configuration["Database:Password"];'),
    ("C#", "vault_read", 'KeyVaultSecret secret = await client.GetSecretAsync("db-password");'),
    ("C#", "validation", "[Required, MinLength(^^MIN^^)]\npublic string Password { get; set; }"),
    ("C#", "hashing", "var hash = BCrypt.Net.BCrypt.HashPassword(model.Password);"),
    ("C#", "key_name", 'public const string ApiKeyHeaderName = "X-API-Key";'),
    ("C#", "ui_string", 'ModelState.AddModelError("Password", "The password is incorrect.");'),
    ("C#", "interpolation", 'var connectionString = $"Server={host};Database=Orders;User Id={user};Password={password};";'),
    ("C#", "header_ref", 'client.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Bearer", accessToken);'),
    # ---------------- F#
    ("F#", "env_read", 'let apiKey = Environment.GetEnvironmentVariable "API_KEY"'),
    ("F#", "hashing", "let hashed = BCrypt.Net.BCrypt.HashPassword password"),
    ("F#", "type_name", "type Credentials = { User: string; Password: string }"),
    # ---------------- PHP
    ("PHP", "env_read", "$password = getenv('DB_PASSWORD');"),
    ("PHP", "config_read", "'password' => env('DB_PASSWORD'),"),
    ("PHP", "hashing", "$hash = password_hash($password, PASSWORD_DEFAULT);"),
    ("PHP", "hashing", "if (!password_verify($input, $user->password_hash)) {\n    throw new AuthException('Invalid credentials');\n}"),
    ("PHP", "i18n_key", "'reset' => 'Your password has been reset!',"),
    ("PHP", "sql_column", "$stmt = $pdo->prepare('SELECT id, password_hash FROM users WHERE email = ?');"),
    ("PHP", "placeholder", "$apiKey = ''; // set in .env"),
    ("PHP", "interpolation", '$header = "Authorization: Bearer {$token}";'),
    # ---------------- Ruby
    ("Ruby", "env_read", 'api_key = ENV.fetch("^^ENV^^")'),
    ("Ruby", "config_read", "Rails.application.credentials.dig(:aws, :secret_access_key)"),
    ("Ruby", "validation", "validates :password, length: { minimum: ^^MIN^^ }"),
    ("Ruby", "hashing", "has_secure_password\n\ndef login(params)\n  user&.authenticate(params[:password])\nend"),
    ("Ruby", "interpolation", 'headers["Authorization"] = "Bearer #{token}"'),
    ("Ruby", "ui_string", 'flash[:alert] = "Invalid email or password."'),
    ("Ruby", "placeholder", "Stripe.api_key = nil # set via credentials"),
    ("Ruby", "fake_double", 'let(:api_key) { "fake-api-key" }'),
    # ---------------- Rust
    ("Rust", "env_read", 'let token = std::env::var("API_TOKEN").expect("API_TOKEN must be set");'),
    ("Rust", "hashing", "let hash = argon2.hash_password(password.as_bytes(), &salt)?.to_string();"),
    ("Rust", "key_name", '#[serde(rename = "access_token")]\npub access_token: String,'),
    ("Rust", "interpolation", 'let auth = format!("Bearer {}", token);'),
    ("Rust", "key_name", 'const TOKEN_URL: &str = "https://github.com/login/oauth/access_token";'),
    ("Rust", "hash_ident", 'const PINNED_REV: &str = "^^SHA1^^";'),
    # ---------------- Swift
    ("Swift", "config_read", 'let apiKey = Bundle.main.object(forInfoDictionaryKey: "API_KEY") as? String'),
    ("Swift", "vault_read", 'let password = try keychain.get("password")'),
    ("Swift", "validation", "guard password.count >= ^^MIN^^ else { return .tooShort }"),
    ("Swift", "ui_string", 'passwordField.placeholder = NSLocalizedString("Password", comment: "password field placeholder")'),
    ("Swift", "env_read", 'let token = ProcessInfo.processInfo.environment["API_TOKEN"]'),
    # ---------------- Objective-C
    ("Objective-C", "config_read", 'NSString *apiKey = [[NSBundle mainBundle] objectForInfoDictionaryKey:@"APIKey"];'),
    ("Objective-C", "vault_read", 'NSString *password = [SAMKeychain passwordForService:@"com.example.app" account:username];'),
    ("Objective-C", "key_name", 'static NSString * const kPasswordKey = @"password";'),
    # ---------------- C
    ("C", "env_read", 'const char *token = getenv("API_TOKEN");'),
    ("C", "validation", "if (strlen(password) < MIN_PASSWORD_LEN) {\n    return ERR_TOO_SHORT;\n}"),
    ("C", "ui_string", '#define PASSWORD_PROMPT "Enter password: "'),
    ("C", "prompt_input", 'char *pw = getpass("Password: ");'),
    ("C", "handling", "explicit_bzero(password, sizeof(password));"),
    # ---------------- C++
    ("C++", "env_read", 'const char* key = std::getenv("API_KEY");'),
    ("C++", "config_read", 'auto pw = config.get<std::string>("db.password");'),
    ("C++", "key_name", 'static constexpr std::string_view kTokenHeader = "X-Auth-Token";'),
    ("C++", "hashing", "std::string hash = sha256(password + salt);"),
    ("C++", "hash_ident", 'constexpr char kExpectedDigest[] = "^^SHA256^^";'),
    # ---------------- Dart
    ("Dart", "env_read", "const apiKey = String.fromEnvironment('API_KEY');"),
    ("Dart", "config_read", "final apiKey = dotenv.env['API_KEY'];"),
    ("Dart", "validation", "validator: (v) => (v == null || v.length < ^^MIN^^) ? 'Password too short' : null,"),
    ("Dart", "ui_string", "decoration: const InputDecoration(labelText: 'API key', hintText: 'Paste your token'),"),
    ("Dart", "vault_read", "final token = await storage.read(key: 'access_token');"),
    # ---------------- Elixir
    ("Elixir", "env_read", 'api_key = System.get_env("API_KEY")'),
    ("Elixir", "env_read", 'config :my_app, MyApp.Repo,\n  username: System.fetch_env!("DB_USER"),\n  password: System.fetch_env!("DB_PASSWORD")'),
    ("Elixir", "hashing", "Bcrypt.verify_pass(password, user.hashed_password)"),
    ("Elixir", "validation", "|> validate_length(:password, min: ^^MIN^^, max: 72)"),
    ("Elixir", "interpolation", 'headers = [{"authorization", "Bearer #{token}"}]'),
    # ---------------- Erlang
    ("Erlang", "env_read", 'Key = os:getenv("API_KEY"),'),
    ("Erlang", "config_read", "{ok, Password} = application:get_env(my_app, db_password),"),
    # ---------------- Perl
    ("Perl", "env_read", 'my $password = $ENV{DB_PASSWORD} // die "DB_PASSWORD not set";'),
    ("Perl", "hashing", "my $hash = crypt($password, $salt);"),
    ("Perl", "validation", 'die "Password too short\\n" if length($password) < ^^MIN^^;'),
    ("Perl", "config_read", "my $token = $cfg->param('api.token');"),
    # ---------------- Lua
    ("Lua", "env_read", 'local api_key = os.getenv("API_KEY")'),
    ("Lua", "handling", "local auth = ngx.var.http_authorization"),
    ("Lua", "validation", 'if #password < ^^MIN^^ then\n  return nil, "password too short"\nend'),
    # ---------------- R
    ("R", "env_read", 'api_key <- Sys.getenv("API_KEY")'),
    ("R", "vault_read", 'password <- keyring::key_get("db", username = "^^U^^")'),
    ("R", "prompt_input", 'pw <- rstudioapi::askForPassword("Database password")'),
    # ---------------- Julia
    ("Julia", "env_read", 'api_key = get(ENV, "API_KEY", "")'),
    ("Julia", "env_read", 'token = ENV["GITHUB_TOKEN"]'),
    # ---------------- Haskell
    ("Haskell", "env_read", 'apiKey <- getEnv "API_KEY"'),
    ("Haskell", "type_name", "newtype Password = Password Text deriving (Eq)"),
    # ---------------- Clojure
    ("Clojure", "env_read", '(def api-key (System/getenv "API_KEY"))'),
    ("Clojure", "hashing", "(hashers/derive password {:alg :bcrypt+sha512})"),
    ("Clojure", "config_read", "(def db {:dbtype \"postgresql\" :user (env :db-user) :password (env :db-password)})"),
    # ---------------- Groovy / Gradle
    ("Groovy/Gradle", "config_read", 'credentials {\n    username = project.findProperty("mavenUser") ?: System.getenv("MAVEN_USER")\n    password = project.findProperty("mavenPassword") ?: System.getenv("MAVEN_PASSWORD")\n}'),
    ("Groovy/Gradle", "vault_read", "withCredentials([string(credentialsId: 'github-token', variable: 'GITHUB_TOKEN')]) {\n    sh 'gh release create v1.4.2'\n}"),
    ("Groovy/Gradle", "ci_secret_ref", "sh 'curl -H \"Authorization: token $GITHUB_TOKEN\" https://api.github.com/user'"),
    # ---------------- Shell
    ("Shell", "ci_secret_ref", 'curl -H "Authorization: Bearer $API_TOKEN" https://api.example.com/v1/me'),
    ("Shell", "vault_read", 'export DB_PASSWORD="$(vault kv get -field=password secret/db)"'),
    ("Shell", "prompt_input", 'read -rsp "Password: " password'),
    ("Shell", "env_read", ': "${API_KEY:?API_KEY must be set}"'),
    ("Shell", "generation_call", "openssl rand -hex 32 > .session_secret"),
    ("Shell", "ci_secret_ref", 'echo "$GITHUB_TOKEN" | docker login ghcr.io -u "$GITHUB_ACTOR" --password-stdin'),
    ("Shell", "hash_ident", 'echo "^^SHA256^^  release.tar.gz" | sha256sum -c -'),
    ("Shell", "hash_ident", "git checkout ^^SHA1^^"),
    ("Shell", "placeholder", 'export OPENAI_API_KEY="sk-..."  # put your key here'),
    # ---------------- PowerShell
    ("PowerShell", "prompt_input", '$password = Read-Host -AsSecureString "Password"'),
    ("PowerShell", "env_read", "$apiKey = $env:API_KEY"),
    ("PowerShell", "vault_read", '$secret = Get-AzKeyVaultSecret -VaultName "kv-prod" -Name "db-password" -AsPlainText'),
    ("PowerShell", "prompt_input", '$cred = Get-Credential -UserName "^^U^^" -Message "Enter the service account password"'),
    ("PowerShell", "hash_ident", '$hash = (Get-FileHash .\\setup.exe -Algorithm SHA256).Hash\nif ($hash -ne "^^SHA256UP^^") { throw "checksum mismatch" }'),
    # ---------------- Terraform
    ("Terraform", "ci_secret_ref", 'resource "aws_db_instance" "main" {\n  username = var.db_username\n  password = var.db_password\n}'),
    ("Terraform", "handling", 'variable "db_password" {\n  type      = string\n  sensitive = true\n}'),
    ("Terraform", "generation_call", 'resource "random_password" "db" {\n  length  = 32\n  special = true\n}'),
    ("Terraform", "vault_read", "password = jsondecode(data.aws_secretsmanager_secret_version.db.secret_string)[\"password\"]"),
    ("Terraform", "key_name", 'kms_key_id = "alias/my-key"'),
    ("Terraform", "key_name", 'secret_arn = "arn:aws:secretsmanager:us-east-1:123456789012:secret:prod/db/password-^^ARNSFX^^"'),
    ("Terraform", "generation_call", "password = random_password.db.result"),
    # ---------------- SQL
    ("SQL", "sql_column", "SELECT id, password_hash FROM users WHERE email = $1;"),
    ("SQL", "hashing", "UPDATE users SET password_hash = crypt($1, gen_salt('bf')) WHERE id = $2;"),
    ("SQL", "sql_column", "ALTER TABLE users ADD COLUMN api_key_hash text NOT NULL;"),
    ("SQL", "interpolation", "CREATE USER ^^U^^ WITH PASSWORD :'db_password';"),
    ("SQL", "handling", "GRANT SELECT ON ALL TABLES IN SCHEMA public TO ^^U^^;"),
    # ---------------- Dockerfile
    ("Dockerfile", "ci_secret_ref", "ARG NPM_TOKEN\nRUN npm config set //registry.npmjs.org/:_authToken=${NPM_TOKEN}"),
    ("Dockerfile", "vault_read", "RUN --mount=type=secret,id=npm_token NPM_TOKEN=$(cat /run/secrets/npm_token) npm ci"),
    ("Dockerfile", "key_name", "ENV DB_PASSWORD_FILE=/run/secrets/db_password"),
    ("Dockerfile", "hash_ident", "FROM python:3.12-slim@sha256:^^SHA256^^"),
    # ---------------- Ansible
    ("Ansible", "ci_secret_ref", '- hosts: db\n  vars:\n    db_password: "{{ vault_db_password }}"'),
    ("Ansible", "env_read", "api_token: \"{{ lookup('env', 'API_TOKEN') }}\""),
    ("Ansible", "vault_read", "password: \"{{ lookup('community.hashi_vault.hashi_vault', 'secret=secret/data/db:password') }}\""),
    ("Ansible", "interpolation", '- name: Create users\n  ansible.builtin.user:\n    name: "{{ item.name }}"\n    password: "{{ item.password | password_hash(\'sha512\') }}"\n  loop: "{{ users }}"\n  no_log: true'),
    # ---------------- Nix
    ("Nix", "vault_read", 'services.grafana.settings.security.admin_password = "$__file{/run/secrets/grafana-admin}";'),
    ("Nix", "vault_read", "passwordFile = config.age.secrets.db.path;"),
    ("Nix", "hash_ident", 'src = fetchFromGitHub {\n  owner = "example";\n  repo = "tool";\n  rev = "^^SHA1^^";\n  hash = "^^SRI^^";\n};'),
    ("Nix", "hash_ident", 'sha256 = "^^NIX32^^";'),
    # ---------------- Solidity / web3
    ("Solidity/web3", "env_read", "accounts: process.env.PRIVATE_KEY ? [process.env.PRIVATE_KEY] : [],"),
    ("Solidity/web3", "hash_ident", "address public constant TREASURY = 0x^^ADDR^^;", "solidity"),
    ("Solidity/web3", "key_name", 'bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");', "solidity"),
    ("Solidity/web3", "hash_ident", 'const txHash = "0x^^SHA256^^";'),
    # ---------------- GitHub Actions
    ("GitHub Actions", "ci_secret_ref", "    - run: npm publish\n      env:\n        NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}"),
    ("GitHub Actions", "ci_secret_ref", "    - uses: docker/login-action@v3\n      with:\n        username: ${{ github.actor }}\n        password: ${{ secrets.GITHUB_TOKEN }}"),
    ("GitHub Actions", "hash_ident", "    - uses: actions/checkout@^^SHA1^^ # v4.1.1"),
]

# DEBATABLE: (lang, idiom, value kind[, fence tag override])
DEB = [
    ("Python", "test_fixture", "weakpw", 'def test_login(client):\n    resp = client.post("/login", data={"user": "alice", "password": "^^V^^"})\n    assert resp.status_code == 200'),
    ("Python", "const", "sk_test", 'stripe.api_key = "^^V^^"  # test mode'),
    ("Python", "const", "bcrypt", "ADMIN_PASSWORD_HASH = '^^V^^'"),
    ("JavaScript", "map_literal", "firebase", 'const firebaseConfig = {\n  apiKey: "^^V^^",\n  authDomain: "example-app.firebaseapp.com",\n  projectId: "example-app",\n};'),
    ("JavaScript", "call_arg", "pk_live", "const stripePromise = loadStripe('^^V^^');"),
    ("TypeScript", "call_arg", "anon_jwt", 'export const supabase = createClient("https://abcdefghijklmnop.supabase.co", "^^V^^");'),
    ("TypeScript", "test_fixture", "sk_test", 'const stripe = new Stripe("^^V^^", { apiVersion: "2024-06-20" });'),
    ("Go", "test_fixture", "weakpw", 'const testPassword = "^^V^^"'),
    ("Java", "const", "jasypt", "spring.datasource.username=^^U^^\nspring.datasource.password=^^V^^", "properties"),
    ("Java", "test_fixture", "weakpw", '@Test\nvoid rejectsWrongPassword() {\n    assertFalse(auth.login("alice", "^^V^^"));\n}'),
    ("Kotlin", "test_fixture", "weakpw", 'private const val TEST_PASSWORD = "^^V^^"'),
    ("C#", "map_literal", "bcrypt", 'new User { Email = "admin@example.com", PasswordHash = "^^V^^" }'),
    ("PHP", "map_literal", "bcrypt", "'password' => '^^V^^', // password"),
    ("Ruby", "named_arg", "weakpw", 'User.create!(email: "admin@example.com", password: "^^V^^")'),
    ("Dart", "map_literal", "firebase", "static const FirebaseOptions android = FirebaseOptions(\n  apiKey: '^^V^^',\n  appId: '1:1234567890:android:abc123',\n  projectId: 'example-app',\n);"),
    ("SQL", "sql_insert", "bcrypt", "INSERT INTO users (email, password_hash) VALUES ('admin@example.com', '^^V^^');"),
    ("Ansible", "ansible_vars", "ansible_vault", "db_password: !vault |\n  ^^V^^"),
    ("Ansible", "ansible_vars", "sops", "db_password: ^^V^^"),
    ("Shell", "env_set", "sk_test", "export STRIPE_SECRET_KEY=^^V^^"),
    ("Swift", "const", "pk_live", 'StripeAPI.defaultPublishableKey = "^^V^^"'),
]

IDIOMS = {
    # positive idioms
    "assign": "plain assignment (any naming convention)",
    "const": "constants: const/final/define/#define/readonly/module attr",
    "member": "self./this./m_/_field/@ivar member",
    "map_literal": "dict/object/hash/struct/record/keyword literal",
    "named_arg": "named / keyword arguments",
    "call_arg": "positional call arguments",
    "constructor": "constructor / credential object",
    "builder": "builder / fluent chain",
    "setter": "setter call or attribute setter",
    "env_set": "setting an environment variable / property",
    "env_default": "env read with a literal fallback",
    "header": "Authorization / API-key header",
    "http_opts": "fetch/axios/dio client options",
    "raw_string": "raw / verbatim / template / long-bracket strings",
    "multiline_string": "triple-quoted / heredoc / text block",
    "conversion": "String::from / to_string / []byte / b\"\" / toCharArray / SecureString",
    "annotation": "annotation / attribute values",
    "test_fixture": "test fixtures",
    "conn_string": "connection string in code",
    "url_param": "key in a URL query string",
    "concat": "key concatenated from literals",
    "comment": "old key kept in a comment",
    "default_param": "default parameter value",
    "comparison": "hard-coded comparison",
    "assert": "assert / expect",
    "return_literal": "function returning a literal",
    "build_config": "Gradle buildConfigField",
    "gradle_credentials": "Gradle credentials / signing config",
    "cli_arg": "credential on a command line",
    "securestring": "PowerShell ConvertTo-SecureString",
    "tf_default": "Terraform variable default",
    "tf_attr": "Terraform provider/resource/local attribute",
    "sql_identified_by": "SQL CREATE/ALTER USER ... PASSWORD",
    "sql_insert": "SQL INSERT of a key",
    "docker_env": "Dockerfile ENV/ARG default",
    "docker_run": "Dockerfile RUN writing a token",
    "ansible_vars": "Ansible vars / module args",
    # negative idioms
    "env_read": "reading from the environment",
    "config_read": "reading from config",
    "vault_read": "reading from a vault / secret store / file",
    "ci_secret_ref": "CI / template / variable reference",
    "interpolation": "string interpolation / format placeholders",
    "hashing": "hashing / verification code",
    "validation": "length / regex validation",
    "ui_string": "UI / error message strings",
    "key_name": "names of keys, headers, URLs, ARNs, aliases",
    "enum_name": "enum / grant-type names",
    "placeholder": "placeholders and empty values",
    "fake_double": "obviously fake test doubles",
    "hash_ident": "digests, commit ids, addresses as identifiers",
    "uuid_ident": "UUIDs as request ids",
    "generation_call": "random generation calls",
    "b64_data": "base64 of non-secret data",
    "i18n_key": "i18n keys / messages",
    "type_name": "type / struct / class names",
    "sql_column": "SQL column names",
    "prompt_input": "interactive prompts",
    "handling": "masking / zeroing / sensitive flags",
    "default_param_ref": "default parameter referencing a name",
    "http_opts_ref": "client options reading env",
    "header_ref": "auth header from a variable",
    "builder_ref": "builder chain from properties",
}

# --------------------------------------------------------------------------
# note rendering
# --------------------------------------------------------------------------

SERVICES = ["billing", "payments", "search", "notifications", "analytics", "auth", "reporting", "ingest", "mailer", "export"]
CONTEXT = [
    "Here is how the {svc} client is configured:",
    "The bug was in this snippet (`{file}`):",
    "Copied from `{file}` while debugging the {svc} integration.",
    "Reference: how {svc} auth is wired up.",
    "Note to self: this is the {svc} setup we ended up with.",
    "Found this in `{file}` during the review:",
    "Snippet from the {svc} migration PR:",
    "Working version after the fix, for next time:",
    "User asked why the {svc} job fails on staging; relevant code:",
    "How the {svc} service talks to its backend:",
]
HEADINGS = ["# {Svc} client config", "## {svc}: auth setup", "### Debug notes: {svc}", "# {Svc} integration",
            "## Snippet: {file}"]
TRAILERS = ["", "", "Worked after restarting the worker.", "TODO: move this into the shared module.",
            "See also the {svc} runbook.", "The fix was merged on Tuesday.", "Ask Dana before changing this."]
INLINE = ["In `{file}` we have `{code}`, which is why {svc} worked locally.",
          "The {svc} config line was `{code}` - keep an eye on it.",
          "Quick note: `{code}` ({svc})."]


def ph_names(code):
    return re.findall(r"\^\^([A-Z0-9]+)\^\^", code)


def substitute(rng, text, kind, value, companion):
    """Replace the ^^X^^ placeholders in text; return (text, span or None, value as planted)."""
    out = []
    pos = 0
    span = None
    for m in re.finditer(r"\^\^([A-Z0-9]+)\^\^", text):
        out.append(text[pos:m.start()])
        name = m.group(1)
        if name == "V":
            v = value
            if "\n" in v:
                line_start = "".join(out).rfind("\n") + 1
                cur = "".join(out)[line_start:]
                indent = cur[:len(cur) - len(cur.lstrip(" "))]
                v = v.replace("\n", "\n" + indent)
            start = sum(len(x) for x in out)
            span = (start, start + len(v))
            out.append(v)
        elif name == "C":
            out.append(companion)
        else:
            out.append(filler_value(rng, name))
        pos = m.end()
    out.append(text[pos:])
    return "".join(out), span, (text and span and "".join(out)[span[0]:span[1]]) or value


def render(rng, lang, code, tag_override=None, allow_inline=True):
    tags, ext, fillers = LANGS[lang]
    svc = rng.choice(SERVICES)
    file = f"{svc}/{rng.choice(['client', 'config', 'settings', 'main', 'deploy', 'setup'])}.{ext}"
    if ext == "Dockerfile":
        file = f"{svc}/Dockerfile"
    fmt_ = {"svc": svc, "Svc": svc.capitalize(), "file": file}
    single = "\n" not in code and "`" not in code
    r = rng.random()
    if single and allow_inline and r < 0.12:
        fmt = "inline"
    elif r < 0.22:
        fmt = "indented"
    elif r < 0.28:
        fmt = "fence_notag"
    else:
        fmt = "fenced"
    parts = []
    if rng.random() < 0.3:
        parts.append(f"---\ntitle: {svc} {rng.choice(['client', 'config', 'auth', 'debugging'])}\n"
                     f"tags: [{svc}, {rng.choice(['config', 'debugging', 'snippet'])}]\n"
                     f"created: 2026-{rng.randint(1, 11):02d}-{rng.randint(1, 28):02d}\n---\n")
    if rng.random() < 0.5:
        parts.append(rng.choice(HEADINGS).format(**fmt_) + "\n\n")
    if fmt == "inline":
        parts.append(rng.choice(INLINE).format(code=code, **fmt_) + "\n")
        return "".join(parts), fmt
    parts.append(rng.choice(CONTEXT).format(**fmt_) + "\n\n")
    body = code
    if rng.random() < 0.35 and fillers:
        k = rng.choice([1, 2])
        before = rng.sample(fillers, min(k, len(fillers)))
        rest = [f for f in fillers if f not in before]
        after = [rng.choice(rest)] if rest and (k == 1 or rng.random() < 0.5) else []
        body = "\n".join([*before, code, *after])
        fmt += "+ctx"
    if fmt.startswith("indented"):
        parts.append("\n".join(("    " + ln) if ln else "" for ln in body.split("\n")) + "\n")
    else:
        tag = "" if fmt.startswith("fence_notag") else (tag_override or rng.choice(tags))
        parts.append(f"```{tag}\n{body}\n```\n")
    trailer = rng.choice(TRAILERS).format(**fmt_)
    if trailer:
        parts.append("\n" + trailer + "\n")
    return "".join(parts), fmt


@dataclass
class Note:
    id: str
    group: str  # pos / neg / deb
    lang: str
    idiom: str
    kind: str
    fmt: str
    text: str
    span: tuple | None = None
    value: str | None = None
    companion: str | None = None
    matches: list = field(default_factory=list)
    hit: bool = False
    complete: bool = False
    fired: bool = False


def build(seed):
    rng = random.Random(seed)
    notes = []

    def one(group, tpl, idx):
        lang, idiom, *rest = tpl
        if group == "neg":
            code = rest[0]
            tag = rest[1] if len(rest) > 1 else None
            kind, value, companion = "-", None, None
        else:
            spec, code = rest[0], rest[1]
            tag = rest[2] if len(rest) > 2 else None
            kind, value, companion = make_value(rng, pick_kind(rng, spec))
        multiline_value = value is not None and "\n" in value
        text, fmt = render(rng, lang, code, tag, allow_inline=not multiline_value)
        if multiline_value and fmt.startswith("indented"):
            text, fmt = render(rng, lang, code, tag, allow_inline=False)
            while fmt.startswith("indented"):
                text, fmt = render(rng, lang, code, tag, allow_inline=False)
        text, span, value = substitute(rng, text, kind, value, companion)
        notes.append(Note(f"s{seed}-{group}{idx:03d}", group, lang, idiom, kind, fmt, text, span, value, companion))

    for group, templates, n in (("pos", POS, N_POS), ("neg", NEG, N_NEG), ("deb", DEB, N_DEB)):
        chosen = list(templates)
        while len(chosen) < n:
            chosen.append(rng.choice(templates))
        rng.shuffle(chosen)
        for i, tpl in enumerate(chosen):
            one(group, tpl, i)
    return notes


# --------------------------------------------------------------------------
# self-checks (no scanner involved)
# --------------------------------------------------------------------------

VENDOR_RX = re.compile(r"sk_live_|sk_test_|pk_live_|pk_test_|ghp_[A-Za-z0-9]|xox[bp]-|AKIA[0-9A-Z]{16}|AIza[0-9A-Za-z_-]{10}|"
                       r"glpat-|SG\.[A-Za-z0-9_-]{10}|sk-proj-[A-Za-z0-9]|sk-ant-|npm_[A-Za-z0-9]{10}|eyJ[A-Za-z0-9_-]{10}|"
                       r"\$2b\$|ANSIBLE_VAULT|ENC\[|ENC\(")


def self_check(notes):
    problems = []
    secret_values = [n.value for n in notes if n.group in ("pos", "deb")]
    for n in notes:
        if n.group in ("pos", "deb"):
            s, e = n.span
            if n.text[s:e] != n.value:
                problems.append(f"{n.id}: span does not point at value")
            if n.text.count(n.value) != 1:
                problems.append(f"{n.id}: value occurs {n.text.count(n.value)} times")
            if "^^" in n.text:
                problems.append(f"{n.id}: unreplaced placeholder")
            masked = n.text[:s] + " " * (e - s) + n.text[e:]
            if n.companion:
                masked = masked.replace(n.companion, " " * len(n.companion))
            if n.kind == "stripe_body":
                masked = masked.replace("'sk_live_'", "").replace('"sk_live_"', "")
            m = VENDOR_RX.search(masked)
            if m:
                problems.append(f"{n.id}: second credential-like token outside the span: {m.group(0)!r}")
            for v in secret_values:
                if v != n.value and v in masked and len(v) > 8:
                    problems.append(f"{n.id}: contains another note's value")
        else:
            if "^^" in n.text:
                problems.append(f"{n.id}: unreplaced placeholder")
            m = VENDOR_RX.search(n.text)
            if m:
                problems.append(f"{n.id}: negative contains credential-like token {m.group(0)!r}")
            for v in secret_values:
                if len(v) > 8 and v in n.text:
                    problems.append(f"{n.id}: negative contains a generated value")
    for group, templates in (("pos", POS), ("neg", NEG), ("deb", DEB)):
        got_l = {n.lang for n in notes if n.group == group}
        got_i = {n.idiom for n in notes if n.group == group}
        for t in templates:
            if t[0] not in got_l or t[1] not in got_i:
                problems.append(f"{group}: template lang/idiom missing: {t[0]}/{t[1]}")
            if t[0] not in LANGS:
                problems.append(f"unknown language {t[0]}")
            if t[1] not in IDIOMS:
                problems.append(f"unknown idiom {t[1]}")
            code = t[2] if group == "neg" else t[3]
            if group != "neg" and ph_names(code).count("V") != 1:
                problems.append(f"template without exactly one ^^V^^: {t[0]}/{t[1]}")
            if group == "neg" and "V" in ph_names(code):
                problems.append(f"negative template with ^^V^^: {t[0]}/{t[1]}")
    for lang in LANGS:
        if not any(n.lang == lang and n.group == "pos" for n in notes):
            problems.append(f"language without positives: {lang}")
        if not any(n.lang == lang and n.group == "neg" for n in notes):
            problems.append(f"language without negatives: {lang}")
    used = {t[1] for t in POS} | {t[1] for t in NEG} | {t[1] for t in DEB}
    for idiom in IDIOMS:
        if idiom not in used:
            problems.append(f"idiom never used: {idiom}")
    return problems


# --------------------------------------------------------------------------
# scoring and reports
# --------------------------------------------------------------------------

def covered(span, ivs):
    s, e = span
    pos = s
    for a, b in sorted(ivs):
        if a <= pos < b:
            pos = b
        if pos >= e:
            return True
    return pos >= e


def score(notes, find_secrets):
    for n in notes:
        ms = find_secrets(n.text)
        n.matches = [(m.rule, m.start, m.end, str(getattr(m, "severity", ""))) for m in ms]
        if n.group == "neg":
            n.fired = bool(ms)
        else:
            s, e = n.span
            n.hit = any(m.start < e and m.end > s for m in ms)
            n.complete = n.hit and covered(n.span, [(m.start, m.end) for m in ms if m.end > m.start])


def pct(a, b):
    return f"{100.0 * a / b:5.1f}" if b else "   - "


def table(notes, key, title):
    rows = defaultdict(lambda: [0, 0, 0, 0, 0, 0, 0])
    for n in notes:
        r = rows[key(n)]
        if n.group == "pos":
            r[0] += 1
            r[1] += n.hit
            r[2] += n.complete
        elif n.group == "neg":
            r[3] += 1
            r[4] += n.fired
        else:
            r[5] += 1
            r[6] += n.hit
    width = max([len(str(k)) for k in rows] + [len(title)])
    print(f"\n{title:<{width}}   pos  hit%  cmpl%   neg  fire%   deb  dhit%")
    for k in sorted(rows, key=lambda k: (-(rows[k][0] + rows[k][3]), str(k))):
        r = rows[k]
        print(f"{k!s:<{width}} {r[0]:5d} {pct(r[1], r[0])} {pct(r[2], r[0])} {r[3]:5d} {pct(r[4], r[3])} "
              f"{r[5]:5d} {pct(r[6], r[5])}")


def show(n, scored=True):
    print(f"--- {n.id} [{n.group}] {n.lang} / {n.idiom} / {n.kind} / {n.fmt}")
    if n.group != "neg" and not scored:
        print(f"    span {n.span} = {n.value!r}")
    elif n.group != "neg":
        verdict = "MISS" if not n.hit else ("PARTIAL" if not n.complete else "ok")
        print(f"    {verdict}: span {n.span} = {n.value!r}")
    for rule, a, b, sev in n.matches:
        print(f"    match {rule} [{sev}] {a}-{b}: {n.text[a:b]!r}")
    for ln in n.text.rstrip("\n").split("\n"):
        print("    | " + ln)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", default="1,2,3")
    ap.add_argument("-v", "--verbose", action="store_true")
    ap.add_argument("--dry", action="store_true")
    ap.add_argument("--json")
    args = ap.parse_args()
    seeds = [int(s) for s in args.seed.split(",") if s.strip()]
    notes = []
    for seed in seeds:
        notes.extend(build(seed))
    problems = self_check(notes)
    if args.dry:
        rng = random.Random(0)
        for group in ("pos", "neg", "deb"):
            pool = [n for n in notes if n.group == group]
            for n in rng.sample(pool, min(4, len(pool))):
                show(n, scored=False)
                print()
        counts = defaultdict(int)
        for n in notes:
            counts[n.group] += 1
        print(f"seeds {seeds}: {dict(counts)}; templates pos={len(POS)} neg={len(NEG)} deb={len(DEB)}; "
              f"languages={len(LANGS)}; idioms={len(IDIOMS)}")
        print(f"positive languages: {len({n.lang for n in notes if n.group == 'pos'})}, "
              f"positive idioms: {len({n.idiom for n in notes if n.group == 'pos'})}, "
              f"negative idioms: {len({n.idiom for n in notes if n.group == 'neg'})}")
        fmts = defaultdict(int)
        for n in notes:
            fmts[n.fmt] += 1
        print("formats:", dict(sorted(fmts.items())))
        ctx = sum(1 for n in notes if n.group == "pos" and (n.fmt.endswith("+ctx") or n.text[:n.span[0]].count("\n") - n.text[:n.text.find("```") + 1].count("\n") > 1))
        print(f"positives with the value not on the code's first line (approx.): {ctx}")
        assert "memstone.scan" not in sys.modules, "dry run must not import the scanner"
        if problems:
            print(f"SELF-CHECK FAILED ({len(problems)}):")
            for p in problems[:50]:
                print("  " + p)
            sys.exit(1)
        print("self-checks OK (scanner not called)")
        return
    if problems:
        print(f"SELF-CHECK FAILED ({len(problems)}); first: {problems[:5]}")
        sys.exit(1)
    from memstone.scan import find_secrets

    score(notes, find_secrets)
    pos = [n for n in notes if n.group == "pos"]
    neg = [n for n in notes if n.group == "neg"]
    deb = [n for n in notes if n.group == "deb"]
    print(f"bench_scan_code: seeds {seeds}")
    print(f"positives {len(pos)}: hit {pct(sum(n.hit for n in pos), len(pos))}%  "
          f"complete {pct(sum(n.complete for n in pos), len(pos))}%")
    print(f"negatives {len(neg)}: firing {pct(sum(n.fired for n in neg), len(neg))}%")
    print(f"debatable {len(deb)}: hit {pct(sum(n.hit for n in deb), len(deb))}% (not scored)")
    table(notes, lambda n: n.lang, "language")
    table(notes, lambda n: n.idiom, "idiom")
    table(notes, lambda n: n.kind, "value kind")
    table(notes, lambda n: n.fmt, "format")
    if args.verbose:
        print("\n=== misses ===")
        for n in pos:
            if not n.hit:
                show(n)
        print("\n=== partials ===")
        for n in pos:
            if n.hit and not n.complete:
                show(n)
        print("\n=== firing negatives ===")
        for n in neg:
            if n.fired:
                show(n)
        print("\n=== debatable ===")
        for n in deb:
            show(n)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as fh:
            json.dump({"seeds": seeds,
                       "notes": [{k: getattr(n, k) for k in ("id", "group", "lang", "idiom", "kind", "fmt", "text",
                                                             "span", "value", "companion", "matches", "hit",
                                                             "complete", "fired")} for n in notes]},
                      fh, indent=1)


if __name__ == "__main__":
    main()
