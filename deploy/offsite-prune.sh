#!/usr/bin/env bash
# Removes off-site snapshots older than the retention period (docs/operations.md, "Off-site backup"). NOT run on the site's
# machine: the backup there may only add snapshots (an append-only repository). Run it where the repository can be
# changed: on the machine that holds it (against its folder), daily, from cron or a systemd timer.
#
#   KEEP_DAYS=180 RESTIC_REPOSITORY=/srv/restic/eye-hospital-site RESTIC_PASSWORD_FILE=… offsite-prune.sh
#
# Keeps at most one snapshot a day and none older than KEEP_DAYS (the site's REQUEST_RETENTION_DAYS, or fewer),
# counted from the newest, then prunes the data no snapshot needs.
set -euo pipefail

fail() {
	echo "offsite-prune: FAILED: $*" >&2
	exit 1
}

[[ "${KEEP_DAYS:-}" =~ ^[0-9]+$ && "${KEEP_DAYS:-0}" -ge 1 ]] ||
	fail "KEEP_DAYS must be the site's REQUEST_RETENTION_DAYS (or fewer), a whole number of days, not \"${KEEP_DAYS:-}\"."
[[ -n "${RESTIC_REPOSITORY:-}${RESTIC_REPOSITORY_FILE:-}" ]] || fail "RESTIC_REPOSITORY is not set."
command -v restic >/dev/null || fail "restic is not installed (apt-get install restic)."

restic forget --quiet --host "${BACKUP_HOST:-eye-hospital-site}" --tag eye-hospital-site --group-by host,tags \
	--keep-within-daily "${KEEP_DAYS}d" --prune ||
	fail "restic forget/prune failed: snapshots older than $KEEP_DAYS days may remain until the next run."
echo "offsite-prune: kept at most $KEEP_DAYS days of snapshots"
