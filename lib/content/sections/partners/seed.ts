/** Partners shown on the partners page. */
import type { partners } from './table';

/** Equipment vendors and payment systems the company works with. */
export const PARTNERS: (typeof partners.$inferInsert)[] = [
  {
    name: { rus: 'Payme — платёжный сервис', uzb: 'Payme — toʻlov xizmati' },
    logo: '/images/partners/payme.svg',
    href: 'https://payme.uz',
  },
  {
    name: { rus: 'Click — платёжная система', uzb: 'Click — toʻlov tizimi' },
    logo: '/images/partners/click.svg',
    href: 'https://click.uz',
  },
  {
    name: { rus: 'TAS-IX — точка обмена трафиком', uzb: 'TAS-IX — trafik almashish nuqtasi' },
    logo: '/images/partners/tasix.svg',
    href: 'https://tas-ix.uz',
  },
  {
    name: { rus: 'FiberLink — поставщик оптического кабеля', uzb: 'FiberLink — optik kabel yetkazib beruvchi' },
    logo: '/images/partners/fiberlink.svg',
    href: 'https://fiberlink.uz',
  },
  {
    name: { rus: 'NetEquip — сетевое оборудование', uzb: 'NetEquip — tarmoq uskunalari' },
    logo: '/images/partners/netequip.svg',
    href: 'https://netequip.uz',
  },
  {
    name: { rus: 'SmartHome Asia — умный дом', uzb: 'SmartHome Asia — aqlli uy' },
    logo: '/images/partners/smarthome.svg',
    href: 'https://smarthome.asia',
  },
].map((partner, position) => ({ ...partner, position }));
