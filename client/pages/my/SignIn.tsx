import { useState, type FormEvent } from 'react';
import { useSite } from '../../site-context';
import { api, ApiError } from '../../api';
import { telHref } from '../../../shared/site.config';

/** Sign-in: the phone on the contract (휴대폰 인증), then the unit's 동·호. */
export function SignIn({ onSignedIn }: { onSignedIn: (contractId: string) => void }) {
  const site = useSite();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [token, setToken] = useState('');
  const [sent, setSent] = useState(false);
  const [dong, setDong] = useState('');
  const [ho, setHo] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [working, setWorking] = useState(false);
  const run = async (f: () => Promise<void>) => {
    setWorking(true);
    setError('');
    try {
      await f();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.');
    } finally {
      setWorking(false);
    }
  };
  const sendCode = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      await api('/api/phone-verifications', { method: 'POST', json: { phone } });
      setSent(true);
      setNotice('인증번호를 문자로 보내 드렸습니다. 3분 안에 입력해 주세요.');
    });
  };
  const confirm = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const r = await api<{ verificationToken: string }>('/api/phone-verifications/confirm', { method: 'POST', json: { phone, code } });
      setToken(r.verificationToken);
      setNotice('휴대폰 인증이 완료되었습니다. 계약하신 세대의 동·호수를 입력해 주세요.');
    });
  };
  const signIn = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const r = await api<{ contractId: string }>('/api/my/session', { method: 'POST', json: { phone, dong, ho, verificationToken: token } });
      onSignedIn(r.contractId);
    });
  };
  return (
    <section className="my-signin" aria-labelledby="my-signin-title">
      <h3 id="my-signin-title">계약자 로그인</h3>
      <p className="my-lead">계약서에 적으신 휴대폰 번호로 인증하신 뒤, 계약하신 세대의 동·호수를 입력해 주세요. 비밀번호는 필요 없습니다.</p>
      {!token ? (
        <form onSubmit={sent ? confirm : sendCode} className="my-form">
          <div className="field">
            <label htmlFor="my-phone">휴대폰 번호</label>
            <input id="my-phone" name="phone" type="tel" inputMode="tel" autoComplete="tel" placeholder="010-0000-0000" required value={phone} onChange={(e) => { setPhone(e.target.value); setSent(false); }} />
          </div>
          {sent && (
            <div className="field">
              <label htmlFor="my-code">인증번호 6자리</label>
              <input id="my-code" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={7} required value={code} onChange={(e) => setCode(e.target.value)} />
            </div>
          )}
          <button type="submit" className="btn btn-primary btn-block" disabled={working}>{sent ? '인증 확인' : '인증번호 받기'}</button>
          {sent && <button type="button" className="btn btn-outline btn-block" disabled={working} onClick={sendCode}>인증번호 다시 받기</button>}
        </form>
      ) : (
        <form onSubmit={signIn} className="my-form">
          <div className="my-unit-fields">
            <div className="field">
              <label htmlFor="my-dong">동</label>
              <input id="my-dong" name="dong" inputMode="numeric" placeholder="예: 101" required value={dong} onChange={(e) => setDong(e.target.value)} />
            </div>
            <div className="field">
              <label htmlFor="my-ho">호</label>
              <input id="my-ho" name="ho" inputMode="numeric" placeholder="예: 1203" required value={ho} onChange={(e) => setHo(e.target.value)} />
            </div>
          </div>
          <button type="submit" className="btn btn-primary btn-block" disabled={working}>계약 정보 확인</button>
        </form>
      )}
      {notice && !error && <p className="form-message is-success" role="status">{notice}</p>}
      {error && <p className="form-message is-failure" role="alert">{error}</p>}
      <p className="my-help">
        계약서의 연락처가 바뀌었거나 로그인이 되지 않으시면 분양사무소(<a href={telHref(site.salesOfficePhone)}>{site.salesOfficePhone}</a>)로 문의해 주세요.
      </p>
    </section>
  );
}
