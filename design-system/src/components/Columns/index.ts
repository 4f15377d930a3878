export { Columns, Column, type ColumnsProps, type ColumnProps } from './Columns.tsx';
