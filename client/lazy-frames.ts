/**
 * Third-party frames (video players, the VR tour) mounted once their box comes within 200 px of
 * the viewport, so they never compete with the first paint. Plain DOM code: it runs on pages that
 * never load React, and a box React renders later (a tab switch) is passed in by LazyFrame.
 */
export const LAZY_FRAME_ATTR = 'data-lazy-frame';

let io: IntersectionObserver | undefined;

function mount(box: HTMLElement) {
  if (box.querySelector('iframe')) return;
  const d = box.dataset;
  const frame = document.createElement('iframe');
  frame.src = d.src!;
  frame.title = d.title!;
  frame.width = d.width!;
  frame.height = d.height!;
  if (d.allow) frame.allow = d.allow;
  frame.allowFullscreen = true;
  frame.loading = 'lazy';
  box.replaceChildren(frame);
}

export function watchFrame(box: HTMLElement) {
  if (!('IntersectionObserver' in window)) return mount(box);
  io ??= new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (!e.isIntersecting) continue;
        io!.unobserve(e.target);
        mount(e.target as HTMLElement);
      }
    },
    { rootMargin: '200px' },
  );
  io.observe(box);
}

export function watchFrames(root: ParentNode = document) {
  root.querySelectorAll<HTMLElement>(`[${LAZY_FRAME_ATTR}]`).forEach(watchFrame);
}
