// The built server and the files beside the pages: unknown paths answer 404 with the app
// shell (which shows the not-found page with the site's header and footer), the admin area and booking links
// 200; robots.txt keeps crawlers out of both; the sitemap lists the public pages at the site's address.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module script without types
import { serve } from '../../scripts/serve.mjs';
// @ts-expect-error -- a plain ES module script without types
import { isAppPath, robotsTxt, sitemapXml } from '../../scripts/site-files.mjs';

let root: string;
let server: Server;
let base: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'tischlein-serve-'));
  writeFileSync(join(root, 'index.html'), '<html data-prerendered>home</html>');
  writeFileSync(join(root, 'spa.html'), '<html>shell</html>');
  mkdirSync(join(root, 'menu'));
  writeFileSync(join(root, 'menu', 'index.html'), '<html>menu</html>');
  server = (await serve({ root, port: 0 })) as Server;
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server?.close();
  rmSync(root, { recursive: true, force: true });
});

const get = async (path: string) => {
  const response = await fetch(`${base}${path}`);
  return [response.status, await response.text()] as const;
};

describe('the built server', () => {
  it('answers prerendered pages, the admin area and booking links with 200', async () => {
    expect(await get('/')).toEqual([200, '<html data-prerendered>home</html>']);
    expect(await get('/menu')).toEqual([200, '<html>menu</html>']);
    expect(await get('/admin/login')).toEqual([200, '<html>shell</html>']);
    expect(await get('/admin')).toEqual([200, '<html>shell</html>']);
    expect(await get('/reservation/AQAAAA-token_x')).toEqual([200, '<html>shell</html>']);
  });

  it('answers an unknown path with 404 and the app shell, and a missing file with a plain 404', async () => {
    expect(await get('/speisekarte')).toEqual([404, '<html>shell</html>']);
    expect(await get('/reservation/a/b')).toEqual([404, '<html>shell</html>']);
    expect(await get('/administrator')).toEqual([404, '<html>shell</html>']);
    expect(await get('/assets/gone.js')).toEqual([404, 'Not found']);
  });
});

describe('robots.txt and the sitemap', () => {
  it('keep crawlers out of the admin area and the private booking links', () => {
    expect(robotsTxt('')).toBe('User-agent: *\nDisallow: /admin\nDisallow: /reservation/\n');
    expect(robotsTxt('https://tischlein.example/')).toContain(
      'Sitemap: https://tischlein.example/sitemap.xml',
    );
    expect(isAppPath('/admin/reservations/day')).toBe(true);
    expect(isAppPath('/menu')).toBe(false);
  });

  it('list each public page at the site address', () => {
    const xml = sitemapXml('https://tischlein.example/', ['/', '/menu']);
    expect(xml).toContain('<loc>https://tischlein.example/</loc>');
    expect(xml).toContain('<loc>https://tischlein.example/menu</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });

  it('list the same page in the other languages as alternates (decision 0083)', () => {
    const xml = sitemapXml('https://tischlein.example', [
      { path: '/en/menu', alternates: { de: '/menu', en: '/en/menu', 'x-default': '/menu' } },
    ]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(
      '<url><loc>https://tischlein.example/en/menu</loc><xhtml:link rel="alternate" hreflang="de" href="https://tischlein.example/menu"/>',
    );
    expect(xml).toContain('hreflang="x-default" href="https://tischlein.example/menu"/>');
  });
});
