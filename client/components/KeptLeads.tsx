import { useEffect, useRef, useState } from 'react';
import { useLocation } from '../nav';
import { LEAD_MESSAGES } from '../../shared/leads';
import { onKeptSent, resend, startResending } from '../kept-leads';

/**
 * Sends registrations kept on this device (client/kept-leads.ts) on every page view and when the
 * browser comes back online; one that goes through while its form is gone is confirmed here.
 * Loaded only while something is kept (KeptLeadsLoader in App.tsx), so other visits pay nothing.
 */
export function KeptLeads() {
  const { pathname } = useLocation();
  const [sent, setSent] = useState('');
  useEffect(() => startResending(), []);
  useEffect(() => onKeptSent((s) => setSent(s.message || LEAD_MESSAGES.success)), []);
  // A later page of the site is a page view too.
  const firstView = useRef(true);
  useEffect(() => {
    if (firstView.current) firstView.current = false;
    else void resend();
  }, [pathname]);
  if (!sent) return null;
  return (
    <div className="kept-notice" role="status">
      <p>
        <strong>보관했던 접수 내용을 보내 드렸습니다.</strong>
        <br />✓ {sent}
      </p>
      <button type="button" className="kept-notice-close" onClick={() => setSent('')}>
        닫기
      </button>
    </div>
  );
}
