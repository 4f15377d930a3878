import { describe, expect, it } from 'vitest';
import { chosenAll, chosenOne } from './form-choices.ts';
import { MEAL_FREQUENCIES } from './guide-search.ts';

/** A step's form as FormData reads it: its checked radios and ticked boxes, in the form's order. */
const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe('chosenOne', () => {
  it('gives the checked radio of the name, when it is one of the allowed values', () => {
    expect(chosenOne(form([['meals', 'every_day']]), 'meals', MEAL_FREQUENCIES)).toBe('every_day');
    expect(chosenOne(form([['kibble', 'CHAT-SEC-ADULTE-POULET']]), 'kibble', ['CHAT-SEC-ADULTE-POULET'])).toBe(
      'CHAT-SEC-ADULTE-POULET',
    );
  });

  it('gives nothing when no radio of the name is checked, or a value the step does not offer', () => {
    expect(chosenOne(form([]), 'meals', MEAL_FREQUENCIES)).toBeUndefined();
    expect(chosenOne(form([['kibble', 'X']]), 'meals', MEAL_FREQUENCIES)).toBeUndefined();
    expect(chosenOne(form([['meals', 'twice_a_day']]), 'meals', MEAL_FREQUENCIES)).toBeUndefined();
  });

  it('reads a file field as nothing', () => {
    const data = new FormData();
    data.append('meals', new Blob(['every_day']), 'meals.txt');
    expect(chosenOne(data, 'meals', MEAL_FREQUENCIES)).toBeUndefined();
  });
});

describe('chosenAll', () => {
  it('gives the ticked boxes of the name in the form’s order, the offered ones only', () => {
    const data = form([
      ['recipes', 'B'],
      ['kibble', 'K'],
      ['recipes', 'A'],
      ['recipes', 'Z'],
    ]);
    expect(chosenAll(data, 'recipes', ['A', 'B', 'C'])).toEqual(['B', 'A']);
    expect(chosenAll(form([]), 'recipes', ['A'])).toEqual([]);
  });
});
