/**
 * Times in Korean on every Node (issue 65, item 13): a Node without full ICU printed "AM 10:02"
 * where the browser said "오전 10:02", and the page failed to hydrate (React #418). The site's own
 * formatter (shared/korean-format.ts) is run in a Node process where Intl does not exist and every
 * toLocale* throws, in another time zone than Korea's, and must write the same Korean text; and no
 * source of the site calls toLocale* or Intl's formats (the lint rule says so too).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '..');

/** What the formatter writes, computed in a Node with no ICU to lean on at all. */
function formatWithoutIcu(): Record<string, string> {
  const script = `
    delete globalThis.Intl;
    for (const proto of [Date.prototype, Number.prototype]) for (const name of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'])
      Object.defineProperty(proto, name, { value() { throw new Error(name + ' used'); } });
    const k = await import(${JSON.stringify(path.join(ROOT, 'shared/korean-format.ts'))});
    const morning = '2026-12-07T01:02:09Z', noon = '2026-12-07T03:30:00Z', midnight = '2026-12-06T15:05:00Z', newYear = '2025-12-31T23:59:00Z';
    console.log(JSON.stringify({
      clock: k.kstClock(morning), amPm: k.kstClockAmPm(morning), noon: k.kstClockAmPm(noon), midnightAmPm: k.kstClockAmPm(midnight),
      midnight: k.kstClock(midnight), dots: k.kstDateDots(morning), dotsTime: k.kstDateTimeDots(morning), newYear: k.kstDateTimeDots(newYear),
      short: k.kstShortDateTime(midnight), shortAmPm: k.kstShortDateTime(morning, true), full: k.kstFullDateTime(morning),
      weekday: k.kstMonthDayWeekday(morning), stamp: k.kstStampText(morning),
      n1: k.groupDigits(1234567), n2: k.groupDigits(-98765.4321), n3: k.groupDigits(0), n4: k.groupDigits(12.96, 1), n5: k.groupDigits(999.9996),
    }));
  `;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: ROOT,
    env: { ...process.env, TZ: 'America/Los_Angeles', NODE_ICU_DATA: '/nonexistent' },
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').at(-1)!) as Record<string, string>;
}

describe('the Korean formatter with ICU off', () => {
  it('writes Korean dates, clocks and numbers in Korea time without Intl or toLocale*', () => {
    expect(formatWithoutIcu()).toEqual({
      clock: '10:02',
      amPm: '오전 10:02',
      noon: '오후 12:30',
      midnightAmPm: '오전 12:05',
      midnight: '00:05',
      dots: '2026. 12. 07.',
      dotsTime: '2026. 12. 07. 10:02',
      newYear: '2026. 01. 01. 08:59',
      short: '12. 7. 00:05',
      shortAmPm: '12. 7. 오전 10:02',
      full: '2026. 12. 7. 오전 10:02',
      weekday: '12월 7일 (월)',
      stamp: '2026-12-07 10:02:09',
      n1: '1,234,567',
      n2: '-98,765.432',
      n3: '0',
      n4: '13',
      n5: '1,000',
    });
  });
});

describe('the sources', () => {
  it('never format with toLocale* or Intl (client/, shared/, server/)', () => {
    const found = ['client', 'shared', 'server'].flatMap((folder) =>
      readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name))
        .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)))
        .filter((f) => /\.toLocale(String|DateString|TimeString)\(|Intl\.(DateTimeFormat|NumberFormat)/.test(readFileSync(path.join(ROOT, f), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''))),
    );
    expect(found).toEqual([]);
  });
});
