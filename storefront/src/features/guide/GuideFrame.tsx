import { Heading, Stack, Text } from '@gamelle/design-system';
import { useLayoutEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useMessages } from '../shared/index.ts';
import { guideMessages } from './messages.ts';
import * as styles from './guide.css.ts';

export type GuideStepName = 'profile' | 'shape' | 'diet' | 'meals' | 'selection' | 'ration' | 'result';

/**
 * The user-guide layout of spec §2: the guide's title, what it is for beside the step (above it on a phone), the
 * steps with the current one marked, and the step itself under its heading. The heading takes the focus whenever
 * the step changes (not on the page's first paint), so a keyboard or screen-reader user starts the new step at its
 * question; `steps` are links back to the steps done.
 */
export function GuideFrame({
  title,
  intro,
  steps,
  current,
  heading,
  linkTo,
  children,
}: {
  title: ReactNode;
  intro: ReactNode;
  steps: readonly GuideStepName[];
  current: GuideStepName;
  heading: string;
  /** A link to a step already done (the route's own Link with its search). */
  linkTo: (step: GuideStepName, label: ReactNode) => ReactNode;
  children: ReactNode;
}) {
  const t = useMessages(guideMessages);
  const index = steps.indexOf(current);
  return (
    <Stack space="large">
      <Heading level={1}>{title}</Heading>
      <div className={styles.layout}>
        <aside className={styles.aside}>
          <Text>{intro}</Text>
        </aside>
        <div className={styles.card}>
          <Stack space="large">
            <nav aria-label={t.stepsLabel}>
              <ol className={styles.steps}>
                {steps.map((step, i) => {
                  const label = `${i + 1}. ${t[`step_${step}`]}`;
                  return (
                    <li key={step} className={styles.step} aria-current={i === index ? 'step' : undefined}>
                      {i < index ? linkTo(step, label) : label}
                    </li>
                  );
                })}
              </ol>
            </nav>
            <StepHeading key={current} text={heading} hint={t.stepOf(index + 1, steps.length)} />
            {children}
          </Stack>
        </div>
      </div>
    </Stack>
  );
}

/**
 * Mounted anew on each step (keyed by it) and focused, except when it comes with the server's HTML: a page load
 * leaves the focus at the top of the page as any page does. React reads the server snapshot only while hydrating.
 */
function StepHeading({ text, hint }: { text: string; hint: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  // A layout effect: it runs again when a Suspense boundary shows the step anew after hiding it for a late query
  // (hiding it took the focus away), not only on mount.
  useLayoutEffect(() => {
    if (!hydrating) ref.current?.focus();
    // Only on mount and reveal: the heading's key is the step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Stack space="xsmall">
      <Text size="small" tone="secondary">
        {hint}
      </Text>
      <h2 ref={ref} tabIndex={-1} className={styles.stepHeading}>
        {text}
      </h2>
    </Stack>
  );
}

const noSubscription = () => () => {};
