import { useCallback, useState, type ReactNode } from 'react';

/**
 * Open state of one accordion group: at most one item is open; opening another closes it and
 * clicking the open one closes it. `initial` is the item open in the server-rendered page too,
 * so the first client render matches the HTML.
 */
export function useAccordion<T extends string>(initial: T | null = null) {
  const [open, setOpen] = useState<T | null>(initial);
  const toggle = useCallback((id: T) => setOpen((current) => (current === id ? null : id)), []);
  return { open, setOpen, toggle };
}

interface HeadingProps {
  as?: 'h2' | 'h3';
  id?: string;
  /** Id of the panel the button shows and hides. */
  panelId: string;
  expanded: boolean;
  onToggle: () => void;
  /** Text of the accordion button (narrow screens). */
  label: string;
  /** Heading text on wide screens and without scripts; defaults to the label. */
  children?: ReactNode;
  className?: string;
}

/**
 * Heading of an accordion item. On narrow screens (≤ 900 px) it holds a disclosure button; on
 * wide screens, and when scripts are off, the button is hidden (display: none, so it is out of
 * the accessibility tree too) and the heading reads as a plain section title.
 */
export function AccordionHeading({ as: H = 'h2', id, panelId, expanded, onToggle, label, children, className = '' }: HeadingProps) {
  return (
    <H id={id} className={`acc-heading ${className}`.trim()}>
      <button type="button" className="acc-toggle" aria-expanded={expanded} aria-controls={panelId} onClick={onToggle}>
        {label}
        <span className="acc-icon" aria-hidden="true" />
      </button>
      <span className="acc-title">{children ?? label}</span>
    </H>
  );
}

interface PanelProps {
  id: string;
  /** Open in the narrow-screen accordion. Wide screens show the panel regardless. */
  expanded: boolean;
  className?: string;
  children: ReactNode;
}

/** Content of an accordion item; collapsed (display: none) only on narrow screens. */
export function AccordionPanel({ id, expanded, className = '', children }: PanelProps) {
  return (
    <div id={id} className={`acc-panel${expanded ? ' is-open' : ''} ${className}`.trim()} data-open-class="">
      {children}
    </div>
  );
}
