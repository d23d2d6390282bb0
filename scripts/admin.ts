/**
 * Administrator accounts from the command line:
 *   npm run admin:create -- --email you@example.com
 *   npm run admin:reset-password -- --email you@example.com
 * The password is asked twice without echo on a terminal, or read from stdin when piped.
 */
import mongoose from 'mongoose';
import { z } from 'zod';
import { Admin } from '../server/accounts/model';
import { hashPassword, MIN_PASSWORD_LENGTH } from '../server/accounts/password';
import { embeddedUri } from '../server/db/embedded';
import { noteExternalWrite } from '../server/db/snapshots';
import { readPassword, readPipedPasswords } from './prompt';
import { ROLES, type Role } from '../shared/permissions';
import { companyName } from '../shared/company-name';

const EXIT = { ok: 0, failure: 1, usage: 2 } as const;

const HELP = `Usage:
  npm run admin:create -- --email <email> [--role owner|manager|counselor|contractor] [--name <name>]
                                                   create a desk account (default role: owner);
                                                   a contractor (협력업체) needs --name, its company's
                                                   name as reports and defect texts show it
  npm run admin:reset-password -- --email <email>  set a new password

The password is asked twice (not echoed). When stdin is not a terminal, the first line of
stdin is the password (a second line, if present, must repeat it), e.g.
  printf '%s\\n' "$ADMIN_PASSWORD" | npm run admin:create -- --email you@example.com

Passwords need at least ${MIN_PASSWORD_LENGTH} characters.
Database: MONGODB_URI, or the embedded database of a running \`npm start\`
(mongodb://127.0.0.1:EMBEDDED_DB_PORT, default 27117; what is written there is in its next snapshot).

Exit codes: 0 done, 1 failed (database unreachable, account exists or is missing), 2 bad usage or input.`;

class UsageError extends Error {}

function parseArgs(argv: string[]) {
  const [command, ...rest] = argv;
  let email: string | undefined;
  let role: string | undefined;
  let name: string | undefined;
  let help = false;
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i]!;
    if (a === '--help' || a === '-h') help = true;
    else if (a === '--email') email = rest[++i];
    else if (a.startsWith('--email=')) email = a.slice('--email='.length);
    else if (a === '--role') role = rest[++i];
    else if (a.startsWith('--role=')) role = a.slice('--role='.length);
    else if (a === '--name') name = rest[++i];
    else if (a.startsWith('--name=')) name = a.slice('--name='.length);
    else throw new UsageError(`Unknown argument: ${a}`);
  }
  if (command === '--help' || command === '-h') help = true;
  if (role !== undefined && !(ROLES as readonly string[]).includes(role)) throw new UsageError(`--role must be one of: ${ROLES.join(', ')}`);
  // A contractor's name is its company's, kept as every company name is (shared/company-name.ts).
  const kept = name === undefined ? undefined : role === 'contractor' ? companyName(name) : name.trim();
  if (kept !== undefined && !(kept.length >= 1 && kept.length <= 50)) throw new UsageError('--name must have 1 to 50 characters.');
  // Never asked on a terminal: CI and scripts have no one to answer. Without it the account would be
  // named by its e-mail's local part on the sale report, its workbook and the buyers' defect texts.
  if (command === 'create' && role === 'contractor' && !kept && !help) {
    throw new UsageError('A contractor account needs --name <company name> (the 협력업체 as the defect desk knows it, e.g. --name 한빛타일).');
  }
  return { command, email, role: (role ?? 'owner') as Role, name: kept, help };
}

async function askPassword(): Promise<string> {
  let first: string;
  let second: string | undefined;
  if (process.stdin.isTTY) {
    first = await readPassword('Password: ');
    second = await readPassword('Repeat password: ');
  } else {
    [first = '', second] = await readPipedPasswords();
  }
  if (second !== undefined && second !== first) throw new UsageError('The two passwords do not match.');
  if (first.length < MIN_PASSWORD_LENGTH) throw new UsageError(`The password must have at least ${MIN_PASSWORD_LENGTH} characters.`);
  return first;
}

/** On the embedded engine, the running site's next snapshot must include what was just written. */
async function noteWrite() {
  if (!process.env.MONGODB_URI) await noteExternalWrite(mongoose.connection.db!);
}

async function main(argv: string[]): Promise<number> {
  const { command, email: rawEmail, role, name, help } = parseArgs(argv);
  if (help) {
    console.log(HELP);
    return EXIT.ok;
  }
  if (command !== 'create' && command !== 'reset-password') throw new UsageError(`Unknown command: ${command ?? '(none)'}`);
  const email = z.string().trim().toLowerCase().email().safeParse(rawEmail);
  if (!email.success) throw new UsageError('Give a valid --email address.');

  const password = await askPassword();
  const portText = process.env.EMBEDDED_DB_PORT ?? '27117';
  const uri = process.env.MONGODB_URI || embeddedUri(Number(portText));
  try {
    await mongoose.connect(uri, { serverSelectionTimeoutMS: 5_000, autoCreate: false, autoIndex: false });
  } catch {
    console.error(`Cannot reach MongoDB at ${uri.replace(/\/\/[^@/]*@/, '//***@')}.`);
    console.error('Start the site first (npm start) or set MONGODB_URI.');
    return EXIT.failure;
  }
  try {
    await Admin.createIndexes();
    const passwordHash = await hashPassword(password);
    if (command === 'create') {
      if (await Admin.exists({ email: email.data })) {
        console.error(`An administrator ${email.data} already exists. Use: npm run admin:reset-password -- --email ${email.data}`);
        return EXIT.failure;
      }
      await Admin.create({ email: email.data, passwordHash, role, name: name ?? email.data.split('@')[0], active: true, away: false });
      await noteWrite();
      console.log(`Account ${email.data} created (${role}).`);
    } else {
      const r = await Admin.updateOne(
        { email: email.data },
        { $set: { passwordHash }, $unset: { setupTokenHash: 1, setupExpiresAt: 1 }, $inc: { sessionEpoch: 1 } },
      );
      if (r.matchedCount === 0) {
        console.error(`No administrator ${email.data}. Use: npm run admin:create -- --email ${email.data}`);
        return EXIT.failure;
      }
      // Existing sessions of that administrator end with the old password.
      await mongoose.connection.collection('sessions').deleteMany({ 'session.adminEmail': email.data });
      await noteWrite();
      console.log(`Password of ${email.data} changed; their sessions were signed out.`);
    }
    return EXIT.ok;
  } finally {
    await mongoose.disconnect();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    if (err instanceof UsageError) {
      console.error(err.message);
      console.error("Run with --help for usage.");
      process.exit(EXIT.usage);
    }
    console.error(err instanceof Error ? err.message : err);
    process.exit(EXIT.failure);
  },
);
