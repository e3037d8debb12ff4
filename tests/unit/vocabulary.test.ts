import { describe, expect, it } from 'vitest';
import { isOneOf } from '~/lib/vocabulary';
import { isTicketStatus } from '~/domain/tickets/status';
import { isAuditEntity } from '~/domain/audit/constants';

describe('isOneOf (a fixed list of codes)', () => {
  it('accepts exactly the codes of the list, nothing else', () => {
    const isColour = isOneOf(['red', 'blue'] as const);
    expect(isColour('red')).toBe(true);
    for (const v of ['Red', 're', 'red ', '', null, undefined, 1, ['red'], { red: 1 }]) expect(isColour(v), String(v)).toBe(false);
    expect(isTicketStatus('answered')).toBe(true);
    expect(isTicketStatus('toString')).toBe(false);
    expect(isAuditEntity('constructor')).toBe(false);
  });
});
