import { sanitizeLink } from '@gamelle/contract/shared/safe-link';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { focusRing } from '../../css/focusRing.css.ts';
import { commonMessages } from '../../i18n/commonMessages.ts';
import { useMessages } from '../../i18n/LocaleProvider.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './Link.css.ts';
import { useLinkSettings } from './LinkComponentProvider.tsx';
import { Icon } from '../Icon/Icon.tsx';

type NativeProps = Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'target' | 'rel' | 'className' | 'style' | 'children'
>;

export interface LinkProps extends NativeProps {
  href: string;
  children: ReactNode;
  /**
   * Leaving the shop must be said explicitly: only then may the URL point to another site, and it opens in a
   * new tab with `rel="noopener noreferrer"` and a spoken "(opens in a new tab)".
   */
  external?: boolean;
  tone?: keyof typeof styles.tone;
  weight?: keyof typeof styles.weight;
}

/**
 * A link checked against the contract's safe-link rule: `javascript:`, `vbscript:`, `file:` and non-image
 * `data:` URLs, and other sites without `external`, are refused and render as plain text (no href), so
 * content from the CMS or a customer can never run script through a link.
 */
export function Link({ href, children, external = false, tone = 'link', weight = 'regular', ...rest }: LinkProps) {
  const t = useMessages(commonMessages);
  const { component: RouterLink, siteOrigin } = useLinkSettings();
  const safe = sanitizeLink(href, { allowExternal: external, siteOrigin });
  if (safe === null) {
    return (
      <span className={styles.refused} data-link-refused="">
        {children}
      </span>
    );
  }
  const className = `${styles.link} ${styles.tone[tone]} ${styles.weight[weight]} ${focusRing}`;
  if (external) {
    return (
      <a {...rest} href={safe} className={className} target="_blank" rel="noopener noreferrer" data-external="">
        {children}
        <Icon name="external" className={styles.externalIcon} />
        <VisuallyHidden> {t('opensInNewTab')}</VisuallyHidden>
      </a>
    );
  }
  if (RouterLink === 'a') {
    return (
      <a {...rest} href={safe} className={className}>
        {children}
      </a>
    );
  }
  return (
    <RouterLink {...rest} href={safe} className={className}>
      {children}
    </RouterLink>
  );
}
