import type { PickerParams } from '@/lib/visitors/tariffs/rank';

type NumberField = 'speed' | 'devices' | 'hours' | 'traffic';

/**
 * The picker's parameters as its form's fields hold them. A visitor on a slow phone can change the
 * server-rendered fields before the scripts run; React does not replay those changes, so the picker
 * reads them once after hydration. An empty number field is NaN, as `valueAsNumber` gives it.
 */
export function pickerParamsInForm(form: HTMLFormElement): PickerParams {
  const data = new FormData(form);
  const numberOf = (name: NumberField) => {
    const raw = String(data.get(name) ?? '').trim();
    return raw === '' ? Number.NaN : Number(raw);
  };
  return {
    place: data.get('place') === 'office' ? 'office' : 'home',
    speed: numberOf('speed'),
    unlimited: data.get('limit') === 'unlimited',
    devices: numberOf('devices'),
    hours: numberOf('hours'),
    traffic: numberOf('traffic'),
  };
}

/** Whether two parameter sets ask for the same thing (NaN, an empty field, equals NaN). */
export function sameParams(a: PickerParams, b: PickerParams): boolean {
  return (Object.keys(a) as (keyof PickerParams)[]).every((key) => Object.is(a[key], b[key]));
}
