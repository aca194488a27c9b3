import { type FocusEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";

/** Delay before a menu opened by hovering closes once the pointer leaves (spec 1: nav cleanup 200 ms). */
export const NAV_HOVER_CLOSE_MS = 200;
/** Menu id of the expanded mobile header; its container is the whole header. */
export const MOBILE_NAV = "mobile-nav";

type ElementRef = (element: HTMLElement | null) => void;

/** Open/close state of every header menu; one dropdown and one sub navigation open at a time. */
export interface HeaderMenus {
  /** The open dropdown (customer service or a top navigation item), or null. */
  openMenu: string | null;
  /** The open sub navigation (a section on mobile), or null. */
  openSection: string | null;
  /** Whether the mobile header's navigation is expanded. */
  navExpanded: boolean;
  toggleMenu(id: string): void;
  toggleSection(id: string): void;
  toggleNav(): void;
  /** Pointer entered a menu: open it (a later click on its button keeps it open). */
  hoverMenu(id: string): void;
  /** Pointer left a menu: a menu opened by hovering closes after NAV_HOVER_CLOSE_MS. */
  leaveMenu(id: string): void;
  closeAll(): void;
  /** Ref of the button that controls a menu: focus returns there on Escape. */
  buttonRef(id: string): ElementRef;
  /** Ref of the element holding a menu's button and panel: clicks outside it close the menu. */
  containerRef(id: string): ElementRef;
  /** Focus-out handler of a menu's container: closes the menu when focus moves out of it. */
  closeOnFocusOut(id: string): (event: FocusEvent<HTMLElement>) => void;
}

/**
 * Header menu state. Escape closes everything and returns focus to the button of the open menu
 * (or to the mobile menu button); a click outside closes; `resetKey` changing (navigation) closes.
 * Outside means outside on the click, not on the press: on a phone the open section pushes the ones
 * below it down, and closing it on the press (or on the focus change a press makes) moved the tapped
 * one from under the finger, so it took two taps. Focus leaving by keyboard still closes at once.
 */
export function useHeaderMenus(resetKey = ""): HeaderMenus {
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [openSection, setOpenSection] = useState<string | null>(null);
  const [navExpanded, setNavExpanded] = useState(false);
  const elements = useRef(new Map<string, HTMLElement>());
  const refs = useRef(new Map<string, ElementRef>());
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openedByHover = useRef(false);
  // The open menu as of the last change, for the document's click listener, which runs after the
  // click's own handler (a tap on another section) has opened that section.
  const currentMenu = useRef<string | null>(null);
  // A pointer is down: the focus change it causes waits for its click to decide.
  const pressing = useRef(false);

  const register = (key: string): ElementRef => {
    let ref = refs.current.get(key);
    if (!ref) {
      ref = (element) => {
        if (element) elements.current.set(key, element);
        else elements.current.delete(key);
      };
      refs.current.set(key, ref);
    }
    return ref;
  };

  const openOnly = useCallback((id: string | null) => {
    clearTimeout(hoverTimer.current);
    currentMenu.current = id;
    setOpenMenu(id);
    setOpenSection(null);
  }, []);

  const closeAll = useCallback(() => {
    openOnly(null);
    setNavExpanded(false);
  }, [openOnly]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the point of a new resetKey
  useEffect(() => closeAll(), [resetKey]);
  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  useEffect(() => {
    if (openMenu === null && openSection === null && !navExpanded) return;
    const onKeyDown = (event: KeyboardEvent) => {
      pressing.current = false;
      if (event.key !== "Escape") return;
      const owner = navExpanded ? MOBILE_NAV : openMenu;
      openOnly(null);
      setNavExpanded(false);
      if (owner) elements.current.get(`button:${owner}`)?.focus();
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      const outside = (id: string) => !elements.current.get(`container:${id}`)?.contains(target);
      pressing.current = false;
      const open = currentMenu.current;
      if (open !== null && outside(open)) openOnly(null);
      if (navExpanded && outside(MOBILE_NAV)) setNavExpanded(false);
    };
    const onPress = () => {
      pressing.current = true;
    };
    const onCancel = () => {
      pressing.current = false;
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("click", onClick);
    document.addEventListener("pointerdown", onPress, true);
    document.addEventListener("pointercancel", onCancel, true);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("click", onClick);
      document.removeEventListener("pointerdown", onPress, true);
      document.removeEventListener("pointercancel", onCancel, true);
    };
  }, [openMenu, openSection, navExpanded, openOnly]);

  // The same object while the menus' state stays the same, so the navigation (hundreds of links)
  // is not rendered again when something else in the header changes (the bag count, the visitor).
  // biome-ignore lint/correctness/useExhaustiveDependencies: register reads refs only
  return useMemo<HeaderMenus>(
    () => ({
      openMenu,
      openSection,
      navExpanded,
      toggleMenu(id) {
        if (openMenu === id && openedByHover.current) {
          // Opened by the pointer a moment ago (or a tap's emulated hover): the click pins it open.
          openedByHover.current = false;
          clearTimeout(hoverTimer.current);
          return;
        }
        openedByHover.current = false;
        openOnly(openMenu === id ? null : id);
      },
      toggleSection(id) {
        setOpenSection((current) => (current === id ? null : id));
      },
      toggleNav() {
        setNavExpanded((expanded) => !expanded);
        openOnly(null);
      },
      hoverMenu(id) {
        clearTimeout(hoverTimer.current);
        if (openMenu === id) return;
        openedByHover.current = true;
        openOnly(id);
      },
      leaveMenu(id) {
        if (openMenu !== id || !openedByHover.current) return;
        clearTimeout(hoverTimer.current);
        hoverTimer.current = setTimeout(() => {
          if (currentMenu.current === id) openOnly(null);
        }, NAV_HOVER_CLOSE_MS);
      },
      closeAll,
      buttonRef: (id) => register(`button:${id}`),
      containerRef: (id) => register(`container:${id}`),
      closeOnFocusOut: (id) => (event) => {
        const next = event.relatedTarget;
        if (pressing.current) return;
        if (openMenu === id && next instanceof Node && !event.currentTarget.contains(next)) openOnly(null);
      },
    }),
    [openMenu, openSection, navExpanded, openOnly, closeAll],
  );
}
