// Docs blocks of the Foundations pages: every token group of the theme contract, one column per brand, drawn
// from the brands' token files (so a new token or brand shows up without editing the page).
import type { CSSProperties, ReactNode } from 'react';
import { Icon } from '../components/Icon/Icon.tsx';
import { iconNames } from '../components/Icon/iconPaths.ts';
import { croquetterieTokens } from '../theme/themes/croquetterie.tokens.ts';
import { gamelleTokens } from '../theme/themes/gamelle.tokens.ts';
import { mistigriTokens } from '../theme/themes/mistigri.tokens.ts';
import { tones, type ThemeTokens } from '../theme/tokens.ts';

const brands: { name: string; tokens: ThemeTokens }[] = [
  { name: 'Gamelle', tokens: gamelleTokens },
  { name: 'La Croquetterie', tokens: croquetterieTokens },
  { name: 'Mistigri', tokens: mistigriTokens },
];

const cell: CSSProperties = { padding: '6px 8px', borderBottom: '1px solid #ddd', verticalAlign: 'middle' };
const mono: CSSProperties = { fontFamily: 'ui-monospace, Menlo, monospace', fontSize: 12 };

function Table({ rows, render }: { rows: string[]; render: (tokens: ThemeTokens, row: string) => ReactNode }) {
  return (
    // Scrolls sideways on a phone rather than widening the page.
    <div style={{ overflowX: 'auto' }}>
      <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
        <thead>
          <tr>
            <th style={{ ...cell, textAlign: 'left' }}>Token</th>
            {brands.map((brand) => (
              <th key={brand.name} style={{ ...cell, textAlign: 'left' }}>
                {brand.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row}>
              <td style={{ ...cell, ...mono }}>{row}</td>
              {brands.map((brand) => (
                <td key={brand.name} style={cell}>
                  {render(brand.tokens, row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function get(tokens: ThemeTokens, path: string): string {
  return path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], tokens) as string;
}

function Swatch({ colour }: { colour: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <span
        style={{ width: 28, height: 28, borderRadius: 6, background: colour, border: '1px solid rgba(0,0,0,0.2)' }}
      />
      <span style={mono}>{colour}</span>
    </span>
  );
}

const colourRows = [
  ...['body', 'raised', 'sunken'].map((k) => `colour.surface.${k}`),
  ...['standard', 'secondary', 'link', 'linkHover'].map((k) => `colour.text.${k}`),
  ...['standard', 'field', 'subtle'].map((k) => `colour.border.${k}`),
  'colour.focus',
  ...tones.flatMap((tone) =>
    ['foreground', 'background', 'backgroundStrong', 'foregroundOnStrong', 'border'].map(
      (k) => `colour.tone.${tone}.${k}`,
    ),
  ),
];

export function ColourTokens() {
  return <Table rows={colourRows} render={(tokens, row) => <Swatch colour={get(tokens, row)} />} />;
}

export function TypeScale() {
  const rows = [
    ...(['1', '2', '3', '4'] as const).map((level) => `heading.${level}`),
    ...(['large', 'standard', 'small', 'xsmall'] as const).map((size) => `text.${size}`),
  ];
  return (
    <Table
      rows={rows}
      render={(tokens, row) => {
        const step = get(tokens, `${row}.tablet`) as unknown as { fontSize: string; lineHeight: string };
        const heading = row.startsWith('heading');
        return (
          <span
            style={{
              fontFamily: heading ? tokens.font.family.heading : tokens.font.family.body,
              fontWeight: heading ? tokens.font.weight.heading : tokens.font.weight.regular,
              fontSize: step.fontSize,
              lineHeight: step.lineHeight,
            }}
          >
            Croquettes {step.fontSize}
          </span>
        );
      }}
    />
  );
}

export function SpacingTokens() {
  return (
    <Table
      rows={Object.keys(gamelleTokens.space).map((k) => `space.${k}`)}
      render={(tokens, row) => (
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <span style={{ width: get(tokens, row), height: 12, background: '#888' }} />
          <span style={mono}>{get(tokens, row)}</span>
        </span>
      )}
    />
  );
}

export function RadiusTokens() {
  return (
    <Table
      rows={Object.keys(gamelleTokens.radius).map((k) => `radius.${k}`)}
      render={(tokens, row) => (
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <span style={{ width: 40, height: 28, borderRadius: get(tokens, row), border: '2px solid #666' }} />
          <span style={mono}>{get(tokens, row)}</span>
        </span>
      )}
    />
  );
}

export function ElevationTokens() {
  return (
    <Table
      rows={Object.keys(gamelleTokens.elevation).map((k) => `elevation.${k}`)}
      render={(tokens, row) => (
        <span
          style={{
            display: 'block',
            width: 72,
            height: 40,
            background: '#fff',
            boxShadow: get(tokens, row),
            margin: 8,
          }}
        />
      )}
    />
  );
}

export function MotionTokens() {
  const rows = [
    ...Object.keys(gamelleTokens.motion.duration).map((k) => `motion.duration.${k}`),
    ...Object.keys(gamelleTokens.motion.easing).map((k) => `motion.easing.${k}`),
  ];
  return <Table rows={rows} render={(tokens, row) => <span style={mono}>{get(tokens, row)}</span>} />;
}

export function IconGallery() {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))',
        gap: 12,
        listStyle: 'none',
        padding: 0,
      }}
    >
      {iconNames.map((name) => (
        <li
          key={name}
          style={{ display: 'grid', justifyItems: 'center', gap: 6, padding: 8, border: '1px solid #eee' }}
        >
          <Icon name={name} />
          <span style={mono}>{name}</span>
        </li>
      ))}
    </ul>
  );
}
