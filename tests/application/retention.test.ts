// The retention setting's use cases, resolved from the demo's container as the pages resolve them: the
// default until the owner saves, the saved period after a reload, the default again after a demo reset, and
// a prerendered page left waiting rather than stating the demo's period.
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';

import { MapStorage } from '../../src/adapters/browser/browser-storage';
import { memoryModule } from '../../src/adapters/memory/memory-module';
import { pendingModule } from '../../src/adapters/prerender/pending-module';
import { Ports } from '../../src/application/ports/tokens';
import { SaveRetention } from '../../src/application/settings/save-retention';
import { ShowRetention } from '../../src/application/settings/show-retention';
import { canResolve, port, resolve } from '../../src/container';
import { ResetDemo } from '../../src/application/demo/reset-demo';
import { DEFAULT_RETENTION } from '../../src/domain/settings/retention';
import { RecordingFiles } from '../support/recording-files';

const demo = (storage: MapStorage) => {
  const container = new Container();
  container.load(memoryModule({ storage, files: new RecordingFiles() }));
  return container;
};

describe('ShowRetention and SaveRetention', () => {
  it('show the default, then what the owner saved, also after a reload; a demo reset brings the default back', async () => {
    const storage = new MapStorage();
    const container = demo(storage);
    const show = resolve(container, ShowRetention);
    expect(await show.execute()).toEqual({ ok: true, value: DEFAULT_RETENTION });
    expect(await resolve(container, SaveRetention).execute({ reservationDays: 60 })).toEqual({
      ok: true,
      value: { reservationDays: 60 },
    });
    expect(await resolve(demo(storage), ShowRetention).execute()).toEqual({
      ok: true,
      value: { reservationDays: 60 },
    });
    expect(canResolve(container, ResetDemo)).toBe(true);
    expect((await port(container, Ports.demo).reset()).ok).toBe(true);
    expect(await show.execute()).toEqual({ ok: true, value: DEFAULT_RETENTION });
  });

  it('refuse a period out of bounds and keep the one in force', async () => {
    const container = demo(new MapStorage());
    const saved = await resolve(container, SaveRetention).execute({ reservationDays: 0 });
    expect(saved.ok ? 'saved' : saved.error.issues).toEqual({
      reservationDays: 'settings.retention.validation.days',
    });
    expect(await resolve(container, ShowRetention).execute()).toEqual({ ok: true, value: DEFAULT_RETENTION });
  });

  it('leave the prerendered page waiting for the setting', async () => {
    const container = new Container();
    container.load(pendingModule());
    const pending = await Promise.race([
      resolve(container, ShowRetention).execute(),
      new Promise((done) => setTimeout(() => done('pending'), 20)),
    ]);
    expect(pending).toBe('pending');
  });
});
