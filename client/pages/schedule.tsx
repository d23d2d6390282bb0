import { Link } from '../nav';
import { Notes, SubPage } from '../components/SubPage';
import { usePageData } from '../page-data';
import { useSite } from '../site-context';
import { SCHEDULE_NOTE, stepWhen, WHERE_LABELS, type TimelineStep } from '../../shared/schedule';
import type { PageProps } from './types';
import { island } from '../islands/Island';
import { ReminderForm } from './schedule-reminder';

const ReminderIsland = island('schedule-reminder', ReminderForm);

const STATUS_LABELS = { past: '완료', current: '진행 중', next: '다음 일정', upcoming: '예정' } as const;

/**
 * 청약일정: every step with past, current and next marked and the next step's D-day, complete
 * from the server (no JavaScript needed; the page is HTML, not an island: issue 40); calendar
 * files per step and the subscribable feed; the reminder sign-up, an ordinary form post that its
 * island (hydrated on the first touch) only keeps on the page.
 */
export function SalesSchedule({ match }: PageProps) {
  const data = usePageData('sales-schedule', match.canonicalPath);
  const site = useSite();
  const focus = data?.items.find((s) => s.dday);
  // webcal:// makes phones subscribe (edits then reach them); the https file is the fallback.
  const feed = `${site.siteUrl}/calendar.ics`;
  return (
    <SubPage match={match}>
      <div className="schedule-page">
        {!data ? (
          <p role="status">일정을 불러오는 중입니다…</p>
        ) : (
          <>
            {focus && <NextStep step={focus} />}
            <div className="schedule-actions">
              <a className="btn btn-outline" href={feed.replace(/^https?:/, 'webcal:')}>
                전체 일정 캘린더 구독
              </a>
              <a className="btn btn-outline" href="#reminder">
                청약 알림 신청
              </a>
              <Link className="btn btn-outline" to="/SalesInfo/payment">
                분양가·납부일정 보기
              </Link>
            </div>
            <p className="schedule-feed-alt">
              구독이 되지 않는 기기에서는 <a href="/calendar.ics">전체 일정 파일(.ics)</a>을 내려받아 캘린더에 추가하세요.
            </p>
            <ol className="timeline" aria-label="청약 일정">
              {data.items.map((s) => (
                <Step key={s.key} step={s} />
              ))}
            </ol>
            <Notes items={[SCHEDULE_NOTE, '일정은 사정에 따라 변경될 수 있으며, 변경 시 이 페이지와 캘린더, 알림 문자로 안내해 드립니다.']} />
            <ReminderIsland initial={{ reminder: data.reminder, fields: data.fields }} />
          </>
        )}
      </div>
    </SubPage>
  );
}

function NextStep({ step }: { step: TimelineStep }) {
  return (
    <section className="schedule-next" aria-labelledby="schedule-next-title">
      <p className="schedule-next-eyebrow" id="schedule-next-title">
        {step.status === 'current' ? '오늘 진행되는 일정' : '다음 일정'}
      </p>
      <p className="schedule-next-label">
        <span className="dday">{step.dday}</span> {step.label}
      </p>
      <p className="schedule-next-when">{stepWhen(step)}</p>
    </section>
  );
}

function Step({ step }: { step: TimelineStep }) {
  const site = useSite();
  const online = step.where === 'online';
  return (
    <li id={step.key} className={`step is-${step.status}`} aria-current={step.status === 'current' ? 'step' : undefined} data-key={step.key}>
      <div className="step-head">
        <span className="step-status">{STATUS_LABELS[step.status]}</span>
        {step.dday && <span className="dday">{step.dday}</span>}
      </div>
      <h2 className="step-label">{step.label}</h2>
      <p className="step-when">
        <time dateTime={step.start}>{stepWhen(step)}</time>
      </p>
      <p className="step-where">
        <span className="sr-only">장소: </span>
        {online ? (
          <a href={step.url ?? site.applyhomeUrl} target="_blank" rel="noopener noreferrer">
            {WHERE_LABELS.online}
            <span className="sr-only"> (새 창)</span>
          </a>
        ) : step.where === 'model-house' ? (
          `${WHERE_LABELS['model-house']} · ${site.modelHouse.address}`
        ) : (
          `${site.projectName} 현장 · ${site.location}`
        )}
      </p>
      {step.note && <p className="step-note">{step.note}</p>}
      {step.status !== 'past' && (
        <a className="step-ics" href={`/calendar/${step.key}.ics`} aria-label={`${step.label} 캘린더에 추가`}>
          캘린더에 추가
        </a>
      )}
    </li>
  );
}

/** The page's module export (modules.ts): server HTML with the reminder form as its one island. */
export const SalesScheduleIsland = SalesSchedule;
