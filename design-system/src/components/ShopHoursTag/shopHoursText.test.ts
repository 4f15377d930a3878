import { describe, expect, it } from 'vitest';
import { clockText, specialText, statusText } from './shopHoursText.ts';

describe('statusText', () => {
  it('says every tag of spec §4 in French and Dutch', () => {
    expect(statusText({ kind: 'open_until', until: '19:00' }, 'fr')).toBe('Ouvert jusqu’à 19h00');
    expect(statusText({ kind: 'open_until', until: '19:00' }, 'nl')).toBe('Open tot 19:00');
    expect(statusText({ kind: 'closes_in', minutes: 25, until: '19:00' }, 'fr')).toBe('Ferme dans 25 min');
    expect(statusText({ kind: 'closes_in', minutes: 25, until: '19:00' }, 'nl')).toBe('Sluit over 25 min');
    expect(statusText({ kind: 'opens_in', minutes: 40, at: '14:00' }, 'fr')).toBe('Ouvre dans 40 min');
    expect(statusText({ kind: 'opens_today', at: '14:00' }, 'fr')).toBe('Fermé · ouvre aujourd’hui à 14h00');
    expect(statusText({ kind: 'opens_tomorrow', at: '09:30' }, 'nl')).toBe('Gesloten · opent morgen om 9:30');
    expect(statusText({ kind: 'opens_on', date: '2026-01-19', weekday: 'monday', at: '09:00' }, 'fr')).toBe(
      'Fermé · ouvre lundi 19 janvier à 9h00',
    );
    expect(statusText({ kind: 'opens_on', date: '2026-01-19', weekday: 'monday', at: '09:00' }, 'nl')).toBe(
      'Gesloten · opent maandag 19 januari om 9:00',
    );
    expect(statusText({ kind: 'closed' }, 'fr')).toBe('Fermé');
  });

  it('names midnight', () => {
    expect(clockText('24:00', 'fr')).toBe('minuit');
    expect(clockText('24:00', 'nl')).toBe('middernacht');
  });
});

describe('specialText', () => {
  it('words a single day and a range', () => {
    expect(specialText({ kind: 'special_closure', from: '2026-05-01', to: '2026-05-01' }, 'fr')).toBe(
      'Fermeture exceptionnelle le 1 mai',
    );
    expect(specialText({ kind: 'special_closure', from: '2026-01-12', to: '2026-01-14' }, 'nl')).toBe(
      'Uitzonderlijk gesloten van 12 januari tot 14 januari',
    );
    expect(specialText({ kind: 'special_opening', from: '2026-12-20', to: '2026-12-20' }, 'fr')).toBe(
      'Ouverture exceptionnelle le 20 décembre',
    );
  });
});
