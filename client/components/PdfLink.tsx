import { useState, type MouseEvent } from 'react';

/** Opens a PDF in a new tab and shows a notice until that window reports it has loaded. */
export function PdfLink({ href, label }: { href: string; label: string }) {
  const [loading, setLoading] = useState(false);

  const openPdf = (e: MouseEvent<HTMLAnchorElement>) => {
    const win = window.open(href, '_blank');
    if (!win) return; // pop-up blocked: let the link open it normally
    e.preventDefault();
    setLoading(true);
    const done = () => setLoading(false);
    win.addEventListener('load', done, { once: true });
    window.setTimeout(done, 15000);
  };

  return (
    <div className="center-actions">
      <a className="btn btn-primary btn-lg" href={href} target="_blank" rel="noopener" onClick={openPdf}>
        {label}
        <span className="sr-only"> (새 창)</span>
      </a>
      <p className="file-loading" role="status" aria-live="polite">
        {loading ? '파일을 불러오는 중입니다…' : ''}
      </p>
    </div>
  );
}
