/** The public offer (contract for telecom services), as simple HTML. */
import type { Localized } from '@/lib/platform/db/schema/localized';
import { sectionsHtml } from './html';

/** Public offer text in both languages. */
export const OFFER_TEXT: Localized = {
  rus: sectionsHtml([
    {
      title: '1. Общие положения',
      paragraphs: [
        'Настоящая публичная оферта ООО «TashNet» (далее — Оператор) является предложением любому физическому или юридическому лицу (далее — Абонент) заключить договор на оказание услуг доступа к сети Интернет и иных телекоммуникационных услуг на изложенных ниже условиях.',
        'Акцептом оферты считается оплата услуг или подписание заявки на подключение. С момента акцепта договор считается заключённым.',
      ],
    },
    {
      title: '2. Предмет договора',
      paragraphs: [
        'Оператор предоставляет Абоненту доступ к сети Интернет по выбранному тарифному плану, а также дополнительные услуги (IPTV, IP-телефония, статический IP-адрес и другие) в соответствии с действующим прейскурантом.',
      ],
    },
    {
      title: '3. Порядок оплаты',
      paragraphs: [
        'Услуги оплачиваются авансом в сумах. Абонентская плата списывается в начале расчётного месяца. При недостатке средств доступ к услугам приостанавливается до пополнения баланса.',
        'Оплата принимается в кассах Оператора, через платёжные терминалы и платёжные системы Payme, Click, Uzum, Paynet, Oson и Apelsin.',
      ],
    },
    {
      title: '4. Права и обязанности сторон',
      paragraphs: [
        'Оператор обязуется обеспечивать доступ к услугам круглосуточно, за исключением времени плановых работ, о которых Абонент уведомляется заранее.',
        'Абонент обязуется своевременно оплачивать услуги, не использовать сеть для рассылки спама и распространения вредоносных программ, а также соблюдать законодательство Республики Узбекистан.',
      ],
    },
    {
      title: '5. Ответственность сторон',
      paragraphs: [
        'Оператор не несёт ответственности за перерывы в работе, вызванные обстоятельствами непреодолимой силы, неисправностью оборудования Абонента или действиями третьих лиц.',
      ],
    },
    {
      title: '6. Срок действия и расторжение',
      paragraphs: [
        'Договор заключается на неопределённый срок. Абонент вправе расторгнуть договор, подав письменное заявление в любом офисе Оператора. Неиспользованный остаток средств возвращается по заявлению Абонента.',
      ],
    },
  ]),
  uzb: sectionsHtml([
    {
      title: '1. Umumiy qoidalar',
      paragraphs: [
        'Ushbu ommaviy oferta «TashNet» MChJ (keyingi oʻrinlarda — Operator) tomonidan har qanday jismoniy yoki yuridik shaxsga (keyingi oʻrinlarda — Abonent) quyida bayon qilingan shartlar asosida Internet tarmogʻiga kirish va boshqa telekommunikatsiya xizmatlarini koʻrsatish shartnomasini tuzish taklifidir.',
        'Xizmatlar uchun toʻlov qilish yoki ulanish arizasini imzolash ofertani qabul qilish (aksept) hisoblanadi. Aksept paytidan boshlab shartnoma tuzilgan hisoblanadi.',
      ],
    },
    {
      title: '2. Shartnoma predmeti',
      paragraphs: [
        'Operator Abonentga tanlangan tarif rejasi boʻyicha Internet tarmogʻiga kirishni, shuningdek amaldagi narxnomaga muvofiq qoʻshimcha xizmatlarni (IPTV, IP-telefoniya, statik IP-manzil va boshqalar) taqdim etadi.',
      ],
    },
    {
      title: '3. Toʻlov tartibi',
      paragraphs: [
        "Xizmatlar soʻmda oldindan toʻlanadi. Abonent toʻlovi hisob oyining boshida yechiladi. Mablag' yetarli boʻlmaganda xizmatlardan foydalanish balans toʻldirilgunga qadar toʻxtatiladi.",
        'Toʻlov Operator kassalarida, toʻlov terminallari hamda Payme, Click, Uzum, Paynet, Oson va Apelsin toʻlov tizimlari orqali qabul qilinadi.',
      ],
    },
    {
      title: '4. Tomonlarning huquq va majburiyatlari',
      paragraphs: [
        'Operator oldindan xabar qilinadigan rejali ishlar vaqtidan tashqari xizmatlardan kecha-kunduz foydalanishni taʼminlash majburiyatini oladi.',
        'Abonent xizmatlar uchun oʻz vaqtida toʻlash, tarmoqdan spam tarqatish va zararli dasturlarni yoyish uchun foydalanmaslik hamda Oʻzbekiston Respublikasi qonunchiligiga rioya qilish majburiyatini oladi.',
      ],
    },
    {
      title: '5. Tomonlarning javobgarligi',
      paragraphs: [
        'Operator yengib boʻlmaydigan kuch holatlari, Abonent uskunasining nosozligi yoki uchinchi shaxslarning harakatlari sababli yuzaga kelgan uzilishlar uchun javobgar emas.',
      ],
    },
    {
      title: '6. Amal qilish muddati va bekor qilish',
      paragraphs: [
        "Shartnoma muddatsiz tuziladi. Abonent Operatorning istalgan ofisiga yozma ariza berib, shartnomani bekor qilishga haqli. Foydalanilmagan mablag' qoldigʻi Abonentning arizasiga koʻra qaytariladi.",
      ],
    },
  ]),
};
