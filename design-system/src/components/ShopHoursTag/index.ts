export { ShopHoursTag, type ShopHoursTagProps } from './ShopHoursTag.tsx';
export {
  statusText as shopHoursStatusText,
  specialText as shopHoursSpecialText,
  clockText as shopHoursClockText,
} from './shopHoursText.ts';
export * from '../../shop-hours/index.ts';
