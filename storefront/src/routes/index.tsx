import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/home/HomePage.tsx';
import { homeMessages } from '../features/home/messages.ts';
import { localeOf } from '../lib/i18n/use-locale.ts';
import { pageSeo, seoHead } from '../lib/seo/head.ts';

export const Route = createFileRoute('/')({
  loader: ({ location }) => {
    const t = homeMessages[localeOf(location)];
    return { seo: pageSeo(location, { title: t.seoTitle, description: t.seoDescription }) };
  },
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
  component: HomePage,
});
