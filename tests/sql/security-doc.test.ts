// docs/security.md shows the access matrix exactly as tests/sql/access-matrix.ts defines it.
// Regenerate the section with: UPDATE_SECURITY_DOC=1 npx vitest run tests/sql/security-doc.test.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { BEGIN_MARKER, END_MARKER, renderMatrix, replaceSection } from './render-matrix';

const docPath = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'security.md');
const howToFix = 'Regenerate it with: UPDATE_SECURITY_DOC=1 npx vitest run tests/sql/security-doc.test.ts';

describe('docs/security.md', () => {
  it('contains the access matrix generated from tests/sql/access-matrix.ts', () => {
    const doc = readFileSync(docPath, 'utf8');
    const section = renderMatrix();
    const updated = replaceSection(doc, section);
    if (updated === undefined) {
      throw new Error(
        `docs/security.md has no ${BEGIN_MARKER} ... ${END_MARKER} section. Add both markers; ${howToFix}`,
      );
    }
    if (process.env.UPDATE_SECURITY_DOC === '1') {
      if (updated !== doc) writeFileSync(docPath, updated);
      return;
    }
    expect(
      updated === doc,
      `docs/security.md's access matrix differs from tests/sql/access-matrix.ts. ${howToFix}`,
    ).toBe(true);
  });
});
