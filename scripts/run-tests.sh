#!/bin/sh
# Runs the built test suites in parallel (extra arguments go to `swift test`, e.g. --filter X) and
# ends with "tests: N passed, M failed, K skipped" (scripts/test-summary.sh).
#
# The xUnit report that the parallel run writes has no element for a skip, so the run is verbose:
# every test's own XCTest output, which says "Test Case '…' skipped", goes to
# .build/test-output.log, and the console shows only progress, failures and skips.
#
# A test still running after AUTHTUI_TEST_LIMIT seconds (300 unless set) is killed by
# scripts/test-watchdog.sh and counts as failed, with what it was waiting for.
set -u
swift=${SWIFT:-swift}
log=.build/test-output.log
report=.build/xunit.xml
status_file=.build/test-status
rm -f "$status_file" "$report"
# The machine's own data directory (what authtui uses when no --data-dir is given): a suite
# that creates it relied on what the machine holds and left something behind.
own_data="${XDG_DATA_HOME:-${HOME:-/nonexistent}/.local/share}/authtui"
[ -e "$own_data" ] && had_own_data=1 || had_own_data=0
hung=.build/test-hung.log
# The physical path: SwiftPM runs the bundle by it, whatever link the checkout was reached through.
sh scripts/test-watchdog.sh "${AUTHTUI_TEST_LIMIT:-300}" "$hung" "$(pwd -P)/.build" &
watchdog=$!
# An interrupted run stops its watchdog too (a background job of sh ignores Ctrl-C).
trap 'kill "$watchdog" 2>/dev/null' EXIT
trap 'exit 130' INT TERM
{
    "$swift" test --skip-build --parallel --disable-swift-testing -v --xunit-output "$report" "$@" 2>&1
    echo "$?" >"$status_file"
} | tee "$log" | grep -E --line-buffered \
    "^\[[0-9]+/[0-9]+\] Testing |: error: |^Fatal error|unexpected signal|No matching test"
status=$(cat "$status_file" 2>/dev/null || echo 1)
sh scripts/test-summary.sh "$report" "$log" || status=1
if [ -s "$hung" ]; then
    cat "$hung" >&2
    status=1
fi
if [ "$had_own_data" = 0 ] && [ -e "$own_data" ]; then
    echo "tests: a test wrote to this machine's own data directory $own_data (removed); give every run a --data-dir" >&2
    rm -rf "$own_data"
    status=1
fi
exit "$status"
