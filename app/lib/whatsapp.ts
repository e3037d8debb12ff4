/**
 * The wa.me address of a WhatsApp number (the `whatsapp_number` setting), or undefined when there is none.
 * wa.me wants the international number as digits only: '+90 500 000 00 00' → 'https://wa.me/905000000000';
 * a leading 0 (a Turkish national number, '0500 …') means Turkey.
 */
export function whatsappHref(number: string): string | undefined {
  let digits = number.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = `90${digits.slice(1)}`;
  if (digits.length < 8) return undefined;
  return `https://wa.me/${digits}`;
}
