import { describe, expect, it } from 'vitest';
import { settled } from './event-gaps';

const e = (id: number, old = false) => ({ id, old });

describe('settled', () => {
  it('keeps every event when no id is missing', () => {
    expect(settled([e(5), e(6), e(7)], 4).map((x) => x.id)).toEqual([5, 6, 7]);
  });

  it('stops before a missing id while the event after it is recent', () => {
    expect(settled([e(5), e(7), e(8)], 4).map((x) => x.id)).toEqual([5]);
    expect(settled([e(6), e(7)], 4)).toEqual([]);
  });

  it('passes a gap once the event after it is old enough (a rolled-back id)', () => {
    expect(settled([e(5), e(7, true), e(8)], 4).map((x) => x.id)).toEqual([5, 7, 8]);
  });

  it('still stops at a later gap after passing an old one', () => {
    expect(settled([e(5), e(7, true), e(9)], 4).map((x) => x.id)).toEqual([5, 7]);
  });
});
