/**
 * Passwords people pick first (the most common entries of public breach lists, and the
 * obvious Turkish and company-flavoured ones): refused for staff accounts whatever their
 * length. Compared lowercased, and also with trailing digits and punctuation removed.
 */
const LIST = `123456 123456789 12345678 1234567890 password qwerty 111111 12345 1234567 123123 000000 abc123 password1
iloveyou 1q2w3e4r qwerty123 qwertyuiop 987654321 123321 666666 654321 1qaz2wsx zaq12wsx passw0rd password123
welcome welcome1 admin admin123 administrator letmein monkey dragon football baseball sunshine princess master
shadow superman trustno1 starwars whatever freedom qazwsx michael jennifer hunter ashley mustang access batman
changeme default secret login guest test test1234 root toor 1234qwer asdfghjkl asdf1234 q1w2e3r4 q1w2e3r4t5
google samsung galatasaray fenerbahce besiktas trabzonspor istanbul ankara izmir turkiye türkiye sifre şifre
sifre123 parola parola123 yonetici yönetici funtech funtech123 company website admin2024 admin2025 admin2026
qwerty12345 1234512345 11111111 00000000 12341234 88888888 aaaaaaaa abcdefgh abcd1234 passwordpassword
iloveyou1 loveyou lovely charlie donald jordan23 computer internet michelle daniel jessica pepper killer
superadmin adminadmin administrator1 welcome123 hello123 merhaba merhaba123 canim askim aşkım bilgisayar`;

const COMMON: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));

export function isCommonPassword(password: string): boolean {
  const p = password.normalize('NFC').toLocaleLowerCase('tr');
  const stripped = p.replace(/[\d\W_]+$/u, '');
  return COMMON.has(p) || (stripped.length > 0 && COMMON.has(stripped)) || /^(.)\1+$/u.test(p);
}
