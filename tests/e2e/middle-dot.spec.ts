/**
 * The middle dot (issue 65, item 14): "101동 1·2호 라인" read "1.2호" on /my, whose text stays in the
 * stand-in font while it is on screen (site-font.ts). The browser draws "·" in both of the site's
 * faces, the Pretendard subset and the stand-in ('Site Fallback'), and the dot must sit where a
 * middle dot sits: its centre about a third of an em above the baseline, as Pretendard's does, where
 * a full stop's is on it.
 */
import { test, expect } from './fixtures';

/** The ink's vertical centre of `text` drawn at 100 px in `family`, in em above the baseline. */
function inkCentre({ family, text, weight }: { family: string; text: string; weight: number }): Promise<number> {
  return Promise.resolve().then(async () => {
    const font = `${weight} 100px "${family}"`;
    await document.fonts.load(font, text);
    const canvas = document.createElement('canvas');
    canvas.width = 200;
    canvas.height = 200;
    const g = canvas.getContext('2d')!;
    g.font = font;
    g.textBaseline = 'alphabetic';
    g.fillText(text, 50, 150);
    const { data } = g.getImageData(0, 0, 200, 200);
    const rows: number[] = [];
    for (let y = 0; y < 200; y++) for (let x = 0; x < 200; x++) if (data[(y * 200 + x) * 4 + 3]! > 128) rows.push(y);
    return (150 - (Math.min(...rows) + Math.max(...rows)) / 2) / 100;
  });
}

test('the middle dot sits mid-height in the site font and in the stand-in font, regular and bold', async ({ page }) => {
  await page.goto('/FloorPlan/84A');
  for (const family of ['Pretendard Site', 'Site Fallback']) {
    for (const weight of [400, 700]) {
      const dot = await page.evaluate(inkCentre, { family, text: '·', weight });
      const stop = await page.evaluate(inkCentre, { family, text: '.', weight });
      expect(dot, `${family} ${weight}: · centre above the baseline (em)`).toBeGreaterThan(0.25);
      expect(dot, `${family} ${weight}: · centre above the baseline (em)`).toBeLessThan(0.4);
      expect(stop, `${family} ${weight}: . sits on the baseline`).toBeLessThan(0.1);
    }
  }
});
