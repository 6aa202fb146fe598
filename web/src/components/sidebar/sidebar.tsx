/**
 * A collapsible app sidebar on Ark UI + the Panda `sidebar` recipe (spec §9):
 * 16rem wide, collapsing to 3rem of icons with tooltips (700 ms delay, 300 ms
 * skip), Ctrl/Cmd+B toggles it, its open state is kept in a cookie for 7 days and
 * read on load; below 768 px it is an off-canvas sheet (18rem, a modal dialog).
 *
 * ```tsx
 * <SidebarProvider>
 *   <Sidebar title="Contractor Portal" icon={<Briefcase />} footer={<SidebarMenu>…</SidebarMenu>}>
 *     <SidebarGroup label="Management">
 *       <SidebarMenu>
 *         <SidebarLink to="/x" icon={<Home />} label="Home" current />
 *       </SidebarMenu>
 *     </SidebarGroup>
 *   </Sidebar>
 *   <SidebarInset><SidebarTrigger /> …page…</SidebarInset>
 * </SidebarProvider>
 * ```
 */
import { Portal } from '@ark-ui/react/portal';
import { Tooltip } from '@ark-ui/react/tooltip';
import { PanelLeft } from 'lucide-react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Link } from 'react-router-dom';
import { css, cx } from 'styled-system/css';
import { sidebar } from 'styled-system/recipes';
import {
  SIDEBAR_MOBILE_QUERY,
  SIDEBAR_TOOLTIP_OPEN_DELAY_MS,
  SIDEBAR_TOOLTIP_SKIP_DELAY_MS,
  initialSidebarOpen,
  isSidebarShortcut,
  writeSidebarCookie,
} from './sidebar-state';
import { SIDEBAR_COPY as C } from './sidebar-copy';
import { SurfaceContext } from './sidebar-surface';
import { onDemand } from '@/lib/on-demand';

const styles = sidebar();

export interface SidebarContextValue {
  /** Desktop: expanded (true) or collapsed to icons (false). */
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Phones: whether the sheet is showing. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  /** Expands/collapses on desktop, opens/closes the sheet on phones. */
  toggle: () => void;
  isMobile: boolean;
  state: 'expanded' | 'collapsed';
  panelId: string;
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

/** The phone sheet (an Ark dialog): loaded the first time a phone opens it. */
const sidebarSheet = onDemand(() => import('./sidebar-sheet'));

/** Loads the phone sheet now (test/setup.ts). */
export const loadSidebarSheet = sidebarSheet.load;

export function useSidebar(): SidebarContextValue {
  const value = useContext(SidebarContext);
  if (!value) throw new Error('useSidebar must be used within a SidebarProvider');
  return value;
}

function subscribeMedia(query: string) {
  return (onChange: () => void) => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  };
}

/** Whether a media query matches now (false where matchMedia is missing). */
function useMediaQuery(query: string): boolean {
  const subscribe = useMemo(() => subscribeMedia(query), [query]);
  return useSyncExternalStore(
    subscribe,
    () =>
      typeof window !== 'undefined' && typeof window.matchMedia === 'function'
        ? window.matchMedia(query).matches
        : false,
    () => false,
  );
}

export interface SidebarProviderProps {
  /** The state to start with when no cookie says otherwise (default expanded). */
  defaultOpen?: boolean;
  /** Ignore the cookie (catalogue and tests start in a known state). */
  ignoreCookie?: boolean;
  /** Phones: start with the sheet open (catalogue). */
  defaultOpenMobile?: boolean;
  children: ReactNode;
  className?: string;
}

/** Holds the sidebar state, the Ctrl/Cmd+B shortcut and the layout wrapper. */
export function SidebarProvider({
  defaultOpen = true,
  ignoreCookie = false,
  defaultOpenMobile = false,
  children,
  className,
}: SidebarProviderProps) {
  const [open, setOpenState] = useState(() =>
    ignoreCookie ? defaultOpen : initialSidebarOpen(defaultOpen),
  );
  const [openMobile, setOpenMobile] = useState(defaultOpenMobile);
  const isMobile = useMediaQuery(SIDEBAR_MOBILE_QUERY);
  const panelId = useId();

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    writeSidebarCookie(next);
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setOpenMobile((was) => !was);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  // Growing past the breakpoint with the sheet open: the panel takes over.
  const [wasMobile, setWasMobile] = useState(isMobile);
  if (wasMobile !== isMobile) {
    setWasMobile(isMobile);
    if (!isMobile && openMobile) setOpenMobile(false);
  }

  const state = open ? 'expanded' : 'collapsed';
  const value = useMemo<SidebarContextValue>(
    () => ({ open, setOpen, openMobile, setOpenMobile, toggle, isMobile, state, panelId }),
    [open, setOpen, openMobile, toggle, isMobile, state, panelId],
  );
  return (
    <SidebarContext.Provider value={value}>
      <div className={cx(styles.wrapper, className)} data-sidebar-state={state}>
        {children}
      </div>
    </SidebarContext.Provider>
  );
}

export interface SidebarProps {
  /** The sidebar's title ("Contractor Portal"); also its accessible name. */
  title: string;
  /** Shown before the title, and alone when collapsed. */
  icon?: ReactNode;
  /** The navigation (groups of links). */
  children: ReactNode;
  /** Below the navigation (e.g. Logout). */
  footer?: ReactNode;
}

/** The sidebar: a sticky panel from 768 px, an off-canvas sheet below. */
export function Sidebar({ title, icon, children, footer }: SidebarProps) {
  const { openMobile, setOpenMobile, panelId, state, isMobile } = useSidebar();
  const titleId = useId();
  const sheetOpen = openMobile && isMobile;
  const Sheet = sidebarSheet.useModule(sheetOpen)?.SidebarSheet;
  return (
    <>
      <SurfaceContext.Provider value="panel">
        <aside
          id={panelId}
          className={styles.panel}
          aria-labelledby={titleId}
          data-state={state}
          data-testid="sidebar-panel"
        >
          <div className={styles.panelInner}>
            <div className={styles.header}>
              {icon ? (
                <span aria-hidden="true" className={iconWrap}>
                  {icon}
                </span>
              ) : null}
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
            </div>
            <nav className={styles.content} aria-label={title}>
              {children}
            </nav>
            {footer ? <div className={styles.footer}>{footer}</div> : null}
          </div>
        </aside>
      </SurfaceContext.Provider>
      {Sheet ? (
        <Sheet
          open={sheetOpen}
          onOpenChange={setOpenMobile}
          icon={
            icon ? (
              <span aria-hidden="true" className={iconWrap}>
                {icon}
              </span>
            ) : null
          }
          title={title}
          footer={footer}
        >
          {children}
        </Sheet>
      ) : null}
    </>
  );
}

/** A 2.25rem square, so the icon stays put when the panel collapses to its 3rem rail. */
const iconWrap = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: '0',
  w: '9',
  h: '9',
  borderRadius: 'l2',
  bg: 'accent.subtle',
  color: 'accent.text',
  '& svg': { w: '4.5', h: '4.5' },
});

/** A labelled group of links ("Management", "Analytics"). */
export function SidebarGroup({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className={styles.group}>
      <div id={id} className={styles.groupLabel}>
        {label}
      </div>
      {children}
    </div>
  );
}

export function SidebarMenu({ children }: { children: ReactNode }) {
  return <ul className={styles.menu}>{children}</ul>;
}

/** Wraps an entry in a tooltip showing its label while the panel is collapsed to icons. */
function WithTooltip({ label, children }: { label: string; children: ReactElement }) {
  const surface = useContext(SurfaceContext);
  const { state } = useSidebar();
  const enabled = surface === 'panel' && state === 'collapsed';
  return (
    <Tooltip.Root
      openDelay={SIDEBAR_TOOLTIP_OPEN_DELAY_MS}
      closeDelay={SIDEBAR_TOOLTIP_SKIP_DELAY_MS}
      disabled={!enabled}
      positioning={{ placement: 'right', gutter: 8 }}
      lazyMount
      unmountOnExit
    >
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content className={styles.tooltip}>{label}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

export interface SidebarLinkProps {
  to: string;
  icon: ReactNode;
  label: string;
  /** The page shown now: `aria-current="page"` and the highlight. */
  current?: boolean;
}

/** Closes the phone sheet once one of its entries is chosen (nothing to do in the panel). */
function useCloseSheet(): () => void {
  const surface = useContext(SurfaceContext);
  const { setOpenMobile } = useSidebar();
  return () => {
    if (surface === 'sheet') setOpenMobile(false);
  };
}

/** An entry's icon (in a fixed box, so it stays put on the collapsed rail) and its label. */
function EntryContent({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <>
      <span aria-hidden="true" className={iconBox}>
        {icon}
      </span>
      <span className={styles.menuLabel}>{label}</span>
    </>
  );
}

/** A navigation entry. In the sheet, following it closes the sheet. */
export function SidebarLink({ to, icon, label, current = false }: SidebarLinkProps) {
  const closeSheet = useCloseSheet();
  return (
    <li>
      <WithTooltip label={label}>
        <Link
          to={to}
          className={styles.menuButton}
          aria-current={current ? 'page' : undefined}
          onClick={closeSheet}
        >
          <EntryContent icon={icon} label={label} />
        </Link>
      </WithTooltip>
    </li>
  );
}

export interface SidebarButtonProps {
  icon: ReactNode;
  label: string;
  onClick: () => void;
  disabled?: boolean;
}

/** An action entry (e.g. Logout). */
export function SidebarButton({ icon, label, onClick, disabled }: SidebarButtonProps) {
  const closeSheet = useCloseSheet();
  return (
    <li>
      <WithTooltip label={label}>
        <button
          type="button"
          className={styles.menuButton}
          disabled={disabled}
          onClick={() => {
            closeSheet();
            onClick();
          }}
        >
          <EntryContent icon={icon} label={label} />
        </button>
      </WithTooltip>
    </li>
  );
}

/** The page beside the sidebar. */
export function SidebarInset({
  children,
  className,
  style,
}: {
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <div className={cx(styles.inset, className)} style={style}>
      {children}
    </div>
  );
}

/** Collapses/expands the panel (desktop) or opens the sheet (phones). */
export function SidebarTrigger({ className }: { className?: string }) {
  const { toggle, isMobile, open, openMobile, panelId } = useSidebar();
  const expanded = isMobile ? openMobile : open;
  return (
    <button
      type="button"
      className={cx(styles.trigger, className)}
      onClick={toggle}
      aria-label={C.toggle}
      aria-expanded={expanded}
      aria-controls={isMobile ? undefined : panelId}
      aria-keyshortcuts="Control+B Meta+B"
      title={C.toggleHint}
      data-testid="sidebar-trigger"
    >
      <PanelLeft aria-hidden="true" />
    </button>
  );
}

const iconBox = css({ display: 'inline-flex', flexShrink: '0' });
