import type { ReactNode } from 'react';
import * as styles from './StateGrid.css.ts';

export interface StateGridProps {
  /** One cell per state: the caption names the state for reviewers and the visual tests. */
  states: readonly { name: string; render: ReactNode }[];
}

/** Story helper: every state of a component side by side (the "all states" story of each component). */
export function StateGrid({ states }: StateGridProps) {
  return (
    <div className={styles.grid}>
      {states.map((state) => (
        <section key={state.name} className={styles.cell} aria-label={state.name} data-state={state.name}>
          <p className={styles.caption}>{state.name}</p>
          {state.render}
        </section>
      ))}
    </div>
  );
}
