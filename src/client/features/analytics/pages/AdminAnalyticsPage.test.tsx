import { theme } from '@client/app/theme';
import { configureApi } from '@client/lib/api';
import { ThemeProvider } from '@mui/material/styles';
import { TOOL_TYPES } from '@shared/ai-limits';
import type { AdminAnalytics } from '@shared/contracts/analytics';
import { londonDateKey } from '@shared/time';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyticsCsv } from '../lib/csv';
import { USER_COUNT_KEY } from '../lib/fallback';
import AdminAnalyticsPage from './AdminAnalyticsPage';

// The analytics screen with the network edge replaced (as in lib/api.test.ts): page, hooks and the api
// client are real.

const DATA: AdminAnalytics = {
  range: { from: '2026-02-01', to: '2026-02-03', days: 3 },
  userStats: {
    totalUsers: 1234,
    activeToday: 56,
    activeThisWeek: 321,
    newUsersToday: 7,
    newUsersThisWeek: 42,
  },
  subscriptionStats: { free: 900, basic: 100, premium: 150, unlimited: 60, ultra: 24 },
  pageViews: [
    { path: '/dashboard', views: 500 },
    { path: '/subjects/:id', views: 120 },
    { path: '/notes,"draft"', views: 3 },
  ],
  totalPageViews: 623,
  pageViewsByDay: [
    { day: '2026-02-01', views: 200 },
    { day: '2026-02-02', views: 0 },
    { day: '2026-02-03', views: 423 },
  ],
  toolUsage: [
    { tool: 'notes', uses: 80 },
    { tool: 'flashcards', uses: 12 },
    ...TOOL_TYPES.filter((t) => t !== 'notes' && t !== 'flashcards').map((tool) => ({ tool, uses: 0 })),
  ],
  conversions: { premium: 4, unlimited: 0, ultra: 1 },
  actions: [{ name: 'BUTTON_CLICK:upgrade-cta', count: 9 }],
  features: [{ name: '=cmd', count: 2 }],
};

type Sent = { method: string; url: URL };
let sent: Sent[];
let reply: (req: Sent) => { status: number; body: unknown };

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  window.localStorage.clear();
  sent = [];
  reply = () => ({ status: 200, body: DATA });
  configureApi({
    baseUrl: '/api',
    sleep: async () => {},
    fetch: async (input, init) => {
      const req = { method: init?.method ?? 'GET', url: new URL(String(input), 'http://localhost') };
      sent.push(req);
      const { status, body } = reply(req);
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    },
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/admin-analytics']}>
          <AdminAnalyticsPage />
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('the analytics screen', () => {
  it('asks for the last 30 days and shows the figures as cards, charts and tables', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics' })).toBeTruthy();
    await screen.findByText('1,234');
    const today = londonDateKey(new Date());
    const request = sent.find((s) => s.url.pathname === '/api/admin/analytics')!;
    expect(request.url.searchParams.get('to')).toBe(today);
    expect((Date.parse(today) - Date.parse(request.url.searchParams.get('from')!)) / 86_400_000).toBe(29);

    const users = screen.getByRole('region', { name: 'Users' });
    const figure = (label: string) => within(users).getByText(label).nextElementSibling?.textContent;
    expect(figure('Total users')).toBe('1,234');
    expect(figure('Active today')).toBe('56');
    expect(figure('Active this week')).toBe('321');
    expect(figure('New today')).toBe('7');
    expect(figure('New this week')).toBe('42');

    expect(rowsOf(screen.getByRole('table', { name: 'Users per plan' }))).toEqual([
      ['Free', '900'],
      ['Basic', '100'],
      ['Premium', '150'],
      ['Unlimited', '60'],
      ['Ultra', '24'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Page views per page' }))).toEqual([
      ['/dashboard', '500'],
      ['/subjects/:id', '120'],
      ['/notes,"draft"', '3'],
    ]);
    const tools = rowsOf(screen.getByRole('table', { name: 'AI tool usage' }));
    expect(tools).toHaveLength(12);
    expect(tools.slice(0, 2)).toEqual([
      ['Notes generator', '80'],
      ['Flashcard generator', '12'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Conversions and actions' }))).toEqual([
      ['Conversions to Premium', '4'],
      ['Conversions to Ultra', '1'],
      ['BUTTON_CLICK:upgrade-cta', '9'],
      ['Feature: =cmd', '2'],
    ]);
    expect(screen.getByRole('region', { name: 'Page views' }).textContent).toContain(
      '623 page views in this range',
    );
    for (const chart of ['plans-chart', 'page-views-by-day-chart', 'top-pages-chart', 'tool-usage-chart'])
      expect(screen.getByTestId(chart)).toBeTruthy();
    expect(screen.getByTestId('analytics-range').textContent).toBe('1 Feb 2026 to 3 Feb 2026 (3 days)');
  });

  it('asks again for a range chosen with a preset or the date fields, and refuses an impossible one', async () => {
    renderPage();
    await screen.findByText('1,234');
    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => {
      const last = sent.at(-1)!.url.searchParams;
      expect((Date.parse(last.get('to')!) - Date.parse(last.get('from')!)) / 86_400_000).toBe(6);
    });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-01-31' } });
    await waitFor(() => expect(sent.at(-1)!.url.search).toBe('?from=2025-01-01&to=2025-01-31'));
    const before = sent.length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-02-15' } });
    expect(
      await screen.findByText('Choose a range of at most 366 days, with the start on or before the end.'),
    ).toBeTruthy();
    expect(sent.length).toBe(before);
  });

  it('exports every table as one CSV file', async () => {
    let saved: Blob | undefined;
    const createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:analytics';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderPage();
    await screen.findByText('1,234');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(clicked).toEqual(['ratio-analytics-2026-02-01-to-2026-02-03.csv']);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved!);
    });
    expect(text.replace(/^\uFEFF/, '')).toBe(analyticsCsv(DATA));
  });

  it('writes the CSV rows section by section, quoted where needed and safe from spreadsheet formulas', () => {
    const lines = analyticsCsv(DATA).trimEnd().split('\r\n');
    expect(lines.slice(0, 10)).toEqual([
      'section,name,value',
      'range,from,2026-02-01',
      'range,to,2026-02-03',
      'users,Total users,1234',
      'users,Active today,56',
      'users,Active this week,321',
      'users,New today,7',
      'users,New this week,42',
      'users per plan,Free,900',
      'users per plan,Basic,100',
    ]);
    expect(lines).toContain('page views,total,623');
    expect(lines).toContain('page views per day,2026-02-02,0');
    expect(lines).toContain('page views per page,/dashboard,500');
    expect(lines).toContain('page views per page,"/notes,""draft""",3');
    expect(lines).toContain('ai tool usage,Notes generator,80');
    expect(lines).toContain('ai tool usage,Statute chat,0');
    expect(lines).toContain('conversions,Premium,4');
    expect(lines).toContain('actions,BUTTON_CLICK:upgrade-cta,9');
    expect(lines).toContain("feature use,'=cmd,2");
    expect(lines).toHaveLength(1 + 2 + 5 + 5 + 1 + 3 + 3 + 12 + 3 + 1 + 1);
  });

  it('shows placeholder figures from a default of 10 users, and says so, when the figures cannot be loaded', async () => {
    reply = () => ({ status: 500, body: { error: { code: 'internal', message: 'Something went wrong.' } } });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to fetch usage statistics');
    expect(alert.textContent).toContain('placeholders');
    expect(alert.textContent).toContain('(10)');
    const users = screen.getByRole('region', { name: 'Users' });
    expect(within(users).getByText('Total users').nextElementSibling?.textContent).toBe('10');
    expect(screen.getByTestId('analytics-range').textContent).toMatch(/^Placeholder figures\./);
    expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('No page views in this range.')).toBeTruthy();

    // "Try again" asks once more; a success replaces the placeholders.
    reply = () => ({ status: 200, body: DATA });
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByText('1,234');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('derives the placeholders from the last user count it saw', async () => {
    window.localStorage.setItem(USER_COUNT_KEY, '40');
    reply = () => ({ status: 503, body: {} });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('(40)');
    const users = screen.getByRole('region', { name: 'Users' });
    expect(within(users).getByText('Total users').nextElementSibling?.textContent).toBe('40');
    expect(within(users).getByText('Active today').nextElementSibling?.textContent).toBe('12');
    expect(rowsOf(screen.getByRole('table', { name: 'Users per plan' }))[0]).toEqual(['Free', '40']);
  });

  it('remembers the user count of figures that loaded', async () => {
    renderPage();
    await screen.findByText('1,234');
    expect(window.localStorage.getItem(USER_COUNT_KEY)).toBe('1234');
  });
});
