/**
 * The public face of domain/consultations/ for server code: index.ts and what other folders use from its server
 * modules. Other folders import only this and index.ts (scripts/check-imports.mjs, docs/architecture.md).
 */
export * from './index';
export { consultationAction } from './action.server';
export {
  consultationBatches,
  type ConsultationRequest,
  consultationStatusCounts,
  deleteConsultation,
  getConsultation,
  getConsultationStats,
  listConsultations,
  updateConsultationFollowUp,
} from './admin.server';
export { consultationStats } from './stats.server';
