/**
 * The schedule as iCalendar (RFC 5545): CRLF line ends, lines folded at 75 octets without
 * splitting a UTF-8 character, TEXT values escaped, a VTIMEZONE for Asia/Seoul for timed steps and
 * VALUE=DATE for all-day ones. A step's UID is its key (never changes) and its SEQUENCE rises with
 * every edit, so a subscribed calendar updates the event instead of adding a second one.
 */
import type { SiteConfig } from '../../shared/site.config';
import { addDays, lastDay, stepHours, WHERE_LABELS, type ScheduleStep } from '../../shared/schedule';
import type { StepMeta } from './service';

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newlines escaped. */
export function escapeText(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** RFC 5545 §3.1: no line longer than 75 octets; a continuation line starts with one space. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    const limit = out.length === 0 ? 75 : 74; // the leading space counts
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const compactDay = (day: string) => day.replace(/-/g, '');
const utcStamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** A UID as stable as the step's key and the site's host. */
export const stepUid = (site: SiteConfig, key: string) => `${key}@${new URL(site.siteUrl).host}`;

const VTIMEZONE = ['BEGIN:VTIMEZONE', 'TZID:Asia/Seoul', 'BEGIN:STANDARD', 'DTSTART:19700101T000000', 'TZOFFSETFROM:+0900', 'TZOFFSETTO:+0900', 'TZNAME:KST', 'END:STANDARD', 'END:VTIMEZONE'];

function eventLines(site: SiteConfig, s: ScheduleStep, meta: StepMeta): string[] {
  const m = meta[s.key] ?? { seq: 0, changedAt: '2026-01-01T00:00:00.000Z' };
  const pageUrl = `${site.siteUrl}/SalesInfo/schedule`;
  const hours = stepHours(s);
  const lines = [
    'BEGIN:VEVENT',
    `UID:${stepUid(site, s.key)}`,
    `DTSTAMP:${utcStamp(m.changedAt)}`,
    `LAST-MODIFIED:${utcStamp(m.changedAt)}`,
    `SEQUENCE:${m.seq}`,
    `SUMMARY:${escapeText(`[${site.projectName}] ${s.label}`)}`,
  ];
  if (hours) {
    // Opening hours each day of the step: one event repeating daily until its last day.
    const to = hours.to ?? hours.from;
    lines.push(`DTSTART;TZID=Asia/Seoul:${compactDay(s.start)}T${hours.from.replace(':', '')}00`);
    lines.push(`DTEND;TZID=Asia/Seoul:${compactDay(s.start)}T${to.replace(':', '')}00`);
    if (lastDay(s) !== s.start) {
      const until = new Date(`${lastDay(s)}T${to}:00+09:00`).toISOString();
      lines.push(`RRULE:FREQ=DAILY;UNTIL=${utcStamp(until)}`);
    }
  } else {
    lines.push(`DTSTART;VALUE=DATE:${compactDay(s.start)}`);
    lines.push(`DTEND;VALUE=DATE:${compactDay(addDays(lastDay(s), 1))}`); // exclusive
    lines.push('TRANSP:TRANSPARENT');
  }
  if (s.where === 'online') lines.push(`LOCATION:${escapeText(`${WHERE_LABELS.online} ${s.url ?? site.applyhomeUrl}`)}`);
  if (s.where === 'model-house') lines.push(`LOCATION:${escapeText(site.modelHouse.address)}`);
  const description = [s.note, s.where === 'online' ? `청약홈: ${s.url ?? site.applyhomeUrl}` : undefined, `청약 일정: ${pageUrl}`, `문의: ${site.consultationPhone}`];
  lines.push(`DESCRIPTION:${escapeText(description.filter(Boolean).join('\n'))}`);
  lines.push(`URL:${s.url ?? pageUrl}`);
  lines.push('END:VEVENT');
  return lines;
}

/** A calendar of the given steps (the whole feed, or one step for "캘린더에 추가"). */
export function calendar(site: SiteConfig, steps: ScheduleStep[], meta: StepMeta, name = `${site.projectName} 청약 일정`): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(site.projectNameEn)}//Schedule//KO`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    'X-WR-TIMEZONE:Asia/Seoul',
    'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
    'X-PUBLISHED-TTL:PT6H',
    ...(steps.some((s) => s.time) ? VTIMEZONE : []),
    ...steps.flatMap((s) => eventLines(site, s, meta)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
