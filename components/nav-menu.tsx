'use client';

import { Menu, Sparkles, X } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { isAnchorHref, isCurrentPage, renderedHref, type NavItem } from '@/lib/navigation';

const MENU_ID = 'glavni-meni';

/**
 * The navigation items: an inline list on large screens, a toggled menu on phones.
 * The only client part of the header: it needs the current path and the open state.
 */
export function NavMenu({ items }: { items: readonly NavItem[] }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    }
    function onPointerDown(event: PointerEvent) {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !toggleRef.current?.contains(target)) setOpen(false);
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="inline-flex size-12 items-center justify-center rounded-full text-ink hover:bg-sand lg:hidden"
        aria-expanded={open}
        aria-controls={MENU_ID}
        aria-label="Meni"
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
      </button>
      <ul
        ref={menuRef}
        id={MENU_ID}
        className={`${open ? 'flex' : 'hidden'} absolute inset-x-0 top-full flex-col gap-1 border-b border-line bg-warm-white px-4 pt-2 pb-5 shadow-soft lg:static lg:flex lg:flex-row lg:items-center lg:gap-1 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none`}
      >
        {items.map((item) => (
          <li key={item.href}>
            <NavLink item={item} current={isCurrentPage(pathname, item.href)} onChoose={close} />
          </li>
        ))}
      </ul>
    </>
  );
}

function NavLink({ item, current, onChoose }: { item: NavItem; current: boolean; onChoose: () => void }) {
  const className = item.isSpecial
    ? 'bg-gold-gradient shine mt-2 flex min-h-12 items-center justify-center rounded-full px-6 font-semibold text-ink shadow-soft lg:mt-0 lg:ml-3 lg:min-h-11'
    : `flex min-h-12 items-center gap-1.5 rounded-full px-4 text-base font-medium transition-colors hover:bg-sand lg:min-h-11 lg:px-3 lg:text-[0.95rem] ${
        current ? 'bg-sand text-gold-text' : 'text-ink'
      }`;
  const content = (
    <>
      {item.isHighlighted && <Sparkles aria-hidden="true" className="size-4 text-gold-start" />}
      {item.label}
    </>
  );

  // In-page anchors stay plain links so the browser scrolls to them (spec §2).
  if (isAnchorHref(item.href)) {
    return (
      <a href={item.href} className={className} onClick={onChoose}>
        {content}
      </a>
    );
  }
  return (
    <Link
      href={renderedHref(item.href)}
      className={className}
      aria-current={current ? 'page' : undefined}
      onClick={onChoose}
    >
      {content}
    </Link>
  );
}
