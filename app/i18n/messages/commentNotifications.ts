import { defineMessages } from '../define';

/**
 * Blog comments' reply notification: the e-mail a visitor who asked
 * for it receives when the staff reply (in the comment's language), and the
 * page its "stop" link opens (/yorum-bildirimi, /en-comment-notifications).
 */
export const commentNotifications = defineMessages('commentNotifications', {
  tr: {
    mail: {
      subject: '"{post}" yazısındaki yorumunuza yanıt verildi',
      greeting: 'Merhaba {name},',
      intro: '{company}, "{post}" yazısına yazdığınız yoruma yanıt verdi.',
      yourComment: 'Yorumunuz:',
      reply: 'Yanıt:',
      read: 'Yazı ve yanıt: {url}',
      why: 'Bu e-postayı, yorum yazarken yanıt bildirimi istediğiniz için aldınız.',
      stop: 'Bu yorumla ilgili e-postaları durdurmak ve adresinizi silmek için: {url}',
    },
    confirmMail: {
      subject: '"{post}" yazısındaki yorumunuz: yanıt bildirimini onaylayın',
      greeting: 'Merhaba,',
      intro: '"{post}" yazısına yorum yazarken bu adrese yanıt bildirimi istendi.',
      link: 'Yanıt geldiğinde e-posta almak için bu bağlantıyı açıp onaylayın: {url}',
      ignore: 'Bunu siz istemediyseniz bu e-postayı silebilirsiniz; onaylamadığınız sürece size başka e-posta gönderilmez.',
    },
    confirm: {
      title: 'Yanıt bildirimini onaylayın',
      text: 'Bu yoruma yanıt verildiğinde e-posta adresinize bir kez haber vereceğiz.',
      button: 'Onayla',
      doneTitle: 'Yanıt bildirimi açıldı',
      doneText: 'Yorumunuza yanıt verildiğinde size e-posta göndereceğiz.',
    },
    stop: {
      metaTitle: 'Yorum bildirimleri',
      title: 'Yorum bildirimleri',
      confirmTitle: 'Bildirimler durdurulsun mu?',
      confirmText: 'Bu yorumla ilgili e-postaları durduracak ve e-posta adresinizi sileceğiz. Yorumunuz ve yanıtı yerinde kalır.',
      confirmButton: 'Durdur ve adresimi sil',
      doneTitle: 'Bildirimler durduruldu',
      doneText: 'E-posta adresiniz silindi; bu yorumla ilgili artık e-posta almayacaksınız.',
      invalidTitle: 'Bağlantı geçersiz',
      invalidText: 'Bu bağlantı geçersiz ya da yorum artık yok.',
      goHome: 'Ana sayfaya dön',
    },
  },
  en: {
    mail: {
      subject: 'Your comment on "{post}" got a reply',
      greeting: 'Hello {name},',
      intro: '{company} replied to your comment on "{post}".',
      yourComment: 'Your comment:',
      reply: 'Reply:',
      read: 'The post and the reply: {url}',
      why: 'You received this e-mail because you asked for a reply notification when you commented.',
      stop: 'To stop e-mails about this comment and delete your address: {url}',
    },
    confirmMail: {
      subject: 'Your comment on "{post}": confirm reply notifications',
      greeting: 'Hello,',
      intro: 'A reply notification to this address was asked for with a comment on "{post}".',
      link: 'To get an e-mail when it gets a reply, open this link and confirm: {url}',
      ignore: 'If this was not you, you can delete this e-mail; unless you confirm, no other e-mail is sent to you.',
    },
    confirm: {
      title: 'Confirm reply notifications',
      text: 'We will let you know once by e-mail when this comment gets a reply.',
      button: 'Confirm',
      doneTitle: 'Reply notification on',
      doneText: 'We will e-mail you when your comment gets a reply.',
    },
    stop: {
      metaTitle: 'Comment notifications',
      title: 'Comment notifications',
      confirmTitle: 'Stop the notifications?',
      confirmText: 'We will stop e-mails about this comment and delete your e-mail address. Your comment and its reply stay.',
      confirmButton: 'Stop and delete my address',
      doneTitle: 'Notifications stopped',
      doneText: 'Your e-mail address has been deleted; you will get no more e-mails about this comment.',
      invalidTitle: 'Invalid link',
      invalidText: 'This link is invalid or the comment no longer exists.',
      goHome: 'Back to the home page',
    },
  },
});
