// `npm start`: builds the offline demo (no Supabase settings, whatever the shell has) and serves it.
import { execFileSync } from 'node:child_process';
import { serve } from './serve.mjs';

const port = Number(process.env.PORT ?? 4173);
const env = { ...process.env, VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '' };
execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit', env });
await serve({ root: 'dist', port, host: process.env.HOST ?? '127.0.0.1' });
console.log(
  `\nTischlein demo: http://localhost:${port}\n(offline demo; staff login at http://localhost:${port}/admin/login)`,
);
