/** Company leadership. */
import type { Director } from '../types';

/** Leaders shown on the About page: a name card each until staff upload a photo (image). */
export const DIRECTORS: Director[] = [
  {
    id: 'ceo',
    name: { rus: 'Рустам Каримов', uzb: 'Rustam Karimov' },
    position: { rus: 'Генеральный директор', uzb: 'Bosh direktor' },
    image: '',
    bio: {
      rus: 'В TashNet с 2004 года: начинал инженером сети, с 2015 года руководит компанией.',
      uzb: '2004 yildan TashNetda: tarmoq muhandisi sifatida boshlagan, 2015 yildan kompaniyaga rahbarlik qiladi.',
    },
  },
  {
    id: 'cto',
    name: { rus: 'Дилшод Юсупов', uzb: 'Dilshod Yusupov' },
    position: { rus: 'Технический директор', uzb: 'Texnik direktor' },
    image: '',
    bio: {
      rus: 'Отвечает за оптическую сеть, узлы доступа и подключение к TAS-IX.',
      uzb: 'Optik tarmoq, kirish tugunlari va TAS-IXga ulanish uchun javobgar.',
    },
  },
  {
    id: 'cco',
    name: { rus: 'Нилуфар Ахмедова', uzb: 'Nilufar Ahmedova' },
    position: { rus: 'Коммерческий директор', uzb: 'Tijorat direktori' },
    image: '',
    bio: {
      rus: 'Руководит продажами, офисами и колл-центром, отвечает за тарифы и акции.',
      uzb: 'Savdo, ofislar va call-markazga rahbarlik qiladi, tariflar va aksiyalar uchun javobgar.',
    },
  },
  {
    id: 'cfo',
    name: { rus: 'Сергей Ким', uzb: 'Sergey Kim' },
    position: { rus: 'Финансовый директор', uzb: 'Moliya direktori' },
    image: '',
    bio: {
      rus: 'Ведёт финансы и расчёты с абонентами и партнёрами.',
      uzb: 'Moliya hamda abonentlar va hamkorlar bilan hisob-kitoblarni yuritadi.',
    },
  },
];
