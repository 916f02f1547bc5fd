// The real Deno, from the `deno` dev dependency, for the edge functions' entries: `deno check` and starting a
// function on a free port. Offline by design: the functions' npm: imports (their deno.json import maps) are
// resolved from this repository's node_modules (--node-modules-dir=manual), which must hold the very versions
// the import maps pin, and nothing is fetched (--cached-only, --no-remote) into the throwaway DENO_DIR.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { it } from 'vitest';

import { repoRoot, targets, type SqlTarget } from '../sql/db';

export const functionsDir = join(repoRoot, 'supabase', 'functions');

/** Every edge function: each folder of supabase/functions but _shared. */
export const functionNames = (): string[] =>
  readdirSync(functionsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== '_shared')
    .map((entry) => entry.name)
    .sort();

/**
 * The deno executable that `npm ci` installed: the package's postinstall links it into node_modules/deno;
 * without install scripts the platform package (@deno/linux-x64-glibc, ...) still holds it. No skip when it is
 * missing: deno is a dev dependency, so a missing one is a broken install.
 */
export const denoExecutable = (): string => {
  const require = createRequire(import.meta.url);
  let install: { runInstall(): string };
  try {
    install = require('deno/install_api.cjs') as { runInstall(): string };
  } catch (error) {
    throw new Error('The deno dev dependency is not installed: run `npm ci`.', { cause: error });
  }
  return install.runInstall();
};

/** Resolve npm: imports from node_modules, fetch nothing, write no deno.lock into the repository. */
export const OFFLINE_FLAGS = ['--node-modules-dir=manual', '--cached-only', '--no-remote', '--no-lock'];

export interface DenoHome {
  /** The environment every deno process gets (plus what the caller adds): nothing of this shell's. */
  readonly env: Record<string, string>;
  remove(): void;
}

/** A throwaway DENO_DIR (deno writes its caches there), removed again by remove(). */
export const denoHome = (): DenoHome => {
  const dir = mkdtempSync(join(tmpdir(), 'tischlein-deno-'));
  return {
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: dir,
      DENO_DIR: dir,
      DENO_NO_UPDATE_CHECK: '1',
      DENO_NO_PROMPT: '1',
      NO_COLOR: '1',
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
};

export interface DenoRun {
  readonly code: number | null;
  readonly output: string;
}

/** Runs deno to its end with cwd set to the function's folder, so that its deno.json is the config. */
export const runDeno = (args: string[], cwd: string, env: Record<string, string>): Promise<DenoRun> =>
  new Promise((resolve, reject) => {
    const child = spawn(denoExecutable(), args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });

export interface RunningFunction {
  /** Where the function answers, e.g. http://127.0.0.1:41234 */
  readonly url: string;
  /** What the function printed so far (its logs, console.error included). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts supabase/functions/<name>/index.ts with `deno run`; its own Deno.serve() listens on a free port of
 * 127.0.0.1 (DENO_SERVE_ADDRESS). Network access is limited to 127.0.0.1; env holds the function's secrets.
 */
export const startFunction = async (
  name: string,
  home: DenoHome,
  secrets: Record<string, string>,
): Promise<RunningFunction> => {
  const args = ['run', ...OFFLINE_FLAGS, '--allow-net=127.0.0.1', '--allow-env', 'index.ts'];
  const child: ChildProcess = spawn(denoExecutable(), args, {
    cwd: join(functionsDir, name),
    env: { ...home.env, ...secrets, DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => fail(new Error('did not listen within 20 s')), 20_000);
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`deno ${args.join(' ')} (${name}): ${error.message}\n${output}`));
    };
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Listening on (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (listening && !settled) {
        settled = true;
        clearTimeout(timer);
        resolve(listening[1]!);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('error', fail);
    child.once('exit', (code, signal) => fail(new Error(`exited (${code ?? signal}) before listening`)));
  });
  return {
    url,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
};

// The same rule as the SQL suites (tests/support/postgres-summary-reporter.ts): .ci/run sets REQUIRE_POSTGRES.
const inCi = (Boolean(process.env.CI) && process.env.CI !== 'false') || Boolean(process.env.REQUIRE_POSTGRES);

/**
 * The PostgreSQL target of tests/sql (a throwaway database with every migration), which a function started
 * under Deno connects to. Without DATABASE_URL there is none: call this inside the suite's describe(), and on
 * null return from it; a developer's run then skips with a loud reason, and CI (where .ci/run sets
 * DATABASE_URL) fails instead of skipping.
 */
export const postgresForDeno = (file: string): SqlTarget | null => {
  const postgres = targets.find((target) => target.name === 'postgres');
  if (postgres) return postgres;
  const reason =
    `${file} starts the edge function under Deno against PostgreSQL, and DATABASE_URL is not set. Run it with ` +
    'e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx vitest run tests/functions';
  if (inCi) {
    it('has PostgreSQL (DATABASE_URL) in CI', () => {
      throw new Error(reason);
    });
  } else {
    console.warn(`\n!!! SKIPPED: ${reason}\n`);
    it.skip(`runs the function (skipped: ${reason})`, () => undefined);
  }
  return null;
};
