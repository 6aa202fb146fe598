// One Panda recipe per UI-kit component (Park UI pattern). Each recipe lives in
// its own file beside this one and is registered here.
export const recipes = {};
export const slotRecipes = {};
