/**
 * 하자 접수 for the contract holder's page (/my): include <MyDefects /> where the signed-in holder's
 * page shows its sections. It reads GET /api/my/defects (the holder's units, their rooms, the
 * defects with photo links that expire after 10 minutes: the list is read again after every action)
 * and sends the form as multipart to POST /api/my/defects.
 */
import { useCallback, useEffect, useState } from 'react';
import { api, ApiError } from '../../../api';
import { DEFECT_MESSAGES, DEFECT_PHOTOS_MAX } from '../../../../shared/defects';
import { DefectsView, type MyDefectsData } from './DefectsView';
import './defects.css';

export function MyDefects() {
  const [data, setData] = useState<MyDefectsData | null>(null);
  const [contractId, setContractId] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  const load = useCallback(async () => {
    const next = await api<MyDefectsData>('/api/my/defects');
    setData(next);
    setContractId((id) => id || next.contracts[0]?.id || '');
  }, []);

  useEffect(() => {
    load().catch((err: unknown) => setStatus({ kind: 'error', text: (err as Error).message }));
  }, [load]);

  const act = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setStatus(null);
    try {
      await work();
      await load();
      setStatus({ kind: 'ok', text: done });
      return true;
    } catch (err) {
      setStatus({ kind: 'error', text: err instanceof ApiError ? err.message : '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.' });
      return false;
    } finally {
      setBusy(false);
    }
  };

  if (!data) return <p className="my-defects-empty" role="status">{status?.text ?? '하자 접수 내역을 불러오는 중입니다…'}</p>;

  return (
    <DefectsView
      data={data}
      contractId={contractId}
      onContract={setContractId}
      busy={busy}
      status={status}
      onFile={(form) => {
        const body = new FormData(form);
        const photos = body.getAll('photos').filter((f) => f instanceof File && f.size > 0);
        if (photos.length > DEFECT_PHOTOS_MAX) return setStatus({ kind: 'error', text: DEFECT_MESSAGES.photos });
        // An empty file input still sends one empty part: leave it out.
        body.delete('photos');
        for (const p of photos) body.append('photos', p);
        void act(() => api('/api/my/defects', { method: 'POST', body }), '하자가 접수되었습니다. 처리 담당이 배정되면 문자로 알려 드리겠습니다.').then((ok) => ok && form.reset());
      }}
      onConfirm={(id) => void act(() => api(`/api/my/defects/${id}/confirm`, { method: 'POST', json: {} }), '처리 결과를 확인해 주셔서 감사합니다.')}
      onReopen={(id, form) => {
        const reason = String(new FormData(form).get('reason') ?? '');
        void act(() => api(`/api/my/defects/${id}/reopen`, { method: 'POST', json: { reason } }), '재접수되었습니다. 담당자가 다시 처리해 드리겠습니다.');
      }}
    />
  );
}
