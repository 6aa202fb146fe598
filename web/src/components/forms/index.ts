// Pieces the app's forms share (react-hook-form bound); the controls themselves are in ui/.
export * from './count-unit-fields';
export * from './form-actions';
export * from './form-layout';
export * from './radio-group-field';
export * from './select-field';
export * from './text-field';
export * from './use-dialog-form';
