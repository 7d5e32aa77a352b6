/** Additional services for home subscribers, in the fixed order of the services page. */
import type { ServiceCard } from '../types';
import { paragraphWithList } from './html';

/** The fifteen additional services; price_from is the lowest price in soʻm, null where the service is free. */
export const ADDITIONAL_SERVICES: ServiceCard[] = [
  {
    id: 'magic',
    icon: 'sparkles',
    price_from: null,
    title: { rus: 'Magic — скидка за верность', uzb: 'Magic — sodiqlik uchun chegirma' },
    summary: {
      rus: 'Скидка до 15% на абонентскую плату для тех, кто с нами давно.',
      uzb: 'Biz bilan uzoq vaqtdan beri birga boʻlganlar uchun abonent toʻlovidan 15% gacha chegirma.',
    },
    body: {
      rus: paragraphWithList('Скидка начисляется автоматически, если вы пользуетесь услугами без задолженности:', [
        '12 месяцев подряд — 5%;',
        '24 месяца — 10%;',
        '36 месяцев и больше — 15%.',
      ]),
      uzb: paragraphWithList('Agar xizmatlardan qarzdorliksiz foydalansangiz, chegirma avtomatik hisoblanadi:', [
        'ketma-ket 12 oy — 5%;',
        '24 oy — 10%;',
        '36 oy va undan koʻp — 15%.',
      ]),
    },
  },
  {
    id: 'neighbour',
    icon: 'users',
    price_from: null,
    title: { rus: 'Приведи соседа', uzb: 'Qoʻshningni olib kel' },
    summary: {
      rus: 'До 100% абонентской платы соседа — на ваш счёт.',
      uzb: 'Qoʻshningiz abonent toʻlovining 100% gacha qismi — hisobingizga.',
    },
    body: {
      rus: paragraphWithList('Порекомендуйте нас соседу, другу или коллеге:', [
        'новый абонент указывает ваш логин в заявке;',
        'после его первой оплаты мы зачисляем вам до 100% его абонентской платы;',
        'количество приглашённых не ограничено.',
      ]),
      uzb: paragraphWithList('Bizni qoʻshningiz, doʻstingiz yoki hamkasbingizga tavsiya qiling:', [
        'yangi abonent arizada loginingizni koʻrsatadi;',
        'uning birinchi toʻlovidan keyin abonent toʻlovining 100% gacha qismini sizga oʻtkazamiz;',
        'taklif qilinganlar soni cheklanmagan.',
      ]),
    },
  },
  {
    id: 'iptv',
    icon: 'tv',
    price_from: 29_000,
    title: { rus: 'Интерактивное ТВ', uzb: 'Interaktiv TV' },
    summary: {
      rus: 'Пакеты «Стандарт» и VIP, архив и пауза эфира — от 29 000 сум в месяц.',
      uzb: '«Standart» va VIP paketlari, arxiv va efirni toʻxtatish — oyiga 29 000 soʻmdan.',
    },
    body: {
      rus: paragraphWithList('Смотрите ТВ на телевизоре, смартфоне и компьютере:', [
        'пакет «Стандарт» — узбекские, российские и зарубежные каналы, пакет VIP — к ним премиальное кино, спорт и HD;',
        'архив передач за 3 дня и пауза прямого эфира;',
        'аренда приставки — 15 000 сум в месяц.',
      ]),
      uzb: paragraphWithList('Televizorni televizor, smartfon va kompyuterda tomosha qiling:', [
        '«Standart» paketi — oʻzbek, rus va xorijiy kanallar, VIP paketi — ularga qoʻshimcha premium kino, sport va HD;',
        '3 kunlik koʻrsatuvlar arxivi va jonli efirni toʻxtatish;',
        'pristavka ijarasi — oyiga 15 000 soʻm.',
      ]),
    },
  },
  {
    id: 'sip',
    icon: 'phone',
    price_from: 25_000,
    title: { rus: 'IP-телефония', uzb: 'IP-telefoniya' },
    summary: {
      rus: 'Городской номер 71 без прокладки телефонной линии.',
      uzb: 'Telefon liniyasini tortmasdan 71 kodli shahar raqami.',
    },
    body: {
      rus: paragraphWithList('Домашний или офисный телефон через интернет:', [
        'городской номер с кодом 71 — 25 000 сум в месяц;',
        'звонки внутри сети бесплатны;',
        'работает с IP-телефоном, адаптером или приложением на смартфоне.',
      ]),
      uzb: paragraphWithList('Internet orqali uy yoki ofis telefoni:', [
        '71 kodli shahar raqami — oyiga 25 000 soʻm;',
        'tarmoq ichidagi qoʻngʻiroqlar bepul;',
        'IP-telefon, adapter yoki smartfondagi ilova bilan ishlaydi.',
      ]),
    },
  },
  {
    id: 'ip_cameras',
    icon: 'camera',
    price_from: 30_000,
    title: { rus: 'Облачное видеонаблюдение', uzb: 'Bulutli videokuzatuv' },
    summary: {
      rus: 'IP-камеры с архивом в облаке и просмотром со смартфона.',
      uzb: 'Bulutda arxivlanadigan va smartfondan koʻriladigan IP-kameralar.',
    },
    body: {
      rus: paragraphWithList('Следите за домом, подъездом или дачей:', [
        'хранение архива 7, 14 или 30 дней;',
        'от 30 000 сум в месяц за камеру;',
        'уведомления о движении в приложении.',
      ]),
      uzb: paragraphWithList('Uy, kirish yoʻlagi yoki dala hovlini kuzatib boring:', [
        'arxivni 7, 14 yoki 30 kun saqlash;',
        'har bir kamera uchun oyiga 30 000 soʻmdan;',
        'ilovada harakat haqida bildirishnomalar.',
      ]),
    },
  },
  {
    id: 'internet_packages',
    icon: 'package',
    price_from: 10_000,
    title: { rus: 'Пакеты трафика', uzb: 'Trafik paketlari' },
    summary: {
      rus: 'Дополнительные гигабайты для тарифов с лимитом.',
      uzb: 'Limitli tariflar uchun qoʻshimcha gigabaytlar.',
    },
    body: {
      rus: paragraphWithList('Если лимит тарифа закончился раньше срока, докупите пакет:', [
        '10 ГБ — 10 000 сум;',
        '50 ГБ — 35 000 сум;',
        '100 ГБ — 60 000 сум.',
      ]),
      uzb: paragraphWithList('Tarif limiti muddatidan oldin tugasa, paket sotib oling:', [
        '10 GB — 10 000 soʻm;',
        '50 GB — 35 000 soʻm;',
        '100 GB — 60 000 soʻm.',
      ]),
    },
  },
  {
    id: 'port_reserve',
    icon: 'pause',
    price_from: 15_000,
    title: { rus: 'Резерв порта', uzb: 'Portni zaxiralash' },
    summary: {
      rus: 'Приостановка услуги на время отъезда с сохранением подключения.',
      uzb: 'Ketgan vaqtda ulanishni saqlab xizmatni toʻxtatib turish.',
    },
    body: {
      rus: '<p>Уезжаете надолго? Подключите резерв порта на срок от 1 до 3 месяцев за 15 000 сум в месяц — абонентская плата не списывается, а ваш логин и подключение сохраняются.</p>',
      uzb: '<p>Uzoq muddatga ketyapsizmi? Portni 1 oydan 3 oygacha oyiga 15 000 soʻmga zaxiralang — abonent toʻlovi yechilmaydi, login va ulanishingiz saqlanadi.</p>',
    },
  },
  {
    id: 'sms_info',
    icon: 'message',
    price_from: null,
    title: { rus: 'SMS-информирование', uzb: 'SMS-xabardor qilish' },
    summary: {
      rus: 'SMS о балансе, платежах и плановых работах.',
      uzb: 'Balans, toʻlovlar va rejali ishlar haqida SMS.',
    },
    body: {
      rus: '<p>Получайте SMS за 3 дня до списания абонентской платы, после зачисления платежа и перед плановыми работами в вашем доме. Услуга бесплатна, подключается в личном кабинете.</p>',
      uzb: '<p>Abonent toʻlovi yechilishidan 3 kun oldin, toʻlov tushgandan keyin va uyingizdagi rejali ishlar oldidan SMS oling. Xizmat bepul, shaxsiy kabinetda ulanadi.</p>',
    },
  },
  {
    id: 'express_connection',
    icon: 'zap',
    price_from: 50_000,
    title: { rus: 'Экспресс-подключение', uzb: 'Tezkor ulanish' },
    summary: { rus: 'Подключим в день заявки или на следующий день.', uzb: 'Ariza kuni yoki ertasi kuni ulaymiz.' },
    body: {
      rus: '<p>Если интернет нужен срочно, мастер приедет в день обращения (при заявке до 14:00) или на следующий день. Стоимость услуги — 50 000 сум, доступна в зоне покрытия FTTx и GPON.</p>',
      uzb: '<p>Internet zudlik bilan kerak boʻlsa, usta murojaat kuni (soat 14:00 gacha ariza berilganda) yoki ertasi kuni keladi. Xizmat narxi — 50 000 soʻm, FTTx va GPON qamrov hududida mavjud.</p>',
    },
  },
  {
    id: 'static_ip',
    icon: 'globe',
    price_from: 30_000,
    title: { rus: 'Статический IP-адрес', uzb: 'Statik IP-manzil' },
    summary: {
      rus: 'Постоянный внешний адрес для камер, сервера и удалённого доступа.',
      uzb: 'Kameralar, server va masofaviy kirish uchun doimiy tashqi manzil.',
    },
    body: {
      rus: '<p>Статический IP нужен для доступа к видеорегистратору, домашнему серверу или рабочему компьютеру из любой точки мира. Стоимость — 30 000 сум в месяц; на тарифе Gamer и корпоративных тарифах — бесплатно.</p>',
      uzb: '<p>Statik IP videoregistrator, uy serveri yoki ish kompyuteriga dunyoning istalgan nuqtasidan kirish uchun kerak. Narxi — oyiga 30 000 soʻm; Gamer tarifida va korporativ tariflarda — bepul.</p>',
    },
  },
  {
    id: 'new_month',
    icon: 'calendar',
    price_from: null,
    title: { rus: 'Новый месяц', uzb: 'Yangi oy' },
    summary: {
      rus: 'Расчётный месяц начинается с дня оплаты — не платите за дни без интернета.',
      uzb: 'Hisob oyi toʻlov kunidan boshlanadi — internetsiz kunlar uchun toʻlamang.',
    },
    body: {
      rus: '<p>Если доступ был приостановлен из-за неуплаты, после пополнения баланса новый расчётный месяц начнётся со дня оплаты, а не с первого числа. Вы платите ровно за 30 дней интернета.</p>',
      uzb: '<p>Agar toʻlov qilinmagani sababli kirish toʻxtatilgan boʻlsa, balans toʻldirilgandan keyin yangi hisob oyi oyning birinchi kunidan emas, toʻlov kunidan boshlanadi. Siz aynan 30 kunlik internet uchun toʻlaysiz.</p>',
    },
  },
  {
    id: 'free_nights',
    icon: 'moon',
    price_from: null,
    title: { rus: 'Бесплатные ночи', uzb: 'Bepul tunlar' },
    summary: {
      rus: 'Безлимитный интернет ночью с 01:00 до 07:00.',
      uzb: 'Tunda 01:00 dan 07:00 gacha cheksiz internet.',
    },
    body: {
      rus: '<p>Для тарифов с лимитом трафика: с 01:00 до 07:00 трафик не учитывается. Ставьте на ночь загрузку игр, обновлений и фильмов — лимит останется нетронутым. Подключение бесплатное.</p>',
      uzb: '<p>Trafik limiti bor tariflar uchun: 01:00 dan 07:00 gacha trafik hisobga olinmaydi. Oʻyinlar, yangilanishlar va filmlarni tunda yuklab oling — limit saqlanib qoladi. Ulanish bepul.</p>',
    },
  },
  {
    id: 'maintenance',
    icon: 'wrench',
    price_from: 50_000,
    title: { rus: 'Сервисное обслуживание', uzb: 'Servis xizmati' },
    summary: {
      rus: 'Мастер настроит роутер, Wi-Fi, ТВ-приставку и проложит кабель.',
      uzb: 'Usta router, Wi-Fi, TV-pristavkani sozlaydi va kabel tortadi.',
    },
    body: {
      rus: paragraphWithList('Вызов мастера на дом — 50 000 сум:', [
        'настройка роутера и Wi-Fi-сети;',
        'подключение ТВ-приставки и умных устройств;',
        'прокладка кабеля по квартире.',
      ]),
      uzb: paragraphWithList('Ustani uyga chaqirish — 50 000 soʻm:', [
        'router va Wi-Fi tarmogʻini sozlash;',
        'TV-pristavka va aqlli qurilmalarni ulash;',
        'xonadon boʻylab kabel tortish.',
      ]),
    },
  },
  {
    id: 'wifi_routers',
    icon: 'wifi',
    price_from: 25_000,
    title: { rus: 'Wi-Fi роутеры', uzb: 'Wi-Fi routerlar' },
    summary: {
      rus: 'Роутеры для покупки и аренды от 25 000 сум в месяц.',
      uzb: 'Sotib olish va ijaraga olish uchun routerlar, oyiga 25 000 soʻmdan.',
    },
    body: {
      rus: '<p>Подберите роутер под свою квартиру: от надёжных моделей Wi-Fi 5 до быстрых Wi-Fi 6. Роутеры можно купить или взять в аренду, настройка при подключении — бесплатно.</p>',
      uzb: '<p>Xonadoningizga mos routerni tanlang: ishonchli Wi-Fi 5 modellaridan tezkor Wi-Fi 6 gacha. Routerlarni sotib olish yoki ijaraga olish mumkin, ulanishda sozlash bepul.</p>',
    },
  },
  {
    id: 'smart_speakers',
    icon: 'speaker',
    price_from: 795_000,
    title: { rus: 'Умные колонки', uzb: 'Aqlli kolonkalar' },
    summary: {
      rus: 'Колонки с голосовым помощником для музыки и умного дома.',
      uzb: 'Musiqa va aqlli uy uchun ovozli yordamchili kolonkalar.',
    },
    body: {
      rus: '<p>Включайте музыку, узнавайте погоду и управляйте умным домом голосом. Колонку можно купить в офисе продаж или заказать с доставкой вместе с подключением.</p>',
      uzb: '<p>Ovoz orqali musiqa qoʻying, ob-havoni bilib oling va aqlli uyni boshqaring. Kolonkani savdo ofisida sotib olish yoki ulanish bilan birga yetkazib berishga buyurtma qilish mumkin.</p>',
    },
  },
];
