// `npm run create-admin -- --email admin@example.org`: creates the admin account, or gives an existing
// account the admin role and the new password and ends all its sessions (whoever registered the address
// first keeps no way in, decision 016). The password is asked for in a terminal, or read from
// standard input (`echo "$PW" | npm run create-admin -- --email ...`), or taken from ADMIN_EMAIL together
// with ADMIN_PASSWORD; never from the command line, where other users of the machine could read it.
// `npm run create-admin -- --email admin@example.org --reset-2fa` only removes the account's second factor (a lost
// authenticator and lost recovery codes): the password stays, and the admin can enrol again on /profile.
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { adminTakeoverWarning, ensureAdminAccount, resetAdminSecondFactor } from '../modules/auth/auth.service';

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i !== -1) return process.argv[i + 1];
  const inline = process.argv.find((a) => a.startsWith(`--${name}=`));
  return inline?.slice(name.length + 3);
}

async function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _enc, cb) {
      if (!muted) process.stdout.write(chunk);
      cb();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function main() {
  const config = loadConfig();
  const email = argValue('email') ?? config.admin?.email;
  if (!email) {
    console.error(
      'Usage: npm run create-admin -- --email admin@example.org [--name "Display Name"] [--reset-2fa]\n(the password is asked for, or read from standard input; --reset-2fa only removes the second factor)',
    );
    process.exit(2);
  }
  if (process.argv.includes('--reset-2fa')) {
    const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      await runMigrations(handle);
      console.log(await resetAdminSecondFactor(handle.db, email));
    } finally {
      await handle.close();
    }
    return;
  }
  const fromEnv = config.admin && config.admin.email === email.toLowerCase() ? config.admin.password : undefined;
  const password =
    fromEnv ?? (process.stdin.isTTY ? await askHidden('Admin password: ') : (await readStdin()).split(/\r?\n/)[0]);
  if (!password) {
    console.error('Give the password in the terminal, on standard input, or with ADMIN_EMAIL and ADMIN_PASSWORD.');
    process.exit(2);
  }
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(handle);
    const result = await ensureAdminAccount(handle.db, {
      email,
      password,
      displayName: argValue('name'),
      resetPassword: true,
    });
    console.log(`Admin account ${email}: ${result.action} (id ${result.id}).`);
    const warning = adminTakeoverWarning(email.trim().toLowerCase(), result, 'the one given here');
    if (warning && result.action === 'promoted') console.warn(`Warning: ${warning}`);
    else if (warning) console.log(warning);
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  console.error((err as Error).message ?? err);
  process.exit(1);
});
