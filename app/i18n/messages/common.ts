import { defineMessages } from '../define';

/** Texts shared by every public page: navigation, language toggle, footer, 404, generic errors. */
export const common = defineMessages({
  tr: {
    skipToContent: 'İçeriğe geç',
    nav: {
      home: 'Ana Sayfa',
      about: 'Hakkımızda',
      services: 'Hizmetler',
      projects: 'Projeler',
      blog: 'Blog',
      contact: 'İletişim',
      menuOpen: 'Menüyü aç',
      menuClose: 'Menüyü kapat',
      mainLabel: 'Ana menü',
    },
    language: {
      switchTo: 'Switch to English',
      code: 'EN',
      flag: '🇬🇧',
    },
    notFound: {
      code: '404',
      title: 'Sayfa Bulunamadı',
      description: 'Aradığınız sayfa mevcut değil, taşınmış ya da kaldırılmış olabilir.',
      goHome: 'Ana Sayfaya Dön',
      goBack: 'Geri Dön',
      quickLinks: 'Hızlı bağlantılar',
      metaTitle: 'Sayfa Bulunamadı',
    },
    errors: {
      generic: 'Bir hata oluştu. Lütfen tekrar deneyin.',
      title: 'Hata',
      unexpectedTitle: 'Beklenmeyen bir hata oluştu',
    },
  },
  en: {
    skipToContent: 'Skip to content',
    nav: {
      home: 'Home',
      about: 'About',
      services: 'Services',
      projects: 'Projects',
      blog: 'Blog',
      contact: 'Contact',
      menuOpen: 'Open menu',
      menuClose: 'Close menu',
      mainLabel: 'Main menu',
    },
    language: {
      switchTo: 'Türkçeye geç',
      code: 'TR',
      flag: '🇹🇷',
    },
    notFound: {
      code: '404',
      title: 'Page Not Found',
      description: 'The page you are looking for does not exist, or it has been moved or removed.',
      goHome: 'Go Home',
      goBack: 'Go Back',
      quickLinks: 'Quick links',
      metaTitle: 'Page Not Found',
    },
    errors: {
      generic: 'An error occurred. Please try again.',
      title: 'Error',
      unexpectedTitle: 'An unexpected error occurred',
    },
  },
});
