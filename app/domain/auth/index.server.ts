/**
 * The public face of domain/auth/ for server code: index.ts and what other folders use from its server
 * modules. Other folders import only this and index.ts (scripts/check-imports.mjs, docs/architecture.md).
 */
export * from './index';
export {
  acceptInvitation,
  type Account,
  ACCOUNT_BACKUP_COLUMNS,
  createOrResetOwner,
  findInvitation,
  getAccount,
  getAccountByEmail,
  hasAccounts,
  hasSecondFactor,
  INVITATION_MS,
  listAccounts,
  normalizeEmail,
  passwordProblem,
  recordLogin,
  setAccountPassword,
  unusedRecoveryCodes,
  verifyAccountLogin,
  verifySecondFactor,
} from './accounts.server';
export {
  type ActionSession,
  type AdminActionSpec,
  done,
  type Intent,
  type IntentContext,
  type Intents,
  runAdminAction,
  toast,
} from './admin-action.server';
export { clearFlashCookie, clearSessionCookie, flashCookie, sessionCookie } from './cookies.server';
export {
  adminSession,
  adminSessionMiddleware,
  currentSession,
  isOwnAccountPath,
  isSameOrigin,
  requireAdminAction,
  sessionToken,
  signedInSession,
  touchSessionCookie,
} from './guard.server';
export { unlockIntent } from './lock-admin.server';
export {
  attempt,
  type AttemptOutcome,
  attemptSignIn,
  clearSignInKeys,
  liftLocks,
  listActiveLocks,
  lockKeyOf,
  lockoutKey,
  lockStatus,
  MAX_ATTEMPTS,
} from './lockout.server';
export {
  authenticationOptions,
  hasPasskey,
  listPasskeys,
  type PasskeyInfo,
  registerPasskey,
  registrationOptions,
  verifyPasskeyLogin,
} from './passkeys.server';
export { generatedPasswordInUse, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, setAdminPassword, verifyAdminPassword } from './password.server';
export { proveIdentity } from './reauth.server';
export { noteRecoverySignIn } from './recovery-sign-in.server';
export { auditInvitationAccepted, auditLogin, auditLogout, auditRefusal } from './session-audit.server';
export {
  type AdminSession,
  createSession,
  destroySession,
  findPendingSession,
  findSession,
  listSessions,
  requireTwoFactorForAll,
  type SessionInfo,
} from './sessions.server';
export { accountAction, accountAuditor, baseUrlOf, type StaffActionResult, usersAction } from './staff-admin.server';
export { staffChoices, staffNames } from './staff-choices.server';
export { startAdminAccess } from './startup.server';
export { totpQrDataUri } from './totp-qr.server';
export { pendingTotpSecret } from './totp-setup.server';
export { otpauthUri } from './totp.server';
export { findUnlockLink, liftWithUnlockLink, pairLockedOnly, requestUnlockLink, UNLOCK_PATH } from './unlock-link.server';
