export { BirthdayField, type BirthdayFieldProps, type BirthdayPartProps } from './BirthdayField.tsx';
export { isBirthdayFilled, birthdayDateBounds, type BirthdayMode, type BirthdayInputs } from './birthday.ts';
