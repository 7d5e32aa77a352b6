/** Frequently asked questions and their answers. */
import type { faq } from './table';
import type { Localized } from '@/lib/platform/db/schema/localized';

const ITEMS: { question: Localized; answer: Localized }[] = [
  {
    question: { rus: 'Как подключиться к интернету?', uzb: 'Internetga qanday ulanish mumkin?' },
    answer: {
      rus: 'Проверьте свой адрес на странице «Зона покрытия», выберите тариф и оставьте заявку на сайте или позвоните по номеру +998 71 200 00 00. Специалист свяжется с вами в течение 24 часов и согласует время визита мастера.',
      uzb: '«Qamrov hududi» sahifasida manzilingizni tekshiring, tarifni tanlang va saytda ariza qoldiring yoki +998 71 200 00 00 raqamiga qoʻngʻiroq qiling. Mutaxassis 24 soat ichida siz bilan bogʻlanib, usta tashrifi vaqtini kelishib oladi.',
    },
  },
  {
    question: { rus: 'Какие документы нужны для подключения?', uzb: 'Ulanish uchun qanday hujjatlar kerak?' },
    answer: {
      rus: 'Физическим лицам достаточно паспорта или ID-карты владельца или прописанного жильца. Юридическим лицам нужны свидетельство о регистрации, доверенность и паспорт представителя. Полный список — на странице «Документы для подключения».',
      uzb: 'Jismoniy shaxslarga egasining yoki roʻyxatda turgan yashovchining pasporti yoki ID-kartasi yetarli. Yuridik shaxslarga roʻyxatdan oʻtganlik guvohnomasi, ishonchnoma va vakilning pasporti kerak. Toʻliq roʻyxat «Ulanish uchun hujjatlar» sahifasida.',
    },
  },
  {
    question: { rus: 'Как оплатить интернет?', uzb: 'Internet uchun qanday toʻlash mumkin?' },
    answer: {
      rus: 'Через экспресс-оплату на сайте (Payme, Click, Uzum, Paynet, Oson, Apelsin) по префиксу и логину, в мобильном приложении, в платёжных терминалах или в кассе любого нашего офиса. Деньги поступают на счёт в течение нескольких минут.',
      uzb: 'Saytdagi tezkor toʻlov orqali (Payme, Click, Uzum, Paynet, Oson, Apelsin) prefiks va login boʻyicha, mobil ilovada, toʻlov terminallarida yoki istalgan ofisimiz kassasida. Pul bir necha daqiqada hisobga tushadi.',
    },
  },
  {
    question: { rus: 'Что такое префикс и логин?', uzb: 'Prefiks va login nima?' },
    answer: {
      rus: 'Префикс обозначает тип подключения (например, x — FTTx, he — ADSL, ge — GPON), логин — номер вашего лицевого счёта. Оба указаны в договоре и в личном кабинете.',
      uzb: 'Prefiks ulanish turini bildiradi (masalan, x — FTTx, he — ADSL, ge — GPON), login esa shaxsiy hisob raqamingiz. Ikkalasi ham shartnomada va shaxsiy kabinetda koʻrsatilgan.',
    },
  },
  {
    question: { rus: 'Что такое TAS-IX?', uzb: 'TAS-IX nima?' },
    answer: {
      rus: 'TAS-IX — точка обмена трафиком между провайдерами Узбекистана. Сайты и сервисы внутреннего сегмента (kun.uz, olx.uz, my.gov.uz и другие) открываются на повышенной скорости, а их трафик бесплатен и не расходует лимит тарифа.',
      uzb: 'TAS-IX — Oʻzbekiston provayderlari oʻrtasidagi trafik almashish nuqtasi. Ichki segment saytlari va servislari (kun.uz, olx.uz, my.gov.uz va boshqalar) yuqori tezlikda ochiladi, ularning trafigi bepul va tarif limitini sarflamaydi.',
    },
  },
  {
    question: {
      rus: 'Как проверить, относится ли сайт к TAS-IX?',
      uzb: 'Sayt TAS-IX ga tegishli ekanini qanday tekshirish mumkin?',
    },
    answer: {
      rus: 'Откройте страницу «Проверка TAS-IX» и введите адрес сайта или IP-адрес. Список ресурсов внутреннего сегмента также опубликован на странице «Внутренние ресурсы».',
      uzb: '«TAS-IX tekshiruvi» sahifasini oching va sayt manzili yoki IP-manzilni kiriting. Ichki segment resurslari roʻyxati «Ichki resurslar» sahifasida ham eʼlon qilingan.',
    },
  },
  {
    question: { rus: 'Какие настройки нужны для ADSL-модема?', uzb: 'ADSL modem uchun qanday sozlamalar kerak?' },
    answer: {
      rus: 'Тип подключения PPPoE, VPI/VCI — 0/33, инкапсуляция LLC. Логин и пароль указаны в договоре. Если модем не подключается, позвоните в поддержку — мастер поможет с настройкой по телефону.',
      uzb: 'Ulanish turi PPPoE, VPI/VCI — 0/33, inkapsulyatsiya LLC. Login va parol shartnomada koʻrsatilgan. Agar modem ulanmasa, yordam xizmatiga qoʻngʻiroq qiling — usta telefon orqali sozlashga yordam beradi.',
    },
  },
  {
    question: { rus: 'Как сменить тариф?', uzb: 'Tarifni qanday oʻzgartirish mumkin?' },
    answer: {
      rus: 'Сменить тариф можно в личном кабинете, в мобильном приложении или по звонку в колл-центр. Новый тариф начинает действовать с начала следующего расчётного месяца; переход на более быстрый тариф можно выполнить сразу с перерасчётом.',
      uzb: 'Tarifni shaxsiy kabinetda, mobil ilovada yoki call-markazga qoʻngʻiroq qilib oʻzgartirish mumkin. Yangi tarif keyingi hisob oyining boshidan amal qiladi; tezroq tarifga qayta hisob-kitob bilan darhol oʻtish mumkin.',
    },
  },
  {
    question: {
      rus: 'Интернет отключили за неуплату. Что делать?',
      uzb: 'Toʻlov qilinmagani uchun internet oʻchirildi. Nima qilish kerak?',
    },
    answer: {
      rus: 'Пополните баланс в личном кабинете или через любую платёжную систему на странице «Оплата». Доступ восстановится автоматически в течение 5–10 минут после поступления платежа. Если этого не произошло, перезагрузите роутер.',
      uzb: 'Balansni shaxsiy kabinetda yoki «Toʻlov» sahifasidagi istalgan toʻlov tizimi orqali toʻldiring. Toʻlov tushgandan keyin 5–10 daqiqa ichida kirish avtomatik tiklanadi. Agar bu sodir boʻlmasa, routerni qayta yoqing.',
    },
  },
  {
    question: { rus: 'Как получить статический IP-адрес?', uzb: 'Statik IP-manzilni qanday olish mumkin?' },
    answer: {
      rus: 'Для домашних абонентов статический IP подключается как дополнительная услуга в личном кабинете или в офисе. На тарифе Gamer и на всех корпоративных тарифах статический IP уже включён в стоимость.',
      uzb: 'Uy abonentlari uchun statik IP shaxsiy kabinetda yoki ofisda qoʻshimcha xizmat sifatida ulanadi. Gamer tarifida va barcha korporativ tariflarda statik IP narxga kiritilgan.',
    },
  },
  {
    question: { rus: 'Что такое «Бесплатные ночи»?', uzb: '«Bepul tunlar» nima?' },
    answer: {
      rus: 'Это услуга для тарифов с лимитом трафика: с 01:00 до 07:00 трафик не учитывается, интернет ночью безлимитный. Подключается в личном кабинете.',
      uzb: 'Bu trafik limiti boʻlgan tariflar uchun xizmat: 01:00 dan 07:00 gacha trafik hisobga olinmaydi, tunda internet cheksiz. Shaxsiy kabinetda ulanadi.',
    },
  },
  {
    question: { rus: 'Можно ли взять роутер в аренду?', uzb: 'Routerni ijaraga olish mumkinmi?' },
    answer: {
      rus: 'Да. Роутеры сдаются в аренду от 25 000 сум в месяц, арендная плата списывается вместе с абонентской. Неисправный арендный роутер мы заменим бесплатно. Также роутер можно купить — каталог на странице «Wi-Fi роутеры».',
      uzb: 'Ha. Routerlar oyiga 25 000 soʻmdan ijaraga beriladi, ijara haqi abonent toʻlovi bilan birga yechiladi. Nosoz ijara routerini bepul almashtiramiz. Routerni sotib olish ham mumkin — katalog «Wi-Fi routerlar» sahifasida.',
    },
  },
  {
    question: { rus: 'Как работает акция «Приведи соседа»?', uzb: '«Qoʻshningni olib kel» aksiyasi qanday ishlaydi?' },
    answer: {
      rus: 'Когда сосед подключается по вашей рекомендации и указывает ваш логин в заявке, мы зачисляем на ваш счёт до 100% его абонентской платы за первый месяц.',
      uzb: 'Qoʻshningiz tavsiyangiz bilan ulanib, arizada loginingizni koʻrsatsa, uning birinchi oy abonent toʻlovining 100% gacha qismini hisobingizga oʻtkazamiz.',
    },
  },
  {
    question: {
      rus: 'Медленно работает интернет. Что проверить?',
      uzb: 'Internet sekin ishlayapti. Nimani tekshirish kerak?',
    },
    answer: {
      rus: 'Подключите компьютер к роутеру кабелем и измерьте скорость. Если по кабелю скорость соответствует тарифу, дело в Wi-Fi: перенесите роутер ближе или используйте диапазон 5 ГГц. Если скорость низкая и по кабелю — перезагрузите роутер и позвоните в поддержку.',
      uzb: 'Kompyuterni routerga kabel orqali ulang va tezlikni oʻlchang. Agar kabel orqali tezlik tarifga mos boʻlsa, muammo Wi-Fi da: routerni yaqinroq joylashtiring yoki 5 GGs diapazonidan foydalaning. Kabel orqali ham tezlik past boʻlsa — routerni qayta yoqing va yordam xizmatiga qoʻngʻiroq qiling.',
    },
  },
  {
    question: {
      rus: 'Можно ли приостановить услугу на время отъезда?',
      uzb: 'Ketib qolgan vaqtda xizmatni toʻxtatib turish mumkinmi?',
    },
    answer: {
      rus: 'Да, услугу «Резерв порта» можно подключить на срок от 1 до 3 месяцев. Абонентская плата в это время не списывается, взимается только небольшая плата за сохранение порта.',
      uzb: 'Ha, «Portni zaxiralash» xizmatini 1 oydan 3 oygacha muddatga ulash mumkin. Bu vaqtda abonent toʻlovi yechilmaydi, faqat portni saqlab qolish uchun kichik toʻlov olinadi.',
    },
  },
  {
    question: {
      rus: 'Работает ли поддержка ночью и в выходные?',
      uzb: 'Yordam xizmati tunda va dam olish kunlari ishlaydimi?',
    },
    answer: {
      rus: 'Колл-центр +998 71 200 00 00 работает круглосуточно и без выходных. Офисы продаж принимают посетителей с понедельника по пятницу с 9:00 до 18:00.',
      uzb: '+998 71 200 00 00 call-markazi kecha-kunduz va dam olish kunlarisiz ishlaydi. Savdo ofislari dushanbadan jumagacha 9:00 dan 18:00 gacha mijozlarni qabul qiladi.',
    },
  },
];

/** FAQ rows in display order. */
export const FAQ_ITEMS: (typeof faq.$inferInsert)[] = ITEMS.map((item, position) => ({ ...item, position }));
