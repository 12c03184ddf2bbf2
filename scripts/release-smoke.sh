#!/bin/sh
# The release binary (what `make run` and `make install` give) links and runs. It is built unlike
# the test builds (static Swift runtime, lld, packed relocations), and it must take every Debian
# library from the system, so that a security update of one reaches it at its next start.
set -eu
bin=$1
"$bin" --version >/dev/null
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT
# Creates the embedded store and reads it back: the system's SQLite at work.
"$bin" store migrate --data-dir "$data" >/dev/null
"$bin" accounts list --data-dir "$data" >/dev/null
libraries=$(ldd "$bin")
if echo "$libraries" | grep 'not found'; then
    echo "release-smoke: $bin needs a library this machine does not have" >&2
    exit 1
fi
for library in libsodium libsqlite3 libncursesw libutf8proc; do
    if ! echo "$libraries" | grep -Eq "^[[:space:]]*$library\.so\.[0-9.]+ => /(usr/)?lib/"; then
        echo "release-smoke: $bin does not load $library from the system (built in from its archive?):" >&2
        echo "$libraries" >&2
        exit 1
    fi
done
# What only some launches need is loaded on first use (Sources/CDynamicLoader), not at start.
if echo "$libraries" | grep -E 'libnettle|libhogweed|libqrencode|libzxcvbn|libpam|libcurl|libpq|libpng|libjpeg'; then
    echo "release-smoke: $bin loads at start a library it should dlopen on first use" >&2
    exit 1
fi
echo "release-smoke: $bin runs, with libsodium, SQLite, ncurses and utf8proc from the system and Nettle (libnettle, libhogweed), libqrencode, libzxcvbn, libpam, libcurl, libpq, libpng and libjpeg left for first use"
