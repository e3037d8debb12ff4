import { defineMessages } from '../define';

/** Ayarlar → E-posta (ADR 020): the sending server, the sender, the notification address and the test send. */
export const adminMail = defineMessages({
  tr: {
    tab: 'E-posta',
    intro:
      'Sitenin e-postaları (form bildirimleri, yorum yanıtları, bülten, davetler) buradaki sunucu üzerinden gönderilir. Şirketinizin e-posta sağlayıcısını seçip hesap bilgilerini girin, bir test e-postası gönderin, sonra kaydedin.',
    state: {
      none: 'E-posta gönderimi henüz kurulmadı. Formlardan gelen bildirimler sırada bekliyor; kurulum kaydedilince her biri bir kez gönderilir. Bülten gönderilemez.',
      admin: 'E-postalar bu ekranda kaydedilen sunucu üzerinden gönderiliyor.',
      passwordNeeded:
        'Sunucu, kullanıcı adı ve gönderen kayıtlı; yalnızca e-posta şifresi eksik (şifre yedeklere girmez). Aşağıdaki Şifre alanına yazıp kaydedin. O zamana kadar e-postalar sırada bekliyor.',
      env: 'E-postalar, siteyi kuran ekibin sunucuya girdiği gönderim ayarlarıyla gidiyor; bu ayarlar aşağıdaki sunucu bilgilerinin yerine geçer. Yanıt adresi ve bildirim adresi buradan değiştirilebilir.',
      envSender: 'Gönderen adı ve adresi de sunucuya girilen ayardan geliyor; aşağıdaki gönderen alanları kullanılmıyor.',
      envTechnical:
        'SMTP_URL ortam değişkeni tanımlı; bu ekrandaki sunucu, bağlantı noktası, güvenlik, kullanıcı adı ve şifre yerine o kullanılır.',
      envSenderTechnical: 'MAIL_FROM ortam değişkeni tanımlı; gönderen adı ve adresi yerine o kullanılır.',
      unreadable:
        'Kayıtlı şifre okunamıyor; sunucunun gizli anahtarı değişmiş olabilir. Şifreyi yeniden girip kaydedin. O zamana kadar e-postalar sırada bekliyor.',
      unreadableTechnical:
        'Şifre, SESSION_SECRET ortam değişkeninden ya da veri klasöründeki secret.key dosyasından türetilen bir anahtarla (AES-256-GCM) şifreli saklanır. Bu anahtar değişince kayıtlı şifre açılamaz.',
      waiting: { one: '{n} bildirim e-postası gönderilmeyi bekliyor', other: '{n} bildirim e-postası gönderilmeyi bekliyor' },
    },
    technical: 'Teknik ayrıntılar',
    server: {
      title: 'Gönderen sunucu',
      description: 'E-posta sağlayıcınızın giden posta (SMTP) sunucusu.',
      preset: 'E-posta sağlayıcısı',
      presets: {
        google: 'Google Workspace / Gmail',
        microsoft: 'Microsoft 365 / Outlook',
        yandex: 'Yandex',
        zoho: 'Zoho',
        other: 'Diğer',
      },
      presetHints: {
        google:
          'Google hesabında iki adımlı doğrulama açıksa normal şifre çalışmaz: hesabın güvenlik ayarlarından bir “uygulama şifresi” oluşturup onu girin.',
        microsoft: 'Microsoft 365 yöneticisinin bu hesap için kimliği doğrulanmış SMTP gönderimini açmış olması gerekir.',
        yandex: 'Yandex Mail ayarlarından bir “uygulama şifresi” oluşturup onu girin.',
        zoho: 'Hesabınız zoho.com üzerindeyse sunucu adresini smtp.zoho.com yapın.',
        other: 'E-posta sağlayıcınızın ya da barındırma firmanızın verdiği giden posta sunucusu bilgilerini girin.',
      },
      host: 'Sunucu adresi',
      port: 'Bağlantı noktası (port)',
      security: 'Güvenlik',
      securities: {
        starttls: 'STARTTLS (genellikle 587)',
        tls: 'TLS / SSL (genellikle 465)',
        none: 'Yok (yalnızca yerel sunucu)',
      },
      user: 'Kullanıcı adı',
      userHint: 'Çoğunlukla e-posta adresinin kendisi. Şifre istemeyen bir sunucu için boş bırakın.',
      password: 'Şifre',
      passwordSaved: 'Bir şifre kayıtlı. Değiştirmek için yenisini yazın; boş bırakırsanız kayıtlı şifre kullanılır.',
      passwordNone: 'Kayıtlı şifre yok.',
      passwordHint: 'Şifre şifrelenerek saklanır; bu ekranda bir daha gösterilmez, yedeklere ve kayıtlara girmez.',
      removePassword: 'Kayıtlı şifreyi sil',
      changed:
        'Sunucu bilgileri kayıtlı olanlardan farklı. Kayıtlı şifre yalnızca kayıtlı sunucuyla kullanılır: bu sunucu için şifreyi yeniden yazın. Güvenliğiniz için kimliğinizi de doğrulayın.',
    },
    sender: {
      title: 'Gönderen ve yanıtlar',
      description: 'Alıcıların gördüğü gönderen ve “Yanıtla”ya bastıklarında yanıtın gideceği adres.',
      fromName: 'Gönderen adı',
      fromNameHint: 'E-postalarda gönderen olarak görünür; genellikle şirket adı.',
      fromNameCompany: 'Şirket adı: {company}',
      fromNameCompanyHint: 'Şirketin adını Ayarlar → Genel’de değiştirirseniz gönderen adı da değişir.',
      fromNameCustom: 'Başka bir ad',
      fromAddress: 'Gönderen adresi',
      fromAddressHint: 'Çoğu sağlayıcı yalnızca oturum açılan hesabın adresinden ya da o hesaba tanımlı bir adresten gönderir.',
      replyTo: 'Yanıt adresi',
      replyToHint: 'Boş bırakılırsa iletişim e-postası kullanılır.',
    },
    notifications: {
      notifyTo: 'Bildirimlerin gideceği adres',
      notifyToHint: 'Danışmanlık talepleri, iletişim mesajları ve yeni yorum bildirimleri bu adrese gelir; bekleyen bildirimler de.',
    },
    test: {
      title: 'Test e-postası',
      description: 'Formdaki bilgilerle (henüz kaydedilmemiş olsalar bile) gerçek bir e-posta gönderir ve sunucunun yanıtını gösterir.',
      to: 'Gönderilecek adres',
      button: 'Test e-postası gönder',
      sending: 'Gönderiliyor…',
      sent: 'Test e-postası {email} adresine gönderildi: sunucu iletiyi kabul etti.',
      failedTitle: 'Test e-postası gönderilemedi',
      answer: 'Sunucunun yanıtı',
      failures: {
        auth: 'Sunucu kullanıcı adını ya da şifreyi kabul etmedi. Şifreyi kontrol edin; Gmail ve Yandex normal şifre yerine uygulama şifresi ister.',
        tls: 'Güvenli bağlantı kurulamadı: seçilen güvenlik ayarı (STARTTLS / TLS) sunucunun bu bağlantı noktasında beklediğiyle uyuşmuyor. 587 için STARTTLS, 465 için TLS deneyin.',
        sender:
          'Sunucu gönderen adresini reddetti. Gönderen adresinin oturum açılan hesabın adresi ya da o hesaba tanımlı bir adres olduğundan emin olun.',
        recipient: 'Sunucu alıcı adresini reddetti. Gönderilecek adresi kontrol edin.',
        timeout:
          'Sunucu 15 saniye içinde yanıt vermedi. Sunucu adresini, bağlantı noktasını ve güvenlik ayarını kontrol edin (465 için TLS, 587 için STARTTLS).',
        host: 'Bu adreste bir e-posta sunucusu bulunamadı. Sunucu adresini kontrol edin.',
        connection: 'Sunucuya bağlanılamadı: bağlantı reddedildi ya da kesildi. Sunucu adresini ve bağlantı noktasını kontrol edin.',
        'not-configured': 'Gönderen sunucu kurulmamış.',
        other: 'E-posta gönderilemedi. Sunucunun yanıtı teknik ayrıntılarda.',
      },
      notMailServer:
        'Bu adresteki hizmet bir e-posta sunucusu gibi yanıt vermedi: bu bir e-posta sunucusu değil. Sunucu adresini ve bağlantı noktasını kontrol edin.',
    },
    testMessage: {
      subject: '{company}: test e-postası',
      text: 'Bu, {company} sitesinin yönetim panelinden gönderilen bir test e-postasıdır. Bu iletiyi aldıysanız e-posta gönderimi çalışıyor.\n\nBu iletiyi yanıtlayarak yanıt adresini de deneyebilirsiniz.',
    },
    validation: {
      required: 'Bu alan zorunludur',
      email: 'Geçerli bir e-posta adresi girin',
      host: 'Geçerli bir sunucu adresi girin (ör. smtp.sirketiniz.com)',
      port: '1 ile 65535 arasında bir sayı girin',
      tooLong: 'Çok uzun',
      passwordRequired: 'Kullanıcı adı girildiğinde şifre de gerekir',
      passwordAgain: 'Sunucu değiştiği için şifreyi yeniden yazın: kayıtlı şifre yalnızca kayıtlı sunucuyla kullanılır.',
      fixErrors: 'Lütfen işaretli alanları düzeltin.',
    },
    toasts: {
      saved: 'E-posta ayarları kaydedildi.',
      savedReleasing: 'E-posta ayarları kaydedildi; bekleyen {n} e-posta şimdi gönderiliyor.',
      saveError: 'E-posta ayarları kaydedilemedi.',
    },
    setUpLink: 'E-posta gönderimini kur',
  },
  en: {
    tab: 'Email',
    intro:
      "The site's emails (form notifications, comment replies, the newsletter, invitations) are sent through the server set here. Choose your company's email provider, enter the account details, send a test email, then save.",
    state: {
      none: 'Email sending is not set up yet. Notifications from the forms are waiting in the queue; each is sent once when the set-up is saved. The newsletter cannot be sent.',
      admin: 'Emails are sent through the server saved on this screen.',
      passwordNeeded:
        'The server, user name and sender are saved; only the email password is missing (a password is never in a backup). Type it in the Password field below and save. Until then email waits in the queue.',
      env: 'Emails go out with the sending settings the technical team entered on the server; they replace the server details below. The reply address and the notification address can be changed here.',
      envSender: 'The sender name and address also come from the server settings; the sender fields below are not used.',
      envTechnical:
        'The SMTP_URL environment variable is set; it is used instead of the server, port, security, user name and password on this screen.',
      envSenderTechnical: 'The MAIL_FROM environment variable is set; it is used instead of the sender name and address.',
      unreadable:
        'The saved password cannot be read; the server’s secret key may have changed. Enter the password again and save. Until then emails wait in the queue.',
      unreadableTechnical:
        'The password is stored encrypted (AES-256-GCM) with a key derived from the SESSION_SECRET environment variable or the secret.key file in the data folder. When that key changes, the saved password cannot be opened.',
      waiting: { one: '{n} notification email is waiting to be sent', other: '{n} notification emails are waiting to be sent' },
    },
    technical: 'Technical details',
    server: {
      title: 'Sending server',
      description: "Your email provider's outgoing mail (SMTP) server.",
      preset: 'Email provider',
      presets: {
        google: 'Google Workspace / Gmail',
        microsoft: 'Microsoft 365 / Outlook',
        yandex: 'Yandex',
        zoho: 'Zoho',
        other: 'Other',
      },
      presetHints: {
        google:
          'With two-step verification on, the normal password does not work: create an “app password” in the account’s security settings and enter it.',
        microsoft: 'The Microsoft 365 administrator must have enabled authenticated SMTP sending for this account.',
        yandex: 'Create an “app password” in the Yandex Mail settings and enter it.',
        zoho: 'If your account is on zoho.com, set the server address to smtp.zoho.com.',
        other: 'Enter the outgoing mail server details your email provider or hosting company gave you.',
      },
      host: 'Server address',
      port: 'Port',
      security: 'Security',
      securities: {
        starttls: 'STARTTLS (usually 587)',
        tls: 'TLS / SSL (usually 465)',
        none: 'None (local server only)',
      },
      user: 'User name',
      userHint: 'Usually the email address itself. Leave empty for a server that asks no password.',
      password: 'Password',
      passwordSaved: 'A password is saved. Type a new one to replace it; left empty, the saved password is used.',
      passwordNone: 'No password is saved.',
      passwordHint: 'The password is stored encrypted; it is never shown on this screen again and never goes into backups or logs.',
      removePassword: 'Delete the saved password',
      changed:
        'The server details differ from the saved ones. The saved password is only used with the saved server: type the password again for this server. For your safety, also confirm it is you.',
    },
    sender: {
      title: 'Sender and replies',
      description: 'The sender recipients see, and where their reply goes when they press “Reply”.',
      fromName: 'Sender name',
      fromNameHint: 'Shown as the sender of the emails; usually the company name.',
      fromNameCompany: 'Company name: {company}',
      fromNameCompanyHint: 'If you rename the company in Settings → General, the sender name changes with it.',
      fromNameCustom: 'Another name',
      fromAddress: 'Sender address',
      fromAddressHint: 'Most providers send only from the signed-in account’s address or an address set up for that account.',
      replyTo: 'Reply address',
      replyToHint: 'Left empty, the contact email is used.',
    },
    notifications: {
      notifyTo: 'Address for notifications',
      notifyToHint: 'Consultation requests, contact messages and new comment notifications come to this address, waiting ones included.',
    },
    test: {
      title: 'Test email',
      description: 'Sends a real email with the details in the form (even if not saved yet) and shows the server’s answer.',
      to: 'Send to',
      button: 'Send test email',
      sending: 'Sending…',
      sent: 'The test email was sent to {email}: the server accepted the message.',
      failedTitle: 'The test email could not be sent',
      answer: 'The server’s answer',
      failures: {
        auth: 'The server did not accept the user name or password. Check the password; Gmail and Yandex need an app password instead of the normal one.',
        tls: 'A secure connection could not be made: the chosen security (STARTTLS / TLS) does not match what the server expects on this port. Try STARTTLS for 587 and TLS for 465.',
        sender:
          'The server refused the sender address. Make sure it is the signed-in account’s address or an address set up for that account.',
        recipient: 'The server refused the recipient address. Check the address.',
        timeout:
          'The server did not answer within 15 seconds. Check the server address, the port and the security (TLS for 465, STARTTLS for 587).',
        host: 'No email server was found at this address. Check the server address.',
        connection: 'Could not connect to the server: the connection was refused or dropped. Check the server address and the port.',
        'not-configured': 'No sending server is set up.',
        other: 'The email could not be sent. The server’s answer is in the technical details.',
      },
      notMailServer:
        'The service at this address did not answer like an email server: this is not an email server. Check the server address and the port.',
    },
    testMessage: {
      subject: '{company}: test email',
      text: 'This is a test email sent from the admin panel of the {company} site. If you received it, email sending works.\n\nReply to this message to try the reply address as well.',
    },
    validation: {
      required: 'This field is required',
      email: 'Enter a valid email address',
      host: 'Enter a valid server address (e.g. smtp.yourcompany.com)',
      port: 'Enter a number between 1 and 65535',
      tooLong: 'Too long',
      passwordRequired: 'A user name needs a password too',
      passwordAgain: 'The server changed, so type the password again: the saved password is only used with the saved server.',
      fixErrors: 'Please fix the marked fields.',
    },
    toasts: {
      saved: 'Email settings saved.',
      savedReleasing: 'Email settings saved; the {n} waiting emails are being sent now.',
      saveError: 'The email settings could not be saved.',
    },
    setUpLink: 'Set up email sending',
  },
});
