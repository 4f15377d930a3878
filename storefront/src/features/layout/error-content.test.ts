import { describe, expect, it } from 'vitest';
import { ApiError } from '../shared/index.ts';
import { errorContent, statusOf } from './error-content.ts';
import { errorMessages } from './error-messages.ts';

describe('error pages', () => {
  it('give each known status its own title and message, in both languages', () => {
    expect(errorContent(503, errorMessages.fr).title).toBe('Site en maintenance');
    expect(errorContent(503, errorMessages.nl).title).toBe('Site in onderhoud');
    expect(errorContent(401, errorMessages.fr).text).toContain('Connectez-vous');
  });

  it('fall back to the generic text for other codes', () => {
    expect(errorContent(418, errorMessages.fr)).toEqual({
      title: 'Une erreur est survenue',
      text: errorMessages.fr.errorText,
    });
    expect(errorContent(undefined, errorMessages.nl).title).toBe('Er is een fout opgetreden');
  });

  it('read the status of an API error, 500 for anything else', () => {
    expect(statusOf(new ApiError({ status: 502, message: 'Bad gateway' }))).toBe(502);
    expect(statusOf(new Error('boom'))).toBe(500);
    expect(statusOf({ status: 200 })).toBe(500);
  });
});
