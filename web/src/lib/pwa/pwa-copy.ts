/** Copy of the installable app: its manifest, the update prompt and the "which home?" page. */
export const PWA_COPY = {
  manifest: {
    name: 'HomeLedger',
    shortName: 'HomeLedger',
    description: "Your home's complete repair history, in one convenient place",
    addRepair: 'Add repair',
    addRepairDescription: 'Log a repair on one of your homes',
    scanReceipt: 'Scan receipt',
    scanReceiptDescription: 'Take a photo of a receipt and add the repair',
  },
  update: {
    message: 'A new version is ready',
    reload: 'Reload',
    /** The region's accessible name. */
    label: 'App update',
  },
  share: {
    pageTitle: 'Choose a home',
    receiptHeading: 'Which home is this receipt for?',
    repairHeading: 'Which home is this repair for?',
    sharedFile: (name: string) => `Shared file: ${name}`,
    loading: 'Loading your homes…',
    noHomesTitle: 'No homes yet',
    noHomesBody: 'Add your home first, then share the receipt again.',
    addHome: 'Add a home',
    missingTitle: 'This shared file is no longer here',
    missingBody:
      'Shared files are kept for a day, and each is attached to one repair. Share it again from the other app.',
    notSavedTitle: 'The shared file could not be kept',
    notSavedBody: 'Share it again from the other app, or attach it on the Add Repair page.',
    homesFailed: 'Your homes could not be loaded.',
    tryAgain: 'Try Again',
    backToDashboard: 'Go to the dashboard',
  },
} as const;
