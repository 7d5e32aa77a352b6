/** Company leadership. */
import type { Director } from '../types';

/** Leaders shown on the About page; images are initials avatars. */
export const DIRECTORS: Director[] = [
  {
    id: 'ceo',
    name: { rus: 'Рустам Каримов', uzb: 'Rustam Karimov' },
    position: { rus: 'Генеральный директор', uzb: 'Bosh direktor' },
    image: '/images/team/rustam-karimov.webp',
  },
  {
    id: 'cto',
    name: { rus: 'Дилшод Юсупов', uzb: 'Dilshod Yusupov' },
    position: { rus: 'Технический директор', uzb: 'Texnik direktor' },
    image: '/images/team/dilshod-yusupov.webp',
  },
  {
    id: 'cco',
    name: { rus: 'Нилуфар Ахмедова', uzb: 'Nilufar Ahmedova' },
    position: { rus: 'Коммерческий директор', uzb: 'Tijorat direktori' },
    image: '/images/team/nilufar-ahmedova.webp',
  },
  {
    id: 'cfo',
    name: { rus: 'Сергей Ким', uzb: 'Sergey Kim' },
    position: { rus: 'Финансовый директор', uzb: 'Moliya direktori' },
    image: '/images/team/sergey-kim.webp',
  },
];
