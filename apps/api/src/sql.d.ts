/** SQL files are bundled as text (webpack asset/source; jest via tools in apps/api/jest.config.js). */
declare module '*.sql' {
  const text: string;
  export default text;
}
