import { BREAKPOINTS } from './presentation.ts';

/**
 * Breakpoints of spec §9 (768, 1024, 1260 px), one table so the design system and the storefront
 * cannot disagree. `mobile` is everything below the tablet breakpoint.
 */
export const breakpoints = { mobile: 0, ...BREAKPOINTS } as const;
export type Breakpoint = keyof typeof breakpoints;

export const breakpointNames = Object.keys(breakpoints) as Breakpoint[];

/** The media query of a breakpoint (mobile first: the query applies from the breakpoint up). */
export function mediaQuery(breakpoint: Exclude<Breakpoint, 'mobile'>): string {
  return `screen and (min-width: ${breakpoints[breakpoint]}px)`;
}
