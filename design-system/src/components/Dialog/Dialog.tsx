import * as RadixDialog from '@radix-ui/react-dialog';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { commonMessages } from '../../i18n/commonMessages.ts';
import { useMessages } from '../../i18n/LocaleProvider.tsx';
import { useTheme } from '../../theme/ThemeProvider.tsx';
import * as styles from './Dialog.css.ts';
import { IconButton } from '../IconButton/IconButton.tsx';

/** Open state, controlled (`open` + `onOpenChange`) or not (`defaultOpen`). */
const Root = RadixDialog.Root;

/** The opener; pass `asChild` to make a Button the trigger. Focus returns to it when the dialog closes. */
const Trigger = RadixDialog.Trigger;

/** Closes the dialog; `asChild` turns a Button into a close action ("Annuler"). */
const Close = RadixDialog.Close;

export interface DialogContentProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixDialog.Content>,
  'className' | 'style'
> {
  children: ReactNode;
  size?: keyof typeof styles.size;
  /**
   * `center` (default): a modal in the middle of the screen. `end`: a side sheet along the inline end edge, the
   * screen's full height (a drawer: the shop's mini-cart); full width on a phone, so it never leaves the screen.
   */
  placement?: 'center' | 'end';
}

/**
 * The modal itself: rendered under `<body>` (re-themed there), focus trapped inside, Escape and the
 * always-visible, labelled close button close it, and focus goes back to the trigger. Needs a `Dialog.Title`.
 */
function Content({ children, size = 'medium', placement = 'center', ...props }: DialogContentProps) {
  const t = useMessages(commonMessages);
  const theme = useTheme();
  return (
    <RadixDialog.Portal>
      <div className={theme?.rootClassName} data-theme={theme?.theme.name}>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          {...props}
          data-placement={placement}
          className={placement === 'end' ? styles.sheet : `${styles.content} ${styles.size[size]}`}
        >
          {children}
          <RadixDialog.Close asChild>
            <IconButton icon="close" iconSize="standard" shape="round" label={t('close')} className={styles.close} />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </div>
    </RadixDialog.Portal>
  );
}

function Title({ children }: { children: ReactNode }) {
  return <RadixDialog.Title className={styles.title}>{children}</RadixDialog.Title>;
}

function Description({ children }: { children: ReactNode }) {
  return <RadixDialog.Description className={styles.description}>{children}</RadixDialog.Description>;
}

/** The actions row; put the least destructive action first in the DOM for irreversible steps. */
function Footer({ children }: { children: ReactNode }) {
  return <div className={styles.footer}>{children}</div>;
}

/** A modal dialog in Radix's compound parts: `Dialog.Root/Trigger/Content/Title/Description/Footer/Close`. */
export const Dialog = { Root, Trigger, Content, Title, Description, Footer, Close };
