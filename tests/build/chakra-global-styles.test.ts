// The build computes Chakra's global CSS only when it is read (vite.config.ts, decision 0094), and a
// prerendered page's system never reads it (src/ui/app/theme.ts).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { createSystem, defaultConfig, type SystemContext } from '@chakra-ui/react';
import { afterAll, describe, expect, it } from 'vitest';
import { besideChakraModule, chakraModule } from './chakra-module';
import { makeSystem, withoutGlobalStyles } from '../../src/ui/app/theme';
import { globalStylesOnDemand } from '../../vite.config';

// Chakra's own createSystem module, rewritten as the build rewrites it, next to the original so that its
// relative imports resolve.
const chakraSystem = chakraModule('system.js');
const rewritten = besideChakraModule('system.js', 'system.on-demand-test.js');
afterAll(() => rmSync(rewritten, { force: true }));

const loadRewritten = async (): Promise<typeof createSystem> => {
  writeFileSync(rewritten, globalStylesOnDemand(readFileSync(chakraSystem, 'utf8')));
  const module = (await import(/* @vite-ignore */ pathToFileURL(rewritten).href)) as {
    createSystem: typeof createSystem;
  };
  return module.createSystem;
};

describe("Chakra's global styles on demand", () => {
  it('are the same CSS as Chakra computes, computed only when read', async () => {
    const createOnDemand = await loadRewritten();
    for (const config of [defaultConfig, makeSystem()._config]) {
      const onDemand = createOnDemand(config);
      expect(Object.getOwnPropertyDescriptor(onDemand, '_global')?.get).toBeTypeOf('function');
      expect(onDemand._global).toEqual(createSystem(config)._global);
    }
  });

  it('fail the build when Chakra’s code changed shape', () => {
    expect(() => globalStylesOnDemand('export function createSystem() { return { _global: [] }; }')).toThrow(
      /decision 0094/,
    );
  });

  it('are never read for a page that has them in its style sheet', () => {
    const system = makeSystem();
    const reads: string[] = [];
    Object.defineProperty(system, '_global', {
      get: () => {
        reads.push('_global');
        return [];
      },
    });
    const prerendered: SystemContext = withoutGlobalStyles(system);
    expect(reads).toEqual([]);
    expect(prerendered._global).toEqual([]);
    expect(prerendered.css).toBe(system.css);
    expect(prerendered.getRecipeFn).toBe(system.getRecipeFn);
  });
});
