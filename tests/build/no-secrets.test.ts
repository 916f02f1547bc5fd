// The production bundle holds the project URL and the public anon key, and nothing else secret: no
// service-role key, JWT secret or API key (even when they sit in the build's environment), no other JWT,
// and none of the offline demo (its seed and its published password). A demo build is scanned the same way
// and must show the demo, so that the scan is known to see what it looks for.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, relative } from 'node:path';

import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: object) =>
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.${Buffer.from('signature').toString('base64url')}`;

const SUPABASE_URL = 'https://example.supabase.co';
const ANON_KEY = jwt({
  iss: 'supabase',
  ref: 'example',
  role: 'anon',
  iat: 1_700_000_000,
  exp: 2_000_000_000,
});

/** Secrets a deployment has in its environment; none may reach the bundle. */
const CANARIES = {
  SUPABASE_SERVICE_ROLE_KEY: jwt({
    iss: 'supabase',
    ref: 'example',
    role: 'service_role',
    exp: 2_000_000_000,
  }),
  SUPABASE_JWT_SECRET: 'canary-jwt-secret-0f6b1c9e5d2a4b8c9e1f3a5b7c9d1e3f',
  SMTP_PASS: 'canary-smtp-password-6c1d',
  SUPABASE_SECRET_KEY: 'sb_secret_canary0123456789abcdefghij',
  IMAGE_API_KEY: 'sk-canary0123456789abcdefghijklmnop',
};

/** What only the offline demo holds: its seed and the password shown on its login page. */
const DEMO_MARKERS = [/Har Gow Shrimp Dumplings/, /Student Breakfast Club/, /["'`]tischlein-demo["'`]/];

const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.json', '.txt', '.webmanifest', '.svg', '.map']);

const filesIn = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesIn(path) : [path];
  });

interface Bundle {
  readonly dir: string;
  readonly files: readonly { readonly name: string; readonly text: string }[];
  find(pattern: RegExp): string[];
}

const buildInto = async (env: Record<string, string>): Promise<Bundle> => {
  const dir = mkdtempSync(join(tmpdir(), 'tischlein-build-'));
  const keys = ['NODE_ENV', 'VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY', ...Object.keys(CANARIES)];
  const saved = Object.fromEntries(keys.map((key) => [key, process.env[key]]));
  // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
  Object.assign(
    process.env,
    { NODE_ENV: 'production', VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '' },
    env,
  );
  try {
    await build({ mode: 'production', logLevel: 'error', build: { outDir: dir, emptyOutDir: true } });
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
  const files = filesIn(dir)
    .filter((path) => TEXT.has(extname(path)))
    .map((path) => ({ name: relative(dir, path), text: readFileSync(path, 'utf8') }));
  return {
    dir,
    files,
    find: (pattern) => files.filter((f) => pattern.test(f.text)).map((f) => f.name),
  };
};

describe('the production bundle (Supabase mode)', () => {
  let bundle: Bundle;
  let demo: Bundle;

  beforeAll(async () => {
    bundle = await buildInto({
      VITE_SUPABASE_URL: SUPABASE_URL,
      VITE_SUPABASE_ANON_KEY: ANON_KEY,
      ...CANARIES,
    });
    demo = await buildInto({});
  });
  afterAll(() => {
    for (const dir of [bundle?.dir, demo?.dir]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('is a Supabase build: it holds the project URL and the anon key', () => {
    expect(bundle.find(new RegExp(SUPABASE_URL.replaceAll('.', '\\.')))).not.toEqual([]);
    expect(bundle.find(new RegExp(ANON_KEY.replaceAll('.', '\\.')))).not.toEqual([]);
  });

  it('holds no JWT but the anon key', () => {
    const tokens = new Set(
      bundle.files.flatMap(
        (f) => f.text.match(/eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g) ?? [],
      ),
    );
    expect([...tokens]).toEqual([ANON_KEY]);
  });

  it('holds no service-role key, JWT secret or API key, even with them in the build environment', () => {
    for (const [name, secret] of Object.entries(CANARIES))
      expect(bundle.find(new RegExp(secret)), name).toEqual([]);
    expect(bundle.find(/service_role/)).toEqual([]);
    expect(bundle.find(/SUPABASE_SERVICE_ROLE/)).toEqual([]);
    expect(bundle.find(/SUPABASE_JWT_SECRET/)).toEqual([]);
    expect(bundle.find(/\bsk-[A-Za-z0-9_-]{16,}/)).toEqual([]);
    expect(bundle.find(/\bsb_secret_/)).toEqual([]);
  });

  it('holds nothing of the offline demo: no seed, no demo password, no memory adapters', () => {
    for (const marker of DEMO_MARKERS) expect(bundle.find(marker), String(marker)).toEqual([]);
    expect(bundle.files.map((f) => f.name).filter((name) => /memory-module/.test(name))).toEqual([]);
  });

  it('while a demo build does hold them, so the scan sees what it looks for', () => {
    for (const marker of DEMO_MARKERS) expect(demo.find(marker), String(marker)).not.toEqual([]);
    expect(demo.find(/example\.supabase\.co/)).toEqual([]);
  });
});
