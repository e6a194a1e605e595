import { fixedAuth, makeUser, renderWithShell } from '@client/app/testing/render-app';
import { configureApi } from '@client/lib/api';
import { MESSAGES } from '@shared/errors';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import AiToolsPage from './AiToolsPage';
import FlashcardsGeneratorPage from './FlashcardsGeneratorPage';

// The screens with the network edge replaced (as in lib/api.test.ts): the pages, hooks and api client are
// real; each request is answered from `routes` and recorded.

type Sent = { method: string; path: string; body: unknown };
let sent: Sent[];
let routes: Record<string, (body: unknown) => Response>;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const tools = (flashcards: { used: number; limit: number | null; remaining: number | null }) => ({
  plan: 'FREE',
  resetsAt: '2026-01-12T00:00:00.000Z',
  tools: Object.fromEntries(
    [
      'notes',
      'mindmaps',
      'flashcards',
      'sbaq_practice',
      'interviewing',
      'legal-writing',
      'legal-drafting',
      'advocacy',
      'case-analysis',
      'case-law-chat',
      'statute-chat',
    ].map((t) => [t, t === 'flashcards' ? flashcards : { used: 0, limit: 1, remaining: 1 }]),
  ),
});

afterEach(cleanup);
beforeEach(() => {
  sent = [];
  // No kept generations unless a test says otherwise.
  routes = { 'GET /api/ai/generations': () => json(200, { items: [], nextCursor: null }) };
  configureApi({
    baseUrl: '/api',
    sleep: async () => {},
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ method, path: url.pathname, body });
      const answer = routes[`${method} ${url.pathname}`];
      return answer ? answer(body) : json(404, { error: { code: 'not_found', message: 'Not found.' } });
    },
  });
});

const card = (front: string, back: string) => ({ kind: 'basic', front, back });
const AT = '2026-01-08T10:30:00.000Z';
const summary = (id: string, status: string) => ({
  id,
  tool: 'flashcards',
  status,
  sourceTitle: 'Consideration lecture',
  sourceKind: 'text',
  sourceRef: null,
  headline: '1 card',
  engine: 'local',
  model: 'local',
  createdAt: AT,
  updatedAt: AT,
});

describe('Create Flashcards', () => {
  it('generates from pasted text, lets me leave a card out and edit one, and saves the rest into a topic', async () => {
    const user = userEvent.setup();
    routes['GET /api/ai/usage'] = () => json(200, tools({ used: 0, limit: 1, remaining: 1 }));
    routes['POST /api/ai/flashcards'] = () =>
      json(200, {
        items: [
          card('What was held in Re McArdle?', 'Past consideration is no consideration.'),
          card('Q2', 'A2'),
        ],
        usage: { used: 1, limit: 1, remaining: 0 },
        generation: { id: 'g1', status: 'pending', createdAt: AT },
      });
    routes['POST /api/ai/generations/g1/saved'] = () => json(200, { ...summary('g1', 'saved') });
    routes['GET /api/subjects'] = () =>
      json(200, { items: [{ id: 's1', name: 'Contract' }], nextCursor: null });
    routes['GET /api/subjects/s1/topics'] = () =>
      json(200, {
        items: [{ id: 't1', subjectId: 's1', name: 'Consideration', cardCount: 0 }],
        nextCursor: null,
      });
    routes['POST /api/topics/t1/flashcards'] = (body) =>
      json(201, { flashcard: { id: 'f', ...(body as object) } });

    renderWithShell(<FlashcardsGeneratorPage />, fixedAuth(makeUser()), '/ai/flashcards');
    expect(await screen.findByText('1 of 1 left this week, resets Monday')).toBeTruthy();
    // Pasted, here and in the edit below: typed a key at a time, each key re-rendered the page, which took
    // most of the test's 15 s on a busy machine.
    await user.click(screen.getByLabelText('Text to work from'));
    await user.paste('Past consideration is no consideration.');
    await user.click(screen.getByRole('button', { name: 'Generate flashcards' }));

    const second = await screen.findByRole('article', { name: 'Card 2' });
    expect(sent.find((s) => s.path === '/api/ai/flashcards')?.body).toEqual({
      sourceText: 'Past consideration is no consideration.',
      count: 15,
      kinds: ['basic', 'cloze'],
    });
    expect(await screen.findByText('0 of 1 left this week, resets Monday')).toBeTruthy();
    await user.click(within(second).getByLabelText('Keep card 2'));
    const first = screen.getByRole('article', { name: 'Card 1' });
    await user.click(within(first).getByLabelText('Back'));
    await user.paste(' (Re McArdle, 1951)');

    await user.click(screen.getByLabelText('Subject'));
    await user.click(await screen.findByRole('option', { name: 'Contract' }));
    await user.click(screen.getByLabelText('Topic'));
    await user.click(await screen.findByRole('option', { name: /Consideration/ }));
    await user.click(screen.getByRole('button', { name: 'Save 1 card' }));

    expect(await screen.findByText('1 card was saved.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the topic' }).getAttribute('href')).toBe(
      '/subjects/s1/topics/t1',
    );
    expect(sent.filter((s) => s.path === '/api/topics/t1/flashcards').map((s) => s.body)).toEqual([
      card('What was held in Re McArdle?', 'Past consideration is no consideration. (Re McArdle, 1951)'),
    ]);
    // The kept generation is marked saved once the cards are.
    await waitFor(() => expect(sent.some((s) => s.path === '/api/ai/generations/g1/saved')).toBe(true));
  });

  it('brings back the latest pending generation after a reload, with its source, and can discard it', async () => {
    const user = userEvent.setup();
    routes['GET /api/ai/usage'] = () => json(200, tools({ used: 1, limit: 1, remaining: 0 }));
    routes['GET /api/ai/generations'] = () =>
      json(200, { items: [summary('g7', 'pending')], nextCursor: null });
    routes['GET /api/ai/generations/g7'] = () =>
      json(200, {
        ...summary('g7', 'pending'),
        sourceText: 'Past consideration is no consideration: Re McArdle.',
        sourceTruncated: false,
        result: { items: [card('What was held in Re McArdle?', 'Past consideration is no consideration.')] },
      });
    routes['POST /api/ai/generations/g7/discard'] = () => json(200, {});
    renderWithShell(<FlashcardsGeneratorPage />, fixedAuth(makeUser()), '/ai/flashcards');

    const restored = await screen.findByRole('article', { name: 'Card 1' });
    expect(within(restored).getByLabelText('Front')).toHaveProperty('value', 'What was held in Re McArdle?');
    expect(screen.getByText(/Kept from your last visit/)).toBeTruthy();
    expect(screen.getByText(/^Generated .* from “Consideration lecture”\.$/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show the source' }));
    expect(screen.getByText('Past consideration is no consideration: Re McArdle.')).toBeTruthy();
    // The history lists it too.
    expect(within(screen.getByRole('list', { name: 'Past generations' })).getByText('1 card')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Card 1' })).toBeNull());
    expect(sent.some((s) => s.method === 'POST' && s.path === '/api/ai/generations/g7/discard')).toBe(true);
  });

  it('at the limit, offers the plans page instead of generating', async () => {
    routes['GET /api/ai/usage'] = () => json(200, tools({ used: 1, limit: 1, remaining: 0 }));
    renderWithShell(<FlashcardsGeneratorPage />, fixedAuth(makeUser()), '/ai/flashcards');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MESSAGES.limitReached);
    expect(within(alert).getByRole('link', { name: 'See plans and upgrade' }).getAttribute('href')).toBe(
      '/subscription-plans',
    );
    expect(screen.getByRole('button', { name: 'Generate flashcards' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the server’s 429 as the limit alert too, when the allowance ran out elsewhere', async () => {
    const user = userEvent.setup();
    routes['GET /api/ai/usage'] = () => json(200, tools({ used: 0, limit: 1, remaining: 1 }));
    routes['POST /api/ai/flashcards'] = () =>
      json(429, {
        error: {
          code: 'limit_reached',
          message: MESSAGES.limitReached,
          resetsAt: '2026-01-12T00:00:00.000Z',
        },
      });
    renderWithShell(<FlashcardsGeneratorPage />, fixedAuth(makeUser()), '/ai/flashcards');
    await user.type(await screen.findByLabelText('Text to work from'), 'Offer and acceptance.');
    await user.click(screen.getByRole('button', { name: 'Generate flashcards' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'See plans and upgrade' })).toBeTruthy());
  });
});

describe('AI tools hub', () => {
  it('lists every tool with its allowance, or Unlimited', async () => {
    routes['GET /api/ai/usage'] = () => json(200, tools({ used: 3, limit: null, remaining: null }));
    renderWithShell(<AiToolsPage />, fixedAuth(makeUser()), '/ai-tools');
    const flashcards = await screen.findByRole('link', { name: /Create Flashcards/ });
    await waitFor(() => expect(flashcards.textContent).toContain('Unlimited'));
    expect(flashcards.getAttribute('href')).toBe('/ai/flashcards');
    const chat = screen.getByRole('link', { name: /Case law chat/ });
    expect(chat.textContent).toContain('1 of 1 left this week, resets Monday');
    // The twelve counted tools (legal research among them) and the assistant.
    expect(screen.getAllByRole('listitem')).toHaveLength(13);
    expect(screen.getByRole('link', { name: /Legal research/i }).getAttribute('href')).toBe(
      '/ai/legal-research',
    );
    expect(screen.getByRole('link', { name: /AI assistant/ }).getAttribute('href')).toBe('/assistant');
  });
});
