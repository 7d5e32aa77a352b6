/** Shapes of the records held in the `list` rows of static_components. */
import type { Localized } from '@/lib/platform/db/schema/localized';

/** A sales office (B2C) or corporate sales office (B2B). */
export type Office = {
  id: string;
  group: 'b2c' | 'b2b';
  name: Localized;
  address: Localized;
  schedule: Localized;
  email: string;
  phones: string[];
  postalIndex: string;
  /** WGS 84 degrees, read by the contacts page's Yandex and Google Maps links. */
  coordinates: { lat: number; lon: number };
};

/** A licence held by the company. */
export type Licence = { id: string; description: Localized; date: string; validity: Localized };

/** A member of the leadership; `image` is an uploaded photo's path, or '' for a name card. */
export type Director = { id: string; name: Localized; position: Localized; image: string; bio: Localized };

/** A titled text card (company values, 'why us' reasons, payment alternatives). */
export type TextCard = { id: string; title: Localized; text: Localized };

/** Badge code of a router card: 'hit' Хит продаж, 'soon' Скоро в продаже, 'ending' Скоро закончится. */
export type RouterPlate = 'hit' | 'soon' | 'ending' | null;

/** A Wi-Fi router offered for sale or rent. */
export type WifiRouter = {
  id: string;
  title: string;
  image: string;
  characteristics: Localized[];
  prices: { buy: number; rentPerMonth?: number };
  plate: RouterPlate;
};

/** A smart speaker offered for sale. */
export type SmartSpeaker = {
  id: string;
  title: string;
  subtitle: Localized;
  image: string;
  model: string;
  color: Localized;
  characteristics: Localized[];
  specs: {
    interfaces: Localized;
    power: Localized;
    control: Localized;
    size: Localized;
    smartHome: Localized;
    microphones: Localized;
    zigbee: Localized;
    sound: Localized;
  };
  prices: { buy: number };
};

/** An additional (home) or corporate service; `body` is simple HTML; `price_from` the lowest price in so'm, null when free. */
export type ServiceCard = {
  id: string;
  title: Localized;
  summary: Localized;
  body: Localized;
  icon: string;
  price_from?: number | null;
};

/** Documents needed to connect with one technology for one kind of customer. */
export type DocumentSet = {
  id: string;
  technology: 'FTTx' | 'ADSL';
  audience: 'individual' | 'legal';
  items: Localized[];
};

/** A site of the domestic segment whose traffic is free (TAS-IX). */
export type InternalResource = { id: string; name: Localized; url: string; category: Localized };

/** An IPTV channel package. */
export type ChannelPackage = { id: 'standart' | 'vip'; name: Localized; channels: string[] };
