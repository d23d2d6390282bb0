import { Router } from 'express';

/**
 * The key file IndexNow engines fetch to confirm a ping came from this site's owner: `/{key}.txt`
 * answers the key. Any other `.txt` name goes on to the plain 404 of missing files.
 */
export function indexNowKeyRoute(key: string) {
  // Case-sensitive: the key is, and `/KEY.txt` is not its file.
  const router = Router({ caseSensitive: true });
  // A pattern, not the key's own path: /metrics labels requests by route and holds no key-like words.
  router.get('/:name.txt', (req, res, next) => {
    if (req.params.name !== key) return next();
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain; charset=utf-8').send(key);
  });
  return router;
}
