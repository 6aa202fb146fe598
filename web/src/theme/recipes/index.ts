// One Panda recipe per UI-kit component (Park UI pattern). Each recipe lives in
// its own file beside this one and is registered here.
import { accordion } from './accordion';
import { alert } from './alert';
import { badge } from './badge';
import { button } from './button';
import { card } from './card';
import { combobox } from './combobox';
import { pageContainer } from './container';
import { dialog } from './dialog';
import { field } from './field';
import { input, textarea } from './input';
import { menu } from './menu';
import { pageHeader } from './page-header';
import { passwordInput } from './password-input';
import { radioGroup } from './radio-group';
import { select } from './select';
import { sidebar } from './sidebar';
import { spinner } from './spinner';
import { table } from './table';
import { tabs } from './tabs';
import { toast } from './toast';

export { kitKeyframes } from './shared';

export const recipes = {
  badge,
  button,
  input,
  pageContainer,
  textarea,
};

export const slotRecipes = {
  accordion,
  alert,
  card,
  combobox,
  dialog,
  field,
  menu,
  pageHeader,
  passwordInput,
  radioGroup,
  select,
  sidebar,
  spinner,
  table,
  tabs,
  toast,
};
