#!/usr/bin/env bash
# The local copy that the off-site backup sends (docs/operations.md, "Off-site backup"), made as the site's own user by
# eye-hospital-backup-copy.service, which eye-hospital-offsite-backup.service starts before each upload:
#
#   1. erases what is past the retention period (the site's own `requests:purge`), so the copy never holds it;
#   2. copies the database while the site serves (the site's own `db:backup`: VACUUM INTO, so the copy holds no
#      erased row in free space: decision 0049) to BACKUP_COPY, readable by the backup user's group (0640) and by no
#      one else. The backup user reads that one file; it never sees the database, the site's settings or its secrets.
#
# `backup-copy.sh --remove` deletes the copy (the unit's ExecStop=, once the upload is over, sent or not).
#
# Environment: DATABASE_PATH and BACKUP_COPY (required), REQUEST_RETENTION_DAYS (as the site's, from site.env).
# BACKUP_COPY's folder belongs to the site's user and the backup user's group, setgid (docs/operations.md, step 8), so the copy
# gets that group.
set -euo pipefail

say() { echo "backup-copy: $*"; }
fail() {
	echo "backup-copy: FAILED: $*" >&2
	exit 1
}

[[ -n "${BACKUP_COPY:-}" ]] || fail "BACKUP_COPY is not set (the copy's path, as in eye-hospital-backup-copy.service)."

if [[ "${1:-}" == "--remove" ]]; then
	rm -f "$BACKUP_COPY" "$BACKUP_COPY-journal"
	say "removed $BACKUP_COPY"
	exit 0
fi

site_dir="${SITE_DIR:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}"
cli="$site_dir/${BUILD_DIR:-build}/server-app/cli.js"
node="${NODE:-node}"

command -v "$node" >/dev/null || fail "node is not installed."
[[ -f "$cli" ]] || fail "$cli is missing: build the site first (npm run build), or set SITE_DIR."
[[ -n "${DATABASE_PATH:-}" ]] || fail "DATABASE_PATH is not set (the site's database, as in the site's unit)."
[[ -f "$DATABASE_PATH" ]] || fail "no database at $DATABASE_PATH (DATABASE_PATH)."
[[ -d "$(dirname "$BACKUP_COPY")" ]] ||
	fail "no folder $(dirname "$BACKUP_COPY") for the copy (docs/operations.md, the recipe step 8 creates it)."

# A copy left by a run that was killed: the copy is made afresh, never added to.
rm -f "$BACKUP_COPY" "$BACKUP_COPY-journal"

# 1. The purge.
purge_output="$("$node" "$cli" requests:purge)" || fail "the purge failed: $purge_output"
say "$purge_output"

# 2. The copy, then readable by the backup user's group.
"$node" "$cli" db:backup "$BACKUP_COPY" >/dev/null || fail "the site could not copy its database."
chmod 0640 "$BACKUP_COPY"
say "copied $(du -h "$BACKUP_COPY" | cut -f1) to $BACKUP_COPY"
