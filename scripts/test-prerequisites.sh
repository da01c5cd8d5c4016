#!/usr/bin/env bash
# The Debian packages the tests use beside Node: Chromium for the browser tests, xmllint for the
# sitemap schema, Java for the W3C HTML checker (vnu.jar, from npm), PostgreSQL's server programs
# for the tests that start a throwaway cluster of their own (tests/support/postgres-cluster.ts),
# dovecot for the inbound mail's IMAP server (tests/support/dovecot.ts).
# As root, missing ones are installed; otherwise one line says what to run. `npm test` and CI
# (.ci/run) both start here.
set -euo pipefail

missing=()
if [ -z "${CHROMIUM_PATH:-}" ] && ! command -v chromium >/dev/null 2>&1; then missing+=(chromium); fi
if ! command -v xmllint >/dev/null 2>&1; then missing+=(libxml2-utils); fi
if ! command -v java >/dev/null 2>&1; then missing+=(default-jre-headless); fi
if ! compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then missing+=(postgresql); fi
if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then missing+=(nginx); fi
if [ ! -x /usr/sbin/dovecot ]; then missing+=(dovecot-imapd); fi
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
  echo "The tests need Debian packages that are missing; run: sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "Installing ${missing[*]} from Debian"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "${missing[@]}" >/dev/null
