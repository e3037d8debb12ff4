/** Whether a request asks not to be tracked: `DNT: 1` (Do Not Track) or `Sec-GPC: 1` (Global Privacy Control). */
export function tracksNot(dnt: string | string[] | null | undefined, gpc: string | string[] | null | undefined): boolean {
  return dnt === '1' || gpc === '1';
}
