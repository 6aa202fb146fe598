// HomeLedger UI kit: Ark UI components styled with the Panda recipes in
// web/src/theme/recipes (Park UI pattern).
export * from './accordion';
export * from './alert';
export * from './badge';
export * from './button';
export * from './card';
export * from './dialog';
export * from './field';
export * from './input';
export * from './menu';
export * from './password-input';
export * from './radio-group';
export * from './select';
export * from './spinner';
export * from './table';
export * from './tabs';
export * from './textarea';
export * from './toast';
export * from './visually-hidden';
export * from './search-input';
export * from './empty-state';
export * from './form-dialog';
export * from './form-dialog-copy';
export * from './money-input';
export * from './retry-alert';
export * from './panel-list';
export * from './section-card';
