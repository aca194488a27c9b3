#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throw-away PostgreSQL server on 127.0.0.1.
# Installs Debian's PostgreSQL when it is missing (as root).
set -euo pipefail

if ! ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1; then
  if [ "$(id -u)" != "0" ]; then
    echo "PostgreSQL is not installed; install it with: sudo apt-get install -y postgresql" >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq postgresql >/dev/null
fi

bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
port=${PGPORT_TEST:-54329}
pgdir=$(mktemp -d)
run_pg() { if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" = "0" ] && chown postgres "$pgdir"

cleanup() {
  run_pg "$bin/pg_ctl" -D "$pgdir/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$pgdir"
}
trap cleanup EXIT

run_pg "$bin/initdb" -D "$pgdir/data" -U app --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
run_pg "$bin/pg_ctl" -D "$pgdir/data" -l "$pgdir/log" -w \
  -o "-p $port -c listen_addresses=127.0.0.1 -c unix_socket_directories=$pgdir -c fsync=off -c max_connections=200" start >/dev/null
psql "postgresql://app@127.0.0.1:$port/postgres" -qc 'create database store' >/dev/null

echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
DATABASE_URL="postgresql://app@127.0.0.1:$port/store" "$@"
