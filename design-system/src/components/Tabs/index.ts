export { Tabs, type TabsRootProps, type TabsListProps, type TabProps, type TabPanelProps } from './Tabs.tsx';
