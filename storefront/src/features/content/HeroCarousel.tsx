import { Carousel, ResponsiveImage, buttonClassName } from '@gamelle/design-system';
import { ContentLink, useMessages } from '../shared/index.ts';
import type { HomeContent } from './home-content.ts';
import { homeMessages } from './home-messages.ts';
import * as styles from './home.css.ts';

/**
 * The home page's hero slides in the design system's Carousel (rotation, locks, swipes and the WAI-ARIA
 * pattern live there). The first slide's title is the page's first h2; the others are not headings, so the
 * outline does not list slides the visitor cannot see.
 */
export function HeroCarousel({ slides }: { slides: HomeContent['hero_slides'] }) {
  const t = useMessages(homeMessages);
  return (
    <div className={styles.hero}>
      <Carousel label={t.carousel}>
        {slides.map((slide, i) => (
          <div key={slide.id} className={styles.heroSlide}>
            <div className={styles.heroMedia}>
              <ResponsiveImage
                src={slide.image.url}
                alt={slide.image.alternativeText ?? ''}
                width={1200}
                height={500}
                version={slide.image.hash ?? slide.image.fileHash}
                priority={i === 0}
                placeholder={false}
              />
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
