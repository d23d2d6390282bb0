import { useEffect, useState } from 'react';
import { shortDay, type SlotDay } from '../../shared/visits';
import { FieldError, invalidProps } from './FieldError';

interface Props {
  days: SlotDay[];
  /** Field id prefix. */
  id: string;
  /** The slot chosen before (a form shown again after the server refused it). */
  initialSlot?: string;
  /** The message when no time (or a time no longer open) was chosen. */
  error?: string;
  onChange?: () => void;
  /** Focus the choice when the page opens (a form shown again without JavaScript). */
  autoFocus?: boolean;
}

const remainingText = (n: number) => (n > 0 ? `잔여 ${n}팀` : '마감');

/**
 * Choosing a visit time. The server renders a plain <select> of open slots (works without
 * JavaScript); in the browser it becomes date buttons and time choices showing what remains.
 * Both send the chosen slot as `slotId`.
 */
export function SlotPicker({ days, id, initialSlot = '', error, onChange, autoFocus }: Props) {
  const [enhanced, setEnhanced] = useState(false);
  const firstOpen = days.find((d) => d.slots.some((s) => s.remaining > 0)) ?? days[0];
  const chosenDay = days.find((d) => d.slots.some((s) => s.id === initialSlot && s.remaining > 0));
  const [date, setDate] = useState(chosenDay?.date ?? firstOpen?.date ?? '');
  const [slotId, setSlotId] = useState(chosenDay ? initialSlot : '');
  const errorId = `${id}-slot`;
  useEffect(() => setEnhanced(true), []);
  // A refreshed list may no longer hold the chosen date.
  useEffect(() => {
    if (!days.some((d) => d.date === date)) setDate(firstOpen?.date ?? '');
  }, [days, date, firstOpen]);

  if (!enhanced) {
    return (
      <div className="field">
        <label htmlFor={`${id}-slot`}>
          방문 일시 <span className="required" aria-hidden="true">*</span>
        </label>
        <select
          id={`${id}-slot`}
          name="slotId"
          required
          defaultValue={slotId}
          autoFocus={autoFocus}
          onChange={onChange}
          {...invalidProps(errorId, error)}
        >
          <option value="" disabled>
            방문 일시를 선택해 주세요
          </option>
          {days.map((d) => (
            <optgroup key={d.date} label={shortDay(d.date)}>
              {d.slots.map((s) => (
                <option key={s.id} value={s.id} disabled={s.remaining === 0}>
                  {`${shortDay(d.date)} ${s.start}~${s.end} (${remainingText(s.remaining)})`}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <FieldError fieldId={errorId} message={error} />
      </div>
    );
  }

  const day = days.find((d) => d.date === date);
  return (
    <div className="slot-picker">
      <fieldset className="slot-dates">
        <legend>
          방문 날짜 <span className="required" aria-hidden="true">*</span>
        </legend>
        <div className="slot-date-list">
          {days.map((d) => {
            const open = d.slots.some((s) => s.remaining > 0);
            return (
              <button
                key={d.date}
                type="button"
                className="slot-date"
                aria-pressed={d.date === date}
                onClick={() => {
                  setDate(d.date);
                  setSlotId('');
                }}
              >
                {shortDay(d.date)}
                {!open && <span className="slot-note"> 마감</span>}
              </button>
            );
          })}
        </div>
      </fieldset>
      <fieldset className="slot-times" {...invalidProps(errorId, error)}>
        <legend>
          방문 시간 <span className="required" aria-hidden="true">*</span>
          {day && <span className="sr-only"> ({shortDay(day.date)})</span>}
        </legend>
        <div className="slot-time-list">
          {day?.slots.map((s) => (
            <label key={s.id} className={`slot-time${s.remaining === 0 ? ' is-full' : ''}`}>
              <input
                type="radio"
                name="slotId"
                value={s.id}
                required
                disabled={s.remaining === 0}
                checked={slotId === s.id}
                onChange={() => {
                  setSlotId(s.id);
                  onChange?.();
                }}
              />
              <span className="slot-time-start">{s.start}</span>
              <span className="slot-time-left">{remainingText(s.remaining)}</span>
            </label>
          ))}
        </div>
        <FieldError fieldId={errorId} message={error} />
      </fieldset>
    </div>
  );
}
