/**
 * What each page loads from the client build, read from Vite's manifest: the head tags that let the
 * browser fetch the current page's chunk (and its stylesheet) with the entry instead of after it,
 * and the lists the bundle budget test and the benchmark measure.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageKey } from '../shared/routes';
import { escapeHtml } from '../shared/seo';
import { pageModuleSource } from '../client/pages/modules';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const ENTRY = 'views/index.html';

export function readManifest(clientDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** A chunk and every chunk it imports statically (what the browser must load before running it). */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, seen);
  return seen;
}

/** The build-time Pretendard subset (scripts/subset-font.mjs), referenced by the site-wide stylesheet. */
export function siteFontFiles(manifest: Manifest): string[] {
  return (manifest[ENTRY]?.assets ?? []).filter((f) => /pretendard-site[^/]*\.woff2$/.test(f));
}

export interface PageFiles {
  /** Every script the page runs before it is interactive (entry, shared chunks, the page's chunk). */
  js: string[];
  css: string[];
  /** The page's own scripts and styles, which the shell template does not already reference. */
  extraJs: string[];
  extraCss: string[];
}

export function pageFiles(manifest: Manifest, key: PageKey): PageFiles {
  const src = pageModuleSource(key);
  if (!manifest[src]) throw new Error(`${src} (page "${key}") is not in the build manifest`);
  const base = closure(manifest, ENTRY);
  const all = closure(manifest, src, new Set(base));
  const files = (keys: Iterable<string>, pick: (c: ManifestChunk) => string[]) =>
    [...new Set([...keys].flatMap((k) => pick(manifest[k]!)))];
  const js = files(all, (c) => [c.file]);
  const css = files(all, (c) => c.css ?? []);
  const baseJs = new Set(files(base, (c) => [c.file]));
  const baseCss = new Set(files(base, (c) => c.css ?? []));
  return { js, css, extraJs: js.filter((f) => !baseJs.has(f)), extraCss: css.filter((f) => !baseCss.has(f)) };
}

/**
 * Head tags for one page: its whole stylesheet inlined (site-wide and page CSS, ~8 KB gzip: no
 * render-blocking request before the first paint), the site font preloaded, and the page's
 * chunks as modulepreload so hydration does not wait a round trip for them.
 */
export function pageAssetTags(clientDir: string): (key: PageKey) => string {
  const manifest = readManifest(clientDir);
  const cssText = new Map<string, string>();
  const inline = (f: string) => {
    if (!cssText.has(f)) cssText.set(f, readFileSync(path.join(clientDir, f), 'utf8').replace(/<\/style/gi, '<\\/style'));
    // The disabled link is never fetched; it tells the chunk loader this stylesheet is already
    // here, so hydration does not wait for a second copy of it.
    return `<style data-href="/${escapeHtml(f)}">${cssText.get(f)}</style><link rel="stylesheet" href="/${escapeHtml(f)}" disabled>`;
  };
  const memo = new Map<PageKey, string>();
  // The site's font subset, referenced by the site stylesheet: fetched with the HTML, not after the CSS.
  const fonts = siteFontFiles(manifest);
  return (key) => {
    let tags = memo.get(key);
    if (tags === undefined) {
      const { extraJs, css } = pageFiles(manifest, key);
      tags = [
        ...fonts.map((f) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${escapeHtml(f)}">`),
        ...css.map(inline),
        ...extraJs.map((f) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${escapeHtml(f)}">`),
      ].join('\n    ');
      memo.set(key, tags);
    }
    return tags;
  };
}

/**
 * The built shell as pages use it: without its stylesheet links (pageAssetTags inlines those
 * styles per page), and with its scripts fetched at low priority. The server-rendered HTML is the
 * page; the script only makes it interactive, so the hero image and the font go first on a slow
 * network and the first paint never waits for ~100 KB of JavaScript (forms and links work before
 * hydration: they are plain HTML).
 */
export function pageShell(template: string): string {
  return template
    .replace(/\s*<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css">/g, () => '')
    .replace(/<(script type="module"|link rel="modulepreload") crossorigin/g, (_, tag: string) => `<${tag} fetchpriority="low" crossorigin`);
}
