/** 개인정보처리방침 보기 under a consent notice: opens in a new tab, and says so to screen readers. */
export function PrivacyPolicyLink() {
  return (
    <a href="/privacy" target="_blank" rel="noopener">
      개인정보처리방침 보기<span className="sr-only"> (새 창)</span>
    </a>
  );
}
