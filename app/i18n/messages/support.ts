import { defineMessages } from '../define';

/** The support page (docs/product-spec.md §2): three support channels and the support hours. */
export const support = defineMessages('support', {
  tr: {
    meta: {
      title: 'Destek',
      description: 'E-posta desteği, dokümantasyon ve yakında canlı destek: ihtiyaç duyduğunuz yardıma hızla ulaşın.',
    },
    hero: {
      eyebrow: 'Destek Merkezi',
      title: 'Size Nasıl Yardımcı Olabiliriz?',
      description:
        'Projenizle ilgili bir sorunuz mu var ya da teknik bir konuda yardım mı gerekiyor? Size en uygun destek kanalını seçin, ekibimiz yanınızda.',
    },
    channels: {
      title: 'Destek Kanalları',
      live: {
        title: 'Canlı Destek',
        description: 'Uzmanlarımızla anında görüşebileceğiniz canlı destek hattı hazırlanıyor.',
        status: 'Yakında',
      },
      email: {
        title: 'E-posta Desteği',
        description: 'Sorunuzu ayrıntılarıyla yazın; ekibimiz inceleyip en kısa sürede size dönüş yapsın.',
        action: 'E-posta Gönder',
      },
      docs: {
        title: 'Dokümantasyon',
        description: 'Rehberler, eğitimler ve örneklerle çalışma sürecimizi ve teknolojilerimizi kendi hızınızda keşfedin.',
        action: 'Dokümantasyona Git',
      },
    },
    hours: {
      title: 'Destek Saatleri',
      description: 'Size hangi kanaldan ne zaman ulaşabileceğimiz:',
      live: 'Canlı Destek',
      liveValue: 'Yakında',
      email: 'E-posta',
      emailValue: 'En kısa sürede kontrol ediyoruz',
    },
    more: {
      title: 'Sorunuzun yanıtı hazır olabilir',
      description: 'Sık sorulan soruları inceleyin ya da iletişim formu üzerinden bize doğrudan yazın.',
      faq: 'Sık Sorulan Sorular',
      contact: 'İletişim Formu',
    },
  },
  en: {
    meta: {
      title: 'Support',
      description: 'Email support, documentation and, coming soon, live support: get the help you need, fast.',
    },
    hero: {
      eyebrow: 'Support Center',
      title: 'How Can We Help You?',
      description:
        'Have a question about your project or need help with a technical issue? Choose the support channel that suits you best; our team is here for you.',
    },
    channels: {
      title: 'Support Channels',
      live: {
        title: 'Live Support',
        description: 'A live support line for instant conversations with our experts is on its way.',
        status: 'Coming Soon',
      },
      email: {
        title: 'Email Support',
        description: 'Describe your question in detail; our team will review it and get back to you as soon as possible.',
        action: 'Send an Email',
      },
      docs: {
        title: 'Documentation',
        description: 'Explore our way of working and our technologies at your own pace with guides, tutorials and examples.',
        action: 'Go to Documentation',
      },
    },
    hours: {
      title: 'Support Hours',
      description: 'When you can reach us, channel by channel:',
      live: 'Live Support',
      liveValue: 'Coming Soon',
      email: 'Email',
      emailValue: 'We check as soon as possible',
    },
    more: {
      title: 'Your answer may already be here',
      description: 'Browse the frequently asked questions, or write to us directly through the contact form.',
      faq: 'Frequently Asked Questions',
      contact: 'Contact Form',
    },
  },
});
