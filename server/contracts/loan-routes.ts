/**
 * The desk's 중도금 대출 under /api/admin/contracts (owners and managers):
 * - POST /loans/import {csv} or {xlsx: base64}, with {bank, ratePercent} for a list without those columns →
 *   {recorded, repeated, rejected: [{line, reason}]}: the bank's list (loan-import.ts).
 * - GET /:id/loan → the household's loan and 회차; PUT /:id/loan {bank, ratePercent}; POST /:id/loan/draws
 *   {round, day, amount} → 201 (409 when that 회차 is recorded already).
 */
import { Router } from 'express';
import { Types } from 'mongoose';
import { z } from 'zod';
import { need } from '../accounts/permission';
import { HttpError, parseBody } from '../http/errors';
import { recordAccess } from '../access-log/record';
import { CONTRACT_MESSAGES } from '../../shared/contract-ledger';
import { Contract } from './model';
import { ContractLoan } from './loan-model';
import { LOAN_MESSAGES, recordDraw, setLoan } from './loans';
import { importLoans, loanRows } from './loan-import';

// The bank and rate go with a list that has no column for them (a bank's own list names neither).
const Upload = z
  .object({ csv: z.string().max(2_000_000).optional(), xlsx: z.string().max(5_500_000).optional(), bank: z.string().max(40).optional(), ratePercent: z.number().optional() })
  .refine((b) => b.csv || b.xlsx, '대출 실행 내역 파일(csv 또는 xlsx)을 보내 주세요.');
const Loan = z.object({ bank: z.string({ error: LOAN_MESSAGES.bank }).max(40, LOAN_MESSAGES.bank), ratePercent: z.number({ error: LOAN_MESSAGES.rate }) });
const Draw = z.object({ round: z.string({ error: LOAN_MESSAGES.round('') }).max(20), day: z.string({ error: LOAN_MESSAGES.day }).max(20), amount: z.number({ error: LOAN_MESSAGES.amount }) });

export function loansAdminApi(ctx: { now: () => Date }) {
  const router = Router();
  const by = (req: import('express').Request) => req.account!.id ?? req.account!.email;
  const contractId = async (raw: string) => {
    const c = /^[0-9a-f]{24}$/i.test(raw) ? await Contract.findById(new Types.ObjectId(raw), { _id: 1 }).lean() : null;
    if (!c) throw new HttpError(404, CONTRACT_MESSAGES.notFound);
    return c._id;
  };

  router.post('/loans/import', need('contracts'), need('contracts.all'), async (req, res) => {
    const body = parseBody(Upload, req.body, '대출 실행 내역 파일(csv 또는 xlsx)을 보내 주세요.');
    res.json(await importLoans(await loanRows(body), by(req), ctx.now(), { bank: body.bank?.trim() || undefined, ratePercent: body.ratePercent }));
  });

  router.get('/:id/loan', need('contracts'), need('contracts.all'), async (req, res) => {
    const id = await contractId(String(req.params.id));
    await recordAccess(req, { action: 'view', subject: `loan ${String(id)}` });
    res.json({ loan: await ContractLoan.findById(id, { bank: 1, ratePercent: 1, draws: 1 }).lean() });
  });

  router.put('/:id/loan', need('contracts'), need('contracts.all'), async (req, res) => {
    const body = parseBody(Loan, req.body, LOAN_MESSAGES.bank);
    const id = await contractId(String(req.params.id));
    await setLoan(id, body, by(req), ctx.now());
    res.json({ loan: await ContractLoan.findById(id, { bank: 1, ratePercent: 1, draws: 1 }).lean() });
  });

  router.post('/:id/loan/draws', need('contracts'), need('contracts.all'), async (req, res) => {
    const body = parseBody(Draw, req.body, LOAN_MESSAGES.amount);
    const id = await contractId(String(req.params.id));
    res.status(201).json(await recordDraw({ _id: id }, body, by(req), ctx.now()));
  });

  return router;
}
