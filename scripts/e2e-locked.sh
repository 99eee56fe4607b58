#!/usr/bin/env bash
# Build and run end-to-end tests while holding a lock, so that parallel work in this tree never
# rebuilds the app under a running test. Usage: scripts/e2e-locked.sh [tests/e2e/x.test.mjs …]
set -euo pipefail
cd "$(dirname "$0")/.."
files=("$@")
[[ ${#files[@]} -gt 0 ]] || files=(tests/e2e/)
exec flock /tmp/sidetable-e2e.lock bash -c 'npm run -s build >/tmp/sidetable-build.log 2>&1 || { tail -40 /tmp/sidetable-build.log; exit 1; }; node --test --test-concurrency=1 --test-reporter=spec "$@"' _ "${files[@]}"
