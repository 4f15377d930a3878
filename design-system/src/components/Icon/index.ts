export { Icon, type IconProps } from './Icon.tsx';
export { iconNames, type IconName } from './iconPaths.ts';
