import { defineMessages } from '../define';

/**
 * Sample claims made inside the spec's prose (ADR 029): what the launch checklist calls each,
 * and the neutral wording "Örnek içeriği kaldır" writes in their place (as a Metinler text,
 * both languages). The neutral texts mirror the catalogue paths they replace
 * (`texts.faq.items.2.answer` replaces `faq.items.2.answer`) and make no claim: no figure,
 * no track record, no customer count, no promise.
 */
export const adminSampleNeutral = defineMessages({
  tr: {
    labels: {
      mobileDownloads: 'Hizmetler – mobil uygulamalar: “100.000+ indirmeye ulaşan uygulama deneyimi”',
      aboutStory: 'Hakkımızda – tanıtım: “2025 yılında Diyarbakır’da kurulan … 5 yılı aşkın deneyim”',
      faqSupport: 'SSS – teknik destek: “7/24 izliyor … Canlı destek hattımız yakında … bir yıl ücretsiz destek”',
      faqDelivery: 'SSS – teslim süresi: “çoğu proje genellikle 2-12 hafta içinde tamamlanır”',
      supportMeta: 'Destek – arama motoru açıklaması: “yakında canlı destek”',
      freeSupport: 'Hizmetler ve anasayfa: “1 yıl ücretsiz destek” sözü',
      prices: 'Hizmetler ve anasayfa: başlangıç fiyatları (15.000+ TL, 25.000+ TL, 20.000+ TL, 50.000+ TL)',
    },
    texts: {
      home: { services: { web: { priceLabel: 'Fiyat', features: { '3': 'Size özel çözüm' } } } },
      about: {
        meta: {
          description:
            'Teknoloji şirketimizi, misyonumuzu, vizyonumuzu ve değerlerimizi tanıyın: yapay zeka, web, mobil ve akıllı sistemler.',
        },
        hero: {
          description:
            'Yapay zeka, web, mobil ve akıllı sistem çözümleriyle işletmelerin dijital dönüşümüne eşlik eden bir teknoloji ekibiyiz.',
        },
      },
      services: {
        meta: {
          description:
            'Yapay zeka, web geliştirme, mobil uygulama, IoT ve akıllı sistemler ile kurumsal yazılım hizmetleri ve çalışma sürecimiz.',
        },
        hero: { description: 'Yapay zekadan kurumsal yazılıma, fikrinizi analiz edip tasarlıyor, geliştiriyor ve yayına alıyoruz.' },
        priceLabel: 'Fiyat',
        items: {
          web: { price: 'Projeye göre fiyatlandırma' },
          mobile: {
            description: 'iOS ve Android için yerel ve çapraz platform mobil uygulamalar.',
            price: 'Projeye göre fiyatlandırma',
          },
          smart: { price: 'Projeye göre fiyatlandırma' },
          software: { price: 'Projeye göre fiyatlandırma' },
        },
        process: { steps: { '3': { text: 'Kapsamlı testlerden sonra ürününüzü yayına alıyoruz.' } } },
      },
      faq: {
        items: {
          '2': {
            answer:
              'Evet. E-posta ve telefonla teknik destek veriyoruz. Teslimattan sonraki destek ve bakımın kapsamını her projede sizinle birlikte belirliyoruz.',
          },
          '6': { answer: 'Teslim süresi projenin kapsamına bağlıdır. İşe başlamadan önce size net bir zaman planı sunuyoruz.' },
        },
      },
      support: {
        meta: { description: 'Sorularınız ve teknik destek ihtiyaçlarınız için bize nasıl ulaşabileceğinizi öğrenin.' },
      },
    },
  },
  en: {
    labels: {
      mobileDownloads: 'Services – mobile apps: “from a team whose app reached 100,000+ downloads”',
      aboutStory: 'About us – introduction: “Founded in Diyarbakir in 2025 … more than 5 years of experience”',
      faqSupport: 'FAQ – technical support: “24/7 … Live support is coming soon … one year of free support”',
      faqDelivery: 'FAQ – delivery time: “most projects are usually completed within 2-12 weeks”',
      supportMeta: 'Support – search engine description: “coming soon, live support”',
      freeSupport: 'Services and home page: the “1 year of free support” promise',
      prices: 'Services and home page: starting prices (15,000 TL, 25,000 TL, 20,000 TL, 50,000 TL)',
    },
    texts: {
      home: { services: { web: { priceLabel: 'Price', features: { '3': 'A solution made for you' } } } },
      about: {
        meta: {
          description:
            'Meet our technology company, our mission, vision and values: artificial intelligence, web, mobile and smart systems.',
        },
        hero: {
          description:
            'We are a technology team that supports the digital transformation of businesses with AI, web, mobile and smart system solutions.',
        },
      },
      services: {
        meta: {
          description:
            'Artificial intelligence, web development, mobile apps, IoT and smart systems, and enterprise software, and how we work.',
        },
        hero: { description: 'From AI to enterprise software, we analyse and design your idea, build it and launch it.' },
        priceLabel: 'Price',
        items: {
          web: { price: 'Priced per project' },
          mobile: { description: 'Native and cross-platform apps for iOS and Android.', price: 'Priced per project' },
          smart: { price: 'Priced per project' },
          software: { price: 'Priced per project' },
        },
        process: { steps: { '3': { text: 'After thorough testing we launch your product.' } } },
      },
      faq: {
        items: {
          '2': {
            answer:
              'Yes. We provide technical support by email and phone. We agree the scope of support and maintenance after delivery with you for each project.',
          },
          '6': { answer: 'Delivery time depends on the scope of the project. We give you a clear timeline before work begins.' },
        },
      },
      support: {
        meta: { description: 'Find out how to reach us with your questions and technical support needs.' },
      },
    },
  },
});
