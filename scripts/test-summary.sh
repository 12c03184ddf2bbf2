#!/bin/sh
# Prints the plain closing line "tests: N passed, M failed" from swift test's xUnit report, so the
# parallel run (which prints no XCTest summary of its own) still ends with its counts.
set -eu
report="$1"
[ -f "$report" ] || { echo "tests: no report at $report" >&2; exit 1; }
line=$(grep -m1 '<testsuite ' "$report")
attr() { printf '%s\n' "$line" | sed -n "s/.* $1=\"\([0-9]*\)\".*/\1/p"; }
total=$(attr tests)
failed=$(( $(attr failures) + $(attr errors) ))
echo "tests: $(( total - failed )) passed, $failed failed"
