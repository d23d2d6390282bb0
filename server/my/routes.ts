/**
 * The contract holder's API under /api/my, with the buyer's own session (server/my/session.ts):
 * - POST /session {phone, dong, ho, verificationToken | verificationCode} → 200 and the cookie, or 401
 *   with one message for a wrong 동/호, someone else's phone and a phone with no contract alike: every
 *   path reads the same contracts (those of the phone) once and nothing else, so neither the answer nor
 *   its timing tells them apart. Limited per address (before any lookup, 300 an hour: a shared tablet),
 *   per phone and per unit, counting only attempts that proved the phone (so a stranger cannot lock a
 *   holder out); a 429 says when to try again.
 * - DELETE /session; GET / (the phone's contracts); GET /contracts/:id (payments); …/receipt.pdf;
 *   GET|POST /contracts/:id/options; GET|POST /contracts/:id/visits (옵션 계약, 자서), PATCH|DELETE /contracts/:id/visits/:code (the holder changes or cancels one);
 *   GET /notices (contract holders' notices). Another's contract id answers 404, as an unknown one does.
 * - 사전점검 and 입주 (server/movein/buyer-routes.ts): GET /contracts/:id/move-in; POST /bookings; PATCH|DELETE /bookings/:code.
 */
import { Router, type Request } from 'express';
import { create as contentDisposition } from 'content-disposition';
import { Types } from 'mongoose';
import { z } from 'zod';
import { MongoRateLimitStore } from '../rate-limit/store';
import { addressKey } from '../core/request';
import { HttpError, parseBody, requireDb } from '../http/errors';
import { checkPhone, mobileOf, type PhoneCheck } from '../verification/routes';
import { verificationPhoneId, type VerificationService } from '../verification/service';
import { Contract } from '../contracts/model';
import { assertLive } from '../contracts/live';
import type { SiteConfig } from '../../shared/site.config';
import { buyerSessions } from './session';
import { statementOf, type StatementTerms } from '../contracts/statement';
import { moneyTerms } from '../contracts/money-terms';
import { issuerOf, receiptPdf } from './receipt';
import { issueReceipt, printedCode } from './receipt-issue';
import { cancelHolderVisit, moveHolderVisit } from './visit-changes';
import { optionsView, requestOptions } from './options';
import { holderVisits, bookHolderVisit } from './visits';
import type { VisitContext } from '../visits/reservations';
import { contractsOf, holderNoticesView, payViewOf } from './first-screen';
import { defectsForBuyer } from '../defects/buyer-routes';
import { moveInForBuyer } from '../movein/buyer-routes';
import { settlementForBuyer } from './settlement-routes';

export const MY_MESSAGES = {
  wrong: '입력하신 휴대폰 번호와 동·호수로 확인되는 계약이 없습니다. 계약서의 연락처와 동·호수를 확인해 주세요.',
  verify: '휴대폰 인증을 먼저 완료해 주세요.',
  tooMany: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  /** The 429 names the time (Korea) the window ends. */
  tooManyUntil: (hhmm: string) => `로그인 시도가 너무 많습니다. ${hhmm} 이후에 다시 시도해 주세요.`,
  invalid: '휴대폰 번호와 동·호수를 확인해 주세요.',
  notFound: '계약을 찾을 수 없습니다.',
} as const;

/**
 * Sign-in attempts an hour: per phone and per unit (verified attempts only: the code proves the phone),
 * and per address high enough for an 입주지원센터 tablet or a shared Wi-Fi signing many holders in (issue 66).
 */
export const MY_LIMITS = { perAddressHourly: 300, perPhoneHourly: 5, perUnitHourly: 10 } as const;

/** '101동' → '101', ' 1203 호' → '1203': what the contract's unit key holds. */
const unitPart = (raw: string, suffix: string) => raw.replace(/\s/g, '').replace(new RegExp(`${suffix}$`), '');

const SignIn = z.object({
  phone: z.string().max(40),
  dong: z.string().trim().min(1).max(20),
  ho: z.string().trim().min(1).max(20),
});

const Options = z.object({ optionIds: z.array(z.string().max(100)).max(100) });
const Booking = z.object({ slotId: z.string().regex(/^[a-f0-9]{24}$/, '예약하실 시간을 선택해 주세요.') });

export interface MyContext {
  site: SiteConfig;
  now: () => Date;
  secureCookies: boolean;
  verification: VerificationService;
  visits: VisitContext;
}

const DepositTexts = z.object({ on: z.boolean() });

export function myApi(ctx: MyContext) {
  const router = Router();
  const sessions = buyerSessions({ now: ctx.now, secureCookies: ctx.secureCookies });
  const ms = () => ctx.now().getTime();
  const perAddress = new MongoRateLimitStore('my-signin-address:', 3_600_000, ms);
  const perPhone = new MongoRateLimitStore('my-signin-phone:', 3_600_000, ms);
  const perUnit = new MongoRateLimitStore('my-signin-unit:', 3_600_000, ms);
  /** 429 with the time (Korea) its window ends, and Retry-After. */
  const refuse = async (res: import('express').Response, store: MongoRateLimitStore, key: string): Promise<never> => {
    const reset = (await store.get(key)).resetTime;
    if (!reset) throw new HttpError(429, MY_MESSAGES.tooMany);
    res.setHeader('Retry-After', String(Math.max(1, Math.ceil((reset.getTime() - ms()) / 1000))));
    throw new HttpError(429, MY_MESSAGES.tooManyUntil(new Date(reset.getTime() + 9 * 3_600_000).toISOString().slice(11, 16)));
  };

  router.post('/session', requireDb, async (req, res) => {
    const body = parseBody(SignIn, req.body, MY_MESSAGES.invalid);
    const phone = mobileOf(body.phone);
    if (!phone) throw new HttpError(400, MY_MESSAGES.invalid, { phone: MY_MESSAGES.invalid });
    if (!(await perAddress.takeWithin(addressKey(req), MY_LIMITS.perAddressHourly))) await refuse(res, perAddress, addressKey(req));
    const proof: PhoneCheck = await checkPhone(ctx.verification, req.body as Record<string, unknown>, phone);
    // The same read on every path (verified or not, right or wrong): the contracts this phone holds.
    const held = await Contract.find({ holderPhones: phone }, { _id: 1, unitKey: 1, cancelledOn: 1 }).lean();
    if (!proof.verified) throw new HttpError(401, proof.failure?.error ?? MY_MESSAGES.verify);
    // Only an attempt that proved the phone counts against it: anyone may type a holder's number, and
    // counting those would let a stranger lock the holder out (codes have their own limits).
    const phoneId = await verificationPhoneId(phone);
    if (!(await perPhone.takeWithin(phoneId, MY_LIMITS.perPhoneHourly))) await refuse(res, perPhone, phoneId);
    const unitKey = `${unitPart(body.dong, '동')}-${unitPart(body.ho, '호')}`;
    // The unit's live contract first: a holder who bought again after a 해약 holds both.
    const contract = held.find((c) => c.unitKey === unitKey && !c.cancelledOn) ?? held.find((c) => c.unitKey === unitKey);
    // Per unit, the verified phones that do not hold it: many phones trying one unit are stopped, and
    // its holder, whose phone holds it, is never locked out by them.
    if (!contract && !(await perUnit.takeWithin(unitKey, MY_LIMITS.perUnitHourly))) await refuse(res, perUnit, unitKey);
    if (!contract) throw new HttpError(401, MY_MESSAGES.wrong);
    await sessions.start(req, res, phone);
    res.status(200).json({ contractId: String(contract._id), contracts: held.length });
  });

  router.delete('/session', async (req, res) => {
    await sessions.end(req, res);
    res.status(204).end();
  });

  router.use(requireDb, sessions.require);
  router.use('/defects', defectsForBuyer({ site: ctx.site, now: ctx.now }));
  // 사전점검 and 입주: POST /bookings and the /my sections' data (server/movein/).
  router.use(moveInForBuyer({ visits: ctx.visits, now: ctx.now, pricing: ctx.site.pricing }));
  // The 입주 정산서 and its PDF (server/my/settlement-routes.ts).
  router.use(settlementForBuyer({ site: ctx.site, now: ctx.now }));

  // The contracts, a contract's 납부 and the notices are read as the page's HTML reads them (first-screen.ts).
  router.get('/', async (req, res) => {
    res.json({ contracts: await contractsOf(req.buyer!.phone) });
  });

  router.get('/notices', async (_req, res) => {
    res.json({ items: await holderNoticesView(ctx.now()) });
  });

  /** The contract's 연체료 terms (the notice's) and the 입주지정기간's last day, which 잔금 is due by. */
  const statementTerms = (): Promise<StatementTerms> => moneyTerms(ctx.site.pricing);

  /** This holder's contract, or 404 (another's id answers as an unknown one does). */
  const ownContract = async (req: Request) => {
    const id = String(req.params.id);
    if (!Types.ObjectId.isValid(id)) throw new HttpError(404, MY_MESSAGES.notFound);
    const contract = await Contract.findOne({ _id: id, holderPhones: req.buyer!.phone }).lean();
    if (!contract) throw new HttpError(404, MY_MESSAGES.notFound);
    return contract;
  };

  router.get('/contracts/:id', async (req, res) => {
    res.json(await payViewOf(await ownContract(req), ctx.now(), ctx.site, req.buyer!.phone));
  });

  // 입금 확인 texts on or off, for this holder (a joint holder decides for their own phone).
  router.put('/contracts/:id/deposit-texts', async (req, res) => {
    const { on } = parseBody(DepositTexts, req.body, '입금 확인 문자를 받으실지 골라 주세요.');
    const contract = await ownContract(req);
    const phone = req.buyer!.phone;
    const off = (contract.depositTextsOff ?? []).filter((p) => p !== phone);
    await Contract.updateOne({ _id: contract._id }, { $set: { depositTextsOff: on ? off : [...off, phone] } });
    res.json({ depositTexts: on, message: on ? '입금이 확인되면 문자로 알려 드립니다.' : '입금 확인 문자를 보내지 않습니다. 납부 내역은 이 페이지에서 확인하실 수 있습니다.' });
  });

  router.get('/contracts/:id/receipt.pdf', async (req, res) => {
    const contract = await ownContract(req);
    const statement = statementOf(contract, ctx.now(), await statementTerms());
    // Each paper gets its 발급번호, kept with what it printed, checked at /receipt/verify/<code>.
    const code = await issueReceipt(contract._id, statement, ctx.now());
    const verifyUrl = `${ctx.site.siteUrl.replace(/\/$/, '')}/receipt/verify/${code}`;
    const pdf = await receiptPdf({ ...issuerOf(ctx.site), holders: contract.holders.map((h) => h.name), statement, code: printedCode(code), verifyUrl });
    res.setHeader('Content-Type', 'application/pdf');
    // The file name says what it is, in Korean in filename* (RFC 6266/8187); old readers get an ASCII name
    // (a header may carry no Korean: 호 '지하1' made an invalid header and a 500).
    const name = `납부확인서_${contract.dong}동_${contract.ho}호_${statement.today}.pdf`;
    const ascii = (part: string) => part.replace(/[^A-Za-z0-9]/g, '_');
    res.setHeader('Content-Disposition', contentDisposition(name, { fallback: `receipt-${ascii(contract.dong)}-${ascii(contract.ho)}-${statement.today}.pdf` }));
    res.send(pdf);
  });

  router.get('/contracts/:id/options', async (req, res) => {
    const contract = await ownContract(req);
    res.json(await optionsView(contract, ctx.now()));
  });

  router.post('/contracts/:id/options', async (req, res) => {
    const { optionIds } = parseBody(Options, req.body, MY_MESSAGES.invalid);
    const contract = await ownContract(req);
    assertLive(contract);
    await requestOptions(contract, optionIds, ctx.now());
    res.status(200).json(await optionsView((await Contract.findById(contract._id).lean())!, ctx.now()));
  });

  router.get('/contracts/:id/visits', async (req, res) => {
    const contract = await ownContract(req);
    res.json(await holderVisits(contract, ctx.now()));
  });

  router.post('/contracts/:id/visits', async (req, res) => {
    const { slotId } = parseBody(Booking, req.body, '예약하실 시간을 선택해 주세요.');
    const contract = await ownContract(req);
    assertLive(contract);
    const booked = await bookHolderVisit(ctx.visits, contract, req.buyer!.phone, slotId);
    res.status(201).json(booked);
  });

  // The holder's own 옵션 계약 or 자서 visit, changed or cancelled on the page (server/my/visit-changes.ts).
  router.patch('/contracts/:id/visits/:code', async (req, res) => {
    const { slotId } = parseBody(Booking, req.body, '바꾸실 시간을 선택해 주세요.');
    const contract = await ownContract(req);
    assertLive(contract);
    res.json(await moveHolderVisit(ctx.visits, contract, req.buyer!.phone, String(req.params.code), slotId));
  });

  router.delete('/contracts/:id/visits/:code', async (req, res) => {
    const contract = await ownContract(req);
    assertLive(contract);
    await cancelHolderVisit(ctx.visits, contract, req.buyer!.phone, String(req.params.code));
    res.status(204).end();
  });

  return router;
}
