#!/bin/sh
# Prints the closing line "tests: N passed, M failed, K skipped" of a parallel `swift test` run.
#
# Usage: test-summary.sh XUNIT_REPORT TEST_LOG
# Totals and failures come from the xUnit report; skips from the log of the verbose run (the
# report has no element for them), each counted once and never as a pass. With CI=true, a skipped
# test that the "Expected skips" list of docs/development.md does not name fails the summary (exit 1).
set -eu
report="$1"
log="$2"
skips_page="$(dirname "$0")/../docs/development.md"
[ -f "$report" ] || { echo "tests: no report at $report" >&2; exit 1; }
[ -f "$log" ] || { echo "tests: no test log at $log" >&2; exit 1; }
line=$(grep -m1 '<testsuite ' "$report")
attr() { printf '%s\n' "$line" | sed -n "s/.* $1=\"\([0-9]*\)\".*/\1/p"; }
total=$(attr tests)
failed=$(($(attr failures) + $(attr errors)))
# "Test Case 'Suite.testName' skipped (0.001 seconds)"; a test that also failed counts as failed.
skipped_names=$(sed -n "s/^Test Case '\([^']*\)' skipped (.*/\1/p" "$log" | sort -u)
failed_names=$(sed -n "s/^Test Case '\([^']*\)' failed (.*/\1/p" "$log" | sort -u)
skipped_only=$(printf '%s\n' "$skipped_names" | grep -v -x -F "$failed_names" 2>/dev/null || true)
[ -n "$failed_names" ] || skipped_only=$skipped_names
skipped=$(printf '%s\n' "$skipped_only" | grep -c . || true)
# Each reason once, then the tests skipped for it.
for name in $skipped_only; do
    reason=$(grep -m1 -F " $name : Test skipped - " "$log" | sed 's/.* : Test skipped - //' || true)
    printf '%s\t%s\n' "${reason:-no reason given}" "$name"
done | sort | awk -F '\t' '$1 != last { print "skipped: " $1; last = $1 } { print "  " $2 }'
echo "tests: $((total - failed - skipped)) passed, $failed failed, $skipped skipped"

# The expected skips: backquoted Suite.testName items under the page's "Expected skips" heading.
expected=$(sed -n '/^#* *Expected skips/,/^#/p' "$skips_page" | grep -o '`[A-Za-z0-9_]*\.test[A-Za-z0-9_]*`' |
    tr -d '`' || true)
unexpected=""
for name in $skipped_only; do
    printf '%s\n' "$expected" | grep -q -x -F "$name" || unexpected="$unexpected $name"
done
if [ -n "$unexpected" ]; then
    if [ "${CI:-}" = "true" ]; then
        echo "tests: FAILED in CI: skipped but not listed under \"Expected skips\" in docs/development.md:" >&2
        printf '  %s\n' $unexpected >&2
        exit 1
    fi
    echo "tests: in CI (CI=true) the $(printf '%s\n' $unexpected | grep -c .) skips not listed under \"Expected skips\" in docs/development.md would fail the run"
fi
