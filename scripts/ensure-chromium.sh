#!/usr/bin/env bash
# Headless Chromium for the browser tests comes from the OS packages (Debian: chromium), never
# from a test tool's own download. Installs it when /usr/bin/chromium is missing.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing and this is not a Debian/Ubuntu system: install Chromium so that /usr/bin/chromium exists." >&2
  exit 1
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "Installing Chromium from the OS packages..."
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
/usr/bin/chromium --version
