/**
 * How a claimed message leaves: a webhook delivery (signed for the operator's own endpoint, or with
 * an outside service's own headers and judgement), a text through the SMS provider, paced to the
 * configured rate, or as KakaoTalk AlimTalk when it has a template, falling back to SMS/LMS at once
 * when the provider refuses the template. Each answers what was sent and what to record about it.
 */
import type { SmsType } from '../../shared/outbox';
import type { Logger } from '../logger';
import type { OutboxDoc } from './model';
import type { AlimtalkRequest, KakaoProvider, SendResult, SmsProvider, SmsRequest, WebhookService } from './providers/types';
import { INDEXNOW_KIND, indexNowService } from './providers/indexnow';
import { SIGNATURE_HEADER, signWebhook } from './webhook-signature';

export interface SenderOptions {
  log: Logger;
  sms: SmsProvider;
  /** KakaoTalk AlimTalk (KAKAO_PROVIDER): texts with a template go this way, SMS/LMS as fallback. */
  kakao?: KakaoProvider;
  /** How long after sending to ask the AlimTalk provider how a message ended (default 60 s). */
  resultPollMs?: number;
  /** The pre-registered sender number (SMS_SENDER). */
  smsSender?: string;
  /** Text messages started per second by one instance. */
  smsPerSecond?: number;
  timeoutMs?: number;
  /** Signs webhook bodies (X-Signature) when set. */
  webhookSecret?: string;
  /**
   * Webhook kinds addressed to outside services with rules of their own: the headers they want,
   * and how their answer is judged (what is retried, what is final and why). Their deliveries
   * carry no signature or Idempotency-Key: those are for the operator's own endpoint. IndexNow's
   * are built in; these add to them.
   */
  services?: Record<string, WebhookService>;
}

/** What was sent, and what to record about it beyond `sent`. */
export type Sent = { result: SendResult; record?: Record<string, unknown> };

const digits = (phone: string) => phone.replace(/\D/g, '');

export function createSenders(opts: SenderOptions & { now: () => Date }) {
  const { log, sms, now, timeoutMs = 10_000 } = opts;
  const services: Record<string, WebhookService> = { [INDEXNOW_KIND]: indexNowService, ...opts.services };
  const smsIntervalMs = 1000 / Math.max(opts.smsPerSecond ?? 10, 0.001);
  const resultPollMs = opts.resultPollMs ?? 60_000;
  let lastSmsAt = 0;

  async function sendWebhook(msg: OutboxDoc): Promise<SendResult> {
    const body = JSON.stringify(msg.payload ?? {});
    const service = services[msg.kind];
    const headers: Record<string, string> = service
      ? { 'Content-Type': 'application/json', ...service.headers }
      : { 'Content-Type': 'application/json', 'Idempotency-Key': msg.idempotencyKey ?? msg.key };
    if (opts.webhookSecret && !service) headers[SIGNATURE_HEADER] = signWebhook(body, opts.webhookSecret, Math.floor(Date.now() / 1000));
    const res = await fetch(msg.url!, { method: 'POST', headers, body, signal: AbortSignal.timeout(timeoutMs) });
    await res.body?.cancel();
    if (service) return service.judge(res.status);
    return res.ok ? { ok: true } : { ok: false, definitive: false, reason: `HTTP ${res.status}` };
  }

  /** Paces text messages to the configured throughput (per instance). */
  async function pace() {
    const wait = lastSmsAt + smsIntervalMs - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    lastSmsAt = Date.now();
  }

  function smsRequest(msg: OutboxDoc): SmsRequest {
    return {
      id: String(msg._id),
      to: digits(msg.to ?? ''),
      from: digits(opts.smsSender ?? ''),
      text: msg.text ?? '',
      type: (msg.smsType ?? 'SMS') as SmsType,
      subject: msg.subject ?? undefined,
      advertising: !!msg.advertising,
    };
  }

  async function sendSms(msg: OutboxDoc): Promise<Sent> {
    if (!opts.smsSender && sms.name !== 'log') return { result: { ok: false, definitive: false, reason: 'SMS_SENDER not set' } };
    const kakao = opts.kakao;
    if (kakao && msg.alimtalk && !msg.advertising) return sendAlimtalk(kakao, msg);
    return { result: await sms.send(smsRequest(msg), AbortSignal.timeout(timeoutMs)) };
  }

  /** As AlimTalk; a template the provider refuses sends the same text as SMS/LMS at once. */
  async function sendAlimtalk(kakao: KakaoProvider, msg: OutboxDoc): Promise<Sent> {
    const request: AlimtalkRequest = {
      ...smsRequest(msg),
      templateCode: msg.alimtalk!.templateCode,
      variables: msg.alimtalk!.variables as Record<string, string>,
      idempotencyKey: msg.key,
    };
    const result = await kakao.send(request, AbortSignal.timeout(timeoutMs));
    if (result.ok) {
      const record = { via: 'alimtalk', delivery: 'pending', resultCheckAt: new Date(now().getTime() + resultPollMs), ...(result.recipientSeq ? { recipientSeq: result.recipientSeq } : {}) };
      return { result: { ok: true, providerId: result.providerId }, record };
    }
    if (!result.templateError) return { result };
    log.warn({ message: String(msg._id), kind: msg.kind, template: request.templateCode, error: result.reason }, 'AlimTalk template refused: sending as SMS/LMS');
    const fallback = await sms.send(smsRequest(msg), AbortSignal.timeout(timeoutMs));
    const record = { via: 'sms', fallbackReason: `알림톡 템플릿 오류: ${result.reason}` };
    return { result: fallback, record: fallback.ok ? record : undefined };
  }

  return { sendSms, sendWebhook, pace };
}
