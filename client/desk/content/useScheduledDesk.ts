import { useState, type FormEvent } from 'react';
import { api, ApiError } from '../../api';
import { useCsrfToken } from '../shell/useAdminSession';

interface Options<Item, Draft> {
  /** The collection's desk API: GET lists, POST adds, PATCH and DELETE /:id change one. */
  endpoint: string;
  initial: Item[];
  /** A new, empty draft (the form after a save). */
  empty: Draft;
  /** What is saved, in its object form for messages: '팝업을', '슬라이드를'. */
  object: string;
  /** The request body a draft is sent as. */
  body: (draft: Draft) => unknown;
}

/**
 * The list, the draft being edited and its save and delete: what the popup and main-visual desks
 * share. Each save or delete reloads the list and says how it went.
 */
export function useScheduledDesk<Item extends { id: string; title: string }, Draft extends { id?: string }>(o: Options<Item, Draft>) {
  const csrf = useCsrfToken();
  const [items, setItems] = useState(o.initial);
  const [draft, setDraft] = useState<Draft>(o.empty);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setDraft((d) => ({ ...d, [k]: v }));

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      setStatus({ ok: true, text: done });
      setItems((await api<{ items: Item[] }>(o.endpoint)).items);
    } catch (err) {
      setStatus({ ok: false, text: (err as ApiError).message });
    }
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setStatus(null);
    const { id } = draft;
    await run(async () => {
      const json = o.body(draft);
      if (id) await api(`${o.endpoint}/${id}`, { method: 'PATCH', csrf, json });
      else await api(o.endpoint, { method: 'POST', csrf, json });
      setDraft(o.empty);
    }, `${o.object} ${id ? '수정했습니다.' : '등록했습니다.'}`);
  };

  const remove = async (item: Item) => {
    if (!window.confirm(`'${item.title}' ${o.object} 삭제할까요?`)) return;
    await run(() => api(`${o.endpoint}/${item.id}`, { method: 'DELETE', csrf }), `${o.object} 삭제했습니다.`);
  };

  return { csrf, items, draft, setDraft, set, status, save, remove };
}
