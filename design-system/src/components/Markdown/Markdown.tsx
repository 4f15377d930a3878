import { useMemo } from 'react';
import { renderMarkdown, type MarkdownOptions } from './renderMarkdown.ts';
import * as styles from './Markdown.css.ts';

export interface MarkdownProps extends MarkdownOptions {
  /** Editorial markdown (product texts, FAQ answers, guides). Raw HTML in it is shown as text. */
  source: string;
  id?: string;
}

/**
 * Editorial text rendered from markdown: safe to inject because the renderer escapes HTML, drops links
 * with a refused protocol (javascript:, vbscript:, file:, data: except images) and marks external links
 * `rel="noopener noreferrer"`. `headingOffset` moves the document's headings under the page's own.
 */
export function Markdown({ source, headingOffset, allowExternalLinks, siteOrigin, id }: MarkdownProps) {
  const html = useMemo(
    () => renderMarkdown(source, { headingOffset, allowExternalLinks, siteOrigin }),
    [source, headingOffset, allowExternalLinks, siteOrigin],
  );
  // Safe to inject: renderMarkdown escapes raw HTML and drops refused links.
  return <div id={id} className={styles.prose} dangerouslySetInnerHTML={{ __html: html }} />;
}
