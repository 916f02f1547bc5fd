// `npm start` serves the existing build when its inputs are unchanged.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module script without types
import * as stamps from '../../scripts/build-stamp.mjs';

interface Stamp {
  readonly mode: string;
  readonly fingerprint: string;
  readonly builtAt?: string;
}
const { inputsFingerprint, readStamp, staleReason, writeStamp, BUILD_INPUTS } = stamps as {
  inputsFingerprint: (root: string, inputs?: readonly string[]) => string;
  readStamp: (outDir: string) => Stamp | null;
  staleReason: (stamp: Stamp | null, current: Stamp) => string | null;
  writeStamp: (outDir: string, stamp: Stamp) => void;
  BUILD_INPUTS: readonly string[];
};

let root: string;
const INPUTS = ['src', 'index.html', 'vite.config.ts'];
const write = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};
const fingerprint = () => inputsFingerprint(root, INPUTS);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'tischlein-stamp-'));
  write('src/main.tsx', 'main');
  write('src/ui/page.tsx', 'page');
  write('index.html', '<html></html>');
  write('vite.config.ts', 'config');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the inputs fingerprint', () => {
  it('stays the same while the sources do, whatever their modification times', () => {
    const before = fingerprint();
    utimesSync(join(root, 'src/main.tsx'), new Date(), new Date(Date.now() + 60_000));
    write('index.html', '<html></html>');
    expect(fingerprint()).toBe(before);
  });

  it('changes when a file changes, is added, removed or renamed', () => {
    const before = fingerprint();
    write('src/main.tsx', 'main!');
    const edited = fingerprint();
    expect(edited).not.toBe(before);
    write('src/main.tsx', 'main');
    expect(fingerprint()).toBe(before);
    write('src/ui/new.tsx', '');
    expect(fingerprint()).not.toBe(before);
    rmSync(join(root, 'src/ui/new.tsx'));
    rmSync(join(root, 'src/ui/page.tsx'));
    expect(fingerprint()).not.toBe(before);
    write('src/ui/renamed.tsx', 'page');
    expect(fingerprint()).not.toBe(before);
  });

  it('ignores files outside the inputs (the build folder, notes) and inputs that do not exist', () => {
    const before = fingerprint();
    write('dist/index.html', 'built');
    write('notes.md', 'todo');
    expect(fingerprint()).toBe(before);
    expect(inputsFingerprint(root, [...INPUTS, 'missing-folder'])).toBe(before);
  });

  it('covers what the build reads: sources, translations, public files, config, scripts and the lock file', () => {
    expect(BUILD_INPUTS).toEqual(
      expect.arrayContaining([
        'src',
        'locales',
        'public',
        'index.html',
        'vite.config.ts',
        'package-lock.json',
        'scripts',
      ]),
    );
  });
});

describe('whether npm start builds', () => {
  const current = { mode: 'offline demo', fingerprint: 'abc' };

  it('serves a build whose stamp has the same inputs and mode', () => {
    expect(staleReason({ ...current, builtAt: '2026-11-26T10:00:00Z' }, current)).toBeNull();
  });

  it('builds without a stamp, for another mode, or after a change', () => {
    expect(staleReason(null, current)).toMatch(/no build stamp/);
    expect(staleReason({ mode: 'Supabase', fingerprint: 'abc' }, current)).toMatch(/for Supabase/);
    expect(staleReason({ mode: 'offline demo', fingerprint: 'abd' }, current)).toMatch(/sources changed/);
  });

  it('reads back the stamp a build wrote, and none from a folder without one or with a broken one', () => {
    const outDir = join(root, 'dist');
    mkdirSync(outDir);
    expect(readStamp(outDir)).toBeNull();
    writeStamp(outDir, { ...current, builtAt: 'then' });
    expect(staleReason(readStamp(outDir), current)).toBeNull();
    writeFileSync(join(outDir, '.build-stamp.json'), '{ broken');
    expect(readStamp(outDir)).toBeNull();
  });
});
