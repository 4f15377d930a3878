import { useQuery } from '@tanstack/react-query';
import { contentQueries } from '../content/index.ts';
import { useLocale } from '../shared/index.ts';
import * as styles from './mega-menu.css.ts';

/** The reassurance line of the content API's header (the first promise on a phone, all from a tablet). */
export function Reassurance() {
  const locale = useLocale();
  const { data: header } = useQuery(contentQueries.header(locale));
  if (!header?.reassurance?.length) return null;
  return (
    <ul className={styles.reassurance}>
      {header.reassurance.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}
