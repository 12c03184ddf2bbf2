#!/bin/sh
# `make run` is quiet and its build stable (issue 40 #5). SwiftPM wrote -color-diagnostics into
# the build description only under a terminal, so a build under a terminal after one under a pipe
# (make test's own, just before this) recompiled everything, and back again; and make echoed two
# long command lines before the app started. Here: a release build under a terminal (script(1))
# and then under a pipe compile nothing, and `make run` under a terminal echoes no command line.
set -eu
make=${MAKE:-make}
# As a person runs it, not as make test's sub-make (which says "Entering directory").
unset MAKELEVEL MAKEFLAGS MFLAGS
bin=$1
for where in terminal pipe; do
    if [ "$where" = terminal ]; then
        out=$(script -qec "$make -s release" /dev/null)
    else
        out=$($make -s release 2>&1 | cat)
    fi
    if printf '%s\n' "$out" | tr '\r' '\n' | grep -q 'Compiling'; then
        echo "quiet-build: a release build under a $where after one under the other recompiled:" >&2
        printf '%s\n' "$out" | tr '\r' '\n' | grep 'Compiling' | head -5 >&2
        exit 1
    fi
done
# SwiftPM's own progress may come first (when the Makefile or a source is newer than the binary);
# nothing else may: no recipe make echoes, no compiler command line. Then the app's output.
expected=$("$bin" --version)
out=$(script -qec "$make run ARGS=--version" /dev/null | tr '\r' '\n' | sed 's/\x1b\[[0-9;]*[A-Za-z]//g' | grep -v '^$')
others=$(printf '%s\n' "$out" | grep -v -x -F -e "$expected" \
    | grep -v -E '^(\[[0-9]+/[0-9]+\] [A-Z][a-z]+ |Building for |Build of product |Build complete)' || true)
if [ -n "$others" ] || [ "$(printf '%s\n' "$out" | tail -n 1)" != "$expected" ]; then
    echo "quiet-build: make run printed more than SwiftPM's progress and the app's output:" >&2
    printf '%s\n' "$out" >&2
    exit 1
fi
echo "quiet-build: release builds under a terminal and a pipe compile nothing; make run prints no command line"
