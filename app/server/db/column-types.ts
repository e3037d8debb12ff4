import { sql, type RawBuilder } from 'kysely';
import type { DatabaseKind } from './engine.server';

/** Column types that differ between the engines, handed to every migration. */
export interface ColumnTypes {
  kind: DatabaseKind;
  timestamp: 'text' | 'timestamptz';
  bool: 'integer' | 'boolean';
  json: 'text' | 'jsonb';
  real: 'real' | 'double precision';
  true: RawBuilder<unknown>;
  false: RawBuilder<unknown>;
}

export function columnTypes(kind: DatabaseKind): ColumnTypes {
  return kind === 'postgres'
    ? { kind, timestamp: 'timestamptz', bool: 'boolean', json: 'jsonb', real: 'double precision', true: sql`true`, false: sql`false` }
    : { kind, timestamp: 'text', bool: 'integer', json: 'text', real: 'real', true: sql`1`, false: sql`0` };
}
