#!/usr/bin/env bash
# The compiled release (decision 0006), in three steps shared by the Dockerfile and scripts/release-check.mjs, so
# that what CI checks is what the image runs:
#
#   scripts/release.sh build           compile, in the development tree (after `npm ci`): the web app (Vite) and
#                                      the API with the workspace packages (esbuild, apps/api/scripts/bundle.mjs)
#   scripts/release.sh assemble DIR    copy what a production machine needs into DIR, in the repository's layout
#   scripts/release.sh install DIR     `npm ci --omit=dev` there, from the lock file: the API's production
#                                      dependencies only (no tsx, no TypeScript, no Vite, no test tools)
#
# Then, in DIR: `npm run start:prod` (node --max-semi-space-size=64 apps/api/dist/server.js).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"

usage() {
  echo "usage: scripts/release.sh build | assemble DIR | install DIR" >&2
  exit 2
}

build() {
  cd "$root"
  npm run build
}

assemble() {
  local dir=$1
  cd "$root"
  for built in apps/api/dist/server.js apps/web/dist/index.html; do
    [ -f "$built" ] || { echo "$built is missing: run scripts/release.sh build first" >&2; exit 1; }
  done
  mkdir -p "$dir"
  # npm ci checks the lock against the root package.json and every workspace's: they all come, sources do not.
  cp package.json package-lock.json "$dir/"
  local workspaces
  workspaces=$(node -p "require('./package.json').workspaces.join('\n')")
  for ws in $workspaces; do
    mkdir -p "$dir/$ws"
    cp "$ws/package.json" "$dir/$ws/"
  done
  # The compiled API, the migrations it applies at start, the seed's reference files and the built web app.
  cp -R apps/api/dist "$dir/apps/api/"
  cp -R apps/api/drizzle "$dir/apps/api/"
  mkdir -p "$dir/apps/api/src/seed"
  cp -R apps/api/src/seed/data "$dir/apps/api/src/seed/"
  cp -R apps/web/dist "$dir/apps/web/"
  echo "release assembled in $dir ($(du -sh "$dir" | cut -f1))"
}

install() {
  local dir=$1
  cd "$dir"
  # Only the API's workspace: the web app is served as built files, so its packages (React, Mantine...) stay
  # out. --prefer-offline takes the tarballs from the npm cache when it has them (CI just ran npm ci).
  npm ci --omit=dev --workspace=@app/api --include-workspace-root=false --prefer-offline --no-audit --no-fund
  echo "installed in $dir ($(du -sh "$dir/node_modules" | cut -f1) of node_modules)"
}

case "${1:-}" in
  build) build ;;
  assemble) [ $# -eq 2 ] || usage; assemble "$2" ;;
  install) [ $# -eq 2 ] || usage; install "$2" ;;
  *) usage ;;
esac
