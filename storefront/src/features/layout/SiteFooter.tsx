import { useMessages } from '../../lib/i18n/messages.ts';
import { layoutMessages } from './messages.ts';

export function SiteFooter() {
  const t = useMessages(layoutMessages);
  return (
    <footer className="site-footer">
      <p>{t.footerTagline}</p>
    </footer>
  );
}
