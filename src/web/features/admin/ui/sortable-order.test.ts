import { describe, expect, it } from 'vitest';
import { dropIndex, edgeScrollSpeed, keyTarget, moveItem, movedMessage, shiftFor, slideStep } from './sortable-order';

describe('moveItem', () => {
  it('moves up and down', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});

describe('dropIndex', () => {
  // four rows 50 px high with 10 px between them
  const tops = [0, 60, 120, 180];
  const heights = [50, 50, 50, 50];
  it('stays until the middle passes a neighbour’s middle', () => {
    expect(dropIndex(tops, heights, 1, 0)).toBe(1);
    expect(dropIndex(tops, heights, 1, -59)).toBe(1);
    expect(dropIndex(tops, heights, 1, -61)).toBe(0);
    expect(dropIndex(tops, heights, 1, 61)).toBe(2);
    expect(dropIndex(tops, heights, 0, 500)).toBe(3);
    expect(dropIndex(tops, heights, 3, -500)).toBe(0);
  });
});

describe('shiftFor', () => {
  it('slides the rows between the place left and the place taken', () => {
    expect([0, 1, 2, 3].map((i) => shiftFor(i, 0, 2, 60))).toEqual([0, -60, -60, 0]);
    expect([0, 1, 2, 3].map((i) => shiftFor(i, 3, 1, 60))).toEqual([0, 60, 60, 0]);
  });
});

describe('slideStep', () => {
  it('is the held row’s height plus the gap between rows', () => {
    expect(slideStep([0, 60, 120], [50, 50, 80], 2)).toBe(90);
    expect(slideStep([0], [50], 0)).toBe(50);
  });
});

describe('edgeScrollSpeed', () => {
  it('scrolls near the edges only, faster nearer them', () => {
    expect(edgeScrollSpeed(300, 800, 64)).toBe(0);
    expect(edgeScrollSpeed(60, 800, 64)).toBe(-1);
    expect(edgeScrollSpeed(0, 800, 64)).toBe(-16);
    expect(edgeScrollSpeed(740, 800, 64)).toBe(1);
    expect(edgeScrollSpeed(800, 800, 64)).toBe(16);
  });
});

describe('keyTarget', () => {
  it('moves one place with the arrows and to the ends with Home and End, never out of the list', () => {
    expect(keyTarget('ArrowUp', 2, 5)).toBe(1);
    expect(keyTarget('ArrowDown', 2, 5)).toBe(3);
    expect(keyTarget('Home', 2, 5)).toBe(0);
    expect(keyTarget('End', 2, 5)).toBe(4);
    expect(keyTarget('ArrowUp', 0, 5)).toBeNull();
    expect(keyTarget('ArrowDown', 4, 5)).toBeNull();
    expect(keyTarget('Enter', 2, 5)).toBeNull();
  });
  it('announces the new place', () => {
    expect(movedMessage(1, 5)).toBe('Movido para a posição 2 de 5');
  });
});
