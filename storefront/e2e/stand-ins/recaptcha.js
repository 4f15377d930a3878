// Stand-in for Google's https://www.google.com/recaptcha/api.js?render=<site key> in the browser tests (served by
// e2e/identity.spec.ts at RECAPTCHA_SCRIPT_URL, never reaching Google). It implements the documented reCAPTCHA v3
// surface, grecaptcha.ready(callback) and grecaptcha.execute(siteKey, { action }) → Promise<token>, and gets each
// token from the API's local test issuer for that action, so the real server accepts it. The test reads each
// execute from that request (its action, the site key in X-Stand-In-Site-Key) and its answer (the token).
(() => {
  const siteKey = new URL(document.currentScript.src).searchParams.get('render');
  const waiting = [];
  let loaded = false;
  window.grecaptcha = {
    ready(callback) {
      if (loaded) setTimeout(callback, 0);
      else waiting.push(callback);
    },
    execute(key, options) {
      if (key !== siteKey) return Promise.reject(new Error(`Invalid site key or not loaded in api.js: ${key}`));
      const action = options && options.action;
      return fetch('/api/v2/dev/local-issuer/bot-token', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Stand-In-Site-Key': key },
        body: JSON.stringify({ action }),
      })
        .then((response) => response.json())
        .then(({ token }) => token);
    },
  };
  // As the real script: ready callbacks run once its own code has loaded, after this script.
  setTimeout(() => {
    loaded = true;
    for (const callback of waiting.splice(0)) callback();
  }, 50);
})();
