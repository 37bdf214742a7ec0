#!/usr/bin/env bash
# Playwright drives Debian's Chromium, never a downloaded browser. Install it when it is missing and
# we may (root); otherwise say exactly what to do.
set -euo pipefail
browser="${CHROME_PATH:-/usr/bin/chromium}"
[ -x "$browser" ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium is missing: installing Debian's chromium package…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium not found at $browser. Install Debian's 'chromium' package (sudo apt-get install chromium)" >&2
echo "or set CHROME_PATH to a Chromium binary, then run the tests again." >&2
exit 1
