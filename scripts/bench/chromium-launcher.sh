#!/bin/sh
# Starts Debian's chromium ($CHROMIUM_PATH, or /usr/bin/chromium) with every --disable-features list it is
# given joined into one. Chromium honours only the last such flag, and Playwright and chrome-launcher each
# pass a list of their own before ours (scripts/bench/chromium.ts): without this, ours would switch theirs
# back on, or theirs ours.
features=""
for arg; do
  shift
  case "$arg" in
    --disable-features=*) features="$features,${arg#--disable-features=}" ;;
    *) set -- "$@" "$arg" ;;
  esac
done
exec "${CHROMIUM_PATH:-/usr/bin/chromium}" "$@" ${features:+"--disable-features=${features#,}"}
