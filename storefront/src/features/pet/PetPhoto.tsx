import type { Animal } from '@gamelle/contract/pet/schema';
import { useMessages } from '../shared/index.ts';
import { petMessages } from './messages.ts';
import * as styles from './pet.css.ts';

/**
 * The pet's photo, square, from the image host at the size shown (`size` CSS pixels, twice that many image pixels;
 * the file hash as version, so a new photo gets a new URL); without one, its initial (decorative: the name is next
 * to it). `decorative` when the photo sits in a link that already says the name.
 */
export function PetPhoto({
  pet,
  size,
  className,
  decorative = false,
}: {
  pet: Pick<Animal, 'name' | 'photo'>;
  size: number;
  className?: string;
  decorative?: boolean;
}) {
  const t = useMessages(petMessages);
  if (!pet.photo) {
    return (
      <span className={[styles.placeholder, className].filter(Boolean).join(' ')} aria-hidden="true">
        {pet.name.slice(0, 1).toUpperCase()}
      </span>
    );
  }
  const px = size * 2;
  const src = `${pet.photo.url}?w=${px}&h=${px}&v=${encodeURIComponent(pet.photo.fileHash)}`;
  return (
    <img
      className={[styles.photo, className].filter(Boolean).join(' ')}
      src={src}
      width={size}
      height={size}
      alt={decorative ? '' : t.photoOf(pet.name)}
      loading="lazy"
      decoding="async"
      data-testid="pet-photo"
    />
  );
}
