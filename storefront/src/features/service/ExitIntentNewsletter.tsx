import { Button, Dialog, Stack, Text } from '@gamelle/design-system';
import {
  exitIntentStep,
  exitPopupDue,
  initialExitIntent,
  isMobileDevice,
  EXIT_INTENT,
  type ExitIntentEvent,
} from '@gamelle/contract/service/exit-intent';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useMessages } from '../shared/index.ts';
import { NewsletterForm } from './NewsletterForm.tsx';
import { newsletterMessages } from './newsletter-messages.ts';

/** When the pop-up last showed, and whether this browser already signed up (then it never shows again). */
export const exitPopupStorage = { shownAt: 'gamelle.exitPopup.shownAt', signedUp: 'gamelle.newsletter.signedUp' };

function storageGet(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}
function storageSet(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private mode or storage refused: the pop-up may show again on the next visit, nothing worse.
  }
}

export interface ExitIntentNewsletterProps {
  /** Exit intent is inactive until enabled (spec §4): the marketing campaign's `popup` action enables it. */
  enabled: boolean;
  title: ReactNode;
  /** The campaign's text (already rendered, e.g. sanitised markdown). */
  body: ReactNode;
  /** Opens at once (stories, tests); the real trigger is the visitor's exit intent. */
  defaultOpen?: boolean;
  /** "Now" for the once-per-period rule; the browser's clock otherwise. */
  now?: () => Date;
  /** Called when the pop-up shows (the campaign reports its impression once). */
  onShow?: () => void;
}

/**
 * The newsletter's exit pop-up (spec §1, §9): armed by the exit-intent machine of the contract, once per visitor and
 * period, never for a browser that already signed up. A modal dialog: focus moves into it, Escape and the close
 * button close it, focus returns where it was. A same-tab click on an external link shows it first; the link is
 * followed once it closes.
 */
export function ExitIntentNewsletter({
  enabled,
  title,
  body,
  defaultOpen = false,
  now,
  onShow,
}: ExitIntentNewsletterProps) {
  const t = useMessages(newsletterMessages);
  const [open, setOpen] = useState(defaultOpen);
  const pendingLink = useRef<string | null>(null);

  useEffect(() => {
    if (!enabled || defaultOpen) return;
    if (storageGet(exitPopupStorage.signedUp)) return;
    if (!exitPopupDue(storageGet(exitPopupStorage.shownAt), now?.() ?? new Date())) return;
    const mobile = isMobileDevice(navigator.userAgent, navigator.platform, navigator.maxTouchPoints);
    let state = initialExitIntent;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const feed = (event: ExitIntentEvent) => {
      const next = exitIntentStep(state, event, { mobile });
      state = next.state;
      if (next.effect === 'startSoftTimer')
        timer = setTimeout(() => feed({ type: 'softTimerElapsed' }), EXIT_INTENT.softTriggerDelayMs);
      if (next.effect === 'cancelSoftTimer') clearTimeout(timer);
      if (next.effect === 'show') {
        clearTimeout(timer);
        storageSet(exitPopupStorage.shownAt, (now?.() ?? new Date()).toISOString());
        setOpen(true);
        onShow?.();
        return true;
      }
      return false;
    };
    const onPointer = (event: MouseEvent) => feed({ type: 'pointer', clientY: event.clientY });
    const onLeave = (event: MouseEvent) => {
      if (event.relatedTarget === null && event.clientY <= EXIT_INTENT.topEdgePx) feed({ type: 'pointer', clientY: 0 });
    };
    const onScroll = () =>
      feed({
        type: 'scroll',
        scrollY: window.scrollY,
        viewportHeight: window.innerHeight,
        pageHeight: document.documentElement.scrollHeight,
      });
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const sameTab = !anchor.target || anchor.target === '_self';
      const external = anchor.origin !== window.location.origin && /^https?:$/.test(anchor.protocol);
      if (!sameTab || !external) return;
      if (feed({ type: 'externalLinkClick' })) {
        event.preventDefault();
        pendingLink.current = anchor.href;
      }
    };
    document.addEventListener('mousemove', onPointer, { passive: true });
    document.documentElement.addEventListener('mouseleave', onLeave);
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('click', onClick, true);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('mousemove', onPointer);
      document.documentElement.removeEventListener('mouseleave', onLeave);
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('click', onClick, true);
    };
  }, [enabled, defaultOpen, now, onShow]);

  const close = (next: boolean) => {
    setOpen(next);
    if (!next && pendingLink.current) {
      const href = pendingLink.current;
      pendingLink.current = null;
      window.location.assign(href);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Content size="small" aria-describedby={undefined}>
        <Stack space="medium">
          <Dialog.Title>{title}</Dialog.Title>
          <Text as="div">{body}</Text>
          <NewsletterForm source="exit_popup" onSent={() => storageSet(exitPopupStorage.signedUp, '1')} />
          <Dialog.Close asChild>
            <Button variant="ghost">{t.popupClose}</Button>
          </Dialog.Close>
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
