/**
 * The main visual's controls, in plain DOM code (no island, no carousel library): the slides are a
 * scroll-snapping track, so a swipe works natively and these buttons only scroll it. It advances
 * every 6 s unless paused, touched, focused, or the visitor prefers reduced motion.
 */
const INTERVAL_MS = 6000;

export function startMainVisual(root: HTMLElement) {
  const track = root.querySelector<HTMLElement>('.main-visual-track');
  const slides = root.querySelectorAll<HTMLElement>('.main-visual-slide');
  const count = root.querySelector('.main-visual-count');
  const pause = root.querySelector<HTMLButtonElement>('.main-visual-pause');
  if (!track || slides.length < 2) return;
  const current = () => Math.round(track.scrollLeft / Math.max(1, track.clientWidth));
  const go = (i: number) => {
    const n = (i + slides.length) % slides.length;
    track.scrollTo({ left: n * track.clientWidth, behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  };
  track.addEventListener('scroll', () => {
    if (count) count.textContent = `${current() + 1} / ${slides.length}`;
    slides.forEach((s, i) => s.setAttribute('aria-hidden', String(i !== current())));
  }, { passive: true });
  root.querySelector('.main-visual-prev')?.addEventListener('click', () => go(current() - 1));
  root.querySelector('.main-visual-next')?.addEventListener('click', () => go(current() + 1));

  let paused = matchMedia('(prefers-reduced-motion: reduce)').matches;
  let held = false;
  const showPaused = () => {
    pause?.setAttribute('aria-pressed', String(paused));
    pause?.setAttribute('aria-label', paused ? '자동 넘김 시작' : '자동 넘김 멈춤');
  };
  showPaused();
  pause?.addEventListener('click', () => {
    paused = !paused;
    showPaused();
  });
  // A visitor reading or using a slide is not moved away from it.
  root.addEventListener('pointerenter', () => (held = true));
  root.addEventListener('pointerleave', () => (held = false));
  root.addEventListener('focusin', () => (held = true));
  root.addEventListener('focusout', () => (held = false));
  setInterval(() => {
    if (!paused && !held && document.visibilityState === 'visible') go(current() + 1);
  }, INTERVAL_MS);
}
