import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { navigateTo, preloadLink } from '../lib/navigation';

type PageLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A link to an in-app path that does not need React Router's code: a plain anchor (so it opens in a new tab, is
 * crawlable and works before any script) whose ordinary click navigates in place with the active router
 * (lib/navigation.ts), and whose hover or focus starts the target page's code and data (app/route-preload.ts,
 * through lib/navigation.ts).
 * The public site uses it; signed-in pages keep React Router's Link.
 */
export function PageLink({ to, onClick, onMouseEnter, onFocus, ref, ...rest }: PageLinkProps) {
  const click = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    if (rest.target && rest.target !== '_self') return;
    e.preventDefault();
    navigateTo(to);
  };
  return (
    <a
      ref={ref}
      href={to}
      {...rest}
      onClick={click}
      onMouseEnter={(e) => {
        onMouseEnter?.(e);
        preloadLink(to);
      }}
      onFocus={(e) => {
        onFocus?.(e);
        preloadLink(to);
      }}
    />
  );
}
