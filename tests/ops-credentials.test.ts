/**
 * A backup that fails while mongodump quotes its connection string: the status file the app reads
 * (and the alert built from it) names what failed and where, never the password, an access key or
 * any other credential. The backup service's script and the app strip the same things.
 */
import { chmodSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutCredentials } from '../server/core/credentials';

const PASSWORD = 'S3cr3t-backup-pw';
const URI = `mongodb://backup:${PASSWORD}@mongo1:27017,mongo2:27017/admin?replicaSet=rs0&authSource=admin`;
const AWS_KEY_ID = 'AKIAIOSFODNN7EXAMPLE';
const AWS_SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';

/** Error texts as mongodump, the AWS CLI or a hand-run tool print them, with the secret each quotes. */
const CASES: [text: string, secrets: string[]][] = [
  [`Failed: can't create session: failed to connect to ${URI}: server selection error`, [PASSWORD, 'backup:', 'mongodb://backup']],
  [`error parsing uri: mongodb+srv://backup:${PASSWORD}@cluster0.example.net/?retryWrites=true`, [PASSWORD]],
  [`ckup:${PASSWORD}@mongo1:27017/admin: connection refused`, [PASSWORD]],
  [`mongodump --host mongo1 --username backup --password ${PASSWORD} --authenticationDatabase admin`, [PASSWORD]],
  [`mongodump -u backup -p ${PASSWORD} --host mongo1`, [PASSWORD]],
  [`options: password=${PASSWORD}&w=majority`, [PASSWORD]],
  [`config {"user":"backup","password":"${PASSWORD}"}`, [PASSWORD]],
  [`upload failed: InvalidAccessKeyId: aws_access_key_id=${AWS_KEY_ID} aws_secret_access_key=${AWS_SECRET}`, [AWS_KEY_ID, AWS_SECRET]],
  [`The AWS Access Key Id ${AWS_KEY_ID} does not exist; secret ${AWS_SECRET}`, [AWS_KEY_ID, AWS_SECRET]],
  [`GET https://backups.example.com/haeon?X-Amz-Credential=${AWS_KEY_ID}%2F20261127&X-Amz-Signature=abc123 403`, [AWS_KEY_ID, 'abc123']],
  [`Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.${PASSWORD} refused`, [PASSWORD]],
  [`age: error: identity AGE-SECRET-KEY-1QYQSZQGPQYQSZQGPQYQSZQGPQYQSZQGPQYQSZQGPQYQSZQGPQYQS not usable`, ['AGE-SECRET-KEY-1QYQSZ']],
];

const fresh = () => mkdtempSync(join(tmpdir(), 'backup-credentials-'));

/** The backup script sourced (its functions only), running `command` with `args` as $1… in BACKUP_DIR=dir. */
function script(dir: string, command: string, args: string[] = [], env: NodeJS.ProcessEnv = {}) {
  return spawnSync('bash', ['-c', `source deploy/backup.sh && ${command}`, 'backup.sh', ...args], { env: { ...process.env, BACKUP_DIR: dir, ...env }, encoding: 'utf8' });
}
const statusIn = (dir: string) => JSON.parse(readFileSync(join(dir, 'status.json'), 'utf8')) as { ok: boolean; error: string };

describe('deploy/backup.sh', () => {
  it('writes a failed backup\'s error to status.json without the URI\'s password, keeping the hosts', () => {
    // mongodump fails after a long message that quotes the URI (its end is what is kept).
    const dir = fresh();
    const bin = fresh();
    const stderr = `2026-11-27T03:30:01.123+0900 could not read the server's status (attempt 3 of 3, waited 30s between attempts); ${CASES[0]![0]}`;
    writeFileSync(join(bin, 'mongodump'), `#!/bin/sh\nprintf '%s\\n' "${stderr.replace(/"/g, '\\"')}" >&2\nexit 1\n`);
    writeFileSync(join(bin, 'age'), '#!/bin/sh\ncat >/dev/null\nexit 0\n');
    chmodSync(join(bin, 'mongodump'), 0o755);
    chmodSync(join(bin, 'age'), 0o755);
    const run = script(dir, 'backup_once', [], { PATH: `${bin}:${process.env.PATH}`, BACKUP_MONGODB_URI: URI, BACKUP_AGE_RECIPIENT: 'age1example' });
    expect(run.status).toBe(1);
    const status = statusIn(dir);
    expect(status.ok).toBe(false);
    expect(status.error).toMatch(/^mongodump or age failed: .*server selection error$/);
    expect(status.error).toContain('mongo1:27017');
    // Nothing in the backups folder (which the app mounts) or the service's log holds the password.
    for (const name of readdirSync(dir)) expect(readFileSync(join(dir, name), 'utf8'), name).not.toContain(PASSWORD);
    expect(run.stdout + run.stderr).not.toContain(PASSWORD);
    expect(status.error).not.toMatch(/mongodb:\/\/[^\s/]*@/);
  });

  it.each(CASES)('keeps no credential of "%s" in status.json', (text, secrets) => {
    const dir = fresh();
    const written = script(dir, 'write_status false "" "$1"', [text]);
    expect(written.status, written.stderr).toBe(0);
    const file = readFileSync(join(dir, 'status.json'), 'utf8');
    for (const secret of secrets) expect(file).not.toContain(secret);
    expect(JSON.parse(file).error.length).toBeGreaterThan(10);
  });
});

describe('the app\'s own reading of an error text', () => {
  it.each(CASES)('keeps no credential of "%s"', (text, secrets) => {
    const out = withoutCredentials(text);
    for (const secret of secrets) expect(out).not.toContain(secret);
  });

  it('keeps what tells the operator what failed: hosts, bucket names, the tool\'s words', () => {
    expect(withoutCredentials(CASES[0]![0])).toBe("Failed: can't create session: failed to connect to mongodb://mongo1:27017,mongo2:27017 server selection error");
    expect(withoutCredentials('upload to s3://"haeon-backups" failed')).toBe('upload to s3://"haeon-backups" failed');
    expect(withoutCredentials('mongodump exited with 1')).toBe('mongodump exited with 1');
  });

  it('strips the same as the backup script', () => {
    for (const [text] of CASES) {
      const run = script(fresh(), 'redact "$1"', [text]);
      expect(run.stdout, text).toBe(withoutCredentials(text));
    }
  });
});
