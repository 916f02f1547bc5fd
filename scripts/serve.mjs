// A small static server for the built app: files from the build folder, the app shell for every route
// the SPA owns, the prerendered not-found page with status 404 for paths it does not, gzip when the
// browser asks for it. Used by `npm start` and by the e2e suite.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { createGzip } from 'node:zlib';
import { isAppPath } from './site-files.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt']);

export const serve = ({ root = 'dist', port = 4173, host = '127.0.0.1' } = {}) => {
  const base = resolve(root);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(base, path);
    if (!file.startsWith(base)) {
      res.writeHead(403).end();
      return;
    }
    const isFile = existsSync(file) && statSync(file).isFile();
    const prerendered = join(base, path, 'index.html');
    let status = 200;
    if (!isFile) {
      // A path with an extension is a missing asset; anything else is a route of the SPA.
      if (extname(path)) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
      // Prerendered public pages have their own HTML; the admin area and booking links get the plain app
      // shell; any other path gets the prerendered not-found page with status 404, in the language of the
      // path's prefix when the build has one (/en/404.html), else the German 404.html; a build without one
      // gets the shell, which shows the same page.
      const shell = existsSync(join(base, 'spa.html')) ? join(base, 'spa.html') : join(base, 'index.html');
      file = existsSync(prerendered) ? prerendered : shell;
      if (file === shell && !isAppPath(url.pathname)) {
        status = 404;
        const inLanguage = join(base, url.pathname.split('/')[1] ?? '', '404.html');
        file =
          [inLanguage, join(base, '404.html')].find(
            (candidate) => candidate.startsWith(base) && existsSync(candidate),
          ) ?? shell;
      }
    }
    const ext = extname(file);
    const headers = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    };
    const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    if (gzip) headers['Content-Encoding'] = 'gzip';
    res.writeHead(status, headers);
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
  });
  return new Promise((done, failed) => {
    server.once('error', failed);
    server.listen(port, host, () => done(server));
  });
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 4173);
  const root = process.argv[2] ?? 'dist';
  await serve({ root, port, host: process.env.HOST ?? '127.0.0.1' });
  console.log(`Serving ${root} at http://localhost:${port}`);
}
