// `npm start`: serves the offline demo (no Supabase settings, whatever the shell has), building it first
// only when dist/ is not a current demo build: the build leaves a stamp of its inputs
// (scripts/build-stamp.mjs), and a start whose inputs hash the same serves what is there.
// `npm start -- --build` (or BUILD=1) builds regardless.
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { inputsFingerprint, readStamp, staleReason, STAMP_FILE, writeStamp } from './build-stamp.mjs';
import { serve } from './serve.mjs';

const port = Number(process.env.PORT ?? 4173);
const outDir = 'dist';
const mode = 'offline demo';
const env = { ...process.env, VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '' };

const fingerprint = inputsFingerprint();
const forced = process.argv.includes('--build') || process.env.BUILD === '1';
const stamp = existsSync(join(outDir, 'index.html')) ? readStamp(outDir) : null;
const reason = forced ? 'asked to build' : staleReason(stamp, { mode, fingerprint });
if (reason) {
  console.log(`Building the ${mode} into ${outDir}/: ${reason}.`);
  // A build that fails half-way must not leave the old stamp beside new files.
  rmSync(join(outDir, STAMP_FILE), { force: true });
  execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit', env });
  // Hashed again: the build itself may rewrite a source (the router plugin's generated route tree).
  writeStamp(outDir, { mode, fingerprint: inputsFingerprint(), builtAt: new Date().toISOString() });
} else {
  console.log(
    `${outDir}/ is up to date (built ${stamp.builtAt}, sources unchanged): serving it without building. ` +
      '`npm start -- --build` builds anyway.',
  );
}
await serve({ root: outDir, port, host: process.env.HOST ?? '127.0.0.1' });
console.log(
  `\nTischlein demo: http://localhost:${port}\n(offline demo; staff login at http://localhost:${port}/admin/login)`,
);
