/**
 * The first tap answers at once (issue 40). A tap on a control whose island is not live yet is
 * held until the island's code has loaded and replayed then (boot.ts); on a slow phone that is
 * most of a second. Meanwhile the control shows what the tap asked for, with plain DOM changes:
 * a disclosure opens (mobile menu and its groups, accordions), a tab is selected and its panel
 * shown, a unit type, a visit date or a slide dot is marked. Every change is recorded, so once the island is
 * live the page goes back to the server's state (which React believes it shows) and the held taps
 * are replayed in order, in the same task: React makes the same changes, no frame shows the way
 * back, and no tap is dropped or counted twice.
 */

import { showZoomPreview } from '../zoom/preview-dialog';

type Undo = () => void;

/** Changes made on behalf of an island that is not live yet, latest last. */
const made = new WeakMap<Element, Undo[]>();

function record(island: Element, undo: Undo) {
  const list = made.get(island) ?? [];
  list.push(undo);
  made.set(island, list);
}

function setAttr(island: Element, el: Element, name: string, value: string | null) {
  const before = el.getAttribute(name);
  if (before === value) return;
  record(island, () => (before === null ? el.removeAttribute(name) : el.setAttribute(name, before)));
  if (value === null) el.removeAttribute(name);
  else el.setAttribute(name, value);
}

function setClass(island: Element, el: Element, name: string, on: boolean) {
  if (el.classList.contains(name) === on) return;
  record(island, () => el.classList.toggle(name, !on));
  el.classList.toggle(name, on);
}

/**
 * Shows `text` in place of an element's own through an attribute (global.css): a text node changed
 * before hydration would not match the server's HTML, and React would render the island anew.
 */
function setText(island: Element, el: Element | null, text: string | null) {
  if (!el || text === null) return;
  setAttr(island, el, 'data-preview-text', el.textContent === text ? null : text);
}

/**
 * Marks a panel open or closed: by its `is-open` class when it says so (data-open-class; "inert"
 * when it is also inert while closed, as the mobile menu is), else by `hidden`.
 */
function showPanel(island: Element, panel: Element, open: boolean) {
  const byClass = panel.getAttribute('data-open-class');
  if (byClass === null) return setAttr(island, panel, 'hidden', open ? null : '');
  setClass(island, panel, 'is-open', open);
  if (byClass === 'inert') setAttr(island, panel, 'inert', open ? null : '');
}

/** A disclosure: the menu button, a menu group, an accordion heading. */
function disclosure(island: Element, control: Element) {
  const open = control.getAttribute('aria-expanded') !== 'true';
  // An island's accordion is one group with at most one item open (useAccordion): opening one
  // closes the other now, as the island will, not a moment later with the page jumping up.
  if (open && control.classList.contains('acc-toggle')) {
    for (const other of island.querySelectorAll('.acc-toggle[aria-expanded="true"]')) {
      if (other !== control) disclosure(island, other);
    }
  }
  setAttr(island, control, 'aria-expanded', String(open));
  if (control.classList.contains('hamburger')) {
    setClass(island, control, 'is-open', open);
    setClass(island, document.documentElement, 'menu-open', open);
  }
  const panel = document.getElementById(control.getAttribute('aria-controls') ?? '');
  if (panel) showPanel(island, panel, open);
}

/** A tab: it becomes the selected one and its own panel shows. */
function tab(island: Element, control: Element) {
  const list = control.closest('[role="tablist"]');
  for (const other of list?.querySelectorAll('[role="tab"]') ?? []) {
    const selected = other === control;
    setAttr(island, other, 'aria-selected', String(selected));
    setAttr(island, other, 'tabindex', selected ? '0' : '-1');
    const panel = document.getElementById(other.getAttribute('aria-controls') ?? '');
    if (panel) showPanel(island, panel, selected);
  }
}

/** The unit viewer: a type button or an arrow picks the type; its plan and caption are on its button. */
function unitViewer(island: Element, control: Element) {
  const viewer = control.closest('.unit-viewer')!;
  const buttons = [...viewer.querySelectorAll('.unit-viewer-buttons button')];
  const current = buttons.findIndex((b) => b.getAttribute('aria-pressed') === 'true');
  const index =
    control.classList.contains('unit-arrow-prev') ? Math.max(0, current - 1)
    : control.classList.contains('unit-arrow-next') ? Math.min(buttons.length - 1, current + 1)
    : buttons.indexOf(control);
  const chosen = buttons[index];
  if (!chosen) return;
  buttons.forEach((b, i) => setAttr(island, b, 'aria-pressed', String(i === index)));
  setAttr(island, viewer.querySelector('.unit-arrow-prev')!, 'aria-disabled', String(index === 0));
  setAttr(island, viewer.querySelector('.unit-arrow-next')!, 'aria-disabled', String(index === buttons.length - 1));
  setText(island, viewer.querySelector('.unit-viewer-caption'), chosen.getAttribute('data-caption'));
  const img = viewer.querySelector('.unit-viewer-image');
  if (img) {
    setAttr(island, img, 'src', chosen.getAttribute('data-src'));
    setAttr(island, img, 'alt', chosen.getAttribute('data-alt'));
  }
}

/** A visit date (the booking form): it becomes the pressed one and its times show. */
function slotDate(island: Element, control: Element) {
  for (const other of control.parentElement?.querySelectorAll('.slot-date') ?? []) {
    const chosen = other === control;
    setAttr(island, other, 'aria-pressed', String(chosen));
    const panel = document.getElementById(other.getAttribute('aria-controls') ?? '');
    if (panel) showPanel(island, panel, chosen);
  }
}

/** A slider's dot: it becomes the current one (the slides move once the slider is live). */
function sliderDot(island: Element, control: Element) {
  for (const dot of control.parentElement?.querySelectorAll('.slider-dot') ?? []) {
    setAttr(island, dot, 'aria-current', dot === control ? 'true' : null);
  }
}

/** A slider's play/pause button: it shows the other state (the slider stops or starts once live). */
function sliderPlay(island: Element, control: Element) {
  const stopping = !control.classList.contains('is-stopped');
  setClass(island, control, 'is-stopped', stopping);
  setAttr(island, control, 'aria-label', stopping ? '자동 넘김 시작' : '자동 넘김 멈춤');
}

/** Shows at once what a held tap on `control` asks for; true when it did. */
export function preview(island: Element, control: Element): boolean {
  if (control.matches('[role="tab"][aria-controls]')) tab(island, control);
  else if (control.matches('[aria-expanded][aria-controls]')) disclosure(island, control);
  else if (control.matches('.unit-viewer button')) unitViewer(island, control);
  else if (control.matches('.slot-date[aria-controls]')) slotDate(island, control);
  else if (control.matches('.slider-dot')) sliderDot(island, control);
  else if (control.matches('.slider-play')) sliderPlay(island, control);
  // A plan or interior image: its preview dialog opens now, and the island's replayed tap hands
  // it to the viewer (not undone: the dialog is outside the island).
  else if (control.matches('a.zoom-link')) showZoomPreview(control as HTMLAnchorElement);
  // The popup's close button, its dialog opened by the boot script: closed natively (not undone;
  // the boot script then leaves the popup closed, and the replayed tap finds nothing to close).
  else if (control.matches('dialog .popup-close')) control.closest('dialog')!.close();
  else return false;
  return true;
}

/** Puts back what the previews changed, latest first: the island's state is the server's again. */
export function undoPreviews(island: Element) {
  const list = made.get(island);
  made.delete(island);
  for (const undo of (list ?? []).reverse()) undo();
}
