#!/usr/bin/env bash
# Nightly off-site copy of the site's database (docs/operations.md, "Off-site backup"), run by eye-hospital-offsite-backup.timer
# as the backup's own user (eye-hospital-backup), never as the site's:
#
#   1. reads the local copy that the site's user has just made (deploy/backup-copy.sh: purged, VACUUM INTO, 0640);
#   2. sends it to the restic repository in RESTIC_REPOSITORY, an append-only one (a rest server started with
#      --append-only: `rclone serve restic --append-only` or restic's rest-server), so these credentials can add
#      snapshots and read them but never delete one.
#
# It forgets and prunes nothing: snapshots past the retention period are removed from elsewhere, with credentials
# that can delete (deploy/offsite-prune.sh on the machine holding the repository; docs/operations.md, step 8).
#
# Environment: BACKUP_COPY (the local copy), RESTIC_REPOSITORY and RESTIC_PASSWORD_FILE (required; restic's other
# variables as the repository needs), BACKUP_HOST (the snapshots' host name, default eye-hospital-site: the same on
# a new machine). Nothing of the site's: not its settings, not its secrets, not its database.
set -euo pipefail

say() { echo "offsite-backup: $*"; }
fail() {
	echo "offsite-backup: FAILED: $*" >&2
	exit 1
}
# The repository's address without the password a rest: address may carry (rest:https://user:password@host/…).
repository() { sed -E 's#(//[^:/@]*):[^@/]*@#\1:***@#' <<<"${RESTIC_REPOSITORY:-}"; }

tag="eye-hospital-site"
host="${BACKUP_HOST:-eye-hospital-site}"

command -v restic >/dev/null || fail "restic is not installed (apt-get install restic)."
[[ -n "${BACKUP_COPY:-}" ]] || fail "BACKUP_COPY is not set (the local copy, as in eye-hospital-offsite-backup.service)."
[[ -r "$BACKUP_COPY" ]] ||
	fail "cannot read $BACKUP_COPY: eye-hospital-backup-copy.service makes it before each run (systemctl status eye-hospital-backup-copy)."
# Made for this run, not left from another (the copy unit deletes it after each upload).
[[ -n "$(find "$BACKUP_COPY" -mmin -60)" ]] || fail "$BACKUP_COPY is more than an hour old: it was not made for this run."
[[ -n "${RESTIC_REPOSITORY:-}${RESTIC_REPOSITORY_FILE:-}" ]] ||
	fail "RESTIC_REPOSITORY is not set (for example rest:https://eye-hospital-site:PASSWORD@backup.example.in:8000/eye-hospital-site/)."
[[ -n "${RESTIC_PASSWORD_FILE:-}${RESTIC_PASSWORD_COMMAND:-}${RESTIC_PASSWORD:-}" ]] ||
	fail "RESTIC_PASSWORD_FILE is not set (the file holding the repository's password; keep a copy off this machine)."
restic cat config >/dev/null 2>&1 ||
	fail "cannot open the restic repository $(repository): wrong password, unreachable, or not created yet (restic init)."

# One file, the same name every night, under one host and tag (so the prune elsewhere sees one series).
restic backup --quiet --host "$host" --tag "$tag" --stdin --stdin-filename requests.sqlite <"$BACKUP_COPY" ||
	fail "restic backup to $(repository) failed; the next run tries again."
say "sent $(du -h "$BACKUP_COPY" | cut -f1) to $(repository)"
say "done"
