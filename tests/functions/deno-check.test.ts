// `deno check` of every edge function's Deno entry (each folder of supabase/functions but _shared), with the
// real Deno of the dev dependency and the function's own deno.json: a type error in an entry or in the _shared
// code it imports fails here, and so does an import map whose npm: pin differs from the version in
// node_modules (see tests/functions/deno.ts). No network: nothing is fetched.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { denoHome, functionNames, functionsDir, OFFLINE_FLAGS, runDeno } from './deno';

const home = denoHome();
afterAll(() => home.remove());

describe('deno check', () => {
  it('finds the edge functions', () => {
    expect(functionNames()).toEqual(
      expect.arrayContaining(['generate-menu-image', 'send-reservation-confirmation']),
    );
  });

  it.each(functionNames())('%s/index.ts type-checks under Deno', async (name) => {
    const folder = join(functionsDir, name);
    expect(existsSync(join(folder, 'index.ts')), `${name} has no index.ts`).toBe(true);
    expect(existsSync(join(folder, 'deno.json')), `${name} has no deno.json (its import map)`).toBe(true);
    const { code, output } = await runDeno(['check', ...OFFLINE_FLAGS, 'index.ts'], folder, home.env);
    expect(code, `deno check ${name}/index.ts failed:\n${output}`).toBe(0);
  });
});
