export { Link, type LinkProps } from './Link.tsx';
export {
  LinkComponentProvider,
  useLinkSettings,
  type LinkComponentProps,
  type LinkSettings,
} from './LinkComponentProvider.tsx';
