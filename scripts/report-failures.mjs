// The failed tests of a suite's JSON report (Playwright's or Vitest's), one line each: where, which test, and the
// first line of its error. The test summary prints them last, so the tail of a CI log says what broke.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

export function readFailures(file, root = process.cwd()) {
  if (!existsSync(file)) return [];
  try {
    return failuresOf(JSON.parse(readFileSync(file, 'utf8')), root);
  } catch {
    return [];
  }
}

export function failuresOf(report, root = process.cwd()) {
  const firstLine = (message) =>
    String(message ?? '')
      // eslint-disable-next-line no-control-regex -- terminal colours in the reporters' messages
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .map((line) => line.trim())
      .find(Boolean)
      ?.slice(0, 200) ?? '';
  const out = [];
  if (report.suites) {
    // Playwright: suites nest; a spec failed when none of its retries passed.
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          if (t.status !== 'unexpected') continue;
          const last = t.results?.at(-1);
          const title = [...titles, spec.title].filter(Boolean).join(' › ');
          out.push(
            `${spec.file}:${spec.line} ${title} — ${firstLine(last?.error?.message ?? last?.errors?.[0]?.message)}`,
          );
        }
      }
      for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    };
    for (const suite of report.suites) walk(suite, []);
    return out;
  }
  for (const file of report.testResults ?? []) {
    const name = relative(root, file.name ?? '');
    const failedTests = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failedTests) out.push(`${name} ${a.fullName} — ${firstLine(a.failureMessages?.[0])}`);
    if (!failedTests.length && file.status === 'failed') out.push(`${name} — ${firstLine(file.message)}`);
  }
  return out;
}
