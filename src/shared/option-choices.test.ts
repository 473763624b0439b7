import { describe, expect, it } from 'vitest';
import { checkGroup, choiceHint, choiceName, choicesByGroup, countChoices } from './option-choices';

const one = { minChoices: 1, maxChoices: 1, repeatable: false };
const upTo3 = { minChoices: 0, maxChoices: 3, repeatable: false };
const sauces = { minChoices: 0, maxChoices: 3, repeatable: true };
const twoToFour = { minChoices: 2, maxChoices: 4, repeatable: false };

describe('choiceHint', () => {
  it('says how many the group takes', () => {
    expect(choiceHint(one)).toBe('Escolha 1');
    expect(choiceHint({ ...one, minChoices: 0 })).toBe('Escolha até 1');
    expect(choiceHint(upTo3)).toBe('Escolha até 3');
    expect(choiceHint(twoToFour)).toBe('Escolha de 2 a 4');
    expect(choiceHint({ minChoices: 2, maxChoices: 2, repeatable: false })).toBe('Escolha 2');
  });
});

describe('checkGroup', () => {
  it('asks for what is missing', () => {
    expect(checkGroup(one, [])).toEqual({ ok: false, problem: 'missing', missing: 1 });
    expect(checkGroup(twoToFour, [1])).toEqual({ ok: false, problem: 'missing', missing: 1 });
    expect(checkGroup(twoToFour, [1, 1])).toEqual({ ok: true });
    expect(checkGroup(upTo3, [])).toEqual({ ok: true });
  });

  it('refuses more than the maximum', () => {
    expect(checkGroup(one, [1, 1])).toEqual({ ok: false, problem: 'too_many' });
    expect(checkGroup(upTo3, [1, 1, 1, 1])).toEqual({ ok: false, problem: 'too_many' });
    expect(checkGroup(sauces, [2, 2])).toEqual({ ok: false, problem: 'too_many' });
  });

  it('takes one variation twice only where the group allows it', () => {
    expect(checkGroup(sauces, [2, 1])).toEqual({ ok: true });
    expect(checkGroup(upTo3, [2])).toEqual({ ok: false, problem: 'repeated' });
  });
});

describe('countChoices and choiceName', () => {
  it('counts repeated ids as times taken', () => {
    expect([...countChoices(['a', 'b', 'a'])]).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
  });

  it('writes a choice taken twice as 2x', () => {
    expect(choiceName({ name: 'Tahine', quantity: 2 })).toBe('2x Tahine');
    expect(choiceName({ name: 'Tahine', quantity: 1 })).toBe('Tahine');
  });
});

describe('choicesByGroup', () => {
  it('lists a line one group to a line, a choice taken twice counted twice in the price', () => {
    const o = (title: string, name: string, priceCents: number, quantity = 1) => ({
      title,
      name,
      priceCents,
      quantity,
    });
    expect(
      choicesByGroup([
        o('Acompanhamento', 'Homus', 0),
        o('Molhos extras', 'Tahine', 300, 2),
        o('Molhos extras', 'Alho', 250),
      ]),
    ).toEqual([
      { title: 'Acompanhamento', names: 'Homus', priceCents: 0 },
      { title: 'Molhos extras', names: '2x Tahine, Alho', priceCents: 850 },
    ]);
  });
});
