// The entry's table of the screens the server renders, made from the page table at build time
// (vite-plugins/rendered-screens.ts): a pattern, its route module, and whether the page shows the
// footer.
declare module 'virtual:rendered-screens' {
  const screens: [RegExp, () => Promise<unknown>, boolean][];
  export default screens;
}
