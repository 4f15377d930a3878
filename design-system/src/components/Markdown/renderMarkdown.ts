import markdownIt, { type MarkdownIt } from 'markdown-it';
import { classifyLink, isSafeLink } from '@gamelle/contract/shared/safe-link';

/**
 * Renders editorial markdown (product descriptions, FAQ answers, guide texts) to HTML that is safe to inject:
 * raw HTML is escaped (`html: false`), links with a refused protocol are left as plain text (the contract's
 * safe-link rule), nesting stops at 100 levels so a hostile document cannot blow the stack, single line
 * breaks are kept (`breaks: true`, editors write addresses and lists of ingredients line by line) and bare
 * URLs become links.
 */
export interface MarkdownOptions {
  /**
   * Added to every heading level, capped at h6, so a document's "# Title" fits under the page's own h1
   * (e.g. 1 turns "#" into h2).
   */
  headingOffset?: number;
  /**
   * Editorial content may link to other sites (the explicit flag the safe-link rule asks for); turn it off
   * for text that did not come from the shop's editors.
   */
  allowExternalLinks?: boolean;
  /** The shop's origin: absolute links to it are internal (no `rel`). */
  siteOrigin?: string;
}

export const markdownMaxNesting = 100;

export function renderMarkdown(source: string, options: MarkdownOptions = {}): string {
  const links: LinkPolicy = { allowExternal: options.allowExternalLinks ?? true, siteOrigin: options.siteOrigin };
  const headingOffset = clampOffset(options.headingOffset);
  const key = `${policyKey(links)}|${headingOffset}|${source}`;
  const cached = rendered.get(key);
  if (cached !== undefined) {
    // Most recently used last: the Map's first key is the one to drop.
    rendered.delete(key);
    rendered.set(key, cached);
    return cached;
  }
  const html = parserFor(links).render(source, { headingOffset });
  if (source.length <= renderedMaxSourceLength) {
    rendered.set(key, html);
    if (rendered.size > renderedMaxEntries) rendered.delete(rendered.keys().next().value!);
  }
  return html;
}

/**
 * The same text gives the same HTML: the server renders a product's description on every request of its page,
 * and markdown-it's parse was 0.2 ms of each. The last texts rendered are kept, least recently used dropped,
 * bounded by count (editorial texts are a few per product, page and guide) and each text's size.
 */
const rendered = new Map<string, string>();
const renderedMaxEntries = 200;
const renderedMaxSourceLength = 20_000;

interface RenderEnv {
  headingOffset: number;
}

interface LinkPolicy {
  allowExternal: boolean;
  siteOrigin: string | undefined;
}

// markdown-it's validateLink sees only the URL, so the link policy is part of the parser: one per policy.
const parsers = new Map<string, MarkdownIt>();

function policyKey(links: LinkPolicy): string {
  return `${links.allowExternal}|${links.siteOrigin ?? ''}`;
}

function parserFor(links: LinkPolicy): MarkdownIt {
  const key = policyKey(links);
  let parser = parsers.get(key);
  if (!parser) {
    parser = createParser(links);
    parsers.set(key, parser);
  }
  return parser;
}

function createParser(links: LinkPolicy): MarkdownIt {
  const md = new markdownIt({
    html: false,
    breaks: true,
    linkify: true,
    typographer: false,
    maxNesting: markdownMaxNesting,
  });
  md.validateLink = (url) => isSafeLink(url, links);

  md.core.ruler.push('heading_offset', (state) => {
    const offset = (state.env as Partial<RenderEnv>).headingOffset ?? 0;
    if (!offset) return;
    for (const token of state.tokens) {
      if (token.type === 'heading_open' || token.type === 'heading_close') {
        const level = Number(token.tag.slice(1));
        token.tag = `h${Math.min(6, level + offset)}`;
      }
    }
  });

  const renderLinkOpen = md.renderer.rules.link_open;
  md.renderer.rules.link_open = (tokens, idx, opts, env, self) => {
    const token = tokens[idx];
    const href = String(token?.attrGet('href') ?? '');
    if (token && classifyLink(href, links.siteOrigin) === 'external') {
      // The linked page must not get a handle on this window (window.opener) nor our URL as referrer.
      token.attrSet('rel', 'noopener noreferrer');
    }
    return renderLinkOpen ? renderLinkOpen(tokens, idx, opts, env, self) : self.renderToken(tokens, idx, opts);
  };
  return md;
}

function clampOffset(offset: number | undefined): number {
  if (!offset || !Number.isFinite(offset)) return 0;
  return Math.max(0, Math.min(5, Math.trunc(offset)));
}
