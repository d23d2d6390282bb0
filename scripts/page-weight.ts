/** Bytes each page downloads from the client build before it is interactive (gzip), from the manifest. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { isAdminPath, pages, type PageKey } from '../shared/routes';
import { pageModuleSource } from '../client/pages/modules';
import { pageFiles, readManifest, siteFontFiles } from '../server/page-assets';

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
  const fonts = siteFontFiles(manifest);
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

/** Chunk files that hold administrator code: admin pages' modules, anything under client/desk/, modules named Admin*. */
export function adminChunks(clientDir: string): Set<string> {
  const manifest = readManifest(clientDir);
  const adminSources = new Set(
    pages.filter((r) => isAdminPath(r.path)).map((r) => pageModuleSource(r.page)),
  );
  const files = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    const src = chunk.src ?? '';
    const adminCode = adminSources.has(src) || src.startsWith('client/desk/') || /(^|\/)admin[-\w]*\.tsx?$/i.test(src) || /\/Admin\w*\.tsx$/.test(src);
    if (adminCode) files.add(chunk.file);
  }
  return files;
}
