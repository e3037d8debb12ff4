import { defineMessages } from '../define';

/**
 * The documentation page (docs/product-spec.md §2): guide cards, tutorials / SDK / examples
 * tabs and a help block. Difficulty levels are keyed by code (beginner,
 * intermediate, advanced) so the badge colour does not depend on the language.
 */
export const docs = defineMessages('docs', {
  tr: {
    meta: {
      title: 'Dokümantasyon',
      description:
        'Başlangıç rehberleri, eğitimler, kullandığımız teknolojiler ve örnek projelerle çalışma yöntemimizi ve çözümlerimizi yakından tanıyın.',
    },
    hero: {
      eyebrow: 'Dokümantasyon',
      title: 'Geliştirici Dokümantasyonu',
      description:
        'Rehberler, eğitimler ve örnek projelerle çözümlerimizi nasıl kurduğumuzu ve ürününüze nasıl entegre edebileceğinizi adım adım öğrenin.',
      quickStart: 'Hızlı Başlangıç',
    },
    levels: {
      beginner: 'Başlangıç',
      intermediate: 'Orta',
      advanced: 'İleri',
    },
    durationLabel: 'Süre',
    levelLabel: 'Seviye',
    minutes: '{n} dk',
    guides: {
      title: 'Rehberler',
      description: 'Temel konularla başlayın, ardından ihtiyaç duyduğunuz alana odaklanın.',
      items: [
        {
          anchor: 'baslangic',
          title: 'Başlangıç Rehberi',
          description: 'İlk görüşmeden proje başlangıcına: ihtiyaç analizi, teklif, zaman planı ve iletişim düzenimiz.',
        },
        {
          anchor: 'kimlik-dogrulama',
          title: 'Kimlik Doğrulama',
          description: 'Güvenli oturum yönetimi, parola politikaları, iki adımlı doğrulama ve rol tabanlı erişim kontrolü.',
        },
        {
          anchor: 'veritabani-entegrasyonu',
          title: 'Veritabanı Entegrasyonu',
          description: 'Şema tasarımı, mevcut verilerin taşınması, yedekleme ve sistemler arası veri senkronizasyonu.',
        },
        {
          anchor: 'yapay-zeka-servisleri',
          title: 'Yapay Zeka Servisleri',
          description: 'Veri hazırlığı, model seçimi, eğitim ve yapay zeka servislerinin ürününüze API ile entegrasyonu.',
        },
      ],
    },
    tabs: {
      title: 'Öğrenme Kaynakları',
      description: 'Eğitimler, kullandığımız teknolojiler ve gerçek ihtiyaçlardan doğan örnek projeler.',
      label: 'Dokümantasyon içeriği',
      tutorials: 'Eğitimler',
      sdk: 'SDK ve Teknolojiler',
      examples: 'Örnekler',
      /** The panels' ids: a link to /dokumantasyon#ornekler opens that tab. */
      anchors: { tutorials: 'egitimler', sdk: 'sdk', examples: 'ornekler' },
    },
    tutorials: {
      title: 'Eğitimler',
      items: [
        {
          title: 'Web Geliştirme En İyi Uygulamaları',
          description: 'Performans, erişilebilirlik, güvenlik ve SEO için modern web uygulamalarında izlediğimiz ilkeler.',
        },
        {
          title: 'Mobil Uygulama Geliştirme',
          description: 'iOS ve Android için native ve cross-platform uygulama geliştirme, test ve mağaza yayını süreçleri.',
        },
        {
          title: 'Veritabanı Tasarımı',
          description: 'İlişkisel modelleme, indeksleme, normalizasyon ve ölçeklenebilir veri mimarisi temelleri.',
        },
      ],
    },
    sdk: {
      title: 'SDK ve Teknolojiler',
      description: 'Projelerimizde her gün kullandığımız ve derinlemesine uzmanlaştığımız teknolojiler.',
      expert: 'Uzman',
      technologies: ['React', 'Node.js', 'TypeScript', 'Python', 'Next.js', 'React Native'],
      frontend: {
        title: 'Ön Yüz (Frontend)',
        description:
          'React, Next.js ve TypeScript ile hızlı, erişilebilir ve arama motoru dostu arayüzler; React Native ile tek kod tabanından iOS ve Android uygulamaları.',
      },
      backend: {
        title: 'Arka Uç (Backend)',
        description:
          'Node.js ve Python ile ölçeklenebilir API’ler, veri işleme hatları ve yapay zeka servisleri; güvenli, test edilmiş ve izlenebilir altyapı.',
      },
    },
    examples: {
      title: 'Örnek Projeler',
      items: [
        {
          title: 'E-Ticaret Platformu',
          description: 'Ürün kataloğu, sepet, güvenli ödeme ve sipariş takibi sunan ölçeklenebilir bir çevrim içi mağaza.',
          tags: ['React', 'Node.js', 'PostgreSQL'],
        },
        {
          title: 'Mobil Sağlık Uygulaması',
          description: 'Randevu, ilaç hatırlatma ve sağlık verisi takibini bir arada sunan mobil uygulama.',
          tags: ['React Native', 'TypeScript', 'Firebase'],
        },
        {
          title: 'Emlak Yönetim Paneli',
          description: 'İlanları, müşterileri ve satış süreçlerini tek ekranda toplayan, harita destekli yönetim paneli.',
          tags: ['Next.js', 'TypeScript', 'Mapbox'],
        },
        {
          title: 'Öğrenme Yönetim Sistemi',
          description: 'Kurslar, sınavlar ve ilerleme raporlarıyla çevrim içi eğitim veren kurumlar için bir platform.',
          tags: ['React', 'Python', 'Django'],
        },
      ],
    },
    help: {
      title: 'Yardıma mı ihtiyacınız var?',
      description: 'Aradığınızı bulamadıysanız destek ekibimiz sorularınızı yanıtlamaya hazır.',
      support: 'Destek Al',
      contact: 'Bize Ulaşın',
    },
  },
  en: {
    meta: {
      title: 'Documentation',
      description:
        'Get to know how we work and what we build through getting-started guides, tutorials, the technologies we use and example projects.',
    },
    hero: {
      eyebrow: 'Documentation',
      title: 'Developer Documentation',
      description:
        'Learn step by step how we build our solutions and how to integrate them into your product, with guides, tutorials and example projects.',
      quickStart: 'Quick Start',
    },
    levels: {
      beginner: 'Beginner',
      intermediate: 'Intermediate',
      advanced: 'Advanced',
    },
    durationLabel: 'Duration',
    levelLabel: 'Level',
    minutes: '{n} min',
    guides: {
      title: 'Guides',
      description: 'Start with the essentials, then focus on the area you need.',
      items: [
        {
          anchor: 'getting-started',
          title: 'Getting Started',
          description: 'From the first meeting to project kick-off: needs analysis, proposal, timeline and how we keep in touch.',
        },
        {
          anchor: 'authentication',
          title: 'Authentication',
          description: 'Secure session management, password policies, two-step verification and role-based access control.',
        },
        {
          anchor: 'database-integration',
          title: 'Database Integration',
          description: 'Schema design, migrating existing data, backups and data synchronisation between systems.',
        },
        {
          anchor: 'ai-services',
          title: 'AI Services',
          description: 'Data preparation, model selection, training and integrating AI services into your product through an API.',
        },
      ],
    },
    tabs: {
      title: 'Learning Resources',
      description: 'Tutorials, the technologies we use and example projects born from real needs.',
      label: 'Documentation content',
      tutorials: 'Tutorials',
      sdk: 'SDK & Technologies',
      examples: 'Examples',
      anchors: { tutorials: 'tutorials', sdk: 'sdk', examples: 'examples' },
    },
    tutorials: {
      title: 'Tutorials',
      items: [
        {
          title: 'Web Development Best Practices',
          description: 'The principles we follow in modern web applications for performance, accessibility, security and SEO.',
        },
        {
          title: 'Mobile App Development',
          description: 'Building, testing and publishing native and cross-platform apps for iOS and Android.',
        },
        {
          title: 'Database Design',
          description: 'The basics of relational modelling, indexing, normalisation and scalable data architecture.',
        },
      ],
    },
    sdk: {
      title: 'SDK & Technologies',
      description: 'The technologies we use every day in our projects and know in depth.',
      expert: 'Expert',
      technologies: ['React', 'Node.js', 'TypeScript', 'Python', 'Next.js', 'React Native'],
      frontend: {
        title: 'Frontend',
        description:
          'Fast, accessible and search-friendly interfaces with React, Next.js and TypeScript; iOS and Android apps from a single code base with React Native.',
      },
      backend: {
        title: 'Backend',
        description:
          'Scalable APIs, data pipelines and AI services with Node.js and Python, on secure, tested and observable infrastructure.',
      },
    },
    examples: {
      title: 'Example Projects',
      items: [
        {
          title: 'E-Commerce Platform',
          description: 'A scalable online store with a product catalogue, cart, secure payments and order tracking.',
          tags: ['React', 'Node.js', 'PostgreSQL'],
        },
        {
          title: 'Mobile Health App',
          description: 'A mobile app that brings appointments, medication reminders and health tracking together.',
          tags: ['React Native', 'TypeScript', 'Firebase'],
        },
        {
          title: 'Real Estate Dashboard',
          description: 'A map-based dashboard that gathers listings, clients and sales pipelines on a single screen.',
          tags: ['Next.js', 'TypeScript', 'Mapbox'],
        },
        {
          title: 'Learning Management System',
          description: 'A platform for organisations that teach online, with courses, exams and progress reports.',
          tags: ['React', 'Python', 'Django'],
        },
      ],
    },
    help: {
      title: 'Need help?',
      description: 'If you could not find what you were looking for, our support team is ready to answer your questions.',
      support: 'Get Support',
      contact: 'Contact Us',
    },
  },
});
