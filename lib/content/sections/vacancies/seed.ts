/** Open vacancies. Texts are simple HTML lists. */
import type { vacancies } from './table';
import type { Localized } from '@/lib/platform/db/schema/localized';

const list = (items: string[]): string => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

const CONTACT: Localized = {
  rus: '<p>Присылайте резюме на <strong>hr@tashnet.uz</strong> или звоните в отдел кадров: +998 71 200 00 05 (пн–пт, 9:00–18:00).</p>',
  uzb: '<p>Rezyumeni <strong>hr@tashnet.uz</strong> manziliga yuboring yoki kadrlar boʻlimiga qoʻngʻiroq qiling: +998 71 200 00 05 (dushanba–juma, 9:00–18:00).</p>',
};

const BENEFITS: Localized = {
  rus: list([
    'официальное трудоустройство и соцпакет',
    'своевременная зарплата два раза в месяц',
    'бесплатный домашний интернет для сотрудника',
    'обучение и сертификация за счёт компании',
  ]),
  uzb: list([
    'rasmiy ishga joylashish va ijtimoiy paket',
    'oyiga ikki marta oʻz vaqtida ish haqi',
    'xodim uchun bepul uy interneti',
    'kompaniya hisobidan oʻqitish va sertifikatlash',
  ]),
};

/** Vacancies in display order. */
export const VACANCIES: (typeof vacancies.$inferInsert)[] = [
  {
    title: { rus: 'Сетевой инженер', uzb: 'Tarmoq muhandisi' },
    tasks: {
      rus: list([
        'администрирование маршрутизаторов и коммутаторов ядра сети',
        'настройка BGP, OSPF, VLAN',
        'мониторинг и устранение аварий',
        'участие в проектах расширения сети',
      ]),
      uzb: list([
        'tarmoq yadrosi marshrutizatorlari va kommutatorlarini boshqarish',
        'BGP, OSPF, VLAN sozlash',
        'monitoring va avariyalarni bartaraf etish',
        'tarmoqni kengaytirish loyihalarida ishtirok etish',
      ]),
    },
    expectations: {
      rus: list([
        'опыт работы от 2 лет',
        'знание стека TCP/IP и оборудования Cisco, Juniper или MikroTik',
        'сертификат CCNA будет преимуществом',
      ]),
      uzb: list([
        'kamida 2 yillik ish tajribasi',
        'TCP/IP steki hamda Cisco, Juniper yoki MikroTik uskunalarini bilish',
        'CCNA sertifikati afzallik hisoblanadi',
      ]),
    },
    benefits: BENEFITS,
    contact: CONTACT,
    position: 0,
  },
  {
    title: { rus: 'Оператор колл-центра', uzb: 'Call-markaz operatori' },
    tasks: {
      rus: list([
        'консультирование абонентов по телефону и в чате',
        'приём заявок на подключение',
        'первичная диагностика неполадок',
      ]),
      uzb: list([
        'abonentlarga telefon va chat orqali maslahat berish',
        'ulanish uchun arizalarni qabul qilish',
        'nosozliklarni dastlabki tashxislash',
      ]),
    },
    expectations: {
      rus: list([
        'свободное владение узбекским и русским языками',
        'грамотная речь и доброжелательность',
        'уверенный пользователь ПК',
        'готовность к сменному графику',
      ]),
      uzb: list([
        'oʻzbek va rus tillarini erkin bilish',
        'savodli nutq va xushmuomalalik',
        'kompyuterdan ishonchli foydalanish',
        'smenali ish jadvaliga tayyorlik',
      ]),
    },
    benefits: BENEFITS,
    contact: CONTACT,
    position: 1,
  },
  {
    title: { rus: 'Менеджер по продажам B2B', uzb: 'B2B savdo boʻyicha menejer' },
    tasks: {
      rus: list([
        'поиск и привлечение корпоративных клиентов',
        'подготовка коммерческих предложений',
        'сопровождение договоров и контроль оплат',
      ]),
      uzb: list([
        'korporativ mijozlarni izlash va jalb qilish',
        'tijoriy takliflarni tayyorlash',
        'shartnomalarni yuritish va toʻlovlarni nazorat qilish',
      ]),
    },
    expectations: {
      rus: list([
        'опыт продаж от 1 года, желательно в телекоме',
        'навыки переговоров',
        'водительские права категории B',
      ]),
      uzb: list([
        'kamida 1 yillik savdo tajribasi, afzali telekomda',
        'muzokara olib borish koʻnikmalari',
        'B toifali haydovchilik guvohnomasi',
      ]),
    },
    benefits: BENEFITS,
    contact: CONTACT,
    position: 2,
  },
  {
    title: { rus: 'Монтажник-техник', uzb: 'Montajchi-texnik' },
    tasks: {
      rus: list([
        'подключение абонентов по технологиям FTTx и GPON',
        'прокладка кабеля и установка оборудования',
        'настройка роутеров и ТВ-приставок у абонентов',
      ]),
      uzb: list([
        'abonentlarni FTTx va GPON texnologiyalari boʻyicha ulash',
        'kabel yotqizish va uskunalarni oʻrnatish',
        'abonentlarda router va TV-pristavkalarni sozlash',
      ]),
    },
    expectations: {
      rus: list([
        'опыт монтажа слаботочных сетей приветствуется',
        'умение работать на высоте',
        'ответственность и пунктуальность',
      ]),
      uzb: list([
        'kam kuchlanishli tarmoqlarni montaj qilish tajribasi maʼqul',
        'balandlikda ishlay olish',
        'masʼuliyat va vaqtga rioya qilish',
      ]),
    },
    benefits: BENEFITS,
    contact: CONTACT,
    position: 3,
  },
];
