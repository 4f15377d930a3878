export { Counter, type CounterProps } from './Counter.tsx';
export { clampCount, valueForKey, parseTypedCount, type CounterBounds } from './counterState.ts';
