// Stand-in for Google Identity Services' https://accounts.google.com/gsi/client in the browser tests (served by
// e2e/identity.spec.ts at GOOGLE_SIGN_IN_SCRIPT_URL, never reaching Google). It implements the documented surface the
// login page uses: google.accounts.id.initialize({ client_id, callback }) and renderButton(parent, options). Its
// button stands for Google's consent: a click asks the API's local test issuer for an identity token of the e-mail in
// window.__googleAccountEmail (set by the test) and hands it to the callback as { credential, select_by }; with
// window.__googleCredential set, that credential is handed instead (a token Google would not sign, for the failure
// path). What the page asked is kept in window.__gsi.
(() => {
  let settings = null;
  window.__gsi = { initialized: null, rendered: [] };
  window.google = window.google || {};
  window.google.accounts = window.google.accounts || {};
  window.google.accounts.id = {
    initialize(options) {
      settings = options;
      window.__gsi.initialized = { client_id: options.client_id, ux_mode: options.ux_mode, context: options.context };
    },
    renderButton(parent, options) {
      if (!settings) throw new Error('google.accounts.id.initialize must be called first');
      window.__gsi.rendered.push(options);
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset.locale = options.locale;
      button.textContent =
        options.locale === 'nl' ? 'Doorgaan met Google (stand-in)' : 'Continuer avec Google (stand-in)';
      button.addEventListener('click', async () => {
        let credential = window.__googleCredential;
        if (!credential) {
          const response = await fetch('/api/v2/dev/local-issuer/google-token', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ email: window.__googleAccountEmail }),
          });
          credential = (await response.json()).token;
        }
        settings.callback({ credential, select_by: 'btn' });
      });
      parent.replaceChildren(button);
    },
  };
})();
