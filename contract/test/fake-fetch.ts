// A scripted fetch for the client's tests: records every call and answers from a queue (the last answer repeats).
export type RecordedCall = {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  init: RequestInit;
};
type Answer = Response | Error | 'hang' | ((call: RecordedCall) => Response | Promise<Response>);

export function fakeFetch(...answers: Answer[]) {
  const calls: RecordedCall[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: RecordedCall = {
      url: new URL(String(input), 'http://shop.test'),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      init,
    };
    calls.push(call);
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
    if (answer === undefined) throw new Error('no answer scripted');
    if (answer === 'hang') return new Promise<Response>(() => {});
    if (answer instanceof Error) throw answer;
    if (typeof answer === 'function') return answer(call);
    return answer.clone();
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/ld+json', ...headers } });
}

export function empty(status = 204): Response {
  return new Response(null, { status });
}
