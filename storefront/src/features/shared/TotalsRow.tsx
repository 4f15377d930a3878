import { Box, Text } from '@gamelle/design-system';
import type { ReactNode } from 'react';

/** One line of a totals list (`<dl>`): its label and its amount on one baseline, the total in bold. */
export function TotalsRow({
  label,
  strong,
  testId,
  children,
}: {
  label: string;
  strong?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  const weight = strong ? 'strong' : 'regular';
  return (
    <Box display="flex" justifyContent="space-between" alignItems="baseline" gap="small">
      <Text as="dt" weight={weight}>
        {label}
      </Text>
      <Text as="dd" weight={weight}>
        <span data-testid={testId}>{children}</span>
      </Text>
    </Box>
  );
}
