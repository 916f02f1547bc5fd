// Where the login sends staff back to: only a page inside /admin, whatever a crafted link puts in ?redirect=.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { ADMIN_HOME, adminReturnPath } from '../../src/ui/admin/admin-return';

describe('the page the login returns to', () => {
  it('is the admin page that was asked for, with its search and hash', () => {
    expect(adminReturnPath('/admin/press')).toBe('/admin/press');
    expect(adminReturnPath('/admin/reservations?status=pending&page=2#r-12')).toBe(
      '/admin/reservations?status=pending&page=2#r-12',
    );
    expect(adminReturnPath('/admin')).toBe('/admin');
  });

  it('is the dashboard for anything outside /admin, the login itself, or a path that could leave it', () => {
    for (const crafted of [
      undefined,
      42,
      '',
      '/',
      '/menu',
      'https://evil.example/admin',
      '//evil.example/admin',
      '/admin.evil.example',
      '/administrator',
      '/admin/../menu',
      '/admin/./press',
      '/admin\\..\\menu',
      '/admin/login',
      '/admin/login?redirect=/admin/press',
      '/admin/press\n',
      `/admin/${'x'.repeat(2001)}`,
    ]) {
      expect(adminReturnPath(crafted), String(crafted)).toBe(ADMIN_HOME);
    }
  });

  it('gives, for any text, either that text under /admin/ or the dashboard', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.boolean(), (text, underAdmin) => {
        const requested = underAdmin ? `/admin/${text}` : text;
        const back = adminReturnPath(requested);
        expect(back === ADMIN_HOME || back === requested).toBe(true);
        if (back !== ADMIN_HOME) {
          expect(back.startsWith('/admin/')).toBe(true);
          expect(back.split(/[?#]/)[0]!.split('/')).not.toContain('..');
          expect(back.startsWith('/admin/login')).toBe(false);
        }
      }),
      { numRuns: 500 },
    );
  });
});
