/** Built client files (or public/ in tests): hashed assets kept for a year, other files revalidated hourly. */
import express, { type RequestHandler } from 'express';
import { posix } from 'node:path';

/** '/views/…', however spelt ('/views%2f…', '/VIEWS/…', '/./views/…'), as the static server would read it. */
export function isTemplatePath(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true; // not a path the static server could serve either
  }
  return /^\/+views(\/|$)/i.test(posix.normalize(decoded.replace(/\\/g, '/')));
}

export function staticFiles(dir: string): RequestHandler {
  const serveStatic = express.static(dir, {
    index: false,
    setHeaders(res, filePath) {
      // Hashed build output never changes; other public files (replaceable art) revalidate hourly.
      const immutable = /[\\/]assets[\\/]/.test(filePath);
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  // The built HTML shell is a template, not a page: the build keeps it outside the static root
  // (dist/templates, see vite.config.ts), and a folder named views is never served in any spelling.
  // API calls never look for a file (a file lookup per waiting-room poll adds up on launch day).
  return (req, res, next) => (isTemplatePath(req.path) || req.path.startsWith('/api/') ? next() : serveStatic(req, res, next));
}
