#!/usr/bin/env bash
# Installs the system packages Parley needs beyond Node.js, so that the README's start and test
# commands work on a fresh machine. Shared by those two commands and by .ci/run.
#
#   scripts/setup.sh          what the product needs: ffmpeg, pocketsphinx and its US English model,
#                             sphinxbase-utils (compiles each project's language model)
#   scripts/setup.sh --test   also what the tests need: Chromium, flite (synthetic speech), psql
#
# With apt-get (Debian, Ubuntu) it installs what is missing, as root or through `sudo -n`.
# Anywhere else, or without the rights to install, it stops and prints the exact command to run.
# Nothing is done when everything is already there, so it is cheap to run before every start.
set -euo pipefail

for_tests=false
for argument in "$@"; do
  case "$argument" in
    --test) for_tests=true ;;
    -h | --help)
      sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'
      exit 0
      ;;
    *)
      echo "setup: unknown option '$argument' (use --test for the test tools)" >&2
      exit 2
      ;;
  esac
done

say() { printf '[setup] %s\n' "$*"; }

# --- Node.js: the one thing this script does not install.
if ! command -v node >/dev/null 2>&1 ||
  ! node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 20 || (a === 20 && b >= 19) ? 0 : 1)'; then
  echo "[setup] Parley needs Node.js 20.19 or newer (found: $(node --version 2>/dev/null || echo none)): https://nodejs.org/en/download" >&2
  exit 1
fi

# --- What is missing. Each entry is a command to look for (or a file the model must have) and,
# per platform, the package that provides it.
pocketsphinx_model=/usr/share/pocketsphinx/model/en-us/en-us
missing=()
needs() { # needs <present?> <name>
  if ! eval "$1" >/dev/null 2>&1; then missing+=("$2"); fi
}
needs 'command -v ffmpeg' ffmpeg
needs 'command -v pocketsphinx_continuous' pocketsphinx
needs 'command -v sphinx_lm_convert' sphinxbase-utils
needs "test -d $pocketsphinx_model || test -d /usr/local/share/pocketsphinx/model/en-us/en-us || test -d /opt/homebrew/share/pocketsphinx/model/en-us/en-us" pocketsphinx-model
if [ "$for_tests" = true ]; then
  needs 'command -v chromium || test -x "${CHROMIUM_PATH:-/nonexistent}"' chromium
  needs 'command -v flite' flite
  needs 'command -v psql' psql
fi

if ((${#missing[@]} == 0)); then
  say "system packages present (ffmpeg, pocketsphinx, sphinxbase-utils$([ "$for_tests" = true ] && echo ', chromium, flite, psql'))"
  exit 0
fi

# Package names per platform, in the order of `missing`.
debian_package() {
  case "$1" in
    pocketsphinx-model) echo pocketsphinx-en-us ;;
    psql) echo postgresql-client ;;
    *) echo "$1" ;;
  esac
}
fedora_package() {
  case "$1" in
    ffmpeg) echo ffmpeg-free ;;
    pocketsphinx-model) echo pocketsphinx-models ;;
    sphinxbase-utils) echo sphinxbase ;;
    psql) echo postgresql ;;
    *) echo "$1" ;;
  esac
}
brew_package() {
  case "$1" in
    pocketsphinx | pocketsphinx-model) echo cmu-pocketsphinx ;;
    sphinxbase-utils) echo cmu-sphinxbase ;;
    chromium) ;; # a cask, installed by its own command below
    psql) echo libpq ;;
    *) echo "$1" ;;
  esac
}
packages_for() { # packages_for <mapper> → unique package list for what is missing
  local mapper=$1 name
  for name in "${missing[@]}"; do "$mapper" "$name"; done | awk '!seen[$0]++' | tr '\n' ' ' | sed 's/ $//'
}

stop_with() {
  echo "[setup] missing: ${missing[*]}" >&2
  echo "[setup] install them with:" >&2
  echo "    $1" >&2
  echo "[setup] then run the same command again. (Parley also starts without speech to text:" >&2
  echo "[setup] recorded answers are then kept and transcribed once an engine is installed.)" >&2
  exit 1
}

if command -v apt-get >/dev/null 2>&1; then
  packages=$(packages_for debian_package)
  sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
      sudo=(sudo -n)
    else
      stop_with "sudo apt-get update && sudo apt-get install -y --no-install-recommends $packages"
    fi
  fi
  say "installing with apt-get: $packages"
  export DEBIAN_FRONTEND=noninteractive
  # shellcheck disable=SC2086 # the package list is meant to split into words
  if ! { "${sudo[@]}" apt-get update -qq </dev/null &&
    "${sudo[@]}" apt-get install -y -qq --no-install-recommends $packages </dev/null; }; then
    stop_with "sudo apt-get update && sudo apt-get install -y --no-install-recommends $packages"
  fi
  say "installed: $packages"
elif command -v dnf >/dev/null 2>&1; then
  stop_with "sudo dnf install -y $(packages_for fedora_package)"
elif [ "$(uname -s)" = Darwin ]; then
  command="brew install $(packages_for brew_package)"
  [[ " ${missing[*]} " == *" chromium "* ]] && command="$command && brew install --cask chromium"
  stop_with "$command"
else
  stop_with "your package manager's install command for: ${missing[*]}"
fi
