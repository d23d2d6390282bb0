/**
 * The popups as a visitor without JavaScript sees them: a notice band at the top of the page, in
 * the HTML from the start and inside <noscript>, so with scripts it never draws (nothing appears
 * then disappears) and without them it is there at first paint (nothing shifts).
 */
import { escapeHtml } from '../../shared/seo';
import type { PopupDoc } from './model';

export function noticeBand(popups: PopupDoc[]): string {
  if (!popups.length) return '';
  const items = popups
    .map((p) => {
      const title = escapeHtml(p.title);
      return `<li>${p.link ? `<a href="${escapeHtml(p.link)}">${title}</a>` : `<strong>${title}</strong>`}${p.text ? ` <span>${escapeHtml(p.text)}</span>` : ''}</li>`;
    })
    .join('');
  // The header is fixed at the top: under the band it sits in the page's flow instead (no script moves it).
  return `<noscript><style>.site-header{position:absolute;top:auto}</style><aside class="notice-band" aria-label="알림"><ul>${items}</ul></aside></noscript>`;
}
