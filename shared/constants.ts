// Thresholds and limits (docs/product.md "Limits" unless noted), each named once. Client and server
// import these instead of repeating the numbers, so a changed rule is a one-line edit.

// ---------------------------------------------------------------------------------------------
// Locale and time
// ---------------------------------------------------------------------------------------------

/** Every date and number on screen uses the Australian locale. */
export const APP_LOCALE = "en-AU";
/** Months and "now" are Sydney time: the ASX trades there. (Displayed moments use the viewer's zone: domain/format.ts.) */
export const APP_TIME_ZONE = "Australia/Sydney";

// ---------------------------------------------------------------------------------------------
// Data fetching
// ---------------------------------------------------------------------------------------------

/** The owner's pending-users list is polled this often. */
export const PENDING_POLL_MS = 30_000;

// ---------------------------------------------------------------------------------------------
// Notifications
// ---------------------------------------------------------------------------------------------

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5_000;
export const TOAST_SWIPE_DIRECTION = "right" as const;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** Keyboard shortcut that focuses the notification area. */
export const TOAST_HOTKEY = ["F8"] as const;

/** The pending-user chime: a falling tone. */
export const NOTIFICATION_TONE = {
  startHz: 800,
  endHz: 400,
  sweepSeconds: 0.1,
  durationSeconds: 0.5,
  gain: 0.3,
} as const;

// ---------------------------------------------------------------------------------------------
// Layout
// ---------------------------------------------------------------------------------------------

export const MOBILE_BREAKPOINT = 768;

export const SIDEBAR_WIDTH = "16rem";
export const SIDEBAR_WIDTH_MOBILE = "18rem";
/** The spec gives two collapsed widths (3rem in the dashboard sidebar, 4rem in the layout); the app uses 3rem. */
export const SIDEBAR_WIDTH_ICON = "3rem";
export const SIDEBAR_COOKIE_NAME = "sidebar_state";
export const SIDEBAR_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 7;
/** Ctrl/Cmd + this key toggles the sidebar. */
export const SIDEBAR_KEYBOARD_SHORTCUT = "b";

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const TABLE_TOOLTIP_DELAY_MS = 100;

export const TEXTAREA_MIN_HEIGHT_COMPACT_PX = 100;
export const TEXTAREA_MIN_HEIGHT_FULL_PX = 200;
export const STOCK_FILTER_SELECT_WIDTH_PX = 200;

export const SECTOR_PIE_CHART = {
  heightPx: 350,
  outerRadius: 90,
  centerX: "50%",
  centerY: "40%",
} as const;

/** docs/product.md: the theme lives in local storage under this key, dark by default. */
export const THEME_STORAGE_KEY = "theme";
export const DEFAULT_THEME = "dark" as const;

// ---------------------------------------------------------------------------------------------
// Portfolio rules
// ---------------------------------------------------------------------------------------------

/** A last price older than this is shown as stale. */
export const STALE_PRICE_HOURS = 24;

/** Consensus rating cut-offs on currentVsBrokerAvg (percent; negative = undervalued). */
export const RATING_THRESHOLDS = {
  /** at or below: Strong Buy */
  strongBuy: -20,
  /** below (and above strongBuy): Buy */
  buy: -10,
  /** at or above: Sell; between buy and sell: Hold */
  sell: 10,
} as const;

/** Percentage badges: at or beyond this magnitude the badge is 'success' (docs/product.md). */
export const PERCENT_BADGE_SUCCESS = 20;

/** Divergence above this (percent) is highlighted. */
export const DIVERGENCE_HIGHLIGHT = 15;
/** Dividend yield at or above this (percent) is highlighted. */
export const YIELD_HIGHLIGHT = 4;
/** FV momentum above +this is green, below −this red. */
export const MOMENTUM_HIGHLIGHT = 5;
/** FV momentum compares the latest month with the month this many months before it. */
export const MOMENTUM_LOOKBACK_MONTHS = 3;

/** The "previous months" window (table columns, 6M averages). */
export const PREVIOUS_MONTHS = 6;

export const TOP_OPPORTUNITIES_LIMIT = 5;
export const HIGH_CONFIDENCE_LIMIT = 3;
/** High-confidence picks need at least this undervaluation (percent)… */
export const HIGH_CONFIDENCE_MIN_UNDERVALUATION = 10;
/** …and a divergence strictly below this (also the 'High Confidence' badge rule). */
export const HIGH_CONFIDENCE_MAX_DIVERGENCE = 10;

/** Sector average undervaluation badge cut-offs (percent). */
export const SECTOR_UNDERVALUATION_THRESHOLDS = {
  strong: 20,
  moderate: 10,
  destructive: -10,
} as const;

/** Per-broker discount is clamped to ±this so one absurd value cannot wreck a column. */
export const DISCOUNT_CLAMP = 999;

/**
 * Morningstar 5-star price = fair value × (1 − discount), by uncertainty rating
 * (docs/domain.md: Morningstar's published 5-star bands).
 */
export const FIVE_STAR_DISCOUNTS = {
  low: 0.2,
  medium: 0.3,
  high: 0.4,
  "very high": 0.5,
  extreme: 0.75,
} as const;

export const TOP_SHAREHOLDERS_LIMIT = 20;

/** Sector name used in charts when a stock has none (the allocations table shows 'N/A'). */
export const UNCLASSIFIED_SECTOR = "Unclassified";

/** The stock table starts sorted by this column, descending. */
export const DEFAULT_STOCK_SORT = { column: "current5StarVsTrade", direction: "desc" } as const;

// ---------------------------------------------------------------------------------------------
// Accounts
// ---------------------------------------------------------------------------------------------

export const MIN_PASSWORD_LENGTH = 8;
/** docs/domain.md: reset tokens are 32 random bytes, single use, valid one hour. */
export const RESET_TOKEN_BYTES = 32;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** A reset link the owner makes on User Management travels by whatever channel they have: a day. */
export const OWNER_RESET_LINK_TTL_MS = 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------
// Holdings ledger (docs/domain.md "Holdings", "Dividends and franking"; decision 025)
// ---------------------------------------------------------------------------------------------

/** Units, prices and brokerage keep up to 6 decimals (numeric(20,6)); units after a split or consolidation are rounded to it. */
export const LEDGER_DECIMALS = 6;
/** The company tax rates a franking credit is worked at: 30 %, or 25 % for base-rate entities. */
export const COMPANY_TAX_RATES = ["0.30", "0.25"] as const;

// ---------------------------------------------------------------------------------------------
// Before 30 June (issue 49; docs/domain.md "Before 30 June")
// ---------------------------------------------------------------------------------------------

/** The holding period rule applies only to an individual whose franking credits for the year are above this. */
export const FRANKING_CREDIT_THRESHOLD = "5000";
/** Days a share must be held at risk, counting neither the day it was bought nor the day it was sold. */
export const HOLDING_PERIOD_DAYS = 45;
/** Sales one scenario may hold. */
export const MAX_SCENARIO_SALES = 500;

// ---------------------------------------------------------------------------------------------
// Market data
// ---------------------------------------------------------------------------------------------

/** Dividend yield sums the dividends paid within this many days. */
export const DIVIDEND_LOOKBACK_DAYS = 365;

/** A daily close more than this many times above or below the previous close is bad data, not stored. */
export const DAILY_CLOSE_MAX_JUMP = 10;

/**
 * No price, target or fair value on the ASX comes near this; anything larger is a slip of the
 * keyboard. Imports, the add-stock form, the journal, alert targets and allocations all refuse
 * amounts above it (an allocation of a trillion piled up the sector pie's labels, issue 33).
 */
export const MAX_PRICE = 1_000_000;

// ---------------------------------------------------------------------------------------------
// Holdings ledger: bounded work (issue 45 item 3, docs/decisions/038-bounded-ledger-work.md)
// ---------------------------------------------------------------------------------------------

/**
 * A trade or dividend file may have at most this many rows (lines after its header, blank lines not
 * counted). The bench's busy trader has 10,000 trades over 15 years; five times that leaves room for
 * a broker statement's interest and deposit lines, while a 10 MB file of 170,000 lines is refused
 * before it is parsed.
 */
export const MAX_LEDGER_FILE_ROWS = 50_000;
/** GET /api/trades and GET /api/dividends answer this many rows a page unless `limit` asks for another. */
export const LEDGER_PAGE_DEFAULT = 1_000;
/** The most `limit` may ask for. */
export const LEDGER_PAGE_MAX = 5_000;
/**
 * The stock dialog's Holding tab asks for this many trades (and dividends) a page: a dialog lists
 * them as plain rows, so a stock's 1,000 trades come 100 at a time, the next on 'Show more trades'.
 */
export const HOLDING_TAB_PAGE = 100;

// ---------------------------------------------------------------------------------------------
// Valuation alerts (docs/domain.md#valuation-alerts)
// ---------------------------------------------------------------------------------------------

/** fv-change fires at a change of at least this many percent unless the user chose another. */
export const DEFAULT_FV_CHANGE_PERCENT = 5;
/** The fv-change threshold a user may choose, in percent. */
export const FV_CHANGE_PERCENT_RANGE = { min: 0.1, max: 100 } as const;
/** GET /api/alerts answers at most this many (the newest). */
export const ALERTS_LIST_LIMIT = 500;
/** The bell's popover shows the latest this many. */
export const ALERT_BELL_LIMIT = 10;
/** POST /api/alerts/read marks at most this many ids in one call. */
export const MAX_READ_IDS = 1_000;
/** The scheduled refresh creates alerts while nobody clicks: the bell asks for its count this often. */
export const UNREAD_ALERTS_POLL_MS = 60_000;

// ---------------------------------------------------------------------------------------------
// Display
// ---------------------------------------------------------------------------------------------

export const MONEY_DECIMALS = 2;
export const PERCENT_DECIMALS = 1;
/** Shareholder percentage and change show two decimals. */
export const SHAREHOLDER_PERCENT_DECIMALS = 2;
/** Shown wherever a value is missing. */
export const MISSING_VALUE_TEXT = "-";

// ---------------------------------------------------------------------------------------------
// Bytes over the wire (docs/decisions/021-phone-pwa-compression.md)
// ---------------------------------------------------------------------------------------------

/** API responses smaller than this go out as they are: compressing them saves less than its framing costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
