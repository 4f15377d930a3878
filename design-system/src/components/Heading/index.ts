export { Heading, type HeadingProps, type HeadingElementLevel } from './Heading.tsx';
