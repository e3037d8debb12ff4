import { defineMessages } from '../define';

/** The site footer (spec §2). Company name, e-mail, address and social links come from settings. */
export const footer = defineMessages('footer', {
  tr: {
    tagline: 'Yapay zeka, web, mobil ve akıllı sistemlerde işletmenizi geleceğe taşıyan yazılım çözümleri.',
    label: 'Site haritası',
    services: {
      title: 'Hizmetler',
      ai: 'Yapay Zeka',
      web: 'Web Geliştirme',
      mobile: 'Mobil Uygulamalar',
      smart: 'Akıllı Sistemler',
      software: 'Yazılım Hizmetleri',
    },
    projects: {
      title: 'Projeler',
      funai: 'FunAI',
      quakesafe: 'QuakeSafe',
      funvest: 'FunVest',
    },
    corporate: {
      title: 'Kurumsal',
      about: 'Hakkımızda',
      investors: 'Yatırımcı İlişkileri',
      partners: 'İş Ortaklarımız',
      blog: 'Blog',
    },
    support: {
      title: 'Destek',
      support: 'Destek Merkezi',
      faq: 'Sıkça Sorulan Sorular',
      documentation: 'Dokümantasyon',
      contact: 'İletişim',
      liveSupport: 'Canlı Destek',
    },
    legal: {
      title: 'Yasal',
      privacy: 'Gizlilik Politikası',
      terms: 'Kullanım Koşulları',
    },
    social: {
      title: 'Sosyal medya',
      linkedin: 'LinkedIn',
      twitter: 'X (Twitter)',
      instagram: 'Instagram',
      github: 'GitHub',
      youtube: 'YouTube',
    },
    contact: {
      title: 'İletişim',
      email: 'E-posta',
      location: 'Konum',
      whatsapp: 'WhatsApp ile yazın',
    },
    newsletter: {
      title: 'E-Bültenimize Abone Olun',
      text: 'Yeni projelerimizden ve teknoloji yazılarımızdan ilk siz haberdar olun.',
    },
    rights: '© {year} {company}. Tüm hakları saklıdır.',
  },
  en: {
    tagline: 'Software solutions in AI, web, mobile and smart systems that take your business into the future.',
    label: 'Site map',
    services: {
      title: 'Services',
      ai: 'Artificial Intelligence',
      web: 'Web Development',
      mobile: 'Mobile Apps',
      smart: 'Smart Systems',
      software: 'Software Services',
    },
    projects: {
      title: 'Projects',
      funai: 'FunAI',
      quakesafe: 'QuakeSafe',
      funvest: 'FunVest',
    },
    corporate: {
      title: 'Company',
      about: 'About Us',
      investors: 'Investor Relations',
      partners: 'Our Partners',
      blog: 'Blog',
    },
    support: {
      title: 'Support',
      support: 'Support Center',
      faq: 'Frequently Asked Questions',
      documentation: 'Documentation',
      contact: 'Contact',
      liveSupport: 'Live Support',
    },
    legal: {
      title: 'Legal',
      privacy: 'Privacy Policy',
      terms: 'Terms of Use',
    },
    social: {
      title: 'Social media',
      linkedin: 'LinkedIn',
      twitter: 'X (Twitter)',
      instagram: 'Instagram',
      github: 'GitHub',
      youtube: 'YouTube',
    },
    contact: {
      title: 'Contact',
      email: 'E-mail',
      location: 'Location',
      whatsapp: 'Message us on WhatsApp',
    },
    newsletter: {
      title: 'Subscribe to Our Newsletter',
      text: 'Be the first to hear about our new projects and technology articles.',
    },
    rights: '© {year} {company}. All rights reserved.',
  },
});
