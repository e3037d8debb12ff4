/**
 * The public face of domain/campaigns/ for server code: index.ts and what other folders use from its server
 * modules. Other folders import only this and index.ts (scripts/check-imports.mjs, docs/architecture.md).
 */
export * from './index';
export {
  deleteCampaignDraft,
  draftFormValues,
  draftIdOrUndefined,
  getCampaignDraft,
  listCampaignDrafts,
  saveCampaignDraft,
} from './drafts.server';
export {
  cancelCampaign,
  failedDeliveries,
  listCampaigns,
  NoRecipientsError,
  NoSiteAddressError,
  previewCampaign,
  queueCampaign,
  retryFailedDelivery,
  sendTestCampaign,
} from './jobs.server';
export { campaignAddressKnown } from './links.server';
export { unsubscribeByToken } from './unsubscribe.server';
export { startCampaignWorker } from './worker.server';
