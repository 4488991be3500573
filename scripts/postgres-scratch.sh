#!/usr/bin/env bash
# A throw-away PostgreSQL cluster for the tests: `start` installs Debian's postgresql when it is
# missing, creates a cluster in a temporary directory, starts it on 127.0.0.1:$PGPORT (54329 by
# default) with trust authentication, and prints the URL; `stop DIR` stops it and removes DIR.
#   url=$(scripts/postgres-scratch.sh start)   # prints "DIR URL"
set -euo pipefail
port="${PGPORT:-54329}"

as_owner() {
  # PostgreSQL refuses to run as root; Debian's package creates the postgres user.
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

bindir() {
  local found
  found=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
  if [ -z "$found" ]; then
    local sudo=""
    if [ "$(id -u)" != "0" ] && command -v sudo >/dev/null; then sudo="sudo"; fi
    $sudo apt-get update >&2
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y --no-install-recommends postgresql >&2
    found=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
  fi
  echo "$found"
}

case "${1:-}" in
  start)
    bin=$(bindir)
    dir=$(mktemp -d /tmp/summit-postgres.XXXXXX)
    if [ "$(id -u)" = "0" ]; then chown postgres "$dir"; fi
    as_owner "$bin/initdb" -D "$dir/data" -U summit -A trust --no-sync >/dev/null
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
      -o "-h 127.0.0.1 -p $port -k $dir -c fsync=off -c max_connections=300" start >/dev/null
    echo "$dir postgresql://summit@127.0.0.1:$port/postgres"
    ;;
  stop)
    dir="${2:?usage: postgres-scratch.sh stop DIR}"
    as_owner "$(bindir)/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null || true
    rm -rf "$dir"
    ;;
  *)
    echo "usage: postgres-scratch.sh start | stop DIR" >&2
    exit 2
    ;;
esac
