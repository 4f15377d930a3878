import { ResponsiveImage } from '@gamelle/design-system/components/ResponsiveImage/ResponsiveImage.tsx';
import { CAROUSEL } from '@gamelle/contract/constants/limits';
import { useEffect, useId, useRef, useState } from 'react';
import { ContentLink } from '../../lib/content-link.tsx';
import { useMessages } from '../../lib/i18n/messages.ts';
import type { HomeContent } from './home-content.ts';
import { homeMessages } from './messages.ts';

/**
 * Storefront-local hero carousel until the design system's Carousel lands (WAI-ARIA carousel pattern): the
 * rotation control comes first, rotation stops while focus or the pointer is inside and never restarts by
 * itself, it is off for reduced motion, and slides are groups named "n of N". Every 10 s (spec §9).
 */
export function HeroCarousel({ slides }: { slides: HomeContent['hero_slides'] }) {
  const t = useMessages(homeMessages);
  const id = useId();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [hovered, setHovered] = useState(false);
  const lockedUntil = useRef(0);
  const root = useRef<HTMLElement>(null);

  useEffect(() => {
    // Pointer inside pauses; focus inside stops for good (the visitor is reading or acting).
    const element = root.current;
    if (!element) return;
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    const focus = () => setPlaying(false);
    element.addEventListener('mouseenter', enter);
    element.addEventListener('mouseleave', leave);
    element.addEventListener('focusin', focus);
    return () => {
      element.removeEventListener('mouseenter', enter);
      element.removeEventListener('mouseleave', leave);
      element.removeEventListener('focusin', focus);
    };
  }, []);

  useEffect(() => {
    // Rotation starts only in the browser, and not for visitors who prefer reduced motion.
    setPlaying(!window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  }, []);
  useEffect(() => {
    if (!playing || hovered || slides.length < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % slides.length), CAROUSEL.intervalMs);
    return () => window.clearInterval(timer);
  }, [playing, hovered, slides.length]);

  const move = (delta: number) => {
    // A move locks the carousel for a second (spec §4) so a double click does not skip a slide.
    if (Date.now() < lockedUntil.current) return;
    lockedUntil.current = Date.now() + CAROUSEL.moveLockMs;
    setIndex((i) => (i + delta + slides.length) % slides.length);
  };

  return (
    <section className="hero" aria-roledescription="carousel" aria-label={t.carousel} ref={root}>
      <div className="hero__controls">
        <button type="button" className="hero__control" onClick={() => setPlaying((p) => !p)}>
          {playing ? t.stop : t.start}
        </button>
        <button type="button" className="hero__control" aria-controls={`${id}-slides`} onClick={() => move(-1)}>
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">{t.previous}</span>
        </button>
        <button type="button" className="hero__control" aria-controls={`${id}-slides`} onClick={() => move(1)}>
          <span aria-hidden="true">›</span>
          <span className="visually-hidden">{t.next}</span>
        </button>
      </div>
      <div id={`${id}-slides`} className="hero__slides" aria-live={playing ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={t.slide(i + 1, slides.length)}
            className="hero__slide"
            hidden={i !== index}
          >
            <ResponsiveImage
              src={slide.image.url}
              alt={slide.image.alternativeText ?? ''}
              width={1200}
              height={500}
              version={slide.image.hash ?? slide.image.fileHash}
              priority={i === 0}
              placeholder={false}
            />
            <div className="hero__text">
              {i === 0 ? <h2 className="hero__title">{slide.title}</h2> : <p className="hero__title">{slide.title}</p>}
              <p>{slide.text}</p>
              <ContentLink url={slide.url} className="button">
                {slide.cta}
              </ContentLink>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
