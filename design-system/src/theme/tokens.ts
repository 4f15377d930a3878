/**
 * The shape of every brand theme: semantic tokens only (what a value is for, never what it looks like).
 * `ThemeTokens` is what a brand fills in; `vars` (contract.css.ts) is the same shape as CSS variables.
 */
export const tones = ['brand', 'neutral', 'critical', 'positive', 'caution', 'info'] as const;
export type Tone = (typeof tones)[number];

/** What each tone provides; every pair used together meets WCAG 2.2 AA (see contrast.test.ts). */
export interface ToneTokens {
  /** Text and icons of this tone on the body, raised surface and the tone's soft background (≥ 4.5:1). */
  foreground: string;
  /** Soft tinted background (alerts, badges). */
  background: string;
  /** Solid fill (primary buttons, strong badges). */
  backgroundStrong: string;
  /** Solid fill under the pointer or when pressed. */
  backgroundStrongHover: string;
  /** Text on the solid fill (≥ 4.5:1 against both solid fills). */
  foregroundOnStrong: string;
  /** Borders of this tone: non-text contrast ≥ 3:1 against the body and the soft background. */
  border: string;
}

export type TextSize = 'xsmall' | 'small' | 'standard' | 'large';
export type HeadingLevel = '1' | '2' | '3' | '4';
export type Space = 'none' | 'xxsmall' | 'xsmall' | 'small' | 'medium' | 'large' | 'xlarge' | 'xxlarge' | 'xxxlarge';
export type Radius = 'none' | 'small' | 'standard' | 'large' | 'full';
export type Elevation = 'none' | 'small' | 'medium' | 'large';
export type ContentWidth = 'small' | 'medium' | 'large' | 'xlarge';

export interface TypeStep {
  fontSize: string;
  lineHeight: string;
}

export interface ThemeTokens {
  colour: {
    surface: { body: string; raised: string; sunken: string; backdrop: string };
    text: { standard: string; secondary: string; inverted: string; link: string; linkHover: string };
    border: { standard: string; field: string; subtle: string };
    /** Focus ring colour: ≥ 3:1 against the body and raised surfaces. */
    focus: string;
    tone: Record<Tone, ToneTokens>;
  };
  font: {
    family: { body: string; heading: string; mono: string };
    weight: { regular: string; medium: string; strong: string; heading: string };
  };
  text: Record<TextSize, { mobile: TypeStep; tablet: TypeStep }>;
  heading: Record<HeadingLevel, { mobile: TypeStep; tablet: TypeStep }>;
  space: Record<Space, string>;
  radius: Record<Radius, string>;
  elevation: Record<Elevation, string>;
  focusRing: { width: string; offset: string };
  /** Minimum size of anything clickable: WCAG 2.2 target size, kept at 44 px for touch. */
  touchTarget: string;
  /** Heights of controls (buttons, fields) per size; never below the touch target for `standard`. */
  controlHeight: { small: string; standard: string; large: string };
  contentWidth: Record<ContentWidth, string>;
  motion: {
    duration: { fast: string; standard: string; slow: string };
    easing: { standard: string; emphasized: string };
  };
}

/** Shared by every brand: structure, not brand identity. A brand may override any of these. */
export const sharedTokens = {
  space: {
    none: '0',
    xxsmall: '4px',
    xsmall: '8px',
    small: '12px',
    medium: '16px',
    large: '24px',
    xlarge: '32px',
    xxlarge: '48px',
    xxxlarge: '64px',
  },
  text: {
    xsmall: { mobile: step('12px', '16px'), tablet: step('12px', '16px') },
    small: { mobile: step('14px', '20px'), tablet: step('14px', '20px') },
    standard: { mobile: step('16px', '24px'), tablet: step('16px', '24px') },
    large: { mobile: step('18px', '28px'), tablet: step('20px', '30px') },
  },
  heading: {
    1: { mobile: step('28px', '34px'), tablet: step('40px', '48px') },
    2: { mobile: step('24px', '30px'), tablet: step('32px', '40px') },
    3: { mobile: step('20px', '26px'), tablet: step('24px', '32px') },
    4: { mobile: step('18px', '24px'), tablet: step('20px', '28px') },
  },
  focusRing: { width: '3px', offset: '2px' },
  touchTarget: '44px',
  controlHeight: { small: '36px', standard: '44px', large: '52px' },
  contentWidth: { small: '640px', medium: '960px', large: '1260px', xlarge: '1440px' },
  motion: {
    duration: { fast: '120ms', standard: '200ms', slow: '400ms' },
    easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)', emphasized: 'cubic-bezier(0.3, 0, 0, 1.2)' },
  },
} satisfies Partial<ThemeTokens>;

function step(fontSize: string, lineHeight: string): TypeStep {
  return { fontSize, lineHeight };
}

/** A tone's six colours in the order designers list them: text, soft fill, solid fill, hover, on-solid, border. */
export function tone(
  foreground: string,
  background: string,
  backgroundStrong: string,
  backgroundStrongHover: string,
  foregroundOnStrong: string,
  border: string,
): ToneTokens {
  return { foreground, background, backgroundStrong, backgroundStrongHover, foregroundOnStrong, border };
}
