# fmt: off
# (a frozen held-out probe: kept byte-identical to the version whose sha256 was recorded, so never reformatted)
"""Held-out probe: credentials inside CODE-CHANGE artefacts pasted into memstone notes.

Agents write memories about code changes: they paste unified diffs, `git log -p` / `git show`
output, PR review comments, merge conflicts, CI logs and lockfile bumps into Markdown notes.
This probe measures (a) whether ONE credential planted inside such an artefact is found, and
(b) whether the many hash-, id- and checksum-like strings these artefacts are full of are left
alone.

How to run
----------
    python benchmarks/bench_scan_changes.py --seed 1,2,3 [-v] [--json PATH] [--pos N] [--neg N] [--deb N]
    python benchmarks/bench_scan_changes.py --dry [--seed 1] [--samples K]

Without --dry every note is passed to memstone.scan.find_secrets(text) (imported only on that
path) and scored.  --dry never imports memstone: it builds the notes, runs the self-checks and
prints K sample notes of each kind.  Self-checks: every span lies inside its note and its
substring equals the planted value; a positive holds its value exactly once and the characters
around the span are not [A-Za-z0-9] (the span is the whole value); no negative note contains any
planted value (of any seed) nor a vendor-prefixed token; counts per kind equal the request; every
idiom and every value kind is dealt when the counts allow; building twice gives identical notes;
this file holds no token-like literal; memstone was not imported.

What it builds
--------------
Per seed, from random.Random(seed): --pos (default 300) POSITIVE, --neg (300) NEGATIVE and
--deb (40) DEBATABLE notes.  Idioms are dealt round-robin from a seed-dependent offset, value
kinds round-robin in a seed-shuffled order, so every idiom and kind appears for every seed.
Every value, hash, id and digest is generated at run time from the seeded RNG; this file stores
only vendor PREFIXES (ghp_, github_pat_, glpat-, xoxb-, sk_live_/rk_live_, AKIA, npm_, hf_,
sk-proj-, SG., AIza, sk_test_, pk_live_) and builds bodies from random base62/hex/base64.

Value kinds (positives): github_classic (ghp_/gho_/ghu_/ghs_ + 36), github_fine (github_pat_
22_59), gitlab_pat (glpat- + 20), slack_bot (xoxb- then two digit groups and 24 base62), stripe_live (sk_live_/
rk_live_ + 24|99), aws_secret (40-char secret access key, its AKIA key id printed beside it),
npm_token, hf_token, openai_key (sk-proj-...), sendgrid_key (SG.x.y), google_api (AIza + 35),
jwt (random JSON header/payload, random signature), password (human "Winter2024!"-style or
random strong), url_password (scheme://user:PASS@host), basic_auth (base64 of user:pass after
"Basic "), generic_hex (32/40/64), generic_base62 (32-48), generic_base64.  The value sits in
one of ten file formats: .env, YAML, JSON, Python, JS/TS, Terraform, Dockerfile, .properties,
ini, shell - or in a shell command (curl header, -u, --password=, URL, CLI flag).

Positive families / idioms (exactly one planted credential per note):
  unified_diff   diff_added, diff_removed, diff_context, diff_new_file, diff_multi_file,
                 diff_combined (diff --cc, ++/+ / + columns, conflict-marker merge diffs),
                 word_diff ([-old-]{+new+}, --word-diff=porcelain), side_by_side (diff -y,
                 Markdown "before | after" table, plain "old | new")
  git_history    git_log_p, git_show (commit and <rev>:<path>), git_stash_show, git_blame
                 (plain, -f, -e, boundary ^sha), git_grep (path:line:content, rev:path:...)
  review         gh_suggestion, review_quote, gitlab_mr (web copy, API JSON, glab),
                 gerrit_patchset
  merge_conflict conflict_ours, conflict_theirs, conflict_diff3 (secret in ours/theirs/base)
  ci_log         gha_log (env block, multi-line run, ##[debug]), set_x_curl, echo_env,
                 jenkins_console, test_failure (pytest/jest/go/logging), docker_build_arg,
                 terraform_plan_unmasked
  commit_text    commit_message, changelog_entry, sed_command, patch_email
Negative families / idioms (nothing should fire):
  diff_metadata  index_blob, rename_similarity, mode_change, log_oneline_shas, cat_file_commit
                 (tree/parent, PGP/SSH signature block), gerrit_change_id, trailers,
                 gpg_signature, git_describe, reflog
  lockfile       npm_lock, yarn_lock, pnpm_lock, go_sum, cargo_lock, poetry_lock,
                 requirements_hash, gemfile_lock, composer_lock, flake_lock, docker_digest
                 (+ pinned action SHAs), helm_chart_lock, tf_lock_hcl
  reference_swap ref_gha_secrets, ref_os_environ, ref_process_env, ref_vault, ref_helm_values,
                 ref_redacted (both sides placeholder or reference)
  ci_masked      gha_masked, gitlab_masked, terraform_sensitive, set_x_masked
  placeholder    test_placeholder, docs_example_env
  ids            uuid_ids, build_numbers, cache_key, artifact_digest, docker_layers,
                 sourcemap_inline, hashed_assets, coverage_ids
Debatable idioms (reported, never scored): fake_fixture, removed_later, sk_test_key,
bare_aws_key_id, revoked_token, pk_live_publishable, firebase_api_key.

Containers: fenced block (tag drawn from the artefact's set - diff, patch, console, shell, log,
text, json, hcl, markdown, dockerfile - or untagged; fence lengthened when the artefact holds
``` itself, ~~~ sometimes), indented block, inline code span (the line that holds the value, or
a hash-bearing line; never for debatable notes whose label depends on context), bare paste, fenced block inside a numbered list item, and
"multi" (the artefact plus one or two unrelated negative artefacts, each fenced).  YAML
frontmatter (type/tags/sensitivity) on ~40% of notes, a heading, an agent-style sentence,
sometimes trailing noise lines.

Scoring (per note)
------------------
POSITIVE: the span is the secret value only - not the key, quotes, +/-/space diff marker, the
words Bearer/Basic, nor the URL around it.  hit = some match overlaps the span; complete = the
union of match spans covers the span.  NEGATIVE: fired = any match at all in the note.
DEBATABLE: fraction with any match, reported only.  Output: "TOTAL hit=..% complete=..%
negatives_firing=..%", then tables by family, container, value kind, per-idiom rows with any
miss/incomplete/firing, rules firing on negatives; -v prints every missed, incomplete or fired
note with the planted span in <<< >>> and each match in [[ ]]{rule}; --json PATH writes one record
per note (seed, index, text, kind, family, idiom, container, value_kind, span, matches, hit,
complete, fired).

Labelling decisions
-------------------
 1. A secret on a REMOVED line (-) is positive: the pasted text still discloses it.  So is a
    secret on a context line, in either column of a combined diff, inside [-..-] of a word diff,
    on either side of a side-by-side view, on either side or in the base of a merge conflict,
    inside a JSON-escaped diff string, in a quoted review line or in a suggestion block, and a
    value printed alone on its own line (echo / printenv output).
 2. The span is the value only.  URL credentials: the password part only.  Basic auth: the
    base64 blob.  AWS: the span is the 40-char secret access key; the AKIA key id printed beside
    it is context, a match only on the id is not a hit.
 3. Test OUTPUT that prints a config loaded from a real (non-fixture) file is positive.
 4. Human passwords ("Winter2024!") appear only under a password-named key, flag or URL userinfo.
 5. Negative: commit/tree/blob/parent SHAs (full and short), Change-Id, GPG key ids and
    fingerprints, SSH signature fingerprints, PGP/SSH signature blocks (public data), git
    describe suffixes, integrity/checksum/h1:/narHash/zh: values, image and artifact digests,
    pinned action SHAs, UUIDs, W3C trace ids, run/job/build ids, cache keys, short runner ids,
    content-hashed asset names, inline base64 source maps (eyJ...), masked values (***,
    [MASKED], ****, (sensitive value), <sensitive>), references (${{ secrets.X }},
    os.environ[...], process.env.X, vault:..., {{ .Values.x }}, var.x, ${X}) and obvious
    placeholders (changeme, test, example, dummy, xxx, REPLACE_ME, <password>, <your-api-key>,
    empty), including placeholder passwords inside a connection URL.
 6. Debatable calls (reported only; the lean is given for the reader):
      fake_fixture        vendor-shaped RANDOM token in tests/fixtures, labelled fake in a
                          comment.  Lean positive: a scanner cannot verify "fake".
      removed_later       a secret added by one commit and removed by a later commit/patch of
                          the same pasted history (value appears twice; span = first
                          occurrence).  Lean positive: history keeps it.
      sk_test_key         Stripe test-mode secret key.  Lean positive, low severity.
      bare_aws_key_id     AKIA key id with no secret in the note.  Lean negative (identifier).
      revoked_token       token shown next to text saying it was revoked/rotated.  Lean positive
                          (the claim cannot be checked; redact anyway).
      pk_live_publishable Stripe publishable key (public by design).  Lean negative.
      firebase_api_key    AIza key inside a web firebaseConfig (public by design).  Lean
                          negative.

Provenance
----------
Written by a separate pass that read no scanner code, no scanner rules and no test examples;
frozen (sha256 recorded) before its first run against the scanner, and kept byte-identical since.
"""
import argparse
import base64
import datetime as _dt
import json
import random
import re
import string
import sys
from collections import Counter, defaultdict

MARK = "\ue000"    # where the planted value goes (replaced after the note is composed)
MARK2 = "\ue001"   # a further occurrence of the same value (debatable idioms only)
SLOT = "\ue002"    # internal placeholder while building word diffs

B62 = string.ascii_letters + string.digits
B64U = B62 + "-_"
HEXL = string.digits + "abcdef"
B32 = string.ascii_uppercase + "234567"


# --------------------------------------------------------------------------- random helpers
def rs(rng, n, alpha=B62):
    return "".join(rng.choice(alpha) for _ in range(n))


def mixed(rng, n, alpha=B62):
    while True:
        s = rs(rng, n, alpha)
        if any(c.isdigit() for c in s) and any(c.isalpha() for c in s):
            return s


def hx(rng, n):
    return mixed(rng, n, HEXL)


def rbytes(rng, n):
    return bytes(rng.getrandbits(8) for _ in range(n))


def b64(rng, n, url=False, pad=True):
    s = (base64.urlsafe_b64encode if url else base64.b64encode)(rbytes(rng, n)).decode()
    return s if pad else s.rstrip("=")


def uuid4(rng):
    h = rs(rng, 32, HEXL)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def when(rng):
    return _dt.datetime(2025, 1, 1) + _dt.timedelta(seconds=rng.randrange(480 * 86400))


TZS = ["+0100", "+0200", "+0000", "-0500", "+0530", "+0900", "-0800"]


def git_date(d, tz):
    return f"{d:%a %b} {d.day} {d:%H:%M:%S %Y} {tz}"


def mail_date(d, tz):
    return f"{d:%a}, {d.day} {d:%b %Y %H:%M:%S} {tz}"


def stamp(rng, d, msgs, style="gha"):
    out = []
    for m in msgs:
        d = d + _dt.timedelta(microseconds=rng.randrange(3000, 1500000))
        if style == "gha":
            out.append(f"{d:%Y-%m-%dT%H:%M:%S}.{d.microsecond:06d}{rng.randrange(10)}Z {m}")
        elif style == "jenkins":
            out.append(f"[{d:%Y-%m-%dT%H:%M:%S}.{d.microsecond // 1000:03d}Z] {m}")
        else:
            out.append(f"{d:%H:%M:%S} {m}")
    return out


HUMANS = [("Alice Martin", "alice@example.com"), ("Bob Chen", "bob.chen@example.org"),
          ("Priya Natarajan", "priya.n@example.dev"), ("Jonas Weber", "jonas@example.net"),
          ("Mei Tanaka", "mei.tanaka@example.com"), ("Carlos Ruiz", "carlos@example.org"),
          ("Fatima Ali", "fatima.ali@example.dev"), ("Sam Okafor", "sam.okafor@example.net")]
BOTS = [("renovate[bot]", "bot+renovate@users.noreply.github.com"),
        ("dependabot[bot]", "bot+dependabot@users.noreply.github.com")]
BRANCHES = ["feature/billing-webhook", "fix/ci-cache", "chore/rotate-config", "feature/search-v2",
            "hotfix/staging-deploy", "refactor/settings", "release/1.4", "feat/export-csv"]
SVCS = ["billing", "api", "search", "notifications", "payments", "auth", "exporter", "web"]
THINGS = ["webhook secret", "API key", "database password", "deploy token", "Slack token",
          "Stripe key", "registry credentials", "signing key", "service token"]
SUBJECTS = ["Move webhook config into settings", "Add staging deploy config", "Fix flaky retry test",
            "Wire billing client", "ci: cache pip downloads", "Refactor settings loader",
            "Add export job", "Tidy env handling", "Bump timeouts for search", "Add healthcheck"]
REPOS = ["acme/api", "acme/web", "platform/infra", "tools/billing", "acme/search"]
PW_WORDS = ["Winter", "Summer", "Autumn", "Spring", "Dragon", "Monkey", "Sunshine", "Football",
            "Shadow", "Falcon", "Harbor", "Maple", "Tiger", "Rocket", "Galaxy", "Coffee", "Pepper",
            "Orange", "Berlin", "London", "Madrid", "Phoenix", "Eagle", "Silver", "Purple",
            "Thunder", "Marble", "Cobalt", "Lantern", "Meadow"]
PLACEHOLDERS = ["changeme", "<REDACTED>", "REPLACE_ME", "example", "test", "xxx", "dummy",
                "<your-api-key>", "<password>", "your-token-here", "TODO", ""]


def person(rng):
    return rng.choice(HUMANS)


def human_password(rng, syms="!#%&*?.-_+"):
    w = lambda: rng.choice(PW_WORDS)  # noqa: E731
    p = rng.randrange(5)
    if p == 0:
        return f"{w()}{rng.randint(1990, 2026)}{rng.choice(syms)}"
    if p == 1:
        return f"{w()}{w()}{rng.randint(10, 99)}{rng.choice(syms)}"
    if p == 2:
        return f"{w().lower()}{rng.choice(syms)}{rng.randint(100, 9999)}"
    if p == 3:
        return f"{w()}{rng.randint(10, 99)}{rng.choice(syms)}{w()}"
    while True:
        s = rs(rng, rng.randint(14, 20), B62 + syms)
        if (any(c in syms for c in s) and any(c.isdigit() for c in s) and any(c.isupper() for c in s)
                and s[0].isalnum() and s[-1].isalnum()):
            return s


def jwt(rng):
    enc = lambda d: base64.urlsafe_b64encode(json.dumps(d, separators=(",", ":")).encode()).rstrip(b"=").decode()  # noqa: E731
    alg = rng.choice(["HS256", "RS256", "ES256"])
    hdr = {"alg": alg, "typ": "JWT"}
    if rng.random() < 0.5:
        hdr["kid"] = hx(rng, 8)
    now = 1735700000 + rng.randrange(4 * 10 ** 7)
    pay = {"sub": rng.choice([f"svc-{rng.choice(SVCS)}", f"user_{rng.randrange(10 ** 6)}", uuid4(rng)]),
           "iat": now, "exp": now + 3600 * rng.choice([1, 24, 720, 8760]),
           "iss": rng.choice(["https://auth.example.com", "acme-sso", "https://login.example.org/"])}
    if rng.random() < 0.5:
        pay["scope"] = rng.choice(["read:orders write:orders", "admin", "deploy"])
    sig = b64(rng, {"HS256": 32, "RS256": 256, "ES256": 64}[alg], url=True, pad=False)
    return f"{enc(hdr)}.{enc(pay)}.{sig}"


# --------------------------------------------------------------------------- value kinds
class V:
    """One planted value and how it is written: key words, right-hand side, related lines."""

    def __init__(self, kind, value, kw, rhs=MARK, pre=(), auth="bearer", host="api.example.com",
                 noun="token", extra=None):
        self.kind, self.value, self.kw, self.rhs, self.pre = kind, value, kw, rhs, list(pre)
        self.auth, self.host, self.noun, self.extra = auth, host, noun, extra or {}


KINDS = ["github_classic", "github_fine", "gitlab_pat", "slack_bot", "stripe_live", "aws_secret",
         "npm_token", "hf_token", "openai_key", "sendgrid_key", "google_api", "jwt", "password",
         "url_password", "basic_auth", "generic_hex", "generic_base62", "generic_base64"]


def make_value(rng, kind):
    c = rng.choice
    if kind == "github_classic":
        val = c(["ghp_"] * 4 + ["gho_", "ghu_", "ghs_"]) + mixed(rng, 36)
        return V(kind, val, c([["github", "token"], ["gh", "token"], ["github", "pat"], ["git", "token"]]),
                 auth="github", host="api.github.com")
    if kind == "github_fine":
        val = "github_pat_" + mixed(rng, 22) + "_" + mixed(rng, 59)
        return V(kind, val, c([["github", "token"], ["gh", "pat"], ["release", "token"]]), auth="github",
                 host="api.github.com")
    if kind == "gitlab_pat":
        val = "glpat-" + mixed(rng, 20, B64U)
        return V(kind, val, c([["gitlab", "token"], ["gitlab", "private", "token"], ["ci", "push", "token"]]),
                 auth="gitlab", host="gitlab.example.com")
    if kind == "slack_bot":
        val = f"xoxb-{rng.randrange(10 ** 10, 10 ** 12)}-{rng.randrange(10 ** 12, 10 ** 13)}-{mixed(rng, 24)}"
        return V(kind, val, c([["slack", "bot", "token"], ["slack", "token"], ["alerts", "slack", "token"]]),
                 host="slack.com")
    if kind == "stripe_live":
        val = c(["sk_live_", "sk_live_", "sk_live_", "rk_live_"]) + mixed(rng, c([24, 99]))
        return V(kind, val, c([["stripe", "secret", "key"], ["stripe", "api", "key"], ["stripe", "key"]]),
                 auth="stripe", host="api.stripe.com", noun="key")
    if kind == "aws_secret":
        akid = "AKIA" + rs(rng, 16, B32)
        val = mixed(rng, 40, B62 + "/+")
        return V(kind, val, [["aws", "secret", "access", "key"]][0], pre=[(["aws", "access", "key", "id"], akid)],
                 auth="aws", noun="secret key", extra={"akid": akid})
    if kind == "npm_token":
        return V(kind, "npm_" + mixed(rng, 36), c([["npm", "token"], ["npm", "auth", "token"]]), auth="npm",
                 host="registry.npmjs.org")
    if kind == "hf_token":
        return V(kind, "hf_" + rs(rng, 34, string.ascii_letters), c([["hf", "token"], ["hugging", "face", "hub", "token"]]),
                 auth="hf", host="huggingface.co")
    if kind == "openai_key":
        if rng.random() < 0.5:
            val = ("sk-proj-" + mixed(rng, rng.randint(56, 76), B64U) + base64.b64encode(b"OpenAI").decode()
                   + mixed(rng, rng.randint(56, 76), B64U))
        else:
            val = "sk-proj-" + mixed(rng, rng.randint(120, 156), B64U)
        while val[-1] in "-_":
            val = val[:-1] + rng.choice(B62)
        return V(kind, val, c([["openai", "api", "key"], ["openai", "key"], ["llm", "api", "key"]]),
                 host="api.openai.com", noun="key")
    if kind == "sendgrid_key":
        val = "SG." + mixed(rng, 22, B64U) + "." + mixed(rng, 43, B64U)
        while val[-1] in "-_":
            val = val[:-1] + rng.choice(B62)
        return V(kind, val, c([["sendgrid", "api", "key"], ["smtp", "api", "key"], ["mail", "api", "key"]]),
                 host="api.sendgrid.com", noun="key")
    if kind == "google_api":
        val = "AIza" + mixed(rng, 35, B64U)
        while val[-1] in "-_":
            val = val[:-1] + rng.choice(B62)
        return V(kind, val, c([["google", "api", "key"], ["maps", "api", "key"], ["gemini", "api", "key"]]),
                 auth="query", host="maps.googleapis.com", noun="key")
    if kind == "jwt":
        return V(kind, jwt(rng), c([["service", "token"], ["auth", "token"], ["internal", "jwt"], ["access", "token"]]),
                 host="api.internal.example.com")
    if kind == "password":
        val = human_password(rng)
        pre = [(["db", "user"], c(["app", "billing", "svc_api", "admin"]))] if rng.random() < 0.4 else []
        return V(kind, val, c([["db", "password"], ["database", "password"], ["smtp", "password"],
                               ["admin", "password"], ["redis", "password"], ["postgres", "password"]]),
                 pre=pre, auth="password", noun="password")
    if kind == "url_password":
        val = human_password(rng, syms="-_.~!*")
        scheme, port, name = c([("postgres", 5432, "app"), ("postgresql", 5432, "orders"), ("mysql", 3306, "shop"),
                                ("redis", 6379, "0"), ("amqp", 5672, "jobs"), ("mongodb", 27017, "events")])
        user = c(["app", "svc_api", "billing", "admin", "worker"])
        host = c(["db.internal", "10.0.3.17", "prod-db.cluster-local", "rabbitmq", "cache.internal"])
        rhs = f"{scheme}://{user}:{MARK}@{host}:{port}/{name}"
        kw = {"postgres": ["database", "url"], "postgresql": ["database", "url"], "mysql": ["database", "url"],
              "redis": ["redis", "url"], "amqp": ["amqp", "url"], "mongodb": ["mongo", "uri"]}[scheme]
        return V(kind, val, kw, rhs=rhs, auth="url", noun="connection string")
    if kind == "basic_auth":
        user = c(["deploy", "ci", "admin", "svc-export", "jenkins"])
        val = base64.b64encode(f"{user}:{human_password(rng)}".encode()).decode()
        return V(kind, val, c([["authorization"], ["auth", "header"], ["registry", "auth"]]), rhs="Basic " + MARK,
                 auth="basic", noun="header")
    if kind == "generic_hex":
        return V(kind, hx(rng, c([32, 40, 64])), c([["webhook", "secret"], ["secret", "key"], ["signing", "secret"],
                                                    ["app", "secret"], ["api", "key"]]), auth="apikey", noun="secret")
    if kind == "generic_base62":
        return V(kind, mixed(rng, rng.randint(32, 48)), c([["api", "key"], ["client", "secret"], ["access", "token"],
                                                           ["api", "token"], ["partner", "api", "key"]]), auth="apikey", noun="key")
    if kind == "generic_base64":
        while True:
            val = b64(rng, c([24, 32, 48]))
            if val[0].isalnum():
                break
        return V(kind, val, c([["encryption", "key"], ["jwt", "secret"], ["session", "secret"], ["master", "key"],
                               ["hmac", "key"]]), auth="apikey", noun="key")
    raise ValueError(kind)


def up(kw):
    return "_".join(w.upper() for w in kw)


def cmd(rng, v):
    """A shell command line that carries the value (MARK)."""
    c, h, a, N = rng.choice, v.host, v.auth, up(v.kw)
    path = c(["/v1/releases", "/v2/items?limit=50", "/api/health", "/v1/sync", "/v3/mail/send"])
    bearer = [f"curl -fsS -H 'Authorization: Bearer {MARK}' https://{h}{path}",
              f'curl -s -X POST -H "Authorization: Bearer {MARK}" -d @payload.json "https://{h}{path}"',
              f"http GET https://{h}{path} 'Authorization:Bearer {MARK}'"]
    if a == "github":
        return c(bearer[:1] + [f"git clone https://x-access-token:{MARK}@github.com/{c(REPOS)}.git",
                               f"echo {MARK} | docker login ghcr.io -u ci-bot --password-stdin",
                               f'curl -H "Authorization: token {MARK}" https://api.github.com/repos/{c(REPOS)}/releases'])
    if a == "gitlab":
        return c([f'curl --header "PRIVATE-TOKEN: {MARK}" "https://{h}/api/v4/projects/42/releases"',
                  f"git remote set-url origin https://oauth2:{MARK}@{h}/{c(REPOS)}.git"])
    if a == "stripe":
        return c([f"curl https://api.stripe.com/v1/customers -u {MARK}: -d limit=3",
                  f"stripe --api-key {MARK} customers list --limit 3"])
    if a == "aws":
        ak = v.extra["akid"]
        return c([f"AWS_ACCESS_KEY_ID={ak} AWS_SECRET_ACCESS_KEY={MARK} aws s3 sync dist/ s3://acme-web-assets/",
                  f"aws configure set aws_secret_access_key {MARK} --profile deploy"])
    if a == "npm":
        return c([f"npm config set //registry.npmjs.org/:_authToken={MARK}",
                  f'echo "//registry.npmjs.org/:_authToken={MARK}" > ~/.npmrc'])
    if a == "hf":
        return c([f"huggingface-cli login --token {MARK}", bearer[0]])
    if a == "query":
        return c([f'curl "https://{h}/maps/api/geocode/json?address=Berlin&key={MARK}"',
                  f'curl -H "x-goog-api-key: {MARK}" https://generativelanguage.googleapis.com/v1beta/models'])
    if a == "password":
        return c([f"PGPASSWORD='{MARK}' psql -h db.internal -U app -d app -c 'select 1'",
                  f"mysql -h db.internal -u app --password='{MARK}' shop",
                  f"redis-cli -h cache.internal -a '{MARK}' ping",
                  f"docker login -u deploy -p '{MARK}' registry.example.com"])
    if a == "url":
        return c([f'psql "{v.rhs}" -c "select 1"', f"./manage.py check --database-url '{v.rhs}'"])
    if a == "basic":
        return f'curl -fsS -H "Authorization: Basic {MARK}" https://nexus.example.com/repository/releases/'
    if a == "apikey":
        return c([f'curl -H "X-Api-Key: {MARK}" https://{h}{path}', bearer[1],
                  f"./bin/sync --{'-'.join(v.kw)} {MARK} --env staging"])
    return c(bearer)


# --------------------------------------------------------------------------- file formats
FMTS = ["env", "yaml", "json", "py", "js", "tf", "docker", "properties", "ini", "sh"]
PATHS = {
    "env": [".env", ".env.production", "deploy/.env.staging", "services/api/.env", ".env.local"],
    "yaml": ["config/settings.yaml", "docker-compose.yml", "k8s/deployment.yaml", "config/app.yml",
             "helm/values-prod.yaml", "ansible/group_vars/prod.yml"],
    "json": ["config/default.json", "appsettings.Production.json", "config/secrets.json", "deploy/config.prod.json"],
    "py": ["settings.py", "app/config.py", "scripts/sync_orders.py", "src/billing/client.py"],
    "js": ["src/config.js", "lib/client.ts", "server/index.js", "config/env.ts"],
    "tf": ["main.tf", "infra/rds.tf", "terraform/prod/variables.tf", "modules/app/main.tf"],
    "docker": ["Dockerfile", "docker/api.Dockerfile", "Dockerfile.prod"],
    "properties": ["src/main/resources/application.properties", "config/application-prod.properties", "gradle.properties"],
    "ini": ["config/app.ini", "deploy/settings.ini", "alembic.ini", "conf/worker.cfg"],
    "sh": ["deploy.sh", "scripts/release.sh", "bin/bootstrap", "ci/publish.sh"],
}
FILL = {
    "env": [("NODE_ENV=production", "NODE_ENV=staging"), ("PORT=3000", "PORT=8080"), ("LOG_LEVEL=info", "LOG_LEVEL=debug"),
            ("REDIS_HOST=redis", "REDIS_HOST=redis.internal"), ("FEATURE_FLAGS=search,billing", "FEATURE_FLAGS=search,billing,export"),
            ("TZ=UTC", "TZ=Europe/Berlin"), ("WORKERS=4", "WORKERS=8")],
    "yaml": [("  replicas: 2", "  replicas: 3"), ("  image: api:1.4.2", "  image: api:1.4.3"), ("  timeout: 30s", "  timeout: 60s"),
             ("  log_level: info", "  log_level: debug"), ("  region: eu-west-1", "  region: eu-central-1"), ("  retries: 3", "  retries: 5")],
    "json": [('  "port": 8080,', '  "port": 9090,'), ('  "debug": false,', '  "debug": true,'),
             ('  "region": "eu-west-1",', '  "region": "us-east-1",'), ('  "timeoutMs": 5000,', '  "timeoutMs": 10000,'),
             ('  "logLevel": "info",', '  "logLevel": "warn",'), ('  "maxConnections": 20,', '  "maxConnections": 50,')],
    "py": [("DEBUG = False", "DEBUG = True"), ('TIME_ZONE = "UTC"', 'TIME_ZONE = "Europe/Paris"'), ("TIMEOUT_SECONDS = 30", "TIMEOUT_SECONDS = 60"),
           ('ALLOWED_HOSTS = ["api.example.com"]', 'ALLOWED_HOSTS = ["api.example.com", "admin.example.com"]'),
           ("MAX_RETRIES = 3", "MAX_RETRIES = 5"), ("PAGE_SIZE = 50", "PAGE_SIZE = 100")],
    "js": [("const port = 3000;", "const port = Number(process.env.PORT) || 3000;"), ("  retries: 3,", "  retries: 5,"),
           ("  baseUrl: 'https://api.example.com',", "  baseUrl: 'https://api.example.org',"), ("  timeout: 5000,", "  timeout: 10000,"),
           ("const region = 'eu-west-1';", "const region = 'us-east-1';"), ("  keepAlive: true,", "  keepAlive: false,")],
    "tf": [('  region            = "eu-west-1"', '  region            = "eu-central-1"'), ('  engine            = "postgres"', '  engine            = "aurora-postgresql"'),
           ('  instance_class    = "db.t3.micro"', '  instance_class    = "db.t3.small"'), ("  allocated_storage = 20", "  allocated_storage = 50"),
           ("  skip_final_snapshot = true", "  skip_final_snapshot = false"), ('  engine_version    = "15.4"', '  engine_version    = "16.1"')],
    "docker": [("FROM python:3.12-slim", "FROM python:3.13-slim"), ("WORKDIR /app", "WORKDIR /srv/app"), ("COPY . .", "COPY src/ ./src/"),
               ("RUN pip install --no-cache-dir -r requirements.txt", "RUN pip install -r requirements.txt"), ("EXPOSE 8080", "EXPOSE 9000"),
               ('CMD ["python", "-m", "app"]', 'CMD ["gunicorn", "app:wsgi"]')],
    "properties": [("server.port=8080", "server.port=9090"), ("spring.jpa.hibernate.ddl-auto=validate", "spring.jpa.hibernate.ddl-auto=none"),
                   ("logging.level.root=INFO", "logging.level.root=DEBUG"),
                   ("spring.datasource.url=jdbc:postgresql://db:5432/app", "spring.datasource.url=jdbc:postgresql://db.internal:5432/app"),
                   ("management.endpoints.web.exposure.include=health", "management.endpoints.web.exposure.include=health,info"),
                   ("spring.datasource.hikari.maximum-pool-size=10", "spring.datasource.hikari.maximum-pool-size=20")],
    "ini": [("host = db.internal", "host = db-primary.internal"), ("port = 5432", "port = 6432"), ("timeout = 30", "timeout = 60"),
            ("log_level = info", "log_level = debug"), ("pool_size = 5", "pool_size = 10"), ("sslmode = prefer", "sslmode = require")],
    "sh": [("set -euo pipefail", "set -eu"), ('echo "deploying ${VERSION}"', 'echo "deploying ${VERSION} to ${ENV}"'),
           ('cd "$(dirname "$0")/.."', 'cd "$(git rev-parse --show-toplevel)"'), ("VERSION=1.4.2", "VERSION=1.4.3"),
           ("REGION=eu-west-1", "REGION=us-east-1"), ("RETRIES=3", "RETRIES=5")],
}
HUNK_CTX = {"py": ["class Settings:", "def get_client():", "def main():"],
            "js": ["module.exports = {", "export const config = {", "async function main() {"],
            "tf": ['resource "aws_db_instance" "main" {', 'module "app" {', 'provider "aws" {'],
            "yaml": ["services:", "spec:", "env:", "jobs:"], "sh": ["main() {", "deploy() {"],
            "ini": ["[database]", "[default]"], "json": ["{"], "docker": ["FROM python:3.12-slim AS base"]}
SPECIAL = set(" #!&*'\"\\{}[],%@`|<>;?:")


def kname(kw, fmt):
    if fmt in ("env", "py", "docker", "sh"):
        return up(kw)
    if fmt in ("json", "js"):
        return kw[0] + "".join(w.capitalize() for w in kw[1:])
    if fmt == "properties":
        return "app." + ".".join(kw)
    return "_".join(kw)


def assign(rng, fmt, kw, rhs, val=""):
    """One line of `fmt` assigning rhs (which may hold MARK; val is what MARK stands for)."""
    real = rhs.replace(MARK, val)
    sp = real == "" or any(ch in SPECIAL for ch in real)
    n = kname(kw, fmt)
    c = rng.choice
    if fmt == "env":
        q = '"' if sp or rng.random() < 0.25 else ""
        return f"{n}={q}{rhs}{q}"
    if fmt == "yaml":
        q = c(['"', "'"]) if sp or rng.random() < 0.3 else ""
        return f"  {n}: {q}{rhs}{q}"
    if fmt == "json":
        return f'  "{n}": "{rhs}",'
    if fmt == "py":
        q = c(['"', "'"])
        return c([f"{n} = {q}{rhs}{q}", f"    {'_'.join(kw)}={q}{rhs}{q},"])
    if fmt == "js":
        q = c(['"', "'", "`"])
        return c([f"const {n} = {q}{rhs}{q};", f"  {n}: {q}{rhs}{q},", f"export const {up(kw)} = {q}{rhs}{q};"])
    if fmt == "tf":
        return f'  {n} = "{rhs}"'
    if fmt == "docker":
        k = c(["ENV", "ARG"])
        return f'{k} {n}="{rhs}"' if sp else f"{k} {n}={rhs}"
    if fmt == "properties":
        return f"{n}={rhs}"
    if fmt == "ini":
        return f"{n} = {rhs}"
    q = c(['"', "'"])
    return c([f"export {n}={q}{rhs}{q}", f"{n}={q}{rhs}{q}"])


def ph_line(rng, fmt, kw):
    p = rng.choice(PLACEHOLDERS)
    return assign(rng, fmt, kw, p, p)


def ref_line(rng, fmt, kw):
    """A line of `fmt` that REFERENCES the credential instead of holding it."""
    N, n, s, c = up(kw), kname(kw, fmt), "_".join(kw), rng.choice
    if fmt == "env":
        return c([f"{N}=${{{N}}}", f"{N}=${{{N}:?missing}}", f"# {N} is injected by the deploy pipeline"])
    if fmt == "yaml":
        return c([f"  {n}: ${{{{ secrets.{N} }}}}", f"  {n}: {{{{ .Values.secrets.{s} }}}}",
                  f"  {n}: vault:secret/data/{c(SVCS)}#{s}", f"  {n}: ${{{N}}}"])
    if fmt == "json":
        return c([f'  "{n}": "${{{N}}}",', f'  "{n}": "<REDACTED>",', f'  "{n}": null,'])
    if fmt == "py":
        return c([f'{N} = os.environ["{N}"]', f'{N} = os.getenv("{N}", "")', f"{N} = settings.{s}"])
    if fmt == "js":
        return c([f"const {n} = process.env.{N};", f"  {n}: process.env.{N},", f"  {n}: process.env.{N} ?? '',"])
    if fmt == "tf":
        return c([f"  {n} = var.{s}", f"  {n} = data.aws_secretsmanager_secret_version.{s}.secret_string",
                  f"  {n} = random_password.{s}.result"])
    if fmt == "docker":
        return c([f"ARG {N}", f"RUN --mount=type=secret,id={s.replace('_', '-')} ./scripts/build.sh"])
    if fmt == "properties":
        return f"{n}=${{{N}}}"
    if fmt == "ini":
        return c([f"{n} = %(ENV_{N})s", f"{n} = ${{{N}}}"])
    return c([f'export {N}="${{{N}:?{N} must be set}}"', f'{N}="$(vault kv get -field={s} secret/{c(SVCS)})"',
              f'{N}="$(cat /run/secrets/{s})"'])


def fills(rng, fmt):
    f = FILL[fmt][:]
    rng.shuffle(f)
    return f


def secret_body(rng, fmt, v, pos):
    """(tag, line) pairs of one hunk; the value is on a line tagged `pos` ('+', '-' or ' ')."""
    f = fills(rng, fmt)
    a, b = rng.randint(1, 3), rng.randint(0, 2)
    before = [(" ", x[0]) for x in f[:a]]
    after = [(" ", x[0]) for x in f[a:a + b]]
    ch = f[-1]
    sec = assign(rng, fmt, v.kw, v.rhs, v.value)
    pre = [assign(rng, fmt, kw, r, r) for kw, r in v.pre]
    mid = []
    if pos == "+":
        if rng.random() < 0.5:
            mid.append(("-", ph_line(rng, fmt, v.kw)))
        mid += [("+", x) for x in pre] + [("+", sec)]
    elif pos == "-":
        mid += [("-", x) for x in pre] + [("-", sec)]
        if rng.random() < 0.7:
            mid.append(("+", ref_line(rng, fmt, v.kw)))
    else:
        mid += [(" ", x) for x in pre] + [(" ", sec)]
        chg = [("-", ch[0]), ("+", ch[1])]
        mid = chg + mid if rng.random() < 0.5 else mid + chg
    return before + mid + after


def rng_range(n, a):
    return f"{a}" if n == 1 else f"{a},{n}"


def hunk(rng, body, fmt=None, start=None):
    old = sum(1 for t, _ in body if t in " -")
    new = sum(1 for t, _ in body if t in " +")
    a = start if start is not None else rng.randint(1, 180)
    cc = max(1, a + rng.choice([0, 0, 0, 1, 2, -1, 3]))
    if old == 0:
        a, cc = 0, 1
    if new == 0:
        cc = 0
    ctx = rng.choice(HUNK_CTX.get(fmt, [""]) or [""]) if rng.random() < 0.5 else ""
    h = f"@@ -{rng_range(old, a)} +{rng_range(new, cc)} @@" + (f" {ctx}" if ctx else "")
    return [h] + [t + l for t, l in body]


def abbrev(rng):
    return hx(rng, rng.choice([7, 7, 7, 9, 10, 12]))


def file_diff(rng, path, hunk_lines, kind="mod", mode="100644"):
    out = [f"diff --git a/{path} b/{path}"]
    if kind == "new":
        out += [f"new file mode {mode}", f"index 0000000..{abbrev(rng)}", "--- /dev/null", f"+++ b/{path}"]
    elif kind == "del":
        out += [f"deleted file mode {mode}", f"index {abbrev(rng)}..0000000", f"--- a/{path}", "+++ /dev/null"]
    else:
        n = rng.choice([7, 7, 7, 9, 12])
        out += [f"index {hx(rng, n)}..{hx(rng, n)} {mode}", f"--- a/{path}", f"+++ b/{path}"]
    return out + hunk_lines


CODE = {
    "py": ("src/app/retry.py", ["import time", "", "def retry(fn, attempts=3, base=0.5):", "    for i in range(attempts):",
                                "        try:", "            return fn()", "        except TimeoutError:",
                                "            time.sleep(base * 2 ** i)", '    raise RuntimeError("gave up")']),
    "js": ("src/lib/format.js", ["export function formatPrice(cents, currency = 'EUR') {", "  const value = (cents / 100).toFixed(2);",
                                 "  return `${value} ${currency}`;", "}", "", "export const PAGE_SIZE = 25;"]),
    "go": ("internal/server/server.go", ["func (s *Server) Start(ctx context.Context) error {",
                                         "\tsrv := &http.Server{Addr: s.addr, ReadTimeout: 5 * time.Second}", "\tgo func() {",
                                         "\t\t<-ctx.Done()", "\t\t_ = srv.Shutdown(context.Background())", "\t}()",
                                         "\treturn srv.ListenAndServe()", "}"]),
    "md": ("README.md", ["## Development", "", "Run `make dev` to start the stack (Node 18+ required).",
                         "Tests: `make test` (needs Docker).", "", "## Deploy", "See docs/deploy.md."]),
    "yaml": (".github/workflows/ci.yml", ["jobs:", "  test:", "    runs-on: ubuntu-latest", "    timeout-minutes: 15",
                                          "    steps:", "      - uses: actions/checkout@v4", "      - run: make test"]),
}


def tweak(line):
    m = re.search(r"\d+", line)
    n = int(m.group())
    return line[:m.start()] + str(n * 2 if n else 1) + line[m.end():]


def code_diff(rng, lang=None):
    lang = lang or rng.choice(sorted(CODE))
    path, src = CODE[lang]
    idx = [i for i, l in enumerate(src) if re.search(r"\d", l)]
    i = rng.choice(idx)
    lo, hi = max(0, i - rng.randint(1, 3)), min(len(src), i + 1 + rng.randint(1, 3))
    body = [(" ", l) for l in src[lo:i]] + [("-", src[i]), ("+", tweak(src[i]))] + [(" ", l) for l in src[i + 1:hi]]
    return file_diff(rng, path, hunk(rng, body, start=lo + 1))


def commit_block(rng, subject=None, body=None, sha=None, decorate=False, merge=False, who=None, trailers=()):
    sha = sha or hx(rng, 40)
    name, email = who or person(rng)
    d, tz = when(rng), rng.choice(TZS)
    head = f"commit {sha}" + (f" (HEAD -> main, origin/{rng.choice(['main', 'HEAD'])})" if decorate else "")
    out = [head]
    if merge:
        out.append(f"Merge: {hx(rng, 7)} {hx(rng, 7)}")
    out += [f"Author: {name} <{email}>", f"Date:   {git_date(d, tz)}", "", f"    {subject or rng.choice(SUBJECTS)}"]
    if body:
        out += [""] + [f"    {b}" if b else "" for b in body]
    if trailers:
        out += [""] + [f"    {t}" for t in trailers]
    out.append("")
    return out


def art(lines, tags, one=None):
    return {"lines": lines, "tags": tags, "one": one}


DIFF_TAGS = ["diff", "diff", "diff", "patch", "", "text"]
LOG_TAGS = ["log", "console", "text", "", "log"]
SH_TAGS = ["console", "shell", "text", ""]


def pick(rng, fmt=None):
    fmt = fmt or rng.choice(FMTS)
    return fmt, rng.choice(PATHS[fmt])


# --------------------------------------------------------------------------- POSITIVE idioms
def g_diff_added(rng, v):
    fmt, path = pick(rng)
    h = hunk(rng, secret_body(rng, fmt, v, "+"), fmt)
    r = rng.random()
    if r < 0.2:
        d, tz = when(rng), rng.choice(TZS)
        lines = [f"--- {path}.orig\t{d:%Y-%m-%d %H:%M:%S}.{rng.randrange(10 ** 9):09d} {tz}",
                 f"+++ {path}\t{d:%Y-%m-%d %H:%M:%S}.{rng.randrange(10 ** 9):09d} {tz}"] + h
    else:
        lines = file_diff(rng, path, h)
        if r < 0.45:
            lines = [rng.choice(["$ git diff", "$ git diff --cached", f"$ git diff HEAD~1 -- {path}", "$ git diff main...HEAD"])] + lines
    return art(lines, DIFF_TAGS)


def g_diff_removed(rng, v):
    fmt, path = pick(rng)
    if rng.random() < 0.25:
        f = fills(rng, fmt)
        body = [("-", x[0]) for x in f[:2]] + [("-", assign(rng, fmt, kw, r, r)) for kw, r in v.pre]
        body += [("-", assign(rng, fmt, v.kw, v.rhs, v.value))] + [("-", x[0]) for x in f[2:4]]
        lines = file_diff(rng, path, hunk(rng, body, fmt, start=1), kind="del")
    else:
        lines = file_diff(rng, path, hunk(rng, secret_body(rng, fmt, v, "-"), fmt))
    if rng.random() < 0.3:
        lines = [rng.choice(["$ git diff", "$ git diff origin/main", f"$ git diff --staged -- {path}"])] + lines
    return art(lines, DIFF_TAGS)


def g_diff_context(rng, v):
    fmt, path = pick(rng)
    return art(file_diff(rng, path, hunk(rng, secret_body(rng, fmt, v, " "), fmt)), DIFF_TAGS)


def g_diff_new_file(rng, v):
    fmt, path = pick(rng)
    f = fills(rng, fmt)
    body = [("+", x[0]) for x in f[:rng.randint(1, 3)]] + [("+", assign(rng, fmt, kw, r, r)) for kw, r in v.pre]
    body += [("+", assign(rng, fmt, v.kw, v.rhs, v.value))] + [("+", x[0]) for x in f[3:3 + rng.randint(0, 2)]]
    lines = file_diff(rng, path, hunk(rng, body, fmt), kind="new", mode=rng.choice(["100644", "100644", "100755"]))
    if rng.random() < 0.3:
        lines = ["$ git show --stat --oneline HEAD", f"{hx(rng, 7)} {rng.choice(SUBJECTS)}",
                 f" {path} | {len(body)} {'+' * len(body)}", f" 1 file changed, {len(body)} insertions(+)", ""] + lines
    return art(lines, DIFF_TAGS)


def g_diff_multi_file(rng, v):
    fmt, path = pick(rng)
    parts = [code_diff(rng)]
    sec = file_diff(rng, path, hunk(rng, secret_body(rng, fmt, v, rng.choice("++-")), fmt))
    parts.insert(rng.randrange(2), sec)
    if rng.random() < 0.4:
        parts.insert(rng.randrange(3), code_diff(rng))
    lines = []
    if rng.random() < 0.4:
        lines += [" " + path + " | 2 +-", f" {len(parts)} files changed, {len(parts) + 1} insertions(+), {len(parts)} deletions(-)", ""]
    for p in parts:
        lines += p
    return art(lines, DIFF_TAGS)


def g_diff_combined(rng, v):
    fmt, path = pick(rng)
    f = fills(rng, fmt)
    sec = assign(rng, fmt, v.kw, v.rhs, v.value)
    pre = [assign(rng, fmt, kw, r, r) for kw, r in v.pre]
    br = rng.choice(BRANCHES)
    if rng.random() < 0.4:
        pref = rng.choice(["+ ", " +"])
        other = " +" if pref == "+ " else "+ "
        body = [("  ", f[0][0]), ("++", "<<<<<<< HEAD")] + [(pref, x) for x in pre] + [(pref, sec), ("++", "=======")]
        body += [(other, ref_line(rng, fmt, v.kw)), ("++", f">>>>>>> {br}"), ("  ", f[1][0])]
        idx = f"index {hx(rng, 7)},{hx(rng, 7)}..0000000"
    else:
        pref = rng.choice(["++", "+ ", " +", "- ", " -"])
        body = [("  ", x[0]) for x in f[:2]] + [(pref, x) for x in pre] + [(pref, sec), ("  ", f[2][0])]
        if rng.random() < 0.5:
            body.insert(1, (rng.choice(["+ ", " +"]), f[3][1]))
        idx = f"index {hx(rng, 7)},{hx(rng, 7)}..{hx(rng, 7)}"
    p1 = sum(1 for t, _ in body if t[0] in " -")
    p2 = sum(1 for t, _ in body if t[1] in " -")
    res = sum(1 for t, _ in body if "-" not in t)
    a = rng.randint(1, 90)
    lines = [f"diff --{rng.choice(['cc', 'cc', 'combined'])} {path}", idx, f"--- a/{path}", f"+++ b/{path}",
             f"@@@ -{a},{p1} -{a + rng.randint(0, 3)},{p2} +{a + rng.randint(0, 3)},{res} @@@"] + [t + l for t, l in body]
    if rng.random() < 0.4:
        lines = [rng.choice(["$ git show --cc HEAD", "$ git diff", f"$ git log -1 -p --cc {hx(rng, 7)}"])] + lines
    return art(lines, DIFF_TAGS)


def g_word_diff(rng, v):
    fmt, path = pick(rng)
    f = fills(rng, fmt)
    line = assign(rng, fmt, v.kw, SLOT, v.value)
    pre_, post_ = line.split(SLOT)
    ctx_b = [x[0] for x in f[:rng.randint(1, 3)]]
    ctx_a = [x[0] for x in f[3:3 + rng.randint(0, 2)]]
    ph = rng.choice([p for p in PLACEHOLDERS if p])
    r = rng.random()
    n = len(ctx_b) + len(ctx_a) + 1
    head = file_diff(rng, path, [f"@@ -{rng_range(n, 12)} +{rng_range(n, 12)} @@"])
    if rng.random() < 0.25:
        body = []
        for c in ctx_b:
            body += [" " + c, "~"]
        if r < 0.6:
            body += [" " + pre_, "-" + ph, "+" + v.rhs]
        else:
            body += [" " + pre_, "-" + v.rhs, "+${" + up(v.kw) + "}"]
        body += ([" " + post_] if post_ else []) + ["~"]
        for c in ctx_a:
            body += [" " + c, "~"]
        cmdl = "$ git diff --word-diff=porcelain"
    else:
        if r < 0.45:
            mid = pre_ + f"[-{ph}-]{{+{v.rhs}+}}" + post_
        elif r < 0.7:
            mid = pre_ + f"[-{v.rhs}-]{{+${{{up(v.kw)}}}+}}" + post_
        else:
            mid = "{+" + pre_ + v.rhs + post_ + "+}"
        body = ctx_b + [mid] + ctx_a
        cmdl = rng.choice(["$ git diff --word-diff", "$ git diff --word-diff=plain", f"$ git log -1 -p --word-diff -- {path}"])
    lines = ([cmdl] if rng.random() < 0.6 else []) + head + body
    return art(lines, DIFF_TAGS)


def g_side_by_side(rng, v):
    fmt, path = pick(rng)
    f = fills(rng, fmt)
    sec = assign(rng, fmt, v.kw, v.rhs, v.value)
    if rng.random() < 0.7:
        left, right = ph_line(rng, fmt, v.kw), sec
    else:
        left, right = sec, ref_line(rng, fmt, v.kw)
    ctx = [x[0] for x in f[:rng.randint(1, 3)]]
    real = lambda s: s.replace(MARK, v.value)  # noqa: E731
    r = rng.random()
    if r < 0.45:
        w = rng.choice([40, 48, 60])
        row = lambda l, g, rr: l + " " * max(1, w - len(real(l))) + f" {g} " + rr  # noqa: E731
        lines = [f"$ diff -y -W {2 * w + 3} {path}.bak {path}"] + [row(c, " ", c) for c in ctx] + [row(left, "|", right)]
        lines += [row(c, " ", c) for c in [x[0] for x in f[3:5]]]
    elif r < 0.8:
        lines = ["| before | after |", "| --- | --- |"] + [f"| `{c.strip()}` | `{c.strip()}` |" for c in ctx[:1]]
        lines += [f"| `{left.strip()}` | `{right.strip()}` |"]
    else:
        w = max(len(real(x)) for x in ctx + [left]) + 2
        lines = ["old" + " " * (w - 3) + "| new", "-" * w + "+" + "-" * w]
        lines += [c + " " * (w - len(real(c))) + "| " + c for c in ctx] + [left + " " * max(1, w - len(real(left))) + "| " + right]
    return art(lines, ["text", "", "diff", "text"])


def g_git_log_p(rng, v):
    fmt, path = pick(rng)
    c1 = commit_block(rng, rng.choice(SUBJECTS), decorate=rng.random() < 0.5)
    c1 += file_diff(rng, path, hunk(rng, secret_body(rng, fmt, v, rng.choice("++- ")), fmt))
    c2 = commit_block(rng, rng.choice(SUBJECTS)) + code_diff(rng)
    commits = [c1, c2] if rng.random() < 0.5 else [c2, c1]
    lines = [rng.choice(["$ git log -p -2", f"$ git log -p --since=2.weeks -- {path} src/", "$ git log -p main..HEAD",
                         f"$ git log -p --follow -- {path}"])]
    for c in commits:
        lines += c + [""]
    return art(lines[:-1], ["diff", "console", "text", "", "patch"])


def g_git_show(rng, v):
    fmt, path = pick(rng)
    sha = hx(rng, 40)
    if rng.random() < 0.6:
        lines = [f"$ git show {sha[:rng.choice([7, 8, 12])]}"] + commit_block(rng, sha=sha)
        if rng.random() < 0.4:
            lines += [f" {path} | 3 ++-", " 1 file changed, 2 insertions(+), 1 deletion(-)", ""]
        lines += file_diff(rng, path, hunk(rng, secret_body(rng, fmt, v, rng.choice("++- ")), fmt))
    else:
        f = fills(rng, fmt)
        lines = [f"$ git show {rng.choice([sha[:7], 'HEAD~2', 'origin/release-1.4', 'v1.4.2'])}:{path}"]
        lines += [x[0] for x in f[:rng.randint(1, 3)]] + [assign(rng, fmt, kw, r, r) for kw, r in v.pre]
        lines += [assign(rng, fmt, v.kw, v.rhs, v.value)] + [x[0] for x in f[3:5]]
    return art(lines, ["diff", "console", "text", ""])


def g_git_stash_show(rng, v):
    fmt, path = pick(rng)
    n = rng.randint(0, 2)
    lines = ["$ git stash list"] + [f"stash@{{{i}}}: WIP on {rng.choice(['main'] + BRANCHES)}: {hx(rng, 7)} {rng.choice(SUBJECTS)}" for i in range(n + 1)]
    lines += [f"$ git stash show -p stash@{{{n}}}"] + file_diff(rng, path, hunk(rng, secret_body(rng, fmt, v, rng.choice("+++- ")), fmt))
    return art(lines, ["console", "diff", "text", ""])


def g_git_blame(rng, v):
    fmt, path = pick(rng)
    f = fills(rng, fmt)
    content = [x[0] for x in f[:rng.randint(1, 3)]] + [assign(rng, fmt, kw, r, r) for kw, r in v.pre]
    content += [assign(rng, fmt, v.kw, v.rhs, v.value)] + [x[0] for x in f[3:3 + rng.randint(0, 2)]]
    commits = []
    for _ in range(rng.randint(1, 3)):
        s = hx(rng, 8)
        if rng.random() < 0.25:
            s = "^" + s[:7]
        commits.append((s, person(rng), when(rng), rng.choice(TZS)))
    style = rng.randrange(3)
    w = max(len(p[0]) for _, p, _, _ in commits)
    we = max(len(p[1]) for _, p, _, _ in commits) + 2
    start = rng.randint(1, 140)
    rows = []
    for i, line in enumerate(content):
        s, (name, email), d, tz = rng.choice(commits)
        ts = f"{d:%Y-%m-%d %H:%M:%S} {tz} {start + i:>3}"
        if style == 0:
            rows.append(f"{s} ({name:<{w}} {ts}) {line}")
        elif style == 1:
            rows.append(f"{s} {path} ({name:<{w}} {ts}) {line}")
        else:
            rows.append(f"{s} ({'<' + email + '>':<{we}} {ts}) {line}")
    flag = ["", " -f", " -e"][style]
    lines = ([f"$ git blame{flag} -L {start},{start + len(content) - 1} {path}"] if rng.random() < 0.7 else []) + rows
    return art(lines, ["console", "text", "", "log"])


def g_git_grep(rng, v):
    fmt, path = pick(rng)
    rows = [(path, rng.randint(1, 90), assign(rng, fmt, v.kw, v.rhs, v.value))]
    for f2 in rng.sample([x for x in ["py", "js", "yaml", "sh", "tf", "env"] if x != fmt], rng.randint(1, 3)):
        rows.append((rng.choice(PATHS[f2]), rng.randint(1, 200), ref_line(rng, f2, v.kw).strip()))
    rng.shuffle(rows)
    rev = rng.choice(["", "", f"{hx(rng, 7)}:", "HEAD~3:", "origin/release-1.4:"])
    pat = "_".join(v.kw) if len(v.kw) == 1 else f"{v.kw[0]}.?{v.kw[-1]}"
    lines = [f"$ git grep -niE '{pat}'" + (f" {rev[:-1]}" if rev else "")] + [f"{rev}{p}:{n}:{c}" for p, n, c in rows]
    return art(lines, ["console", "text", "", "shell"])


def g_gh_suggestion(rng, v):
    fmt, path = pick(rng)
    sec = assign(rng, fmt, v.kw, v.rhs, v.value)
    who = person(rng)[0].split()[0].lower()
    ln = rng.randint(5, 160)
    if rng.random() < 0.5:
        body = secret_body(rng, fmt, v, "+")
        lines = [f"**{who}** commented on `{path}` line {ln} (PR #{rng.randint(100, 999)})", "", "```diff"]
        lines += hunk(rng, body, fmt) + ["```", "", rng.choice(["This should come from the secret store:", "Please don't inline it. Suggest:"]),
                                          "", "```suggestion", ref_line(rng, fmt, v.kw), "```"]
    else:
        lines = [f"**{who}** suggested a change on `{path}` line {ln}:", "",
                 rng.choice(["The staging value rotated yesterday; this one works:", "Use the new value here:", "Fixed value:"]),
                 "", "```suggestion", sec, "```", "", f"_{rng.choice(['Commit suggestion', 'Add suggestion to batch'])}_"]
    return art(lines, ["markdown", "text", "", "md"])


def g_review_quote(rng, v):
    fmt, path = pick(rng)
    sec = assign(rng, fmt, v.kw, v.rhs, v.value)
    ln = rng.randint(5, 160)
    name, email = person(rng)
    comment = rng.choice(["Please don't commit this; move it to Vault.", "This leaks the credential, NAK.",
                          "nit: read it from the environment instead.", "Blocking: remove before merge."])
    r = rng.randrange(4)
    if r == 0:
        lines = [f"> L{ln}: {sec.strip()}", "", comment]
    elif r == 1:
        lines = [f"> {path}:{ln}", f"> +{sec}", "", comment]
    elif r == 2:
        d, tz = when(rng), rng.choice(TZS)
        lines = [f"On {mail_date(d, tz)}, {name} <{email}> wrote:", f"> diff --git a/{path} b/{path}", "> ...",
                 f"> +{sec}", "", comment, "", "Thanks,", person(rng)[0].split()[0]]
    else:
        lines = [f"{person(rng)[0].split()[0].lower()} commented {rng.randint(1, 9)}d ago", f"  {path}:{ln}",
                 f"  > +{sec}", f"  {comment}"]
    return art(lines, ["text", "", "markdown", "text"])


def g_gitlab_mr(rng, v):
    fmt, path = pick(rng)
    body = secret_body(rng, fmt, v, rng.choice("++- "))
    r = rng.randrange(3)
    mr = rng.randint(10, 900)
    if r == 0:
        o, n = rng.randint(1, 80), 0
        n = o
        rows = []
        for t, l in body:
            if t == " ":
                rows.append(f"{o:>4} {n:>4}   {l}")
                o, n = o + 1, n + 1
            elif t == "+":
                rows.append(f"{'':>4} {n:>4} + {l}")
                n += 1
            else:
                rows.append(f"{o:>4} {'':>4} - {l}")
                o += 1
        adds = sum(1 for t, _ in body if t == "+")
        dels = sum(1 for t, _ in body if t == "-")
        lines = [f"!{mr} {rng.choice(SUBJECTS)} ({rng.choice(BRANCHES)} -> main)", f"{path}  +{adds} -{dels}"] + rows
    elif r == 1:
        d = "\n".join(hunk(rng, body, fmt)) + "\n"
        obj = {"old_path": path, "new_path": path, "a_mode": "100644", "b_mode": "100644", "diff": d,
               "new_file": False, "renamed_file": False, "deleted_file": False}
        lines = [f"$ curl -s --header \"PRIVATE-TOKEN: $GITLAB_TOKEN\" \"https://gitlab.example.com/api/v4/projects/42/merge_requests/{mr}/changes\" | jq '.changes[0]'"]
        lines += json.dumps(obj, indent=2, ensure_ascii=False).split("\n")
    else:
        lines = [f"$ glab mr diff {mr}"] + file_diff(rng, path, hunk(rng, body, fmt))
    return art(lines, ["text", "diff", "json", "", "console"])


def g_gerrit_patchset(rng, v):
    fmt, path = pick(rng)
    sec = assign(rng, fmt, v.kw, v.rhs, v.value)
    ps = rng.randint(1, 9)
    if rng.random() < 0.6:
        lines = [f"Patch Set {ps}: Code-Review{rng.choice(['-1', '-2', '+1'])}", "", "(1 comment)", "", f"File {path}:", "",
                 f"PS{ps}, Line {rng.randint(3, 120)}: {sec.strip()}",
                 "> " + rng.choice(["Secrets must come from the keystore.", "Please drop this line.", "Why is this hardcoded?"])]
    else:
        sha = hx(rng, 40)
        lines = [f"$ git review -d {rng.randint(10000, 99999)}", f"$ git show {sha[:7]}"]
        lines += commit_block(rng, rng.choice(SUBJECTS), sha=sha, trailers=[f"Change-Id: I{hx(rng, 40)}"])
        lines += file_diff(rng, path, hunk(rng, secret_body(rng, fmt, v, rng.choice("+-")), fmt))
    return art(lines, ["text", "", "diff"])


def conflict(rng, v, where):
    fmt, path = pick(rng)
    f = fills(rng, fmt)
    sec = [assign(rng, fmt, kw, r, r) for kw, r in v.pre] + [assign(rng, fmt, v.kw, v.rhs, v.value)]
    alt = [ref_line(rng, fmt, v.kw) if rng.random() < 0.6 else ph_line(rng, fmt, v.kw)]
    br = rng.choice(BRANCHES)
    ours_lbl, theirs_lbl = rng.choice([("HEAD", br), ("HEAD", f"{hx(rng, 7)} ({rng.choice(SUBJECTS)})"),
                                       ("Updated upstream", "Stashed changes")])
    if where == "ours":
        ours, theirs, base = sec, alt, None
    elif where == "theirs":
        ours, theirs, base = alt, sec, None
    else:
        w = rng.choice(["ours", "theirs", "base"])
        o2 = ph_line(rng, fmt, v.kw)
        ours, theirs, base = {"ours": (sec, alt, [o2]), "theirs": (alt, sec, [o2]), "base": (alt, [o2], sec)}[w]
    body = [x[0] for x in f[:rng.randint(1, 2)]] + [f"<<<<<<< {ours_lbl}"] + ours
    if base is not None:
        body += [rng.choice(["||||||| merged common ancestors", f"||||||| {hx(rng, 7)}", "||||||| base"])] + base
    body += ["======="] + theirs + [f">>>>>>> {theirs_lbl}"] + [x[0] for x in f[2:2 + rng.randint(0, 2)]]
    lines = []
    if ours_lbl == "Updated upstream" and rng.random() < 0.5:
        lines += ["$ git stash pop", f"Auto-merging {path}", f"CONFLICT (content): Merge conflict in {path}",
                  "The stash entry is kept in case you need it again.", f"$ cat {path}"]
    elif ours_lbl == "HEAD" and rng.random() < 0.5:
        lines += [f"$ git merge origin/{br}", f"Auto-merging {path}", f"CONFLICT (content): Merge conflict in {path}",
                  "Automatic merge failed; fix conflicts and then commit the result.", f"$ cat {path}"]
    return art(lines + body, ["text", "", "diff", "console"])


def g_conflict_ours(rng, v):
    return conflict(rng, v, "ours")


def g_conflict_theirs(rng, v):
    return conflict(rng, v, "theirs")


def g_conflict_diff3(rng, v):
    return conflict(rng, v, "diff3")


def g_gha_log(rng, v):
    d = when(rng)
    N = up(v.kw)
    script = rng.choice(["./scripts/deploy.sh staging", "make release", "npm run deploy", "python -m app.sync"])
    r = rng.randrange(3)
    if r == 0:
        msgs = [f"##[group]Run {script}", script, "shell: /usr/bin/bash -e {0}", "env:", "  NODE_VERSION: 20"]
        msgs += [f"  {up(kw)}: {x}" for kw, x in v.pre] + [f"  {N}: {v.rhs}", f"  DEPLOY_ENV: {rng.choice(['staging', 'prod'])}",
                                                           "##[endgroup]", rng.choice(["Deploying...", "Uploading 14 files", "done"])]
    elif r == 1:
        msgs = ["##[group]Run set -euo pipefail", "set -euo pipefail", cmd(rng, v), "shell: /usr/bin/bash -e {0}", "##[endgroup]",
                rng.choice(['{"ok":true}', "HTTP/2 200", "Login Succeeded"])]
    else:
        msgs = ["##[debug]Evaluating condition for step: 'Call API'", f"##[debug]Evaluating: format('Bearer {{0}}', env.{N})",
                f"##[debug]Result: 'Bearer {v.rhs}'", "##[debug]Finishing: Call API"]
    lines = stamp(rng, d, ["##[group]Run actions/checkout@v4", "with:", f"  repository: {rng.choice(REPOS)}", "##[endgroup]"] + msgs)
    return art(lines, LOG_TAGS)


def g_set_x_curl(rng, v):
    ver = f"1.{rng.randint(0, 9)}.{rng.randint(0, 20)}"
    lines = [f"$ bash -x scripts/release.sh {ver}", "+ set -euo pipefail", f"+ VERSION={ver}"]
    c = cmd(rng, v).replace('"', "'") if rng.random() < 0.6 else cmd(rng, v)
    lines += [f"+ {c}", rng.choice(['{"id": 412, "status": "created"}', "HTTP/1.1 201 Created", "Login Succeeded", "OK"])]
    if rng.random() < 0.4:
        lines += ["+ echo done", "done"]
    return art(lines, SH_TAGS + ["log"])


def g_echo_env(rng, v):
    N = up(v.kw)
    r = rng.randrange(4)
    noise = [f"HOME=/home/runner", "CI=true", f"GITHUB_SHA={hx(rng, 40)}", "LANG=C.UTF-8", f"RUNNER_OS=Linux",
             "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin"]
    if r == 0:
        env = noise[:rng.randint(3, 6)] + [f"{up(kw)}={x}" for kw, x in v.pre] + [f"{N}={v.rhs}"]
        env.sort(key=lambda s: s.replace(MARK, ""))
        lines = ["$ env | sort"] + env
    elif r == 1:
        lines = [f'$ echo "${N}"', v.rhs] if v.rhs == MARK else [f'$ echo "${N}"', v.rhs]
    elif r == 2:
        lines = [f"$ docker inspect --format '{{{{json .Config.Env}}}}' {rng.choice(SVCS)}",
                 json.dumps(["PATH=/usr/local/sbin:/usr/local/bin", f"{N}={v.rhs}", "LANG=C.UTF-8"], ensure_ascii=False)]
    else:
        lines = [f"$ kubectl exec deploy/{rng.choice(SVCS)} -- printenv"] + noise[:3] + [f"{N}={v.rhs}", "KUBERNETES_SERVICE_PORT=443"]
    return art(lines, SH_TAGS)


def g_jenkins_console(rng, v):
    ws = rng.choice(SVCS)
    lines = [f"Started by user {person(rng)[0]}", "[Pipeline] Start of Pipeline", "[Pipeline] node",
             f"Running on agent-{rng.randint(1, 9)} in /var/lib/jenkins/workspace/{ws}-deploy", "[Pipeline] {",
             "[Pipeline] stage", "[Pipeline] { (Deploy)", "[Pipeline] sh", f"+ {cmd(rng, v)}"]
    if "docker login" in lines[-1]:
        lines.append("WARNING! Using --password via the CLI is insecure. Use --password-stdin.")
    lines += [rng.choice(["Login Succeeded", "HTTP/1.1 200 OK", "deploy ok"]), "[Pipeline] }", "[Pipeline] // stage",
              "[Pipeline] End of Pipeline", "Finished: SUCCESS"]
    if rng.random() < 0.4:
        lines = stamp(rng, when(rng), lines, rng.choice(["jenkins", "short"]))
    return art(lines, LOG_TAGS)


def g_test_failure(rng, v):
    s, N = "_".join(v.kw), up(v.kw)
    camel = kname(v.kw, "js")
    r = rng.randrange(4)
    if r == 0:
        lines = ["_" * 20 + " test_load_config " + "_" * 20, "", "    def test_load_config():",
                 f'        cfg = load_config("config/{rng.choice(["staging", "prod"])}.yaml")', '>       assert cfg["timeout"] == 60',
                 "E       AssertionError: assert 30 == 60",
                 f"E        +  where 30 = {{'timeout': 30, '{s}': '{v.rhs}', 'region': 'eu-west-1'}}['timeout']", "",
                 "tests/test_config.py:14: AssertionError", "FAILED tests/test_config.py::test_load_config - AssertionError: assert 30 == 60"]
    elif r == 1:
        lines = ["FAIL src/config.test.ts", "  ● loadConfig › reads the staging file", "",
                 "    expect(received).toEqual(expected) // deep equality", "",
                 '    Expected: {"region": "eu-west-1", "timeout": 60}',
                 f'    Received: {{"{camel}": "{v.rhs}", "region": "eu-west-1", "timeout": 30}}']
    elif r == 2:
        lines = ["--- FAIL: TestLoadConfig (0.00s)",
                 f"    config_test.go:{rng.randint(10, 99)}: unexpected config: &{{Region:eu-west-1 {kname(v.kw, 'js')[0].upper() + kname(v.kw, 'js')[1:]}:{v.rhs} Timeout:30s}}",
                 "FAIL", f"FAIL\tgithub.com/{rng.choice(REPOS)}/internal/config\t0.0{rng.randint(10, 99)}s"]
    else:
        lines = [f"DEBUG:app.settings:loaded settings {{'debug': False, '{s}': '{v.rhs}', 'workers': 4}}",
                 "ERROR:app.main:startup failed: connection refused"]
    return art(lines, LOG_TAGS + ["text"])


def g_docker_build_arg(rng, v):
    N = up(v.kw)
    tag = f"{rng.choice(SVCS)}:1.{rng.randint(0, 9)}.{rng.randint(0, 9)}"
    r = rng.randrange(4)
    if r == 0:
        lines = ["Sending build context to Docker daemon  1.2MB", "Step 1/9 : FROM node:20-alpine", f" ---> {hx(rng, 12)}",
                 f"Step 2/9 : ARG {N}={v.rhs}", f" ---> Running in {hx(rng, 12)}", f"Removing intermediate container {hx(rng, 12)}",
                 f" ---> {hx(rng, 12)}"]
    elif r == 1:
        n = rng.randint(4, 9)
        lines = ["#1 [internal] load build definition from Dockerfile", "#1 DONE 0.0s",
                 f"#{n} [builder 3/7] RUN {cmd(rng, v)}", f"#{n} DONE {rng.randint(1, 40)}.{rng.randint(0, 9)}s"]
    elif r == 2:
        lines = [f"$ docker build --build-arg {N}={v.rhs} -t {tag} .", "[+] Building 41.2s (12/12) FINISHED",
                 f" => naming to docker.io/library/{tag}"]
    else:
        lines = [f"$ docker history --no-trunc {tag} --format '{{{{.CreatedBy}}}}'",
                 f'|1 {N}={v.rhs} /bin/sh -c npm ci --omit=dev', "/bin/sh -c #(nop) WORKDIR /app"]
    return art(lines, LOG_TAGS + ["console"])


def g_terraform_plan(rng, v):
    N, s = up(v.kw), "_".join(v.kw)
    ph = rng.choice(["changeme", "", "placeholder"])
    r = rng.randrange(4)
    if r == 0:
        lines = ["Terraform will perform the following actions:", "", "  # aws_lambda_function.api will be updated in-place",
                 '  ~ resource "aws_lambda_function" "api" {', '        id            = "api-prod"', "      ~ environment {",
                 "          ~ variables = {", f'              ~ "{N}" = "{ph}" -> "{v.rhs}"', '                "LOG_LEVEL" = "info"',
                 "            }", "        }", "    }", "", "Plan: 0 to add, 1 to change, 0 to destroy."]
    elif r == 1:
        lines = ["  # aws_db_instance.main will be created", '  + resource "aws_db_instance" "main" {',
                 '      + engine            = "postgres"', '      + username          = "app"', f'      + {s:<17} = "{v.rhs}"',
                 "      + id                = (known after apply)", "    }"]
    elif r == 2:
        lines = ["$ terraform output -json", "{", f'  "{s}": {{', '    "sensitive": false,', '    "type": "string",',
                 f'    "value": "{v.rhs}"', "  }", "}"]
    else:
        lines = ['  # kubernetes_secret.app will be created', '  + resource "kubernetes_secret" "app" {', "      + data = {",
                 f'          + "{s.replace("_", "-")}" = "{v.rhs}"', "        }", '      + type = "Opaque"', "    }"]
    return art(lines, ["text", "console", "", "hcl", "log"])


def g_commit_message(rng, v):
    N = up(v.kw)
    r = rng.randrange(4)
    prose = rng.choice([f"Temporarily hardcode the staging {v.noun} ({v.rhs}) until Vault lands.",
                        f"Use {N}={v.rhs} for now, see #{rng.randint(100, 999)}.",
                        f"The new {v.noun} is {v.rhs} - rotate after the demo."])
    if r == 0:
        lines = commit_block(rng, rng.choice(["Fix staging deploy", "hotfix: alerts", "wip"]), body=[prose])[:-1]
    elif r == 1:
        lines = [f'$ git commit -am "hotfix: {prose}"', f"[{rng.choice(BRANCHES)} {hx(rng, 7)}] hotfix: ...",
                 " 1 file changed, 1 insertion(+), 1 deletion(-)"]
    elif r == 2:
        lines = ["$ git log --oneline -4"] + [f"{hx(rng, 7)} {rng.choice(SUBJECTS)}" for _ in range(rng.randint(1, 2))]
        lines += [f"{hx(rng, 7)} wip: {prose}"] + [f"{hx(rng, 7)} {rng.choice(SUBJECTS)}"]
    else:
        lines = ["Squashed commit of the following:", ""] + commit_block(rng, rng.choice(SUBJECTS), body=[prose])[:-1]
    return art(lines, ["text", "", "console", "log"])


def g_changelog(rng, v):
    ver = f"{rng.randint(1, 3)}.{rng.randint(0, 9)}.{rng.randint(0, 20)}"
    d = when(rng)
    N = up(v.kw)
    entry = rng.choice([f"- Webhook auth now uses `{N}={v.rhs}` from settings (#{rng.randint(100, 999)})",
                        f"- Rotated the {v.noun}; new value {v.rhs} is live on staging",
                        f"- Fixed export job auth ({v.noun}: {v.rhs})"])
    if rng.random() < 0.5:
        body = [(" ", f"## [{ver}] - {d:%Y-%m-%d}"), (" ", "### Fixed"), ("+", entry), (" ", "- Retry webhook delivery on 502")]
        lines = file_diff(rng, "CHANGELOG.md", hunk(rng, body, start=rng.randint(1, 9)))
        tags = DIFF_TAGS
    else:
        lines = [f"## v{ver} ({d:%Y-%m-%d})", "", "### Fixed", "", entry, "- Retry webhook delivery on 502"]
        tags = ["markdown", "text", ""]
    return art(lines, tags)


def g_sed_command(rng, v):
    fmt, path = pick(rng)
    N = up(v.kw)
    real = v.rhs.replace(MARK, v.value)
    dl = "|" if "/" in real else rng.choice(["/", "|", "#"])
    if dl == "#" and "#" in real:
        dl = "|"
    old = rng.choice(["REPLACE_ME", "__TOKEN__", "changeme", "{{" + N + "}}"])
    r = rng.randrange(5)
    if r == 0:
        lines = [f"$ sed -i 's{dl}{old}{dl}{v.rhs}{dl}' {path}"]
    elif r == 1:
        lines = [f'$ sed -i "s{dl}^{N}=.*{dl}{N}={v.rhs}{dl}" {path}']
    elif r == 2:
        lines = ["FROM alpine:3.19", "COPY config.yml /app/config.yml", f'RUN sed -i "s{dl}__{N}__{dl}{v.rhs}{dl}g" /app/config.yml']
    elif r == 3:
        lines = ["      - name: Render config", f"        run: sed -i 's{dl}{old}{dl}{v.rhs}{dl}' {path}"]
    else:
        lines = [f"$ perl -pi -e 's{dl}{old}{dl}{v.rhs}{dl}' {path}", f"$ git diff --stat", f" {path} | 2 +-"]
    return art(lines, SH_TAGS + ["yaml", "dockerfile"] if r in (2, 3) else SH_TAGS)


def g_patch_email(rng, v):
    fmt, path = pick(rng)
    name, email = person(rng)
    d, tz = when(rng), rng.choice(TZS)
    n, k = rng.randint(1, 3), rng.randint(1, 3)
    subj = rng.choice(SUBJECTS)
    lines = [f"From {hx(rng, 40)} Mon Sep 17 00:00:00 2001", f"From: {name} <{email}>", f"Date: {mail_date(d, tz)}",
             f"Subject: [PATCH{' v2' if rng.random() < 0.3 else ''} {min(n, k)}/{k}] {subj}", "",
             rng.choice(["Needed for the staging deploy.", "Wire the client config.", ""]), "", "---",
             f" {path} | 2 +-", " 1 file changed, 1 insertion(+), 1 deletion(-)", ""]
    lines += file_diff(rng, path, hunk(rng, secret_body(rng, fmt, v, rng.choice("+++-")), fmt)) + ["-- ", f"2.{rng.randint(39, 47)}.{rng.randint(0, 3)}"]
    return art(lines, ["patch", "diff", "text", ""])


POS_IDIOMS = [
    ("unified_diff", "diff_added", g_diff_added), ("unified_diff", "diff_removed", g_diff_removed),
    ("unified_diff", "diff_context", g_diff_context), ("unified_diff", "diff_new_file", g_diff_new_file),
    ("unified_diff", "diff_multi_file", g_diff_multi_file), ("unified_diff", "diff_combined", g_diff_combined),
    ("unified_diff", "word_diff", g_word_diff), ("unified_diff", "side_by_side", g_side_by_side),
    ("git_history", "git_log_p", g_git_log_p), ("git_history", "git_show", g_git_show),
    ("git_history", "git_stash_show", g_git_stash_show), ("git_history", "git_blame", g_git_blame),
    ("git_history", "git_grep", g_git_grep),
    ("review", "gh_suggestion", g_gh_suggestion), ("review", "review_quote", g_review_quote),
    ("review", "gitlab_mr", g_gitlab_mr), ("review", "gerrit_patchset", g_gerrit_patchset),
    ("merge_conflict", "conflict_ours", g_conflict_ours), ("merge_conflict", "conflict_theirs", g_conflict_theirs),
    ("merge_conflict", "conflict_diff3", g_conflict_diff3),
    ("ci_log", "gha_log", g_gha_log), ("ci_log", "set_x_curl", g_set_x_curl), ("ci_log", "echo_env", g_echo_env),
    ("ci_log", "jenkins_console", g_jenkins_console), ("ci_log", "test_failure", g_test_failure),
    ("ci_log", "docker_build_arg", g_docker_build_arg), ("ci_log", "terraform_plan_unmasked", g_terraform_plan),
    ("commit_text", "commit_message", g_commit_message), ("commit_text", "changelog_entry", g_changelog),
    ("commit_text", "sed_command", g_sed_command), ("commit_text", "patch_email", g_patch_email),
]


# --------------------------------------------------------------------------- NEGATIVE idioms
def n_index_blob(rng):
    lines = ([rng.choice(["$ git diff", "$ git diff HEAD~1"])] if rng.random() < 0.5 else []) + code_diff(rng)
    r = rng.randrange(3)
    if r == 0:
        lines += ["", "$ git ls-tree HEAD src/"] + [f"{m} {t} {hx(rng, 40)}\t{p}" for m, t, p in
                                                     [("100644", "blob", "src/app.py"), ("040000", "tree", "src/lib"), ("100755", "blob", "src/run.sh")]]
    elif r == 1:
        lines += ["", "$ git diff --raw HEAD~1"] + [f":100644 100644 {hx(rng, 7)} {hx(rng, 7)} M\t{p}" for p in ["src/app.py", "README.md"]]
    else:
        lines += ["", "$ git rev-parse HEAD HEAD~1", hx(rng, 40), hx(rng, 40)]
    return art(lines, DIFF_TAGS)


def n_rename_similarity(rng):
    old, new = rng.choice([("src/utils/strings.py", "src/common/strings.py"), ("lib/client.js", "lib/http/client.js"),
                           ("docs/setup.md", "docs/getting-started.md")])
    pct = rng.randint(51, 99)
    lines = [f"diff --git a/{old} b/{new}", f"similarity index {pct}%", f"rename from {old}", f"rename to {new}",
             f"index {hx(rng, 7)}..{hx(rng, 7)} 100644", f"--- a/{old}", f"+++ b/{new}"]
    lines += hunk(rng, [(" ", "# helpers"), ("-", "from .legacy import slugify"), ("+", "from .text import slugify"), (" ", "")])
    if rng.random() < 0.5:
        lines += ["", "$ git log --name-status -1 --format=%h", hx(rng, 7), f"R{pct:03d}\t{old}\t{new}", f"M\tsrc/app.py"]
    if rng.random() < 0.3:
        lines += [f"diff --git a/{new} b/{new}.bak", f"dissimilarity index {rng.randint(50, 90)}%"]
    return art(lines, DIFF_TAGS)


def n_mode_change(rng):
    r = rng.randrange(3)
    if r == 0:
        lines = ["diff --git a/scripts/deploy.sh b/scripts/deploy.sh", "old mode 100644", "new mode 100755"]
    elif r == 1:
        lines = ["diff --git a/tmp/debug.py b/tmp/debug.py", "deleted file mode 100644", f"index {hx(rng, 7)}..0000000",
                 "--- a/tmp/debug.py", "+++ /dev/null", "@@ -1,3 +0,0 @@", "-import pdb", "-", "-pdb.set_trace()"]
    else:
        lines = ["diff --git a/vendor/proto b/vendor/proto", f"index {hx(rng, 7)}..{hx(rng, 7)} 160000", "--- a/vendor/proto",
                 "+++ b/vendor/proto", "@@ -1 +1 @@", f"-Subproject commit {hx(rng, 40)}", f"+Subproject commit {hx(rng, 40)}"]
    if rng.random() < 0.5:
        lines += code_diff(rng)
    return art(lines, DIFF_TAGS)


def n_log_oneline(rng):
    r = rng.randrange(3)
    if r == 0:
        br = rng.choice(BRANCHES)
        lines = ["$ git log --oneline --graph --decorate -8", f"*   {hx(rng, 7)} (HEAD -> main, origin/main) Merge pull request #{rng.randint(100, 999)} from {rng.choice(REPOS).split('/')[0]}/{br}",
                 "|\\", f"| * {hx(rng, 7)} ({br}) {rng.choice(SUBJECTS)}", f"| * {hx(rng, 7)} {rng.choice(SUBJECTS)}", "|/",
                 f"* {hx(rng, 7)} (tag: v1.{rng.randint(0, 9)}.{rng.randint(0, 9)}) {rng.choice(SUBJECTS)}", f"* {hx(rng, 7)} {rng.choice(SUBJECTS)}"]
    elif r == 1:
        lines = ["$ git log --format='%H %an %s' -4"] + [f"{hx(rng, 40)} {person(rng)[0]} {rng.choice(SUBJECTS)}" for _ in range(4)]
    else:
        lines = ["$ git cherry -v origin/main"] + [f"+ {hx(rng, 40)} {rng.choice(SUBJECTS)}" for _ in range(3)]
        lines += ["$ git cherry-pick -x " + hx(rng, 7), f"[release-1.4 {hx(rng, 7)}] {rng.choice(SUBJECTS)}",
                  f" Date: {git_date(when(rng), rng.choice(TZS))}", " 1 file changed, 2 insertions(+)"]
    return art(lines, ["console", "text", "", "log"])


def pgp_block(rng, ssh=False):
    kind = "SSH SIGNATURE" if ssh else "PGP SIGNATURE"
    body = [b64(rng, 48) for _ in range(rng.randint(4, 7))] + [b64(rng, 12)[:rng.randint(4, 16)]]
    if not ssh:
        body = [""] + body + ["=" + b64(rng, 3)]
    return ["-----BEGIN " + kind + "-----"] + body + ["-----END " + kind + "-----"]


def n_cat_file(rng):
    (name, email), ts, tz = person(rng), 1735700000 + rng.randrange(4 * 10 ** 7), rng.choice(TZS)
    lines = ["$ git cat-file -p HEAD", f"tree {hx(rng, 40)}", f"parent {hx(rng, 40)}"]
    if rng.random() < 0.4:
        lines.append(f"parent {hx(rng, 40)}")
    lines += [f"author {name} <{email}> {ts} {tz}", f"committer {name} <{email}> {ts} {tz}"]
    if rng.random() < 0.5:
        blk = pgp_block(rng, ssh=rng.random() < 0.4)
        lines += ["gpgsig " + blk[0]] + [" " + b for b in blk[1:]]
    lines += ["", rng.choice(SUBJECTS)]
    if rng.random() < 0.4:
        lines += ["", f"$ git merge-base main {rng.choice(BRANCHES)}", hx(rng, 40), "$ git rev-list --count HEAD", str(rng.randint(100, 9000))]
    return art(lines, ["console", "text", ""])


def n_gerrit_change_id(rng):
    name, email = person(rng)
    num = rng.randint(10000, 99999)
    proj = rng.choice(["platform/billing", "infra/deploy", "apps/search"])
    tr = [f"Bug: {rng.randint(1000, 9999)}", f"Change-Id: I{hx(rng, 40)}", f"Reviewed-on: https://gerrit.example.com/c/{proj}/+/{num}",
          f"Reviewed-by: {name} <{email}>", "Tested-by: CI Bot <ci@example.com>"]
    lines = commit_block(rng, f"{proj.split('/')[1]}: retry webhook delivery on 502", trailers=tr)
    if rng.random() < 0.5:
        lines += code_diff(rng)
    else:
        lines += ["$ git push origin HEAD:refs/for/main", "remote: Processing changes: refs: 1, new: 1, done",
                  "remote: SUCCESS", f"remote:   https://gerrit.example.com/c/{proj}/+/{num} retry webhook delivery [NEW]"]
    return art(lines, ["text", "", "diff", "console"])


def n_trailers(rng):
    (n1, e1), (n2, e2) = rng.sample(HUMANS, 2)
    tr = [f"Co-authored-by: {n2} <{e2}>", f"Signed-off-by: {n1} <{e1}>"]
    if rng.random() < 0.5:
        tr.insert(0, f'Fixes: {hx(rng, 12)} ("{rng.choice(SUBJECTS)}")')
    if rng.random() < 0.5:
        tr.append(f"Acked-by: {person(rng)[0]} <{person(rng)[1]}>")
    if rng.random() < 0.4:
        tr.append(f"Link: https://lore.example.org/r/{rng.randint(2025, 2026)}{rng.randint(1000, 9999)}.{hx(rng, 8)}@example.com")
    body = [rng.choice(["Keep the old flag for one release.", "No functional change."])]
    if rng.random() < 0.5:
        body += ["", f"(cherry picked from commit {hx(rng, 40)})"]
    return art(commit_block(rng, body=body, who=(n1, e1), trailers=tr)[:-1], ["text", "", "log"])


def n_gpg_signature(rng):
    name, email = person(rng)
    d = when(rng)
    lines = ["$ git log --show-signature -1", f"commit {hx(rng, 40)} (HEAD -> main)"]
    r = rng.randrange(3)
    if r == 0:
        fp = rs(rng, 40, "0123456789ABCDEF")
        sub = rs(rng, 40, "0123456789ABCDEF")
        g = lambda s: " ".join(s[i:i + 4] for i in range(0, 20, 4)) + "  " + " ".join(s[i:i + 4] for i in range(20, 40, 4))  # noqa: E731
        lines += [f"gpg: Signature made {d:%a %d %b %Y %I:%M:%S %p} CET", f"gpg:                using RSA key {sub}",
                  f'gpg:                issuer "{email}"', f'gpg: Good signature from "{name} <{email}>" [ultimate]',
                  f"Primary key fingerprint: {g(fp)}", f"     Subkey fingerprint: {g(sub)}"]
    elif r == 1:
        lines += [f'Good "git" signature for {email} with ED25519 key SHA256:{b64(rng, 32, pad=False)}']
    else:
        lines += [f"gpg: Signature made {d:%a %d %b %Y %H:%M:%S} UTC", f"gpg:                using EDDSA key {rs(rng, 40, '0123456789ABCDEF')}",
                  f"gpg: Can't check signature: No public key"]
    lines += [f"Author: {name} <{email}>", f"Date:   {git_date(d, rng.choice(TZS))}", "", f"    {rng.choice(SUBJECTS)}"]
    return art(lines, ["console", "text", ""])


def n_git_describe(rng):
    a, b, c = rng.randint(0, 3), rng.randint(0, 12), rng.randint(0, 20)
    n, h1, h2 = rng.randint(1, 60), hx(rng, 7), hx(rng, 7)
    lines = ["$ git describe --tags --long", f"v{a}.{b}.{c}-{n}-g{h1}", "$ git describe --always --dirty", f"{h1}-dirty"]
    if rng.random() < 0.6:
        body = [("-", f'__version__ = "{a}.{b}.{c}.dev{n - 1}+g{h2}"'), ("+", f'__version__ = "{a}.{b}.{c}.dev{n}+g{h1}"')]
        lines += file_diff(rng, "src/app/_version.py", hunk(rng, body, start=1))
    else:
        body = [(" ", "{"), (" ", '  "name": "web",'), ("-", f'  "version": "{a}.{b}.{c}-{n - 1}-g{h2}",'), ("+", f'  "version": "{a}.{b}.{c}-{n}-g{h1}",')]
        lines += file_diff(rng, "package.json", hunk(rng, body, start=1))
    return art(lines, ["console", "diff", "text", ""])


def n_reflog(rng):
    br = rng.choice(BRANCHES)
    ev = [f"commit: {rng.choice(SUBJECTS)}", f"rebase (finish): returning to refs/heads/{br}", f"checkout: moving from main to {br}",
          "reset: moving to HEAD~1", "pull --rebase: Fast-forward", "merge origin/main: Merge made by the 'ort' strategy.",
          f"cherry-pick: {rng.choice(SUBJECTS)}", "commit (amend): " + rng.choice(SUBJECTS)]
    rng.shuffle(ev)
    lines = ["$ git reflog -6"] + [f"{hx(rng, 7)} {'(HEAD -> ' + br + ') ' if i == 0 else ''}HEAD@{{{i}}}: {e}" for i, e in enumerate(ev[:6])]
    return art(lines, ["console", "text", ""])


def lock_art(rng, path, body, extra=None):
    h = hunk(rng, body, start=rng.randint(10, 4000))
    if extra:
        h += hunk(rng, extra, start=rng.randint(4001, 9000))
    lines = file_diff(rng, path, h)
    if rng.random() < 0.3:
        lines = [f"$ git diff --stat", f" {path} | {len(body)} {'+' * (len(body) // 2)}{'-' * (len(body) // 2)}", ""] + lines
    return art(lines, DIFF_TAGS)


def bump(rng, ver):
    p = [int(x) for x in ver.split(".")]
    p[-1] += rng.randint(1, 3)
    return ".".join(map(str, p))


NPM_PKGS = [("lodash", "4.17.20"), ("axios", "1.6.7"), ("semver", "7.5.4"), ("debug", "4.3.4"), ("minimatch", "9.0.3"), ("ws", "8.16.0")]


def n_npm_lock(rng):
    body = []
    for name, ver in rng.sample(NPM_PKGS, rng.randint(1, 2)):
        nv = bump(rng, ver)
        old_i = rng.choice(["sha512-" + b64(rng, 64), "sha1-" + b64(rng, 20)])
        body += [(" ", f'    "node_modules/{name}": {{'), ("-", f'      "version": "{ver}",'),
                 ("-", f'      "resolved": "https://registry.npmjs.org/{name}/-/{name}-{ver}.tgz",'), ("-", f'      "integrity": "{old_i}",'),
                 ("+", f'      "version": "{nv}",'), ("+", f'      "resolved": "https://registry.npmjs.org/{name}/-/{name}-{nv}.tgz",'),
                 ("+", f'      "integrity": "sha512-{b64(rng, 64)}",'), (" ", '      "dev": true'), (" ", "    },")]
    return lock_art(rng, "package-lock.json", body)


def n_yarn_lock(rng):
    name, ver = rng.choice(NPM_PKGS)
    nv = bump(rng, ver)
    if rng.random() < 0.6:
        ent = lambda v_, t: [(t, f'{name}@^{v_}:'), (t, f'  version "{v_}"'),  # noqa: E731
                             (t, f'  resolved "https://registry.yarnpkg.com/{name}/-/{name}-{v_}.tgz#{hx(rng, 40)}"'),
                             (t, "  integrity " + rng.choice(["sha512-" + b64(rng, 64), "sha1-" + b64(rng, 20)]))]
        body = [(" ", "")] + ent(ver, "-") + ent(nv, "+") + [(" ", "")]
        return lock_art(rng, "yarn.lock", body)
    body = [(" ", f'"{name}@npm:^{ver.split(".")[0]}.0.0":'), ("-", f"  version: {ver}"), ("-", f'  resolution: "{name}@npm:{ver}"'),
            ("+", f"  version: {nv}"), ("+", f'  resolution: "{name}@npm:{nv}"'), (" ", "  dependencies:"),
            ("-", f"  checksum: 10c0/{rs(rng, 128, HEXL)}"), ("+", f"  checksum: 10c0/{rs(rng, 128, HEXL)}"), (" ", "  languageName: node"),
            (" ", "  linkType: hard")]
    return lock_art(rng, "yarn.lock", body)


def n_pnpm_lock(rng):
    name, ver = rng.choice(NPM_PKGS)
    nv = bump(rng, ver)
    body = [(" ", f"  {name}@{ver}:" if rng.random() < 0.5 else f"  /{name}@{ver}:"), ("-", f"    resolution: {{integrity: sha512-{b64(rng, 64)}}}"),
            ("+", f"    resolution: {{integrity: sha512-{b64(rng, 64)}}}"), (" ", "    engines: {node: '>=14'}"), (" ", "    dev: false")]
    extra = [(" ", f"      {name}:"), ("-", f"        specifier: ^{ver}"), ("-", f"        version: {ver}"),
             ("+", f"        specifier: ^{nv}"), ("+", f"        version: {nv}")]
    return lock_art(rng, "pnpm-lock.yaml", extra, body)


GO_MODS = [("golang.org/x/net", "v0.21.0"), ("github.com/stretchr/testify", "v1.8.4"), ("google.golang.org/grpc", "v1.62.0"),
           ("github.com/google/uuid", "v1.6.0"), ("github.com/spf13/cobra", "v1.8.0")]


def n_go_sum(rng):
    body = []
    for mod, ver in rng.sample(GO_MODS, rng.randint(1, 3)):
        nv = "v" + bump(rng, ver[1:])
        body += [("-", f"{mod} {ver} h1:{b64(rng, 32)}"), ("-", f"{mod} {ver}/go.mod h1:{b64(rng, 32)}"),
                 ("+", f"{mod} {nv} h1:{b64(rng, 32)}"), ("+", f"{mod} {nv}/go.mod h1:{b64(rng, 32)}")]
    return lock_art(rng, "go.sum", body)


def n_cargo_lock(rng):
    name, ver = rng.choice([("serde", "1.0.196"), ("tokio", "1.36.0"), ("regex", "1.10.3"), ("anyhow", "1.0.80")])
    nv = bump(rng, ver)
    body = [(" ", "[[package]]"), (" ", f'name = "{name}"'), ("-", f'version = "{ver}"'), ("+", f'version = "{nv}"'),
            (" ", 'source = "registry+https://github.com/rust-lang/crates.io-index"'), ("-", f'checksum = "{rs(rng, 64, HEXL)}"'),
            ("+", f'checksum = "{rs(rng, 64, HEXL)}"')]
    extra = None
    if rng.random() < 0.5:
        extra = [(" ", "[[package]]"), (" ", 'name = "internal-proto"'), (" ", 'version = "0.3.0"'),
                 ("-", f'source = "git+https://github.com/{rng.choice(REPOS)}?branch=main#{hx(rng, 40)}"'),
                 ("+", f'source = "git+https://github.com/{rng.choice(REPOS)}?branch=main#{hx(rng, 40)}"')]
    return lock_art(rng, "Cargo.lock", body, extra)


def n_poetry_lock(rng):
    name, ver = rng.choice([("requests", "2.31.0"), ("urllib3", "2.2.0"), ("pydantic", "2.6.1"), ("certifi", "2024.2.2")])
    nv = bump(rng, ver)
    files = lambda v_, t: [(t, f'    {{file = "{name}-{v_}-py3-none-any.whl", hash = "sha256:{rs(rng, 64, HEXL)}"}},'),  # noqa: E731
                           (t, f'    {{file = "{name}-{v_}.tar.gz", hash = "sha256:{rs(rng, 64, HEXL)}"}},')]
    body = [(" ", "[[package]]"), (" ", f'name = "{name}"'), ("-", f'version = "{ver}"'), ("+", f'version = "{nv}"'), (" ", "files = [")]
    body += files(ver, "-") + files(nv, "+") + [(" ", "]")]
    extra = [(" ", "[metadata]"), (" ", 'lock-version = "2.0"'), (" ", 'python-versions = "^3.11"'),
             ("-", f'content-hash = "{rs(rng, 64, HEXL)}"'), ("+", f'content-hash = "{rs(rng, 64, HEXL)}"')]
    return lock_art(rng, "poetry.lock", body, extra)


def n_requirements_hash(rng):
    name, ver = rng.choice([("requests", "2.31.0"), ("urllib3", "2.2.0"), ("idna", "3.6"), ("charset-normalizer", "3.3.2")])
    nv = bump(rng, ver)
    ent = lambda v_, t: [(t, f"{name}=={v_} \\"), (t, f"    --hash=sha256:{rs(rng, 64, HEXL)} \\"), (t, f"    --hash=sha256:{rs(rng, 64, HEXL)}")]  # noqa: E731
    body = ent(ver, "-") + ent(nv, "+") + [(" ", "    # via -r requirements.in")]
    return lock_art(rng, rng.choice(["requirements.txt", "requirements/prod.txt"]), body)


def n_gemfile_lock(rng):
    body = [(" ", "GIT"), (" ", f"  remote: https://github.com/{rng.choice(REPOS)}-rb.git"), ("-", f"  revision: {hx(rng, 40)}"),
            ("+", f"  revision: {hx(rng, 40)}"), (" ", "  branch: main"), (" ", "  specs:")]
    extra = [(" ", "CHECKSUMS"), ("-", f"  rake (13.1.0) sha256={rs(rng, 64, HEXL)}"), ("+", f"  rake (13.2.1) sha256={rs(rng, 64, HEXL)}"),
             (" ", f"  rack (3.0.9) sha256={rs(rng, 64, HEXL)}")]
    return lock_art(rng, "Gemfile.lock", body, extra)


def n_composer_lock(rng):
    o, n, o2, n2 = hx(rng, 40), hx(rng, 40), hx(rng, 40), hx(rng, 40)
    body = [(" ", '            "source": {'), (" ", '                "type": "git",'), (" ", '                "url": "https://github.com/guzzle/guzzle.git",'),
            ("-", f'                "reference": "{o}"'), ("+", f'                "reference": "{n}"'), (" ", "            },"),
            (" ", '            "dist": {'), (" ", '                "type": "zip",'),
            ("-", f'                "url": "https://api.github.com/repos/guzzle/guzzle/zipball/{o2}",'), ("-", f'                "reference": "{o2}",'),
            ("+", f'                "url": "https://api.github.com/repos/guzzle/guzzle/zipball/{n2}",'), ("+", f'                "reference": "{n2}",'),
            (" ", '                "shasum": ""' if rng.random() < 0.6 else f'                "shasum": "{hx(rng, 40)}"')]
    extra = [(" ", '    "_readme": ['), ("-", f'    "content-hash": "{hx(rng, 32)}",'), ("+", f'    "content-hash": "{hx(rng, 32)}",')]
    return lock_art(rng, "composer.lock", body, extra)


def n_flake_lock(rng):
    t = 1735700000 + rng.randrange(4 * 10 ** 7)
    body = [(" ", '      "locked": {'), ("-", f'        "lastModified": {t},'), ("-", f'        "narHash": "sha256-{b64(rng, 32)}",'),
            ("+", f'        "lastModified": {t + rng.randint(1000, 900000)},'), ("+", f'        "narHash": "sha256-{b64(rng, 32)}",'),
            (" ", '        "owner": "NixOS",'), (" ", '        "repo": "nixpkgs",'), ("-", f'        "rev": "{hx(rng, 40)}",'),
            ("+", f'        "rev": "{hx(rng, 40)}",'), (" ", '        "type": "github"')]
    return lock_art(rng, "flake.lock", body)


def n_docker_digest(rng):
    r = rng.randrange(3)
    if r == 0:
        img = rng.choice(["node:20-alpine", "python:3.12-slim", "golang:1.22", "nginx:1.25-alpine"])
        body = [("-", f"FROM {img}@sha256:{rs(rng, 64, HEXL)} AS build"), ("+", f"FROM {img}@sha256:{rs(rng, 64, HEXL)} AS build"), (" ", "WORKDIR /src")]
        return lock_art(rng, "Dockerfile", body)
    if r == 1:
        body = [(" ", "      containers:"), (" ", "        - name: api"), ("-", f"          image: ghcr.io/{rng.choice(REPOS)}@sha256:{rs(rng, 64, HEXL)}"),
                ("+", f"          image: ghcr.io/{rng.choice(REPOS)}@sha256:{rs(rng, 64, HEXL)}")]
        return lock_art(rng, "k8s/deployment.yaml", body)
    body = [(" ", "    steps:"), ("-", f"      - uses: actions/checkout@{hx(rng, 40)} # v4.1.1"), ("+", f"      - uses: actions/checkout@{hx(rng, 40)} # v4.1.2"),
            ("-", f"      - uses: actions/setup-node@{hx(rng, 40)} # v4.0.1"), ("+", f"      - uses: actions/setup-node@{hx(rng, 40)} # v4.0.2")]
    return lock_art(rng, ".github/workflows/ci.yml", body)


def n_helm_chart_lock(rng):
    d = when(rng)
    body = [(" ", "dependencies:"), (" ", "- name: postgresql"), (" ", "  repository: oci://registry-1.docker.io/bitnamicharts"),
            ("-", "  version: 13.2.24"), ("+", "  version: 13.4.4"), ("-", f"digest: sha256:{rs(rng, 64, HEXL)}"),
            ("-", f'generated: "{d:%Y-%m-%dT%H:%M:%S}.{rng.randrange(10 ** 9):09d}Z"'), ("+", f"digest: sha256:{rs(rng, 64, HEXL)}"),
            ("+", f'generated: "{d + _dt.timedelta(days=9):%Y-%m-%dT%H:%M:%S}.{rng.randrange(10 ** 9):09d}Z"')]
    return lock_art(rng, rng.choice(["charts/api/Chart.lock", "helm/Chart.lock"]), body)


def n_tf_lock(rng):
    prov, ver = rng.choice([("hashicorp/aws", "5.39.1"), ("hashicorp/google", "5.18.0"), ("hashicorp/random", "3.6.0")])
    nv = bump(rng, ver)
    body = [(" ", f'provider "registry.terraform.io/{prov}" {{'), ("-", f'  version     = "{ver}"'), ("+", f'  version     = "{nv}"'),
            (" ", '  constraints = "~> 5.0"'), (" ", "  hashes = [")]
    body += [("-", f'    "h1:{b64(rng, 32)}",')] + [("-", f'    "zh:{rs(rng, 64, HEXL)}",') for _ in range(rng.randint(1, 3))]
    body += [("+", f'    "h1:{b64(rng, 32)}",')] + [("+", f'    "zh:{rs(rng, 64, HEXL)}",') for _ in range(rng.randint(1, 3))]
    body += [(" ", "  ]"), (" ", "}")]
    return lock_art(rng, ".terraform.lock.hcl", body)


def kw_any(rng):
    return make_value(rng, rng.choice(KINDS)).kw


def swap_art(rng, fmt, path, old, new):
    f = fills(rng, fmt)
    body = [(" ", x[0]) for x in f[:rng.randint(1, 3)]] + [("-", old), ("+", new)] + [(" ", x[0]) for x in f[3:3 + rng.randint(0, 2)]]
    return art(file_diff(rng, path, hunk(rng, body, fmt)), DIFF_TAGS)


def n_ref_gha_secrets(rng):
    N = up(kw_any(rng))
    old = rng.choice([f"          {N}: ${{{{ env.{N} }}}}", f"          {N}: changeme", f'          {N}: "<REDACTED>"', f"          {N}: ***"])
    new = rng.choice([f"          {N}: ${{{{ secrets.{N} }}}}", f"          {N}: ${{{{ secrets.PROD_{N} }}}}"])
    body = [(" ", "      - name: Deploy"), (" ", "        run: ./scripts/deploy.sh"), (" ", "        env:"), ("-", old), ("+", new)]
    return art(file_diff(rng, rng.choice([".github/workflows/deploy.yml", ".github/workflows/release.yml"]), hunk(rng, body, "yaml")), DIFF_TAGS)


def n_ref_os_environ(rng):
    kw = kw_any(rng)
    return swap_art(rng, "py", rng.choice(PATHS["py"]), ph_line(rng, "py", kw).strip(), rng.choice(
        [f'{up(kw)} = os.environ["{up(kw)}"]', f'{up(kw)} = os.getenv("{up(kw)}")', f'{up(kw)} = os.environ.get("{up(kw)}", "")']))


def n_ref_process_env(rng):
    kw = kw_any(rng)
    n = kname(kw, "js")
    return swap_art(rng, "js", rng.choice(PATHS["js"]), rng.choice([f"const {n} = '{rng.choice(PLACEHOLDERS)}';", f"const {n} = '';"]),
                    f"const {n} = process.env.{up(kw)};")


def n_ref_vault(rng):
    kw = kw_any(rng)
    s = "_".join(kw)
    svc = rng.choice(SVCS)
    if rng.random() < 0.5:
        return swap_art(rng, "yaml", rng.choice(PATHS["yaml"]), f'  {s}: "{rng.choice(["<REDACTED>", "changeme", "[MASKED]"])}"',
                        f"  {s}: vault:secret/data/{svc}/prod#{s}")
    body = [(" ", "  data:"), ("-", f"    - secretKey: {s}"), ("-", f"      remoteRef: {{key: legacy/{svc}, property: {s}}}"),
            ("+", f"    - secretKey: {s}"), ("+", f"      remoteRef: {{key: secret/data/{svc}/prod, property: {s}}}")]
    return art(file_diff(rng, "k8s/external-secret.yaml", hunk(rng, body, "yaml")), DIFF_TAGS)


def n_ref_helm_values(rng):
    kw = kw_any(rng)
    s, N = "_".join(kw), up(kw)
    if rng.random() < 0.5:
        old = f'              value: "{rng.choice(["changeme", "", "<password>"])}"'
        new = f"              value: {{{{ .Values.{kname(kw, 'js')} | quote }}}}"
        body = [(" ", "          env:"), (" ", f"            - name: {N}"), ("-", old), ("+", new)]
    else:
        body = [(" ", f"            - name: {N}"), ("-", '              value: "changeme"'), ("+", "              valueFrom:"),
                ("+", "                secretKeyRef:"), ("+", f"                  name: {{{{ include \"app.fullname\" . }}}}-secrets"),
                ("+", f"                  key: {s.replace('_', '-')}")]
    return art(file_diff(rng, "helm/templates/deployment.yaml", hunk(rng, body, "yaml")), DIFF_TAGS)


def n_ref_redacted(rng):
    fmt = rng.choice(["env", "yaml", "json", "properties", "ini"])
    kw = kw_any(rng)
    mk = rng.choice(["<REDACTED>", "[MASKED]", "***", "********", "[redacted]"])
    old = assign(rng, fmt, kw, mk, mk)
    new = ref_line(rng, fmt, kw) if rng.random() < 0.7 else assign(rng, fmt, kw, mk, mk).replace(mk, rng.choice(["<REDACTED>", "[MASKED]"]))
    a = swap_art(rng, fmt, rng.choice(PATHS[fmt]), old, new)
    return a


def n_gha_masked(rng):
    kw = kw_any(rng)
    N = up(kw)
    msgs = ["##[group]Run ./scripts/deploy.sh", "./scripts/deploy.sh", "shell: /usr/bin/bash -e {0}", "env:", f"  {N}: ***",
            f"  RUN_ID: {rng.randint(10 ** 9, 10 ** 10)}", "##[endgroup]", "+ curl -fsS -H 'Authorization: Bearer ***' https://api.example.com/v1/deploy",
            '{"status":"queued"}']
    return art(stamp(rng, when(rng), msgs), LOG_TAGS)


def n_gitlab_masked(rng):
    msgs = [f"Running with gitlab-runner 16.{rng.randint(1, 11)}.{rng.randint(0, 3)} ({hx(rng, 8)})",
            f"  on docker-runner-{rng.randint(1, 9)} {rs(rng, 8, B62 + '-_')}, system ID: s_{hx(rng, 12)}",
            'Preparing the "docker" executor', f"Using docker image sha256:{rs(rng, 64, HEXL)} for alpine:3.19 with digest alpine@sha256:{rs(rng, 64, HEXL)} ...",
            f"Getting source from Git repository", f"Fetching changes with git depth set to 20...", f"Checking out {hx(rng, 8)} as detached HEAD (ref is main)...",
            '$ curl --header "PRIVATE-TOKEN: [MASKED]" "https://gitlab.example.com/api/v4/projects/42/releases"',
            "$ echo $DEPLOY_PASSWORD", "[MASKED]", f"Cleaning up project directory and file based variables", "Job succeeded"]
    return art(msgs, LOG_TAGS)


def n_terraform_sensitive(rng):
    s = "_".join(kw_any(rng))
    lines = ["  # aws_db_instance.main will be updated in-place", '  ~ resource "aws_db_instance" "main" {',
             f'        id       = "db-{hx(rng, 8)}"', "      ~ password = (sensitive value)", "        # (42 unchanged attributes hidden)", "    }",
             "", "Plan: 0 to add, 1 to change, 0 to destroy.", "", "Changes to Outputs:", f"  ~ {s} = (sensitive value)",
             "", "$ terraform output", f"{s} = <sensitive>", f'db_endpoint = "app-db.{hx(rng, 12)}.eu-west-1.rds.amazonaws.com:5432"']
    return art(lines, ["text", "console", "", "hcl"])


def n_set_x_masked(rng):
    if rng.random() < 0.5:
        lines = ["[Pipeline] withCredentials", "Masking supported pattern matches of $REGISTRY_PASSWORD", "[Pipeline] sh",
                 "+ docker login -u deploy -p **** registry.example.com", "Login Succeeded", f"Finished: SUCCESS"]
    else:
        lines = stamp(rng, when(rng), ["+ set -x", "+ curl -fsS -H 'Authorization: Bearer ***' https://api.example.com/v1/releases",
                                       "+ export NPM_TOKEN=***", "+ npm publish --access public", "+ web@1.4.2"])
    return art(lines, LOG_TAGS)


def n_test_placeholder(rng):
    ph = rng.choice(["changeme", "test", "example", "<password>", "password", "secret", "dummy", "xxx"])
    r = rng.randrange(3)
    if r == 0:
        body = [(" ", ""), ("+", "def test_login_rejects_bad_password(client):"),
                ("+", f'    resp = client.post("/login", json={{"username": "alice", "password": "{ph}"}})'), ("+", "    assert resp.status_code == 401")]
        path = "tests/test_auth.py"
    elif r == 1:
        body = [(" ", "database:"), ("-", "  password: test"), ("+", f'  password: "{ph}"'), (" ", "  host: localhost")]
        path = "tests/fixtures/config.yml"
    else:
        body = [(" ", "describe('client', () => {"), ("+", f"  const client = new Client({{ apiKey: '{ph}', baseUrl: 'http://localhost:4010' }});"),
                ("+", "  it('sends the key header', async () => {")]
        path = "test/client.spec.ts"
    return art(file_diff(rng, path, hunk(rng, body)), DIFF_TAGS)


def n_docs_example_env(rng):
    body = []
    for _ in range(rng.randint(2, 4)):
        kw = kw_any(rng)
        body.append(("+", f"{up(kw)}={rng.choice(['<your-api-key>', 'your-token-here', 'changeme', '', 'REPLACE_ME', 'xxx'])}"))
    body.append(("+", rng.choice(["DATABASE_URL=postgres://app:<password>@localhost:5432/app", "DATABASE_URL=postgres://app:${DB_PASSWORD}@db:5432/app",
                                  "REDIS_URL=redis://localhost:6379/0"])))
    return art(file_diff(rng, ".env.example", hunk(rng, [(" ", "# copy to .env and fill in")] + body)), DIFF_TAGS)


def n_uuid_ids(rng):
    d = when(rng)
    msgs = [f"level=error msg=\"upstream timeout\" request_id={uuid4(rng)} status=504", f"X-Request-Id: {uuid4(rng)}",
            f"traceparent: 00-{rs(rng, 32, HEXL)}-{rs(rng, 16, HEXL)}-01", f"run_id={rng.randint(10 ** 9, 10 ** 10)} job_id={uuid4(rng)}",
            f"correlation-id: {uuid4(rng)}", f"span_id={rs(rng, 16, HEXL)} trace_id={rs(rng, 32, HEXL)}"]
    rng.shuffle(msgs)
    return art(stamp(rng, d, msgs[:rng.randint(3, 6)], rng.choice(["gha", "short"])), LOG_TAGS)


def n_build_numbers(rng):
    n = rng.randint(100, 9999)
    lines = [f"Build #{n} ({rng.choice(SVCS)}-main) started", f"BUILD_ID={when(rng):%Y-%m-%d_%H-%M-%S}", f"GITHUB_RUN_ID={rng.randint(10 ** 9, 10 ** 10)}",
             f"GITHUB_RUN_NUMBER={rng.randint(1, 999)}", f"CI_PIPELINE_ID={rng.randint(10 ** 5, 10 ** 7)}", f"CI_JOB_ID={rng.randint(10 ** 6, 10 ** 9)}",
             f"version=1.{rng.randint(0, 9)}.{rng.randint(0, 9)}+build.{n}", f"BUILDKITE_BUILD_ID={uuid4(rng)}"]
    rng.shuffle(lines)
    return art(lines[:rng.randint(4, 8)], LOG_TAGS)


def n_cache_key(rng):
    tool = rng.choice(["node", "pip", "gradle", "cargo", "go"])
    k = f"{rng.choice(['Linux', 'macOS', 'Windows'])}-{tool}-{rs(rng, 64, HEXL)}"
    size = rng.randint(10 ** 6, 9 * 10 ** 8)
    msgs = ["##[group]Run actions/cache@v4", "with:", f"  key: ${{{{ runner.os }}}}-{tool}-${{{{ hashFiles('**/package-lock.json') }}}}", "##[endgroup]",
            f"Cache hit for: {k}", f"Received {size} of {size} (100.0%), {rng.randint(10, 90)}.{rng.randint(0, 9)} MBs/sec",
            f"Cache Size: ~{size // 10 ** 6} MB ({size} B)", f"Cache restored successfully", f"Cache restored from key: {k}"]
    if rng.random() < 0.5:
        msgs += [f"Post job cleanup.", f"Cache saved with key: {rng.choice(['Linux', 'macOS'])}-{tool}-{rs(rng, 64, HEXL)}"]
    return art(stamp(rng, when(rng), msgs), LOG_TAGS)


def n_artifact_digest(rng):
    r = rng.randrange(2)
    if r == 0:
        msgs = ["With the provided path, there will be 14 files uploaded", "Artifact name is valid!", "Root directory input is valid!",
                f"Uploaded artifact size of {rng.randint(10 ** 4, 10 ** 8)} bytes", f"SHA256 digest of uploaded artifact zip is {rs(rng, 64, HEXL)}",
                f"Artifact build-output successfully finalized. Artifact ID {rng.randint(10 ** 9, 10 ** 10)}",
                f"Artifact download URL: https://github.com/{rng.choice(REPOS)}/actions/runs/{rng.randint(10 ** 9, 10 ** 10)}/artifacts/{rng.randint(10 ** 9, 10 ** 10)}"]
        return art(stamp(rng, when(rng), msgs), LOG_TAGS)
    lines = ["$ cat dist/checksums.txt"] + [f"{rs(rng, 64, HEXL)}  app_1.4.2_{o}.tar.gz" for o in ["linux_amd64", "linux_arm64", "darwin_arm64"]]
    return art(lines, ["text", "console", ""])


def n_docker_layers(rng):
    tag = rng.choice(["node:20", "python:3.12", f"ghcr.io/{rng.choice(REPOS)}:1.4.2"])
    r = rng.randrange(3)
    if r == 0:
        lines = [f"$ docker pull {tag}", f"{tag.split(':')[-1]}: Pulling from {tag.split(':')[0]}"] + [f"{hx(rng, 12)}: Pull complete" for _ in range(rng.randint(3, 6))]
        lines += [f"Digest: sha256:{rs(rng, 64, HEXL)}", f"Status: Downloaded newer image for {tag}"]
    elif r == 1:
        lines = [f"$ docker push {tag}", f"The push refers to repository [{tag.split(':')[0]}]"] + [f"{hx(rng, 12)}: Pushed" for _ in range(rng.randint(2, 5))]
        lines += [f"{tag.split(':')[-1]}: digest: sha256:{rs(rng, 64, HEXL)} size: {rng.randint(900, 3000)}"]
    else:
        k = rng.randint(10, 20)
        full = tag if "/" in tag else f"docker.io/library/{tag}"
        lines = [f"#{k} exporting to image", f"#{k} exporting layers done", f"#{k} writing image sha256:{rs(rng, 64, HEXL)} done",
                 f"#{k} naming to {full} done", f"#{k} DONE 0.{rng.randint(1, 9)}s"]
    return art(lines, LOG_TAGS)


def n_sourcemap_inline(rng):
    src = rng.choice(["src/app.ts", "src/index.tsx", "src/lib/format.ts"])
    mp = {"version": 3, "file": "app.js", "sources": [src], "names": ["formatPrice", "cents", "currency"],
          "mappings": ";".join(",".join(rs(rng, rng.choice([4, 5, 6]), string.ascii_letters + "+/") for _ in range(rng.randint(2, 6))) for _ in range(rng.randint(3, 8)))}
    enc = base64.b64encode(json.dumps(mp, separators=(",", ":")).encode()).decode()
    body = [(" ", 'export{o as formatPrice};'), ("-", f"//# sourceMappingURL=app.js.map"),
            ("+", f"//# sourceMappingURL=data:application/json;{'charset=utf-8;' if rng.random() < 0.5 else ''}base64,{enc}")]
    return art(file_diff(rng, "dist/app.js", hunk(rng, body)), DIFF_TAGS)


def n_hashed_assets(rng):
    if rng.random() < 0.5:
        lines = [f"vite v5.{rng.randint(0, 4)}.{rng.randint(0, 9)} building for production...", f"transforming... {rng.randint(40, 900)} modules transformed."]
        for name, ext in [("index", "html"), ("index", "css"), ("index", "js"), ("vendor", "js")]:
            fn = f"dist/index.html" if ext == "html" else f"dist/assets/{name}-{mixed(rng, 8, B64U)}.{ext}"
            lines.append(f"{fn:<40} {rng.randint(1, 400)}.{rng.randint(10, 99)} kB | gzip: {rng.randint(1, 90)}.{rng.randint(10, 99)} kB")
        return art(lines, LOG_TAGS)
    body = [(" ", "{"), ("-", f'  "main.js": "/static/js/main.{hx(rng, 8)}.js",'), ("+", f'  "main.js": "/static/js/main.{hx(rng, 8)}.js",'),
            ("-", f'  "main.css": "/static/css/main.{hx(rng, 8)}.css",'), ("+", f'  "main.css": "/static/css/main.{hx(rng, 8)}.css",'),
            (" ", f'  "runtime.js": "/static/js/runtime.{hx(rng, 20)}.js"')]
    return art(file_diff(rng, "build/asset-manifest.json", hunk(rng, body)), DIFF_TAGS)


def n_coverage_ids(rng):
    d = when(rng)
    ts = f"{d:%Y-%m-%d %H:%M:%S},{rng.randint(100, 999)}"
    resp = json.dumps({"external_id": uuid4(rng), "created_at": f"{d:%Y-%m-%dT%H:%M:%S}Z", "commit": hx(rng, 40), "state": "processing"})
    lines = [f"info - {ts} -- ci service found: github-actions", f"info - {ts} -- Found 1 coverage files to report",
             f"info - {ts} -- Upload queued for processing complete --- {{\"response_status_code\": 200, \"response_content\": {resp}}}",
             f"Coverage report: https://app.codecov.io/github/{rng.choice(REPOS)}/commit/{hx(rng, 40)}",
             f"coveralls: Job ##{rng.randint(1000, 9999)}.1 https://coveralls.io/jobs/{rng.randint(10 ** 8, 10 ** 9)}"]
    return art(lines, LOG_TAGS)


NEG_IDIOMS = [
    ("diff_metadata", "index_blob", n_index_blob), ("diff_metadata", "rename_similarity", n_rename_similarity),
    ("diff_metadata", "mode_change", n_mode_change), ("diff_metadata", "log_oneline_shas", n_log_oneline),
    ("diff_metadata", "cat_file_commit", n_cat_file), ("diff_metadata", "gerrit_change_id", n_gerrit_change_id),
    ("diff_metadata", "trailers", n_trailers), ("diff_metadata", "gpg_signature", n_gpg_signature),
    ("diff_metadata", "git_describe", n_git_describe), ("diff_metadata", "reflog", n_reflog),
    ("lockfile", "npm_lock", n_npm_lock), ("lockfile", "yarn_lock", n_yarn_lock), ("lockfile", "pnpm_lock", n_pnpm_lock),
    ("lockfile", "go_sum", n_go_sum), ("lockfile", "cargo_lock", n_cargo_lock), ("lockfile", "poetry_lock", n_poetry_lock),
    ("lockfile", "requirements_hash", n_requirements_hash), ("lockfile", "gemfile_lock", n_gemfile_lock),
    ("lockfile", "composer_lock", n_composer_lock), ("lockfile", "flake_lock", n_flake_lock),
    ("lockfile", "docker_digest", n_docker_digest), ("lockfile", "helm_chart_lock", n_helm_chart_lock),
    ("lockfile", "tf_lock_hcl", n_tf_lock),
    ("reference_swap", "ref_gha_secrets", n_ref_gha_secrets), ("reference_swap", "ref_os_environ", n_ref_os_environ),
    ("reference_swap", "ref_process_env", n_ref_process_env), ("reference_swap", "ref_vault", n_ref_vault),
    ("reference_swap", "ref_helm_values", n_ref_helm_values), ("reference_swap", "ref_redacted", n_ref_redacted),
    ("ci_masked", "gha_masked", n_gha_masked), ("ci_masked", "gitlab_masked", n_gitlab_masked),
    ("ci_masked", "terraform_sensitive", n_terraform_sensitive), ("ci_masked", "set_x_masked", n_set_x_masked),
    ("placeholder", "test_placeholder", n_test_placeholder), ("placeholder", "docs_example_env", n_docs_example_env),
    ("ids", "uuid_ids", n_uuid_ids), ("ids", "build_numbers", n_build_numbers), ("ids", "cache_key", n_cache_key),
    ("ids", "artifact_digest", n_artifact_digest), ("ids", "docker_layers", n_docker_layers),
    ("ids", "sourcemap_inline", n_sourcemap_inline), ("ids", "hashed_assets", n_hashed_assets), ("ids", "coverage_ids", n_coverage_ids),
]


# --------------------------------------------------------------------------- DEBATABLE idioms
def d_fake_fixture(rng):
    v = make_value(rng, rng.choice(["github_classic", "stripe_live", "slack_bot", "openai_key", "gitlab_pat", "npm_token"]))
    N = up(v.kw)
    fmt = rng.choice(["py", "json"])
    if fmt == "py":
        line = f'FAKE_{N} = "{MARK}"  # fake, not a real credential: used by test_redaction'
        path = rng.choice(["tests/fixtures/tokens.py", "tests/conftest.py"])
    else:
        line = f'  "{kname(v.kw, "js")}": "{MARK}",'
        path = rng.choice(["tests/fixtures/fake_credentials.json", "testdata/fake-config.json"])
    body = [(" ", "# Fake credentials for scanner/redaction tests. None of these are valid." if fmt == "py" else "{"), ("+", line)]
    a = art(file_diff(rng, path, hunk(rng, body)), DIFF_TAGS)
    a["inline"] = fmt == "py"   # the one-line form keeps the "fake" comment only in the Python variant
    return v.value, v.kind, a


def d_removed_later(rng):
    v = make_value(rng, rng.choice(KINDS))
    fmt, path = pick(rng)
    sec = assign(rng, fmt, v.kw, v.rhs, v.value)
    ref = ref_line(rng, fmt, v.kw)
    ctx = fills(rng, fmt)[0][0]
    add = file_diff(rng, path, hunk(rng, [(" ", ctx), ("+", sec)], fmt))
    rem = file_diff(rng, path, hunk(rng, [(" ", ctx), ("-", sec.replace(MARK, MARK2)), ("+", ref)], fmt))
    lines = ["$ git log -p -2 -- " + path] + commit_block(rng, "Read credential from the environment") + rem + [""]
    lines += commit_block(rng, rng.choice(SUBJECTS)) + add
    a = art(lines, DIFF_TAGS)
    a["inline"] = False   # the removal is the point; never reduce it to one line
    return v.value, v.kind, a


def d_sk_test(rng):
    val = "sk_test_" + mixed(rng, rng.choice([24, 99]))
    fmt = rng.choice(["env", "yaml", "py"])
    line = assign(rng, fmt, ["stripe", "secret", "key"], MARK, val)
    path = {"env": ".env.test", "yaml": "config/test.yml", "py": "settings/test.py"}[fmt]
    return val, "stripe_test", art(file_diff(rng, path, hunk(rng, [(" ", FILL[fmt][0][0]), ("+", line)], fmt)), DIFF_TAGS)


def d_bare_aws_key_id(rng):
    akid = "AKIA" + rs(rng, 16, B32)
    r = rng.randrange(3)
    if r == 0:
        lines = file_diff(rng, ".env", hunk(rng, [(" ", "AWS_REGION=eu-west-1"), ("+", f"AWS_ACCESS_KEY_ID={MARK}")]))
    elif r == 1:
        lines = ["$ aws iam list-access-keys --user-name ci-deploy", "{", '    "AccessKeyMetadata": [', "        {",
                 '            "UserName": "ci-deploy",', f'            "AccessKeyId": "{MARK}",', '            "Status": "Active"', "        }", "    ]", "}"]
    else:
        lines = stamp(rng, when(rng), [f"Using AWS access key id {MARK} (profile deploy)", "upload: dist/app.js to s3://acme-web-assets/app.js"])
    return akid, "aws_key_id", art(lines, ["text", "console", "diff", ""])


def d_revoked(rng):
    v = make_value(rng, rng.choice(["github_classic", "slack_bot", "gitlab_pat", "npm_token", "stripe_live"]))
    d = when(rng)
    lines = [f"Revoked on {d:%Y-%m-%d} and replaced; kept here for the incident record:", ""]
    lines += stamp(rng, d, ["##[group]Run ./scripts/notify.sh", "./scripts/notify.sh", "env:", f"  {up(v.kw)}: {MARK}", "##[endgroup]"])
    lines += ["", f"Status: token revoked ({rng.choice(['GitHub secret scanning alert', 'manual rotation', 'vendor notice'])})."]
    a = art(lines, ["text", "log", ""])
    a["inline"] = False   # keep the "revoked" context
    return v.value, v.kind + "(revoked)", a


def d_pk_live(rng):
    val = "pk_live_" + mixed(rng, rng.choice([24, 99]))
    line = rng.choice([f"NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY={MARK}", f"  publishableKey: '{MARK}',"])
    path = ".env.production" if line.startswith("NEXT") else "src/stripe.ts"
    ctx = "STRIPE_WEBHOOK_PATH=/hooks/stripe" if path.startswith(".env") else "export const stripeOptions = {"
    return val, "stripe_publishable", art(file_diff(rng, path, hunk(rng, [(" ", ctx), ("+", line)])), DIFF_TAGS)


def d_firebase(rng):
    val = "AIza" + mixed(rng, 35, B62)
    proj = f"{rng.choice(SVCS)}-{rng.randint(1000, 9999)}"
    body = [(" ", "const firebaseConfig = {"), ("+", f'  apiKey: "{MARK}",'), ("+", f'  authDomain: "{proj}.firebaseapp.com",'),
            ("+", f'  projectId: "{proj}",'), ("+", f'  appId: "1:{rng.randint(10 ** 11, 10 ** 12)}:web:{hx(rng, 22)}",'), (" ", "};")]
    return val, "google_api_browser", art(file_diff(rng, "src/firebase.ts", hunk(rng, body)), DIFF_TAGS)


DEB_IDIOMS = [("debatable", "fake_fixture", d_fake_fixture), ("debatable", "removed_later", d_removed_later),
              ("debatable", "sk_test_key", d_sk_test), ("debatable", "bare_aws_key_id", d_bare_aws_key_id),
              ("debatable", "revoked_token", d_revoked), ("debatable", "pk_live_publishable", d_pk_live),
              ("debatable", "firebase_api_key", d_firebase)]


# --------------------------------------------------------------------------- note containers
AREA = {"unified_diff": "diff", "git_history": "history", "review": "review", "merge_conflict": "conflict", "ci_log": "ci",
        "commit_text": "commit", "diff_metadata": "history", "lockfile": "deps", "reference_swap": "diff", "ci_masked": "ci",
        "placeholder": "diff", "ids": "ci", "debatable": "diff"}
INTROS = {
    "diff": ["PR #{pr} moved the {thing} into settings; the diff:", "Diff from `{branch}` before the squash-merge:",
             "Staged changes I reviewed for {svc}:", "Captured `git diff` while debugging the {svc} deploy.",
             "What changed in the {svc} config today, for the incident notes:"],
    "history": ["History around the {svc} regression, for the record:", "`git log` output while bisecting the {svc} issue:",
                "Who touched this last (blame/history) in {svc}:", "Looked through the repo history for the {thing}:"],
    "review": ["Review thread on PR #{pr} ({svc}):", "Copied the review comment from MR !{pr} so I remember the outcome:",
               "Reviewer feedback on `{branch}`:"],
    "conflict": ["Rebasing `{branch}` onto main hit a conflict in the {svc} config:", "Merge conflict I resolved today ({svc}):"],
    "ci": ["CI run {run} for {svc} failed on the deploy step; log excerpt:", "Job log from the {svc} pipeline (run {run}):",
           "Relevant part of the build output for {svc}:"],
    "commit": ["Commit/notes text from `{branch}`:", "Release notes draft for {svc}:", "The command the runbook uses for {svc}:"],
    "deps": ["Renovate PR #{pr} bumped dependencies; lockfile diff:", "Dependabot update for {svc}, the lockfile churn:",
             "Dependency bump in `{branch}`:"],
}
NOISE = ["Next step: re-run the pipeline after the rebase.", "- [ ] ask {who} to re-review", "Related: #{pr}", "See also [[{svc}-ci-notes]].",
         "Status: merged.", "Took ~20 min to track down.", "Context: {svc} staging."]
TITLES = ["{svc}: config change review", "{svc} deploy debugging", "Notes on PR #{pr}", "{svc} CI failure", "Lockfile bump in {svc}",
          "Merge notes for {branch}", "{svc}: history of the settings file"]


def fill_tpl(rng, t):
    return t.format(pr=rng.randint(10, 999), thing=rng.choice(THINGS), branch=rng.choice(BRANCHES), svc=rng.choice(SVCS),
                    run=rng.randint(10 ** 9, 10 ** 10), who="@" + person(rng)[0].split()[0].lower())


def frontmatter(rng, area):
    d = when(rng)
    tags = rng.sample(["git", "ci", "review", "deploy", "config", "deps", area, "incident"], rng.randint(1, 3))
    lines = ["---"]
    if rng.random() < 0.6:
        lines.append(f"title: {fill_tpl(rng, rng.choice(TITLES))}")
    lines.append(f"type: {rng.choice(['episodic', 'procedural', 'observation', 'reference'])}")
    lines += [f"tags: [{', '.join(tags)}]"] if rng.random() < 0.6 else ["tags:"] + [f"  - {t}" for t in tags]
    if rng.random() < 0.7:
        lines.append(f"sensitivity: {rng.choice(['private', 'private', 'internal'])}")
    lines.append(f"created: {d:%Y-%m-%dT%H:%M:%S}Z")
    return lines + ["---", ""]


def fence(rng, lines, tags, indent=""):
    run = max([len(m) for l in lines for m in re.findall(r"`{3,}", l)] + [0])
    f = "`" * max(3, run + 1) if (run or rng.random() < 0.9) else "~~~"
    tag = rng.choice(tags)
    return [indent + f + tag] + [(indent + l) if l else "" for l in lines] + [indent + f], "fence_" + (tag or "untagged")


def one_line(a, rng):
    if a["one"]:
        return a["one"]
    hits = [l for l in a["lines"] if MARK in l]
    if hits:
        return hits[0].strip()
    cands = [l.strip() for l in a["lines"] if 20 < len(l.strip()) < 220]
    strong = [l for l in cands if re.search(r"[A-Za-z0-9+/=_-]{16,}", l)]
    return rng.choice(strong or cands) if cands else None


def compose(rng, fam, a, extras):
    area = AREA[fam]
    out = frontmatter(rng, area) if rng.random() < 0.4 else []
    out += ["# " + fill_tpl(rng, rng.choice(TITLES)), ""]
    intro = fill_tpl(rng, rng.choice(INTROS[area]))
    one = one_line(a, rng)
    r = rng.random()
    if r < 0.07 and one and len(one) < 400 and a.get("inline", True):
        tick = "``" if "`" in one else "`"
        pad = " " if tick == "``" else ""
        out += [f"{intro.rstrip(':.')}: {tick}{pad}{one}{pad}{tick} " + rng.choice(["(from the diff).", "- flagged in review.", "was the line in question."])]
        cont = "inline"
    elif r < 0.14:
        out += [intro, ""] + [("    " + l) if l else "" for l in a["lines"]]
        cont = "indented"
    elif r < 0.22:
        out += [intro, ""] + a["lines"]
        cont = "bare"
    elif r < 0.28:
        blk, _ = fence(rng, a["lines"], a["tags"], indent="   ")
        out += [f"1. {intro}", ""] + blk + ["", "2. " + rng.choice(["Re-ran CI afterwards.", "Followed up in the PR.", "Nothing else changed."])]
        cont = "list_fence"
    elif r < 0.38 and extras:
        blocks = [a] + extras
        rng.shuffle(blocks)
        out += [intro, ""]
        for i, b in enumerate(blocks):
            blk, _ = fence(rng, b["lines"], b["tags"])
            out += blk + [""]
            if i < len(blocks) - 1:
                out += [rng.choice(["And the other part:", "Also in the same change:", "Earlier output:"]), ""]
        out = out[:-1]
        cont = "multi"
    else:
        blk, cont = fence(rng, a["lines"], a["tags"])
        out += [intro, ""] + blk
    if rng.random() < 0.5:
        out += [""] + [fill_tpl(rng, x) for x in rng.sample(NOISE, rng.randint(1, 2))]
    return "\n".join(out) + "\n", cont


# --------------------------------------------------------------------------- building
def build(seed, npos, nneg, ndeb):
    rng = random.Random(seed)
    notes = []
    kinds = KINDS[:]
    rng.shuffle(kinds)
    po, no, do = rng.randrange(len(POS_IDIOMS)), rng.randrange(len(NEG_IDIOMS)), rng.randrange(len(DEB_IDIOMS))

    def extras():
        if rng.random() < 0.6:
            return []
        return [NEG_IDIOMS[rng.randrange(len(NEG_IDIOMS))][2](rng) for _ in range(rng.randint(1, 2))]

    for i in range(npos):
        fam, idiom, gen = POS_IDIOMS[(po + i) % len(POS_IDIOMS)]
        v = make_value(rng, kinds[i % len(kinds)])
        a = gen(rng, v)
        text, cont = compose(rng, fam, a, extras() if rng.random() < 0.5 else [NEG_IDIOMS[rng.randrange(len(NEG_IDIOMS))][2](rng)])
        notes.append(finish(seed, i, "pos", fam, idiom, cont, v.kind, v.value, text))
    for i in range(nneg):
        fam, idiom, gen = NEG_IDIOMS[(no + i) % len(NEG_IDIOMS)]
        a = gen(rng)
        text, cont = compose(rng, fam, a, [NEG_IDIOMS[rng.randrange(len(NEG_IDIOMS))][2](rng)])
        notes.append(finish(seed, i, "neg", fam, idiom, cont, "none", None, text))
    for i in range(ndeb):
        fam, idiom, gen = DEB_IDIOMS[(do + i) % len(DEB_IDIOMS)]
        val, vk, a = gen(rng)
        text, cont = compose(rng, fam, a, extras())
        notes.append(finish(seed, i, "deb", fam, idiom, cont, vk, val, text))
    return notes


def finish(seed, i, kind, fam, idiom, cont, vk, val, text):
    n = {"seed": seed, "index": i, "kind": kind, "family": fam, "idiom": idiom, "container": cont, "value_kind": vk,
         "value": val, "span": None, "marks": text.count(MARK)}
    if val is not None:
        text = text.replace(MARK, val).replace(MARK2, val)
        s = text.find(val)
        n["span"] = [s, s + len(val)]
    n["text"] = text
    return n


# --------------------------------------------------------------------------- self-checks
VENDOR_RE = re.compile(r"(ghp_|gho_|ghu_|ghs_|github_pat_|glpat-|xox[bp]-|[sr]k_live_|sk_test_|pk_live_|sk-proj-|AKIA[A-Z2-7]{16}|AIza[\w-]{30}|"
                       r"\bnpm_[A-Za-z0-9]{30}|\bhf_[A-Za-z]{30}|\bSG\.[\w-]{20})")


SRC_RE = re.compile(r"(ghp_|gho_|ghu_|ghs_|github_pat_|glpat-|xox[bp]-|[sr]k_live_|sk_test_|pk_live_|sk-proj-|AKIA|AIza|npm_|hf_|SG[.])"
                    r"[A-Za-z0-9_-]{16,}")


def self_checks(notes_by_seed, npos, nneg, ndeb, build_again):
    nchk = 0
    planted = set()
    for seed, notes in notes_by_seed.items():
        for n in notes:
            if n["value"] is not None:
                planted.add(n["value"])
    for seed, notes in notes_by_seed.items():
        cnt = Counter(n["kind"] for n in notes)
        assert cnt["pos"] == npos and cnt["neg"] == nneg and cnt["deb"] == ndeb, (seed, cnt)
        nchk += 1
        for n in notes:
            t = n["text"]
            assert MARK not in t and MARK2 not in t and SLOT not in t, (seed, n["kind"], n["idiom"])
            if n["kind"] == "neg":
                assert n["span"] is None and n["marks"] == 0
                for val in planted:
                    assert val not in t, ("planted value inside a negative", seed, n["idiom"])
                m = VENDOR_RE.search(t)
                assert not m, ("vendor-shaped token inside a negative", seed, n["idiom"], m and m.group())
                nchk += 2
                continue
            s, e = n["span"]
            assert 0 <= s < e <= len(t), (seed, n["idiom"], n["span"])
            assert t[s:e] == n["value"], (seed, n["idiom"])
            nchk += 2
            if n["kind"] == "pos":
                assert n["marks"] == 1, ("positive must plant exactly one value", seed, n["idiom"], n["marks"])
                assert t.count(n["value"]) == 1, ("value appears more than once", seed, n["idiom"])
                before = t[s - 1] if s else " "
                after = t[e] if e < len(t) else " "
                assert not before.isalnum() and not after.isalnum(), ("span is not the whole value", seed, n["idiom"], before, after)
                assert not any(ch.isspace() for ch in n["value"]), (seed, n["idiom"])
                nchk += 4
            else:
                assert n["marks"] >= 1
                nchk += 1
        if npos >= len(POS_IDIOMS):
            assert {n["idiom"] for n in notes if n["kind"] == "pos"} == {x[1] for x in POS_IDIOMS}, seed
        if npos >= len(KINDS):
            assert {n["value_kind"] for n in notes if n["kind"] == "pos"} == set(KINDS), seed
        if nneg >= len(NEG_IDIOMS):
            assert {n["idiom"] for n in notes if n["kind"] == "neg"} == {x[1] for x in NEG_IDIOMS}, seed
        if ndeb >= len(DEB_IDIOMS):
            assert {n["idiom"] for n in notes if n["kind"] == "deb"} == {x[1] for x in DEB_IDIOMS}, seed
        again = build_again(seed)
        assert [n["text"] for n in again] == [n["text"] for n in notes], ("non-deterministic build", seed)
        nchk += 5
    # this file must not hold a token-like literal (it is committed to a scanned repository)
    try:
        src = open(__file__, encoding="utf-8").read()
    except OSError:
        src = ""
    for m in re.finditer(r"[A-Za-z0-9+/_-]{24,}", src):
        w = m.group()
        assert not (any(c.isdigit() for c in w) and any(c.isupper() for c in w) and any(c.islower() for c in w)), ("token-like literal", w)
    m = SRC_RE.search(src)
    assert not m, ("vendor-prefixed token in source", m and m.group())
    assert "memstone" not in sys.modules, "dry run imported memstone"
    return nchk + 3


# --------------------------------------------------------------------------- scoring
def covered(span, ms):
    s, e = span
    pos = s
    for a, b in sorted((m[0], m[1]) for m in ms):
        if a > pos:
            break
        pos = max(pos, b)
        if pos >= e:
            return True
    return pos >= e


def score(notes):
    from memstone.scan import find_secrets   # only on the real-run path
    for n in notes:
        ms = [{"start": m.start, "end": m.end, "rule": str(m.rule), "severity": str(m.severity)} for m in find_secrets(n["text"])]
        n["matches"] = ms
        n["fired"] = bool(ms)
        if n["kind"] == "pos":
            s, e = n["span"]
            n["hit"] = any(m["start"] < e and s < m["end"] for m in ms)
            n["complete"] = covered((s, e), [(m["start"], m["end"]) for m in ms])
        else:
            n["hit"] = n["complete"] = None


def pct(a, b):
    return f"{100.0 * a / b:5.1f}%" if b else "    - "


def marked(n):
    ev = []
    if n["span"]:
        ev += [(n["span"][0], 1, "<<<"), (n["span"][1], 0, ">>>")]
    for m in n["matches"]:
        ev += [(m["start"], 2, "[["), (m["end"], -1, "]]{" + m["rule"] + "}")]
    t = n["text"]
    for p, _, s in sorted(ev, key=lambda x: (x[0], x[1]), reverse=True):
        t = t[:p] + s + t[p:]
    return t


def report(notes, verbose):
    pos = [n for n in notes if n["kind"] == "pos"]
    neg = [n for n in notes if n["kind"] == "neg"]
    deb = [n for n in notes if n["kind"] == "deb"]
    h, c, f = sum(n["hit"] for n in pos), sum(n["complete"] for n in pos), sum(n["fired"] for n in neg)
    print(f"notes: pos={len(pos)} neg={len(neg)} deb={len(deb)}  seeds={sorted({n['seed'] for n in notes})}")
    print(f"TOTAL hit={pct(h, len(pos)).strip()} complete={pct(c, len(pos)).strip()} negatives_firing={pct(f, len(neg)).strip()}")
    print(f"debatable fired={pct(sum(n['fired'] for n in deb), len(deb)).strip()} (reported only)")

    def table(title, key, rows):
        print(f"\n{title}")
        print(f"  {'':<26} {'pos':>5} {'hit':>7} {'complete':>9} | {'neg':>5} {'firing':>7}")
        for k in sorted({key(n) for n in rows}):
            p = [n for n in rows if key(n) == k and n["kind"] == "pos"]
            q = [n for n in rows if key(n) == k and n["kind"] == "neg"]
            print(f"  {k:<26} {len(p):>5} {pct(sum(n['hit'] for n in p), len(p)):>7} {pct(sum(n['complete'] for n in p), len(p)):>9} | "
                  f"{len(q):>5} {pct(sum(n['fired'] for n in q), len(q)):>7}")

    table("By artefact family", lambda n: n["family"], pos + neg)
    table("By container", lambda n: n["container"], pos + neg)
    table("By value kind (positives)", lambda n: n["value_kind"], pos)
    print("\nIdioms with any miss / incomplete / firing")
    print(f"  {'kind':<4} {'family':<15} {'idiom':<24} {'n':>4} {'miss':>5} {'incompl':>8} {'fired':>6}  rules")
    for kind, group in (("pos", pos), ("neg", neg)):
        by = defaultdict(list)
        for n in group:
            by[(n["family"], n["idiom"])].append(n)
        for (fam, idm), ns in sorted(by.items()):
            miss = sum(not n["hit"] for n in ns) if kind == "pos" else 0
            inc = sum(n["hit"] and not n["complete"] for n in ns) if kind == "pos" else 0
            fired = sum(n["fired"] for n in ns) if kind == "neg" else 0
            if miss or inc or fired:
                rules = Counter(m["rule"] for n in ns for m in n["matches"])
                print(f"  {kind:<4} {fam:<15} {idm:<24} {len(ns):>4} {miss:>5} {inc:>8} {fired:>6}  "
                      + ", ".join(f"{r}x{k}" for r, k in rules.most_common(4)))
    print("\nDebatable by idiom (reported, never scored)")
    by = defaultdict(list)
    for n in deb:
        by[n["idiom"]].append(n)
    for idm, ns in sorted(by.items()):
        print(f"  {idm:<24} n={len(ns):>3} fired={pct(sum(n['fired'] for n in ns), len(ns))}")
    rules = Counter(m["rule"] for n in neg for m in n["matches"])
    if rules:
        print("\nRules firing on negatives: " + ", ".join(f"{r}x{k}" for r, k in rules.most_common(12)))
    if verbose:
        for n in notes:
            bad = (n["kind"] == "pos" and not n["complete"]) or (n["kind"] != "pos" and n["fired"])
            if not bad:
                continue
            tag = {"pos": "MISS" if not n["hit"] else "INCOMPLETE", "neg": "FIRED", "deb": "DEB-FIRED"}[n["kind"]]
            print(f"\n===== [{tag}] seed={n['seed']} #{n['index']} {n['family']}/{n['idiom']} container={n['container']} value_kind={n['value_kind']}")
            print(marked(n))


# --------------------------------------------------------------------------- main
def main(argv=None):
    ap = argparse.ArgumentParser(description="Held-out probe: credentials inside code-change artefacts.")
    ap.add_argument("--seed", default="1,2,3")
    ap.add_argument("--pos", type=int, default=300)
    ap.add_argument("--neg", type=int, default=300)
    ap.add_argument("--deb", type=int, default=40)
    ap.add_argument("--dry", action="store_true", help="build, self-check and print samples; never imports memstone")
    ap.add_argument("--samples", type=int, default=2)
    ap.add_argument("-v", "--verbose", action="store_true")
    ap.add_argument("--json", metavar="PATH")
    a = ap.parse_args(argv)
    seeds = [int(s) for s in a.seed.split(",") if s.strip()]
    by_seed = {s: build(s, a.pos, a.neg, a.deb) for s in seeds}
    if a.dry:
        n = self_checks(by_seed, a.pos, a.neg, a.deb, lambda s: build(s, a.pos, a.neg, a.deb))
        for s, notes in by_seed.items():
            c = Counter(x["kind"] for x in notes)
            print(f"seed {s}: pos={c['pos']} neg={c['neg']} deb={c['deb']}  "
                  f"pos idioms={len({x['idiom'] for x in notes if x['kind'] == 'pos'})} "
                  f"neg idioms={len({x['idiom'] for x in notes if x['kind'] == 'neg'})} "
                  f"deb idioms={len({x['idiom'] for x in notes if x['kind'] == 'deb'})} "
                  f"containers={dict(Counter(x['container'] for x in notes).most_common(6))}")
        first = by_seed[seeds[0]]
        for kind in ("pos", "neg", "deb"):
            for x in [y for y in first if y["kind"] == kind][:a.samples]:
                t = x["text"]
                if x["span"]:
                    s, e = x["span"]
                    t = t[:s] + "<<<" + t[s:e] + ">>>" + t[e:]
                print(f"\n===== sample {kind} #{x['index']} {x['family']}/{x['idiom']} container={x['container']} value_kind={x['value_kind']}")
                print(t)
        print(f"\nself-checks passed ({n} assertions); memstone not imported")
        return 0
    notes = [n for s in seeds for n in by_seed[s]]
    score(notes)
    report(notes, a.verbose)
    if a.json:
        keys = ["seed", "index", "text", "kind", "family", "idiom", "container", "value_kind", "span", "matches", "hit", "complete", "fired"]
        with open(a.json, "w", encoding="utf-8") as fh:
            json.dump([{k: n[k] for k in keys} for n in notes], fh, ensure_ascii=False, indent=1)
        print(f"\nwrote {len(notes)} records to {a.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
