import { defineMessages } from '../define';

/** Consultation requests in the admin (spec §2 Danışmanlık, §8 toasts). */
export const adminConsultations = defineMessages({
  tr: {
    title: 'Danışmanlık Talepleri',
    description: 'Ücretsiz danışmanlık formundan gelen talepler, en yenisi en üstte.',
    subnav: {
      label: 'Danışmanlık bölümleri',
      requests: 'Danışmanlık Talepleri',
      messages: 'İletişim Mesajları',
    },
    stats: {
      total: 'Toplam talep',
      thisMonth: 'Bu ay',
      last7Days: 'Son 7 gün',
    },
    table: {
      caption: 'Danışmanlık talepleri',
      person: 'Ad Soyad',
      contact: 'İletişim',
      description: 'Hizmet açıklaması',
      date: 'Tarih',
      actions: 'İşlemler',
      empty: 'Henüz danışmanlık talebi yok.',
      reply: 'E-posta ile yanıtla',
      replySubject: 'Danışmanlık talebiniz hakkında',
      deleteLabel: '{name} talebini sil',
    },
    confirmDelete: {
      title: 'Talebi sil',
      message: '{name} adlı kişinin danışmanlık talebini silmek istediğinizden emin misiniz? Bu işlem geri alınamaz.',
    },
    toasts: {
      deleted: 'Danışmanlık talebi silindi.',
      deleteError: 'Silme işlemi sırasında hata oluştu.',
      loadError: 'Danışmanlık talepleri yüklenirken hata oluştu.',
    },
    csv: {
      filename: 'danismanlik-talepleri.csv',
      name: 'Ad',
      surname: 'Soyad',
      email: 'Email',
      phone: 'Telefon',
      description: 'Hizmet Açıklaması',
      language: 'Dil',
      date: 'Tarih',
    },
  },
  en: {
    title: 'Consultation Requests',
    description: 'Requests from the free consultation form, newest first.',
    subnav: {
      label: 'Consultation sections',
      requests: 'Consultation Requests',
      messages: 'Contact Messages',
    },
    stats: {
      total: 'Total requests',
      thisMonth: 'This month',
      last7Days: 'Last 7 days',
    },
    table: {
      caption: 'Consultation requests',
      person: 'Name',
      contact: 'Contact',
      description: 'Service description',
      date: 'Date',
      actions: 'Actions',
      empty: 'No consultation requests yet.',
      reply: 'Reply by email',
      replySubject: 'About your consultation request',
      deleteLabel: 'Delete the request of {name}',
    },
    confirmDelete: {
      title: 'Delete request',
      message: 'Are you sure you want to delete the consultation request of {name}? This cannot be undone.',
    },
    toasts: {
      deleted: 'Consultation request deleted.',
      deleteError: 'An error occurred while deleting.',
      loadError: 'An error occurred while loading the consultation requests.',
    },
    csv: {
      filename: 'consultation-requests.csv',
      name: 'Name',
      surname: 'Surname',
      email: 'Email',
      phone: 'Phone',
      description: 'Service Description',
      language: 'Language',
      date: 'Date',
    },
  },
});
