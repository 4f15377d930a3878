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

describe('page CSP and Google (reCAPTCHA v3, Sign In With Google)', () => {
  it('allows none of their hosts when neither key is configured', () => {
    const headers = securityHeaders({ production: true, nonce: 'abc' });
    expect(headers['Content-Security-Policy']).not.toMatch(/google|gstatic/);
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
  });

  it("allows reCAPTCHA's script, frame and calls only with a site key", () => {
    const policy = csp({ production: true, nonce: 'abc', recaptcha: true });
    expect(directive(policy, 'script-src')).toBe(
      "script-src 'self' 'nonce-abc' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
    );
    expect(directive(policy, 'frame-src')).toBe(
      "frame-src 'self' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/",
    );
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://www.google.com/recaptcha/");
    expect(policy).not.toContain('accounts.google.com');
  });

  it("allows Google Identity Services' script, frame, calls and style only with a client id", () => {
    const headers = securityHeaders({ production: true, nonce: 'abc', googleSignIn: true });
    const policy = headers['Content-Security-Policy']!;
    expect(directive(policy, 'script-src')).toBe(
      "script-src 'self' 'nonce-abc' https://accounts.google.com/gsi/client",
    );
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self' https://accounts.google.com/gsi/");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://accounts.google.com/gsi/");
    expect(directive(policy, 'style-src')).toBe(
      "style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style",
    );
    expect(policy).not.toContain('recaptcha');
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
  });

  it('keeps answers that are not pages closed with both configured', () => {
    expect(csp({ production: true, recaptcha: true, googleSignIn: true })).not.toMatch(/google|gstatic/);
  });
});
