#!/usr/bin/env bash
# Runs every fuzz target for SECONDS seconds each (default 60) on the stable
# toolchain, without a sanitizer (`-s none`): see README.md here.
set -euo pipefail
cd "$(dirname "$0")"
secs=${1:-60}
for target in $(cargo fuzz list); do
    echo "--- fuzzing $target for ${secs}s"
    cargo fuzz run -s none "$target" -- -max_total_time="$secs" -rss_limit_mb=4096
done
