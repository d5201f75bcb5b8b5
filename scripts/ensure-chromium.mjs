// Finds Debian's Chromium for the browser tests; installs it with apt-get when missing and running as root.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

export function ensureChromium() {
  const bin = chromiumPath();
  if (existsSync(bin)) return bin;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is needed for the browser tests and was not found at ${bin}.\n` +
        'Install it with `sudo apt-get install chromium` (Debian/Ubuntu), or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    );
    process.exit(1);
  }
  console.log('Installing Chromium for the browser tests (apt-get install chromium)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const res = spawnSync('apt-get', ['install', '-y', '-qq', '-o', 'DPkg::Lock::Timeout=600', 'chromium'], {
    stdio: 'inherit',
    env,
  });
  if (res.status !== 0 || !existsSync(bin)) {
    console.error('Installing Chromium failed; see the apt-get output above.');
    process.exit(1);
  }
  console.log(execFileSync(bin, ['--version']).toString().trim());
  return bin;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
