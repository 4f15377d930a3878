export { CopyButton, type CopyButtonProps } from './CopyButton.tsx';
