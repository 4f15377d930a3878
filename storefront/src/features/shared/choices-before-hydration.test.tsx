// @vitest-environment happy-dom
import { act, useLayoutEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { readChoicesMadeBeforeHydration, replayChoices } from './choices-before-hydration.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// A select is left out: happy-dom hides the keys React sets on a <select> (its own keys are the options'
// indexes). Its branch (a `change` event) is tested in a real browser: e2e/choices-before-hydration.spec.ts, the
// category's sort.
type Sent = { purchase: string; gift: boolean; quantity: string };

/** A buy box whose every control is a state, as the product page's: what « Ajouter » sends is the state. */
function BuyBox({ onAdd, replay }: { onAdd: (sent: Sent) => void; replay: boolean }) {
  const [purchase, setPurchase] = useState('once');
  const [gift, setGift] = useState(false);
  const [quantity, setQuantity] = useState('1');
  // What the shop's LiveMarker does on the first page.
  useLayoutEffect(() => {
    if (!replay) return;
    const choices = readChoicesMadeBeforeHydration();
    setTimeout(() => replayChoices(choices), 0);
  }, [replay]);
  return (
    <div>
      {['once', 'subscription'].map((value) => (
        <input
          key={value}
          type="radio"
          name="purchase"
          value={value}
          aria-label={value}
          checked={purchase === value}
          onChange={() => setPurchase(value)}
        />
      ))}
      <input type="checkbox" aria-label="gift" checked={gift} onChange={(event) => setGift(event.target.checked)} />
      <input aria-label="quantity" value={quantity} onChange={(event) => setQuantity(event.target.value)} />
      {purchase === 'subscription' ? <p>Fréquence</p> : null}
      <button type="button" onClick={() => onAdd({ purchase, gift, quantity })}>
        Ajouter
      </button>
    </div>
  );
}

async function chooseBeforeHydration(replay: boolean) {
  const onAdd = vi.fn();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<BuyBox onAdd={onAdd} replay={replay} />);
  document.body.replaceChildren(container);
  const get = <T extends Element>(label: string) => container.querySelector<T>(`[aria-label="${label}"]`)!;
  // The customer, on the server's HTML: a radio, a box, a quantity.
  get<HTMLInputElement>('subscription').checked = true;
  get<HTMLInputElement>('gift').checked = true;
  get<HTMLInputElement>('quantity').value = '3';
  await act(async () => {
    hydrateRoot(container, <BuyBox onAdd={onAdd} replay={replay} />);
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  await act(async () => {
    container.querySelector('button')!.click();
  });
  return { onAdd, container };
}

describe('choices made before hydration', () => {
  it('without the replay, the page shows the customer’s choices and sends the server’s (the bug)', async () => {
    const { onAdd } = await chooseBeforeHydration(false);
    expect(onAdd).toHaveBeenCalledWith({ purchase: 'once', gift: false, quantity: '1' });
  });

  it('with it, the radio, box and text chosen before hydration are the state that is sent', async () => {
    const { onAdd, container } = await chooseBeforeHydration(true);
    expect(onAdd).toHaveBeenCalledWith({ purchase: 'subscription', gift: true, quantity: '3' });
    // What only the state shows follows too.
    expect(container.textContent).toContain('Fréquence');
  });

  it('finds nothing to replay where the customer changed nothing, or where React has not hydrated yet', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<BuyBox onAdd={() => {}} replay={false} />);
    document.body.replaceChildren(container);
    // Server HTML only: no props attached, nothing touched even though the customer changed it.
    container.querySelector<HTMLInputElement>('[aria-label="quantity"]')!.value = '5';
    expect(readChoicesMadeBeforeHydration()).toEqual([]);
    container.querySelector<HTMLInputElement>('[aria-label="quantity"]')!.value = '1';
    await act(async () => {
      hydrateRoot(container, <BuyBox onAdd={() => {}} replay={false} />);
    });
    expect(readChoicesMadeBeforeHydration()).toEqual([]);
  });
});
