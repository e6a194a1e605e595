import { pathToFileURL } from 'node:url';
import Stripe from 'stripe';
import { startFakeStripe, stripeSubscription } from '../tests/helpers/fake-stripe';
import type { ServerProcess } from '../tests/process/server-process';
import {
  benchUser,
  type Database,
  describeLoad,
  figuresOf,
  inParallel,
  type LoadFigures,
  load,
  onEachDatabase,
} from './support';

// Webhook handling throughput. The real server runs with the stripe provider against a local server
// that speaks Stripe's API (the re-reads go there, over HTTP, as they would to Stripe). 200 customers are
// linked through a checkout event each; then autocannon posts freshly signed events at 10 connections for
// 10 s: half invoices (one notification each), half subscription updates (a re-read from "Stripe", the
// subscription stored, the plan checked). A second run replays one event, the cheap path a retry storm takes.
// Printed, never asserted; no target is set for it, so the line reports events/s.

const SECRET = 'whsec_bench_ratio';
const PRICES = { PREMIUM: 'price_premium', UNLIMITED: 'price_unlimited', ULTRA: 'price_ultra' };
const CUSTOMERS = 200;
const USERS = 5;
const CONNECTIONS = 10;
const DURATION_S = 10;

export type WebhookFigures = LoadFigures & { database: Database; replay: LoadFigures };

const sign = (payload: string) => Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
let seq = 0;
const eventJson = (type: string, object: object) =>
  JSON.stringify({
    id: `evt_bench_${process.pid}_${++seq}`,
    object: 'event',
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object },
  });

async function post(server: ServerProcess, payload: string) {
  const res = await fetch(server.url('/api/billing/webhook'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) },
    body: payload,
  });
  if (res.status !== 200) throw new Error(`webhook answered ${res.status}: ${await res.text()}`);
}

export async function benchWebhooks(): Promise<WebhookFigures[]> {
  const stripe = await startFakeStripe();
  const env = {
    PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_bench',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_PRICE_PREMIUM: PRICES.PREMIUM,
    STRIPE_PRICE_UNLIMITED: PRICES.UNLIMITED,
    STRIPE_PRICE_ULTRA: PRICES.ULTRA,
    STRIPE_API_BASE: stripe.url,
  };
  try {
    return await onEachDatabase(
      'webhooks',
      async (server, database) => {
        // Registration is rate-limited per address, so a few accounts hold the 200 customers between them.
        const users: string[] = [];
        for (let u = 0; u < USERS; u++) {
          const { call } = await benchUser(server);
          users.push((await call<{ user: { id: string } }>('GET', '/api/auth/session')).user.id);
        }
        const subs: { id: string; customer: string }[] = [];
        await inParallel(CUSTOMERS, 8, async (i) => {
          const userId = users[i % USERS] as string;
          const sub = stripeSubscription({
            id: `sub_${database}_${i}`,
            customer: `cus_${database}_${i}`,
            price: PRICES.PREMIUM,
            userId,
          });
          stripe.subscriptions.set(sub.id, sub);
          subs.push({ id: sub.id, customer: sub.customer });
          await post(
            server,
            eventJson('checkout.session.completed', {
              id: `cs_${i}`,
              client_reference_id: userId,
              customer: sub.customer,
              subscription: sub.id,
              payment_status: 'paid',
            }),
          );
        });
        let n = 0;
        const fresh = await load({
          url: server.url('/api/billing/webhook'),
          connections: CONNECTIONS,
          duration: DURATION_S,
          requests: [
            {
              method: 'POST',
              setupRequest: (req) => {
                const sub = subs[n++ % subs.length] as (typeof subs)[number];
                const body =
                  n % 2 === 0
                    ? eventJson('invoice.finalized', {
                        id: `in_${n}`,
                        object: 'invoice',
                        customer: sub.customer,
                        amount_due: 999,
                        currency: 'gbp',
                        hosted_invoice_url: 'https://invoice.test/i',
                      })
                    : eventJson('customer.subscription.updated', stripe.subscriptions.get(sub.id) as object);
                return {
                  ...req,
                  body,
                  headers: { 'content-type': 'application/json', 'stripe-signature': sign(body) },
                };
              },
            },
          ],
        });
        const replayed = eventJson('invoice.finalized', {
          id: 'in_replay',
          customer: subs[0]?.customer,
          amount_due: 999,
          currency: 'gbp',
        });
        await post(server, replayed);
        const replay = await load({
          url: server.url('/api/billing/webhook'),
          connections: CONNECTIONS,
          duration: 5,
          method: 'POST',
          body: replayed,
          headers: { 'content-type': 'application/json', 'stripe-signature': sign(replayed) },
        });
        const figures = {
          ...figuresOf('POST /api/billing/webhook (new events)', fresh),
          database,
          replay: figuresOf('POST /api/billing/webhook (replays)', replay),
        };
        console.info(
          `${database}: new events ${describeLoad(figures)}; replays ${describeLoad(figures.replay)}`,
        );
        return figures;
      },
      env,
    );
  } finally {
    await stripe.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchWebhooks();
