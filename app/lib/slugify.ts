/**
 * A URL slug from a text (docs/design.md "Blog posts"): Turkish letters
 * transliterated (ç→c, ğ→g, ı→i, İ→i, ö→o, ş→s, ü→u), other accents dropped,
 * lowercase, every run of other characters one hyphen, no leading or trailing
 * hyphen, at most `max` characters.
 */
const TURKISH: Record<string, string> = { ç: 'c', Ç: 'c', ğ: 'g', Ğ: 'g', ı: 'i', İ: 'i', ö: 'o', Ö: 'o', ş: 's', Ş: 's', ü: 'u', Ü: 'u' };

export function slugifyText(text: string, max: number): string {
  return text
    .replace(/[çÇğĞıİöÖşŞüÜ]/g, (c) => TURKISH[c]!)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, max)
    .replace(/-+$/, '');
}
