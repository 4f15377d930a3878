/** Retries of a refused renewal: 1, 3 and 7 days after each failure (issue 15), then none. */
export const retryDays = [1, 3, 7] as const;
