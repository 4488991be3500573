#!/usr/bin/env bash
# Copies this built tree (tracked files, the builds) to a new folder and installs it as production
# does: `npm ci --omit=dev`. Prints the folder. .ci/run then starts it with `npm start`.
set -euo pipefail
cd "$(dirname "$0")/.."
target=$(mktemp -d "${TMPDIR:-/tmp}/summit-production.XXXXXX")
git ls-files -z --cached --others --exclude-standard | xargs -0 cp --parents -t "$target"
cp -r dist dist-server build "$target"/
(cd "$target" && npm ci --omit=dev --no-audit --no-fund >/dev/null)
echo "$target"
