import { AuthContext } from '@client/components/auth/auth-context';
import { configureApi } from '@client/lib/api';
import { TOOL_TYPES } from '@shared/ai-limits';
import type { AdminUser, AdminUserUsage, AuditEntry } from '@shared/contracts/admin';
import type { Plan } from '@shared/plans';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// The toasts' landmark, as the app shell mounts it, so the success toast can be seen.
import { ToastRegion } from '../../../app/toasts/ToastRegion';
import AdminDashboardPage from './AdminDashboardPage';
import AdminUserPage from './AdminUserPage';

// The admin screens with the network edge replaced (as in lib/api.test.ts); pages, hooks and the api client
// are real.

const ADMIN_ID = '11111111-1111-4111-8111-111111111111';
const STUDENT_ID = '22222222-2222-4222-8222-222222222222';

const person = (id: string, username: string, plan: Plan = 'FREE'): AdminUser => ({
  id,
  username,
  email: `${username}@example.com`,
  role: 'user',
  plan,
  createdAt: '2026-01-05T09:00:00.000Z',
  lastActiveAt: null,
});
const everyone = [
  person(STUDENT_ID, 'cohort_student'),
  person('33333333-3333-4333-8333-333333333333', 'alice_law', 'PREMIUM'),
  person('44444444-4444-4444-8444-444444444444', 'bob_barrister', 'BASIC'),
];

type Sent = { method: string; url: URL; body: unknown };
let sent: Sent[];
let reply: (req: Sent) => { status?: number; body: unknown };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  sent = [];
  window.scrollTo = () => {};
  configureApi({
    baseUrl: '/api',
    sleep: async () => {},
    fetch: async (input, init) => {
      const req = {
        method: init?.method ?? 'GET',
        url: new URL(String(input), 'http://localhost'),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      sent.push(req);
      const { status, body } = reply(req);
      return json(body, status);
    },
  });
});
afterEach(cleanup);

const adminAuth = {
  user: { ...person(ADMIN_ID, 'chief_admin'), role: 'admin' as const },
  status: 'ready' as const,
  login: vi.fn(),
  register: vi.fn(),
  logout: vi.fn(async () => {}),
  updateUser: vi.fn(),
};

function renderAt(path: string, page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AuthContext.Provider value={adminAuth}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/admin" element={page} />
            <Route path="/admin/users/:userId" element={page} />
          </Routes>
        </MemoryRouter>
        <ToastRegion />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

const usersRequests = () => sent.filter((s) => s.url.pathname === '/api/admin/users');

describe('the admin dashboard', () => {
  beforeEach(() => {
    reply = ({ url }) => {
      const q = url.searchParams.get('q') ?? '';
      const items = everyone.filter((u) => u.username.includes(q) || u.email.includes(q));
      const cursor = url.searchParams.get('cursor');
      if (url.searchParams.get('limit') === '25')
        return {
          body: {
            items: cursor ? items.slice(2) : items.slice(0, 2),
            nextCursor: cursor ? null : 'page2',
            total: items.length,
          },
        };
      return { body: { items, nextCursor: null, total: items.length } };
    };
  });

  it('links to the other admin screens and lists users, each linking to their page', async () => {
    renderAt('/admin', <AdminDashboardPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getByRole('link', { name: 'Analytics' }).getAttribute('href')).toBe(
      '/admin-analytics',
    );
    expect(within(nav).getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/admin/blog');
    expect(within(nav).getByRole('link', { name: 'Audit log' }).getAttribute('href')).toBe('/admin/audit');

    const table = await screen.findByRole('table', { name: 'Users' });
    const link = await within(table).findByRole('link', { name: 'cohort_student' });
    expect(link.getAttribute('href')).toBe(`/admin/users/${STUDENT_ID}`);
    expect(within(table).getAllByRole('row')).toHaveLength(4); // header and three users
    expect(usersRequests()[0]!.url.search).toBe('?sort=createdAt&order=desc&limit=50');
  });

  it('searches as the admin types, after a pause', async () => {
    renderAt('/admin', <AdminDashboardPage />);
    const table = await screen.findByRole('table', { name: 'Users' });
    await within(table).findByRole('link', { name: 'bob_barrister' });
    fireEvent.change(screen.getByLabelText('Search users'), { target: { value: 'alice' } });
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'bob_barrister' })).toBeNull());
    expect(within(table).getByRole('link', { name: 'alice_law' })).toBeTruthy();
    expect(usersRequests().at(-1)!.url.searchParams.get('q')).toBe('alice');
    // One request for the whole word, not one per key press.
    expect(usersRequests().filter((r) => r.url.searchParams.has('q'))).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('Search users'), { target: { value: 'nobody' } });
    expect(await within(table).findByText('No users match "nobody".')).toBeTruthy();
  });

  it('sorts by a column header, then the other way', async () => {
    renderAt('/admin', <AdminDashboardPage />);
    await screen.findByRole('link', { name: 'alice_law' });
    fireEvent.click(screen.getByRole('button', { name: 'Username' }));
    await waitFor(() => expect(usersRequests().at(-1)!.url.search).toBe('?sort=username&order=asc&limit=50'));
    fireEvent.click(await screen.findByRole('button', { name: /^Username/ }));
    await waitFor(() =>
      expect(usersRequests().at(-1)!.url.search).toBe('?sort=username&order=desc&limit=50'),
    );
    // Dates start newest first.
    fireEvent.click(screen.getByRole('button', { name: 'Last active' }));
    await waitFor(() =>
      expect(usersRequests().at(-1)!.url.search).toBe('?sort=lastActiveAt&order=desc&limit=50'),
    );
  });

  it('pages forward with the server cursor and back again', async () => {
    const many = Array.from({ length: 30 }, (_v, i) =>
      person(`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, `student_${i}`),
    );
    reply = ({ url }) => {
      const limit = Number(url.searchParams.get('limit'));
      const offset = url.searchParams.get('cursor') ? limit : 0;
      const items = many.slice(offset, offset + limit);
      return {
        body: { items, nextCursor: offset + limit < many.length ? 'page2' : null, total: many.length },
      };
    };
    renderAt('/admin', <AdminDashboardPage />);
    await screen.findByRole('link', { name: 'student_29' });
    expect(screen.getByText('1–30 of 30')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Per page/ }));
    fireEvent.click(await screen.findByRole('option', { name: '25' }));
    await screen.findByText('1–25 of 30');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'student_29' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('26–30 of 30');
    expect(usersRequests().at(-1)!.url.searchParams.get('cursor')).toBe('page2');
    expect(await screen.findByRole('link', { name: 'student_29' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Go to next page' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go to previous page' }));
    await screen.findByText('1–25 of 30');
  });
});

describe("a user's page", () => {
  let plan: Plan;
  let audit: AuditEntry[];
  const usage: AdminUserUsage = {
    plan: 'FREE',
    resetsAt: '2026-05-11T00:00:00.000Z',
    thisWeek: Object.fromEntries(
      TOOL_TYPES.map((t) => [t, { used: t === 'notes' ? 1 : 0, limit: 1, remaining: t === 'notes' ? 0 : 1 }]),
    ) as AdminUserUsage['thisWeek'],
    weeks: [],
  };

  beforeEach(() => {
    plan = 'FREE';
    audit = [];
    reply = ({ method, url, body }) => {
      const path = url.pathname;
      if (method === 'PUT') {
        const input = body as { plan: Plan; reason: string };
        if (input.plan === 'ULTRA')
          return {
            status: 409,
            body: {
              error: {
                code: 'conflict',
                message: 'This user is already on the ULTRA plan; nothing was changed.',
              },
            },
          };
        const entry: AuditEntry = {
          id: 'e1',
          adminId: ADMIN_ID,
          adminUsername: 'chief_admin',
          targetUserId: STUDENT_ID,
          targetUsername: 'cohort_student',
          action: 'plan.change',
          from: plan,
          to: input.plan,
          reason: input.reason,
          createdAt: '2026-05-06T10:00:00.000Z',
        };
        plan = input.plan;
        audit = [entry];
        return { body: { user: person(STUDENT_ID, 'cohort_student', plan), entry } };
      }
      if (path.endsWith('/content'))
        return {
          body: { counts: { subjects: 2, topics: 5, flashcards: 120, notes: 4, mindmaps: 1, exams: 3 } },
        };
      if (path.endsWith('/usage')) return { body: { ...usage, plan } };
      if (path === '/api/admin/audit') return { body: { items: audit, nextCursor: null } };
      return { body: { user: person(STUDENT_ID, 'cohort_student', plan), subscription: null } };
    };
  });

  it('shows the subscription, content, AI usage and an empty audit log', async () => {
    renderAt(`/admin/users/${STUDENT_ID}`, <AdminUserPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'cohort_student' })).toBeTruthy();
    const subscription = screen.getByRole('region', { name: 'Subscription' });
    expect(within(subscription).getByText('Free')).toBeTruthy();
    expect(within(subscription).getByText(/None: this user has never paid/)).toBeTruthy();
    const content = screen.getByRole('region', { name: 'Content' });
    expect(await within(content).findByText('120')).toBeTruthy();
    const week = await screen.findByRole('table', { name: 'AI usage this week' });
    const notes = within(week).getByRole('row', { name: /Notes generator/ });
    expect(
      within(notes)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Notes generator', '1', '1']);
    expect(screen.getByText('No AI use in the last 12 weeks.')).toBeTruthy();
    expect(await screen.findByText('No changes have been recorded yet.')).toBeTruthy();
  });

  it('changes the plan with a reason, says so, and shows the new plan and audit entry', async () => {
    renderAt(`/admin/users/${STUDENT_ID}`, <AdminUserPage />);
    const form = await screen.findByRole('region', { name: 'Change plan' });
    const puts = () => sent.filter((s) => s.method === 'PUT');

    // Checked in the browser with the server's own rules first: nothing is sent.
    fireEvent.click(within(form).getByRole('button', { name: 'Change plan' }));
    expect(
      await within(form).findByText('Choose one of FREE, BASIC, PREMIUM, UNLIMITED or ULTRA.'),
    ).toBeTruthy();
    expect(within(form).getByText('The reason must be at least 3 characters.')).toBeTruthy();
    expect(puts()).toHaveLength(0);

    const select = within(form).getByLabelText('New plan') as HTMLSelectElement;
    expect(
      (within(select).getByRole('option', { name: 'Free (current)' }) as HTMLOptionElement).disabled,
    ).toBe(true);
    fireEvent.change(select, { target: { value: 'BASIC' } });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'University cohort 2026' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Change plan' }));

    expect(await screen.findByText('cohort_student is now on the Basic plan.')).toBeTruthy();
    expect(puts()).toHaveLength(1);
    expect(puts()[0]!.url.pathname).toBe(`/api/admin/users/${STUDENT_ID}/subscription`);
    expect(puts()[0]!.body).toEqual({ plan: 'BASIC', reason: 'University cohort 2026' });

    // The page is read again: the new plan, and the entry in this user's audit log.
    const subscription = screen.getByRole('region', { name: 'Subscription' });
    expect(await within(subscription).findByText('Basic')).toBeTruthy();
    const log = await screen.findByRole('table', { name: 'Audit log of cohort_student' });
    const row = within(log).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('chief_admin');
    expect(row.textContent).toContain('Free → Basic');
    expect(row.textContent).toContain('University cohort 2026');
    expect((within(form).getByLabelText('Reason') as HTMLTextAreaElement).value).toBe('');
  });

  it("shows the server's refusal", async () => {
    renderAt(`/admin/users/${STUDENT_ID}`, <AdminUserPage />);
    const form = await screen.findByRole('region', { name: 'Change plan' });
    fireEvent.change(within(form).getByLabelText('New plan'), { target: { value: 'ULTRA' } });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Prize winner' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Change plan' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('The plan could not be changed.');
    expect(alert.textContent).toContain('This user is already on the ULTRA plan; nothing was changed.');
  });

  it("does not offer a change of the admin's own plan", async () => {
    reply = ({ url }) =>
      url.pathname === '/api/admin/audit'
        ? { body: { items: [], nextCursor: null } }
        : url.pathname.endsWith('/content')
          ? { body: { counts: { subjects: 0, topics: 0, flashcards: 0, notes: 0, mindmaps: 0, exams: 0 } } }
          : url.pathname.endsWith('/usage')
            ? { body: usage }
            : { body: { user: { ...person(ADMIN_ID, 'chief_admin'), role: 'admin' }, subscription: null } };
    renderAt(`/admin/users/${ADMIN_ID}`, <AdminUserPage />);
    const form = await screen.findByRole('region', { name: 'Change plan' });
    expect(
      within(form).getByText('Admins cannot change their own plan. Ask another admin to do it.'),
    ).toBeTruthy();
    expect(within(form).queryByRole('button', { name: 'Change plan' })).toBeNull();
  });
});
