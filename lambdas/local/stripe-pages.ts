import { escapeHtml } from '../domain/html';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Language, paymentPageStrings, pickLanguage } from '../domain/i18n';
import { formatPrice } from '../domain/payments/money';
import {
  portalActions,
  type PortalAction,
  type StandinPrice,
  type StripeStandin,
} from './stripe-standin';

const { t } = paymentPageStrings;

/**
 * The pages Stripe would host, served by the local stack: `/local-checkout?session=` (pay or
 * cancel) and `/local-portal?session=` (cancel at the period end, resume, a failed renewal, end
 * now). Forms post back to the same page; nothing runs in the browser (no script at all, so the
 * CSP forbids it), and every word comes from locales/ (`payments.*`).
 */

/** Intl locales of the product languages, as the web uses them. */
const intlLocale: Record<Language, string> = {
  uk: 'uk-UA',
  en: 'en-US',
  ja: 'ja-JP',
  es: 'es-ES',
};

const securityHeaders = {
  'content-security-policy':
    "default-src 'none'; style-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  // Not no-referrer: under it Chromium sends `Origin: null` with the forms' POSTs, which the
  // same-origin check below must then refuse. same-origin keeps the address from other sites.
  'referrer-policy': 'same-origin',
  'cache-control': 'no-store',
};

function cookie(request: IncomingMessage, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** `?lang=`, the `language` cookie, the language the session was opened in, the browser's, uk. */
function languageOf(request: IncomingMessage, url: URL, sessionLocale?: string | null): Language {
  const accepted = (request.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim().slice(0, 2).toLowerCase());
  return pickLanguage(
    url.searchParams.get('lang'),
    cookie(request, 'language'),
    sessionLocale,
    ...accepted,
  );
}

function page(language: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(t(language, 'app.title'))}</title>
<link rel="stylesheet" href="/local-stripe.css">
</head>
<body>
<main class="card">
<p class="notice">${escapeHtml(t(language, 'payments.local.notice'))}</p>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

function send(response: ServerResponse, status: number, html: string) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...securityHeaders });
  response.end(html);
}

function redirect(response: ServerResponse, location: string) {
  response.writeHead(303, { location, ...securityHeaders });
  response.end();
}

const formatDate = (seconds: number, language: Language) =>
  new Intl.DateTimeFormat(intlLocale[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    seconds * 1000,
  );
const priceText = (price: StandinPrice, language: Language) =>
  formatPrice(price.amount, price.currency.toUpperCase(), intlLocale[language]);

const button = (action: string, label: string, primary = false) =>
  `<button type="submit" name="action" value="${action}"${primary ? ' class="primary"' : ''}>${escapeHtml(label)}</button>`;

function notFound(response: ServerResponse, language: Language) {
  send(
    response,
    404,
    page(
      language,
      t(language, 'payments.local.notFound'),
      `<p><a href="/payment">${escapeHtml(t(language, 'payments.local.backToApp'))}</a></p>`,
    ),
  );
}

function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      // A form of one button: anything larger is not ours.
      if (size > 4096) request.destroy();
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    request.on('error', reject);
  });
}

/** A form posted from another site is refused: only these pages submit to themselves. */
const sameOrigin = (request: IncomingMessage) =>
  request.headers.origin === undefined ||
  request.headers.origin === `http://${request.headers.host}`;

function checkoutPage(standin: StripeStandin, id: string, language: Language): string | undefined {
  const found = standin.checkout(id);
  if (!found) return undefined;
  const { session } = found.record;
  const price = standin.price(found.record.priceId)!;
  const plan = found.record.plan;
  const formatted = priceText(price, language);
  if (session.status === 'expired') {
    return page(
      language,
      t(language, 'payments.checkout.title'),
      `<p>${escapeHtml(t(language, 'payments.checkout.expired'))}</p>
<p><a href="${escapeHtml(session.cancel_url)}">${escapeHtml(t(language, 'payments.local.backToApp'))}</a></p>`,
    );
  }
  const account = found.customer?.email
    ? `<p class="muted">${escapeHtml(t(language, 'payments.checkout.account', { email: found.customer.email }))}</p>`
    : '';
  return page(
    language,
    t(language, 'payments.checkout.title'),
    `<section class="plan">
<h2>${escapeHtml(t(language, `payments.plans.${plan}`))}</h2>
<p class="price">${escapeHtml(t(language, `payments.price.${plan}`, { price: formatted }))}</p>
<p>${escapeHtml(t(language, `payments.planDetails.${plan}`))}</p>
</section>
${account}
<form method="post" action="/local-checkout?session=${encodeURIComponent(id)}">
${button('pay', t(language, 'payments.checkout.pay', { price: formatted }), true)}
${button('cancel', t(language, 'payments.checkout.cancel'))}
</form>`,
  );
}

const actionKey: Record<PortalAction, string> = {
  cancel: 'cancel',
  resume: 'resume',
  'fail-payment': 'failPayment',
  'end-now': 'endNow',
};

function statusLabel(status: string, language: Language): string {
  const key = `payments.portal.status.${status}`;
  const label = t(language, key);
  return label === key ? status : label;
}

function portalPage(
  standin: StripeStandin,
  id: string,
  language: Language,
  done: string | null,
): string | undefined {
  const found = standin.portal(id);
  if (!found) return undefined;
  const subscription = found.subscriptions[0];
  const parts: string[] = [];
  if (done && (portalActions as readonly string[]).includes(done)) {
    const key = actionKey[done as PortalAction];
    parts.push(
      `<p class="done" role="status">${escapeHtml(t(language, `payments.portal.done.${key}`))}</p>`,
    );
  }
  if (found.customer?.email) {
    parts.push(
      `<p class="muted">${escapeHtml(t(language, 'payments.checkout.account', { email: found.customer.email }))}</p>`,
    );
  }
  if (subscription) {
    const item = subscription.items.data[0];
    const price = standin.price(item.price.id);
    const running = !['canceled', 'incomplete_expired'].includes(subscription.status);
    const when = running
      ? t(
          language,
          subscription.cancel_at_period_end ? 'payments.portal.ends' : 'payments.portal.renews',
          {
            date: formatDate(item.current_period_end, language),
          },
        )
      : '';
    parts.push(`<section class="plan">
<h2>${escapeHtml(t(language, 'payments.plans.monthly'))}</h2>
${price ? `<p class="price">${escapeHtml(t(language, 'payments.price.monthly', { price: priceText(price, language) }))}</p>` : ''}
<p><span class="status status-${escapeHtml(subscription.status)}">${escapeHtml(statusLabel(subscription.status, language))}</span>${when ? ` · ${escapeHtml(when)}` : ''}</p>
</section>`);
    if (running) {
      parts.push(`<form method="post" action="/local-portal?session=${encodeURIComponent(id)}">
${subscription.cancel_at_period_end ? button('resume', t(language, 'payments.portal.resume'), true) : button('cancel', t(language, 'payments.portal.cancel'))}
${button('fail-payment', t(language, 'payments.portal.failPayment'))}
${button('end-now', t(language, 'payments.portal.endNow'))}
</form>`);
    }
  } else {
    parts.push(`<p>${escapeHtml(t(language, 'payments.portal.none'))}</p>`);
  }
  if (found.payments.length > 0) {
    const rows = found.payments
      .map(
        (payment) =>
          `<li>${escapeHtml(
            t(language, 'payments.portal.paidOn', {
              price: formatPrice(
                payment.amount,
                payment.currency.toUpperCase(),
                intlLocale[language],
              ),
              date: formatDate(payment.created, language),
            }),
          )}</li>`,
      )
      .join('\n');
    parts.push(`<section><h2>${escapeHtml(t(language, 'payments.portal.passes'))}</h2>
<ul>${rows}</ul></section>`);
  }
  const back = found.session.return_url ?? '/payment';
  parts.push(
    `<p><a href="${escapeHtml(back)}">${escapeHtml(t(language, 'payments.local.backToApp'))}</a></p>`,
  );
  return page(language, t(language, 'payments.portal.title'), parts.join('\n'));
}

const stylesheet = `:root {
  color-scheme: light dark;
  --bg: #f5f7fa; --surface: #fff; --text: #1d2733; --muted: #4a5968; --accent: #3b5b7a;
  --accent-strong: #2c4660; --border: #d3dce5; --notice: #fff4e0; --done: #e7f4ec; --focus: #c25e00;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Hiragino Sans', sans-serif;
  line-height: 1.55; color: var(--text); background: var(--bg);
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #10161d; --surface: #1a232d; --text: #e6edf3; --muted: #a8b6c4; --accent: #7fa6cc;
    --accent-strong: #a9c6e3; --border: #33414f; --notice: #3a2e17; --done: #173324;
  }
}
* { box-sizing: border-box; }
body { margin: 0; padding: 1rem; min-width: 320px; }
.card {
  max-width: 32rem; margin: 2rem auto; padding: 1.5rem; background: var(--surface);
  border: 1px solid var(--border); border-radius: 12px;
}
h1 { font-size: 1.5rem; margin: 0.5rem 0 1rem; }
h2 { font-size: 1.15rem; margin: 0 0 0.25rem; }
.notice { background: var(--notice); padding: 0.5rem 0.75rem; border-radius: 8px; font-size: 0.9rem; margin: 0; }
.done { background: var(--done); padding: 0.5rem 0.75rem; border-radius: 8px; }
.plan { border: 1px solid var(--border); border-radius: 10px; padding: 1rem; margin: 0 0 1rem; }
.price { font-size: 1.25rem; font-weight: 600; margin: 0.25rem 0; }
.muted { color: var(--muted); }
.status { font-weight: 600; }
form { display: flex; flex-direction: column; gap: 0.75rem; margin: 1rem 0; }
button {
  font: inherit; min-height: 44px; padding: 0.6rem 1rem; border-radius: 10px; cursor: pointer;
  border: 1px solid var(--accent); background: transparent; color: var(--accent-strong);
}
button.primary { background: var(--accent); border-color: var(--accent); color: var(--surface); font-weight: 600; }
a { color: var(--accent-strong); }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
`;

export type LocalPages = (
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
) => Promise<boolean>;

async function checkoutRoute(
  standin: StripeStandin,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
) {
  const id = url.searchParams.get('session') ?? '';
  const found = standin.checkout(id);
  const language = languageOf(request, url, found?.record.session.locale);
  if (request.method !== 'POST') {
    const html = checkoutPage(standin, id, language);
    return html ? send(response, 200, html) : notFound(response, language);
  }
  if (!found || !sameOrigin(request)) return notFound(response, language);
  const action = (await readForm(request)).get('action');
  redirect(response, action === 'pay' ? await standin.pay(id) : found.record.session.cancel_url);
}

async function portalRoute(
  standin: StripeStandin,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
) {
  const id = url.searchParams.get('session') ?? '';
  const found = standin.portal(id);
  const language = languageOf(request, url, found?.session.locale);
  if (request.method !== 'POST') {
    const html = portalPage(standin, id, language, url.searchParams.get('done'));
    return html ? send(response, 200, html) : notFound(response, language);
  }
  const action = found && sameOrigin(request) ? (await readForm(request)).get('action') : null;
  if (!portalActions.some((known) => known === action)) return notFound(response, language);
  await standin.manage(id, action as PortalAction);
  redirect(response, `/local-portal?session=${encodeURIComponent(id)}&done=${action}`);
}

/** The stand-in's pages on the stack's own origin; false for any other path. */
export function createStripePages(standin: StripeStandin): LocalPages {
  return async (request, response, url) => {
    if (url.pathname === '/local-stripe.css') {
      response.writeHead(200, {
        'content-type': 'text/css; charset=utf-8',
        'cache-control': 'no-cache',
      });
      response.end(stylesheet);
    } else if (url.pathname === '/local-checkout') {
      await checkoutRoute(standin, request, response, url);
    } else if (url.pathname === '/local-portal') {
      await portalRoute(standin, request, response, url);
    } else {
      return false;
    }
    return true;
  };
}
