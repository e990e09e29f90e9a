// What the chat page keeps in localStorage (its keys, chat.js's header says what each holds), and the
// bridge's two plain HTTP calls: its config, and the sandbox's simulated payment.

export const KEY = {
  user: "derlg.user_id",
  session: "derlg.session_id",
  lang: "derlg.language",
  token: "derlg.token",
  seq: (sid) => `derlg.seq.${sid}`,
  mine: (sid) => `derlg.mine.${sid}`,
};

export const store = {
  get: (k) => { try { return window.localStorage.getItem(k); } catch { return null; } },
  set: (k, v) => { try { window.localStorage.setItem(k, v); } catch { /* private mode */ } },
};

/** The bridge's /api/v1/config ({} when it does not answer within 3 s: no sandbox features). */
export async function fetchConfig() {
  try {
    const ctrl = new AbortController();
    const timer = setTimeout(() => ctrl.abort(), 3000);
    const res = await fetch("/api/v1/config", { signal: ctrl.signal, headers: { Accept: "application/json" } });
    clearTimeout(timer);
    return res.ok ? await res.json() : {};
  } catch {
    return {}; // images relative to this page
  }
}

/** Pay (or fail) a sandbox payment intent; only the traveller of this chat may: the same identity as
 * the WebSocket's auth. true when the bridge took it. */
export async function sandboxPay({ sessionId, userId, token }, intentId, status) {
  const headers = { "Content-Type": "application/json", "X-Session-Id": sessionId, "X-User-Id": userId };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(`/api/v1/sandbox/pay/${encodeURIComponent(intentId)}`, {
    method: "POST",
    headers,
    body: JSON.stringify({ status, session_id: sessionId }),
  });
  return res.ok;
}
