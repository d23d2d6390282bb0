import { useEffect, useLayoutEffect, useRef, useState } from 'react';
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
 * Choosing a visit time. With scripts: date buttons, and the times of the chosen date showing what
 * remains, all in the server's HTML, so the page shows them before its code is live (a date tapped
 * then shows its times at once: islands/preview.ts). Without scripts: a plain <select> of open
 * slots (in <noscript>). Both send the chosen slot as `slotId`; the radios are not `required`, as
 * the hidden ones would block a form without scripts (the live form checks the choice itself).
 */
export function SlotPicker({ days, id, initialSlot = '', error, onChange, autoFocus }: Props) {
  const firstOpen = days.find((d) => d.slots.some((s) => s.remaining > 0)) ?? days[0];
  const chosenDay = days.find((d) => d.slots.some((s) => s.id === initialSlot && s.remaining > 0));
  const [date, setDate] = useState(chosenDay?.date ?? firstOpen?.date ?? '');
  // The select holds a slot chosen before in the server's HTML; the radios take it once live, so
  // a page without scripts never sends a hidden radio's slot besides the select's. A time tapped
  // before the form was live is checked natively: the form adopts it as it goes live.
  const [slotId, setSlotId] = useState('');
  const times = useRef<HTMLFieldSetElement>(null);
  useLayoutEffect(() => {
    const tapped = times.current?.querySelector<HTMLInputElement>('input[name="slotId"]:checked');
    if (tapped) setSlotId(tapped.value);
    else if (chosenDay) setSlotId(initialSlot);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  const errorId = `${id}-slot`;
  // A refreshed list may no longer hold the chosen date.
  useEffect(() => {
    if (!days.some((d) => d.date === date)) setDate(firstOpen?.date ?? '');
  }, [days, date, firstOpen]);
  const dayId = (d: SlotDay) => `${id}-day-${d.date}`;
  const day = days.find((d) => d.date === date);

  return (
    <>
      <noscript>
        <div className="field">
          <label htmlFor={`${id}-slot`}>
            방문 일시 <span className="required" aria-hidden="true">*</span>
          </label>
          <select
            id={`${id}-slot`}
            name="slotId"
            required
            defaultValue={chosenDay ? initialSlot : ''}
            autoFocus={autoFocus}
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
      </noscript>
      <div className="slot-picker js-only">
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
                  aria-controls={dayId(d)}
                  onClick={() => {
                    setDate(d.date);
                    // A time of another date is no longer the choice (a tap replayed as the form
                    // goes live may name the date of the time already chosen).
                    setSlotId((chosen) => (d.slots.some((s) => s.id === chosen) ? chosen : ''));
                  }}
                >
                  {shortDay(d.date)}
                  {!open && <span className="slot-note"> 마감</span>}
                </button>
              );
            })}
          </div>
        </fieldset>
        <fieldset ref={times} className="slot-times" {...invalidProps(`${errorId}-time`, error)}>
          <legend>
            방문 시간 <span className="required" aria-hidden="true">*</span>
            {day && <span className="sr-only"> ({shortDay(day.date)})</span>}
          </legend>
          {days.map((d) => (
            <div key={d.date} id={dayId(d)} className={`slot-time-list${d.date === date ? ' is-open' : ''}`} data-open-class="">
              {d.slots.map((s) => (
                <label key={s.id} className={`slot-time${s.remaining === 0 ? ' is-full' : ''}`}>
                  <input
                    type="radio"
                    name="slotId"
                    value={s.id}
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
          ))}
          <FieldError fieldId={`${errorId}-time`} message={error} />
        </fieldset>
      </div>
    </>
  );
}
