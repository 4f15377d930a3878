export { Button, buttonClassName, type ButtonProps, type ButtonVariant, type ButtonSize } from './Button.tsx';
