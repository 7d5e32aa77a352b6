/** All static_components rows: `map` rows hold one localized text, `list` rows an array of records. */
import type { staticComponents } from '../table';
import { CHANNEL_PACKAGES } from './channels';
import { ADDITIONAL_SERVICES } from './additional-services';
import { APP_POLICY_TEXT } from './app-policy-text';
import { CORPORATE_REASONS } from './corporate-reasons';
import { CORPORATE_SERVICES } from './corporate-services';
import { DIRECTORS } from './directors';
import { DOCUMENTS } from './documents';
import { INTERNAL_RESOURCES } from './internal-resources';
import { LICENCES } from './licences';
import { OFFER_TEXT } from './offer-text';
import { OFFICES } from './offices';
import { PAYMENT_ALTERNATIVES } from './payments';
import { POLICY_TEXT } from './policy-text';
import { SMART_SPEAKERS } from './smart-speakers';
import { SHORT_TEXTS } from './texts';
import { VALUES } from './values';
import { WIFI_ROUTERS } from './wifi-routers';

type StaticRow = typeof staticComponents.$inferInsert;

const MAPS = { ...SHORT_TEXTS, offer_text: OFFER_TEXT, policy_text: POLICY_TEXT, app_policy_text: APP_POLICY_TEXT };

const LISTS: Record<string, unknown[]> = {
  offices: OFFICES,
  licences: LICENCES,
  directors: DIRECTORS,
  values: VALUES,
  wifi_routers: WIFI_ROUTERS,
  smart_speakers: SMART_SPEAKERS,
  additional_services: ADDITIONAL_SERVICES,
  corporate_services: CORPORATE_SERVICES,
  corporate_reasons: CORPORATE_REASONS,
  documents: DOCUMENTS,
  internal_resources: INTERNAL_RESOURCES,
  payment_alternatives: PAYMENT_ALTERNATIVES,
  channel_packages: CHANNEL_PACKAGES,
  // Tariffs shown with the 'popular' badge, by billing's tariff code.
  popular_tariffs: [{ code: 'orange' }, { code: 'grand-day-200' }],
};

/** Rows for static_components, maps first. */
export const STATIC_COMPONENTS: StaticRow[] = [
  ...Object.entries(MAPS).map(([key, value]): StaticRow => ({ key, kind: 'map', value })),
  ...Object.entries(LISTS).map(([key, value]): StaticRow => ({ key, kind: 'list', value })),
];
