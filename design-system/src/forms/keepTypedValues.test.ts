import { describe, expect, it } from 'vitest';
import { typedState, type ControlLike } from './keepTypedValues.ts';

const input = (fields: Partial<ControlLike>): ControlLike => ({ tagName: 'INPUT', type: 'text', ...fields });
const option = (value: string, defaultSelected = false, disabled = false) => ({ value, defaultSelected, disabled });

describe('typedState: what a customer changed in a server-rendered control before hydration', () => {
  it('a text differing from the value the server sent, empty or pre-filled', () => {
    expect(typedState(input({ value: 'lea@example.fr', defaultValue: '' }))).toEqual({ value: 'lea@example.fr' });
    expect(typedState(input({ value: 'Alinea', defaultValue: 'Aline' }))).toEqual({ value: 'Alinea' });
    expect(typedState(input({ value: '', defaultValue: 'Aline' }))).toEqual({ value: '' });
    expect(typedState(input({ value: 'Aline', defaultValue: 'Aline' }))).toBeUndefined();
    expect(typedState({ tagName: 'TEXTAREA', value: 'Bonjour', defaultValue: '' })).toEqual({ value: 'Bonjour' });
    expect(typedState(input({ type: 'tel', value: '06 12', defaultValue: '' }))).toEqual({ value: '06 12' });
  });

  it('a checkbox or radio ticked or unticked against its checked attribute', () => {
    expect(typedState(input({ type: 'checkbox', checked: true, defaultChecked: false }))).toEqual({ checked: true });
    expect(typedState(input({ type: 'radio', checked: false, defaultChecked: true }))).toEqual({ checked: false });
    expect(typedState(input({ type: 'checkbox', checked: true, defaultChecked: true }))).toBeUndefined();
  });

  it('a select moved from its selected option, else from its first enabled one', () => {
    const select = (value: string, options: ReturnType<typeof option>[]): ControlLike => ({
      tagName: 'SELECT',
      value,
      options,
    });
    expect(typedState(select('', [option(''), option('order')]))).toBeUndefined();
    expect(typedState(select('order', [option(''), option('order')]))).toEqual({ value: 'order' });
    expect(typedState(select('BE', [option('FR', true), option('BE')]))).toEqual({ value: 'BE' });
    expect(typedState(select('FR', [option('FR', true), option('BE')]))).toBeUndefined();
    expect(typedState(select('a', [option('x', false, true), option('a')]))).toBeUndefined();
  });

  it('nothing for what a customer does not type: files, hidden values, buttons', () => {
    for (const type of ['file', 'hidden', 'submit', 'button'])
      expect(typedState(input({ type, value: 'x', defaultValue: '' }))).toBeUndefined();
  });
});
