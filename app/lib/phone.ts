/**
 * The tel: link of a phone number (the `phone_number` setting), or undefined when it has too few
 * digits to dial: '+90 412 555 12 34' → 'tel:+904125551234'; a leading 0 (a Turkish national
 * number, '0412 …') means Turkey; '00…' is the international prefix.
 */
export function telHref(number: string): string | undefined {
  const trimmed = number.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) {
    /* already international */
  } else if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = `90${digits.slice(1)}`;
  if (digits.length < 8) return undefined;
  return `tel:+${digits}`;
}
