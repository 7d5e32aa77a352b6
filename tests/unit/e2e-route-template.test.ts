import { describe, expect, it } from 'vitest';
import { isTemplateInstance, routeTemplateOf } from '../../e2e/helpers/route-template';

// The accessibility sweep analyses one instance per template at 1280 px: a page of its own taken for
// an instance would go unchecked at that width.
describe('the e2e sweep finds the route folder that serves a path', () => {
  it.each([
    ['/rus', '[lang]'],
    ['/uzb/tariff', '[lang]/tariff'],
    ['/rus/tariff/series', '[lang]/tariff/series'],
    ['/rus/additional_services/iptv', '[lang]/additional_services/iptv'],
    ['/rus/app/privacy_policy', '[lang]/app/privacy_policy'],
  ])('%s is a page of its own (%s)', (path, route) => {
    expect(routeTemplateOf(path)).toBe(route);
    expect(isTemplateInstance(path)).toBe(false);
  });

  it.each([
    ['/rus/news/12', '[lang]/news/[id]'],
    ['/uzb/tariff/NIHOL-100', '[lang]/tariff/[code]'],
    ['/rus/tariff/series/nihol', '[lang]/tariff/series/[[...id]]'],
    ['/rus/additional_services/wifi_routers', '[lang]/additional_services/[id]'],
    ['/uzb/corporate/vpn', '[lang]/corporate/[id]'],
  ])('%s is an instance of %s', (path, route) => {
    expect(routeTemplateOf(path)).toBe(route);
    expect(isTemplateInstance(path)).toBe(true);
  });
});
