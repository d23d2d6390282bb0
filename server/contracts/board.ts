/**
 * The 잔여세대 board follows the ledger: a unit with a live contract is 계약완료, and a unit whose
 * contract ended by 해약 goes back as 보류 (reason 해약) for the desk to release. One function moves
 * the board after every write that makes or ends a contract; each move is the board's own
 * conditional change with its history line (units/rules.ts), and a hold of someone other than the
 * contract's holders ends, in words. `boardDrift` lists the units where the two differ (checked at start).
 */
import { UNIT_STATE_LABELS, type UnitState } from '../../shared/units';
import { HttpError } from '../http/errors';
import { Unit, type UnitDoc } from '../units/model';
import { changeState } from '../units/rules';
import { Contract } from './model';
import { LIVE, liveContractOf } from './live';

export interface BoardStep {
  by: string;
  now: Date;
  /** What moved the ledger ('계약 원장 가져오기', '해약' …): the board's history says it. */
  why: string;
}

/** Moves the unit of this 동·호 to what its ledger says; a board not loaded (no such unit) is left alone. */
export async function boardFollowsLedger(dong: string, ho: string, step: BoardStep): Promise<UnitState | null> {
  for (let attempt = 0; attempt < 4; attempt++) {
    const unit = await Unit.findOne({ dong, ho }, { state: 1, hold: 1 }).lean<Pick<UnitDoc, '_id' | 'state' | 'hold'>>();
    if (!unit) return null;
    const live = await liveContractOf<{ holderPhones?: string[] }>(`${dong}-${ho}`, { holderPhones: 1 });
    const from = unit.state as UnitState;
    const to: UnitState = live ? 'contracted' : from === 'contracted' ? 'reserved' : from;
    if (to === from) return from;
    const othersHold = !!live && !!unit.hold && !(live.holderPhones ?? []).includes(unit.hold.phone ?? '');
    const reason = live
      ? `${step.why}: 계약완료${from === 'held' || from === 'pending' ? (othersHold ? ' (다른 계약자로 계약되어 홀드 종료)' : ' (홀드한 분의 계약)') : ''}`
      : `${step.why}: ${UNIT_STATE_LABELS.reserved}(해약, 다시 공급하려면 잔여로 바꿔 주세요)`;
    try {
      await changeState(unit._id, { to, by: step.by, reason, now: step.now, from: [from], endHold: othersHold });
      return to;
    } catch (err) {
      if (!(err instanceof HttpError) || err.status !== 409) throw err; // moved meanwhile: read again
    }
  }
  throw new Error(`unit ${dong}-${ho} kept changing while the board followed its ledger`);
}

/** Units whose board state is not what their ledger says (a live contract ⇔ 계약완료). */
export async function boardDrift(): Promise<{ unit: string; board: UnitState; ledger: 'live' | 'none' }[]> {
  const [units, live] = await Promise.all([
    Unit.find({}, { dong: 1, ho: 1, state: 1 }).lean<Pick<UnitDoc, 'dong' | 'ho' | 'state'>[]>(),
    Contract.find(LIVE, { unitKey: 1 }).lean<{ unitKey: string }[]>(),
  ]);
  const liveKeys = new Set(live.map((c) => c.unitKey));
  return units
    .map((u) => ({ unit: `${u.dong}-${u.ho}`, board: u.state as UnitState, ledger: liveKeys.has(`${u.dong}-${u.ho}`) ? ('live' as const) : ('none' as const) }))
    .filter((d) => (d.ledger === 'live') !== (d.board === 'contracted'));
}
