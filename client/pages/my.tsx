import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { SubPage } from '../components/SubPage';
import { useSite } from '../site-context';
import { api, ApiError } from '../api';
import { telHref } from '../../shared/site.config';
import { koreanDate } from '../../shared/kst';
import { visitWhen } from '../../shared/visits';
import type { SlotDay } from '../../shared/visits';
import type { PageProps } from './types';
import { island } from '../islands/Island';

interface ContractRef { id: string; dong: string; ho: string; unitType: string | null }
interface Payment { label: string; kind: string; dueDate?: string; dueText?: string; amount: number; paid: number; outstanding: number; late: number }
interface Statement { id: string; dong: string; ho: string; total: number; paid: number; outstanding: number; due: number; late: number; lateRatePercent: number; account: string | null; today: string; payments: Payment[] }
interface OptionItem { id: string; category: string; label: string; price: number; note?: string; state?: 'requested' | 'confirmed' }
interface OptionsView { period: { start: string | null; deadline: string | null; state: string }; options: OptionItem[] }
interface VisitKind { kind: string; label: string; booking: { code: string; date: string; start: string; status: string } | null; days: SlotDay[] }
interface HolderNotice { id: string; title: string; publishAt: string; body: string }

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;
const day = (d?: string) => (d ? koreanDate(d) : '');

/**
 * 계약자 페이지 (/my): sign-in with the phone on the contract (휴대폰 인증) and the unit's 동·호, then the
 * payments, the options, the visits of this stage and the notices for contract holders. Everything
 * comes from /api/my with the buyer's own session; the HTML holds only the sign-in form.
 */
export function MyPage({ match }: PageProps) {
  const [state, setState] = useState<'loading' | 'signin' | 'in'>('loading');
  const [contracts, setContracts] = useState<ContractRef[]>([]);
  const [current, setCurrent] = useState<string>('');

  const load = useCallback(async () => {
    try {
      const list = await api<{ contracts: ContractRef[] }>('/api/my');
      setContracts(list.contracts);
      setCurrent((c) => (list.contracts.some((x) => x.id === c) ? c : (list.contracts[0]?.id ?? '')));
      setState('in');
    } catch {
      setState('signin');
    }
  }, []);
  useEffect(() => void load(), [load]);

  const signOut = async () => {
    await api('/api/my/session', { method: 'DELETE' }).catch(() => {});
    setContracts([]);
    setState('signin');
  };

  return (
    <SubPage match={match}>
      <div className="my-page">
        {state === 'in' ? (
          <>
            <div className="my-bar">
              {contracts.length > 1 ? (
                <label className="my-choose">
                  세대 선택{' '}
                  <select value={current} onChange={(e) => setCurrent(e.target.value)}>
                    {contracts.map((c) => (
                      <option key={c.id} value={c.id}>{`${c.dong}동 ${c.ho}호${c.unitType ? ` (${c.unitType})` : ''}`}</option>
                    ))}
                  </select>
                </label>
              ) : (
                <p className="my-unit">{contracts[0] ? `${contracts[0].dong}동 ${contracts[0].ho}호` : ''}</p>
              )}
              <button type="button" className="btn btn-outline" onClick={signOut}>로그아웃</button>
            </div>
            {current ? <ContractView key={current} id={current} onSignedOut={() => setState('signin')} /> : <p className="my-empty">조회되는 계약이 없습니다.</p>}
            <Notices />
          </>
        ) : (
          <SignIn onSignedIn={(id) => { setCurrent(id); void load(); }} busy={state === 'loading'} />
        )}
      </div>
    </SubPage>
  );
}

function SignIn({ onSignedIn, busy }: { onSignedIn: (contractId: string) => void; busy: boolean }) {
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
          <button type="submit" className="btn btn-primary btn-block" disabled={working || busy}>{sent ? '인증 확인' : '인증번호 받기'}</button>
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

function ContractView({ id, onSignedOut }: { id: string; onSignedOut: () => void }) {
  const [s, setS] = useState<Statement | null>(null);
  const [error, setError] = useState('');
  const reload = useCallback(() => {
    api<Statement>(`/api/my/contracts/${id}`)
      .then(setS)
      .catch((err: unknown) => (err instanceof ApiError && err.status === 401 ? onSignedOut() : setError('계약 정보를 불러오지 못했습니다.')));
  }, [id, onSignedOut]);
  useEffect(reload, [reload]);
  if (error) return <p className="form-message is-failure" role="alert">{error}</p>;
  if (!s) return <p className="my-empty">불러오는 중입니다…</p>;
  return (
    <>
      <section className="my-section" aria-labelledby="my-pay-title">
        <h3 id="my-pay-title">납부 현황</h3>
        <dl className="my-totals">
          <div><dt>분양대금 합계</dt><dd>{won(s.total)}</dd></div>
          <div><dt>납부하신 금액</dt><dd>{won(s.paid)}</dd></div>
          <div className={s.due > 0 ? 'is-due' : ''}><dt>지금 납부하실 금액</dt><dd>{won(s.due)}</dd></div>
          {s.late > 0 && <div className="is-due"><dt>연체료 ({day(s.today)} 기준)</dt><dd>{won(s.late)}</dd></div>}
        </dl>
        <p className="my-account"><strong>납부 계좌</strong> {s.account ?? '분양사무소로 문의해 주세요.'}</p>
        <ul className="my-payments">
          {s.payments.map((p) => (
            <li key={`${p.label}-${p.dueDate ?? p.dueText}`} className={p.late > 0 ? 'is-late' : p.outstanding === 0 ? 'is-paid' : ''}>
              <p className="my-pay-head"><span>{p.label}</span><span>{won(p.amount)}</span></p>
              <p className="my-pay-meta">
                납부기한 {p.dueDate ? day(p.dueDate) : (p.dueText ?? '-')} · {p.outstanding === 0 ? '납부 완료' : `미납 ${won(p.outstanding)}`}
                {p.late > 0 && ` · 연체료 ${won(p.late)}`}
              </p>
            </li>
          ))}
        </ul>
        <p className="my-note">연체료는 입주자모집공고의 연체료율(연 {s.lateRatePercent}%)로 납부기한 다음 날부터 오늘(한국 시간)까지 날짜 수만큼 계산하며, 원 미만은 버립니다. 실제 납부 시 금액은 분양사무소에서 확인해 드립니다.</p>
        <a className="btn btn-outline" href={`/api/my/contracts/${id}/receipt.pdf`} download>납부확인서 내려받기 (PDF)</a>
      </section>
      <Options id={id} onChanged={reload} />
      <Visits id={id} />
    </>
  );
}

function Options({ id, onChanged }: { id: string; onChanged: () => void }) {
  const [view, setView] = useState<OptionsView | null>(null);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  useEffect(() => {
    api<OptionsView>(`/api/my/contracts/${id}/options`)
      .then((v) => {
        setView(v);
        setPicked(new Set(v.options.filter((o) => o.state).map((o) => o.id)));
      })
      .catch(() => setView(null));
  }, [id]);
  if (!view || view.options.length === 0) return null;
  const open = view.period.state === 'open';
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const v = await api<OptionsView>(`/api/my/contracts/${id}/options`, { method: 'POST', json: { optionIds: [...picked] } });
      setView(v);
      setMessage({ text: '옵션 선택을 접수했습니다. 옵션 계약 때 분양사무소에서 확정해 드립니다.', ok: true });
      onChanged();
    } catch (err) {
      setMessage({ text: err instanceof ApiError ? err.message : '일시적인 오류가 발생했습니다.', ok: false });
    }
  };
  return (
    <section className="my-section" aria-labelledby="my-opt-title">
      <h3 id="my-opt-title">유상옵션 선택</h3>
      <p className="my-note">
        {view.period.start && view.period.deadline ? `선택 기간: ${day(view.period.start)} ~ ${day(view.period.deadline)}까지. ` : '선택 기간이 아직 정해지지 않았습니다. '}
        옵션은 항목마다 따로 선택하실 수 있으며, 선택하지 않으셔도 됩니다.
      </p>
      <form onSubmit={submit}>
        <ul className="my-options">
          {view.options.map((o) => (
            <li key={o.id}>
              <label>
                <input type="checkbox" disabled={!open || o.state === 'confirmed'} checked={picked.has(o.id)} onChange={(e) => {
                  const next = new Set(picked);
                  if (e.target.checked) next.add(o.id); else next.delete(o.id);
                  setPicked(next);
                }} />
                <span>{o.category} · {o.label}</span>
                <strong>{won(o.price)}</strong>
                {o.state && <em className="status-badge">{o.state === 'confirmed' ? '계약 확정' : '신청 접수'}</em>}
              </label>
            </li>
          ))}
        </ul>
        {open && <button type="submit" className="btn btn-primary">선택한 옵션 신청</button>}
      </form>
      {message && <p className={`form-message ${message.ok ? 'is-success' : 'is-failure'}`} role={message.ok ? 'status' : 'alert'}>{message.text}</p>}
    </section>
  );
}

function Visits({ id }: { id: string }) {
  const [kinds, setKinds] = useState<VisitKind[]>([]);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const load = useCallback(() => {
    api<{ kinds: VisitKind[] }>(`/api/my/contracts/${id}/visits`).then((r) => setKinds(r.kinds)).catch(() => setKinds([]));
  }, [id]);
  useEffect(load, [load]);
  const book = async (slotId: string) => {
    try {
      const r = await api<{ label: string; date: string; start: string }>(`/api/my/contracts/${id}/visits`, { method: 'POST', json: { slotId } });
      setMessage({ text: `${r.label} 방문을 ${visitWhen(r.date, r.start)}에 예약했습니다. 확정 문자를 보내 드렸습니다.`, ok: true });
      load();
    } catch (err) {
      setMessage({ text: err instanceof ApiError ? err.message : '일시적인 오류가 발생했습니다.', ok: false });
    }
  };
  return (
    <section className="my-section" aria-labelledby="my-visit-title">
      <h3 id="my-visit-title">방문 예약</h3>
      {kinds.map((k) => (
        <div key={k.kind} className="my-visit">
          <h4>{k.label}</h4>
          {k.booking ? (
            <p>예약하신 일시: <strong>{visitWhen(k.booking.date, k.booking.start)}</strong> (예약번호 {k.booking.code}). 변경·취소는 예약 확정 문자의 링크에서 하실 수 있습니다.</p>
          ) : k.days.length === 0 ? (
            <p className="my-empty">예약 일정이 아직 열리지 않았습니다. 일정이 정해지면 문자와 공지로 안내해 드립니다.</p>
          ) : (
            <ul className="my-slots">
              {k.days.flatMap((d) => d.slots.filter((s) => s.remaining > 0).map((s) => (
                <li key={s.id}>
                  <button type="button" className="btn btn-outline" onClick={() => void book(s.id)}>{visitWhen(d.date, s.start)}</button>
                </li>
              )))}
            </ul>
          )}
        </div>
      ))}
      {message && <p className={`form-message ${message.ok ? 'is-success' : 'is-failure'}`} role={message.ok ? 'status' : 'alert'}>{message.text}</p>}
    </section>
  );
}

function Notices() {
  const [items, setItems] = useState<HolderNotice[]>([]);
  useEffect(() => {
    api<{ items: HolderNotice[] }>('/api/my/notices').then((r) => setItems(r.items)).catch(() => setItems([]));
  }, []);
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

/** The whole page content is one island: it reads /api/my with the buyer's session. */
export const MyPageIsland = island('page-my', MyPage);
