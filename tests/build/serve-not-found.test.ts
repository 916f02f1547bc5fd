// The built server answers an unknown path with the prerendered not-found page and status 404; a build
// without that page falls back to the app shell, which shows the same page.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module script without types
import { serve } from '../../scripts/serve.mjs';

let root: string;
let server: Server | undefined;

const start = async (files: Record<string, string>) => {
  root = mkdtempSync(join(tmpdir(), 'tischlein-404-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(root, name, '..'), { recursive: true });
    writeFileSync(join(root, name), text);
  }
  server = (await serve({ root, port: 0 })) as Server;
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};
afterEach(() => {
  server?.close();
  rmSync(root, { recursive: true, force: true });
});

const get = async (base: string, path: string) => {
  const response = await fetch(`${base}${path}`);
  return [response.status, await response.text()] as const;
};

describe('an unknown path', () => {
  it('gets the prerendered not-found page with status 404; the app and its pages are not affected', async () => {
    const base = await start({
      'index.html': '<html data-prerendered>home</html>',
      'spa.html': '<html>shell</html>',
      '404.html': '<html data-prerendered>not found</html>',
    });
    expect(await get(base, '/no-such-page')).toEqual([404, '<html data-prerendered>not found</html>']);
    expect(await get(base, '/en/nothing/here')).toEqual([404, '<html data-prerendered>not found</html>']);
    expect(await get(base, '/admin/settings')).toEqual([200, '<html>shell</html>']);
    expect(await get(base, '/')).toEqual([200, '<html data-prerendered>home</html>']);
    expect(await get(base, '/missing.js')).toEqual([404, 'Not found']);
  });

  it("gets the not-found page in the language of the address's prefix", async () => {
    const base = await start({
      'spa.html': '<html>shell</html>',
      '404.html': '<html lang="de">nicht gefunden</html>',
      'en/404.html': '<html lang="en">not found</html>',
    });
    expect(await get(base, '/en/no-such-page')).toEqual([404, '<html lang="en">not found</html>']);
    expect(await get(base, '/zh/no-such-page')).toEqual([404, '<html lang="de">nicht gefunden</html>']);
    expect(await get(base, '/no-such-page')).toEqual([404, '<html lang="de">nicht gefunden</html>']);
    expect(await get(base, '/%2e%2e/%2e%2e/etc/x')).toEqual([404, '<html lang="de">nicht gefunden</html>']);
  });

  it('gets the app shell with status 404 from a build without the page', async () => {
    const base = await start({ 'index.html': '<html>shell</html>' });
    expect(await get(base, '/no-such-page')).toEqual([404, '<html>shell</html>']);
  });
});
