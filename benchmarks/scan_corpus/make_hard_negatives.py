"""Writes the hand-written hard-negative memories (prose that must never be flagged) into hard_negatives/."""

import os
import textwrap

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "hard_negatives")
B = []


def add(name, mtype, desc, body):
    B.append((name, mtype, desc, textwrap.dedent(body).strip() + "\n"))


add(
    "feedback_password_rotation",
    "feedback",
    "Rotate service passwords on a schedule, never by hand",
    """
# Password rotation

The database password is rotated every 90 days by the vault job; nobody should
change the password by hand. If a password reset is needed, open a ticket and
the on-call rotates it. The password policy requires 16 characters.
""",
)
add(
    "convention_env_secrets",
    "convention",
    "Secrets come from the environment, never from files",
    """
# Secrets from the environment

Config reads `password = os.environ["DB_PASSWORD"]` and `api_key = os.getenv("STRIPE_KEY")`.
In YAML we write `password: ${DB_PASSWORD}` and `token: {{ .Values.token }}`.

```yaml
database:
  user: app
  password: ${DB_PASSWORD}
  api_key: ${API_KEY}
```
""",
)
add(
    "reference_aws_docs_keys",
    "reference",
    "AWS documentation uses fixed example keys",
    """
# AWS example credentials

The AWS docs use `AKIAIOSFODNN7EXAMPLE` with the secret
`wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY`; tests may use them, they are not real.
""",
)
add(
    "reference_placeholders",
    "reference",
    "Placeholders in the onboarding guide",
    """
# Onboarding placeholders

Replace `<your-token>` with the token from the settings page, and set
`api_key: <YOUR_API_KEY>` in `config.yaml`. `password: changeme` is the
placeholder the installer writes; the first login forces a new one.
Use `Authorization: Bearer <token>` in every request.
""",
)
add(
    "project_release_commits",
    "project",
    "Release 4.2 shipped from these commits",
    """
# Release 4.2

Shipped from commit 3f1c2a9e8b7d6c5f4e3d2c1b0a9f8e7d6c5b4a39 after the revert
in a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0. The tag points at `9c3e1f2`.
""",
)
add(
    "reference_checksums",
    "reference",
    "Pinned artifact checksums",
    """
# Pinned checksums

- model.onnx sha256: `e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855`
- tokenizer.json sha256 = 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08
- image digest: sha256:4bf5a4c8d3b9e2f1a0c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5
""",
)
add(
    "reference_uuids",
    "reference",
    "Tenant and workspace ids",
    """
# Tenant ids

The staging tenant is `6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e6f` and the workspace id
is 0b6c1f7e-2d3a-4b5c-8d9e-0f1a2b3c4d5e. Request ids look like
`req_7f3e9a1c-55d2-4c1e-a0b9-3e2d1c0b9a87`.
""",
)
add(
    "reference_urls",
    "reference",
    "Service URLs",
    """
# Where things live

- dashboard: https://grafana.internal.example.org/d/abc123/overview?orgId=1
- API: https://api.example.com/v2/users?page=2&per_page=50
- repo: git@github.com:acme/memstone-demo.git
- docs: https://docs.python.org/3/library/secrets.html#secrets.token_urlsafe
""",
)
add(
    "reference_logo_image",
    "reference",
    "The small logo is inlined as base64",
    """
# Inline logo

The README inlines the logo: ![logo](data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAABHNCSVQICAgIfAhkiAAAAAlwSFlzAAAOxAAADsQBlSsOGwAAABl0RVh0U29mdHdhcmUAd3d3Lmlua3NjYXBlLm9yZ5vuPBoAAAEUSURBVDiNpZMxSgNBFIa/2V0XFCFgYWNhZWVhZ2Pjaa8gWFh4Bg9gqSew8ASewMJWrK2sLESwEBG1EAQFNzs7FhZmAwbig4Hhvfe9/5+ZN6L3ZkA0)
""",
)
add(
    "convention_long_identifiers",
    "convention",
    "Test names are long and descriptive",
    """
# Long test names

We name tests like `test_recall_returns_critical_memories_first_when_budget_is_tight`
and helpers like `build_index_from_snapshot_with_incremental_embedding_cache`.
Constants: `MAX_TOKENS_PER_CHUNK_BEFORE_SPLITTING_ON_HEADINGS = 512`.
""",
)
add(
    "incident_leaked_token_postmortem",
    "incident",
    "A token was pasted into chat; what we changed",
    """
# Leaked token post-mortem

On 2026-03-02 someone pasted a GitHub token into the team chat. We revoked the
token within ten minutes, rotated the deploy keys, and added secret scanning to
the pre-commit hooks. Lesson: never paste a token, even in a private channel.
""",
)
add(
    "design_auth_flow",
    "design",
    "How the service authenticates callers",
    """
# Auth flow

Callers send `Authorization: Bearer $ACCESS_TOKEN`; the gateway validates the JWT
signature and the `aud` claim. Refresh tokens live 30 days. The token endpoint is
`POST /oauth/token` with `grant_type=client_credentials`.
""",
)
add(
    "convention_password_fields",
    "convention",
    "Form field naming for passwords",
    """
# Password fields

The sign-up form has `password`, `password_confirmation` and `password_hint` fields.
`password_min_length = 12`, `password_max_age_days = 90`, `reset_password_token_ttl = 3600`.
""",
)
add(
    "reference_k8s_secret_refs",
    "reference",
    "Kubernetes secrets are referenced, never inlined",
    """
# Kubernetes secret references

```yaml
env:
  - name: DB_PASSWORD
    valueFrom:
      secretKeyRef:
        name: db-credentials
        key: password
  - name: API_TOKEN
    valueFrom:
      secretKeyRef: {name: api, key: token}
```
""",
)
add(
    "reference_github_actions_secrets",
    "reference",
    "CI uses repository secrets",
    """
# CI secrets

```yaml
- run: ./deploy.sh
  env:
    GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}
    NPM_TOKEN: ${{ secrets.NPM_TOKEN }}
    AWS_SECRET_ACCESS_KEY: ${{ secrets.AWS_SECRET_ACCESS_KEY }}
```
""",
)
add(
    "feedback_curl_examples",
    "feedback",
    "Curl examples must use variables",
    """
# Curl examples

Write `curl -u "$USER:$PASS" https://api.example.com/` or
`curl -H "Authorization: Bearer $TOKEN" https://api.example.com/`, never literal values.
""",
)
add(
    "reference_connection_strings",
    "reference",
    "Connection strings come from the secret store",
    """
# Connection strings

The app builds `postgresql://app@db.internal:5432/app` and reads the password from
`PGPASSWORD`. For SQL Server: `Server=sql01;Database=app;Integrated Security=true;`.
Redis: `redis://cache.internal:6379/0`.
""",
)
add(
    "decision_token_format",
    "decision",
    "Why API tokens are prefixed",
    """
# Prefixed API tokens

We decided that our API tokens get a prefix (`msk_live_` for production, `msk_test_`
for test) so that secret scanners can find them. The prefix is followed by 32
random characters.
""",
)
add(
    "reference_hashing",
    "reference",
    "Password hashing settings",
    """
# Hashing

Passwords are hashed with argon2id (m=65536, t=3, p=4). The `password_hash`
column is 97 characters. We never store or log the plain password.
""",
)
add(
    "project_migration_ids",
    "project",
    "Migration ids applied in March",
    """
# Migrations

Applied 20260301_add_memory_tags, 20260305_backfill_hits_counter and
20260312_drop_legacy_password_column on all shards.
""",
)
add(
    "reference_git_describe",
    "reference",
    "Build versions come from git describe",
    """
# Versions

Nightly builds are named like `v2.3.0-14-g3f1c2a9` and docker tags like
`memstone:2026.03.14-3f1c2a9e`. The release checksum file is SHA256SUMS.
""",
)
add(
    "convention_log_redaction",
    "convention",
    "Logs redact credentials",
    """
# Log redaction

Loggers replace secrets with `***` or `[REDACTED]`; a log line looks like
`password=*** token=[REDACTED] user=alice`. Keep it that way.
""",
)
add(
    "reference_ssh_public_key",
    "reference",
    "Deploy public key fingerprint",
    """
# Deploy key

The public key fingerprint is `SHA256:nThbg6kXUpJWGl7E1IGOCspRomTxdCARLviKw6E5SY8`.
Public keys may be shared; the private key never leaves the vault.
""",
)
add(
    "identity_user_prefs",
    "identity",
    "How the user likes answers",
    """
# Preferences

Short answers, code first. The user dislikes long password-manager discussions and
prefers 1Password over browser storage. Use British spelling.
""",
)
add(
    "feedback_prose_secrets",
    "feedback",
    "Talking about secrets in prose",
    """
# On secrets

A secret key is only secret until it is committed. The token you use for CI should
be scoped to one repository. An API key with write access is a liability; the key
rotation script lives in `ops/rotate_keys.py`.
""",
)
add(
    "reference_python_snippet",
    "reference",
    "How to generate a token",
    """
# Generating tokens

```python
import secrets
token = secrets.token_urlsafe(32)
password = getpass.getpass("Password: ")
api_key = load_key(path=KEY_FILE)
```
""",
)
add(
    "reference_terraform",
    "reference",
    "Terraform variables for credentials",
    """
# Terraform

```hcl
variable "db_password" {
  type      = string
  sensitive = true
}
resource "aws_db_instance" "main" {
  password = var.db_password
}
```
""",
)
add(
    "reference_docker_compose",
    "reference",
    "Compose file uses env files",
    """
# Compose

```yaml
services:
  db:
    image: postgres:16
    env_file: .env
    environment:
      POSTGRES_PASSWORD_FILE: /run/secrets/db_password
```
""",
)
add(
    "project_cost_numbers",
    "project",
    "Cost figures for Q1",
    """
# Q1 costs

Compute 41,230.55 USD, storage 8,912.10 USD. Invoice INV-2026-000318 and PO 4500012345.
Ticket numbers OPS-12345 and SEC-778.
""",
)
add(
    "reference_jwt_structure",
    "reference",
    "What a JWT looks like",
    """
# JWT anatomy

A JWT has three parts separated by dots: header, payload and signature, each
base64url encoded. The header usually decodes to `{"alg":"HS256","typ":"JWT"}`.
We validate `exp`, `iat` and `aud`.
""",
)
add(
    "reference_private_key_policy",
    "reference",
    "Where private keys are kept",
    """
# Private keys

Private keys (the files that start with `-----BEGIN OPENSSH PRIVATE KEY-----`) are
kept in the vault. Never commit a private key; commit only the `.pub` file.
""",
)
add(
    "decision_vault_paths",
    "decision",
    "Vault paths for each service",
    """
# Vault paths

Secrets live under `secret/data/memstone/prod/db` and `secret/data/memstone/prod/api`.
The `vault kv get -field=password secret/data/memstone/prod/db` command prints it.
""",
)
add(
    "reference_regexes",
    "reference",
    "Regexes used by the validator",
    """
# Regexes

- name: `^[a-z][a-z0-9_]{2,63}$`
- token shape: `^msk_(live|test)_[A-Za-z0-9]{32}$`
- semver: `^v?\\d+\\.\\d+\\.\\d+(-[0-9A-Za-z.-]+)?$`
""",
)
add(
    "incident_login_outage",
    "incident",
    "Login outage on March 9",
    """
# Login outage

The password reset emails bounced for two hours because the SMTP relay rejected
our sender. Users could not log in with a forgotten password. Fixed by renewing
the relay certificate.
""",
)
add(
    "convention_test_fixtures",
    "convention",
    "Test fixtures use obvious fake values",
    """
# Fixtures

Fixtures use `password="test"`, `token="dummy-token"` and `api_key="fake-key-for-tests"`.
Anything that looks real in a fixture is a bug.
""",
)
add(
    "reference_http_headers",
    "reference",
    "Headers our API accepts",
    """
# Headers

`X-Request-Id`, `X-Api-Key` (required), `Authorization` (Bearer scheme) and
`X-Forwarded-For`. The `X-Api-Key` header takes the key from the dashboard.
""",
)
add(
    "reference_env_example",
    "reference",
    "The .env.example file",
    """
# .env.example

```
DATABASE_URL=postgres://user@localhost:5432/app
SECRET_KEY=
API_TOKEN=your-api-token-here
STRIPE_SECRET_KEY=sk_test_xxxxxxxxxxxxxxxxxxxxxxxx
```
""",
)
add(
    "project_performance_numbers",
    "project",
    "Recall latency after the March change",
    """
# Latency

p50 41 ms, p95 120 ms at 10k memories; the index is 38 MB. Build 1.8 s per 1k files.
Recorded on host build-07 with commit 5e4d3c2b.
""",
)
add(
    "reference_cron",
    "reference",
    "Cron schedule for jobs",
    """
# Cron

`0 3 * * *` rotate-passwords, `*/15 * * * *` refresh-tokens, `30 2 * * 0` prune-keys.
""",
)
add(
    "feedback_no_secrets_in_memory",
    "feedback",
    "Never store credentials in memory files",
    """
# No credentials in memory

Memory files are shared with every agent. Do not write passwords, tokens or keys
into them; write where to find the secret instead (for example "the staging
password is in 1Password under Staging DB").
""",
)
add(
    "reference_sri",
    "reference",
    "Subresource integrity for the CDN script",
    """
# SRI

`<script src="https://cdn.example.com/lib.js" integrity="sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC" crossorigin="anonymous">`
""",
)
add(
    "reference_base64_config",
    "reference",
    "A base64-encoded non-secret config",
    """
# Encoded config

The feature-flag blob is `eyJmbGFncyI6WyJyZWNhbGwtdjIiLCJzY2FuLXN0cmljdCJdfQ==`; it
decodes to the list of enabled flags, nothing secret.
""",
)
add(
    "reference_git_lfs",
    "reference",
    "LFS pointer format",
    """
# LFS pointer

```
version https://git-lfs.github.com/spec/v1
oid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393
size 12345
```
""",
)
add(
    "decision_no_basic_auth",
    "decision",
    "We stopped using basic auth",
    """
# No basic auth

Basic auth (`user:password` in the URL) was removed in 2025; all clients use
OAuth. URLs like `https://user@host/path` still appear in old notes; they carry no
password.
""",
)
add(
    "reference_npmrc",
    "reference",
    "The .npmrc template",
    """
# .npmrc

```
//registry.npmjs.org/:_authToken=${NPM_TOKEN}
always-auth=true
```
""",
)
add(
    "reference_ansible_vault",
    "reference",
    "Ansible vault file header",
    """
# Ansible vault

Encrypted files start with `$ANSIBLE_VAULT;1.1;AES256`; the vault password comes
from `--vault-password-file ~/.vault_pass`.
""",
)
add(
    "project_sprint_notes",
    "project",
    "Sprint 12 notes",
    """
# Sprint 12

Done: token budget for recall, lint for supersession cycles, password reset copy.
Next: key rotation docs, secret scanning on recall, tokenizer upgrade.
""",
)
add(
    "reference_openapi",
    "reference",
    "OpenAPI security scheme",
    """
# OpenAPI

```yaml
components:
  securitySchemes:
    apiKey:
      type: apiKey
      in: header
      name: X-Api-Key
    bearerAuth:
      type: http
      scheme: bearer
      bearerFormat: JWT
```
""",
)
add(
    "reference_java_props",
    "reference",
    "Spring properties",
    """
# Spring

```properties
spring.datasource.url=jdbc:postgresql://db:5432/app
spring.datasource.username=app
spring.datasource.password=${DB_PASSWORD}
jwt.secret=${JWT_SECRET}
```
""",
)
add(
    "reference_markdown_links",
    "reference",
    "Reading list",
    """
# Reading list

- [OWASP password storage](https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html)
- [Token best practices](https://auth0.com/docs/secure/tokens/token-best-practices)
- [Keys in AWS KMS](https://docs.aws.amazon.com/kms/latest/developerguide/concepts.html)
""",
)
add(
    "convention_commit_trailers",
    "convention",
    "Commit trailers for memory changes",
    """
# Trailers

`Supersedes: feedback_old_rule`, `Reviewed-by: Alice`, `Change-Id: I8f3a9c2e1b0d7f6e5a4c3b2a1f0e9d8c7b6a5f4e`.
""",
)
add(
    "reference_pgp_public",
    "reference",
    "Release signing key",
    """
# Signing key

Releases are signed with key `0x4AEE18F83AFDEB23`, fingerprint
`5DE3 E050 9C47 EA3C F04A 42D3 4AEE 18F8 3AFD EB23`. The public key is on keys.openpgp.org.
""",
)
add(
    "feedback_password_prompts",
    "feedback",
    "Do not ask users for their password",
    """
# Password prompts

The agent must never ask for a password. If a command prompts "Password:", stop and
tell the user to run it themselves. The sudo password is theirs alone.
""",
)
add(
    "reference_makefile",
    "reference",
    "Makefile targets",
    """
# Makefile

```make
deploy:
	./deploy.sh --env prod --token-file $(HOME)/.config/deploy/token
rotate:
	./rotate.sh --password-length 32
```
""",
)
add(
    "reference_uuid_table",
    "reference",
    "Feature flag ids",
    """
# Flags

| flag | id |
| --- | --- |
| recall-v2 | 1b4e28ba-2fa1-11d2-883f-0016d3cca427 |
| scan-strict | 9a7b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d |
""",
)
add(
    "reference_hex_colors_and_ids",
    "reference",
    "Theme colours and chart ids",
    """
# Theme

Primary `#1f6feb`, accent `#d29922`. Chart ids `chart_9f2c4e7a1b3d` and
`panel_0a1b2c3d4e5f6a7b`. Mapbox style `mapbox://styles/acme/cl9x2abc0001`.
""",
)
add(
    "incident_key_rotation",
    "incident",
    "Emergency key rotation",
    """
# Key rotation

After the laptop theft we rotated every access key and password the owner held.
The rotation took 3 hours; the runbook step "revoke the old key before issuing the
new key" was in the wrong order and is fixed now.
""",
)
add(
    "reference_ssh_config",
    "reference",
    "SSH config for the bastion",
    """
# SSH

```
Host bastion
  HostName bastion.internal.example.org
  User deploy
  IdentityFile ~/.ssh/id_ed25519
  IdentitiesOnly yes
```
""",
)
add(
    "reference_password_quotes",
    "reference",
    "Quotes from the security training",
    """
# Training notes

"A password is like a toothbrush: choose a good one, never share it, change it
regularly." The trainer said the password "must not be reused" and that "passphrase"
beats "password" every time.
""",
)


MORE = []


def more(name, mtype, desc, body):
    MORE.append((name, mtype, desc, textwrap.dedent(body).strip() + "\n"))


more(
    "reference_maven_settings",
    "reference",
    "Maven settings use encrypted or env passwords",
    """
# Maven settings

```xml
<server>
  <id>internal-repo</id>
  <username>deploy</username>
  <password>${env.MAVEN_PASSWORD}</password>
</server>
<apiToken>{{ token }}</apiToken>
```
""",
)
more(
    "convention_getenv_defaults",
    "convention",
    "Environment look-ups never carry a real default",
    """
# Defaults

`os.getenv("API_KEY", "")`, `config.get("password", None)` and
`System.getProperty("db.password", "changeme")` are fine: empty or placeholder defaults only.
""",
)
more(
    "reference_order_ids",
    "reference",
    "Order and shipment ids in support tickets",
    """
# Ids in tickets

Order ORD-2026-004512, shipment SHP-7781-2211, licence plate MEM-5521. Support case
CASE-00031874; the carrier reference is DHL-JD014600006281230405.
""",
)
more(
    "reference_keyboard_layouts",
    "reference",
    "Keyboard shortcuts for the editor",
    """
# Shortcuts

Ctrl-K Ctrl-S opens the key bindings; the secret-menu key is F12. Press Tab to accept a
suggestion and Esc to dismiss it. The password manager shortcut is Ctrl-Shift-L.
""",
)
more(
    "decision_token_budget",
    "decision",
    "Recall token budget per call",
    """
# Token budget

We cap recall at 1,500 tokens per call: `token_budget = 1500`, `max_tokens: 4096`,
`tokens_per_memory: 300`. Key decision: budget before relevance floor.
""",
)

B += MORE

assert len(B) >= 50, len(B)
os.makedirs(OUT, exist_ok=True)
for name, mtype, desc, body in B:
    text = f"---\nname: {name}\ndescription: {desc}\ntype: {mtype}\nsensitivity: internal\n---\n{body}"
    with open(os.path.join(OUT, name + ".md"), "w", encoding="utf-8") as fh:
        fh.write(text)
print(len(B))
