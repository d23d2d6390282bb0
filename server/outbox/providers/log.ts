import type { Logger } from '../../logger';
import type { SmsProvider } from './types';

/** No provider set up: each message is recorded as sent, in the log (by id) and the admin message list. */
export function logProvider(log: Logger): SmsProvider {
  return {
    name: 'log',
    async send(msg) {
      log.info({ message: msg.id, type: msg.type, advertising: msg.advertising || undefined }, 'text message recorded (SMS_PROVIDER=log, not sent)');
      return { ok: true };
    },
  };
}
