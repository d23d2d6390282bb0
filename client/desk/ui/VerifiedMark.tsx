/** The 인증 mark beside a phone number that was verified (휴대폰 인증) when the lead or booking came in. */
export function VerifiedMark({ verified }: { verified?: boolean }) {
  if (!verified) return null;
  return (
    <span className="verified-mark" title="휴대폰 인증을 거친 번호입니다">
      인증
    </span>
  );
}
