import { describe, expect, it } from 'vitest';
import { settled } from './event-gaps';

/** What a reader keeps of a batch of up to 10 rows. */
const kept = (read: { id: number; old: boolean }[], afterId: number) => settled(read, afterId, 10).events;

const e = (id: number, old = false) => ({ id, old });

describe('settled', () => {
  it('keeps every event when no id is missing', () => {
    expect(kept([e(5), e(6), e(7)], 4).map((x) => x.id)).toEqual([5, 6, 7]);
  });

  it('stops before a missing id while the event after it is recent', () => {
    expect(kept([e(5), e(7), e(8)], 4).map((x) => x.id)).toEqual([5]);
    expect(kept([e(6), e(7)], 4)).toEqual([]);
  });

  it('passes a gap once the event after it is old enough (a rolled-back id)', () => {
    expect(kept([e(5), e(7, true), e(8)], 4).map((x) => x.id)).toEqual([5, 7, 8]);
  });

  it('reads on at once only after a full batch kept whole', () => {
    const full = Array.from({ length: 10 }, (_, i) => e(5 + i));
    expect(settled(full, 4, 10)).toMatchObject({ more: true, held: false });
    expect(settled([...full.slice(0, 9), e(15)], 4, 10)).toMatchObject({ more: false, held: true });
    expect(settled(full.slice(0, 9), 4, 10)).toMatchObject({ more: false, held: false });
  });

  it('still stops at a later gap after passing an old one', () => {
    expect(kept([e(5), e(7, true), e(9)], 4).map((x) => x.id)).toEqual([5, 7]);
  });
});
