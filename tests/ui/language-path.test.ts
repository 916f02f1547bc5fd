// The addresses of the public pages per language (decision 0083): German without a prefix, English and
// Chinese under /en and /zh; the admin area and booking links never carry one; the rewrite pair the router
// uses turns one into the other both ways.
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module script without types
import { isAppPath } from '../../scripts/site-files.mjs';
import {
  languageOfPath,
  languageRewrite,
  pathInLanguage,
  urlLanguage,
  withoutLanguage,
} from '../../src/ui/i18n/language-path';

describe('language addresses', () => {
  it('read the language and the route from an address', () => {
    expect(languageOfPath('/en/menu')).toBe('en');
    expect(languageOfPath('/zh')).toBe('zh');
    expect(languageOfPath('/menu')).toBe('de');
    expect(languageOfPath('/english')).toBe('de');
    expect(withoutLanguage('/en/menu')).toBe('/menu');
    expect(withoutLanguage('/zh/')).toBe('/');
    expect(withoutLanguage('/zh')).toBe('/');
    expect(withoutLanguage('/entry')).toBe('/entry');
  });

  it('write a public page in each language, and leave admin pages and booking links German', () => {
    expect(pathInLanguage('/', 'en')).toBe('/en/');
    expect(pathInLanguage('/menu', 'zh')).toBe('/zh/menu');
    expect(pathInLanguage('/en/menu', 'de')).toBe('/menu');
    expect(pathInLanguage('/admin/menu', 'en')).toBe('/admin/menu');
    expect(pathInLanguage('/reservation/abc', 'zh')).toBe('/reservation/abc');
    // The not-found page is answered in the address's language (/en/404.html).
    expect(pathInLanguage('/no-such-page', 'en')).toBe('/en/no-such-page');
  });

  it('leave unprefixed exactly the paths the static server serves the app shell for', () => {
    const paths = [
      '/admin',
      '/admin/menu',
      '/reservation/abc',
      '/reservations',
      '/menu',
      '/administration',
      '/x',
    ];
    for (const path of paths) {
      expect(pathInLanguage(path, 'en') === path, path).toBe(isAppPath(path));
    }
  });

  it('let the address decide the language only on public pages and under a prefix', () => {
    expect(urlLanguage('/menu')).toBe('de');
    expect(urlLanguage('/en/')).toBe('en');
    expect(urlLanguage('/zh/no-such-page')).toBe('zh');
    expect(urlLanguage('/admin')).toBeNull();
    expect(urlLanguage('/reservation/abc')).toBeNull();
  });

  it('rewrite addresses for the router both ways', () => {
    const rewrite = languageRewrite(() => 'en');
    expect(rewrite.input({ url: new URL('http://x/en/events?x=1') }).href).toBe('http://x/events?x=1');
    expect(rewrite.output({ url: new URL('http://x/events?x=1') }).href).toBe('http://x/en/events?x=1');
    expect(rewrite.output({ url: new URL('http://x/admin') }).pathname).toBe('/admin');
  });
});
