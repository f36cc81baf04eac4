#!/usr/bin/env bash
# Orca's own speech of the demo's window (scripts/orca_check.py), on the same private session bus
# and Xvfb as scripts/a11y.sh, with the release demo. Needs what `scripts/ensure-deps.sh orca`
# installs. Leaves Orca's debug file and the logs in out/orca/.
set -euo pipefail
cd "$(dirname "$0")/.."
DEMO=${DEMO:-.build/release/refresh-demo} A11Y_OUT=${ORCA_OUT:-out/orca} exec scripts/a11y.sh orca_check.py
