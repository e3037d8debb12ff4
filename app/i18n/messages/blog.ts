import { defineMessages } from '../define';

/** The blog list and post pages (docs/product-spec.md §2), blog category labels (§9). */
export const blog = defineMessages('blog', {
  tr: {
    meta: {
      title: 'Blog',
      description: 'Yapay zeka, web, mobil ve dijital dönüşüm üzerine yazılar, haberler ve rehberler.',
    },
    hero: {
      eyebrow: 'Blog',
      title: 'Teknoloji Üzerine Yazılar',
      description: 'Yapay zeka, yazılım geliştirme ve dijital dönüşüm hakkında deneyimlerimizi ve haberlerimizi paylaşıyoruz.',
    },
    empty: {
      title: 'Henüz Blog Yazısı Yok',
      text: 'Yakında yeni yazılarla burada olacağız. Bu arada projelerimize göz atabilirsiniz.',
      action: 'Projelerimizi İnceleyin',
    },
    listLabel: 'Blog yazıları',
    readMore: 'Devamını oku',
    publishedOn: 'Yayın tarihi',
    author: 'Yazar',
    category: 'Kategori',
    tags: 'Etiketler',
    backToList: 'Tüm yazılar',
    // Reading time: the short form is shown; screen readers read the label and the minutes in full.
    readingTime: { one: '{n} dk okuma', other: '{n} dk okuma' },
    readingTimeLabel: 'Okuma süresi',
    readingMinutes: { one: '{n} dakika', other: '{n} dakika' },
    categories: {
      technology: 'Teknoloji',
      ai: 'Yapay Zeka',
      web: 'Web Geliştirme',
      mobile: 'Mobil Uygulama',
      innovation: 'İnovasyon',
      'digital-transformation': 'Dijital Dönüşüm',
      startup: 'Startup',
      education: 'Eğitim',
      news: 'Haberler',
      other: 'Diğer',
    },
  },
  en: {
    meta: {
      title: 'Blog',
      description: 'Articles, news and guides on artificial intelligence, web, mobile and digital transformation.',
    },
    hero: {
      eyebrow: 'Blog',
      title: 'Writing About Technology',
      description: 'We share our experience and news on artificial intelligence, software development and digital transformation.',
    },
    empty: {
      title: 'No Blog Posts Yet',
      text: 'New posts are coming soon. In the meantime, take a look at our projects.',
      action: 'View Our Projects',
    },
    listLabel: 'Blog posts',
    readMore: 'Read more',
    publishedOn: 'Published on',
    author: 'Author',
    category: 'Category',
    tags: 'Tags',
    backToList: 'All posts',
    readingTime: { one: '{n} min read', other: '{n} min read' },
    readingTimeLabel: 'Reading time',
    readingMinutes: { one: '{n} minute', other: '{n} minutes' },
    categories: {
      technology: 'Technology',
      ai: 'Artificial Intelligence',
      web: 'Web Development',
      mobile: 'Mobile Apps',
      innovation: 'Innovation',
      'digital-transformation': 'Digital Transformation',
      startup: 'Startup',
      education: 'Education',
      news: 'News',
      other: 'Other',
    },
  },
});
