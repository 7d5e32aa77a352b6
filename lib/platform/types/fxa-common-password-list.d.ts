/** Types of the CommonJS fxa-common-password-list package (it ships none). */
declare module 'fxa-common-password-list' {
  const list: { test(password: string): boolean };
  export default list;
}
