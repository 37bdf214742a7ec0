// Serves a production build the way the host will: static files, `/` from index.html (the pre-rendered
// landing page), every other client route from app.html (the empty shell), long caching for hashed
// assets, gzip when the browser takes it. A URL that does not decode is a 400; a missing file (a path
// with an extension) and any source map are a 404. Usage: tsx scripts/serve-static.ts <dir> [port]
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** The build's own response headers (CSP and friends, written by the build: scripts/security-headers.ts). */
function buildHeaders(root: string): Record<string, string> {
  const file = path.join(root, '_headers.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

/** The request's path, percent-decoded; null when it does not decode (e.g. `/%E0%A4%A`) or holds a NUL. */
function decodedPath(url: string | undefined): string | null {
  try {
    const decoded = decodeURIComponent(new URL(url ?? '/', 'http://localhost').pathname);
    return decoded.includes('\0') ? null : decoded;
  } catch {
    return null;
  }
}

export function createStaticServer(rootDir: string): http.Server {
  const root = path.resolve(rootDir);
  const index = path.join(root, 'index.html');
  const shell = fs.existsSync(path.join(root, 'app.html')) ? path.join(root, 'app.html') : index;
  const headers = buildHeaders(root);
  const gzipped = new Map<string, Buffer>();
  return http.createServer((req, res) => {
    const plain = (status: number, text: string) =>
      res
        .writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' })
        .end(text);
    const pathname = decodedPath(req.url);
    const candidate = path.resolve(root, `.${pathname ?? ''}`);
    // A path that does not decode, or decodes to somewhere outside the build, is the client's mistake.
    if (pathname === null || (candidate !== root && !candidate.startsWith(root + path.sep))) {
      plain(400, 'Bad request\n');
      return;
    }
    const isFile = fs.existsSync(candidate) && fs.statSync(candidate).isFile();
    // Source maps stay private even when one is left in the build; a missing file (a name with an
    // extension) is a 404, never the app shell a browser would then try to run as a script.
    if (path.extname(pathname) === '.map' || (!isFile && path.extname(pathname) !== '')) {
      plain(404, 'Not found\n');
      return;
    }
    const file = isFile ? candidate : pathname === '/' ? index : shell;
    const hashed = isFile && pathname.startsWith('/assets/');
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && /text|json|svg/.test(type);
    res.writeHead(200, {
      ...headers,
      'Content-Type': type,
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    if (!gzip) {
      fs.createReadStream(file).pipe(res);
      return;
    }
    // Hashed assets never change, so their compressed form is kept; HTML is compressed per request.
    const body = (hashed && gzipped.get(file)) || zlib.gzipSync(fs.readFileSync(file), { level: 9 });
    if (hashed) gzipped.set(file, body);
    res.end(body);
  });
}

const [dir = 'dist/offline', port = '4173'] = process.argv.slice(2);
if (process.argv[1]?.endsWith('serve-static.ts')) {
  createStaticServer(dir).listen(Number(port), '127.0.0.1', () => {
    console.log(`Serving ${dir} on http://127.0.0.1:${port}`);
  });
}
