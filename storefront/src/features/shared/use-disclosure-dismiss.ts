import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/**
 * For a header `<details>` (mega-menu panel, language panel): Escape closes it and gives focus back to its
 * summary when focus was inside, a press outside closes it, and so does every navigation (a click on one of its
 * links). Without JavaScript it stays a plain disclosure.
 */
export function useDisclosureDismiss() {
  const ref = useRef<HTMLDetailsElement>(null);
  const router = useRouter();
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const close = () => {
      details.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      const focusWasInside = details.contains(document.activeElement);
      close();
      if (focusWasInside) details.querySelector('summary')?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && event.target instanceof Node && !details.contains(event.target)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    const unsubscribe = router.subscribe('onBeforeNavigate', close);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      unsubscribe();
    };
  }, [router]);
  return ref;
}
