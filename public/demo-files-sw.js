/* global self, indexedDB, Blob, Response, URL */
// The offline demo's file server: answers /demo-files/<bucket>/<path> from the IndexedDB database that
// src/adapters/browser/indexeddb-file-storage.ts writes, so uploaded pictures and videos have URLs that
// work in <img> and <video> after a reload. Registered only by the demo; it touches no other request.
const PREFIX = '/demo-files/';
const DB = 'tischlein-demo-files';
const STORE = 'files';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith(PREFIX)) return;
  if (event.request.method !== 'GET' && event.request.method !== 'HEAD') return;
  event.respondWith(serve(event.request, url.pathname));
});

const request = (req) =>
  new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });

// Opened as idb-keyval opens it (no version; the store created on first use), so either side may come first.
const read = async (key) => {
  const open = indexedDB.open(DB);
  open.onupgradeneeded = () => open.result.createObjectStore(STORE);
  const db = await request(open);
  try {
    return await request(db.transaction(STORE, 'readonly').objectStore(STORE).get(key));
  } finally {
    db.close();
  }
};

const HEADERS = {
  'Cache-Control': 'no-cache',
  'X-Content-Type-Options': 'nosniff',
  // An uploaded SVG opened on its own must not run script in the app's origin.
  'Content-Security-Policy': "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'",
};

const serve = async (req, pathname) => {
  let blob;
  try {
    const key = pathname.slice(PREFIX.length).split('/').map(decodeURIComponent).join('/');
    blob = await read(key);
  } catch (error) {
    return new Response(`Demo file storage is not readable: ${error}`, { status: 500, headers: HEADERS });
  }
  if (!(blob instanceof Blob)) return new Response('Not found', { status: 404, headers: HEADERS });
  const headers = { ...HEADERS, 'Content-Type': blob.type, 'Accept-Ranges': 'bytes' };
  // <video> asks for byte ranges to seek; answering them keeps seeking and looping smooth.
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.get('range') ?? '');
  if (!range || (range[1] === '' && range[2] === '')) {
    return new Response(req.method === 'HEAD' ? null : blob, {
      status: 200,
      headers: { ...headers, 'Content-Length': String(blob.size) },
    });
  }
  const size = blob.size;
  const start = range[1] === '' ? Math.max(0, size - Number(range[2])) : Number(range[1]);
  const end = range[1] === '' || range[2] === '' ? size - 1 : Math.min(Number(range[2]), size - 1);
  if (start > end || start >= size) {
    return new Response(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${size}` } });
  }
  return new Response(req.method === 'HEAD' ? null : blob.slice(start, end + 1, blob.type), {
    status: 206,
    headers: {
      ...headers,
      'Content-Range': `bytes ${start}-${end}/${size}`,
      'Content-Length': String(end - start + 1),
    },
  });
};
