"""Secret scanning: rule families, redaction, pragma, baseline, CLI output, no secret left behind."""

from __future__ import annotations

import base64
import hashlib
import json
import os
import re
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from memstone.findings import Finding
from memstone.scan import (
    contains_secret,
    find_personal_data,
    find_secrets,
    fingerprint,
    redact_secrets,
    scan_text,
)
from tests.conftest import memory_text

# Test secrets are assembled at run time so that this file holds no literal credential.
R20 = "Zq8Xv2Lk9Pw4Rt7Yb3Nm"  # 20 random-looking characters
GH = "ghp_" + (R20 + "Hs6Dc1Fg5Jk0QaW2eT")[:36]
AWS_ID = "AKIA" + "Z7Q2W3E4R5T6Y7U8"
AWS_SECRET = "k" + R20 + "/Ab+Cd3Ef5Gh7Ij9Kl1Mn"[:19]
PEM_BODY = "MIIEowIBAAKCAQEA" + "x7Yb3Nm9Qa2Ws4Ed6Rf8Tg0Yh1Uj3Ik5Ol7Pz9Xc2Vb4Nm6" * 2
SLACK = "xoxb-" + "263514" + "22789-" + "1234567890123-" + "Zq8Xv2Lk9Pw4Rt7Yb3NmAbCd"
STRIPE = "sk_" + "live_" + "4eC39HqLyjWDarjtT1zdp7dc"
OPENAI = "sk-" + "Xi8tcNiHV9awbCcvilTe" + "T3Blbk" + "FJ3UDnpdEwNNm6wVBpYM0o"
ANTHROPIC = "sk-ant-" + "api03-" + ("Zq8Xv2Lk9Pw4Rt7Yb3Nm" * 5)[:93] + "AA"
JWT = (
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9"
    + ".eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ"
    + ".SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"
)
PASSWORD = "Vr4#mQ9!tLz2"
HEX40 = "9f3c2b1a8e7d6c5f4a3b2c1d0e9f8a7b6c5d4e3f"

POSITIVES: list[tuple[str, str]] = [
    ("private-key", f"-----BEGIN RSA PRIVATE KEY-----\n{PEM_BODY}\n-----END RSA PRIVATE KEY-----"),
    ("private-key-openssh", f"-----BEGIN OPENSSH PRIVATE KEY-----\n{PEM_BODY}\n"),
    ("gcp-service-account", '{"type": "service_account", "private_key": "-----BEGIN PRIVATE KEY-----\\n' + PEM_BODY),
    ("aws-access-key-id", f"aws_access_key_id = {AWS_ID}"),
    ("aws-access-key-prose", f"the deploy user is {AWS_ID} in prod"),
    ("aws-secret-key", f"aws_secret_access_key = {AWS_SECRET}"),
    ("github-token", f"use {GH} for the mirror"),
    ("slack-token", f"SLACK_TOKEN={SLACK}"),
    ("slack-webhook", "post to https://hooks.slack.com/services/T0ABCDEFG/B0ABCDEFG/" + R20 + "abcd"),
    ("stripe", f"Stripe.api_key = '{STRIPE}'"),
    ("openai", f"OPENAI_API_KEY={OPENAI}"),
    ("anthropic", f"key: {ANTHROPIC}"),
    ("jwt", f"the session cookie was {JWT}"),
    ("url-credentials", f"postgres://app:{PASSWORD}@db.internal:5432/app"),
    ("url-credentials-https", "git clone https://deploy:" + R20 + "@git.example.org/x.git"),
    ("odbc-password", f"Server=sql01;Database=app;User Id=sa;Password={PASSWORD};"),
    ("jdbc-password", f"jdbc:sqlserver://db:1433;databaseName=app;user=sa;password={PASSWORD};"),
    ("azure-storage", "DefaultEndpointsProtocol=https;AccountName=acct;AccountKey=" + (R20 * 5)[:86] + "==;"),
    ("curl-u", f"curl -u admin:{PASSWORD} https://api.example.com/v1/items"),
    ("curl-user", f"curl --user admin:{PASSWORD} https://api.example.com/"),
    ("auth-basic", "Authorization: Basic YWRtaW46VnI0I21ROSF0THoy"),
    ("auth-bearer", "-H 'Authorization: Bearer " + R20 + "'"),
    ("password-yaml", f"password: {PASSWORD}"),
    ("password-quoted", f'db_password = "{PASSWORD}"'),
    ("api-key-json", '"api_key": "' + R20 + '"'),
    ("client-secret-env", "CLIENT_SECRET=" + R20),
    ("cli-password", f"mysql --password={PASSWORD} -h db"),
    ("netrc", f"machine api.example.com login bot password {PASSWORD}"),
    ("prose-password", f'the wifi password is "{PASSWORD}" for guests'),
    ("password-hash", "$2b$12$" + "R9h/cIPz0gi.URNNX3kh2OPST9/PgBkqquzi.Ss7KIUgO2t0jWMUW"),
    ("prefixed-token", "tvly-" + R20 + "Ab12Cd34Ef56"),
    ("telegram", "bot token 4839574813:AAFD39kkdpWt3ywyRZergyOLMaJhac61qc"),
    ("xml-password", '<add key="SmtpPassword" value="' + PASSWORD + '"/>'),
    ("xml-element", f"<server><id>repo</id><password>{PASSWORD}</password></server>"),
    ("key-value-call", f'System.setProperty("db.password", "{PASSWORD}")'),
    ("getenv-default", "os.getenv('SERVICE_API_KEY', 'svc_" + R20 + "9x')"),
    ("azure-client-secret", "client secret " + "dKL8Q~" + R20 + "Ab3Cd5Ef7Gh9"),
    ("base36-token", "NRAK-" + "BIC145AEZ732PGOJJ7G3F9CAIOC"),
    ("keyword-odd-characters", 'apikey = "m{{h}o)p${e]nob(ody[finds>-_$#thisone}"'),
    ("mysql-p", f"mysql -u root -p{PASSWORD} app"),
    ("docker-login", "docker login -u bot -p " + R20 + " registry.example.org"),
    ("sas-signature", "https://acct.blob.core.windows.net/c/x?sv=2021-08-06&sig=" + R20 + "%2B0%3D"),
    ("env-short-password", "PGPASSWORD=s3cr3t psql -h db"),
    ("base64-wrapped-token", "the blob was " + base64.b64encode(f"GITHUB_TOKEN={GH}\n".encode()).decode()),
    ("gitlab-pat", "glpat-" + R20),
    ("gitlab-ci-job-token", "CI_JOB_TOKEN is glcbt-" + R20),
    ("gitlab-ci-job-token-partition", "glcbt-64_" + R20),
    ("gitlab-pipeline-trigger", "curl -F token=glptt-" + HEX40 + " https://gitlab.example.com/api/v4/trigger"),
    ("gitlab-pipeline-trigger-mixed", "glptt-" + R20 + R20[::-1]),
    ("gitlab-runner-registration", "--registration-token GR1348941" + R20),
    ("gitlab-oauth-app-secret", "gloas-" + (R20 * 4)[:64]),
    ("vault-service-token", "vault login hvs." + (R20 * 5)[:91]),
    ("vault-batch-token", "batch token hvb." + (R20 * 7)[:138]),
    ("vault-recovery-token", "hvr." + R20 + "Ab12"),
    ("vault-legacy-header", "X-Vault-Token: s." + R20 + "Ab12"),
    ("call-argument", "client.set_api_key('" + R20 + "Ab12Cd34')"),
    ("password-setter", f'dataSource.setPassword("{PASSWORD}");'),
    ("password-setter-snake", f"user.set_password('{PASSWORD}')"),
    ("call-argument-camel", 'sdk.setAccessToken("' + R20 + '-Ab12Cd34");'),
    ("json-rpc-api-key", '{"method": "auth.login_with_api_key", "params": ["7-' + R20 * 3 + '"]}'),
    ("gradle-directive", f"credentials {{\n  username 'deploy'\n  password '{PASSWORD}'\n}}"),
    ("redis-directive", f'requirepass "{PASSWORD}"'),
    ("huggingface-letters-only", "HF token hf_" + "ZqXvLkPwRtYbNmAbCdEfGhJkQsWeRtYuIo"),
    ("mapbox-secret", "MAPBOX sk.eyJ1IjoiYWNtZSIsImEiOiJjazEyMyJ9." + R20 + "Ab"),
    ("xml-name-value", f'<property name="db.password" value="{PASSWORD}"/>'),
    ("php-array-key", f"$config['db_password'] = '{PASSWORD}';"),
    ("typescript-typed", 'const API_TOKEN: string = "' + R20 + 'Ab12";'),
    ("python-typed", 'SECRET_KEY: str = "' + R20 + 'Ab12"'),
    ("go-var-typed", 'var apiToken string = "' + R20 + 'Ab12"'),
    ("makefile-conditional", "DEPLOY_TOKEN ?= " + R20 + "Ab12"),
    ("powershell-env", '$env:API_KEY = "' + R20 + 'Ab12"'),
    ("secret-first-key", "secret_key_base: hViIMTloiODWAnnjzk19iMmmbApegA5uS0il57GHSUQZrNo6RCima7XsORqfHI66r"),
    ("requests-auth-tuple", f'requests.get(url, auth=("bot", "{PASSWORD}"))'),
    ("login-call", f'smtp.login("me@corp.io", "{PASSWORD}")'),
    ("basic-auth-call", f'HTTPBasicAuth("bot", "{PASSWORD}")'),
    ("bare-bearer", "send Bearer " + R20 + "Ab12 with each call"),
    ("az-login", "az login --service-principal -u appid -p " + R20 + " --tenant t"),
    ("sqlcmd", f"sqlcmd -S db -U sa -P {PASSWORD} -Q 'select 1'"),
    ("mongo-p", f"mongosh -u admin -p {PASSWORD} --authenticationDatabase admin"),
    ("ldap-w", f"ldapsearch -x -D cn=admin,dc=corp -w {PASSWORD} -b dc=corp"),
    ("htpasswd-b", f"htpasswd -b .htpasswd admin {PASSWORD}"),
    ("password-stdin", f"echo {PASSWORD} | docker login -u bot --password-stdin registry.corp.io"),
    ("bitbucket-app-password", "ATBB" + R20 + "Ab12Cd34Ef56"),
    ("newrelic-browser-key", "NRJS-" + HEX40[:19]),
    ("asana-pat", "ASANA 2/1204567890123456/1209876543210987:" + HEX40[:32]),
    ("twitter-bearer", "use " + "A" * 21 + "Kq7xAAAAAAA" + "b9%2BzRt4Lm2%2FwQe8Yu1Io3Pa5Sd7Fg9Hj0Kl%3D" + R20),
    ("format-characters-in-random-secret", 'jwt_secret: "' + "k8#Lm2Qz9!Vx4Tb7Ny1Rw$%r" + '"'),
    ("sql-identified-by", f"CREATE USER 'app'@'%' IDENTIFIED BY '{PASSWORD}';"),
    ("sql-grant-identified-by", f"GRANT ALL ON shop.* TO 'app'@'localhost' IDENTIFIED BY '{PASSWORD}';"),
    ("sql-identified-with-plugin", f"ALTER USER 'app'@'%' IDENTIFIED WITH mysql_native_password BY '{PASSWORD}';"),
    ("sql-oracle-bare", f"CREATE USER app IDENTIFIED BY {PASSWORD};"),
    ("sql-postgres-role", f"CREATE ROLE app WITH LOGIN PASSWORD '{PASSWORD}';"),
    ("sql-alter-user-encrypted", f"ALTER USER app WITH ENCRYPTED PASSWORD '{PASSWORD}';"),
    ("sql-server-login", f"CREATE LOGIN app WITH PASSWORD = '{PASSWORD}', CHECK_POLICY = OFF;"),
    ("sql-set-password", f"SET PASSWORD FOR 'app'@'localhost' = PASSWORD('{PASSWORD}');"),
    ("powershell-securestring", f'$pw = ConvertTo-SecureString "{PASSWORD}" -AsPlainText -Force'),
    ("powershell-securestring-named", f"ConvertTo-SecureString -String '{PASSWORD}' -AsPlainText -Force"),
    ("jdbc-get-connection", f'conn = DriverManager.getConnection(url, "app", "{PASSWORD}");'),
    ("php-pdo", f"$db = new PDO($dsn, 'app', '{PASSWORD}');"),
    ("php-mysqli-connect", f"mysqli_connect('db.internal', 'app', '{PASSWORD}', 'shop');"),
    ("xml-entry-key", f'<entry key="db.password">{PASSWORD}</entry>'),
    ("android-string-api-key", '<string name="maps_api_key">' + R20 + "Ab12</string>"),
    ("dockerfile-env-space", "ENV API_TOKEN " + R20 + "Ab12"),
    ("aws-configure-set", "aws configure set aws_secret_access_key " + AWS_SECRET),
    ("redis-bare-directive", f"requirepass {PASSWORD}"),
    ("cli-underscore-flag", f"wp core install --url=x.test --admin_user=root --admin_password={PASSWORD}"),
    ("java-system-property", f"mvn deploy -Dserver.password={PASSWORD}"),
    ("smbclient-user-percent", f"smbclient //fs/share -U svc%{PASSWORD}"),
    ("chpasswd", f"echo 'deploy:{PASSWORD}' | sudo chpasswd"),
    # Found by an independent probe of vendor credential formats in note-like contexts.
    ("prose-api-key", "The staging Cohere API key is W8KBKG5hv167mu7AZvZdpUI7xlmwBFbVKEdjJlMz, rotate it in May."),
    ("prose-token-hex", "our Datadog api key: 3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e"),
    ("prose-application-key", "The Datadog application key is 8c1f0e7a4b2d9c6e3f5a1b8d7c4e2f9a0b6d3c5e; ask Dana."),
    # 16 characters: a run too short for a bare `key:` assignment, so the noun decides
    ("prose-auth-key", "The Tailscale auth key for the build runners is " + R20[:16] + "."),
    ("prose-authentication-key", "authentication key: " + R20[4:20]),
    ("prose-colon-touching-value", "The runner reads its access key:" + R20[:16] + " from this note."),
    ("prose-after-a-label-and-colon", "prod:api key is " + R20[:16]),
    ("vendor-token-before-comma", "The Databricks token is dapi0123456789abcdef0123456789abcdef, rotate it."),
    ("key-with-new-prefix", "NEW_RELIC_LICENSE_KEY=eu01xx8c2b6d2f9a1e3b4c5d6e7f8a9b0c1dNRAL"),
    ("letters-only-random-token", "TRAVIS_API_TOKEN=oCEt_yTsSDTqVwlkSfrjXi"),
    ("base64-one-pad-then-line", "access_token: dG9rOjEyMzQ1Njc4OTBhYmNkZWZnaGlqa2xtbm9wcXJzdHV2d3h5oe=\n  region: eu"),
    # Credential keys that only look like paging or public ones, and key values with symbols (review).
    ("keys-near-paging-words", f"PAGERDUTY_TOKEN={R20}Ab12\nFB_EXCHANGE_TOKEN={R20}Ab12\nUNLOCK_TOKEN={R20}Ab12"),
    ("key-with-symbols", 'aesKey = "Xk9#mP2$qL7!vN4&bR8@wT5^"'),
    ("laravel-app-key", '{"key": "base64:' + R20 + 'k3J9sQ1vX7bN2mL5pR8tW4yZ6cF0="}'),
    ("password-starting-with-angle", "password = '<9kQ!x2Lm#pZ'"),
    ("resend-key-in-prose", f"The Resend key is re_{R20[:8]}_{R20}Ab, keep it safe."),
    # Passwords written out in sentences and user/password pairs (a held-out memory-note probe).
    ("prose-password-backticks", "If the BIOS asks, the password is `5stKi$k-UAj60Sw-3cjLS`."),
    ("prose-password-reset-to", "IT reset my VPN password to Fv6mB8B%7Z2mR*15md&mW+ this morning."),
    ("prose-passphrase-colon", "Recovery passphrase for the LUKS volume: b=u$5&+4^Tj4"),
    ("prose-password-words-and-digits", "The Grafana password is now saffron-falcon-winter-82."),
    ("prose-user-slash-password", "ssh in as jenkins / M4pl3#V10l3t"),
    ("prose-login-comma-password", "login: admin@acme.io, Monkey_glacier191"),
    ("shell-expansion-is-not-a-value-but-this-is", "PGPASSWORD=Vr4#mQ9!tLz2 psql -h db"),
    ("table-secret-column", "| service | user | secret |\n|---|---|---|\n| Jenkins | admin | `jXL*x&+x#s^_#HEH^0t` |"),
    ("table-password-passphrase", "| host | password |\n|---|---|\n| grafana | violet-pickle-pepper-33 |"),
    ("table-token-column", f"| service | token |\n| --- | --- |\n| Heroku | {R20}Ab12Cd |"),
    (
        "table-row-named-password",
        "| Setting | Value |\n|---|---|\n| Region | eu-west-1 |\n| **Admin password** | `k3Jd9#xPq2mW` |",
    ),
    ("table-row-named-api-key", f"| Key | Value |\n|---|---|\n| Stripe API key | {R20}Ab12Cd |"),
    ("prose-token-then-value", f"Use the API token {R20}Ab12Cd for the staging tenant."),
    ("markdown-bold-password", "**Password:** Zm9#Lq2!vX7p"),
    ("password-with-at-sign", "the password is P@ssw0rd123!"),
    ("shell-default-is-a-value", "DB_PASSWORD=${DB_PASSWORD:-Xk9#mP2$vL7qR}"),
    ("url-password-in-capitals", "postgres://admin:HUNTERPASS@prod-db/app"),
    ("pw-in-parentheses", "change demo account pw (F4lc0n-Z3br4)"),
    ("vault-client-token", 'VAULT_CLIENT_TOKEN="hvs.' + R20 + 'Ab12Cd34"'),
    ("uuid-under-a-token-key", "jenkinsToken = 'df490bc6-ef6e-4f6a-99a0-b03d26cb56f9'"),
    ("random-passphrase-json", '"ServicePassword": "+oaFsNk7tLco+C/obP9GhhcOzGcKOayTmE3LnAmAmH4="'),
    (
        "quoted-value-on-next-line",
        "mapboxApiKey:\n  'sk.eyJ1IjoiYWNtZSIsImEiOiJjbGlrcTI3dnoxMjM0In0.lUneM-o3NucXN189EYyXxQ',",
    ),
    ("alibaba-access-key-id", f"export ALIBABA_CLOUD_ACCESS_KEY_ID=LTAI{R20}"),  # a component rule of the engine
    ("alibaba-key-id-alone", f"notes from the call:\nLTAI{R20}\nask before using it"),
    ("k8s-bootstrap-token-prose", "The staging bootstrap token is o506ku.jlir9dvjva9ub693, rotate it in May."),
    ("k8s-bootstrap-token-kubeadm", "kubeadm join 10.0.0.1:6443 --token o506ku.jlir9dvjva9ub693"),
    ("braintree-access-token", "access_token$production$x7k2m9q4w8e1r5t3$" + HEX40[:32]),
    ("salesforce-access-token", f"00D5g000004XYZA!AQ4AQ{R20 * 4}"),
    ("fcm-server-key-whole", f"The legacy server key is AAAA4upilWR:APA91b{(R20 * 7)[:134]}, rotate it."),
    ("aws-configure-set-then-flags", f"aws configure set aws_secret_access_key {AWS_SECRET} --profile legacy"),
    ("npm-config-set", f"npm config set //registry.npmjs.org/:_authToken npm_{R20}Ab12Cd34Ef56Gh"),
    ("redis-config-set", f"redis-cli CONFIG SET requirepass {PASSWORD}"),
    ("oracle-connect", f"`sqlplus app/{PASSWORD}@//db01.corp.acme.io:1521/ORCLPDB1`"),
    ("oracle-rman-target", f"rman target sys/{PASSWORD}@prod"),
    ("session-cookie-header", f"Cookie: _session={R20}Ab12Cd; theme=dark"),
    ("session-cookie-curl", f"curl -b 'sessionid={R20}Ab12Cd' https://admin.acme.io/api/export.csv"),
    ("pgpass-line", f"~/.pgpass:\n```\ndb.prod.internal:5432:inventory:grafana-ro:{PASSWORD}\n```"),
    ("totp-seed-prose", "TOTP seed for the break-glass account is 36R6IMYCRI4NJY4DWOJS7VJEZEEABEFI (add it)"),
    ("aws-configure-set-profile-first", f"aws configure set --profile prod aws_secret_access_key {AWS_SECRET}"),
    ("config-set-quoted-key", f'npm config set "//npm.acme.io/:_authToken" "{R20}Ab12Cd34"'),
    ("redis-config-set-value-with-ampersand", "redis-cli CONFIG SET requirepass Tr0ub4dor&3xQ"),
    ("oracle-rman-catalog", f"rman target / catalog rco/{PASSWORD}@rcat"),
    ("oracle-sqlldr-userid", f"sqlldr userid=app/{PASSWORD}@db control=load.ctl"),
    ("set-cookie-quoted", f'Set-Cookie: session="{R20}Ab12Cd"; Path=/; HttpOnly'),
    ("cookie-after-many-others", "Cookie: " + "; ".join(f"c{i}=v{i}" for i in range(30)) + f"; sessionid={R20}Ab12"),
    ("drupal-session-cookie", f"Cookie: SSESS{HEX40[:32]}={R20}Ab12Cd"),
    ("pgpass-ip-host-crlf", f"~/.pgpass:\r\n10.0.4.12:5432:app:app:{PASSWORD}\r\n"),
    ("totp-secret-16", "The TOTP secret is UJZDEGXDNCF32EPF"),
    ("otpauth-uri", "otpauth://totp/Acme:jane?secret=UJZDEGXDNCF32EPFK4NQ&issuer=Acme"),
    ("okta-ssws-header", f"Authorization: SSWS 00{R20}Ab12Cd34Ef56Gh78Ij"),
    ("curl-user-quoted-password", f"curl -s -u admin:'{PASSWORD}' https://grafana.acme.io/api/datasources"),
    ("sssd-authtok", f"ldap_default_authtok = {PASSWORD}"),
    ("wpa-psk", f'    psk="_{PASSWORD}"'),
    ("password-starting-with-percent", f'    postgresPassword: "%{PASSWORD}"'),
    ("password-starting-with-bang", f'ansible_become_password: "!{PASSWORD}"'),
    ("plaid-access-token", "rejected for key access-production-1efbc7bb-2c1a-4ebe-bb7d-b3ec98553cd1: 429"),
    (
        "jwk-private-d",
        '{"kty":"EC","crv":"P-256","x":"f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU","d":"' + R20 * 2 + '"}',
    ),
    (
        "password-manager-csv",
        f"name,url,username,password,note\napp.datadoghq.com,https://app.datadoghq.com/,ubuntu@acme.io,{PASSWORD},",
    ),
    ("k8s-env-name-value", f'        env:\n        - name: DB_PASSWORD\n          value: "{PASSWORD}"'),
    (
        "ssm-parameter-output",
        '{\n    "Parameter": {\n        "Name": "/prod/db/password",\n        "Type": "SecureString",\n'
        f'        "Value": "{PASSWORD}",\n        "Version": 3\n    }}\n}}',
    ),
    ("ecs-environment-json", f'"environment": [{{"name": "API_TOKEN", "value": "{R20}Ab12"}}]'),
    (
        "terraform-output-json",
        f'{{\n  "admin_password": {{\n    "sensitive": true,\n    "type": "string",\n    "value": "{PASSWORD}"\n  }}\n}}',
    ),
    ("secret-manager-read", f"$ gcloud secrets versions access latest --secret=db-password\n{PASSWORD}\n"),
    ("vault-field-read", f"$ vault kv get -field=password secret/prod/db\n{PASSWORD}"),
    (
        "kubectl-decoded-secret",
        f"$ kubectl get secret db -o jsonpath='{{.data.password}}' | base64 -d; echo\n{PASSWORD}\nbob@db:~$ ",
    ),
    (
        "terraform-variable-default",
        f'variable "redis_auth_token" {{\n  type      = string\n  default   = "{R20}Ab12Cd"\n  sensitive = true\n}}',
    ),
    ("hiera-namespaced-key", f"profile::app::db_password: '{PASSWORD}'"),
    ("nginx-authorization-header", f'    proxy_set_header Authorization "Basic {R20}Ab12Cd==";'),
    ("haproxy-stats-auth", f"listen stats\n    bind *:8404\n    stats auth admin:{PASSWORD}"),
    ("redis-conf-masterauth", f"replicaof 10.25.49.247 6379\nmasterauth {PASSWORD}\n"),
    ("cloud-init-chpasswd", f"#cloud-config\nchpasswd:\n  expire: false\n  list: |\n    ubuntu:{PASSWORD}\n"),
    ("postfix-sasl-passwd", f"/etc/postfix/sasl_passwd:\n[smtp.office365.com]:587 alerts@acme.io:{PASSWORD}\n"),
    (
        "echo-into-keystore",
        f"echo '{PASSWORD}' | sudo /usr/share/elasticsearch/bin/elasticsearch-keystore add -x bootstrap.password",
    ),
    ("wireguard-private-key", "[Interface]\nPrivateKey = /RSKv+IP5q7mTt8ykbljZqwkAWAM0yRo4rt6fYiiV5Q=\n"),
    ("go-mysql-dsn", f'  dsn: "etl:{PASSWORD}@tcp(ledger-db.corp.lan:3306)/ledger?parseTime=true"'),
    ("inventory-password-with-equals", "win-build-01 ansible_host=10.0.0.5 ansible_password=Y6=GHo.%4=%JF+LmXt6io"),
    ("login-for-someone-user-slash-password", "- Demo login for the customer: demo@acme.io / t6s^lV&xC=f3."),
    ("telegram-bot-url", f"curl https://api.telegram.org/bot5511817086:AA{R20}Hn7IhP4qN6gqK/sendMessage"),
    # A long random body splits at its `-` and `_` into parts, some of which read as words by chance (`-Rfyv`).
    (
        "long-prefixed-token-with-word-like-part",
        "- OpenAI: sk-proj-oZQn59Js3VSX03VAzisEEcEY64mgwaf3J1qEV1Rg6qUhSpFp3tcUqtKd8d9i3l8mqY0EW9O4oiAVnmTnzola3ElN-"
        "h2MYfdJ94CIP94hIw46LxPY0Y9CNcis_oUHNMrnr6e58PVqbzIi7KbIcZomP5l_Rfyv",
    ),
    # Random passwords whose symbols fall where a `key=value` or a file name would have them.
    ("prose-password-three-letters-equals", "ssh in as app / hCr=R#!Lp1xpqsX^*Xnh"),
    ("prose-password-mixed-case-extension", "If the BIOS asks, the password is `x^Bh=#p3X.UbM`"),
    (
        "prose-password-trailing-equals",
        "We agreed the temp password for new hires is Velvet2021=, forced change on first login.",
    ),
    ("prose-u-p-pair", "u: ubuntu p: Cobalt#5105"),
]

NEGATIVES: list[tuple[str, str]] = [
    # `/` and `//` join paths, repositories, code comments and arithmetic too
    ("slash-pair-repository", "Log into grafana with github/oauth2-proxy, then open the dashboard."),
    ("slash-pair-key-file", "ssh into bastion with keys/Ed25519Key2024 and ops/id_ed25519_deploy"),
    ("double-slash-comment", "result // TODO: handle errors properly\ncount // NumberOfRetries2"),
    ("double-slash-arithmetic", " * 8970 // PATH_MAX*2+CONTEXT_SIZE*2+11+256+1"),
    ("long-password-sentence-words", "The password policy for new hires in the sales department is strict."),
    ("identifier-with-words-and-hash", "Job run-nightly-export-Data-backfill-7f3a9c2e1b finished."),
    ("preset-name-of-short-parts", '"Preset": "System-Generic_Hd_Mp4_Avc_Aac_16x9_Sdr_1280x720p_30Hz_5Mbps_Qvbr_Vq9"'),
    ("u-p-statistics", "fit: u: 0.52 p: 0.013 and u: alice p: 12"),
    ("password-is-a-file", "The password is in `secrets.yaml` and the key is in `server.PEM`."),
    ("password-is-key-value", "The password is dbPass=... in the env file."),
    ("prose-password", "Rotate the database password every 90 days; never change a password by hand."),
    ("prose-token", "The token you use for CI should be scoped to one repository."),
    ("prose-auth-key-where", "The authentication key is stored in Vault under kv/infra/tailscale-runners."),
    ("prose-auth-key-rotation", "We rotate the auth key every 90 days; the runbook is RUNBOOK-tailscale-auth-keys."),
    ("prose-colon-touching-path", "The service token:kv/data/platform/ci-runner-tokens holds it, not this note."),
    ("prose-colon-touching-placeholder", "Set the API key:REPLACE_WITH_YOUR_KEY_HERE before the first run."),
    ("aws-doc-example", "The AWS docs use AKIAIOSFODNN7EXAMPLE as the access key id."),
    ("aws-doc-secret", "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"),
    ("placeholder-angle", "Replace <your-token> with the token from the settings page."),
    ("placeholder-yaml", "api_key: <YOUR_API_KEY>"),
    ("placeholder-changeme", "password: changeme"),
    ("placeholder-stars", "password=*** token=[REDACTED]"),
    ("env-reference", 'password = os.environ["DB_PASSWORD"]'),
    ("shell-variable", "password: ${DB_PASSWORD}"),
    ("template", "token: {{ .Values.token }}"),
    ("gha-secret", "GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}"),
    ("curl-variables", 'curl -u "$USER:$PASS" https://api.example.com/'),
    ("bearer-variable", 'curl -H "Authorization: Bearer $TOKEN" https://api.example.com/'),
    ("commit-hash", "Shipped from commit 3f1c2a9e8b7d6c5f4e3d2c1b0a9f8e7d6c5b4a39 after the revert."),
    ("uuid", "The staging tenant is 6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e6f."),
    ("sha256", "model.onnx sha256: e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("docker-digest", "image digest: sha256:4bf5a4c8d3b9e2f1a0c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5"),
    ("url-no-credentials", "https://api.example.com/v2/users?page=2&per_page=50 and git@github.com:acme/x.git"),
    ("url-user-only", "https://deploy@git.example.org/x.git"),
    (
        "base64-image",
        "![logo](data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAABHNCSVQICAgIfAhkiAAAAAlwSFlz)",
    ),
    ("long-identifier", "test_recall_returns_critical_memories_first_when_budget_is_tight"),
    ("password-fields", "password_min_length = 12, password_hint = 'favourite colour'"),
    ("code-variable", "password = getpass.getpass('Password: ')"),
    ("terraform", "password = var.db_password"),
    ("pem-header-only", "Keys that start with -----BEGIN OPENSSH PRIVATE KEY----- stay in the vault."),
    ("connection-no-password", "Server=sql01;Database=app;Integrated Security=true;"),
    ("jwt-prose", 'A JWT header decodes to {"alg":"HS256","typ":"JWT"}.'),
    ("public-key-fingerprint", "SHA256:nThbg6kXUpJWGl7E1IGOCspRomTxdCARLviKw6E5SY8"),
    ("npmrc-variable", "//registry.npmjs.org/:_authToken=${NPM_TOKEN}"),
    ("stripe-placeholder", "STRIPE_SECRET_KEY=sk_test_xxxxxxxxxxxxxxxxxxxxxxxx"),
    ("sri", 'integrity="sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC"'),
    ("email-in-secret-scan", "write to alice@corp.io"),
    ("xml-variable", "<password>${env.MAVEN_PASSWORD}</password>"),
    ("repeated-sample", "aws_secret: a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4\nrandom_token: Xk9mP2qLXk9mP2qLXk9mP2qL"),
    ("getenv-empty", 'os.getenv("API_KEY", "")'),
    ("order-ids", "Order ORD-2026-004512, carrier reference DHL-JD014600006281230405."),
    ("token-budget", "token_budget = 1500, max_tokens: 4096"),
    ("fake-uuid", "apiKey=px-api-a1b2c3d4-e5f6-g7h8-i8j0-k0l3m3n4o0p5"),
    ("shell-default", 'password = "${DB_PASSWORD:-changeme}"'),
    ("mysql-prompt", "mysql -u root -p mydatabase"),
    ("ruby-interpolation", 'text << "Password=#{password}, "'),
    ("gitlab-placeholder", "GITLAB_TOKEN: glpat-xxxxxxxxxxxxxxxxxxxx"),
    ("gitlab-wrong-length", "glptt-build_trigger_token_for_nightly_release_job"),
    ("getter-argument", 'secret = get_secret("projects/1234/secrets/db-password")'),
    ("call-host-argument", 'client.set_token("api.example.com:443/v2/token")'),
    ("json-rpc-other-method", '{"method": "system.info", "params": ["' + "Zq8Xv2Lk9Pw4Rt7Yb3Nm" + 'Ab12"]}'),
    ("directive-placeholder", "credentials {\n  username 'user'\n  password 'password'\n}"),
    ("directive-in-prose", "Password 'hunter2' is the classic joke about masked passwords."),
    ("vault-word", "b.removeTransientObservers() and s.length are not tokens"),
    ("sops-encrypted", "token: ENC[AES256_GCM,data:Tr7oQ2x=,iv:1Ab=,tag:2Cd=,type:str]"),
    ("jasypt-encrypted", "spring.datasource.password=ENC(G6N718UuyPE5bHyWKyuLQSm02auQPUtm)"),
    ("secret-first-path", "secret_version: projects/acme-prod/secrets/db-password/versions/3"),
    ("secret-first-words", "password_reset_template: emails/reset-password.html"),
    ("password-setter-placeholder", 'user.set_password("changeme")'),
    ("password-setter-variable", "user.set_password(form.cleaned_data['password1'])"),
    ("password-check-call", 'assert user.check_password("' + "Vr4#mQ9!tLz2" + '")'),
    ("short-token-call", 'client.set_token("abc123")'),
    ("login-placeholder", 'client.login("user", "password")'),
    ("bearer-prose", "Bearer authentication sends the token in a header; see Bearer <token> in the docs."),
    ("bearer-variable-bare", "Bearer ${ACCESS_TOKEN_FROM_VAULT}"),
    ("js-let-variable", "let apiKey = config.apiKey"),
    ("go-var-env", 'var apiToken string = os.Getenv("API_TOKEN")'),
    ("typed-no-value", "password: str = field(default=None)"),
    ("password-stdin-variable", 'echo "$REGISTRY_PASSWORD" | docker login -u bot --password-stdin'),
    ("bitbucket-placeholder", "ATBBxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"),
    ("bitbucket-word", "ATBBrandomwordsthatarejustlettersonly"),
    ("version-path", "upgraded 1/2/3 steps; ratio 1/1234567890123:beef"),
    ("mapbox-public", "MAPBOX pk.eyJ1IjoiYWNtZSIsImEiOiJjazEyMyJ9." + "Zq8Xv2Lk9Pw4Rt7Yb3NmAb"),
    ("base64-zero-bytes", "blob " + "A" * 30 + "BCDEFGHIJKLMNOPQRSTUVWXYZabcdefghij0123456789+/"),
    ("long-german-word", "Die Donaudampfschifffahrtsgesellschaftskapitaene trafen sich am Kai."),
    ("format-template", 'password = "%s" % pw\ndsn_password: "pass_%s_%d"\nsecret: "Svc-%s-Token-For-Prod-2024!"'),
    ("sql-bind-variable", "CREATE USER app IDENTIFIED BY :password; ALTER USER app WITH PASSWORD ?"),
    ("sql-placeholder", "CREATE USER app WITH PASSWORD 'changeme'; CREATE USER x IDENTIFIED BY '<password>';"),
    ("sql-null", "ALTER USER postgres PASSWORD NULL;"),
    ("sql-reference", "CREATE ROLE ro WITH LOGIN PASSWORD '${DB_PASS}';"),
    ("identified-by-in-prose", "Most cases identified by WHO-COPE were mild; targets identified by Förster resonance."),
    ("create-user-in-prose", "Admins create user accounts identified by their e-mail address."),
    ("securestring-variable", "$cred = ConvertTo-SecureString $env:SVC_PW -AsPlainText -Force"),
    ("securestring-file", "ConvertTo-SecureString (Get-Content 'pw.txt') -AsPlainText -Force"),
    (
        "nginx-pass-directives",
        "fastcgi_pass 127.0.0.1:9000;\nuwsgi_pass unix:/run/app.sock;\nproxy_pass http://backend;",
    ),
    ("bare-directive-words", "secret static.key\nauth SHA256\nPassword policy\nbypass cache_v2\nSecret Santa"),
    ("dockerfile-env-reference", "ENV API_TOKEN ${API_TOKEN}\nARG NPM_TOKEN"),
    ("xml-entry-not-secret", '<entry key="passwordPolicy">strict</entry><entry key="password">${db.password}</entry>'),
    (
        "android-strings",
        '<string name="password_hint">Enter your password</string><string name="password">Password</string>',
    ),
    ("pdo-variables", "$db = new PDO($dsn, $user, $pass);"),
    ("jdbc-empty-password", 'DriverManager.getConnection(url, "sa", "");'),
    ("mysqli-placeholder", "mysqli_connect('localhost', 'root', 'password');"),
    ("smbclient-no-password", "smbclient -L fileserver -U guest%"),
    ("chpasswd-variables", 'echo "$USER:$PASS" | chpasswd'),
    ("system-property-reference", "mvn -Dserver.password=${env.DEPLOY_PASSWORD} deploy -Dpassword.file=/etc/app/pw"),
    (
        "prose-credential-words",
        "The token is valid for 30 days. Our API key is stored in Vault at secret/data/prod/api. The password is "
        "changed quarterly; the secret is rotate-on-deploy-v2 and the token: build-2024-11-23-release.",
    ),
    (
        "public-keys-by-name",
        "STRIPE_PUBLISHABLE_KEY=pk_live_51ktcEjRb9xTdb1qq877aOmdtAXlApBen9Hz\nnextPublicToken: Zq8Xv2Lk9Pw4Rt7Yb3Nm",
    ),
    (
        "object-ids",
        "charge ch_3MmlLrLkdIwHu7ix0snN0B15, event evt_1NG8Du2eZvKYlo2CUI79vXWy, org-Zq8Lk2Nv5Rt7Yp1Wm4Xc9Bh3",
    ),
    ("camel-case-name", "password = userPasswordHashValue\ntoken = refreshTokenFromCookieJar"),
    ("slack-webhook-without-secret", "post to https://hooks.slack.com/services/T9REHM27G/BVIY029HI/<your-token>"),
    # Found by a false-positive pass over 493,549 lines of package documentation (mostly AWS CLI examples).
    ("uuids", "request e21cda79-30a0-4c12-9299-d8629d76d8cf, the UUID dc9010dd-f8b8-4ac5-a510-c1a114ec7d29"),
    (
        "resource-ids-by-name",
        '--scope-id fleet-2b5c8e4d6a3f --identifier db-LKCGOBK26374TPTDFXOIWVCPPM\n"DBInstanceIdentifier": "db-XEKJLEMGRV5ZKCARUVA4HO3ITE"',
    ),
    (
        "paging-and-idempotency-tokens",
        '"NextToken": "eyJOZXh0VG9rZW4iOiBudWxsLCAiYm90b190cnVuY2F0ZV9hbW91bnQiOiAxfQ==",\n'
        '"nextForwardToken": "f/31961209122447488583055879464742346735121166569214640130",\n'
        '"LockToken": "20999d87-e304-4725-ad84-832dcbfd7fc5"\n--lock-token 0674c84b-0b2e-4a1c-9b2e-5d3c2b1a0f9e',
    ),
    ("arn-secret-segment", "arn:aws:secretsmanager:us-west-2:123456789012:secret:MyTestSecret-a1b2c3"),
    (
        "json-value-then-next-key",
        '{"Type": "password",\n "PasswordCount": 1, "Name": "token",\n "ALLOW_USER_SRP_AUTH"}',
    ),
    (
        "object-key-names",
        '"Key": "access_logs.s3.enabled", "Key": "aws:rds:primaryDBClusterArn", "Key": "DBInstanceIdentifier"',
    ),
    (
        "pem-example",
        "-----BEGIN RSA PRIVATE KEY-----\nEXAMPLEBAAKCAQEA+AD3qeU2toBy5O5v7wnRLVo/tngVickL5+6Jf4tPrPeuoebM\n",
    ),
    (
        "pem-elided",
        '"PrivateKey": "-----BEGIN RSA PRIVATE KEY-----\\nMIIEowIABAKCAQEAqKpRgnn6yq26U3yt5YFZ...fvY4+te\\n-----END RSA PRIVATE KEY-----"',
    ),
    ("names-and-numbers", '"lastModifiedSecret": 1556311319.069, "AccessToken": "ACCESS_TOKEN", passphrase: <string>'),
    (
        "typed-along-the-keyboard",
        '"passphrase": "AB1C2defGHijkLMNo3PqQRstUvwxyzaBCDEfghh4ijklMN5opq"\ntoken = "abcdefgh12345678"',
    ),
    ("connection-string-needs-pairs", "const password = new Password('r0sebud');"),
    (
        "pem-elided-after-a-long-line",
        "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIABAKCAQEAqKpRgnn6yq26U3yt5YFZquyukfRjbMXDcNOK4rMCxDR...fvY4+te\n"
        "-----END RSA PRIVATE KEY-----",
    ),
    (
        "prose-about-passwords",
        "The password manager shortcut is Ctrl-Shift-L. Passing an empty password and/or salt to "
        "crypto.pbkdf2() would cause a fatal error. The password must be 12+ characters; password: see 1Password.",
    ),
    (
        "engineering-prose-near-password",
        "password: see docs/security/password-policy_v2.md. Passphrase prompt comes from ssh-agent "
        "(OpenSSH_9.6p1). Password length was raised to 16 (NIST-800-63B). The password was reset to "
        "default (v1.2.3-beta). The password hashing is argon2id-v19 now; password db is prod-eu-2. "
        "The password field is in LoginDialog.tsx:142-158. Password requirements: min-length=12.",
    ),
    (
        "tables-about-secrets",
        "| name | key | value |\n|---|---|---|\n| retries | max_retries | 5 |\n| cache | ttl_seconds_v2 | 3600 |\n\n"
        "| Token type | Lifetime |\n|---|---|\n| refresh-token-v2 | 30d |\n\n"
        "| service | secret |\n|---|---|\n| Docs | see 1Password |\n| DB | stored in vault: secret/prod/db |",
    ),
    (
        "table-rows-about-secrets",
        "| Setting | Value |\n|---|---|\n| Password policy | 90 days, 14 chars |\n| Key ID | 7Yb3NmHs6Dc1Zq8Xv2Lk9Pw4 |\n"
        "| Public key | MCowBQYDK2VwAyEAZq8Xv2Lk9Pw4Rt7Yb3NmHs6Dc1 |\n| Token endpoint | https://auth.acme.io/oauth/token |\n"
        "| The password for the admin user is kept in the vault | k3Jd9xPq2mWLq8vR3zT6nY |",
    ),
    ("cli-option-named-token", "aws acm list-certificates --max-items 2 --next-token Zq8Xv2Lk9Pw4Rt7Yb3NmHs6Dc1AbCd"),
    ("names-after-a-comma", "The user Mary-Ann, admin_2024 had access. The account owner, Dr.Smith_2 signed off."),
    ("camel-case-flags", "ci_runUnitTests_py311_onLinux and ff-newCheckoutFlow-Q3v2-rolloutB"),
    ("user-in-a-url-path", "![image](https://user-images.githubusercontent.com/1234567/9f8e7d6c-5b4a-4c3d-8e2f.png)"),
    ("user-then-next-key", "--workspaces DirectoryId=d-926722edaf,UserName=Mary,BundleId=wsb-3df8qncld"),
    ("shell-expansions", "POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?required}\nAPI_TOKEN=${API_TOKEN:-}"),
    ("hcl-reference", "password = var.db_password\ntoken = local.api_token"),
    ("url-credential-names", "postgres://USER:PASSWORD@HOST:5432/DB and mysql://DB_USER:DB_PASS@localhost/app"),
    (
        "config-settings-that-are-not-secrets",
        "git config user.name Alice\ngit config --global credential.helper store\naws configure set region us-east-1\n"
        "npm config set registry https://registry.npmjs.org/\ngit config --global http.sslKey /etc/ssl/private/c.key\n"
        "The config key is stored in Vault. We configure token rotation weekly.\n"
        "aws configure set aws_secret_access_key $AWS_SECRET --profile ci",
    ),
    (
        "login-for-something-then-a-slash",
        "Login to Grafana: admin / see 1Password\nLogin for the customer: ask Dana / or Bob\n"
        "Sign in to the portal: use SSO / Okta\nlog in to the box: ssh / mosh both work",
    ),
    (
        "config-commands-that-set-no-secret",
        "git config --global user.signingkey 3AA5C34371567BD2\n"
        "git config --global credential.gpgPassStorePath ~/.password-store\n"
        "kubectl config set-credentials cluster-admin-prod-eu1 --exec-command=aws\n"
        "gcloud config set auth/impersonate_service_account sa-deployer@acme-prod-372819.iam.gserviceaccount.com\n"
        "./configure --enable-ldap-auth --with-openssl-dir=/usr/local/opt/openssl\n"
        "npx jest --config jest.auth.config.js --detectOpenHandles\n"
        "npm config set //token-registry.acme.io/:username ci-deployer-7f3a9c2e",
    ),
    (
        "cookies-that-are-not-logins",
        "Cookie: _hjSessionUser_3381=eyJpZCI6ImQ3YjQ5ZjE3LWFjOGUtNTdmZC04Y2FhLTM2In0=; ai_session=Ak3Jq9|1700000000|17\n"
        "Cookie: next-auth.callback-url=https%3A%2F%2Fapp.acme.io%2Fdashboard; oauth_state=6f1a9c2e8b7d4f60a5e9\n"
        "Cookie: __RequestVerificationToken=CfDJ8Nq9XwL2pV8rT5mN1bC7dH4; sidebar_state=collapsed_left_panel_v2\n"
        "Set-Cookie: session_tz=America%2FLos_Angeles; token_expires_at=2024-11-23T10%3A15%3A00Z",
    ),
    ("ipv6-in-a-pgpass-note", "Notes on pgpass.\nfe80:0000:0000:0000:0204:61ff:fe9d:f156"),
    (
        "hosts-and-ids-near-token",
        "Service account token for node01.k8s1prod2cluster was rotated.\n"
        "The Sentry release token is release_2024_11_23_9f8e7d6c; the lock token is mig_20241123_a7f3c9e1b2d4.",
    ),
    (
        "vendor-shaped-placeholders",
        "access_token$production$xxxxxxxxxxxxxxxx$00000000000000000000000000000000\n"
        "https://api.telegram.org/bot123456789:AAxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx/getMe\n"
        "LTAI5tExampleKeyIdHere is from the docs. The TOTP secret is JBSWY3DPEHPK3PXP (the documented sample).",
    ),
    (
        "public-values-in-tool-output",
        '"GPG_KEY=9F33905B09536E869CCE08CA9B3CFB024CA74C06",\n'
        '      args: ["eks", "get-token", "--cluster-name", "prod"]\n'
        "  apiKey: config.get<string>('apiKey'),\n"
        "x-vercel-id: fra1::iad1::kq9a0-4187162991916-70ebfeb2c1d1\n"
        '{"keys":[{"kty":"RSA","kid":"k1","n":"otW-xuSI5qfV3kq9a04187162991916x70ebfeb2c1d1AbCdEfGh","e":"AQAB"}]}\n'
        "{ psk: <Buffer|TypedArray|DataView>, identity: <string> }",
    ),
    (
        "references-starting-with-percent-or-bang",
        'password: "%DB_PASSWORD%"\npassword = \'%(db_password)s\'\npassword: "!Ref DbPassword"\n'
        "password = %env(DB_PASSWORD)%",
    ),
    (
        "name-value-pairs-that-hold-no-secret",
        "        env:\n        - name: DB_PASSWORD\n          valueFrom:\n            secretKeyRef: {name: db, key: password}\n"
        "        - name: LOG_LEVEL\n          value: info\n"
        "        - name: DB_PASSWORD\n          valueFrom: secretref\n        - name: BUILD_SHA\n"
        "          value: a8f3c9e1b2d4f607e1a8f3c9e1\n"
        '{"name": "password_min_length", "value": "12"}\n{"name": "DB_PASSWORD", "value": "${DB_PASSWORD}"}\n'
        '{"db_password": {"sensitive": true, "type": "string", "value": null}}',
    ),
    (
        "secret-reads-that-print-no-secret",
        "$ echo aGVsbG8= | base64 -d\nhello\n"
        "$ gcloud secrets versions access latest --secret=db-password\nERROR: (gcloud.secrets) Permission denied\n"
        "$ vault kv get -field=password secret/prod/db\nNo value found at secret/data/prod/db\n"
        "$ kubectl get secret db -o jsonpath='{.data.token}' | base64 -d\nbob@host:~$",
    ),
    (
        "digests-ciphertext-and-references-in-configs",
        "      annotations:\n        checksum/secret: 63816c79d9d21f1259e7f69972184b78f778d3a1180f10e30b8a287cf10bbfbb\n"
        "kind: SealedSecret\nspec:\n  encryptedData:\n    password: AgB" + R20 * 12 + "==\n"
        "db_password: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n          411eb6f074b36d112667ac89ab19da0d\n"
        "LoadCredential=db-password:/etc/credstore/identity-db\n"
        "    authorization:\n      credentials_file: /var/run/secrets/kubernetes.io/serviceaccount/token\n"
        "secret: projects/250263902049/secrets/redis-password/versions/latest\n"
        "RUN --mount=type=secret,id=npmrc npm ci\ndocker build --secret id=npmrc,src=$HOME/.npmrc .",
    ),
    (
        "secret-reads-that-print-no-secret-2",
        "$ kubectl get secret db -o jsonpath='{.data.username}' | base64 -d\npostgres\n"
        "$ op read op://Private/Grafana/username\ngrafana-viewer01\n"
        "To read the value: gcloud secrets versions access latest --secret=db-password\nRotation\n"
        "$ gcloud secrets versions access latest \\\n    --secret=db-password\n"
        "$ aws secretsmanager get-secret-value --secret-id prod/db --query VersionId --output text\n"
        "7f3a9c2e-1b8d-4f60-a5e9-c3d7b1f2a4d6",
    ),
    (
        "csv-token-and-key-columns-hold-ids",
        "address,token,symbol\n0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48,USDC,usdc\n"
        "id,api_key,created\n1,key_01HF7Q9V2M8X4T6N1B3C,2024-01-01\n"
        "user,token\nalice,7f3a9c2e-1b8d-4f60-a5e9-c3d7b1f2a4d6",
    ),
    (
        "tracking-and-consent-cookies",
        "Cookie: __stripe_sid=4b1c8d2e-9a7f-4e3d-b6c5-a1f2e3d4c5b6d7e8f9; s_sess=s_cc%3Dtrue%3B%20s_ppvl%3Dhome\n"
        "Cookie: enabled_cookies=YToyOntzOjk6ImFuYWx5dGljcyI7YjoxO3M6OT; cookie_consent=granted",
    ),
    (
        "forms-and-headers-that-hold-no-credential",
        '<input type="hidden" name="csrfmiddlewaretoken" value="Zq8vK2mL9pX4tR7nB1cF5gH3jD6sW0aE8yU2iO4pQ9rT5">\n'
        '<input type="hidden" name="_token" value="Ab3dE6gH9jK2mN5pQ8sT1vW4yZ7bC0eF3hJ6kL9n">\n'
        "Authorization: Role platform-admins-eu1\nauthorization: mode oauth2ClientCredentials\n"
        "Authorization: Bearer\nProxy-Authorization: Basic\n"
        'Authorization: Digest username="Mufasa", realm="testrealm@host.com"\n'
        "        - name: DB_SECRET\n          value: db-creds-v2\n"
        "        - name: VAULT_PATH_SECRET\n          value: kv/data/app1\n"
        '{"Name": "/prod/db/password", "Type": "SecureString", "Value": "AQICAHhKq3vF9mLxYzR2pT8nB5cW1dE7gH4jK6sU0aV3oIiQ2w"}\n'
        "password: '%-16.16s'\nsecret = !user.ssoOnly",
    ),
    ("csv-without-secrets", "user,password,role\nalice,changeme,admin\nbob,<set-me>,viewer\ncarol,see vault,viewer"),
    ("oracle-without-a-password", "sqlplus / as sysdba\nsqlplus app/$DB_PASSWORD@prod"),
    (
        "cookies-that-are-not-sessions",
        f"Cookie: csrftoken={R20}Ab12Cd; theme=dark\nCookie: theme=dark; lang=en\n"
        "The session cookie is set with SameSite=Lax.",
    ),
    ("pgpass-wildcards", "~/.pgpass:\nlocalhost:5432:*:postgres:*\n*:5432:*:app:PGPASSWORD"),
    ("seed-in-prose", "The MFA seed is rotated yearly. The random seed is 42."),
    (
        "dotted-names-near-token",
        "The token lives in config.applicationname (see module.someotherthing16)\n"
        "kubeadm join 10.0.0.1:6443 --token abcdef.0123456789abcdef",
    ),
    ("sts-api-calls", "client = STS.AssumeRoleWithWebIdentity(params)\nresp = STS.GetCallerIdentityRequest()"),
    (
        "vendor-shaped-filler",
        "export XAI_API_KEY=xai-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx.",
    ),
]


@pytest.mark.parametrize(("family", "text"), POSITIVES, ids=[p[0] for p in POSITIVES])
def test_positive(family: str, text: str) -> None:
    assert find_secrets(text), f"{family} not found"
    assert contains_secret(text)


@pytest.mark.parametrize(("family", "text"), NEGATIVES, ids=[n[0] for n in NEGATIVES])
def test_negative(family: str, text: str) -> None:
    assert [m.rule for m in find_secrets(text)] == []
    assert not contains_secret(text)


def test_hard_negative_corpus_is_clean() -> None:
    corpus = Path(__file__).resolve().parent.parent / "benchmarks" / "scan_corpus" / "hard_negatives"
    files = sorted(corpus.glob("*.md"))
    assert len(files) >= 50
    flagged = {p.name: [m.rule for m in find_secrets(p.read_text(encoding="utf-8"))] for p in files}
    assert {k: v for k, v in flagged.items() if v} == {}


@pytest.mark.parametrize(("family", "text"), POSITIVES, ids=[p[0] for p in POSITIVES])
def test_redaction_removes_the_secret(family: str, text: str) -> None:
    redacted, n = redact_secrets(text)
    assert n >= 1
    assert "[REDACTED:SECRET-" in redacted
    for secret in (GH, AWS_ID, SLACK, STRIPE, OPENAI, JWT, PASSWORD, R20):
        assert secret not in redacted


def test_redaction_keeps_the_rest() -> None:
    text = f"Deploy notes.\npassword: {PASSWORD}\nThen restart the worker."
    assert redact_secrets(text) == (
        "Deploy notes.\npassword: [REDACTED:SECRET-ASSIGNMENT]\nThen restart the worker.",
        1,
    )
    assert redact_secrets("nothing to see") == ("nothing to see", 0)


@pytest.mark.parametrize(("family", "text"), POSITIVES, ids=[p[0] for p in POSITIVES])
def test_redaction_is_idempotent(family: str, text: str) -> None:
    once, _ = redact_secrets(text)
    assert redact_secrets(once) == (once, 0)


def test_redacted_prose_never_loads_the_engine() -> None:
    code = (
        "import sys; from memstone.scan import redact_secrets;"
        "print(redact_secrets('password: [REDACTED:SECRET-ASSIGNMENT] then [REDACTED:SECRET-GITHUB-PAT]')[1],"
        " 'kingfisher_sdk' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["0", "False"]


def test_json_escaped_text_as_in_transcripts() -> None:
    line = json.dumps({"role": "user", "content": f"notes\npassword: {PASSWORD}\nthen curl -u admin:{PASSWORD} x"})
    assert "\\npassword" in line
    found = find_secrets(line)
    assert [m.rule for m in found] == ["SECRET-ASSIGNMENT", "SECRET-CURL-USER"]
    assert all(line[m.start : m.end] == PASSWORD for m in found)


def test_vendor_match_inside_a_longer_run_redacts_the_whole_run() -> None:
    # The engine's GitLab SCIM rule matches the first 20 characters of the body; the rest must not leak.
    tail = "_pretty_long_token_tail_" + R20[::-1]
    redacted, n = redact_secrets(f"scim glsoat-{R20}{tail} end")
    assert n == 1 and tail not in redacted and redacted == "scim [REDACTED:SECRET-GITLAB-SCIM-TOKEN] end"


@pytest.mark.parametrize(
    ("text", "gitlab"),
    [
        ("glpat-" + R20, True),
        ("(glpat-" + R20 + ")", True),
        ("my_glpat-" + R20, False),  # inside a longer run: not a GitLab token (the generic shape may still fire)
        ("glpat-" + R20 + "x", False),  # 21 characters: not the documented length
        ("glcbt-" + R20[:19], False),
    ],
)
def test_gitlab_token_boundaries(text: str, gitlab: bool) -> None:
    assert ("SECRET-GITLAB-TOKEN" in {m.rule for m in find_secrets(text, engine=False)}) is gitlab


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        (f"export GITHUB_TOKEN={GH}", "SECRET-GITHUB-PAT"),  # the engine's vendor rule, not the assignment
        (f"The stripe key: {STRIPE}", "SECRET-STRIPE-ACCESS-TOKEN"),
        (f"AWS_SECRET_ACCESS_KEY={AWS_SECRET}", "SECRET-AWS-SECRET-KEY"),  # memstone's own specific rule
        (f"password = '{PASSWORD}'", "SECRET-ASSIGNMENT"),  # nothing more specific to say
        (f"git config --global github.token {GH}", "SECRET-GITHUB-PAT"),  # not the config-set shape
        (f"Cookie: gh_token={GH}", "SECRET-GITHUB-PAT"),  # not the session-cookie shape
    ],
)
def test_the_most_specific_rule_names_a_finding(text: str, rule: str) -> None:
    assert [m.rule for m in find_secrets(text)] == [rule]


@pytest.mark.parametrize(
    ("text", "redacted"),
    [
        (
            "redis-cli CONFIG SET requirepass Tr0ub4dor&3xQ",
            "redis-cli CONFIG SET requirepass [REDACTED:SECRET-CONFIG-SET]",
        ),
        ("DB_PASSWORD=+Vx3v!FQhv*=LGso4jp\nNEXT=1", "DB_PASSWORD=[REDACTED:SECRET-ASSIGNMENT]\nNEXT=1"),
        ("db.password=i85HZr=5x!JUBRS#2wCgLAo065", "db.password=[REDACTED:SECRET-ASSIGNMENT]"),
    ],
)
def test_a_value_is_redacted_past_an_inner_equals_or_ampersand(text: str, redacted: str) -> None:
    assert redact_secrets(text) == (redacted, 1)


@pytest.mark.parametrize("first", ["x", "X", "#", ".", "*"])
@pytest.mark.parametrize(
    "template",
    [
        "postgres://app:{pw}@db.acme.io/app",
        "https://bob:{pw}@git.example.com/org/repo.git",
        "curl -u admin:{pw} https://x.io",
    ],
)
def test_a_password_may_start_with_any_character_a_placeholder_starts_with(first: str, template: str) -> None:
    # `xxxx`, `***`, `...` and `<password>` are placeholders; one leading `x`, `#`, `.` or `*` is not
    password = first + "Rq7vR2kLm9Pz4w"
    text = template.format(pw=password)
    assert [text[m.start : m.end] for m in find_secrets(text, engine=False)] == [password]


# Values a password generator makes, in the places a note writes them: each must be redacted whole.
# (Found by a fuzzing pass of value kinds x contexts; every case failed before its fix.)
@pytest.mark.parametrize(
    ("text", "secret"),
    [
        # letters only, both cases (pwgen without digits): random runs, not a camelCase name
        ("POSTGRES_PASSWORD=bdaKwtgHwIoALtLi", "bdaKwtgHwIoALtLi"),
        ("db:\n  password: czcMkBmWtjyVcJtO", "czcMkBmWtjyVcJtO"),
        ("The staging DB password is QzgmAfIRsxvprQQv until Friday.", "QzgmAfIRsxvprQQv"),
        # lower case and digits, alternating: generated, not a name
        ("The staging DB password is 7c7n4sqokilevjbuxy7p until Friday.", "7c7n4sqokilevjbuxy7p"),
        # base64 holding `/` and, by chance, a short lower-case part: not a path
        ("DB_PASSWORD=aoeq/riUwhYRhVH8T20bZkhj52XZYgco", "aoeq/riUwhYRhVH8T20bZkhj52XZYgco"),
        ('api_token = "SWsG/sZxOaMd1pmoJuY21SVG8c/qfwdv"', "SWsG/sZxOaMd1pmoJuY21SVG8c/qfwdv"),
        # a leading `@` or `&` followed by more than a name: not a reference
        ("POSTGRES_PASSWORD=@Tn80VCr@eprt-6w", "@Tn80VCr@eprt-6w"),
        ("STRIPE_API_KEY=@JD-P:bA6JReK_IV", "@JD-P:bA6JReK_IV"),
        # a parenthesis or `<` inside a literal is one of its characters, not a call or a generic type
        ('- name: DB_PASSWORD\n  value: "NQh@7OlXI#6FPp5("', "NQh@7OlXI#6FPp5("),
        ('- name: DB_PASSWORD\n  value: "Y<TR4q1o__>tAV4y"', "Y<TR4q1o__>tAV4y"),
        ("Server=sql01;Database=app;User Id=app;Password=#1)4&z^,n3JRlpqR;", "#1)4&z^,n3JRlpqR"),
        # `key: word=...` in YAML is a value holding `=`, not a typed declaration (`name: Type = "..."`)
        ("variables:\n  POSTGRES_PASSWORD: gluB4=@@~^ta_kphanlL~\n  X: 1", "gluB4=@@~^ta_kphanlL~"),
        ("The staging DB password is qqyztttic2rwsjsj82jg until Friday.", "qqyztttic2rwsjsj82jg"),
        (
            "| name | value |\n|---|---|\n| admin password | 3fa8fb874bbad728b1f48b1977fd7adf |",
            "3fa8fb874bbad728b1f48b1977fd7adf",
        ),
        ("Set `ADMIN_PASSWORD=/cROkCzbqI4lZF7/` in staging.", "/cROkCzbqI4lZF7/"),
        ("Server=sql01;Database=app;User Id=app;Password=ihKdxx(o12;", "ihKdxx(o12"),
        # literals wrapped by the language: Rust String::from, C# verbatim strings
        ('let notify_app_secret = String::from("g3h1eObbHteqN0D8L7OW#");', "g3h1eObbHteqN0D8L7OW#"),
        ('var passwd = @"tOIJXVosPfHeNqGtXCXFNrB8>";', "tOIJXVosPfHeNqGtXCXFNrB8>"),
        # a YAML block scalar holding one line (a `#` there is part of the literal)
        ("notify:\n  client_secret: |-\n    #CIIv2QQqmGMq0ypQsNq5TjT\n  retries: 3", "#CIIv2QQqmGMq0ypQsNq5TjT"),
        # the password before its noun, and user/pass pairs
        ("Heads up: !20wibihEpIQAPZeJ7ak is the new admin password on qa.", "!20wibihEpIQAPZeJ7ak"),
        ("2jCiyvqSo3rCN3ydq^ is now the SFTP pass (old one revoked).", "2jCiyvqSo3rCN3ydq^"),
        ("user/pass = deploy / 6PuceW20iqkT11k66urWVg%", "6PuceW20iqkT11k66urWVg%"),
        # a pair jotted down with `//` first on its line, or `with user/password` after logging into a host
        ("svc_ci // Hq4!rTz9wLp2 opens the BMC console", "Hq4!rTz9wLp2"),
        ("- root // x7Kq9mP2vL4nR8tW", "x7Kq9mP2vL4nR8tW"),
        ("Log into 10.20.30.40 with ops/Jm3#vQ8zLw5!k then sudo -i", "Jm3#vQ8zLw5!k"),
        ("ssh into bastion-2 using admin/pR7tQ2wZ9xK4mN6v", "pR7tQ2wZ9xK4mN6v"),
        # the noun far from its "is": a long description of whose password it is
        ("The password for the reporting replica in the Frankfurt region is Vb8#kLq2!zW", "Vb8#kLq2!zW"),
        # digits under a password's key
        ('DB_PASSWORD="47554226"', "47554226"),
        # a credential noun, then the value set off in backticks; and `changed the token to <value>`
        ("FYI the CRM master key for staging is `7swblKerqg$VhyL0UB`, Sam changed it.", "7swblKerqg$VhyL0UB"),
        ("Sam changed the analytics auth token to 2kgQm6vqIbXIKXMnQ so update your env.", "2kgQm6vqIbXIKXMnQ"),
        # Rust string slices
        ('const LDAP_PASS: &str = "858056155214";', "858056155214"),
        ('static API_KEY: &\'static str = "Xq7vR2kLm9PzT4wN8cYb3HjD6fGs";', "Xq7vR2kLm9PzT4wN8cYb3HjD6fGs"),
        ("The staging DB password is ^74xCKKBFj-Q until Friday.", "^74xCKKBFj-Q"),
        # password-manager exports with `;` (locales with a decimal comma) or tabs between fields
        ("name;url;username;password\nGitHub;https://github.com;bob;Xq7vR2k#Lm9Pz", "Xq7vR2k#Lm9Pz"),
        ("name\turl\tusername\tpassword\nGitHub\thttps://github.com\tbob\tXq7vR2k#Lm9Pz", "Xq7vR2k#Lm9Pz"),
        # a first character a reference starts with, then a generated rest: no variable, list or template
        ('db_password: "$Xk9!mP2qLw#7"', "$Xk9!mP2qLw#7"),
        ("password: '$7kP!x9QmLz2#'", "$7kP!x9QmLz2#"),
        # a Markdown bold label (`- **Access token:** ...`, as agents write notes) and an arrow join a noun to its value
        (
            "- **Notify access token:** 6AB9A4E9B688BE0ACBDC7AF0C4D87AA05E35A522",
            "6AB9A4E9B688BE0ACBDC7AF0C4D87AA05E35A522",
        ),
        ("- **API token**: Xq7vR2kLm9PzT4wN8cYb3HjD6fGs", "Xq7vR2kLm9PzT4wN8cYb3HjD6fGs"),
        ("- **Acme webhook secret:** `Xq7vR2k#Lm9Pz`", "Xq7vR2k#Lm9Pz"),
        ("- Password → 7xcgBYq0PYA5pssWN6O8", "7xcgBYq0PYA5pssWN6O8"),
        ("- Jenkins password → 57095481", "57095481"),
        ("- Maps API key -> Xq7vR2kLm9PzT4wN8cYb3HjD6fGs", "Xq7vR2kLm9PzT4wN8cYb3HjD6fGs"),
        # a dash between spaces joins them too
        ("Staging API key - 9f8e7d6c5b4a39281706f5e4d3c2b1a0", "9f8e7d6c5b4a39281706f5e4d3c2b1a0"),
        ("okta token - '00JIBRGk12UbkjQaaw4L7VYy9EE8zAEEkIeqGNcSQm'", "00JIBRGk12UbkjQaaw4L7VYy9EE8zAEEkIeqGNcSQm"),
        ("- deploy token — `Xq7vR2kLm9PzT4wN8cYb3HjD6fGs`", "Xq7vR2kLm9PzT4wN8cYb3HjD6fGs"),
        ("- **Deploy token** - Xq7vR2kLm9PzT4wN8cYb3HjD6fGs", "Xq7vR2kLm9PzT4wN8cYb3HjD6fGs"),
        # a password a person made by repeating a part is still one (only repeated hex or tokens are samples)
        ('password = "Tr0ub4dor&3Tr0ub4dor&3Tr0ub4dor&3"', "Tr0ub4dor&3Tr0ub4dor&3Tr0ub4dor&3"),
        ("db_password: x7Kq2mZ9x7Kq2mZ9x7Kq2mZ9x7Kq", "x7Kq2mZ9x7Kq2mZ9x7Kq2mZ9x7Kq"),
        # an element named for a secret around a generated value: Jenkins' encrypted form, or words before it
        (
            "<secret>{AQAAABAAAAAQ8tJ2m2d6k3gq0Ym1Xo0yJ4Gdv2d1m3Zk5V9b2Xh8C6Q=}</secret>",
            "{AQAAABAAAAAQ8tJ2m2d6k3gq0Ym1Xo0yJ4Gdv2d1m3Zk5V9b2Xh8C6Q=}",
        ),
        # a user name and password pair: after a dash, digits, and syllables with digits between (apg)
        ("staging creds — deploy / wi+fKgkrAb+mMhPe3Bbn!c", "wi+fKgkrAb+mMhPe3Bbn!c"),
        ("creds: backup / 6086061507", "6086061507"),
        ("creds: admin / Fook1lag7HykTox6", "Fook1lag7HykTox6"),
        # right after "is" a season or product and a number is the password itself
        ("The prod password is Spring24, rotate it Monday.", "Spring24"),
        # a table whose middle cell names the value on its right
        (
            "| service | item | value |\n|---|---|---|\n| Tencent Cloud | region | eu-west-1 |\n"
            "| Tencent Cloud | SecretKey | q7vR2kLm9PzT4wN8cYb3HjD6fGsXk2Qa |",
            "q7vR2kLm9PzT4wN8cYb3HjD6fGsXk2Qa",
        ),
        # a secret next to a public key, and a client's secret or token
        (
            "PublicKey = [Server public key] PresharedKey = uRsfsZ2Ts1rach4Zv3hhwcx6wa5fuIo2u3w7sa+7j81=",
            "uRsfsZ2Ts1rach4Zv3hhwcx6wa5fuIo2u3w7sa+7j81=",
        ),
        (
            "Use the publishable key in the browser, never the secret key: Xq7vR2kLm9PzT4wN8cYb3HjD6fGs",
            "Xq7vR2kLm9PzT4wN8cYb3HjD6fGs",
        ),
        (
            "OAUTH_CLIENT_SECRET=IF159h36t4E5WcFIMgm51lWBPWqW9tyynDa0xGT9l9z",
            "IF159h36t4E5WcFIMgm51lWBPWqW9tyynDa0xGT9l9z",
        ),
        ('VAULT_CLIENT_TOKEN="hvs.Z4bTMtngfLeQ18AqVoBBkUAOD1"', "Z4bTMtngfLeQ18AqVoBBkUAOD1"),
        # a webhook URL of any service: a hook segment, then a UUID or a generated run
        (
            "Feishu bot: https://open.feishu.cn/open-apis/bot/v2/hook/e3e70682-c209-4cac-a29f-6fbed82c07cd",
            "e3e70682-c209-4cac-a29f-6fbed82c07cd",
        ),
        ("MATTERMOST_URL=https://chat.example.com/hooks/x1fhzm9tbrkrmgsnmjq8mt3oa9", "x1fhzm9tbrkrmgsnmjq8mt3oa9"),
        # app passwords in groups of four (Google, WordPress) and the SK of an AK/SK pair
        ('SMTP_PASSWORD="qwhv tkzr mpxa dnbe"', "qwhv tkzr mpxa dnbe"),
        ('WP_APPLICATION_PASSWORD: "2Yw4 aCQ9 gfZ6 y1T9 eWl5 6NgI"', "2Yw4 aCQ9 gfZ6 y1T9 eWl5 6NgI"),
        ("HUAWEICLOUD_SDK_SK=2Yw4aCQ9gfZ6y1T9eWl56NgISIwGnzQ6itzm5JTG", "2Yw4aCQ9gfZ6y1T9eWl56NgISIwGnzQ6itzm5JTG"),
        # an API key as curl's user name with an empty password; a token passed to a login command; key flags
        ("curl https://api.stripe.com/v1/charges -u Xq7vR2kLm9PzT4wN8cYb3HjD6fGs:", "Xq7vR2kLm9PzT4wN8cYb3HjD6fGs"),
        ("wandb login 9c1ac8e882318ed50243538afbee94c148414e4b", "9c1ac8e882318ed50243538afbee94c148414e4b"),
        ("python sync.py --secret-access-key Xq7vR2kLm9PzT4wN8cYb3HjD6fGs", "Xq7vR2kLm9PzT4wN8cYb3HjD6fGs"),
        # Azure's key listings: `az storage account keys list` (keyName / value), and the primaryKey of IoT Hub,
        # Event Grid, Relay (32 random bytes in padded base64)
        (
            '[\n  {\n    "creationTime": "2024-01-01T00:00:00+00:00",\n    "keyName": "key1",\n'
            '    "permissions": "FULL",\n    "value": "m9S85BYTehAfEHFRp9m/Ay6NjEp+107f6h6GPAybxMRACx6qMo330zHeglXv'
            'dYkHO6AzGE+aBmPBd2NzXvOkUQ=="\n  }\n]',
            "m9S85BYTehAfEHFRp9m/Ay6NjEp+107f6h6GPAybxMRACx6qMo330zHeglXvdYkHO6AzGE+aBmPBd2NzXvOkUQ==",
        ),
        (
            '{"primaryKey": "x1Fh2zm9tbRkRMgSnMJq8Mt3oa94hHBLzAqfpIYceS5="}',
            "x1Fh2zm9tbRkRMgSnMJq8Mt3oa94hHBLzAqfpIYceS5=",
        ),
        # a vendor prefix before a lowercase random body (ntfy, Honeycomb ingest keys)
        ("ntfy publish: tk_y0cq65zt4wn6isigq8jtgev49gw1u", "tk_y0cq65zt4wn6isigq8jtgev49gw1u"),
        ("VALUE=hcaik_01y0cq65zt4wn6isigq8jtgev49gw1un9427qd9afz", "hcaik_01y0cq65zt4wn6isigq8jtgev49gw1un9427qd9afz"),
        ("VALUE=ptr_x1Fh+zm9tbRkRMgSnMJq8Mt3oa94hHBLzA/qfpIYceS=", "ptr_x1Fh+zm9tbRkRMgSnMJq8Mt3oa94hHBLzA/qfpIYceS="),
        # an Azure storage account key on az's command line; a base64 key as curl's user name
        (
            "az storage blob list --account-name acme --account-key "
            "m9S85BYTehAfEHFRp9m/Ay6NjEp+107f6h6GPAybxMRACx6qMo330zHeglXvdYkHO6AzGE+aBmPBd2NzXvOkUQ== -c logs",
            "m9S85BYTehAfEHFRp9m/Ay6NjEp+107f6h6GPAybxMRACx6qMo330zHeglXvdYkHO6AzGE+aBmPBd2NzXvOkUQ==",
        ),
        (
            "curl -s -u private_x1Fh+zm9tbRkRMgSnMJq8Mt3oa9=: https://x.io/v1/files",
            "private_x1Fh+zm9tbRkRMgSnMJq8Mt3oa9=",
        ),
        # a vendor prefix with a long environment word (`production`, `development`) before the random body
        ("NEW=xnd_production_x1Fh-zm9tbRkRMgSnMJq8Mt3oa94hHBLz", "xnd_production_x1Fh-zm9tbRkRMgSnMJq8Mt3oa94hHBLz"),
        # an Authorization scheme named for the key that follows it
        (
            'curl -H "Authorization: DeepL-Auth-Key e3e70682-c209-4cac-a29f-6fbed82c07cd:fx" https://x.io',
            "e3e70682-c209-4cac-a29f-6fbed82c07cd:fx",
        ),
        # found again after the review of this round: a secret near GPG words, public words and client keys
        ("GPG key passphrase: 3f9c2e7a1b8d4f60a5c3e9d7b2f1a8c4e6d0b9f3", "3f9c2e7a1b8d4f60a5c3e9d7b2f1a8c4e6d0b9f3"),
        ("Key ID 8F2A3C1E, API secret = a1b2c3d4e5f60718", "a1b2c3d4e5f60718"),
        ("SSH public key added for deploy user, pwd: Kx9#mQ2!vLp8", "Kx9#mQ2!vLp8"),
        ("public apiKey = 'Xq7vR2kLm9PzT4wN8cYb3HjD6fGs';", "Xq7vR2kLm9PzT4wN8cYb3HjD6fGs"),
        ("PUBLICATION_API_KEY=Xq7vR2kLm9PzT4wN8cYb3HjD6fGs", "Xq7vR2kLm9PzT4wN8cYb3HjD6fGs"),
        ("MQTT_CLIENT_KEY=Xk9mP2qLw7RtVb3nZc8Hd4FgJ1sA6eYu", "Xk9mP2qLw7RtVb3nZc8Hd4FgJ1sA6eYu"),
        ("./server --master-key Xk9mP2qLw7RtVb3nZc8Hd4FgJ1sA6eYu", "Xk9mP2qLw7RtVb3nZc8Hd4FgJ1sA6eYu"),
        ("**Password**: Spring2025!", "Spring2025!"),  # the `!` is redacted with the rest
        # a secret id is a secret (Vault AppRole's secret_id, Tencent Cloud's SecretId)
        ("TENCENTCLOUD_SECRET_ID=AKID2Yw4aCQ9gfZ6y1T9eWl56NgISIwGnzQ6", "AKID2Yw4aCQ9gfZ6y1T9eWl56NgISIwGnzQ6"),
        ("VAULT_SECRET_ID=3fa85f64-5717-4562-b3fc-2c963f66afa6", "3fa85f64-5717-4562-b3fc-2c963f66afa6"),
        # credential nouns in prose: encryption and write keys (never read before: the nouns' first letters
        # were missing from the rules' cheap look-ahead), and transaction, ingest and configuration keys
        ("The encryption key is x1Fhzm9tbRkRMgSnMJq8Mt3oa9 for staging", "x1Fhzm9tbRkRMgSnMJq8Mt3oa9"),
        ("Priya pasted the Authorize.net transaction key in chat: `2Yw4aCQ9gfZ6y1T9`.", "2Yw4aCQ9gfZ6y1T9"),
        ("the Honeycomb ingest key is x1Fhzm9tbRkRMgSnMJq8Mt3oa9", "x1Fhzm9tbRkRMgSnMJq8Mt3oa9"),
        # the password field of a .pgpass line holds any characters, and digits
        ("pg-01.prod.example.net:5432:ledger:admin:F&bP!c5)Mgz5p-BPnEs1ipxBy0HQ", "F&bP!c5)Mgz5p-BPnEs1ipxBy0HQ"),
        ("data01.lan:5432:billing:admin:p7Ya3FN<bNGbdjHBdzn0'k2L", "p7Ya3FN<bNGbdjHBdzn0'k2L"),
        ('localhost:5432:ledger:readonly:rC7NoRdlCCJfTQSJk3uuxl"', 'rC7NoRdlCCJfTQSJk3uuxl"'),
        ("127.0.0.1:5432:analytics:etl:59786679", "59786679"),
        ("DB_PASSWORD={rUZoL8g5ubbbPIa84yRnB", "{rUZoL8g5ubbbPIa84yRnB"),
        ("password = '[Qx7#kLm2pZ9w'", "[Qx7#kLm2pZ9w"),
        ('password: "\\Qx7#kLm2pZ9wA"', "Qx7#kLm2pZ9wA"),
    ],
)
def test_generated_values_are_found_whole(text: str, secret: str) -> None:
    redacted, _ = redact_secrets(text)
    assert secret not in redacted
    assert all(part not in redacted for part in re.split(r"[^A-Za-z0-9]+", secret) if len(part) >= 4)


@pytest.mark.parametrize(
    "text",
    [
        "DB_PASSWORD=userPasswordValue",  # a name
        "password = DBInstanceIdentifier",
        "password_sha1 = 9f3c2b1a8e7d6c5f4a3b2c1d0e9f8a7b6c5d4e3f",  # a digest under a digest's key
        "password: kv/data/app1/db",  # where it is kept
        "POSTGRES_PASSWORD=@db_password",  # references
        "password: @Microsoft.KeyVault(SecretUri=https://kv.vault.azure.net/secrets/db)",
        "password: &default_password",
        "password = getPassword()",  # a call
        "pwd = os.getenv(name)",
        "<!-- masks (?i)(password|token|secret)=\\S+ -> $1=**** -->",  # a regular expression
        "user = (char *) (p + 1); pwd = (char *) (p + ulen + 2); p += ulen;",  # C, not a connection string
        "Server=sql01;Database=app;User Id=app;Password=GetPwd();",  # a call
        "| user | value |\n|---|---|\n| password hash | 3fa8fb874bbad728b1f48b1977fd7adf |",  # a digest's row
        "ADMIN_PASSWORD_FILE=/run/secrets/admin",  # a path
        "key: npm-linux-997a015a80ada30e9b7f4dbc28e54d1e93bd617780b84adccee24b6a00abe38f",  # a cache key
        "script: |\n  echo hello\n  make build",  # a block scalar of several lines
        "token: |\n  line one of a certificate body\n  line two",
        "Ctrl-Shift-L is the new password shortcut.",
        "password_min_length: 123456",
        'DB_PASSWORD="123456"',  # typed along the keyboard
        "- token shape: `^msk_(live|test)_[A-Za-z0-9]{32}$`",  # a regular expression
        "The token is `Authorization` and the key is `X-Api-Key`.",
        "Set the token to `${GITHUB_TOKEN}` in CI.",
        # references, hashes, lists and templates that start like the generated values above
        'password = "$dbPassword1"',
        'password = "$db_Pass_2024!"',
        '$password = "$dbPassword1x!";',
        "password: $HOME/.secrets/db",
        'password: "$(cat /run/secrets/db)"',
        "password = $env:DB_PASSWORD",
        'password: "[REDACTED]"',
        'password: "{0}"',
        'password: "{password}!Xk9"',
        # a GPG key's id or fingerprint, however it is labelled
        "GPG signing key: 4AEE18F83AFDEB234AEE18F83AFDEB2300112233",
        "- **GPG signing key:** 4AEE18F83AFDEB23",
        "- **Commit:** 9c1ac8e882318ed50243538afbee94c148414e4b",
        "- **Token endpoint:** https://auth.example.com/oauth/token",
        "- **Secret name:** prod-db-password-2024",
        "$this->password -> value",
        "AWS account: prod / 412345678901",  # an account id, not a password
        'SMTP_PASSWORD="abcd efgh ijkl mnop"',  # groups typed along the alphabet, or words
        'SMTP_PASSWORD="xxxx xxxx xxxx xxxx"',
        'password: "this that what when"',
        'GSI1SK: "PROFILE#2024-01-01"',  # a DynamoDB sort key
        "curl -u alice.smith@example.com: https://x.io",  # a user name, no key
        "docker login registry.example.com",  # a host, a profile
        "aws sso login --profile production-administrator",
        "gpg --list-secret-keys --keyid-format=long",
        "aws secretsmanager get-secret-value --secret-id prod/db/password",  # a secret's name, not a secret id
        '"SecretId": "arn:aws:secretsmanager:us-east-1:123456789012:secret:prod-db-AbCdEf"',
        "secret_id: my-db-credentials",
        "The configuration key is `logging.level.root`.",  # a setting's name
        "The server key is stored in Vault.",
        # look-alikes the review of this round found
        "Password hash sync to Office365 is enabled.",  # a product after a noun that is not the password
        "Password policy: Windows2019 default",
        "The password manager is Bitwarden2024",
        "| Date | Change | Commit |\n|---|---|---|\n| 2024-05-01 | Rotate API key | 4f2a9c8e1b7d3f6a0c5e9b2d8f1a4c7e3b6d9f0a |",
        "| Time | Event | Trace |\n|---|---|---|\n| 12:00 | invalid token | 4bf92f3577b34da6a3ce929d0e0e4736 |",
        "- **Token:** 4f2a9c8e1b7d3f6a0c5e9b2d8f1a4c7e3b6d9f0a (commit that rotated it)",
        "token -> AuthenticationMiddlewareV2",
        "The access token is Base64Url2Utf8Decoder",
        "https://dashboard.stripe.com/webhooks/we_1NqLx2Kx9mP2qLw7RtVb3nZc8H",
        "GET https://api.example.com/v1/webhooks/3fa85f64-5717-4562-b3fc-2c963f66afa6",
        "https://github.com/acme/hooks/runs/3fa85f64-5717-4562-b3fc-2c963f66afa6",
        'localhost:5432:*:app:"${PGPASS}"',
        "localhost:5432:*:app:%(password)s",
        "ports :5432:\n12:34:56:789:482913",
        "ports :5432:\nfe80:1234:abcd:ef01:873921",  # an IPv6 address, not host:port:db:user:password
        "reverted login 4f2a9c8e1b7d3f6a0c5e9b2d8f1a4c7e3b6d9f0a",  # a changelog line, not a command
        "broken login 4f2a9c8e1b7d3f6a0c5e9b2d8f1a4c7e3b6d9f0a",
        "GSI1_SK=ORDER#01HV3K9ZQ8X7M2N4P6R8T0VWXY",
        "CUSTOMER_SK = '8f14e45fceea167a5a36dedd4bea2543'",
        'SMTP_PASSWORD="must have four word"',
        'password: "Bob2 will send over"',
        "user_pass: $P$BZlPX7NIx8MYpXokBW2AGsN7i.aUOt0",  # a WordPress hash
        "gpg --export-secret-key 4AEE18F83AFDEB23 > key.asc",
        "login: support / 8005551234",
        # numbered hooks, pages about hooks, a repository named hooks
        "https://github.com/acme/app/settings/hooks/123456789",
        "https://docs.example.com/webhooks/setup-guide-for-beginners",
        "https://react.dev/reference/react/hooks/useSyncExternalStore",
        "https://github.com/acme/hooks/commit/9c1ac8e882318ed50243538afbee94c148414e4b",
        # keys meant to be public: named public, publishable or a client SDK's key, or saying so themselves
        '"publicToken": "tok_QktjjUWKMJe2TL88JQMQks5wqjCPhapx",',
        '"publishableKey": "prj_live_pk_bfae2d942b71f2c548ea07e3a3f2b3b454df2e06",',
        "STATSIG_CLIENT_KEY=client-IF159h36t4E5WcFIMgm51lWBPWqW9tyynDa0xGT9l9z",
        "const statsigClientKey = 'client-IPuSKNGFl9nE3GrDGkmL2nfMLALjjXfbBrStZtGJTY2';",
        "| Statsig | client SDK key | client-vQg3JxyPFgHP8oLK6Mp7DoymxTROB0qbBZkO5V4l3Rq |",
        "export PUBNUB_SUBSCRIBE_KEY=sub-c-f460f8c5-87cb-4059-8837-b843729b600d",
        "Stytch public token = public-token-live-bd4eb727-cc75-4503-a176-f3b491a73b8a (staging).",
        "Priya pasted the Ecwid public token in chat: `tok_71DVBHZDcrXIY91HvWBSizrs1idD0OuC`.",
        "creds: backup / 20240115",  # a date
        "Reset the password Office365 sends you.",  # what the password is for
        "| service | item | value |\n|---|---|---|\n| Acme | API key | stored in 1Password |\n"
        "| Acme | token TTL | 3600 |",
        "The password for Postgres16 is stored in Vault.",
        "use the API token TokenProviderServiceImpl2",  # a name
        # made-up samples: letters that run through the alphabet between digits
        "helm install --set newrelic-pixie.apiKey=px-api-a1b2c3d4-e5f6-g7h8-i8j0-k0l3m3n4o0p5",
        '"value": "sk_us-west-2_abcdABCDefgh_567890abcdef",',
        "DB instance ``db-10BCD2EFGHIJ3KL4M5NO6PQRS5``",
        # an ECS task set's ARN and its path: ids, not a prefixed token with a base64 body
        '"taskSetArn": "arn:aws:ecs:us-west-2:123456789012:task-set/MyCluster/MyService/ecs-svc/1234567890123456789",',
        "--task-set task-set/MyCluster/MyService/ecs-svc/1234567890123456789",
        # code that reads a secret from somewhere: an index into a configuration, a PowerShell cmdlet, a call
        'var password = Configuration["Database:Password"];',
        'let token = ProcessInfo.processInfo.environment["API_TOKEN"]',
        'password = config["database"]["password"]',
        '$password = Read-Host -AsSecureString "Password"',
        '$secret = Get-AzKeyVaultSecret -VaultName "kv-prod" -Name "db-password" -AsPlainText',
        'password: System.fetch_env!("DB_PASSWORD")',
        "(hashers/derive password {:alg :bcrypt+sha512})",
        # ids and digests under key-ish names: not Azure's keys (those are padded base64)
        '{"key1": "5d41402abc4b2a76b9719d911017c592", "key2": "7d793037a0760186574b0282f2f435e7"}',
        '"primaryKey": "550e8400-e29b-41d4-a716-446655440000"',
        '{"keyName": "requestId", "value": "7f3e9c2a1b8d4f60a5c3e9d7b2f1a8c4"}',
        # lower-case object ids (TypeID, cuid2), a name and a hash, signatures: not tokens
        "order_01h455vb4pex5vsknk084sn02q",
        "post_tz4a98xxat96iws9zmbrgj3a",
        "web-app/9fceb02d0ae598e95dc970b74767f19372d61af8",
        "signature-xM7b23/T4kNx1Fh2zm9tbRkRMgSnMJq8Mt3oa94hH==",
        "see asset-cze2jeqozp1ub8nimv7swxp997kqdu in the bucket",  # a lower-case body after a name's dash
        "age-0CvCChlJvM8qq+XVPHQb90+1y9aDdTakumbAyp309wQ=",
        '  .key("featureFlags.newCheckout")',  # a setting's name
        # a fallback that is no look-up of a secret
        'Users can log in with a password or "passkey".',
        'localStorage.getItem(storageKey) || "dark-mode-preference-v2"',
        'auth_method = password or "kerberos"',
        'primary_key = "user_id"',  # a table's primary key names a column; a key pair's name is not its value
        '{"primaryKey": "id", "key1": "value1"}',
        '"KeyName": "deploy-2024",\n"Value": "i-0abc1234def567890"',
        "localhost:5432:*:app:$PGPASSWORD",  # a .pgpass line that holds no password
        "localhost:5432:*:app:<password>",
        "localhost:5432:*:app:changeme",
        "password: \\\\fileserver\\secrets\\db.txt",
    ],
)
def test_names_references_and_code_are_not_generated_values(text: str) -> None:
    assert [text[m.start : m.end] for m in find_secrets(text)] == []


@pytest.mark.parametrize(
    "text", ["curl -u admin:xxxx https://x.io", "curl -u admin:*** https://x.io", "curl -u admin:... https://x.io"]
)
def test_placeholder_passwords_in_urls_stay_quiet(text: str) -> None:
    assert find_secrets(text) == []


# A vendor rule that takes a whole connection string or key file is judged by the part that holds the
# secret, as memstone's own rules judge it; so is a password written the way documentation writes one.
def _service_account(key_body: str) -> str:
    """A GCP service-account key file on one line, its private key's body as given."""
    return (
        'GCP_SA={"type":"service_account","project_id":"your-project","private_key_id":"...",'
        f'"private_key":"-----BEGIN PRIVATE KEY-----\\n{key_body}\\n-----END PRIVATE KEY-----\\n",'
        '"client_email":"svc@your-project.iam.gserviceaccount.com","client_id":"...",'
        '"auth_uri":"https://accounts.google.com/o/oauth2/auth","token_uri":"https://oauth2.googleapis.com/token",'
        '"auth_provider_x509_cert_url":"https://www.googleapis.com/oauth2/v1/certs",'
        '"client_x509_cert_url":"https://www.googleapis.com/robot/v1/metadata/x509/svc%40your-project.iam.gserviceaccount.com"}'
    )


KEY_BODY = base64.b64encode(b"".join(hashlib.sha512(bytes([i])).digest() for i in range(6))).decode()


SAMPLE_INSIDE = [
    "mongodb://YOUR_USERNAME:YOUR_PASSWORD@cluster.mongodb.net/test",
    "mongodb+srv://app:{password}@cluster0.ab1cd.mongodb.net/prod",
    'const PG_TEMPLATE = "postgresql://{username}:{password}@{{host}}:5432/{database}";',
    "Server=myServerAddress;Database=myDataBase;Uid=myUsername;Pwd=myPassword;",
    "https://username:mypassword@test.com/endpoint",
    _service_account("..."),
    "DB_PASSWORD='myPassword'",
]
REAL_INSIDE = [
    ("mongodb://app:" + R20 + "@cluster.mongodb.net/test", R20),
    ("mongodb+srv://app:" + R20[:14] + "@cluster0.ab1cd.mongodb.net/prod", R20[:14]),
    ("Server=db1;Database=shop;Uid=shop;Pwd=myPassw0rd!" + R20[:4] + ";", "myPassw0rd!" + R20[:4]),
    # a `{word}` in a password a person chose is a part of it, not a template
    ("password: my{pass}word" + R20[:4], "my{pass}word" + R20[:4]),
    ("the admin password is Summer{john}" + R20[:4] + "!", "Summer{john}" + R20[:4] + "!"),
    ("postgres://app:secret{john}@db.prod.internal:5432/app", "secret{john}"),
    ("DB_PASSWORD=" + R20[:3] + "{abcd}" + R20[3:9], R20[:3] + "{abcd}" + R20[3:9]),
    # a `my` password is a template only beside a `my` user, server or database
    ("postgres://admin:mypassword@prod-db.internal:5432/app", "mypassword"),
    ("Server=prod-sql01;Database=shop;User Id=sa;Password=MyPassword;", "MyPassword"),
    ("https://deploy:" + R20[:12] + "@git.example.org/repo.git", R20[:12]),
    (_service_account(KEY_BODY), KEY_BODY[:60]),
]


@pytest.mark.parametrize("text", SAMPLE_INSIDE)
def test_a_match_whose_secret_part_is_a_sample_stays_quiet(text: str) -> None:
    assert [text[m.start : m.end] for m in find_secrets(text)] == []


@pytest.mark.parametrize(("text", "secret"), REAL_INSIDE)
def test_the_same_shapes_with_a_real_secret_fire(text: str, secret: str) -> None:
    found = find_secrets(text)
    covered = {i for m in found for i in range(m.start, m.end)}
    at = text.index(secret)
    assert set(range(at, at + len(secret))) <= covered, [text[m.start : m.end] for m in found]  # all of it
    assert secret not in redact_secrets(text)[0]


@pytest.mark.parametrize(
    ("content", "secret"),
    [
        (f'curl -H "Cookie: sessionid={R20}Ab12Cd" https://admin.acme.io/', f"{R20}Ab12Cd"),
        (f"Cookie: sessionid={R20}Ab12Cd\nHost: admin.acme.io", f"{R20}Ab12Cd"),
        (f"$ gcloud secrets versions access latest --secret=db-password\n{PASSWORD}\n", PASSWORD),
        (f"- name: DB_PASSWORD\n  value: {PASSWORD}\n- name: LOG_LEVEL", PASSWORD),
    ],
)
def test_readers_see_through_a_json_transcript_line(content: str, secret: str) -> None:
    """A transcript line holds a command and its output JSON-escaped: the secret is found, and the
    redacted line is still valid JSON with everything around the secret kept."""
    redacted, n = redact_secrets(json.dumps({"type": "tool_result", "content": content}))
    out = json.loads(redacted)["content"]
    before, after = content.split(secret)
    assert n == 1 and secret not in out
    assert out.startswith(before) and out.endswith(after)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        # a password passed with its user name to a credential, basic-auth or connect call, in many languages
        ('new PasswordAuthentication("svc_billing", "SwmCZD#5WvDEK7=XB5HQ".toCharArray());', "SwmCZD#5WvDEK7=XB5HQ"),
        ('val creds = Credentials.basic("app_user", "X!B!Z2liqAtDdnGt9mZx")', "X!B!Z2liqAtDdnGt9mZx"),
        ('req.basic_auth "deploy", "dragon.Orange7243"', "dragon.Orange7243"),
        ('client.get(url).basic_auth("app_user", Some("Violetharbor!7565"))', "Violetharbor!7565"),
        ('cli.set_basic_auth("app_user", "NA^yEcZkwA^aGs6=GjtC");', "NA^yEcZkwA^aGs6=GjtC"),
        (
            'mysql_real_connect(conn, "10.0.12.7", "jenkins", "juniper&Cobalt3980", "orders", 0, NULL, 0)',
            "juniper&Cobalt3980",
        ),
        (
            'epgsql:connect("10.0.12.7", "reporting", "ZWoX-F79+kuaTh~6r#X", #{database => "orders"})',
            "ZWoX-F79+kuaTh~6r#X",
        ),
        (
            "DBI->connect(\"dbi:Pg:dbname=app;host=pg\", 'etl_runner', 'Picklemaple.9690', { RaiseError => 1 })",
            "Picklemaple.9690",
        ),
        ('    .password("Orange155?")', "Orange155?"),  # a builder's method named for it
        # literals in the syntax of their language, and the operators that assign them
        ('let secret: &[u8] = b"e8Z2t/HmR9u3tFyC+QNOUw4tqz79icWnf8s=";', "e8Z2t/HmR9u3tFyC+QNOUw4tqz79icWnf8s="),
        ('let key = r#"b9b206a36ecc67dd4b8b31cbf5a2e79d"#;', "b9b206a36ecc67dd4b8b31cbf5a2e79d"),
        ("const dsnPassword = String.raw`Glacier5227*`;", "Glacier5227*"),
        ('char secret[] = "32798d7186abbecc2d7fa5372d89abde";', "32798d7186abbecc2d7fa5372d89abde"),
        ('std::string token{"f4b9dd35742e24f04c6fb4d63aa9d478fa010369"};', "f4b9dd35742e24f04c6fb4d63aa9d478fa010369"),
        ('api_key <- "0d51cd6572ea868c79848b87603685a7"', "0d51cd6572ea868c79848b87603685a7"),
        (
            "$ENV{AWS_SECRET_ACCESS_KEY} = 'LPt9GD5SfYNKYR/D5BHSDtDx/qKqUwL1d2RP4KJK';",
            "LPt9GD5SfYNKYR/D5BHSDtDx/qKqUwL1d2RP4KJK",
        ),
        (
            '-define(API_KEY, "55kl36LBlsj9rclAAMoTvv0OHWq3FxZWt9LVp+lw008/x0QsQHS3Chw=").',
            "55kl36LBlsj9rclAAMoTvv0OHWq3FxZWt9LVp",
        ),
        (
            'val apiKey = System.getenv("API_KEY") ?: "907557e306b583297c949493936ec30c"',
            "907557e306b583297c949493936ec30c",
        ),
        (
            'const apiKey = process.env.API_KEY || "907557e306b583297c949493936ec30c";',
            "907557e306b583297c949493936ec30c",
        ),
        ('STRIPE_KEY = "sk_live_" + "ntycZaJOhxywX4oQeVcoOHOJUxY"', "ntycZaJOhxywX4oQeVcoOHOJUxY"),
        ('self.secret = "Tna%D!N*~CpjRPBPUPKsMop0JVrxtqaT"', "CpjRPBPUPKsMop0JVrxtqaT"),  # `%D` is no format
        ('char db_password[32] = "Kx9!pLm2#Qr7z";', "Kx9!pLm2#Qr7z"),
        ('curl_easy_setopt(curl, CURLOPT_USERPWD, "app_user:Harbor_487");', "Harbor_487"),
        (
            'client.get(url).bearer_auth("9523e5d5696aee2b852a6a8ca6c6dbb3a0c89e95")',
            "9523e5d5696aee2b852a6a8ca6c6dbb3a0c89e95",
        ),
        (
            'new AuthenticationHeaderValue("Bearer", "JJADx7DMxxrM8oxmnnQEaSwJG0ltdp9caf")',
            "JJADx7DMxxrM8oxmnnQEaSwJG0ltdp9caf",
        ),
        # an Ethereum private key given to a wallet or an account list; a seed phrase
        (
            'const wallet = new ethers.Wallet("0x18ccce0742fc63e6ccd0801fd456c921d4e591991a91f25cf8e0d191b6a57421");',
            "18ccce0742fc63e6ccd0801fd456c921d4e591991a91f25cf8e0d191b6a57421",
        ),
        (
            'sepolia: { url: RPC, accounts: ["0xa0e0586d9511fc3c9d17adf62ac57f2dc680918258ed9391f58641c090ca3856"] },',
            "a0e0586d9511fc3c9d17adf62ac57f2dc680918258ed9391f58641c090ca3856",
        ),
        (
            'accounts: { mnemonic: "armor castle adjust assume agent bracket alley canal bamboo chalk cereal brisk" }',
            "armor castle adjust assume agent bracket alley canal bamboo chalk cereal brisk",
        ),
        # Lua's long strings; functions and fixtures named for a secret; a hard-coded comparison
        ("local secret = [[pzkTswNHiz6h7NyxoagnSWyfbKxw]]", "pzkTswNHiz6h7NyxoagnSWyfbKxw"),
        ('def api_token():\n    return "W9wUxlUSq2bl4H3TGS7p268c"', "W9wUxlUSq2bl4H3TGS7p268c"),
        ('let(:api_key) { "B6uEGEFIgFpOeRH9YxqW25izqeOZTzXBqr42Fr4" }', "B6uEGEFIgFpOeRH9YxqW25izqeOZTzXBqr42Fr4"),
        (
            'defp secret_key_base, do: "b9bb112dab799ca543479dd8b9ee1ed0395237be"',
            "b9bb112dab799ca543479dd8b9ee1ed0395237be",
        ),
        ('if ("a6132de30ffcdeb71e3040d7ad2f4782".equals(providedToken)) {', "a6132de30ffcdeb71e3040d7ad2f4782"),
        (
            'if request.headers.get("X-Admin-Token") == "4d2338caf621050942d29defa1e95013":',
            "4d2338caf621050942d29defa1e95013",
        ),
        (
            'token = os.environ.get("TOKEN") or "907557e306b583297c949493936ec30cf09f"',
            "907557e306b583297c949493936ec30cf09f",
        ),
    ],
)
def test_credentials_in_source_code_are_found(text: str, secret: str) -> None:
    redacted, _ = redact_secrets(text)
    assert secret not in redacted


@pytest.mark.parametrize(
    "text",
    [
        "const password = new Password('r0sebud');",  # a type named Password, not a method
        'const timeout = process.env.TIMEOUT || "907557e306b583297c949493936ec30c";',  # not named for a secret
        'log.info("retry %d of %d", n, max)',
        'api_key <- Sys.getenv("API_KEY")',
        'tx = "0x18ccce0742fc63e6ccd0801fd456c921d4e591991a91f25cf8e0d191b6a57421"',  # a transaction hash
        'def get_token_url():\n    return "https://oauth2.googleapis.com/token"',
        'if token_type == "Bearer":',
        'if os.getenv("AUTH_MODE") == "password":',
        'let(:user) { "alice" }',
        'mnemonic: "the quick brown fox"',
    ],
)
def test_code_around_credentials_is_not_one(text: str) -> None:
    assert find_secrets(text) == []


GOOGLE_KEY = "AIzaiK2ZWeqhFWCEPyYngFb51yBMWXaSCrUZoL8"


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        # inline HTML around the value or between the label and the value
        (f"<p>Maps API key: <code>{GOOGLE_KEY}</code></p>", GOOGLE_KEY),
        (f"Press <kbd>{GOOGLE_KEY}</kbd> into the form", GOOGLE_KEY),
        (f"| crm-sync | secret:<br/>{GOOGLE_KEY}<br>expires soon |", GOOGLE_KEY),
        (f"<p>aws secret key: <code>{AWS_SECRET}</code></p>", AWS_SECRET),
        (f"Maps API key: &quot;{GOOGLE_KEY}&quot;", GOOGLE_KEY),
        # Markdown escapes in the label and in the value; typography an editor puts in
        (f"- AWS\\_SECRET\\_ACCESS\\_KEY: {AWS_SECRET}", AWS_SECRET),
        (
            "OpenAI key: sk-proj-QiWqkUg\\_wf8rx1Fh2zm9tbRkRMgSnMJq8Mt3oa94hHBLzAqfpIYceS5LK",
            "wf8rx1Fh2zm9tbRkRMgSnMJq8Mt3oa94",
        ),
        ("APP_SECRET\u00a0=\u00a0b67286bc7a71f14a90c2dc26a22119a2", "b67286bc7a71f14a90c2dc26a22119a2"),
        ("api_key\uff1a b67286bc7a71f14a90c2dc26a22119a2", "b67286bc7a71f14a90c2dc26a22119a2"),
        ("The API token is \u201cb67286bc7a71f14a90c2dc26a22119a2\u201d.", "b67286bc7a71f14a90c2dc26a22119a2"),
        # bold and strikethrough around labels and values; an ideographic space
        ("***auth token***: f3ef213fdd811194d0364760da1725f03a76442a", "f3ef213fdd811194d0364760da1725f03a76442a"),
        ("auth: ***f793729f7dfd50c24fb0eff54f4e6dc266a79f99***", "f793729f7dfd50c24fb0eff54f4e6dc266a79f99"),
        ("**ADMIN\\_PASS**: 1&%i53?bcFNE1etx", "1&%i53?bcFNE1etx"),
        ("pass\uff1a\u3000FY-2VJH26wFwn?#LdWP@y7P*FkFu4", "FY-2VJH26wFwn?#LdWP@y7P*FkFu4"),
        # a password with `&` in an env line (not the next query parameter); an API key as a URL's user name
        ("MYSQL_ROOT_PASSWORD=6hI0d&ZY_w!xBx?V9_g1o4dP~nQiMHfU", "6hI0d&ZY_w!xBx?V9_g1o4dP~nQiMHfU"),
        (
            "Webhook: <https://sk_live_bmbrh53tXQ8QR6LF1aMnMBPDnVg1:@api.stripe.com/v1/charges>",
            "bmbrh53tXQ8QR6LF1aMnMBPDnVg1",
        ),
        ("mysql_root_password: 'B4iS_Du*+q**!yZ.-dp'", "B4iS_Du*+q**!yZ.-dp"),  # `**` inside a value is no markup
        # markup characters inside a value are part of it
        ('password="p@ss<b>W0rd9"', "p@ss<b>W0rd9"),
        ('password="Zq8&nbsp;Wm4Pl2xR"', "Zq8&nbsp;Wm4Pl2xR"),
        ("APP_SECRET&nbsp;=&nbsp;b67286bc7a71f14a90c2dc26a22119a2", "b67286bc7a71f14a90c2dc26a22119a2"),
        # found again after this round's review
        ("db:5432:db:dba:Kx9!pLm2#Qr7z", "Kx9!pLm2#Qr7z"),
        ("The password for ${DB_HOST} is Kx9!pLm2#Qr7z", "Kx9!pLm2#Qr7z"),
        ("cloudflared login x1Fh2zm9tbRkRMgSnMJq8Mt3oa94hHBLzAqfp", "x1Fh2zm9tbRkRMgSnMJq8Mt3oa94hHBLzAqfp"),
        ("DB_PASSWORD=Kx9pLm2Qr7z[", "Kx9pLm2Qr7z["),
        ("DB_PASSWORD=P@ssw0rd**", "P@ssw0rd**"),  # unpaired emphasis markers are the value's
        ("token=<code>b67286bc7a71f14a90c2dc26a22119a2</code>", "b67286bc7a71f14a90c2dc26a22119a2"),
        ("$_ENV['APP_KEY'] ?? 'b67286bc7a71f14a90c2dc26a22119a2'", "b67286bc7a71f14a90c2dc26a22119a2"),
        ('def test_token(): return "W9wUxlUSq2bl4H3TGS7p268c"', "W9wUxlUSq2bl4H3TGS7p268c"),
        ("pwd {staging} = Kx9!pLm2#Qr7z", "Kx9!pLm2#Qr7z"),
        ("password: New-Yorker", "New-Yorker"),  # no PowerShell cmdlet that reads a secret
    ],
)
def test_markup_and_typography_around_a_value_are_read_through(text: str, secret: str) -> None:
    """Markdown and HTML notes wrap values in tags, escapes, entities and typographic characters; the rules
    read a same-length view without them, so the redaction still covers the value in the text as written."""
    redacted, n = redact_secrets(text)
    assert n >= 1 and secret not in redacted


@pytest.mark.parametrize(
    "text",
    [
        "passwd = <YOUR\\_API\\_KEY>",  # an escaped placeholder is still a placeholder
        "credentials: YOUR\\_API\\_KEY",
        "broker url = redis://:\\*\\*\\*@cache.internal:6379/0",
        "Set the <code>password</code> field in <kbd>Settings</kbd>.",
        "The \u201cpassword\u201d must be rotated every 90 days.",
        "password=*** token=[REDACTED] user=alice",
        "password: ****1234",
        "def connect(**kwargs): pass",
        "git checkout -- src/app.py",
        "https://x.io/search?password=abc&user=bob",
        "The **password** must be rotated \u2014 every 90 days.",
        "token -- see the vault",
        "password \u2014 UserPassword123 (the field name in the form)",  # a dash is an aside, not a label's colon
        "password: [[Vault/prod-db]]",  # a wiki link, not a Lua long string
        "char *secret = &buffer[offset];",
        'MNEMONIC="test test test test test test test test test test test junk"',  # Hardhat's public phrase
        "$token = Get-AzAccessToken",
        "fixed login 9f3c2b1a8e7d6c5f4a3b2c1d0e9f8a7b6c5d4e3f9f3c2b1a8e7d6c5f4a3b2c1d",
    ],
)
def test_markup_around_a_placeholder_stays_quiet(text: str) -> None:
    assert find_secrets(text) == []


def test_a_url_encoded_value_is_not_a_windows_variable() -> None:
    assert [m.rule for m in find_secrets("password=%21Qx9vL%40m2zT")] == ["SECRET-ASSIGNMENT"]


def test_a_firebase_server_key_is_redacted_with_its_sender_part() -> None:
    """The vendor-token match starts at ``APA91b``; the ``AAAA...:`` part before it is the key's too."""
    text = f"The legacy server key is AAAA4upilWR:APA91b{(R20 * 7)[:134]}, rotate it."
    redacted, n = redact_secrets(text)
    assert (n, redacted) == (1, "The legacy server key is [REDACTED:SECRET-FCM-SERVER-KEY], rotate it.")


def test_an_own_match_redacts_the_rest_of_its_token_run() -> None:
    # The Artifactory rule stops at the first `-`; the rest of the run is part of the same token.
    redacted, n = redact_secrets(f"key AP6{R20}-tailpart1 end")
    assert n == 1 and redacted == "key [REDACTED:SECRET-ARTIFACTORY-TOKEN] end"


def test_a_real_key_block_is_not_a_sample_because_prose_after_it_says_example() -> None:
    text = f"-----BEGIN RSA PRIVATE KEY-----\n{PEM_BODY}\nThis is not an EXAMPLE key, it is the real one."
    assert [m.rule for m in find_secrets(text)] == ["SECRET-PRIVATE-KEY"]


@pytest.mark.parametrize(
    "text",
    [
        " pwd=ab1" * 12_500,
        "word=" * 20_000 + " Password=" + PASSWORD + ";",
        f"tok_{R20}Ab12 " * 4_000,
        "a" * 100_000 + "= tvly-" + R20 + "AbCd",
        "key=" * 25_000,
        "token is " * 11_000,
        "-" * 100_000,
        "password " * 12_000,
        "ssh in as bob / " * 7_000,
        "-b " * 33_000,
        "Cookie: a=b; " * 8_000,
        "sqlplus -s " * 10_000,
        "config set " * 10_000,
        "rman -rman " * 9_100,  # every flag is also a new start
        ("cookie:ab=" * 400 + "; ") * 25,
        "value\n" + ("name: password a:" + ":".join(c * 40 for c in "bcdefg") + " ") * 400,
        "alice,changed,password\n" * 4_300,  # every row is also a header
        "a ," * 33_000 + "!",
        "with-decryption\n" + "ssm get-parameter --with-decryption " * 2_700,
        "k: |\n" + " " * 40 + "x" * 100_000,
        "Xq7vR2kLm9Pz is the " * 5_000,
        "| admin password | " * 6_000,
        "a ;" * 33_000 + "!",
        "a\t" * 50_000 + "!",
        "name;password;x\n" + "a;b;c\n" * 16_000,
        "MIIJ4wIBAzCC" + "A\n" * 50_000,
        "?X-Amz-Signature=" * 6_000,
        "вход" * 25_000,  # the login rule for other languages took 40 s on a fifth of this
        "anmeld_" * 14_000,
        "entrar " + "read_access_" * 8_000,
        "inlog_" * 16_000,
        "密码:" * 33_000,
        "Server=db;"
        + ("Password=" + PASSWORD + ";") * 10_000,  # 220 KB: each field read its whole line (10 s; now 2.6 s)
        ("password=" + PASSWORD + " ") * 5_000,  # a match every 22 characters: each one read its whole line
        " -u ab -p abcd" * 7_000,  # the user/password flag pair read back to the line's start (100 KB: 15 s)
        " -p abcd -u ab" * 7_000,
        " -A xxxx snmp" * 7_500,
    ],
    ids=[
        "pwd-pairs",
        "key-value-run",
        "token-runs",
        "letters",
        "key-eq",
        "token-is",
        "dashes",
        "password",
        "ssh-as",
        "cookie-flags",
        "cookie-pairs",
        "sqlplus",
        "config-set",
        "rman-flags",
        "cookie-in-cookie",
        "name-value-siblings",
        "csv-headers",
        "csv-spaces",
        "secret-read-commands",
        "yaml-block",
        "value-before-noun",
        "table-row-labels",
        "semicolon-fields",
        "tab-fields",
        "semicolon-rows",
        "pkcs12-lines",
        "signature-params",
        "login-words-cyrillic",
        "login-words-german",
        "login-words-access",
        "login-words-binlog",
        "cjk-password-nouns",
        "connection-fields",
        "assignments",
        "user-password-flags",
        "password-user-flags",
        "snmp-flags",
    ],
)
def test_long_adversarial_lines_stay_linear(text: str) -> None:
    """100 KB lines built to make a regex backtrack: each takes well under a second here; the bound
    only catches a quadratic pattern (which took 20 s to 300 s on such input)."""
    started = time.perf_counter()
    find_secrets(text)
    assert time.perf_counter() - started < 10


@pytest.mark.parametrize(
    "text",
    [
        # a table's rows on one line (each number read the whole line: 21 s for this one)
        " ".join(f"| phone | | {n % 9000 + 1000} {n * 7919 % 9000000 + 1000000} |" for n in range(11_000)),
        ("Via " * 25_000),
        ("1 rue A " + "A " * 50_000),
        ("tel 0171 1234567 / " * 6_000),
    ],
    ids=["table-on-one-line", "type-words", "street-names", "labelled-numbers"],
)
def test_long_adversarial_lines_stay_linear_for_personal_data(text: str) -> None:
    """As above, for the rules of public memories (the one-line table took over 40 s at 1 MB)."""
    started = time.perf_counter()
    find_personal_data(text)
    assert time.perf_counter() - started < 10


@pytest.mark.parametrize(
    "text",
    [
        "A." * 5_000 + " weg",  # a German street's suffix searched through a long dotted word (23 s at 10 KB)
        "a" + " " * 20_000 + "at b dot com",  # a spelled-out address across a run of spaces (9 s)
    ],
    ids=["street-suffix", "spelled-out-email"],
)
def test_short_hostile_inputs_for_personal_data(text: str) -> None:
    """Quadratic cases a review found: each took seconds on a few kilobytes; now milliseconds."""
    started = time.perf_counter()
    find_personal_data(text)
    assert time.perf_counter() - started < 2


def test_every_rule_compiles_with_a_secret_group() -> None:
    """Rules compile on first use, so a broken pattern would otherwise surface only on text that holds its keywords."""
    from memstone.scan_pii import PII_RULES
    from memstone.scan_rules import RULES

    for rule in (*RULES, *PII_RULES):
        assert "s" in rule.pattern.groupindex, rule.id


def test_non_ascii_offsets() -> None:
    text = f"Zugangsdaten für Müller: {GH} — bitte löschen"
    redacted, n = redact_secrets(text)
    assert n == 1 and GH not in redacted and redacted.endswith("— bitte löschen")


@pytest.mark.parametrize(
    ("text", "rules"),
    [
        ("mail alice@corp.io", ["PII-EMAIL"]),
        ("call +1 415 555 0100", ["PII-PHONE"]),
        ("lives at 221 Baker Street", ["PII-STREET-ADDRESS"]),
        ("role arn:aws:iam::123456789012:role/deploy", ["PII-AWS-ACCOUNT"]),
        ("server 133.133.133.133", ["PII-IP-ADDRESS"]),
        ("write to noreply@github.com or bob@example.com", []),
        ("private 10.0.0.1 and version 1.2.3", []),
        # 100.64.0.0/10 is shared (carrier-grade NAT) address space; the rest of 100/8 is public
        ("behind CGNAT as 100.72.14.9", []),
        ("the office uplink is 100.201.33.7", ["PII-IP-ADDRESS"]),
        # IPv6: global unicast is public; documentation, link-local and unique-local prefixes are not
        ("my home router is 2a02:8071:2c80:4e00::1", ["PII-IP-ADDRESS"]),
        ("ssh to [2600:1f18:4a3:6d00:8d2f:91c4:3b7e:e2a1]:22", ["PII-IP-ADDRESS"]),
        ("docs use 2001:db8::1 and 3fff:0:0::1; fe80::1 and fd12:3456:789a::1 are local", []),
        ("at 12:30:45 on 2024-01-01, MAC 20:1a:2b:3c:4d:5e", []),
    ],
)
def test_personal_data(text: str, rules: list[str]) -> None:
    assert [m.rule for m in find_personal_data(text)] == rules


# Personal data as people write it in notes, each with the span a warning must cover.
PERSONAL: list[tuple[str, str, str]] = [
    # e-mail, plain and spelled out
    ("email-angle", "From: Marta Kowal <marta.kowal@fastmail.fm>", "marta.kowal@fastmail.fm"),
    ("email-fullwidth-at", "連絡先: kenji.sato＠docomo.ne.jp", "kenji.sato＠docomo.ne.jp"),
    (
        "email-bracket-at",
        "Write to lena.fischer [at] posteo [dot] de for the invoice.",
        "lena.fischer [at] posteo [dot] de",
    ),
    ("email-paren-at", "Contact: r.okoro (at) zoho.eu", "r.okoro (at) zoho.eu"),
    ("email-words", "reach him at tomasz dot nowak at wp dot pl", "nowak at wp dot pl"),
    # phone: international without a word, national with one
    ("phone-e164", "Courier asked for a number: +33612345678.", "+33612345678"),
    ("phone-00", "Mobile 0041 79 123 45 67", "0041 79 123 45 67"),
    ("phone-nanp", "(312) 555-0147 x204 after 5pm", "(312) 555-0147 x204"),
    ("phone-labelled-de", "Handy: 0176 98765432", "0176 98765432"),
    ("phone-labelled-fr-dots", "Son portable : 06.71.22.38.90.", "06.71.22.38.90"),
    ("phone-possessive", "The caretaker's number is 0161 496 0732.", "0161 496 0732"),
    ("phone-signature-letter", "--\nAyla Demir\nT: 0212 555 47 80", "0212 555 47 80"),
    ("phone-key", 'emergency_contact_phone: "0412 876 543"', "0412 876 543"),
    ("phone-table-column", "| Name | Mobile |\n|---|---|\n| Ines | 612 48 93 07 |", "612 48 93 07"),
    ("phone-cjk-label", "携帯: 080-4321-8765", "080-4321-8765"),
    # street addresses of several countries, with their city and postcode
    (
        "address-us",
        "Ship it to 4420 N Lakeview Ave Apt 3C, Chicago, IL 60640.",
        "4420 N Lakeview Ave Apt 3C, Chicago, IL 60640",
    ),
    ("address-uk", "Office: 14 Castle Street, Edinburgh EH2 3AH", "14 Castle Street, Edinburgh EH2 3AH"),
    ("address-de", "Neue Adresse: Schillerstraße 12a, 04109 Leipzig", "Schillerstraße 12a, 04109 Leipzig"),
    ("address-de-two-words", "Lieferung an Hamburger Str. 7", "Hamburger Str. 7"),
    ("address-de-preposition", "Treffpunkt: Am Lindenhof 9, 79098 Freiburg", "Am Lindenhof 9, 79098 Freiburg"),
    ("address-fr", "Livraison au 7 bis rue des Martyrs, 75009 Paris", "7 bis rue des Martyrs, 75009 Paris"),
    ("address-es", "Calle de Alfonso XII 22, 28014 Madrid", "Calle de Alfonso XII 22, 28014 Madrid"),
    ("address-it", "sede in Corso Vittorio Emanuele 88, 10121 Torino", "Corso Vittorio Emanuele 88, 10121 Torino"),
    ("address-nl", "Bezoekadres: Prinsengracht 263, 1016 GV Amsterdam", "Prinsengracht 263, 1016 GV Amsterdam"),
    (
        "address-jp",
        "Office: 2-4-1 Marunouchi, Chiyoda-ku, Tokyo 100-0005",
        "2-4-1 Marunouchi, Chiyoda-ku, Tokyo 100-0005",
    ),
    ("address-au-unit", "Unit 4, 77 Brunswick St, Fitzroy VIC 3065", "Unit 4, 77 Brunswick St, Fitzroy VIC 3065"),
    ("address-po-box", "Mail goes to PO Box 7731, Boise, ID 83707", "PO Box 7731, Boise, ID 83707"),
    ("address-pl", "Paczka na ul. Wiejska 14/3, 00-480 Warszawa", "ul. Wiejska 14/3, 00-480 Warszawa"),
    (
        "address-mx",
        "Envío a Calle Naranjo 48 int. 3, Col. Santa María, 06400 Ciudad",
        "Calle Naranjo 48 int. 3, Col. Santa María, 06400 Ciudad",
    ),
    ("address-at-dash", "Lieferadresse: Lerchengasse 21/4/7 - 1080 Wien", "Lerchengasse 21/4/7 - 1080 Wien"),
    (
        "address-pt-floor",
        "Morada: Rua Augusta, 155, 2.º Esq., 1100-048 Lisboa",
        "Rua Augusta, 155, 2.º Esq., 1100-048 Lisboa",
    ),
    ("address-jp-kanji", "送付先: 〒160-0022 東京都新宿区新宿3丁目14-1 502号室", "東京都新宿区新宿3丁目14-1 502号室"),
    (
        "address-in",
        "Courier to Flat 12, Palm Grove Apartments, 3rd Main Road, Jayanagar",
        "Flat 12, Palm Grove Apartments, 3rd Main Road",
    ),
    ("phone-trunk-0-no-label", "Escalated to Arvid (0171 5538201) at 14:05", "0171 5538201"),
    ("phone-nanp-spaces", "| Finance | Dana Ruiz | 503 555 0173 |", "503 555 0173"),
    ("phone-brazil", "Falar com Ana (21) 98765-4321", "(21) 98765-4321"),
    ("phone-de-slash", "Rückruf unter 0221 / 123 456 78 bitte", "0221 / 123 456 78"),
    # from a review of the rules
    ("phone-camel-case-key", "contactPhoneNumber: 3471234567", "3471234567"),
    ("phone-label-line-above", "Phone:\n98765 43210", "98765 43210"),
    ("phone-noun-then-colon", "Courier needs a phone number for the delivery: 609 943 834.", "609 943 834"),
    ("ip-after-ssh-user", "ssh root@81.2.69.160", "81.2.69.160"),
    ("email-spaced-brackets", "write to jane [ at ] acme [ dot ] com", "jane [ at ] acme [ dot ] com"),
    ("address-before-a-bracket", "ship it to 5640 Oak Lane (until Friday)", "5640 Oak Lane"),
    ("address-no", "Kontor: Karl Johans gate 22, 0159 Oslo", "Karl Johans gate 22, 0159 Oslo"),
    ("address-no-postcode", "Levering til Kongens gate 6, 0153 Oslo.", "Kongens gate 6, 0153 Oslo"),
    ("address-no-alle", "Bygdøy allé 23, 0265 Oslo", "Bygdøy allé 23, 0265 Oslo"),
    ("address-fi-stair", "Osoite: Mannerheimintie 10 A 5, 00100 Helsinki", "Mannerheimintie 10 A 5, 00100 Helsinki"),
    ("address-fi", "Toimitus: Aleksanterinkatu 52, 00100 Helsinki", "Aleksanterinkatu 52, 00100 Helsinki"),
]

NOT_PERSONAL: list[tuple[str, str]] = [
    ("doc-domains", "Use dev@example.org, qa@staging.example.com, a@b.test or me@host.invalid in fixtures."),
    ("bot-addresses", "CI commits as 4122+ci-bot@users.noreply.github.com; alerts from notifications@github.com."),
    ("message-id", "Message-Id: <20240506.1432.7788@mx.mailhost.net>"),
    ("package-and-handles", "npm i @babel/core@7.24.5 and ping @marta on Slack; @dataclass decorates it."),
    ("git-remote", "git clone git@gitlab.com:acme/infra.git"),
    ("at-in-prose", "Docs are available at readthedocs.io and the wheel at pypi.org."),
    ("versions", "Assembly version 3.12.40.7, EC 2.7.11.1, OID 1.3.6.1.4.1 and driver v5.10.2.1."),
    ("doc-ip-ranges", "Examples use 192.0.2.15, 198.51.100.7 and 203.0.113.200."),
    ("dates-and-times", "Deployed 2024-06-07 14:05 (07.06.2024, 06/07/24); next window 2024-07-01T02:00+02:00."),
    ("part-numbers", "Replacement board PN 410-556-2093, order no. 2024 118 5567, firmware 313-202-7788."),
    ("amounts", "Budget $1 250 000 and 2 345 678 € for the year; 12 345 678 requests served."),
    ("ids", "Ticket JIRA-20931, ORCID 0000-0002-1825-0097, ISBN 978-3-16-148410-0, PMID 31452104."),
    ("cell-biology", "Viability was measured in 3 cell lines, 1450023 cells per well."),
    ("address-shaped-titles", "See Chapter 12 Street Fighter and Step 3 Main Road map; Via Slack 2 people replied."),
    # `gate` after a possessive is Norwegian only with a name before it or a postcode after the number
    ("gate-in-english", "The Jenkins gate 2 failed; boarding at Departure gate 5, then Customers gate 12, 3 min."),
    ("gate-in-english-2", "Boarding at Oslo Airport Departures gate 34. Checks: Unit Tests gate 1, Load Tests gate 3."),
    ("gate-with-a-year", "Code Reviews gate 2, 2024 Q3 OKR; NVIDIA Drivers vei 535"),
    ("tie-names", "Scores: Bertie 3, Katie 4, Hattie 5. We watched Christie 3, then slept."),
    ("address-words-in-code", "street_address: str\naddress_line_1 = form.get('address_line_1')"),
    ("numbers-in-a-sentence", "We called the API 1234567 times; the phone team has 12 people."),
    ("citation-et-al", "as shown before (Okafor et al. Front Immunol 2021;12:5512)."),
    ("tracking-number", "UPS tracking: 1Z 999 AA1 01 2345 6784 and 1Z 204 118 41 0097 113"),
    ("ref-in-json", '{"email": "a@example.org", "ref": "417-390-2669", "seats": 12}'),
    ("compact-date-in-table", "| 2 | Alert on saturation | team-mobile | 20190223 |"),
    ("account-id-run", "Principal account 111122223333 (mobile team sandbox)"),
    # from a review of the rules
    ("counts-after-label-nouns", "Mobile users grew to 12 345 678; calls per second: 1 234 567 at peak."),
    ("deltas-and-padded-ids", "Δ +12345678 on the counter; record 0012345678 was reprocessed."),
    ("version-pins-and-sections", "pip install foo==1.2.3.4, see Section 2.3.1.4 and Table 3.2.1.5."),
    ("files-units-and-products", "logo@2x.png, wg-quick@wg0.service, getty@tty1.service and y = x@self.weight"),
    ("spelled-out-site", "Docs are available at pypi dot org; find us at github dot com."),
    ("ranges-before-titles", "### Week 1-2 Onboarding\nFinal score 2-1 Arsenal"),
    ("counted-nouns", "We have 3 Google Drive folders and 1 Hard Drive failed."),
    ("headings-with-type-words", "## 3 Route Handlers You Need"),
    ("debugger-and-blood-pressure", "bp 42 in pdb, BP 120/80 at rest, Apartado 3.2 de la norma"),
    ("release-numbers", "Zum Release 2.0 gibt es neue Regeln."),
]


@pytest.mark.parametrize(("family", "text", "span"), PERSONAL, ids=[p[0] for p in PERSONAL])
def test_personal_data_found_with_its_span(family: str, text: str, span: str) -> None:
    matches = find_personal_data(text)
    start = text.index(span)
    assert [(text[m.start : m.end]) for m in matches] == [span], family
    assert matches[0].start == start


@pytest.mark.parametrize(("family", "text"), NOT_PERSONAL, ids=[n[0] for n in NOT_PERSONAL])
def test_not_personal_data(family: str, text: str) -> None:
    assert [(m.rule, text[m.start : m.end]) for m in find_personal_data(text)] == [], family


def test_pragma_same_line_and_next_line() -> None:
    text = f"token {GH}  # pragma: allowlist secret\n# pragma: allowlist nextline secret\nkey {GH}\nagain {GH}\n"
    found = scan_text("memory/x.md", text)
    assert [(i.finding.line, i.finding.rule) for i in found] == [(4, "SECRET-GITHUB-PAT")]


def test_findings_never_hold_the_secret() -> None:
    text = f"a\npassword: {PASSWORD}\n"
    (item,) = scan_text("memory/x.md", text)
    assert item.finding == Finding(
        "memory/x.md", 2, 11, "SECRET-ASSIGNMENT", item.finding.message, "error"
    ) and PASSWORD not in repr(item)
    assert item.fingerprint == fingerprint("SECRET-ASSIGNMENT", PASSWORD) != fingerprint("SECRET-ASSIGNMENT", "other")


# --- the command ---------------------------------------------------------------------------------


def _memstone(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "memstone", "-C", str(root), *args], capture_output=True, text=True, check=False
    )


def _write(root: Path, name: str, body: str, **fields: object) -> Path:
    path = root / "memory" / f"{name}.md"
    path.write_text(memory_text(name, body=body, **fields), encoding="utf-8")
    return path


def test_cli_reports_and_exits_1_in_every_format(git_repo: Path) -> None:
    _write(git_repo, "reference_db", f"Connect with postgres://app:{PASSWORD}@db.internal/app.")
    _write(git_repo, "reference_clean", "Nothing secret here; rotate the password quarterly.")
    text = _memstone(git_repo, "scan")
    assert text.returncode == 1
    assert text.stdout.splitlines() == [
        "memory/reference_db.md:8:29: SECRET-URL-CREDENTIALS possible secret: credentials in a URL (value redacted)"
    ]
    js = _memstone(git_repo, "scan", "--format", "json")
    assert js.returncode == 1
    assert [f["rule"] for f in json.loads(js.stdout)] == ["SECRET-URL-CREDENTIALS"]
    for proc in (text, js):
        assert PASSWORD not in proc.stdout + proc.stderr


def test_cli_reads_through_markup_as_find_secrets_does(git_repo: Path) -> None:
    """The scan command and find_secrets read the same view: a vendor key inside `<kbd>` is found by both."""
    body = f"Press <kbd>{GOOGLE_KEY}</kbd> into the form."
    assert [m.rule for m in find_secrets(body)] == ["SECRET-GCP-API-KEY"]
    _write(git_repo, "reference_maps", body)
    proc = _memstone(git_repo, "scan", "--no-cache")
    assert proc.returncode == 1 and "SECRET-GCP-API-KEY" in proc.stdout and GOOGLE_KEY not in proc.stdout


def test_cli_paths_and_clean_exit(git_repo: Path) -> None:
    _write(git_repo, "reference_db", f"password: {PASSWORD}")
    clean = _write(git_repo, "reference_clean", "Nothing secret here.")
    assert _memstone(git_repo, "scan", str(clean)).returncode == 0
    assert _memstone(git_repo, "scan", str(git_repo / "memory")).returncode == 1
    missing = _memstone(git_repo, "scan", str(git_repo / "nope.md"))
    assert missing.returncode == 2 and "Traceback" not in missing.stderr


def test_cli_scans_sources(git_repo: Path) -> None:
    (git_repo / "memstone.toml").write_text('[memstone]\n\n[sources]\nlog = "LOG.md"\n', encoding="utf-8")
    (git_repo / "LOG.md").write_text(f"# Log\n\n## 2026-03-02\nused {GH} today\n", encoding="utf-8")
    proc = _memstone(git_repo, "scan")
    assert proc.returncode == 1, proc.stderr
    assert proc.stdout.startswith("LOG.md:4:6: SECRET-GITHUB-PAT")


@pytest.mark.parametrize(
    "encode",
    [
        lambda t: t.encode("utf-16"),  # with a byte-order mark
        lambda t: t.encode("utf-16-le"),  # without one
        lambda t: t.encode("utf-32"),
        lambda t: t.encode("utf-32-be"),  # without a byte-order mark
        lambda t: t.replace("Body", "Body\x00").encode(),  # a stray NUL: the file looks binary
    ],
    ids=["utf-16", "utf-16-le-no-bom", "utf-32", "utf-32-be-no-bom", "nul-byte"],
)
def test_cli_finds_secrets_in_files_that_are_not_utf8_text(git_repo: Path, encode: Callable[[str], bytes]) -> None:
    """No file is skipped as binary: a secret in a UTF-16 note or next to a NUL byte is still reported."""
    (git_repo / "memory" / "reference_odd.md").write_bytes(encode(memory_text("reference_odd", body=f"Body\nkey {GH}")))
    proc = _memstone(git_repo, "scan", "--no-cache")
    assert proc.returncode == 1, proc.stderr
    assert proc.stdout.startswith("memory/reference_odd.md:9:5: SECRET-GITHUB-PAT"), proc.stdout
    assert GH not in proc.stdout + proc.stderr


def test_cli_reports_a_file_whose_name_is_not_utf8(git_repo: Path) -> None:
    """Scan and lint name such a file with ``\\x`` escapes, in text and JSON, under a UTF-8 locale (no crash)."""
    name = os.fsdecode(b"reference_caf\xe9.md")  # Latin-1 bytes in the name: a surrogate in Python
    (git_repo / "memory" / name).write_text(f"key {GH}\n", encoding="utf-8")
    env = {**os.environ, "LC_ALL": "C.UTF-8", "PYTHONIOENCODING": "utf-8"}
    for command in (["scan", "--no-cache"], ["lint"]):
        for fmt in ("text", "json"):
            proc = subprocess.run(
                [sys.executable, "-m", "memstone", "-C", str(git_repo), *command, "--format", fmt],
                capture_output=True,
                text=True,
                check=False,
                env=env,
            )
            assert proc.returncode == 1, proc.stderr
            shown = proc.stdout if fmt == "text" else " ".join(f["path"] for f in json.loads(proc.stdout))
            assert "memory/reference_caf\\xe9.md" in shown, (command, fmt, proc.stdout)


def test_cli_refuses_a_named_baseline_that_is_not_there(git_repo: Path) -> None:
    _write(git_repo, "reference_db", f"password: {PASSWORD}")
    proc = _memstone(git_repo, "scan", "--baseline", "missing.json")
    assert proc.returncode == 2 and "missing.json: no such file" in proc.stderr and "Traceback" not in proc.stderr
    assert _memstone(git_repo, "scan", "--baseline", "missing.json", "--update-baseline").returncode == 0


def test_baseline_accepts_known_and_reports_new(git_repo: Path) -> None:
    path = _write(git_repo, "reference_db", f"password: {PASSWORD}")
    assert _memstone(git_repo, "scan").returncode == 1
    update = _memstone(git_repo, "scan", "--update-baseline")
    assert update.returncode == 0
    baseline = (git_repo / ".memstone-secrets-baseline.json").read_text(encoding="utf-8")
    assert PASSWORD not in baseline
    assert [r["rule"] for r in json.loads(baseline)["results"]] == ["SECRET-ASSIGNMENT"]
    assert _memstone(git_repo, "scan").returncode == 0
    # A new secret on the very same (baselined) line is still reported.
    path.write_text(path.read_text(encoding="utf-8").replace(PASSWORD, "Qw7$kD2!pX9m"), encoding="utf-8")
    again = _memstone(git_repo, "scan")
    assert again.returncode == 1 and "reference_db.md:8:11: SECRET-ASSIGNMENT" in again.stdout
    assert _memstone(git_repo, "scan", "--no-baseline").returncode == 1


def test_update_baseline_with_paths_keeps_other_files(git_repo: Path) -> None:
    a = _write(git_repo, "reference_a", f"password: {PASSWORD}")
    _write(git_repo, "reference_b", f"mirror token {GH}")
    assert _memstone(git_repo, "scan", "--update-baseline").returncode == 0
    a.write_text(memory_text("reference_a", body="password: Qw7$kD2!pX9m"), encoding="utf-8")
    assert _memstone(git_repo, "scan", "--update-baseline", str(a)).returncode == 0
    records = json.loads((git_repo / ".memstone-secrets-baseline.json").read_text(encoding="utf-8"))["results"]
    assert sorted(r["path"] for r in records) == ["memory/reference_a.md", "memory/reference_b.md"]
    assert _memstone(git_repo, "scan").returncode == 0


def test_clean_file_cache_never_hides_a_change(git_repo: Path) -> None:
    path = _write(git_repo, "reference_notes", "Nothing secret here.")
    assert _memstone(git_repo, "scan").returncode == 0
    cache = json.loads((git_repo / ".memstone" / "scan-cache.json").read_text(encoding="utf-8"))
    assert len(cache["clean"]) == 1 and set(cache) == {"clean", "version"}
    assert _memstone(git_repo, "scan").returncode == 0
    path.write_text(memory_text("reference_notes", body=f"password: {PASSWORD}"), encoding="utf-8")
    assert _memstone(git_repo, "scan").returncode == 1
    assert _memstone(git_repo, "scan", "--no-cache").returncode == 1


def test_bad_baseline_is_a_usage_error(git_repo: Path) -> None:
    (git_repo / ".memstone-secrets-baseline.json").write_text("{not json", encoding="utf-8")
    proc = _memstone(git_repo, "scan")
    assert proc.returncode == 2 and "baseline" in proc.stderr and "Traceback" not in proc.stderr


def test_personal_data_only_in_public_memories(git_repo: Path) -> None:
    _write(git_repo, "reference_public", "Mail alice@corp.io for access.", sensitivity="public")
    _write(git_repo, "reference_private", "Mail bob@corp.io for access.", sensitivity="private")
    proc = _memstone(git_repo, "scan")
    assert proc.returncode == 0
    assert proc.stdout.splitlines() == [
        "memory/reference_public.md:9:6: PII-EMAIL personal data: e-mail address in a public memory (value redacted)"
    ]
    assert "alice@corp.io" not in proc.stdout + proc.stderr
    assert _memstone(git_repo, "scan", "--strict").returncode == 1


def test_no_planted_secret_left_anywhere_after_scan(git_repo: Path) -> None:
    planted = [PASSWORD, GH, AWS_ID, SLACK]
    _write(git_repo, "reference_a", f"password: {PASSWORD}\nmirror token {GH}")
    _write(git_repo, "reference_b", f"aws id {AWS_ID}\nSLACK_TOKEN={SLACK}", sensitivity="public")
    outputs = [_memstone(git_repo, "scan", *a) for a in ((), ("--format", "json"), ("--update-baseline",))]
    for proc in outputs:
        assert not any(s in proc.stdout + proc.stderr for s in planted)
    memory = {p.resolve() for p in (git_repo / "memory").glob("*.md")}
    for path in git_repo.rglob("*"):
        if path.is_file() and ".git" not in path.parts and path.resolve() not in memory:
            data = path.read_bytes()
            assert not any(s.encode() in data for s in planted), path


def test_no_planted_secret_left_after_scan_index_and_recall(git_repo: Path, commit) -> None:  # type: ignore[no-untyped-def]
    prose_key, databricks = "W8KBKG5hv167mu7AZvZdpUI7xlmwBFbVKEdjJlMz", "dapi" + HEX40[:32]
    planted = [PASSWORD, GH, AWS_ID, SLACK, STRIPE, prose_key, databricks]
    _write(git_repo, "reference_deploy", f"Deploy with password: {PASSWORD} and mirror token {GH}.", tags="[deploy]")
    _write(
        git_repo,
        "reference_cloud",
        f"The deploy user {AWS_ID} posts with SLACK_TOKEN={SLACK}. The deploy API key is {prose_key}, "
        f"and the deploy token is {databricks}, both rotated in May.",
    )
    _write(git_repo, "reference_billing", f"Billing uses Stripe.api_key = '{STRIPE}' for the deploy.")
    assert _memstone(git_repo, "index-md").returncode == 0
    commit("memories")
    runs = [
        _memstone(git_repo, "scan"),
        _memstone(git_repo, "scan", "--format", "json"),
        _memstone(git_repo, "scan", "--update-baseline"),
        _memstone(git_repo, "index", "build", "--embedder", "none"),
    ]
    assert runs[-1].returncode == 0, runs[-1].stderr
    for fmt in ("text", "json", "markdown", "hook"):
        runs.append(_memstone(git_repo, "recall", "deploy password token", "--embedder", "none", "--format", fmt))
        assert runs[-1].returncode == 0, runs[-1].stderr
    for proc in runs:
        assert not any(s in proc.stdout + proc.stderr for s in planted), proc.args
    memory = {p.resolve() for p in (git_repo / "memory").glob("reference_*.md")}
    for path in git_repo.rglob("*"):
        if path.is_file() and ".git" not in path.parts and path.resolve() not in memory:
            data = path.read_bytes().lower()
            assert not any(s.lower().encode() in data for s in planted), path
    # The index's store may be compressed, so also ask it: no secret's own terms find anything.
    for secret in planted:
        found = _memstone(git_repo, "recall", secret, "--embedder", "none", "--format", "json")
        assert found.returncode == 0, found.stderr
        assert json.loads(found.stdout)["counts"]["raw"] == 0, secret[:4]


def test_lint_does_not_load_the_engine() -> None:
    code = "import memstone.commands.lint, memstone.scan, sys; print('kingfisher_sdk' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"


def test_prose_without_token_like_text_never_loads_the_engine() -> None:
    code = (
        "import sys; from memstone.scan import redact_secrets;"
        "redact_secrets('Rotate the password every quarter; the token lives in the vault.');"
        "print('kingfisher_sdk' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"


# Notes in other languages: the word for a password or token, what joins it to the value, and its punctuation.
@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("Das Passwort für das Grafana-Dashboard ist Kx7#mQ2vL9pz.", "Kx7#mQ2vL9pz"),
        ("Gäste-WLAN-Kennwort: 2X9ZAAnAFYK2", "2X9ZAAnAFYK2"),
        ("Nouveau mot de passe : Fraise*90-Lq (l'ancien ne marche plus).", "Fraise*90-Lq"),
        ("La contraseña es «corazón2023», sin las comillas.", "corazón2023"),
        ("0k!X!Gc9zAbQm3t es la clave del usuario root.", "0k!X!Gc9zAbQm3t"),
        ("Senha do MinIO: vvzlFsl5o3mS8Zldxx1954zhlhmK", "vvzlFsl5o3mS8Zldxx1954zhlhmK"),
        (
            "Il token per l'API di staging è 9pgIXWYi0U4gcGZoMOXKqRJhRyQXaSkGi001XP.",
            "9pgIXWYi0U4gcGZoMOXKqRJhRyQXaSkGi001XP",
        ),
        ("Wachtwoord gasten-wifi: cactus-harbor-timber", "cactus-harbor-timber"),
        ("Hasło do Wi-Fi dla gości: bramble-nickel-tundra-pepper-82", "bramble-nickel-tundra-pepper-82"),
        ("Новый пароль от тестовой БД: cainie1ev#77 (старый больше не работает).", "cainie1ev#77"),
        ("солнышко54 — пароль пользователя grafana-admin.", "солнышко54"),
        ("RabbitMQ şifresi: Galatasaray_2010!", "Galatasaray_2010!"),
        (
            "管理员账号的新密码：iOiG0J2pNy7VtZkatOQNB3EMUlVXqrsVpyLER（旧的已经失效）",
            "iOiG0J2pNy7VtZkatOQNB3EMUlVXqrsVpyLER",
        ),
        ("woaini1996 是邮件服务器的密码。", "woaini1996"),
        ("ステージングDBのパスワードを c*Y6H#jF.h%6qLSTJ2 に変更しました。", "c*Y6H#jF.h%6qLSTJ2"),
        ("메일 서버 비밀번호를 xaHtee0aego로 변경했습니다.", "xaHtee0aego"),
        ("Вход: jenkins / okno-oblako-kompas-yashik", "okno-oblako-kompas-yashik"),
        ("| Сервіс | Логін | Пароль |\n|---|---|---|\n| Grafana | admin | Вишня_76 |", "Вишня_76"),
        ("PIN della carta di test: 92055057", "92055057"),
        ("PIN от тестового телефона — 40589.", "40589"),
        ("検証用スマホのPINは080632です。", "080632"),
        ("Passphrase della chiave SSH: orbit-turnip-cactus-pickle-pepper", "orbit-turnip-cactus-pickle-pepper"),
        ("Zugriffstoken für die Keycloak-API: 1hLlIYtLyOL1YjWR9Vd7bJCDzc9qj2or7", "1hLlIYtLyOL1YjWR9Vd7bJCDzc9qj2or7"),
        (
            "El password del admin es CvosB9zlNaTQvBRVjjUT6QUtLXtR7UjwW5pp, no lo subas.",
            "CvosB9zlNaTQvBRVjjUT6QUtLXtR7UjwW5pp",
        ),
    ],
)
def test_credentials_in_other_languages(text: str, secret: str) -> None:
    redacted, _ = redact_secrets(text)
    assert secret not in redacted


@pytest.mark.parametrize(
    "text",
    [
        "DB_PASSWORD=ваш_пароль_тут",  # placeholders in the language
        "DB_PASSWORD=tu_contraseña_aquí",
        "DB_PASSWORD=在此填写密码",
        "DB_PASSWORD=여기에_비밀번호_입력",
        "La clave SSH está en `~/.ssh/id_ed25519`; la frase de contraseña está en KeePass.",
        "Das Passwort muss mindestens 12 Zeichen lang sein und läuft nach 90 Tagen ab.",
        "Le mot de passe est dans le coffre-fort (1Password), demande à Anna.",
        "| Hizmet | Kullanıcı | Şifre |\n|---|---|---|\n| Grafana | admin | Vault'ta |",
        "Kod PIN musi mieć 6 cyfr; PIN 1234 jest zabroniony.",
        '"ARN": "arn:aws:secretsmanager:us-west-2:123456789012:secret:MyTestDatabaseSecret-a1b2c3"',
        "next page: `?next_token=aGVsbG8gZnJvbSBzdGFnaW5n`",
        "--lock-token 0674c84b-0b2e-4a1c-9b2e-5d3c2b1a0f9e",
        "To lock the screen, the password prompt wants Ctrl-Alt-Delete first.",
        "GPIO PIN 17 drives the relay; the PIN header is 2x20.",
    ],
)
def test_other_languages_without_a_credential(text: str) -> None:
    assert [text[m.start : m.end] for m in find_secrets(text)] == []


_P12 = "MIIJ4wIBAzCCCakGCSqGSIb3DQEHAaCCCZoEggmW" + "Zq8Xv2Lk9Pw4Rt7Yb3Nm+/Ab" * 12  # a PFX's DER start, base64


# What tools print, pasted into a note.
@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            "$ aws configure get aws_session_token --profile dev\nIQoJb3JpZ2luX2VjEJr" + R20 * 3 + "\n",
            "IQoJb3JpZ2luX2VjEJr",
        ),
        (
            "$ terraform output -raw grafana_admin_password\nZi!njN6cJxJa#lAas^WPgeiJmrNv\n",
            "Zi!njN6cJxJa#lAas^WPgeiJmrNv",
        ),
        ("$ gh auth token\ngho_" + R20 + "Ab12Cd34Ef56\n", "gho_" + R20),
        ('{"alias": "web", "keystore": "' + _P12 + '", "type": "PKCS12"}', _P12[:40]),
        (
            "https://b.s3.us-east-1.amazonaws.com/k.tar.gz?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Date=20241112T000000Z"
            "&X-Amz-Expires=300&X-Amz-SignedHeaders=host&X-Amz-Signature=" + "7e4daf057de7cee6" * 4,
            "7e4daf057de7cee6" * 4,
        ),
        (
            "global.index-url='https://aws:eyJ2ZXIiOjEs"
            + R20 * 40
            + "@acme.d.codeartifact.us-east-1.amazonaws.com/pypi/simple/'",
            R20 * 40,
        ),
    ],
)
def test_tool_output(text: str, secret: str) -> None:
    redacted, _ = redact_secrets(text)
    assert secret not in redacted


@pytest.mark.parametrize(
    "text",
    [
        "curl -s 'https://www.googleapis.com/youtube/v3/playlistItems?part=snippet&page_token=LH1o8r88_EaSkbW2DRy7WM9o1mzHdkdYe0x4eBbv'",
        "mydb.rds.amazonaws.com:3306/?Action=connect&X-Amz-Credential=AKIAIEXAMPLE%2Fus-east-1%2Frds-db%2Faws4_request"
        "&X-Amz-Signature=" + "7e4daf057de7cee6" * 4,  # AWS's documented sample
        "-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQUFADBaMQswCQYDVQQGEwJJ\n-----END CERTIFICATE-----",
    ],
)
def test_tool_output_without_a_credential(text: str) -> None:
    assert [text[m.start : m.end] for m in find_secrets(text)] == []


# From the review of this round's rules: notes about passwords that hold none (its inputs that made a rule
# backtrack are in test_long_adversarial_lines_stay_linear).
@pytest.mark.parametrize(
    "text",
    [
        "Le mot de passe pour Office365 est synchronisé avec l'AD.",
        "Пароль на Postgres16 такой же, как на Postgres15.",
        "Das Passwort ist in KeePass2 gespeichert.",
        "JIRA-1234 - Passwort-Reset-Link kaputt",
        "Bitwarden2024 ist der Passwortmanager der Firma.",
        "Bitwarden2024 is our password manager.",
        "Set the ADC pin to 4095 for full scale.",
        "PIN timeout: 30000 ms",
        "https://user:x-oauth-basic@github.com/org/repo.git".replace("x-oauth-basic", "xxxx"),
        "$ terraform output -raw token_expiry\n2024-12-31T23:59:59Z",
        "export GH_TOKEN=$(gh auth token)\nrelease_2024_q1",
        "Rotated secret 6f1c2a9e-3b7d-4e8f-9a0b-1c2d3e4f5a6b (version id).",
        "The token 4b825dc642cb6eb9a060e54bf8d69288fbee4904 in the cache key is the commit sha.",
        "use the API token TokenProviderServiceImpl2 for calls",
        "Anmeldung als admin / siehe-Tresor-Eintrag",
        "Mots de passe interdits : Soleil2024, Azerty123.",
        "Запрещённые пароли: Лето2024, Qwerty123.",
        "senha: Obrigatória",
        "Passwort: siehe-Vault-Eintrag",
        "Passwort: steht-im-Tresor",
        "password: in-1Password",
        'elasticsearch:\n  auth: "oauth2:client_credentials"',
        "Set it with `poetry config http-basic.<repo> <user> <pw>`, then publish.",
        'The auth setting: `cloud.auth: "elastic:<pw>"`.',
        'headers:\n  - api_key: "Content-Security-Policy"',
        "which that set labels a\n  secret there: `https://example.com/login`",
        "id;login;password;created\n1;alice;SHA256:abcdef0123456789;2024-01-01",
        "| Key | Value |\n|---|---|\n| Password change commit | 4b825dc642cb6eb9a060e54bf8d69288fbee4904 |",
        "Benutzer;Passwort;Rolle;Team\nalice;;admin;ops",
    ],
)
def test_review_notes_about_passwords(text: str) -> None:
    assert [text[m.start : m.end] for m in find_secrets(text)] == []


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("DB_PASSWORD=prod-db-3fa8fb874bbad728b1f48b1977fd7adf", "3fa8fb874bbad728b1f48b1977fd7adf"),
        ("| Setting | Value |\n|---|---|\n| Admin password | Xk7\\|mQ2vL9pz |", "mQ2vL9pz"),
        ("Le mot de passe est « Xk7#mQ2vL9pz »", "Xk7#mQ2vL9pz"),
        (
            "Der API-Schlüssel ist Xq7vR2kLm9PzT4wN8cYb3HjD6fGshViIMTloiODWAnnjzk19iMmmbApegA5uS0il57GHSUQZ",
            "T4wN8cYb3HjD6fGshViIMTloi",
        ),
        ("Логин;Пароль;Сервис\nadmin;Xk7#mQ2vL9pz;grafana", "Xk7#mQ2vL9pz"),
        ("| Service | Contraseña de root |\n|---|---|\n| db | Xk7#mQ2vL9pz |", "Xk7#mQ2vL9pz"),
        ('let api_key: String = String::from("Xq7vR2kLm9PzT4wN8cYb3HjD6fGs");', "Xq7vR2kLm9PzT4wN8cYb3HjD6fGs"),
        ("DB_SENHA=Xk7#mQ2vL9pz", "Xk7#mQ2vL9pz"),
        ("password: Insane-Tiger-42", "Insane-Tiger-42"),
        ('auth: "admin:Xk9mP2qLw"', "Xk9mP2qLw"),
    ],
)
def test_review_leaks_are_closed(text: str, secret: str) -> None:
    redacted, _ = redact_secrets(text)
    assert secret not in redacted


TOKEN32 = "ZrMEltaC0r9yLlDFZjSrjfBEiRJ06tLU"


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        # JSON written inside a string (a transcript's tool input, a log line): escaped keys and values
        ('{\\"api_key\\": \\"' + TOKEN32 + '\\"}', TOKEN32),
        ('"{\\"password\\":\\"' + PASSWORD + '\\"}"', PASSWORD),
        # a property list's key/value elements, and the same pair as entries
        ("<key>APIKey</key>\n<string>" + TOKEN32 + "</string>", TOKEN32),
        ("<entry>\n  <key>adafruitToken</key>\n  <value>" + TOKEN32 + "</value>\n</entry>", TOKEN32),
        # assignment operators: PHP's `.=`, Ruby's `||=`, JavaScript's `??=`
        ('$sumoToken .= "' + TOKEN32 + '";', TOKEN32),
        ('@api_token ||= "' + TOKEN32 + '"', TOKEN32),
        ('apiToken ??= "' + TOKEN32 + '"', TOKEN32),
        # a default in Spring's and Quarkus's `${NAME:default}`
        ("spring.datasource.password: ${DB_PASSWORD:" + PASSWORD + "}", PASSWORD),
        # a random value holding three letters of a password word of another language (`7MDp0`: French `mdp`)
        ('token = "HRFz3lYfgtEZAILL4zMxjX0M6q3Y5M7MDp0xGi628L2a"', "HRFz3lYfgtEZAILL4zMxjX0M6q3Y5M7MDp0xGi628L2a"),
        # secret stores' commands
        ("gh secret set API_TOKEN --body " + TOKEN32, TOKEN32),
        ('gh secret set DEPLOY_KEY -b"' + TOKEN32 + '" --repo acme/web', TOKEN32),
        ("echo -n " + PASSWORD + " | gh secret set DB_PASSWORD", PASSWORD),
        ("printf %s " + TOKEN32 + " | npx wrangler secret put API_TOKEN", TOKEN32),
        ("echo " + TOKEN32 + " | docker secret create api_token -", TOKEN32),
        ('echo -n "' + PASSWORD + '" | gcloud secrets versions add db-password --data-file=-', PASSWORD),
        ("vercel env add API_TOKEN production <<< " + TOKEN32, TOKEN32),
        ("az keyvault secret set --vault-name kv1 --name db-password --value " + PASSWORD, PASSWORD),
        ("aws secretsmanager create-secret --name prod/db --secret-string " + PASSWORD, PASSWORD),
        ("aws ssm put-parameter --name /prod/db/password --type SecureString --value " + PASSWORD, PASSWORD),
        ("security add-generic-password -a me -s deploy -w " + PASSWORD, PASSWORD),
        ("netlify env:set STRIPE_SECRET " + TOKEN32, TOKEN32),
        ("doppler secrets set API_TOKEN " + TOKEN32, TOKEN32),
        ('dotnet user-secrets set "Stripe:SecretKey" "' + TOKEN32 + '"', TOKEN32),
        ("rabbitmqctl add_user deploy " + PASSWORD, PASSWORD),
        ("mc alias set prod https://minio.acme.io minioadmin " + TOKEN32, TOKEN32),
        ("chamber write billing stripe_key " + TOKEN32, TOKEN32),
        ("consul kv put app/db/password " + PASSWORD, PASSWORD),
        ("etcdctl --endpoints=http://etcd:2379 put /app/db/password " + PASSWORD, PASSWORD),
        # commands that take a password: archives, keys, shares, registries, database and remote-shell clients
        ("zip -P " + PASSWORD + " backup.zip dump.sql", PASSWORD),
        ("7z a -p" + PASSWORD + " backup.7z dump.sql", PASSWORD),
        ('ssh-keygen -t ed25519 -N "' + PASSWORD + '" -f deploy_key', PASSWORD),
        ("gpg --batch --passphrase " + PASSWORD + " -c dump.sql", PASSWORD),
        ("net use Z: \\\\files\\share /user:ACME\\svc " + PASSWORD + " /persistent:yes", PASSWORD),
        ("skopeo copy --dest-creds deploy:" + PASSWORD + " docker://a docker://b", PASSWORD),
        ("influx setup -u admin -p " + PASSWORD + " -o acme -b metrics -f", PASSWORD),
        ("cqlsh 10.0.0.5 -u cassandra -p " + PASSWORD, PASSWORD),
        ("evil-winrm -i 10.0.0.5 -u administrator -p " + PASSWORD, PASSWORD),
        ("xfreerdp /v:10.0.0.5 /u:admin /p:" + PASSWORD, PASSWORD),
        ("lftp -u deploy," + PASSWORD + " sftp://files.acme.io", PASSWORD),
    ],
)
def test_secret_stores_escaped_json_plists_and_password_commands(text: str, secret: str) -> None:
    redacted, _ = redact_secrets(text)
    assert secret not in redacted


@pytest.mark.parametrize(
    "text",
    [
        # a property list names things in `<key>` elements
        "<key>NSCameraUsageDescription</key>\n<string>We scan receipts with the camera</string>",
        "<key>UIApplicationSceneManifest</key>",
        "<Key>photos/2006/February/sample.jpg</Key>",  # an S3 object key
        "<key>API_KEY</key>\n<string>$(API_KEY)</string>",
        # references, files and settings that hold no secret
        'gh secret set API_TOKEN --body "$API_TOKEN"',
        "gh secret set API_TOKEN --body-file token.txt",
        "cat token.txt | gh secret set API_TOKEN",
        'echo "$API_TOKEN" | gh secret set API_TOKEN',
        "az keyvault secret set --vault-name kv1 --name db-password --file pw.txt",
        "aws secretsmanager create-secret --name prod/db --secret-string file://creds.json",
        "aws ssm put-parameter --name /prod/app/log-level --type String --value debug-verbose-2",
        "netlify env:set NODE_VERSION 18.17.1",
        'dotnet user-secrets set "Logging:Level" "Information"',
        'rabbitmqctl change_password deploy "$RABBIT_PW"',
        # shell expansions without a default value
        "password: ${DB_PASSWORD:?set it}",
        'auth="${TOKEN:+Bearer $TOKEN}"',
        "echo ${TOKEN:8}",
        "$password .= $salt;",
        "consul kv put app/config/log_level debug",
        "etcdctl put /app/db/host db.internal",
        'ssh-keygen -t ed25519 -N "" -f deploy_key',
        'zip -r out.zip dist -P "$ZIP_PASS"',
        "zip -r site.zip public/ -x '*.map'",
        "7z x archive.7z -p",
        "gpg --passphrase-file pw.txt -c dump.sql",
        "net use Z: \\\\files\\share /user:ACME\\svc /persistent:yes",
        "skopeo copy --src-creds=deploy:$REGISTRY_PW docker://a docker://b",
        "influx -precision rfc3339 -port 8086",
        "cqlsh -u cassandra -p $CASSANDRA_PW",
    ],
)
def test_names_references_and_settings_around_secret_stores_stay_quiet(text: str) -> None:
    assert find_secrets(text) == []


def test_a_redacted_escaped_string_keeps_its_quotes_and_its_json() -> None:
    for content in ('password = "' + PASSWORD + '"', '{"api_key": "' + TOKEN32 + '"}'):
        line = json.dumps({"type": "tool_use", "input": content})
        redacted, n = redact_secrets(line)
        out = json.loads(redacted)["input"]  # still JSON: no lone backslash left before the marker
        assert n == 1 and out == content.replace(PASSWORD, "[REDACTED:SECRET-ASSIGNMENT]").replace(
            TOKEN32, "[REDACTED:SECRET-ASSIGNMENT]"
        )


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        # a label before the value: the word a colon or a dash follows is what the password is for
        ("Contraseña nueva para Jenkins: rAhs8ugae (la anterior ya no vale).", "rAhs8ugae"),
        (
            "Токен для API на стейджі — wsk-stg-xpzR8oeD5OCTVBRZFeH5psR4nO13R8ilMD7.",
            "xpzR8oeD5OCTVBRZFeH5psR4nO13R8ilMD7",
        ),
        # Turkish's inflected forms of `parola` are only "password"; passphrases with three-letter words
        ("SSH anahtarının parolası: Pepper-Violet-Ginger-Canyon", "Pepper-Violet-Ginger-Canyon"),
        ("GPG 密钥的口令是 mifeng-chuanghu-yun-80。", "mifeng-chuanghu-yun-80"),
        # an English noun in a CJK sentence, joined by the particle
        ("staging API 的 token 是iQJpf92LQ2TyEFH6Ij7ShHny94ak，月底过期。", "iQJpf92LQ2TyEFH6Ij7ShHny94ak"),
        ("staging の DB password は saddle-turnip-raven-lantern-49 です。", "saddle-turnip-raven-lantern-49"),
        # a user name and password, the login verb after them, or a word for "credentials" before
        ("用 root / jewsaipe0cO 登录", "jewsaipe0cO"),
        ("app_rw / sJL8.72&pS7&y でログイン", "sJL8.72&pS7&y"),
        ("svc_backup / fo4fUvrei 로 로그인", "fo4fUvrei"),
        ("Accedi con g.rossi / Vuvdoore8", "Vuvdoore8"),
        ("Identifiants Metabase : root / za5wOzjo", "za5wOzjo"),
        # "temporary" joins a reset password to its value
        ("- скинули пароль MinIO, тимчасовий 6PaMPmp9d6Ng", "6PaMPmp9d6Ng"),
        ("- RabbitMQ şifresi sıfırlandı, geçici olarak Çiçek1981", "Çiçek1981"),
        ("- zresetowane hasło do Jenkinsa, tymczasowo Pierogi_2024", "Pierogi_2024"),
        # a host name between the noun and its colon; a pronounceable generated password (a digit inside a word)
        ("password for db.prod.internal: Xk9!mP2qLw#7z", "Xk9!mP2qLw#7z"),
        ("Dane logowania do bazy na stagingu: login k.nowak, hasło paetAit0uzo", "paetAit0uzo"),
        # the value first on its line, then whose password it is
        ("F4HegkoWCo3cCZi, Grafana paneli için şifre.", "F4HegkoWCo3cCZi"),
        ("UYS_0-K$efSzE?RRb3r — це пароль від сервера збірки.", "UYS_0-K$efSzE?RRb3r"),
        ("Tsubasa!55は grafana-admin ユーザーのパスワード。", "Tsubasa!55"),
        ("pXm5KuxGtRTNp ← admin 계정 비밀번호", "pXm5KuxGtRTNp"),
        ("xiaoming#1978就是 root 账号的口令。", "xiaoming#1978"),
        ("- `Tr0ub4dor&3x` — the staging DB password", "Tr0ub4dor&3x"),
    ],
)
def test_passwords_in_other_languages_and_mixed_notes(text: str, secret: str) -> None:
    redacted, _ = redact_secrets(text)
    assert secret not in redacted


@pytest.mark.parametrize(
    "text",
    [
        "Passwort: siehe den Tresor-Eintrag",
        "password: use-the-vault",
        "mot de passe : voir-le-coffre",
        "Das Passwort ist vorläufig gesperrt.",
        "Il nuovo account temporaneo: chiedere a Luca.",
        "docs / index.html 登录页面",
        "用 SSO / OAuth2 登录",
        "パスワードは 1Password の「staging」に保存してあります。",
        "API 的 token 是在 CI 里配置的。",
        "La parola chiave è: Kubernetes-Operator-Pattern",
        "use the API token TokenProviderServiceImpl2 for the client",
        "Oauth2ClientConfig is the class that reads the token",
        # a line that starts with a name, a version, a date or a file, then talks about passwords
        "- Settings → Security → Password",
        "- PR-1234 → password reset fix",
        "2024-05-01, changed the password",
        "v1.2.3-rc1 → password hashing moved to argon2",
        "README.md — describes password rotation",
        "OAuth2Client → password grant",
        "TokenProvider2 → password",
        "- Python3.11 — password manager",
        "Jenkins-2024 → the password policy",
        "Argon2id, the password hash we use",
        "Monday, reset the password for Grafana",
        "user@example.com → password reset",
        "Login-Seite → Passwort vergessen",
        "- api-gateway-prod — password rotated monthly",
        "1. Postgres16 → password auth switched to scram",
        "* PKCS12-bundle — password protected by default",
        "The API key - see vault entry prod/payments - rotates monthly.",
        "refresh token - expires_in_seconds_3600_default",
        "<secret>{db_password}</secret> and <password>{{ vault_db_password_for_production_cluster }}</password>",
        "<password>see vault entry prod-db-2f8a9c1e7b3d4a5f6e7d8c9b</password>",
        "<token>Bearer {{token}} expires in 3600 seconds</token>",
        # a changelog's subject, then a dash and a commit: the dash joins a value only right after the noun
        "- Fix token refresh race - 9fceb02d0ae598e95dc970b74767f19372d61af8",
        "- 2024-01-01 - token rotated - 9fceb02d0ae598e95dc970b74767f19372d61af8",
        "- token rotated — 4b825dc642cb6eb9a060e54bf8d69288fbee4904",
        "- Bump password-hasher - 5e1f3c0a7b9d2e4f6a8c0b1d3e5f7a9c2b4d6e8f",
        "- password hashing - Argon2idPasswordHasherWithPepper",
        # an element that says where the secret is kept
        "<clientSecret>see AppRegistrationSecretV2ProdEastUs</clientSecret>",
        "<apiKey>rotated, now under SendGridApiKeyMarketingV2 in Key Vault</apiKey>",
        "- Bitwarden2024 — менеджер паролей",
        "- Ubuntu2204はパスワード認証を無効にした",
    ],
)
def test_other_languages_and_mixed_notes_without_a_password(text: str) -> None:
    assert find_secrets(text) == []


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        # a flag on a continuation line is still the command's
        ("mysql -h db.prod \\\n  -u app -pXk9mP2qLw7zR app", "Xk9mP2qLw7zR"),
        ("redis-cli -h cache \\\n  -a f40dc59c6c07fabe921a541bf7110fee ping", "f40dc59c6c07fabe921a541bf7110fee"),
        ('az keyvault secret set --vault-name kv \\\n  --name DbPassword --value "' + TOKEN32 + '"', TOKEN32),
        ("docker login registry.acme.io `\n  -u ci -p " + PASSWORD, PASSWORD),
        # a password flag beside a user flag, in any tool, either way round
        ('cypher-shell -a neo4j+s://graph:7687 -u neo4j -p "' + PASSWORD + '"', PASSWORD),
        ("mosquitto_pub -h mq -p 8883 -u mlops -P '" + TOKEN32 + "' -t sensors/test -m hi", TOKEN32),
        ("dotnet nuget add source https://nuget.acme.io/v3/index.json -n acme -u ci -p " + PASSWORD, PASSWORD),
        ("acme-cli -p " + PASSWORD + " -u admin sync", PASSWORD),
        ("mosquitto_pub -h mq -u sensor01 -p 1883 -P " + PASSWORD + " -t t -m 1", PASSWORD),  # a port first
        # Windows: the password before `/user:` or `/add`, and schtasks' `/rp`
        ('net use Z: \\\\fs.acme.io\\finance "' + PASSWORD + '" /user:ACME\\svc_etl', PASSWORD),
        ("net user bob " + PASSWORD + " /add", PASSWORD),
        ("net user bob " + PASSWORD, PASSWORD),
        ('net user "svc backup" ' + PASSWORD + " /add", PASSWORD),
        ("C:\\> SETX DB_PASSWORD " + PASSWORD, PASSWORD),
        ("schtasks /create /tn backup /ru ACME\\svc_backup /rp " + PASSWORD, PASSWORD),
        ("setx INTERNAL_API_KEY " + TOKEN32, TOKEN32),
        ("set -Ux CLOUDFLARE_API_TOKEN " + TOKEN32, TOKEN32),
        # tool-specific password arguments
        ("composer config --global http-basic.repo.packagist.com reporting " + PASSWORD, PASSWORD),
        ("composer global config http-basic.repo.example.com ci " + PASSWORD, PASSWORD),
        ("poetry config http-basic.acme deploy '" + PASSWORD + "'", PASSWORD),
        ("http -a jdoe:" + PASSWORD + " GET https://api.acme.io/admin/stats", PASSWORD),
        ("openssl enc -aes-256-cbc -pbkdf2 -in dump.sql -out dump.enc -k '" + PASSWORD + "'", PASSWORD),
        ("snmpwalk -v3 -u mon -l authPriv -a SHA -A Pq8nR3tLw5x -x AES -X " + PASSWORD + " 10.0.0.5", PASSWORD),
        ("snmpwalk -v3 -u mon -l authPriv -a SHA -A " + PASSWORD + " -x AES -X Pq8nR3tLw5x 10.0.0.5", PASSWORD),
        ("net-snmp-create-v3-user -ro -A " + PASSWORD + " -a SHA mon", PASSWORD),
    ],
)
def test_passwords_on_command_lines(text: str, secret: str) -> None:
    redacted, _ = redact_secrets(text)
    assert secret not in redacted


@pytest.mark.parametrize(
    "text",
    [
        # ports, process ids, paths, options and prompts beside a user flag
        "docker run -u 1000 -p 8080:80 nginx",
        "docker run -u app -p 127.0.0.1:5432:5432 postgres:16",
        "psql -U app -p 5432 -d orders",
        "psql -U app -P pager=off -d orders",
        "mysql -u root -p orders2024",
        "ps -u www-data -p 1234",
        "sudo -u app ./run.sh -p production",
        "sudo -u postgres pg_ctl -D /var/lib/pgsql -p /usr/local/pgsql/bin/postgres",
        'java -jar cli.jar -u admin -p "$ADMIN_PW"',
        "rsync -u -p src/ dst/",
        "net user bob * /add",
        "net use Z: \\\\fs\\share /user:ACME\\svc",
        'poetry config http-basic.acme deploy "$PYPI_PW"',
        "http -a jdoe:$API_PW GET https://api.acme.io",
        "set -x PATH /usr/local/bin $PATH",
        "set -x API_TOKEN (cat ~/.config/token)",
        "setx API_KEY %API_KEY%",
        "openssl enc -d -aes-256-cbc -k $BACKUP_KEY -in dump.enc",
        "ls -A /etc/snmp",
        # a Markdown hard line break is not a command's continuation
        "Rotate the password\\\nwhen someone leaves the team.",
        # `-p` and `-P` as projects, profiles, lists and interpreters beside `-u` and `-U`
        "sudo -u ubuntu mkdir -p backup_2024",
        "docker run -it -u root -P ubuntu2204",
        "docker compose -p staging2024 exec -u www-data app php artisan migrate",
        "mvn -U clean install -P release-2024",
        "mvn -U clean install -P prod,integration-tests",
        "systemctl --user show pipewire -p MainPID,ActiveState",
        "uv pip install -U ruff -p python3.11",
        "Copy the http logs: rsync -a web1:logs/ ./logs",
        "openssl ciphers -v | sort -k 3,3nr",
    ],
)
def test_commands_without_a_password_on_them(text: str) -> None:
    assert find_secrets(text) == []


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        # name/value objects: Postman variables and API-key auth, HAR cookies and cookie headers
        ('{"key": "client_secret", "value": "' + TOKEN32 + '", "type": "secret"}', TOKEN32),
        (
            '"apikey": [\n  {"key": "value", "value": "' + TOKEN32 + '", "type": "string"},\n'
            '  {"key": "key", "value": "X-API-Key", "type": "string"}\n]',
            TOKEN32,
        ),
        (
            '"cookies": [\n  {"name": "csrftoken", "value": ""},\n  {"name": "sessionid", "value": "'
            + TOKEN32
            + '"}\n]',
            TOKEN32,
        ),
        ('{"name": "cookie", "value": "_ga=GA1.1.076314599.8601184893; session=' + TOKEN32 + '"}', TOKEN32),
        # a user:password value of an auth setting; HAProxy's stats auth quoted inline; an Anaconda channel token
        ('`cloud.auth: "elastic:' + PASSWORD + '"`', PASSWORD),
        ("the line that matters is `stats auth admin:" + PASSWORD + "`.", PASSWORD),
        ("  - https://conda.anaconda.org/t/qj-c024041b-76da-4a41-9ead-59b1a4f740ca/acme", "c024041b-76da-4a41-9ead"),
        # still secrets: a Slack token after the words `user:pass`, an `@`-first passphrase outside vercel.json,
        # an HCL `key` whose next line is a `value`, a short session token in a HAR cookie list
        ("user:pass xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx", "AbCdEfGhIjKlMnOpQrStUvWx"),
        ("DB_PASSWORD=@moss-river-castle", "moss-river-castle"),
        ('key = "' + TOKEN32 + '"\nvalue = "enabled"', TOKEN32),
        ('"cookies": [{"name": "auth_token", "value": "Sommer2024!x"}]', "Sommer2024!x"),
    ],
)
def test_secrets_in_app_and_api_client_files(text: str, secret: str) -> None:
    redacted, _ = redact_secrets(text)
    assert secret not in redacted


@pytest.mark.parametrize(
    "text",
    [
        '{"key": "Content-Security-Policy", "value": "script-src \'self\'"}',
        '{"key": "client_secret", "value": "{{client_secret}}"}',
        '{"name": "sessionid", "value": "' + "a" * 32 + '"}',
        '"cookies": [{"name": "_ga", "value": "GA1.2.1234567890.1700000000"}]',
        '{"env": {"STRIPE_SECRET_KEY": "@stripe-secret-key"}}',  # a Vercel secret reference
        "DATABASE_URL=postgresql://user:password@localhost:5432/app",
        "curl -u username:password https://httpbin.org/basic-auth/username/password",
        'cloud.auth: "elastic:${ES_PASSWORD}"',
        "  - https://conda.anaconda.org/t/<TOKEN>/acme",
        '"apikey": [{"key": "in", "value": "header"}, {"key": "key", "value": "Ocp-Apim-Subscription-Key"}]',
        '"cookies": [{"name": "pendo_session", "value": "6a8d2c1f9e3b4a7d8c0e1f2a3b4c5d6e"}]',
    ],
)
def test_app_and_api_client_files_without_a_secret(text: str) -> None:
    assert find_secrets(text) == []


def test_a_storage_key_printed_by_az_and_a_token_after_a_zsh_prompt() -> None:
    key = "7luW8LERvYMqERi8LoW3DFC7CQW6+zkqVbwAgnCe4QLzdAVR/Sngm01dzWl73oAiGmwgrCnyKAK2HwZOaVYpeF=="
    text = (
        '$ az storage account keys list -g rg-atlas \\\n  -n stglobexdev --query "[0].value" \\\n  -o tsv\n'
        + key
        + "\n"
    )
    assert key not in redact_secrets(text)[0]
    token = "ciow9IlkcSNyp60pJ87IJSnJeorl8yJgW9d"
    assert token not in redact_secrets("% cargo login " + token + "\n")[0]


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("пароль: Qwerty2024 — временный", "Qwerty2024"),
        ("contraseña: Kx9#mP2$vL7q → caduca el viernes", "Kx9#mP2$vL7q"),
        ("Passwort für Jenkins ist soleil1975 → bitte ändern", "soleil1975"),
        ("mot de passe : Verano#2024 : valable jusqu'à vendredi", "Verano#2024"),
        ("Вход: jenkins / Qwerty2024 → сменить", "Qwerty2024"),
    ],
)
def test_a_password_followed_by_a_comment_after_a_dash_or_arrow(text: str, secret: str) -> None:
    # only a word of letters followed by a colon, arrow or dash is a label (`pour Jenkins : <pw>`)
    assert secret not in redact_secrets(text)[0]


_LANG_PW = "Vr4#mQ9!tLz2"
_LANG_KEY = "ghx9Xk2mQ7vL3pR8sT1wY4zB6nC0dF5h"


@pytest.mark.parametrize(
    "text",
    [
        # Nordic, Finnish, Estonian, Icelandic
        f"Lösenordet till servern är {_LANG_PW}",
        f"Passordet til wifi er {_LANG_PW}",
        f"Adgangskoden er {_LANG_PW}",
        f"Salasana on {_LANG_PW}",
        f"Parool: {_LANG_PW}",
        f"Lykilorð: {_LANG_PW}",
        # Central and Eastern Europe, the Balkans, the Baltics, Greece
        f"Heslo k serveru je {_LANG_PW}",
        f"A jelszó: {_LANG_PW}",
        f"Parola pentru server este {_LANG_PW}",
        f"Noua parolă: {_LANG_PW}",
        f"Lozinka za bazu je {_LANG_PW}",
        f"Geslo: {_LANG_PW}",
        f"Slaptažodis: {_LANG_PW}",
        f"Ο κωδικός πρόσβασης είναι {_LANG_PW}",
        # Vietnamese, Indonesian, Swahili
        f"Mật khẩu mới: {_LANG_PW}",
        f"Kata sandi server adalah {_LANG_PW}",
        f"Nenosiri ni {_LANG_PW}",
        # right-to-left scripts, Hindi, Thai (no spaces between words)
        f"הסיסמה היא {_LANG_PW}",
        f"كلمة المرور: {_LANG_PW}",
        f"رمز عبور: {_LANG_PW}",
        f"पासवर्ड: {_LANG_PW}",
        f"รหัสผ่านคือ {_LANG_PW}",
        # API keys
        f"API-nyckel: {_LANG_KEY}",
        f"Klíč API: {_LANG_KEY}",
        f"מפתח API: {_LANG_KEY}",
        f"مفتاح API: {_LANG_KEY}",
    ],
)
def test_passwords_and_keys_in_more_languages(text: str) -> None:
    redacted, _ = redact_secrets(text)
    assert _LANG_PW not in redacted and _LANG_KEY not in redacted


@pytest.mark.parametrize(
    "text",
    [
        "Lösenordet måste ha minst 12 tecken.",
        "Salasana on vaultissa.",
        "Heslo najdeš v 1Passwordu.",
        "A jelszó lejár 2025-01-01-én.",
        "Lozinka je u trezoru.",
        "Ο κωδικός σφάλματος είναι 0x80070005",  # Greek's word for a password also means "code"
        "Mật khẩu phải có 12 ký tự.",
        "הסיסמה נמצאת בכספת",
        "كلمة المرور في الخزنة",
        "रहस्य: पासवर्ड vault में है",
        "รหัสผ่านอยู่ใน vault",
        "Passordet er $DB_PASSWORD",
        "Adgangskoden er <password>",
        "Windows11 salasana vaihdettu",
        "Het Parool van vandaag",
        "Heslo pro Postgres16 je v trezoru",
        "Nytt lösenord för Jenkins: se valvet",
    ],
)
def test_more_languages_without_a_password(text: str) -> None:
    assert find_secrets(text) == []


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        # "changed to": the word for "to" joins the noun to its value; a word before a copula is the subject
        ("Jag bytte lösenordet för Mailgun till Saffron!41x i morse.", "Saffron!41x"),
        ("Lösenordet till servern är " + _LANG_PW, _LANG_PW),
        ("Azi am schimbat parola de la Jenkins în wZfsK%~#0&v=8L?!G.", "wZfsK%~#0&v=8L?!G"),
        # the value first, then a copula and the noun
        ("JAImT4IB6QeTrVNUW är lösenordet för admin-användaren.", "JAImT4IB6QeTrVNUW"),
        ("deesaa1aNiga е паролата на потребителя admin.", "deesaa1aNiga"),
        # a user and password after the login words of more languages
        ("Logga in med deploy / " + _LANG_PW, _LANG_PW),
        ("Mag-login gamit ang root / " + _LANG_PW, _LANG_PW),
        # PINs
        ("A kártya PIN-kódja 5294.", "5294"),
        ("PIN-koden till kortet är 545326.", "545326"),
        ("Kortelės PIN kodas yra 352929.", "352929"),
        ("PIN-koodi on 583921", "583921"),
        ("Redis slaptažodis yra " + _LANG_PW, _LANG_PW),
        # after "changed", the word for "to" names what the password became: a human one counts
        ("Jeg endret passordet for Zabbix til ouzo$44 i dag tidlig.", "ouzo$44"),
        ("Cambié la contraseña de Nextcloud a Mariposa98.", "Mariposa98"),
        # the English noun with another language's copula
        (
            "Palvelun Sentry token on zrFgQ11ilJbDWcFnz0UI07v6pgeRVc2B1, se on voimassa",
            "zrFgQ11ilJbDWcFnz0UI07v6pgeRVc2B1",
        ),
        (
            "Tokenet til Proxmox er 325abdc3c1d637fc5473bae5cf516743800b9619 og",
            "325abdc3c1d637fc5473bae5cf516743800b9619",
        ),
    ],
)
def test_more_languages_changed_to_value_first_logins_and_pins(text: str, secret: str) -> None:
    assert secret not in redact_secrets(text)[0]


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("WLAN-Schlüssel: 4711Sonnenblume", "4711Sonnenblume"),
        ("Wi-Fi-kode: Sommer2024", "Sommer2024"),
        ("- Guest WiFi key: Sunflower-4711", "Sunflower-4711"),
        ("clé WiFi : Soleil2024", "Soleil2024"),
        ("SSID HomeNet, PSK Sunflower4711", "Sunflower4711"),
        ("The Wi-Fi code is gR7qLm2pXz", "gR7qLm2pXz"),
        ("รหัสไวไฟ: Sunflower4711", "Sunflower4711"),
    ],
)
def test_a_wifi_key_in_prose(text: str, secret: str) -> None:
    assert secret not in redact_secrets(text)[0]


@pytest.mark.parametrize(
    "text",
    [
        "WiFi key rotation: quarterly",
        "The WiFi key is on the fridge.",
        "WPA2-PSK: AES",
        "Use WPA3 key management (SAE) instead of PSK mode.",
        "IKEv2 PSK auth: enabled",
        "Network key: see-router-label",
    ],
)
def test_notes_about_wifi_keys_hold_none(text: str) -> None:
    assert find_secrets(text) == []


def test_an_english_pin_on_a_port_is_no_pin() -> None:
    assert find_secrets("The PIN on port 8080 is wired to the relay") == []
    assert find_secrets("the API key on staging-eu-west-1-cluster is rotated weekly") == []
    assert find_secrets("Das Passwort für das Wiki auf Confluence2024 umgezogen") == []


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("User: what is the staging DB password?\nAssistant: It is Sommer2024!", "Sommer2024!"),
        ("> **Meg:** hva er passordet til Postgres?\n> **Ola:** det er l4-$nu%YV!d8fN#~z", "l4-$nu%YV!d8fN#~z"),
        ("> **Én:** mi a Jenkins jelszava?\n> **Zoltán:** ez: praha!75", "praha!75"),
        ("[09:27] أنا: ما هي كلمة مرور Metabase؟\n[09:03] سارة: هي 6&dqD@&mL~$3z%QmFF", "6&dqD@&mL~$3z%QmFF"),
    ],
)
def test_a_password_given_as_the_answer_to_a_question(text: str, secret: str) -> None:
    assert secret not in redact_secrets(text)[0]


@pytest.mark.parametrize(
    "text",
    [
        "User: what is the password policy?\nAssistant: See Confluence.",
        "Q: where is the password?\nA: in 1Password",
        "Q: what is the wifi password?\nA: ask Bob",
        "What is the password for Postgres16?\nPostgres16",
        "What is the password?\nIt rotates every 90 days.",
        "Who changed the password?\nalice.smith2024",
        "Did you reset the password?\nYes, done.",
    ],
)
def test_answers_that_are_not_a_password(text: str) -> None:
    assert find_secrets(text) == []


def _b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


# Change artefacts agents paste into notes: diffs, word diffs, CI logs, substitutions
@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("REGISTRY_AUTH='Basic " + _b64("ci:PhoenixBerlin24#") + "'", _b64("ci:PhoenixBerlin24#")),
        ("config_test.go:15: &{RegistryAuth:Basic " + _b64("svc:mQ2vL9pz!x") + " Timeout:30s}", _b64("svc:mQ2vL9pz!x")),
        ('> L116: api_key = "fPfdMLSjnQUwN6S2RooMIgxL1WRyOcJXGaINw"', "fPfdMLSjnQUwN6S2RooMIgxL1WRyOcJXGaINw"),
        ("app.api.key=[-test-]{+yKPWmzNz48VZQIIXRLSeUrgGCZR75jfGHGI+}", "yKPWmzNz48VZQIIXRLSeUrgGCZR75jfGHGI"),
        (
            "app.webhook.secret=[-d7540d1590f8d45cad95e3fd2d7d632a-]{+${WEBHOOK_SECRET}+}",
            "d7540d1590f8d45cad95e3fd2d7d632a",
        ),
        (
            "```diff\n@@ -3,2 +3,2 @@\n openai_api_key =\n-xxx\n+sk-proj-"
            + "Xq7vR2kLm9PzT4wN8cYb3HjD6fGs" * 3
            + "\n```",
            "Xq7vR2kLm9PzT4wN8cYb3HjD6fGs" * 3,
        ),
        (
            '```console\n$ echo "$ENCRYPTION_KEY"\nM27yKK2ik2dSISd3ghQlB/37GwN4TYPymz3yhFFAF5k=\n```',
            "M27yKK2ik2dSISd3ghQlB",
        ),
        ("```\n$ printenv DB_PASSWORD\nSommer2024!x\n```", "Sommer2024!x"),
        (
            "run: sed -i 's/__TOKEN__/AIzaw2qM2aaL37jYhGT1ron98UqNfj1ygHAn6jf/' settings.py",
            "AIzaw2qM2aaL37jYhGT1ron98UqNfj1ygHAn6jf",
        ),
        ('RUN sed -i "s|__SMTP_PASSWORD__|Purple1995_|g" /app/config.yml', "Purple1995_"),
        ("+- Rotated the password; new value LondonOrange70# is live on staging", "LondonOrange70#"),
        ("- Rotated the secret key; new value 2DKRaCBHZM8Z/7Hc7562BU3vw6TcBoVf5iPmlUDl is live", "2DKRaCBHZM8Z/7Hc"),
        ('      ~ "DB_PASSWORD" = "placeholder" -> "Harbor20.Maple"', "Harbor20.Maple"),
    ],
)
def test_secrets_in_change_artefacts(text: str, secret: str) -> None:
    assert secret not in redact_secrets(text)[0]


@pytest.mark.parametrize(
    "text",
    [
        "Basic " + _b64("user:password"),
        "Basic " + _b64("alice:<password>"),
        "Basic " + _b64("ci:${PASS}"),
        "Basic authentication is enabled on the registry",
        "See [-the old docs-] for {+the new docs+}.",
        "```\n$ echo $HOME\n/home/alice\n```",
        "sed -i 's/__TOKEN__/${TOKEN}/' deploy.env",
        "sed -i 's/api_key/api_token/g' *.py",
        "sed -i 's/OLD_TOKEN_NAME/NEW_TOKEN_NAME/g' settings.py",
        "let api_key: ApiKey = load();",
        "Changed the cache key TTL; new value 300 is live",
        '  ~ "API_KEY" = "(sensitive value)" -> (known after apply)',
        '  ~ instance_type = "t3.small" -> "t3.medium"',
    ],
)
def test_change_artefacts_without_a_secret(text: str) -> None:
    assert find_secrets(text) == []


_B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def _b58check(payload: bytes) -> str:
    import hashlib

    raw = payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    number, out = int.from_bytes(raw, "big"), ""
    while number:
        number, digit = divmod(number, 58)
        out = _B58[digit] + out
    return "1" * (len(raw) - len(raw.lstrip(b"\0"))) + out


def _b58(raw: bytes) -> str:
    number, out = int.from_bytes(raw, "big"), ""
    while number:
        number, digit = divmod(number, 58)
        out = _B58[digit] + out
    return out


_KEY32 = bytes(range(7, 39))
_WIF = _b58check(b"\x80" + _KEY32 + b"\x01")
_XPRV = _b58check(bytes.fromhex("0488ade4") + bytes(range(1, 42)) + b"\0" + _KEY32)
_B64_40 = base64.b64encode(bytes(range(90, 120))).decode()
_SOL_ARRAY = "[" + ",".join(str((i * 37 + 11) % 256) for i in range(64)) + "]"


# Key material: private keys, wallet secrets and symmetric keys, by what each format is
@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("Paper wallet:\n\n    hot_wallet_wif: " + _WIF, _WIF),
        ('bitcoin-cli importprivkey "' + _WIF + '" "paper" false', _WIF),
        ("Treasury account key: wpkh(" + _XPRV + "/84h/0h/0h/0/*)", _XPRV),
        ("- NOSTR_NSEC: `nsec1" + "q9s8z7w6" * 7 + "qa`", "nsec1" + "q9s8z7w6" * 7 + "qa"),
        ("Phantom export for the treasury wallet: " + _b58(bytes(range(100, 164))), _b58(bytes(range(100, 164)))),
        ("Contents of ~/.config/solana/id.json:\n\n```json\n" + _SOL_ARRAY + "\n```", _SOL_ARRAY),
        (
            "seed phrase: bird seven bonus salute season weather april below say afraid shock worth",
            "bird seven bonus salute season weather april below say afraid shock worth",
        ),
        (
            "Recovery words, as written on the card:\n\n```\nwedding book wool whisper\nwarfare bus beyond blame\n"
            "agree admit sand before\n```",
            "agree admit sand before",
        ),
        ("untrusted comment: minisign encrypted secret key\nRWRTY0Iy" + _B64_40, "RWRTY0Iy" + _B64_40),
        ("250-PrivateKey=ED25519-V3:" + _B64_40 + _B64_40, _B64_40 + _B64_40),
        (
            "a" * 52 + "bcde:descriptor:x25519:" + "NQD4GJ3DIRMENNM7EQO6N7MLL63Y3G2AVJWGZQQBVBWNEIK6AY3A",
            "NQD4GJ3DIRMENNM7EQO6N7MLL6",
        ),
        ("Unseal Key 3: " + _B64_40, _B64_40),
        ("| Unseal Key 1 | " + _B64_40 + " | prod |", _B64_40),
        (
            '{"kty": "oct", "kid": "hmac-9", "k": "4aads3MHpIPSnOHNQNWMflQytfMWGozXF0kJ1Q5Uops"}',
            "4aads3MHpIPSnOHNQNWMfl",
        ),
        (
            '{"keyData": {"typeUrl": "type.googleapis.com/google.crypto.tink.HmacKey", "value": "EgQIAxAgGiB3uUsN'
            + _B64_40
            + '", "keyMaterialType": "SYMMETRIC"}}',
            _B64_40,
        ),
        ("PFX_BASE64=/u3+7QAAAAIAAAABAAAAAQAGdXBsb2Fk" + _B64_40, _B64_40),
        (
            "    ---- BEGIN SSH2 ENCRYPTED PRIVATE KEY ----\n    P2/56wAAAtMAAAA3aWYtbW9kbntzaWdue3JzYS\n",
            "P2/56wAAAtMAAAA3aWYtbW9kbntz",
        ),
    ],
)
def test_key_material(text: str, secret: str) -> None:
    assert secret not in redact_secrets(text)[0]


@pytest.mark.parametrize(
    "text",
    [
        "| contract | address |\n|---|---|\n| Token | `0x17fB4698c636E52792aB0E3b35806C75B7bF35Af` |",
        "    interface: wg0\n      public key: xl/n/wqmmP8zh+lUTVF+D0+8j33lluy/nVczeRUFjqM=\n      private key: (hidden)",
        "```pem\n-----BEGIN RSA PRIVATE KEY-----\n"
        + "x" * 64
        + "\n"
        + "x" * 40
        + "\n-----END RSA PRIVATE KEY-----\n```",
        "Tx signature " + _b58(bytes(range(100, 164))) + " confirmed on devnet (wallet: treasury)",
        "| KeyId | `mrk-2a2bed8d7d3a827762d082338b5e05b2` |",
        "verifying_key=5d275c8835f7fcfef404e8790491b5b9fcea2e20fd50812539687cc279bc1a2b",
        "- authorized_clients/laptop.auth: `descriptor:x25519:XXDTTJFZRRUA2UIYRWTPKDAU5EEGGN75353XOQ7J5CQ2GUGR3RA`",
        "What the .env.example says:\n\n- key: `HMAC_SECRET=REPLACE_ME`",
        "The seed phrase is stored in the vault and never leaves the hardware wallet at all, we keep it there",
        '{"kty": "EC", "crv": "P-256", "x": "f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU", "y": "x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0"}',
    ],
)
def test_public_key_material_and_lookalikes(text: str) -> None:
    assert find_secrets(text) == []


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            "For reference, SECRET_KEY is django-insecure-y8s9q-4ugn^ucbas_#u2zuze$)8(4&wql8ntmpxfrf+ - keep it",
            "y8s9q-4ugn",
        ),
        (
            "FYI CRYPT_KEY is GhV+38JbabMqMPA/keJ3dPtA1LkNJzSJUmNNYfia/ak=.",
            "GhV+38JbabMqMPA/keJ3dPtA1LkNJzSJUmNNYfia/ak=",
        ),
        (
            "The AES-256 key for the nightly backup archives is 5SjIHn1iS6HM+eFP5JJ+z1TEituZI/j8HtAPmpBs/V4=; old",
            "5SjIHn1iS6HM",
        ),
        ("```\n$ cat config/master.key\n6202d42158d3f6a21a20b0a816465383\n```", "6202d42158d3f6a21a20b0a816465383"),
        (
            "| item | value |\n|---|---|\n| APP_KEY | `base64:I2pGHPX4f3EDEyKMYvDFpubEYUJSXZgxf5rcwMEABn0=` |",
            "I2pGHPX4f3ED",
        ),
        ("    APP_KEY=base64:/encmRlpjMDMcm7efDKElpBY451MaiXeY5kOLlpo9vQ=", "/encmRlpjMDMcm7efDKEl"),
        (
            "| item | value |\n|---|---|\n| SECRET_KEY_BASE | " + "ae7f1e9276cc2c49a5ed448f1a81c63f" * 4 + " |",
            "ae7f1e9276cc2c49",
        ),
    ],
)
def test_symmetric_keys_by_their_names(text: str, secret: str) -> None:
    assert secret not in redact_secrets(text)[0]


@pytest.mark.parametrize(
    "text",
    [
        "The API_KEY is required for every call.",
        "DB_PASSWORD is set in Vault.",
        "GITHUB_TOKEN is ${{ secrets.GITHUB_TOKEN }}",
        "| Key | Value |\n|---|---|\n| Token rotation commit | 4b825dc642cb6eb9a060e54bf8d69288fbee4904 |",
        "```\n$ cat secrets.txt\nsee the vault\n```",
    ],
)
def test_names_of_symmetric_keys_without_one(text: str) -> None:
    assert find_secrets(text) == []


_SIG64 = "[" + ",".join(str((i * 97 + 13) % 256) for i in range(64)) + "]"


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        # HMAC and webhook secrets named for verifying: a secret, unlike a signature scheme's verifying key
        ('email_verification_key = "iMr0sadyRwCkqW4kiEV1ykMkOIxPkOaTnSGbHwsF"', "iMr0sadyRwCkqW4k"),
        ('webhook_verify_key: "HRi5mYF4BkRXvjbeTzzH8mXYDrCBbWvyGUXo"', "HRi5mYF4BkRXvjbe"),
        ('hmac_verify_key = "4CwePRLDDGZ98XlOTh4Msg3U1UYx1Y85e4Qd"', "4CwePRLDDGZ98XlO"),
        # a password that holds a word diff's markers itself
        ('password: "Xy[-9k-]Qut71!"', "Qut71!"),
        ("password=5LnVn{+3rGv+}slx", "5LnVn"),
        # a type annotation between the key and its value
        ('api_key: typing.Final = "Qq2gj9VbAPiOaA8SiPpzXROGMrpHvqvF"', "Qq2gj9VbAPiOaA8S"),
        ('secret_key: secrets_t = "PYEKfnDVLQlol9weYl1BBu1gzJqzy7wS"', "PYEKfnDVLQlol9we"),
        # a real placeholder filled in, a wallet's own phrase
        ("sed -i 's/__JWT_SECRET__/kR7vQ2xZp9LmW4tB/' .env", "kR7vQ2xZp9LmW4tB"),
        ("keypair for the treasury wallet: " + _SIG64, _SIG64[1:20]),
    ],
)
def test_secrets_a_review_of_the_key_rules_found_missed(text: str, secret: str) -> None:
    assert secret not in redact_secrets(text)[0]


@pytest.mark.parametrize(
    "text",
    [
        # published seed phrases and lists of words that are no seed phrase
        "Test vector (BIP-39, Trezor vectors.json) mnemonic: legal winner thank year wave sausage worth useful legal "
        "winner thank yellow",
        "Ganache dev chain mnemonic is candy maple cake sugar pudding cream honey rich smooth crumble sweet treat",
        "seed phrase: alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima",
        "Keywords (recovery phrase epic): route task sync serve major test token push branch stage owner code",
        # printed values that describe a secret
        "$ cat ~/.config/app/token_expiry\n2025-11-30T23:59:59Z\n",
        "echo $API_KEY_ID\n2f5f6a70-f6bc-6294-4706-e41aeea54b1c\n",
        "echo $CACHE_KEY\nnpm-cache-Linux-7f3c2a9e1b5d4c8f\n",
        "$ echo $KEY_ALGORITHM\nECDSA_P256_SHA256\n",
        # renames, not a placeholder filled in
        "sed -i 's/key_v1/key_v2_rotated/' migrations/0042.sql",
        "sed -i 's|tokenStore|apiKeyV2|g' $(git ls-files '*.java')",
        "sed -i 's/__JWT_SECRET__/please-change-this/' .env.sample",
        # "basic" and base64 that is no user:password
        "log: decoded state param (basic dXJuOnV1aWQ6NTUwZTg0MDAtZTI5Yi00MWQ0LWE3MTYtNDQ2NjU1NDQwMDAw)",
        "auth=basic MjAyNC0wNS0wMVQxMDowMDowMFo=",
        "Basic Q29udGVudC1UeXBlOiB0ZXh0L3BsYWlu",
        "basic cmViYXNlOnRpY2tldA== is the encoded label",
        # what a sentence says of a secret
        "ADMIN_PWD is `ed25519`",
        "SECRET_KEY is Django-managed.",
        "VAULT_TOKEN was hvs.-prefixed.",
        "Note: SECRET_KEY is 1Password:Engineering/Stripe in staging.",
        "NIST SP 800-38A test vector: AES-128 key is 2b7e151628aed2a6abf7158809cf4f3c",
        # Wi-Fi security modes and network names
        "Wi-Fi key exchange uses SAE in WPA3-Personal.",
        "The WiFi key is WPA2-Personal, not Enterprise.",
        "Wi-Fi code: GuestNet-5GHz (the SSID; code on card)",
        # the product a password was changed in
        "Ho cambiato la password a Grafana11 perché la vecchia era scaduta",
        "Cambié la contraseña en Keycloak2024 y en Grafana.",
        # signatures, digests, fillers and published examples of key formats
        "solana confirm -v U8TmWvcQcHd1Aue1AmT7hGhFqBWxAhmKsxQKRrX3YZcLMyukgvbzN6zrPk7v6RQzYd8u24LXsALW3siBT8RRysj",
        "wallet test: expected signature = " + _SIG64,
        "solana keypair: [" + ",".join(["0"] * 64) + "]",
        "Bitcoin wiki WIF example: 5HueCGU8rMjxEXxiPuD5BDku4MkFqeZyd4dZ1jvhTVqvbTLvyTJ",
        "BIP-32 test vector 1, chain m: xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6L"
        "nF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi",
        "NIP-19 spec example: nsec1vl029mgpspedva04g90vltkh6fvh240zqtv9k0t9af8935ke9laqsnlfe5",
        "NOSTR_NSEC=nsec1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq",
        "Unseal Key 1: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
        "Unseal Key 3: REDACTEDREDACTEDREDACTEDREDACTED",
        'RFC 7517 Appendix A.3 example (public): {"kty":"oct","alg":"A128KW","k":"GawgguFyGrWKav7AX4VKUg"}',
        '{"kty":"RSA","n":"dM5m2gjAU+cGEYhoB31NyHkjDU4FedtZHr4e9EYRuYdP6ys6KQH40Y0RU8ZFbEJRMZoPeuKu","e":"AQAB"}\n'
        '{"d":"8720ae8fc0a294d059a55ead", "t": 1}',
        "truststore.jks (public CA certs only) base64 for CI:\n/u3+7QAAAAIAAAABAAAAAgAHcm9vdC1jYQAAAYvUpRzEHo/CDILuKgol1vX"
        "zVgmX5wsitoCDeErRV/RwdkjsHw8Nmm3xuCE9tlKp",
        "Convert with `ssh-keygen -i -f key.ssh2`; the input starts with `---- BEGIN SSH2 ENCRYPTED PRIVATE KEY ----`.",
        "SECRET_KEY = 'django-insecure-change-me-in-production-please-thanks'",
    ],
)
def test_lookalikes_a_review_of_the_key_rules_found(text: str) -> None:
    assert find_secrets(text) == []


def test_the_bip39_word_list_is_the_standard_one() -> None:
    from importlib import resources

    data = resources.files("memstone").joinpath("data/bip39-english.txt").read_bytes()
    assert hashlib.sha256(data).hexdigest() == "2f5eed53a4727b4bf8880d8f3f199efc90e58503646d9ff8eff3a2ed3b24dbda"
    assert len(data.split()) == 2048


@pytest.mark.parametrize(
    ("content", "needle"),
    [("[]", 'no "results" list'), ('{"results": [{"path": 1}]}', "each result needs"), ("{", "not JSON")],
)
def test_a_malformed_baseline_is_named_in_plain_words(git_repo: Path, content: str, needle: str) -> None:
    (git_repo / "b.json").write_text(content, encoding="utf-8")
    proc = _memstone(git_repo, "scan", "--baseline", "b.json")
    assert proc.returncode == 2 and needle in proc.stderr and "list indices" not in proc.stderr, proc.stderr
