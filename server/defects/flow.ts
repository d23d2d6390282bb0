/**
 * A defect's state flow. Guarantee: 접수 → 배정 → 처리 중 → 처리 완료 → 확인, and from 처리 완료 back to
 * 배정 when the buyer reopens it with a reason (kept on the defect and in its history); any other
 * move is refused with 409 and a Korean reason. Each move is one filtered updateOne on the state
 * and revision it was read at (atomic on MongoDB and on the test engine), so of two moves at once
 * one wins. Every step keeps who, when and a note. The buyer is texted at 배정 and at 처리 완료
 * through the one outbox, keyed `<kind>:<defect>:<round>` so each is queued once per round (a
 * reopening starts the next round), and held to 08:00 when the step falls in the night (21–8 KST).
 */
import { Types } from 'mongoose';
import type { SiteConfig } from '../../shared/site.config';
import { DEFECT_MESSAGES, DEFECT_STATE_LABELS, transitionRefusal, type DefectRow, type DefectState } from '../../shared/defects';
import { kstDay } from '../../shared/kst';
import { HttpError } from '../http/errors';
import type { Outbox } from '../outbox/outbox';
import { informational } from '../outbox/templates';
import { isNightKst, nextMorningKst } from '../announcements/night';
import { Defect, type DefectDoc } from './model';
import { photoLink } from './photos';

export const DEFECT_TEXT_KINDS = { assigned: 'defect-assigned', done: 'defect-done' } as const;

export interface Actor {
  kind: 'buyer' | 'desk' | 'contractor';
  id?: string;
  name: string;
}

export const BUYER_ACTOR: Actor = { kind: 'buyer', name: '계약자' };

/** The moves each state allows, and who may make them (the buyer only confirms or reopens). */
const MOVES: Record<DefectState, Partial<Record<DefectState, Actor['kind'][]>>> = {
  received: { assigned: ['desk'] },
  assigned: { assigned: ['desk'], 'in-progress': ['desk', 'contractor'] },
  'in-progress': { done: ['desk', 'contractor'] },
  // Back to 배정 is a reopening: the buyer's own, or the desk's on the buyer's word.
  done: { confirmed: ['buyer', 'desk'], assigned: ['buyer', 'desk'] },
  confirmed: {},
};

export interface MoveInput {
  to: DefectState;
  note: string;
  /** 배정: the trade or contractor (a contractor account links it, so that account sees the defect). */
  assignee?: { name: string; accountId?: Types.ObjectId; companyId?: Types.ObjectId };
}

export interface FlowDeps {
  outbox: Outbox;
  site: SiteConfig;
}

/** Moves a defect one step; the defect as read before must be passed (its state and revision are the filter). */
export async function moveDefect(defect: DefectDoc, input: MoveInput, actor: Actor, now: Date, deps: FlowDeps | null): Promise<DefectDoc> {
  const from = defect.state as DefectState;
  const allowed = MOVES[from][input.to];
  // A buyer acts only on a finished defect: anything earlier is a move the flow refuses.
  if (!allowed || (actor.kind === 'buyer' && from !== 'done')) throw new HttpError(409, transitionRefusal(from, input.to));
  if (!allowed.includes(actor.kind)) throw new HttpError(403, '이 단계로 바꿀 권한이 없습니다.');
  const reopening = from === 'done' && input.to === 'assigned';
  if (reopening && !input.note.trim()) throw new HttpError(400, DEFECT_MESSAGES.reason);
  const assignee = input.to === 'assigned' && !reopening ? input.assignee : defect.assignee;
  if (input.to === 'assigned' && !assignee?.name) throw new HttpError(400, DEFECT_MESSAGES.assignee);
  const step = { state: input.to, at: now, byKind: actor.kind, ...(actor.id ? { byId: actor.id } : {}), byName: actor.name, note: input.note.trim() };
  const round = reopening ? defect.round + 1 : defect.round;
  const set: Record<string, unknown> = {
    state: input.to,
    closed: input.to === 'confirmed',
    history: [...defect.history, step],
    rev: defect.rev + 1,
    round,
    updatedAt: now,
    ...(assignee ? { assignee } : {}),
    ...(reopening ? { reopenReason: input.note.trim() } : {}),
  };
  const done = await Defect.updateOne({ _id: defect._id, state: from, rev: defect.rev }, { $set: set });
  if (done.modifiedCount !== 1) throw new HttpError(409, DEFECT_MESSAGES.changed);
  const moved = (await Defect.findById(defect._id).lean()) as DefectDoc;
  if (deps) await textFor(moved, from, deps, now);
  return moved;
}

/** The facts a defect's texts name. */
export type DefectTextFacts = Pick<DefectDoc, 'dong' | 'ho' | 'room' | 'kind'> & { assignee?: { name: string } | null };

/** The text of 배정 or 처리 완료, rendered from its AlimTalk template. */
export function defectMessage(site: SiteConfig, d: DefectTextFacts, kind: keyof typeof DEFECT_TEXT_KINDS) {
  const values = {
    단지명: site.projectName,
    동호: `${d.dong}동 ${d.ho}호`,
    하자: `${d.room} ${d.kind}`,
    ...(kind === 'assigned' ? { 담당: d.assignee?.name ?? '' } : {}),
    확인링크: `${site.siteUrl}/my`,
  };
  return informational(DEFECT_TEXT_KINDS[kind], values);
}

/** The buyer's text of this step, if it has one (배정 from 접수, and 처리 완료), once per round. */
async function textFor(d: DefectDoc, from: DefectState, deps: FlowDeps, now: Date) {
  const kind = d.state === 'assigned' && from === 'received' ? 'assigned' : d.state === 'done' ? 'done' : null;
  if (!kind || !d.notifyPhone) return;
  await deps.outbox.enqueue({
    key: `${DEFECT_TEXT_KINDS[kind]}:${String(d._id)}:${d.round}`,
    kind: DEFECT_TEXT_KINDS[kind],
    channel: 'sms',
    to: d.notifyPhone,
    ...defectMessage(deps.site, d, kind),
    subject: `[${deps.site.projectName}] 하자 ${kind === 'assigned' ? '처리 담당 배정' : '처리 완료'}`,
    // Informational, yet not sent at night: it waits for 08:00 Korea time.
    ...(isNightKst(now) ? { notBefore: nextMorningKst(now) } : {}),
    group: `defect:${String(d._id)}`,
  });
}

const dayDiff = (from: Date, to: Date) => Math.max(0, Math.round((Date.parse(kstDay(to)) - Date.parse(kstDay(from))) / 86_400_000));

/** A defect as the lists show it, each photo with a fresh link (`linkMinutes`, at `base`). */
export async function defectRow(d: DefectDoc, now: Date, linkMinutes?: number, base = ''): Promise<DefectRow> {
  return {
    id: String(d._id),
    contractId: String(d.contractId),
    dong: d.dong,
    ho: d.ho,
    room: d.room,
    kind: d.kind,
    text: d.text,
    state: d.state as DefectState,
    stateLabel: DEFECT_STATE_LABELS[d.state as DefectState],
    assignee: d.assignee?.name ?? null,
    reopenReason: d.reopenReason ?? null,
    createdAt: d.createdAt.toISOString(),
    ageDays: dayDiff(d.createdAt, now),
    photos: await Promise.all(d.photos.map((p) => photoLink(p.id, now, linkMinutes, base))),
    history: d.history.map((h) => ({ state: h.state as DefectState, at: h.at.toISOString(), by: h.byName, note: h.note ?? '' })),
  };
}
