#!/usr/bin/env bash
# The whole test suite (`npm test`): type check, lint, API tests, Ask AI's evaluation, the
# component tests in Chromium, then the browser tests against real servers. On PGlite, or on
# the PostgreSQL that DATABASE_URL names.
#
# DATABASE_PARTS_ONLY=1 runs only the parts whose outcome can depend on the database (API
# tests, evaluation, browser tests). .ci/run sets it for its second run, on PostgreSQL: the
# type check, the linter and the component tests read no database, so a second pass would
# only repeat the first one's result.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

database_parts_only="${DATABASE_PARTS_ONLY:-}"
step() {
  printf '\n[test] npm run %s\n' "$1"
  npm run --silent "$1"
}

if [ -z "$database_parts_only" ]; then
  step typecheck
  step lint
fi
step test:api
step eval:ai
if [ -z "$database_parts_only" ]; then
  step test:components
else
  printf '\n[test] DATABASE_PARTS_ONLY: the type check, lint and component tests are left to the first run\n'
fi
step test:e2e
