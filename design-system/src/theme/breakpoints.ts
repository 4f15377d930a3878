/**
 * Breakpoints of spec §9 (768, 1024, 1260 px). Local until `@gamelle/contract` exports them; then this file
 * re-exports the contract's constants so the design system and the storefront cannot disagree.
 */
export const breakpoints = { mobile: 0, tablet: 768, desktop: 1024, wide: 1260 } as const;
export type Breakpoint = keyof typeof breakpoints;

export const breakpointNames = Object.keys(breakpoints) as Breakpoint[];

/** The media query of a breakpoint (mobile first: the query applies from the breakpoint up). */
export function mediaQuery(breakpoint: Exclude<Breakpoint, 'mobile'>): string {
  return `screen and (min-width: ${breakpoints[breakpoint]}px)`;
}
