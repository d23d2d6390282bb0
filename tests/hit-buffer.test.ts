/** The counters' shared in-memory buffer: what a flush takes, and what a stalled database costs. */
import { describe, expect, it } from 'vitest';
import { HitBuffer } from '../server/campaigns/hit-buffer';

class Flushing extends HitBuffer<number> {
  flush = () => this.take();
}

describe('hit buffer', () => {
  it('a flush takes what arrived, once; hits after it wait for the next flush', () => {
    const b = new Flushing(10);
    b.add(1);
    b.add(2);
    expect(b.pending).toBe(2);
    expect(b.flush()).toEqual([1, 2]);
    expect(b.pending).toBe(0);
    b.add(3);
    expect(b.flush()).toEqual([3]);
    expect(b.flush()).toEqual([]);
  });

  it('past its bound it drops and counts the hits instead of holding them', () => {
    const b = new Flushing(2);
    for (let i = 0; i < 5; i++) b.add(i);
    expect(b.pending).toBe(2);
    expect(b.dropped).toBe(3);
    expect(b.flush()).toEqual([0, 1]);
    b.add(9);
    expect(b.pending).toBe(1);
  });
});
