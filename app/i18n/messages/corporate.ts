import { defineMessages } from '../define';

/** The investors and partners pages (docs/product-spec.md §2): a title, a description, two info blocks and a contact call to action. */
export const corporate = defineMessages('corporate', {
  tr: {
    investors: {
      meta: {
        title: 'Yatırımcı İlişkileri',
        description:
          'Büyüme stratejimiz, finansal raporlarımız ve yatırımcı haberlerimiz hakkında bilgi alın; yatırımcı ilişkileri ekibimizle iletişime geçin.',
      },
      eyebrow: 'Yatırımcılar',
      title: 'Yatırımcı İlişkileri',
      description:
        '{company}, yapay zeka, web, mobil ve akıllı sistemler alanında ölçeklenebilir yazılım çözümleri geliştiren bir teknoloji şirketidir. Sürdürülebilir büyüme yolculuğumuzda uzun vadeli yatırımcılarla birlikte çalışıyoruz.',
      blocks: [
        {
          title: 'Finansal Raporlar',
          description:
            'Finansal tablolarımızı, temel performans göstergelerimizi ve büyüme planımızı nitelikli yatırımcılarla gizlilik sözleşmesi çerçevesinde paylaşıyoruz.',
          points: ['Dönemsel finansal tablolar', 'Temel performans göstergeleri', 'Büyüme ve yatırım planı'],
        },
        {
          title: 'Yatırımcı Haberleri',
          description:
            'Yeni projelerimizi, iş birliklerimizi ve şirketimizdeki önemli gelişmeleri blogumuzda ve e-bültenimizde duyuruyoruz.',
          points: ['Yeni ürün ve proje duyuruları', 'Stratejik iş birlikleri', 'Şirket ve ekip haberleri'],
        },
      ],
      blogLink: 'Blogu Ziyaret Edin',
      cta: {
        title: 'Yatırımcı ilişkileri ekibimizle görüşün',
        description: 'Rapor talepleriniz, sorularınız ve görüşme istekleriniz için bize yazın; en kısa sürede dönüş yapalım.',
        action: 'İletişime Geçin',
      },
    },
    partners: {
      meta: {
        title: 'İş Ortaklarımız',
        description:
          'Teknoloji ve çözüm ortaklarımızla birlikte müşterilerimize uçtan uca yazılım çözümleri sunuyoruz. İş ortağımız olmak için bize ulaşın.',
      },
      eyebrow: 'İş Ortaklarımız',
      title: 'Birlikte Daha Güçlüyüz',
      description:
        'Güçlü çözümler güçlü iş birlikleriyle doğar. Teknoloji sağlayıcıları ve çözüm ortaklarıyla birlikte müşterilerimize daha fazla değer sunuyoruz.',
      blocks: [
        {
          title: 'Teknoloji Ortakları',
          description:
            'Bulut, yapay zeka ve altyapı sağlayıcılarıyla birlikte çalışarak projelerimizde güvenilir, ölçeklenebilir ve güncel teknolojiler kullanıyoruz.',
          points: ['Bulut ve altyapı hizmetleri', 'Yapay zeka ve veri platformları', 'Geliştirici araçları ve servisler'],
        },
        {
          title: 'Çözüm Ortakları',
          description:
            'Ajanslar, danışmanlık firmaları ve sistem entegratörleriyle iş birliği yaparak müşterilerimize uçtan uca çözümler sunuyoruz.',
          points: ['Dijital ajanslar', 'Danışmanlık firmaları', 'Sistem entegratörleri'],
        },
      ],
      cta: {
        title: 'İş ortağımız olun',
        description: 'Yazılım geliştirme gücümüzü sizin uzmanlığınızla birleştirelim. İş birliği fikirlerinizi konuşmak için bize ulaşın.',
        action: 'İletişime Geçin',
      },
    },
  },
  en: {
    investors: {
      meta: {
        title: 'Investor Relations',
        description:
          'Learn about our growth strategy, financial reports and investor news, and get in touch with our investor relations team.',
      },
      eyebrow: 'Investors',
      title: 'Investor Relations',
      description:
        '{company} is a technology company building scalable software solutions in AI, web, mobile and smart systems. We work with long-term investors on our journey of sustainable growth.',
      blocks: [
        {
          title: 'Financial Reports',
          description:
            'We share our financial statements, key performance indicators and growth plan with qualified investors under a non-disclosure agreement.',
          points: ['Periodic financial statements', 'Key performance indicators', 'Growth and investment plan'],
        },
        {
          title: 'Investor News',
          description: 'We announce new projects, partnerships and important company milestones on our blog and in our newsletter.',
          points: ['New product and project announcements', 'Strategic partnerships', 'Company and team news'],
        },
      ],
      blogLink: 'Visit the Blog',
      cta: {
        title: 'Talk to our investor relations team',
        description: 'Write to us with report requests, questions or meeting requests, and we will get back to you as soon as possible.',
        action: 'Get in Touch',
      },
    },
    partners: {
      meta: {
        title: 'Partners',
        description:
          'Together with our technology and solution partners we deliver end-to-end software solutions. Contact us to become a partner.',
      },
      eyebrow: 'Partners',
      title: 'Stronger Together',
      description:
        'Strong solutions grow from strong partnerships. Together with technology providers and solution partners, we deliver more value to our clients.',
      blocks: [
        {
          title: 'Technology Partners',
          description:
            'We work with cloud, AI and infrastructure providers to use reliable, scalable and up-to-date technologies in our projects.',
          points: ['Cloud and infrastructure services', 'AI and data platforms', 'Developer tools and services'],
        },
        {
          title: 'Solution Partners',
          description: 'We team up with agencies, consultancies and system integrators to deliver end-to-end solutions to our clients.',
          points: ['Digital agencies', 'Consulting firms', 'System integrators'],
        },
      ],
      cta: {
        title: 'Become a partner',
        description:
          'Let us combine our software development strength with your expertise. Get in touch to discuss your ideas for working together.',
        action: 'Get in Touch',
      },
    },
  },
});
