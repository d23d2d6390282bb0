/**
 * What each page loads from the client build, read from Vite's manifest: the head tags that let the
 * browser fetch the current page's chunk (and its stylesheet) with the entry instead of after it,
 * and the lists the bundle budget test and the benchmark measure.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isAdminPath, pages, type PageKey } from '../shared/routes';
import { escapeHtml } from '../shared/seo';
import { pageModuleSource } from '../client/pages/modules';
import { earlyTapsTag } from './desk-early-taps';

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
/** The one script of a visitor page (decision 0027): it hydrates the page's islands when needed. */
export const VISITOR_ENTRY = 'client/islands/boot.ts';
/** The desk's first script: it holds taps made before the desk app is live. */
export const DESK_TAPS = 'client/desk-taps.ts';

/** The desk's pages (/admin/...) run the whole client-routed app; every other page runs islands. */
export const isDeskPage = (key: PageKey) => pages.some((r) => r.page === key && isAdminPath(r.path));

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

/** The build-time Pretendard subset (scripts/subset-font.mjs): global.css declares it, client/site-font.ts switches it on. */
export function siteFontFiles(manifest: Manifest): string[] {
  const assets = [...(manifest[ENTRY]?.assets ?? []), ...(manifest[VISITOR_ENTRY]?.assets ?? [])];
  return [...new Set(assets.filter((f) => /pretendard-site[^/]*\.woff2$/.test(f)))];
}

export interface PageFiles {
  /** Every script the page runs before it is interactive (entry, shared chunks, the page's chunk). */
  js: string[];
  css: string[];
  /** The page's own scripts and styles, which the shell template does not already reference. */
  extraJs: string[];
  extraCss: string[];
}

/**
 * A page's files. Styles: the site-wide sheet and the page module's (with the islands it uses).
 * Scripts: on a desk page, the app and the page's chunk; on a visitor page only the boot script
 * (islands are fetched when they hydrate).
 */
export function pageFiles(manifest: Manifest, key: PageKey): PageFiles {
  const src = pageModuleSource(key);
  if (!manifest[src]) throw new Error(`${src} (page "${key}") is not in the build manifest`);
  const base = closure(manifest, ENTRY);
  const all = closure(manifest, src, new Set(base));
  const files = (keys: Iterable<string>, pick: (c: ManifestChunk) => string[]) =>
    [...new Set([...keys].flatMap((k) => pick(manifest[k]!)))];
  if (!isDeskPage(key)) {
    const js = files(closure(manifest, VISITOR_ENTRY), (c) => [c.file]);
    const css = files(all, (c) => c.css ?? []);
    return { js, css, extraJs: [], extraCss: css };
  }
  const js = files(all, (c) => [c.file]);
  const css = files(all, (c) => c.css ?? []);
  const baseJs = new Set(files(base, (c) => [c.file]));
  const baseCss = new Set(files(base, (c) => c.css ?? []));
  return { js, css, extraJs: js.filter((f) => !baseJs.has(f)), extraCss: css.filter((f) => !baseCss.has(f)) };
}

/**
 * Head tags for one page. A visitor page gets its whole stylesheet inlined (site-wide and page
 * CSS, ~8 KB gzip: no render-blocking request before the first paint, and nothing a script loader
 * could fetch a second time); its font is not preloaded (client/site-font.ts says why). A desk page links its stylesheets (the
 * desk's client router loads other pages' sheets and must see which are here) and preloads its chunks.
 */
export function pageAssetTags(clientDir: string): (key: PageKey) => string {
  const manifest = readManifest(clientDir);
  const cssText = new Map<string, string>();
  const inline = (f: string) => {
    if (!cssText.has(f)) cssText.set(f, readFileSync(path.join(clientDir, f), 'utf8').replace(/<\/style/gi, '<\\/style'));
    return `<style data-href="/${escapeHtml(f)}">${cssText.get(f)}</style>`;
  };
  const memo = new Map<PageKey, string>();
  return (key) => {
    let tags = memo.get(key);
    if (tags === undefined) {
      const { extraJs, css } = pageFiles(manifest, key);
      const desk = isDeskPage(key);
      tags = [
        ...(desk ? css.map((f) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(f)}">`) : css.map(inline)),
        ...extraJs.map((f) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${escapeHtml(f)}">`),
      ].join('\n    ');
      memo.set(key, tags);
    }
    return tags;
  };
}

/**
 * The built shell as desk pages use it: without its stylesheet links (pageAssetTags adds each
 * page's), with its scripts fetched at low priority, and the tap holder before them (module
 * scripts run in order: the holder and its preloaded helper run without waiting for the app).
 */
export function pageShell(template: string, taps: { src: string; imports: string[] }): string {
  const tapTags = [
    earlyTapsTag(),
    ...taps.imports.map((f) => `<link rel="modulepreload" crossorigin href="${escapeHtml(f)}">`),
    `<script type="module" crossorigin src="${escapeHtml(taps.src)}"></script>`,
  ].join('\n    ');
  return template
    .replace(/\s*<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css">/g, () => '')
    .replace(/<(script type="module"|link rel="modulepreload") crossorigin/g, (_, tag: string) => `<${tag} fetchpriority="low" crossorigin`)
    .replace(/<script type="module"/, () => `${tapTags}\n    <script type="module"`);
}

/**
 * The shell as visitor pages use it: the desk app's script and preloads give way to the islands'
 * boot script, fetched at low priority (the server-rendered HTML is the page; the first
 * screen's images go first).
 */
export function visitorShell(template: string, bootSrc: string): string {
  return template
    .replace(/\s*<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css">/g, () => '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, () => '')
    .replace(/<script type="module"[^>]*\bsrc="[^"]*"[^>]*><\/script>/, () => `<script type="module" fetchpriority="low" crossorigin src="${escapeHtml(bootSrc)}"></script>`);
}

/** The boot script's file in the build. */
export const visitorBootFile = (manifest: Manifest) => `/${manifest[VISITOR_ENTRY]!.file}`;
/** The desk's tap holder's file in the build, and the files it imports (preloaded with it). */
export const deskTapsFiles = (manifest: Manifest) => ({
  src: `/${manifest[DESK_TAPS]!.file}`,
  imports: [...closure(manifest, DESK_TAPS)].filter((k) => k !== DESK_TAPS).map((k) => `/${manifest[k]!.file}`),
});
