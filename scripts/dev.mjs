// `npm run dev`: the API on :3001 (restarted on change by tsx) and Vite with hot reload on :5173, which proxies /api.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/index.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      NODE_ENV: 'development',
      CAPTCHA_PROVIDER: 'none',
      ...process.env,
      PORT: '3001',
      PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
      // The pages come from Vite: the API's CSRF check accepts their origin too (with NODE_ENV=development only).
      DEV_ORIGIN: 'http://localhost:5173',
    },
  }),
  spawn('npx', ['vite', '--port', '5173'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', (code) => code && stop()));
