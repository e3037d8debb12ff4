import { randomUUID } from 'node:crypto';
import { db } from '~/server/db/index.server';
import { isUniqueViolation } from '~/server/db/engine.server';
import { nowIso, toBool, toDate } from '~/server/db/values';
import { AlreadySubscribedError } from '~/lib/errors';
import type { Lang } from '~/i18n/lang';

export interface Subscriber {
  id: string;
  email: string;
  isActive: boolean;
  language: Lang;
  sourcePage: string | null;
  consentAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

type Row = {
  id: string;
  email: string;
  is_active: unknown;
  language: string;
  source_page: string | null;
  consent_at: unknown;
  created_at: unknown;
  updated_at: unknown;
};

export function toSubscriber(r: Row): Subscriber {
  return {
    id: r.id,
    email: r.email,
    isActive: toBool(r.is_active),
    language: r.language === 'en' ? 'en' : 'tr',
    sourcePage: r.source_page,
    consentAt: toDate(r.consent_at),
    createdAt: toDate(r.created_at),
    updatedAt: toDate(r.updated_at),
  };
}

/** Trimmed and lowercased: the one form of an address that is stored and compared. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Subscribes an address. A new address is inserted; an inactive one is
 * reactivated (with a new consent record); an active one raises
 * AlreadySubscribedError. One statement (INSERT ... ON CONFLICT DO UPDATE
 * ... WHERE inactive), so concurrent sign-ups of one address resolve in the
 * database on both engines and each sign-up holds a connection only once; a
 * unique violation that still surfaces maps to the same error.
 */
export async function subscribe(input: { email: string; language: Lang; sourcePage?: string | null }): Promise<'created' | 'reactivated'> {
  const email = normaliseEmail(input.email);
  const now = nowIso();
  const id = randomUUID();
  const sourcePage = input.sourcePage ?? null;
  let row: { id: string } | undefined;
  try {
    row = await db()
      .insertInto('newsletter_subscribers')
      .values({
        id,
        email,
        is_active: true,
        language: input.language,
        source_page: sourcePage,
        consent_at: now,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc
          .column('email')
          .doUpdateSet({ is_active: true, language: input.language, source_page: sourcePage, consent_at: now, updated_at: now })
          .where('newsletter_subscribers.is_active', '=', false),
      )
      .returning('id')
      .executeTakeFirst();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AlreadySubscribedError();
    throw err;
  }
  if (!row) throw new AlreadySubscribedError();
  return row.id === id ? 'created' : 'reactivated';
}

export async function findSubscriberByEmail(email: string): Promise<Subscriber | undefined> {
  const row = await db().selectFrom('newsletter_subscribers').selectAll().where('email', '=', normaliseEmail(email)).executeTakeFirst();
  return row ? toSubscriber(row) : undefined;
}
