import helmet from 'helmet';
import type { SiteConfig } from '../shared/site.config';
import { EARLY_TAPS_CSP } from './desk-early-taps';

/** Origins of the configured third-party frames (videos, VR); relative URLs are same-origin. */
export function frameOrigins(site: SiteConfig): string[] {
  const urls = [site.vrUrl, ...Object.values(site.videos)];
  const origins = new Set<string>();
  for (const u of urls) {
    try {
      const { protocol, origin } = new URL(u);
      if (protocol === 'https:' || protocol === 'http:') origins.add(origin);
    } catch {
      // a relative URL: covered by 'self'
    }
  }
  return [...origins];
}

/** helmet with a CSP that allows only this origin plus the configured frame origins. */
export function securityHeaders(site: SiteConfig, { dev = false } = {}) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Development only: Vite injects an inline React-refresh preamble and a websocket.
        // The desk's inline tap catcher (desk-early-taps.ts) by its hash; nothing else inline.
        scriptSrc: dev ? ["'self'", "'unsafe-inline'"] : ["'self'", EARLY_TAPS_CSP],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // blob: the VR page (Pannellum) fetches its panorama and decodes it from a blob URL.
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
        frameSrc: ["'self'", ...frameOrigins(site)],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // Embedded players (YouTube) refuse to load under require-corp.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
