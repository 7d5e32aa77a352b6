import { describe, expect, it } from 'vitest';
import { buildingKey, districtKey } from '@/lib/visitors/interest/normalise';

describe('the building key of the interest list', () => {
  it('takes one building however a visitor writes it', () => {
    const key = buildingKey('Чиланзарский район', 'ул. Катартал', '12А');
    expect(buildingKey(' чиланзарский  РАЙОН ', 'улица Катартал', '12 а')).toBe(key);
    expect(buildingKey('Чиланзарский р-н', 'Катартал', 'д. 12a')).toBe(key);
    expect(buildingKey('Chilonzor tumani', 'Qatortol ko‘chasi', '12A')).toBe(
      buildingKey('Chilonzor', "Qatortol ko'chasi", '12 a'),
    );
    expect(buildingKey('Мирзо-Улугбекский район', 'Ёшлик', '3')).toBe(buildingKey('Мирзо-Улугбекский', 'Ешлик', '3'));
  });

  it('keeps different buildings apart', () => {
    const key = buildingKey('Чиланзарский район', 'ул. Катартал', '12');
    expect(buildingKey('Чиланзарский район', 'ул. Катартал', '12А')).not.toBe(key);
    expect(buildingKey('Чиланзарский район', 'ул. Катартал', '121')).not.toBe(key);
    expect(buildingKey('Юнусабадский район', 'ул. Катартал', '12')).not.toBe(key);
    expect(buildingKey('Чиланзарский район', 'ул. Лутфий', '12')).not.toBe(key);
  });

  it('names a district the same with or without the word district', () => {
    expect(districtKey('Yunusobod tumani')).toBe(districtKey('yunusobod'));
    expect(districtKey('Юнусабадский район')).not.toBe(districtKey('Yunusobod tumani'));
  });
});
