import { useMessages } from '../shared/index.ts';
import { bannerMessages } from './banner-messages.ts';
import { setMarketing } from './store.ts';

/** The footer's way back to the consent banner (the visitor may change their mind at any time). */
export function ConsentSettingsButton({ className }: { className?: string }) {
  const t = useMessages(bannerMessages);
  return (
    <button
      type="button"
      className={className}
      onClick={() => setMarketing({ consentOpen: true, consentReopened: true })}
    >
      {t.consentReopen}
    </button>
  );
}
