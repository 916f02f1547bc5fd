// Uploads, removals and the status ping against a fake Storage API.
import { describe, expect, it } from 'vitest';

import { SupabaseFileStorage, storageError } from '../../../src/adapters/supabase/supabase-file-storage';
import { ANON_KEY, fakeBackend, json, networkDown, SUPABASE_URL } from './fake-backend';

const config = { url: SUPABASE_URL, anonKey: ANON_KEY };
const publicUrl = (bucket: string, path: string) =>
  `${SUPABASE_URL}/storage/v1/object/public/${bucket}/${path}`;

/** Just enough of XMLHttpRequest to see what the upload sends and to play its progress events. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  finish(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const xhrStorage = () => {
  FakeXhr.sent = [];
  const backend = fakeBackend();
  const files = new SupabaseFileStorage(backend.connection, config, {
    xhr: () => new FakeXhr() as unknown as XMLHttpRequest,
  });
  return { backend, files };
};

describe('SupabaseFileStorage', () => {
  it('uploads with supabase-js when no progress is asked for, never overwriting, and returns the public URL', async () => {
    const backend = fakeBackend();
    backend.reply(json(200, { Id: 'object-1', Key: 'restaurant-images/menu-items/1-bao.webp' }));
    const files = new SupabaseFileStorage(backend.connection, config, {});
    const file = new Blob(['webp bytes'], { type: 'application/octet-stream' });
    const stored = await files.upload('restaurant-images', 'menu-items/1-bao.webp', file, {
      contentType: 'image/webp',
    });
    expect(stored).toEqual({
      ok: true,
      value: {
        path: 'menu-items/1-bao.webp',
        url: publicUrl('restaurant-images', 'menu-items/1-bao.webp'),
      },
    });
    const request = backend.only();
    expect([request.method, request.path]).toEqual([
      'POST',
      '/storage/v1/object/restaurant-images/menu-items/1-bao.webp',
    ]);
    expect(request.headers.get('x-upsert')).toBe('false');
    expect(request.headers.get('authorization')).toBe(`Bearer ${ANON_KEY}`);
    const form = request.body as FormData;
    expect(form.get('cacheControl')).toBe('31536000');
    expect((form.get('') as Blob).type).toBe('image/webp');
  });

  it('uploads through XMLHttpRequest when progress is asked for, reporting 0 .. 1', async () => {
    const { files } = xhrStorage();
    const progress: number[] = [];
    const file = new Blob(['x'.repeat(10)], { type: 'video/mp4' });
    const pending = files.upload('restaurant-videos', 'videos/tour 1.mp4', file, {
      onProgress: (fraction) => progress.push(fraction),
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const xhr = FakeXhr.sent[0]!;
    expect([xhr.method, xhr.url]).toEqual([
      'POST',
      `${SUPABASE_URL}/storage/v1/object/restaurant-videos/videos/tour%201.mp4`,
    ]);
    expect(xhr.headers).toEqual({
      authorization: `Bearer ${ANON_KEY}`,
      apikey: ANON_KEY,
      'x-upsert': 'false',
      'cache-control': 'max-age=31536000',
      'content-type': 'video/mp4',
    });
    expect(xhr.body).toBe(file);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
    xhr.finish(200, { Key: 'restaurant-videos/videos/tour 1.mp4' });
    const stored = await pending;
    expect(stored.ok && stored.value.url).toBe(publicUrl('restaurant-videos', 'videos/tour%201.mp4'));
    expect(progress).toEqual([0, 0.5, 1]);
  });

  it("maps the Storage API's refusals: too large, wrong type, not staff, duplicate, no connection", async () => {
    const { files } = xhrStorage();
    const answers: [number, object][] = [
      [
        400,
        {
          statusCode: '413',
          error: 'Payload too large',
          message: 'The object exceeded the maximum allowed size',
        },
      ],
      [
        400,
        {
          statusCode: '415',
          error: 'invalid_mime_type',
          message: 'mime type video/x-msvideo is not supported',
        },
      ],
      [
        400,
        { statusCode: '403', error: 'Unauthorized', message: 'new row violates row-level security policy' },
      ],
      [409, { statusCode: '409', error: 'Duplicate', message: 'The resource already exists' }],
    ];
    const kinds: string[] = [];
    for (const [status, body] of answers) {
      const pending = files.upload('restaurant-videos', 'v.mp4', new Blob(['x']), {
        onProgress: () => undefined,
      });
      await new Promise((resolve) => setTimeout(resolve, 0));
      FakeXhr.sent.at(-1)!.finish(status, body);
      const result = await pending;
      kinds.push(result.ok ? 'ok' : result.error.kind);
    }
    const pending = files.upload('restaurant-videos', 'v.mp4', new Blob(['x']), {
      onProgress: () => undefined,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    FakeXhr.sent.at(-1)!.onerror?.();
    const down = await pending;
    kinds.push(down.ok ? 'ok' : down.error.kind);
    expect(kinds).toEqual(['Invalid', 'Invalid', 'Forbidden', 'Conflict', 'Unavailable']);
  });

  it('removes by public URL or by path; a missing object is no error', async () => {
    const backend = fakeBackend();
    const files = new SupabaseFileStorage(backend.connection, config, {});
    backend.reply(json(200, [{ name: 'menu-items/1-bao.webp' }]), json(200, []));
    expect(
      await files.remove(
        'restaurant-images',
        publicUrl('restaurant-images', 'menu-items/1-bao%20b.webp?v=2'),
      ),
    ).toEqual({ ok: true, value: undefined });
    expect(await files.remove('restaurant-images', 'menu-items/gone.webp')).toEqual({
      ok: true,
      value: undefined,
    });
    expect(backend.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['DELETE', '/storage/v1/object/restaurant-images', { prefixes: ['menu-items/1-bao b.webp'] }],
      ['DELETE', '/storage/v1/object/restaurant-images', { prefixes: ['menu-items/gone.webp'] }],
    ]);
  });

  it('pings by listing one object of the images bucket', async () => {
    const backend = fakeBackend();
    const files = new SupabaseFileStorage(backend.connection, config, {});
    backend.reply(json(200, []), networkDown);
    expect(await files.ping()).toEqual({ ok: true, value: undefined });
    const request = backend.requests[0]!;
    expect([request.method, request.path]).toEqual(['POST', '/storage/v1/object/list/restaurant-images']);
    expect(request.body).toMatchObject({ prefix: '', limit: 1 });
    const down = await files.ping();
    expect(down.ok ? 'ok' : down.error.kind).toBe('Unavailable');
  });
});

describe('storageError', () => {
  it('reads the status from the body first, then from HTTP', () => {
    expect(storageError({ message: 'x', status: 400, statusCode: '404' }).kind).toBe('NotFound');
    expect(storageError({ message: 'x', status: 401 }).kind).toBe('Forbidden');
    expect(storageError({ message: 'x', status: 502 }).kind).toBe('Unavailable');
    expect(storageError({ message: 'fetch failed', status: 0 }).kind).toBe('Unavailable');
  });
});
