export { Markdown, type MarkdownProps } from './Markdown.tsx';
export { renderMarkdown, markdownMaxNesting, type MarkdownOptions } from './renderMarkdown.ts';
