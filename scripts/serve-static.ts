// Serves a production build the way the host will: static files, the SPA fallback to index.html for
// client routes, long caching for hashed assets. Usage: tsx scripts/serve-static.ts <dir> [port]
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** The build's own response headers (CSP and friends, written by the build: scripts/security-headers.ts). */
function buildHeaders(root: string): Record<string, string> {
  const file = path.join(root, '_headers.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

export function createStaticServer(rootDir: string): http.Server {
  const root = path.resolve(rootDir);
  const index = path.join(root, 'index.html');
  const headers = buildHeaders(root);
  return http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const candidate = path.resolve(root, `.${pathname}`);
    const inside = candidate === root || candidate.startsWith(root + path.sep);
    const isFile = inside && fs.existsSync(candidate) && fs.statSync(candidate).isFile();
    const file = isFile ? candidate : index;
    const hashed = isFile && pathname.startsWith('/assets/');
    res.writeHead(200, {
      ...headers,
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    });
    fs.createReadStream(file).pipe(res);
  });
}

const [dir = 'dist/offline', port = '4173'] = process.argv.slice(2);
if (process.argv[1]?.endsWith('serve-static.ts')) {
  createStaticServer(dir).listen(Number(port), '127.0.0.1', () => {
    console.log(`Serving ${dir} on http://127.0.0.1:${port}`);
  });
}
