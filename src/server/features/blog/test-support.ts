import {
  type Client,
  registerUser,
  STRONG_PASSWORD,
  sessionCookie,
  type TestApp,
} from '../../../../tests/helpers/test-app';
import { createAccount } from '../auth/service';

let seq = 0;

/** An admin, created through the same service as the CLI's create-user, logged in through the real API. */
export async function loginAdmin(t: TestApp): Promise<Client> {
  seq += 1;
  const username = `editor_${Date.now().toString(36)}_${seq}`;
  const account = { username, email: `${username}@example.com`, password: STRONG_PASSWORD };
  const row = await createAccount(t.database.db, { ...account, role: 'admin' });
  const login = await t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier: username, password: STRONG_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`admin login failed: ${login.statusCode} ${login.body}`);
  return {
    user: { ...row } as unknown as Client['user'],
    cookie: sessionCookie(login)!,
    password: STRONG_PASSWORD,
  };
}

export { registerUser };

/** A post body the contract accepts, with `words` words of text. */
export function postInput(fields: Record<string, unknown> = {}, words = 50) {
  return {
    title: 'A post about the SQE',
    description: 'What it is about, in one sentence.',
    body: Array.from({ length: words }, (_, i) => `word${i}`).join(' '),
    ...fields,
  };
}
