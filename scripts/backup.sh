#!/usr/bin/env bash
# Backs up the PostgreSQL database of DATABASE_URL with pg_dump in its custom format (compressed, restorable
# table by table with scripts/restore.sh or pg_restore) to a timestamped file, and prints the file's path.
#
#   DATABASE_URL=postgres://user:pass@host:5432/staffmargin scripts/backup.sh [folder]
#
# folder: where the file goes (default: BACKUP_DIR, else ./backups), created if missing. The file is named
# staffmargin-YYYYMMDDTHHMMSSZ.dump (UTC). It is written under a .partial name and renamed only when pg_dump
# succeeds, so a failed or interrupted run leaves no file that looks complete. The embedded database (no
# DATABASE_URL) is not backed up by this script: stop the server and copy DATA_DIR (docs/deployment.md).
set -euo pipefail
source "$(dirname "$0")/pg-tools.sh"

if [ "${1:-}" = "-h" ] || [ "${1:-}" = "--help" ]; then
  sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'
  exit 0
fi
if [ -z "${DATABASE_URL:-}" ]; then
  echo "backup.sh: DATABASE_URL is not set (the PostgreSQL database to back up)" >&2
  exit 2
fi

folder=${1:-${BACKUP_DIR:-backups}}
mkdir -p "$folder"
file="$folder/staffmargin-$(date -u +%Y%m%dT%H%M%SZ).dump"
if [ -e "$file" ]; then
  echo "backup.sh: $file already exists" >&2
  exit 1
fi

pg_dump=$(pg_tool pg_dump)
trap 'rm -f "$file.partial"' EXIT
"$pg_dump" --format=custom --dbname="$DATABASE_URL" --file="$file.partial"
mv "$file.partial" "$file"
trap - EXIT
printf '%s\n' "$file"
