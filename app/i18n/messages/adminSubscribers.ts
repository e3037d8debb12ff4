import { defineMessages } from '../define';

/** Newsletter subscribers in the admin (docs/product-spec.md §2 E-Bülten, §7 CSV export, §8 toasts). */
export const adminSubscribers = defineMessages({
  tr: {
    title: 'Aboneler',
    description: 'E-bülten aboneleri. Listeden çıkarılan aboneler kayıtlarda kalır (onay geçmişi) ama e-posta almaz.',
    ownersOnlyList:
      'Abonelerin e-posta adresleri kişisel veridir: listeyi, dışa aktarmayı ve listeden çıkarmayı yalnızca site sahipleri görür. Burada yalnızca sayılar var.',
    subnav: {
      label: 'E-Bülten bölümleri',
      subscribers: 'Aboneler',
      campaigns: 'Kampanyalar',
    },
    stats: {
      total: 'Toplam abone',
      active: 'Aktif',
      inactive: 'Pasif',
    },
    search: {
      label: 'E-posta ara',
      placeholder: 'ornek@alan.com',
      filter: 'Durum',
      all: 'Tümü',
      active: 'Aktif',
      inactive: 'Pasif',
    },
    table: {
      caption: 'Abone listesi',
      email: 'E-posta',
      status: 'Durum',
      language: 'Dil',
      source: 'Kaynak sayfa',
      date: 'Abonelik tarihi',
      actions: 'İşlemler',
      active: 'Aktif',
      inactive: 'Pasif',
      remove: 'Listeden çıkar',
      removeLabel: '{email} adresini listeden çıkar',
      empty: 'Henüz abone yok.',
      noMatch: 'Aramanıza uygun abone bulunamadı.',
    },
    confirmRemove: {
      title: 'Aboneyi listeden çıkar',
      message: '{email} adresi bültenden çıkarılacak ve artık e-posta almayacak. Devam edilsin mi?',
      confirm: 'Listeden çıkar',
    },
    toasts: {
      removed: 'Abone listeden çıkarıldı!',
    },
    csv: {
      filename: 'newsletter-subscribers.csv',
      email: 'Email',
      status: 'Durum',
      date: 'Abonelik Tarihi',
      active: 'Aktif',
      inactive: 'Pasif',
    },
  },
  en: {
    title: 'Subscribers',
    description: 'Newsletter subscribers. Removed subscribers stay on record (consent history) but receive no email.',
    ownersOnlyList:
      "Subscribers' email addresses are personal data: only the site's owners see the list, export it and remove people from it. Here you see the figures only.",
    subnav: {
      label: 'Newsletter sections',
      subscribers: 'Subscribers',
      campaigns: 'Campaigns',
    },
    stats: {
      total: 'Total subscribers',
      active: 'Active',
      inactive: 'Inactive',
    },
    search: {
      label: 'Search email',
      placeholder: 'name@domain.com',
      filter: 'Status',
      all: 'All',
      active: 'Active',
      inactive: 'Inactive',
    },
    table: {
      caption: 'Subscriber list',
      email: 'Email',
      status: 'Status',
      language: 'Language',
      source: 'Source page',
      date: 'Subscribed on',
      actions: 'Actions',
      active: 'Active',
      inactive: 'Inactive',
      remove: 'Remove from list',
      removeLabel: 'Remove {email} from the list',
      empty: 'No subscribers yet.',
      noMatch: 'No subscribers match your search.',
    },
    confirmRemove: {
      title: 'Remove subscriber',
      message: '{email} will be removed from the newsletter and receive no more email. Continue?',
      confirm: 'Remove from list',
    },
    toasts: {
      removed: 'Subscriber removed from the list!',
    },
    csv: {
      filename: 'newsletter-subscribers.csv',
      email: 'Email',
      status: 'Status',
      date: 'Subscription Date',
      active: 'Active',
      inactive: 'Inactive',
    },
  },
});
