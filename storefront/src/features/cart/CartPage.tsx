import { Heading, Stack } from '@gamelle/design-system';
import type { ReactNode } from 'react';
import { useMessages } from '../shared/index.ts';
import { CartView } from './CartView.tsx';
import { cartMessages } from './messages.ts';

export function CartPage({
  suggestions,
}: {
  suggestions?: (title: string, variantCodes: readonly string[]) => ReactNode;
}) {
  const t = useMessages(cartMessages);
  return (
    <main id="main" className="page">
      <Stack space="large">
        <Heading level={1}>{t.title}</Heading>
        <CartView suggestions={suggestions} />
      </Stack>
    </main>
  );
}
