import { useCallback, useEffect, useState } from 'react';
import { SubPage } from '../../components/SubPage';
import { api } from '../../api';
import { usePageData } from '../../page-data';
import type { PageProps } from '../types';
import type { ContractRef } from './types';
import { SignIn } from './SignIn';
import { ContractView } from './ContractView';
import { Notices } from './Notices';
import { MyDefects } from './defects/MyDefects';

/**
 * 계약자 페이지 (/my): sign-in with the phone on the contract (휴대폰 인증) and the unit's 동·호, then the
 * payments, the options, the visits of this stage, 하자 접수 and the notices for contract holders. Everything
 * comes from /api/my with the buyer's own session; the HTML holds only the sign-in form, ready at once
 * for a visitor without a sign-in cookie (no request to /api/my then).
 */
export function MyPage({ match }: PageProps) {
  const signedIn = usePageData('my', match.canonicalPath)?.signedIn ?? true;
  const [state, setState] = useState<'loading' | 'signin' | 'in'>(signedIn ? 'loading' : 'signin');
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
  useEffect(() => {
    if (signedIn) void load();
  }, [load, signedIn]);

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
            <MyDefects />
            <Notices />
          </>
        ) : (
          <SignIn onSignedIn={(id) => { setCurrent(id); void load(); }} busy={state === 'loading'} />
        )}
      </div>
    </SubPage>
  );
}
