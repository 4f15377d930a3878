export { StockState, isPurchasable, type StockStateProps } from './StockState.tsx';
