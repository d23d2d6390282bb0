import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The step between a tapped time and the booking: the time in words and the question ("…예약하시겠습니까?"),
 * answered by a second tap, so a stray tap on a phone books nothing.
 */
export function ConfirmSlot({ children, yes, onYes, onNo }: { children: ReactNode; yes: string; onYes: () => void; onNo: () => void }) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <div className="my-confirm" role="group" aria-label="예약 확인">
      <p>{children}</p>
      <div className="my-actions">
        <button ref={first} type="button" className="btn btn-primary" onClick={onYes}>{yes}</button>
        <button type="button" className="btn btn-outline" onClick={onNo}>다시 선택</button>
      </div>
    </div>
  );
}

/** A time the holder tapped, waiting for the confirmation. */
export interface Picked {
  slotId: string;
  when: string;
}
