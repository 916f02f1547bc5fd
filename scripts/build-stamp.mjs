// Whether the built demo in dist/ still matches its sources, so that `npm start` serves
// it instead of building again. A build writes a stamp: a hash of the content of every input file and the
// mode it was built in. Content, not modification times: a `git checkout` or a copy that leaves the files
// as they were needs no build, and an edit saved within the same second as the build still counts.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What the build reads: the app, its translations and files, the HTML shell, the build's config and scripts. */
export const BUILD_INPUTS = [
  'src',
  'locales',
  'public',
  'scripts',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

export const STAMP_FILE = '.build-stamp.json';

const filesUnder = (root, path) => {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full)
    .toSorted()
    .flatMap((name) => filesUnder(root, join(path, name)));
};

/** A hash of the inputs' paths and contents (a file added, removed, renamed or changed changes it). */
export const inputsFingerprint = (root = '.', inputs = BUILD_INPUTS) => {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesUnder(root, input))) {
    hash.update(`${relative(root, join(root, file)).replaceAll('\\', '/')}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
};

/** The stamp a build left in its folder, or null (no build, an older build without one, a broken file). */
export const readStamp = (outDir) => {
  try {
    return JSON.parse(readFileSync(join(outDir, STAMP_FILE), 'utf8'));
  } catch {
    return null;
  }
};

export const writeStamp = (outDir, stamp) =>
  writeFileSync(join(outDir, STAMP_FILE), `${JSON.stringify(stamp, null, 2)}\n`);

/**
 * Why the build must run again, or null when the one there is current: no stamp, another mode, or inputs
 * that changed since. `stamp` is what readStamp returned; `current` the fingerprint and mode wanted now.
 */
export const staleReason = (stamp, current) => {
  if (!stamp) return 'no build stamp (never built by npm start, or built another way)';
  if (stamp.mode !== current.mode) return `the build there is for ${stamp.mode}, not ${current.mode}`;
  if (stamp.fingerprint !== current.fingerprint) return 'sources changed since the last build';
  return null;
};
