/**
 * Texts out (SMS/LMS and KakaoTalk AlimTalk): the provider, its credentials and the visitor-text
 * limits. A provider chosen without the settings it needs stops the start with their names.
 */
import { z } from 'zod';
import { ConfigError, invalidSettings } from './error';

export const MESSAGING_ENV = {
  /** Text-message provider: 'log' records messages without sending them. */
  SMS_PROVIDER: z.enum(['log', 'solapi', 'nhn']).default('log'),
  /** The pre-registered sender number (발신번호). */
  SMS_SENDER: z.string().trim().regex(/^[0-9-]{4,20}$/, 'must be a phone number').optional(),
  /** Text messages started per second by one instance. */
  SMS_RATE_PER_SECOND: z.coerce.number().min(0.1).max(1000).default(10),
  SOLAPI_API_KEY: z.string().trim().min(1).optional(),
  /** 토스페이먼츠: the secret key that issues 가상계좌, and the API's address (a loopback fake in tests). */
  TOSS_SECRET_KEY: z.string().trim().min(8).optional(),
  TOSS_API_URL: z.string().trim().url().default('https://api.tosspayments.com'),
  SOLAPI_API_SECRET: z.string().trim().min(1).optional(),
  SOLAPI_BASE_URL: z.string().trim().url().default('https://api.solapi.com'),
  NHN_SMS_APP_KEY: z.string().trim().min(1).optional(),
  NHN_SMS_SECRET_KEY: z.string().trim().min(1).optional(),
  NHN_SMS_BASE_URL: z.string().trim().url().default('https://api-sms.cloud.toast.com'),
  /** KakaoTalk AlimTalk for informational texts (SMS/LMS fallback); unset: every text is SMS/LMS. */
  KAKAO_PROVIDER: z.enum(['solapi', 'nhn']).optional(),
  /** SOLAPI: the KakaoTalk channel's profile id (pfId). */
  KAKAO_PFID: z.string().trim().min(1).optional(),
  NHN_ALIMTALK_APP_KEY: z.string().trim().min(1).optional(),
  NHN_ALIMTALK_SECRET_KEY: z.string().trim().min(1).optional(),
  NHN_ALIMTALK_SENDER_KEY: z.string().trim().min(1).optional(),
  NHN_ALIMTALK_BASE_URL: z.string().trim().url().default('https://api-alimtalk.cloud.toast.com'),
  /** The signature set for the result webhook in NHN Cloud's console (X-Toast-Webhook-Signature). */
  NHN_ALIMTALK_WEBHOOK_SIGNATURE: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Visitor-triggered text messages (codes, confirmations, address texts) sent per hour, site-wide. */
  SMS_VISITOR_HOURLY_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(200),
  /** Visitor-triggered text messages per phone number per Korean day (verification codes have their own limit). */
  SMS_VISITOR_PHONE_DAILY_LIMIT: z.coerce.number().int().min(1).max(100).default(3),
};

export type MessagingEnv = z.infer<z.ZodObject<typeof MESSAGING_ENV>>;

export interface SmsSettings {
  provider: 'log' | 'solapi' | 'nhn';
  sender?: string;
  perSecond: number;
  solapi?: { apiKey: string; apiSecret: string; baseUrl: string };
  nhn?: { appKey: string; secretKey: string; baseUrl: string };
  /** Visitor-triggered texts per hour, site-wide (SMS_VISITOR_HOURLY_LIMIT); beyond it they wait. */
  visitorHourly: number;
  /** Visitor-triggered texts per phone number per Korean day (SMS_VISITOR_PHONE_DAILY_LIMIT). */
  visitorPerPhoneDaily: number;
}

export type KakaoSettings =
  | { provider: 'solapi'; pfId: string; apiKey: string; apiSecret: string; baseUrl: string }
  | { provider: 'nhn'; appKey: string; secretKey: string; senderKey: string; baseUrl: string; webhookSignature?: string };

/** Settings each provider needs; a missing one stops the server with its name. */
const PROVIDER_SETTINGS = {
  log: [],
  solapi: ['SMS_SENDER', 'SOLAPI_API_KEY', 'SOLAPI_API_SECRET'],
  nhn: ['SMS_SENDER', 'NHN_SMS_APP_KEY', 'NHN_SMS_SECRET_KEY'],
} as const;

/** Settings each AlimTalk provider needs (the SMS fallback needs the sender number too). */
const KAKAO_SETTINGS = {
  solapi: ['KAKAO_PFID', 'SOLAPI_API_KEY', 'SOLAPI_API_SECRET', 'SMS_SENDER'],
  nhn: ['NHN_ALIMTALK_APP_KEY', 'NHN_ALIMTALK_SECRET_KEY', 'NHN_ALIMTALK_SENDER_KEY', 'SMS_SENDER'],
} as const;

/** The text providers as configured; throws ConfigError naming the settings a chosen provider lacks. */
export function messagingSettings(e: MessagingEnv): { sms: SmsSettings; kakao?: KakaoSettings } {
  const missing = PROVIDER_SETTINGS[e.SMS_PROVIDER].filter((name) => !e[name]);
  if (missing.length) {
    throw new ConfigError(invalidSettings(missing.map((name) => `  ${name}: required when SMS_PROVIDER=${e.SMS_PROVIDER}`)));
  }
  const kakaoMissing = e.KAKAO_PROVIDER ? KAKAO_SETTINGS[e.KAKAO_PROVIDER].filter((name) => !e[name]) : [];
  if (kakaoMissing.length) {
    throw new ConfigError(invalidSettings(kakaoMissing.map((name) => `  ${name}: required when KAKAO_PROVIDER=${e.KAKAO_PROVIDER}`)));
  }
  return {
    sms: {
      provider: e.SMS_PROVIDER,
      sender: e.SMS_SENDER,
      perSecond: e.SMS_RATE_PER_SECOND,
      solapi: e.SOLAPI_API_KEY && e.SOLAPI_API_SECRET ? { apiKey: e.SOLAPI_API_KEY, apiSecret: e.SOLAPI_API_SECRET, baseUrl: e.SOLAPI_BASE_URL } : undefined,
      nhn: e.NHN_SMS_APP_KEY && e.NHN_SMS_SECRET_KEY ? { appKey: e.NHN_SMS_APP_KEY, secretKey: e.NHN_SMS_SECRET_KEY, baseUrl: e.NHN_SMS_BASE_URL } : undefined,
      visitorHourly: e.SMS_VISITOR_HOURLY_LIMIT,
      visitorPerPhoneDaily: e.SMS_VISITOR_PHONE_DAILY_LIMIT,
    },
    kakao:
      e.KAKAO_PROVIDER === 'solapi'
        ? { provider: 'solapi', pfId: e.KAKAO_PFID!, apiKey: e.SOLAPI_API_KEY!, apiSecret: e.SOLAPI_API_SECRET!, baseUrl: e.SOLAPI_BASE_URL }
        : e.KAKAO_PROVIDER === 'nhn'
          ? {
              provider: 'nhn',
              appKey: e.NHN_ALIMTALK_APP_KEY!,
              secretKey: e.NHN_ALIMTALK_SECRET_KEY!,
              senderKey: e.NHN_ALIMTALK_SENDER_KEY!,
              baseUrl: e.NHN_ALIMTALK_BASE_URL,
              webhookSignature: e.NHN_ALIMTALK_WEBHOOK_SIGNATURE,
            }
          : undefined,
  };
}
