import { describe, expect, it } from 'vitest';
import { commonMessages } from './commonMessages.ts';
import { defineMessages, formatMessage } from './defineMessages.ts';

describe('defineMessages', () => {
  it('keeps both locales', () => {
    const m = defineMessages({ fr: { hello: 'Bonjour' }, nl: { hello: 'Hallo' } });
    expect(m.nl.hello).toBe('Hallo');
  });

  it('rejects a Dutch dictionary missing a key at type level', () => {
    // @ts-expect-error: `nl` lacks `bye`
    defineMessages({ fr: { hello: 'Bonjour', bye: 'Au revoir' }, nl: { hello: 'Hallo' } });
  });

  it('has no empty string in the shared dictionary', () => {
    for (const dictionary of Object.values(commonMessages)) {
      for (const value of Object.values(dictionary)) expect(value.trim()).not.toBe('');
    }
  });
});

describe('formatMessage', () => {
  it('fills placeholders', () => {
    expect(formatMessage('{count} avis', { count: 25769 })).toBe('25769 avis');
  });
  it('leaves an unknown placeholder visible', () => {
    expect(formatMessage('{count} avis', { total: 1 })).toBe('{count} avis');
  });
});
