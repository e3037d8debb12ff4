import { defineMessages } from '../define';

/** Ayarlar → Marka: the logo, the favicon and the default share image. */
export const adminBrand = defineMessages({
  tr: {
    tab: 'Marka',
    intro:
      'Şirketinizin logosu, tarayıcı sekmesindeki simge ve bağlantı paylaşıldığında görünen resim. Yüklemediğiniz her biri için sitenin kendi simgesi kullanılır.',
    current: 'Şu anki',
    none: 'Yüklenmedi: sitenin kendi simgesi kullanılıyor.',
    noneDark: 'Yüklenmedi: açık zemin logosu beyaz bir kutu içinde kullanılıyor.',
    choose: 'Dosya seç',
    upload: 'Yükle',
    uploading: 'Yükleniyor...',
    remove: 'Kaldır',
    pictures: {
      logo: {
        title: 'Logo (açık zemin)',
        description:
          'Yönetim panelinde ve e-postalarda görünür; koyu zemin logosu yüklenmezse sitenin koyu renkli üst ve alt kısmında beyaz bir kutu içinde kullanılır.',
        hint: 'SVG veya PNG (JPEG ve WebP de olur); en fazla 5 MB. Geniş bir logo en fazla 1200 × 400 piksele küçültülür.',
      },
      logo_dark: {
        title: 'Logo (koyu zemin, isteğe bağlı)',
        description: 'Sitenin koyu renkli üst ve alt kısmında kullanılır.',
        hint: 'SVG veya PNG; en fazla 5 MB. Açık renkli (örneğin beyaz) bir logo koyu zeminde iyi görünür.',
      },
      favicon: {
        title: 'Site simgesi (favicon)',
        description: 'Tarayıcı sekmesinde, yer imlerinde ve telefonun ana ekranında görünür.',
        hint: 'Kare bir SVG veya PNG, en az 180 × 180 piksel; en fazla 5 MB. Gereken boyutlar (32, 180, 192 piksel) bundan hazırlanır.',
      },
      share_image: {
        title: 'Varsayılan paylaşım resmi',
        description: 'Kendi resmi olmayan bir sayfa paylaşıldığında (WhatsApp, LinkedIn, X, Facebook) görünür.',
        hint: 'JPEG veya PNG, tercihen 1200 × 630 piksel; en fazla 5 MB. Başka oranda bir resim ortadan kırpılır.',
      },
    },
    showName: 'Şirket adını logonun yanında göster',
    showNameHint: 'Logonuzda şirketin adı zaten yazıyorsa kapatın.',
    preview: { light: 'Açık zeminde önizleme', dark: 'Koyu zeminde önizleme' },
    toasts: {
      uploaded: 'Resim kaydedildi; sitede hemen görünür.',
      removed: 'Resim kaldırıldı; sitenin kendi simgesi kullanılıyor.',
      saved: 'Ayar kaydedildi.',
      invalid: 'Bu dosya kullanılamıyor. SVG, PNG, JPEG veya WebP bir resim seçin.',
      svgRefused:
        'Bu SVG dosyası başka dosyalara ya da adreslere bağlantı içeriyor; güvenlik için kullanılamıyor. Tek parça bir SVG ya da PNG seçin.',
      tooLarge: 'Dosya 5 MB’tan büyük.',
      noFile: 'Önce bir dosya seçin.',
      failed: 'Resim kaydedilemedi. Biraz sonra yeniden deneyin.',
    },
  },
  en: {
    tab: 'Brand',
    intro:
      'Your company’s logo, the icon in the browser tab and the picture shown when a link is shared. For each one you do not upload, the site’s own icon is used.',
    current: 'Current',
    none: 'Not uploaded: the site’s own icon is used.',
    noneDark: 'Not uploaded: the light background logo is used inside a white box.',
    choose: 'Choose file',
    upload: 'Upload',
    uploading: 'Uploading...',
    remove: 'Remove',
    pictures: {
      logo: {
        title: 'Logo (light background)',
        description:
          'Shown in the admin panel and in emails; without a dark background logo, it is used in the site’s dark header and footer inside a white box.',
        hint: 'SVG or PNG (JPEG and WebP work too); at most 5 MB. A wide logo is scaled down to at most 1200 × 400 pixels.',
      },
      logo_dark: {
        title: 'Logo (dark background, optional)',
        description: 'Used in the site’s dark header and footer.',
        hint: 'SVG or PNG; at most 5 MB. A light (for example white) logo looks good on a dark background.',
      },
      favicon: {
        title: 'Site icon (favicon)',
        description: 'Shown in the browser tab, in bookmarks and on a phone’s home screen.',
        hint: 'A square SVG or PNG, at least 180 × 180 pixels; at most 5 MB. The sizes needed (32, 180, 192 pixels) are made from it.',
      },
      share_image: {
        title: 'Default share image',
        description: 'Shown when a page without a picture of its own is shared (WhatsApp, LinkedIn, X, Facebook).',
        hint: 'JPEG or PNG, ideally 1200 × 630 pixels; at most 5 MB. A picture of another shape is cropped from the centre.',
      },
    },
    showName: 'Show the company name beside the logo',
    showNameHint: 'Turn it off if your logo already spells the company name.',
    preview: { light: 'Preview on a light background', dark: 'Preview on a dark background' },
    toasts: {
      uploaded: 'Picture saved; it shows on the site at once.',
      removed: 'Picture removed; the site’s own icon is used.',
      saved: 'Setting saved.',
      invalid: 'This file cannot be used. Choose an SVG, PNG, JPEG or WebP picture.',
      svgRefused: 'This SVG file links to other files or addresses, so for safety it cannot be used. Choose a self-contained SVG or a PNG.',
      tooLarge: 'The file is larger than 5 MB.',
      noFile: 'Choose a file first.',
      failed: 'The picture could not be saved. Try again in a little while.',
    },
  },
});
