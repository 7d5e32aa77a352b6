/** Types of route-template.mjs. */
export class RouteTemplates {
  constructor(routes: { page: string; regex: string }[]);
  static fromBuild(dir: string): RouteTemplates;
  match(url: string): string;
}
