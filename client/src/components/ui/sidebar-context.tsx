import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from "react";
import { useIsMobile } from "@/hooks/use-mobile";
import { SIDEBAR_KEYBOARD_SHORTCUT, SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON } from "@shared/constants";
import { cn } from "@/lib/utils";
import { parseSidebarCookie, serializeSidebarCookie } from "./sidebar-cookie";

export interface SidebarContextValue {
  state: "expanded" | "collapsed";
  open: boolean;
  setOpen: (open: boolean) => void;
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggleSidebar: () => void;
  /** The header's toggle (SidebarTrigger): where focus returns when the phone's sheet closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const ctx = useContext(SidebarContext);
  if (!ctx) throw new Error("useSidebar must be used inside SidebarProvider");
  return ctx;
}

function readInitialOpen(defaultOpen: boolean): boolean {
  if (typeof document === "undefined") return defaultOpen;
  return parseSidebarCookie(document.cookie) ?? defaultOpen;
}

export function SidebarProvider({
  defaultOpen = true,
  className,
  style,
  children,
}: {
  defaultOpen?: boolean;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const isMobile = useIsMobile();
  const [openMobile, setOpenMobile] = useState(false);
  const [open, setOpenState] = useState(() => readInitialOpen(defaultOpen));
  const triggerRef = useRef<HTMLButtonElement | null>(null);

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    document.cookie = serializeSidebarCookie(next);
  }, []);

  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((v) => !v);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  // Ctrl+B (Cmd+B on macOS) toggles the sidebar from anywhere.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        toggleSidebar();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggleSidebar]);

  // Leaving the mobile layout with the sheet open would leave a focus trap behind.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- closing the sheet is a reaction to the viewport leaving the phone layout
    if (!isMobile) setOpenMobile(false);
  }, [isMobile]);

  const value = useMemo<SidebarContextValue>(
    () => ({ state: open ? "expanded" : "collapsed", open, setOpen, openMobile, setOpenMobile, isMobile, toggleSidebar, triggerRef }),
    [open, setOpen, openMobile, isMobile, toggleSidebar],
  );

  return (
    <SidebarContext.Provider value={value}>
      <div
        style={{ "--sidebar-width": SIDEBAR_WIDTH, "--sidebar-width-icon": SIDEBAR_WIDTH_ICON, ...style } as CSSProperties}
        className={cn("group/sidebar-wrapper flex min-h-svh w-full has-data-[variant=inset]:bg-sidebar", className)}
      >
        {children}
      </div>
    </SidebarContext.Provider>
  );
}
