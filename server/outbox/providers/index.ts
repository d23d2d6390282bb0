/** The SMS provider chosen by SMS_PROVIDER; all behind one interface. */
import type { Logger } from '../../logger';
import type { ServerConfig } from '../../config.server';
import { logProvider } from './log';
import { solapiProvider } from './solapi';
import { nhnProvider } from './nhn';
import type { SmsProvider } from './types';

export type { SmsProvider, SmsRequest, SendResult } from './types';

export function smsProvider(sms: ServerConfig['sms'], log: Logger): SmsProvider {
  switch (sms.provider) {
    case 'solapi':
      return solapiProvider({ apiKey: sms.solapi!.apiKey, apiSecret: sms.solapi!.apiSecret, baseUrl: sms.solapi!.baseUrl });
    case 'nhn':
      return nhnProvider({ appKey: sms.nhn!.appKey, secretKey: sms.nhn!.secretKey, baseUrl: sms.nhn!.baseUrl });
    default:
      return logProvider(log);
  }
}
