export { Stack, type StackProps, type ResponsiveSpace } from './Stack.tsx';
