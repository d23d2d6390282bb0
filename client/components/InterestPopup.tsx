import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useNavigate } from '../nav';
import { usePopup } from '../popup';
import { telHref } from '../../shared/site.config';
import { useSite } from '../site-context';
// In the popup's own island and in the page's HTML: the form is in the first frame that shows the popup.
import { LeadForm } from './LeadForm';

/**
 * The interest-registration dialog: a native modal <dialog> (focus stays inside, the page behind
 * is inert). Opening pushes a history entry so the browser's Back closes the popup instead of
 * leaving the page.
 */
export function InterestPopup() {
  const { isOpen, close } = usePopup();
  const site = useSite();
  const ref = useRef<HTMLDialogElement>(null);
  // After registering, the introduction gives way to the outcome and the next step.
  const [registered, setRegistered] = useState(false);
  const [openings, setOpenings] = useState(0);
  const navigate = useNavigate();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !isOpen) return;
    // Already open when the boot script opened it before this island was live (boot.ts).
    if (!dialog.open) dialog.showModal();
    // The boot script pushed the entry already when it opened the dialog before this island was live.
    if (!window.history.state?.popup) window.history.pushState({ ...window.history.state, popup: true }, '');
    const onPop = () => close(); // Back pressed: our entry is gone already
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      dialog.close();
      // The next opening starts over: a new form after each closing (never replaced while open,
      // which lost a name typed in its first moment).
      setRegistered(false);
      setOpenings((n) => n + 1);
      // Closed by X or Escape: drop the entry we pushed so Back behaves normally afterwards.
      if (window.history.state?.popup) window.history.back();
    };
  }, [isOpen, close]);

  return (
    <dialog
      ref={ref}
      className="popup"
      role="dialog"
      aria-modal="true"
      aria-labelledby="popup-title"
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
      onClick={(e) => e.target === ref.current && close()}
    >
      <div className="popup-body">
        <button type="button" className="popup-close" aria-label="닫기" onClick={close}>
          ×
        </button>
        <p className="eyebrow">{site.projectNameEn}</p>
        <h2 id="popup-title">관심고객 등록</h2>
        {!registered && (
          <p className="popup-lead">
            이름과 연락처를 남겨 주시면 분양 일정과 견본주택 소식을 가장 먼저 안내해 드립니다. 상담전화{' '}
            <a className="popup-tel" href={telHref(site.consultationPhone)}>
              {site.consultationPhone}
            </a>
          </p>
        )}
        {/* In the page's HTML from the start (the same form for everyone), so the popup opens with it
            even before its code has arrived; a new one (key) after each closing. */}
        <LeadForm
          key={openings}
          formId="popup-lead-interest"
          type="interest"
          outcome="replace"
          submitLabel="관심고객 등록"
          onSuccess={() => setRegistered(true)}
          onNext={(e: MouseEvent<HTMLAnchorElement>) => {
            // The booking page takes the popup's history entry, so Back returns to the page behind.
            e.preventDefault();
            navigate(e.currentTarget.getAttribute('href')!, { replace: true });
          }}
        />
      </div>
    </dialog>
  );
}
