export { Link, type LinkProps } from './Link.tsx';
export { LinkComponentProvider, useLinkComponent, type LinkComponentProps } from './LinkComponentProvider.tsx';
