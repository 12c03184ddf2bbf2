#!/bin/sh
# The release binary (what `make run` and `make install` give) links and runs. It is built unlike
# the test builds: static Swift runtime, C libraries from their archives, start-up symbol order.
set -eu
bin=$1
"$bin" --version >/dev/null
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT
# Creates the embedded store and reads it back: SQLite from its archive at work.
"$bin" store migrate --data-dir "$data" >/dev/null
"$bin" accounts list --data-dir "$data" >/dev/null
if ldd "$bin" | grep -E 'libsqlite3|libsodium|libncursesw|libtinfo|libnettle|libutf8proc|libstdc\+\+|libgcc_s|libqrencode|libzxcvbn|libpam'; then
    echo "release-smoke: $bin loads at start a library it should take from its archive or dlopen" >&2
    exit 1
fi
echo "release-smoke: $bin runs, with SQLite, libsodium, ncurses, utf8proc and the unwinder built in and Nettle, libqrencode, libzxcvbn and libpam left for first use"
