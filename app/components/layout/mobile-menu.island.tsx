import { hamburgerClass } from "./nav-styles";
import { lazy, Suspense, useRef, useState } from "react";
import { Icon } from "~/components/ui/icon";
import type { MenuPageProps } from "./mobile-menu";

const loadMobileMenu = () => import("./mobile-menu");
const MobileMenu = lazy(loadMobileMenu);

/** The hamburger (an island) and, loaded on the first tap, the full-screen menu it opens. */
export default function MobileMenuButton(page: MenuPageProps) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const hamburgerRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={hamburgerRef}
        type="button"
        className={hamburgerClass}
        aria-label={page.words.labels.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadMobileMenu()}
        onClick={() => {
          setRequested(true);
          setOpen((value) => !value);
        }}
      >
        <Icon name="menu" className="size-[28px]" aria-hidden="true" />
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <MobileMenu open={open} onOpenChange={setOpen} returnFocusTo={hamburgerRef} {...page} />
        </Suspense>
      ) : null}
    </>
  );
}
