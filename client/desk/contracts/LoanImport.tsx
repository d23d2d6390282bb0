import { useState, type ChangeEvent, type FormEvent } from 'react';
import { api } from '../../api';
import type { LoanImportResult } from '../../../shared/settlement';
import { useCsrfToken } from '../shell/useAdminSession';
import { useSaveStatus } from '../ui/SaveBar';
import { FormStatus } from '../ui/FormStatus';
import { RejectedLines } from '../ui/RejectedLines';
import { readReport } from '../ui/report-text';

/** The bytes of an xlsx as base64 (the API takes JSON), in pieces so a large sheet does not overflow a call. */
async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

/**
 * 중도금 대출 실행 내역 가져오기 (owners and managers): the bank's list as it sends it (CSV in UTF-8 or
 * EUC-KR, or its xlsx); the bank and rate typed here fill a list that has no column for them. Each
 * 회차 pays its 중도금; what was recorded before is counted, and every refused line says why.
 */
export function LoanImport() {
  const csrf = useCsrfToken();
  const [file, setFile] = useState<{ csv?: string; xlsx?: string } | null>(null);
  const [result, setResult] = useState<LoanImportResult | null>(null);
  const { busy, status, run } = useSaveStatus();
  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.currentTarget.files?.[0];
    setResult(null);
    setFile(f ? (/\.xlsx$/i.test(f.name) ? { xlsx: await base64Of(f) } : { csv: await readReport(f) }) : null);
  };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const bank = String(f.get('bank') ?? '').trim();
    const rate = String(f.get('rate') ?? '').replace(/[%\s]/g, '');
    void run(async () => {
      const r = await api<LoanImportResult>('/api/admin/contracts/loans/import', { method: 'POST', csrf, json: { ...file, ...(bank ? { bank } : {}), ...(rate ? { ratePercent: Number(rate) } : {}) } });
      setResult(r);
      return `대출 실행 ${r.recorded}건을 기록했습니다. 이미 기록된 회차 ${r.repeated}건, 제외 ${r.rejected.length}줄.`;
    });
  };
  return (
    <section className="admin-card contracts-import" aria-labelledby="c-loans-title">
      <h2 id="c-loans-title" className="admin-card-title">중도금 대출 실행 내역 가져오기</h2>
      <form onSubmit={submit}>
        <p className="admin-muted">
          은행이 보내 준 실행 내역(CSV 또는 엑셀 xlsx)을 그대로 올려 주세요. 동·호(또는 동호수), 대출회차, 실행일자, 실행금액 열을 찾아 읽고, 회차마다 그 중도금이 납부된 것으로 기록합니다. 같은
          파일을 다시 올려도 두 번 기록되지 않습니다.
        </p>
        <div className="field">
          <label htmlFor="l-file">실행 내역 파일</label>
          <input id="l-file" type="file" accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" onChange={(e) => void pick(e)} />
        </div>
        <div className="field">
          <label htmlFor="l-import-bank">대출 은행 (파일에 은행 열이 없을 때)</label>
          <input id="l-import-bank" name="bank" maxLength={40} placeholder="예: 하나은행" />
        </div>
        <div className="field">
          <label htmlFor="l-import-rate">이자후불제 금리, 연 % (파일에 금리 열이 없을 때)</label>
          <input id="l-import-rate" name="rate" inputMode="decimal" placeholder="예: 4.5" />
        </div>
        <button type="submit" className="btn btn-primary" disabled={busy || !csrf || !file}>
          대출 실행 내역 가져오기
        </button>
      </form>
      <FormStatus status={status} />
      {result && result.rejected.length > 0 && (
        <div className="contracts-import-result">
          <p>
            <strong>제외된 줄 {result.rejected.length}개</strong> (파일의 첫 줄이 1번째 줄입니다)
          </p>
          <RejectedLines rows={result.rejected} />
        </div>
      )}
    </section>
  );
}
