import { createElement, forwardRef, type ForwardRefExoticComponent, type RefAttributes, type SVGProps } from 'react';

/**
 * Stands in for lucide-react's `createLucideIcon` (switch RENDER_LUCIDE_ICONS: build/lucide-static-icons.ts
 * resolves the icon modules' import of it here): the same `<svg>` element with the same attributes and classes
 * (`lucide lucide-<name>`, aria-hidden unless labelled), but the shapes inside it are one
 * precomputed markup string (`dangerouslySetInnerHTML`) instead of a React element per path built
 * on every render. A page shows ~50 icons: lucide's way cost ~7 % of an uncached render (class
 * merging, attribute objects, ~110 child elements). Hydration does not compare inner HTML, and a
 * client render sets the same markup (innerHTML on an `<svg>` parses in the SVG namespace).
 * Only an icon given children (none in this app) renders its shapes as elements, as lucide does.
 */

type IconNode = [tag: string, attrs: Record<string, string | number>][];
interface IconData {
  name?: string;
  size?: number;
  width?: number;
  height?: number;
  node: IconNode;
  aliases?: string[];
}
export interface IconProps extends SVGProps<SVGSVGElement> {
  size?: string | number;
  absoluteStrokeWidth?: boolean;
}
type Icon = ForwardRefExoticComponent<Omit<IconProps, 'ref'> & RefAttributes<SVGSVGElement>>;

const escapeAttr = (v: string | number) => String(v).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The icon's shapes as markup, as React would write them (`key` is lucide's, not an attribute). */
export function iconMarkup(node: IconNode): string {
  let html = '';
  for (const [tag, attrs] of node) {
    html += `<${tag}`;
    for (const name in attrs) if (name !== 'key') html += ` ${name}="${escapeAttr(attrs[name]!)}"`;
    html += `></${tag}>`;
  }
  return html;
}

function hasA11yProp(props: Record<string, unknown>): boolean {
  for (const prop in props) {
    if ((prop.startsWith('aria-') || prop === 'role' || prop === 'title') && props[prop] != null) return true;
  }
  return false;
}

const pascal = (name: string) => name.replace(/(^|-)(\w)/g, (_m, _d: string, c: string) => c.toUpperCase());

export default function createLucideIcon(iconDataOrName: IconData | string, iconNode: IconNode = [], aliases: string[] = []): Icon {
  const data: IconData = typeof iconDataOrName === 'string' ? { name: iconDataOrName, node: iconNode, aliases } : iconDataOrName;
  const base = [
    'lucide',
    ...(data.name ? [`lucide-${data.name}`] : []),
    ...(data.aliases ?? []).filter((a) => typeof a === 'string' && a.trim() !== '').map((a) => `lucide-${a}`),
  ];
  const boxWidth = data.size ?? data.width ?? 24;
  const boxHeight = data.size ?? data.height ?? 24;
  const viewBox = `0 0 ${boxWidth} ${boxHeight}`;
  let inner: { __html: string } | undefined;
  // The merged class of each className the icon is given (a handful per icon in an app).
  const classes = new Map<string, string>();
  const classNameOf = (className: string | undefined) => {
    if (!className) return base.join(' ');
    let merged = classes.get(className);
    if (merged === undefined) {
      merged = [...new Set([...base, ...className.split(/\s+/).filter(Boolean)])].join(' ');
      if (classes.size < 100) classes.set(className, merged);
    }
    return merged;
  };

  const Component = forwardRef<SVGSVGElement, IconProps>(function LucideIcon(
    { color, size, width, height, strokeWidth, absoluteStrokeWidth, className, children, ...rest },
    ref,
  ) {
    const stroke = strokeWidth ?? 2;
    const props: Record<string, unknown> = {
      ref,
      xmlns: 'http://www.w3.org/2000/svg',
      width: width ?? size ?? 24,
      height: height ?? size ?? 24,
      viewBox,
      fill: 'none',
      stroke: color || 'currentColor',
      strokeWidth: absoluteStrokeWidth ? (Number(stroke) * boxWidth) / Number(size ?? width ?? 24) : stroke,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
      className: classNameOf(className),
    };
    const labelled = children != null || hasA11yProp(rest);
    if (!labelled) props['aria-hidden'] = 'true';
    Object.assign(props, rest);
    if (children != null) {
      return createElement('svg', props, ...data.node.map(([tag, attrs]) => createElement(tag, attrs)), children);
    }
    inner ??= { __html: iconMarkup(data.node) };
    props.dangerouslySetInnerHTML = inner;
    return createElement('svg', props);
  });
  if (data.name) Component.displayName = pascal(data.name);
  return Component as Icon;
}
