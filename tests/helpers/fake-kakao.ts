/**
 * KakaoTalk AlimTalk providers on loopback, checking what the real ones check: SOLAPI's HMAC
 * signature and ATA body (`kakaoOptions` with pfId, templateId and `#{…}`-keyed string variables,
 * `from` and `text` set, SMS fallback not disabled), NHN Cloud's X-Secret-Key, idempotency header
 * and `resendParameter`. Like Kakao, each compares the text with its registered template: a text
 * that does not match is refused. A number can be made "not a KakaoTalk user" (the fallback SMS
 * arrives instead) and a template can be made "not matching" or "not approved".
 */
import { createServer, type Server } from 'node:http';
import { createHmac } from 'node:crypto';
import { messageTemplates } from '../../shared/site.config';
import { SOLAPI, NHN } from './fake-sms';
import { smsTypeOf } from '../../server/outbox/sms-type';

export const PFID = 'KA01PF2411230000000000000000001';
export const NHN_ALIMTALK = { appKey: 'nhnAlimtalkAppKey1', secretKey: 'nhn-alimtalk-secret', senderKey: 'a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4e5f6a1b2' };
export { SOLAPI, NHN };

export interface AlimtalkReceived {
  provider: 'solapi' | 'nhn';
  to: string;
  from: string;
  templateCode: string;
  variables: Record<string, string>;
  text: string;
  /** SOLAPI: subject; NHN: resendTitle. */
  subject?: string;
  fallbackType?: 'SMS' | 'LMS';
  idempotencyKey?: string;
  raw: Record<string, unknown>;
}

interface Sent extends AlimtalkReceived {
  id: string;
  seq: number;
  fallback: boolean;
}

const TEMPLATES: Record<string, string> = Object.fromEntries(Object.values(messageTemplates).map((t) => [t.code, t.text]));

function render(text: string, vars: Record<string, string>): string {
  return text.replace(/#\{([^{}]+)\}/g, (_m, k: string) => vars[k] ?? `#{${k}}`);
}

export class FakeKakaoProvider {
  received: AlimtalkReceived[] = [];
  authFailures: string[] = [];
  /** Numbers (digits) that have no KakaoTalk: their AlimTalk goes out as the fallback SMS/LMS. */
  notKakaoUsers = new Set<string>();
  /** Template codes Kakao has not approved. */
  unapproved = new Set<string>();
  /** Template texts as registered at Kakao when they differ from the site config (a mismatch). */
  registered: Record<string, string> = {};
  private sent = new Map<string, Sent>();
  private server?: Server;

  constructor(readonly port: number) {}

  get base() {
    return `http://127.0.0.1:${this.port}`;
  }

  start() {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const send = (status: number, body: unknown) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
        const url = req.url ?? '';
        try {
          if (url.startsWith('/messages/v4/')) return this.solapi(req.method!, url, req.headers, raw, send);
          if (url.startsWith('/alimtalk/v2.3/')) return this.nhn(req.method!, url, req.headers, raw, send);
          send(404, { error: 'not found' });
        } catch (err) {
          this.authFailures.push((err as Error).message);
          send(url.startsWith('/alimtalk') ? 200 : 401, url.startsWith('/alimtalk')
            ? { header: { isSuccessful: false, resultCode: -1001, resultMessage: (err as Error).message } }
            : { errorCode: 'Unauthorized', errorMessage: (err as Error).message });
        }
      });
    });
    return new Promise<void>((r) => this.server!.listen(this.port, '127.0.0.1', r));
  }

  stop() {
    return new Promise<void>((r) => (this.server ? this.server.close(() => r()) : r()));
  }

  /** Why Kakao would refuse this text for this template, or null. */
  private templateProblem(code: string, vars: Record<string, string>, text: string): 'unapproved' | 'mismatch' | null {
    if (this.unapproved.has(code) || !(code in TEMPLATES)) return 'unapproved';
    const template = this.registered[code] ?? TEMPLATES[code]!;
    return render(template, vars) === text ? null : 'mismatch';
  }

  private record(r: AlimtalkReceived, seq = 1): Sent {
    this.received.push(r);
    const s: Sent = { ...r, id: `${r.provider === 'solapi' ? 'M4V' : ''}${String(this.sent.size + 1).padStart(6, '0')}`, seq, fallback: this.notKakaoUsers.has(r.to) };
    this.sent.set(s.id, s);
    return s;
  }

  private solapiAuth(headers: NodeJS.Dict<string | string[]>) {
    const m = /^HMAC-SHA256 apiKey=([^,]+), date=([^,]+), salt=([0-9a-f]+), signature=([0-9a-f]{64})$/.exec(String(headers.authorization ?? ''));
    if (!m) throw new Error('malformed Authorization header');
    if (m[1] !== SOLAPI.key) throw new Error('unknown apiKey');
    if (createHmac('sha256', SOLAPI.secret).update(m[2]! + m[3]!).digest('hex') !== m[4]) throw new Error('signature mismatch');
  }

  private solapi(method: string, url: string, headers: NodeJS.Dict<string | string[]>, raw: string, send: (s: number, b: unknown) => void) {
    this.solapiAuth(headers);
    if (method === 'GET' && url.startsWith('/messages/v4/list')) {
      const id = new URL(url, this.base).searchParams.get('messageId') ?? '';
      const s = this.sent.get(id);
      if (!s) return send(200, { messageList: {} });
      const type = s.fallback ? s.fallbackType : 'ATA';
      return send(200, { messageList: { [id]: { messageId: id, type, statusCode: '4000', statusMessage: '수신 완료', replacement: s.fallback } } });
    }
    if (method !== 'POST' || url !== '/messages/v4/send') return send(404, { errorCode: 'NotFound', errorMessage: url });
    const { message } = JSON.parse(raw) as { message: Record<string, unknown> };
    const k = message?.kakaoOptions as { pfId?: string; templateId?: string; variables?: Record<string, unknown>; disableSms?: boolean } | undefined;
    if (message?.type !== 'ATA' || !k) throw new Error('body must be {message: {type: "ATA", kakaoOptions}}');
    if (typeof message.to !== 'string' || typeof message.from !== 'string' || typeof message.text !== 'string') throw new Error('to, from and text are required for the SMS fallback');
    if (k.pfId !== PFID) throw new Error('unknown pfId');
    if (k.disableSms === true) throw new Error('the SMS fallback must not be disabled');
    const vars: Record<string, string> = {};
    for (const [key, value] of Object.entries(k.variables ?? {})) {
      if (!/^#\{.+\}$/.test(key)) throw new Error(`variable key ${key} must keep #{…}`);
      if (typeof value !== 'string') throw new Error(`variable ${key} must be a string`);
      vars[key.slice(2, -1)] = value;
    }
    const problem = this.templateProblem(String(k.templateId), vars, message.text);
    const fallbackType = smsTypeOf(message.text)!.type;
    const received: AlimtalkReceived = { provider: 'solapi', to: message.to, from: message.from, templateCode: String(k.templateId), variables: vars, text: message.text, subject: message.subject as string | undefined, fallbackType, raw: message };
    if (problem) {
      this.received.push(received);
      return send(200, { statusCode: problem === 'mismatch' ? '3034' : '3033', statusMessage: problem === 'mismatch' ? '템플릿 내용과 일치하지 않습니다.' : '템플릿이 승인되지 않았습니다.' });
    }
    const s = this.record(received);
    send(200, { groupId: 'G4V1', messageId: s.id, statusCode: '2000', statusMessage: '정상 접수(이통사로 접수 예정) ', to: s.to, from: s.from, type: 'ATA' });
  }

  private nhn(method: string, url: string, headers: NodeJS.Dict<string | string[]>, raw: string, send: (s: number, b: unknown) => void) {
    const m = /^\/alimtalk\/v2\.3\/appkeys\/([^/]+)\/messages(?:\/([^/]+)\/(\d+))?$/.exec(url);
    if (!m) throw new Error(`unknown path ${url}`);
    if (m[1] !== NHN_ALIMTALK.appKey) throw new Error('unknown appKey');
    if (headers['x-secret-key'] !== NHN_ALIMTALK.secretKey) throw new Error('X-Secret-Key mismatch');
    if (method === 'GET' && m[2]) {
      const s = this.sent.get(m[2]);
      if (!s || s.seq !== Number(m[3])) return send(200, { header: { isSuccessful: false, resultCode: -1016, resultMessage: 'Message is not found' } });
      const message = s.fallback
        ? { requestId: s.id, recipientSeq: s.seq, messageStatus: 'FAILED', resultCode: '3018', resultCodeName: '카카오톡을 사용하지 않는 사용자', resendStatus: 'RSC04', resendResultCode: '0' }
        : { requestId: s.id, recipientSeq: s.seq, messageStatus: 'COMPLETED', resultCode: '1000', resultCodeName: '성공', resendStatus: 'RSC01' };
      return send(200, { header: { isSuccessful: true, resultCode: 0, resultMessage: 'SUCCESS' }, message });
    }
    if (method !== 'POST' || m[2]) return send(404, {});
    const key = headers['x-nc-api-idempotency-key'];
    if (typeof key !== 'string' || !key) throw new Error('X-NC-API-IDEMPOTENCY-KEY missing');
    const body = JSON.parse(raw) as { senderKey?: string; templateCode?: string; recipientList?: Record<string, unknown>[] };
    if (body.senderKey !== NHN_ALIMTALK.senderKey) throw new Error('unknown senderKey');
    const r = body.recipientList?.[0] as
      | { recipientNo?: string; templateParameter?: Record<string, unknown>; resendParameter?: { isResend?: boolean; resendType?: string; resendTitle?: string; resendContent?: string; resendSendNo?: string } }
      | undefined;
    if (!r || body.recipientList!.length !== 1 || typeof r.recipientNo !== 'string') throw new Error('recipientList must hold one {recipientNo}');
    const resend = r.resendParameter;
    if (!resend?.isResend || !['SMS', 'LMS'].includes(String(resend.resendType)) || typeof resend.resendContent !== 'string' || typeof resend.resendSendNo !== 'string') {
      throw new Error('resendParameter {isResend, resendType, resendContent, resendSendNo} required');
    }
    if (resend.resendType === 'LMS' && typeof resend.resendTitle !== 'string') throw new Error('an LMS fallback needs resendTitle');
    const vars: Record<string, string> = {};
    for (const [k, v] of Object.entries(r.templateParameter ?? {})) {
      if (typeof v !== 'string') throw new Error(`templateParameter ${k} must be a string`);
      vars[k] = v;
    }
    const received: AlimtalkReceived = {
      provider: 'nhn',
      to: r.recipientNo,
      from: resend.resendSendNo,
      templateCode: String(body.templateCode),
      variables: vars,
      text: resend.resendContent,
      subject: resend.resendTitle,
      fallbackType: resend.resendType as 'SMS' | 'LMS',
      idempotencyKey: key,
      raw: body as Record<string, unknown>,
    };
    const problem = this.templateProblem(received.templateCode, vars, received.text);
    if (problem) {
      this.received.push(received);
      const [code, msg] = problem === 'mismatch' ? [-3010, 'Content does not match the template.'] : [-3005, 'Template is not approved.'];
      return send(200, { header: { isSuccessful: false, resultCode: code, resultMessage: msg } });
    }
    const s = this.record(received);
    send(200, {
      header: { isSuccessful: true, resultCode: 0, resultMessage: 'SUCCESS' },
      message: { requestId: s.id, senderGroupingKey: null, sendResults: [{ recipientSeq: s.seq, recipientNo: s.to, resultCode: 0, resultMessage: 'SUCCESS', recipientGroupingKey: null }] },
    });
  }
}
