/**
 * The public face of domain/campaigns/ for browser and server code: what other folders use from its client-safe
 * modules. Other folders import only this and index.server.ts (scripts/check-imports.mjs, docs/architecture.md).
 */
export {
  audienceSize,
  CAMPAIGN_STATUSES,
  campaignDraftSchema,
  campaignFormValues,
  type CampaignInput,
  campaignLanguages,
  campaignSchema,
  type CampaignStatus,
  isActiveStatus,
  MAX_CONTENT,
  MAX_SUBJECT,
} from './schema';
