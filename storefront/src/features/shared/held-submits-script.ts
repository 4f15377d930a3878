// The held submits' inline script (held-submits.ts), on its own: head-content.tsx (every page's first load) imports
// it, and the module it lives in joins the shell's chunk whole; held-submits.ts belongs to the forms' chunks.

/**
 * The head's inline script (plain, not a module: it runs as the parser reaches it, before the body is parsed, so
 * before any form is in the page; the style sheets React puts first in the head come before it, and a parser-inserted
 * script waits for them: the body's parse now waits for the CSS too, which the first frame waits for anyway).
 * Listeners on `window` in the capture phase run before React's at the root. A form's native submit is cancelled
 * and remembered while the form is not live; a press on a button outside a form (the checkout's « Continuer »,
 * `button[data-held-until-hydrated]`, which does nothing natively) is remembered the same way.
 */
export const holdSubmitsScript =
  '(()=>{const l=new WeakSet,h=new WeakSet,k=(e,t)=>{t&&!l.has(t)&&(e.preventDefault(),h.add(t))};' +
  'window.__heldSubmits={live:l,held:h};' +
  "addEventListener('submit',e=>{const t=e.target;k(e,t.matches?.('[data-held-until-hydrated]')&&t)},!0);" +
  "addEventListener('click',e=>k(e,e.target.closest?.('button[data-held-until-hydrated]')),!0)})()";
