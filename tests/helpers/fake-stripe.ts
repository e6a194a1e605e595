import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A small server that speaks the parts of Stripe's API that Ratio calls (Checkout Sessions, subscriptions,
// the billing portal), so the stripe provider's real SDK client is tested over real HTTP (docs/ARCHITECTURE.md:
// outside services are replaced at the network edge). Subscriptions are whatever the test puts in.

// biome-ignore lint/suspicious/noExplicitAny: Stripe objects are open JSON in tests.
export type StripeJson = Record<string, any>;
export type StripeRequest = { method: string; path: string; form: URLSearchParams };

export type FakeStripe = {
  url: string;
  requests: StripeRequest[];
  subscriptions: Map<string, StripeJson>;
  close(): Promise<void>;
};

/** A Stripe subscription of API version 2025-03-31 or later: the period lives on the item. */
export function stripeSubscription(fields: {
  id: string;
  customer: string;
  price: string;
  status?: string;
  cancelAtPeriodEnd?: boolean;
  periodEnd?: number;
  userId?: string;
}): StripeJson {
  const now = Math.floor(Date.now() / 1000);
  return {
    id: fields.id,
    object: 'subscription',
    customer: fields.customer,
    status: fields.status ?? 'active',
    cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
    pause_collection: null,
    trial_end: null,
    metadata: fields.userId ? { userId: fields.userId } : {},
    items: {
      object: 'list',
      data: [
        {
          id: `si_${fields.id}`,
          price: { id: fields.price },
          current_period_start: now,
          current_period_end: fields.periodEnd ?? now + 30 * 86_400,
        },
      ],
    },
  };
}

const error = (res: http.ServerResponse, status: number, message: string) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { type: 'invalid_request_error', message } }));
};

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: StripeRequest[] = [];
  const subscriptions = new Map<string, StripeJson>();
  let counter = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] as string;
      const form = new URLSearchParams(body);
      requests.push({ method: req.method ?? '', path, form });
      const json = (value: unknown) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      counter += 1;
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_${counter}`;
        return json({ id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}` });
      }
      if (req.method === 'POST' && path === '/v1/billing_portal/sessions')
        return json({
          id: `bps_${counter}`,
          object: 'billing_portal.session',
          url: `https://billing.stripe.test/p/session/${counter}`,
        });
      const sub = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
      if (sub) {
        const current = subscriptions.get(sub[1] as string);
        if (!current) return error(res, 404, `No such subscription: '${sub[1]}'`);
        if (req.method === 'POST') {
          if (form.has('cancel_at_period_end'))
            current.cancel_at_period_end = form.get('cancel_at_period_end') === 'true';
          const price = form.get('items[0][price]');
          if (price) current.items.data[0].price = { id: price };
        }
        return json(current);
      }
      return error(res, 404, `Unrecognized request URL (${req.method}: ${path})`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    subscriptions,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
