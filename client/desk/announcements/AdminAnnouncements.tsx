import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { AdminGate } from '../shell/AdminGate';
import { LabelOptions } from '../ui/LabelOptions';
import { api, ApiError } from '../../api';
import { LEAD_STATUSES, LEAD_STATUS_LABELS, LEAD_TYPES, LEAD_TYPE_LABELS } from '../../../shared/leads';
import { LABELS } from '../../../shared/labels';
import { useSite } from '../../site-context';
import {
  ANNOUNCEMENT_STATE_LABELS,
  ANNOUNCEMENT_TEXT_MAX,
  type AnnouncementFilter,
  type AnnouncementPreview,
  type AnnouncementSummary,
} from '../../../shared/announcements';
import { formatDateTime } from '../../../shared/press';

import { usePageData } from '../../page-data';
import type { PageProps } from '../../pages/types';
import { ConsentDesk } from '../consent/ConsentDesk';
import { DeskList } from '../ui/DeskList';
import { useCsrfToken } from '../shell/useAdminSession';

const POLL_MS = 2_000;

/**
 * Compose an announcement and follow its sending. The server builds the text (advertising mark,
 * sender, free opt-out): the preview shows exactly what a recipient receives.
 */
export function AdminAnnouncements(props: PageProps) {
  const data = usePageData('admin-announcements', props.match.canonicalPath);
  return (
    <AdminGate {...props} data={data}>
      {() => <Composer initial={data!.items} />}
    </AdminGate>
  );
}

/** Sends the composed text once to a phone of the staff's choosing, marked as a test. */
function TestSend({ csrf, text }: { csrf: string; text: string }) {
  const [phone, setPhone] = useState('');
  const [result, setResult] = useState<{ text: string; error?: boolean }>({ text: '' });
  const send = async () => {
    try {
      const r = await api<{ phone: string }>('/api/admin/announcements/test', { method: 'POST', csrf, json: { text, phone } });
      setResult({ text: `${r.phone}(으)로 시험 문자를 보냈습니다.` });
    } catch (err) {
      setResult({ text: (err as Error).message, error: true });
    }
  };
  return (
    <div className="announce-test">
      <label htmlFor="an-test-phone">시험 발송 받을 번호</label>
      <input id="an-test-phone" type="tel" value={phone} placeholder="010-1234-5678" onChange={(e) => setPhone(e.target.value)} />
      <button type="button" className="btn btn-outline" disabled={!csrf || !phone || !text.trim()} onClick={() => void send()}>
        시험 발송
      </button>
      <p className={`form-message ${result.error ? 'is-failure' : 'is-success'}`} role={result.error ? 'alert' : 'status'}>
        {result.text}
      </p>
    </div>
  );
}

function Composer({ initial }: { initial: AnnouncementSummary[] }) {
  const site = useSite();
  const csrf = useCsrfToken();
  const [text, setText] = useState('');
  const [filter, setFilter] = useState<AnnouncementFilter>({});
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [sendAt, setSendAt] = useState('');
  const [preview, setPreview] = useState<AnnouncementPreview | null>(null);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const [items, setItems] = useState(initial);
  const seq = useRef(0);

  // The preview follows the text and filter as they are typed.
  useEffect(() => {
    if (!csrf) return;
    if (!text.trim()) {
      setPreview(null);
      return;
    }
    const n = ++seq.current;
    const t = setTimeout(() => {
      api<AnnouncementPreview>('/api/admin/announcements/preview', { method: 'POST', csrf, json: { text, filter } })
        .then((p) => {
          if (n !== seq.current) return;
          setPreview(p);
          setError('');
        })
        .catch((err: Error) => n === seq.current && setError(err.message));
    }, 350);
    return () => clearTimeout(t);
  }, [text, filter, csrf]);

  const refresh = useCallback(() => api<{ items: AnnouncementSummary[] }>('/api/admin/announcements').then((r) => setItems(r.items)), []);

  // Live progress while something is scheduled or being sent.
  const active = items.some((a) => a.state === 'queuing' || a.state === 'sending' || a.state === 'scheduled');
  useEffect(() => {
    if (!active) return;
    const t = setInterval(() => void refresh().catch(() => {}), POLL_MS);
    return () => clearInterval(t);
  }, [active, refresh]);

  const send = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setError('');
    setNotice('');
    if (when === 'later' && !sendAt) return setError('예약 시각을 정해 주세요.');
    const count = preview?.recipients ?? 0;
    const whenText = when === 'now' ? '지금' : `${sendAt.replace('T', ' ')}에`;
    if (!window.confirm(`${count.toLocaleString('ko-KR')}명에게 ${whenText} 발송합니다. 계속할까요?`)) return;
    setBusy(true);
    try {
      const body = { text, filter, ...(when === 'later' ? { sendAt: `${sendAt}:00+09:00` } : {}) };
      const r = await api<{ id: string; recipients: number }>('/api/admin/announcements', { method: 'POST', csrf, json: body });
      setNotice(`${r.recipients.toLocaleString('ko-KR')}명에게 보낼 문자를 등록했습니다.`);
      setText('');
      await refresh();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : '발송 등록에 실패했습니다. 다시 시도해 주세요.');
    } finally {
      setBusy(false);
    }
  };

  const cancel = async (id: string) => {
    if (!window.confirm('아직 발송되지 않은 문자를 모두 취소합니다. 계속할까요?')) return;
    try {
      await api(`/api/admin/announcements/${id}/cancel`, { method: 'POST', csrf });
      await refresh();
    } catch (err) {
      setError((err as Error).message);
    }
  };

  return (
    <div className="announce-layout">
      <form className="announce-form" onSubmit={send}>
        <div className="field">
          <label htmlFor="an-text">문자 내용</label>
          <textarea
            id="an-text"
            name="text"
            value={text}
            maxLength={ANNOUNCEMENT_TEXT_MAX}
            onChange={(e) => setText(e.target.value)}
            aria-describedby="an-text-help"
            required
          />
          <p id="an-text-help" className="announce-meta">
            (광고) 표시, 발신자 정보, 무료수신거부 번호와 수신거부 링크는 자동으로 붙습니다.
          </p>
        </div>
        <div className="row">
          <div className="field">
            <label htmlFor="an-type">신청 유형</label>
            <select id="an-type" value={filter.type ?? ''} onChange={(e) => setFilter({ ...filter, type: (e.target.value || undefined) as AnnouncementFilter['type'] })}>
              <LabelOptions keys={LEAD_TYPES} labels={LEAD_TYPE_LABELS} all />
            </select>
          </div>
          <div className="field">
            <label htmlFor="an-status">상담 상태</label>
            <select id="an-status" value={filter.status ?? ''} onChange={(e) => setFilter({ ...filter, status: e.target.value || undefined })}>
              <LabelOptions keys={LEAD_STATUSES} labels={LEAD_STATUS_LABELS} all />
            </select>
          </div>
          <div className="field">
            <label htmlFor="an-source">첫 유입 소스</label>
            <select id="an-source" value={filter.source ?? ''} onChange={(e) => setFilter({ ...filter, source: e.target.value || undefined })}>
              <option value="">전체</option>
              {Object.entries(LABELS.source).map(([k, label]) => (
                <option key={k} value={k}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="an-unit">관심 타입</label>
            <select id="an-unit" value={filter.unitType ?? ''} onChange={(e) => setFilter({ ...filter, unitType: e.target.value || undefined })}>
              <option value="">전체</option>
              {site.units.map((u) => (
                <option key={u.label} value={u.label}>
                  {u.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        <fieldset className="row">
          <legend>발송 시각</legend>
          <label>
            <input type="radio" name="when" value="now" checked={when === 'now'} onChange={() => setWhen('now')} /> 지금 발송
          </label>
          <label>
            <input type="radio" name="when" value="later" checked={when === 'later'} onChange={() => setWhen('later')} /> 예약 발송
          </label>
          {when === 'later' && (
            <input type="datetime-local" aria-label="예약 시각 (한국 시간)" value={sendAt} onChange={(e) => setSendAt(e.target.value)} required />
          )}
        </fieldset>
        <p className="announce-meta">
          야간(21시~다음 날 8시)에는 야간 수신에 동의한 분께만 보내고, 나머지 분께는 다음 날 8시에 보냅니다.
        </p>
        {error && (
          <p className="form-message is-failure" role="alert">
            {error}
          </p>
        )}
        {notice && (
          <p className="form-message is-success" role="status">
            {notice}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={busy || !csrf || !preview || preview.recipients === 0}>
          {busy ? '등록 중…' : when === 'now' ? '지금 발송' : '예약 발송'}
        </button>
      </form>

      <section className="announce-preview" aria-labelledby="an-preview-title" aria-live="polite">
        <h2 id="an-preview-title" className="announce-title">받는 분이 보게 될 문자</h2>
        {preview ? (
          <>
            <p className="announce-meta">
              수신 대상 <strong>{preview.recipients.toLocaleString('ko-KR')}명</strong> (광고 수신 동의, 수신거부 제외) · 야간 미동의{' '}
              {preview.withoutNight.toLocaleString('ko-KR')}명 · {preview.type} {preview.bytes.toLocaleString('ko-KR')}바이트
            </p>
            <pre>{preview.sample}</pre>
            <p className="announce-meta">수신거부 링크는 예시입니다. 받는 분마다 각자의 링크가 들어갑니다.</p>
            <TestSend csrf={csrf} text={text} />
          </>
        ) : (
          <p className="announce-meta">문자 내용을 입력하면 미리보기와 수신 대상 수가 표시됩니다.</p>
        )}
      </section>

      <ConsentDesk csrf={csrf} />

      <section className="announce-list">
        <h2 className="announce-title">발송 내역</h2>
        <DeskList<AnnouncementSummary>
          label="안내 문자 발송 내역"
          look="board"
          framed={false}
          rows={items}
          rowKey={(a) => a.id}
          empty="아직 보낸 안내 문자가 없습니다."
          columns={[
            { header: '발송 시각', card: 'name', cell: (a) => formatDateTime(a.sendAt) },
            { header: '상태', card: 'status', cell: (a) => ANNOUNCEMENT_STATE_LABELS[a.state] },
            { header: '내용', card: 'line', className: 'announce-text', cell: (a) => a.text },
            {
              header: '진행',
              card: 'line',
              cell: (a) => (
                <ul className="announce-counts" aria-label="진행 상황">
                  <li>대상 {a.recipients}</li>
                  <li>대기 {a.counts.queued}</li>
                  <li>야간 보류 {a.counts.held}</li>
                  <li>발송 {a.counts.sent}</li>
                  <li>실패 {a.counts.failed}</li>
                  {a.counts.cancelled > 0 && <li>취소 {a.counts.cancelled}</li>}
                </ul>
              ),
            },
            {
              header: <span className="sr-only">취소</span>,
              card: 'line',
              cell: (a) =>
                (a.state === 'queuing' || a.state === 'scheduled' || a.state === 'sending') && (
                  <button type="button" className="btn btn-outline" onClick={() => void cancel(a.id)}>
                    취소
                  </button>
                ),
            },
          ]}
        />
      </section>
    </div>
  );
}
