// The password-reset mail in the 15 UI languages (the Worker cannot use the SPA's paraglide
// messages, so its few mail strings live here); ./action-mail lays it out.
import { actionMail, type ActionMailStrings } from "./action-mail";
import type { MailLocale } from "./mail-locale";

type Strings = ActionMailStrings;

const STRINGS: Record<MailLocale, Strings> = {
  "zh-CN": {
    subject: "重置您的 Atelier 密码",
    intro: "我们收到了为 Atelier 账号 {email} 重置密码的请求。点击下面的按钮设置新密码：",
    button: "重置密码",
    fallback: "如果按钮无法打开，请将以下链接复制到浏览器：",
    expiry: "链接 {minutes} 分钟内有效，且只能使用一次。重置后，所有设备都会退出登录。",
    ignore: "如果这不是您本人的操作，请忽略这封邮件，您的密码不会改变。",
  },
  "en-US": {
    subject: "Reset your Atelier password",
    intro: "We received a request to reset the password of the Atelier account {email}. Use the button below to choose a new one:",
    button: "Reset password",
    fallback: "If the button does not work, copy this link into your browser:",
    expiry: "The link is valid for {minutes} minutes and works once. Resetting signs you out on every device.",
    ignore: "If you did not ask for this, ignore this email; your password stays the same.",
  },
  "es-ES": {
    subject: "Restablece tu contraseña de Atelier",
    intro: "Hemos recibido una solicitud para restablecer la contraseña de la cuenta de Atelier {email}. Usa el botón de abajo para elegir una nueva:",
    button: "Restablecer contraseña",
    fallback: "Si el botón no funciona, copia este enlace en tu navegador:",
    expiry: "El enlace es válido durante {minutes} minutos y solo se puede usar una vez. Al restablecerla se cerrará la sesión en todos tus dispositivos.",
    ignore: "Si no lo has solicitado, ignora este correo; tu contraseña no cambiará.",
  },
  "fr-FR": {
    subject: "Réinitialisez votre mot de passe Atelier",
    intro: "Nous avons reçu une demande de réinitialisation du mot de passe du compte Atelier {email}. Utilisez le bouton ci-dessous pour en choisir un nouveau :",
    button: "Réinitialiser le mot de passe",
    fallback: "Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :",
    expiry: "Le lien est valable {minutes} minutes et ne sert qu'une fois. La réinitialisation vous déconnecte de tous vos appareils.",
    ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail ; votre mot de passe reste inchangé.",
  },
  "de-DE": {
    subject: "Setze dein Atelier-Passwort zurück",
    intro: "Wir haben eine Anfrage erhalten, das Passwort des Atelier-Kontos {email} zurückzusetzen. Über die Schaltfläche unten legst du ein neues fest:",
    button: "Passwort zurücksetzen",
    fallback: "Falls die Schaltfläche nicht funktioniert, kopiere diesen Link in deinen Browser:",
    expiry: "Der Link ist {minutes} Minuten gültig und nur einmal verwendbar. Nach dem Zurücksetzen wirst du auf allen Geräten abgemeldet.",
    ignore: "Wenn du das nicht angefordert hast, ignoriere diese E-Mail; dein Passwort bleibt unverändert.",
  },
  "ja-JP": {
    subject: "Atelier パスワードの再設定",
    intro: "Atelier アカウント {email} のパスワード再設定のリクエストを受け付けました。下のボタンから新しいパスワードを設定してください。",
    button: "パスワードを再設定",
    fallback: "ボタンが開かない場合は、次のリンクをブラウザにコピーしてください：",
    expiry: "このリンクの有効期限は {minutes} 分で、一度だけ使用できます。再設定すると、すべての端末からログアウトされます。",
    ignore: "お心当たりがない場合は、このメールを無視してください。パスワードは変更されません。",
  },
  "ko-KR": {
    subject: "Atelier 비밀번호 재설정",
    intro: "Atelier 계정 {email}의 비밀번호 재설정 요청을 받았습니다. 아래 버튼을 눌러 새 비밀번호를 설정하세요.",
    button: "비밀번호 재설정",
    fallback: "버튼이 작동하지 않으면 이 링크를 브라우저에 복사하세요:",
    expiry: "이 링크는 {minutes}분 동안 유효하며 한 번만 사용할 수 있습니다. 재설정하면 모든 기기에서 로그아웃됩니다.",
    ignore: "본인이 요청하지 않았다면 이 메일을 무시하세요. 비밀번호는 변경되지 않습니다.",
  },
  "ru-RU": {
    subject: "Сброс пароля Atelier",
    intro: "Мы получили запрос на сброс пароля для аккаунта Atelier {email}. Нажмите кнопку ниже, чтобы задать новый пароль:",
    button: "Сбросить пароль",
    fallback: "Если кнопка не работает, скопируйте эту ссылку в браузер:",
    expiry: "Ссылка действует {minutes} минут и срабатывает только один раз. После сброса вы выйдете из аккаунта на всех устройствах.",
    ignore: "Если вы не запрашивали сброс, просто проигнорируйте это письмо — ваш пароль не изменится.",
  },
  "ar-SA": {
    subject: "إعادة تعيين كلمة مرور Atelier",
    intro: "تلقّينا طلبًا لإعادة تعيين كلمة مرور حساب Atelier ‏{email}. استخدم الزر أدناه لاختيار كلمة مرور جديدة:",
    button: "إعادة تعيين كلمة المرور",
    fallback: "إذا لم يعمل الزر، فانسخ هذا الرابط إلى متصفحك:",
    expiry: "الرابط صالح لمدة {minutes} دقيقة ويمكن استخدامه مرة واحدة فقط. ستؤدي إعادة التعيين إلى تسجيل خروجك من جميع الأجهزة.",
    ignore: "إذا لم تطلب ذلك، فتجاهل هذه الرسالة؛ ستبقى كلمة مرورك كما هي.",
  },
  "pt-BR": {
    subject: "Redefina sua senha do Atelier",
    intro: "Recebemos uma solicitação para redefinir a senha da conta do Atelier {email}. Use o botão abaixo para escolher uma nova:",
    button: "Redefinir senha",
    fallback: "Se o botão não funcionar, copie este link no seu navegador:",
    expiry: "O link vale por {minutes} minutos e só pode ser usado uma vez. Ao redefinir, você sai da conta em todos os dispositivos.",
    ignore: "Se você não fez essa solicitação, ignore este e-mail; sua senha continua a mesma.",
  },
  "it-IT": {
    subject: "Reimposta la tua password di Atelier",
    intro: "Abbiamo ricevuto una richiesta di reimpostazione della password dell'account Atelier {email}. Usa il pulsante qui sotto per sceglierne una nuova:",
    button: "Reimposta password",
    fallback: "Se il pulsante non funziona, copia questo link nel browser:",
    expiry: "Il link è valido per {minutes} minuti e si può usare una sola volta. La reimpostazione ti disconnette da tutti i dispositivi.",
    ignore: "Se non hai fatto tu questa richiesta, ignora questa email: la tua password non cambierà.",
  },
  "nl-NL": {
    subject: "Stel je Atelier-wachtwoord opnieuw in",
    intro: "We hebben een verzoek ontvangen om het wachtwoord van het Atelier-account {email} opnieuw in te stellen. Kies met de knop hieronder een nieuw wachtwoord:",
    button: "Wachtwoord opnieuw instellen",
    fallback: "Werkt de knop niet? Kopieer dan deze link naar je browser:",
    expiry: "De link is {minutes} minuten geldig en werkt één keer. Na het opnieuw instellen word je op alle apparaten uitgelogd.",
    ignore: "Heb je dit niet aangevraagd? Negeer deze e-mail dan; je wachtwoord blijft ongewijzigd.",
  },
  "hi-IN": {
    subject: "अपना Atelier पासवर्ड रीसेट करें",
    intro: "हमें Atelier खाते {email} का पासवर्ड रीसेट करने का अनुरोध मिला है। नया पासवर्ड चुनने के लिए नीचे दिए गए बटन का उपयोग करें:",
    button: "पासवर्ड रीसेट करें",
    fallback: "अगर बटन काम न करे, तो यह लिंक अपने ब्राउज़र में कॉपी करें:",
    expiry: "यह लिंक {minutes} मिनट तक मान्य है और केवल एक बार काम करता है। रीसेट करने पर आप सभी डिवाइस से साइन आउट हो जाएंगे।",
    ignore: "अगर आपने यह अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा करें; आपका पासवर्ड नहीं बदलेगा।",
  },
  "th-TH": {
    subject: "รีเซ็ตรหัสผ่าน Atelier ของคุณ",
    intro: "เราได้รับคำขอให้รีเซ็ตรหัสผ่านของบัญชี Atelier {email} กดปุ่มด้านล่างเพื่อตั้งรหัสผ่านใหม่",
    button: "รีเซ็ตรหัสผ่าน",
    fallback: "หากปุ่มใช้งานไม่ได้ ให้คัดลอกลิงก์นี้ไปเปิดในเบราว์เซอร์:",
    expiry: "ลิงก์นี้ใช้ได้ {minutes} นาทีและใช้ได้เพียงครั้งเดียว เมื่อรีเซ็ตแล้ว คุณจะออกจากระบบในทุกอุปกรณ์",
    ignore: "หากคุณไม่ได้ขอรีเซ็ต โปรดเพิกเฉยต่ออีเมลนี้ รหัสผ่านของคุณจะไม่เปลี่ยนแปลง",
  },
  "vi-VN": {
    subject: "Đặt lại mật khẩu Atelier của bạn",
    intro: "Chúng tôi đã nhận được yêu cầu đặt lại mật khẩu cho tài khoản Atelier {email}. Hãy dùng nút bên dưới để chọn mật khẩu mới:",
    button: "Đặt lại mật khẩu",
    fallback: "Nếu nút không hoạt động, hãy sao chép liên kết này vào trình duyệt:",
    expiry: "Liên kết có hiệu lực trong {minutes} phút và chỉ dùng được một lần. Sau khi đặt lại, bạn sẽ bị đăng xuất trên mọi thiết bị.",
    ignore: "Nếu bạn không yêu cầu việc này, hãy bỏ qua email này; mật khẩu của bạn sẽ không thay đổi.",
  },
};

export type ResetMailInput = { email: string; link: string; minutes: number };

export const resetMail = (locale: MailLocale, input: ResetMailInput) => actionMail(locale, STRINGS[locale], input);
