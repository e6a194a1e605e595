// Accounts as other features see them: the service, and the account row that a signed-in request carries.

export type { UserRow } from './repo';
export * from './service';
