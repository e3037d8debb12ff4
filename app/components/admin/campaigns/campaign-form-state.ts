/** The campaign form's values (the names are the action's form fields). */
export interface CampaignFormState {
  subject_tr: string;
  content_tr: string;
  subject_en: string;
  content_en: string;
  test_email: string;
  send_to_all: boolean;
}

export const EMPTY_CAMPAIGN_FORM: CampaignFormState = {
  subject_tr: '',
  content_tr: '',
  subject_en: '',
  content_en: '',
  test_email: '',
  send_to_all: true,
};

/** A random UUID (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function uuid4(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
