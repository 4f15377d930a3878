import { Carousel, ResponsiveImage, buttonClassName } from '@gamelle/design-system';
import { useSyncExternalStore } from 'react';
import { ContentLink, useMessages } from '../shared/index.ts';
import type { HomeContent } from './home-content.ts';
import { homeMessages } from './home-messages.ts';
import * as styles from './home.css.ts';

const noSubscription = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true from the render after hydration (and at once on a
 * page the router draws in the browser).
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The home page's hero slides in the design system's Carousel (rotation, locks, swipes and the WAI-ARIA
 * pattern live there). The first slide's title is the page's first h2; the others are not headings, so the
 * outline does not list slides the visitor cannot see.
 *
 * Only the first slide's picture is in the server's HTML. The others sit beside it in the carousel's clipped track,
 * where Chrome's lazy loading still fetches them with the first screen's requests (before the first paint, on the
 * simulated phone's bandwidth); they are drawn from the render after hydration, as the carousel can only move
 * from then on (without JavaScript it shows the first slide alone, and the others are inert).
 */
export function HeroCarousel({ slides }: { slides: HomeContent['hero_slides'] }) {
  const t = useMessages(homeMessages);
  const hydrated = useHydrated();
  return (
    <div className={styles.hero}>
      <Carousel label={t.carousel}>
        {slides.map((slide, i) => (
          <div key={slide.id} className={styles.heroSlide}>
            <div className={styles.heroMedia}>
              {i === 0 || hydrated ? (
                <ResponsiveImage
                  src={slide.image.url}
                  alt={slide.image.alternativeText ?? ''}
                  width={1200}
                  height={500}
                  version={slide.image.hash ?? slide.image.fileHash}
                  priority={i === 0}
                  placeholder={false}
                />
              ) : null}
            </div>
            <div className={styles.heroText}>
              {i === 0 ? (
                <h2 className={styles.heroTitle}>{slide.title}</h2>
              ) : (
                <p className={styles.heroTitle}>{slide.title}</p>
              )}
              <p>{slide.text}</p>
              <ContentLink url={slide.url} className={buttonClassName()}>
                {slide.cta}
              </ContentLink>
            </div>
          </div>
        ))}
      </Carousel>
    </div>
  );
}
