import { useEffect, useRef } from 'react';

/**
 * The compact sticky header: once the page runs, the header sticks with a negative `top` equal to what sits above
 * its bar (the loading bar, the campaign banner, the reassurance line), so those scroll away and the bar and the
 * menu stay. Nothing changes size and nothing is inserted: the page never moves under the reader (CLS stays 0).
 * `data-stuck` (a shadow) marks when it is stuck. Without JavaScript the header scrolls with the page.
 */
export function useStickyHeader() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const header = ref.current;
    const bar = header?.querySelector<HTMLElement>('[data-header-bar]');
    if (!header || !bar) return;
    header.dataset.sticky = '';
    let offset = 0;
    const place = () => {
      offset = bar.offsetTop;
      header.style.top = `${-offset}px`;
      onScroll();
    };
    const onScroll = () => header.toggleAttribute('data-stuck', window.scrollY > offset);
    const resize = new ResizeObserver(place);
    resize.observe(header);
    place();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      resize.disconnect();
      window.removeEventListener('scroll', onScroll);
      delete header.dataset.sticky;
      header.removeAttribute('data-stuck');
      header.style.top = '';
    };
  }, []);
  return ref;
}
