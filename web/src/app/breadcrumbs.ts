import { matchPath } from 'react-router-dom';
import { fillPath } from '../../../shared/routes';
import { routeOf } from './access';
import { routeNamed } from './route-table';

export interface Crumb {
  text: string;
  href: string;
}

/**
 * The breadcrumbs of a page, from the route table: its parents up to the menu entry, each linked
 * with the parameters of the current path. Empty on menu pages and pages without a parent.
 * `label` names the current page instead of its title (a detail page's loaded name).
 */
export function breadcrumbsFor(pathname: string, label?: string): Crumb[] {
  const route = routeOf(pathname);
  if (!route?.parent) return [];
  const crumbs: Crumb[] = [{ text: label ?? route.title, href: pathname }];
  const matched = matchPath({ path: route.path, end: true }, pathname)?.params ?? {};
  let params = Object.fromEntries(Object.entries(matched).filter((e): e is [string, string] => e[1] !== undefined));
  for (let child = route; child.parent;) {
    const parent = routeNamed(child.parent);
    if (!parent) break;
    params = child.parentParams ? child.parentParams(params) : params;
    crumbs.unshift({ text: parent.menu?.label ?? parent.title, href: fillPath(parent.path, params) });
    child = parent;
  }
  return crumbs;
}
