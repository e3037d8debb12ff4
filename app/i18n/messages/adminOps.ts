import { defineMessages } from '../define';

/** Texts shared by the admin operations tabs: outcomes, confirmation, pagination, filters. */
export const adminOps = defineMessages({
  tr: {
    successTitle: 'Başarılı',
    errorTitle: 'Hata',
    errorTitleBang: 'Hata!',
    cancel: 'İptal',
    delete: 'Sil',
    save: 'Kaydet',
    saving: 'Kaydediliyor...',
    close: 'Kapat',
    search: 'Ara',
    clear: 'Temizle',
    notFound: 'Kayıt bulunamadı. Sayfayı yenileyip tekrar deneyin.',
    exportCsv: 'CSV olarak indir',
    pagination: {
      label: 'Sayfalar',
      previous: 'Önceki',
      next: 'Sonraki',
      status: 'Sayfa {page} / {pages} · {total} kayıt',
      page: 'Sayfa {page} / {pages}',
    },
  },
  en: {
    successTitle: 'Success',
    errorTitle: 'Error',
    errorTitleBang: 'Error!',
    cancel: 'Cancel',
    delete: 'Delete',
    save: 'Save',
    saving: 'Saving...',
    close: 'Close',
    search: 'Search',
    clear: 'Clear',
    notFound: 'Record not found. Reload the page and try again.',
    exportCsv: 'Download as CSV',
    pagination: {
      label: 'Pages',
      previous: 'Previous',
      next: 'Next',
      status: 'Page {page} of {pages} · {total} records',
      page: 'Page {page} of {pages}',
    },
  },
});
