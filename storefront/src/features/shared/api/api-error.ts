/** An API answer that is not a success: its status and the server's message (shown to the customer). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** The message a server error body carries (`message`, `hydra:description`, `detail`), if any. */
export function serverMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  // A ConstraintViolationList: its violations' own messages read better than the "path: message" summary.
  if (Array.isArray(record.violations)) {
    const messages = record.violations
      .map((v: unknown) => (v && typeof v === 'object' ? (v as { message?: unknown }).message : undefined))
      .filter((m): m is string => typeof m === 'string' && m.trim() !== '');
    if (messages.length > 0) return messages.join(' ');
  }
  for (const key of ['message', 'hydra:description', 'detail', 'description']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return undefined;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
