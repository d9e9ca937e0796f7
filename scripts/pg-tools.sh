# Sourced by backup.sh and restore.sh: finds PostgreSQL's client tools.
# PG_BIN=/usr/lib/postgresql/16/bin picks a folder; otherwise the PATH's, then the newest under /usr/lib/postgresql.
# pg_dump must be at least as new as the server it reads.

pg_tool() {
  local name=$1 found
  if [ -n "${PG_BIN:-}" ]; then
    found="$PG_BIN/$name"
  elif command -v "$name" >/dev/null 2>&1; then
    found=$(command -v "$name")
  else
    found=$(ls -d /usr/lib/postgresql/*/bin/"$name" 2>/dev/null | sort -V | tail -n 1)
  fi
  if [ -z "$found" ] || [ ! -x "$found" ]; then
    echo "$name not found: install PostgreSQL's client tools (Debian: apt-get install postgresql-client) or set PG_BIN" >&2
    exit 1
  fi
  printf '%s\n' "$found"
}
