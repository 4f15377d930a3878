import { useMessages } from '../../lib/i18n/messages.ts';
import { homeMessages } from './messages.ts';

export function HomePage() {
  const t = useMessages(homeMessages);
  return (
    <main id="main" className="page">
      <h1>{t.heading}</h1>
      <p>{t.intro}</p>
    </main>
  );
}
