export { StatusBadge, type StatusBadgeProps } from './StatusBadge.tsx';
export { statusPresentation, toneOfGroup, type StatusSubject } from './statusLabel.ts';
