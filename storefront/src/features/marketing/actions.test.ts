import { knownTrackingActions } from '@gamelle/contract/marketing/tracking';
import { describe, expect, it } from 'vitest';
import { readActions } from './actions.ts';

// The browser reads the answer without zod: it must keep exactly what the contract's schemas keep.
const answers: Record<string, unknown>[] = [
  {
    top_header: { campaign: 'livraison-noel', content: 'Commandez avant le 18', link: '/page/livraison/' },
    popup: { campaign: 'nouvelle-recette', popup_type: 'markdown_modal', popup_configuration: { title: 'T' } },
    ad_product_offer: { campaign: 'offre-thon', sku: 'CHAT-HUMIDE-THON-SC', title: '-20 %' },
    ad_push_category: { campaign: 'push', category: 'chien', title: 'Pas sûr ?', content: 'x', link: '/p/' },
    page_view_done: {},
    abtest: { name: 'cart_upsell', segment: 'samples' },
  },
  { popup: { campaign: 'newsletter-exit' } },
  { popup: { campaign: 'x', popup_type: 'unknown_type' } },
  { popup: { campaign: 'x', popup_configuration: [] } },
  { top_header: { campaign: '', content: 'x' } },
  { top_header: { campaign: 'a', content: 3 } },
  { top_header: { campaign: 'a', content: 'x', link: 5 } },
  { ad_product_offer: { campaign: 'a', title: 'x' } },
  { ad_push_category: { campaign: 'a', category: 'c', title: 't', link: null } },
  { abtest: { name: 'n' } },
  { abtest: null, unknown_action: { campaign: 'a' }, page_view_done: { extra: 1 } },
  { top_header: 'text' },
];

describe('the tracker’s answer read without zod', () => {
  it.each(answers.map((answer, i) => [i, answer] as const))(
    'answer %i: the same actions as the contract',
    (_, answer) => {
      expect(readActions(answer)).toEqual(knownTrackingActions(answer));
    },
  );

  it('reads nothing from what is not an object', () => {
    for (const answer of [null, 'x', 3, [], undefined]) expect(readActions(answer)).toEqual([]);
  });
});
