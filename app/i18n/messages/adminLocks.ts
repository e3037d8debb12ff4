import { defineMessages } from '../define';

/** Login locks on the settings' system tab: who is locked out and lifting a lock. */
export const adminLocks = defineMessages({
  tr: {
    title: 'Giriş kilitleri',
    description:
      'Üç kez yanlış şifre girilen bir adres bir saat boyunca giriş yapamaz. Aynı ofisten bağlanan herkes aynı adresi paylaşır: bir çalışma arkadaşınızın yanlış denemeleri herkesi kilitlediyse kilidi buradan kaldırın.',
    empty: 'Şu anda kilitli bir adres yok.',
    caption: 'Kilitli adresler',
    address: 'Adres',
    since: 'Kilitlendiği zaman',
    until: 'Kilidin biteceği zaman',
    lift: 'Kilidi kaldır',
    lifted: '{address} adresinin kilidi kaldırıldı; bu adresten hemen giriş yapılabilir.',
    notFound: 'Bu adresin kilidi zaten kalkmış.',
    liftError: 'Kilit kaldırılamadı. Lütfen tekrar deneyin.',
    technical: 'Teknik ayrıntı: kimse giriş yapamıyorsa',
    technicalText:
      'Sunucuda şu komut tüm kilitleri kaldırır; bir adres yazılırsa yalnızca onun kilidini kaldırır. IPv6 adreslerinde kilit adresin /64 bloğuna uygulanır.',
  },
  en: {
    title: 'Login locks',
    description:
      'An address where a wrong password was entered three times cannot log in for an hour. Everyone connecting from the same office shares one address: if a colleague’s wrong attempts locked everyone out, lift the lock here.',
    empty: 'No address is locked right now.',
    caption: 'Locked addresses',
    address: 'Address',
    since: 'Locked at',
    until: 'Lock ends at',
    lift: 'Lift lock',
    lifted: 'The lock of {address} was lifted; this address can log in right away.',
    notFound: 'This address’s lock has already ended.',
    liftError: 'The lock could not be lifted. Please try again.',
    technical: 'Technical detail: when nobody can log in',
    technicalText:
      'On the server, this command lifts every lock; given an address, only that address’s lock. For IPv6 addresses the lock applies to the address’s /64 block.',
  },
});
