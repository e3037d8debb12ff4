import { defineMessages } from '../define';

/**
 * The privacy policy and the terms of use (docs/product-spec.md §2). Each numbered section is
 * paragraphs before a list, the list, and paragraphs after it (any of them may
 * be empty). Text between `backticks` is shown as code; {company} is the
 * company name from the settings.
 */
export const legal = defineMessages('legal', {
  tr: {
    lastUpdated: 'Son güncelleme: {date}',
    contents: 'İçindekiler',
    emailLabel: 'E-posta',
    addressLabel: 'Adres',
    privacy: {
      meta: {
        title: 'Gizlilik Politikası',
        description:
          'Hangi kişisel verileri topladığımız, nasıl kullandığımız ve koruduğumuz, kullandığımız çerezler ve KVKK ile GDPR kapsamındaki haklarınız.',
      },
      title: 'Gizlilik Politikası',
      intro:
        '{company} olarak kişisel verilerinizin gizliliğine önem veriyoruz. Bu politika, web sitemizi kullandığınızda hangi bilgileri topladığımızı, bunları nasıl kullandığımızı ve nasıl koruduğumuzu açıklar.',
      sections: [
        {
          title: 'Toplanan Bilgiler',
          before: ['Bize kendiniz ilettiğiniz bilgileri ve sitenin güvenli çalışması için gereken teknik kayıtları topluyoruz:'],
          list: [
            'İletişim formu: adınız, soyadınız, e-posta adresiniz, telefon numaranız ve mesajınız.',
            'Ücretsiz danışmanlık talebi: adınız, soyadınız, e-posta adresiniz, telefon numaranız ve proje açıklamanız.',
            'E-bülten aboneliği: e-posta adresiniz, dil tercihiniz, abone olduğunuz sayfa ve abonelik tarihi.',
            'Teknik kayıtlar: güvenlik ve kötüye kullanımın önlenmesi için IP adresi, istek zamanı ve tarayıcı bilgisi.',
          ],
          after: [],
        },
        {
          title: 'Bilgilerin Kullanımı',
          before: ['Topladığımız bilgileri yalnızca şu amaçlarla kullanırız:'],
          list: [
            'Mesajlarınızı ve danışmanlık taleplerinizi yanıtlamak.',
            'Talep ettiğiniz hizmetler için teklif hazırlamak ve projeleri yürütmek.',
            'Abone olduysanız e-bülten göndermek; her e-postada abonelikten çıkma bağlantısı bulunur.',
            'Sitenin güvenliğini sağlamak ve kötüye kullanımı önlemek.',
          ],
          after: ['Kişisel verilerinizi satmaz, kiralamaz ve pazarlama amacıyla üçüncü kişilerle paylaşmayız.'],
        },
        {
          title: 'Veri Güvenliği',
          before: [
            'Verileriniz, erişimi yetkili personelle sınırlı sunucularda saklanır. Tarayıcınız ile sitemiz arasındaki iletişim şifrelenir; yönetim paneli güçlü parola, süreli oturum ve hatalı giriş denemelerine karşı kilitleme ile korunur.',
            'İnternet üzerinden yapılan hiçbir aktarım yüzde yüz güvenli değildir; ancak verilerinizi korumak için makul tüm teknik ve idari önlemleri alırız.',
          ],
          list: [],
          after: [],
        },
        {
          title: 'Çerezler',
          before: ['Sitemiz yalnızca çalışması için gerekli olan iki çerezi kullanır:'],
          list: [
            '`lang`: dil tercihinizi (Türkçe veya İngilizce) hatırlar; siteye döndüğünüzde seçtiğiniz dilde karşılanırsınız.',
            '`admin_session`: yalnızca yönetim paneline giriş yapan yetkili personel için oturum çerezidir; 8 saat işlem yapılmadığında sona erer.',
          ],
          after: ['Reklam, analiz veya takip amaçlı çerez kullanmıyor, ziyaretlerinizi üçüncü taraf hizmetlerle izlemiyoruz.'],
        },
        {
          title: 'Haklarınız (KVKK ve GDPR)',
          before: [
            '6698 sayılı Kişisel Verilerin Korunması Kanunu (KVKK) ve Avrupa Birliği Genel Veri Koruma Tüzüğü (GDPR) kapsamında şu haklara sahipsiniz:',
          ],
          list: [
            'Kişisel verilerinizin işlenip işlenmediğini öğrenmek ve bunlara erişmek.',
            'Eksik veya yanlış verilerin düzeltilmesini istemek.',
            'Verilerinizin silinmesini veya yok edilmesini istemek.',
            'Verilerinizin işlenmesine itiraz etmek ve işlemenin kısıtlanmasını istemek.',
            'Verilerinizi yapılandırılmış ve yaygın kullanılan bir biçimde almak (veri taşınabilirliği).',
            'Verdiğiniz onayı dilediğiniz zaman geri almak; örneğin her e-postadaki bağlantıyla e-bültenden ayrılmak.',
          ],
          after: ['Bu haklarınızı kullanmak için aşağıdaki adresten bize yazabilirsiniz; başvurunuzu en geç 30 gün içinde yanıtlarız.'],
        },
      ],
      // Shown as the second section while the built-in visitor statistics are on (settings: analytics_enabled).
      analytics: {
        title: 'Ziyaret İstatistikleri',
        before: [
          'Sitemizin nasıl kullanıldığını anlamak için ziyaretleri kendi sunucumuzda, çerez kullanmadan ve üçüncü taraf bir hizmete göndermeden sayıyoruz. Yalnızca şunlar kaydedilir:',
        ],
        list: [
          'Görüntülenen sayfa, gün, sayfanın dili (Türkçe veya İngilizce) ve cihaz türü (masaüstü, telefon veya tablet).',
          'Başka bir siteden geldiyseniz o sitenin adı (örneğin google.com) ve bağlantıdaki kampanya etiketleri (`utm_source`, `utm_campaign`).',
          'Bir form gönderdiyseniz, formun gönderildiği sayfa (formun içeriği değil).',
          'Aynı gün içindeki ziyaretleri tek ziyaretçi saymak için IP adresiniz ve tarayıcı bilginizden, o güne ait rastgele bir anahtarla üretilen kısaltılmış bir karma değer. Anahtar gün bitince silinir; böylece farklı günlerdeki ziyaretleriniz birbirine bağlanamaz ve karma değerden IP adresiniz geri elde edilemez.',
        ],
        after: [
          'IP adresiniz, çerez, tarayıcı deposu veya parmak izi saklanmaz. Tarayıcınız "Do Not Track" veya "Global Privacy Control" sinyali gönderiyorsa ziyaretiniz hiç sayılmaz. Ayrıntılı kayıtlar en fazla 30 gün tutulur, sonra yalnızca günlük toplam sayılar kalır.',
        ],
      },
      // The KVKK information notice, after the numbered sections. Its data controller comes
      // from Ayarlar → İletişim → Şirketin yasal bilgileri ({legalName}, {legalAddress}; the site's name
      // and address until they are filled in).
      kvkk: {
        title: 'KVKK Aydınlatma Metni',
        intro:
          '6698 sayılı Kişisel Verilerin Korunması Kanunu ("KVKK") 10. maddesi uyarınca, kişisel verilerinizi işleyen veri sorumlusu ve verilerinizin nasıl işlendiği hakkında sizi bilgilendiririz.',
        controllerTitle: 'Veri sorumlusu',
        nameLabel: 'Ticari unvan',
        addressLabel: 'Kayıtlı adres',
        mersisLabel: 'MERSİS numarası',
        taxLabel: 'Vergi dairesi ve numarası',
        kepLabel: 'KEP adresi',
        emailLabel: 'E-posta',
        purposesTitle: 'Hangi verileri, hangi amaçla ve hangi hukuki sebeple işliyoruz',
        purposes: [
          'Ücretsiz danışmanlık formu: adınız, soyadınız, e-posta adresiniz, telefon numaranız ve proje açıklamanız; talebinizi değerlendirmek, size dönmek ve teklif hazırlamak için. Hukuki sebep: bir sözleşmenin kurulmasıyla doğrudan ilgili olması (KVKK m. 5/2-c).',
          'İletişim formu: adınız, e-posta adresiniz, telefon numaranız, konu ve mesajınız; mesajınızı yanıtlamak için. Hukuki sebep: temel hak ve özgürlüklerinize zarar vermemek kaydıyla meşru menfaatimiz (KVKK m. 5/2-f).',
          'E-bülten: e-posta adresiniz, dil tercihiniz, abone olduğunuz sayfa ve abonelik tarihi; size e-bülten göndermek için. Hukuki sebep: açık rızanız (KVKK m. 5/1); her e-postadaki bağlantıyla dilediğiniz an geri alabilirsiniz.',
          'Blog yorumları: adınız, yorumunuz ve isterseniz yanıt bildirimi için e-posta adresiniz; yorumunuzu yayımlamak ve istediyseniz yanıtı size bildirmek için. Hukuki sebep: yayımlanma talebiniz (KVKK m. 5/2-c) ve bildirim için açık rızanız (KVKK m. 5/1).',
          'Teknik kayıtlar: IP adresi, istek zamanı ve tarayıcı bilgisi; sitenin güvenliğini sağlamak ve kötüye kullanımı önlemek için. Hukuki sebep: meşru menfaatimiz (KVKK m. 5/2-f).',
        ],
        retentionTitle: 'Ne kadar saklıyoruz',
        retention: [
          'Danışmanlık talepleri ve iletişim mesajları, talebiniz sonuçlanana ve ticari ilişkimiz sürdüğü müddetçe saklanır; silinmesini istediğinizde silinir.',
          'E-bülten adresiniz aboneliğiniz sürdükçe saklanır; ayrıldığınızda size bir daha e-posta gönderilmez, adresinizin tamamen silinmesini de isteyebilirsiniz.',
          'Yorumlar yayında kaldıkları sürece saklanır; yanıt bildirimi için verdiğiniz e-posta adresi, e-postadaki bağlantıyla bildirimleri durdurduğunuzda silinir.',
          'Ziyaret istatistikleri IP adresi saklanmadan tutulur; ayrıntılı kayıtlar en fazla 30 gün sonra silinir.',
        ],
        recipientsTitle: 'Verilerinizi kimlere aktarıyoruz',
        recipients: [
          'E-posta hizmet sağlayıcımız: form bildirimlerinin, yanıtların ve e-bültenin gönderilmesi için.',
          'Barındırma (sunucu) hizmet sağlayıcımız: sitenin ve verilerin saklandığı sunucular için.',
          'Yetkili kamu kurum ve kuruluşları: yalnızca yasal bir yükümlülük gerektirdiğinde.',
        ],
        cookiesTitle: 'Çerezler',
        cookies:
          'Sitemiz ziyaretçilere izleme, reklam ya da analiz çerezi koymaz. Yalnızca dil düğmesini kullandığınızda seçtiğiniz dili hatırlamak için `lang` çerezi yazılır; yönetim paneline giriş yapan personel için tek bir oturum çerezi (`admin_session`) kullanılır.',
        rightsTitle: 'Haklarınız (KVKK madde 11)',
        rights: [
          'Kişisel verilerinizin işlenip işlenmediğini öğrenme,',
          'Kişisel verileriniz işlenmişse buna ilişkin bilgi talep etme,',
          'Kişisel verilerinizin işlenme amacını ve bunların amacına uygun kullanılıp kullanılmadığını öğrenme,',
          'Yurt içinde veya yurt dışında kişisel verilerinizin aktarıldığı üçüncü kişileri bilme,',
          'Kişisel verilerinizin eksik veya yanlış işlenmiş olması hâlinde bunların düzeltilmesini isteme,',
          'KVKK 7. maddede öngörülen şartlar çerçevesinde kişisel verilerinizin silinmesini veya yok edilmesini isteme,',
          'Düzeltme, silme veya yok etme işlemlerinin, kişisel verilerinizin aktarıldığı üçüncü kişilere bildirilmesini isteme,',
          'İşlenen verilerin münhasıran otomatik sistemler vasıtasıyla analiz edilmesi suretiyle aleyhinize bir sonucun ortaya çıkmasına itiraz etme,',
          'Kişisel verilerinizin kanuna aykırı olarak işlenmesi sebebiyle zarara uğramanız hâlinde zararın giderilmesini talep etme.',
        ],
        applyTitle: 'Nasıl başvurabilirsiniz',
        apply:
          'Bu haklarınızı kullanmak için başvurunuzu yazılı olarak {legalAddress} adresine gönderebilir ya da bize bildirdiğiniz e-posta adresinizden {email} adresine yazabilirsiniz. Başvurunuz en geç 30 gün içinde ücretsiz olarak sonuçlandırılır.',
        applyKep: 'Kayıtlı elektronik posta (KEP) adresimiz {kep} üzerinden de başvurabilirsiniz.',
      },
      contact: {
        title: 'İletişim',
        body: 'Bu politika veya kişisel verileriniz hakkındaki soru ve talepleriniz için bize ulaşın:',
      },
    },
    terms: {
      meta: {
        title: 'Kullanım Koşulları',
        description:
          'Web sitemizin ve hizmetlerimizin kullanım koşulları: hizmet kapsamı, ödeme koşulları, fikri mülkiyet, sorumluluk ve uygulanacak hukuk.',
      },
      title: 'Kullanım Koşulları',
      intro:
        'Bu web sitesini kullanarak ve {company} hizmetlerinden yararlanarak aşağıdaki koşulları kabul etmiş sayılırsınız. Lütfen dikkatle okuyun.',
      sections: [
        {
          title: 'Genel Hükümler',
          before: [
            'Bu koşullar, {company} web sitesinin kullanımını ve sunduğumuz yazılım geliştirme ve danışmanlık hizmetlerini kapsar. Her proje için imzalanan sözleşme, bu koşullarla çelişen konularda önceliklidir.',
          ],
          list: [],
          after: [],
        },
        {
          title: 'Hizmet Kapsamı',
          before: [
            'Yapay zeka çözümleri, web ve mobil uygulama geliştirme, akıllı sistemler (IoT) ve kurumsal yazılım hizmetleri sunuyoruz. Her projenin kapsamı, teslim edilecek çıktıları ve zaman planı, taraflarca onaylanan teklif ve sözleşmede ayrıntılı olarak belirlenir.',
            'Kapsam dışında kalan talepler ayrıca değerlendirilir ve fiyatlandırılır.',
          ],
          list: [],
          after: [],
        },
        {
          title: 'Ödeme Koşulları',
          before: ['Ödeme koşulları her proje için sözleşmede belirlenir. Aksi kararlaştırılmadıkça:'],
          list: [
            'Sözleşmenin imzalanmasının ardından proje bedelinin bir kısmı avans olarak ödenir; çalışmalar avansın alınmasıyla başlar.',
            'Kalan tutar, sözleşmede belirlenen aşamalarda veya teslimde faturalandırılır.',
            'Fiyatlar Türk lirası cinsindendir; yasal vergiler ayrıca eklenir.',
          ],
          after: [],
        },
        {
          title: 'Fikri Mülkiyet',
          before: [
            'Bu sitedeki metin, tasarım, logo ve yazılımlar dahil tüm içeriğin hakları {company} şirketine aittir ve izinsiz kopyalanamaz.',
            'Projeler kapsamında geliştirilen yazılımların kullanım ve mülkiyet hakları, bedelin tamamı ödendikten sonra sözleşmede belirtildiği şekilde müşteriye devredilir. Açık kaynak bileşenler kendi lisanslarına tabidir.',
          ],
          list: [],
          after: [],
        },
        {
          title: 'Sorumluluk Reddi',
          before: [
            'Bu sitedeki bilgiler genel bilgilendirme amaçlıdır ve önceden haber verilmeksizin değiştirilebilir. İçeriğin doğru ve güncel olması için özen gösteririz; ancak sitenin kesintisiz veya hatasız çalışacağını garanti etmeyiz.',
            'Sitenin kullanımından veya bağlantı verilen üçüncü taraf sitelerden doğabilecek dolaylı zararlardan sorumlu tutulamayız.',
          ],
          list: [],
          after: [],
        },
        {
          title: 'Değişiklikler',
          before: [
            'Bu koşulları gerektiğinde güncelleyebiliriz. Güncel metin her zaman bu sayfada yayımlanır ve son güncelleme tarihi sayfanın başında belirtilir. Değişikliklerden sonra siteyi kullanmaya devam etmeniz, güncel koşulları kabul ettiğiniz anlamına gelir.',
          ],
          list: [],
          after: [],
        },
        {
          title: 'Uygulanacak Hukuk',
          before: [
            'Bu koşullar Türkiye Cumhuriyeti kanunlarına tabidir. Bu koşullardan doğabilecek uyuşmazlıkların çözümünde İstanbul Mahkemeleri ve İcra Daireleri yetkilidir.',
          ],
          list: [],
          after: [],
        },
      ],
      contact: {
        title: 'Sorularınız mı var?',
        body: 'Bu koşullarla ilgili sorularınız için bize yazın:',
      },
    },
  },
  en: {
    lastUpdated: 'Last updated: {date}',
    contents: 'Contents',
    emailLabel: 'Email',
    addressLabel: 'Address',
    privacy: {
      meta: {
        title: 'Privacy Policy',
        description:
          'What personal data we collect, how we use and protect it, the cookies we use, and your rights under KVKK and the GDPR.',
      },
      title: 'Privacy Policy',
      intro:
        'At {company} we take the privacy of your personal data seriously. This policy explains what information we collect when you use our website, how we use it and how we protect it.',
      sections: [
        {
          title: 'Information We Collect',
          before: ['We collect the information you send us yourself and the technical records the site needs to run securely:'],
          list: [
            'Contact form: your first name, last name, email address, phone number and message.',
            'Free consultation request: your first name, last name, email address, phone number and project description.',
            'Newsletter subscription: your email address, language preference, the page you subscribed on and the date.',
            'Technical records: IP address, request time and browser details, to keep the site secure and prevent abuse.',
          ],
          after: [],
        },
        {
          title: 'How We Use Information',
          before: ['We use the information we collect only to:'],
          list: [
            'Answer your messages and consultation requests.',
            'Prepare proposals for the services you ask for and deliver projects.',
            'Send the newsletter if you subscribed; every email contains an unsubscribe link.',
            'Keep the site secure and prevent abuse.',
          ],
          after: ['We do not sell or rent your personal data, nor share it with third parties for marketing.'],
        },
        {
          title: 'Data Security',
          before: [
            'Your data is stored on servers that only authorised staff can access. Communication between your browser and our site is encrypted; the admin panel is protected by a strong password, time-limited sessions and a lock after repeated failed sign-in attempts.',
            'No transmission over the internet is completely secure, but we take every reasonable technical and organisational measure to protect your data.',
          ],
          list: [],
          after: [],
        },
        {
          title: 'Cookies',
          before: ['Our site uses only two cookies, both needed for it to work:'],
          list: [
            '`lang`: remembers your language preference (Turkish or English), so you are welcomed in the language you chose when you return.',
            '`admin_session`: a session cookie only for authorised staff who sign in to the admin panel; it expires after 8 hours of inactivity.',
          ],
          after: ['We use no advertising, analytics or tracking cookies, and we do not track your visits with third-party services.'],
        },
        {
          title: 'Your Rights (KVKK and GDPR)',
          before: [
            'Under the Turkish Personal Data Protection Law No. 6698 (KVKK) and the EU General Data Protection Regulation (GDPR), you have the right to:',
          ],
          list: [
            'Learn whether your personal data is processed, and access it.',
            'Have incomplete or inaccurate data corrected.',
            'Have your data deleted or destroyed.',
            'Object to the processing of your data and ask for it to be restricted.',
            'Receive your data in a structured, commonly used format (data portability).',
            'Withdraw your consent at any time, for example by leaving the newsletter through the link in every email.',
          ],
          after: ['To exercise these rights, write to us at the address below; we answer every request within 30 days at the latest.'],
        },
      ],
      analytics: {
        title: 'Visit Statistics',
        before: [
          'To understand how our site is used, we count visits on our own server, without cookies and without sending anything to a third-party service. Only the following is recorded:',
        ],
        list: [
          'The page viewed, the day, the language of the page (Turkish or English) and the device type (desktop, phone or tablet).',
          'If you came from another site, that site’s name (for example google.com) and the campaign tags in the link (`utm_source`, `utm_campaign`).',
          'If you sent a form, the page it was sent from (not what you wrote).',
          'To count visits on the same day as one visitor, a shortened hash made from your IP address and browser details with a random key of that day. The key is deleted when the day ends, so visits on different days cannot be linked, and your IP address cannot be recovered from the hash.',
        ],
        after: [
          'No IP address, cookie, browser storage or fingerprint is stored. If your browser sends a "Do Not Track" or "Global Privacy Control" signal, your visit is not counted at all. Detailed records are kept for 30 days at most; after that only daily totals remain.',
        ],
      },
      kvkk: {
        title: 'KVKK Information Notice',
        intro:
          'Under Article 10 of the Turkish Personal Data Protection Law No. 6698 ("KVKK"), we inform you of the data controller processing your personal data and of how your data is processed.',
        controllerTitle: 'Data controller',
        nameLabel: 'Trade name',
        addressLabel: 'Registered address',
        mersisLabel: 'MERSIS number (Central Registration System)',
        taxLabel: 'Tax office and number',
        kepLabel: 'KEP address',
        emailLabel: 'E-mail',
        purposesTitle: 'What data we process, why, and on which legal basis',
        purposes: [
          'Free consultation form: your first name, last name, e-mail address, phone number and project description, to assess your request, get back to you and prepare a proposal. Legal basis: necessary for entering into a contract (KVKK Art. 5/2-c).',
          'Contact form: your name, e-mail address, phone number, subject and message, to answer your message. Legal basis: our legitimate interest, provided it does not harm your fundamental rights and freedoms (KVKK Art. 5/2-f).',
          'Newsletter: your e-mail address, language preference, the page you subscribed on and the date, to send you the newsletter. Legal basis: your explicit consent (KVKK Art. 5/1), which you can withdraw at any time with the link in every e-mail.',
          'Blog comments: your name, your comment and, if you wish, your e-mail address for reply notifications, to publish your comment and tell you about a reply. Legal basis: your request to publish it (KVKK Art. 5/2-c) and your explicit consent for notifications (KVKK Art. 5/1).',
          'Technical records: IP address, request time and browser details, to keep the site secure and prevent abuse. Legal basis: our legitimate interest (KVKK Art. 5/2-f).',
        ],
        retentionTitle: 'How long we keep it',
        retention: [
          'Consultation requests and contact messages are kept until your request is settled and for as long as our business relationship lasts; they are deleted when you ask.',
          'Your newsletter address is kept while you are subscribed; once you leave, you are sent no more e-mails, and you may ask for the address to be deleted entirely.',
          'Comments are kept while they are published; the e-mail address given for reply notifications is deleted when you stop the notifications with the link in the e-mail.',
          'Visitor statistics are kept without IP addresses; detailed records are deleted after 30 days at most.',
        ],
        recipientsTitle: 'Who we pass your data to',
        recipients: [
          'Our e-mail service provider: to send form notifications, replies and the newsletter.',
          'Our hosting (server) provider: for the servers the site and its data are kept on.',
          'Competent public authorities: only when a legal obligation requires it.',
        ],
        cookiesTitle: 'Cookies',
        cookies:
          'Our site sets no tracking, advertising or analytics cookies for visitors. Only when you use the language button is a `lang` cookie written to remember your choice; staff signing in to the admin panel use one session cookie (`admin_session`).',
        rightsTitle: 'Your rights (KVKK Article 11)',
        rights: [
          'to learn whether your personal data is processed,',
          'to request information about it if it has been processed,',
          'to learn the purpose of the processing and whether the data is used accordingly,',
          'to know the third parties in Turkey or abroad to whom your personal data is transferred,',
          'to ask for incomplete or inaccurate data to be corrected,',
          'to ask for your personal data to be erased or destroyed under the conditions of KVKK Article 7,',
          'to ask for corrections, erasures or destructions to be notified to the third parties your data was transferred to,',
          'to object to a result against you arising from the analysis of the data exclusively by automated systems,',
          'to claim compensation if you suffer damage from the unlawful processing of your personal data.',
        ],
        applyTitle: 'How to apply',
        apply:
          'To use these rights, send your application in writing to {legalAddress}, or write to {email} from the e-mail address you gave us. Your application is settled free of charge within 30 days at the latest.',
        applyKep: 'You may also apply through our registered electronic mail (KEP) address {kep}.',
      },
      contact: {
        title: 'Contact',
        body: 'For any question or request about this policy or your personal data, contact us:',
      },
    },
    terms: {
      meta: {
        title: 'Terms of Use',
        description:
          'The terms of use of our website and services: service scope, payment terms, intellectual property, disclaimer and applicable law.',
      },
      title: 'Terms of Use',
      intro: 'By using this website and the services of {company}, you agree to the terms below. Please read them carefully.',
      sections: [
        {
          title: 'General Provisions',
          before: [
            'These terms cover the use of the {company} website and the software development and consulting services we provide. Where they conflict with the contract signed for a project, the contract prevails.',
          ],
          list: [],
          after: [],
        },
        {
          title: 'Scope of Services',
          before: [
            'We provide AI solutions, web and mobile app development, smart systems (IoT) and enterprise software services. The scope, deliverables and timeline of each project are set out in detail in the proposal and contract approved by both parties.',
            'Requests outside the agreed scope are assessed and priced separately.',
          ],
          list: [],
          after: [],
        },
        {
          title: 'Payment Terms',
          before: ['Payment terms are set in the contract for each project. Unless agreed otherwise:'],
          list: [
            'Part of the project fee is paid in advance after the contract is signed; work starts once the advance payment is received.',
            'The remaining amount is invoiced at the milestones set in the contract or on delivery.',
            'Prices are in Turkish lira; statutory taxes are added.',
          ],
          after: [],
        },
        {
          title: 'Intellectual Property',
          before: [
            'All content on this site, including text, design, logos and software, belongs to {company} and may not be copied without permission.',
            'The rights to use and own the software developed in a project are transferred to the client as set out in the contract, once the fee has been paid in full. Open-source components remain subject to their own licences.',
          ],
          list: [],
          after: [],
        },
        {
          title: 'Disclaimer',
          before: [
            'The information on this site is for general information only and may change without notice. We take care to keep it accurate and up to date, but we do not guarantee that the site will be uninterrupted or error-free.',
            'We cannot be held liable for indirect damages arising from the use of the site or from third-party sites it links to.',
          ],
          list: [],
          after: [],
        },
        {
          title: 'Changes',
          before: [
            'We may update these terms when necessary. The current version is always published on this page, with the date of the last update shown at the top. Continuing to use the site after a change means you accept the updated terms.',
          ],
          list: [],
          after: [],
        },
        {
          title: 'Applicable Law',
          before: [
            'These terms are governed by the laws of the Republic of Turkey. The courts and enforcement offices of Istanbul have jurisdiction over any dispute arising from them.',
          ],
          list: [],
          after: [],
        },
      ],
      contact: {
        title: 'Questions?',
        body: 'If you have any questions about these terms, write to us:',
      },
    },
  },
});
