// @vitest-environment happy-dom
import { act, useId, useRef, type FormEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  deferredPartMarkers,
  heldSubmits,
  heldUntilHydrated,
  useDeferredPartLive,
  useHeldSubmitReplayed,
} from './held-submits.ts';
import { holdSubmitsScript } from './held-submits-script.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A native submit of `form` (a press on its button, Enter in its field): false when its default was cancelled. */
const submitNatively = (form: HTMLFormElement) =>
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

/** The server's HTML of `element`, in the page, as the browser has it before the page's code has run. */
function serverPage(element: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return container;
}

async function hydrate(container: HTMLElement, element: React.ReactElement) {
  await act(async () => {
    hydrateRoot(container, element);
  });
}

function Invite({ onSend }: { onSend: (email: string) => void }) {
  const ref = useRef<HTMLFormElement>(null);
  useHeldSubmitReplayed(ref);
  return (
    <form
      ref={ref}
      {...heldUntilHydrated}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSend(String(new FormData(event.currentTarget).get('email')));
      }}
    >
      <input name="email" aria-label="E-mail" />
      <button type="submit">Envoyer</button>
    </form>
  );
}

function Part({ onContinue }: { onContinue: () => void }) {
  const markers = deferredPartMarkers(useId());
  return (
    <div>
      <span hidden {...markers.start} />
      <PartContent onContinue={onContinue} part={markers.start['data-deferred-part-start']} />
      <span hidden {...markers.end} />
    </div>
  );
}

function PartContent({ onContinue, part }: { onContinue: () => void; part: string }) {
  useDeferredPartLive(part);
  return (
    <button type="button" {...heldUntilHydrated} onClick={onContinue}>
      Continuer <span>→</span>
    </button>
  );
}

describe('held submits: the head’s inline script and the store the page reads', () => {
  beforeAll(() => {
    // As the head's script runs in the page: once, before any form is there.
    new Function(holdSubmitsScript)();
  });

  it('stays a few hundred bytes (it is in every page’s HTML)', () => {
    expect(holdSubmitsScript.length).toBeLessThan(400);
  });

  it('cancels and remembers the native submit of a marked form that is not live; leaves other forms alone', () => {
    const page = serverPage(
      <>
        <form {...heldUntilHydrated} data-testid="held" />
        <form method="get" action="/rechercher/" data-testid="native" />
      </>,
    );
    const held = page.querySelector<HTMLFormElement>('[data-testid="held"]')!;
    const native = page.querySelector<HTMLFormElement>('[data-testid="native"]')!;
    // After the script, at the window in the bubbling phase: was the submit cancelled? (Then no navigation here.)
    const cancelled: boolean[] = [];
    const after = (event: Event) => {
      cancelled.push(event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('submit', after);
    submitNatively(held);
    submitNatively(native);
    expect(cancelled).toEqual([true, false]);
    expect(heldSubmits().held.has(held)).toBe(true);
    expect(heldSubmits().held.has(native)).toBe(false);
    expect(window.__heldSubmits).toBe(heldSubmits());

    // Live (its code attached): the script lets its submit through, to the form's own code.
    heldSubmits().held.delete(held);
    heldSubmits().live.add(held);
    submitNatively(held);
    expect(cancelled).toEqual([true, false, false]);
    expect(heldSubmits().held.has(held)).toBe(false);
    window.removeEventListener('submit', after);
  });

  it('remembers a press on a marked button (or on its text) that is not live, and cancels it', () => {
    const page = serverPage(
      <button type="button" {...heldUntilHydrated}>
        Continuer <span>→</span>
      </button>,
    );
    const button = page.querySelector('button')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    expect(page.querySelector('span')!.dispatchEvent(click)).toBe(false);
    expect(heldSubmits().held.has(button)).toBe(true);
  });

  it('sends a submit held before hydration once the form is live, with what was typed, and only once', async () => {
    const sent = vi.fn();
    const page = serverPage(<Invite onSend={sent} />);
    const form = page.querySelector('form')!;
    page.querySelector('input')!.value = 'ami@example.fr';
    // Two presses before the page's code: held, nothing sent, no native submit.
    expect(submitNatively(form)).toBe(false);
    expect(submitNatively(form)).toBe(false);
    expect(sent).not.toHaveBeenCalled();

    await hydrate(page, <Invite onSend={sent} />);
    // Replayed in a task of its own, after the hydrating commit (and the choices made meanwhile).
    expect(sent).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledWith('ami@example.fr');
    expect(heldSubmits().live.has(form)).toBe(true);
    // Live now: a press goes to the form's code at once.
    form.requestSubmit();
    expect(sent).toHaveBeenCalledTimes(2);
  });

  it('sends nothing on hydration when nothing was held', async () => {
    const sent = vi.fn();
    const page = serverPage(<Invite onSend={sent} />);
    await hydrate(page, <Invite onSend={sent} />);
    expect(sent).not.toHaveBeenCalled();
  });

  it('in a deferred part: a press held before its code is replayed once the part is live', async () => {
    const pressed = vi.fn();
    const page = serverPage(<Part onContinue={pressed} />);
    page.querySelector('button')!.click();
    expect(pressed).not.toHaveBeenCalled();
    expect(page.querySelector('[data-live-pending]')).not.toBeNull();

    await hydrate(page, <Part onContinue={pressed} />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(page.querySelector('[data-live-pending]')).toBeNull();
    page.querySelector('button')!.click();
    expect(pressed).toHaveBeenCalledTimes(2);
  });
});
