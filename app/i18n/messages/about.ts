import { defineMessages } from '../define';

/** The about page (docs/product-spec.md §2): mission, vision, founder card, four values, calls to action. */
export const about = defineMessages('about', {
  tr: {
    meta: {
      title: 'Hakkımızda',
      description:
        'Diyarbakır merkezli teknoloji şirketimizi, misyonumuzu, vizyonumuzu ve değerlerimizi tanıyın: yapay zeka, web, mobil ve akıllı sistemler.',
    },
    hero: {
      eyebrow: 'Hakkımızda',
      title: 'Teknolojiyle Değer Üreten Bir Ekip',
      description:
        '2025 yılında Diyarbakır’da kurulan şirketimiz, 2020’den beri birlikte çalışan ekibimizin 5 yılı aşkın deneyimiyle işletmelerin dijital dönüşümüne yapay zeka, web, mobil ve akıllı sistem çözümleriyle eşlik ediyor.',
    },
    facts: {
      label: 'Kısaca biz',
      founded: { value: '2025', label: 'Kuruluş Yılı' },
      experience: { value: '5+', label: 'Yıllık Ekip Deneyimi' },
      clients: { value: '100+', label: 'Mutlu Müşteri' },
      support: { value: '7/24', label: 'Sistem İzleme' },
    },
    mission: {
      title: 'Misyonumuz',
      text: 'İşletmelerin ihtiyaçlarını doğru anlayarak, yapay zeka ve modern yazılım teknolojileriyle ölçülebilir değer üreten, güvenilir ve sürdürülebilir çözümler sunmak.',
    },
    vision: {
      title: 'Vizyonumuz',
      text: 'Bölgemizden dünyaya açılan, yenilikçi ürünleriyle Türkiye’nin öncü teknoloji şirketlerinden biri olmak ve yerel yetenekleri küresel projelerle buluşturmak.',
    },
    founder: {
      title: 'Kurucumuz',
      role: 'Kurucu ve CEO',
      since: '2025’ten beri şirketimizde',
      bio: 'Şirketin teknik vizyonunu ve ürün stratejisini yönetir; yapay zeka, web ve mobil projelerde ekibe liderlik eder.',
      linkedin: 'LinkedIn Profili',
    },
    timeline: {
      eyebrow: 'Yolculuğumuz',
      title: 'Kilometre Taşlarımız',
      description: 'Ekibimizin 2020’de başlayan ortak yolculuğu ve şirketimizin kuruluşu.',
    },
    values: {
      eyebrow: 'Değerlerimiz',
      title: 'Bizi Biz Yapan Değerler',
      innovation: { title: 'İnovasyon', text: 'Yeni teknolojileri takip eder, her projede daha iyi bir yol ararız.' },
      collaboration: { title: 'İş Birliği', text: 'Müşterilerimizle aynı masada, şeffaf ve açık iletişimle çalışırız.' },
      quality: { title: 'Kalite', text: 'Test edilmiş, güvenli ve bakımı kolay yazılımlar teslim ederiz.' },
      success: { title: 'Başarı', text: 'Başarımızı müşterilerimizin elde ettiği sonuçlarla ölçeriz.' },
    },
    cta: {
      title: 'Birlikte çalışalım',
      text: 'Projenizi dinlemek ve size en uygun çözümü birlikte planlamak için hazırız.',
      contact: 'Bize Ulaşın',
      projects: 'Projelerimizi İnceleyin',
    },
  },
  en: {
    meta: {
      title: 'About Us',
      description:
        'Meet our Diyarbakir-based technology company, our mission, vision and values: artificial intelligence, web, mobile and smart systems.',
    },
    hero: {
      eyebrow: 'About Us',
      title: 'A Team That Creates Value With Technology',
      description:
        'Founded in Diyarbakir in 2025, our company brings our team’s more than 5 years of experience, working together since 2020, to the digital transformation of businesses with AI, web, mobile and smart system solutions.',
    },
    facts: {
      label: 'At a glance',
      founded: { value: '2025', label: 'Founded' },
      experience: { value: '5+', label: 'Years of Team Experience' },
      clients: { value: '100+', label: 'Happy Clients' },
      support: { value: '24/7', label: 'System Monitoring' },
    },
    mission: {
      title: 'Our Mission',
      text: 'To understand what businesses really need and deliver reliable, sustainable solutions that create measurable value with AI and modern software technology.',
    },
    vision: {
      title: 'Our Vision',
      text: 'To become one of the leading technology companies of Turkey, reaching the world from our region with innovative products and bringing local talent to global projects.',
    },
    founder: {
      title: 'Our Founder',
      role: 'Founder and CEO',
      since: 'With the company since 2025',
      bio: 'Leads the technical vision and product strategy of the company, and the team on AI, web and mobile projects.',
      linkedin: 'LinkedIn Profile',
    },
    timeline: {
      eyebrow: 'Our Journey',
      title: 'Our Milestones',
      description: 'Our team’s journey together since 2020, and the founding of our company.',
    },
    values: {
      eyebrow: 'Our Values',
      title: 'The Values That Define Us',
      innovation: { title: 'Innovation', text: 'We follow new technology and look for a better way in every project.' },
      collaboration: { title: 'Collaboration', text: 'We work at the same table as our clients, with open and transparent communication.' },
      quality: { title: 'Quality', text: 'We deliver tested, secure software that is easy to maintain.' },
      success: { title: 'Success', text: 'We measure our success by the results our clients achieve.' },
    },
    cta: {
      title: 'Let’s work together',
      text: 'We are ready to hear about your project and plan the right solution with you.',
      contact: 'Contact Us',
      projects: 'View Our Projects',
    },
  },
});
