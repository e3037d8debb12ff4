import { defineMessages } from '../define';

/** The FAQ page (docs/product-spec.md §2): seven questions in an accordion. */
export const faq = defineMessages('faq', {
  tr: {
    meta: {
      title: 'Sık Sorulan Sorular',
      description:
        'Kullandığımız teknolojiler, proje sürecimiz, destek, yapay zeka çözümleri, fiyatlandırma, mobil uygulamalar ve teslim süreleri hakkında merak edilenler.',
    },
    hero: {
      eyebrow: 'SSS',
      title: 'Sık Sorulan Sorular',
      description: 'Birlikte çalışmaya başlamadan önce en çok merak edilen konuları sizin için yanıtladık.',
    },
    listLabel: 'Sorular ve yanıtlar',
    items: [
      {
        question: 'Hangi teknolojilerle çalışıyorsunuz?',
        answer:
          'React, Node.js, Python, yapay zeka ve bulut teknolojileri başta olmak üzere modern ve kendini kanıtlamış araçlarla çalışıyoruz. Her projede teknolojiyi ihtiyaca, ölçeğe ve uzun vadeli bakım kolaylığına göre seçiyoruz.',
      },
      {
        question: 'Proje süreciniz nasıl işliyor?',
        answer:
          'Çevik (agile) bir yöntemle ilerliyoruz: analiz, tasarım, geliştirme, test ve yayına alma. Kısa döngülerle çalışıyor, her aşamada çalışan bir sürümü sizinle paylaşıyor ve geri bildirimlerinizi sürece hemen yansıtıyoruz.',
      },
      {
        question: 'Teknik destek sağlıyor musunuz?',
        answer:
          'Evet. E-posta ve telefonla teknik destek veriyoruz; yayındaki projelerinizi 7/24 izliyor, bir sorun olduğunda hemen müdahale ediyoruz. Canlı destek hattımız yakında hizmete açılacak. Teslim ettiğimiz her proje bir yıl ücretsiz destek ile birlikte gelir.',
      },
      {
        question: 'Ne tür yapay zeka çözümleri sunuyorsunuz?',
        answer:
          'Makine öğrenmesi, doğal dil işleme, görüntü işleme ve işinize özel modeller geliştiriyoruz. Verilerinizi analiz ediyor, doğru yaklaşımı belirliyor ve modeli mevcut sistemlerinize entegre ediyoruz.',
      },
      {
        question: 'Fiyatlandırmanız nasıl belirleniyor?',
        answer:
          'Her proje farklı olduğu için fiyatı projenin kapsamına, karmaşıklığına ve süresine göre belirliyoruz. İhtiyaçlarınızı konuştuğumuz ücretsiz bir danışmanlık görüşmesinin ardından size özel bir teklif hazırlıyoruz.',
      },
      {
        question: 'Mobil uygulama geliştiriyor musunuz?',
        answer:
          'Evet. iOS ve Android için hem native hem de cross-platform mobil uygulamalar geliştiriyoruz. Bütçenize, takviminize ve performans beklentilerinize en uygun yaklaşımı birlikte seçiyoruz.',
      },
      {
        question: 'Bir proje ne kadar sürede teslim edilir?',
        answer:
          'Teslim süresi projenin kapsamına bağlıdır; çoğu proje genellikle 2-12 hafta içinde tamamlanır. İşe başlamadan önce size net bir zaman planı sunuyoruz.',
      },
    ],
    more: {
      title: 'Sorunuzun yanıtını bulamadınız mı?',
      description: 'Ekibimiz size yardımcı olmaktan memnuniyet duyar. Bize yazın ya da destek sayfamızı ziyaret edin.',
      contact: 'Bize Ulaşın',
      support: 'Destek Merkezi',
    },
  },
  en: {
    meta: {
      title: 'Frequently Asked Questions',
      description:
        'Answers about the technologies we use, our project process, support, AI solutions, pricing, mobile apps and delivery times.',
    },
    hero: {
      eyebrow: 'FAQ',
      title: 'Frequently Asked Questions',
      description: 'Before we start working together, here are the answers to the questions we hear most often.',
    },
    listLabel: 'Questions and answers',
    items: [
      {
        question: 'Which technologies do you work with?',
        answer:
          'We work with modern, proven tools, chiefly React, Node.js, Python, artificial intelligence and cloud technologies. For every project we choose the stack that fits its needs, its scale and its long-term maintenance.',
      },
      {
        question: 'How does your project process work?',
        answer:
          'We follow an agile method: analysis, design, development, testing and deployment. We work in short iterations, share a working version with you at every stage and build your feedback in straight away.',
      },
      {
        question: 'Do you provide technical support?',
        answer:
          'Yes. We provide technical support by email and phone, and we monitor your live projects 24/7 so we can step in as soon as something goes wrong. Live support is coming soon. Every project we deliver comes with one year of free support.',
      },
      {
        question: 'What kind of AI solutions do you offer?',
        answer:
          'We build machine learning, natural language processing, image processing and custom models for your business. We analyse your data, choose the right approach and integrate the model into your existing systems.',
      },
      {
        question: 'How is your pricing determined?',
        answer:
          'Every project is different, so pricing depends on its scope, complexity and duration. After a free consultation to understand your needs, we prepare a proposal tailored to you.',
      },
      {
        question: 'Do you develop mobile apps?',
        answer:
          'Yes. We build both native and cross-platform mobile apps for iOS and Android, and choose together with you the approach that best fits your budget, timeline and performance goals.',
      },
      {
        question: 'How long does it take to deliver a project?',
        answer:
          'Delivery time depends on the scope of the project; most projects are usually completed within 2-12 weeks. We give you a clear timeline before work begins.',
      },
    ],
    more: {
      title: 'Did not find your answer?',
      description: 'Our team will be glad to help. Write to us or visit our support center.',
      contact: 'Contact Us',
      support: 'Support Center',
    },
  },
});
