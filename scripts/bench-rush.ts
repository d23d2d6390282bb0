/**
 * `npm run bench -- --only=rush`: the morning of a first-come sale. 5,000 simulated buyers arrive
 * within 10 s of the opening for 200 units: each joins the line (verified phone), waits until
 * admitted, reads the list, and tries to hold a unit still available (again on 409) until it holds
 * one or none is left. Figures: join latency, answers by status, and, read back from the
 * database, whether any unit was held twice, any phone holds two, and every unit was held.
 */
import { createHmac } from 'node:crypto';
import mongoose from 'mongoose';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { signToken } from '../server/verification/crypto';

export const RUSH_VERIFICATION_KEY = 'bench-rush-verification-key-0123456789abcdef';
const UNITS = 200;
const ARRIVAL_WINDOW_MS = 10_000;

export interface RushFigures {
  buyers: number;
  units: number;
  answered: number;
  unanswered: number;
  statuses: Record<string, number>;
  joinP50: number;
  joinP99: number;
  joinMax: number;
  holdP99: number;
  held: number;
  unitsHeldTwice: number;
  phonesWithTwo: number;
  soldOutAfterMs: number;
  /** The simulated buyers' own event-loop delay (ms): a busy client inflates the latencies it measures. */
  clientLagP99: number;
  clientLagMax: number;
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! : 0;
};

export async function rushScenario(base: string, mongoUri: string, BUYERS = 5000): Promise<RushFigures> {
  const conn = await mongoose.createConnection(mongoUri).asPromise();
  const now = Date.now();
  const units = Array.from({ length: UNITS }, (_, i) => {
    const dong = String(101 + Math.floor(i / 40));
    const floor = 2 + Math.floor((i % 40) / 4);
    const line = 1 + (i % 4);
    return { dong, ho: `${floor}0${line}`, floor, line: String(line), unitType: line <= 2 ? '84A' : '59B', state: 'available', history: [], createdAt: new Date(now), updatedAt: new Date(now) };
  });
  await conn.collection('units').insertMany(units);
  const opensAt = now + 3000;
  // 300 a minute: the first minute lets in more buyers than there are units.
  await conn.collection('unit_sale').updateOne({ _id: 'sale' as never }, { $set: { opensAt: new Date(opensAt), admitPerMinute: 300, holdMinutes: 10, visible: true, updatedAt: new Date() } }, { upsert: true });

  const key = createHmac('sha256', RUSH_VERIFICATION_KEY).update('phone-verification/v1').digest();
  const statuses: Record<string, number> = {};
  const count = (k: string) => (statuses[k] = (statuses[k] ?? 0) + 1);
  const joinMs: number[] = [];
  const holdMs: number[] = [];
  let answered = 0;
  let unanswered = 0;
  let soldOut = false;
  let soldOutAt = 0;

  async function call(path: string, init?: RequestInit): Promise<Response | null> {
    try {
      const res = await fetch(base + path, init);
      count(`${init?.method ?? 'GET'} ${path.replace(/[0-9a-f]{24}/, ':id').replace(/queue\/.+/, 'queue/:ticket')} ${res.status}`);
      return res;
    } catch (err) {
      const cause = (err as { cause?: { code?: string } }).cause?.code ?? (err as Error).name;
      count(`no answer (${cause})`);
      return null;
    }
  }
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  async function buyer(i: number) {
    const phone = `010-${String(2000 + Math.floor(i / 10000)).padStart(4, '0')}-${String(i % 10000).padStart(4, '0')}`;
    const person = { name: `구매자${i}`, phone, verificationToken: signToken(key, phone, new Date(Date.now() + 30 * 60_000)) };
    await sleep(Math.max(0, opensAt + Math.random() * ARRIVAL_WINDOW_MS - Date.now()));
    const t0 = performance.now();
    const joined = await call('/api/units/queue', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(person) });
    joinMs.push(performance.now() - t0);
    if (!joined) return void unanswered++;
    answered++;
    if (joined.status !== 201) return;
    const { ticket, position } = (await joined.json()) as { ticket: string; position: number };
    let admitted = position === 0;
    let wait = 2;
    // As the page does: asked again every 2 s near one's turn, at most every 10 s while far from it.
    while (!admitted && !soldOut) {
      await sleep(wait * 1000);
      const s = await call(`/api/units/queue/${ticket}`);
      const body = s?.ok ? ((await s.json()) as { admitted: boolean; estimatedSeconds: number }) : null;
      admitted = !!body?.admitted;
      wait = Math.min(10, Math.max(2, body?.estimatedSeconds ?? 2));
    }
    while (!soldOut) {
      const list = await call('/api/units');
      if (!list?.ok) return;
      const open = ((await list.json()) as { units: { id: string; state: string }[] }).units.filter((u) => u.state === 'available');
      if (!open.length) {
        if (!soldOut) soldOutAt = Date.now();
        soldOut = true;
        return;
      }
      const pick = open[Math.floor(Math.random() * open.length)]!;
      const h0 = performance.now();
      const held = await call(`/api/units/${pick.id}/hold`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Queue-Ticket': ticket },
        body: JSON.stringify(person),
      });
      holdMs.push(performance.now() - h0);
      if (!held || held.status === 201) return;
      if (held.status !== 409) return;
      await held.text();
    }
  }

  // The buyers' own process is measured too: its delays would show as the server's latency.
  const lag = monitorEventLoopDelay({ resolution: 20 });
  lag.enable();
  await Promise.all(Array.from({ length: BUYERS }, (_, i) => buyer(i)));
  lag.disable();
  const clientLagP99 = Math.round(lag.percentile(99) / 1e6);
  const clientLagMax = Math.round(lag.max / 1e6);

  const unitDocs = await conn.collection('units').find({}, { projection: { state: 1, history: 1 } }).toArray();
  const holds = await conn.collection('unit_holds').find({ active: true }, { projection: { phone: 1, unitId: 1 } }).toArray();
  const perUnit = new Map<string, number>();
  for (const h of holds) perUnit.set(String(h.unitId), (perUnit.get(String(h.unitId)) ?? 0) + 1);
  const perPhone = new Map<string, number>();
  for (const h of holds) perPhone.set(String(h.phone), (perPhone.get(String(h.phone)) ?? 0) + 1);
  const heldTwice = unitDocs.filter((u) => (u.history as { to: string }[]).filter((c) => c.to === 'held').length > 1 || (perUnit.get(String(u._id)) ?? 0) > 1).length;
  await conn.close();
  return {
    buyers: BUYERS,
    units: UNITS,
    answered,
    unanswered,
    statuses,
    joinP50: Math.round(percentile(joinMs, 50)),
    joinP99: Math.round(percentile(joinMs, 99)),
    joinMax: Math.round(Math.max(...joinMs)),
    holdP99: Math.round(percentile(holdMs, 99)),
    held: unitDocs.filter((u) => u.state === 'held').length,
    unitsHeldTwice: heldTwice,
    phonesWithTwo: [...perPhone.values()].filter((n) => n > 1).length,
    soldOutAfterMs: soldOutAt ? soldOutAt - opensAt : -1,
    clientLagP99,
    clientLagMax,
  };
}

export function printRush(f: RushFigures) {
  console.log(`\nfirst-come rush: ${f.buyers} buyers arriving within 10 s of the opening for ${f.units} units`);
  console.log(`  joins answered ${f.answered}/${f.buyers} (no answer: ${f.unanswered}); join latency p50 ${f.joinP50} ms, p99 ${f.joinP99} ms, max ${f.joinMax} ms; hold p99 ${f.holdP99} ms`);
  console.log(`  the buyers' own process: event-loop delay p99 ${f.clientLagP99} ms, max ${f.clientLagMax} ms`);
  console.log(`  units held ${f.held}/${f.units}; units held twice ${f.unitsHeldTwice}; phones holding two ${f.phonesWithTwo}; sold out ${(f.soldOutAfterMs / 1000).toFixed(1)} s after the opening`);
  const fivexx = Object.entries(f.statuses).filter(([k]) => / 5\d\d$/.test(k));
  console.log(`  5xx answers: ${fivexx.length ? fivexx.map(([k, n]) => `${k}:${n}`).join(', ') : 'none'}`);
  console.log('  answers:');
  for (const [k, n] of Object.entries(f.statuses).sort()) console.log(`    ${k.padEnd(44)}${n}`);
}
