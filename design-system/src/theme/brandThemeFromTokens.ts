import type { BrandTheme } from './BrandTheme.ts';
import { vars } from './contract.css.ts';
import type { ThemeTokens } from './tokens.ts';

/**
 * A brand theme made from a token file alone, at run time: no build plugin in the app. The tokens become one
 * CSS rule (`.gamelle-brand-<name> { --…: …; }`, the same variables the compiled themes set) that
 * `ThemeProvider` renders once in a `<style>` element, so server rendering, hydration and portals (which
 * re-apply the class under `<body>`) all see it. Motion durations drop to 0 under reduced motion, as in
 * `createBrandTheme`. `name` must be a CSS identifier (lower case letters, digits, dashes).
 */
export function brandThemeFromTokens(tokens: ThemeTokens, brand: { name: string; label: string }): BrandTheme {
  if (!/^[a-z][a-z0-9-]*$/.test(brand.name)) throw new RangeError(`Not a brand theme name: ${brand.name}`);
  const className = `gamelle-brand-${brand.name}`;
  const declarations: string[] = [];
  collect(vars, tokens, declarations);
  const still = [vars.motion.duration.fast, vars.motion.duration.standard, vars.motion.duration.slow]
    .map((ref) => `${variableName(ref)}:0ms`)
    .join(';');
  const css =
    `.${className}{${declarations.join(';')}}` + `@media (prefers-reduced-motion: reduce){.${className}{${still}}}`;
  return { name: brand.name, label: brand.label, className, css };
}

function collect(contract: unknown, values: unknown, out: string[]): void {
  if (typeof contract === 'string') {
    if (typeof values !== 'string') throw new TypeError(`Missing token for ${contract}`);
    if (/[;{}<]/.test(values)) throw new RangeError(`Unsafe token value: ${values}`);
    out.push(`${variableName(contract)}:${values}`);
    return;
  }
  for (const [key, child] of Object.entries(contract as Record<string, unknown>)) {
    collect(child, (values as Record<string, unknown> | undefined)?.[key], out);
  }
}

/** `var(--colour-surface-body__1x2y3z)` → `--colour-surface-body__1x2y3z`. */
function variableName(reference: string): string {
  return reference.replace(/^var\((--[^,)]+).*$/, '$1');
}
