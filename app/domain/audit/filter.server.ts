import { fromIstanbulInput } from '~/lib/istanbul-time';
import type { AuditFilter } from './audit.server';
import { isAuditEntity } from './constants';

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

/** The Etkinlik screen's and its CSV's filter, from the query string (?kisi=&tur=&baslangic=&bitis=). */
export interface AuditQuery {
  person: string;
  entity: string;
  from: string;
  to: string;
}

export function readAuditQuery(url: URL): AuditQuery {
  const p = url.searchParams;
  const day = (v: string | null) => (v && DAY_RE.test(v) && fromIstanbulInput(`${v}T00:00`) ? v : '');
  const entity = p.get('tur') ?? '';
  return {
    person: (p.get('kisi') ?? '').slice(0, 200),
    entity: isAuditEntity(entity) ? entity : '',
    from: day(p.get('baslangic')),
    to: day(p.get('bitis')),
  };
}

/** Istanbul days to instants: from the start of `from` to the end of `to`. */
export function auditFilterOf(q: AuditQuery): AuditFilter {
  const f: AuditFilter = {};
  if (q.person) f.person = q.person;
  if (q.entity) f.entity = q.entity;
  if (q.from) f.from = fromIstanbulInput(`${q.from}T00:00`);
  if (q.to) {
    const [y, m, d] = q.to.split('-').map(Number) as [number, number, number];
    const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
    f.to = fromIstanbulInput(`${next}T00:00`);
  }
  return f;
}
