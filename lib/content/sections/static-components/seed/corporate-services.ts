/** Services for business customers, in the fixed order of the corporate page. */
import type { ServiceCard } from '../types';
import { paragraphWithList } from './html';

/** The nine corporate services. */
export const CORPORATE_SERVICES: ServiceCard[] = [
  {
    id: 'internet',
    icon: 'globe',
    title: { rus: 'Интернет для бизнеса', uzb: 'Biznes uchun internet' },
    summary: {
      rus: 'Тарифы Nihol, Grand Day, Grand All и Buyuk Uchlik — до 500 Мбит/с.',
      uzb: 'Nihol, Grand Day, Grand All va Buyuk Uchlik tariflari — 500 Mbit/s gacha.',
    },
    body: {
      rus: paragraphWithList('Выделенный канал для офиса, магазина или производства:', [
        'оптика до офиса и заявленная скорость без «до»;',
        'статический IP-адрес для каждого клиента;',
        'персональный менеджер и поддержка 24/7;',
        'SLA с компенсацией за простой.',
      ]),
      uzb: paragraphWithList('Ofis, doʻkon yoki ishlab chiqarish uchun ajratilgan kanal:', [
        'ofisgacha optika va eʼlon qilingan aniq tezlik;',
        'har bir mijoz uchun statik IP-manzil;',
        'shaxsiy menejer va 24/7 qoʻllab-quvvatlash;',
        'uzilish uchun kompensatsiyali SLA.',
      ]),
    },
  },
  {
    id: 'iptv',
    icon: 'tv',
    title: { rus: 'Интерактивное ТВ для бизнеса', uzb: 'Biznes uchun interaktiv TV' },
    summary: {
      rus: 'Телевидение для кафе, гостиниц и залов ожидания.',
      uzb: 'Kafe, mehmonxona va kutish zallari uchun televideniye.',
    },
    body: {
      rus: '<p>Пакеты «Стандарт» и VIP на любом количестве экранов, централизованное управление каналами и приставки в аренду. Для гостиниц — приветственный экран с логотипом.</p>',
      uzb: '<p>Istalgan miqdordagi ekranlarda «Standart» va VIP paketlari, kanallarni markazlashgan boshqarish va ijaraga pristavkalar. Mehmonxonalar uchun — logotipli kutib olish ekrani.</p>',
    },
  },
  {
    id: 'sip',
    icon: 'phone',
    title: { rus: 'IP-телефония для бизнеса', uzb: 'Biznes uchun IP-telefoniya' },
    summary: {
      rus: 'Многоканальные городские номера и SIP-транки.',
      uzb: 'Koʻp kanalli shahar raqamlari va SIP-trunklar.',
    },
    body: {
      rus: paragraphWithList('Телефония для офиса без АТС:', [
        'городские номера 71 и многоканальный номер;',
        'SIP-транк для вашей АТС;',
        'бесплатные звонки между офисами компании.',
      ]),
      uzb: paragraphWithList('ATSsiz ofis uchun telefoniya:', [
        '71 kodli shahar raqamlari va koʻp kanalli raqam;',
        'ATSingiz uchun SIP-trunk;',
        'kompaniya ofislari oʻrtasida bepul qoʻngʻiroqlar.',
      ]),
    },
  },
  {
    id: 'video_surveillance',
    icon: 'camera',
    title: { rus: 'Видеонаблюдение', uzb: 'Videokuzatuv' },
    summary: {
      rus: 'Облачный архив и доступ к камерам всех филиалов.',
      uzb: 'Bulutli arxiv va barcha filiallar kameralariga kirish.',
    },
    body: {
      rus: '<p>Установим IP-камеры, настроим запись в облако на 30 дней и дадим доступ руководителю через браузер и приложение. Оборудование — в аренду или в собственность.</p>',
      uzb: '<p>IP-kameralarni oʻrnatamiz, bulutga 30 kunlik yozuvni sozlaymiz va rahbarga brauzer va ilova orqali kirish huquqini beramiz. Uskunalar — ijaraga yoki mulk sifatida.</p>',
    },
  },
  {
    id: 'domain_hosting',
    icon: 'server',
    title: { rus: 'Домены и хостинг', uzb: 'Domenlar va xosting' },
    summary: {
      rus: 'Регистрация доменов .uz и хостинг сайтов в Ташкенте.',
      uzb: 'Toshkentda .uz domenlarini roʻyxatdan oʻtkazish va sayt xostingi.',
    },
    body: {
      rus: '<p>Регистрируем домены в зоне .uz, размещаем сайты и почту на серверах в Ташкенте. Сайт в сети TAS-IX открывается у посетителей быстрее и не расходует их трафик.</p>',
      uzb: '<p>.uz zonasida domenlarni roʻyxatdan oʻtkazamiz, saytlar va pochtani Toshkentdagi serverlarda joylashtiramiz. TAS-IX tarmogʻidagi sayt tashrif buyuruvchilarda tezroq ochiladi va ularning trafigini sarflamaydi.</p>',
    },
  },
  {
    id: 'operators',
    icon: 'network',
    title: { rus: 'Операторам связи', uzb: 'Aloqa operatorlariga' },
    summary: {
      rus: 'Транзит трафика, аренда каналов и оптических волокон.',
      uzb: 'Trafik tranziti, kanallar va optik tolalarni ijaraga berish.',
    },
    body: {
      rus: '<p>Предлагаем операторам и провайдерам IP-транзит, подключение к TAS-IX, L2-каналы между точками присутствия в Ташкенте и аренду тёмных волокон.</p>',
      uzb: '<p>Operatorlar va provayderlarga IP-tranzit, TAS-IX ga ulanish, Toshkentdagi mavjudlik nuqtalari oʻrtasida L2-kanallar va qorongʻi tolalarni ijaraga berishni taklif qilamiz.</p>',
    },
  },
  {
    id: 'colocation',
    icon: 'database',
    title: { rus: 'Дата-центр и колокация', uzb: 'Data-markaz va kolokatsiya' },
    summary: {
      rus: 'Размещение серверов в дата-центре с резервным питанием.',
      uzb: 'Zaxira quvvatli data-markazda serverlarni joylashtirish.',
    },
    body: {
      rus: paragraphWithList('Размещение вашего оборудования в нашем дата-центре:', [
        'стойки и юниты, резервное питание и охлаждение;',
        'круглосуточная охрана и доступ по пропускам;',
        'подключение к интернету и TAS-IX на скорости до 10 Гбит/с.',
      ]),
      uzb: paragraphWithList('Uskunangizni data-markazimizda joylashtirish:', [
        'stoykalar va yunitlar, zaxira quvvat va sovutish;',
        'kecha-kunduz qoʻriqlash va ruxsatnoma bilan kirish;',
        'internet va TAS-IX ga 10 Gbit/s gacha tezlikda ulanish.',
      ]),
    },
  },
  {
    id: 'cloud_pbx',
    icon: 'headset',
    title: { rus: 'Облачная АТС', uzb: 'Bulutli ATS' },
    summary: {
      rus: 'Виртуальная АТС с очередями, записью разговоров и IVR.',
      uzb: 'Navbatlar, suhbatlarni yozib olish va IVR li virtual ATS.',
    },
    body: {
      rus: '<p>Облачная АТС заменяет офисную станцию: голосовое меню, очереди, переадресация на мобильные, запись и статистика звонков. Подключение за один день без покупки оборудования.</p>',
      uzb: '<p>Bulutli ATS ofis stansiyasini almashtiradi: ovozli menyu, navbatlar, mobil raqamlarga yoʻnaltirish, qoʻngʻiroqlarni yozib olish va statistika. Uskuna sotib olmasdan bir kunda ulanadi.</p>',
    },
  },
  {
    id: 'maintenance',
    icon: 'wrench',
    title: { rus: 'Обслуживание сетей', uzb: 'Tarmoqlarga xizmat koʻrsatish' },
    summary: {
      rus: 'Монтаж и обслуживание локальных сетей офиса.',
      uzb: 'Ofis lokal tarmoqlarini montaj qilish va ularga xizmat koʻrsatish.',
    },
    body: {
      rus: '<p>Проектируем и монтируем СКС, настраиваем Wi-Fi и сетевое оборудование, обслуживаем сети офисов по договору с выездом инженера в течение 4 часов.</p>',
      uzb: '<p>Strukturalangan kabel tizimlarini loyihalaymiz va montaj qilamiz, Wi-Fi va tarmoq uskunalarini sozlaymiz, shartnoma asosida ofis tarmoqlariga muhandis 4 soat ichida chiqishi bilan xizmat koʻrsatamiz.</p>',
    },
  },
];
