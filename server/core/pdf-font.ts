/** The site's Korean font (Pretendard, OFL; the npm package ships it with the app), embedded as a subset by every PDF made here. */
import { createRequire } from 'node:module';

export const FONT = createRequire(import.meta.url).resolve('pretendard/dist/public/static/alternative/Pretendard-Regular.ttf');
