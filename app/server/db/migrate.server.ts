import { Migrator, type Kysely, type Migration } from 'kysely';
import type { Db } from './engine.server';
import { columnTypes, type ColumnTypes } from './column-types';
import * as m001 from './migrations/001_initial';
import * as m002 from './migrations/002_campaign_jobs';
import * as m003 from './migrations/003_content_indexes';
import * as m004 from './migrations/004_keyset_indexes';
import * as m005 from './migrations/005_rate_limits';
import * as m006 from './migrations/006_blog_english';
import * as m007 from './migrations/007_page_translations';
import * as m008 from './migrations/008_blog_comments';
import * as m009 from './migrations/009_analytics';
import * as m010 from './migrations/010_site_texts';
import * as m011 from './migrations/011_audit_log';
import * as m013 from './migrations/013_analytics_views';
import * as m019 from './migrations/019_commenter_proof';
import * as m012 from './migrations/012_staff_accounts';
import * as m016 from './migrations/016_mail_audience';
import * as m018 from './migrations/018_staff_sign_in';
import * as m020 from './migrations/020_leads';
import * as m021 from './migrations/021_restore_stages';
import * as m017 from './migrations/017_sample_content';
import * as m014 from './migrations/014_audit_imported';
import * as m015 from './migrations/015_backup_runs';
import * as m022 from './migrations/022_visitor_mail_limits';
import * as m023 from './migrations/023_blog_sample';
import * as m024 from './migrations/024_staff_unlock_links';
import * as m025 from './migrations/025_mail_sender_follows';

type MigrationModule = { up(db: Kysely<unknown>, t: ColumnTypes): Promise<void> };

// Listed explicitly (not read from a folder) so they are bundled into the server build.
const MIGRATIONS: Record<string, MigrationModule> = {
  '001_initial': m001,
  '002_campaign_jobs': m002,
  '003_content_indexes': m003,
  '004_keyset_indexes': m004,
  '005_rate_limits': m005,
  '006_blog_english': m006,
  '007_page_translations': m007,
  '008_blog_comments': m008,
  '009_analytics': m009,
  '010_site_texts': m010,
  '011_audit_log': m011,
  '013_analytics_views': m013,
  '019_commenter_proof': m019,
  '012_staff_accounts': m012,
  '016_mail_audience': m016,
  '018_staff_sign_in': m018,
  '020_leads': m020,
  '021_restore_stages': m021,
  '017_sample_content': m017,
  '014_audit_imported': m014,
  '015_backup_runs': m015,
  '022_visitor_mail_limits': m022,
  '023_blog_sample': m023,
  '024_staff_unlock_links': m024,
  '025_mail_sender_follows': m025,
};

export async function migrateToLatest(db: Db): Promise<string[]> {
  const t = columnTypes(db.kind);
  const migrations: Record<string, Migration> = {};
  for (const [name, mod] of Object.entries(MIGRATIONS)) {
    migrations[name] = { up: (k) => mod.up(k, t) };
  }
  const migrator = new Migrator({
    db: db.kysely,
    provider: { getMigrations: async () => migrations },
    // Numbers are reserved per piece of work and may land out of order (007 before 006):
    // a database that already ran a higher number still runs a lower one added later.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
