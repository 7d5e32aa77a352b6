/** News items of January–June 2026. */
import type { news } from './table';

/** Demo news published in the first half of 2026. */
export const NEWS_FIRST_HALF: (typeof news.$inferInsert)[] = [
  {
    title: {
      rus: 'График работы в праздничные дни Нового года',
      uzb: 'Yangi yil bayrami kunlaridagi ish tartibi',
    },
    summary: {
      rus: 'Офисы продаж закрыты 1–2 января, колл-центр и техническая поддержка работают круглосуточно.',
      uzb: 'Savdo ofislari 1–2-yanvar kunlari yopiq, call-markaz va texnik yordam kecha-kunduz ishlaydi.',
    },
    body: {
      rus: '<p>Уважаемые абоненты! Поздравляем вас с наступившим 2026 годом.</p><ul><li><strong>1–2 января</strong> — офисы продаж не работают;</li><li><strong>с 3 января</strong> — офисы работают в обычном режиме, пн–пт с 9:00 до 18:00;</li><li>колл-центр <strong>+998 71 200 00 00</strong> и техническая поддержка работают без выходных.</li></ul><p>Оплатить услуги в праздники можно через Payme, Click, Uzum и другие платёжные системы.</p>',
      uzb: '<p>Hurmatli abonentlar! Sizni 2026-yil bilan tabriklaymiz.</p><ul><li><strong>1–2-yanvar</strong> — savdo ofislari ishlamaydi;</li><li><strong>3-yanvardan</strong> — ofislar odatiy tartibda, dushanba–juma 9:00 dan 18:00 gacha ishlaydi;</li><li>call-markaz <strong>+998 71 200 00 00</strong> va texnik yordam dam olish kunlarisiz ishlaydi.</li></ul><p>Bayram kunlarida xizmatlar uchun Payme, Click, Uzum va boshqa toʻlov tizimlari orqali toʻlash mumkin.</p>',
    },
    image: '/images/news/new-year-schedule.webp',
    publishedAt: new Date('2026-01-03T09:00:00+05:00'),
  },
  {
    title: {
      rus: 'Новый тариф Gamer для любителей онлайн-игр',
      uzb: 'Onlayn oʻyin ishqibozlari uchun yangi Gamer tarifi',
    },
    summary: {
      rus: '300 Мбит/с в любое время суток, низкий пинг до игровых серверов и статический IP без доплаты.',
      uzb: 'Sutkaning istalgan vaqtida 300 Mbit/s, oʻyin serverlarigacha past ping va qoʻshimcha toʻlovsiz statik IP.',
    },
    body: {
      rus: '<p>Мы запустили тариф <strong>Gamer</strong> серии GamerUZ, созданный вместе с киберспортивным сообществом Ташкента.</p><ul><li>скорость 300 Мбит/с днём и ночью без ограничений по трафику;</li><li>до 500 Мбит/с к ресурсам TAS-IX;</li><li>приоритизация игрового трафика и оптимизированные маршруты до серверов в Европе;</li><li>статический IP-адрес включён в абонентскую плату.</li></ul><p>Абонентская плата — 299 000 сум в месяц, единовременный платёж за регистрацию — 45 000 сум.</p>',
      uzb: '<p>Toshkent kibersport hamjamiyati bilan birgalikda yaratilgan GamerUZ seriyasidagi <strong>Gamer</strong> tarifini ishga tushirdik.</p><ul><li>kechayu kunduz trafik cheklovisiz 300 Mbit/s tezlik;</li><li>TAS-IX resurslariga 500 Mbit/s gacha;</li><li>oʻyin trafigiga ustuvorlik va Yevropadagi serverlargacha optimallashtirilgan marshrutlar;</li><li>statik IP-manzil abonent toʻloviga kiritilgan.</li></ul><p>Abonent toʻlovi — oyiga 299 000 soʻm, bir martalik roʻyxatdan oʻtish toʻlovi — 45 000 soʻm.</p>',
    },
    image: '/images/news/gamer-tariff.webp',
    publishedAt: new Date('2026-02-10T10:00:00+05:00'),
  },
  {
    title: {
      rus: 'Оптика пришла в Сергели: подключаем 7-й и 8-й кварталы',
      uzb: 'Optika Sergeliga yetib keldi: 7- va 8-mavzelarni ulayapmiz',
    },
    summary: {
      rus: 'Более 60 многоквартирных домов Сергелийского района подключены к сети FTTx.',
      uzb: 'Sergeli tumanidagi 60 dan ortiq koʻp qavatli uy FTTx tarmogʻiga ulandi.',
    },
    body: {
      rus: '<p>Завершён первый этап строительства волоконно-оптической сети в Сергелийском районе. Теперь жителям 7-го и 8-го кварталов доступны все домашние тарифы со скоростью до 300 Мбит/с.</p><p>Проверьте свой адрес на странице <strong>«Зона покрытия»</strong> и оставьте заявку — мастер приедет в течение двух рабочих дней.</p><p>До конца месяца подключение в новых домах — <strong>бесплатно</strong>.</p>',
      uzb: '<p>Sergeli tumanida optik tolali tarmoq qurilishining birinchi bosqichi yakunlandi. Endi 7- va 8-mavze aholisi 300 Mbit/s gacha tezlikdagi barcha uy tariflaridan foydalanishi mumkin.</p><p>Manzilingizni <strong>«Qamrov hududi»</strong> sahifasida tekshiring va ariza qoldiring — usta ikki ish kuni ichida keladi.</p><p>Oy oxirigacha yangi uylarda ulanish <strong>bepul</strong>.</p>',
    },
    image: '/images/news/fiber-sergeli.webp',
    publishedAt: new Date('2026-03-05T11:00:00+05:00'),
  },
  {
    title: {
      rus: 'Режим работы в дни праздника Рамазан хайит',
      uzb: 'Ramazon hayiti kunlaridagi ish tartibi',
    },
    summary: {
      rus: 'Офисы продаж не работают в праздничные дни, поддержка абонентов доступна круглосуточно.',
      uzb: 'Bayram kunlari savdo ofislari ishlamaydi, abonentlarni qoʻllab-quvvatlash kecha-kunduz ishlaydi.',
    },
    body: {
      rus: '<p>Поздравляем всех абонентов с праздником Рамазан хайит!</p><p>В официальные праздничные дни офисы продаж закрыты. Колл-центр <strong>+998 71 200 00 00</strong> работает круглосуточно, выезды мастеров по авариям выполняются в обычном режиме.</p>',
      uzb: '<p>Barcha abonentlarni Ramazon hayiti bilan tabriklaymiz!</p><p>Rasmiy bayram kunlarida savdo ofislari yopiq. Call-markaz <strong>+998 71 200 00 00</strong> kecha-kunduz ishlaydi, avariyalar boʻyicha ustalar odatiy tartibda chiqadi.</p>',
    },
    image: '/images/news/holiday-schedule.webp',
    publishedAt: new Date('2026-03-18T09:00:00+05:00'),
  },
  {
    title: {
      rus: 'В пакетах IPTV — 12 новых каналов',
      uzb: 'IPTV paketlarida 12 ta yangi kanal',
    },
    summary: {
      rus: 'Добавлены познавательные, детские и спортивные каналы, в том числе в качестве HD.',
      uzb: 'Maʼrifiy, bolalar va sport kanallari, jumladan HD sifatda qoʻshildi.',
    },
    body: {
      rus: '<p>С 1 мая в пакете <strong>«Стандарт»</strong> появились Da Vinci, Animal Planet, Nickelodeon, Mahalla и Renessans TV. Пакет <strong>VIP</strong> пополнился HD-версиями Eurosport, National Geographic и Discovery Channel, а также премиальными киноканалами.</p><ul><li>новые каналы доступны без доплаты на всех ТВ-тарифах;</li><li>чтобы они появились в списке, перезапустите приставку или приложение.</li></ul>',
      uzb: '<p>1-maydan boshlab <strong>«Standart»</strong> paketida Da Vinci, Animal Planet, Nickelodeon, Mahalla va Renessans TV paydo boʻldi. <strong>VIP</strong> paketi Eurosport, National Geographic va Discovery Channel kanallarining HD versiyalari hamda premium kino kanallari bilan toʻldirildi.</p><ul><li>yangi kanallar barcha TV tariflarida qoʻshimcha toʻlovsiz mavjud;</li><li>ular roʻyxatda paydo boʻlishi uchun pristavka yoki ilovani qayta ishga tushiring.</li></ul>',
    },
    image: '/images/news/iptv-channels.webp',
    publishedAt: new Date('2026-05-01T10:00:00+05:00'),
  },
  {
    title: {
      rus: 'Плановые работы на магистральном узле Юнусабада',
      uzb: 'Yunusobod magistral tugunida rejalashtirilgan ishlar',
    },
    summary: {
      rus: '16 июня с 02:00 до 05:00 возможны кратковременные перерывы связи в Юнусабадском районе.',
      uzb: '16-iyun kuni soat 02:00 dan 05:00 gacha Yunusobod tumanida qisqa muddatli uzilishlar boʻlishi mumkin.',
    },
    body: {
      rus: '<p>Мы заменяем оборудование магистрального узла, чтобы увеличить пропускную способность сети района в четыре раза.</p><ul><li><strong>Когда:</strong> 16 июня, с 02:00 до 05:00;</li><li><strong>Где:</strong> Юнусабадский район, кварталы 4–19;</li><li><strong>Что ожидать:</strong> перерывы связи до 15 минут.</li></ul><p>Приносим извинения за временные неудобства.</p>',
      uzb: '<p>Tuman tarmogʻining oʻtkazish qobiliyatini toʻrt barobar oshirish uchun magistral tugun uskunalarini almashtiramiz.</p><ul><li><strong>Qachon:</strong> 16-iyun, 02:00 dan 05:00 gacha;</li><li><strong>Qayerda:</strong> Yunusobod tumani, 4–19-mavzelar;</li><li><strong>Nima kutish kerak:</strong> 15 daqiqagacha aloqa uzilishlari.</li></ul><p>Vaqtinchalik noqulayliklar uchun uzr soʻraymiz.</p>',
    },
    image: '/images/news/maintenance.webp',
    publishedAt: new Date('2026-06-12T15:00:00+05:00'),
  },
];
