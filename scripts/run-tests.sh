#!/bin/sh
# Runs the built test suites in parallel (extra arguments go to `swift test`, e.g. --filter X) and
# ends with "tests: N passed, M failed, K skipped" (scripts/test-summary.sh).
#
# The xUnit report that the parallel run writes has no element for a skip, so the run is verbose:
# every test's own XCTest output, which says "Test Case '…' skipped", goes to
# .build/test-output.log, and the console shows only progress, failures and skips.
set -u
swift=${SWIFT:-swift}
log=.build/test-output.log
report=.build/xunit.xml
status_file=.build/test-status
rm -f "$status_file" "$report"
{
    "$swift" test --skip-build --parallel --disable-swift-testing -v --xunit-output "$report" "$@" 2>&1
    echo "$?" >"$status_file"
} | tee "$log" | grep -E --line-buffered \
    "^\[[0-9]+/[0-9]+\] Testing |: error: |^Fatal error|unexpected signal|No matching test"
status=$(cat "$status_file" 2>/dev/null || echo 1)
sh scripts/test-summary.sh "$report" "$log" || status=1
exit "$status"
