import type { errorMessages } from './error-messages.ts';
import { knownStatuses } from './error-messages.ts';

type ErrorCatalogue = (typeof errorMessages)['fr'];

/** The title and message of an error page: one per known status code, the generic text for any other. */
export function errorContent(status: number | undefined, messages: ErrorCatalogue): { title: string; text: string } {
  const known = knownStatuses.find((s) => s === status);
  if (!known) return { title: messages.errorTitle, text: messages.errorText };
  return { title: messages[`status${known}Title`], text: messages[`status${known}Text`] };
}

/** The HTTP status an error stands for: the API's status, else 500. */
export function statusOf(error: unknown): number {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
    return error.status >= 400 && error.status < 600 ? error.status : 500;
  }
  return 500;
}
