/**
 * Responses whose body is known whole (a public page rendered to one string). The Response
 * React Router passes back is made without a body and the bytes are kept beside it: the Express
 * glue (app/server/http/react-router-handler.server.ts) sends them in one write. A Response made
 * from the bytes would wrap them in a web stream (~3 % of an uncached page's CPU) that the glue
 * then read chunk by chunk, flushing the compressor after each.
 *
 * React Router 7.18 returns the entry's Response as it is for GET, and a new bodiless one for
 * HEAD (right: no body). What breaks it on an upgrade: a version that copies the entry's Response
 * for GET would send public pages empty: every end-to-end test of a public page fails then.
 */
const wholeBodies = new WeakMap<Response, Buffer>();

export function wholeResponse(bytes: Buffer, init: ResponseInit): Response {
  const response = new Response(null, init);
  wholeBodies.set(response, bytes);
  return response;
}

export function wholeBodyOf(response: Response): Buffer | undefined {
  return wholeBodies.get(response);
}
