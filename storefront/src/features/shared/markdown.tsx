// Imported only dynamically (lazy-markdown.tsx): the Markdown component and markdown-it become a chunk of their own.
export { Markdown as default } from '@gamelle/design-system';
