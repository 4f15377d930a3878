import type { ReactNode } from 'react';
import { useMessages } from '../shared/index.ts';
import { CartView } from './CartView.tsx';
import { cartMessages } from './messages.ts';

export function CartPage({ suggestions }: { suggestions?: (title: string) => ReactNode }) {
  const t = useMessages(cartMessages);
  return (
    <main id="main" className="page">
      <h1>{t.title}</h1>
      <CartView suggestions={suggestions} />
    </main>
  );
}
