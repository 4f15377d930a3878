import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, STATUS_DISPLAY_GROUPS } from '@gamelle/contract/order/statuses';
import { locales } from '../../i18n/locales.ts';
import { statusPresentation } from './statusLabel.ts';

describe('statusPresentation', () => {
  it('labels every status of spec §4 in French and Dutch, differently from its code', () => {
    for (const locale of locales) {
      for (const status of ORDER_STATUSES) {
        const { label } = statusPresentation(status, locale);
        expect(label.trim(), `${locale}:${status}`).not.toBe('');
        expect(label, `${locale}:${status}`).not.toBe(status);
      }
    }
  });

  it('gives each display group its tone', () => {
    const tones = { positive: 'positive', warning: 'caution', error: 'critical', neutral: 'neutral' } as const;
    for (const [group, statuses] of Object.entries(STATUS_DISPLAY_GROUPS)) {
      for (const status of statuses) {
        expect(statusPresentation(status, 'fr')).toMatchObject({ group, tone: tones[group as keyof typeof tones] });
      }
    }
  });

  it('uses the masculine form for a subscription in French', () => {
    expect(statusPresentation('active', 'fr', 'subscription').label).toBe('Actif');
    expect(statusPresentation('active', 'fr', 'order').label).toBe('Active');
    expect(statusPresentation('paused', 'fr', 'subscription').label).toBe('En pause');
  });

  it('shows an unknown status as neutral text', () => {
    expect(statusPresentation('on_hold', 'nl')).toEqual({ label: 'on hold', group: 'neutral', tone: 'neutral' });
  });
});
