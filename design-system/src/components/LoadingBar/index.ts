export { LoadingBar, type LoadingBarProps } from './LoadingBar.tsx';
export {
  createLoadingBar,
  estimatedProgress,
  type LoadingBarState,
  type LoadingBarTiming,
} from './loadingBarMachine.ts';
