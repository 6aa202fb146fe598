/** The dashboard feature's UI copy and toasts (the product spec's words where it gives them). */
export const DASHBOARD_TOASTS = {
  propertiesFailed: 'Failed to load your properties',
  repairsFailed: 'Failed to load your repair history',
  accessIssue: 'Database access issue: Unable to access property data',
} as const;

export const DASHBOARD_COPY = {
  subtitle: 'Manage your properties and repair history',
  /** Beside the role badge of a home you are a member of (issue #31). */
  memberHome: 'You are a member of this home',
  search: 'Search...',
  disputedTitle: 'Ownership Disputed',
  disputedText:
    'One or more of your properties has been claimed by another homeowner. Please contact support to verify your ownership.',
  noProperties: 'No Properties Yet',
  noPropertiesText: 'Add your first property to start tracking repairs',
  noPropertiesFound: 'No Properties Found',
  clearSearch: 'Clear Search',
  noPropertiesMatch: (term: string) => `No properties match your search term: "${term}"`,
  noRepairs: 'No Repair History',
  noRepairsText: 'Add a property and start tracking repairs to build your history',
  noRepairsFound: 'No Repairs Found',
  noRepairsMatch: (term: string) => `No repairs match your search term: "${term}"`,
  propertiesFailed: 'Failed to load your properties. Please try again later.',
  repairsFailed: 'Failed to load your repair history. Please try again later.',
} as const;

/** Repair History paging and search over every repair (issue #29; the spec gives no words). */
export const REPAIR_PAGING_COPY = {
  loadMore: 'Load more repairs',
  loadingMore: 'Loading more repairs...',
  allShown: (count: number) => `All ${count} repairs shown`,
  searching: 'Searching all your repairs',
} as const;
