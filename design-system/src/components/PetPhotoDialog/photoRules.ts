// The photo's rotation in the dialog (presentation only; the photo's size and type rules are the contract's).

export type PhotoRotation = 0 | 90 | 180 | 270;

/** A quarter turn left (-90°) or right (+90°), kept within 0-270. */
export function rotate(current: PhotoRotation, direction: 'left' | 'right'): PhotoRotation {
  return ((current + (direction === 'right' ? 90 : 270)) % 360) as PhotoRotation;
}
