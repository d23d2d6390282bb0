import { useState, type ChangeEvent, type FormEvent } from 'react';
import { api } from '../../api';
import type { AdminCampaignsData } from '../../../shared/page-data';
import { COST_FORMATS, COST_FORMAT_LABELS, type CostEntry, type CostFormat, type CostImportResult } from '../../../shared/campaigns';
import { CHANNELS, CHANNEL_LABELS, type Channel } from '../../../shared/channels';
import { useCsrfToken } from '../shell/useAdminSession';
import { RejectedLines } from '../ui/RejectedLines';
import { Notice } from '../shell/AdminLayout';
import { won } from './campaign-format';
import { readReport } from '../ui/report-text';
import { DeskList } from '../ui/DeskList';

/** Spend: typed per day, channel and campaign, or imported from a platform's report; and the campaign matching. */
export function CampaignCosts({ data }: { data: AdminCampaignsData }) {
  const csrf = useCsrfToken();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState({ text: '', error: false });
  const [result, setResult] = useState<CostImportResult | null>(null);
  const [format, setFormat] = useState<CostFormat>('naver');
  const [csv, setCsv] = useState('');

  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    setNotice({ text: '', error: false });
    try {
      setNotice({ text: await work(), error: false });
    } catch (err) {
      setNotice({ text: (err as Error).message, error: true });
    } finally {
      setBusy(false);
    }
  };
  const summary = (r: CostImportResult) => `추가 ${r.added}건, 변경 ${r.updated}건, 제외 ${r.rejected.length}줄. 새로고침하면 표에 반영됩니다.`;

  const upload = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const r = await api<CostImportResult>('/api/admin/campaigns/costs', { method: 'POST', csrf, json: { csv, format } });
      setResult(r);
      return summary(r);
    });
  };
  const readFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0];
    if (file) setCsv(await readReport(file));
  };
  const typed = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    void run(async () => {
      const r = await api<CostImportResult>('/api/admin/campaigns/costs', {
        method: 'POST',
        csrf,
        json: { day: f.get('day'), channel: f.get('channel'), campaign: f.get('campaign'), amount: Number(String(f.get('amount')).replace(/[,\s원]/g, '')) },
      });
      return r.added ? '비용을 추가했습니다. 새로고침하면 표에 반영됩니다.' : '같은 날짜·채널·캠페인의 비용을 고쳤습니다.';
    });
  };
  const remove = (c: CostEntry) =>
    window.confirm(`${c.day} ${c.channel} ${c.campaign || ''} ${won(c.amount)} 기록을 지울까요?`) &&
    void run(async () => {
      await api(`/api/admin/campaigns/costs/${encodeURIComponent(c.id)}`, { method: 'DELETE', csrf });
      window.location.reload();
      return '';
    });
  const rename = (c: CostEntry, utmCampaign: string) =>
    void run(async () => {
      await api('/api/admin/campaigns/names', { method: 'PUT', csrf, json: { channel: c.channelKey, name: c.campaign, utmCampaign } });
      return `'${c.campaign}'을(를) utm_campaign '${utmCampaign}'으로 집계합니다. 새로고침하면 반영됩니다.`;
    });
  const disabled = busy || !csrf;

  return (
    <section className="admin-card" aria-labelledby="c-costs">
      <h2 id="c-costs" className="admin-card-title">
        광고비
      </h2>
      <div className="cost-forms">
        <form onSubmit={typed} className="cost-typed" aria-label="광고비 직접 입력">
          <h3>직접 입력</h3>
          <div className="admin-field">
            <label htmlFor="cost-day">날짜</label>
            <input id="cost-day" name="day" type="date" required defaultValue={data.to} />
          </div>
          <div className="admin-field">
            <label htmlFor="cost-channel">채널</label>
            <select id="cost-channel" name="channel" defaultValue="naver-ads">
              {CHANNELS.map((c) => (
                <option key={c} value={c}>
                  {CHANNEL_LABELS[c]}
                </option>
              ))}
            </select>
          </div>
          <div className="admin-field">
            <label htmlFor="cost-campaign">캠페인(utm_campaign)</label>
            <input id="cost-campaign" name="campaign" maxLength={100} placeholder="예: 1차분양_브랜드" />
          </div>
          <div className="admin-field">
            <label htmlFor="cost-amount">비용(원)</label>
            <input id="cost-amount" name="amount" inputMode="numeric" required pattern="[0-9,\s]+원?" placeholder="예: 150,000" />
          </div>
          <button type="submit" className="admin-btn admin-btn-primary" disabled={disabled}>
            저장
          </button>
        </form>
        <form onSubmit={upload} className="cost-upload" aria-label="광고 보고서 올리기">
          <h3>보고서 올리기</h3>
          <p className="admin-muted">각 매체에서 일별 캠페인 보고서를 CSV로 내려받아 올려 주세요. UTF-8과 EUC-KR 파일 모두 읽습니다. 같은 파일을 다시 올려도 중복되지 않습니다.</p>
          <div className="admin-field">
            <label htmlFor="cost-format">보고서 종류</label>
            <select id="cost-format" value={format} onChange={(e) => setFormat(e.currentTarget.value as CostFormat)}>
              {COST_FORMATS.map((f) => (
                <option key={f} value={f}>
                  {COST_FORMAT_LABELS[f]}
                </option>
              ))}
            </select>
          </div>
          <div className="admin-field">
            <label htmlFor="cost-file">CSV 파일</label>
            <input id="cost-file" type="file" accept=".csv,.tsv,text/csv" onChange={(e) => void readFile(e)} />
          </div>
          <div className="admin-field">
            <label htmlFor="cost-csv">또는 붙여넣기</label>
            <textarea id="cost-csv" rows={3} value={csv} onChange={(e) => setCsv(e.currentTarget.value)} placeholder={'날짜,채널,캠페인,비용\n2026-11-20,Naver 검색광고,1차분양_브랜드,"150,000"'} />
          </div>
          <button type="submit" className="admin-btn admin-btn-primary" disabled={disabled || !csv.trim()}>
            올리기
          </button>
        </form>
      </div>
      <Notice text={notice.text} error={notice.error} />
      {result && result.rejected.length > 0 && <RejectedLines rows={result.rejected} />}
      <CostList costs={data.costs} onRemove={remove} onRename={rename} disabled={disabled} />
    </section>
  );
}

interface CostGroup {
  key: string;
  first: CostEntry;
  total: number;
  days: number;
}

/** The period's spend per channel and campaign (with its utm_campaign matching), the days' rows folded below. */
function CostList({ costs, onRemove, onRename, disabled }: { costs: CostEntry[]; onRemove: (c: CostEntry) => void; onRename: (c: CostEntry, utm: string) => void; disabled: boolean }) {
  const groups = new Map<string, CostGroup>();
  for (const c of costs) {
    const key = `${c.channelKey}|${c.campaign}`;
    const g = groups.get(key) ?? { key, first: c, total: 0, days: 0 };
    g.total += c.amount;
    g.days++;
    groups.set(key, g);
  }
  const sorted = [...groups.values()].sort((a, b) => b.total - a.total);
  return (
    <>
      <DeskList<CostGroup>
        label="채널·캠페인별 광고비"
        framed={false}
        tableClassName="compact"
        summary={<p className="admin-muted">보고서의 캠페인 이름이 광고 링크의 utm_campaign과 다르면 고쳐 주세요. 그 이름으로 전환과 함께 집계합니다.</p>}
        rows={sorted}
        rowKey={(g) => g.key}
        empty="이 기간에 입력된 광고비가 없습니다."
        columns={[
          { header: '채널', card: 'name', className: 'nowrap', cell: (g) => CHANNEL_LABELS[g.first.channelKey] },
          { header: '캠페인', card: 'inline', cell: (g) => g.first.campaign || '—' },
          {
            header: '집계할 utm_campaign',
            card: 'line',
            cell: ({ key, first: c }) =>
              c.campaign ? (
                <form
                  className="utm-form"
                  onSubmit={(e) => {
                    e.preventDefault();
                    onRename(c, String(new FormData(e.currentTarget).get('utm')).trim());
                  }}
                >
                  <label className="sr-only" htmlFor={`utm-${key}`}>
                    {c.campaign}의 utm_campaign
                  </label>
                  <input id={`utm-${key}`} name="utm" defaultValue={c.utmCampaign} required maxLength={100} />
                  <button className="admin-btn" type="submit" disabled={disabled}>
                    연결
                  </button>
                </form>
              ) : (
                '—'
              ),
          },
          { header: '기간 합계', card: 'inline', className: 'num', headerClassName: 'num', cell: (g) => won(g.total) },
          { header: '일수', card: 'inline', className: 'num', headerClassName: 'num', cell: (g) => `${g.days}일` },
        ]}
      />
      {costs.length > 0 && (
        <details className="cost-days">
          <summary>일별 내역 {costs.length}건 보기·지우기</summary>
          <DeskList<CostEntry>
            label="일별 광고비"
            framed={false}
            tableClassName="compact"
            rows={costs}
            rowKey={(c) => c.id}
            empty=""
            columns={[
              { header: '날짜', card: 'name', className: 'nowrap', cell: (c) => c.day },
              { header: '채널', card: 'inline', className: 'nowrap', cell: (c) => CHANNEL_LABELS[c.channelKey as Channel] },
              { header: '캠페인', card: 'inline', cell: (c) => c.campaign || '—' },
              { header: '비용', card: 'inline', className: 'num', headerClassName: 'num', cell: (c) => won(c.amount) },
              { header: '출처', card: 'inline', className: 'nowrap', cell: (c) => (c.source === 'manual' ? '직접 입력' : (COST_FORMAT_LABELS[c.source as CostFormat]?.replace(' 보고서', '') ?? c.source)) },
              {
                header: <span className="sr-only">지우기</span>,
                card: 'status',
                cell: (c) => (
                  <button type="button" className="admin-btn admin-btn-danger" disabled={disabled} onClick={() => onRemove(c)}>
                    지우기
                  </button>
                ),
              },
            ]}
          />
        </details>
      )}
    </>
  );
}
