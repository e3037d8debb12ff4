import { defineMessages } from '../define';

/** The home page (docs/product-spec.md §1–§2, claims of §9). */
export const home = defineMessages('home', {
  tr: {
    meta: {
      title: 'Yapay Zeka, Web, Mobil ve Akıllı Sistem Çözümleri',
      description:
        'Yapay zeka, web geliştirme, mobil uygulama ve akıllı sistemlerde uçtan uca yazılım çözümleri. Ücretsiz danışmanlık için bize ulaşın.',
    },
    hero: {
      badge: 'Yapay Zeka Destekli Yazılım Çözümleri',
      title: 'Geleceğin Teknolojisini',
      subtitle: 'Bugün Birlikte İnşa Edelim',
      description:
        'Fikirden ürüne; yapay zeka, web, mobil ve akıllı sistemlerde işletmenizi büyütecek modern, güvenli ve ölçeklenebilir yazılımlar geliştiriyoruz.',
      primary: 'Hizmetlerimizi Keşfedin',
      secondary: 'Projelerimizi İnceleyin',
      tilesLabel: 'Uzmanlık alanlarımız',
      tiles: {
        ai: { title: 'Yapay Zeka', text: 'Makine öğrenmesi ve doğal dil işleme' },
        web: { title: 'Web Geliştirme', text: 'Hızlı, güvenli ve ölçeklenebilir web' },
        mobile: { title: 'Mobil Uygulamalar', text: 'iOS ve Android için uygulamalar' },
        smart: { title: 'Akıllı Ev Sistemleri', text: 'IoT ile bağlantılı yaşam alanları' },
      },
    },
    stats: {
      label: 'Rakamlarla biz',
      experience: { value: '5+', label: 'Yıllık Ekip Deneyimi' },
      clients: { value: '100+', label: 'Mutlu Müşteri' },
      support: { value: '7/24', label: 'Sistem İzleme' },
      downloads: { value: '100.000+', label: 'Uygulama İndirmesi' },
    },
    services: {
      eyebrow: 'Hizmetlerimiz',
      title: 'İşinizi Dijitalde Büyütün',
      subtitle: 'İhtiyacınıza özel, ölçülebilir sonuç veren yazılım çözümleri geliştiriyoruz.',
      web: {
        title: 'Web Geliştirme',
        description:
          'Kurumsal siteler, e-ticaret platformları ve web uygulamaları: hızlı açılan, arama motorlarında görünür, her ekranda kusursuz çalışan çözümler.',
        features: [
          'Modern ve duyarlı tasarım',
          'SEO ve performans optimizasyonu',
          'Yönetim paneli ve entegrasyonlar',
          '1 yıl ücretsiz destek',
        ],
        priceLabel: 'Başlangıç fiyatı',
        price: '15.000+ TL',
      },
      consultTitle: 'Projenizi konuşalım',
      consultText: 'Ücretsiz danışmanlık talebinizi bırakın, ihtiyacınızı dinleyip size özel bir yol haritası çıkaralım.',
      allServices: 'Tüm Hizmetleri Görün',
    },
    featured: {
      eyebrow: 'Öne Çıkan Projeler',
      title: 'Geliştirdiğimiz Ürünler',
      subtitle: 'Yapay zekadan finansa, fikirleri gerçek kullanıcılarla buluşan ürünlere dönüştürüyoruz.',
      viewAll: 'Tüm Projeleri Görün',
    },
  },
  en: {
    meta: {
      title: 'AI, Web, Mobile and Smart System Solutions',
      description:
        'End-to-end software solutions in artificial intelligence, web development, mobile apps and smart systems. Contact us for a free consultation.',
    },
    hero: {
      badge: 'AI-Powered Software Solutions',
      title: 'Tomorrow’s Technology,',
      subtitle: 'Built Together Today',
      description:
        'From idea to product: we build modern, secure and scalable software in AI, web, mobile and smart systems that helps your business grow.',
      primary: 'Explore Our Services',
      secondary: 'View Our Projects',
      tilesLabel: 'Our areas of expertise',
      tiles: {
        ai: { title: 'Artificial Intelligence', text: 'Machine learning and natural language processing' },
        web: { title: 'Web Development', text: 'Fast, secure and scalable web' },
        mobile: { title: 'Mobile Apps', text: 'Apps for iOS and Android' },
        smart: { title: 'Smart Home Systems', text: 'Connected living spaces with IoT' },
      },
    },
    stats: {
      label: 'Our numbers',
      experience: { value: '5+', label: 'Years of Team Experience' },
      clients: { value: '100+', label: 'Happy Clients' },
      support: { value: '24/7', label: 'System Monitoring' },
      downloads: { value: '100,000+', label: 'App Downloads' },
    },
    services: {
      eyebrow: 'Our Services',
      title: 'Grow Your Business Online',
      subtitle: 'We build software tailored to your needs that delivers measurable results.',
      web: {
        title: 'Web Development',
        description:
          'Corporate websites, e-commerce platforms and web applications: fast to load, visible in search engines and flawless on every screen.',
        features: [
          'Modern, responsive design',
          'SEO and performance optimisation',
          'Admin panel and integrations',
          '1 year of free support',
        ],
        priceLabel: 'Price',
        price: 'From 15,000 TL',
      },
      consultTitle: 'Let’s talk about your project',
      consultText: 'Request a free consultation: we listen to your needs and draw up a roadmap made for you.',
      allServices: 'See All Services',
    },
    featured: {
      eyebrow: 'Featured Projects',
      title: 'Products We Build',
      subtitle: 'From AI to finance, we turn ideas into products used by real people.',
      viewAll: 'See All Projects',
    },
  },
});
