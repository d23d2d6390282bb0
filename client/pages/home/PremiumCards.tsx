import { useState } from 'react';
import { Link } from '../../nav';
import { PREMIUM_CARDS } from './content';
import { FutureNote } from '../../components/FutureNote';

type IconName = (typeof PREMIUM_CARDS)[number]['icon'];

/** Line icons (drawn, not emoji: emoji fonts differ between systems and may be missing). */
const ICON_PATHS: Record<IconName, string> = {
  city: 'M3 21h18M5 21V9l5-3v15M10 21V4l6 3v14M16 21v-9l3 2v7M7.5 12h0M7.5 15h0M12.5 9h0M12.5 12h0M12.5 15h0',
  train: 'M6 4h12a2 2 0 0 1 2 2v9a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3V6a2 2 0 0 1 2-2zM4 11h16M8 15h0M16 15h0M7 18l-2 3M17 18l2 3',
  leaf: 'M5 19c0-9 5-14 15-15-1 10-6 15-15 15zM5 19l7-7',
  spark: 'M12 3l2.2 6.8L21 12l-6.8 2.2L12 21l-2.2-6.8L3 12l6.8-2.2z',
};

function PremiumIcon({ name }: { name: IconName }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}

/**
 * The four premium cards. Each title is a button that expands or collapses its card (the
 * description and the link). Collapsed cards are display: none only with scripts (the noscript
 * style in Home shows them all).
 */
export function PremiumCards() {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (i: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(i)) next.add(i);
      return next;
    });

  return (
    <ul className="premium-cards">
      {PREMIUM_CARDS.map((c, i) => {
        const expanded = open.has(i);
        const bodyId = `premium-card-${i + 1}`;
        return (
          <li key={c.title} className={`premium-card${expanded ? ' is-open' : ''}`}>
            <span className="premium-icon">
              <PremiumIcon name={c.icon} />
            </span>
            <p className="eyebrow">{c.title}</p>
            <h3>
              <button type="button" className="premium-toggle" aria-expanded={expanded} aria-controls={bodyId} onClick={() => toggle(i)}>
                {c.text1}
                <span className="acc-icon" aria-hidden="true" />
              </button>
            </h3>
            <div id={bodyId} className="premium-card-body">
              <p>
                {c.text2}
                {'claim' in c && <FutureNote id={c.claim} />}
              </p>
              <Link to={c.link}>
                {c.linkText}
                <span className="sr-only"> ({c.title})</span>
              </Link>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
