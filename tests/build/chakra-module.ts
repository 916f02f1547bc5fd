import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** A module of Chakra's ESM build, which the build's rewrites (vite.config.ts) change. */
export const chakraModule = (file: string): string =>
  join(
    dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')),
    '..',
    'esm',
    'styled-system',
    file,
  );

/** A file next to a Chakra module, so that a rewritten copy's relative imports resolve. */
export const besideChakraModule = (file: string, name: string): string =>
  join(dirname(chakraModule(file)), name);
