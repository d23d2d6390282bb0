/**
 * Claims about the future say so: wherever a visitor page's text calls something 예정 (a station, a
 * road, a school, the 착공·준공·입주 dates), the same block carries a note with the plan's status and
 * its source (shared/site.config.ts futureClaims).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { NodeType, type HTMLElement, type Node } from 'node-html-parser';
import { html, testApp, testDb } from './helpers/app';
import { recordedPaths } from '../server/page-texts/text';
import { futureClaims, siteConfig } from '../shared/site.config';

beforeAll(async () => {
  await testDb();
});

/** Text nodes saying 예정 outside a note, with the element holding them. */
function plannedWords(node: Node, found: { text: string; parent: HTMLElement }[] = []) {
  for (const child of node.childNodes) {
    if (child.nodeType === NodeType.TEXT_NODE) {
      if (child.text.includes('예정')) found.push({ text: child.text.trim(), parent: node as HTMLElement });
    } else if (child.nodeType === NodeType.ELEMENT_NODE && !(child as HTMLElement).hasAttribute('data-claim-note')) {
      plannedWords(child, found);
    }
  }
  return found;
}

describe('예정 in page text', () => {
  it('every 예정 on every visitor page has a status and source note beside it', async () => {
    const { app } = testApp();
    let claims = 0;
    for (const { path } of recordedPaths(siteConfig.defaultSite)) {
      const root = html((await request(app).get(path)).text).querySelector('#root')!;
      for (const { text, parent } of plannedWords(root)) {
        claims++;
        const note = parent.childNodes.find((n): n is HTMLElement => n.nodeType === NodeType.ELEMENT_NODE && (n as HTMLElement).hasAttribute('data-claim-note'));
        expect(note, `${path}: "${text}" says 예정 with no note beside it`).toBeDefined();
        const claim = futureClaims[note!.getAttribute('data-claim-note') as keyof typeof futureClaims];
        expect(claim, `${path}: unknown note ${note!.getAttribute('data-claim-note')}`).toBeDefined();
        expect(note!.text).toContain(claim.status);
        expect(note!.text).toContain(`출처: ${claim.source}`);
      }
    }
    // The station on the home and location pages, and the project dates in every footer.
    expect(claims).toBeGreaterThan(recordedPaths(siteConfig.defaultSite).length);
  });

  it('the note reads as a visitor sees it on the location page', async () => {
    const { app } = testApp();
    const point = html((await request(app).get('/LocationEnvironment/intro')).text).querySelector('.feature-box p:last-child')!;
    expect(point.text).toContain('도시철도(예정)');
    expect(point.querySelector('.future-note')!.text).toBe(`※ 도시철도: ${futureClaims['urban-rail'].status} (출처: ${futureClaims['urban-rail'].source})`);
  });
});
