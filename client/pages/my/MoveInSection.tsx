import type { SectionProps } from './types';
import { Inspection } from './Inspection';
import { MoveIn } from './MoveIn';

/** 사전점검·입주: the two bookings of the days before the keys, in their order, and the 입주증 (/my#pass scrolls to it). */
export function MoveInSection({ id }: SectionProps) {
  // Opened from the 입주 text's link (/my#pass): the pass first, where nothing loading above can push it away.
  const passFirst = window.location.hash === '#pass';
  return passFirst ? (
    <>
      <MoveIn id={id} />
      <Inspection id={id} />
    </>
  ) : (
    <>
      <Inspection id={id} />
      <MoveIn id={id} />
    </>
  );
}
