import { createElement, forwardRef, type ForwardRefExoticComponent, type RefAttributes, type SVGProps } from 'react';

/**
 * Switch RENDER_LUCIDE_ICONS (app/render/switches.ts). Stands in for lucide-react's
 * `createLucideIcon`: vite/lucide-static-icons.ts resolves the icon modules' import of it here.
 * The same `<svg>` with the same attributes and classes (`lucide lucide-<name>`, aria-hidden
 * unless labelled), but the shapes inside it are one precomputed markup string
 * (`dangerouslySetInnerHTML`) instead of a React element per path built on every render.
 * lucide-react 1.79 builds each icon through `buildLucideIconNode` (attribute objects spread
 * and reduced, classes split and merged, a context read): with ~50 icons on a page that was
 * 7-9 % of an uncached render's CPU (ADR 032). Hydration does not compare inner HTML, and a client
 * render sets the same markup (innerHTML on an `<svg>` parses in the SVG namespace).
 * An icon given children or `nonScalingStroke` (none in this app) renders its shapes as elements,
 * as lucide does. LucideProvider's context is not read (this app does not use it).
 * tests/unit/lucide-icon.test.ts compares the markup with lucide-react's own.
 *
 * What breaks it on an upgrade: lucide changing its markup (the unit test fails) or the
 * `../createLucideIcon.mjs` import of its icon modules (the plugin then resolves nothing and the
 * render-switches e2e test fails).
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
  nonScalingStroke?: boolean;
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
    { color, size, width, height, strokeWidth, absoluteStrokeWidth, nonScalingStroke, className, children, ...rest },
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
      strokeWidth: absoluteStrokeWidth ? (Number(stroke) * boxWidth) / Number(width ?? size ?? 24) : stroke,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
      className: classNameOf(className),
    };
    const labelled = Boolean(children) || hasA11yProp(rest);
    if (!labelled) props['aria-hidden'] = 'true';
    Object.assign(props, rest);
    if (children != null || nonScalingStroke) {
      const shapes = data.node.map(([tag, attrs]) =>
        createElement(tag, nonScalingStroke ? { vectorEffect: 'non-scaling-stroke', ...attrs } : attrs),
      );
      return createElement('svg', props, ...shapes, children);
    }
    inner ??= { __html: iconMarkup(data.node) };
    props.dangerouslySetInnerHTML = inner;
    return createElement('svg', props);
  });
  if (data.name) Component.displayName = pascal(data.name);
  return Component as Icon;
}
