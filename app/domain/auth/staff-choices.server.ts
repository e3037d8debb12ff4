import { listAccounts } from './accounts.server';
import type { StaffChoice } from './staff-choice';

export type { StaffChoice } from './staff-choice';

/**
 * The people a consultation request or a contact message can be assigned to: every account that
 * is not disabled (an invited colleague can be given a lead before their first sign-in). Empty on
 * a fresh install that still signs in with the shared password.
 */
export async function staffChoices(): Promise<StaffChoice[]> {
  const accounts = await listAccounts();
  return accounts.filter((a) => a.status !== 'disabled').map((a) => ({ id: a.id, name: a.name || a.email }));
}

/** Names of every account by id, disabled ones included (a list still shows who handled a lead). */
export async function staffNames(): Promise<Map<string, string>> {
  const accounts = await listAccounts();
  return new Map(accounts.map((a) => [a.id, a.name || a.email]));
}
