import { useMessages } from '../../lib/i18n/messages.ts';
import { CartView } from './CartView.tsx';
import { cartMessages } from './messages.ts';

export function CartPage() {
  const t = useMessages(cartMessages);
  return (
    <main id="main" className="page">
      <h1>{t.title}</h1>
      <CartView />
    </main>
  );
}
