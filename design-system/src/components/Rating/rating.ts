import { languageTag } from '@gamelle/contract/shared/locales';
import type { Locale } from '../../i18n/locales.ts';
import { iconPaths } from '../Icon/iconPaths.ts';

/** Share of the stars row to fill, 0..1, for a score out of `max` (out-of-range scores are clamped). */
export function ratingFill(value: number, max: number): number {
  if (!Number.isFinite(value) || max <= 0) return 0;
  return Math.min(1, Math.max(0, value / max));
}

/** "4,71" (two decimals at most, as stated on the shop: 4.71 out of 5). */
export function formatScore(value: number, locale: Locale): string {
  return formatter(scoreFormatters, locale, { maximumFractionDigits: 2 }).format(value);
}

/** "25 769" / "25.769". */
export function formatCount(count: number, locale: Locale): string {
  return formatter(countFormatters, locale, {}).format(count);
}

// One formatter per language, made on first use: building an Intl.NumberFormat costs ~65 µs, and a product page
// renders eight ratings (its score, each review shown, each suggested product): 5 % of its server render was those.
const scoreFormatters = new Map<Locale, Intl.NumberFormat>();
const countFormatters = new Map<Locale, Intl.NumberFormat>();

function formatter(
  made: Map<Locale, Intl.NumberFormat>,
  locale: Locale,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  let found = made.get(locale);
  if (!found) {
    found = new Intl.NumberFormat(languageTag(locale), options);
    made.set(locale, found);
  }
  return found;
}

/** The gap between two stars of a row, in CSS pixels. */
export const STAR_GAP_PX = 2;

export interface StarRow {
  /** In the star icon's units (24 per star): `0 0 {width} 24`. */
  viewBox: string;
  /** The row's width in CSS pixels: `count` stars of `starPx` and the gaps between them. */
  width: number;
  /** Every star of the row in one path. */
  path: string;
}

const rows = new Map<string, StarRow>();

/**
 * `count` stars of `starPx` pixels, `STAR_GAP_PX` apart, drawn as one path in one viewBox: the `star-filled` icon
 * (24 units a side) moved right by a star and a gap each time. Made once per size and count.
 */
export function starRow(count: number, starPx: number): StarRow {
  const key = `${count}/${starPx}`;
  let row = rows.get(key);
  if (!row) {
    const gap = (STAR_GAP_PX * 24) / starPx;
    const star = iconPaths['star-filled'][0]!;
    const stars = Math.max(0, Math.floor(count));
    const path = Array.from({ length: stars }, (_, index) => shiftPath(star, index * (24 + gap))).join('');
    const width = stars * 24 + Math.max(0, stars - 1) * gap;
    row = {
      viewBox: `0 0 ${round(width)} 24`,
      width: stars * starPx + Math.max(0, stars - 1) * STAR_GAP_PX,
      path,
    };
    rows.set(key, row);
  }
  return row;
}

/** A path moved right by `dx`: only its absolute commands (M, L: "x y") move, relative ones follow them. */
export function shiftPath(d: string, dx: number): string {
  if (dx === 0) return d;
  return d.replace(/([ML])(-?[\d.]+)/g, (_, command: string, x: string) => `${command}${round(Number(x) + dx)}`);
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
