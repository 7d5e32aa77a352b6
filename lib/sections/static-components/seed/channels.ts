/** IPTV channel packages: 'standart' (about 130 channels) and 'vip' (standart plus premium and HD). */
import type { ChannelPackage } from '../types';

const UZBEK_CHANNELS = [
  "O'zbekiston", "O'zbekiston 24", 'Yoshlar', 'Toshkent', 'Sport', "Madaniyat va ma'rifat", "Dunyo bo'ylab",
  'Bolajon', 'Navo', 'Kinoteatr', 'Oilaviy', 'Mahalla', "O'zbekiston tarixi", 'UzReport TV', 'Sevimli', 'Milliy',
  "Zo'r TV", 'MY5', 'Renessans TV', 'Futbol TV', 'Dasturxon TV', 'Aqlvoy', 'Nurafshon TV', 'Andijon',
  'Buxoro', "Farg'ona", 'Jizzax', 'Namangan', 'Navoiy', 'Qashqadaryo', "Qoraqalpog'iston", 'Samarqand',
  'Sirdaryo', 'Surxondaryo', 'Xorazm',
];

const RUSSIAN_CHANNELS = [
  'Первый канал', 'Россия 1', 'Россия 24', 'Россия К', 'НТВ', 'РЕН ТВ', 'СТС', 'ТНТ', 'Пятница!', 'Домашний',
  'Звезда', 'Мир', 'Мир 24', 'ТВ Центр', 'Пятый канал', 'ТВ-3', 'Ю', 'Че', 'Карусель', 'Матч!', 'Матч! Страна',
  'РТР-Планета', 'Муз-ТВ', 'Ru.TV', 'Bridge TV', 'Жара', 'Шансон ТВ', 'Европа Плюс ТВ', 'Музыка Первого',
  'Дом кино', 'Время', 'Телекафе', 'Кухня ТВ', 'Моя планета', 'Наука', 'История', 'Охота и рыбалка',
  'Загородный', 'Поехали!', 'Доктор', 'Живи!', 'Победа', 'Мульт', 'Уникум', 'О!', 'Детский мир',
  'Индийское кино', 'Родное кино', 'Мужское кино', 'Кинокомедия', 'Киносерия', 'Кинохит',
];

const INTERNATIONAL_CHANNELS = [
  'Discovery Channel', 'Discovery Science', 'Investigation Discovery', 'TLC', 'Animal Planet',
  'National Geographic', 'Nat Geo Wild', 'Da Vinci', 'Viasat History', 'Viasat Explore', 'Viasat Nature',
  'Travel Channel', 'Eurosport 1', 'Eurosport 2', 'Cartoon Network', 'Nickelodeon', 'Nick Jr.', 'Boomerang',
  'Cartoonito', 'Jim Jam', 'Baby TV', 'Euronews', 'BBC World News', 'CNN International', 'Bloomberg TV',
  'CNBC', 'DW', 'France 24', 'Al Jazeera English', 'TRT World', 'Fashion TV', 'Mezzo', 'MTV Live',
  'Trace Urban', 'Food Network', 'Kazakh TV', 'Хабар', 'Беларусь 24', 'Outdoor Channel', 'Motorvision TV',
  'Extreme Sports', 'World Fashion Channel', 'Sony Channel',
];

const PREMIUM_CHANNELS = [
  'HBO', 'HBO 2', 'HBO 3', 'Cinemax', 'Amedia Premium', 'Amedia Hit', 'Amedia 1', 'Amedia 2', 'TV1000',
  'TV1000 Action', 'TV1000 Русское кино', 'Paramount Channel', 'Paramount Comedy', 'Sony Sci-Fi', 'Sony Turbo',
  'Star Cinema', 'Star Family', 'Кинопремьера', 'Русский иллюзион', 'Иллюзион+', 'FilmBox Arthouse', 'DocuBox',
  'Fast&FunBox', 'FightBox', 'Setanta Sports 1', 'Setanta Sports 2', 'Viasat Sport', 'Матч! Арена',
  'Матч! Футбол 1', 'Матч! Футбол 2', 'Матч! Футбол 3', 'Матч! Игра', 'Матч! Боец', 'КХЛ', 'Eurosport 4K',
];

const HD_VARIANTS = [
  "O'zbekiston HD", 'Sport HD', 'Первый канал HD', 'Россия 1 HD', 'НТВ HD', 'Матч! HD', 'Discovery Channel HD',
  'National Geographic HD', 'Nat Geo Wild HD', 'Animal Planet HD', 'Eurosport 1 HD', 'Eurosport 2 HD',
  'Da Vinci HD', 'Travel Channel HD', 'Mezzo Live HD', 'Fashion TV HD', 'Food Network HD', 'Setanta Sports HD',
];

/** Channels of the 'standart' package (Start, Comfort, Optima, Stream). */
export const STANDART_CHANNELS: string[] = [...UZBEK_CHANNELS, ...RUSSIAN_CHANNELS, ...INTERNATIONAL_CHANNELS];

/** Channels of the 'vip' package: the standart list plus premium and HD channels. */
export const VIP_CHANNELS: string[] = [...STANDART_CHANNELS, ...PREMIUM_CHANNELS, ...HD_VARIANTS];

/** The two channel packages, as stored in static_components under 'channel_packages'. */
export const CHANNEL_PACKAGES: ChannelPackage[] = [
  { id: 'standart', name: { rus: 'Стандарт', uzb: 'Standart' }, channels: STANDART_CHANNELS },
  { id: 'vip', name: { rus: 'VIP', uzb: 'VIP' }, channels: VIP_CHANNELS },
];
