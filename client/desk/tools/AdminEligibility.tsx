import { useState } from 'react';
import { api } from '../../api';
import { usePageData } from '../../page-data';
import { formatDateTime } from '../../../shared/press';
import { INCOME_COLUMNS, defaultDeposits, type AdminEligibilityData, type ResidenceArea } from '../../../shared/tools/eligibility';
import { incomeOf, incomeTable, incomeYearFor, num, rowsOf, supplyOf, type SupplyRow } from './eligibility-desk-rows';
import { DEPOSIT_REGION_LABELS, DEPOSIT_REGIONS, SIZE_BAND_LABELS, SIZE_BANDS, SUPPLY_KEYS, SUPPLY_LABELS, type SupplyKey } from '../../../shared/tools/eligibility-rules';
import type { PageProps } from '../../pages/types';
import { AdminGate } from '../shell/AdminGate';
import { useCsrfToken } from '../shell/useAdminSession';
import { SaveBar, useSaveStatus } from '../ui/SaveBar';
import './AdminEligibility.css';
import { ColumnHeads, ScrollTable } from '../ui/ScrollTable';
import { RemoveRowCell } from '../ui/RemoveRowCell';

/**
 * 청약 자격 기준: this 분양's figures from its 모집공고 (the supplies and their units, income and
 * asset limits by household size, the 예치금 table, where buyers may live and the region rules).
 * Until they are saved the public questionnaire says so instead of guessing.
 */
export function AdminEligibility(props: PageProps) {
  const data = usePageData('admin-eligibility', props.match.canonicalPath);
  return <AdminGate {...props} data={data}>{() => <Editor data={data!} />}</AdminGate>;
}

function Editor({ data }: { data: AdminEligibilityData }) {
  const csrf = useCsrfToken();
  const f = data.figures;
  const [rev, setRev] = useState(data.rev);
  const [noticeDate, setNoticeDate] = useState(f?.noticeDate ?? '');
  const [rows, setRows] = useState(() => rowsOf(f));
  const [income, setIncome] = useState(() => incomeOf(f));
  const [areas, setAreas] = useState<ResidenceArea[]>(f?.areas ?? [{ id: 'a1', label: '', zone: 'local', depositRegion: 'other' }]);
  const [deposits, setDeposits] = useState(f?.deposits ?? defaultDeposits());
  const [region, setRegion] = useState(f?.region ?? { regulated: false, firstRankMonths: 12, householderOnly: false, rewinRestriction: false });
  const { busy, status, run } = useSaveStatus();

  const setRow = (key: SupplyKey, change: Partial<SupplyRow>) => setRows((all) => ({ ...all, [key]: { ...all[key], ...change } }));
  const setArea = (i: number, change: Partial<ResidenceArea>) => setAreas((list) => list.map((a, j) => (j === i ? { ...a, ...change } : a)));
  const nextAreaId = () => `a${Math.max(0, ...areas.map((a) => Number(a.id.replace(/\D/g, '')) || 0)) + 1}`;

  const save = () =>
    run(async () => {
      const figures = {
        noticeDate,
        supplies: SUPPLY_KEYS.filter((k) => rows[k].offered).map((k) => supplyOf(k, rows[k])),
        areas: areas.map((a) => ({ ...a, label: a.label.trim() })),
        deposits,
        region,
        ...(incomeTable(income) ? { income: incomeTable(income) } : {}),
      };
      const res = await api<{ rev: number }>('/api/admin/eligibility', { method: 'PUT', csrf, json: { rev, figures } });
      setRev(res.rev);
      return '저장되었습니다. 청약 자격 확인 페이지에 바로 반영됩니다.';
    });

  return (
    <div className="admin-eligibility">
      <p className="admin-card">
        {f?.updatedAt ? `마지막 저장 ${formatDateTime(f.updatedAt)} · ${data.updatedBy ?? ''}` : '아직 저장된 기준이 없습니다. 저장하기 전까지 청약 자격 확인 페이지는 "기준이 등록되지 않았다"고 안내합니다.'}
      </p>
      <p>입주자모집공고문에 적힌 그대로 입력해 주세요. 금액은 원 단위(예치금만 만원 단위)입니다. 소득 기준은 공급마다 공고문의 우선공급·일반공급 %와 추첨공급의 부동산 자산 기준을 입력하면, 아래 월평균소득 표(100%)에 곱해 가구원수별 금액을 계산합니다.</p>

      <div className="field">
        <label htmlFor="elig-notice-date">모집공고일</label>
        <input id="elig-notice-date" value={noticeDate} placeholder="2026-11-27" onChange={(e) => setNoticeDate(e.target.value)} />
      </div>

      <h2>공급 종류와 소득·자산 기준</h2>
      <table className="board-table inbox-table elig-desk-supplies">
        <caption className="sr-only">공급 종류별 세대수와 우선공급·일반공급 소득 기준(%), 추첨공급 자산 기준</caption>
        <thead>
          <tr>
            <th scope="col">공급</th>
            <th scope="col">공급</th>
            <th scope="col">세대수</th>
            <th scope="col">우선 %</th>
            <th scope="col">우선 맞벌이 %</th>
            <th scope="col">일반 %</th>
            <th scope="col">일반 맞벌이 %</th>
            <th scope="col">추첨 부동산 기준(원)</th>
          </tr>
        </thead>
        <tbody>
          {SUPPLY_KEYS.map((key) => {
            const r = rows[key];
            const name = SUPPLY_LABELS[key];
            const cell = (field: Exclude<keyof SupplyRow, 'offered'>, label: string) => (
              <td>
                <input aria-label={`${name} ${label}`} inputMode="numeric" value={r[field]} disabled={!r.offered} onChange={(e) => setRow(key, { [field]: e.target.value })} />
              </td>
            );
            return (
              <tr key={key}>
                <th scope="row">{name}</th>
                <td>
                  <input type="checkbox" aria-label={`${name} 공급`} checked={r.offered} onChange={(e) => setRow(key, { offered: e.target.checked })} />
                </td>
                {cell('units', '세대수')}
                {cell('priority', '우선공급 소득 기준 %')}
                {cell('priorityDual', '우선공급 맞벌이 소득 기준 %')}
                {cell('general', '일반공급 소득 기준 %')}
                {cell('generalDual', '일반공급 맞벌이 소득 기준 %')}
                {cell('lotteryAsset', '추첨공급 부동산 자산 기준')}
              </tr>
            );
          })}
        </tbody>
      </table>

      <h2>도시근로자 가구원수별 월평균소득(100%, 원)</h2>
      <p id="elig-income-help">
        공고문의 소득 기준표에 적힌 기준 연도와 100% 금액을 입력해 주세요.
        {incomeYearFor(noticeDate) ? ` 모집공고일이 ${noticeDate.slice(0, 4)}년이면 보통 ${incomeYearFor(noticeDate)}년도 표입니다.` : ''} 1~3인 가구는 「3인 이하」 금액을, 9인 이상은 8인 금액에 1인당 금액을 더해 계산합니다.
      </p>
      <div className="field">
        <label htmlFor="elig-income-year">기준 연도(도시근로자 가구원수별 월평균소득)</label>
        <input id="elig-income-year" inputMode="numeric" value={income.year} aria-describedby="elig-income-help" onChange={(e) => setIncome({ ...income, year: e.target.value })} />
      </div>
      <table className="board-table inbox-table elig-desk-income">
        <caption className="sr-only">가구원수별 월평균소득 100% 금액</caption>
        <thead>
          <tr>
            {INCOME_COLUMNS.map((c) => (
              <th scope="col" key={c}>
                {c}
              </th>
            ))}
            <th scope="col">8인 초과 1인당</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            {INCOME_COLUMNS.map((c, i) => (
              <td key={c}>
                <input
                  aria-label={`월평균소득 ${c}`}
                  inputMode="numeric"
                  value={income.amounts[i]}
                  onChange={(e) => setIncome({ ...income, amounts: income.amounts.map((x, j) => (j === i ? e.target.value : x)) })}
                />
              </td>
            ))}
            <td>
              <input aria-label="월평균소득 8인 초과 1인당" inputMode="numeric" value={income.perPersonOver8} onChange={(e) => setIncome({ ...income, perPersonOver8: e.target.value })} />
            </td>
          </tr>
        </tbody>
      </table>

      <h2>청약 가능 지역</h2>
      <ScrollTable
        className="board-table inbox-table"
        caption={<caption className="sr-only">해당지역과 기타지역</caption>}
        head={<ColumnHeads labels={['지역 이름', '구분', '예치금 지역', '삭제']} />}
      >
        {areas.map((a, i) => (
          <tr key={a.id}>
            <td>
              <input aria-label={`${i + 1}번째 지역 이름`} value={a.label} placeholder="인천광역시" onChange={(e) => setArea(i, { label: e.target.value })} />
            </td>
            <td>
              <select aria-label={`${i + 1}번째 지역 구분`} value={a.zone} onChange={(e) => setArea(i, { zone: e.target.value as ResidenceArea['zone'] })}>
                <option value="local">해당지역</option>
                <option value="other">기타지역</option>
              </select>
            </td>
            <td>
              <select aria-label={`${i + 1}번째 지역 예치금 지역`} value={a.depositRegion} onChange={(e) => setArea(i, { depositRegion: e.target.value as ResidenceArea['depositRegion'] })}>
                {DEPOSIT_REGIONS.map((r) => (
                  <option key={r} value={r}>
                    {DEPOSIT_REGION_LABELS[r]}
                  </option>
                ))}
              </select>
            </td>
            <RemoveRowCell name={a.label || `${i + 1}번째 지역`} onRemove={() => setAreas((list) => list.filter((_, j) => j !== i))} />
          </tr>
        ))}
      </ScrollTable>
      <div className="admin-bar">
        <button type="button" className="btn btn-outline" onClick={() => setAreas((list) => [...list, { id: nextAreaId(), label: '', zone: 'other', depositRegion: 'other' }])}>
          지역 추가
        </button>
      </div>

      <h2>청약 예치금(만원)</h2>
      <ScrollTable
        className="board-table inbox-table"
        caption={<caption className="sr-only">지역·면적별 청약 예치금</caption>}
        head={
          <>
            <th scope="col">지역</th>
            {SIZE_BANDS.map((b) => (
              <th scope="col" key={b}>
                {SIZE_BAND_LABELS[b]}
              </th>
            ))}
          </>
        }
      >
        {DEPOSIT_REGIONS.map((r) => (
          <tr key={r}>
            <th scope="row">{DEPOSIT_REGION_LABELS[r]}</th>
            {SIZE_BANDS.map((b) => (
              <td key={b}>
                <input
                  aria-label={`${DEPOSIT_REGION_LABELS[r]} ${SIZE_BAND_LABELS[b]} 예치금`}
                  inputMode="numeric"
                  value={String(deposits[r][b])}
                  onChange={(e) => setDeposits((d) => ({ ...d, [r]: { ...d[r], [b]: num(e.target.value || '0') } }))}
                />
              </td>
            ))}
          </tr>
        ))}
      </ScrollTable>

      <h2>지역 요건</h2>
      <fieldset className="admin-card">
        <legend className="sr-only">지역 요건</legend>
        <label>
          <input type="checkbox" checked={region.regulated} onChange={(e) => setRegion({ ...region, regulated: e.target.checked })} /> 규제지역(투기과열지구·조정대상지역)
        </label>
        <label>
          <input type="checkbox" checked={region.householderOnly} onChange={(e) => setRegion({ ...region, householderOnly: e.target.checked })} /> 1순위는 세대주만
        </label>
        <label>
          <input type="checkbox" checked={region.rewinRestriction} onChange={(e) => setRegion({ ...region, rewinRestriction: e.target.checked })} /> 재당첨 제한 적용
        </label>
        <div className="field">
          <label htmlFor="elig-first-months">1순위 청약통장 가입 기간(개월)</label>
          <input id="elig-first-months" inputMode="numeric" value={String(region.firstRankMonths)} onChange={(e) => setRegion({ ...region, firstRankMonths: num(e.target.value || '0') })} />
        </div>
      </fieldset>

      <SaveBar onSave={() => void save()} disabled={busy || !csrf} status={status} />
    </div>
  );
}
