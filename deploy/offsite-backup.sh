#!/usr/bin/env bash
# Nightly off-site copy of the site's database (README, "Off-site backup"), run by eye-hospital-offsite-backup.timer.
#
#   1. erases what is past the retention period (the site's own `requests:purge`), so the copy never holds it;
#   2. takes a consistent copy while the site serves (the site's own `db:backup`, SQLite's online backup);
#   3. sends it to the restic repository in RESTIC_REPOSITORY (S3-compatible storage, SFTP, a rest-server…);
#   4. forgets and prunes snapshots older than the retention period, keeping at most one a day;
#   5. deletes the local copy (also when a step fails).
#
# Environment: DATABASE_PATH (required), RESTIC_REPOSITORY and RESTIC_PASSWORD_FILE (required; restic's other
# variables, such as AWS_ACCESS_KEY_ID, as the repository needs), REQUEST_RETENTION_DAYS (as the site's),
# OFFSITE_KEEP_DAYS (optional, shorter than the retention period), BACKUP_STAGING_DIR (default: a folder beside
# the database), BACKUP_HOST (the snapshots' host name, default eye-hospital-site: the same on a new machine).
set -euo pipefail

say() { echo "offsite-backup: $*"; }
fail() {
	echo "offsite-backup: FAILED: $*" >&2
	exit 1
}

site_dir="${SITE_DIR:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}"
cli="$site_dir/build/server-app/cli.js"
node="${NODE:-node}"
tag="eye-hospital-site"
host="${BACKUP_HOST:-eye-hospital-site}"

command -v restic >/dev/null || fail "restic is not installed (apt-get install restic)."
command -v "$node" >/dev/null || fail "node is not installed."
[[ -f "$cli" ]] || fail "$cli is missing: build the site first (npm run build), or set SITE_DIR."
[[ -n "${DATABASE_PATH:-}" ]] || fail "DATABASE_PATH is not set (the site's database, as in the site's unit)."
[[ -f "$DATABASE_PATH" ]] || fail "no database at $DATABASE_PATH (DATABASE_PATH)."
[[ -n "${RESTIC_REPOSITORY:-}${RESTIC_REPOSITORY_FILE:-}" ]] ||
	fail "RESTIC_REPOSITORY is not set (for example s3:https://s3.example.com/bucket/eye-hospital or sftp:user@host:/backups/eye-hospital)."
[[ -n "${RESTIC_PASSWORD_FILE:-}${RESTIC_PASSWORD_COMMAND:-}${RESTIC_PASSWORD:-}" ]] ||
	fail "RESTIC_PASSWORD_FILE is not set (the file holding the repository's password; keep a copy off this machine)."
restic cat config >/dev/null 2>&1 ||
	fail "cannot open the restic repository $RESTIC_REPOSITORY: wrong password, unreachable, or not created yet (restic init)."

staging="${BACKUP_STAGING_DIR:-$(dirname "$DATABASE_PATH")/offsite-staging}"
copy="$staging/requests.sqlite"
mkdir -p "$staging"
chmod 0700 "$staging"
cleanup() { rm -f "$copy"; }
trap cleanup EXIT
cleanup # a copy left by a run that was killed

# 1. The purge, which also tells the period in force (REQUEST_RETENTION_DAYS or the build's).
purge_output="$("$node" "$cli" requests:purge)" || fail "the purge failed: $purge_output"
say "$purge_output"
retention_days="$(sed -n 's/.* older than \([0-9][0-9]*\) days\.$/\1/p' <<<"$purge_output")"
[[ "$retention_days" =~ ^[0-9]+$ ]] || fail "could not read the retention period from: $purge_output"
keep_days="${OFFSITE_KEEP_DAYS:-$retention_days}"
[[ "$keep_days" =~ ^[0-9]+$ && "$keep_days" -ge 1 ]] || fail "OFFSITE_KEEP_DAYS must be a whole number of days, not \"$keep_days\"."
((keep_days <= retention_days)) ||
	fail "OFFSITE_KEEP_DAYS=$keep_days is longer than the retention period ($retention_days days): backups would outlive it."

# 2. The copy.
"$node" "$cli" db:backup "$copy" || fail "the site could not copy its database."
say "copied $(du -h "$copy" | cut -f1) to $copy"

# 3. The upload. One file, the same name every night, under one host and tag (so forget sees one series).
restic backup --quiet --host "$host" --tag "$tag" --stdin --stdin-filename requests.sqlite <"$copy" ||
	fail "restic backup to $RESTIC_REPOSITORY failed; the local copy is deleted, the next run tries again."
say "sent to $RESTIC_REPOSITORY"

# 4. Retention: at most one snapshot a day, none older than keep_days (counted from this one).
restic forget --quiet --host "$host" --tag "$tag" --group-by host,tags --keep-within-daily "${keep_days}d" --prune ||
	fail "restic forget/prune failed: snapshots older than $keep_days days may remain until the next run."
say "kept at most $keep_days days of snapshots: $(restic snapshots --quiet --host "$host" --tag "$tag" --json | grep -o '"short_id"' | wc -l) in the repository"

# 5. The local copy goes (trap), and with it the only personal data this run wrote.
say "done"
