#!/usr/bin/env bash
# Installs the real clients of the end-to-end tests (RealClientTests): Debian's neovim,
# emacs-nox and elpa-eglot (Eglot is built into Emacs >= 29 where Debian has no elpa-eglot),
# nodejs when there is no `node` (the VS Code extension's smoke test), and PyPI's pytest-lsp. Idempotent (installs only what is missing) and quiet (prints the log
# only when something fails). Called by .ci/run; run it by hand as root (or with sudo).
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive

log=$(mktemp)
trap 'rm -f "$log"' EXIT
fail() { echo "install-clients: $1" >&2; cat "$log" >&2; exit 1; }

sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo -n"; fi

updated=0
apt_update_once() {
  [ "$updated" -eq 1 ] && return 0
  $sudo apt-get update -qq >>"$log" 2>&1 || fail "apt-get update failed"
  updated=1
}
installed() { dpkg -s "$1" >/dev/null 2>&1; }
# A package this Debian offers (a candidate version, after refreshing the lists once).
available() {
  local candidate
  candidate=$(apt-cache policy "$1" 2>/dev/null | awk '/Candidate:/ {print $2}')
  if [ -z "$candidate" ] || [ "$candidate" = "(none)" ]; then
    apt_update_once
    candidate=$(apt-cache policy "$1" 2>/dev/null | awk '/Candidate:/ {print $2}')
  fi
  [ -n "$candidate" ] && [ "$candidate" != "(none)" ]
}

missing=()
for package in neovim emacs-nox; do installed "$package" || missing+=("$package"); done
if ! installed elpa-eglot && available elpa-eglot; then missing+=(elpa-eglot); fi
if ! command -v node >/dev/null; then missing+=(nodejs); fi
if ! command -v python3 >/dev/null; then missing+=(python3); fi
if command -v python3 >/dev/null && ! python3 -m pip --version >/dev/null 2>&1; then missing+=(python3-pip); fi

if [ ${#missing[@]} -gt 0 ]; then
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >>"$log" 2>&1 || {
    apt_update_once
    $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >>"$log" 2>&1 ||
      fail "apt-get install ${missing[*]} failed"
  }
fi

if ! emacs --batch -Q --eval "(require 'eglot)" >/dev/null 2>&1 && ! installed elpa-eglot; then
  echo "install-clients: Eglot is neither packaged (elpa-eglot) nor built into this Emacs; the Emacs test will skip" >&2
fi

if ! python3 -c "import pytest_lsp, lsprotocol, pytest" >/dev/null 2>&1; then
  pip=(python3 -m pip install -q --disable-pip-version-check pytest-lsp)
  "${pip[@]}" >>"$log" 2>&1 || {
    # Debian's own python3 is "externally managed" (PEP 668).
    "${pip[@]}" --break-system-packages >>"$log" 2>&1 || fail "pip install pytest-lsp failed"
  }
fi
