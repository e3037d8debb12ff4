import { defineMessages } from '../define';

/**
 * Blog comments on the public post page (issue 20): the list, the form, its
 * KVKK note and answers. The reply notification e-mail and the page of its
 * "stop" link are in commentNotifications.ts (not shipped with the post page).
 */
export const comments = defineMessages('comments', {
  tr: {
    title: 'Yorumlar',
    count: { one: '{n} yorum', other: '{n} yorum' },
    empty: 'Henüz yorum yok. İlk yorumu siz yazın.',
    replyBy: '{company} yanıtı',
    formTitle: 'Yorum yazın',
    name: 'Adınız',
    email: 'E-posta (isteğe bağlı)',
    emailHint: 'Sitede hiçbir zaman gösterilmez.',
    notify: 'Yorumuma yanıt verildiğinde bana e-posta gönder',
    comment: 'Yorumunuz',
    commentHint: '2 ile 2000 karakter arası. Bağlantılar düz metin olarak gösterilir.',
    counter: '{count}/{max} karakter',
    privacyTitle: 'Kişisel verileriniz (KVKK)',
    privacy:
      'Adınızı ve yorumunuzu, yorumu bu yazının altında yayımlamak için saklarız. E-posta adresinizi yalnızca yanıt bildirimi isterseniz, o bildirimi göndermek için saklarız; sitede gösterilmez ve bildirimdeki bağlantıyla dilediğiniz an silinir. Adresinizin geri çevrilemeyen bir özetini, daha önce onaylanmış yorumcuların yeni yorumlarını tanımak için tutarız.',
    privacyLink: 'Gizlilik Politikası',
    submit: 'Yorumu gönder',
    sending: 'Gönderiliyor...',
    errorTitle: 'Hata',
    successTitle: 'Teşekkürler!',
    pending: 'Yorumunuz alındı; onaylandıktan sonra yayımlanacak.',
    published: 'Yorumunuz yayımlandı.',
    disabled: 'Bu yazıya şu anda yorum yapılamıyor.',
    notFound: 'Yorum yapmak istediğiniz yazı bulunamadı.',
    failure: 'Yorumunuz gönderilirken bir hata oluştu. Lütfen tekrar deneyin.',
    errors: {
      name: 'Adınızı yazın.',
      nameTooLong: 'Ad en fazla 100 karakter olabilir.',
      email: 'Geçerli bir e-posta adresi giriniz.',
      notifyNeedsEmail: 'Yanıt bildirimi için e-posta adresinizi yazın.',
      commentTooShort: 'Yorum en az 2 karakter olmalıdır.',
      commentTooLong: 'Yorum en fazla 2000 karakter olabilir.',
    },
  },
  en: {
    title: 'Comments',
    count: { one: '{n} comment', other: '{n} comments' },
    empty: 'No comments yet. Be the first to comment.',
    replyBy: 'Reply from {company}',
    formTitle: 'Leave a comment',
    name: 'Your name',
    email: 'E-mail (optional)',
    emailHint: 'Never shown on the site.',
    notify: 'E-mail me when my comment gets a reply',
    comment: 'Your comment',
    commentHint: '2 to 2000 characters. Links are shown as plain text.',
    counter: '{count}/{max} characters',
    privacyTitle: 'Your personal data (KVKK)',
    privacy:
      'We keep your name and your comment to publish the comment under this post. We keep your e-mail address only if you ask for a reply notification, to send that notification; it is never shown on the site and is deleted whenever you use the link in the notification. We keep an irreversible digest of your address to recognise new comments from commenters approved before.',
    privacyLink: 'Privacy Policy',
    submit: 'Post comment',
    sending: 'Sending...',
    errorTitle: 'Error',
    successTitle: 'Thank you!',
    pending: 'Your comment was received and will appear once it is approved.',
    published: 'Your comment has been published.',
    disabled: 'Comments are closed on this post.',
    notFound: 'The post you are commenting on could not be found.',
    failure: 'Your comment could not be sent. Please try again.',
    errors: {
      name: 'Please enter your name.',
      nameTooLong: 'The name can be at most 100 characters.',
      email: 'Please enter a valid e-mail address.',
      notifyNeedsEmail: 'Enter your e-mail address to get a reply notification.',
      commentTooShort: 'The comment must be at least 2 characters.',
      commentTooLong: 'The comment can be at most 2000 characters.',
    },
  },
});
