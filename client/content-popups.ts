/**
 * The desk's popups (팝업 공지) over a visitor page, in plain DOM code loaded only when some show
 * (islands/boot.ts fetches the list once the first screen has painted, so a popup is never the
 * page's largest paint and its image never competes with the main image). A fixed layer: nothing
 * on the page moves. One at a time on a phone, side by side from 768 px. Each is a dialog named by
 * its title; Escape or 닫기 closes it, "오늘 하루 보지 않기" hides it until the next day in Korea, and
 * focus goes back where it was once the last one closes.
 */
import { hiddenToday, MAX_POPUPS, POPUP_HIDDEN_KEY, type PopupView } from '../shared/content';
import { kstDay } from '../shared/kst';

const CSS = `
.content-popups{position:fixed;inset:0;z-index:1200;display:flex;align-items:center;justify-content:center;gap:16px;padding:16px;background:rgba(10,16,24,.55)}
.content-popup{display:flex;flex-direction:column;width:min(360px,100%);max-height:calc(100vh - 32px);overflow:auto;border-radius:12px;background:#fff;color:#1b2430;box-shadow:0 12px 40px rgba(0,0,0,.35);outline:0}
.content-popup img{display:block;width:100%;height:auto;max-height:60vh;object-fit:contain}
.content-popup-body{padding:16px 18px 8px}
.content-popup-body h2{margin:0 0 8px;font-size:19px;line-height:1.35}
.content-popup-body p{margin:0 0 12px;white-space:pre-line;font-size:15px;line-height:1.6}
.content-popup-more{display:inline-block;margin-bottom:8px;font-weight:700;color:#1b2a3d}
.content-popup-actions{display:flex;margin-top:auto;border-top:1px solid #e3e6ea}
.content-popup-actions button{flex:1;min-height:48px;border:0;background:#fff;color:#3b4654;font:inherit;font-size:15px;cursor:pointer}
.content-popup-actions button+button{border-left:1px solid #e3e6ea;font-weight:700;color:#1b2430}
.content-popup-actions button:focus-visible,.content-popup a:focus-visible{outline:2px solid #b8862f;outline-offset:-2px}
@media (max-width:767px){.content-popup:not(:first-child){display:none}}
`;

function readHidden(): Record<string, string> {
  try {
    return JSON.parse(localStorage.getItem(POPUP_HIDDEN_KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

/** Pressed today: kept with the Korean day, so the popup is back from the next one. */
function hideToday(id: string) {
  const today = kstDay(new Date());
  // Days gone by are dropped: the record never grows.
  const kept = Object.fromEntries(Object.entries(readHidden()).filter(([, day]) => day === today));
  try {
    localStorage.setItem(POPUP_HIDDEN_KEY, JSON.stringify({ ...kept, [id]: today }));
  } catch {
    // storage unavailable: the popup shows again on the next visit
  }
}

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (Node | string)[]) => {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
};
/** Links are checked on the desk; only a site path or an https address is ever followed. */
const safeLink = (link?: string) => (link && (/^\/(?!\/)/.test(link) || link.startsWith('https://')) ? link : undefined);
const SIZES = '(max-width: 767px) calc(100vw - 32px), 360px';

function picture(p: PopupView): HTMLElement | undefined {
  const image = p.image;
  if (!image) return undefined;
  const source = (type: string, srcset: string) => el('source', { type, srcset, sizes: SIZES });
  const img = el('img', { src: image.src, srcset: image.srcset.jpeg, sizes: SIZES, alt: image.alt, width: image.width, height: image.height, decoding: 'async' });
  img.style.backgroundColor = image.placeholder;
  return el('picture', {}, source('image/avif', image.srcset.avif), source('image/webp', image.srcset.webp), img);
}

export function openPopups(popups: PopupView[]) {
  const hidden = readHidden();
  const list = popups.filter((p) => !hiddenToday(hidden, p.id, new Date())).slice(0, MAX_POPUPS);
  if (!list.length || document.querySelector('.content-popups')) return;
  const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  document.head.append(el('style', { textContent: CSS }));
  const layer = el('div', { className: 'content-popups' });

  const close = (card: HTMLElement) => {
    card.remove();
    const next = layer.querySelector<HTMLElement>('.content-popup');
    if (next) return next.focus();
    layer.remove();
    document.removeEventListener('keydown', onKey);
    if (returnTo?.isConnected && returnTo !== document.body) returnTo.focus();
    else (document.activeElement as HTMLElement | null)?.blur?.();
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    const active = document.activeElement;
    const card = (active && active.closest<HTMLElement>('.content-popup')) ?? layer.querySelector<HTMLElement>('.content-popup');
    if (card) close(card);
  };

  for (const p of list) {
    const titleId = `content-popup-${p.id}`;
    const link = safeLink(p.link);
    const image = picture(p);
    const body = el('div', { className: 'content-popup-body' }, el('h2', { id: titleId, textContent: p.title }));
    if (p.text) body.append(el('p', { textContent: p.text }));
    if (link) body.append(el('a', { className: 'content-popup-more', href: link, textContent: '자세히 보기' }));
    const today = el('button', { type: 'button', textContent: '오늘 하루 보지 않기' });
    const shut = el('button', { type: 'button', textContent: '닫기' });
    const card = el('div', { className: 'content-popup', tabIndex: -1 });
    card.setAttribute('role', 'dialog');
    card.setAttribute('aria-labelledby', titleId);
    if (image) card.append(link ? el('a', { href: link, tabIndex: -1 }, image) : image);
    card.append(body, el('div', { className: 'content-popup-actions' }, today, shut));
    today.addEventListener('click', () => {
      hideToday(p.id);
      close(card);
    });
    shut.addEventListener('click', () => close(card));
    layer.append(card);
  }
  document.body.append(layer);
  document.addEventListener('keydown', onKey);
  // The first one takes focus: a screen reader announces the dialog by its title.
  layer.querySelector<HTMLElement>('.content-popup')?.focus();
}
