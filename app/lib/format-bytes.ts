/** A size for people: "512 KB", "3,4 MB", "1,2 GB" (Turkish decimal comma by default). */
export function formatBytes(bytes: number, lang: 'tr' | 'en' = 'tr'): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let n = bytes;
  let i = 0;
  while (n >= 1024 && i < units.length - 1) {
    n /= 1024;
    i++;
  }
  const digits = i === 0 || n >= 100 ? 0 : 1;
  return `${new Intl.NumberFormat(lang === 'tr' ? 'tr-TR' : 'en-GB', { maximumFractionDigits: digits }).format(n)} ${units[i]}`;
}
