import { defineMessages } from '../define';

/** The site's address and the company's legal identity in the admin (ADR 021). */
export const adminSite = defineMessages({
  tr: {
    address: {
      title: 'Sitenin adresi',
      description:
        'Ziyaretçilerin siteye ulaştığı tam adres. Onaylandıktan sonra arama motorlarına, paylaşılan bağlantılara ve e-postalara bu adres yazılır; site başka bir adresle açıldığında bu adrese yönlendirilir.',
      label: 'Sitenin adresi',
      hint: 'Şu an paneli açtığınız adres önceden yazıldı. Sitenize güvenli bağlantı (SSL sertifikası) kurulduysa adresi https:// ile yazmanız önerilir.',
      httpsAdvice:
        'Bu adres https:// ile başlamıyor. Güvenli bağlantı kurulduysa https:// kullanın; ziyaretçilerin tarayıcısı aksi halde "güvenli değil" uyarısı gösterir.',
      otherHost:
        'Bu adres şu an kullandığınız adresten farklı. Onayladıktan sonra bu sayfa yeni adrese yönlendirilir; oradan yeniden giriş yapmanız gerekir.',
      confirm: 'Adresi onayla',
      change: 'Adresi değiştir',
      saving: 'Kaydediliyor...',
      current: 'Onaylanan adres: {address}',
      none: 'Henüz onaylanmış bir adres yok. Site şimdilik hangi adresle açılırsa açılsın çalışır; arama motorlarına ve e-postalara adres yazılmaz.',
      fromServer: 'Adres sunucu ayarlarında belirlenmiş: {address}. Buradan değiştirilemez.',
      saved: 'Sitenin adresi onaylandı: {address}',
      invalid: 'Geçerli bir site adresi yazın (ör. https://www.sirketiniz.com); yol, soru işareti ya da # içermemeli.',
      technical: 'Teknik ayrıntılar',
      technicalText:
        'Onaylanan adres kanonik adres olur (canonical, hreflang, og:url, site haritası, RSS, e-posta bağlantıları) ve başka bir ana makine adıyla gelen istekler 301 ile bu adrese yönlendirilir. Sunucuda PUBLIC_URL ortam değişkeni ayarlıysa o geçerlidir. ALLOWED_HOSTS listesindeki adlar (varsayılan: localhost, 127.0.0.1) yönlendirilmez; yanlış bir adres onaylanırsa panel sunucunun kendisinden http://localhost:<port>/admin ile açılıp düzeltilebilir.',
    },
    legal: {
      title: 'Şirketin yasal bilgileri (KVKK)',
      description:
        'Gizlilik politikasındaki KVKK aydınlatma metninde "veri sorumlusu" olarak bu bilgiler yazılır. Ticari unvan ve kayıtlı adres girilene kadar metin bunların yerine site adını ve iletişim adresini gösterir.',
      legalName: 'Ticari unvan',
      legalNameHint: 'Ticaret sicilindeki tam unvan (ör. Örnek Yazılım Teknolojileri Ltd. Şti.).',
      legalAddress: 'Kayıtlı adres',
      legalAddressHint: 'Ticaret sicilinde kayıtlı adres.',
      mersisNumber: 'MERSİS numarası (isteğe bağlı)',
      taxNumber: 'Vergi dairesi ve numarası (isteğe bağlı)',
      kepAddress: 'KEP adresi (isteğe bağlı)',
      kepAddressHint: 'Kayıtlı elektronik posta adresi; KVKK başvuruları bu adrese de yapılabilir.',
    },
  },
  en: {
    address: {
      title: 'Site address',
      description:
        'The full address visitors reach the site by. Once confirmed, it is the address given to search engines, shared links and e-mails; the site redirects to it when opened by another address.',
      label: 'Site address',
      hint: 'Filled in from the address you opened the panel by. If your site has a secure connection (an SSL certificate), writing it with https:// is recommended.',
      httpsAdvice:
        'This address does not start with https://. Use https:// if a secure connection is set up; otherwise browsers show visitors a "not secure" warning.',
      otherHost:
        'This address differs from the one you are using now. After you confirm it, this page is redirected to the new address, where you sign in again.',
      confirm: 'Confirm the address',
      change: 'Change the address',
      saving: 'Saving...',
      current: 'Confirmed address: {address}',
      none: 'No address confirmed yet. Until then the site works by whatever address it is opened by; no address is given to search engines or e-mails.',
      fromServer: 'The address is set in the server settings: {address}. It cannot be changed here.',
      saved: 'Site address confirmed: {address}',
      invalid: 'Enter a valid site address (e.g. https://www.yourcompany.com), without a path, question mark or #.',
      technical: 'Technical details',
      technicalText:
        'The confirmed address becomes the canonical one (canonical, hreflang, og:url, sitemap, RSS, e-mail links), and requests naming another host are redirected to it with a 301. The PUBLIC_URL environment variable, when set on the server, wins. Names in ALLOWED_HOSTS (default: localhost, 127.0.0.1) are not redirected: if a wrong address is confirmed, the panel can be opened on the server itself at http://localhost:<port>/admin to fix it.',
    },
    legal: {
      title: 'Legal identity of the company (KVKK)',
      description:
        'The KVKK information notice in the privacy policy names this as the data controller. Until the trade name and the registered address are filled in, it shows the site name and contact address instead.',
      legalName: 'Trade name',
      legalNameHint: 'The full name in the trade register (e.g. Example Software Technologies Ltd.).',
      legalAddress: 'Registered address',
      legalAddressHint: 'The address in the trade register.',
      mersisNumber: 'MERSİS number (optional)',
      taxNumber: 'Tax office and number (optional)',
      kepAddress: 'KEP address (optional)',
      kepAddressHint: 'Registered electronic mail address; KVKK applications may also be sent there.',
    },
  },
});
