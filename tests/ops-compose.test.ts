/**
 * The deployment files as `docker compose` reads them (no Docker engine here: the YAML is parsed):
 * a backup service on a schedule from a secondary into its own volume, encrypted to a public key
 * from .env, with no secret written in the file; the health checks and the proxy use /readyz.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

type Service = { build?: { context: string; dockerfile: string }; environment?: Record<string, string>; volumes?: string[]; healthcheck?: { test: string[] }; networks?: string[] };
const compose = parse(readFileSync('docker-compose.yml', 'utf8')) as { services: Record<string, Service>; volumes: Record<string, unknown>; networks: Record<string, { internal?: boolean } | null> };
const script = readFileSync('deploy/backup.sh', 'utf8');
const env = readFileSync('.env.example', 'utf8');

describe('docker-compose.yml', () => {
  const backup = compose.services.backup!;

  it('has a backup service that dumps from a secondary, gzipped, encrypted to the age public key, every day at 03:30 KST by default', () => {
    expect(backup.build).toEqual({ context: './deploy', dockerfile: 'backup.Dockerfile' });
    expect(readFileSync('deploy/backup.Dockerfile', 'utf8')).toMatch(/COPY backup\.sh[\s\S]*ENTRYPOINT \["\/usr\/local\/bin\/backup\.sh"\]/);
    expect(backup.environment!.BACKUP_MONGODB_URI).toContain('readPreference=secondary');
    expect(backup.environment!.BACKUP_SCHEDULE).toBe('${BACKUP_SCHEDULE:-03:30}');
    expect(backup.environment!.BACKUP_KEEP_DAYS).toBe('${BACKUP_KEEP_DAYS:-14}');
    expect(backup.environment!.BACKUP_AGE_RECIPIENT).toMatch(/^\$\{BACKUP_AGE_RECIPIENT:\?/);
    expect(script).toMatch(/mongodump [^\n]*--readPreference=secondary --archive --gzip/);
    expect(script).toMatch(/age --encrypt --recipient "\$BACKUP_AGE_RECIPIENT"/);
    expect(script).toContain('TZ=Asia/Seoul');
    expect(script).toContain('SCHEDULE="${BACKUP_SCHEDULE:-03:30}"');
  });

  it('keeps backups in a named volume the app reads (read-only) for its status, and reaches a bucket only from the backup service', () => {
    expect(backup.volumes).toContain('backups:/backups');
    expect(compose.volumes).toHaveProperty('backups');
    const app = compose.services.app!;
    expect(app.volumes).toContain('backups:/app/data/backups:ro');
    expect(app.environment!.BACKUP_STATUS_FILE).toBe('/app/data/backups/status.json');
    expect(backup.networks).toEqual(['data', 'backup-out']);
    expect(compose.networks.data?.internal).toBe(true);
  });

  it('writes no secret in the file: every password, key and token comes from .env', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        if (!/PASSWORD|SECRET|KEY|TOKEN|RECIPIENT|_URI$/.test(key)) continue;
        // Either blanked on purpose or interpolated from the environment; no literal credentials.
        const literal = String(value).replace(/\$\{[^}]*\}/g, '').replace(/mongodb:\/\/:@[^\s]*/, '');
        expect(`${name}.${key}=${literal}`).not.toMatch(/=.*[A-Za-z0-9+/]{16,}/);
        if (/PASSWORD|SECRET/.test(key) && value !== '') expect(value, `${name}.${key}`).toMatch(/^\$\{/);
      }
    }
    expect(backup.environment!.BACKUP_MONGODB_URI).toMatch(/^mongodb:\/\/\$\{MONGO_BACKUP_USER:\?[^}]*\}:\$\{MONGO_BACKUP_PASSWORD:\?[^}]*\}@/);
    expect(script).not.toMatch(/AGE-SECRET-KEY-|age1[0-9a-z]{20,}/);
    for (const setting of ['BACKUP_AGE_RECIPIENT', 'BACKUP_SCHEDULE', 'BACKUP_KEEP_DAYS', 'MONGO_BACKUP_USER', 'MONGO_BACKUP_PASSWORD', 'BACKUP_S3_BUCKET', 'METRICS_TOKEN', 'ALERT_PHONES', 'ALERT_WEBHOOK']) {
      expect(env).toMatch(new RegExp(`^#? ?${setting}=`, 'm'));
    }
  });

  it('hands the app none of the other services\' secrets that .env holds (env_file gives it all of .env): root, backup and bucket credentials are blanked', () => {
    const app = compose.services.app!;
    expect((app as { env_file?: string }).env_file).toBe('.env');
    for (const setting of ['MONGO_ROOT_USER', 'MONGO_ROOT_PASSWORD', 'MONGO_BACKUP_PASSWORD', 'BACKUP_S3_ACCESS_KEY_ID', 'BACKUP_S3_SECRET_ACCESS_KEY', 'BACKUP_AGE_IDENTITY']) {
      expect(app.environment![setting], `app.${setting}`).toBe('');
    }
    // Every other password or secret in .env.example than the app's own is blanked too.
    const own = new Set(['MONGO_APP_PASSWORD', 'SESSION_SECRET', 'LEAD_WEBHOOK_SECRET', 'SOLAPI_API_SECRET', 'NHN_SMS_SECRET_KEY']);
    const secrets = [...env.matchAll(/^#? ?([A-Z0-9_]*(?:PASSWORD|SECRET)[A-Z0-9_]*)=/gm)].map((m) => m[1]!);
    expect(secrets).toContain('BACKUP_S3_SECRET_ACCESS_KEY');
    for (const setting of secrets.filter((x) => !own.has(x))) expect(app.environment![setting], `app.${setting}`).toBe('');
  });

  it('health-checks the app on /readyz, and the proxy sends traffic to ready replicas first', () => {
    expect(compose.services.app!.healthcheck!.test.join(' ')).toContain('/readyz');
    expect(readFileSync('Dockerfile', 'utf8')).toMatch(/HEALTHCHECK[^\n]*\n[^\n]*\/readyz/);
    const caddy = readFileSync('deploy/Caddyfile', 'utf8');
    expect(caddy).toMatch(/health_uri \/readyz/);
    expect(caddy).toMatch(/handle_errors 502 503 \{[\s\S]*dynamic a/);
    expect(compose.services.proxy!.environment!.APP_UPSTREAMS).toContain('app-1:3000');
  });
});

describe('deploy/backup.sh status file', () => {
  /** Runs the script's write_status (the script sourced: its functions only) in a fresh folder. */
  function writeStatus(dir: string, ...args: string[]) {
    const run = spawnSync('bash', ['-c', 'source deploy/backup.sh && write_status "$@"', 'write_status', ...args], { env: { ...process.env, BACKUP_DIR: dir }, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    return JSON.parse(readFileSync(join(dir, 'status.json'), 'utf8')) as { ok: boolean; lastSuccessAt: string | null; file: string; error: string };
  }

  it('stays valid JSON when the error text holds quotes, backslashes, tabs and newlines, and keeps the last success', () => {
    const dir = mkdtempSync(join(tmpdir(), 'backup-status-'));
    const error = 'mongodump or age failed: 2026-11-27T03:30:01 Failed: "auth" error\tC:\\dump\n\tline two\r\u0001 end';
    const first = writeStatus(dir, 'false', '', error);
    expect(first.ok).toBe(false);
    expect(first.lastSuccessAt).toBeNull();
    expect(first.error).toContain('Failed: "auth" error');
    expect(first.error).toContain('C:\\dump');
    expect(first.error).toContain('line two');
    expect([...first.error].every((c) => c.charCodeAt(0) >= 0x20)).toBe(true);
    const done = writeStatus(dir, 'true', 'haeon-mongo-2026-11-27T183000Z.archive.gz.age', '');
    expect(done).toMatchObject({ ok: true, file: 'haeon-mongo-2026-11-27T183000Z.archive.gz.age', error: '' });
    const again = writeStatus(dir, 'false', '', 'upload to s3://"bucket" failed\n');
    expect(again.lastSuccessAt).toBe(done.lastSuccessAt);
    expect(again.error).toBe('upload to s3://"bucket" failed');
  });
});
