import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { SubPage } from '../../components/SubPage';
import { api } from '../../api';
import { useForgetPageData, usePageData } from '../../page-data';
import { dropPageDataScript } from '../../page-data-script';
import type { PageProps } from '../types';
import type { ContractRef } from './types';
import { SignIn } from './SignIn';
import { SECTIONS, SECTION_VIEWS, sectionOf, type SectionId } from './sections';

/**
 * 계약자 페이지 (/my): sign-in with the phone on the contract (휴대폰 인증) and the unit's 동·호, then one
 * section at a time (납부, 옵션, 방문 예약, 사전점검·입주, 하자: tabs whose address is /my#<id>, so a text's
 * link such as /my#pass opens its section after the sign-in); the notices for contract holders close the 납부 section.
 * Everything comes from /api/my with the buyer's own session; the HTML holds the sign-in form, ready at
 * once for a visitor without a sign-in cookie (no request to /api/my then), or for a live session the
 * contracts and the first one's 납부 (the page's data), so nothing waits for script to show them.
 */
export function MyPage({ match }: PageProps) {
  const data = usePageData('my', match.canonicalPath);
  const signedIn = data?.signedIn ?? true;
  // The first screen the HTML holds (a live session): shown as it is until the holder leaves it.
  const [first, setFirst] = useState(data?.first);
  const [state, setState] = useState<'loading' | 'signin' | 'in'>(first ? 'in' : signedIn ? 'loading' : 'signin');
  const [contracts, setContracts] = useState<ContractRef[]>(first?.contracts ?? []);
  const [current, setCurrent] = useState<string>(first?.contracts[0]?.id ?? '');
  const [section, setSection] = useState<SectionId>('pay');

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
  // Once, on arrival: the page's data is dropped on sign-out, which must not read it as a new visit.
  const loadsOnArrival = useRef(signedIn && !data?.first);
  useEffect(() => {
    if (loadsOnArrival.current) void load();
    loadsOnArrival.current = false;
  }, [load]);
  // Another section or contract reads fresh data from then on.
  useEffect(() => {
    if (section !== 'pay' || current !== first?.pay?.id) setFirst(undefined);
  }, [section, current, first]);
  // The tabs are links: the address says the section (back goes to the one before).
  useEffect(() => {
    const follow = () => setSection(sectionOf(window.location.hash));
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);

  // Signed out (or the session ended), every personal figure leaves the page at once: the sections,
  // and the first screen the server wrote into the HTML's data (in memory and in its script).
  const forget = useForgetPageData();
  const onSignedOut = useCallback(() => {
    forget();
    dropPageDataScript();
    setContracts([]);
    setCurrent('');
    setFirst(undefined);
    setState('signin');
  }, [forget]);
  const signOut = async () => {
    onSignedOut();
    await api('/api/my/session', { method: 'DELETE' }).catch(() => {});
  };
  const Section = SECTION_VIEWS[section];

  return (
    <SubPage match={match}>
      {/* Signed in, the page holds a screen's height while its parts load, so the footer does not jump. */}
      <div className={state === 'signin' ? 'my-page' : 'my-page is-member'}>
        {state === 'loading' ? (
          <p className="my-empty" role="status">계약 정보를 불러오는 중입니다…</p>
        ) : state === 'in' ? (
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
            <nav className="my-tabs" aria-label="계약자 메뉴">
              {SECTIONS.map((s) => (
                <a key={s.id} href={`#${s.id}`} aria-current={s.id === section ? 'true' : undefined}>{s.label}</a>
              ))}
            </nav>
            {current ? (
              <Suspense fallback={<p className="my-empty" role="status">불러오는 중입니다…</p>}>
                <Section key={`${current}-${section}`} id={current} onSignedOut={onSignedOut} first={first} />
              </Suspense>
            ) : (
              <p className="my-empty">조회되는 계약이 없습니다.</p>
            )}
          </>
        ) : (
          <SignIn onSignedIn={(id) => { setCurrent(id); void load(); }} />
        )}
      </div>
    </SubPage>
  );
}
