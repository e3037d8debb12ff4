/**
 * The public face of domain/auth/ for browser and server code: what other folders use from its client-safe
 * modules. Other folders import only this and index.server.ts (scripts/check-imports.mjs, docs/architecture.md).
 */
export { accessPath, canOpen, type SessionRole } from './access';
export {
  decodeFlash,
  encodeFlash,
  isUnauthorizedData,
  type LoginFlash,
  type LoginScreenState,
  safeAdminPath,
  type UnauthorizedData,
} from './login-state';
export { type StaffChoice } from './staff-choice';
