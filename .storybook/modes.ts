// Chromatic modes: every brand theme × phone/tablet/desktop width, so a hosted review on Chromatic shows each
// story in every combination (https://www.chromatic.com/docs/modes). Names read "<theme> <viewport>".
// The viewports are Storybook's toolbar viewports (preview.tsx) at the widths the visual suite photographs.
export const viewports = {
  mobile: { name: 'Mobile (375)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  tablet: { name: 'Tablet (768)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop (1260)', styles: { width: '1260px', height: '900px' }, type: 'desktop' },
} as const;

export function chromaticModes(themeNames: readonly string[]) {
  const modes: Record<string, { theme: string; viewport: keyof typeof viewports }> = {};
  for (const theme of themeNames) {
    for (const viewport of Object.keys(viewports) as (keyof typeof viewports)[]) {
      modes[`${theme} ${viewport}`] = { theme, viewport };
    }
  }
  return modes;
}
