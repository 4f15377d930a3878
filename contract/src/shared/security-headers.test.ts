import { describe, expect, it } from 'vitest';
import { securityHeaders, TAG_MANAGER_HOSTS } from './security-headers.ts';

const csp = (options: Parameters<typeof securityHeaders>[0]) => securityHeaders(options)['Content-Security-Policy']!;
const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('page CSP and the tag manager', () => {
  it('allows no third-party host without a tag manager', () => {
    const policy = csp({ production: true, nonce: 'abc' });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-abc'");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(policy).not.toContain('google');
  });

  it("adds the tag manager's hosts only when one is configured", () => {
    const policy = csp({ production: true, nonce: 'abc', tagManager: true });
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' 'nonce-abc' ${TAG_MANAGER_HOSTS.script[0]}`);
    for (const host of TAG_MANAGER_HOSTS.connect) expect(directive(policy, 'connect-src')).toContain(host);
    for (const host of TAG_MANAGER_HOSTS.img) expect(directive(policy, 'img-src')).toContain(host);
    expect(policy).not.toContain('unsafe-eval');
  });

  it('keeps answers that are not pages closed, tag manager or not', () => {
    expect(csp({ production: true, tagManager: true })).toMatch(/^default-src 'none'/);
    expect(csp({ production: true, tagManager: true })).not.toContain('google');
  });
});
