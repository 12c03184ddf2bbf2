#!/bin/sh
# Stops a test that hangs, so that the run ends with its name instead of CI's time limit with none.
#
# `swift test --parallel` runs each test as its own process, `<bundle>.xctest <Suite/test>`. Every
# 10 s this looks for one that has run longer than LIMIT seconds (the slowest test takes about
# 25 s here), prints it and the processes under it (what it was waiting for), and kills them all,
# the processes under it first (a server it started would hold SwiftPM's output pipe open): SwiftPM
# then reports that test as failed, and the run goes on. What it prints goes to REPORT as well, for
# the run's summary to repeat at its end. Only bundles under FOLDER are looked at (this run's own
# build, not another checkout's). Usage: test-watchdog.sh LIMIT REPORT FOLDER
set -u
usage="usage: test-watchdog.sh LIMIT REPORT FOLDER"
limit=${1:?$usage}
report=${2:?$usage}
folder=${3:?$usage}
: >"$report"

# The processes under $1, one `pid ppid args` line each, deepest last.
descendants() {
    ps -eo pid=,ppid=,args= | awk -v top="$1" '
        { parent[$1] = $2; line[$1] = $0; order[NR] = $1 }
        END {
            for (i = 1; i <= NR; i++) {
                p = order[i]
                if (p == top) continue
                for (q = parent[p]; q != "" && q != 1 && q != 0; q = parent[q]) if (q == top) { print line[p]; break }
            }
        }'
}

while sleep 10; do
    ps -eo pid=,etimes=,args= | while read -r pid seconds command; do
        # The bundle's path may hold spaces: it is everything up to `.xctest `, the test after it.
        case $command in "$folder"/*.xctest\ *) ;; *) continue ;; esac
        [ "$seconds" -gt "$limit" ] || continue
        specifier=${command##*.xctest }
        under=$(descendants "$pid")
        {
            echo "tests: $specifier still running after $seconds s (limit $limit s); killed. What it was waiting for:"
            [ -n "$under" ] && printf '%s\n' "$under" | sed 's/^ */    /'
        } | tee -a "$report" >&2
        for child in $(printf '%s\n' "$under" | awk '{ print $1 }'); do kill -KILL "$child" 2>/dev/null; done
        kill -KILL "$pid" 2>/dev/null
    done
done
