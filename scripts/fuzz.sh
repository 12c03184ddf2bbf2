#!/bin/sh
# Builds the libFuzzer driver (Fuzz/) with -sanitize=fuzzer,address and runs each target for
# FUZZ_SECONDS, starting from Tests/FuzzCorpus/<target>/ and merging back what found new code.
# Prints one line per target: executions, corpus size, and whether it crashed.
set -eu
SWIFT=${SWIFT:-swift}
SECONDS_EACH=${FUZZ_SECONDS:-60}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
SCRATCH="$ROOT/.build/fuzz"
# -sanitize=fuzzer would also link libFuzzer's main, which clashes with the one SwiftPM gives every
# executable; the same instrumentation plus libFuzzer without its main does it.
CLANG_RT="$(dirname "$(command -v "$SWIFT")")/../lib/swift/clang/lib/linux"
FLAGS="-Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table"
# shellcheck disable=SC2086
"$SWIFT" build --package-path "$ROOT/Fuzz" --scratch-path "$SCRATCH" $FLAGS \
    -Xlinker "$CLANG_RT/libclang_rt.fuzzer_no_main-x86_64.a" -Xlinker -lstdc++
DRIVER="$("$SWIFT" build --package-path "$ROOT/Fuzz" --scratch-path "$SCRATCH" --show-bin-path)/authtui-fuzz"
TARGETS=${*:-key-decoder sanitizer-canvas png jpeg command-line session-file}
status=0
for target in $TARGETS; do
    keep="$ROOT/Tests/FuzzCorpus/$target"
    work="$ROOT/.build/fuzz-corpus/$target"
    artifacts="$ROOT/.build/fuzz-artifacts/$target/"
    log="$ROOT/.build/fuzz-$target.log"
    mkdir -p "$keep" "$work" "$artifacts"
    if AUTHTUI_FUZZ_TARGET=$target "$DRIVER" -max_total_time="$SECONDS_EACH" -print_final_stats=1 \
        -rss_limit_mb=2048 -timeout=10 -artifact_prefix="$artifacts" "$work" "$keep" >"$log" 2>&1; then
        result=ok
    else
        result="CRASH (see $log and $artifacts)"
        status=1
    fi
    AUTHTUI_FUZZ_TARGET=$target "$DRIVER" -merge=1 "$keep" "$work" >>"$log" 2>&1 || true
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    echo "$target: ${runs:-?} executions in ${SECONDS_EACH} s, corpus $(ls "$keep" | wc -l) kept, $result"
done
exit $status
