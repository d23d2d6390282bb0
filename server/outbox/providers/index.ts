/** The SMS provider chosen by SMS_PROVIDER; all behind one interface. */
import type { Logger } from '../../logger';
import type { ServerConfig } from '../../config.server';
import { logProvider } from './log';
import { solapiProvider } from './solapi';
import { nhnProvider } from './nhn';
import { nhnAlimtalkProvider } from './nhn-alimtalk';
import { solapiAlimtalkProvider } from './solapi-alimtalk';
import type { KakaoProvider, SmsProvider } from './types';

export type { SmsProvider, SmsRequest, SendResult, KakaoProvider } from './types';

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

/** The AlimTalk provider chosen by KAKAO_PROVIDER, or none (every text goes as SMS/LMS). */
export function kakaoProvider(kakao: ServerConfig['kakao']): KakaoProvider | undefined {
  if (kakao?.provider === 'solapi') return solapiAlimtalkProvider(kakao);
  if (kakao?.provider === 'nhn') return nhnAlimtalkProvider(kakao);
  return undefined;
}
