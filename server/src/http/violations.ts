import type { Violation } from '@gamelle/contract/errors';
import type { z } from 'zod';

/**
 * One violation per failed zod issue. The contract's rules use stable keys as messages (e.g. `too_short`);
 * those become the violation's `code` and the message says the same in words for API users.
 */
export function toViolations(error: z.ZodError): Violation[] {
  return error.issues.map((issue) => {
    const propertyPath = issue.path.map(String).join('.');
    const keyLike = /^[a-z][a-z0-9_.]*$/.test(issue.message);
    const code = keyLike ? issue.message : issue.code;
    const message = keyLike ? describe(issue) : issue.message;
    const params: Record<string, string | number> = {};
    if ('minimum' in issue && (typeof issue.minimum === 'number' || typeof issue.minimum === 'bigint'))
      params.min = Number(issue.minimum);
    if ('maximum' in issue && (typeof issue.maximum === 'number' || typeof issue.maximum === 'bigint'))
      params.max = Number(issue.maximum);
    return Object.keys(params).length ? { propertyPath, code, message, params } : { propertyPath, code, message };
  });
}

function describe(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'This value should not be blank.' : 'This value is not valid.';
    case 'too_small':
      return `This value is too short or too small (minimum ${String(issue.minimum)}).`;
    case 'too_big':
      return `This value is too long or too large (maximum ${String(issue.maximum)}).`;
    default:
      return `This value is not valid (${issue.message}).`;
  }
}
