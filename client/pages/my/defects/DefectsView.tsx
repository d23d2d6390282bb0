/**
 * 하자 접수 on the contract holder's page, as markup only: the form (unit, room from the unit's type,
 * kind, description, up to five photos) and the list of the holder's defects with their steps, photos
 * and, once 처리 완료, the buttons to confirm or to reopen with a reason. MyDefects (MyDefects.tsx)
 * loads the data and sends the forms; its stylesheet is defects.css.
 */
import type { FormEvent } from 'react';
import { DEFECT_PHOTOS_MAX, DEFECT_STATES, DEFECT_STATE_LABELS, DEFECT_TEXT_MAX, type DefectRow } from '../../../../shared/defects';
import { kstShortDateTime } from '../../../../shared/korean-format';

export interface MyDefectsData {
  contracts: { id: string; dong: string; ho: string; unitType: string | null; rooms: string[] }[];
  kinds: readonly string[];
  defects: DefectRow[];
}

export interface DefectsViewProps {
  data: MyDefectsData;
  /** The contract chosen in the form (its rooms are offered). */
  contractId: string;
  onContract: (id: string) => void;
  busy: boolean;
  /** What the last action said (sent, or why not), read out politely. */
  status: { kind: 'ok' | 'error'; text: string } | null;
  onFile: (form: HTMLFormElement) => void;
  onConfirm: (id: string) => void;
  onReopen: (id: string, form: HTMLFormElement) => void;
}

const when = (iso: string) => kstShortDateTime(iso);

export function DefectsView({ data, contractId, onContract, busy, status, onFile, onConfirm, onReopen }: DefectsViewProps) {
  const contract = data.contracts.find((c) => c.id === contractId) ?? data.contracts[0];
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onFile(e.currentTarget);
  };
  if (!contract) return <p className="my-defects-empty">계약 정보가 확인되면 하자를 접수하실 수 있습니다.</p>;
  return (
    <section className="my-defects" aria-labelledby="my-defects-title">
      <h2 id="my-defects-title">하자 접수</h2>
      <p className="my-defects-lead">사전점검이나 입주 후 발견하신 하자를 사진과 함께 접수해 주세요. 처리 담당이 배정되면, 그리고 처리가 끝나면 문자로 알려 드립니다.</p>
      <form className="my-defects-form" onSubmit={submit} encType="multipart/form-data" aria-describedby="my-defects-photo-hint">
        {data.contracts.length > 1 ? (
          <div className="my-field">
            <label htmlFor="defect-contract">세대</label>
            <select id="defect-contract" name="contractId" value={contract.id} onChange={(e) => onContract(e.target.value)}>
              {data.contracts.map((c) => (
                <option key={c.id} value={c.id}>{`${c.dong}동 ${c.ho}호`}</option>
              ))}
            </select>
          </div>
        ) : (
          <input type="hidden" name="contractId" value={contract.id} />
        )}
        <div className="my-field-row">
          <RequiredChoice id="defect-room" name="room" label="위치(공간)" choices={contract.rooms} />
          <RequiredChoice id="defect-kind" name="kind" label="하자 유형" choices={data.kinds} />
        </div>
        <div className="my-field">
          <label htmlFor="defect-text">하자 내용</label>
          <textarea id="defect-text" name="text" required maxLength={DEFECT_TEXT_MAX} rows={4} placeholder="예: 거실 창 쪽 벽지가 들떠 있습니다." />
        </div>
        <div className="my-field">
          <label htmlFor="defect-photos">사진 (선택, {DEFECT_PHOTOS_MAX}장까지)</label>
          <input id="defect-photos" name="photos" type="file" accept="image/jpeg,image/png,image/webp,image/avif" multiple />
          <small id="my-defects-photo-hint">사진의 촬영 위치 등 부가 정보는 지우고 보관하며, 계약자분과 하자 담당자만 볼 수 있습니다.</small>
        </div>
        <button type="submit" className="my-defects-submit" disabled={busy}>
          {busy ? '접수하는 중…' : '하자 접수하기'}
        </button>
        <p className={`my-defects-status${status?.kind === 'error' ? ' is-error' : ''}`} role="status" aria-live="polite">
          {status?.text ?? ''}
        </p>
      </form>

      <h3 className="my-defects-list-title">접수 내역 {data.defects.length ? <span>{data.defects.length}건</span> : null}</h3>
      {data.defects.length === 0 ? (
        <p className="my-defects-empty">접수하신 하자가 없습니다.</p>
      ) : (
        <ol className="my-defects-list">
          {data.defects.map((d) => (
            <li key={d.id} className="my-defect">
              <div className="my-defect-head">
                <strong>{`${d.room} · ${d.kind}`}</strong>
                <span className={`my-defect-state state-${d.state}`}>{d.stateLabel}</span>
              </div>
              <p className="my-defect-unit">{`${d.dong}동 ${d.ho}호 · ${when(d.createdAt)} 접수${d.assignee ? ` · 담당 ${d.assignee}` : ''}`}</p>
              <p className="my-defect-text">{d.text}</p>
              <Steps row={d} />
              {d.photos.length > 0 && (
                <ul className="my-defect-photos" aria-label="첨부 사진">
                  {d.photos.map((p, i) => (
                    <li key={p.url}>
                      <a href={p.url} target="_blank" rel="noreferrer noopener">
                        <img src={p.url} alt={`${d.room} ${d.kind} 사진 ${i + 1}`} width={72} height={72} loading="lazy" referrerPolicy="no-referrer" />
                      </a>
                    </li>
                  ))}
                </ul>
              )}
              {d.reopenReason && d.state !== 'confirmed' && <p className="my-defect-reopen">재접수 사유: {d.reopenReason}</p>}
              {d.state === 'done' && (
                <div className="my-defect-actions">
                  <button type="button" onClick={() => onConfirm(d.id)} disabled={busy}>
                    처리 결과 확인
                  </button>
                  <details>
                    <summary>미흡한 점이 있어요 (재접수)</summary>
                    <form
                      onSubmit={(e) => {
                        e.preventDefault();
                        onReopen(d.id, e.currentTarget);
                      }}
                    >
                      <label htmlFor={`reopen-${d.id}`}>재접수 사유</label>
                      <textarea id={`reopen-${d.id}`} name="reason" required minLength={2} maxLength={500} rows={3} />
                      <button type="submit" disabled={busy}>
                        재접수하기
                      </button>
                    </form>
                  </details>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The five steps, the ones reached marked, with the latest step's note. */
function Steps({ row }: { row: DefectRow }) {
  const reached = DEFECT_STATES.indexOf(row.state);
  const last = row.history.at(-1);
  return (
    <>
      <ol className="my-defect-steps" aria-label={`처리 단계: ${row.stateLabel}`}>
        {DEFECT_STATES.map((s, i) => (
          <li key={s} className={i <= reached ? 'is-done' : undefined} aria-current={s === row.state ? 'step' : undefined}>
            {DEFECT_STATE_LABELS[s]}
          </li>
        ))}
      </ol>
      {last?.note && row.state !== 'received' && (
        <p className="my-defect-note">
          {when(last.at)} {last.by}: {last.note}
        </p>
      )}
    </>
  );
}

/** A required choice of the defect form (위치, 유형): nothing chosen until the holder picks, 선택해 주세요 first. */
function RequiredChoice({ id, name, label, choices }: { id: string; name: string; label: string; choices: readonly string[] }) {
  return (
    <div className="my-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} required defaultValue="">
        <option value="" disabled>선택해 주세요</option>
        {choices.map((c) => (
          <option key={c} value={c}>{c}</option>
        ))}
      </select>
    </div>
  );
}
