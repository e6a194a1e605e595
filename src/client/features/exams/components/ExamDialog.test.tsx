import { fakeServer, json, renderRoutes, type Sent } from '@client/app/testing/screens';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ExamDialog } from './ExamDialog';

afterEach(cleanup);

function server(): Sent[] {
  return fakeServer((request) => {
    if (request.url.startsWith('/api/subjects')) return json({ items: [] });
    if (request.method === 'POST' && request.url === '/api/exams') {
      const body = request.body as Record<string, unknown>;
      return json({ exam: { id: 'e1', ...body, createdAt: '', updatedAt: '' } }, 201);
    }
    return json({ error: { code: 'not_found', message: `No fake route for ${request.url}` } }, 404);
  });
}

function open() {
  renderRoutes('/exams', <Route path="/exams" element={<ExamDialog onClose={() => {}} />} />);
  const dialog = screen.getByRole('dialog', { name: 'Add an exam' });
  fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'FLK1 mock' } });
  return dialog;
}
const dateInput = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /^Date/ });
const posted = (sent: Sent[]) => sent.filter((s) => s.method === 'POST').map((s) => s.body);
const localDay = (iso: string) => {
  const d = new Date(iso);
  return [d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes()];
};

/** Types one key at a time into the field's sections, as a person does (each key is one input event). */
function typeKeys(input: HTMLInputElement, keys: string) {
  act(() => input.focus());
  fireEvent.click(input);
  for (const key of keys) {
    const start = input.selectionStart ?? 0;
    const end = input.selectionEnd ?? start;
    // A key whose keydown is cancelled types nothing, as in a browser.
    if (!fireEvent.keyDown(input, { key })) continue;
    const next = input.value.slice(0, start) + key + input.value.slice(end);
    fireEvent.change(input, { target: { value: next } });
  }
}

describe('the exam date', () => {
  it('takes an ISO date typed in one go, 2027-01-19, and saves that day', async () => {
    const sent = server();
    const dialog = open();
    fireEvent.change(dateInput(dialog), { target: { value: '2027-01-19' } });
    expect((dateInput(dialog) as HTMLInputElement).value).toBe('19/01/2027');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted(sent)).toHaveLength(1));
    expect(localDay((posted(sent)[0] as { startsAt: string }).startsAt)).toEqual([2027, 1, 19, 9, 0]);
  });

  it('takes an ISO date typed key by key', async () => {
    const sent = server();
    const dialog = open();
    typeKeys(dateInput(dialog) as HTMLInputElement, '2027-01-19');
    await waitFor(() => expect((dateInput(dialog) as HTMLInputElement).value).toBe('19/01/2027'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted(sent)).toHaveLength(1));
    expect(localDay((posted(sent)[0] as { startsAt: string }).startsAt).slice(0, 3)).toEqual([2027, 1, 19]);
  });

  it('takes a day picked from the calendar', async () => {
    const sent = server();
    const dialog = open();
    fireEvent.change(dateInput(dialog), { target: { value: '01/03/2027' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Open the calendar' })));
    const calendar = await screen.findByRole('grid');
    await act(async () => fireEvent.click(within(calendar).getByRole('gridcell', { name: '15' })));
    await waitFor(() => expect((dateInput(dialog) as HTMLInputElement).value).toBe('15/03/2027'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted(sent)).toHaveLength(1));
    expect(localDay((posted(sent)[0] as { startsAt: string }).startsAt).slice(0, 3)).toEqual([2027, 3, 15]);
  });

  it('refuses a date that does not exist or is missing, and sends nothing', async () => {
    const sent = server();
    const dialog = open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the date.')).toBeTruthy();
    typeKeys(dateInput(dialog) as HTMLInputElement, '31022027');
    expect((dateInput(dialog) as HTMLInputElement).value).toBe('31/02/2027');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/That date does not exist/)).toBeTruthy();
    expect(posted(sent)).toEqual([]);
  });
});
