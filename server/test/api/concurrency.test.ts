import { describe, expect, it } from 'vitest';
import { addItem, call, newCart, variants } from './helpers.ts';

describe('concurrent changes of one cart', () => {
  it('loses none of 100 concurrent quantity increments, and lets exactly 20 of them through', async () => {
    const cart = await newCart();
    const replies = await Promise.all(Array.from({ length: 100 }, () => addItem(cart, variants.dogAdult3kg, 1)));
    // One product is capped at MAX_VARIANT_QUANTITY (20) per cart: every increment is either kept or refused
    // with the cap's code, and the line holds exactly the ones that were answered 200.
    const kept = replies.filter((r) => r.status === 200).length;
    const refused = replies.filter((r) => r.status === 422 && r.body.violations[0].code === 'quantity_above_maximum');
    expect(kept).toBe(20);
    expect(refused).toHaveLength(80);
    const res = await call('GET', `/orders/${cart}`);
    expect(res.body.items).toHaveLength(1);
    expect(res.body.items[0].quantity).toBe(20);
    expect(res.body.itemsTotal).toBe(20 * res.body.items[0].unitPrice);
  });

  it('applies 100 concurrent line changes one after the other', async () => {
    const cart = await newCart();
    const first = await addItem(cart, variants.catSterilised400g, 1);
    const id = first.body.items[0].id;
    // Half the requests change the quantity, half the frequency: both kinds must survive in the final line.
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        call('PATCH', `/orders/${cart}/items/${id}`, { body: i % 2 ? { quantity: 7 } : { subscriptionInterval: 42 } }),
      ),
    );
    expect(replies.every((r) => r.status === 200)).toBe(true);
    const res = await call('GET', `/orders/${cart}`);
    expect(res.body.items[0]).toMatchObject({ quantity: 7, subscriptionInterval: 42 });
    const discounted = res.body.items[0].unitPrice - Math.round(res.body.items[0].unitPrice / 10);
    expect(res.body.items[0].total).toBe(7 * discounted);
  });
});
