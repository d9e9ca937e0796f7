declare module 'virtual:worked-example' {
  const example: ReturnType<typeof import('./worked-example').computeWorkedExample>;
  export default example;
}
