import { useEffect, useRef, useState } from 'react';
import { LOADING_BAR } from '../../theme/presentation.ts';
import { useMessages } from '../../i18n/LocaleProvider.tsx';
import {
  createLoadingBar,
  idleLoadingBar,
  type LoadingBar as Machine,
  type LoadingBarTiming,
} from './loadingBarMachine.ts';
import { loadingBarMessages } from './LoadingBar.messages.ts';
import * as styles from './LoadingBar.css.ts';

export interface LoadingBarProps {
  /** True while a page (or its data) loads; the bar appears only if it lasts longer than the throttle. */
  loading: boolean;
  /** The load failed: the bar completes in the critical tone. */
  error?: boolean;
  /** Fixed at the top of the viewport (the app) or in the flow (stories, a panel). */
  position?: 'fixed' | 'static';
  /** Other timings than spec §9's (tests). */
  timing?: Partial<LoadingBarTiming>;
}

/**
 * The thin bar at the top of the page during navigation (spec §9: throttle 200 ms, duration 2000 ms,
 * hide delay 500 ms, reset delay 400 ms, 3 px). It is a named `progressbar` while shown and hidden from
 * assistive technology otherwise; with reduced motion the width changes without animating.
 */
export function LoadingBar({ loading, error = false, position = 'fixed', timing }: LoadingBarProps) {
  const t = useMessages(loadingBarMessages);
  const [state, setState] = useState(idleLoadingBar);
  const machine = useRef<Machine | null>(null);
  const timingKey = JSON.stringify(timing ?? {});

  useEffect(() => {
    const bar = createLoadingBar(setState, JSON.parse(timingKey) as Partial<LoadingBarTiming>);
    machine.current = bar;
    return () => bar.dispose();
  }, [timingKey]);

  useEffect(() => {
    if (loading) machine.current?.start();
    else machine.current?.finish({ error });
  }, [loading, error, timingKey]);

  const progress = Math.round(state.progress);
  return (
    <div
      className={styles.track}
      data-position={position}
      data-visible={state.visible ? '' : undefined}
      data-error={state.error ? '' : undefined}
      // Its progress depends on elapsed time: visual regression masks it rather than racing the clock.
      data-visual-mask=""
      style={{ height: LOADING_BAR.heightPx }}
      role="progressbar"
      aria-label={t('label')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress}
      aria-hidden={state.visible ? undefined : true}
    >
      <div className={styles.bar} style={{ transform: `scaleX(${progress / 100})` }} />
    </div>
  );
}
