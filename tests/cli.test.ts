import { spawn } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { testApp, testDb, testDbUri } from './helpers/app';
import { Admin } from '../server/accounts/model';

function cli(args: string[], stdin = '', env: NodeJS.ProcessEnv = {}) {
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], {
      env: { ...process.env, MONGODB_URI: testDbUri(), ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('close', (code) => resolve({ code, out, err }));
    child.stdin.end(stdin);
  });
}

const { app } = testApp();
beforeAll(() => testDb());

describe('admin CLI', () => {
  it('creates an administrator from piped stdin, who can then sign in', async () => {
    const r = await cli(['create', '--email', 'Operator@Example.com'], 'a-long-enough-password\n');
    expect(r.code).toBe(0);
    expect(r.out).toContain('operator@example.com');
    const stored = await Admin.findOne({ email: 'operator@example.com' }).lean();
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    const login = await request(app).post('/api/auth/login').send({ email: 'operator@example.com', password: 'a-long-enough-password' });
    expect(login.status).toBe(200);
  }, 30_000);

  it('--role creates a manager or a counselor (owner by default); an unknown role is a usage error', async () => {
    expect((await cli(['create', '--email', 'owner-cli@example.com'], 'a-long-enough-password\n')).code).toBe(0);
    const r = await cli(['create', '--email', 'kim-cli@example.com', '--role', 'counselor', '--name', '김상담'], 'a-long-enough-password\n');
    expect(r.code).toBe(0);
    expect(r.out).toContain('counselor');
    expect(await Admin.findOne({ email: 'owner-cli@example.com' }).lean()).toMatchObject({ role: 'owner', active: true });
    expect(await Admin.findOne({ email: 'kim-cli@example.com' }).lean()).toMatchObject({ role: 'counselor', name: '김상담' });
    const bad = await cli(['create', '--email', 'x-cli@example.com', '--role', 'admin'], 'a-long-enough-password\n');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--role must be one of: owner, manager, counselor');
  }, 60_000);

  it('a contractor (협력업체) account needs --name: refused without it before any password is read, kept normalised with it', async () => {
    // No stdin at all (as in CI): the refusal comes first, with words saying what to give.
    const bare = await cli(['create', '--email', 'hanbit@example.com', '--role', 'contractor']);
    expect(bare.code).toBe(2);
    expect(bare.err).toContain('A contractor account needs --name <company name>');
    expect(await Admin.exists({ email: 'hanbit@example.com' })).toBeNull();
    const named = await cli(['create', '--email', 'hanbit@example.com', '--role', 'contractor', '--name', '한빛\u200b타일\u3000 '], 'a-long-enough-password\n');
    expect(named.code).toBe(0);
    expect(await Admin.findOne({ email: 'hanbit@example.com' }).lean()).toMatchObject({ role: 'contractor', name: '한빛타일' });
  }, 60_000);

  it('refuses short passwords, mismatched repeats and a duplicate email', async () => {
    const short = await cli(['create', '--email', 'short@example.com'], 'too-short\n');
    expect(short.code).toBe(2);
    expect(short.err).toContain('at least 12 characters');
    const mismatch = await cli(['create', '--email', 'm@example.com'], 'first-password-1\nsecond-password-2\n');
    expect(mismatch.code).toBe(2);
    expect(mismatch.err).toContain('do not match');
    await cli(['create', '--email', 'dup@example.com'], 'a-long-enough-password\n');
    const dup = await cli(['create', '--email', 'dup@example.com'], 'a-long-enough-password\n');
    expect(dup.code).toBe(1);
    expect(dup.err).toContain('already exists');
    expect(await Admin.countDocuments({ email: { $in: ['short@example.com', 'm@example.com'] } })).toBe(0);
  }, 60_000);

  it('resets a password; the old one stops working', async () => {
    await cli(['create', '--email', 'reset@example.com'], 'original-password-1\n');
    const r = await cli(['reset-password', '--email', 'reset@example.com'], 'replacement-password-2\n');
    expect(r.code).toBe(0);
    expect((await request(app).post('/api/auth/login').send({ email: 'reset@example.com', password: 'original-password-1' })).status).toBe(401);
    expect((await request(app).post('/api/auth/login').send({ email: 'reset@example.com', password: 'replacement-password-2' })).status).toBe(200);
    const missing = await cli(['reset-password', '--email', 'nobody@example.com'], 'replacement-password-2\n');
    expect(missing.code).toBe(1);
  }, 60_000);

  it('--help and bad usage', async () => {
    const help = await cli(['--help']);
    expect(help.code).toBe(0);
    expect(help.out).toContain('admin:create');
    expect((await cli(['create'])).code).toBe(2);
    expect((await cli(['explode', '--email', 'a@b.co'])).code).toBe(2);
  }, 30_000);

  it('explains an unreachable database', async () => {
    const r = await cli(['create', '--email', 'x@example.com'], 'a-long-enough-password\n', { MONGODB_URI: 'mongodb://127.0.0.1:1/none' });
    expect(r.code).toBe(1);
    expect(r.err).toContain('Cannot reach MongoDB');
  }, 30_000);
});
