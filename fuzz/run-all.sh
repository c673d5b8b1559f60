#!/usr/bin/env bash
# Runs every fuzz target for SECONDS seconds each (default 60) on the stable
# toolchain, without a sanitizer (`-s none`): see README.md here. Prints one
# summary line per target; on a finding, prints the fuzzer's output and fails.
set -euo pipefail
cd "$(dirname "$0")"
secs=${1:-60}
cargo fuzz build -s none
log=$(mktemp)
for target in $(cargo fuzz list); do
    # Committed seed inputs (valid texts) start the search where parsers go deep.
    seeds=()
    [ -d "seeds/$target" ] && seeds=("corpus/$target" "seeds/$target") && mkdir -p "corpus/$target"
    if cargo fuzz run -s none "$target" "${seeds[@]}" -- -max_total_time="$secs" -rss_limit_mb=4096 >"$log" 2>&1; then
        runs=$(grep -oE '^Done [0-9]+ runs' "$log" | grep -oE '[0-9]+' || echo '?')
        cov=$(grep -E '^#[0-9]+.*DONE' "$log" | grep -oE 'cov: [0-9]+' | head -1 || true)
        echo "fuzz $target: ${runs} executions in ${secs}s, ${cov:-cov: ?}, no findings"
    else
        echo "fuzz $target: FINDING"
        tail -n 60 "$log"
        rm -f "$log"
        exit 1
    fi
done
rm -f "$log"
