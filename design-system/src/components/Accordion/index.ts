export {
  Accordion,
  AccordionItem,
  type AccordionProps,
  type SingleAccordionProps,
  type MultipleAccordionProps,
  type AccordionItemProps,
} from './Accordion.tsx';
