import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

interface Props<T extends string> {
  label: string;
  tabs: { id: T; label: string }[];
  initial?: T;
  /** Renders the panel of the selected tab. */
  children: (selected: T) => ReactNode;
  className?: string;
}

/**
 * WAI-ARIA tabs: arrow keys, Home and End move between tabs and select them. The server renders
 * every tab's panel (all but the selected one hidden), so a tab tapped before its island is live
 * shows its panel at once (islands/preview.ts). Once live, only the selected panel keeps its
 * content: a tab chosen again starts afresh (a video from its poster).
 */
export function Tabs<T extends string>({ label, tabs, initial, children, className = '' }: Props<T>) {
  const [selected, setSelected] = useState<T>(initial ?? tabs[0]!.id);
  // From the label, not useId: the same in the whole page's server render and in the island's.
  const base = `tabs-${[...label].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7).toString(36)}`;
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);

  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      e.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : e.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : e.key === 'Home' ? 0
      : e.key === 'End' ? last
      : null;
    if (next === null) return;
    e.preventDefault();
    setSelected(tabs[next]!.id);
    refs.current[next]?.focus();
  };

  return (
    <div className={`tabs ${className}`.trim()}>
      <div role="tablist" aria-label={label} className="tab-list">
        {tabs.map((t, i) => (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${t.id}`}
            aria-selected={t.id === selected}
            aria-controls={`${base}-panel-${t.id}`}
            tabIndex={t.id === selected ? 0 : -1}
            className="tab"
            onClick={() => setSelected(t.id)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {/* Focusable, so keyboard users reach a panel that starts with (or only holds) an image. */}
      {tabs.map((t) => (
        <div key={t.id} role="tabpanel" id={`${base}-panel-${t.id}`} aria-labelledby={`${base}-tab-${t.id}`} className="tab-panel" tabIndex={0} hidden={t.id !== selected}>
          {(t.id === selected || !live) && children(t.id)}
        </div>
      ))}
    </div>
  );
}
