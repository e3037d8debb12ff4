import { defineMessages } from '../define';

/** The services page (docs/product-spec.md §2): five cards with starting prices (§9), process, why us, CTA. */
export const services = defineMessages('services', {
  tr: {
    meta: {
      title: 'Hizmetlerimiz',
      description:
        'Yapay zeka, web geliştirme, mobil uygulama, IoT ve akıllı sistemler ile kurumsal yazılım hizmetleri. Başlangıç fiyatları ve çalışma sürecimiz.',
    },
    hero: {
      eyebrow: 'Hizmetlerimiz',
      title: 'İhtiyacınıza Özel Yazılım Hizmetleri',
      description:
        'Yapay zekadan kurumsal yazılıma, fikrinizi analiz edip tasarlıyor, geliştiriyor ve yayına alıyoruz. Her projede 1 yıl ücretsiz destek sunuyoruz.',
    },
    popular: 'Popüler',
    priceLabel: 'Başlangıç fiyatı',
    featuresLabel: 'Neler sunuyoruz',
    items: {
      ai: {
        title: 'Yapay Zeka Çözümleri',
        description: 'İş süreçlerinizi akıllandıran makine öğrenmesi, doğal dil işleme ve görüntü işleme çözümleri.',
        features: ['Makine öğrenmesi modelleri', 'Doğal dil işleme ve sohbet asistanları', 'Görüntü işleme', 'Size özel model eğitimi'],
        price: 'Projeye göre fiyatlandırma',
      },
      web: {
        title: 'Web Geliştirme',
        description: 'Kurumsal siteler, e-ticaret ve web uygulamaları: hızlı, güvenli ve arama motoru dostu.',
        features: ['Duyarlı, modern arayüzler', 'E-ticaret ve ödeme entegrasyonu', 'SEO ve performans optimizasyonu', 'Yönetim paneli'],
        price: '15.000+ TL',
      },
      mobile: {
        title: 'Mobil Uygulamalar',
        description: 'iOS ve Android için yerel ve çapraz platform uygulamalar; 100.000+ indirmeye ulaşan uygulama deneyimi.',
        features: ['iOS ve Android', 'Yerel ve çapraz platform', 'Anlık bildirimler', 'Mağaza yayını ve bakım'],
        price: '25.000+ TL',
      },
      smart: {
        title: 'IoT ve Akıllı Sistemler',
        description: 'Sensörler, cihazlar ve yazılımı birbirine bağlayan akıllı ev ve endüstriyel IoT çözümleri.',
        features: ['Akıllı ev otomasyonu', 'Sensör ve cihaz entegrasyonu', 'Gerçek zamanlı izleme panelleri', 'Uzaktan kontrol'],
        price: '20.000+ TL',
      },
      software: {
        title: 'Kurumsal Yazılım',
        description: 'İşletmenize özel ERP, CRM ve iş akışı yazılımları; mevcut sistemlerinizle entegre çalışır.',
        features: ['Özel iş uygulamaları', 'ERP ve CRM çözümleri', 'Sistem entegrasyonları', 'Bulut altyapısı'],
        price: '50.000+ TL',
      },
    },
    process: {
      eyebrow: 'Çalışma Sürecimiz',
      title: 'Fikirden Ürüne Dört Adım',
      steps: [
        { title: 'Keşif ve Analiz', text: 'İhtiyaçlarınızı, hedeflerinizi ve kullanıcılarınızı birlikte inceliyoruz.' },
        { title: 'Planlama ve Tasarım', text: 'Kapsamı, teknolojiyi ve arayüz tasarımını netleştiriyoruz.' },
        { title: 'Geliştirme', text: 'Çevik yöntemle, düzenli demolarla ürünü adım adım geliştiriyoruz.' },
        { title: 'Test ve Teslimat', text: 'Kapsamlı testlerden sonra yayına alıyor, 1 yıl ücretsiz destek veriyoruz.' },
      ],
    },
    why: {
      eyebrow: 'Neden Biz?',
      title: 'Bizi Tercih Etmeniz İçin Dört Neden',
      items: [
        {
          title: 'Ekibimizin 5+ Yıllık Deneyimi',
          text: 'Ekibimizin 2020’den beri farklı sektörlerde birlikte tamamladığı projelerden gelen tecrübe.',
        },
        { title: '100+ Mutlu Müşteri', text: 'Uzun soluklu iş birlikleri ve yüksek memnuniyet.' },
        {
          title: '7/24 İzleme',
          text: 'Yayındaki sistemlerinizi 7/24 izliyor, e-posta ve telefonla yanınızda oluyoruz. Canlı destek hattımız yakında açılıyor.',
        },
        { title: '1 Yıl Ücretsiz Destek', text: 'Teslimattan sonra bir yıl boyunca ücretsiz bakım ve destek.' },
      ],
    },
    cta: {
      title: 'Projenizi hayata geçirelim',
      text: 'Ücretsiz danışmanlık talebinizi bırakın ya da daha önce neler yaptığımıza göz atın.',
      portfolio: 'Portfolyomuzu İnceleyin',
    },
  },
  en: {
    meta: {
      title: 'Our Services',
      description:
        'Artificial intelligence, web development, mobile apps, IoT and smart systems, and enterprise software. Starting prices and how we work.',
    },
    hero: {
      eyebrow: 'Our Services',
      title: 'Software Services Made for Your Needs',
      description:
        'From AI to enterprise software, we analyse and design your idea, build it and launch it. Every project comes with 1 year of free support.',
    },
    popular: 'Popular',
    priceLabel: 'Price',
    featuresLabel: 'What we offer',
    items: {
      ai: {
        title: 'AI Solutions',
        description: 'Machine learning, natural language processing and image processing that make your business processes smarter.',
        features: [
          'Machine learning models',
          'Natural language processing and chat assistants',
          'Image processing',
          'Custom model training',
        ],
        price: 'Priced per project',
      },
      web: {
        title: 'Web Development',
        description: 'Corporate websites, e-commerce and web applications: fast, secure and search-engine friendly.',
        features: [
          'Responsive, modern interfaces',
          'E-commerce and payment integration',
          'SEO and performance optimisation',
          'Admin panel',
        ],
        price: 'From 15,000 TL',
      },
      mobile: {
        title: 'Mobile Apps',
        description: 'Native and cross-platform apps for iOS and Android, from a team whose app reached 100,000+ downloads.',
        features: ['iOS and Android', 'Native and cross-platform', 'Push notifications', 'Store release and maintenance'],
        price: 'From 25,000 TL',
      },
      smart: {
        title: 'IoT and Smart Systems',
        description: 'Smart home and industrial IoT solutions that connect sensors, devices and software.',
        features: ['Smart home automation', 'Sensor and device integration', 'Real-time monitoring dashboards', 'Remote control'],
        price: 'From 20,000 TL',
      },
      software: {
        title: 'Enterprise Software',
        description: 'ERP, CRM and workflow software made for your business, working with the systems you already have.',
        features: ['Custom business applications', 'ERP and CRM solutions', 'System integrations', 'Cloud infrastructure'],
        price: 'From 50,000 TL',
      },
    },
    process: {
      eyebrow: 'How We Work',
      title: 'Four Steps From Idea to Product',
      steps: [
        { title: 'Discovery and Analysis', text: 'We study your needs, goals and users together.' },
        { title: 'Planning and Design', text: 'We settle the scope, the technology and the interface design.' },
        { title: 'Development', text: 'We build the product step by step, the agile way, with regular demos.' },
        { title: 'Test and Delivery', text: 'After thorough testing we launch, then support you for 1 year for free.' },
      ],
    },
    why: {
      eyebrow: 'Why Us?',
      title: 'Four Reasons to Choose Us',
      items: [
        {
          title: 'Our Team’s 5+ Years of Experience',
          text: 'Experience from the projects our team has completed together in many industries since 2020.',
        },
        { title: '100+ Happy Clients', text: 'Long-term partnerships and high satisfaction.' },
        {
          title: '24/7 Monitoring',
          text: 'We monitor your live systems around the clock and are there for you by e-mail and phone. Live support is coming soon.',
        },
        { title: '1 Year of Free Support', text: 'Free maintenance and support for a year after delivery.' },
      ],
    },
    cta: {
      title: 'Let’s bring your project to life',
      text: 'Request a free consultation, or take a look at what we have built before.',
      portfolio: 'View Our Portfolio',
    },
  },
});
