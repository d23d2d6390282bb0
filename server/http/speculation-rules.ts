/**
 * Links between visitor pages are page loads (decision 0027). Browsers that support speculation
 * rules fetch the next page's HTML while a finger rests on a link or a pointer hovers it
 * ("moderate": 200 ms of hover, or the start of a tap), so the load that follows is served from
 * memory. The rules come as a file named by a response header, so no inline script is needed under
 * the CSP. Never prefetched: the desk, the API, downloads and private links, and press articles:
 * opening one counts a view, a prefetch is never counted (server/press/pages.ts), and a page served
 * from a prefetch makes no second request, so a prefetched article that is then read would go
 * uncounted. Articles are light pages; an honest count is worth the few milliseconds.
 */
import type { Response, Router } from 'express';
import express from 'express';

export const SPECULATION_RULES_PATH = '/speculation-rules.json';

export const speculationRules = {
  prefetch: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: '/admin{/*}?' } },
          { not: { href_matches: '/api/*' } },
          { not: { href_matches: '/(reservation|o|r|lead)/*' } },
          { not: { href_matches: '/:site/press/:id' } },
          { not: { href_matches: '/*.(pdf|xml|ics|csv)' } },
          { not: { selector_matches: '[download], [rel~="nofollow"]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
};

/** The header that names the rules on a visitor page. */
export function announceSpeculationRules(res: Response) {
  res.setHeader('Speculation-Rules', `"${SPECULATION_RULES_PATH}"`);
}

export function speculationRulesRoute(): Router {
  const router = express.Router();
  const body = JSON.stringify(speculationRules);
  router.get(SPECULATION_RULES_PATH, (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('application/speculationrules+json').send(body);
  });
  return router;
}
