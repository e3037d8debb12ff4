import { publicFormAction, type Ctx } from '../forms/index.server';
import { createConsultationRequest } from './requests.server';
import { CONSULTATION_POST_FIELDS, consultationSchema } from './schema';

/** The consultation form's action (the page /danismanlik-talebi and the dialog post here). */
export function consultationAction(request: Request, context: Ctx) {
  return publicFormAction(
    {
      form: 'consultation',
      fields: CONSULTATION_POST_FIELDS,
      schema: consultationSchema,
      store: createConsultationRequest,
      what: 'consultation request',
    },
    request,
    context,
  );
}
