import { LEAD_TYPES, LEAD_TYPE_LABELS, type LeadStats } from '../../../shared/leads';
import type { AdminDashboardData } from '../../../shared/page-data';
import { usePageData } from '../../page-data';
import type { PageProps } from '../../pages/types';
import { AdminLayout, useServerPage } from '../shell/AdminLayout';
import { count, percent } from '../ui/format';
import { DailyChart, submissions } from './DashboardChart';
import { Team } from './DashboardTeam';
import { SmsBudgetBanner } from '../outbox/SmsBudgetBanner';
import { DateRangeFields, PeriodButtons } from '../ui/DateRangeFields';
import { ScrollTable } from '../ui/ScrollTable';
import { EmptyRow } from '../ui/EmptyRow';

/** The administrator's landing page: today's numbers, leads per Korean day, sources and their funnel. */
export function AdminDashboard({ match }: PageProps) {
  const data = usePageData('admin-dashboard', match.canonicalPath);
  useServerPage(!!data);
  if (!data) return <p className="admin-loading">불러오는 중입니다…</p>;
  const { stats, period } = data;
  return (
    <AdminLayout email={data.email} role={data.role} title="현황판" current="dashboard" actions={period && <PeriodForm period={period} />}>
      <SmsBudgetBanner budget={data.smsBudget} />
      {!!data.spooled && <SpoolBanner count={data.spooled} />}
      {data.team && <Team team={data.team} />}
      {stats && period && <Overview stats={stats} period={period} waiting={data.waiting} />}
    </AdminLayout>
  );
}

/** Leads accepted during a database outage and not in the inbox yet (server/leads/spool.ts). */
function SpoolBanner({ count: n }: { count: number }) {
  return (
    <div className="admin-card admin-spool-banner" role="alert">
      <strong>데이터베이스에 아직 저장되지 않은 상담 신청 {count(n)}건이 이 서버에 임시 보관되어 있습니다.</strong>
      <p>
        데이터베이스 연결이 불안정했던 동안 접수된 신청입니다. 자동으로 순서대로 저장되며, 저장되면 상담 신청 목록에 나타나고 이
        안내는 사라집니다. 오래 사라지지 않으면 서버 관리자에게 알려 주세요.
      </p>
    </div>
  );
}

type Period = NonNullable<AdminDashboardData['period']>;

function PeriodForm({ period }: { period: Period }) {
  return (
    <form className="period-form" method="get" action="/admin" aria-label="조회 기간">
      <DateRangeFields idPrefix="p" from={period.from} to={period.to} />
      <PeriodButtons reset="/admin" resetLabel="최근 30일" />
    </form>
  );
}

function Overview({ stats, period: p, waiting }: { stats: LeadStats; period: Period; waiting: number }) {
  // People, not submissions: one person who registered twice counts once (the server counts them).
  const { leads: total, people, visited, contracted } = stats.totals;
  const period = `${p.from} ~ ${p.to}`;
  return (
    <>
      <section className="kpis" aria-label="주요 수치">
        <div className="kpi kpi-today">
          <p className="kpi-label">오늘 신청한 사람</p>
          <p className="kpi-value">{count(stats.today.people)}<span>명</span></p>
          <p className="kpi-sub">
            접수 {count(stats.today.leads)}건 · {p.today} (한국 시간)
          </p>
        </div>
        <div className="kpi kpi-today">
          <p className="kpi-label">오늘 {LEAD_TYPE_LABELS['visit-request']} · {LEAD_TYPE_LABELS.reservation}</p>
          <p className="kpi-value">{count(stats.today.visits)}<span>건</span></p>
          <p className="kpi-sub">관심고객 등록 제외</p>
        </div>
        <a className="kpi kpi-waiting" href="/admin/leads?status=new">
          <p className="kpi-label">연락 대기 (신규)</p>
          <p className="kpi-value">{count(waiting)}<span>건</span></p>
          <p className="kpi-sub">아직 상담하지 않은 신청 전체 →</p>
        </a>
        <div className="kpi">
          <p className="kpi-label">기간 신청자</p>
          <p className="kpi-value">{count(people)}<span>명</span></p>
          <p className="kpi-sub">
            접수 {count(total)}건 · {period}
          </p>
        </div>
        <div className="kpi">
          <p className="kpi-label">내방완료 · 계약</p>
          <p className="kpi-value">
            {count(visited)}<span>명</span> · {count(contracted)}<span>명</span>
          </p>
          <p className="kpi-sub">
            내방률 {percent(visited, people)} · 계약률 {percent(contracted, people)} (신청자 기준)
          </p>
        </div>
      </section>

      <section className="admin-card chart-card" aria-labelledby="daily-title">
        <h2 id="daily-title" className="admin-card-title">
          일별 접수 <span className="admin-muted">({period}, 한국 시간 기준)</span>
        </h2>
        <div className="chart-grid">
          <DailyChart stats={stats} />
          <div className="chart-table table-scroll" tabIndex={0} role="region" aria-label="일별 접수 표">
            <table className="admin-table compact" id="daily-table">
              <caption className="sr-only">일별 유형별 접수 건수 ({period})</caption>
              <thead>
                <tr>
                  <th scope="col">날짜</th>
                  {LEAD_TYPES.map((t) => (
                    <th scope="col" key={t} className="num">{LEAD_TYPE_LABELS[t]}</th>
                  ))}
                  <th scope="col" className="num">합계</th>
                  <th scope="col" className="num">신청자</th>
                </tr>
              </thead>
              <tbody>
                {[...stats.days].reverse().map((d) => (
                  <tr key={d.date}>
                    <th scope="row">{d.date}</th>
                    {LEAD_TYPES.map((t) => (
                      <td key={t} className="num">{d[t]}</td>
                    ))}
                    <td className="num">{submissions(d)}</td>
                    <td className="num">{d.people}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </section>

      <section className="admin-card" aria-labelledby="source-title">
        <h2 id="source-title" className="admin-card-title">
          유입 소스·캠페인별 성과 <span className="admin-muted">(첫 유입 기준, 비율은 신청자 수 기준, 내방·계약은 현재까지 도달한 단계)</span>
        </h2>
        <ScrollTable
          label="유입 소스·캠페인별 성과 표"
          className="admin-table source-table"
          caption={<caption className="sr-only">유입 소스·캠페인별 접수, 신청자, 내방완료, 계약 ({period})</caption>}
          head={
            <>
              <th scope="col">소스</th>
              <th scope="col">캠페인</th>
              <th scope="col" className="num">접수</th>
              <th scope="col" className="num">신청자</th>
              <th scope="col" className="bar-col">비중</th>
              <th scope="col" className="num">내방완료</th>
              <th scope="col" className="num">내방률</th>
              <th scope="col" className="num">계약</th>
              <th scope="col" className="num">계약률</th>
            </>
          }
        >
          {stats.sources.map((s) => (
            <tr key={`${s.source}|${s.campaign ?? ''}`}>
              <th scope="row">
                <a href={`/admin/leads?source=${encodeURIComponent(s.source)}&from=${p.from}&to=${p.to}`}>{s.label}</a>
              </th>
              <td>{s.campaign ?? '—'}</td>
              <td className="num">{count(s.leads)}</td>
              <td className="num">{count(s.people)}</td>
              <td className="bar-col">
                <span className="share-bar" style={{ width: `${people ? (s.people / people) * 100 : 0}%` }} aria-hidden="true" />
                <span className="share-text">{percent(s.people, people)}</span>
              </td>
              <td className="num">{count(s.visited)}</td>
              <td className="num">{percent(s.visited, s.people)}</td>
              <td className="num">{count(s.contracted)}</td>
              <td className="num">{percent(s.contracted, s.people)}</td>
            </tr>
          ))}
          {stats.sources.length === 0 && <EmptyRow cols={9} className="admin-empty">이 기간에 접수된 상담 신청이 없습니다.</EmptyRow>}
        </ScrollTable>
      </section>
    </>
  );
}
