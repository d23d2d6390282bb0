/** An injectable business clock and an outbox that sends only when a test drains it. */
import { createLogger } from '../../server/logger';
import { createOutbox } from '../../server/outbox/outbox';
import { logProvider } from '../../server/outbox/providers/log';
import type { SmsProvider } from '../../server/outbox/providers/types';
import { advertisingSendCheck } from '../../server/announcements/service';

export function testClock(start: string) {
  let t = new Date(start).getTime();
  return {
    now: () => new Date(t),
    set: (iso: string) => void (t = new Date(iso).getTime()),
    advance: (ms: number) => void (t += ms),
  };
}

export function testOutbox(now: () => Date, sms?: SmsProvider, smsPerSecond = 1000) {
  const log = createLogger('silent');
  return createOutbox({ log, sms: sms ?? logProvider(log), smsSender: '0517141455', defaultSubject: '더 해온 레이크시티', retryBaseMs: 100, smsPerSecond, now, sendCheck: advertisingSendCheck });
}
