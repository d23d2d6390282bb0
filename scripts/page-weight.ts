/** Bytes each page downloads from the client build before it is interactive (gzip), from the manifest. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pages, type PageKey } from '../shared/routes';
import { ENTRY, pageFiles, readManifest } from '../server/page-assets';

/** Administrator pages: their paths start with /admin. Visitors never need their code. */
export const isAdminPath = (p: string) => p === '/admin' || p.startsWith('/admin/');

export interface PageWeight {
  key: PageKey;
  path: string;
  js: string[];
  jsGzip: number;
  cssGzip: number;
  fontBytes: number;
}

export function pageWeights(clientDir: string): PageWeight[] {
  const manifest = readManifest(clientDir);
  const gz = new Map<string, number>();
  const gzip = (f: string) => {
    if (!gz.has(f)) gz.set(f, gzipSync(readFileSync(path.join(clientDir, f))).length);
    return gz.get(f)!;
  };
  const fonts = (manifest[ENTRY]?.assets ?? []).filter((f) => /pretendard-site[^/]*\.woff2$/.test(f));
  const fontBytes = fonts.reduce((n, f) => n + readFileSync(path.join(clientDir, f)).length, 0);
  const seen = new Set<PageKey>();
  const out: PageWeight[] = [];
  for (const route of [...pages, { path: '/missing-page', page: 'not-found' as const }]) {
    if (seen.has(route.page)) continue;
    seen.add(route.page);
    const { js, css } = pageFiles(manifest, route.page);
    out.push({
      key: route.page,
      path: route.path,
      js,
      jsGzip: js.reduce((n, f) => n + gzip(f), 0),
      cssGzip: css.reduce((n, f) => n + gzip(f), 0),
      fontBytes,
    });
  }
  return out;
}

/** Chunk files that hold administrator code: admin pages' own chunks and modules named Admin*. */
export function adminChunks(clientDir: string): Set<string> {
  const manifest = readManifest(clientDir);
  const adminSources = new Set(
    pages.filter((r) => isAdminPath(r.path)).map((r) => `client/pages/${r.page}`),
  );
  const files = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    const src = chunk.src ?? '';
    const adminPage = [...adminSources].some((s) => src.startsWith(s));
    if (adminPage || /(^|\/)admin[-\w]*\.tsx?$/i.test(src) || /\/Admin\w*\.tsx$/.test(src)) files.add(chunk.file);
  }
  return files;
}
