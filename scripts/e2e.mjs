// `npm run test:e2e`: builds the demo into its own folder, serves it on a free port, and runs the browser
// suite against it in Debian's Chromium.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { serve } from './serve.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `No Chromium at ${chromium}: install Debian's chromium package (apt-get install -y chromium).`,
  );
  process.exit(1);
}
const outDir = process.env.E2E_OUT ?? 'dist-e2e';
const env = { ...process.env, VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '' };
if (!process.env.E2E_SKIP_BUILD) {
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], { stdio: 'inherit', env });
  execFileSync('node', ['scripts/prerender.mjs', outDir], { stdio: 'inherit', env });
}
const server = await serve({ root: outDir, port: 0 });
const { port } = server.address();
// Spawned asynchronously: the server lives in this process and must keep answering while the suite runs.
const suite = spawn('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, E2E_BASE_URL: `http://127.0.0.1:${port}`, CHROMIUM_PATH: chromium },
});
suite.on('exit', (code) => {
  server.close();
  process.exit(code ?? 1);
});
