import { useEffect, useState } from 'react';
import { api } from '../../api';
import { day, type HolderNotice } from './types';

/** Notices for contract holders only (never on the public board); those the HTML holds (`first`) are not asked again. */
export function Notices({ first }: { first?: HolderNotice[] }) {
  const [items, setItems] = useState<HolderNotice[]>(first ?? []);
  const fresh = !first;
  useEffect(() => {
    if (fresh) api<{ items: HolderNotice[] }>('/api/my/notices').then((r) => setItems(r.items)).catch(() => setItems([]));
  }, [fresh]);
  return (
    <section className="my-section" aria-labelledby="my-notice-title">
      <h3 id="my-notice-title">계약자 공지</h3>
      {items.length === 0 ? (
        <p className="my-empty">등록된 공지가 없습니다.</p>
      ) : (
        items.map((n) => (
          <details key={n.id} className="my-notice">
            <summary>{n.title} <span className="my-note">{day(n.publishAt.slice(0, 10))}</span></summary>
            {/* Sanitised on the server (server/notices/sanitize.ts), as the public notice pages are. */}
            <div className="notice-body" dangerouslySetInnerHTML={{ __html: n.body }} />
          </details>
        ))
      )}
    </section>
  );
}
