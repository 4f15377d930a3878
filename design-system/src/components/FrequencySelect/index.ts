export { FrequencySelect, type FrequencySelectProps } from './FrequencySelect.tsx';
