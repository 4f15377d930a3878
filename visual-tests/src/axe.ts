import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the bar the spec sets (WCAG 2.2 AA). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on the page and returns one readable line per violation and element (rule id, impact, CSS target,
 * what to fix), empty when the page is clean. The whole page is checked, not only the story's root, because
 * dialogs, popovers and toasts render into portals at the end of the body.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'unknown impact'}) at ${node.target.join(' ')}: ${violation.help}` +
        (node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, ' ').trim()}` : ''),
    ),
  );
}
