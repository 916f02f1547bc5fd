import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The hexagon's rule is only as good as the lint that enforces it: each case must be reported.
const lint = async (filePath: string, code: string) => {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
};

describe('layer boundaries', () => {
  it('refuses a domain file that imports the application layer', async () => {
    const messages = await lint(
      'src/domain/event/violating.ts',
      "import type { Clock } from '../../application/ports/clock';\nexport type X = Clock;\n",
    );
    expect(messages.join('\n')).toMatch(/no-restricted-paths/);
  });

  it('refuses a domain file that imports React or Supabase', async () => {
    const messages = await lint(
      'src/domain/event/violating.ts',
      "import '@supabase/supabase-js';\nimport 'react';\n",
    );
    expect(messages.filter((m) => m.startsWith('no-restricted-imports'))).toHaveLength(2);
  });

  it('refuses a use case that imports an adapter or a package', async () => {
    const adapter = await lint(
      'src/application/events/violating.ts',
      "import { MemoryEventRepository } from '../../adapters/memory/memory-event-repository';\nexport const x = MemoryEventRepository;\n",
    );
    expect(adapter.join('\n')).toMatch(/no-restricted-paths/);
    const pkg = await lint('src/application/events/violating.ts', "import 'inversify';\n");
    expect(pkg.join('\n')).toMatch(/no-restricted-imports/);
  });

  it('refuses a UI file that imports an adapter or supabase-js', async () => {
    const adapter = await lint(
      'src/ui/layout/violating.tsx',
      "import { MemoryEventRepository } from '../../adapters/memory/memory-event-repository';\nexport const x = MemoryEventRepository;\n",
    );
    expect(adapter.join('\n')).toMatch(/no-restricted-paths/);
    const supabase = await lint('src/ui/layout/violating.tsx', "import '@supabase/supabase-js';\n");
    expect(supabase.join('\n')).toMatch(/no-restricted-imports/);
  });

  it('accepts the allowed directions', async () => {
    const messages = await lint(
      'src/application/events/fine.ts',
      "import type { RestaurantEvent } from '../../domain/event/event';\nexport type X = RestaurantEvent;\n",
    );
    expect(messages).toEqual([]);
  });
});
