/**
 * What a restore would do (planRestore, plan.server.ts) and what the preview shows: shared by the
 * server and the admin's preview screen (no I/O). ADR 018.
 */
export interface TableChange {
  /** A table of BACKUP_TABLES. */
  table: string;
  added: number;
  changed: number;
  removed: number;
}

export interface KeptAccount {
  id: string;
  email: string;
  name: string;
  role: 'owner' | 'editor';
  status: string;
  /** The file says something else about this person (e-mail, role or status): ignored. */
  fileDiffers: boolean;
}

export interface NewAccount {
  id: string;
  email: string;
  name: string;
  role: 'owner' | 'editor';
  /** Added as: invited, or disabled when the file says disabled. */
  status: 'invited' | 'disabled';
}

export interface RefusedAccount {
  /** The file's e-mail, and the e-mail of the person here whose id the row carries. */
  fileEmail: string;
  idEmail: string;
}

export interface AccountPlan {
  kept: KeptAccount[];
  new: NewAccount[];
  refused: RefusedAccount[];
}

/** A mail set-up as the preview and the audit entry name it (never a password). */
export interface MailServerLine {
  host: string;
  port: number;
  security: string;
  user: string;
  from: string;
}

export interface RestorePlan {
  /** When the backup was taken (the file's created_at). */
  createdAt: string;
  /** Tables with at least one row added, changed or removed (admin_accounts and audit_log apart), in backup order. */
  tables: TableChange[];
  /** Audit entries of the file not here yet: added, marked imported. */
  auditAdded: number;
  /** Setting keys whose value would change (added, changed or back to the default). */
  settings: string[];
  accounts: AccountPlan;
  /** Campaigns queued or sending in the file: restored stopped. */
  stoppedCampaigns: number;
  /** No active owner here: people may only be added with an owner among them. */
  ownerNeeded: boolean;
  /**
   * The file's mail set-up, when it differs from the one here (absent: none in the file, or the same).
   * `serverChanged`: another server (host, port, security or user name): the password saved here is
   * dropped and the restore needs the owner's proof of identity, as the e-mail settings do.
   */
  mail?: { before: MailServerLine | null; after: MailServerLine; serverChanged: boolean; passwordDropped: boolean };
  /** The file's confirmed site address, when it differs from the one here. */
  siteAddress?: { before: string | null; after: string };
}

export interface RestoredInvitation {
  email: string;
  name: string;
  link: string;
  expiresAt: string;
}
