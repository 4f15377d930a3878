import type { Image } from '@gamelle/contract/content/common';
import { Dialog, ResponsiveImage } from '@gamelle/design-system';
import { useMessages } from '../shared/index.ts';
import { catalogueMessages } from './messages.ts';
import * as styles from './gallery.css.ts';

/**
 * The gallery's zoom: the view shown, large, in the design system's dialog (focus inside, Escape and the close
 * button close it). Loaded on the first press of « Agrandir » (ProductGallery), so it costs the page nothing.
 */
export default function GalleryZoom({ image, name, onClose }: { image: Image; name: string; onClose: () => void }) {
  const t = useMessages(catalogueMessages);
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content
        size="large"
        aria-describedby={undefined}
        // The gallery puts focus back on its « Agrandir » button itself: the dialog has no trigger of its own.
        onCloseAutoFocus={(event) => event.preventDefault()}
      >
        <Dialog.Title>{name}</Dialog.Title>
        <div className={styles.zoomed} data-testid="gallery-zoom">
          <ResponsiveImage
            src={image.url}
            alt={image.alternativeText ?? t.galleryLabel(name)}
            width={1200}
            height={1200}
            version={image.hash ?? image.fileHash}
            sizes="(min-width: 800px) 800px, 100vw"
            priority
            fit="contain"
          />
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
