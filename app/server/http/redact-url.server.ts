/**
 * A request URL as it may appear in a log: values of parameters that grant
 * something (the newsletter's signed unsubscribe `token`) are replaced, so a
 * log file cannot be used to unsubscribe readers.
 */
const SECRET_PARAM = /([?&](?:token|key|secret|signature|code)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.includes('=') ? url.replace(SECRET_PARAM, '$1[redacted]') : url;
}
