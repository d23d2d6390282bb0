#!/usr/bin/env bash
# The compose `backup` service: every day at BACKUP_SCHEDULE (HH:MM, Korea time; default 03:30)
# `mongodump --archive --gzip` from a secondary, encrypted with age to BACKUP_AGE_RECIPIENT (the
# public key: nothing on this machine can open a backup), kept BACKUP_KEEP_DAYS days (default 14)
# in /backups, and copied to an S3-compatible bucket when BACKUP_S3_BUCKET is set. After each run
# /backups/status.json says how it went; the app reads it and alerts on a failure or on no success
# for 26 hours. `docker compose run --rm backup now` makes one backup at once.
# Secrets come from the environment (.env), never from this file.
set -euo pipefail

DIR="${BACKUP_DIR:-/backups}"
STATUS="$DIR/status.json"
KEEP_DAYS="${BACKUP_KEEP_DAYS:-14}"
SCHEDULE="${BACKUP_SCHEDULE:-03:30}"
export TZ=Asia/Seoul

log() { echo "$(date -u +%Y-%m-%dT%H:%M:%SZ) $*"; }

last_success() {
  if [ -f "$STATUS" ]; then sed -n 's/.*"lastSuccessAt":"\([^"]*\)".*/\1/p' "$STATUS"; fi
}

# The rules of server/core/credentials.ts: a URI keeps its scheme and hosts only (no user:password@,
# path or query), password=…, --password …, bearer tokens, access key ids and long key-like runs
# are masked. Applied to every error text before it is written anywhere.
REDACT_SED="$(
  cat <<'SED'
s#([A-Za-z][A-Za-z0-9+.-]*://)([^[:space:]"'<>]*@)?([A-Za-z0-9.,:_-]*)[^[:space:]"'<>]*#\1\3#g
s#[^[:space:]"'<>@]*:[^[:space:]"'<>@]*@##g
s#(password|passwd|pwd|secret|token|api[_-]?key|access[_-]?key([_-]?id)?|secret[_-]?(access[_-]?)?key|signature|credentials?)(["']?[[:blank:]]*[=:][[:blank:]]*["']?)[^[:space:]"'&,;]+#\1\4***#gI
s#(^|[[:space:]])(--?(password|pass|pwd|p|secret|token|key))[[:space:]]+[^[:space:]-][^[:space:]]*#\1\2 ***#gI
s#(bearer|basic)[[:space:]]+[^[:space:]"']+#\1 ***#gI
s#\b(AKIA|ASIA|AGPA|AIDA|AROA)[A-Z0-9]{16}\b#***#g
s#AGE-SECRET-KEY[-]1[0-9A-Z]+#***#gI
s#[A-Za-z0-9+/]{40,}#***#g
SED
)"
redact() { printf '%s' "$1" | sed -E "$REDACT_SED"; }

# $1 as a JSON string: anything but printable ASCII (tabs, newlines, other control characters,
# stray bytes) becomes a space, spaces at either end go, then backslashes and quotes are escaped;
# at most 200 characters.
# The error text comes from mongodump, age or the AWS CLI and may hold any of them.
json_string() {
  local s
  s="$(printf '%s' "$1" | LC_ALL=C tr -c ' -~' ' ' | sed 's/^ *//; s/ *$//' | cut -c1-200)"
  s="${s//\\/\\\\}"
  s="${s//\"/\\\"}"
  printf '"%s"' "$s"
}

write_status() { # ok(true|false) file error
  local now last tmp
  now="$(date -u +%Y-%m-%dT%H:%M:%SZ)"
  last="$(last_success)"
  [ "$1" = true ] && last="$now"
  tmp="$STATUS.tmp"
  printf '{"ok":%s,"at":"%s","lastSuccessAt":%s,"file":%s,"error":%s}\n' \
    "$1" "$now" "$([ -n "$last" ] && printf '"%s"' "$last" || printf null)" "$(json_string "$2")" "$(json_string "$(redact "$3")")" >"$tmp"
  mv "$tmp" "$STATUS"
}

backup_once() {
  local stamp file started errors reason
  stamp="$(date -u +%Y-%m-%dT%H%M%SZ)"
  file="$DIR/haeon-mongo-$stamp.archive.gz.age"
  started=$(date +%s)
  log "backup started: $file"
  # mongodump's messages may quote the URI with its password: kept outside the backups volume (which
  # the app reads), and stripped of credentials before their end goes into the status file.
  errors="$(mktemp)"
  # From a secondary: the primary keeps serving the site at full speed.
  if ! mongodump --uri="$BACKUP_MONGODB_URI" --readPreference=secondary --archive --gzip --quiet 2>"$errors" |
    age --encrypt --recipient "$BACKUP_AGE_RECIPIENT" --output "$file.tmp"; then
    rm -f "$file.tmp"
    reason="mongodump or age failed: $(redact "$(cat "$errors" 2>/dev/null)" | tail -c 150)"
    rm -f "$errors"
    write_status false "" "$reason"
    log "backup FAILED: $(redact "$reason")"
    return 1
  fi
  rm -f "$errors"
  mv "$file.tmp" "$file"
  if [ -n "${BACKUP_S3_BUCKET:-}" ]; then
    if ! aws s3 cp "$file" "s3://$BACKUP_S3_BUCKET/${BACKUP_S3_PREFIX:-haeon/}$(basename "$file")" ${BACKUP_S3_ENDPOINT:+--endpoint-url "$BACKUP_S3_ENDPOINT"} --only-show-errors; then
      write_status false "$(basename "$file")" "upload to s3://$BACKUP_S3_BUCKET failed"
      log "upload FAILED"
      return 1
    fi
  fi
  # Older than KEEP_DAYS days: removed here (a bucket keeps its copies by its own lifecycle rule).
  find "$DIR" -maxdepth 1 -name 'haeon-mongo-*.archive.gz.age' -mmin +$((KEEP_DAYS * 1440)) -delete
  write_status true "$(basename "$file")" ""
  log "backup done in $(($(date +%s) - started)) s: $(du -h "$file" | cut -f1)"
}

seconds_until() { # HH:MM today or tomorrow, Korea time
  local now target
  now=$(date +%s)
  target=$(date -d "today $1" +%s)
  [ "$target" -le "$now" ] && target=$(date -d "tomorrow $1" +%s)
  echo $((target - now))
}

main() {
  : "${BACKUP_MONGODB_URI:?set by docker-compose.yml from MONGO_BACKUP_USER / MONGO_BACKUP_PASSWORD}"
  : "${BACKUP_AGE_RECIPIENT:?set BACKUP_AGE_RECIPIENT in .env (the age public key, age1…)}"
  if [ "${1:-}" = now ]; then
    backup_once
    exit $?
  fi
  [[ "$SCHEDULE" =~ ^([01][0-9]|2[0-3]):[0-5][0-9]$ ]] || { log "BACKUP_SCHEDULE must be HH:MM (Korea time), got '$SCHEDULE'"; exit 2; }
  log "backups every day at $SCHEDULE KST, kept $KEEP_DAYS days"
  while true; do
    sleep "$(seconds_until "$SCHEDULE")"
    backup_once || true
  done
}

# Run as the service's entry point; sourced (tests/ops-compose.test.ts), it only defines the functions.
if [ "${BASH_SOURCE[0]}" = "$0" ]; then main "$@"; fi
