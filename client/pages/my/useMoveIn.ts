import { useCallback, useEffect, useState } from 'react';
import { api, ApiError } from '../../api';
import type { MyMoveInView } from '../../../shared/movein';

export type Notice = { text: string; ok: boolean } | null;

/** The 사전점검 and 입주 sections' data, and their booking, move and cancel (POST|PATCH|DELETE /api/my/bookings). */
export function useMoveIn(id: string) {
  const [view, setView] = useState<MyMoveInView | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const load = useCallback(() => {
    api<MyMoveInView>(`/api/my/contracts/${id}/move-in`).then(setView).catch(() => setView(null));
  }, [id]);
  useEffect(load, [load]);
  const run = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      setNotice({ text: done, ok: true });
      load();
    } catch (err) {
      setNotice({ text: err instanceof ApiError ? err.message : '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.', ok: false });
      load();
    }
  };
  return {
    view,
    notice,
    book: (slotId: string, party: number | undefined, done: string) => run(() => api(`/api/my/bookings`, { method: 'POST', json: { contractId: id, slotId, ...(party ? { party } : {}) } }), done),
    move: (code: string, slotId: string, done: string) => run(() => api(`/api/my/bookings/${code}`, { method: 'PATCH', json: { contractId: id, slotId } }), done),
    cancel: (code: string, done: string) => run(() => api(`/api/my/bookings/${code}?contractId=${id}`, { method: 'DELETE' }), done),
  };
}
