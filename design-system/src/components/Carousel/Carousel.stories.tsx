import { CAROUSEL } from '../../theme/presentation.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Carousel } from './Carousel.tsx';

const tones = ['brandSoft', 'positiveSoft', 'cautionSoft'] as const;
const titles = ['Nouvelles croquettes au saumon', 'Abonnez-vous : -10 %', 'Livraison offerte dès 49 €'];

const slides = titles.map((title, index) => (
  <Box key={title} background={tones[index]} padding="xlarge" style={{ height: '100%' }}>
    <p style={{ margin: 0, fontSize: 24, fontWeight: 700 }}>{title}</p>
    <a href={`#slide-${index + 1}`}>En savoir plus</a>
  </Box>
));

const meta = {
  title: 'Shop/Carousel',
  component: Carousel,
  args: { label: 'Nos actualités', children: slides, onIndexChange: fn() },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off-screen slides are inert (out of the accessibility tree), so they are found by their name attribute. */
const slideNamed = (canvas: ReturnType<typeof within>, name: string) => {
  const slide = canvas
    .getAllByRole('group', { hidden: true })
    .find((s: HTMLElement) => s.getAttribute('aria-label') === name);
  if (!slide) throw new Error(`No slide named ${name}`);
  return slide;
};

/** Rotation control first, stopped by focus, restarted only by the user; moves lock for 1 s and wrap. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'Nos actualités' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carrousel');
    // Rotating at first: the control offers to stop.
    const rotation = canvas.getByRole('button', { name: 'Arrêter le défilement automatique' });
    const first = slideNamed(canvas, '1 sur 3');
    await expect(first).toHaveAttribute('aria-roledescription', 'diapositive');
    await expect(first).toHaveAttribute('data-current');
    await expect(slideNamed(canvas, '2 sur 3')).toHaveAttribute('inert');

    // The rotation control is the first stop of the tab order; focus coming in stops the rotation for good.
    await userEvent.tab();
    await expect(rotation).toHaveFocus();
    await expect(rotation).toHaveAccessibleName('Démarrer le défilement automatique');
    await userEvent.keyboard('{Enter}');
    await expect(rotation).toHaveAccessibleName('Arrêter le défilement automatique');
    await userEvent.keyboard(' ');
    await expect(rotation).toHaveAccessibleName('Démarrer le défilement automatique');

    // Previous and next, in that order after the rotation control.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Diapositive précédente' })).toHaveFocus();
    await userEvent.tab();
    const next = canvas.getByRole('button', { name: 'Diapositive suivante' });
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(slideNamed(canvas, '2 sur 3')).toHaveAttribute('data-current');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    // A second press inside the 1 s lock is ignored.
    await userEvent.keyboard('{Enter}');
    await expect(slideNamed(canvas, '2 sur 3')).toHaveAttribute('data-current');
    await new Promise((resolve) => setTimeout(resolve, CAROUSEL.moveLockMs));
    await userEvent.keyboard('{Enter}');
    await expect(slideNamed(canvas, '3 sur 3')).toHaveAttribute('data-current');
    await new Promise((resolve) => setTimeout(resolve, CAROUSEL.moveLockMs));
    // Wraps from the last slide to the first.
    await userEvent.keyboard('{Enter}');
    await expect(slideNamed(canvas, '1 sur 3')).toHaveAttribute('data-current');
    // Stopped: the slides are announced politely when the user moves them.
    await expect(first.parentElement).toHaveAttribute('aria-live', 'polite');
    // Default heights of spec §9 by breakpoint (768, 1024, 1260 px).
    const width = window.innerWidth;
    const breakpoint = width < 768 ? 0 : width < 1024 ? 1 : width < 1260 ? 2 : 3;
    await expect(first.getBoundingClientRect().height).toBe(CAROUSEL.defaultHeights[breakpoint]);
  },
};

/** Left alone, it advances on its own (a short interval here; the default is 10 000 ms) and never speaks. */
export const AutoRotation: Story = {
  args: { intervalMs: 1200 },
  // A visitor who allows motion, whatever the browser running the story prefers (the visual suite asks for reduced
  // motion, which pauses the rotation: that case is the ReducedMotion story's).
  beforeEach: () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) =>
      query.includes('prefers-reduced-motion')
        ? ({
            matches: false,
            media: query,
            addEventListener: () => {},
            removeEventListener: () => {},
          } as unknown as MediaQueryList)
        : original.call(window, query);
    return () => {
      window.matchMedia = original;
    };
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(slideNamed(canvas, '1 sur 3')).toHaveAttribute('data-current');
    await expect(slideNamed(canvas, '1 sur 3').parentElement).toHaveAttribute('aria-live', 'off');
    await waitFor(() => expect(args.onIndexChange).toHaveBeenCalledWith(1), { timeout: 3000 });
    await expect(slideNamed(canvas, '2 sur 3')).toHaveAttribute('data-current');
    // The pointer coming in stops rotation, and leaving does not restart it.
    await userEvent.hover(canvas.getByRole('region'));
    await expect(canvas.getByRole('button', { name: 'Démarrer le défilement automatique' })).toBeVisible();
    await userEvent.unhover(canvas.getByRole('region'));
    const current = canvas.getAllByRole('group', { hidden: true }).findIndex((s) => s.hasAttribute('data-current'));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const after = canvas.getAllByRole('group', { hidden: true }).findIndex((s) => s.hasAttribute('data-current'));
    await expect(after).toBe(current);
  },
};

/** Paused when the user prefers reduced motion: the control offers Start from the beginning. */
export const ReducedMotion: Story = {
  args: { intervalMs: 200 },
  beforeEach: () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) =>
      ({
        matches: query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList;
    return () => {
      window.matchMedia = original;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Démarrer le défilement automatique' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(slideNamed(canvas, '1 sur 3')).toHaveAttribute('data-current');
  },
};

/** Without wrapping, previous is disabled on the first slide and next on the last. */
export const NoWrap: Story = {
  args: { wrap: false, autoRotate: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Diapositive précédente' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Diapositive suivante' }));
    await new Promise((resolve) => setTimeout(resolve, CAROUSEL.moveLockMs));
    await userEvent.click(canvas.getByRole('button', { name: 'Diapositive suivante' }));
    await expect(slideNamed(canvas, '3 sur 3')).toHaveAttribute('data-current');
    await expect(canvas.getByRole('button', { name: 'Diapositive suivante' })).toBeDisabled();
  },
};

/**
 * Swipes of 50 px or more move the slides on screens up to 1024 px wide; wider, a swipe moves nothing (the arrows
 * do). The story asks for a phone (`globals`); where it is shown wider (a desktop screenshot), it checks the rule
 * of that width instead.
 */
export const Swipe: Story = {
  args: { autoRotate: false },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const viewport = slideNamed(canvas, '1 sur 3').parentElement?.parentElement as HTMLElement;
    if (window.innerWidth > CAROUSEL.swipeMaxWidthPx) {
      fireEvent.pointerDown(viewport, { clientX: 300 });
      fireEvent.pointerUp(viewport, { clientX: 200 });
      await expect(slideNamed(canvas, '1 sur 3')).toHaveAttribute('data-current');
      return;
    }
    fireEvent.pointerDown(viewport, { clientX: 300 });
    fireEvent.pointerUp(viewport, { clientX: 270 });
    await expect(slideNamed(canvas, '1 sur 3')).toHaveAttribute('data-current');
    fireEvent.pointerDown(viewport, { clientX: 300 });
    fireEvent.pointerUp(viewport, { clientX: 200 });
    await expect(slideNamed(canvas, '2 sur 3')).toHaveAttribute('data-current');
    await new Promise((resolve) => setTimeout(resolve, CAROUSEL.moveLockMs));
    fireEvent.pointerDown(viewport, { clientX: 100 });
    fireEvent.pointerUp(viewport, { clientX: 200 });
    await expect(slideNamed(canvas, '1 sur 3')).toHaveAttribute('data-current');
  },
};

/** Dutch names: "1 van 3", Vorige/Volgende. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { label: 'Nieuws', autoRotate: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(slideNamed(canvas, '1 van 3')).toHaveAttribute('aria-roledescription', 'dia');
    await expect(canvas.getByRole('button', { name: 'Automatisch afspelen starten' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Vorige dia' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Volgende dia' })).toBeVisible();
  },
};

/** Rotating, stopped, no wrap at the first slide, a single slide (no controls), a custom height. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))' }}>
      <Carousel {...args} label="En rotation" />
      <Carousel {...args} label="Arrêté" autoRotate={false} initialIndex={1} />
      <Carousel {...args} label="Sans retour" autoRotate={false} wrap={false} />
      <Carousel {...args} label="Une seule diapositive">
        {slides[0]}
      </Carousel>
      <Carousel {...args} label="Hauteur 200 px" autoRotate={false} height={200} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const single = canvas.getByRole('region', { name: 'Une seule diapositive' });
    await expect(within(single).queryAllByRole('button')).toHaveLength(0);
    const custom = canvas.getByRole('region', { name: 'Hauteur 200 px' });
    await expect(within(custom).getByRole('group', { name: '1 sur 3' }).getBoundingClientRect().height).toBe(200);
  },
};
